-- A client is a company of people (ADR 0030). The company is the client row staff created (its
-- id is the client id every project, ticket, event and log entry already names); each person of
-- the company is a `users` row of role 'client' with `company_id` naming it. The founding row
-- names itself, so nothing stored is rewritten and every `client_id` keeps meaning the company.
-- A person signs in, holds sessions, factors, language and notification settings as any account
-- does. Abilities are flags: `finance` sees and handles money, `approver` signs off work;
-- `all_projects` = 0 limits a member to `person_projects`.
ALTER TABLE users ADD COLUMN company_id TEXT REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE users ADD COLUMN company_role TEXT CHECK (company_role IN ('owner', 'member'));
ALTER TABLE users ADD COLUMN finance SMALLINT NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN approver SMALLINT NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN all_projects SMALLINT NOT NULL DEFAULT 1;
UPDATE users SET company_id = id, company_role = 'owner', finance = 1, approver = 1
    WHERE role = 'client';
CREATE INDEX users_company ON users (company_id, created_at);

CREATE TABLE person_projects (
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    project_id TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    PRIMARY KEY (user_id, project_id)
);
CREATE INDEX person_projects_project ON person_projects (project_id);

-- Tickets and project requests stay the company's (`user_id`, the spec's `userId`); who opened
-- one is its author.
ALTER TABLE tickets ADD COLUMN author_id TEXT REFERENCES users (id) ON DELETE SET NULL;
UPDATE tickets SET author_id = user_id;
ALTER TABLE project_requests ADD COLUMN author_id TEXT REFERENCES users (id) ON DELETE SET NULL;
UPDATE project_requests SET author_id = user_id;
