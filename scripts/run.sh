#!/usr/bin/env bash
# `make run`: the whole product on the embedded SQLite default with demo data, on :3000.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

ensure_wasm
ensure_web_build
say "building the server (release)"
cargo build --release --quiet -p portico-server --features demo
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
