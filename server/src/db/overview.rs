//! The console's two overviews, each one count and one page query whatever the number of rows:
//! per client (projects, open tickets, unpaid milestones, last activity) and per project (task
//! progress, the active sprint, overdue tasks, goals, payments).

use serde::Serialize;
use sqlx::FromRow;

use super::{now_ms, Db};
use crate::error::ApiError;
use crate::paging::{ListQuery, Page, Where};
use portico_shared::dates::{format_rfc3339_from_ms, format_ymd_from_ms};

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
    unpaid_cents: i64,
    last_activity: Option<i64>,
}

#[derive(Debug, Serialize)]
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
    pub unpaid_amount: f64,
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

pub async fn clients(db: &Db, q: &ListQuery) -> Result<Page<ClientOverview>, ApiError> {
    let mut w = Where::default();
    w.and_sql("u.role = 'client'");
    w.search(q.like(), &["u.name", "u.brand_name", "u.email"]);
    let order = q.order_sql(
        &[
            ("name", "LOWER(u.name)"),
            ("projects", "projects"),
            ("openTickets", "open_tickets"),
            ("unpaidMilestones", "unpaid_milestones"),
            ("unpaidAmount", "unpaid_cents"),
            ("lastActivity", "last_activity"),
        ],
        ("name", false),
        "u.id",
    )?;
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
         (SELECT CAST(COALESCE(SUM(x.amount_cents), 0) AS BIGINT) {unpaid}) AS unpaid_cents, \
         {LAST_ACTIVITY} AS last_activity \
         FROM users u {} {order} {}",
        w.sql(),
        q.limit_sql()
    );
    let rows: Vec<ClientRow> = super::fetch_with(db, &sql, &w.binds).await?;
    Ok(Page {
        total,
        rows: rows
            .into_iter()
            .map(|r| ClientOverview {
                id: r.id,
                name: r.name,
                brand_name: r.brand_name,
                email: r.email,
                active: r.active != 0,
                projects: r.projects,
                open_tickets: r.open_tickets,
                unpaid_milestones: r.unpaid_milestones,
                unpaid_amount: r.unpaid_cents as f64 / 100.0,
                last_activity: r.last_activity.map(format_rfc3339_from_ms),
            })
            .collect(),
    })
}

#[derive(FromRow)]
struct ProjectRow {
    id: String,
    title: String,
    client_id: String,
    client_name: String,
    tasks_total: i64,
    tasks_done: i64,
    tasks_inprogress: i64,
    active_sprint_id: Option<String>,
    active_sprint_title: Option<String>,
    overdue_tasks: i64,
    goals_total: i64,
    goals_done: i64,
    paid_cents: i64,
    outstanding_cents: i64,
}

#[derive(Debug, Serialize)]
pub struct Ref {
    #[serde(rename = "_id")]
    pub id: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
}

#[derive(Debug, Serialize)]
pub struct ByStatus {
    pub todo: i64,
    pub inprogress: i64,
    pub done: i64,
}

#[derive(Debug, Serialize)]
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
    pub paid_amount: f64,
    pub outstanding_amount: f64,
}

pub async fn projects(db: &Db, q: &ListQuery) -> Result<Page<ProjectOverview>, ApiError> {
    let mut w = Where::default();
    w.search(q.like(), &["p.title", "u.name"]);
    let order = q.order_sql(
        &[
            ("title", "LOWER(p.title)"),
            ("client", "LOWER(u.name)"),
            ("tasksDone", "tasks_done"),
            ("tasksTotal", "tasks_total"),
            ("overdueTasks", "overdue_tasks"),
            ("goalsDone", "goals_done"),
            ("paidAmount", "paid_cents"),
            ("outstandingAmount", "outstanding_cents"),
        ],
        ("title", false),
        "p.id",
    )?;
    let from = "FROM projects p JOIN users u ON u.id = p.client_id";
    let total = super::count(db, &format!("SELECT COUNT(*) {from} {}", w.sql()), &w.binds).await?;
    // A server-made 'YYYY-MM-DD', never caller text.
    let today = format_ymd_from_ms(now_ms());
    let tasks = "FROM tasks t JOIN sprints s ON s.id = t.sprint_id WHERE s.project_id = p.id";
    let active =
        "FROM sprints s WHERE s.project_id = p.id AND s.active = 1 ORDER BY s.position LIMIT 1";
    let sql = format!(
        "SELECT p.id, p.title, p.client_id, u.name AS client_name, \
         (SELECT COUNT(*) {tasks}) AS tasks_total, \
         (SELECT COUNT(*) {tasks} AND t.status = 'done') AS tasks_done, \
         (SELECT COUNT(*) {tasks} AND t.status = 'inprogress') AS tasks_inprogress, \
         (SELECT s.id {active}) AS active_sprint_id, \
         (SELECT s.title {active}) AS active_sprint_title, \
         (SELECT COUNT(*) {tasks} AND t.status <> 'done' AND t.task_date IS NOT NULL AND t.task_date < '{today}') \
           AS overdue_tasks, \
         (SELECT COUNT(*) FROM goals g WHERE g.project_id = p.id) AS goals_total, \
         (SELECT COUNT(*) FROM goals g WHERE g.project_id = p.id AND (g.status = 'done' OR g.is_completed = 1)) \
           AS goals_done, \
         (SELECT CAST(COALESCE(SUM(x.amount_cents), 0) AS BIGINT) FROM payments x \
           WHERE x.project_id = p.id AND x.is_completed = 1) AS paid_cents, \
         (SELECT CAST(COALESCE(SUM(x.amount_cents), 0) AS BIGINT) FROM payments x \
           WHERE x.project_id = p.id AND x.is_completed = 0) AS outstanding_cents \
         {from} {} {order} {}",
        w.sql(),
        q.limit_sql()
    );
    let rows: Vec<ProjectRow> = super::fetch_with(db, &sql, &w.binds).await?;
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
                id: r.id,
                title: r.title,
                client: Ref {
                    id: r.client_id,
                    name: Some(r.client_name),
                    title: None,
                },
                tasks_total: r.tasks_total,
                tasks_done: r.tasks_done,
                active_sprint: r.active_sprint_id.map(|id| Ref {
                    id,
                    name: None,
                    title: r.active_sprint_title,
                }),
                overdue_tasks: r.overdue_tasks,
                goals_total: r.goals_total,
                goals_done: r.goals_done,
                paid_amount: r.paid_cents as f64 / 100.0,
                outstanding_amount: r.outstanding_cents as f64 / 100.0,
            })
            .collect(),
    })
}
