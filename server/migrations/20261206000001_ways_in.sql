-- Every way in its owner can see and end (the security read of December 2026).
-- A passkey's signature counter as a column, so two sign-ins racing with the same stored state
-- cannot move it back (the later write wins only with a higher counter).
ALTER TABLE passkeys ADD COLUMN sign_count BIGINT NOT NULL DEFAULT 0;
-- Where each session was opened and how, for the person's "Where you are signed in": the
-- browser's User-Agent (bounded), the network it came from (an IPv4 /24, an IPv6 /48: a place,
-- not an address), and the way it signed in (password, link, invitation, passkey, provider,
-- code).
ALTER TABLE sessions ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN network TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN method TEXT NOT NULL DEFAULT '';
-- The row an upload locks to count a company's files against its quota: its own, so that an
-- upload no longer locks (and so touches) the company's account row, which every open page of
-- the company listens to.
CREATE TABLE attachment_quotas (
    company_id TEXT PRIMARY KEY,
    locked_at  BIGINT NOT NULL
);
-- The browsers and systems each account signed in from ("Firefox|Linux"), kept when its sessions
-- are swept: a sign-in from one not here is mailed to the person. At most a few dozen a person
-- (the labels are a fixed set).
CREATE TABLE known_devices (
    user_id   TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    device    TEXT NOT NULL,
    last_seen BIGINT NOT NULL,
    PRIMARY KEY (user_id, device)
);
