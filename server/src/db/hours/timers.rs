//! A staff member's timer (ADR 0042): one at a time; stopping it logs its time on the day it
//! started, at most 12 hours.

use portico_shared::dates::{format_rfc3339_from_ms, Date};
use portico_shared::hours::TIMER_CAP_MINUTES;
use portico_shared::validate::{Target, TimeEntry, Timer};
use serde::Serialize;
use sqlx::{AnyConnection, FromRow};

use super::{add, now_ms, target_ids, Worker};
use crate::ids::{ProjectId, TimeEntryId, UserId};

#[derive(Debug, FromRow)]
struct TimerRow {
    project_id: String,
    project_title: String,
    task_id: Option<String>,
    task_title: Option<String>,
    ticket_id: Option<String>,
    ticket_title: Option<String>,
    billable: i64,
    note: String,
    started_at: i64,
}

/// A staff member's running timer.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TimerView {
    pub project: String,
    pub project_title: String,
    pub task: Option<String>,
    pub task_title: Option<String>,
    pub ticket: Option<String>,
    pub ticket_title: Option<String>,
    pub billable: bool,
    pub note: String,
    pub started_at: String,
    /// Minutes counted so far (at most 12 hours: a forgotten timer stops counting there).
    pub minutes: i64,
}

fn timer_view(r: TimerRow, now: i64) -> TimerView {
    TimerView {
        project: r.project_id,
        project_title: r.project_title,
        task: r.task_id,
        task_title: r.task_title,
        ticket: r.ticket_id,
        ticket_title: r.ticket_title,
        billable: r.billable != 0,
        note: r.note,
        started_at: format_rfc3339_from_ms(r.started_at),
        minutes: elapsed_minutes(r.started_at, now).0,
    }
}

/// Whole minutes from `started` to `now` (at least one), capped at 12 hours; and whether capped.
pub fn elapsed_minutes(started: i64, now: i64) -> (i64, bool) {
    let minutes = ((now - started).max(0) / 60_000).max(1);
    let cap = i64::from(TIMER_CAP_MINUTES);
    (minutes.min(cap), minutes > cap)
}

const TIMER_SELECT: &str = "SELECT m.project_id, p.title AS project_title, m.task_id, t.title AS task_title, \
     m.ticket_id, k.title AS ticket_title, CAST(m.billable AS BIGINT) AS billable, m.note, m.started_at \
     FROM timers m JOIN projects p ON p.id = m.project_id LEFT JOIN tasks t ON t.id = m.task_id \
     LEFT JOIN tickets k ON k.id = m.ticket_id WHERE m.staff_id = $1";

/// The staff member's running timer, if any.
pub async fn timer(
    c: &mut AnyConnection,
    staff: &UserId,
) -> Result<Option<TimerView>, sqlx::Error> {
    let row: Option<TimerRow> = sqlx::query_as(TIMER_SELECT)
        .bind(staff)
        .fetch_optional(&mut *c)
        .await?;
    Ok(row.map(|r| timer_view(r, now_ms())))
}

/// Starts a timer (the caller stopped any running one first).
pub async fn start_timer(
    c: &mut AnyConnection,
    staff: &UserId,
    project: &ProjectId,
    t: &Timer,
) -> Result<(), sqlx::Error> {
    let (task, ticket) = target_ids(&t.target);
    sqlx::query(
        "INSERT INTO timers (staff_id, project_id, task_id, ticket_id, billable, note, started_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(staff)
    .bind(project)
    .bind(task)
    .bind(ticket)
    .bind(i16::from(t.billable))
    .bind(&t.note)
    .bind(now_ms())
    .execute(&mut *c)
    .await?;
    Ok(())
}

/// Stops the staff member's timer: removes it (one statement, so two parallel stops log it once)
/// and logs its time on the day it started. None when no timer was running.
pub async fn stop_timer(
    c: &mut AnyConnection,
    who: &Worker<'_>,
) -> Result<Option<TimeEntryId>, sqlx::Error> {
    #[derive(FromRow)]
    struct Stopped {
        project_id: String,
        task_id: Option<String>,
        ticket_id: Option<String>,
        billable: i64,
        note: String,
        started_at: i64,
    }
    let stopped: Option<Stopped> = sqlx::query_as(
        "DELETE FROM timers WHERE staff_id = $1 RETURNING project_id, task_id, ticket_id, \
         CAST(billable AS BIGINT) AS billable, note, started_at",
    )
    .bind(who.id)
    .fetch_optional(&mut *c)
    .await?;
    let Some(s) = stopped else { return Ok(None) };
    let Some(project) = ProjectId::parse(&s.project_id) else {
        return Ok(None);
    };
    let (minutes, capped) = elapsed_minutes(s.started_at, now_ms());
    let target = match (s.task_id, s.ticket_id) {
        (Some(t), _) => Target::Task(t),
        (None, Some(k)) => Target::Ticket(k),
        (None, None) => Target::Project,
    };
    let entry = TimeEntry {
        project: None,
        target,
        date: Date::from_unix_ms(s.started_at),
        minutes: u32::try_from(minutes).unwrap_or(TIMER_CAP_MINUTES),
        billable: s.billable != 0,
        note: s.note,
    };
    add(c, &project, who, &entry, capped).await.map(Some)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_timer_counts_whole_minutes_up_to_twelve_hours() {
        assert_eq!(elapsed_minutes(0, 30_000), (1, false));
        assert_eq!(elapsed_minutes(0, 90 * 60_000 + 59_999), (90, false));
        assert_eq!(elapsed_minutes(0, 13 * 3_600_000), (720, true));
    }
}
