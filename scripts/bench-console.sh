#!/usr/bin/env bash
# Console benchmark: the release server on the benchmark data set (2,000 projects, ~200,000 tasks,
# 10,000 contact submissions, 10,000 newsletter subscriptions, 10,000 audit entries), one staff
# user (wrk -t1 -c1) reading the first page of every console table and a 300-task project's
# detail. Prints p50 / p99 per read and engine; the target is p99 under 50 ms.
#
# Projects Data and Clients Data are read in every order they offer.
#
# Usage: scripts/bench-console.sh [sqlite|postgres|both] (default both). Env: DURATION (s, default 5),
# CLIENTS (default 200; 2000 is ten times the data: 20,000 projects, about 2 million tasks),
# ONLY (measure only the reads whose path contains it, e.g. ONLY=clientsData).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

engines="${1:-both}"
clients="${CLIENTS:-200}"
[[ "$engines" == both ]] && engines="sqlite postgres"
duration="${DURATION:-5}"

ensure_wrk
build_release_server
pg="${PORTICO_TEST_POSTGRES:-postgres://postgres@127.0.0.1:5432/postgres}"

reads=(
    "/api/user/allUsers"
    "/api/project/projects"
    "/api/ticket/all"
    "/api/contact/submissions"
    "/api/contact/mail/submissions"
    "/api/contact/counts"
    "/api/team/all"
    "/api/project/requests"
    "/api/project/allUpdates"
    "/api/admin/audit"
    "/api/admin/clientsData"
    "/api/admin/projectsData"
    "/api/admin/projectsData?sort=client&order=desc"
    "/api/admin/projectsData?sort=tasksDone&order=desc"
    "/api/admin/projectsData?sort=tasksTotal&order=desc"
    "/api/admin/projectsData?sort=overdueTasks&order=desc"
    "/api/admin/projectsData?sort=goalsDone&order=desc"
    "/api/admin/projectsData?sort=paidAmount&order=desc"
    "/api/admin/projectsData?sort=outstandingAmount&order=desc"
    "/api/admin/clientsData?sort=projects&order=desc"
    "/api/admin/clientsData?sort=openTickets&order=desc"
    "/api/admin/clientsData?sort=unpaidMilestones&order=desc"
    "/api/admin/clientsData?sort=unpaidAmount&order=desc"
    "/api/admin/clientsData?sort=lastActivity&order=desc"
    "PROJECT"
)

if [[ -n "${ONLY:-}" ]]; then
    kept=()
    for read in "${reads[@]}"; do [[ "$read" == *"$ONLY"* ]] && kept+=("$read"); done
    ((${#kept[@]})) || die "ONLY=$ONLY matches no read"
    reads=("${kept[@]}")
fi

declare -A p50 p99
for engine in $engines; do
    bench_env "$engine" portico_bench_console
    say "$engine: loading the data set ($clients clients)"
    "$bin" seed --bench "$clients"
    "$bin" serve >"$work/server.log" 2>&1 &
    pid=$!
    wait_ready "http://127.0.0.1:$port" "$pid"
    token="$(curl -fsS -H 'content-type: application/json' \
        -d '{"email":"bench.admin@example.com","password":"portico-bench"}' \
        "http://127.0.0.1:$port/api/admin/login" | python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')"
    client="$(curl -fsS -H "authorization: Bearer $token" "http://127.0.0.1:$port/api/user/allUsers?q=bench.client" |
        python3 -c 'import json,sys; print(json.load(sys.stdin)["data"][0]["_id"])')"
    project="$(curl -fsS -H "authorization: Bearer $token" "http://127.0.0.1:$port/api/project/projects?client=$client" |
        python3 -c 'import json,sys; print(json.load(sys.stdin)[0]["_id"])')"
    for read in "${reads[@]}"; do
        path="$read"
        [[ "$read" == PROJECT ]] && path="/api/project/detail/$project"
        target="http://127.0.0.1:$port$path"
        curl -fsS -o /dev/null -H "authorization: Bearer $token" "$target" || die "$engine: $path failed"
        out="$(wrk -t1 -c1 -d"${duration}s" --latency -H "authorization: Bearer $token" "$target")"
        grep -q "Non-2xx" <<<"$out" && die "$engine: $path answered errors"
        p50["$engine $read"]="$(awk '$1=="50%" {print $2}' <<<"$out")"
        p99["$engine $read"]="$(awk '$1=="99%" {print $2}' <<<"$out")"
    done
    kill "$pid"; wait "$pid" 2>/dev/null || true
    [[ "$engine" == postgres ]] && psql "$pg" -qc "DROP DATABASE IF EXISTS portico_bench_console WITH (FORCE)" >/dev/null
    rm -rf "$work"
done

echo
echo "Console reads, first page (50 rows), one staff user (wrk -t1 -c1, ${duration}s each), $clients clients, $(nproc) cores"
header="| read |"; rule="|---|"
for engine in $engines; do header+=" $engine p50 | $engine p99 |"; rule+="---|---|"; done
echo "$header"; echo "$rule"
for read in "${reads[@]}"; do
    label="\`GET ${read}\`"
    [[ "$read" == PROJECT ]] && label="\`GET /api/project/detail/{id}\` (10 sprints x 30 tasks)"
    line="| $label |"
    for engine in $engines; do line+=" ${p50["$engine $read"]} | ${p99["$engine $read"]} |"; done
    echo "$line"
done
