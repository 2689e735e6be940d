//! A task's status or priority set on PostgreSQL in one statement, with everything the write
//! records: the audit entry (the row before and after), the status's history row and the client's
//! activity event, the version of the project's read (and so of its client's list, derived from
//! its projects', `versions::LIST_VERSION`), and the project's task figures (ADR 0036). These are the board's writes, the ones staff make most; the same write
//! on SQLite, and every other write, goes through `staff::StaffWrite`, statement by statement.
//!
//! One statement is one round trip and no `BEGIN` or `COMMIT`: PostgreSQL runs it as its own
//! transaction, and its parts (data-modifying `WITH` clauses) see one snapshot and commit together.
//! What the parts read of each other they read through `RETURNING`:
//! - `t0` locks the task's row as the write's first act and reads it as it was (the newest
//!   committed version: a lock waits for a writer before it, then reads what that one wrote).
//!   Its row is the audit's "before"; `t1`, the row the `UPDATE` returns, the "after".
//! - The row locks follow the order of every other task write: the task, its project, the
//!   figures. Each part reads the one before it (`EXISTS (SELECT 1 FROM ...)`), so
//!   none can take its lock first.
//! - The figures change by the write's difference (the task's contribution before and after),
//!   not by counting the project's tasks again: a count inside the statement would read the
//!   statement's snapshot, which can be older than the figures row it then writes when another
//!   write to the same project committed while this one waited for the row's lock; a difference
//!   is applied to the row as it is once locked. Overdue is counted for the row's own day
//!   (`overdue_on`), as every count writes it; `figures::refresh_stale` counts it again for today.
//! - The status it moved from is the task's as locked, when it has a recorded history (the writes
//!   that record history are the ones that change the status, in their transaction); none
//!   recorded, or its last entry a removal, it is none, and the event says the task was created,
//!   as on SQLite. The history read alone could be older than the locked row, and a move back to
//!   the status a concurrent write just left would go unrecorded.

use sqlx::Row;

use super::activity::{self, Actor, Kind};
use super::audit::Entity;
use super::{new_id, now_ms, Db};
use crate::ids::{ProjectId, TaskId, UserId};
use portico_shared::status::{TaskPriority, TaskStatus};

/// Which field, and its new value.
#[derive(Clone, Copy, Debug)]
pub enum Field {
    Status(TaskStatus),
    Priority(TaskPriority),
}

impl Field {
    fn column(self) -> &'static str {
        match self {
            Field::Status(_) => "status",
            Field::Priority(_) => "priority",
        }
    }

    fn value(self) -> &'static str {
        match self {
            Field::Status(s) => s.as_str(),
            Field::Priority(p) => p.as_str(),
        }
    }

    /// What the audit entry calls the write.
    pub fn action(self) -> &'static str {
        match self {
            Field::Status(_) => "task.status",
            Field::Priority(_) => "task.priority",
        }
    }
}

/// Who makes the write, as the audit entry names them.
pub struct By<'a> {
    pub id: &'a UserId,
    pub name: &'a str,
}

/// Where the written task belongs: the project whose read changed, and its client.
pub struct Written {
    pub project_id: ProjectId,
    pub client_id: String,
}

/// Sets the field on PostgreSQL in one statement; None when there is no such task.
pub async fn set(
    db: &Db,
    task: &TaskId,
    field: Field,
    by: By<'_>,
) -> Result<Option<Written>, sqlx::Error> {
    let sql = statement(field);
    let now = now_ms();
    let mut q = sqlx::query(&sql)
        .bind(task)
        .bind(field.value())
        .bind(now)
        .bind(new_id())
        .bind(by.id)
        .bind(by.name)
        .bind(field.action())
        .bind(Entity::Task.name());
    if let Field::Status(_) = field {
        q = q
            .bind(new_id())
            .bind(activity::next_id_at(now))
            .bind(Kind::TaskCreated.as_str())
            .bind(TaskStatus::Done.as_str())
            .bind(Kind::TaskDone.as_str())
            .bind(Kind::TaskMoved.as_str())
            .bind(Actor::Staff.as_str());
    }
    let Some(row) = q.fetch_optional(db).await? else {
        return Ok(None);
    };
    let project_id = ProjectId::from_stored(row.try_get("project_id")?);
    let counted: i64 = row.try_get("counted")?;
    if counted == 0 {
        // A project without its figures row (loaded in bulk): created and counted whole, as
        // `versions` does. Its own statement, after the write: the row is new either way.
        let mut c = db.acquire().await?;
        super::figures::recount_where(
            &mut c,
            "SELECT $1",
            &project_id,
            super::figures::Counts::All,
        )
        .await?;
    }
    Ok(Some(Written {
        project_id,
        client_id: row.try_get("client_id")?,
    }))
}

/// The statement for `field`. Parameters: `$1` the task, `$2` the value, `$3` now (ms), `$4` the
/// audit entry's id, `$5` and `$6` the actor, `$7` the action, `$8` the entity; for a status,
/// `$9` the history row's id, `$10` the event's, `$11` to `$14` the event's kinds and `$15` its
/// actor.
fn statement(field: Field) -> String {
    let column = field.column();
    // 1 when the row `t` counts as `cond` says, else 0.
    let one = |cond: &str| format!("(CASE WHEN {cond} THEN 1 ELSE 0 END)");
    let delta =
        |cond: &dyn Fn(&str) -> String| format!("{} - {}", one(&cond("t1")), one(&cond("t0")));
    let done = |t: &str| format!("{t}.status = 'done'");
    let inprogress = |t: &str| format!("{t}.status = 'inprogress'");
    let overdue = |t: &str| {
        format!(
            "{t}.status <> 'done' AND {t}.task_date IS NOT NULL \
             AND {t}.task_date < project_figures.overdue_on"
        )
    };
    let mut sql = format!(
        "WITH t0 AS (SELECT * FROM tasks WHERE id = $1 FOR NO KEY UPDATE), \
         ctx AS (SELECT s.project_id, p.client_id FROM t0 JOIN sprints s ON s.id = t0.sprint_id \
           JOIN projects p ON p.id = s.project_id), \
         t1 AS (UPDATE tasks SET {column} = $2, updated_at = $3 FROM t0 WHERE tasks.id = t0.id \
           RETURNING tasks.*), \
         p AS (UPDATE projects SET data_version = data_version + 1 \
           WHERE id = (SELECT project_id FROM ctx) AND EXISTS (SELECT 1 FROM t1) \
           RETURNING client_id), \
         au AS (INSERT INTO audit_log (id, created_at, actor_id, actor_name, action, entity, \
           entity_id, client_id, project_id, before_json, after_json) \
           SELECT $4, $3, $5, $6, $7, $8, t0.id, ctx.client_id, ctx.project_id, \
           CAST(row_to_json(t0) AS TEXT), CAST(row_to_json(t1) AS TEXT) \
           FROM t0 JOIN t1 ON t1.id = t0.id LEFT JOIN ctx ON TRUE)"
    );
    let counted = if let Field::Status(_) = field {
        sql.push_str(&format!(
            ", f AS (UPDATE project_figures SET tasks_done = tasks_done + {}, \
               tasks_inprogress = tasks_inprogress + {}, overdue = overdue + {} \
               FROM t0, t1 WHERE project_figures.project_id = (SELECT project_id FROM ctx) \
               AND EXISTS (SELECT 1 FROM p) RETURNING 1), \
             prev AS (SELECT h.status FROM task_history h WHERE h.task_id = $1 \
               ORDER BY h.at DESC, h.id DESC LIMIT 1), \
             was AS (SELECT CASE WHEN (SELECT status FROM prev) IS NULL THEN NULL \
               ELSE t0.status END AS previous FROM t0), \
             ch AS (SELECT t1.id, t1.sprint_id, t1.title, t1.status, ctx.project_id, ctx.client_id, \
               was.previous FROM t1, ctx, was WHERE t1.status IS DISTINCT FROM was.previous), \
             h AS (INSERT INTO task_history (id, task_id, sprint_id, project_id, status, at) \
               SELECT $9, id, sprint_id, project_id, status, $3 FROM ch), \
             a AS (INSERT INTO activity (id, client_id, project_id, kind, actor, subject, status, \
               previous, target, at) \
               SELECT $10, client_id, project_id, CASE WHEN previous IS NULL THEN $11 \
               WHEN status = $12 THEN $13 ELSE $14 END, $15, title, status, \
               COALESCE(previous, ''), id, $3 FROM ch)",
            delta(&done),
            delta(&inprogress),
            delta(&overdue),
        ));
        "(SELECT COUNT(*) FROM f)"
    } else {
        // A priority counts in no figure.
        "1"
    };
    sql.push_str(&format!(
        " SELECT ctx.project_id, ctx.client_id, CAST({counted} AS BIGINT) AS counted \
         FROM t1, ctx"
    ));
    sql
}
