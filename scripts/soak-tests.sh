#!/usr/bin/env bash
# Runs the suites N times in a row and says which tests failed and how often. A test that fails
# once in N is a defect of the product or of the test, never something to retry.
# Usage: scripts/soak-tests.sh N [rust|e2e|all] [cargo test options, e.g. -p portico-tests]
#   rust: `cargo test` (every API story on SQLite and PostgreSQL, the unit tests)
#   e2e:  the browser journeys on SQLite and on PostgreSQL
# Logs stay in target/soak/<run>/ for the failures' details.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

runs="${1:?usage: scripts/soak-tests.sh N [rust|e2e|all] [cargo test options]}"
what="${2:-all}"
shift $(( $# < 2 ? $# : 2 ))
[[ "$runs" =~ ^[0-9]+$ && "$runs" -gt 0 ]] || die "N must be a positive number"
case "$what" in rust | e2e | all) ;; *) die "what to run must be rust, e2e or all" ;; esac

out="$ROOT/target/soak/$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$out"
failures="$out/failures"
: >"$failures"

ensure_wasm
# The Rust tests are built once and their executables copied aside, run as `cargo test` runs them
# (one after another, each from its package's folder): a build during the soak changes nothing.
tests="$out/rust-tests"
if [[ "$what" != e2e ]]; then
    say "building the tests once"
    mkdir -p "$out/bin"
    cargo test --no-run --message-format=json "$@" 2>/dev/null | python3 -c '
import json, os, shutil, sys
out = sys.argv[1]
for line in sys.stdin:
    m = json.loads(line)
    if m.get("reason") == "compiler-artifact" and m.get("executable") and m["profile"]["test"]:
        exe = os.path.join(out, "bin", os.path.basename(m["executable"]))
        shutil.copy2(m["executable"], exe)
        print(os.path.dirname(m["manifest_path"]), exe)
' "$out" >"$tests"
    [[ -s "$tests" ]] || die "no test executable was built"
fi
# The journeys run a copy of the server, the fake code host and the web build, for the same reason.
if [[ "$what" != rust ]]; then
    cargo build -q -p portico-server -p portico-tests --bins --features portico-server/demo
    ensure_web_build
    mkdir -p "$out/bin"
    cp "$ROOT/target/debug/portico" "$ROOT/target/debug/fake-github" "$ROOT/target/debug/fake-stripe" "$out/bin/"
    cp -r "$ROOT/web/build/client" "$out/web"
    export E2E_WEB_DIR="$out/web" FAKE_GITHUB_BIN="$out/bin/fake-github"
fi

started=$SECONDS
for i in $(seq 1 "$runs"); do
    if [[ "$what" != e2e ]]; then
        log="$out/rust-$i.log"
        ok=true
        while read -r dir exe; do
            (cd "$dir" && "$exe" -q) >>"$log" 2>&1 || ok=false
        done <"$tests"
        if $ok; then
            say "run $i/$runs rust: passed"
        else
            say "run $i/$runs rust: FAILED (see $log)"
            # Each failure's output opens with `---- name stdout ----`; a binary that crashed names none.
            grep -E '^---- .* stdout ----$' "$log" | sed -E 's/^---- (.*) stdout ----$/rust  \1/' >>"$failures" \
                || echo "rust  (no failing test named; see $log)" >>"$failures"
        fi
    fi
    if [[ "$what" != rust ]]; then
        for engine in sqlite postgres; do
            log="$out/e2e-$engine-$i.log"
            if PLAYWRIGHT_OUTPUT_DIR="$out/e2e-$engine-$i" bash scripts/e2e.sh "$engine" "$out/bin/portico" \
                >"$log" 2>&1; then
                say "run $i/$runs e2e $engine: passed"
            else
                say "run $i/$runs e2e $engine: FAILED (see $log)"
                # Playwright's summary lists each failure as `  1) [chromium] › file:line › title`.
                grep -E '^\s+[0-9]+\) \[chromium\]' "$log" | sed -E "s/^\s+[0-9]+\) \[chromium\] › /e2e-$engine  /; s/ ─+$//" \
                    | sort -u >>"$failures" || echo "e2e-$engine  (no failing journey named; see $log)" >>"$failures"
            fi
        done
    fi
done

say "$runs run(s) of $what in $(( (SECONDS - started) / 60 )) min; logs in $out"
if [[ -s "$failures" ]]; then
    echo "failed (times, test):"
    sort "$failures" | uniq -c | sort -rn
    exit 1
fi
echo "no test failed"
