#!/usr/bin/env bash
# The read and write benchmarks beside the Express peer (../shared/bench/side-by-side.sh and
# writes-side-by-side.sh, unchanged) with STREAMS live streams open on our server all along: the
# streams of the benchmark's client (`bench.client@example.com`), opened by the load generator
# (tests/src/bin/live_load.rs with no writes, loopback only) as soon as the server answers, during
# the scripts' sign-in and warm-up, and held until it stops. Every change goes through the hub to
# the streams that listen to it, so what the streams cost the reads and writes shows in the
# ratios.
#
# The scripts run `PROJECT/target/release/portico`; here that is a wrapper in a temporary folder
# that starts the stream holder beside `serve` and then runs the real server in its place (so the
# peak memory the scripts report is the server's, streams included).
#
# Usage: scripts/bench-streams-open.sh [ROUNDS=3] [SECONDS=10] (env STREAMS, default 19000; ONLY=reads
# or ONLY=writes for one of the two; OURS_HEADER as for side-by-side.sh). Prints the scripts' tables
# and how many streams were open.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

rounds="${1:-3}" secs="${2:-10}" streams="${STREAMS:-19000}"
bench="$ROOT/../shared/bench"
[[ -x $bench/side-by-side.sh ]] || die "no ../shared/bench beside the checkout"
say "building the server and the load generator (release)"
cargo build --release --quiet -p portico-server --features demo
cargo build --release --quiet -p portico-tests --bin live-load
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/checkout/target/release"
cat > "$work/checkout/target/release/portico" <<WRAP
#!/usr/bin/env bash
if [[ \${1:-} == serve ]]; then
    (
        base="http://127.0.0.1:\$PORT"
        for _ in \$(seq 1 300); do curl -fsS "\$base/healthz" >/dev/null 2>&1 && break; sleep 0.1; done
        token=\$(curl -fsS -H 'content-type: application/json' \\
            -d '{"email":"bench.client@example.com","password":"portico-bench"}' "\$base/api/user/login" |
            python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')
        exec "$ROOT/target/release/live-load" "\$base" "\$token" - - - "$streams" 0 >>"$work/streams.log" 2>&1
    ) &
fi
exec "$ROOT/target/release/portico" "\$@"
WRAP
chmod +x "$work/checkout/target/release/portico"

only="${ONLY:-}"
if [[ $only != writes ]]; then
    say "reads beside the Express peer, $streams streams open"
    bash "$bench/side-by-side.sh" "$work/checkout" "$rounds" "$secs" || true
fi
if [[ $only != reads ]]; then
    # The streams the read benchmark's server closed stay in TIME_WAIT for a minute on the port
    # both scripts use: new connections to it would meet them.
    for _ in $(seq 1 70); do
        (( $(ss -Htan state time-wait | wc -l) < 1000 )) && break
        sleep 1
    done
    say "staff writes beside the Express peer, $streams streams open"
    bash "$bench/writes-side-by-side.sh" "$work/checkout" "$rounds" "$secs" || true
fi
sleep 1
say "streams held (one line per server started):"
cat "$work/streams.log"
