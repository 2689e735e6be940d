-- Tickets on the clock (ADR 0045): a priority and a state, the history of states the response
-- targets are counted from, what the rule computed at the ticket's last change, the mails claimed,
-- the firm's business calendar and policies, and the clients' ratings.
ALTER TABLE tickets ADD COLUMN priority TEXT NOT NULL DEFAULT 'normal'
    CHECK (priority IN ('low', 'normal', 'high', 'urgent'));
-- What the client proposed when opening it (staff decide `priority`).
ALTER TABLE tickets ADD COLUMN requested_priority TEXT
    CHECK (requested_priority IN ('low', 'normal', 'high', 'urgent'));
ALTER TABLE tickets ADD COLUMN state TEXT NOT NULL DEFAULT 'new'
    CHECK (state IN ('new', 'open', 'waitingOnClient', 'waitingOnUs', 'solved', 'closed'));
UPDATE tickets SET state = CASE WHEN status = 'Open' THEN 'open' ELSE 'closed' END;
ALTER TABLE tickets ADD COLUMN first_response_at BIGINT;
ALTER TABLE tickets ADD COLUMN solved_at BIGINT;
UPDATE tickets SET solved_at = updated_at WHERE state = 'closed';
-- The rule's answer at the last change (`shared::sla::measure`), ms; met: 1 kept, 0 breached.
ALTER TABLE tickets ADD COLUMN response_due_at BIGINT;
ALTER TABLE tickets ADD COLUMN response_warn_at BIGINT;
ALTER TABLE tickets ADD COLUMN response_seconds BIGINT;
ALTER TABLE tickets ADD COLUMN response_target BIGINT;
ALTER TABLE tickets ADD COLUMN response_met SMALLINT;
ALTER TABLE tickets ADD COLUMN resolution_due_at BIGINT;
ALTER TABLE tickets ADD COLUMN resolution_warn_at BIGINT;
ALTER TABLE tickets ADD COLUMN resolution_seconds BIGINT;
ALTER TABLE tickets ADD COLUMN resolution_target BIGINT;
ALTER TABLE tickets ADD COLUMN resolution_met SMALLINT;
-- The 75 % and breach mails, claimed (set) by the one server that queues them.
ALTER TABLE tickets ADD COLUMN response_warned_at BIGINT;
ALTER TABLE tickets ADD COLUMN response_breached_at BIGINT;
ALTER TABLE tickets ADD COLUMN resolution_warned_at BIGINT;
ALTER TABLE tickets ADD COLUMN resolution_breached_at BIGINT;
-- Tickets from before targets: their first reply is staff's first comment (or the close), and
-- nothing about them is warned of (they were never promised a time).
UPDATE tickets SET first_response_at = COALESCE(
    (SELECT MIN(c.created_at) FROM ticket_comments c JOIN users u ON u.id = c.user_id
     WHERE c.ticket_id = tickets.id AND u.role = 'admin'),
    solved_at);
UPDATE tickets SET response_warned_at = updated_at, response_breached_at = updated_at,
    resolution_warned_at = updated_at, resolution_breached_at = updated_at;
CREATE INDEX tickets_response_warn ON tickets (response_warn_at);
CREATE INDEX tickets_resolution_warn ON tickets (resolution_warn_at);
CREATE INDEX tickets_response_due ON tickets (response_due_at);
CREATE INDEX tickets_resolution_due ON tickets (resolution_due_at);
CREATE INDEX tickets_solved ON tickets (state, solved_at);
CREATE INDEX tickets_month ON tickets (user_id, created_at);

-- Every change of a ticket's state, oldest first: what the clock pauses on.
CREATE TABLE ticket_states (
    id        TEXT PRIMARY KEY,
    ticket_id TEXT NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
    at        BIGINT NOT NULL,
    state     TEXT NOT NULL,
    by_user   TEXT
);
CREATE INDEX ticket_states_ticket ON ticket_states (ticket_id, at);
INSERT INTO ticket_states (id, ticket_id, at, state)
    SELECT id, id, created_at, 'new' FROM tickets;
INSERT INTO ticket_states (id, ticket_id, at, state)
    SELECT id || '-c', id, updated_at, 'closed' FROM tickets WHERE state = 'closed';

-- The firm's business calendar: one row.
CREATE TABLE business_calendar (
    id         TEXT PRIMARY KEY CHECK (id = 'firm'),
    zone       TEXT NOT NULL,
    -- JSON: seven lists (Monday first) of [start, end) minutes after local midnight.
    week       TEXT NOT NULL,
    updated_at BIGINT NOT NULL
);

CREATE TABLE holidays (
    day  TEXT PRIMARY KEY,
    name TEXT NOT NULL
);

CREATE TABLE sla_policies (
    id         TEXT PRIMARY KEY,
    name       TEXT NOT NULL,
    is_default SMALLINT NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
    -- JSON: `shared::sla::PolicyTargets`.
    targets    TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX sla_policies_name ON sla_policies (name);
ALTER TABLE users ADD COLUMN sla_policy_id TEXT REFERENCES sla_policies (id) ON DELETE SET NULL;

-- One rating per solve of a ticket (a reopened and solved again ticket is asked again).
CREATE TABLE ticket_ratings (
    ticket_id  TEXT NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
    solved_at  BIGINT NOT NULL,
    score      TEXT NOT NULL CHECK (score IN ('good', 'bad')),
    comment    TEXT NOT NULL DEFAULT '',
    -- Whether the comment was given (a rating link adds one comment after the score, once).
    commented  SMALLINT NOT NULL DEFAULT 0,
    rated_by   TEXT,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (ticket_id, solved_at)
);
CREATE INDEX ticket_ratings_month ON ticket_ratings (created_at);
