# Shared helpers for the project's scripts: each install step is idempotent and silent when
# there is nothing to do.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PORTICO_TOOLS="${PORTICO_TOOLS:-$HOME/.cache/portico/tools}"

# Compiled artifacts live outside the clone, in the machine's cache, as a CI runner keeps them
# between runs: `target` is a link there (made when the clone has no `target` of its own), so
# `cargo`, run by hand or by these scripts, builds only what changed since any clone on this
# machine last built it. A clone that already has a real `target/` keeps it.
# PORTICO_TARGET: another folder for it (PORTICO_TARGET=none keeps `target/` inside the clone).
ensure_target_cache() {
    local cache="${PORTICO_TARGET:-$HOME/.cache/portico/target}"
    [[ "$cache" == none || -e "$ROOT/target" || -L "$ROOT/target" ]] && return 0
    mkdir -p "$cache"
    ln -s "$cache" "$ROOT/target"
}

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

ensure_target_cache

# Web packages: `npm ci` only when package-lock.json changed since the last install.
ensure_node_modules() {
    local lock="$ROOT/web/package-lock.json" stamp="$ROOT/web/node_modules/.portico-lock-sha"
    local want
    want="$(sha256sum "$lock" | cut -d' ' -f1)"
    if [[ ! -f "$stamp" || "$(cat "$stamp")" != "$want" ]]; then
        command -v npm >/dev/null || die "npm is missing: install Node.js (any version >= 18; the project pins its own Node 24)"
        say "installing web packages (npm ci)"
        (cd "$ROOT/web" && npm ci --no-audit --no-fund --loglevel=error)
        echo "$want" >"$stamp"
    fi
}

# A Debian package, installed when its command is missing (`ensure_package COMMAND PACKAGE WHY`).
ensure_package() {
    if ! command -v "$1" >/dev/null; then
        say "installing Debian's $2 $3"
        local sudo=""
        [[ "$(id -u)" -eq 0 ]] || sudo="sudo"
        $sudo apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$2" >/dev/null
    fi
}

# Debian's Chromium for the browser tests (never a downloaded browser build).
ensure_chromium() { ensure_package chromium chromium "for browser tests"; }

# poppler's pdftotext: the invoice tests read the PDFs back with it.
ensure_pdftotext() { ensure_package pdftotext poppler-utils "(pdftotext) for the invoice tests"; }

# An S3-compatible server for the attachments' storage tests: PyPI's moto (its `moto_server`),
# pinned, into the user's Python when missing.
ensure_moto() {
    if ! command -v moto_server >/dev/null; then
        say "installing moto[server] (an S3-compatible server) for the attachments tests"
        python3 -m pip install --quiet --user 'moto[server]==5.2.1' 2>/dev/null ||
            python3 -m pip install --quiet --user --break-system-packages 'moto[server]==5.2.1'
        command -v moto_server >/dev/null || export PATH="$HOME/.local/bin:$PATH"
    fi
}

# Debian's clamd for the virus-scan tests (they start their own, with one test signature).
ensure_clamd() { ensure_package clamd clamav-daemon "(clamd) for the virus-scan tests"; }

ensure_wasm() {
    ensure_node_modules # wasm-opt comes from npm's binaryen
    bash "$ROOT/scripts/build-wasm.sh"
}

# The Rust target for the browser's modules (the lints check the wasm crate for it, even when the
# committed modules are current and nothing is built).
ensure_wasm_target() {
    if command -v rustup >/dev/null 2>&1 && ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
        rustup target add wasm32-unknown-unknown
    fi
}

# Rebuilds the web app when any of its inputs is newer than the build.
ensure_web_build() {
    local stamp="$ROOT/web/build/client/index.html"
    if [[ ! -f "$stamp" ]] || [[ -n "$(find "$ROOT/web/src" "$ROOT/web/public" "$ROOT/web/package-lock.json" \
        "$ROOT/web/vite.config.ts" "$ROOT/web/react-router.config.ts" -newer "$stamp" -print -quit 2>/dev/null)" ]]; then
        say "building the web app"
        (cd "$ROOT/web" && npm run --silent build >/dev/null)
    fi
}

# Waits for a server to answer /readyz.
wait_ready() {
    local url="$1" pid="$2"
    for _ in $(seq 1 100); do
        if curl -fsS "$url/readyz" >/dev/null 2>&1; then return 0; fi
        kill -0 "$pid" 2>/dev/null || die "the server exited during start-up"
        sleep 0.2
    done
    die "the server did not become ready at $url"
}

# A TCP port nobody listens on now.
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

# wrk, the benchmarks' load generator, from Debian when missing.
ensure_wrk() { ensure_package wrk wrk "(the benchmarks' load generator)"; }

# The release server the benchmarks run (with the demo and benchmark data sets), built; its path
# in $bin.
build_release_server() {
    say "building the server (release)"
    cargo build --release --quiet -p portico-server --features demo
    bin="$ROOT/target/release/portico"
}

# bench_env ENGINE NAME: one engine's run of a benchmark gets a fresh folder ($work), database
# ($url: bench_database's, named NAME on PostgreSQL) and free port ($port), exported as the
# server's environment.
bench_env() {
    work="$(mktemp -d)"
    url="$(bench_database "$1" "$2" "$work")"
    port="$(free_port)"
    export DATABASE_URL="$url" PORT="$port" LOG=warn WEB_DIR="$work/none"
}

# bench_database ENGINE NAME DIR: a fresh database for a benchmark, printed as its URL: SQLite in
# DIR, or the PostgreSQL database NAME (dropped first) beside PORTICO_TEST_POSTGRES's.
bench_database() {
    local pg="${PORTICO_TEST_POSTGRES:-postgres://postgres@127.0.0.1:5432/postgres}"
    case "$1" in
        sqlite) echo "sqlite://$3/bench.db?mode=rwc" ;;
        postgres)
            psql "$pg" -qc "DROP DATABASE IF EXISTS $2 WITH (FORCE)" -c "CREATE DATABASE $2" >/dev/null
            echo "${pg%/*}/$2" ;;
        *) die "engine must be sqlite, postgres or both" ;;
    esac
}
