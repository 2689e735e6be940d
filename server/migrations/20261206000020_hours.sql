-- Hours (ADR 0042): the time the team logs, in whole minutes; a project's hourly rates and budgets;
-- a sprint's budget; a staff member's running timer. Amounts are minor units of the project's
-- currency, as every amount (ADR 0032).

-- A project's default hourly rate, its budget in minutes and in money (each optional), and how its
-- hours are approved: `weekly`, per `sprint`, or `none` (billed without approval).
ALTER TABLE projects ADD COLUMN hourly_rate_minor BIGINT CHECK (hourly_rate_minor >= 0);
ALTER TABLE projects ADD COLUMN budget_minutes BIGINT CHECK (budget_minutes >= 0);
ALTER TABLE projects ADD COLUMN budget_minor BIGINT CHECK (budget_minor >= 0);
ALTER TABLE projects ADD COLUMN hours_approval TEXT NOT NULL DEFAULT 'weekly'
    CHECK (hours_approval IN ('weekly', 'sprint', 'none'));

ALTER TABLE sprints ADD COLUMN budget_minutes BIGINT CHECK (budget_minutes >= 0);
ALTER TABLE sprints ADD COLUMN budget_minor BIGINT CHECK (budget_minor >= 0);

-- Where the firm charges roles differently: the hourly rate of a staff role on a project (the
-- project's default rate otherwise).
CREATE TABLE project_rates (
    project_id TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    role       TEXT NOT NULL,
    rate_minor BIGINT NOT NULL CHECK (rate_minor >= 0),
    PRIMARY KEY (project_id, role)
);

-- One entry of logged time. `staff_name` is the name the client sees for who did the work, kept
-- as it was when logged. `state`: `open` (not yet asked), `waiting` (asked of the approvers),
-- `approved`, `queried` (sent back with a comment). `rate_minor` is the hourly rate that applied
-- when it was logged (NULL: no rate). An entry with an `invoice_id` never changes (a trigger), so
-- its task, ticket and staff member are plain ids, not foreign keys that would rewrite it when
-- one of them is removed (the entry keeps its minutes, its note and who did the work).
CREATE TABLE time_entries (
    id              TEXT PRIMARY KEY,
    project_id      TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    task_id         TEXT,
    ticket_id       TEXT,
    staff_id        TEXT,
    staff_name      TEXT NOT NULL,
    work_date       TEXT NOT NULL,
    minutes         BIGINT NOT NULL CHECK (minutes > 0 AND minutes <= 1440),
    billable        SMALLINT NOT NULL CHECK (billable IN (0, 1)),
    note            TEXT NOT NULL DEFAULT '',
    rate_minor      BIGINT CHECK (rate_minor >= 0),
    state           TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'waiting', 'approved', 'queried')),
    timer_capped    SMALLINT NOT NULL DEFAULT 0 CHECK (timer_capped IN (0, 1)),
    invoice_id      TEXT REFERENCES invoices (id),
    created_at      BIGINT NOT NULL,
    updated_at      BIGINT NOT NULL
);
CREATE INDEX time_entries_project ON time_entries (project_id, work_date);
CREATE INDEX time_entries_staff ON time_entries (staff_id, work_date);
CREATE INDEX time_entries_task ON time_entries (task_id);

-- A staff member's running timer: one at most (the key), on a project and a task or a ticket.
CREATE TABLE timers (
    staff_id   TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    project_id TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    task_id    TEXT REFERENCES tasks (id) ON DELETE CASCADE,
    ticket_id  TEXT REFERENCES tickets (id) ON DELETE CASCADE,
    billable   SMALLINT NOT NULL CHECK (billable IN (0, 1)),
    note       TEXT NOT NULL DEFAULT '',
    started_at BIGINT NOT NULL
);
