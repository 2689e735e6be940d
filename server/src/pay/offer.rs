//! What an invoice offers its finance people: what is still due, whether it can be paid online,
//! and the provider's page to pay it on, one per invoice and balance however often it is asked.

use sqlx::AnyConnection;

use super::amount::{stripe_amount, NotChargeable};
use super::provider::{NewSession, Provider};
use crate::db::invoices::{InvoiceView, PayOnline};
use crate::db::online::{self, Due, NewSessionRow};
use crate::error::ApiError;

/// Fills in each invoice's balance and whether it can be paid online.
pub async fn fill(
    c: &mut AnyConnection,
    provider: Option<&dyn Provider>,
    views: &mut [InvoiceView],
) -> Result<(), sqlx::Error> {
    let dues = online::dues(c, &views.iter().collect::<Vec<_>>()).await?;
    for (v, due) in views.iter_mut().zip(dues) {
        v.balance = v.total.with_minor(due.left_minor);
        v.pay_online = payable(provider, due.left_minor, &v.currency);
    }
    Ok(())
}

fn payable(provider: Option<&dyn Provider>, left: i64, currency: &str) -> PayOnline {
    match stripe_amount(left, currency) {
        Err(NotChargeable::NothingDue) => PayOnline::NothingDue,
        Err(NotChargeable::ThirdDecimal) => PayOnline::ThirdDecimal,
        Err(NotChargeable::UnknownCurrency) => PayOnline::UnknownCurrency,
        Ok(_) if provider.is_none() => PayOnline::Off,
        Ok(_) => PayOnline::Available,
    }
}

/// The idempotency key of a page for `invoice` with `due` still to pay: the same while nothing
/// is received and no page ended unpaid, so clicks and tabs share a page; a new one otherwise.
pub fn key(invoice: &str, due: Due, attempt: i64) -> String {
    format!(
        "portico-{invoice}-{}-{}-{attempt}",
        due.left_minor, due.receipts
    )
}

/// Where the provider sends the payer back.
pub struct Return<'a> {
    pub success_url: &'a str,
    pub cancel_url: &'a str,
    pub email: Option<&'a str>,
    pub opened_by: &'a str,
}

/// The page to pay what is due on `invoice` (already read, with its balance filled): a stored
/// open one for the same balance, or a new one from the provider.
pub async fn page(
    db: &crate::db::Db,
    provider: &dyn Provider,
    invoice: &InvoiceView,
    back: Return<'_>,
) -> Result<String, ApiError> {
    let refused = |message: &str| ApiError::Conflict {
        field: "invoice",
        message: message.into(),
    };
    match invoice.pay_online {
        PayOnline::Available => {}
        PayOnline::NothingDue => return Err(refused("Nothing is due on this invoice")),
        PayOnline::ThirdDecimal => {
            return Err(refused(
                "This amount cannot be charged online exactly: please pay by bank transfer",
            ))
        }
        PayOnline::UnknownCurrency | PayOnline::Off => {
            return Err(refused("This invoice cannot be paid online"))
        }
    }
    let mut c = db.acquire().await?;
    let due = online::dues(&mut c, &[invoice])
        .await?
        .first()
        .copied()
        .unwrap_or(Due {
            left_minor: 0,
            receipts: 0,
        });
    let attempt = online::ended_unpaid(&mut c, &invoice.id).await?;
    let key = key(&invoice.id, due, attempt);
    if let Some(open) = online::open_for_key(&mut c, &invoice.id, &key).await? {
        return Ok(open.url);
    }
    drop(c);
    let description = format!("Invoice {} · {}", invoice.number, invoice.project_title);
    let session = provider
        .open(&NewSession {
            invoice_id: &invoice.id,
            description: &description,
            amount_minor: due.left_minor,
            currency: &invoice.currency,
            success_url: back.success_url,
            cancel_url: back.cancel_url,
            idempotency_key: &key,
            email: back.email,
        })
        .await
        .map_err(|e| {
            tracing::warn!(invoice = %invoice.id, "opening a payment page failed: {e}");
            ApiError::PaymentProviderUnavailable
        })?;
    let mut tx = crate::db::begin_write(db).await?;
    online::insert_session(
        &mut tx,
        &NewSessionRow {
            provider: provider.name(),
            provider_ref: &session.provider_ref,
            invoice,
            amount_minor: due.left_minor,
            key: &key,
            url: &session.url,
            opened_by: back.opened_by,
            expires_at: session.expires_at_ms,
        },
    )
    .await?;
    tx.commit().await?;
    Ok(session.url)
}
