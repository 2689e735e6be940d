//! Paying invoices online (ADR 0043): what is still due on an invoice, the provider's pages opened
//! for it, its events (each kept once) and the payments they booked (each session once).

use portico_shared::balance::{invoice_left, LineLeft};
use portico_shared::dates::format_rfc3339_from_ms;
use portico_shared::money::Amount;
use serde::Serialize;
use sqlx::{AnyConnection, FromRow};

use super::invoices::{InvoiceView, Line};
use super::{new_id, now_ms, placeholders};

/// What is still due on an invoice, and how many receipts it was counted from (with the amount,
/// the balance's version).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Due {
    pub left_minor: i64,
    pub receipts: i64,
}

#[derive(FromRow)]
struct MilestoneLeft {
    id: String,
    invoice_id: Option<String>,
    left_minor: i64,
    receipts: i64,
}

/// What is still due on each of `invoices` (parallel to it): nothing on a credit note or a
/// credited invoice; else each line's net amount still due on its milestone, and its tax's share.
pub async fn dues(
    c: &mut AnyConnection,
    invoices: &[&InvoiceView],
) -> Result<Vec<Due>, sqlx::Error> {
    let open = |i: &InvoiceView| i.kind == "invoice" && i.credited_by.is_none();
    let ids: Vec<&str> = invoices
        .iter()
        .filter(|i| open(i))
        .flat_map(|i| i.lines.iter().map(|l| l.id.as_str()))
        .collect();
    let mut rows: Vec<MilestoneLeft> = Vec::new();
    // A few hundred at a time: far below either engine's limit on parameters.
    for chunk in ids.chunks(500) {
        let sql = format!(
            "SELECT x.id, x.invoice_id, CAST(x.amount_minor - COALESCE((SELECT SUM(r.amount_minor) \
             FROM payment_receipts r WHERE r.payment_id = x.id), 0) AS BIGINT) AS left_minor, \
             (SELECT COUNT(*) FROM payment_receipts r WHERE r.payment_id = x.id) AS receipts \
             FROM payments x WHERE x.id IN ({})",
            placeholders(chunk.len(), 1)
        );
        let mut q = sqlx::query_as::<_, MilestoneLeft>(&sql);
        for id in chunk {
            q = q.bind(*id);
        }
        rows.extend(q.fetch_all(&mut *c).await?);
    }
    Ok(invoices
        .iter()
        .map(|i| {
            if !open(i) {
                return Due {
                    left_minor: 0,
                    receipts: 0,
                };
            }
            let mut receipts = 0;
            let lines: Vec<LineLeft> = i
                .lines
                .iter()
                .map(|l| {
                    let row = rows.iter().find(|r| r.id == l.id);
                    receipts += row.map_or(0, |r| r.receipts);
                    LineLeft {
                        amount: l.amount.minor,
                        tax: l.tax.minor,
                        // A milestone that left the invoice was paid in it or moved: nothing of
                        // it is due here; one that is gone still is.
                        left: match row {
                            Some(r) if r.invoice_id.as_deref() == Some(i.id.as_str()) => {
                                r.left_minor
                            }
                            Some(_) => 0,
                            None => l.amount.minor,
                        },
                    }
                })
                .collect();
            Due {
                left_minor: invoice_left(&lines),
                receipts,
            }
        })
        .collect())
}

/// The milestones of an invoice's lines that it still names (what a payment of it settles).
pub async fn milestones_of(
    c: &mut AnyConnection,
    invoice: &str,
) -> Result<Vec<String>, sqlx::Error> {
    let lines: Option<String> = sqlx::query_scalar("SELECT lines FROM invoices WHERE id = $1")
        .bind(invoice)
        .fetch_optional(&mut *c)
        .await?;
    let lines: Vec<Line> = lines
        .and_then(|l| serde_json::from_str(&l).ok())
        .unwrap_or_default();
    let mut out = Vec::with_capacity(lines.len());
    for l in lines {
        let names: Option<i64> =
            sqlx::query_scalar("SELECT 1 FROM payments WHERE id = $1 AND invoice_id = $2")
                .bind(&l.id)
                .bind(invoice)
                .fetch_optional(&mut *c)
                .await?;
        if names.is_some() {
            out.push(l.id);
        }
    }
    Ok(out)
}

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

/// A payment about to be booked.
pub struct NewPayment<'a> {
    pub session: &'a SessionRow,
    pub payment_ref: &'a str,
    pub fee_minor: Option<i64>,
    pub booked_by: &'a str,
}

/// Books a completed page's payment; `None` when it was booked before (each page once).
pub async fn insert_payment(
    c: &mut AnyConnection,
    p: &NewPayment<'_>,
) -> Result<Option<String>, sqlx::Error> {
    let id = new_id();
    let done = sqlx::query(
        "INSERT INTO online_payments (id, session_id, invoice_id, client_id, project_id, provider, payment_ref, \
         amount_minor, currency, fee_minor, booked_by, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (session_id) DO NOTHING",
    )
    .bind(&id)
    .bind(&p.session.id)
    .bind(&p.session.invoice_id)
    .bind(&p.session.client_id)
    .bind(&p.session.project_id)
    .bind(&p.session.provider)
    .bind(p.payment_ref)
    .bind(p.session.amount_minor)
    .bind(&p.session.currency)
    .bind(p.fee_minor)
    .bind(p.booked_by)
    .bind(now_ms())
    .execute(c)
    .await?;
    Ok((done.rows_affected() == 1).then_some(id))
}

/// A payment received online, as staff read it.
#[derive(Debug, Serialize, schemars::JsonSchema, FromRow)]
#[serde(rename_all = "camelCase")]
pub struct OnlineRow {
    #[serde(rename = "_id")]
    pub id: String,
    pub invoice: String,
    pub number: String,
    pub client_name: String,
    pub project_title: String,
    pub provider: String,
    pub payment_ref: String,
    #[serde(skip)]
    pub amount_minor: i64,
    #[serde(skip)]
    pub currency: String,
    #[serde(skip)]
    pub fee_minor: Option<i64>,
    #[serde(skip)]
    pub refunded_minor: i64,
    pub refund_ref: Option<String>,
    pub credit_note: Option<String>,
    #[serde(skip)]
    pub created_at: i64,
}

/// A payment received online with its amounts and when.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct OnlinePaymentView {
    #[serde(flatten)]
    pub row: OnlineRow,
    pub amount: Amount,
    /// The provider's fee, from its balance transaction (null until known).
    pub fee: Option<Amount>,
    pub refunded: Amount,
    pub received_at: String,
}

impl From<OnlineRow> for OnlinePaymentView {
    fn from(row: OnlineRow) -> Self {
        let amount = |m: i64| Amount::stored(m, &row.currency);
        Self {
            amount: amount(row.amount_minor),
            fee: row.fee_minor.map(amount),
            refunded: amount(row.refunded_minor),
            received_at: format_rfc3339_from_ms(row.created_at),
            row,
        }
    }
}

const ONLINE: &str =
    "SELECT o.id, o.invoice_id AS invoice, i.number, i.client_name, i.project_title, o.provider, \
     o.payment_ref, o.amount_minor, o.currency, o.fee_minor, o.refunded_minor, o.refund_ref, \
     (SELECT c.number FROM invoices c WHERE c.id = o.credit_note_id) AS credit_note, o.created_at \
     FROM online_payments o JOIN invoices i ON i.id = o.invoice_id";

/// The newest payments received online (at most 200).
pub async fn recent(c: &mut AnyConnection) -> Result<Vec<OnlinePaymentView>, sqlx::Error> {
    let rows: Vec<OnlineRow> =
        sqlx::query_as(&format!("{ONLINE} ORDER BY o.created_at DESC LIMIT 200"))
            .fetch_all(c)
            .await?;
    Ok(rows.into_iter().map(OnlinePaymentView::from).collect())
}

pub async fn payment(
    c: &mut AnyConnection,
    id: &str,
) -> Result<Option<OnlinePaymentView>, sqlx::Error> {
    let row: Option<OnlineRow> = sqlx::query_as(&format!("{ONLINE} WHERE o.id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await?;
    Ok(row.map(OnlinePaymentView::from))
}

/// A payment's receipt as mailed: its invoice, and the PDF (none before it was rendered).
pub async fn receipt(
    db: &super::Db,
    payment: &str,
) -> Result<Option<(String, super::invoices::Pdf)>, sqlx::Error> {
    let row: Option<(String, String, String, Option<Vec<u8>>)> = sqlx::query_as(
        "SELECT o.invoice_id, i.number, o.project_id, o.receipt_pdf FROM online_payments o \
         JOIN invoices i ON i.id = o.invoice_id WHERE o.id = $1",
    )
    .bind(payment)
    .fetch_optional(db)
    .await?;
    Ok(row.and_then(|(invoice, number, project_id, bytes)| {
        Some((
            invoice,
            super::invoices::Pdf {
                number,
                kind: "receipt".into(),
                project_id,
                bytes: bytes?,
            },
        ))
    }))
}

pub async fn set_receipt(c: &mut AnyConnection, id: &str, pdf: &[u8]) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE online_payments SET receipt_pdf = $1 WHERE id = $2")
        .bind(pdf)
        .bind(id)
        .execute(c)
        .await?;
    Ok(())
}

/// Payments whose fee is not known yet (the provider settles it a little after the payment).
pub async fn without_fee(c: &mut AnyConnection) -> Result<Vec<(String, String)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, payment_ref FROM online_payments WHERE fee_minor IS NULL AND payment_ref <> '' \
         ORDER BY created_at DESC LIMIT 50",
    )
    .fetch_all(c)
    .await
}

pub async fn set_fee(c: &mut AnyConnection, id: &str, fee: i64) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE online_payments SET fee_minor = $1 WHERE id = $2")
        .bind(fee)
        .bind(id)
        .execute(c)
        .await?;
    Ok(())
}

/// Records a refund of a payment: at the provider (its reference) and/or by a credit note.
pub async fn set_refund(
    c: &mut AnyConnection,
    id: &str,
    refunded_minor: i64,
    refund_ref: Option<&str>,
    credit_note: Option<&str>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE online_payments SET refunded_minor = $1, refund_ref = COALESCE($2, refund_ref), \
         credit_note_id = COALESCE($3, credit_note_id) WHERE id = $4",
    )
    .bind(refunded_minor)
    .bind(refund_ref)
    .bind(credit_note)
    .bind(id)
    .execute(c)
    .await?;
    Ok(())
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
