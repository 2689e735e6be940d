#!/usr/bin/env bash
# `make run`: the whole product on the embedded SQLite default with demo data, on :3000.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

# The server does not depend on the browser's files (it reads them at start-up), so it builds
# beside them: on a fresh 2-core machine the cores each build waits on a single crate (the
# wasm-bindgen install, the server crate and its link) are filled by the other.
say "building the server (release) beside the web app"
server_log="$(mktemp)"
cargo build --release --quiet -p portico-server --features demo >"$server_log" 2>&1 &
server_build=$!
trap 'kill "$server_build" 2>/dev/null || true; rm -f "$server_log"' EXIT
ensure_wasm
ensure_web_build
if ! wait "$server_build"; then
    cat "$server_log" >&2
    die "the server did not build"
fi
cat "$server_log"
trap - EXIT
rm -f "$server_log"
bin="$ROOT/target/release/portico"
# SECRET_KEY seals two-factor keys: made once into the data folder (kept private) unless given.
if [[ -z "${SECRET_KEY:-}" ]]; then
    mkdir -p "$ROOT/data"
    key_file="$ROOT/data/secret-key"
    if [[ ! -s "$key_file" ]]; then
        (umask 077 && head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n' >"$key_file")
    fi
    SECRET_KEY="$(cat "$key_file")"
    export SECRET_KEY
fi
"$bin" migrate >/dev/null
"$bin" seed
if [[ -z "${SMTP_URL:-}" ]]; then
    echo "No mail server configured (SMTP_URL): mail waits in the console's mail log, and invitation links can be copied there."
fi
say "serving on http://localhost:${PORT:-3000} (Ctrl-C stops)"
exec "$bin" serve
