-- Bumped by every write that changes what a client's project read shows, so app servers can keep
-- that read rendered in memory and know, from the session lookup they do anyway, when it is stale.
ALTER TABLE users ADD COLUMN data_version BIGINT NOT NULL DEFAULT 0;
