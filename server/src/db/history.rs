//! Each task's status over time (`task_history`), written by every write that creates a task,
//! changes its status or deletes it, in that write's transaction: what the burn-up replays.

use sqlx::AnyConnection;

use portico_shared::status::TaskStatus;

use super::activity::{self, Event, Kind};
use super::{new_id, now_ms};
use crate::ids::{ProjectId, TaskId, UserId};

/// Records the task's status now, unless it is the status last recorded (a write that changed
/// other fields, or set the same status again, records nothing); and tells the client, in the
/// project's activity, that the task was created, moved or finished.
pub async fn record_status(c: &mut AnyConnection, task: &TaskId) -> Result<(), sqlx::Error> {
    let now: Option<Now> = sqlx::query_as(&format!(
        "SELECT tasks.status, tasks.title, tasks.sprint_id, {NOW} FROM tasks WHERE tasks.id = $1"
    ))
    .bind(task)
    .fetch_optional(&mut *c)
    .await?;
    match now {
        Some(now) => record_now(c, task, now).await,
        None => Ok(()),
    }
}

/// What `record_status` needs besides the task's own row, as columns of a statement over `tasks`:
/// where the task belongs and its last recorded status (the first entry of `task_history_task`
/// read backwards). A write that sets a status returns them with the row it changed
/// (`RETURNING`), in the same statement.
pub const NOW: &str = "(SELECT s.project_id FROM sprints s WHERE s.id = tasks.sprint_id) \
     AS ctx__project_id, \
     (SELECT p.client_id FROM sprints s JOIN projects p ON p.id = s.project_id \
      WHERE s.id = tasks.sprint_id) AS ctx__client_id, \
     (SELECT h.status FROM task_history h WHERE h.task_id = tasks.id \
      ORDER BY h.at DESC, h.id DESC LIMIT 1) AS ctx__previous";

/// `record_status` for a task as a statement with `NOW`'s columns read it.
pub async fn record_now(c: &mut AnyConnection, task: &TaskId, now: Now) -> Result<(), sqlx::Error> {
    let previous = now.previous;
    if previous.as_deref() == Some(now.status.as_str()) {
        return Ok(());
    }
    let kind = match &previous {
        None => Kind::TaskCreated,
        Some(_) if now.status == TaskStatus::Done.as_str() => Kind::TaskDone,
        Some(_) => Kind::TaskMoved,
    };
    let event = Event {
        status: &now.status,
        previous: previous.as_deref().unwrap_or_default(),
        ..Event::staff(kind, &now.title, task.as_str())
    };
    let (client, project) = (
        UserId::from_stored(now.client_id.clone()),
        ProjectId::from_stored(now.project_id.clone()),
    );
    if kind == Kind::TaskDone {
        let hook = super::webhook_events::Hook {
            event: "task.done",
            company: &client,
            project: Some(&project),
            headline: format!("Task done: {}", now.title),
            data: serde_json::json!({ "task": { "_id": task.as_str(), "title": now.title } }),
            money: None,
        };
        super::webhook_events::emit(&mut *c, hook).await?;
    }
    let at = now_ms();
    let id = activity::next_id_at(at);
    let history_id = new_id();
    let history = "INSERT INTO task_history (id, task_id, sprint_id, project_id, status, at)";
    let with = match super::Engine::of_conn(c) {
        // The history row and the client's event in one statement.
        super::Engine::Postgres => {
            let with = format!("WITH h AS ({history} VALUES ($11, $12, $13, $14, $15, $16))");
            use activity::Param::{Int, Text};
            let params = vec![
                Text(history_id),
                Text(task.to_string()),
                Text(now.sprint_id.clone()),
                Text(now.project_id.clone()),
                Text(now.status.clone()),
                Int(at),
            ];
            activity::With { sql: with, params }
        }
        super::Engine::Sqlite => {
            sqlx::query(&format!("{history} VALUES ($1, $2, $3, $4, $5, $6)"))
                .bind(&history_id)
                .bind(task)
                .bind(&now.sprint_id)
                .bind(&now.project_id)
                .bind(&now.status)
                .bind(at)
                .execute(&mut *c)
                .await?;
            activity::With::default()
        }
    };
    activity::record_at(c, &id, at, &client, Some(&project), event, with).await
}

/// A task as `record_status` reads it: its row's status, title and sprint, and `NOW`'s columns.
#[derive(sqlx::FromRow)]
pub struct Now {
    status: String,
    title: String,
    sprint_id: String,
    #[sqlx(rename = "ctx__project_id")]
    project_id: String,
    #[sqlx(rename = "ctx__client_id")]
    client_id: String,
    /// The last recorded status (none recorded, or the task was recorded as deleted: None).
    #[sqlx(rename = "ctx__previous")]
    previous: Option<String>,
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
