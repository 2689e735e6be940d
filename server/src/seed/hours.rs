//! The demo's hours (ADR 0042): Storefront Revamp charged at ₹2,500 an hour against a budget of
//! 120 hours, and the administrator's time on its active sprint's tasks over the last two weeks,
//! this week half filled (Monday to today, at most Wednesday), with some time that is not billable.

use portico_shared::dates::Date;
use sqlx::{Any, Transaction};

use super::plan::DAY;
use crate::db::hours::monday_of;
use crate::db::{new_id, now_ms};

/// Storefront Revamp's rate, in paise (₹2,500.00) and budget in minutes (120 hours).
const RATE_MINOR: i64 = 250_000;
const BUDGET_MINUTES: i64 = 120 * 60;

/// A working day's entries: (task index in the active sprint, minutes, billable, note).
const DAY_PLAN: [(usize, i64, bool, &str); 3] = [
    (0, 150, true, "Implementation"),
    (1, 90, true, "Review and fixes"),
    (2, 30, false, "Stand-up and planning"),
];

pub async fn seed(tx: &mut Transaction<'static, Any>, admin: &str) -> Result<(), sqlx::Error> {
    let project: Option<(String,)> =
        sqlx::query_as("SELECT id FROM projects WHERE title = 'Storefront Revamp'")
            .fetch_optional(&mut **tx)
            .await?;
    let Some((project,)) = project else {
        return Ok(());
    };
    sqlx::query(
        "UPDATE projects SET hourly_rate_minor = $2, budget_minutes = $3, hours_approval = 'weekly' \
         WHERE id = $1",
    )
    .bind(&project)
    .bind(RATE_MINOR)
    .bind(BUDGET_MINUTES)
    .execute(&mut **tx)
    .await?;
    let (name,): (String,) = sqlx::query_as("SELECT name FROM users WHERE id = $1")
        .bind(admin)
        .fetch_one(&mut **tx)
        .await?;
    // The active sprint's tasks, in their order.
    let tasks: Vec<(String,)> = sqlx::query_as(
        "SELECT t.id FROM tasks t JOIN sprints s ON s.id = t.sprint_id \
         WHERE s.project_id = $1 AND s.active = 1 ORDER BY t.position",
    )
    .bind(&project)
    .fetch_all(&mut **tx)
    .await?;
    if tasks.is_empty() {
        return Ok(());
    }
    let now = now_ms();
    let today = Date::from_unix_ms(now);
    let monday = monday_of(today).days_since_epoch();
    // Last week's five working days, then this week's up to today (at most Wednesday).
    let last_week = (monday - 7..monday - 2).collect::<Vec<_>>();
    let this_week = (monday..=today.days_since_epoch().min(monday + 2)).collect::<Vec<_>>();
    for day in last_week.into_iter().chain(this_week) {
        let date = Date::from_unix_ms(day * DAY).to_string();
        for (task, minutes, billable, note) in DAY_PLAN {
            let task = &tasks[task % tasks.len()].0;
            sqlx::query(
                "INSERT INTO time_entries (id, project_id, task_id, staff_id, staff_name, work_date, \
                 minutes, billable, note, rate_minor, created_at, updated_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)",
            )
            .bind(new_id())
            .bind(&project)
            .bind(task)
            .bind(admin)
            .bind(&name)
            .bind(&date)
            .bind(minutes)
            .bind(i16::from(billable))
            .bind(note)
            .bind(RATE_MINOR)
            .bind((day * DAY + 18 * 3_600_000).min(now))
            .execute(&mut **tx)
            .await?;
        }
    }
    Ok(())
}
