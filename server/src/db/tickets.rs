//! Support tickets and their conversations. Two queries per list, whatever its length.

use std::collections::HashMap;

use portico_shared::dates::format_rfc3339_from_ms;
use serde::Serialize;
use sqlx::FromRow;

use super::{new_id, now_ms, Db};

#[derive(Debug, FromRow)]
struct TicketRow {
    id: String,
    user_id: String,
    user_name: String,
    project_id: Option<String>,
    title: String,
    description: String,
    status: String,
    created_at: i64,
    updated_at: i64,
}

#[derive(Debug, FromRow)]
struct CommentRow {
    id: String,
    ticket_id: String,
    user_id: String,
    user_name: String,
    user_role: String,
    text: String,
    created_at: i64,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CommentView {
    #[serde(rename = "_id")]
    pub id: String,
    pub user: String,
    pub user_name: String,
    /// Whether the author is staff, so the conversation can tell "us" from "them".
    pub from_staff: bool,
    pub text: String,
    pub created_at: String,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TicketView {
    #[serde(rename = "_id")]
    pub id: String,
    pub title: String,
    pub description: String,
    pub status: String,
    pub created_by: String,
    pub created_by_name: String,
    pub project: Option<String>,
    pub created_at: String,
    pub updated_at: String,
    pub comments: Vec<CommentView>,
}

async fn load(
    db: &Db,
    owner: Option<&str>,
    id: Option<&str>,
) -> Result<Vec<TicketView>, sqlx::Error> {
    let mut conds = Vec::new();
    let mut binds = Vec::new();
    if let Some(o) = owner {
        binds.push(o);
        conds.push(format!("t.user_id = ${}", binds.len()));
    }
    if let Some(i) = id {
        binds.push(i);
        conds.push(format!("t.id = ${}", binds.len()));
    }
    let cond = if conds.is_empty() {
        String::new()
    } else {
        format!("WHERE {}", conds.join(" AND "))
    };
    let sql = format!(
        "SELECT t.id, t.user_id, u.name AS user_name, t.project_id, t.title, t.description, t.status, t.created_at, \
         t.updated_at FROM tickets t JOIN users u ON u.id = t.user_id {cond} ORDER BY t.created_at DESC"
    );
    let mut q = sqlx::query_as::<_, TicketRow>(&sql);
    for b in &binds {
        q = q.bind(b.to_string());
    }
    let tickets = q.fetch_all(db).await?;
    if tickets.is_empty() {
        return Ok(Vec::new());
    }
    let sql = format!(
        "SELECT c.id, c.ticket_id, c.user_id, u.name AS user_name, u.role AS user_role, c.text, c.created_at \
         FROM ticket_comments c JOIN tickets t ON t.id = c.ticket_id JOIN users u ON u.id = c.user_id {cond} \
         ORDER BY c.created_at"
    );
    let mut q = sqlx::query_as::<_, CommentRow>(&sql);
    for b in &binds {
        q = q.bind(b.to_string());
    }
    let mut by_ticket: HashMap<String, Vec<CommentView>> = HashMap::new();
    for c in q.fetch_all(db).await? {
        by_ticket.entry(c.ticket_id).or_default().push(CommentView {
            id: c.id,
            user: c.user_id,
            user_name: c.user_name,
            from_staff: c.user_role == "admin",
            text: c.text,
            created_at: format_rfc3339_from_ms(c.created_at),
        });
    }
    Ok(tickets
        .into_iter()
        .map(|t| TicketView {
            comments: by_ticket.remove(&t.id).unwrap_or_default(),
            id: t.id,
            title: t.title,
            description: t.description,
            status: t.status,
            created_by: t.user_id,
            created_by_name: t.user_name,
            project: t.project_id,
            created_at: format_rfc3339_from_ms(t.created_at),
            updated_at: format_rfc3339_from_ms(t.updated_at),
        })
        .collect())
}

pub async fn for_user(db: &Db, user_id: &str) -> Result<Vec<TicketView>, sqlx::Error> {
    load(db, Some(user_id), None).await
}

pub async fn all(db: &Db) -> Result<Vec<TicketView>, sqlx::Error> {
    load(db, None, None).await
}

/// One ticket, if `owner` (when given) created it.
pub async fn one(
    db: &Db,
    id: &str,
    owner: Option<&str>,
) -> Result<Option<TicketView>, sqlx::Error> {
    Ok(load(db, owner, Some(id)).await?.into_iter().next())
}

pub async fn insert(
    db: &Db,
    user_id: &str,
    project_id: Option<&str>,
    title: &str,
    description: &str,
) -> Result<String, sqlx::Error> {
    let id = new_id();
    sqlx::query(
        "INSERT INTO tickets (id, user_id, project_id, title, description, status, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, 'Open', $6, $6)",
    )
    .bind(&id)
    .bind(user_id)
    .bind(project_id)
    .bind(title)
    .bind(description)
    .bind(now_ms())
    .execute(db)
    .await?;
    Ok(id)
}

pub async fn add_comment(
    db: &Db,
    ticket_id: &str,
    user_id: &str,
    text: &str,
) -> Result<String, sqlx::Error> {
    let id = new_id();
    let now = now_ms();
    let mut tx = db.begin().await?;
    sqlx::query("INSERT INTO ticket_comments (id, ticket_id, user_id, text, created_at) VALUES ($1, $2, $3, $4, $5)")
        .bind(&id)
        .bind(ticket_id)
        .bind(user_id)
        .bind(text)
        .bind(now)
        .execute(&mut *tx)
        .await?;
    sqlx::query("UPDATE tickets SET updated_at = $1 WHERE id = $2")
        .bind(now)
        .bind(ticket_id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(id)
}

pub async fn set_status(db: &Db, id: &str, status: &str) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("UPDATE tickets SET status = $1, updated_at = $2 WHERE id = $3")
        .bind(status)
        .bind(now_ms())
        .bind(id)
        .execute(db)
        .await?;
    Ok(done.rows_affected() == 1)
}

pub async fn delete(db: &Db, id: &str) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("DELETE FROM tickets WHERE id = $1")
        .bind(id)
        .execute(db)
        .await?;
    Ok(done.rows_affected() == 1)
}
