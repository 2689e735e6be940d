//! Projects, read through their owner.

use serde::Serialize;
use sqlx::FromRow;

use super::Db;

#[derive(Clone, Debug, FromRow)]
pub struct ProjectSummaryRow {
    pub id: String,
    pub title: String,
    pub project_desc: String,
    pub sprint_count: i64,
    pub created_at: i64,
}

/// A project card: title, sprint count and date.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProjectSummary {
    #[serde(rename = "_id")]
    pub id: String,
    pub title: String,
    pub project_desc: String,
    pub sprint_count: i64,
    pub created_at: String,
}

impl From<ProjectSummaryRow> for ProjectSummary {
    fn from(r: ProjectSummaryRow) -> Self {
        Self {
            id: r.id,
            title: r.title,
            project_desc: r.project_desc,
            sprint_count: r.sprint_count,
            created_at: portico_shared::dates::format_rfc3339_from_ms(r.created_at),
        }
    }
}

/// One query whatever the number of projects: the sprint count is a grouped join.
pub async fn summaries_for_client(
    db: &Db,
    client_id: &str,
) -> Result<Vec<ProjectSummary>, sqlx::Error> {
    let rows: Vec<ProjectSummaryRow> = sqlx::query_as(
        "SELECT p.id, p.title, p.project_desc, p.created_at, COUNT(s.id) AS sprint_count \
         FROM projects p LEFT JOIN sprints s ON s.project_id = p.id \
         WHERE p.client_id = $1 \
         GROUP BY p.id, p.title, p.project_desc, p.created_at \
         ORDER BY p.created_at, p.title",
    )
    .bind(client_id)
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().map(Into::into).collect())
}
