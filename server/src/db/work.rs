//! Sprints and tasks: staff writes, each on the caller's transaction (see `crate::staff`), with
//! the read-version bump of the client who sees them. Reads go through `projects`.

use portico_shared::status::{TaskPriority, TaskStatus};
use portico_shared::validate::{Sprint, Task};
use sqlx::AnyConnection;

use super::activity::{self, Event, Kind};
use super::{now_ms, versions};
use crate::ids::{ProjectId, SprintId, TaskId};

fn ymd(d: &Option<portico_shared::Date>) -> Option<String> {
    d.map(|d| d.to_string())
}

/// Takes the write lock on one row (a no-op update) for the rest of the transaction; false when
/// the row does not exist.
async fn lock_row(
    c: &mut AnyConnection,
    table: &'static str,
    id: &str,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(&format!(
        "UPDATE {table} SET updated_at = updated_at WHERE id = $1"
    ))
    .bind(id)
    .execute(&mut *c)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Adds a sprint at the end of its project; `None` when the project does not exist.
pub async fn add_sprint(
    c: &mut AnyConnection,
    project_id: &ProjectId,
    s: &Sprint,
) -> Result<Option<SprintId>, sqlx::Error> {
    // Locks the project row until commit: concurrent adds to one project take turns, so each
    // reads the latest last place (the unique index and the retry remain as a safety net).
    if !lock_row(c, "projects", project_id).await? {
        return Ok(None);
    }
    let id = SprintId::generate();
    let now = now_ms();
    let sql = "INSERT INTO sprints (id, project_id, position, title, goal, timeline, start_date, end_date, active, \
               completed, created_at, updated_at) SELECT $1, $2, COALESCE(MAX(position), 0) + 1, $3, $4, $5, $6, $7, \
               0, 0, $8, $8 FROM sprints WHERE project_id = $2";
    super::with_place_retry(c, sql, |q| {
        q.bind(&id)
            .bind(project_id)
            .bind(&s.title)
            .bind(s.goal.clone().unwrap_or_default())
            .bind(s.timeline.clone().unwrap_or_default())
            .bind(ymd(&s.start_date))
            .bind(ymd(&s.end_date))
            .bind(now)
    })
    .await?;
    versions::bump_for_project(&mut *c, project_id).await?;
    Ok(Some(id))
}

/// Sets one of a sprint's two flags; false when the sprint does not exist.
pub async fn set_sprint_flag(
    c: &mut AnyConnection,
    id: &SprintId,
    flag: SprintFlag,
    value: bool,
) -> Result<bool, sqlx::Error> {
    let (column, kind) = match flag {
        SprintFlag::Active => ("active", Kind::SprintStarted),
        SprintFlag::Completed => ("completed", Kind::SprintCompleted),
    };
    // Locked first, so two writers at once do not both see it off and both tell the client.
    lock_row(c, "sprints", id).await?;
    let before: Option<(i64, String, String)> = sqlx::query_as(&format!(
        "SELECT CAST({column} AS BIGINT), title, project_id FROM sprints WHERE id = $1"
    ))
    .bind(id)
    .fetch_optional(&mut *c)
    .await?;
    // Turned on, not already on: the client hears that the sprint started or was completed.
    if let Some((0, title, project)) = before.as_ref().filter(|_| value) {
        let event = Event::staff(kind, title, id.as_str());
        activity::record(c, &ProjectId::from_stored(project.clone()), event).await?;
    }
    let done = sqlx::query(&format!(
        "UPDATE sprints SET {column} = $1, updated_at = $2 WHERE id = $3"
    ))
    .bind(i16::from(value))
    .bind(now_ms())
    .bind(id)
    .execute(&mut *c)
    .await?;
    versions::bump_for_sprint(&mut *c, id).await?;
    Ok(done.rows_affected() == 1)
}

#[derive(Clone, Copy, Debug)]
pub enum SprintFlag {
    Active,
    Completed,
}

/// Moves a sprint to `order` (1-based; past the end means last) and renumbers its project's
/// sprints 1..n. Returns the sprint's new order, or None when it does not exist.
pub async fn move_sprint(
    c: &mut AnyConnection,
    id: &SprintId,
    order: u32,
) -> Result<Option<i64>, sqlx::Error> {
    let project: Option<String> =
        sqlx::query_scalar("SELECT project_id FROM sprints WHERE id = $1")
            .bind(id)
            .fetch_optional(&mut *c)
            .await?;
    let Some(project) = project.map(ProjectId::from_stored) else {
        return Ok(None);
    };
    let mut ids: Vec<String> = sqlx::query_scalar(
        "SELECT id FROM sprints WHERE project_id = $1 ORDER BY position, created_at, id",
    )
    .bind(&project)
    .fetch_all(&mut *c)
    .await?;
    ids.retain(|s| s != id.as_str());
    let at = (order as usize - 1).min(ids.len());
    ids.insert(at, id.to_string());
    let now = now_ms();
    // Out of the way first (places are unique), then each into its new place.
    sqlx::query("UPDATE sprints SET position = -position WHERE project_id = $1")
        .bind(&project)
        .execute(&mut *c)
        .await?;
    for (i, sprint) in ids.iter().enumerate() {
        sqlx::query("UPDATE sprints SET position = $1, updated_at = $2 WHERE id = $3")
            .bind(i as i64 + 1)
            .bind(now)
            .bind(sprint)
            .execute(&mut *c)
            .await?;
    }
    versions::bump_for_project(&mut *c, &project).await?;
    Ok(Some(at as i64 + 1))
}

async fn set_assignees(
    c: &mut AnyConnection,
    task_id: &TaskId,
    members: &[String],
) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM task_assignees WHERE task_id = $1")
        .bind(task_id)
        .execute(&mut *c)
        .await?;
    for member in members {
        sqlx::query("INSERT INTO task_assignees (task_id, member_id) VALUES ($1, $2)")
            .bind(task_id)
            .bind(member)
            .execute(&mut *c)
            .await?;
    }
    Ok(())
}

/// Binds a task's eight fields, in column order, after whatever the query already has.
fn bind_task<'q>(q: super::AnyQuery<'q>, t: &'q Task) -> super::AnyQuery<'q> {
    q.bind(&t.title)
        .bind(t.status.as_str())
        .bind(t.priority.as_str())
        .bind(t.task_type.clone().unwrap_or_default())
        .bind(t.role.clone().unwrap_or_default())
        .bind(t.github_link.clone().unwrap_or_default())
        .bind(ymd(&t.task_date))
        .bind(t.description.clone().unwrap_or_default())
}

/// Adds a task at the end of its sprint; `None` when the sprint does not exist.
pub async fn add_task(
    c: &mut AnyConnection,
    sprint_id: &SprintId,
    t: &Task,
) -> Result<Option<TaskId>, sqlx::Error> {
    // Concurrent adds to one sprint take turns (see `add_sprint`).
    if !lock_row(c, "sprints", sprint_id).await? {
        return Ok(None);
    }
    let id = TaskId::generate();
    let now = now_ms();
    let sql = "INSERT INTO tasks (id, sprint_id, position, title, status, priority, type, role, github_link, \
               task_date, description, created_at, updated_at) SELECT $1, $2, COALESCE(MAX(position), 0) + 1, $3, \
               $4, $5, $6, $7, $8, $9, $10, $11, $11 FROM tasks WHERE sprint_id = $2";
    super::with_place_retry(c, sql, |q| {
        bind_task(q.bind(&id).bind(sprint_id), t).bind(now)
    })
    .await?;
    set_assignees(c, &id, &t.assigned_to).await?;
    // A task created done counts as done from its creation.
    super::history::record_status(c, &id).await?;
    versions::bump_for_sprint(&mut *c, sprint_id).await?;
    Ok(Some(id))
}

/// Replaces every field of a task, assignees included; false when it does not exist.
pub async fn update_task(
    c: &mut AnyConnection,
    id: &TaskId,
    t: &Task,
) -> Result<bool, sqlx::Error> {
    let q = sqlx::query(
        "UPDATE tasks SET title = $1, status = $2, priority = $3, type = $4, role = $5, github_link = $6, \
         task_date = $7, description = $8, updated_at = $9 WHERE id = $10",
    );
    let done = bind_task(q, t)
        .bind(now_ms())
        .bind(id)
        .execute(&mut *c)
        .await?;
    if done.rows_affected() != 1 {
        return Ok(false);
    }
    set_assignees(c, id, &t.assigned_to).await?;
    super::history::record_status(c, id).await?;
    versions::bump_for_task(&mut *c, id).await?;
    Ok(true)
}

/// Deletes a task; false when it does not exist.
pub async fn delete_task(c: &mut AnyConnection, id: &TaskId) -> Result<bool, sqlx::Error> {
    // Which project shows the task must be known before the row goes.
    let project: Option<String> = sqlx::query_scalar(
        "SELECT s.project_id FROM tasks t JOIN sprints s ON s.id = t.sprint_id WHERE t.id = $1",
    )
    .bind(id)
    .fetch_optional(&mut *c)
    .await?;
    let Some(project) = project.map(ProjectId::from_stored) else {
        return Ok(false);
    };
    super::history::record_deleted(c, id).await?;
    sqlx::query("DELETE FROM tasks WHERE id = $1")
        .bind(id)
        .execute(&mut *c)
        .await?;
    versions::bump_for_project(&mut *c, &project).await?;
    Ok(true)
}

/// Sets a task's status; the task as it now is (for the audit log), or None when it does not
/// exist.
pub async fn set_task_status(
    c: &mut AnyConnection,
    id: &TaskId,
    status: TaskStatus,
) -> Result<Option<serde_json::Value>, sqlx::Error> {
    set_task_field(c, id, "status", status.as_str()).await
}

pub async fn set_task_priority(
    c: &mut AnyConnection,
    id: &TaskId,
    priority: TaskPriority,
) -> Result<Option<serde_json::Value>, sqlx::Error> {
    set_task_field(c, id, "priority", priority.as_str()).await
}

/// One field set, the row as it now is read back by the same statement (`RETURNING`), with what
/// recording a status needs (`history::NOW`): no write after it in this transaction changes the
/// task's row.
async fn set_task_field(
    c: &mut AnyConnection,
    id: &TaskId,
    column: &'static str,
    value: &str,
) -> Result<Option<serde_json::Value>, sqlx::Error> {
    use sqlx::FromRow;
    let row = sqlx::query(&format!(
        "UPDATE tasks SET {column} = $1, updated_at = $2 WHERE id = $3 RETURNING *, {}",
        super::history::NOW
    ))
    .bind(value)
    .bind(now_ms())
    .bind(id)
    .fetch_optional(&mut *c)
    .await?;
    let Some(row) = row else {
        return Ok(None);
    };
    if column == "status" {
        let now = super::history::Now::from_row(&row)?;
        super::history::record_now(c, id, now).await?;
    }
    versions::bump_for_task(&mut *c, id).await?;
    Ok(Some(super::audit::row_json(&row)))
}
