//! The receipt of a payment of an invoice (ADR 0043), rendered by the invoice crate in the
//! invoice's language: the invoice's number, the day it was received, what the payment settled of
//! each line (its net amount and its share of the tax), and the total received.

use portico_invoice as pdf;
use sqlx::AnyConnection;

use crate::db::invoices;
use crate::error::ApiError;

/// What a payment settled of one line: the line's title, its net amount and its tax.
pub struct Settled {
    pub title: String,
    pub net_minor: i64,
    pub tax_minor: i64,
}

/// How the payment was made, in the invoice's language: "Paid online through Stripe, reference
/// pi_…".
fn how(language: &str, provider: &str, reference: &str) -> String {
    match language {
        "fr" => format!("Payé en ligne via {provider}, référence {reference}"),
        "hi" => format!("{provider} के ज़रिए ऑनलाइन भुगतान, संदर्भ {reference}"),
        _ => format!("Paid online through {provider}, reference {reference}"),
    }
}

/// Renders the receipt of a payment of `invoice` received on `received_on` (YYYY-MM-DD).
pub async fn render(
    c: &mut AnyConnection,
    invoice: &str,
    settled: &[Settled],
    received_on: &str,
    (provider, reference): (&str, &str),
) -> Result<Vec<u8>, ApiError> {
    // A booking without the firm's details fails (and is retried once they are back): an
    // internal failure, not a missing page.
    let firm = invoices::settings(c)
        .await?
        .ok_or_else(|| ApiError::internal("the firm's billing details are not set"))?;
    let i = invoices::one(c, &crate::ids::InvoiceId::from_stored(invoice.to_owned()))
        .await?
        .ok_or(ApiError::NotFound)?;
    let company = invoices::company(c, &i.client)
        .await?
        .ok_or(ApiError::NotFound)?;
    let subtotal: i64 = settled.iter().map(|s| s.net_minor).sum();
    let tax: i64 = settled.iter().map(|s| s.tax_minor).sum();
    let rate = u32::try_from((i.tax_rate * 100.0).round() as i64).unwrap_or(0);
    let document = pdf::Document {
        kind: pdf::Kind::Receipt,
        language: super::language(&i.language),
        number: i.number.clone(),
        issued_on: received_on.to_owned(),
        due_on: None,
        credits: None,
        firm: pdf::Party {
            name: firm.firm_name.clone(),
            address: firm.address.clone(),
            tax_id: firm.tax_id.clone(),
        },
        bank_details: String::new(),
        bill_to: pdf::Party {
            name: i.client_name.clone(),
            address: company.address.clone(),
            tax_id: company.tax_id.clone(),
        },
        project: i.project_title.clone(),
        currency: i.currency.clone(),
        lines: settled
            .iter()
            .map(|s| pdf::Line {
                description: s.title.clone(),
                amount_minor: s.net_minor,
                tax_minor: s.tax_minor,
                ..Default::default()
            })
            .collect(),
        tax_label: i.tax_label.clone(),
        tax_rate_basis_points: rate,
        subtotal_minor: subtotal,
        tax_minor: tax,
        total_minor: subtotal + tax,
        version: None,
        terms: String::new(),
        signature: None,
        note: how(&i.language, provider, reference),
    };
    tokio::task::spawn_blocking(move || pdf::render(&document))
        .await
        .map_err(|e| ApiError::Internal(format!("receipt rendering stopped: {e}").into()))?
        .map_err(|e| ApiError::Internal(format!("receipt rendering failed: {e}").into()))
}
