//! A sprint's budget in hours and money (ADR 0042), set by staff and read against the sprint's
//! logged time in the Hours view, as the project's own budget is.

use portico_shared::validate::SprintBudget;
use sqlx::{AnyConnection, FromRow};

use super::Db;
use crate::ids::{ProjectId, SprintId};

/// A sprint with a budget: its id, title, and budgets in minutes and minor units.
#[derive(Debug, FromRow)]
pub struct Budgeted {
    pub id: String,
    pub title: String,
    pub budget_minutes: Option<i64>,
    pub budget_minor: Option<i64>,
}

/// The sprint's project and currency, if the sprint exists.
pub async fn project_of_sprint(
    db: &Db,
    sprint: &SprintId,
) -> Result<Option<(ProjectId, String)>, sqlx::Error> {
    let row: Option<(String, String)> = sqlx::query_as(
        "SELECT p.id, p.currency FROM sprints s JOIN projects p ON p.id = s.project_id WHERE s.id = $1",
    )
    .bind(sprint)
    .fetch_optional(db)
    .await?;
    Ok(row.map(|(p, c)| (ProjectId::from_stored(p), c)))
}

/// Sets (blank: clears) a sprint's budgets and raises its project's hours version. False when no
/// such sprint.
pub async fn set(
    c: &mut AnyConnection,
    sprint: &SprintId,
    b: &SprintBudget,
) -> Result<bool, sqlx::Error> {
    let done =
        sqlx::query("UPDATE sprints SET budget_minutes = $2, budget_minor = $3 WHERE id = $1")
            .bind(sprint)
            .bind(b.minutes)
            .bind(b.minor)
            .execute(&mut *c)
            .await?;
    if done.rows_affected() == 0 {
        return Ok(false);
    }
    sqlx::query(
        "UPDATE projects SET hours_version = hours_version + 1 \
         WHERE id = (SELECT project_id FROM sprints WHERE id = $1)",
    )
    .bind(sprint)
    .execute(&mut *c)
    .await?;
    Ok(true)
}

/// The project's sprints that have a budget (at most 200, as many as the view's groups).
pub async fn budgeted(db: &Db, project: &ProjectId) -> Result<Vec<Budgeted>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, title, budget_minutes, budget_minor FROM sprints WHERE project_id = $1 \
         AND (budget_minutes IS NOT NULL OR budget_minor IS NOT NULL) ORDER BY id LIMIT 200",
    )
    .bind(project)
    .fetch_all(db)
    .await
}
