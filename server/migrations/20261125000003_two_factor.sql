-- Two-factor sign-in with an authenticator app (TOTP), staff session management, and view-as
-- sessions that end with the staff session that opened them.

-- Sealed with SECRET_KEY (see seal.rs); NULL while two-factor is off.
ALTER TABLE users ADD COLUMN totp_secret TEXT;
-- Set up and shown, not yet confirmed by a first code.
ALTER TABLE users ADD COLUMN totp_pending TEXT;
-- The last 30-second step whose code was accepted: a code works once.
ALTER TABLE users ADD COLUMN totp_last_step BIGINT NOT NULL DEFAULT 0;

-- Ten single-use codes for a lost phone, SHA-256 only (each has 50 random bits).
CREATE TABLE recovery_codes (
    user_id   TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    code_hash TEXT NOT NULL,
    used_at   BIGINT,
    PRIMARY KEY (user_id, code_hash)
);

-- A password that was right, waiting for the second factor: single use, 5 minutes, 5 codes.
CREATE TABLE sign_in_challenges (
    token_hash TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    tries      INTEGER NOT NULL DEFAULT 0,
    used_at    BIGINT
);
CREATE INDEX sign_in_challenges_expiry ON sign_in_challenges (expires_at);

-- 1: a staff session that may only set up two-factor (STAFF_2FA=required) and sign out.
ALTER TABLE sessions ADD COLUMN setup_only SMALLINT NOT NULL DEFAULT 0;
-- A view-as session: the staff session that opened it, which it never outlives.
ALTER TABLE sessions ADD COLUMN parent_id TEXT;
