-- The back office: accounts staff can switch off, read-only "view as client" sessions, what staff
-- did about a contact submission, and the audit log of every staff write.
ALTER TABLE users ADD COLUMN active SMALLINT NOT NULL DEFAULT 1 CHECK (active IN (0, 1));
ALTER TABLE sessions ADD COLUMN read_only SMALLINT NOT NULL DEFAULT 0 CHECK (read_only IN (0, 1));
ALTER TABLE contact_submissions ADD COLUMN action_status TEXT NOT NULL DEFAULT 'new';

-- Append-only: no code path updates or deletes a row. No foreign keys, so the record of a write
-- outlives what it was about (a deleted task, a deleted team member).
CREATE TABLE audit_log (
    id          TEXT PRIMARY KEY,
    created_at  BIGINT NOT NULL,
    actor_id    TEXT NOT NULL,
    actor_name  TEXT NOT NULL,
    action      TEXT NOT NULL,
    entity      TEXT NOT NULL,
    entity_id   TEXT NOT NULL,
    client_id   TEXT,
    project_id  TEXT,
    before_json TEXT,
    after_json  TEXT
);
CREATE INDEX audit_log_created ON audit_log (created_at);
CREATE INDEX audit_log_client ON audit_log (client_id, created_at);
CREATE INDEX audit_log_project ON audit_log (project_id, created_at);

-- First pages of the console's tables, newest first.
CREATE INDEX users_role_created ON users (role, created_at);
CREATE INDEX projects_created ON projects (created_at);
CREATE INDEX tickets_created ON tickets (created_at);
CREATE INDEX tickets_status ON tickets (status, created_at);
CREATE INDEX newsletter_created ON newsletter_submissions (created_at);
CREATE INDEX contact_submissions_status ON contact_submissions (action_status, created_at);
CREATE INDEX project_requests_created ON project_requests (created_at);
CREATE INDEX project_updates_created ON project_updates (created_at);
CREATE INDEX team_members_name ON team_members (name);
