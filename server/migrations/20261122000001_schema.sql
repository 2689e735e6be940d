-- The whole data model of the product, written once for SQLite and PostgreSQL.
-- Portable subset only: TEXT ids (UUID), BIGINT epoch-millisecond timestamps, flags as
-- SMALLINT 0/1 (sqlx's Any driver cannot decode a boolean column on SQLite), dates as
-- 'YYYY-MM-DD' TEXT, money as BIGINT minor units.

CREATE TABLE users (
    id            TEXT PRIMARY KEY,
    role          TEXT NOT NULL CHECK (role IN ('client', 'admin')),
    name          TEXT NOT NULL,
    brand_name    TEXT NOT NULL DEFAULT '',
    email         TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    remarks       TEXT NOT NULL DEFAULT '',
    phone         TEXT NOT NULL DEFAULT '',
    language      TEXT NOT NULL DEFAULT 'en',
    created_at    BIGINT NOT NULL,
    updated_at    BIGINT NOT NULL
);

CREATE TABLE sessions (
    id           TEXT PRIMARY KEY,
    token_hash   TEXT NOT NULL UNIQUE,
    user_id      TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at   BIGINT NOT NULL,
    expires_at   BIGINT NOT NULL,
    last_used_at BIGINT NOT NULL,
    revoked_at   BIGINT
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE team_members (
    id           TEXT PRIMARY KEY,
    name         TEXT NOT NULL,
    role         TEXT NOT NULL DEFAULT '',
    email        TEXT NOT NULL DEFAULT '',
    phone_number TEXT NOT NULL DEFAULT '',
    age          INTEGER,
    address      TEXT NOT NULL DEFAULT '',
    joining_date TEXT,
    about        TEXT NOT NULL DEFAULT '',
    created_at   BIGINT NOT NULL,
    updated_at   BIGINT NOT NULL
);

CREATE TABLE projects (
    id                   TEXT PRIMARY KEY,
    client_id            TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    title                TEXT NOT NULL,
    project_desc         TEXT NOT NULL DEFAULT '',
    project_details_desc TEXT NOT NULL DEFAULT '',
    project_timeline     TEXT NOT NULL DEFAULT '',
    project_cost         TEXT NOT NULL DEFAULT '',
    github               TEXT NOT NULL DEFAULT '',
    repo_name            TEXT NOT NULL DEFAULT '',
    note_date            TEXT,
    created_by           TEXT REFERENCES users (id) ON DELETE SET NULL,
    created_at           BIGINT NOT NULL,
    updated_at           BIGINT NOT NULL
);
-- A client's workspace is addressed by project title (/clientHome/{title}).
CREATE UNIQUE INDEX projects_client_title ON projects (client_id, title);

CREATE TABLE project_team (
    project_id TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    member_id  TEXT NOT NULL REFERENCES team_members (id) ON DELETE CASCADE,
    PRIMARY KEY (project_id, member_id)
);
CREATE INDEX project_team_member ON project_team (member_id);

CREATE TABLE sprints (
    id         TEXT PRIMARY KEY,
    project_id TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    position   INTEGER NOT NULL,
    title      TEXT NOT NULL,
    goal       TEXT NOT NULL DEFAULT '',
    timeline   TEXT NOT NULL DEFAULT '',
    start_date TEXT,
    end_date   TEXT,
    active     SMALLINT NOT NULL DEFAULT 0 CHECK (active IN (0, 1)),
    completed  SMALLINT NOT NULL DEFAULT 0 CHECK (completed IN (0, 1)),
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX sprints_project ON sprints (project_id, position);

CREATE TABLE tasks (
    id          TEXT PRIMARY KEY,
    sprint_id   TEXT NOT NULL REFERENCES sprints (id) ON DELETE CASCADE,
    position    INTEGER NOT NULL,
    title       TEXT NOT NULL,
    status      TEXT NOT NULL DEFAULT 'todo',
    priority    TEXT NOT NULL DEFAULT 'medium',
    type        TEXT NOT NULL DEFAULT '',
    role        TEXT NOT NULL DEFAULT '',
    github_link TEXT NOT NULL DEFAULT '',
    task_date   TEXT,
    description TEXT NOT NULL DEFAULT '',
    created_at  BIGINT NOT NULL,
    updated_at  BIGINT NOT NULL
);
CREATE INDEX tasks_sprint ON tasks (sprint_id, position);

CREATE TABLE task_assignees (
    task_id   TEXT NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
    member_id TEXT NOT NULL REFERENCES team_members (id) ON DELETE CASCADE,
    PRIMARY KEY (task_id, member_id)
);
CREATE INDEX task_assignees_member ON task_assignees (member_id);

CREATE TABLE goals (
    id           TEXT PRIMARY KEY,
    project_id   TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    title        TEXT NOT NULL,
    description  TEXT NOT NULL DEFAULT '',
    status       TEXT NOT NULL DEFAULT 'todo',
    due_date     TEXT,
    is_completed SMALLINT NOT NULL DEFAULT 0 CHECK (is_completed IN (0, 1)),
    created_at   BIGINT NOT NULL,
    updated_at   BIGINT NOT NULL
);
CREATE INDEX goals_project ON goals (project_id);

CREATE TABLE payments (
    id           TEXT PRIMARY KEY,
    project_id   TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    title        TEXT NOT NULL,
    description  TEXT NOT NULL DEFAULT '',
    amount_cents BIGINT NOT NULL DEFAULT 0 CHECK (amount_cents >= 0),
    due_date     TEXT,
    is_completed SMALLINT NOT NULL DEFAULT 0 CHECK (is_completed IN (0, 1)),
    created_at   BIGINT NOT NULL,
    updated_at   BIGINT NOT NULL
);
CREATE INDEX payments_project ON payments (project_id);

CREATE TABLE tickets (
    id          TEXT PRIMARY KEY,
    user_id     TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    project_id  TEXT REFERENCES projects (id) ON DELETE SET NULL,
    title       TEXT NOT NULL,
    description TEXT NOT NULL,
    status      TEXT NOT NULL DEFAULT 'Open',
    created_at  BIGINT NOT NULL,
    updated_at  BIGINT NOT NULL
);
CREATE INDEX tickets_user ON tickets (user_id, created_at);

CREATE TABLE ticket_comments (
    id         TEXT PRIMARY KEY,
    ticket_id  TEXT NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    text       TEXT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX ticket_comments_ticket ON ticket_comments (ticket_id, created_at);

CREATE TABLE contact_submissions (
    id         TEXT PRIMARY KEY,
    name       TEXT NOT NULL,
    email      TEXT NOT NULL,
    phone      TEXT NOT NULL,
    message    TEXT NOT NULL,
    permission SMALLINT NOT NULL CHECK (permission IN (0, 1)),
    page       TEXT NOT NULL DEFAULT '',
    is_read    SMALLINT NOT NULL DEFAULT 0 CHECK (is_read IN (0, 1)),
    created_at BIGINT NOT NULL
);
CREATE INDEX contact_submissions_created ON contact_submissions (created_at);

CREATE TABLE newsletter_submissions (
    id         TEXT PRIMARY KEY,
    email      TEXT NOT NULL UNIQUE,
    page       TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL
);
