//! An invoice of logged time (ADR 0042): a project's approved, uninvoiced billable hours (all of
//! them when it bills without approval), less what prepaid blocks covered, each entry priced as
//! `round(minutes × rate / 60)` (`hours::charge`) and summed per line, as the Hours view and the
//! CSV add them; hours past a block at its overage rate. Each
//! line becomes a due milestone of the project and the invoice bills them, so it is numbered,
//! taxed, rendered, mailed, paid and credited exactly as every invoice; its entries are then
//! invoiced and never change (the database refuses it).

use std::collections::{BTreeMap, HashMap};

use portico_shared::dates::parse_ymd;
use portico_shared::hours::{charge, format_duration};
use portico_shared::validate::{HoursInvoice, Invoice, INVOICE_LINES_MAX};
use sqlx::{AnyConnection, FromRow};

use super::{issue, Issuer};
use crate::db::hours::draw::{self, EntryDraw};
use crate::db::hours::monday_of;
use crate::db::{payments, placeholders};
use crate::error::ApiError;
use crate::ids::{InvoiceId, ProjectId};

/// At most this many entries on one invoice of hours: a team's year on a project.
const ENTRIES_MAX: i64 = 10_000;

#[derive(FromRow)]
struct Entry {
    id: String,
    work_date: String,
    minutes: i64,
    rate_minor: Option<i64>,
    what: String,
}

fn conflict(field: &'static str, message: &str) -> ApiError {
    ApiError::Conflict {
        field,
        message: message.into(),
    }
}

/// Issues the invoice of a project's billable hours, in the caller's transaction (the caller
/// mails it with `invoicing::tell`).
pub async fn issue_hours(
    c: &mut AnyConnection,
    project: &ProjectId,
    input: &HoursInvoice,
    by: Issuer<'_>,
    today: &str,
) -> Result<InvoiceId, ApiError> {
    // The project's row, locked: two invoices of the same hours at once take them in turn.
    crate::db::projects::touch(&mut *c, project).await?;
    let (company, currency, approval): (String, String, String) =
        sqlx::query_as("SELECT client_id, currency, hours_approval FROM projects WHERE id = $1")
            .bind(project)
            .fetch_optional(&mut *c)
            .await?
            .ok_or(ApiError::NotFound)?;
    let states = if approval == "none" {
        "('open', 'queried', 'waiting', 'approved')"
    } else {
        "('approved')"
    };
    let from = input.from.map(|d| d.to_string()).unwrap_or_default();
    let to = input
        .to
        .map(|d| d.to_string())
        .unwrap_or_else(|| "9999-12-31".into());
    let entries: Vec<Entry> = sqlx::query_as(&format!(
        "SELECT e.id, e.work_date, e.minutes, e.rate_minor, COALESCE(t.title, k.title, '') AS what \
         FROM time_entries e LEFT JOIN tasks t ON t.id = e.task_id LEFT JOIN tickets k ON k.id = e.ticket_id \
         WHERE e.project_id = $1 AND e.billable = 1 AND e.invoice_id IS NULL AND e.state IN {states} \
         AND e.work_date >= $2 AND e.work_date <= $3 \
         ORDER BY e.work_date, e.created_at, e.id LIMIT {ENTRIES_MAX}"
    ))
    .bind(project)
    .bind(&from)
    .bind(&to)
    .fetch_all(&mut *c)
    .await?;
    if entries.is_empty() {
        return Err(conflict(
            "hours",
            if approval == "none" {
                "No billable hours to invoice in these days"
            } else {
                "No approved hours to invoice in these days: ask the client to approve them first"
            },
        ));
    }
    let draws: HashMap<String, EntryDraw> =
        draw::entry_draws(c, &company).await?.into_iter().collect();
    // (line title, rate) -> (minutes, amount): each entry charged on its own, then summed.
    let mut lines: BTreeMap<(String, i64), (i64, i64)> = BTreeMap::new();
    for e in &entries {
        let d = draws.get(&e.id).cloned().unwrap_or_default();
        let group = if input.by_week {
            let monday = parse_ymd(&e.work_date).map(monday_of);
            format!(
                "Week of {}",
                monday.map(|m| m.to_string()).unwrap_or_default()
            )
        } else if e.what.is_empty() {
            "Project work".to_owned()
        } else {
            e.what.clone()
        };
        // Minutes no block covered are ordinary hours at the entry's rate; past a block that
        // covered the day, at the block's overage rate (the entry's when it has none).
        let (ordinary, overage) = if d.covered {
            (e.minutes - d.prepaid - d.overage, d.overage)
        } else {
            (e.minutes - d.prepaid, 0)
        };
        let rate = e.rate_minor;
        if ordinary > 0 {
            let Some(rate) = rate else {
                return Err(conflict(
                    "hourlyRate",
                    "Some of these hours have no hourly rate: set the project's rate first",
                ));
            };
            let line = lines.entry((group.clone(), rate)).or_default();
            line.0 += ordinary;
            line.1 += charge(ordinary, rate);
        }
        if overage > 0 {
            let Some(rate) = d.overage_rate.or(rate) else {
                return Err(conflict(
                    "hourlyRate",
                    "Some of these hours have no hourly rate: set the project's rate first",
                ));
            };
            let line = lines
                .entry((format!("{group} (past the prepaid hours)"), rate))
                .or_default();
            line.0 += overage;
            line.1 += charge(overage, rate);
        }
    }
    let priced: Vec<(String, i64)> = lines
        .into_iter()
        .map(|((group, _), (minutes, amount))| {
            (format!("{group} — {} h", format_duration(minutes)), amount)
        })
        .filter(|(_, amount)| *amount > 0)
        .collect();
    if priced.is_empty() {
        return Err(conflict(
            "hours",
            "These hours were drawn from prepaid blocks: there is nothing to invoice",
        ));
    }
    if priced.len() > INVOICE_LINES_MAX {
        return Err(ApiError::field(
            "lines",
            "too_long",
            &format!(
                "At most {INVOICE_LINES_MAX} lines on one invoice: invoice fewer days, or a line per week"
            ),
        ));
    }
    let mut milestones = Vec::with_capacity(priced.len());
    for (title, amount) in &priced {
        let id = payments::add_due(c, project, (title, ""), (*amount, &currency)).await?;
        milestones.push(id.to_string());
    }
    let invoice = Invoice {
        payments: milestones,
        tax_rate: input.tax_rate,
        tax_label: input.tax_label.clone(),
        due_on: input.due_on,
        note: input.note.clone(),
    };
    let id = issue(c, project, &invoice, by, today).await?;
    // Every entry billed (prepaid minutes included: the block's invoice billed them) is invoiced.
    for chunk in entries.chunks(500) {
        let sql = format!(
            "UPDATE time_entries SET invoice_id = $1 WHERE invoice_id IS NULL AND id IN ({})",
            placeholders(chunk.len(), 2)
        );
        let mut q = sqlx::query(&sql).bind(&id);
        for e in chunk {
            q = q.bind(&e.id);
        }
        q.execute(&mut *c).await?;
    }
    Ok(id)
}
