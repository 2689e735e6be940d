//! The demo's hours (ADR 0042): Storefront Revamp charged at ₹2,500 an hour against a budget of
//! 120 hours, and the administrator's time on its active sprint's tasks over the last three weeks,
//! this week half filled (Monday to today, at most Wednesday), with some time that is not billable.
//! The week before last was approved and invoiced; last week waits for Asha's approval; Verma
//! Retail bought a block of hours last Monday, about 70 % used.

use portico_shared::dates::Date;
use sqlx::{Any, Transaction};

use portico_shared::hours::charge;
use portico_shared::validate::{HourBlock, HoursInvoice, Invoice};

use super::plan::DAY;
use crate::db::hours::{approval, blocks, monday_of};
use crate::db::{new_id, now_ms, payments};
use crate::ids::{ProjectId, UserId};
use crate::invoicing::{self, Issuer};

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
    // The five working days of the week before last and of last week, then this week's up to
    // today (at most Wednesday).
    let last_week = (monday - 14..monday - 9)
        .chain(monday - 7..monday - 2)
        .collect::<Vec<_>>();
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
    let project = ProjectId::from_stored(project);
    let admin = UserId::from_stored(admin.to_owned());
    let staff = (&admin, name.as_str());
    bill(tx, &project, staff, monday).await?;
    sell_block(tx, &project, staff, monday).await?;
    // Last week, asked of the approvers: waiting for Asha.
    let day = |d: i64| Date::from_unix_ms(d * DAY);
    approval::ask(tx, &project, (day(monday - 7), day(monday - 1)), staff)
        .await?
        .map_err(|e| sqlx::Error::Protocol(format!("demo hours: {e:?}")))?;
    Ok(())
}

fn fail(e: crate::error::ApiError) -> sqlx::Error {
    sqlx::Error::Protocol(format!("demo hours: {e}"))
}

/// The week before last: approved, then invoiced a line per task.
async fn bill(
    tx: &mut Transaction<'static, Any>,
    project: &ProjectId,
    (admin, name): (&UserId, &str),
    monday: i64,
) -> Result<(), sqlx::Error> {
    let day = |d: i64| Date::from_unix_ms(d * DAY);
    let (from, to) = (day(monday - 14), day(monday - 8));
    sqlx::query(
        "UPDATE time_entries SET state = 'approved' WHERE project_id = $1 AND billable = 1 \
         AND work_date >= $2 AND work_date <= $3",
    )
    .bind(project)
    .bind(from.to_string())
    .bind(to.to_string())
    .execute(&mut **tx)
    .await?;
    let input = HoursInvoice {
        from: Some(from),
        to: Some(to),
        by_week: false,
        tax_rate: None,
        tax_label: None,
        due_on: None,
        note: String::new(),
    };
    let by = Issuer { id: admin, name };
    // Issued today, like the block's: invoices are numbered in the order of their dates.
    invoicing::issue_hours(tx, project, &input, by, &crate::db::figures::today())
        .await
        .map_err(fail)?;
    Ok(())
}

/// Verma Retail's block of hours for all its projects, bought last Monday for a month, sized so
/// that what was logged since is about 70 % of it; its invoice issued.
async fn sell_block(
    tx: &mut Transaction<'static, Any>,
    project: &ProjectId,
    (admin, name): (&UserId, &str),
    monday: i64,
) -> Result<(), sqlx::Error> {
    let starts = Date::from_unix_ms((monday - 7) * DAY);
    let (company, used): (String, i64) = sqlx::query_as(
        "SELECT p.client_id, CAST(COALESCE(SUM(e.minutes), 0) AS BIGINT) FROM projects p \
         LEFT JOIN time_entries e ON e.project_id = p.id AND e.billable = 1 AND e.work_date >= $2 \
         WHERE p.id = $1 GROUP BY p.client_id",
    )
    .bind(project)
    .bind(starts.to_string())
    .fetch_one(&mut **tx)
    .await?;
    // To the half hour: 70 % of it is what was used.
    let minutes = ((used * 10 / 7 + 29) / 30 * 30).max(60);
    let block = HourBlock {
        project: project.to_string(),
        all_projects: true,
        minutes,
        starts,
        expires: Date::from_unix_ms((monday + 23) * DAY),
        rollover: true,
        // ₹2,250 an hour prepaid, ₹2,750 past it.
        price_minor: charge(minutes, 225_000),
        overage_rate_minor: Some(275_000),
    };
    let payment = payments::add_due(
        tx,
        project,
        (&format!("Prepaid block: {} h", minutes / 60), ""),
        (block.price_minor, "INR"),
    )
    .await?;
    let invoice = Invoice {
        payments: vec![payment.to_string()],
        tax_rate: None,
        tax_label: None,
        due_on: None,
        note: String::new(),
    };
    invoicing::issue(
        tx,
        project,
        &invoice,
        Issuer { id: admin, name },
        &crate::db::figures::today(),
    )
    .await
    .map_err(fail)?;
    blocks::insert(
        tx,
        (&company, project),
        &block,
        ("INR", Some(&payment)),
        admin,
    )
    .await?;
    crate::db::hours::draw::draw(tx, project).await?;
    Ok(())
}
