#!/usr/bin/env bash
# Project-read benchmark: the release server on the benchmark data set (200 clients, 2,000
# projects, ~200,000 tasks), wrk on the same machine, 32 connections, reading one client's project
# of 10 sprints x 30 tasks. Prints requests/s, p50/p99 and the server's peak memory per engine.
#
# Usage: scripts/bench.sh [sqlite|postgres|both] (default both). Env: DURATION (s, default 15), RUNS (3).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

engines="${1:-both}"
[[ "$engines" == both ]] && engines="sqlite postgres"
duration="${DURATION:-15}"
runs="${RUNS:-3}"

if ! command -v wrk >/dev/null; then
    say "installing wrk (Debian)"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null
fi
say "building the server (release)"
cargo build --release --quiet -p portico-server
bin="$ROOT/target/release/portico"
pg="${PORTICO_TEST_POSTGRES:-postgres://postgres@127.0.0.1:5432/postgres}"

results=()
for engine in $engines; do
    work="$(mktemp -d)"
    case "$engine" in
        sqlite) url="sqlite://$work/bench.db?mode=rwc" ;;
        postgres)
            psql "$pg" -qc "DROP DATABASE IF EXISTS portico_bench WITH (FORCE)" -c "CREATE DATABASE portico_bench" >/dev/null
            url="${pg%/*}/portico_bench"
            ;;
        *) die "engine must be sqlite, postgres or both" ;;
    esac
    port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
    export DATABASE_URL="$url" PORT="$port" LOG=warn WEB_DIR="$work/none"
    say "$engine: loading the data set"
    "$bin" seed --bench
    "$bin" serve >"$work/server.log" 2>&1 &
    pid=$!
    wait_ready "http://127.0.0.1:$port" "$pid"
    token="$(curl -fsS -H 'content-type: application/json' \
        -d '{"email":"bench.client@example.com","password":"portico-bench"}' \
        "http://127.0.0.1:$port/api/user/login" | python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')"
    target="http://127.0.0.1:$port/api/project/projectsUser"
    bytes="$(curl -fsS -o /dev/null -w '%{size_download}' -H "authorization: Bearer $token" "$target")"
    tasks="$(curl -fsS -H "authorization: Bearer $token" "$target" | python3 -c 'import json,sys; p=json.load(sys.stdin); print(sum(len(s["tasks"]) for x in p for s in x["sprints"]))')"
    say "$engine: warm-up, then $runs runs of ${duration}s (response $((bytes / 1024)) KB, $tasks tasks)"
    wrk -t2 -c32 -d3s -H "authorization: Bearer $token" "$target" >/dev/null
    rps_list=(); p50_list=(); p99_list=()
    for _ in $(seq 1 "$runs"); do
        out="$(wrk -t2 -c32 -d"${duration}s" --latency -H "authorization: Bearer $token" "$target")"
        rps_list+=("$(awk '/Requests\/sec/ {print $2}' <<<"$out")")
        p50_list+=("$(awk '$1=="50%" {print $2}' <<<"$out")")
        p99_list+=("$(awk '$1=="99%" {print $2}' <<<"$out")")
        if grep -q "Non-2xx" <<<"$out"; then die "$engine: the server answered errors during the run"; fi
    done
    peak_kb="$(awk '/VmHWM/ {print $2}' "/proc/$pid/status")"
    kill "$pid"; wait "$pid" 2>/dev/null || true
    median() { printf '%s\n' "$@" | python3 -c 'import sys,re
def ms(v):
    m=re.match(r"([0-9.]+)(us|ms|s)", v); n=float(m.group(1)); return n/1000 if m.group(2)=="us" else n*1000 if m.group(2)=="s" else n
vals=[l.strip() for l in sys.stdin if l.strip()]
if re.match(r"^[0-9.]+$", vals[0]): vals=sorted(float(v) for v in vals); print(f"{vals[len(vals)//2]:.0f}")
else: vals=sorted(ms(v) for v in vals); print(f"{vals[len(vals)//2]:.1f} ms")'; }
    results+=("$(printf '| %-8s | %6s | %9s | %9s | %6s MB | %s KB |' "$engine" "$(median "${rps_list[@]}")" \
        "$(median "${p50_list[@]}")" "$(median "${p99_list[@]}")" "$((peak_kb / 1024))" "$((bytes / 1024))")")
    [[ "$engine" == postgres ]] && psql "$pg" -qc "DROP DATABASE IF EXISTS portico_bench WITH (FORCE)" >/dev/null
    rm -rf "$work"
done

echo
echo "GET /api/project/projectsUser, 1 project x 10 sprints x 30 tasks, wrk -t2 -c32, median of $runs x ${duration}s, $(nproc) cores"
echo "| engine   | req/s  | p50       | p99       | peak RSS  | body |"
echo "|----------|--------|-----------|-----------|-----------|------|"
printf '%s\n' "${results[@]}"
