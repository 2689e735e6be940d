-- Each project's read has a version of its own, bumped with every write that changes it (in the
-- same transaction), so a rendered project is reused until that project changes: a write to one
-- project no longer re-renders the client's others.
ALTER TABLE projects ADD COLUMN data_version BIGINT NOT NULL DEFAULT 0;
