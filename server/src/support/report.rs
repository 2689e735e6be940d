//! The month report of support, per company: tickets opened, first replies and resolutions kept
//! and breached, the median times (counted time, as the targets count), and the ratings. A month
//! is the firm's: the calendar's zone says where it starts.

use jiff::civil::Date;
use serde::Serialize;
use sqlx::AnyConnection;

use crate::db::ticket_report::{self, TicketFigures};
use crate::error::ApiError;

/// The most months one report spans.
pub const MAX_MONTHS: i32 = 24;

/// One company's month.
#[derive(Clone, Debug, Default, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SupportMonth {
    pub client: String,
    pub client_name: String,
    /// `YYYY-MM`.
    pub month: String,
    pub tickets: i64,
    pub response_met: i64,
    pub response_breached: i64,
    pub resolution_met: i64,
    pub resolution_breached: i64,
    pub median_response_seconds: Option<i64>,
    pub median_resolution_seconds: Option<i64>,
    pub good: i64,
    pub bad: i64,
}

/// `YYYY-MM` into the first day of that month.
fn month_start(raw: &str, field: &'static str) -> Result<Date, ApiError> {
    let bad = || ApiError::field(field, "bad_month", "Choose a month (YYYY-MM).");
    let (y, m) = raw.trim().split_once('-').ok_or_else(bad)?;
    let (y, m) = (
        y.parse::<i16>().map_err(|_| bad())?,
        m.parse::<i8>().map_err(|_| bad())?,
    );
    Date::new(y, m, 1).map_err(|_| bad())
}

/// The report from month `from` to month `to` (both included; this month when absent), of one
/// company or all.
pub async fn months(
    c: &mut AnyConnection,
    (from, to): (Option<&str>, Option<&str>),
    client: Option<&str>,
) -> Result<Vec<SupportMonth>, ApiError> {
    let (cal, _) = super::calendar(c).await?;
    let zone = cal.zone().clone();
    let today = zone
        .to_datetime(jiff::Timestamp::from_millisecond(crate::db::now_ms()).unwrap_or_default())
        .date();
    let this_month = today.first_of_month();
    let to = match to {
        Some(t) if !t.trim().is_empty() => month_start(t, "to")?,
        _ => this_month,
    };
    let from = match from {
        Some(f) if !f.trim().is_empty() => month_start(f, "from")?,
        _ => to,
    };
    let span =
        (to.year() as i32 - from.year() as i32) * 12 + (to.month() as i32 - from.month() as i32);
    if span < 0 {
        return Err(ApiError::field(
            "from",
            "after_to",
            "The first month comes after the last.",
        ));
    }
    if span >= MAX_MONTHS {
        return Err(ApiError::field(
            "from",
            "too_long",
            "A report spans 24 months at most.",
        ));
    }
    let ms = |d: Date| {
        zone.to_ambiguous_timestamp(d.to_datetime(jiff::civil::Time::midnight()))
            .compatible()
            .map(|t| t.as_millisecond())
            .unwrap_or_default()
    };
    let end = to.checked_add(jiff::Span::new().months(1)).unwrap_or(to);
    let rows = ticket_report::rows(c, (ms(from), ms(end)), client).await?;
    let mut out: Vec<(SupportMonth, Vec<i64>, Vec<i64>)> = Vec::new();
    for r in rows {
        let month = jiff::Timestamp::from_millisecond(r.created_at)
            .map(|t| zone.to_datetime(t).strftime("%Y-%m").to_string())
            .unwrap_or_default();
        let at = match out
            .iter()
            .position(|(m, _, _)| m.client == r.client && m.month == month)
        {
            Some(i) => i,
            None => {
                out.push((
                    SupportMonth {
                        client: r.client.clone(),
                        client_name: r.client_name.clone(),
                        month,
                        ..Default::default()
                    },
                    Vec::new(),
                    Vec::new(),
                ));
                out.len() - 1
            }
        };
        let (m, responses, resolutions) = &mut out[at];
        add(m, responses, resolutions, &r);
    }
    let mut months: Vec<SupportMonth> = out
        .into_iter()
        .map(|(mut m, mut responses, mut resolutions)| {
            m.median_response_seconds = median(&mut responses);
            m.median_resolution_seconds = median(&mut resolutions);
            m
        })
        .collect();
    months.sort_by(|a, b| {
        a.month.cmp(&b.month).then_with(|| {
            a.client_name
                .to_lowercase()
                .cmp(&b.client_name.to_lowercase())
        })
    });
    Ok(months)
}

fn add(
    m: &mut SupportMonth,
    responses: &mut Vec<i64>,
    resolutions: &mut Vec<i64>,
    r: &TicketFigures,
) {
    m.tickets += 1;
    match r.response_met {
        Some(1) => m.response_met += 1,
        Some(0) => m.response_breached += 1,
        _ => {}
    }
    match r.resolution_met {
        Some(1) => m.resolution_met += 1,
        Some(0) => m.resolution_breached += 1,
        _ => {}
    }
    if let (Some(_), Some(s)) = (r.first_response_at, r.response_seconds) {
        responses.push(s);
    }
    let done = matches!(r.state.as_str(), "solved" | "closed");
    if let (true, Some(s)) = (done, r.resolution_seconds) {
        resolutions.push(s);
    }
    match r.score.as_deref() {
        Some("good") => m.good += 1,
        Some("bad") => m.bad += 1,
        _ => {}
    }
}

fn median(values: &mut [i64]) -> Option<i64> {
    if values.is_empty() {
        return None;
    }
    values.sort_unstable();
    let n = values.len();
    Some(if n % 2 == 1 {
        values[n / 2]
    } else {
        (values[n / 2 - 1] + values[n / 2]) / 2
    })
}

/// The report as CSV (the console's download): a row per company and month.
pub fn csv(months: &[SupportMonth]) -> String {
    let mut out = String::new();
    crate::csv::push_row(
        &mut out,
        &[
            "month",
            "company",
            "tickets",
            "first_response_met",
            "first_response_breached",
            "resolution_met",
            "resolution_breached",
            "median_first_response_minutes",
            "median_resolution_minutes",
            "rated_good",
            "rated_bad",
        ],
    );
    let minutes = |s: Option<i64>| s.map(|s| (s / 60).to_string()).unwrap_or_default();
    for m in months {
        crate::csv::push_row(
            &mut out,
            &[
                m.month.clone(),
                m.client_name.clone(),
                m.tickets.to_string(),
                m.response_met.to_string(),
                m.response_breached.to_string(),
                m.resolution_met.to_string(),
                m.resolution_breached.to_string(),
                minutes(m.median_response_seconds),
                minutes(m.median_resolution_seconds),
                m.good.to_string(),
                m.bad.to_string(),
            ],
        );
    }
    out
}
