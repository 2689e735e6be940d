//! The console's two overviews, each one count and one page query whatever the number of rows:
//! per client (projects, open tickets, unpaid milestones, last activity) and per project (task
//! progress, the active sprint, overdue tasks, goals, payments).

use std::collections::HashMap;

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
    unpaid_cents: f64,
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
         (SELECT CAST(COALESCE(SUM(CAST(x.amount_cents AS DOUBLE PRECISION)), 0) AS DOUBLE PRECISION) {unpaid}) AS unpaid_cents, \
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
                unpaid_amount: r.unpaid_cents / 100.0,
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
}

#[derive(FromRow)]
struct TaskCounts {
    project_id: String,
    total: i64,
    done: i64,
    inprogress: i64,
    overdue: i64,
}

#[derive(FromRow)]
struct GoalCounts {
    project_id: String,
    total: i64,
    done: i64,
}

/// Sums of cents as floating point: a sum of 64-bit cents can overflow (a 500 on both engines),
/// a double cannot, and is exact to the cent far beyond any firm's totals.
#[derive(FromRow)]
struct Money {
    project_id: String,
    paid: f64,
    outstanding: f64,
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
    pub paid_amount: f64,
    pub outstanding_amount: f64,
}

/// Per-project task counts over every task, for sorting all projects by one of them
/// (`{today}` is a server-made date, never caller text).
fn all_task_counts_sql(today: &str) -> String {
    format!(
        "SELECT s.project_id, COUNT(*) AS total, \
         CAST(SUM(CASE WHEN t.status = 'done' THEN 1 ELSE 0 END) AS BIGINT) AS done, \
         CAST(SUM(CASE WHEN t.status = 'inprogress' THEN 1 ELSE 0 END) AS BIGINT) AS inprogress, \
         CAST(SUM(CASE WHEN t.status <> 'done' AND t.task_date IS NOT NULL AND t.task_date < '{today}' \
           THEN 1 ELSE 0 END) AS BIGINT) AS overdue \
         FROM tasks t JOIN sprints s ON s.id = t.sprint_id GROUP BY s.project_id"
    )
}

/// The same for the projects `list` names, counted sprint by sprint through the tasks' sprint
/// index. Written as subqueries on purpose: as a join, PostgreSQL misjudges the rows and scans
/// every task (about 50 ms for a page of 50 projects, against 10 ms this way).
fn page_task_counts_sql(today: &str, list: &str) -> String {
    let count =
        |cond: &str| format!("(SELECT COUNT(*) FROM tasks t WHERE t.sprint_id = sp.id{cond})");
    format!(
        "SELECT s.project_id, CAST(SUM(s.total) AS BIGINT) AS total, CAST(SUM(s.done) AS BIGINT) AS done, \
         CAST(SUM(s.inprogress) AS BIGINT) AS inprogress, CAST(SUM(s.overdue) AS BIGINT) AS overdue \
         FROM (SELECT sp.project_id, {} AS total, {} AS done, {} AS inprogress, {} AS overdue \
         FROM sprints sp WHERE sp.project_id IN ({list})) s GROUP BY s.project_id",
        count(""),
        count(" AND t.status = 'done'"),
        count(" AND t.status = 'inprogress'"),
        count(&format!(
            " AND t.status <> 'done' AND t.task_date IS NOT NULL AND t.task_date < '{today}'"
        )),
    )
}

const GOAL_COUNTS: &str = "SELECT g.project_id, COUNT(*) AS total, \
     CAST(SUM(CASE WHEN g.status = 'done' OR g.is_completed = 1 THEN 1 ELSE 0 END) AS BIGINT) AS done \
     FROM goals g";
const MONEY: &str = "SELECT x.project_id, \
     SUM(CAST(CASE WHEN x.is_completed = 1 THEN x.amount_cents ELSE 0 END AS DOUBLE PRECISION)) AS paid, \
     SUM(CAST(CASE WHEN x.is_completed = 0 THEN x.amount_cents ELSE 0 END AS DOUBLE PRECISION)) AS outstanding \
     FROM payments x";

/// One page of the project overview in a fixed six queries: the count; the page's ids in the
/// asked order (joining the one aggregate the sort needs, over every project, only when the sort
/// is by an aggregate); then task, goal, payment and active-sprint figures for those ids alone.
pub async fn projects(db: &Db, q: &ListQuery) -> Result<Page<ProjectOverview>, ApiError> {
    let mut w = Where::default();
    w.search(q.like(), &["p.title", "u.name"]);
    // A server-made 'YYYY-MM-DD', never caller text.
    let today = format_ymd_from_ms(now_ms());
    let by_tasks = format!(
        "LEFT JOIN ({}) a ON a.project_id = p.id",
        all_task_counts_sql(&today)
    );
    let by_goals =
        format!("LEFT JOIN ({GOAL_COUNTS} GROUP BY g.project_id) a ON a.project_id = p.id");
    let by_money = format!("LEFT JOIN ({MONEY} GROUP BY x.project_id) a ON a.project_id = p.id");
    let sort = q.sort.as_deref().unwrap_or("title");
    let join = match sort {
        "tasksDone" | "tasksTotal" | "overdueTasks" => by_tasks.as_str(),
        "goalsDone" => by_goals.as_str(),
        "paidAmount" | "outstandingAmount" => by_money.as_str(),
        _ => "",
    };
    let order = q.order_sql(
        &[
            ("title", "LOWER(p.title)"),
            ("client", "LOWER(u.name)"),
            ("tasksDone", "COALESCE(a.done, 0)"),
            ("tasksTotal", "COALESCE(a.total, 0)"),
            ("overdueTasks", "COALESCE(a.overdue, 0)"),
            ("goalsDone", "COALESCE(a.done, 0)"),
            ("paidAmount", "COALESCE(a.paid, 0)"),
            ("outstandingAmount", "COALESCE(a.outstanding, 0)"),
        ],
        ("title", false),
        "p.id",
    )?;
    let from = "FROM projects p JOIN users u ON u.id = p.client_id";
    let total = super::count(db, &format!("SELECT COUNT(*) {from} {}", w.sql()), &w.binds).await?;
    let sql = format!(
        "SELECT p.id, p.title, p.client_id, u.name AS client_name {from} {join} {} {order} {}",
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
    let tasks: Vec<TaskCounts> =
        super::fetch_with(db, &page_task_counts_sql(&today, &list), &ids).await?;
    let goals: Vec<GoalCounts> = super::fetch_with(
        db,
        &format!("{GOAL_COUNTS} WHERE g.project_id IN ({list}) GROUP BY g.project_id"),
        &ids,
    )
    .await?;
    let money: Vec<Money> = super::fetch_with(
        db,
        &format!("{MONEY} WHERE x.project_id IN ({list}) GROUP BY x.project_id"),
        &ids,
    )
    .await?;
    let active: Vec<ActiveSprint> = super::fetch_with(
        db,
        &format!(
            "SELECT s.project_id, s.id, s.title FROM sprints s \
             WHERE s.active = 1 AND s.project_id IN ({list}) ORDER BY s.position"
        ),
        &ids,
    )
    .await?;
    let mut tasks: HashMap<String, TaskCounts> = tasks
        .into_iter()
        .map(|t| (t.project_id.clone(), t))
        .collect();
    let mut goals: HashMap<String, GoalCounts> = goals
        .into_iter()
        .map(|g| (g.project_id.clone(), g))
        .collect();
    let mut money: HashMap<String, Money> = money
        .into_iter()
        .map(|m| (m.project_id.clone(), m))
        .collect();
    // The first active sprint by position (rows come ordered).
    let mut first_active: HashMap<String, ActiveSprint> = HashMap::new();
    for s in active {
        first_active.entry(s.project_id.clone()).or_insert(s);
    }
    Ok(Page {
        total,
        rows: rows
            .into_iter()
            .map(|r| {
                let t = tasks.remove(&r.id);
                let g = goals.remove(&r.id);
                let m = money.remove(&r.id);
                let (total, done, inprogress, overdue) = t
                    .map(|t| (t.total, t.done, t.inprogress, t.overdue))
                    .unwrap_or_default();
                ProjectOverview {
                    tasks_by_status: ByStatus {
                        // Any value outside the set shows as To-Do, so it counts as one.
                        todo: total - done - inprogress,
                        inprogress,
                        done,
                    },
                    tasks_total: total,
                    tasks_done: done,
                    overdue_tasks: overdue,
                    active_sprint: first_active.remove(&r.id).map(|s| Ref {
                        id: s.id,
                        name: None,
                        title: Some(s.title),
                    }),
                    goals_total: g.as_ref().map(|g| g.total).unwrap_or(0),
                    goals_done: g.map(|g| g.done).unwrap_or(0),
                    paid_amount: m.as_ref().map_or(0.0, |m| m.paid) / 100.0,
                    outstanding_amount: m.map_or(0.0, |m| m.outstanding) / 100.0,
                    client: Ref {
                        id: r.client_id,
                        name: Some(r.client_name),
                        title: None,
                    },
                    id: r.id,
                    title: r.title,
                }
            })
            .collect(),
    })
}
