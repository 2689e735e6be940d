//! Support tickets and their conversations. Two queries per list, whatever its length; a list
//! carries each ticket's latest replies only (`COMMENTS_SHOWN`), the rest come in pages
//! (`comments`), so a page of tickets is bounded whatever their threads hold.

use std::collections::HashMap;

use portico_shared::dates::format_rfc3339_from_ms;
use serde::Serialize;
use sqlx::FromRow;

use super::projects::Scope;
pub use super::ticket_view::{RatingView, SlaMeasure, SlaView};
use super::{now_ms, Db};
use crate::error::ApiError;
use crate::ids::{ProjectId, TicketId, UserId};
use crate::paging::{ListQuery, Page, Sorts, Where};

/// What the lists' `status` filter takes.
pub const STATUS_FILTER: [&str; 2] = ["Open", "Closed"];

/// What the lists' `state` filter takes.
pub const STATE_FILTER: [&str; 6] = [
    "new",
    "open",
    "waitingOnClient",
    "waitingOnUs",
    "solved",
    "closed",
];

/// The sort keys this list takes (documented by its route, `Api::sorted_by`).
pub const SORTS: Sorts = Sorts {
    keys: &[
        ("title", "LOWER(t.title)"),
        ("status", "t.status"),
        ("client", "LOWER(u.name)"),
        ("createdAt", "t.created_at"),
        ("updatedAt", "t.updated_at"),
        // What is due first: the first reply until it is given, then the resolution; paused
        // tickets after every running one, done ones last.
        (
            "dueAt",
            "CASE WHEN t.state IN ('solved', 'closed') THEN 9000000000000000 \
             WHEN t.state = 'waitingOnClient' THEN 8000000000000000 \
             WHEN t.first_response_at IS NULL THEN COALESCE(t.response_due_at, 7000000000000000) \
             ELSE COALESCE(t.resolution_due_at, 7000000000000000) END",
        ),
        (
            "priority",
            "CASE t.priority WHEN 'urgent' THEN 0 WHEN 'high' THEN 1 WHEN 'normal' THEN 2 ELSE 3 END",
        ),
    ],
    default: ("createdAt", true),
    tie: "t.id",
};

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
    #[sqlx(flatten)]
    clock: super::ticket_view::ClockRow,
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
    /// How many replies the comment's ticket has (a window count over the same query).
    total: i64,
}

/// The replies a ticket carries in a list and in a write's answer: its latest ones.
pub const COMMENTS_SHOWN: i64 = 20;

impl From<CommentRow> for CommentView {
    fn from(c: CommentRow) -> Self {
        Self {
            id: c.id,
            user: c.user_id,
            user_name: c.user_name,
            from_staff: c.user_role == "admin",
            text: c.text,
            created_at: format_rfc3339_from_ms(c.created_at),
            attachments: Vec::new(),
        }
    }
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
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
    /// The files attached to the reply.
    pub attachments: Vec<super::attachments::AttachmentView>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TicketView {
    #[serde(rename = "_id")]
    pub id: String,
    pub title: String,
    pub description: String,
    pub status: String,
    /// `low`, `normal`, `high` or `urgent` (staff decide).
    pub priority: String,
    /// What the client proposed when opening it.
    pub requested_priority: Option<String>,
    /// `new`, `open`, `waitingOnClient`, `waitingOnUs`, `solved` or `closed`.
    pub state: String,
    pub solved_at: Option<String>,
    /// The first reply's and the resolution's targets (ADR 0045).
    pub sla: SlaView,
    /// The client's rating of the current solve.
    pub rating: Option<RatingView>,
    pub created_by: String,
    pub created_by_name: String,
    pub project: Option<String>,
    pub created_at: String,
    pub updated_at: String,
    /// The latest replies (at most 20), oldest first; `GET /ticket/{ticketId}/comments` pages
    /// through all of them.
    pub comments: Vec<CommentView>,
    /// How many replies the ticket has in all.
    pub comment_count: i64,
    /// The files attached to the ticket itself (a reply's are on the reply).
    pub attachments: Vec<super::attachments::AttachmentView>,
}

/// Tickets matching `w` (over `tickets t JOIN users u`), in `tail`'s order and page, each with
/// its comments: two queries.
async fn load(db: &Db, w: &Where, tail: &str) -> Result<Vec<TicketView>, sqlx::Error> {
    let sql = format!(
        "SELECT t.id, COALESCE(t.author_id, t.user_id) AS user_id, COALESCE(a.name, u.name) AS user_name, \
         t.project_id, t.title, t.description, t.status, t.created_at, t.updated_at, {} \
         FROM tickets t JOIN users u ON u.id = t.user_id LEFT JOIN users a ON a.id = t.author_id \
         LEFT JOIN ticket_ratings r ON r.ticket_id = t.id AND r.solved_at = t.solved_at {} {tail}",
        super::ticket_view::CLOCK_COLUMNS,
        w.sql()
    );
    let tickets: Vec<TicketRow> = super::fetch_with(db, &sql, &w.binds).await?;
    if tickets.is_empty() {
        return Ok(Vec::new());
    }
    let ids: Vec<String> = tickets.iter().map(|t| t.id.clone()).collect();
    // Each ticket's latest replies and its count, numbered per ticket by the database.
    let sql = format!(
        "SELECT id, ticket_id, user_id, user_name, user_role, text, created_at, total FROM (\
         SELECT c.id, c.ticket_id, c.user_id, u.name AS user_name, u.role AS user_role, c.text, \
         c.created_at, ROW_NUMBER() OVER (PARTITION BY c.ticket_id ORDER BY c.created_at DESC, c.id DESC) AS n, \
         COUNT(*) OVER (PARTITION BY c.ticket_id) AS total \
         FROM ticket_comments c JOIN users u ON u.id = c.user_id WHERE c.ticket_id IN ({})) latest \
         WHERE n <= {COMMENTS_SHOWN} ORDER BY created_at, id",
        super::placeholders(ids.len(), 1)
    );
    let mut files = super::attachments::of_tickets(db, &ids).await?;
    let mut by_ticket: HashMap<String, (i64, Vec<CommentView>)> = HashMap::new();
    for c in super::fetch_with::<CommentRow>(db, &sql, &ids).await? {
        let entry = by_ticket.entry(c.ticket_id.clone()).or_default();
        entry.0 = c.total;
        let mut view: CommentView = c.into();
        view.attachments = files.remove(&view.id).unwrap_or_default();
        entry.1.push(view);
    }
    let now = now_ms();
    Ok(tickets
        .into_iter()
        .map(|t| {
            let (comment_count, comments) = by_ticket.remove(&t.id).unwrap_or_default();
            TicketView {
                sla: t.clock.sla(now),
                rating: t.clock.rating(),
                priority: t.clock.priority.clone(),
                requested_priority: t.clock.requested_priority.clone(),
                state: t.clock.state.clone(),
                solved_at: super::ticket_view::iso(t.clock.solved_at),
                attachments: files.remove(&t.id).unwrap_or_default(),
                comments,
                comment_count,
                id: t.id,
                title: t.title,
                description: t.description,
                status: t.status,
                created_by: t.user_id,
                created_by_name: t.user_name,
                project: t.project_id,
                created_at: format_rfc3339_from_ms(t.created_at),
                updated_at: format_rfc3339_from_ms(t.updated_at),
            }
        })
        .collect())
}

/// One page of a ticket's replies, oldest first (the thread as it reads).
pub async fn comments(
    db: &Db,
    ticket_id: &TicketId,
    q: &ListQuery,
) -> Result<Page<CommentView>, ApiError> {
    let total = super::count(
        db,
        "SELECT COUNT(*) FROM ticket_comments WHERE ticket_id = $1",
        &[ticket_id.to_string()],
    )
    .await?;
    let sql = format!(
        "SELECT c.id, c.ticket_id, c.user_id, u.name AS user_name, u.role AS user_role, c.text, \
         c.created_at, CAST(0 AS BIGINT) AS total FROM ticket_comments c JOIN users u ON u.id = c.user_id \
         WHERE c.ticket_id = $1 ORDER BY c.created_at, c.id {}",
        q.limit_sql()
    );
    let mut files = super::attachments::of_tickets(db, &[ticket_id.to_string()]).await?;
    let rows = super::fetch_with::<CommentRow>(db, &sql, &[ticket_id.to_string()])
        .await?
        .into_iter()
        .map(|c| {
            let mut view = CommentView::from(c);
            view.attachments = files.remove(&view.id).unwrap_or_default();
            view
        })
        .collect();
    Ok(Page { rows, total })
}

/// One page of tickets: one client's (`owner`), or for staff everyone's, filtered by `status`
/// and `client`; newest first unless asked otherwise.
pub async fn list(db: &Db, scope: Scope<'_>, q: &ListQuery) -> Result<Page<TicketView>, ApiError> {
    let mut w = Where::default();
    if let Scope::Client(owner, only) = scope {
        w.and("t.user_id = ?", owner.to_string());
        if let Some(set) = only {
            w.unset_or_in("t.project_id", set);
        }
    } else if let Some(client) = q.filter_id("client") {
        w.and("t.user_id = ?", client);
    }
    match q.filter_in("status", &STATUS_FILTER)?.as_deref() {
        Some("Open") => {
            w.and_sql("t.status = 'Open'");
        }
        Some(_) => {
            w.and_sql("t.status <> 'Open'");
        }
        None => {}
    }
    if let Some(state) = q.filter_in("state", &STATE_FILTER)? {
        w.and("t.state = ?", state);
    }
    w.search(q.like(), &["t.title", "t.description", "u.name"]);
    let order = q.order_by(&SORTS)?;
    let total = super::count(
        db,
        &format!(
            "SELECT COUNT(*) FROM tickets t JOIN users u ON u.id = t.user_id {}",
            w.sql()
        ),
        &w.binds,
    )
    .await?;
    let rows = load(db, &w, &format!("{order} {}", q.limit_sql())).await?;
    Ok(Page { rows, total })
}

/// One ticket, if the scope may see it: a person, their company's, about no project or one
/// they see.
pub async fn one(
    db: &Db,
    id: &TicketId,
    scope: Scope<'_>,
) -> Result<Option<TicketView>, sqlx::Error> {
    Ok(load(db, &one_seen(id, scope), "").await?.into_iter().next())
}

/// The ticket `id`, when `scope` sees it.
fn one_seen(id: &TicketId, scope: Scope<'_>) -> Where {
    let mut w = Where::default();
    w.and("t.id = ?", id.to_string());
    if let Scope::Client(owner, only) = scope {
        w.and("t.user_id = ?", owner.to_string());
        if let Some(set) = only {
            w.unset_or_in("t.project_id", set);
        }
    }
    w
}

/// Whether the caller (`scope`) may see the ticket: one count, for what a ticket authorizes
/// (its files).
pub async fn visible(db: &Db, id: &TicketId, scope: Scope<'_>) -> Result<bool, sqlx::Error> {
    let w = one_seen(id, scope);
    let n = super::count(
        db,
        &format!("SELECT COUNT(*) FROM tickets t {}", w.sql()),
        &w.binds,
    )
    .await?;
    Ok(n > 0)
}

/// The client company a ticket belongs to.
pub async fn company_of(
    c: &mut sqlx::AnyConnection,
    id: &TicketId,
) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT user_id FROM tickets WHERE id = $1")
        .bind(id)
        .fetch_optional(&mut *c)
        .await
}

/// A ticket of a client company (`client`), opened by one of its people (`author`) at the
/// priority they propose, with the first entry of its history (the caller counts its clock).
pub async fn insert(
    c: &mut sqlx::AnyConnection,
    (client, author): (&UserId, &UserId),
    project_id: Option<&ProjectId>,
    (title, description): (&str, &str),
    priority: portico_shared::status::TicketPriority,
) -> Result<TicketId, sqlx::Error> {
    let id = TicketId::generate();
    let now = now_ms();
    sqlx::query(
        "INSERT INTO tickets (id, user_id, author_id, project_id, title, description, status, priority, \
         requested_priority, state, created_at, updated_at) VALUES ($1, $2, $7, $3, $4, $5, 'Open', $8, $8, 'new', $6, $6)",
    )
    .bind(&id)
    .bind(client)
    .bind(project_id)
    .bind(title)
    .bind(description)
    .bind(now)
    .bind(author)
    .bind(priority.as_str())
    .execute(&mut *c)
    .await?;
    super::ticket_clock::opened(c, &id, now).await?;
    Ok(id)
}

/// Adds a comment and touches the ticket (on the caller's transaction).
/// The most replies one ticket holds: a thread past it is a new ticket's.
pub const MAX_COMMENTS: i64 = 500;

/// Adds a reply, unless the ticket holds `MAX_COMMENTS` already (`None`; the caller's
/// transaction then stores nothing). The ticket's row is written first, so parallel replies take
/// turns and cannot pass the bound together.
pub async fn add_comment(
    c: &mut sqlx::AnyConnection,
    ticket_id: &TicketId,
    user_id: &UserId,
    text: &str,
) -> Result<Option<String>, sqlx::Error> {
    let id = super::new_id();
    let now = now_ms();
    sqlx::query("UPDATE tickets SET updated_at = $1 WHERE id = $2")
        .bind(now)
        .bind(ticket_id)
        .execute(&mut *c)
        .await?;
    let held: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM ticket_comments WHERE ticket_id = $1")
        .bind(ticket_id)
        .fetch_one(&mut *c)
        .await?;
    if held >= MAX_COMMENTS {
        return Ok(None);
    }
    sqlx::query("INSERT INTO ticket_comments (id, ticket_id, user_id, text, created_at) VALUES ($1, $2, $3, $4, $5)")
        .bind(&id)
        .bind(ticket_id)
        .bind(user_id)
        .bind(text)
        .bind(now)
        .execute(&mut *c)
        .await?;
    Ok(Some(id))
}

pub async fn delete(c: &mut sqlx::AnyConnection, id: &TicketId) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("DELETE FROM tickets WHERE id = $1")
        .bind(id)
        .execute(&mut *c)
        .await?;
    Ok(done.rows_affected() == 1)
}
