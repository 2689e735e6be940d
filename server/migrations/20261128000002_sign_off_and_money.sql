-- Money with its currency, milestones tied to goals, payments received as rows, and sign-offs
-- (ADR 0032). Amounts are whole numbers of the currency's minor units (JPY 0 decimals, EUR 2,
-- BHD 3); every existing amount was kept in cents of the default currency, USD.
ALTER TABLE projects ADD COLUMN currency TEXT NOT NULL DEFAULT 'USD';

ALTER TABLE payments RENAME COLUMN amount_cents TO amount_minor;
-- The milestone's own currency: the project's when it was made (a project with milestones keeps
-- its currency), so a milestone's amount never changes meaning.
ALTER TABLE payments ADD COLUMN currency TEXT NOT NULL DEFAULT 'USD';
-- The goal whose approval makes the milestone due.
ALTER TABLE payments ADD COLUMN goal_id TEXT REFERENCES goals (id) ON DELETE SET NULL;
-- planned -> due (its goal approved, or staff say so) -> invoiced -> paid (what was received
-- covers the amount). `is_completed` stays, the spec's field: status = 'paid'.
ALTER TABLE payments ADD COLUMN status TEXT NOT NULL DEFAULT 'planned'
    CHECK (status IN ('planned', 'due', 'invoiced', 'paid'));
UPDATE payments SET status = 'paid' WHERE is_completed = 1;
CREATE INDEX payments_goal ON payments (goal_id);

-- Payments received: rows, never an edited amount. A correction is a row of the opposite sign.
CREATE TABLE payment_receipts (
    id           TEXT PRIMARY KEY,
    payment_id   TEXT NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
    amount_minor BIGINT NOT NULL,
    received_on  TEXT,
    note         TEXT NOT NULL DEFAULT '',
    recorded_by  TEXT,
    created_at   BIGINT NOT NULL
);
CREATE INDEX payment_receipts_payment ON payment_receipts (payment_id, created_at);
-- A milestone ticked paid before receipts were kept was received in full.
INSERT INTO payment_receipts (id, payment_id, amount_minor, received_on, note, recorded_by, created_at)
    SELECT id, id, amount_minor, due_date, '', NULL, updated_at FROM payments WHERE is_completed = 1;

-- A request for the client's sign-off of a goal (or of a milestone's deliverables): one round.
-- What the approvers are shown is kept here as it was asked for, never edited; changes requested
-- close the round, and asking again opens the next one.
CREATE TABLE signoffs (
    id              TEXT PRIMARY KEY,
    project_id      TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    -- 'goal:<id>' or 'payment:<id>': what is signed off, across rounds.
    subject         TEXT NOT NULL,
    goal_id         TEXT REFERENCES goals (id) ON DELETE SET NULL,
    payment_id      TEXT REFERENCES payments (id) ON DELETE SET NULL,
    title           TEXT NOT NULL,
    round           INTEGER NOT NULL,
    summary         TEXT NOT NULL,
    -- JSON arrays: the links' addresses, and the delivered tasks ({"_id", "title"}) as asked.
    links           TEXT NOT NULL,
    tasks           TEXT NOT NULL,
    rule            TEXT NOT NULL CHECK (rule IN ('any', 'all')),
    amount_minor    BIGINT,
    currency        TEXT,
    state           TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'approved', 'changes')),
    remind_days     INTEGER NOT NULL,
    reminded_at     BIGINT,
    requested_by    TEXT,
    requester_name  TEXT NOT NULL,
    created_at      BIGINT NOT NULL,
    closed_at       BIGINT
);
CREATE UNIQUE INDEX signoffs_round ON signoffs (subject, round);
CREATE UNIQUE INDEX signoffs_one_open ON signoffs (subject) WHERE state = 'open';
CREATE INDEX signoffs_project ON signoffs (project_id, created_at);
CREATE INDEX signoffs_open ON signoffs (state, created_at);

-- Insert-only, in the database itself (triggers installed with the audit log's): who decided,
-- when, what, why, and the SHA-256 of exactly what they were shown. No foreign keys, so the
-- record outlives what it was about.
CREATE TABLE signoff_decisions (
    id           TEXT PRIMARY KEY,
    signoff_id   TEXT NOT NULL,
    project_id   TEXT NOT NULL,
    client_id    TEXT NOT NULL,
    person_id    TEXT NOT NULL,
    person_name  TEXT NOT NULL,
    decision     TEXT NOT NULL CHECK (decision IN ('approve', 'changes')),
    comment      TEXT NOT NULL,
    shown_sha256 TEXT NOT NULL,
    created_at   BIGINT NOT NULL
);
CREATE UNIQUE INDEX signoff_decisions_once ON signoff_decisions (signoff_id, person_id);
