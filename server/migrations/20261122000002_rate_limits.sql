-- Fixed-window counters for abuse limits (sign-in failures, public forms). Kept in the database,
-- not in memory, so several app servers behind a load balancer share one count.
CREATE TABLE rate_limits (
    key          TEXT PRIMARY KEY,
    window_start BIGINT NOT NULL,
    count        INTEGER NOT NULL
);
