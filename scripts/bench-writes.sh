#!/usr/bin/env bash
# Write benchmark, ours alone on each engine (the side by side with the Express peer, on PostgreSQL, is
# ../shared/bench/writes-side-by-side.sh): the release server on the benchmark data set, wrk -t2 -c32,
# ROUNDS rounds of SECS seconds per write, the median printed. The writes:
#   - staff set a task's status (PUT /api/project/updateTaskStatus/{taskId}), cycling through 256 tasks
#     spread over the data set and through the three statuses, as the side-by-side does;
#   - the benchmark client opens a ticket (POST /api/ticket/create) and comments on one of its
#     tickets (POST /api/ticket/{ticketId}/reply): a client may send 30 such writes in 10 minutes
#     (`limits::CLIENT_WRITES`), so these are timed one after another, 14 of each, on one connection
#     (each queues its mails to staff, as in the product);
#   - staff log time (POST /api/hours/log, ADR 0042) on the same 256 tasks' projects (each write draws
#     its company's blocks down; the first project's company has one over December, where the
#     writes' days fall), and the Hours view of the first project, which holds 100,000 entries
#     (GET /api/hours/project/{projectId}, as browsers ask: compressed), beside that project's own
#     read, in the same run.
#
# Usage: scripts/bench-writes.sh [sqlite|postgres|both] (default both). Env: ROUNDS (3), SECS (10); PGSS=1
# empties pg_stat_statements once the data set is loaded, for a profile of the writes alone (PostgreSQL
# must load it: shared_preload_libraries = 'pg_stat_statements').
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

engines="${1:-both}"
[[ "$engines" == both ]] && engines="sqlite postgres"
rounds="${ROUNDS:-3}" secs="${SECS:-10}"
ensure_wrk
build_release_server
pg="${PORTICO_TEST_POSTGRES:-postgres://postgres@127.0.0.1:5432/postgres}"
login() { curl -fsS -H 'content-type: application/json' -d "{\"email\":\"$2\",\"password\":\"portico-bench\"}" "$1" |
    python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])'; }

# name method token body-lua -> a wrk script (body-lua is a Lua expression of n, ids, st)
script() {
    cat <<LUA
local ids = {$(sed 's/.*/"&",/' "$work/ids" | tr -d '\n')}
local st = {"inprogress", "done", "todo"}
local n = 0
wrk.method = "$2"
wrk.headers["content-type"] = "application/json"
wrk.headers["authorization"] = "Bearer $3"
request = function()
  n = n + 1
  return wrk.format(nil, $4)
end
LUA
}

rows=()
for engine in $engines; do
    bench_env "$engine" portico_bench_writes
    say "$engine: loading the data set"
    "$bin" seed --bench >/dev/null; [[ -n "${PGSS:-}" && $engine == postgres ]] && psql "$url" -qc "CREATE EXTENSION IF NOT EXISTS pg_stat_statements" -c "SELECT pg_stat_statements_reset()" >/dev/null
    # The hours project (before the server starts: a bulk load is not what is measured): the first
    # project of the data set, 100,000 entries over 330 days on its tasks (one in five not
    # billable), and a block of its company over the year's last month.
    hp_sql="select id from projects order by id limit 1"
    if [[ $engine == sqlite ]]; then
        hp=$(python3 -c "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute(sys.argv[2]).fetchone()[0])" "$work/bench.db" "$hp_sql")
        python3 - "$work/bench.db" "$hp" <<'PY'
import sqlite3,sys
db=sqlite3.connect(sys.argv[1]); p=sys.argv[2]
tasks=[r[0] for r in db.execute("select t.id from tasks t join sprints s on s.id=t.sprint_id where s.project_id=?", (p,))] or [None]
client=db.execute("select client_id from projects where id=?", (p,)).fetchone()[0]
db.executemany("insert into time_entries (id, project_id, task_id, staff_name, work_date, minutes, billable, note, rate_minor, created_at, updated_at) values (?,?,?,?,date('2026-01-01', '+' || (? % 330) || ' days'),?,?,'',250000,0,0)",
    [(f"bench{g}", p, tasks[g % len(tasks)], "Bench Staff", g, 15 + g % 120, 0 if g % 5 == 0 else 1) for g in range(100000)])
db.execute("insert into hour_blocks (id, client_id, project_id, minutes, starts_on, expires_on, rollover, currency, price_minor, created_at) values ('benchblock', ?, NULL, 60000, '2026-12-01', '2026-12-31', 0, 'INR', 0, 0)", (client,))
db.commit()
PY
    else
        hp=$(psql "$url" -tAc "$hp_sql")
        # Loaded with the triggers off (a bulk load, not 100,000 writes), the version raised once.
        psql "$url" -qc "set session_replication_role = replica" -c "insert into time_entries (id, project_id, task_id, staff_name, work_date, minutes, billable, note, rate_minor, created_at, updated_at)
            select 'bench' || g, '$hp', t.a[1 + g % cardinality(t.a)],
                   'Bench Staff', to_char(date '2026-01-01' + (g % 330), 'YYYY-MM-DD'), 15 + g % 120, case when g % 5 = 0 then 0 else 1 end, '', 250000, 0, 0
            from generate_series(0, 99999) g,
                 (select array_agg(t.id order by t.id) a from tasks t join sprints s on s.id = t.sprint_id where s.project_id = '$hp') t" \
            -c "update projects set hours_version = hours_version + 1 where id = '$hp'" \
            -c "insert into hour_blocks (id, client_id, project_id, minutes, starts_on, expires_on, rollover, currency, price_minor, created_at)
                select 'benchblock', client_id, NULL, 60000, '2026-12-01', '2026-12-31', 0, 'INR', 0, 0 from projects where id = '$hp'" -c "analyze"
    fi
    "$bin" serve >"$work/server.log" 2>&1 &
    pid=$!
    trap 'kill "$pid" 2>/dev/null || true' EXIT
    base="http://127.0.0.1:$port"
    for _ in $(seq 1 200); do curl -fsS "$base/healthz" >/dev/null 2>&1 && break; sleep 0.1; done
    staff=$(login "$base/api/admin/login" bench.admin@example.com)
    client=$(login "$base/api/user/login" bench.client@example.com)
    sql="select id from (select id, row_number() over (order by id) n from tasks) t where n % 97 = 0 limit 256"
    # The same tasks' projects, in the same order, for the time logged on them.
    pairs="select t.id || '|' || s.project_id from (select id, sprint_id, row_number() over (order by id) n from tasks) t join sprints s on s.id = t.sprint_id where n % 97 = 0 order by t.id limit 256"
    if [[ $engine == sqlite ]]; then sqlite3 "$work/bench.db" "$sql" >"$work/ids" 2>/dev/null ||
        python3 -c "import sqlite3,sys; [print(r[0]) for r in sqlite3.connect(sys.argv[1]).execute(sys.argv[2])]" "$work/bench.db" "$sql" >"$work/ids"
    else psql "$url" -tAc "$sql" >"$work/ids"; fi
    if [[ $engine == sqlite ]]; then
        python3 -c "import sqlite3,sys; [print(r[0]) for r in sqlite3.connect(sys.argv[1]).execute(sys.argv[2])]" "$work/bench.db" "$pairs" >"$work/pairs"
    else psql "$url" -tAc "$pairs" >"$work/pairs"; fi
    cut -d'|' -f1 "$work/pairs" >"$work/ids"
    cut -d'|' -f2 "$work/pairs" >"$work/pids"
    script log POST "$staff" '"/api/hours/log", nil, "{\"project\":\"" .. pids[(n % #ids) + 1] .. "\",\"task\":\"" .. ids[(n % #ids) + 1] .. "\",\"date\":\"2026-12-0" .. ((n % 5) + 1) .. "\",\"time\":\"0:15\"}"' |
        sed "2i local pids = {$(sed 's/.*/"&",/' "$work/pids" | tr -d '\n')}" >"$work/log.lua"
    script hours GET "$staff" '"/api/hours/project/'"$hp"'"' | sed 's/^wrk.headers\["content-type"\].*/wrk.headers["accept-encoding"] = "gzip, deflate, br, zstd"/' >"$work/hours.lua"
    script detail GET "$staff" '"/api/project/detail/'"$hp"'"' | sed 's/^wrk.headers\["content-type"\].*/wrk.headers["accept-encoding"] = "gzip, deflate, br, zstd"/' >"$work/detail.lua"
    ticket=$(curl -fsS -H "authorization: Bearer $client" -H 'content-type: application/json' \
        -d '{"title":"Benchmark ticket","description":"Replies go here"}' "$base/api/ticket/create" |
        python3 -c 'import json,sys; print(json.load(sys.stdin)["_id"])')
    script status PUT "$staff" \
        '"/api/project/updateTaskStatus/" .. ids[(n % #ids) + 1], nil, "{\"status\":\"" .. st[(math.floor(n / #ids) % 3) + 1] .. "\"}"' >"$work/status.lua"
    # One write by hand first: it must answer 2xx.
    for f in log; do
        wrk -t1 -c1 -d1s -s "$work/$f.lua" "$base" | grep -q "Non-2xx" && die "$engine: $f answers non-2xx"
    done
    for write in status log detail hours; do
        wrk -t2 -c32 -d3s -s "$work/$write.lua" "$base" >/dev/null
        for _ in $(seq 1 "$rounds"); do
            wrk -t2 -c32 -d"${secs}s" --latency -s "$work/$write.lua" "$base" >"$work/$write.out"
            python3 - "$work/$write.out" >>"$work/$write.res" <<'PY'
import re,sys
o=open(sys.argv[1]).read()
def ms(v):
    m=re.match(r"([0-9.]+)(us|ms|s)$",v); n=float(m.group(1)); return n/1000 if m.group(2)=="us" else n*1000 if m.group(2)=="s" else n
bad=re.search(r"Non-2xx or 3xx responses:\s+(\d+)",o)
print(re.search(r"Requests/sec:\s+([0-9.]+)",o).group(1), ms(re.search(r"^\s+50%\s+(\S+)",o,re.M).group(1)),
      ms(re.search(r"^\s+99%\s+(\S+)",o,re.M).group(1)), bad.group(1) if bad else 0)
PY
        done
        rows+=("$(python3 - "$work/$write.res" "$engine" "$write" <<'PY'
import sys,statistics as st
r=[list(map(float,l.split())) for l in open(sys.argv[1])]
m=[st.median(c) for c in zip(*r)]
names={"status":"staff set a task's status","ticket":"a client opens a ticket","comment":"a client comments on a ticket",
       "log":"staff log time (256 tasks' projects; a block)","hours":"read: the Hours view of that project","detail":"read: that project's detail"}
print(f"| {sys.argv[2]} | {names[sys.argv[3]]} | {m[0]:.0f} | {m[1]:.1f} | {m[2]:.1f} | {sum(x[3] for x in r):.0f} |")
PY
)")
    done
    rows+=("$(python3 - "$base" "$client" "$ticket" "$engine" <<'PY'
import json,statistics as st,sys,time,http.client
base,token,ticket,engine=sys.argv[1:]
host=base.split("//")[1]; c=http.client.HTTPConnection(host)
h={"authorization":"Bearer "+token,"content-type":"application/json"}
def timed(path,body):
    t=time.perf_counter(); c.request("POST",path,json.dumps(body),h); r=c.getresponse(); r.read()
    assert r.status in (200,201), (path, r.status); return (time.perf_counter()-t)*1000
for name,path,body in [("a client opens a ticket","/api/ticket/create",lambda i:{"title":f"Checkout fails {i}","description":"Open the cart and pay."}),
                       ("a client comments on a ticket",f"/api/ticket/{ticket}/reply",lambda i:{"text":f"Still happening {i}"})]:
    ms=sorted(timed(path,body(i)) for i in range(14))
    print(f"| {engine} | {name} (one caller, 14 in a row) | {1000/st.mean(ms):.0f} | {st.median(ms):.1f} | {ms[-1]:.1f} (slowest) | 0 |")
PY
)")
    kill "$pid"; wait "$pid" 2>/dev/null || true
    rm -rf "$work"
done
echo "| engine | write | req/s | p50 ms | p99 ms | non-2xx |"
echo "|---|---|---|---|---|---|"
printf '%s\n' "${rows[@]}"
