#!/usr/bin/env bash
# `make test`: everything CI checks, in the order that fails fastest, then a table of how long each
# stage took.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

stages=()
# Each stage's report of its tests' times, for the list of the slowest at the end.
reports="$(mktemp -d)"
# Runs one stage (`stage NAME command...`) and keeps its time for the closing table; a failing
# stage stops the suite (set -e), with the table of the stages so far.
running="" running_since=0 # the stage under way: named at the end if it is the one that failed
stage() {
    local name="$1" started=$SECONDS
    shift
    running="$name" running_since=$SECONDS
    "$@"
    running=""
    stages+=("$name|$((SECONDS - started))")
}
table() {
    local total=0 row name secs
    echo
    printf '%-34s %8s\n' "stage" "time"
    for row in "${stages[@]}"; do
        name="${row%|*}" secs="${row#*|}"
        total=$((total + secs))
        printf '%-34s %4dm%02ds\n' "$name" $((secs / 60)) $((secs % 60))
    done
    printf '%-34s %4dm%02ds\n' "all" $((total / 60)) $((total % 60))
    python3 "$ROOT/scripts/slowest.py" "$reports"/*.xml "$reports"/*.json || true
    rm -rf "$reports"
    [[ -z "$running" ]] ||
        echo "FAILED: the stage \"$running\", after $(((SECONDS - running_since) / 60))m (what it printed is above)"
}
trap table EXIT

lints() {
    say "rust: format and lints"
    # Default members only (not --workspace): the wasm crate turns on shared's `ts` feature, and
    # unifying it into the host build would compile every dependency a second time.
    cargo fmt --all --check
    cargo clippy --quiet --all-targets -- -D warnings
    ensure_wasm_target
    cargo clippy --quiet -p portico-wasm --target wasm32-unknown-unknown -- -D warnings
    # Import circles between the server's files: none (routes -> domain -> db -> shared, never back).
    # The check's own tests first: it sees the circles the compiler sees.
    python3 scripts/test_module_cycles.py
    python3 scripts/module-cycles.py --at-most 0
    python3 scripts/long-files.py --check
}

# cargo-nextest: every test in its own process, several at once (.config/nextest.toml), and a
# JUnit file with each test's time. Installed where the toolchain lacks it.
rust_build() {
    say "rust: building the tests and the server"
    if ! cargo nextest --version >/dev/null 2>&1; then
        say "installing cargo-nextest"
        cargo install --locked cargo-nextest
    fi
    # Also the binaries the stories run (their features unified with the tests': the server with
    # its demo data), which the journeys, the crash tests and the fuzzing run too.
    cargo nextest run --cargo-quiet --no-run
    [[ -x "$ROOT/target/debug/portico" && -x "$ROOT/target/debug/fake-github" && -x "$ROOT/target/debug/fake-stripe" ]] ||
        die "the test build made no target/debug/portico, fake-github or fake-stripe"
}
rust_tests() {
    say "rust: tests (SQLite and PostgreSQL)"
    ensure_pdftotext
    ensure_moto
    ensure_clamd
    cargo nextest run --cargo-quiet --no-tests=fail
    cp "$ROOT/target/nextest/default/junit.xml" "$reports/rust.xml"
}

web_checks() {
    say "web: typecheck, lint, unit tests"
    (cd web && npm run --silent typecheck && npm run --silent lint && npm run --silent test)
}

# The journeys that run on PostgreSQL as well as SQLite: those whose outcome depends on the
# engine's SQL (searching, sorting and paging the console's lists, counting, scoping a client's
# records, the outbox's claims, a session aged in the database by the journey itself, a quote's
# versions locked and frozen by the database's own triggers). Every journey runs on SQLite, and
# every API story runs on both engines (ADR 0027).
POSTGRES_JOURNEYS=(
    e2e/admin-{clients,data,projects,submissions,team,tickets,today}.spec.ts
    e2e/{company-people,hours,integrations,lists-keep-clicks,live,mail}.spec.ts
    e2e/portal-{dashboard,isolation,tickets}.spec.ts
    e2e/{quotes,quotes-console,sign-off,smoke,sudo}.spec.ts
)

# Runs commands side by side (`together NAME -- command... -- NAME -- command...`), each with its
# output in a file printed when it ends; fails when any fails, after all have ended.
together() {
    local names=() pids=() logs=() name rc=0 i
    while (($#)); do
        name="$1"
        shift 2 # NAME --
        local cmd=()
        while (($#)) && [[ "$1" != "--" ]]; do cmd+=("$1"); shift; done
        (($#)) && shift
        logs+=("$(mktemp)")
        names+=("$name")
        "${cmd[@]}" >"${logs[-1]}" 2>&1 &
        pids+=($!)
    done
    for i in "${!pids[@]}"; do
        if wait "${pids[$i]}"; then say "${names[$i]}: passed"; else say "${names[$i]}: FAILED"; rc=1; fi
        cat "${logs[$i]}"
        rm -f "${logs[$i]}"
    done
    return "$rc"
}

# The journeys, on two cores, in three parts side by side, each on a server and database of its
# own (no journey shares data with one running at once): SQLite's console journeys and the checks
# of every screen (axe in light and dark, the phone's width); SQLite's others; PostgreSQL's. Parts
# of about equal length (the list of the slowest says when they drift apart; on 2026-12-06, with
# the phone-and-dark walk in the second part: 8.7, 12.2 and 8.8 minutes, so it moved to the first).
SQLITE_FIRST_PART='e2e/admin-*.spec.ts e2e/a11y-every-screen.spec.ts e2e/portal-a11y.spec.ts e2e/every-screen-phone-dark.spec.ts' # patterns, in web/
journeys() {
    say "browser journeys: SQLite (all, in two parts) and PostgreSQL (where the engine matters)"
    ensure_chromium # once, before the parts start
    local first=() rest=() f
    # shellcheck disable=SC2086 # the patterns expand in web/
    first=($(cd web && ls $SQLITE_FIRST_PART))
    for f in $(cd web && ls e2e/*.spec.ts); do
        [[ " ${first[*]} " == *" $f "* ]] || rest+=("$f")
    done
    local bin="$ROOT/target/debug/portico"
    export FAKE_GITHUB_BIN="$ROOT/target/debug/fake-github" # built with the tests
    together \
        "SQLite, console and axe checks" -- env PLAYWRIGHT_OUTPUT_DIR=test-results/sqlite-1 \
        PLAYWRIGHT_JSON="$reports/journeys-sqlite-1.json" bash scripts/e2e.sh sqlite "$bin" "${first[@]}" -- \
        "SQLite, the others" -- env PLAYWRIGHT_OUTPUT_DIR=test-results/sqlite-2 \
        PLAYWRIGHT_JSON="$reports/journeys-sqlite-2.json" bash scripts/e2e.sh sqlite "$bin" "${rest[@]}" -- \
        "PostgreSQL" -- env PLAYWRIGHT_OUTPUT_DIR=test-results/postgres \
        PLAYWRIGHT_JSON="$reports/journeys-postgres.json" bash scripts/e2e.sh postgres "$bin" "${POSTGRES_JOURNEYS[@]}"
}

# The browser's modules are committed with the hash of their inputs (ADR 0035). A rebuild here
# while every input is as committed means a commit changed the rules without their modules: every
# fresh machine's `make run` would then spend minutes building them.
wasm_modules() {
    ensure_wasm
    local inputs=(shared wasm Cargo.lock Cargo.toml scripts/build-wasm.sh web/package-lock.json)
    if git -C "$ROOT" rev-parse -q --verify HEAD >/dev/null 2>&1 &&
        [[ -z "$(git -C "$ROOT" status --porcelain -- "${inputs[@]}")" ]] &&
        [[ -n "$(git -C "$ROOT" status --porcelain -- web/src/wasm)" ]]; then
        die "web/src/wasm differs from what was committed with its sources: commit the rebuilt modules"
    fi
}
stage "WASM modules" wasm_modules
stage "format, lints, import circles" lints
stage "Rust build (tests, server)" rust_build
# What waits on the database, the network or the clock fills the cores the others leave: the Rust
# tests, the web's checks, the fuzzing and the crash tests side by side. Faults: SIGKILL mid-load
# on both engines, and a PostgreSQL of the crash test's own restarted under load.
stage "Rust tests, web checks, fuzzing, crash tests" together \
    "Rust tests (both engines)" -- rust_tests -- \
    "web typecheck, lint, unit tests" -- web_checks -- \
    "fuzzing (both engines)" -- bash scripts/fuzz.sh "$ROOT/target/debug/portico" -- \
    "crash tests (both engines)" -- bash scripts/crash-test.sh "$ROOT/target/debug/portico"
stage "web build" ensure_web_build
stage "journeys (SQLite: all; PostgreSQL: engine)" journeys
say "all checks passed"
# One closing line for CI: format and lints, Rust tests, web checks, fuzzing, crash tests, the web
# build, journeys on both engines.
echo "stages: 6 passed, 0 failed"
