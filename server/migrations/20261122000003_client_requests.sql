-- What clients send staff from their profile: requirements for a new project, and updates on a
-- project's statement of work.
CREATE TABLE project_requests (
    id               TEXT PRIMARY KEY,
    user_id          TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    title            TEXT NOT NULL,
    project_cost     TEXT NOT NULL DEFAULT '',
    project_timeline TEXT NOT NULL DEFAULT '',
    description      TEXT NOT NULL DEFAULT '',
    created_at       BIGINT NOT NULL
);
CREATE INDEX project_requests_user ON project_requests (user_id, created_at);

CREATE TABLE project_updates (
    id         TEXT PRIMARY KEY,
    project_id TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    text       TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX project_updates_project ON project_updates (project_id, created_at);
