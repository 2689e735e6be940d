#!/usr/bin/env bash
# Attached files, uploaded and downloaded through the release server: the speed of each beside `cp` of
# the same file on the same disk, and the server's peak memory growth while it streams (VmHWM, reset
# before each transfer through /proc/PID/clear_refs, over the resident memory at rest). A file is
# SIZE_MB MiB (100 by default; the server is started with `ATTACHMENTS_MAX_FILE_MB` at that size, 25
# MiB being the product's default); ROUNDS of them go up and come back, each new bytes (so none is
# stored once for two), on the local store under a temporary folder, SQLite beside it. The server
# never holds a file whole: the peak growth stays a few MiB however large the file.
#
# Usage: scripts/bench-files.sh (env SIZE_MB, default 100; ROUNDS, default 3). Linux only (reads
# /proc).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

rounds="${ROUNDS:-3}"
size_mb="${SIZE_MB:-100}"
build_release_server
work="$(mktemp -d)"
pid=""
cleanup() { [[ -n "$pid" ]] && kill "$pid" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT

export DATABASE_URL="sqlite://$work/portico.db?mode=rwc" LOG=warn WEB_DIR="$work/none" \
    ATTACHMENTS_URL="file://$work/files" ATTACHMENTS_QUOTA_MB=100000 \
    ATTACHMENTS_MAX_FILE_MB="$size_mb"
"$bin" seed >/dev/null
PORT=39300 "$bin" serve >"$work/server.log" 2>&1 &
pid=$!
for _ in $(seq 1 200); do curl -fsS http://127.0.0.1:39300/healthz >/dev/null 2>&1 && break; sleep 0.1; done
token=$(curl -fsS -H 'content-type: application/json' \
    -d '{"email":"asha.verma@example.com","password":"portico-demo"}' http://127.0.0.1:39300/api/user/login |
    python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')
kib() { awk -v k="$1" '$1 == k":" { print $2 }' "/proc/$pid/status"; }
reset_peak() { echo 5 > "/proc/$pid/clear_refs"; }
size=$((size_mb * 1024 * 1024))

# One small upload first: what every request allocates once is in the memory at rest.
printf '%%PDF-1.7\n%%warm up\n' > "$work/warm.pdf"
curl -fsS -o /dev/null -H "authorization: Bearer $token" -T "$work/warm.pdf" -X POST \
    "http://127.0.0.1:39300/api/attachments?name=warm.pdf"

printf '%-6s %12s %12s %12s %14s %14s\n' round "up MB/s" "down MB/s" "cp MB/s" "up peak +MiB" "down peak +MiB"
for round in $(seq 1 "$rounds"); do
    # A PDF by its first bytes, random after them: new content every round.
    { printf '%%PDF-1.7\n'; head -c $((size - 9)) /dev/urandom; } > "$work/file.pdf"
    sync
    start=$(date +%s%N); cp "$work/file.pdf" "$work/copy.pdf"; sync; cp_ns=$(($(date +%s%N) - start))
    rm -f "$work/copy.pdf"
    rest=$(kib VmRSS); reset_peak
    up=$(curl -fsS -H "authorization: Bearer $token" -T "$work/file.pdf" -X POST \
        -w '%{json}' -o "$work/answer.json" "http://127.0.0.1:39300/api/attachments?name=file.pdf")
    up_peak=$(kib VmHWM)
    id=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["_id"])' "$work/answer.json")
    up_s=$(echo "$up" | python3 -c 'import json,sys; print(json.load(sys.stdin)["time_total"])')
    rest2=$(kib VmRSS); reset_peak
    down=$(curl -fsS -H "authorization: Bearer $token" -o "$work/back.pdf" -w '%{time_total}' \
        "http://127.0.0.1:39300/api/attachments/$id")
    down_peak=$(kib VmHWM)
    cmp -s "$work/file.pdf" "$work/back.pdf" || die "round $round: the file came back different"
    awk -v r="$round" -v s="$size" -v u="$up_s" -v d="$down" -v c="$cp_ns" \
        -v up="$up_peak" -v r1="$rest" -v dp="$down_peak" -v r2="$rest2" 'BEGIN {
        mb = s / 1048576
        printf "%-6s %12.0f %12.0f %12.0f %14.1f %14.1f\n", r, mb / u, mb / d, mb / (c / 1e9), (up - r1) / 1024, (dp - r2) / 1024 }'
    rm -f "$work/back.pdf"
done
