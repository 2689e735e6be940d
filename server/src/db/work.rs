//! Sprints and tasks: staff writes. Reads go through `projects`.

use portico_shared::status::{TaskPriority, TaskStatus};
use portico_shared::validate::{Sprint, Task};

use super::{new_id, now_ms, Db};

fn ymd(d: &Option<portico_shared::Date>) -> Option<String> {
    d.map(|d| d.to_string())
}

/// Adds a sprint at the end of its project; `None` when the project does not exist.
pub async fn add_sprint(
    db: &Db,
    project_id: &str,
    s: &Sprint,
) -> Result<Option<String>, sqlx::Error> {
    if !super::exists(db, "projects", project_id).await? {
        return Ok(None);
    }
    let id = new_id();
    let now = now_ms();
    sqlx::query(
        "INSERT INTO sprints (id, project_id, position, title, goal, timeline, start_date, end_date, active, completed, \
         created_at, updated_at) SELECT $1, $2, COALESCE(MAX(position), 0) + 1, $3, $4, $5, $6, $7, 0, 0, $8, $8 \
         FROM sprints WHERE project_id = $2",
    )
    .bind(&id)
    .bind(project_id)
    .bind(&s.title)
    .bind(s.goal.clone().unwrap_or_default())
    .bind(s.timeline.clone().unwrap_or_default())
    .bind(ymd(&s.start_date))
    .bind(ymd(&s.end_date))
    .bind(now)
    .execute(db)
    .await?;
    super::versions::bump_for_project(db, project_id).await?;
    Ok(Some(id))
}

pub async fn set_sprint_active(db: &Db, id: &str, active: bool) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("UPDATE sprints SET active = $1, updated_at = $2 WHERE id = $3")
        .bind(i16::from(active))
        .bind(now_ms())
        .bind(id)
        .execute(db)
        .await?;
    super::versions::bump_for_sprint(db, id).await?;
    Ok(done.rows_affected() == 1)
}

/// Adds a task at the end of its sprint; `None` when the sprint does not exist.
pub async fn add_task(db: &Db, sprint_id: &str, t: &Task) -> Result<Option<String>, sqlx::Error> {
    if !super::exists(db, "sprints", sprint_id).await? {
        return Ok(None);
    }
    let id = new_id();
    let now = now_ms();
    let mut tx = db.begin().await?;
    sqlx::query(
        "INSERT INTO tasks (id, sprint_id, position, title, status, priority, type, role, github_link, task_date, \
         description, created_at, updated_at) SELECT $1, $2, COALESCE(MAX(position), 0) + 1, $3, $4, $5, $6, $7, $8, \
         $9, $10, $11, $11 FROM tasks WHERE sprint_id = $2",
    )
    .bind(&id)
    .bind(sprint_id)
    .bind(&t.title)
    .bind(t.status.as_str())
    .bind(t.priority.as_str())
    .bind(t.task_type.clone().unwrap_or_default())
    .bind(t.role.clone().unwrap_or_default())
    .bind(t.github_link.clone().unwrap_or_default())
    .bind(ymd(&t.task_date))
    .bind(t.description.clone().unwrap_or_default())
    .bind(now)
    .execute(&mut *tx)
    .await?;
    if let Some(member) = &t.assigned_to {
        sqlx::query("INSERT INTO task_assignees (task_id, member_id) VALUES ($1, $2)")
            .bind(&id)
            .bind(member)
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    super::versions::bump_for_sprint(db, sprint_id).await?;
    Ok(Some(id))
}

pub async fn set_task_status(db: &Db, id: &str, status: TaskStatus) -> Result<bool, sqlx::Error> {
    set_task_field(db, id, "status", status.as_str()).await
}

pub async fn set_task_priority(
    db: &Db,
    id: &str,
    priority: TaskPriority,
) -> Result<bool, sqlx::Error> {
    set_task_field(db, id, "priority", priority.as_str()).await
}

async fn set_task_field(
    db: &Db,
    id: &str,
    column: &'static str,
    value: &str,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(&format!(
        "UPDATE tasks SET {column} = $1, updated_at = $2 WHERE id = $3"
    ))
    .bind(value)
    .bind(now_ms())
    .bind(id)
    .execute(db)
    .await?;
    super::versions::bump_for_task(db, id).await?;
    Ok(done.rows_affected() == 1)
}
