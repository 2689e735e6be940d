#!/usr/bin/env bash
# Browser journeys: a fresh database with demo data, the built server, Playwright in Chromium.
# Usage: scripts/e2e.sh [sqlite|postgres] [path to the portico binary] [Playwright arguments...]
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$ROOT"

engine="${1:-sqlite}"
bin="${2:-$ROOT/target/debug/portico}"
shift $(( $# < 2 ? $# : 2 ))
[[ -x "$bin" ]] || die "no server binary at $bin (cargo build -p portico-server --features demo)"
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
second_pid=""
fake_pid=""
stripe_pid=""
mail_pid=""
oidc_pid=""
cleanup() {
    # The journeys' outcome is the script's, whatever stopping the helpers returns.
    local rc=$?
    [[ -n "$server_pid" ]] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
    [[ -n "$second_pid" ]] && kill "$second_pid" 2>/dev/null && wait "$second_pid" 2>/dev/null
    [[ -n "$fake_pid" ]] && kill "$fake_pid" 2>/dev/null && wait "$fake_pid" 2>/dev/null
    [[ -n "$stripe_pid" ]] && kill "$stripe_pid" 2>/dev/null && wait "$stripe_pid" 2>/dev/null
    [[ -n "$mail_pid" ]] && kill "$mail_pid" 2>/dev/null && wait "$mail_pid" 2>/dev/null
    [[ -n "$oidc_pid" ]] && kill "$oidc_pid" 2>/dev/null && { wait "$oidc_pid" 2>/dev/null || true; }
    [[ -n "$db_name" ]] && psql "$pg" -qc "DROP DATABASE IF EXISTS $db_name WITH (FORCE)" >/dev/null 2>&1
    rm -rf "$work"
    exit "$rc"
}
trap cleanup EXIT

# A fake GitHub (a test binary, never part of the product) for the Code updates journeys. The
# demo projects keep their seeded activity for the whole run (a long poll interval); projects the
# journeys create with a repository are fetched from the fake.
# FAKE_GITHUB_BIN: one built elsewhere (another checkout of the project sharing this machine).
fake="${FAKE_GITHUB_BIN:-$ROOT/target/debug/fake-github}"
[[ -n "${FAKE_GITHUB_BIN:-}" ]] || cargo build -q -p portico-tests --bin fake-github --bin fake-stripe
fake_port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
PORT="$fake_port" "$fake" >"$work/fake-github.log" 2>&1 &
fake_pid=$!
for _ in $(seq 1 50); do grep -q listening "$work/fake-github.log" && break; sleep 0.1; done
export FAKE_GITHUB_URL="http://127.0.0.1:$fake_port"

# A fake Stripe (a test binary too) for the journeys that pay an invoice online: its hosted page's
# Pay button sends a signed event to the server's webhook and returns to the portal.
fake_stripe="${FAKE_STRIPE_BIN:-$(dirname "$fake")/fake-stripe}"
stripe_port="$(free_port)"
PORT="$stripe_port" WEBHOOK_URL="http://127.0.0.1:$port/api/payments/stripe/webhook" \
    "$fake_stripe" >"$work/fake-stripe.log" 2>&1 &
stripe_pid=$!
for _ in $(seq 1 50); do grep -q listening "$work/fake-stripe.log" && break; sleep 0.1; done
export STRIPE_API_BASE="http://127.0.0.1:$stripe_port" STRIPE_SECRET_KEY="sk_test_portico_fake" \
    STRIPE_WEBHOOK_SECRET="whsec_portico_fake_signing_secret"

# A real SMTP server (web/e2e/mail-server.mjs) that the journeys read to follow emailed links.
SMTP_PORT=0 HTTP_PORT=0 "$ROOT/web/node_modules/.bin/node" "$ROOT/web/e2e/mail-server.mjs" >"$work/mail.log" 2>&1 &
mail_pid=$!
for _ in $(seq 1 100); do grep -q "^mail-server" "$work/mail.log" && break; sleep 0.1; done
smtp_port="$(sed -n 's/^mail-server smtp=\([0-9]*\) http=\([0-9]*\)$/\1/p' "$work/mail.log")"
mail_http="$(sed -n 's/^mail-server smtp=\([0-9]*\) http=\([0-9]*\)$/\2/p' "$work/mail.log")"
[[ -n "$smtp_port" && -n "$mail_http" ]] || die "the mail server did not start: $(cat "$work/mail.log")"
export MAIL_API_URL="http://127.0.0.1:$mail_http"
export SMTP_URL="smtp://127.0.0.1:$smtp_port" MAIL_FROM="Portico <no-reply@portico.test>" MAIL_DIGEST_SECS=0 \
    MAIL_RETRY_BASE_MS=200

# A real OpenID provider (web/e2e/oidc-provider.mjs, npm oidc-provider) for "Sign in with Acme SSO".
PORT=0 REDIRECT_URI="http://localhost:$port/auth/oidc/callback" \
    "$ROOT/web/node_modules/.bin/node" "$ROOT/web/e2e/oidc-provider.mjs" >"$work/oidc.log" 2>&1 &
oidc_pid=$!
for _ in $(seq 1 100); do grep -q "^oidc-provider issuer=" "$work/oidc.log" && break; sleep 0.1; done
issuer="$(sed -n 's/^oidc-provider issuer=//p' "$work/oidc.log")"
[[ -n "$issuer" ]] || die "the OpenID provider did not start: $(cat "$work/oidc.log")"
export OIDC_ISSUER="$issuer" OIDC_CLIENT_ID=portico OIDC_CLIENT_SECRET=portico-secret OIDC_DISPLAY_NAME="Acme SSO"

# E2E_WEB_DIR: a copy of the web build (a soak keeps one, so a rebuild meanwhile changes nothing).
export DATABASE_URL="$db_url" PORT="$port" WEB_DIR="${E2E_WEB_DIR:-$ROOT/web/build/client}" LOG="${LOG:-warn}"
# Seals authenticator keys (two-factor journeys).
export SECRET_KEY="${SECRET_KEY:-e2e-secret-key-for-sealing-authenticator-keys}"
# Webhook journeys send to a receiver the test starts on this machine.
export WEBHOOK_ALLOW_PRIVATE=1 WEBHOOK_RETRY_BASE_MS=200
export GITHUB_API_URL="$FAKE_GITHUB_URL" GITHUB_TOKEN="e2e-token" GITHUB_WEBHOOK_SECRET="e2e-webhook-secret" \
    CODE_POLL_SECS=3600
"$bin" seed >/dev/null
"$bin" serve >"$work/server.log" 2>&1 &
server_pid=$!
wait_ready "http://127.0.0.1:$port" "$server_pid"
# PostgreSQL: a second app server on the same database, for the journeys that follow a write
# made on one server from a page open on the other (SECOND_BASE_URL; skipped without it).
if [[ $engine == postgres ]]; then
    second_port="$(free_port)"
    PORT="$second_port" "$bin" serve >"$work/server-b.log" 2>&1 &
    second_pid=$!
    wait_ready "http://127.0.0.1:$second_port" "$second_pid"
    export SECOND_BASE_URL="http://localhost:$second_port"
fi
say "browser journeys on $engine"
# localhost, not 127.0.0.1: passkeys belong to a host name (the server's PUBLIC_URL defaults to it).
(cd web && BASE_URL="http://localhost:$port" npm run --silent e2e -- "$@") || {
    echo "--- server log ---"; tail -n 50 "$work/server.log"
    [[ -f "$work/server-b.log" ]] && { echo "--- second server log ---"; tail -n 50 "$work/server-b.log"; }
    exit 1
}
