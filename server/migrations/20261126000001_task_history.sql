-- Every change of a task's status, with its time, written in the transaction of the write that
-- made it (server/src/db/history.rs): the burn-up replays it (shared::progress::burn_up).
-- `status` is the task's status after the change; NULL when the task was deleted. There is no
-- foreign key to `tasks`: a deleted task's rows stay, so the burn-up knows it left the scope.
CREATE TABLE task_history (
    id         TEXT PRIMARY KEY,
    task_id    TEXT NOT NULL,
    sprint_id  TEXT NOT NULL,
    project_id TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    status     TEXT,
    at         BIGINT NOT NULL
);
CREATE INDEX task_history_project ON task_history (project_id, at);
CREATE INDEX task_history_task ON task_history (task_id, at);
-- Tasks made before the history was kept: created at their creation time, with today's status.
INSERT INTO task_history (id, task_id, sprint_id, project_id, status, at)
SELECT t.id, t.id, t.sprint_id, s.project_id, t.status, t.created_at
FROM tasks t JOIN sprints s ON s.id = t.sprint_id;
