//! Each task's status over time (`task_history`), written by every write that creates a task,
//! changes its status or deletes it, in that write's transaction: what the burn-up replays.

use sqlx::AnyConnection;

use portico_shared::status::TaskStatus;

use super::activity::{self, Event, Kind};
use super::{new_id, now_ms};
use crate::ids::{ProjectId, TaskId};

/// Records the task's status now, unless it is the status last recorded (a write that changed
/// other fields, or set the same status again, records nothing); and tells the client, in the
/// project's activity, that the task was created, moved or finished.
pub async fn record_status(c: &mut AnyConnection, task: &TaskId) -> Result<(), sqlx::Error> {
    let now: Option<(String, String, String)> = sqlx::query_as(
        "SELECT t.status, t.title, s.project_id FROM tasks t JOIN sprints s ON s.id = t.sprint_id \
         WHERE t.id = $1",
    )
    .bind(task)
    .fetch_optional(&mut *c)
    .await?;
    let Some((status, title, project)) = now else {
        return Ok(());
    };
    let last: Option<Option<String>> = sqlx::query_scalar(
        "SELECT status FROM task_history WHERE task_id = $1 ORDER BY at DESC, id DESC LIMIT 1",
    )
    .bind(task)
    .fetch_optional(&mut *c)
    .await?;
    let previous = last.flatten();
    if previous.as_deref() == Some(status.as_str()) {
        return Ok(());
    }
    record(c, task, "t.status").await?;
    let kind = match &previous {
        None => Kind::TaskCreated,
        Some(_) if status == TaskStatus::Done.as_str() => Kind::TaskDone,
        Some(_) => Kind::TaskMoved,
    };
    let event = Event {
        status: &status,
        previous: previous.as_deref().unwrap_or_default(),
        ..Event::staff(kind, &title, task.as_str())
    };
    activity::record(c, &ProjectId::from_stored(project), event).await
}

/// Records that the task left its project's scope (before its row is deleted).
pub async fn record_deleted(c: &mut AnyConnection, task: &TaskId) -> Result<(), sqlx::Error> {
    record(c, task, "NULL").await
}

/// One row of history for the task as it is now: `status` is fixed SQL.
async fn record(
    c: &mut AnyConnection,
    task: &TaskId,
    status: &'static str,
) -> Result<(), sqlx::Error> {
    sqlx::query(&format!(
        "INSERT INTO task_history (id, task_id, sprint_id, project_id, status, at) \
         SELECT $1, t.id, t.sprint_id, s.project_id, {status}, $2 \
         FROM tasks t JOIN sprints s ON s.id = t.sprint_id WHERE t.id = $3"
    ))
    .bind(new_id())
    .bind(now_ms())
    .bind(task)
    .execute(&mut *c)
    .await?;
    Ok(())
}

/// One recorded change: which task, in which sprint, its status after it (None: deleted), when.
#[derive(Debug, sqlx::FromRow)]
pub struct Recorded {
    pub task_id: String,
    pub sprint_id: String,
    pub status: Option<String>,
    pub at: i64,
}

/// The most changes one burn-up reads: far above a real project's (300 tasks moved a few times
/// each), a bound on what one request can make the server hold.
pub const MAX_CHANGES: i64 = 100_000;

/// A project's recorded changes, oldest first.
pub async fn of_project(db: &super::Db, project: &ProjectId) -> Result<Vec<Recorded>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT task_id, sprint_id, status, at FROM task_history WHERE project_id = $1 \
         ORDER BY at, id LIMIT {MAX_CHANGES}"
    ))
    .bind(project)
    .fetch_all(db)
    .await
}

/// A sprint's dates, as a burn-up of it needs them.
#[derive(Debug, sqlx::FromRow)]
pub struct SprintDates {
    pub id: String,
    pub title: String,
    pub start_date: Option<String>,
    pub end_date: Option<String>,
}

/// The project's sprints in their order.
pub async fn sprints_of(
    db: &super::Db,
    project: &ProjectId,
) -> Result<Vec<SprintDates>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, title, start_date, end_date FROM sprints WHERE project_id = $1 \
         ORDER BY position, id",
    )
    .bind(project)
    .fetch_all(db)
    .await
}
