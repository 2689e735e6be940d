#!/usr/bin/env bash
# Browser journeys: a fresh database with demo data, the built server, Playwright in Chromium.
# Usage: scripts/e2e.sh [sqlite|postgres] [path to the portico binary]
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

engine="${1:-sqlite}"
bin="${2:-$ROOT/target/debug/portico}"
[[ -x "$bin" ]] || die "no server binary at $bin (cargo build -p portico-server)"
ensure_chromium

work="$(mktemp -d)"
port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
db_name=""
case "$engine" in
    sqlite) db_url="sqlite://$work/e2e.db?mode=rwc" ;;
    postgres)
        db_name="portico_e2e_$$"
        pg="${PORTICO_TEST_POSTGRES:-postgres://postgres@127.0.0.1:5432/postgres}"
        psql "$pg" -qc "DROP DATABASE IF EXISTS $db_name WITH (FORCE)" -c "CREATE DATABASE $db_name" >/dev/null
        db_url="${pg%/*}/$db_name"
        ;;
    *) die "engine must be sqlite or postgres" ;;
esac

server_pid=""
cleanup() {
    [[ -n "$server_pid" ]] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
    [[ -n "$db_name" ]] && psql "$pg" -qc "DROP DATABASE IF EXISTS $db_name WITH (FORCE)" >/dev/null 2>&1
    rm -rf "$work"
}
trap cleanup EXIT

export DATABASE_URL="$db_url" PORT="$port" WEB_DIR="$ROOT/web/build/client" LOG="${LOG:-warn}"
"$bin" seed >/dev/null
"$bin" serve >"$work/server.log" 2>&1 &
server_pid=$!
wait_ready "http://127.0.0.1:$port" "$server_pid"
say "browser journeys on $engine"
(cd web && BASE_URL="http://127.0.0.1:$port" npm run --silent e2e) || {
    echo "--- server log ---"; tail -n 50 "$work/server.log"; exit 1
}
