-- Portico where people already look (docs/integrations.md, ADR 0046): calendar feeds, signed
-- webhooks through an outbox, personal API tokens.

-- A personal API token is a session of its own kind: named, with a fixed end, never sliding
-- (read-only tokens have read_only = 1). Everything that ends a session ends it too.
ALTER TABLE sessions ADD COLUMN token_name TEXT;

-- One private feed link per person. Only the token's SHA-256 finds it; the token itself is kept
-- (sealed with SECRET_KEY when the server has one) so settings can show the link again.
CREATE TABLE calendar_feeds (
    user_id     TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    token_hash  TEXT NOT NULL UNIQUE,
    token_kept  TEXT NOT NULL,
    created_at  BIGINT NOT NULL,
    fetched_at  BIGINT
);

-- An event's SEQUENCE (RFC 5545): it rises when what a calendar shows of the event (its dates)
-- changes, whoever's feed noticed first. changed_at is the event's DTSTAMP.
CREATE TABLE calendar_sequences (
    uid          TEXT PRIMARY KEY,
    fingerprint  TEXT NOT NULL,
    sequence     INTEGER NOT NULL DEFAULT 0,
    changed_at   BIGINT NOT NULL
);

-- A company's endpoints (company_id), or the firm's (NULL).
CREATE TABLE webhook_endpoints (
    id          TEXT PRIMARY KEY,
    company_id  TEXT REFERENCES users (id) ON DELETE CASCADE,
    created_by  TEXT REFERENCES users (id) ON DELETE SET NULL,
    url         TEXT NOT NULL,
    format      TEXT NOT NULL CHECK (format IN ('standard', 'slack', 'teams')),
    -- The events heard, comma-separated, in the order of shared's WEBHOOK_EVENTS.
    events      TEXT NOT NULL,
    -- The signing secret (whsec_...), sealed with SECRET_KEY when the server has one.
    secret      TEXT NOT NULL,
    active      SMALLINT NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
    created_at  BIGINT NOT NULL,
    updated_at  BIGINT NOT NULL
);
CREATE INDEX webhook_endpoints_company ON webhook_endpoints (company_id);

-- The webhooks' outbox: a row per event and endpoint, written in the transaction of the change it
-- tells of; workers on every server claim due rows as the mail outbox's do. id is the message's
-- webhook-id, the same on every attempt.
CREATE TABLE webhook_deliveries (
    id              TEXT PRIMARY KEY,
    endpoint_id     TEXT NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
    event_type      TEXT NOT NULL,
    body            TEXT NOT NULL,
    state           TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sending', 'delivered', 'failed')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    send_after      BIGINT NOT NULL,
    claimed_until   BIGINT,
    last_status     INTEGER,
    last_answer     TEXT NOT NULL DEFAULT '',
    last_error      TEXT,
    created_at      BIGINT NOT NULL,
    last_attempt_at BIGINT,
    delivered_at    BIGINT
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (state, send_after);
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, created_at);
