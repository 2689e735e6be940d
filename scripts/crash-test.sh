#!/usr/bin/env bash
# Fault checks against the server binary: SIGKILL mid-load on SQLite and PostgreSQL (writes, mail,
# quotes' acceptances), and a PostgreSQL restart under load (scripts/crash_test.py says what each
# checks).
# Usage: scripts/crash-test.sh [path to the portico binary]
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"
bin="${1:-$ROOT/target/debug/portico}"
[[ -x "$bin" ]] || die "no server binary at $bin (cargo build -p portico-server --features demo)"
for engine in sqlite postgres; do
    say "crash test on $engine"
    python3 scripts/crash_test.py "$bin" "$engine" crash
    say "mail after SIGKILL on $engine"
    python3 scripts/crash_test.py "$bin" "$engine" mail
    say "quotes accepted across SIGKILL on $engine"
    python3 scripts/crash_test.py "$bin" "$engine" quotes
done
say "PostgreSQL restart under load"
python3 scripts/crash_test.py "$bin" postgres pgrestart
