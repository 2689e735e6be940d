-- The security review's findings closed at their cause (issue "Nobody gets in who was turned away").

-- Sudo mode: when the person behind this session last proved who they are (signing in, or a
-- password, code or passkey asked again). Changes that could hand the account to someone else
-- need it within the last ten minutes. Sessions opened before this start unproven.
ALTER TABLE sessions ADD COLUMN verified_at BIGINT NOT NULL DEFAULT 0;

-- How an identity was linked: 'address' (its first sign-in matched the account's verified
-- address) or 'signed_in' (the signed-in owner linked it). A change of address ends the first
-- kind. Links made before this are taken as by address, the cautious reading.
ALTER TABLE identities ADD COLUMN linked_by TEXT NOT NULL DEFAULT 'address';
