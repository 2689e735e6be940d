#!/usr/bin/env bash
# The site's page weight and the public pages' Lighthouse scores, measured on this machine:
#   - builds what is missing (WASM, web app, release server),
#   - serves the build on a free port with a throwaway SQLite database holding the demo data,
#   - loads /, /about, /services and /contact in Chromium, then signed in: /dashboard in the states people
#     are in (an owner with sign-offs waiting, a finance person, a member, a client just added; each state
#     checked first), /admin as the demo administrator and a road map as the owner; and sums the JS, CSS
#     and WASM bytes a first visit receives before any interaction (as they come over the wire: brotli;
#     REPORT_FILES=1 lists each page's files),
#   - runs Lighthouse (mobile profile) on each public page, median of LH_RUNS runs (default 3),
#   - prints a table and exits non-zero if a target is missed (/ at most 150 KB, /dashboard and /admin
#     at most 180 KB, a road map at most 250 KB; performance >= 95; accessibility, best practices and SEO 100).
# Not part of `make test`: timings depend on the machine and its load. Quote figures from a quiet machine.
#
# Usage: scripts/web-report.sh [--debug] [--weight-only]
#   --debug: use target/debug/portico instead of a release build; --weight-only: skip Lighthouse
# Environment: LH_RUNS, PORTICO_BIN (a server binary to use as is), REPORT_JSON (write the raw figures there).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

profile=release
weight_only=()
for arg in "$@"; do
    case "$arg" in
    --debug) profile=debug ;;
    --weight-only) weight_only=(--weight-only) ;;
    *) die "unknown argument: $arg" ;;
    esac
done

ensure_wasm
ensure_web_build
ensure_chromium

bin="${PORTICO_BIN:-}"
if [[ -z "$bin" ]]; then
    say "building the server ($profile)"
    if [[ "$profile" == release ]]; then
        cargo build --release --quiet -p portico-server --features demo
    else
        cargo build --quiet -p portico-server --features demo
    fi
    bin="$ROOT/target/$profile/portico"
fi
[[ -x "$bin" ]] || die "no server binary at $bin"

work="$(mktemp -d)"
port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
server_pid=""
cleanup() {
    if [[ -n "$server_pid" ]]; then
        kill "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT

export DATABASE_URL="sqlite://$work/report.db?mode=rwc" PORT="$port" HOST=127.0.0.1 \
    WEB_DIR="$ROOT/web/build/client" LOG=warn PUBLIC_URL="http://127.0.0.1:$port"
"$bin" migrate >/dev/null
"$bin" seed >/dev/null # the demo accounts the signed-in pages are weighed with
"$bin" serve >"$work/server.log" 2>&1 &
server_pid=$!
wait_ready "http://127.0.0.1:$port" "$server_pid"

say "measuring the public pages on http://127.0.0.1:$port (Lighthouse runs: ${LH_RUNS:-3})"
args=("http://127.0.0.1:$port" --runs "${LH_RUNS:-3}" "${weight_only[@]}")
[[ -n "${REPORT_JSON:-}" ]] && args+=(--json "$REPORT_JSON")
# Through npm, so the project's pinned Node runs it (Lighthouse 13 needs Node >= 22); Debian's Chromium.
(cd web && CHROME_PATH=/usr/bin/chromium npm run --silent web-report -- "${args[@]}")
