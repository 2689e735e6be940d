-- A sprint's place in its project and a task's in its sprint are unique: concurrent adds retry
-- rather than share a place (see db/work.rs).
DROP INDEX sprints_project;
DROP INDEX tasks_sprint;
CREATE UNIQUE INDEX sprints_project_position ON sprints (project_id, position);
CREATE UNIQUE INDEX tasks_sprint_position ON tasks (sprint_id, position);
