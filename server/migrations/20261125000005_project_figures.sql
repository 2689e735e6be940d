-- The figures the console's Projects Data sorts by, one row per project, kept up to date in the
-- transaction of every write that changes them (server/src/db/figures.rs), so that sorting every
-- project by one of them reads one row per project instead of counting every task.
-- `overdue` counts the tasks not done whose date is before `overdue_on` (YYYY-MM-DD, UTC); a row
-- whose `overdue_on` is not today is counted again before it is read (every row, the first time).
CREATE TABLE project_figures (
    project_id        TEXT PRIMARY KEY REFERENCES projects (id) ON DELETE CASCADE,
    tasks_total       BIGINT NOT NULL DEFAULT 0,
    tasks_done        BIGINT NOT NULL DEFAULT 0,
    tasks_inprogress  BIGINT NOT NULL DEFAULT 0,
    overdue           BIGINT NOT NULL DEFAULT 0,
    overdue_on        TEXT NOT NULL DEFAULT '',
    goals_total       BIGINT NOT NULL DEFAULT 0,
    goals_done        BIGINT NOT NULL DEFAULT 0,
    paid_cents        DOUBLE PRECISION NOT NULL DEFAULT 0,
    outstanding_cents DOUBLE PRECISION NOT NULL DEFAULT 0
);
CREATE INDEX project_figures_overdue_on ON project_figures (overdue_on);
INSERT INTO project_figures (project_id) SELECT id FROM projects;
