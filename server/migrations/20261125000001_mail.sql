-- Email: an outbox written in the same transaction as the action that causes each mail, sent by
-- a worker in every app server; and the single-use tokens of emailed links.

CREATE TABLE mail_outbox (
    id            TEXT PRIMARY KEY,
    -- Fixed for the life of the mail: a resend after a crash carries the same Message-ID, so mail
    -- clients thread and deduplicate it.
    message_id    TEXT NOT NULL UNIQUE,
    user_id       TEXT REFERENCES users (id) ON DELETE SET NULL,
    to_addr       TEXT NOT NULL,
    -- invitation, reset, password_changed, sign_in_link, notify, test
    kind          TEXT NOT NULL,
    -- notify only: tickets, requests, contact (what an unsubscribe turns off)
    topic         TEXT NOT NULL DEFAULT '',
    -- What the mail says, rendered when it is sent (in the recipient's language then). A link
    -- with a token is emptied once the mail is sent.
    payload       TEXT NOT NULL,
    subject       TEXT NOT NULL DEFAULT '',
    state         TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sending', 'sent', 'failed')),
    attempts      INTEGER NOT NULL DEFAULT 0,
    last_error    TEXT,
    -- Not before: the end of a digest window, or of a retry's wait.
    send_after    BIGINT NOT NULL,
    -- A worker's claim on a 'sending' mail lasts until then; a crashed worker's claim runs out.
    claimed_until BIGINT,
    created_at    BIGINT NOT NULL,
    sent_at       BIGINT
);
CREATE INDEX mail_outbox_due ON mail_outbox (state, send_after);
CREATE INDEX mail_outbox_created ON mail_outbox (created_at);
CREATE INDEX mail_outbox_user ON mail_outbox (user_id, kind, state);

CREATE TABLE account_tokens (
    -- SHA-256 of the token; the token itself is only in the mail (and the outbox until sent).
    token_hash TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    purpose    TEXT NOT NULL CHECK (purpose IN ('invitation', 'reset', 'sign_in')),
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    used_at    BIGINT
);
CREATE INDEX account_tokens_user ON account_tokens (user_id, purpose);

-- Notification topics this person turned off (comma-separated: tickets, requests, contact).
ALTER TABLE users ADD COLUMN notify_off TEXT NOT NULL DEFAULT '';
-- Random per account, so an unsubscribe link can be checked without signing in.
ALTER TABLE users ADD COLUMN mail_key TEXT NOT NULL DEFAULT '';
-- An invitation's expiry while it waits to be accepted (NULL once accepted or revoked): what
-- staff see on the client ("invited, not yet accepted").
ALTER TABLE users ADD COLUMN invitation_expires BIGINT;
