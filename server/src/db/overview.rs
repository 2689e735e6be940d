//! The console's two overviews, each one count and one page query whatever the number of rows:
//! per client (projects, open tickets, unpaid milestones and what is left per currency, last activity) and per project (task
//! progress, the active sprint, overdue tasks, goals, payments; kept per project by `figures`).

use std::collections::HashMap;

use serde::Serialize;
use sqlx::FromRow;

use super::{figures, Db};
use crate::error::ApiError;
use crate::paging::{ListQuery, Page, Sorts, Where};
use portico_shared::dates::format_rfc3339_from_ms;
use portico_shared::money::Amount;

#[derive(FromRow)]
struct ClientRow {
    id: String,
    name: String,
    brand_name: String,
    email: String,
    active: i64,
    projects: i64,
    open_tickets: i64,
    unpaid_milestones: i64,
    last_activity: Option<i64>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClientOverview {
    #[serde(rename = "_id")]
    pub id: String,
    pub name: String,
    pub brand_name: String,
    pub email: String,
    pub active: bool,
    pub projects: i64,
    pub open_tickets: i64,
    pub unpaid_milestones: i64,
    /// What is left to pay of the unpaid milestones, one total per currency (never added across).
    pub unpaid: Vec<Amount>,
    pub last_activity: Option<String>,
}

/// The latest thing a client did: used the portal (not a staff member viewing it), wrote a
/// ticket or comment, sent a request or a statement-of-work update.
const LAST_ACTIVITY: &str = "(SELECT MAX(at) FROM ( \
     SELECT MAX(s.last_used_at) AS at FROM sessions s WHERE s.user_id = u.id AND s.read_only = 0 \
     UNION ALL SELECT MAX(t.updated_at) FROM tickets t WHERE t.user_id = u.id \
     UNION ALL SELECT MAX(c.created_at) FROM ticket_comments c WHERE c.user_id = u.id \
     UNION ALL SELECT MAX(r.created_at) FROM project_requests r WHERE r.user_id = u.id \
     UNION ALL SELECT MAX(x.created_at) FROM project_updates x WHERE x.user_id = u.id) acts)";

/// The figures Clients Data sorts by, each with that figure of every client as one grouped query,
/// joined once as `sk` when the sort asks for it. The figures shown are counted for the page's rows
/// only; counted per client to sort, they were a handful of lookups for every client before the
/// first row (52 to 113 ms p99 on PostgreSQL at 2,000 clients and 20,000 projects, over the
/// console's 50 ms).
const SORT_FIGURES: [(&str, &str); 4] = [
    (
        "projects",
        "SELECT client_id AS id, COUNT(*) AS k FROM projects GROUP BY client_id",
    ),
    (
        "openTickets",
        "SELECT user_id AS id, COUNT(*) AS k FROM tickets WHERE status = 'Open' GROUP BY user_id",
    ),
    (
        "unpaidMilestones",
        "SELECT p.client_id AS id, COUNT(*) AS k FROM payments x \
         JOIN projects p ON p.id = x.project_id WHERE x.is_completed = 0 GROUP BY p.client_id",
    ),
    (
        "lastActivity",
        "SELECT id, MAX(at) AS k FROM ( \
         SELECT user_id AS id, last_used_at AS at FROM sessions WHERE read_only = 0 \
         UNION ALL SELECT user_id, updated_at FROM tickets \
         UNION ALL SELECT user_id, created_at FROM ticket_comments \
         UNION ALL SELECT user_id, created_at FROM project_requests \
         UNION ALL SELECT user_id, created_at FROM project_updates) acts GROUP BY id",
    ),
];

/// Clients Data's sort keys: the name, and each figure of `SORT_FIGURES` over its grouped join
/// (`sk`). A client with no activity has none (NULL), not 0.
pub const CLIENT_SORTS: Sorts = Sorts {
    keys: &[
        ("name", "LOWER(u.name)"),
        ("projects", "COALESCE(sk.k, 0)"),
        ("openTickets", "COALESCE(sk.k, 0)"),
        ("unpaidMilestones", "COALESCE(sk.k, 0)"),
        ("lastActivity", "sk.k"),
    ],
    default: ("name", false),
    tie: "u.id",
};

/// Projects Data's sort keys, over each project's kept figures (`f`).
pub const PROJECT_SORTS: Sorts = Sorts {
    keys: &[
        ("title", "LOWER(p.title)"),
        ("client", "LOWER(u.name)"),
        ("tasksDone", "COALESCE(f.tasks_done, 0)"),
        ("tasksTotal", "COALESCE(f.tasks_total, 0)"),
        ("overdueTasks", "COALESCE(f.overdue, 0)"),
        ("goalsDone", "COALESCE(f.goals_done, 0)"),
        ("paidAmount", "COALESCE(f.paid_cents, 0)"),
        ("outstandingAmount", "COALESCE(f.outstanding_cents, 0)"),
    ],
    default: ("title", false),
    tie: "p.id",
};

pub async fn clients(db: &Db, q: &ListQuery) -> Result<Page<ClientOverview>, ApiError> {
    let mut w = Where::default();
    w.and_sql("u.role = 'client' AND u.company_id = u.id");
    w.search(q.like(), &["u.name", "u.brand_name", "u.email"]);
    let order = q.order_by(&CLIENT_SORTS)?;
    let sort_join = SORT_FIGURES
        .iter()
        .find(|(key, _)| Some(*key) == q.sort.as_deref())
        .map(|(_, figure)| format!("LEFT JOIN ({figure}) sk ON sk.id = u.id"))
        .unwrap_or_default();
    let total = super::count(
        db,
        &format!("SELECT COUNT(*) FROM users u {}", w.sql()),
        &w.binds,
    )
    .await?;
    let unpaid = "FROM payments x JOIN projects p ON p.id = x.project_id WHERE p.client_id = u.id AND x.is_completed = 0";
    let sql = format!(
        "SELECT u.id, u.name, u.brand_name, u.email, CAST(u.active AS BIGINT) AS active, \
         (SELECT COUNT(*) FROM projects p WHERE p.client_id = u.id) AS projects, \
         (SELECT COUNT(*) FROM tickets t WHERE t.user_id = u.id AND t.status = 'Open') AS open_tickets, \
         (SELECT COUNT(*) {unpaid}) AS unpaid_milestones, \
         {LAST_ACTIVITY} AS last_activity \
         FROM users u {sort_join} {} {order} {}",
        w.sql(),
        q.limit_sql()
    );
    let rows: Vec<ClientRow> = super::fetch_with(db, &sql, &w.binds).await?;
    let ids: Vec<String> = rows.iter().map(|r| r.id.clone()).collect();
    let mut unpaid = super::payments::unpaid_by_client(db, &ids).await?;
    Ok(Page {
        total,
        rows: rows
            .into_iter()
            .map(|r| ClientOverview {
                unpaid: unpaid.remove(&r.id).unwrap_or_default(),
                id: r.id,
                name: r.name,
                brand_name: r.brand_name,
                email: r.email,
                active: r.active != 0,
                projects: r.projects,
                open_tickets: r.open_tickets,
                unpaid_milestones: r.unpaid_milestones,
                last_activity: r.last_activity.map(format_rfc3339_from_ms),
            })
            .collect(),
    })
}

/// A project and its kept figures (`figures`).
#[derive(FromRow)]
struct ProjectRow {
    id: String,
    title: String,
    client_id: String,
    client_name: String,
    currency: String,
    tasks_total: i64,
    tasks_done: i64,
    tasks_inprogress: i64,
    overdue: i64,
    goals_total: i64,
    goals_done: i64,
    paid_minor: i64,
    outstanding_minor: i64,
}

#[derive(FromRow)]
struct ActiveSprint {
    project_id: String,
    id: String,
    title: String,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct Ref {
    #[serde(rename = "_id")]
    pub id: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct ByStatus {
    pub todo: i64,
    pub inprogress: i64,
    pub done: i64,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProjectOverview {
    #[serde(rename = "_id")]
    pub id: String,
    pub title: String,
    pub client: Ref,
    pub tasks_total: i64,
    pub tasks_done: i64,
    pub tasks_by_status: ByStatus,
    pub active_sprint: Option<Ref>,
    pub overdue_tasks: i64,
    pub goals_total: i64,
    pub goals_done: i64,
    /// The project's currency (ISO 4217): the paid and outstanding amounts are in it.
    pub currency: String,
    /// Received on the project's milestones (sort key `paidAmount`).
    pub paid: Amount,
    /// Left to pay on them (sort key `outstandingAmount`).
    pub outstanding: Amount,
}

/// One page of the project overview in three queries whatever the sort: the count, the page
/// with each project's kept figures (`figures`: sorting by one of them reads one row per project,
/// never every task), and the page's active sprints. Figures not counted for today (a new day:
/// overdue tasks depend on it) are counted again first.
pub async fn projects(db: &Db, q: &ListQuery) -> Result<Page<ProjectOverview>, ApiError> {
    if figures::any_stale(db).await? {
        figures::refresh_stale(db).await?;
    }
    let mut w = Where::default();
    w.search(q.like(), &["p.title", "u.name"]);
    let order = q.order_by(&PROJECT_SORTS)?;
    let from = "FROM projects p JOIN users u ON u.id = p.client_id";
    let total = super::count(db, &format!("SELECT COUNT(*) {from} {}", w.sql()), &w.binds).await?;
    let sql = format!(
        "SELECT p.id, p.title, p.client_id, u.name AS client_name, p.currency, \
         COALESCE(f.tasks_total, 0) AS tasks_total, COALESCE(f.tasks_done, 0) AS tasks_done, \
         COALESCE(f.tasks_inprogress, 0) AS tasks_inprogress, COALESCE(f.overdue, 0) AS overdue, \
         COALESCE(f.goals_total, 0) AS goals_total, COALESCE(f.goals_done, 0) AS goals_done, \
         {} AS paid_minor, {} AS outstanding_minor \
         {from} LEFT JOIN project_figures f ON f.project_id = p.id {} {order} {}",
        super::whole("COALESCE(f.paid_cents, 0)"),
        super::whole("COALESCE(f.outstanding_cents, 0)"),
        w.sql(),
        q.limit_sql()
    );
    let rows: Vec<ProjectRow> = super::fetch_with(db, &sql, &w.binds).await?;
    if rows.is_empty() {
        return Ok(Page {
            total,
            rows: Vec::new(),
        });
    }
    let ids: Vec<String> = rows.iter().map(|r| r.id.clone()).collect();
    let list = super::placeholders(ids.len(), 1);
    let active: Vec<ActiveSprint> = super::fetch_with(
        db,
        &format!(
            "SELECT s.project_id, s.id, s.title FROM sprints s \
             WHERE s.active = 1 AND s.project_id IN ({list}) ORDER BY s.position"
        ),
        &ids,
    )
    .await?;
    // The first active sprint by position (rows come ordered).
    let mut first_active: HashMap<String, ActiveSprint> = HashMap::new();
    for s in active {
        first_active.entry(s.project_id.clone()).or_insert(s);
    }
    Ok(Page {
        total,
        rows: rows
            .into_iter()
            .map(|r| ProjectOverview {
                tasks_by_status: ByStatus {
                    // Any value outside the set shows as To-Do, so it counts as one.
                    todo: r.tasks_total - r.tasks_done - r.tasks_inprogress,
                    inprogress: r.tasks_inprogress,
                    done: r.tasks_done,
                },
                tasks_total: r.tasks_total,
                tasks_done: r.tasks_done,
                overdue_tasks: r.overdue,
                active_sprint: first_active.remove(&r.id).map(|s| Ref {
                    id: s.id,
                    name: None,
                    title: Some(s.title),
                }),
                goals_total: r.goals_total,
                goals_done: r.goals_done,
                paid: Amount::stored(r.paid_minor, &r.currency),
                outstanding: Amount::stored(r.outstanding_minor, &r.currency),
                currency: r.currency,
                client: Ref {
                    id: r.client_id,
                    name: Some(r.client_name),
                    title: None,
                },
                id: r.id,
                title: r.title,
            })
            .collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Clients Data sorts by its name and by every figure it can join, and by nothing else.
    #[test]
    fn client_sort_keys_are_the_name_and_the_figures() {
        let keys = CLIENT_SORTS.names();
        let figures: Vec<&str> = SORT_FIGURES.iter().map(|(k, _)| *k).collect();
        assert_eq!(keys[0], "name");
        assert_eq!(keys[1..], figures[..]);
    }
}
