-- Passkeys (WebAuthn): several per person, each named, with when it was added and last used.

-- `credential_id`: base64url of the authenticator's credential id, unique across accounts (a
-- credential signs in one account only). `passkey`: the credential as webauthn-rs keeps it (JSON:
-- public key, signature counter, backup state), updated after each use.
CREATE TABLE passkeys (
    id            TEXT PRIMARY KEY,
    user_id       TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name          TEXT NOT NULL,
    credential_id TEXT NOT NULL UNIQUE,
    passkey       TEXT NOT NULL,
    created_at    BIGINT NOT NULL,
    last_used_at  BIGINT
);
CREATE INDEX passkeys_user ON passkeys (user_id);

-- A ceremony under way (adding a passkey, signing in, proving who one is): single use, five
-- minutes, found by the hash of a token only the tab that started it holds. `state`: webauthn-rs's
-- server-side state (the challenge it expects back); `user_id` when a signed-in person started it
-- or an address was given.
CREATE TABLE passkey_ceremonies (
    token_hash TEXT PRIMARY KEY,
    kind       TEXT NOT NULL,
    user_id    TEXT REFERENCES users (id) ON DELETE CASCADE,
    state      TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
);
CREATE INDEX passkey_ceremonies_expiry ON passkey_ceremonies (expires_at);
