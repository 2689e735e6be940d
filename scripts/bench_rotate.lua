-- wrk: each request carries the next token of the file named by $TOKENS (first word of each
-- line), so the connections read several clients' projects, not one client's.
local tokens = {}
for line in io.lines(os.getenv("TOKENS")) do
  tokens[#tokens + 1] = line:match("^(%S+)")
end
local i = math.random(#tokens)
request = function()
  i = i % #tokens + 1
  return wrk.format("GET", wrk.path, { ["Authorization"] = "Bearer " .. tokens[i] })
end
