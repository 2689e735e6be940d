//! What clients send staff: new-project requirements and statement-of-work updates.

use portico_shared::dates::format_rfc3339_from_ms;
use serde::Serialize;
use sqlx::FromRow;

use super::{new_id, now_ms, Db};

#[derive(Debug, FromRow)]
struct RequestRow {
    id: String,
    user_id: String,
    user_name: String,
    title: String,
    project_cost: String,
    project_timeline: String,
    description: String,
    created_at: i64,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RequestView {
    #[serde(rename = "_id")]
    pub id: String,
    pub user: String,
    pub user_name: String,
    pub title: String,
    pub project_cost: String,
    pub project_timeline: String,
    pub description: String,
    pub created_at: String,
}

pub async fn add_request(
    db: &Db,
    user_id: &str,
    r: &portico_shared::validate::ProjectRequest,
) -> Result<String, sqlx::Error> {
    let id = new_id();
    sqlx::query(
        "INSERT INTO project_requests (id, user_id, title, project_cost, project_timeline, description, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(&id)
    .bind(user_id)
    .bind(&r.title)
    .bind(r.project_cost.clone().unwrap_or_default())
    .bind(r.project_timeline.clone().unwrap_or_default())
    .bind(r.description.clone().unwrap_or_default())
    .bind(now_ms())
    .execute(db)
    .await?;
    Ok(id)
}

/// Requests of one client, or of everyone (staff).
pub async fn requests(db: &Db, user_id: Option<&str>) -> Result<Vec<RequestView>, sqlx::Error> {
    let cond = if user_id.is_some() {
        "WHERE r.user_id = $1"
    } else {
        ""
    };
    let sql = format!(
        "SELECT r.id, r.user_id, u.name AS user_name, r.title, r.project_cost, r.project_timeline, r.description, \
         r.created_at FROM project_requests r JOIN users u ON u.id = r.user_id {cond} ORDER BY r.created_at DESC"
    );
    let mut q = sqlx::query_as::<_, RequestRow>(&sql);
    if let Some(u) = user_id {
        q = q.bind(u);
    }
    Ok(q.fetch_all(db)
        .await?
        .into_iter()
        .map(|r| RequestView {
            id: r.id,
            user: r.user_id,
            user_name: r.user_name,
            title: r.title,
            project_cost: r.project_cost,
            project_timeline: r.project_timeline,
            description: r.description,
            created_at: format_rfc3339_from_ms(r.created_at),
        })
        .collect())
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct UpdateView {
    #[serde(rename = "_id")]
    pub id: String,
    pub project: String,
    pub user: String,
    pub user_name: String,
    pub text: String,
    pub created_at: String,
}

pub async fn add_update(
    db: &Db,
    project_id: &str,
    user_id: &str,
    text: &str,
) -> Result<String, sqlx::Error> {
    let id = new_id();
    sqlx::query("INSERT INTO project_updates (id, project_id, user_id, text, created_at) VALUES ($1, $2, $3, $4, $5)")
        .bind(&id)
        .bind(project_id)
        .bind(user_id)
        .bind(text)
        .bind(now_ms())
        .execute(db)
        .await?;
    Ok(id)
}

pub async fn updates(db: &Db, project_id: &str) -> Result<Vec<UpdateView>, sqlx::Error> {
    let rows: Vec<(String, String, String, String, String, i64)> = sqlx::query_as(
        "SELECT p.id, p.project_id, p.user_id, u.name, p.text, p.created_at FROM project_updates p \
         JOIN users u ON u.id = p.user_id WHERE p.project_id = $1 ORDER BY p.created_at",
    )
    .bind(project_id)
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(id, project, user, user_name, text, at)| UpdateView {
            id,
            project,
            user,
            user_name,
            text,
            created_at: format_rfc3339_from_ms(at),
        })
        .collect())
}
