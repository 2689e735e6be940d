//! A project's hours as CSV (ADR 0042): one row per entry in the order the work was done, its
//! minutes and decimal hours, then a total row that matches the Hours view to the minute and the
//! minor unit (each entry's amount rounded on its own, then summed). The rate and amounts only
//! for people who handle money, as on every screen.

use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use portico_shared::hours::decimal_hours;
use portico_shared::money::{to_decimal, Currency};

use crate::db::hours::{self, TimeEntryView};
use crate::error::ApiResult;
use crate::scope::VisibleProject;
use crate::state::AppState;

pub async fn export(
    State(state): State<AppState>,
    VisibleProject { id, user }: VisibleProject,
) -> ApiResult<Response> {
    let money = user.money();
    let entries = hours::project_entries(&state.db, &id, money).await?;
    let currency = match entries.first() {
        Some(_) => hours::currency_of(&state.db, &id)
            .await?
            .unwrap_or_default(),
        None => String::new(),
    };
    let out = table(&entries, money.is_some().then_some(currency.as_str()));
    Ok((
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                "attachment; filename=\"hours.csv\"".to_owned(),
            ),
            (header::CACHE_CONTROL, "no-store".to_owned()),
        ],
        out,
    )
        .into_response())
}

/// The CSV text; `currency` (the project's) only for people who handle money: its columns are
/// left out for the others.
fn table(entries: &[TimeEntryView], currency: Option<&str>) -> String {
    let mut out = String::new();
    let mut head = vec![
        "Date",
        "Task or ticket",
        "Who",
        "Minutes",
        "Hours",
        "Billable",
        "Note",
        "State",
        "Invoiced",
    ];
    if currency.is_some() {
        head.extend(["Currency", "Rate per hour", "Amount"]);
    }
    crate::csv::push_row(&mut out, &head);
    let decimal = |minor: i64| match currency.and_then(Currency::parse) {
        Some(c) => to_decimal(minor, c),
        None => minor.to_string(),
    };
    let yes = |b: bool| if b { "yes" } else { "no" }.to_owned();
    let (mut minutes, mut billable, mut amount) = (0_i64, 0_i64, 0_i64);
    for e in entries {
        minutes += e.minutes;
        if e.billable {
            billable += e.minutes;
        }
        let mut row = vec![
            e.date.clone(),
            e.task_title
                .clone()
                .or_else(|| e.ticket_title.clone())
                .unwrap_or_else(|| "The project itself".to_owned()),
            e.who.clone(),
            e.minutes.to_string(),
            decimal_hours(e.minutes),
            yes(e.billable),
            e.note.clone(),
            e.state.clone(),
            yes(e.invoiced),
        ];
        if let Some(code) = currency {
            amount += e.amount.map_or(0, |a| a.minor);
            row.extend([
                code.to_owned(),
                e.rate.map(|r| decimal(r.minor)).unwrap_or_default(),
                e.amount.map(|a| decimal(a.minor)).unwrap_or_default(),
            ]);
        }
        crate::csv::push_row(&mut out, &row);
    }
    let mut total = vec![
        "Total".to_owned(),
        format!("{} billable", decimal_hours(billable)),
        String::new(),
        minutes.to_string(),
        decimal_hours(minutes),
        String::new(),
        String::new(),
        String::new(),
        String::new(),
    ];
    if let Some(code) = currency {
        total.extend([code.to_owned(), String::new(), decimal(amount)]);
    }
    crate::csv::push_row(&mut out, &total);
    out
}
