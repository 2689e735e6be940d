#!/usr/bin/env bash
# Fuzzing: schemathesis (PyPI) generates requests from the server's own OpenAPI document for every
# operation and checks that none answers 5xx and every documented answer matches its schema, signed
# in as a client and as staff, on SQLite and on
# PostgreSQL. A fresh database with demo data each time; only 127.0.0.1 is ever called.
#
# Usage: scripts/fuzz.sh [path to the portico binary] (default target/debug/portico).
# Env: FUZZ_EXAMPLES (per operation and phase, default 15), ENGINES (default "sqlite postgres").
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

bin="${1:-$ROOT/target/debug/portico}"
[[ -x "$bin" ]] || die "no server binary at $bin (cargo build -p portico-server --features demo)"
examples="${FUZZ_EXAMPLES:-15}"
version="4.32.5"
venv="$PORTICO_TOOLS/schemathesis-$version"
if [[ ! -x "$venv/bin/schemathesis" ]]; then
    say "installing schemathesis $version (PyPI) into $venv"
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet "schemathesis==$version"
fi
pg="${PORTICO_TEST_POSTGRES:-postgres://postgres@127.0.0.1:5432/postgres}"

token() { # base email password path
    curl -fsS -H 'content-type: application/json' -d "{\"email\":\"$2\",\"password\":\"$3\"}" "$1$4" |
        python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])'
}

for engine in ${ENGINES:-sqlite postgres}; do
    work="$(mktemp -d)"
    db_name=""
    case "$engine" in
        sqlite) url="sqlite://$work/fuzz.db?mode=rwc" ;;
        postgres)
            db_name="portico_fuzz_$$"
            psql "$pg" -qc "DROP DATABASE IF EXISTS $db_name WITH (FORCE)" -c "CREATE DATABASE $db_name" >/dev/null
            url="${pg%/*}/$db_name"
            ;;
    esac
    port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
    base="http://127.0.0.1:$port"
    DATABASE_URL="$url" LOG=warn "$bin" seed >/dev/null
    DATABASE_URL="$url" PORT="$port" LOG=warn WEB_DIR="$work/none" "$bin" serve >"$work/server.log" 2>&1 &
    pid=$!
    wait_ready "$base" "$pid"
    status=0
    for role in client staff; do
        if [[ "$role" == client ]]; then
            t="$(token "$base" asha.verma@example.com portico-demo /api/user/login)"
        else
            t="$(token "$base" admin@example.com portico-demo /api/admin/login)"
        fi
        say "fuzzing on $engine as $role ($examples examples per operation)"
        # Signing out would end the fuzzer's own session half-way. The live stream takes no input
        # and never ends (tests/tests/api/live.rs reads it).
        (cd "$work" && "$venv/bin/schemathesis" run "$base/api/openapi.json" --url "$base/api" \
            --checks not_a_server_error,response_schema_conformance -H "Authorization: Bearer $t" -n "$examples" \
            --exclude-path /user/logout --exclude-path /events --no-color >"$work/fuzz-$role.log" 2>&1) || status=1
        grep -E "generated|passed|failed" "$work/fuzz-$role.log" | tail -n 2
        if grep -q "panicked" "$work/server.log"; then status=1; fi
        if [[ $status -ne 0 ]]; then
            tail -n 60 "$work/fuzz-$role.log"; echo "--- server log ---"; grep -A3 -E "ERROR|panicked" "$work/server.log" | head -40
            kill "$pid"; [[ -n "$db_name" ]] && psql "$pg" -qc "DROP DATABASE IF EXISTS $db_name WITH (FORCE)" >/dev/null
            die "fuzzing found server errors on $engine as $role"
        fi
    done
    kill "$pid"; wait "$pid" 2>/dev/null || true
    [[ -n "$db_name" ]] && psql "$pg" -qc "DROP DATABASE IF EXISTS $db_name WITH (FORCE)" >/dev/null
    rm -rf "$work"
done
say "fuzzing found no server error"
