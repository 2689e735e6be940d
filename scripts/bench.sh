#!/usr/bin/env bash
# Project-read benchmark, side by side with the Express peer (../shared/bench/peer-express, its own
# data set on the same PostgreSQL), on this machine, wrk -t2 -c32, interleaved rounds so machine
# drift hits every row alike. For each engine it loads the benchmark data set (200 clients, 2,000
# projects, ~200,000 tasks) and measures:
#   render  every read renders from the tables (READ_CACHE=off: nothing kept anywhere; one project
#           of 10 sprints x 30 tasks; a client's 10 projects, 1,000 tasks)
#   stored  the reads kept in the database only (READ_CACHE=stored): what a read costs when the
#           server's memory misses (a fresh or another app server, a staff read, a read after a
#           staff write once the keeper has kept the project again, ADR 0029)
#   kept    the same reads with everything on (what a repeated read costs)
#   browser the stored and kept reads asked as every browser asks (accept-encoding: gzip, deflate,
#           br, zstd): the answers are brotli, made once per read (ADR 0018)
#   ceiling (CEILING=1) nginx serving the kept project read as stored precompressed bytes (brotli
#           -q 11, gzip -9), no session check: what this machine can serve
#   w->r    write a task, then read its project, on one connection (p50, p99; stale reads)
#   mixed   32 connections reading 32 clients' 10-project lists while staff write 50 times a
#           second to those clients' projects; every write is read back by its client at once
# and the servers' peak memory. Prints one table; docs/benchmarks.md quotes medians of its runs.
#
# Usage: scripts/bench.sh [postgres|sqlite|both] (default both). CEILING=1 adds the ceiling row.
# Env: DURATION (s per run, default 10), RUNS (default 3), PEER (peer checkout,
#      default ../shared/bench/peer-express), CLIENTS (default 200: the data set's size; 2000 is ten
#      times the data, for ours and for the peer, which then gets a database of its own). Before the
#      table it prints how long each seed took and each database's size.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

engines="${1:-both}"
[[ "$engines" == both ]] && engines="postgres sqlite"
duration="${DURATION:-10}"
runs="${RUNS:-3}"
peer_dir="${PEER:-$ROOT/../shared/bench/peer-express}"
pg="${PORTICO_TEST_POSTGRES:-postgres://postgres@127.0.0.1:5432/postgres}"
pg_base="${pg%/*}"
clients="${CLIENTS:-200}"
[[ "$clients" =~ ^[1-9][0-9]*$ ]] || die "CLIENTS must be a positive number"
# The peer's data set at the same size: 10 projects per client, 10 sprints of 10 tasks each.
peer_db=peer_express
[[ "$clients" != 200 ]] && peer_db="peer_express_c$clients"
export PEER_DATABASE_URL="$pg_base/$peer_db"

ensure_wrk
build_release_server
work="$(mktemp -d)"
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT

browser=(-H "accept-encoding: gzip, deflate, br, zstd")
login() { curl -fsS -H 'content-type: application/json' -d "{\"email\":\"$2\",\"password\":\"$3\"}" "$1" |
    python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])'; }
first_id() { curl -fsS -H "authorization: Bearer $2" "$1" | python3 -c 'import json,sys; print(json.load(sys.stdin)[0]["_id"])'; }
rss_mib() { awk '/VmHWM/ {printf "%.0f", $2/1024}' "/proc/$1/status"; }
# wrk: appends "rps p50_ms p99_ms" to $work/$1.
measure() {
    local name="$1" url="$2" token="$3" out auth=()
    shift 3
    # "-": the script passed after it sets the header itself.
    [[ "$token" != - ]] && auth=(-H "authorization: Bearer $token")
    out="$(wrk -t2 -c32 -d"${duration}s" --latency "${auth[@]}" "$@" "$url")"
    grep -q 'Non-2xx\|Socket errors' <<<"$out" && { echo "$name: errors during the run" >&2; grep 'Non-2xx\|Socket' <<<"$out" >&2; }
    python3 - "$out" >>"$work/$name" <<'PY'
import re,sys
o=sys.argv[1]
def ms(v):
    m=re.match(r"([0-9.]+)(us|ms|s)$",v); n=float(m.group(1)); return n/1000 if m.group(2)=="us" else n*1000 if m.group(2)=="s" else n
print(float(re.search(r"Requests/sec:\s+([0-9.]+)",o).group(1)),
      ms(re.search(r"^\s+50%\s+(\S+)",o,re.M).group(1)), ms(re.search(r"^\s+99%\s+(\S+)",o,re.M).group(1)))
PY
}

# ---- The peer (Express + pg), seeded once into its own database. ----
[[ -f "$peer_dir/server.js" ]] || die "no peer at $peer_dir (PEER=...)"
( cd "$peer_dir"
  [[ -d node_modules ]] || npm ci --no-audit --no-fund >/dev/null 2>&1
  # Seeded when its project count is not the one asked for (the bench client's project is one more).
  if [[ "$(psql "$PEER_DATABASE_URL" -tAc 'select count(*) from projects' 2>/dev/null)" != "$((clients * 10 + 1))" ]]; then
      say "seeding the peer's data set ($clients clients)"
      start=$(date +%s.%N)
      DATABASE_URL="$PEER_DATABASE_URL" node seed.js --clients "$clients" --projects "$((clients * 10))" \
          --sprints-per-project 10 --tasks-per-sprint 10 >/dev/null
      awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { printf "seed: peer %.0f s\n", e - s }' >&2
  fi
  psql "$PEER_DATABASE_URL" -tAc "select 'size: peer ' || pg_size_pretty(pg_database_size(current_database()))" >&2 )
peer_port="$(free_port)"
DATABASE_URL="$PEER_DATABASE_URL" PORT="$peer_port" node "$peer_dir/server.js" >"$work/peer.log" 2>&1 &
peer_pid=$!; pids+=("$peer_pid")
wait_ready_url() { for _ in $(seq 1 200); do curl -fsS "$1" >/dev/null 2>&1 && return 0; sleep 0.1; done; die "not up: $1"; }
wait_ready_url "http://127.0.0.1:$peer_port/healthz"
peer_token="$(login "http://127.0.0.1:$peer_port/api/user/login" bench@peer.test bench-password-1)"
peer_list="http://127.0.0.1:$peer_port/api/project/projectsUser"
peer_one="http://127.0.0.1:$peer_port/api/project/one/$(first_id "$peer_list" "$peer_token")"

rows=()
for engine in $engines; do
    url="$(bench_database "$engine" portico_bench "$work")"
    rm -f "$work"/{peer_one,peer_list,render_one,render_list,stored_one,stored_list,kept_one,kept_list,mixed,ceiling}
    rm -f "$work"/{stored_one_br,stored_list_br,kept_one_br,kept_list_br}
    say "$engine: loading the data set ($clients clients)"
    start=$(date +%s.%N)
    DATABASE_URL="$url" LOG=warn "$bin" seed --bench "$clients" >/dev/null
    awk -v s="$start" -v e="$(date +%s.%N)" -v n="$engine" 'BEGIN { printf "seed: ours on %s %.0f s\n", n, e - s }' >&2
    if [[ "$engine" == postgres ]]; then
        psql "$url" -tAc "select 'size: ours on postgres ' || pg_size_pretty(pg_database_size(current_database()))" >&2
    else
        echo "size: ours on sqlite $(du -sh "$work/bench.db" | cut -f1)" >&2
    fi
    # Three servers on the same data: one keeping nothing, one keeping reads in the database only,
    # one keeping them in memory too.
    declare -A base=()
    for mode in render stored kept; do
        port="$(free_port)"
        case "$mode" in render) cache=off ;; stored) cache=stored ;; kept) cache=on ;; esac
        metrics_env=()
        [[ "$mode" == kept ]] && { metrics_port="$(free_port)"; metrics_env=(METRICS_ADDR="127.0.0.1:$metrics_port"); }
        env "${metrics_env[@]}" DATABASE_URL="$url" PORT="$port" LOG=warn WEB_DIR="$work/none" READ_CACHE="$cache" \
            CODE_POLL_SECS=0 "$bin" serve >"$work/$mode.log" 2>&1 &
        pid=$!; pids+=("$pid"); eval "${mode}_pid=$pid"
        wait_ready "http://127.0.0.1:$port" "$pid"
        base[$mode]="http://127.0.0.1:$port/api"
    done
    one_token="$(login "${base[kept]}/user/login" bench.client@example.com portico-bench)"
    list_token="$(login "${base[kept]}/user/login" client001@example.com portico-bench)"
    staff_token="$(login "${base[kept]}/admin/login" bench.admin@example.com portico-bench)"
    project="$(first_id "${base[kept]}/project/projectsUser" "$one_token")"
    # 32 clients' tokens, each with one of its projects and that project's first task.
    : >"$work/tokens"
    for c in $(seq 1 32); do
        t="$(login "${base[kept]}/user/login" "$(printf 'client%03d@example.com' "$c")" portico-bench)"
        curl -fsS -H "authorization: Bearer $t" "${base[kept]}/project/projectsUser" |
            python3 -c 'import json,sys; p=json.load(sys.stdin)[0]; print(sys.argv[1], p["_id"], p["sprints"][0]["tasks"][0]["_id"])' "$t" >>"$work/tokens"
    done
    read -r _ _ task < <(curl -fsS -H "authorization: Bearer $one_token" "${base[kept]}/project/detail/$project" |
        python3 -c 'import json,sys; p=json.load(sys.stdin); print("x", p["_id"], p["sprints"][0]["tasks"][0]["_id"])')
    one_bytes="$(curl -fsS -o /dev/null -w '%{size_download}' -H "authorization: Bearer $one_token" "${base[kept]}/project/detail/$project")"
    list_bytes="$(curl -fsS -o /dev/null -w '%{size_download}' -H "authorization: Bearer $list_token" "${base[kept]}/project/projectsUser")"
    one_br="$(curl -fsS -o /dev/null -w '%{size_download}' "${browser[@]}" -H "authorization: Bearer $one_token" "${base[kept]}/project/detail/$project")"
    list_br="$(curl -fsS -o /dev/null -w '%{size_download}' "${browser[@]}" -H "authorization: Bearer $list_token" "${base[kept]}/project/projectsUser")"
    ceiling_url=""
    if [[ "${CEILING:-0}" == 1 ]]; then
        if ! command -v nginx >/dev/null || [[ ! -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]]; then
            say "installing nginx with brotli_static (Debian), for the ceiling"
            apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light \
                libnginx-mod-http-brotli-static brotli >/dev/null
        fi
        mkdir -p "$work/www/p"
        curl -fsS -H "authorization: Bearer $one_token" "${base[kept]}/project/detail/$project" -o "$work/www/p/read.json"
        gzip -9 -kf "$work/www/p/read.json"; brotli -q 11 -kf "$work/www/p/read.json"
        chmod -R a+rX "$work"
        nginx_port="$(free_port)"
        cat >"$work/nginx.conf" <<NGX
load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
worker_processes 2; pid $work/nginx.pid; error_log $work/nginx.err; daemon off;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 1000000; default_type application/json;
  server { listen 127.0.0.1:$nginx_port; root $work/www; gzip_static on; brotli_static on; } }
NGX
        nginx -c "$work/nginx.conf" &
        nginx_pid=$!; pids+=("$nginx_pid")
        wait_ready_url "http://127.0.0.1:$nginx_port/p/read.json"
        ceiling_url="http://127.0.0.1:$nginx_port/p/read.json"
    fi

    say "$engine: warm-up, then $runs rounds of ${duration}s per read"
    for u in "$peer_one $peer_token" "${base[render]}/project/detail/$project $one_token" \
        "${base[stored]}/project/detail/$project $one_token" "${base[kept]}/project/detail/$project $one_token"; do
        set -- $u; wrk -t2 -c32 -d2s -H "authorization: Bearer $2" "$1" >/dev/null
    done
    for _ in $(seq 1 "$runs"); do
        measure peer_one "$peer_one" "$peer_token"
        measure render_one "${base[render]}/project/detail/$project" "$one_token"
        measure stored_one "${base[stored]}/project/detail/$project" "$one_token"
        measure kept_one "${base[kept]}/project/detail/$project" "$one_token"
        measure stored_one_br "${base[stored]}/project/detail/$project" "$one_token" "${browser[@]}"
        measure kept_one_br "${base[kept]}/project/detail/$project" "$one_token" "${browser[@]}"
        [[ -n "$ceiling_url" ]] && measure ceiling "$ceiling_url" "$one_token" "${browser[@]}"
        measure peer_list "$peer_list" "$peer_token"
        measure render_list "${base[render]}/project/projectsUser" "$list_token"
        measure stored_list "${base[stored]}/project/projectsUser" "$list_token"
        measure kept_list "${base[kept]}/project/projectsUser" "$list_token"
        measure stored_list_br "${base[stored]}/project/projectsUser" "$list_token" "${browser[@]}"
        measure kept_list_br "${base[kept]}/project/projectsUser" "$list_token" "${browser[@]}"
        # Mixed: readers on 32 clients' lists, a writer at 50/s on those clients' projects.
        python3 "$ROOT/scripts/bench_load.py" writer "${base[kept]}" "$staff_token" "$work/tokens" 50 "$duration" \
            >>"$work/writer" &
        writer_pid=$!
        TOKENS="$work/tokens" measure mixed "${base[kept]}/project/projectsUser" - -s "$ROOT/scripts/bench_rotate.lua"
        wait "$writer_pid"
    done
    wtr="$(python3 "$ROOT/scripts/bench_load.py" write-then-read "${base[kept]}" "$staff_token" "$one_token" "$project" "$task" 300)"
    # The keeper's pass: a team member on many projects renamed (their versions bumped, nothing
    # rendered by the write), then the time until every project's read is kept again.
    keeper="$(python3 "$ROOT/scripts/bench_load.py" keeper-pass "${base[kept]}" "$staff_token" \
        "http://127.0.0.1:$metrics_port/metrics" 1800)"
    echo "keeper: $engine $keeper" >&2
    render_rss="$(rss_mib "$render_pid")"; stored_rss="$(rss_mib "$stored_pid")"; kept_rss="$(rss_mib "$kept_pid")"
    peer_rss="$(rss_mib "$peer_pid")"
    kill "$render_pid" "$stored_pid" "$kept_pid"; wait "$render_pid" "$stored_pid" "$kept_pid" 2>/dev/null || true
    [[ -n "$ceiling_url" ]] && { kill "$nginx_pid"; wait "$nginx_pid" 2>/dev/null || true; }
    rows+=("$(python3 - "$work" "$engine" "$peer_rss" "$render_rss" "$stored_rss" "$kept_rss" "$one_bytes" "$list_bytes" "$wtr" "$one_br" "$list_br" "$keeper" <<'PY'
import os, sys, statistics as st
w, engine, prss, rrss, srss, krss, ob, lb, wtr, obr, lbr, keeper = sys.argv[1:]
def med(n):
    rows = [list(map(float, l.split())) for l in open(f"{w}/{n}")]
    return [st.median(c) for c in zip(*rows)]
p1, r1, s1, k1, pl, rl, sl, kl, mx = (med(n) for n in ["peer_one", "render_one", "stored_one", "kept_one", "peer_list", "render_list", "stored_list", "kept_list", "mixed"])
s1b, k1b, slb, klb = (med(n) for n in ["stored_one_br", "kept_one_br", "stored_list_br", "kept_list_br"])
writer = [l.split() for l in open(f"{w}/writer")]
stale = sum(int(x.split("=")[1]) for l in writer for x in l if x.startswith("stale="))
rate = st.median(float(x.split("=")[1]) for l in writer for x in l if x.startswith("per_s="))
wt = dict(x.split("=") for x in wtr.split())
r = lambda a, b: f"x{a[0]/b[0]:.1f} rps, p99 /{b[2]/a[2]:.1f}"
print(f"""| {engine} | peer one/:id | {p1[0]:.0f} | {p1[1]:.1f} | {p1[2]:.1f} | {prss} | |
| {engine} | ours detail/:id, rendered every time | {r1[0]:.0f} | {r1[1]:.1f} | {r1[2]:.1f} | {rrss} | {r(r1, p1)} ({int(ob)//1024} KB) |
| {engine} | ours detail/:id, memory missed (kept in the database) | {s1[0]:.0f} | {s1[1]:.1f} | {s1[2]:.1f} | {srss} | {r(s1, p1)} |
| {engine} | ours detail/:id, kept in memory | {k1[0]:.0f} | {k1[1]:.1f} | {k1[2]:.1f} | {krss} | {r(k1, p1)} |
| {engine} | ours detail/:id, memory missed, as a browser asks | {s1b[0]:.0f} | {s1b[1]:.1f} | {s1b[2]:.1f} | | {r(s1b, p1)} |
| {engine} | ours detail/:id, kept in memory, as a browser asks | {k1b[0]:.0f} | {k1b[1]:.1f} | {k1b[2]:.1f} | | {r(k1b, p1)} ({int(obr)//1024} KB br) |
| {engine} | peer projectsUser, 10 projects | {pl[0]:.0f} | {pl[1]:.1f} | {pl[2]:.1f} | | |
| {engine} | ours projectsUser 10 projects, rendered every time | {rl[0]:.0f} | {rl[1]:.1f} | {rl[2]:.1f} | | {r(rl, pl)} ({int(lb)//1024} KB) |
| {engine} | ours projectsUser 10 projects, memory missed | {sl[0]:.0f} | {sl[1]:.1f} | {sl[2]:.1f} | | {r(sl, pl)} |
| {engine} | ours projectsUser 10 projects, kept in memory | {kl[0]:.0f} | {kl[1]:.1f} | {kl[2]:.1f} | | {r(kl, pl)} |
| {engine} | ours projectsUser 10 projects, memory missed, as a browser asks | {slb[0]:.0f} | {slb[1]:.1f} | {slb[2]:.1f} | | {r(slb, pl)} |
| {engine} | ours projectsUser 10 projects, kept in memory, as a browser asks | {klb[0]:.0f} | {klb[1]:.1f} | {klb[2]:.1f} | | {r(klb, pl)} ({int(lbr)//1024} KB br) |
| {engine} | ours mixed: 32 clients' lists + {rate:.0f} writes/s | {mx[0]:.0f} | {mx[1]:.1f} | {mx[2]:.1f} | | stale reads after a write: {stale} |
| {engine} | ours write, then read (one connection) | | {float(wt['p50_ms']):.1f} | {float(wt['p99_ms']):.1f} | | stale: {wt['stale']} |""")
kp = dict(x.split("=") for x in keeper.split())
print(f"| {engine} | ours keeper's pass after a rename touched {kp['projects']} projects | {float(kp['per_s']):.0f} projects/s | | | | all kept again in {float(kp['seconds']):.1f} s |")
if os.path.exists(f"{w}/ceiling"):
    c = med("ceiling")
    print(f"| {engine} | ceiling: nginx, the kept project read as stored brotli, no session | {c[0]:.0f} | {c[1]:.1f} | {c[2]:.1f} | | {r(c, p1)}; ours kept at {100*k1b[0]/c[0]:.1f}% of it |")
PY
)")
    rm -f "$work/writer"
    [[ "$engine" == postgres ]] && psql "$pg" -qc "DROP DATABASE IF EXISTS portico_bench WITH (FORCE)" >/dev/null
done

echo
echo "Project reads, wrk -t2 -c32, median of $runs x ${duration}s, $(nproc) cores; peer measured in the same run"
echo "| engine | read | req/s | p50 ms | p99 ms | peak RSS MiB | vs peer |"
echo "|---|---|---|---|---|---|---|"
printf '%s\n' "${rows[@]}"
