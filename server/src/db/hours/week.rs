//! A staff member's week (ADR 0042): the days Monday to Sunday, a row per project and task or
//! ticket they logged time on, each day's minutes, and the totals; what the console's week grid
//! shows and edits. A cell with one entry is that entry (changed in place); an empty cell takes a
//! new one; a cell with several is changed on the project's Hours tab.

use portico_shared::dates::Date;
use portico_shared::hours::format_duration;
use serde::Serialize;
use sqlx::FromRow;

use super::{monday_of, whole_sum, Db};
use crate::ids::UserId;

/// Minutes and the same as a duration (`1:30`).
#[derive(Debug, Clone, Default, Serialize, schemars::JsonSchema)]
pub struct Time {
    pub minutes: i64,
    pub time: String,
}

impl Time {
    fn of(minutes: i64) -> Self {
        Self {
            minutes,
            time: format_duration(minutes),
        }
    }
}

/// One day of a row: its minutes, and its entry when there is exactly one.
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct WeekCell {
    pub date: String,
    #[serde(flatten)]
    pub time: Time,
    /// How many entries make it.
    pub entries: i64,
    /// The one entry, when there is exactly one and it is not invoiced: the cell edits it.
    pub entry: Option<String>,
}

/// What the time was spent on: a project, and a task or a ticket of it (or neither).
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct WeekRow {
    pub project: String,
    pub project_title: String,
    pub task: Option<String>,
    pub ticket: Option<String>,
    /// The task's or ticket's title; empty for the project itself.
    pub title: String,
    pub cells: Vec<WeekCell>,
    pub total: Time,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct WeekView {
    /// Monday, `YYYY-MM-DD`.
    pub week_starts: String,
    /// Monday to Sunday.
    pub days: Vec<String>,
    pub previous: String,
    pub next: String,
    pub rows: Vec<WeekRow>,
    /// Each day's total, Monday to Sunday.
    pub day_totals: Vec<Time>,
    pub total: Time,
}

#[derive(FromRow)]
struct Cell {
    project_id: String,
    project_title: String,
    task_id: Option<String>,
    ticket_id: Option<String>,
    title: Option<String>,
    work_date: String,
    minutes: i64,
    entries: i64,
    one: Option<String>,
}

/// At most this many rows in a week (a person's week has a few dozen at most).
const ROWS_MAX: usize = 200;

pub async fn week(db: &Db, staff: &UserId, of: Date) -> Result<WeekView, sqlx::Error> {
    let monday = monday_of(of).days_since_epoch();
    let day = |n: i64| Date::from_unix_ms((monday + n) * 86_400_000).to_string();
    let days: Vec<String> = (0..7).map(day).collect();
    let minutes = whole_sum("e.minutes");
    // One cell per (project, task, ticket, day); the entry itself when it is the only one and
    // free to change.
    let cells: Vec<Cell> = sqlx::query_as(&format!(
        "SELECT e.project_id, MAX(p.title) AS project_title, e.task_id, e.ticket_id, \
         MAX(COALESCE(t.title, k.title)) AS title, e.work_date, {minutes} AS minutes, \
         COUNT(*) AS entries, \
         CASE WHEN COUNT(*) = 1 AND MAX(e.invoice_id) IS NULL THEN MAX(e.id) END AS one \
         FROM time_entries e JOIN projects p ON p.id = e.project_id \
         LEFT JOIN tasks t ON t.id = e.task_id LEFT JOIN tickets k ON k.id = e.ticket_id \
         WHERE e.staff_id = $1 AND e.work_date >= $2 AND e.work_date <= $3 \
         GROUP BY e.project_id, e.task_id, e.ticket_id, e.work_date \
         ORDER BY MAX(p.title), e.project_id, MAX(COALESCE(t.title, k.title)), e.task_id, e.ticket_id \
         LIMIT 1400"
    ))
    .bind(staff)
    .bind(&days[0])
    .bind(&days[6])
    .fetch_all(db)
    .await?;
    let mut rows: Vec<WeekRow> = Vec::new();
    let mut day_totals = vec![0_i64; 7];
    for c in cells {
        let same = |r: &WeekRow| {
            r.project == c.project_id && r.task == c.task_id && r.ticket == c.ticket_id
        };
        if !rows.iter().any(same) {
            if rows.len() == ROWS_MAX {
                continue;
            }
            rows.push(WeekRow {
                project: c.project_id.clone(),
                project_title: c.project_title.clone(),
                task: c.task_id.clone(),
                ticket: c.ticket_id.clone(),
                title: c.title.clone().unwrap_or_default(),
                cells: days
                    .iter()
                    .map(|d| WeekCell {
                        date: d.clone(),
                        time: Time::of(0),
                        entries: 0,
                        entry: None,
                    })
                    .collect(),
                total: Time::default(),
            });
        }
        let Some(row) = rows.iter_mut().find(|r| same(r)) else {
            continue;
        };
        if let Some(i) = days.iter().position(|d| *d == c.work_date) {
            row.cells[i] = WeekCell {
                date: c.work_date.clone(),
                time: Time::of(c.minutes),
                entries: c.entries,
                entry: c.one.clone(),
            };
            day_totals[i] += c.minutes;
        }
    }
    for row in &mut rows {
        row.total = Time::of(row.cells.iter().map(|c| c.time.minutes).sum());
    }
    Ok(WeekView {
        week_starts: days[0].clone(),
        previous: day(-7),
        next: day(7),
        total: Time::of(day_totals.iter().sum()),
        day_totals: day_totals.into_iter().map(Time::of).collect(),
        days,
        rows,
    })
}
