-- How a person wants the portal and the console drawn: `light`, `dark`, or `system` (follow the
-- device's setting). Kept on the account so it follows the person to any browser.
ALTER TABLE users ADD COLUMN appearance TEXT NOT NULL DEFAULT 'system';
