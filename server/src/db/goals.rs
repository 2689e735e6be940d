//! Agreed goals of a project (their milestones: `payments`).

use portico_shared::dates::format_rfc3339_from_ms;
use portico_shared::validate::Goal;
use serde::Serialize;
use sqlx::FromRow;

use super::activity::{self, Event, Kind};
use super::{now_ms, Db};
use crate::ids::{GoalId, ProjectId};

#[derive(Debug, FromRow)]
struct GoalRow {
    id: String,
    project_id: String,
    title: String,
    description: String,
    status: String,
    due_date: Option<String>,
    is_completed: i64,
    created_at: i64,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct GoalView {
    #[serde(rename = "_id")]
    pub id: String,
    pub project: String,
    pub title: String,
    pub desc: String,
    pub status: String,
    pub due_date: Option<String>,
    pub is_completed: bool,
    pub created_at: String,
}

/// At most this many goals or payments are read for one project.
pub(super) const PER_PROJECT_MAX: i64 = 1000;

pub async fn goals(
    db: &Db,
    project_id: &ProjectId,
    only_in_progress: bool,
) -> Result<Vec<GoalView>, sqlx::Error> {
    goal_rows(db, "project_id", project_id, only_in_progress).await
}

pub async fn goal(db: &Db, id: &GoalId) -> Result<Option<GoalView>, sqlx::Error> {
    Ok(goal_rows(db, "id", id, false).await?.into_iter().next())
}

async fn goal_rows(
    db: &Db,
    key: &'static str,
    value: &str,
    only_in_progress: bool,
) -> Result<Vec<GoalView>, sqlx::Error> {
    let filter = if only_in_progress {
        " AND status = 'inprogress'"
    } else {
        ""
    };
    let rows: Vec<GoalRow> = sqlx::query_as(&format!(
        "SELECT id, project_id, title, description, status, due_date, CAST(is_completed AS BIGINT) AS is_completed, \
         created_at FROM goals WHERE {key} = $1{filter} ORDER BY due_date, created_at, id LIMIT {PER_PROJECT_MAX}"
    ))
    .bind(value)
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| GoalView {
            id: r.id,
            project: r.project_id,
            title: r.title,
            desc: r.description,
            status: r.status,
            due_date: r.due_date,
            is_completed: r.is_completed != 0,
            created_at: format_rfc3339_from_ms(r.created_at),
        })
        .collect())
}

pub async fn add_goal(
    c: &mut sqlx::AnyConnection,
    project_id: &ProjectId,
    g: &Goal,
) -> Result<GoalId, sqlx::Error> {
    let id = GoalId::generate();
    sqlx::query(
        "INSERT INTO goals (id, project_id, title, description, status, due_date, is_completed, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)",
    )
    .bind(&id)
    .bind(project_id)
    .bind(&g.title)
    .bind(g.desc.clone().unwrap_or_default())
    .bind(g.status.as_str())
    .bind(g.due_date.map(|d| d.to_string()))
    .bind(i16::from(g.is_completed))
    .bind(now_ms())
    .execute(&mut *c)
    .await?;
    super::figures::recount(c, project_id).await?;
    Ok(id)
}

/// A goal or milestone about to be completed: unless it already was, the client hears of it.
pub(super) async fn tell_reached(
    c: &mut sqlx::AnyConnection,
    table: &'static str,
    kind: Kind,
    id: &str,
) -> Result<(), sqlx::Error> {
    // Locked first, so two writers at once do not both see it open and both tell the client.
    sqlx::query(&format!(
        "UPDATE {table} SET updated_at = updated_at WHERE id = $1"
    ))
    .bind(id)
    .execute(&mut *c)
    .await?;
    let open: Option<(String, String)> = sqlx::query_as(&format!(
        "SELECT title, project_id FROM {table} WHERE id = $1 AND is_completed = 0"
    ))
    .bind(id)
    .fetch_optional(&mut *c)
    .await?;
    match open {
        Some((title, project)) => {
            let event = Event::staff(kind, &title, id);
            activity::record(c, &ProjectId::from_stored(project), event).await
        }
        None => Ok(()),
    }
}

/// Sets a goal's status (done also marks it completed); false when there is no such goal.
pub async fn set_goal_status(
    c: &mut sqlx::AnyConnection,
    id: &GoalId,
    status: portico_shared::status::GoalStatus,
) -> Result<bool, sqlx::Error> {
    let done = portico_shared::status::GoalStatus::Done == status;
    if done {
        tell_reached(c, "goals", Kind::GoalReached, id.as_str()).await?;
    }
    let result = sqlx::query(
        "UPDATE goals SET status = $1, is_completed = $2, updated_at = $3 WHERE id = $4",
    )
    .bind(status.as_str())
    .bind(i16::from(done))
    .bind(now_ms())
    .bind(id)
    .execute(&mut *c)
    .await?;
    super::figures::recount_where(
        c,
        "SELECT project_id FROM goals WHERE id = $1",
        id,
        super::figures::Counts::All,
    )
    .await?;
    Ok(result.rows_affected() == 1)
}
