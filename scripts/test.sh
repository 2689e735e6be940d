#!/usr/bin/env bash
# `make test`: everything CI checks, in the order that fails fastest, then a table of how long each
# stage took.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

stages=()
# Runs one stage (`stage NAME command...`) and keeps its time for the closing table; a failing
# stage stops the suite (set -e), with the table of the stages so far.
stage() {
    local name="$1" started=$SECONDS
    shift
    "$@"
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
}
trap table EXIT

lints() {
    say "rust: format and lints"
    # Default members only (not --workspace): the wasm crate turns on shared's `ts` feature, and
    # unifying it into the host build would compile every dependency a second time.
    cargo fmt --all --check
    cargo clippy --quiet --all-targets -- -D warnings
    cargo clippy --quiet -p portico-wasm --target wasm32-unknown-unknown -- -D warnings
    # Import circles between the server's files: none (routes -> domain -> db -> shared, never back).
    python3 scripts/module-cycles.py --at-most 0
}

rust_tests() {
    say "rust: tests (SQLite and PostgreSQL)"
    cargo test
}

web_checks() {
    say "web: typecheck, lint, unit tests"
    (cd web && npm run --silent typecheck && npm run --silent lint && npm run --silent test)
}

# The journeys that run on PostgreSQL as well as SQLite: those whose outcome depends on the
# engine's SQL (searching, sorting and paging the console's lists, counting, scoping a client's
# records, the outbox's claims, a session aged in the database by the journey itself). Every
# journey runs on SQLite, and every API story runs on both engines (ADR 0027).
POSTGRES_JOURNEYS=(
    e2e/admin-clients.spec.ts
    e2e/admin-data.spec.ts
    e2e/admin-projects.spec.ts
    e2e/admin-submissions.spec.ts
    e2e/admin-team.spec.ts
    e2e/admin-tickets.spec.ts
    e2e/mail.spec.ts
    e2e/portal-dashboard.spec.ts
    e2e/portal-isolation.spec.ts
    e2e/portal-tickets.spec.ts
    e2e/smoke.spec.ts
    e2e/sudo.spec.ts
)

stage "WASM modules" ensure_wasm
stage "format, lints, import circles" lints
stage "Rust tests (both engines)" rust_tests
stage "web typecheck, lint, unit tests" web_checks
stage "web build" ensure_web_build
stage "journeys on SQLite (all)" bash scripts/e2e.sh sqlite "$ROOT/target/debug/portico"
stage "journeys on PostgreSQL (engine)" bash scripts/e2e.sh postgres "$ROOT/target/debug/portico" "${POSTGRES_JOURNEYS[@]}"
# Faults: SIGKILL mid-load on both engines, PostgreSQL restarted under load.
stage "crash tests" bash scripts/crash-test.sh "$ROOT/target/debug/portico"
# Fuzzing from the OpenAPI document, as a client and as staff, on both engines (a bounded run).
stage "fuzzing" bash scripts/fuzz.sh "$ROOT/target/debug/portico"
say "all checks passed"
# One closing line for CI: the stages above (format, lints, Rust tests, web checks, e2e x2, faults,
# fuzzing).
echo "stages: 10 passed, 0 failed"
