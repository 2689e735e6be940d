-- Prepaid blocks of hours (ADR 0042): a company buys N hours for one of its projects or all of
-- them, usable from `starts_on` to `expires_on` (one period more with rollover). Billable entries
-- draw them down oldest first; `used_minutes` is what the last write computed, in the transaction
-- that wrote the entry. `notified_80_at` / `notified_100_at` are set by the one statement that
-- queues the threshold's mail, so it goes once. `payment_id`: the milestone its invoice bills.
CREATE TABLE hour_blocks (
    id                 TEXT PRIMARY KEY,
    client_id          TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    project_id         TEXT REFERENCES projects (id) ON DELETE CASCADE,
    minutes            BIGINT NOT NULL CHECK (minutes > 0),
    starts_on          TEXT NOT NULL,
    expires_on         TEXT NOT NULL,
    rollover           SMALLINT NOT NULL CHECK (rollover IN (0, 1)),
    currency           TEXT NOT NULL,
    price_minor        BIGINT NOT NULL CHECK (price_minor >= 0),
    overage_rate_minor BIGINT CHECK (overage_rate_minor >= 0),
    used_minutes       BIGINT NOT NULL DEFAULT 0,
    overage_minutes    BIGINT NOT NULL DEFAULT 0,
    notified_80_at     BIGINT,
    notified_100_at    BIGINT,
    payment_id         TEXT REFERENCES payments (id) ON DELETE SET NULL,
    created_by         TEXT,
    created_at         BIGINT NOT NULL
);
CREATE INDEX hour_blocks_client ON hour_blocks (client_id, starts_on);

-- The approval round an entry was asked in (a sign-off round whose subject is `hours:…`).
ALTER TABLE time_entries ADD COLUMN signoff_id TEXT;
CREATE INDEX time_entries_signoff ON time_entries (signoff_id);
-- The milestone an invoice from hours billed the entry under.
ALTER TABLE time_entries ADD COLUMN payment_id TEXT;

-- Raised by triggers whenever an entry of the project or a block of its company is written, and
-- by a change of its rate or budgets: the Hours view is kept per version (db/hours/version.rs).
ALTER TABLE projects ADD COLUMN hours_version BIGINT NOT NULL DEFAULT 0;
