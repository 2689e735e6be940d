//! What clients send staff: new-project requirements and statement-of-work updates.

use portico_shared::dates::format_rfc3339_from_ms;
use serde::Serialize;
use sqlx::FromRow;

use super::attachments::{of_owners, AttachmentView};
use super::{new_id, now_ms, Db};
use crate::ids::{ProjectId, UserId};
use crate::paging::{ListQuery, Page, Sorts, Where};

/// The sort keys this list takes (documented by its route, `Api::sorted_by`).
pub const UPDATE_SORTS: Sorts = Sorts {
    keys: &[("createdAt", "x.created_at")],
    default: ("createdAt", true),
    tie: "x.id",
};
/// The sort keys this list takes (documented by its route, `Api::sorted_by`).
pub const SORTS: Sorts = Sorts {
    keys: &[("createdAt", "r.created_at"), ("title", "LOWER(r.title)")],
    default: ("createdAt", true),
    tie: "r.id",
};

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

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct RequestView {
    #[serde(rename = "_id")]
    pub id: String,
    pub user: String,
    pub user_name: String,
    pub title: String,
    /// The budget proposed; absent for a person who does not handle money (ADR 0030).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub project_cost: Option<String>,
    pub project_timeline: String,
    pub description: String,
    pub created_at: String,
    /// The files sent with it (the brief, the mock-ups).
    pub attachments: Vec<AttachmentView>,
}

pub async fn add_request<'e>(
    db: impl sqlx::Executor<'e, Database = sqlx::Any>,
    (client, author): (&UserId, &UserId),
    r: &portico_shared::validate::ProjectRequest,
) -> Result<String, sqlx::Error> {
    let id = new_id();
    sqlx::query(
        "INSERT INTO project_requests (id, user_id, author_id, title, project_cost, project_timeline, description, \
         created_at) VALUES ($1, $2, $8, $3, $4, $5, $6, $7)",
    )
    .bind(&id)
    .bind(client)
    .bind(&r.title)
    .bind(r.project_cost.clone().unwrap_or_default())
    .bind(r.project_timeline.clone().unwrap_or_default())
    .bind(r.description.clone().unwrap_or_default())
    .bind(now_ms())
    .bind(author)
    .execute(db)
    .await?;
    Ok(id)
}

/// One page of the requests of one client (`owner`), or of everyone (staff, optionally filtered
/// by `client`), newest first; with their costs when the reader handles money (`amounts`).
pub async fn requests(
    db: &Db,
    owner: Option<&UserId>,
    q: &ListQuery,
    amounts: bool,
) -> Result<Page<RequestView>, crate::error::ApiError> {
    let mut w = Where::default();
    if let Some(owner) = owner {
        w.and("r.user_id = ?", owner.to_string());
    } else if let Some(client) = q.filter_id("client") {
        w.and("r.user_id = ?", client);
    }
    w.search(q.like(), &["r.title", "r.description"]);
    let order = q.order_by(&SORTS)?;
    let total = super::count(
        db,
        &format!("SELECT COUNT(*) FROM project_requests r {}", w.sql()),
        &w.binds,
    )
    .await?;
    let sql = format!(
        "SELECT r.id, r.user_id, u.name AS user_name, r.title, r.project_cost, r.project_timeline, r.description, \
         r.created_at FROM project_requests r JOIN users u ON u.id = r.user_id {} {order} {}",
        w.sql(),
        q.limit_sql()
    );
    let rows: Vec<RequestRow> = super::fetch_with(db, &sql, &w.binds).await?;
    let ids: Vec<String> = rows.iter().map(|r| r.id.clone()).collect();
    let mut files = of_owners(db, "request", &ids).await?;
    Ok(Page {
        total,
        rows: rows
            .into_iter()
            .map(|r| RequestView {
                attachments: files.remove(&r.id).unwrap_or_default(),
                id: r.id,
                user: r.user_id,
                user_name: r.user_name,
                title: r.title,
                project_cost: amounts.then_some(r.project_cost),
                project_timeline: r.project_timeline,
                description: r.description,
                created_at: format_rfc3339_from_ms(r.created_at),
            })
            .collect(),
    })
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct UpdateView {
    #[serde(rename = "_id")]
    pub id: String,
    pub project: String,
    pub project_title: String,
    pub user: String,
    pub user_name: String,
    pub text: String,
    pub created_at: String,
    /// The files sent with it (a signed change request).
    pub attachments: Vec<AttachmentView>,
}

/// The client company a project belongs to (whose quota its updates' files count in).
pub async fn client_of(
    c: &mut sqlx::AnyConnection,
    project: &ProjectId,
) -> Result<String, sqlx::Error> {
    sqlx::query_scalar("SELECT client_id FROM projects WHERE id = $1")
        .bind(project)
        .fetch_one(&mut *c)
        .await
}

pub async fn add_update<'e>(
    db: impl sqlx::Executor<'e, Database = sqlx::Any>,
    project_id: &ProjectId,
    user_id: &UserId,
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

#[derive(FromRow)]
struct UpdateRow {
    id: String,
    project_id: String,
    project_title: String,
    user_id: String,
    user_name: String,
    text: String,
    created_at: i64,
}

/// One page of statement-of-work updates: of one project (a conversation, oldest first unless
/// asked otherwise), or for staff of every project, filtered by `client` or `project`, newest first.
pub async fn updates(
    db: &Db,
    project_id: Option<&ProjectId>,
    q: &ListQuery,
) -> Result<Page<UpdateView>, crate::error::ApiError> {
    let mut w = Where::default();
    if let Some(project) = project_id {
        w.and("x.project_id = ?", project.to_string());
    } else {
        if let Some(project) = q.filter_id("project") {
            w.and("x.project_id = ?", project);
        }
        if let Some(client) = q.filter_id("client") {
            w.and("p.client_id = ?", client);
        }
    }
    w.search(q.like(), &["x.text"]);
    // One project's updates read oldest first, like a conversation; everyone's newest first.
    let order = q.order_sql(
        UPDATE_SORTS.keys,
        ("createdAt", project_id.is_none()),
        UPDATE_SORTS.tie,
    )?;
    let from = "FROM project_updates x JOIN projects p ON p.id = x.project_id JOIN users u ON u.id = x.user_id";
    let total = super::count(db, &format!("SELECT COUNT(*) {from} {}", w.sql()), &w.binds).await?;
    let sql = format!(
        "SELECT x.id, x.project_id, p.title AS project_title, x.user_id, u.name AS user_name, x.text, x.created_at \
         {from} {} {order} {}",
        w.sql(),
        q.limit_sql()
    );
    let rows: Vec<UpdateRow> = super::fetch_with(db, &sql, &w.binds).await?;
    let ids: Vec<String> = rows.iter().map(|r| r.id.clone()).collect();
    let mut files = of_owners(db, "update", &ids).await?;
    Ok(Page {
        total,
        rows: rows
            .into_iter()
            .map(|r| UpdateView {
                attachments: files.remove(&r.id).unwrap_or_default(),
                id: r.id,
                project: r.project_id,
                project_title: r.project_title,
                user: r.user_id,
                user_name: r.user_name,
                text: r.text,
                created_at: format_rfc3339_from_ms(r.created_at),
            })
            .collect(),
    })
}
