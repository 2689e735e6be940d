-- A round records exactly what its approval releases and who decides it (the security read of
-- December 2026, L1): `releases`, the milestones it makes due as JSON [{"_id", "amount",
-- "currency"}], hashed into what approvers are shown; `approvers`, the ids of the company's
-- approvers when it was asked (the `all` rule waits for these, not for whoever is an approver
-- at decision time). NULL for rounds asked before. A round a newly tied milestone changed is
-- `superseded` by the next. The table is made anew: a CHECK changes, which SQLite cannot alter.
CREATE TABLE signoffs_next (
    id              TEXT PRIMARY KEY,
    project_id      TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    subject         TEXT NOT NULL,
    goal_id         TEXT REFERENCES goals (id) ON DELETE SET NULL,
    payment_id      TEXT REFERENCES payments (id) ON DELETE SET NULL,
    title           TEXT NOT NULL,
    round           INTEGER NOT NULL,
    summary         TEXT NOT NULL,
    links           TEXT NOT NULL,
    tasks           TEXT NOT NULL,
    rule            TEXT NOT NULL CHECK (rule IN ('any', 'all')),
    amount_minor    BIGINT,
    currency        TEXT,
    state           TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'approved', 'changes', 'superseded')),
    remind_days     INTEGER NOT NULL,
    reminded_at     BIGINT,
    requested_by    TEXT,
    requester_name  TEXT NOT NULL,
    created_at      BIGINT NOT NULL,
    closed_at       BIGINT,
    releases        TEXT,
    approvers       TEXT
);
INSERT INTO signoffs_next (id, project_id, subject, goal_id, payment_id, title, round, summary, links,
    tasks, rule, amount_minor, currency, state, remind_days, reminded_at, requested_by,
    requester_name, created_at, closed_at)
SELECT id, project_id, subject, goal_id, payment_id, title, round, summary, links, tasks, rule,
    amount_minor, currency, state, remind_days, reminded_at, requested_by, requester_name,
    created_at, closed_at FROM signoffs;
DROP TABLE signoffs;
ALTER TABLE signoffs_next RENAME TO signoffs;
CREATE UNIQUE INDEX signoffs_round ON signoffs (subject, round);
CREATE UNIQUE INDEX signoffs_one_open ON signoffs (subject) WHERE state = 'open';
CREATE INDEX signoffs_project ON signoffs (project_id, created_at);
CREATE INDEX signoffs_open ON signoffs (state, created_at);
