#!/usr/bin/env bash
# Live stream benchmark (ADR 0037): the release server on the demo data, STREAMS live streams of one
# client opened by the load generator (tests/src/bin/live_load.rs, loopback only), then WRITES
# status writes by staff to a task of that client's project; for every stream and write, the time
# from the write being sent to the stream hearing of it (p50, p99, max), and the server's memory
# before the streams and at its peak (per stream: the growth divided by the streams opened).
#
# Usage: scripts/bench-live.sh [sqlite|postgres] (default postgres). Env: STREAMS (19000: a process
# here may hold 20,000 files at most, `ulimit -Hn`, and the server needs a few for itself), WRITES (20),
# SERVERS (1; 2 with PostgreSQL: a second app server on the same database holds the streams while
# the writes go to the first, so a write on A is measured at streams on B; the memory is B's).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

engine="${1:-postgres}" streams="${STREAMS:-19000}" writes="${WRITES:-20}" servers="${SERVERS:-1}"
[[ $servers == 1 || ( $servers == 2 && $engine == postgres ) ]] || die "SERVERS is 1, or 2 with postgres"
say "building the server and the load generator (release)"
cargo build --release --quiet -p portico-server --features demo
cargo build --release --quiet -p portico-tests --bin live-load
bin="$ROOT/target/release/portico"
bench_env "$engine" portico_bench_live
"$bin" seed >/dev/null
"$bin" serve >"$work/server.log" 2>&1 &
pid=$! writer_pid=""
trap 'kill $pid $writer_pid 2>/dev/null; rm -rf "$work"' EXIT
base="http://127.0.0.1:$port" write_base="http://127.0.0.1:$port"
if [[ $servers == 2 ]]; then
    # The streams' server is the second; the writes go to the first.
    write_port="$(free_port)"
    PORT="$write_port" "$bin" serve >"$work/writer.log" 2>&1 &
    writer_pid=$!
    write_base="http://127.0.0.1:$write_port"
fi
for b in "$base" "$write_base"; do
    for _ in $(seq 1 200); do curl -fsS "$b/healthz" >/dev/null 2>&1 && break; sleep 0.1; done
done
login() { curl -fsS -H 'content-type: application/json' -d "{\"email\":\"$2\",\"password\":\"portico-demo\"}" "$1" |
    python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])'; }
client=$(login "$base/api/user/login" asha.verma@example.com)
staff=$(login "$write_base/api/admin/login" admin@example.com)
sql="SELECT t.id, s.project_id FROM tasks t JOIN sprints s ON s.id = t.sprint_id JOIN projects p ON p.id = s.project_id \
JOIN users u ON u.id = p.client_id WHERE u.email = 'asha.verma@example.com' ORDER BY t.id LIMIT 1"
if [[ $engine == sqlite ]]; then
    row=$(python3 -c "import sqlite3,sys; print('|'.join(sqlite3.connect(sys.argv[1]).execute(sys.argv[2]).fetchone()))" "$work/bench.db" "$sql")
else row=$(psql "$url" -tAc "$sql"); fi
task="${row%%|*}" project="${row##*|}"
rss() { awk -v k="$1:" '$1 == k { print $2 }' "/proc/$pid/status"; }
before=$(rss VmRSS)
say "$engine: $streams streams, $writes writes, $servers server(s)"
result=$("$ROOT/target/release/live-load" "$base" "$client" "$staff" "$task" "$project" "$streams" "$writes" "$write_base")
peak=$(rss VmHWM)
python3 - "$result" "$before" "$peak" "$engine, $servers server(s)" <<'PY'
import json, sys
r = json.loads(sys.argv[1]); before, peak = int(sys.argv[2]), int(sys.argv[3])
per = (peak - before) * 1024 / max(r["open"], 1)
print(f"| engine | streams open | failed | opened in s | writes | heard | missed | p50 ms | p99 ms | max ms | RSS before MiB | peak MiB | per stream KiB |")
print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
print(f"| {sys.argv[4]} | {r['open']} | {r['failed']} | {r['open_secs']} | {r['writes']} | {r['heard']} | {r['missed']} | "
      f"{r['p50_ms']} | {r['p99_ms']} | {r['max_ms']} | {before/1024:.1f} | {peak/1024:.1f} | {per/1024:.1f} |")
PY
