//! Approval of hours before they are billed (ADR 0042): staff ask the company's approvers to
//! approve a project's billable hours of some days; the request is a sign-off round (subject
//! `hours:…`) whose lines are the entries as they were shown, so each decision goes into the same
//! insert-only record with the SHA-256 of exactly what was shown. Approved entries can be
//! invoiced; queried ones go back to staff, who fix them and ask again.

use portico_shared::dates::Date;
use portico_shared::hours::{charge, format_duration, hours_round_summary, hours_round_title};
use portico_shared::validate::REMIND_DAYS_DEFAULT;
use sqlx::{AnyConnection, FromRow};

use super::super::placeholders;
use super::super::signoffs::{open_round, NewRound, TaskRef};
use super::ENTRIES_MAX;
use crate::ids::{ProjectId, UserId};

/// Why hours could not be asked for approval.
#[derive(Debug)]
pub enum AskRefused {
    /// The project bills its hours without approval.
    NotAsked,
    /// No billable hours in those days wait to be asked.
    Nothing,
    /// These days are already waiting for the client.
    AlreadyOpen,
}

#[derive(FromRow)]
struct Line {
    id: String,
    work_date: String,
    minutes: i64,
    rate_minor: Option<i64>,
    staff_name: String,
    what: String,
}

/// An entry as the approvers are shown it: its day, what it was for, its time and who did it.
fn shown(l: &Line) -> String {
    let what = if l.what.is_empty() { "—" } else { &l.what };
    format!(
        "{} · {what} · {} · {}",
        l.work_date,
        format_duration(l.minutes),
        l.staff_name
    )
}

/// Opens a round asking the company's approvers to approve the project's billable hours of days
/// `from..=to` that are not asked yet (or were queried and fixed), in the caller's transaction.
/// Returns the round's id.
pub async fn ask(
    c: &mut AnyConnection,
    project: &ProjectId,
    (from, to): (Date, Date),
    staff: (&UserId, &str),
) -> Result<Result<String, AskRefused>, sqlx::Error> {
    // The project's row, locked: two requests at once take their entries in turn.
    crate::db::projects::touch(&mut *c, project).await?;
    let (approval, currency): (String, String) =
        sqlx::query_as("SELECT hours_approval, currency FROM projects WHERE id = $1")
            .bind(project)
            .fetch_one(&mut *c)
            .await?;
    if approval == "none" {
        return Ok(Err(AskRefused::NotAsked));
    }
    let lines: Vec<Line> = sqlx::query_as(&format!(
        "SELECT e.id, e.work_date, e.minutes, e.rate_minor, e.staff_name, \
         COALESCE(t.title, k.title, '') AS what FROM time_entries e \
         LEFT JOIN tasks t ON t.id = e.task_id LEFT JOIN tickets k ON k.id = e.ticket_id \
         WHERE e.project_id = $1 AND e.billable = 1 AND e.invoice_id IS NULL \
         AND e.state IN ('open', 'queried') AND e.work_date >= $2 AND e.work_date <= $3 \
         ORDER BY e.work_date, e.created_at, e.id LIMIT {ENTRIES_MAX}"
    ))
    .bind(project)
    .bind(from.to_string())
    .bind(to.to_string())
    .fetch_all(&mut *c)
    .await?;
    if lines.is_empty() {
        return Ok(Err(AskRefused::Nothing));
    }
    let subject = format!("hours:{project}:{from}:{to}");
    let open: Option<i64> =
        sqlx::query_scalar("SELECT 1 FROM signoffs WHERE subject = $1 AND state = 'open'")
            .bind(&subject)
            .fetch_optional(&mut *c)
            .await?;
    if open.is_some() {
        return Ok(Err(AskRefused::AlreadyOpen));
    }
    let minutes: i64 = lines.iter().map(|l| l.minutes).sum();
    let amount: Option<i64> = lines.iter().any(|l| l.rate_minor.is_some()).then(|| {
        lines
            .iter()
            .map(|l| charge(l.minutes, l.rate_minor.unwrap_or(0)))
            .sum()
    });
    let tasks: Vec<TaskRef> = lines
        .iter()
        .map(|l| TaskRef {
            minutes: Some(l.minutes),
            id: l.id.clone(),
            title: shown(l),
        })
        .collect();
    let title = hours_round_title(&from.to_string(), &to.to_string());
    let summary = hours_round_summary(minutes, lines.len());
    let round = NewRound {
        project,
        subject: &subject,
        goal: None,
        payment: None,
        title: &title,
        summary: &summary,
        links: &[],
        tasks: &tasks,
        rule: "any",
        amount: amount.map(|a| (a, currency.as_str())),
        remind_days: REMIND_DAYS_DEFAULT,
        releases: &[],
    };
    let id = open_round(c, &round, staff).await?;
    let sql = format!(
        "UPDATE time_entries SET state = 'waiting', signoff_id = $1 WHERE id IN ({})",
        placeholders(lines.len(), 2)
    );
    let mut q = sqlx::query(&sql).bind(&id);
    for l in &lines {
        q = q.bind(&l.id);
    }
    q.execute(&mut *c).await?;
    Ok(Ok(id))
}

/// Settles the entries of an hours round: approved, or queried (staff fix them and ask again).
/// Only entries still as asked: one changed since went back to `open` and was not approved.
pub async fn settle(
    c: &mut AnyConnection,
    round: &str,
    approved: bool,
) -> Result<u64, sqlx::Error> {
    let state = if approved { "approved" } else { "queried" };
    let done = sqlx::query(
        "UPDATE time_entries SET state = $2 WHERE signoff_id = $1 AND state = 'waiting' \
         AND invoice_id IS NULL",
    )
    .bind(round)
    .bind(state)
    .execute(&mut *c)
    .await?;
    Ok(done.rows_affected())
}

/// Whether a round's subject is an approval of hours.
pub fn is_hours(subject: &str) -> bool {
    subject.starts_with("hours:")
}

/// The first and last day of an approval of hours, from its subject (`hours:<project>:<from>:<to>`).
pub fn period_of(subject: &str) -> Option<(&str, &str)> {
    let mut parts = subject.strip_prefix("hours:")?.rsplitn(3, ':');
    let to = parts.next()?;
    let from = parts.next()?;
    Some((from, to))
}
