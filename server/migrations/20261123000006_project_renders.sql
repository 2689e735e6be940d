-- Each project's read as JSON, kept with the version it was rendered at: written right after each
-- staff write that changes the project, so the next read from any app server (or after a restart)
-- is one row instead of a render. A row whose version is behind the project's is ignored and
-- replaced by the next read.
CREATE TABLE project_renders (
    project_id TEXT PRIMARY KEY REFERENCES projects (id) ON DELETE CASCADE,
    data_version BIGINT NOT NULL,
    body TEXT NOT NULL
);
