-- Every way in its owner can see and end (the security read of December 2026).
-- A passkey's signature counter as a column, so two sign-ins racing with the same stored state
-- cannot move it back (the later write wins only with a higher counter).
ALTER TABLE passkeys ADD COLUMN sign_count BIGINT NOT NULL DEFAULT 0;
