//! A sent quote's PDF (ADR 0044), rendered by the invoice crate from the snapshot in the
//! company's billing language, with the signature page once it is accepted: the typed name, who
//! signed in, when, from which network, and the SHA-256 of the snapshot they were shown.

use portico_invoice as pdf;

use super::snapshot::Snapshot;
use crate::db::quotes::DecisionRow;
use crate::error::ApiError;

fn party(p: &super::snapshot::Party) -> pdf::Party {
    pdf::Party {
        name: p.name.clone(),
        address: p.address.clone(),
        tax_id: p.tax_id.clone(),
    }
}

/// The document of `s` (read with its amounts), signed by `accepted` if it was.
pub fn document(s: &Snapshot, accepted: Option<&DecisionRow>) -> pdf::Document {
    let lines = s
        .lines
        .iter()
        .map(|l| pdf::Line {
            description: if l.description.is_empty() {
                l.title.clone()
            } else {
                format!("{}\n{}", l.title, l.description)
            },
            amount_minor: l.net_minor.unwrap_or(0),
            tax_minor: l.tax_minor.unwrap_or(0),
            quantity_hundredths: Some(l.quantity_hundredths),
            unit_minor: l.unit_minor,
            tax_label: l.tax_name.clone(),
            tax_rate_basis_points: l.tax_rate_basis_points,
        })
        .collect();
    pdf::Document {
        kind: if s.kind == "change" {
            pdf::Kind::ChangeRequest
        } else {
            pdf::Kind::Quote
        },
        language: pdf::Language::parse(&s.language).unwrap_or_default(),
        number: s.number.clone(),
        version: u32::try_from(s.version).ok(),
        issued_on: s.issued_on.clone(),
        due_on: Some(s.valid_until.clone()),
        credits: None,
        firm: party(&s.firm),
        bank_details: String::new(),
        bill_to: party(&s.company),
        project: s.project.clone(),
        currency: s.currency.clone(),
        lines,
        tax_label: String::new(),
        tax_rate_basis_points: 0,
        subtotal_minor: s.subtotal_minor.unwrap_or(0),
        tax_minor: s.tax_minor.unwrap_or(0),
        total_minor: s.total_minor.unwrap_or(0),
        note: String::new(),
        terms: s.terms.clone(),
        signature: accepted.map(|d| pdf::Signature {
            signed_name: d.signed_name.clone().unwrap_or_default(),
            person_name: d.person_name.clone(),
            at: portico_shared::dates::format_rfc3339_from_ms(d.created_at),
            network: d.network.clone().unwrap_or_default(),
            digest: d.shown_sha256.clone(),
            // An approver who handles no money signed the snapshot without its amounts.
            without_amounts: d.shown_sha256
                == super::snapshot::sealed(&s.clone().without_money()).1,
        }),
    }
}

/// The PDF of `s`, rendered off the async threads.
pub async fn render(s: &Snapshot, accepted: Option<&DecisionRow>) -> Result<Vec<u8>, ApiError> {
    let document = document(s, accepted);
    tokio::task::spawn_blocking(move || pdf::render(&document))
        .await
        .map_err(|e| ApiError::Internal(format!("quote rendering stopped: {e}").into()))?
        .map_err(|e| ApiError::Internal(format!("quote rendering failed: {e}").into()))
}
