//! Payments received online, booked once per page, with their fee, refund and receipt (ADR 0043).

use portico_shared::dates::format_rfc3339_from_ms;
use portico_shared::money::Amount;
use serde::Serialize;
use sqlx::{AnyConnection, FromRow};

use super::SessionRow;
use crate::db::{new_id, now_ms};

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
    db: &crate::db::Db,
    payment: &str,
) -> Result<Option<(String, crate::db::invoices::Pdf)>, sqlx::Error> {
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
            crate::db::invoices::Pdf {
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
