-- Kept project reads are stored packed (LZ4 block, its length first; see db/renders.rs): a list
-- read moved every byte of its JSON out of the database, and those bytes, not the lookups, were
-- most of the database's cost. The rows are only a copy of what the tables say: they are dropped,
-- and the next read of each project renders and keeps it again.
DROP TABLE project_renders;
CREATE TABLE project_renders (
    project_id TEXT PRIMARY KEY REFERENCES projects (id) ON DELETE CASCADE,
    data_version BIGINT NOT NULL,
    body BYTEA NOT NULL
);
