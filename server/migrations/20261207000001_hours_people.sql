-- Who logs time (ADR 0042): the staff role a staff member is charged as on projects with a rate
-- for it (`project_rates`), and the name clients see on their hours (empty: their name). An entry
-- keeps the name and the rate it was logged with.
ALTER TABLE users ADD COLUMN hours_role TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN shown_name TEXT NOT NULL DEFAULT '';

-- How far in the order of work (the day, then when the entry was logged) a company's blocks are
-- drawn down: an entry logged after that point draws on its own from the blocks as they stand;
-- one before it draws the company's entries again in order. A block not yet drawn is marked as
-- drawn to the end of time, so its first draw reads every entry.
ALTER TABLE hour_blocks ADD COLUMN drawn_date TEXT NOT NULL DEFAULT '9999-12-31';
ALTER TABLE hour_blocks ADD COLUMN drawn_at BIGINT NOT NULL DEFAULT 0;

-- Raised whenever a block's use changes: with the count of a company's blocks, what the Hours
-- view of each of its projects is kept by (so a block's draw-down rewrites no project's row).
ALTER TABLE hour_blocks ADD COLUMN version BIGINT NOT NULL DEFAULT 0;
