-- The code host's activity per repository (lower-case owner/name), cached so that a read never
-- waits on the code host: the assembled activity with how its last refresh went.
CREATE TABLE code_repos (
    repo TEXT PRIMARY KEY,
    -- ok, pending, not_found, rate_limited, unreachable (see codehost::view::SyncState)
    state TEXT NOT NULL,
    activity TEXT,
    -- When `activity` was last written, by a refresh or by a post shown at once: a refresh that
    -- started before a post does not overwrite it (the post asks for another refresh).
    activity_at BIGINT,
    fetched_at BIGINT,
    tried_at BIGINT NOT NULL,
    retry_at BIGINT
);

-- Each resource's last answer with its ETag, so the next read is conditional (a 304 costs no
-- rate limit) and a 304 can reuse what was kept.
CREATE TABLE code_resources (
    repo TEXT NOT NULL,
    resource TEXT NOT NULL,
    etag TEXT NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (repo, resource)
);

-- Webhook deliveries already handled (X-GitHub-Delivery), so a redelivery does nothing twice.
CREATE TABLE code_deliveries (
    id TEXT PRIMARY KEY,
    received_at BIGINT NOT NULL
);
CREATE INDEX code_deliveries_received ON code_deliveries (received_at);
