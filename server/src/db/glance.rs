//! A client's projects at a glance, for the dashboard's cards: how much is done, the sprint under
//! way, the next payment milestone, and the tickets that wait for the client. Five grouped
//! queries for all of a client's projects, whatever their number, and its prepaid blocks of hours.

use std::collections::HashMap;

use super::Db;
use crate::ids::{ProjectId, UserId};

#[derive(Debug, sqlx::FromRow)]
pub struct ProjectRow {
    pub id: String,
    pub title: String,
}

#[derive(Debug, Default, sqlx::FromRow)]
pub struct TaskCounts {
    pub project_id: String,
    pub total: i64,
    pub done: i64,
    pub active_total: i64,
    pub active_done: i64,
}

#[derive(Debug, sqlx::FromRow)]
pub struct SprintRow {
    pub project_id: String,
    pub id: String,
    pub title: String,
    pub start_date: Option<String>,
    pub end_date: Option<String>,
}

#[derive(Debug, sqlx::FromRow)]
pub struct MilestoneRow {
    pub project_id: String,
    pub id: String,
    pub title: String,
    pub due_date: Option<String>,
    pub amount_minor: i64,
    pub currency: String,
    pub status: String,
}

/// What one client's dashboard shows, by project.
pub struct Glance {
    pub projects: Vec<ProjectRow>,
    pub tasks: HashMap<String, TaskCounts>,
    /// Each project's active sprints, in their order.
    pub active: HashMap<String, Vec<SprintRow>>,
    /// Each project's milestones not yet paid, the soonest due first (undated last).
    pub unpaid: HashMap<String, Vec<MilestoneRow>>,
    /// Open tickets whose last word is staff's.
    pub waiting: HashMap<String, i64>,
    /// The company's prepaid blocks already started, oldest first (ADR 0042).
    pub blocks: Vec<BlockRow>,
}

/// A prepaid block as a card reads it.
#[derive(Debug, sqlx::FromRow)]
pub struct BlockRow {
    /// The one project it covers; none: all of them.
    pub project_id: Option<String>,
    pub minutes: i64,
    pub used_minutes: i64,
    pub starts_on: String,
    pub expires_on: String,
    pub rollover: i64,
}

/// `amounts`: the caller handles money (`proofs::Money`); without it no milestone is read at all.
/// `only`: a member's chosen projects (the others are left out).
pub async fn of_client(
    db: &Db,
    client: &UserId,
    only: Option<&[ProjectId]>,
    amounts: bool,
) -> Result<Glance, sqlx::Error> {
    let mut projects: Vec<ProjectRow> = sqlx::query_as(
        "SELECT id, title FROM projects WHERE client_id = $1 ORDER BY created_at DESC, id",
    )
    .bind(client)
    .fetch_all(db)
    .await?;
    if let Some(set) = only {
        projects.retain(|p| set.iter().any(|id| id.as_str() == p.id));
    }
    let tasks: Vec<TaskCounts> = sqlx::query_as(
        "SELECT s.project_id, COUNT(t.id) AS total, \
         COUNT(CASE WHEN t.status = 'done' THEN 1 END) AS done, \
         COUNT(CASE WHEN s.active = 1 THEN t.id END) AS active_total, \
         COUNT(CASE WHEN s.active = 1 AND t.status = 'done' THEN 1 END) AS active_done \
         FROM sprints s JOIN projects p ON p.id = s.project_id JOIN tasks t ON t.sprint_id = s.id \
         WHERE p.client_id = $1 GROUP BY s.project_id",
    )
    .bind(client)
    .fetch_all(db)
    .await?;
    let active: Vec<SprintRow> = sqlx::query_as(
        "SELECT s.project_id, s.id, s.title, s.start_date, s.end_date FROM sprints s \
         JOIN projects p ON p.id = s.project_id \
         WHERE p.client_id = $1 AND s.active = 1 AND s.completed = 0 ORDER BY s.position, s.id",
    )
    .bind(client)
    .fetch_all(db)
    .await?;
    let unpaid: Vec<MilestoneRow> = match amounts {
        true => sqlx::query_as(
            "SELECT x.project_id, x.id, x.title, x.due_date, x.amount_minor, x.currency, x.status FROM payments x \
             JOIN projects p ON p.id = x.project_id WHERE p.client_id = $1 AND x.is_completed = 0 \
             ORDER BY CASE WHEN x.due_date IS NULL THEN 1 ELSE 0 END, x.due_date, x.created_at, x.id",
        )
        .bind(client)
        .fetch_all(db)
        .await?,
        false => Vec::new(),
    };
    // The last reply of each open ticket, and whether staff wrote it.
    let waiting: Vec<(String, i64)> = sqlx::query_as(
        "SELECT t.project_id, COUNT(*) FROM tickets t \
         WHERE t.user_id = $1 AND t.status = 'Open' AND t.project_id IS NOT NULL \
         AND (SELECT u.role FROM ticket_comments c JOIN users u ON u.id = c.user_id \
              WHERE c.ticket_id = t.id ORDER BY c.created_at DESC, c.id DESC LIMIT 1) = 'admin' \
         GROUP BY t.project_id",
    )
    .bind(client)
    .fetch_all(db)
    .await?;
    let blocks: Vec<BlockRow> = sqlx::query_as(
        "SELECT project_id, minutes, used_minutes, starts_on, expires_on, CAST(rollover AS BIGINT) AS rollover \
         FROM hour_blocks WHERE client_id = $1 AND starts_on <= $2 \
         ORDER BY starts_on, created_at, id LIMIT 200",
    )
    .bind(client)
    .bind(super::figures::today())
    .fetch_all(db)
    .await?;
    let mut glance = Glance {
        projects,
        tasks: tasks
            .into_iter()
            .map(|t| (t.project_id.clone(), t))
            .collect(),
        active: HashMap::new(),
        unpaid: HashMap::new(),
        waiting: waiting.into_iter().collect(),
        blocks,
    };
    for s in active {
        glance
            .active
            .entry(s.project_id.clone())
            .or_default()
            .push(s);
    }
    for m in unpaid {
        glance
            .unpaid
            .entry(m.project_id.clone())
            .or_default()
            .push(m);
    }
    Ok(glance)
}
