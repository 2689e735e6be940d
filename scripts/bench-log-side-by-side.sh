#!/usr/bin/env bash
# Logging time beside the Express peer's staff write, in the same run (ADR 0042): the peer's
# `PUT /api/project/updateTaskStatus/:taskId` (../shared/bench/writes-side-by-side.sh's write, its
# own data set, as that script loads it) and ours, then our `POST /api/hours/log` (a quarter of an
# hour on one of the same 256 tasks, on its project, today; the first project's company has a
# prepaid block over the month, so its logs draw it down), on one PostgreSQL, wrk -t2 -c32, rounds
# of SECS seconds interleaved, medians.
# Usage: scripts/bench-log-side-by-side.sh [ROUNDS=3] [SECS=10]   (builds the release server)
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"
ROUNDS=${1:-3} SECS=${2:-10}
PEER="$ROOT/../shared/bench/peer-express"
[[ -d "$PEER" ]] || die "no peer at $PEER"
PG=postgres://postgres@127.0.0.1:5432
ensure_wrk
build_release_server
WORK="$(mktemp -d)"
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$WORK"; }
trap cleanup EXIT
wait_up() { for _ in $(seq 1 200); do curl -fsS "$1" >/dev/null 2>&1 && return 0; sleep 0.1; done; die "not up: $1"; }
login() { curl -fsS -H 'content-type: application/json' -d "{\"email\":\"$2\",\"password\":\"$3\"}" "$1" |
    python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])'; }

say "the peer (its data set loaded once, as the shared script does)"
( cd "$PEER"
  [[ -d node_modules ]] || npm ci --no-audit --no-fund >/dev/null 2>&1
  if ! psql "$PG/peer_express" -tAc 'select count(*) from tasks' 2>/dev/null | grep -q '^2'; then
      node seed.js --clients 200 --projects 2000 --sprints-per-project 10 --tasks-per-sprint 10 >/dev/null
  fi )
PORT=39100 node "$PEER/server.js" >"$WORK/peer.log" 2>&1 &
pids+=("$!")
wait_up http://127.0.0.1:39100/healthz
ptok=$(login http://127.0.0.1:39100/api/user/login admin@peer.test admin-password-1)

say "ours: the benchmark data set and a block"
psql "$PG/postgres" -qc "SET client_min_messages = warning" -c "DROP DATABASE IF EXISTS portico_lbs WITH (FORCE)" \
    -c "CREATE DATABASE portico_lbs" >/dev/null
export DATABASE_URL=$PG/portico_lbs LOG=warn WEB_DIR="$WORK/none"
"$bin" seed --bench >/dev/null
today=$(date -u +%F)
month_start=$(date -u +%Y-%m-01)
psql "$DATABASE_URL" -qc "insert into hour_blocks (id, client_id, project_id, minutes, starts_on, expires_on, rollover, currency, price_minor, created_at)
    select 'benchblock', client_id, NULL, 600000, '$month_start', '$today', 0, 'INR', 0, 0 from projects order by id limit 1" -c ANALYZE
PORT=39200 "$bin" serve >"$WORK/ours.log" 2>&1 &
pids+=("$!")
wait_up http://127.0.0.1:39200/healthz
otok=$(login http://127.0.0.1:39200/api/admin/login bench.admin@example.com portico-bench)

# The same choice of 256 tasks on both sides (every 97th by id); ours with their projects.
psql "$PG/peer_express" -tAc "select _id from (select _id, row_number() over (order by _id) n from tasks) t where n % 97 = 0 limit 256" >"$WORK/peer.ids"
psql "$DATABASE_URL" -tAc "select t.id || '|' || s.project_id from (select id, sprint_id, row_number() over (order by id) n from tasks) t
    join sprints s on s.id = t.sprint_id where n % 97 = 0 order by t.id limit 256" >"$WORK/pairs"
cut -d'|' -f1 "$WORK/pairs" >"$WORK/ours.ids"
cut -d'|' -f2 "$WORK/pairs" >"$WORK/ours.pids"
list() { echo "{$(sed 's/.*/"&",/' "$1" | tr -d '\n')}"; }
status_lua() { # ids token -> the shared script's status write
    cat <<LUA
local ids = $(list "$1")
local st = {"inprogress", "done", "todo"}
local n = 0
wrk.method = "PUT"
wrk.headers["content-type"] = "application/json"
wrk.headers["authorization"] = "Bearer $2"
request = function()
  n = n + 1
  local id = ids[(n % #ids) + 1]
  return wrk.format(nil, "/api/project/updateTaskStatus/" .. id, nil, '{"status":"' .. st[(math.floor(n / #ids) % 3) + 1] .. '"}')
end
LUA
}
status_lua "$WORK/peer.ids" "$ptok" >"$WORK/peer.lua"
status_lua "$WORK/ours.ids" "$otok" >"$WORK/ours.lua"
cat >"$WORK/log.lua" <<LUA
local ids = $(list "$WORK/ours.ids")
local pids = $(list "$WORK/ours.pids")
local n = 0
wrk.method = "POST"
wrk.headers["content-type"] = "application/json"
wrk.headers["authorization"] = "Bearer $otok"
request = function()
  n = n + 1
  local i = (n % #ids) + 1
  return wrk.format(nil, "/api/hours/log", nil,
    '{"project":"' .. pids[i] .. '","task":"' .. ids[i] .. '","date":"$today","time":"0:15"}')
end
LUA
run() { # name port -> appends "rps p50 p99 non2xx" to $WORK/name.res
    local out
    out=$(wrk -t2 -c32 -d"${SECS}s" --latency -s "$WORK/$1.lua" "http://127.0.0.1:$2")
    python3 - "$out" >>"$WORK/$1.res" <<'PY'
import re,sys
o=sys.argv[1]
def ms(v):
    m=re.match(r"([0-9.]+)(us|ms|s)$",v); n=float(m.group(1)); return n/1000 if m.group(2)=="us" else n*1000 if m.group(2)=="s" else n
bad=re.search(r"Non-2xx or 3xx responses:\s+(\d+)",o)
print(float(re.search(r"Requests/sec:\s+([0-9.]+)",o).group(1)), ms(re.search(r"^\s+50%\s+(\S+)",o,re.M).group(1)),
      ms(re.search(r"^\s+99%\s+(\S+)",o,re.M).group(1)), int(bad.group(1)) if bad else 0)
PY
}
for side in "peer 39100" "ours 39200" "log 39200"; do
    set -- $side
    wrk -t2 -c32 -d3s -s "$WORK/$1.lua" "http://127.0.0.1:$2" >/dev/null
done
for _ in $(seq 1 "$ROUNDS"); do run peer 39100; run ours 39200; run log 39200; done
python3 - "$WORK" <<'PY'
import sys,statistics as st
w=sys.argv[1]
def med(n):
    rows=[list(map(float,l.split())) for l in open(f"{w}/{n}.res")]
    return [st.median(c) for c in zip(*rows)], sum(r[3] for r in rows)
(p,pb),(o,ob),(l,lb)=med("peer"),med("ours"),med("log")
print("| system / write | req/s | p50 ms | p99 ms | non-2xx | vs peer |")
print("|---|---|---|---|---|---|")
print(f"| peer Express, updateTaskStatus | {p[0]:.0f} | {p[1]:.1f} | {p[2]:.1f} | {pb:.0f} | |")
print(f"| ours, updateTaskStatus | {o[0]:.0f} | {o[1]:.1f} | {o[2]:.1f} | {ob:.0f} | x{o[0]/p[0]:.2f} |")
print(f"| ours, log time (hours/log) | {l[0]:.0f} | {l[1]:.1f} | {l[2]:.1f} | {lb:.0f} | x{l[0]/p[0]:.2f} |")
PY
psql "$PG/postgres" -qc "DROP DATABASE IF EXISTS portico_lbs WITH (FORCE)" >/dev/null
