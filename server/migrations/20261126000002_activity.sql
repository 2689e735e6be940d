-- What happened in a client's projects, as the client is told it: one append-only record,
-- written in the transaction of the write that made it (server/src/db/activity.rs). The
-- dashboard's "Since your last visit" and the road map's "Recent activity" read it; it is kept
-- (the feed is a record), and read newest first by client or by project.
CREATE TABLE activity (
    -- Microseconds since the epoch, zero-padded, then a random part: ids sort in the order the
    -- events happened, so a page ends at an id and the next starts after it.
    id         TEXT PRIMARY KEY,
    client_id  TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    project_id TEXT REFERENCES projects (id) ON DELETE CASCADE,
    -- taskCreated, taskMoved, taskDone, sprintStarted, sprintCompleted, goalReached,
    -- milestonePaid, ticketReply, sowReply, pullMerged
    kind       TEXT NOT NULL,
    -- Who did it, as the client is told: staff, client or codeHost (never an account's id).
    actor      TEXT NOT NULL,
    -- What it is about, as it was named then (a task's, sprint's, goal's or ticket's title).
    subject    TEXT NOT NULL,
    -- A task's status after and before a move.
    status     TEXT NOT NULL DEFAULT '',
    previous   TEXT NOT NULL DEFAULT '',
    -- The record it links to (a task, sprint, goal, payment or ticket id; a pull request's number).
    target     TEXT NOT NULL DEFAULT '',
    at         BIGINT NOT NULL
);
CREATE INDEX activity_client ON activity (client_id, id);
CREATE INDEX activity_project ON activity (project_id, id);

-- The last time each client opened their feed: with their previous sign-in, it says what is
-- "since your last visit". Its own table, so that opening the feed does not change `users` (whose
-- changes every app server hears of).
CREATE TABLE activity_seen (
    user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    seen_at BIGINT NOT NULL
);
