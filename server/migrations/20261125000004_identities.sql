-- Sign-in with the company's identity provider (OpenID Connect; ADR 0017).

-- A provider identity attached to an account: found by issuer and subject, never by email alone.
-- `email` is what the provider said when it was linked, for the account's settings.
CREATE TABLE identities (
    id           TEXT PRIMARY KEY,
    user_id      TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    issuer       TEXT NOT NULL,
    subject      TEXT NOT NULL,
    email        TEXT NOT NULL DEFAULT '',
    created_at   BIGINT NOT NULL,
    last_used_at BIGINT,
    UNIQUE (issuer, subject)
);
CREATE INDEX identities_user ON identities (user_id);

-- An attempt under way, single use, ten minutes: the state's hash, the nonce and PKCE verifier
-- only the server knows, and the hash of the binding the browser that started it keeps (a link
-- finished in another browser is refused). `user_id`: the account that asked to link an identity.
CREATE TABLE oidc_attempts (
    state_hash   TEXT PRIMARY KEY,
    binding_hash TEXT NOT NULL,
    nonce        TEXT NOT NULL,
    verifier     TEXT NOT NULL,
    user_id      TEXT REFERENCES users (id) ON DELETE CASCADE,
    created_at   BIGINT NOT NULL,
    expires_at   BIGINT NOT NULL
);
CREATE INDEX oidc_attempts_expiry ON oidc_attempts (expires_at);
