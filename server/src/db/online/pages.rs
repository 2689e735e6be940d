//! The provider's pages opened for invoices, and its events, each kept once (ADR 0043).

use portico_shared::dates::format_rfc3339_from_ms;
use portico_shared::money::Amount;
use serde::Serialize;
use sqlx::{AnyConnection, FromRow};

use crate::db::invoices::InvoiceView;
use crate::db::{new_id, now_ms};

/// A page opened at the provider, as stored.
#[derive(Clone, Debug, FromRow)]
pub struct SessionRow {
    pub id: String,
    pub provider: String,
    pub provider_ref: String,
    pub invoice_id: String,
    pub client_id: String,
    pub project_id: String,
    pub amount_minor: i64,
    pub currency: String,
    pub url: String,
    pub state: String,
    pub expires_at: i64,
}

const SESSION: &str =
    "SELECT id, provider, provider_ref, invoice_id, client_id, project_id, amount_minor, \
     currency, url, state, expires_at FROM pay_sessions";

/// An open page for `key` that still takes payment for a minute at least.
pub async fn open_for_key(
    c: &mut AnyConnection,
    invoice: &str,
    key: &str,
) -> Result<Option<SessionRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{SESSION} WHERE invoice_id = $1 AND idempotency_key = $2 AND state = 'open' AND expires_at > $3 \
         ORDER BY created_at DESC LIMIT 1"
    ))
    .bind(invoice)
    .bind(key)
    .bind(now_ms() + 60_000)
    .fetch_optional(c)
    .await
}

/// How many of an invoice's pages ended unpaid: a new attempt's key differs from theirs.
pub async fn ended_unpaid(c: &mut AnyConnection, invoice: &str) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT COUNT(*) FROM pay_sessions WHERE invoice_id = $1 AND (state = 'expired' OR (state = 'open' AND expires_at <= $2))",
    )
    .bind(invoice)
    .bind(now_ms() + 60_000)
    .fetch_one(c)
    .await
}

/// A page opened at the provider, about to be stored.
pub struct NewSessionRow<'a> {
    pub provider: &'a str,
    pub provider_ref: &'a str,
    pub invoice: &'a InvoiceView,
    pub amount_minor: i64,
    pub key: &'a str,
    pub url: &'a str,
    pub opened_by: &'a str,
    pub expires_at: i64,
}

/// Stores a page; the provider gave the same page to a click before (its idempotency key) when
/// it is stored already, which is fine.
pub async fn insert_session(
    c: &mut AnyConnection,
    n: &NewSessionRow<'_>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO pay_sessions (id, provider, provider_ref, invoice_id, client_id, project_id, amount_minor, \
         currency, idempotency_key, url, opened_by, created_at, expires_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) \
         ON CONFLICT (provider, provider_ref) DO NOTHING",
    )
    .bind(new_id())
    .bind(n.provider)
    .bind(n.provider_ref)
    .bind(&n.invoice.id)
    .bind(&n.invoice.client)
    .bind(&n.invoice.project)
    .bind(n.amount_minor)
    .bind(&n.invoice.currency)
    .bind(n.key)
    .bind(n.url)
    .bind(n.opened_by)
    .bind(now_ms())
    .bind(n.expires_at)
    .execute(c)
    .await?;
    Ok(())
}

/// Keeps a verified event once; false when it was kept before (a redelivery, or the same event
/// delivered twice at once: the second waits on the first's key and finds it).
pub async fn first_event(
    c: &mut AnyConnection,
    provider: &str,
    id: &str,
    kind: &str,
    session_ref: &str,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO pay_events (provider, event_id, kind, session_ref, outcome, received_at) \
         VALUES ($1, $2, $3, $4, 'received', $5) ON CONFLICT (provider, event_id) DO NOTHING",
    )
    .bind(provider)
    .bind(id)
    .bind(kind.chars().take(100).collect::<String>())
    .bind(session_ref)
    .bind(now_ms())
    .execute(c)
    .await?;
    Ok(done.rows_affected() == 1)
}

pub async fn set_outcome(
    c: &mut AnyConnection,
    provider: &str,
    id: &str,
    outcome: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE pay_events SET outcome = $1 WHERE provider = $2 AND event_id = $3")
        .bind(outcome)
        .bind(provider)
        .bind(id)
        .execute(c)
        .await?;
    Ok(())
}

/// A stored page by the provider's reference, its row locked for this transaction.
pub async fn lock_session(
    c: &mut AnyConnection,
    provider: &str,
    provider_ref: &str,
) -> Result<Option<SessionRow>, sqlx::Error> {
    let touched = sqlx::query(
        "UPDATE pay_sessions SET state = state WHERE provider = $1 AND provider_ref = $2",
    )
    .bind(provider)
    .bind(provider_ref)
    .execute(&mut *c)
    .await?;
    if touched.rows_affected() == 0 {
        return Ok(None);
    }
    sqlx::query_as(&format!(
        "{SESSION} WHERE provider = $1 AND provider_ref = $2"
    ))
    .bind(provider)
    .bind(provider_ref)
    .fetch_optional(c)
    .await
}

pub async fn close_session(
    c: &mut AnyConnection,
    id: &str,
    state: &str,
    reason: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE pay_sessions SET state = $1, held_reason = $2, closed_at = $3 WHERE id = $4",
    )
    .bind(state)
    .bind(reason)
    .bind(now_ms())
    .bind(id)
    .execute(c)
    .await?;
    Ok(())
}

/// Keeps a failed booking of a page apart from its rolled-back transaction (one row per page,
/// its tries counted), so staff see it until a booking of the page succeeds.
pub async fn record_failure(
    c: &mut AnyConnection,
    (provider, session_ref, event_id): (&str, &str, &str),
    error: &str,
) -> Result<(), sqlx::Error> {
    let error: String = error.chars().take(300).collect();
    sqlx::query(
        "INSERT INTO pay_failures (provider, session_ref, event_id, error, first_at, last_at) \
         VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT (provider, session_ref) DO UPDATE SET \
         event_id = excluded.event_id, error = excluded.error, tries = pay_failures.tries + 1, \
         last_at = excluded.last_at",
    )
    .bind(provider)
    .bind(session_ref)
    .bind(event_id)
    .bind(error)
    .bind(now_ms())
    .execute(c)
    .await?;
    Ok(())
}

/// A page's booking succeeded (or was done before): its failures are over.
pub async fn clear_failure(
    c: &mut AnyConnection,
    provider: &str,
    session_ref: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM pay_failures WHERE provider = $1 AND session_ref = $2")
        .bind(provider)
        .bind(session_ref)
        .execute(c)
        .await?;
    Ok(())
}

/// A booking that failed and is retried, as staff read it.
#[derive(Debug, Serialize, schemars::JsonSchema, FromRow)]
#[serde(rename_all = "camelCase")]
pub struct FailureRow {
    pub session_ref: String,
    pub event_id: String,
    /// The invoice's number, when the page is one this server opened.
    pub number: Option<String>,
    pub error: String,
    pub tries: i64,
    #[serde(skip)]
    pub last_at: i64,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct FailureView {
    #[serde(flatten)]
    pub row: FailureRow,
    pub last_tried_at: String,
}

/// Bookings that failed and are retried (the newest 100).
pub async fn failures(c: &mut AnyConnection) -> Result<Vec<FailureView>, sqlx::Error> {
    let rows: Vec<FailureRow> = sqlx::query_as(
        "SELECT f.session_ref, f.event_id, (SELECT i.number FROM pay_sessions s JOIN invoices i \
         ON i.id = s.invoice_id WHERE s.provider = f.provider AND s.provider_ref = f.session_ref) AS number, \
         f.error, f.tries, f.last_at FROM pay_failures f ORDER BY f.last_at DESC LIMIT 100",
    )
    .fetch_all(c)
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| FailureView {
            last_tried_at: format_rfc3339_from_ms(row.last_at),
            row,
        })
        .collect())
}

/// A page that needs staff's eye: opened and never completed, or held for a mismatch.
#[derive(Debug, Serialize, schemars::JsonSchema, FromRow)]
#[serde(rename_all = "camelCase")]
pub struct PendingRow {
    #[serde(rename = "_id")]
    pub id: String,
    pub invoice: String,
    pub number: String,
    pub client_name: String,
    pub provider: String,
    pub provider_ref: String,
    /// `open`, `expired` or `held`.
    pub state: String,
    pub held_reason: String,
    #[serde(skip)]
    pub amount_minor: i64,
    #[serde(skip)]
    pub currency: String,
    #[serde(skip)]
    pub created_at: i64,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PendingView {
    #[serde(flatten)]
    pub row: PendingRow,
    pub amount: Amount,
    pub opened_at: String,
}

/// Pages held for a mismatch, then pages opened and not completed (the newest 200).
pub async fn pending(c: &mut AnyConnection) -> Result<Vec<PendingView>, sqlx::Error> {
    let rows: Vec<PendingRow> = sqlx::query_as(
        "SELECT s.id, s.invoice_id AS invoice, i.number, i.client_name, s.provider, s.provider_ref, s.state, \
         s.held_reason, s.amount_minor, s.currency, s.created_at FROM pay_sessions s \
         JOIN invoices i ON i.id = s.invoice_id WHERE s.state IN ('open', 'expired', 'held') \
         ORDER BY CASE WHEN s.state = 'held' THEN 0 ELSE 1 END, s.created_at DESC LIMIT 200",
    )
    .fetch_all(c)
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| PendingView {
            amount: Amount::stored(row.amount_minor, &row.currency),
            opened_at: format_rfc3339_from_ms(row.created_at),
            row,
        })
        .collect())
}
