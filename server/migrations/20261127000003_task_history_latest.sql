-- A task's last recorded status (read by every write that sets a status) is the first entry of
-- this index read backwards, ties broken by id, instead of a sort of the task's whole history.
DROP INDEX task_history_task;
CREATE INDEX task_history_task ON task_history (task_id, at, id);
