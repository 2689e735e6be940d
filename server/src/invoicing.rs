//! Issuing invoices and credit notes (ADR 0033): one transaction takes the year's next number,
//! renders the PDF in the company's billing language, writes the invoice and its milestones'
//! new status, and queues the mail to the company's finance people. Nothing is edited after.

use portico_invoice as pdf;
use portico_shared::dates::format_ymd_from_ms;
use portico_shared::money;
use portico_shared::validate::Invoice;
use portico_shared::Language;
use sqlx::AnyConnection;

mod hours;
pub mod receipt;

pub use hours::issue_hours;

use crate::db::invoices::{self, BillingSettingsView, Line, NewInvoice};
use crate::error::ApiError;
use crate::ids::{InvoiceId, ProjectId, UserId};

/// Who issues: their id and name as the invoice records them.
pub struct Issuer<'a> {
    pub id: &'a UserId,
    pub name: &'a str,
}

fn year_of(date: &str) -> i32 {
    date.get(..4).and_then(|y| y.parse().ok()).unwrap_or(1970)
}

fn language(tag: &str) -> Language {
    Language::parse(tag).unwrap_or_default()
}

/// The settings an invoice needs, or a 409 telling staff to fill them in.
async fn firm(c: &mut AnyConnection) -> Result<BillingSettingsView, ApiError> {
    invoices::settings(c)
        .await?
        .ok_or_else(|| ApiError::Conflict {
            field: "settings",
            message: "Fill in the firm's billing details first".into(),
        })
}

/// Issues an invoice dated `today` for due milestones of one project, in the caller's
/// transaction (`tell` mails it).
pub async fn issue(
    c: &mut AnyConnection,
    project: &ProjectId,
    input: &Invoice,
    by: Issuer<'_>,
    today: &str,
) -> Result<InvoiceId, ApiError> {
    let firm = firm(c).await?;
    let billable = invoices::lock_billable(c, &input.payments).await?;
    let mut lines = Vec::with_capacity(input.payments.len());
    let rate = input
        .tax_rate
        .unwrap_or(u32::try_from(firm.tax_rate).unwrap_or(0));
    let mut currency = None::<String>;
    for id in &input.payments {
        let Some(b) = billable.iter().find(|b| &b.id == id) else {
            return Err(ApiError::field(
                "payments",
                "unknown",
                "No such milestone in this project",
            ));
        };
        if b.project_id != project.as_str() {
            return Err(ApiError::field(
                "payments",
                "unknown",
                "No such milestone in this project",
            ));
        }
        if b.status != "due" || b.left_minor <= 0 {
            return Err(ApiError::field(
                "payments",
                "not_due",
                &format!(
                    "“{}” is not due: only due milestones can be invoiced",
                    b.title
                ),
            ));
        }
        match &currency {
            Some(c) if *c != b.currency => {
                return Err(ApiError::field(
                    "payments",
                    "currencies",
                    "One invoice is in one currency",
                ))
            }
            _ => currency = Some(b.currency.clone()),
        }
        lines.push(Line {
            id: b.id.clone(),
            title: b.title.clone(),
            amount_minor: b.left_minor,
            tax_minor: money::tax(b.left_minor, rate),
        });
    }
    let currency = currency.unwrap_or_else(|| "USD".into());
    let due_on = match input.due_on {
        Some(d) => d.to_string(),
        None => {
            let start = portico_shared::dates::parse_ymd(today).map_or(0, |d| d.days_since_epoch());
            format_ymd_from_ms((start + firm.terms_days) * 86_400_000)
        }
    };
    let tax_label = input
        .tax_label
        .clone()
        .unwrap_or_else(|| firm.tax_label.clone());
    write(
        c,
        Draft {
            project,
            credit: None,
            currency: &currency,
            today,
            due_on: Some(&due_on),
            lines: &lines,
            tax_label: &tax_label,
            tax_rate: rate,
            note: &input.note,
            firm: &firm,
        },
        by,
    )
    .await
}

/// Issues the credit note of an invoice (its whole amount, negated) dated `today`, in the
/// caller's transaction: the invoice stays as it was, and its unpaid milestones are due again.
pub async fn credit(
    c: &mut AnyConnection,
    invoice: &InvoiceId,
    reason: &str,
    by: Issuer<'_>,
    today: &str,
) -> Result<InvoiceId, ApiError> {
    let firm = firm(c).await?;
    let original = invoices::one(c, invoice).await?.ok_or(ApiError::NotFound)?;
    if original.kind != "invoice" {
        return Err(ApiError::Conflict {
            field: "invoice",
            message: "A credit note cannot be credited".into(),
        });
    }
    if let Some(number) = &original.credited_by {
        return Err(ApiError::Conflict {
            field: "invoice",
            message: format!(
                "Invoice {} was already credited by {number}",
                original.number
            ),
        });
    }
    let lines: Vec<Line> = original
        .lines
        .iter()
        .map(|l| Line {
            id: l.id.clone(),
            title: l.title.clone(),
            amount_minor: -l.amount.minor,
            tax_minor: -l.tax.minor,
        })
        .collect();
    let rate = u32::try_from((original.tax_rate * 100.0).round() as i64).unwrap_or(0);
    let project = ProjectId::from_stored(original.project.clone());
    write(
        c,
        Draft {
            project: &project,
            credit: Some((&original.id, &original.number)),
            currency: &original.currency,
            today,
            due_on: None,
            lines: &lines,
            tax_label: &original.tax_label,
            tax_rate: rate,
            note: reason,
            firm: &firm,
        },
        by,
    )
    .await
}

struct Draft<'a> {
    project: &'a ProjectId,
    /// A credit note: the credited invoice's id and number.
    credit: Option<(&'a str, &'a str)>,
    currency: &'a str,
    today: &'a str,
    due_on: Option<&'a str>,
    lines: &'a [Line],
    tax_label: &'a str,
    tax_rate: u32,
    note: &'a str,
    firm: &'a BillingSettingsView,
}

async fn write(c: &mut AnyConnection, d: Draft<'_>, by: Issuer<'_>) -> Result<InvoiceId, ApiError> {
    // Open pages of the project hear of it: its milestones invoiced, a new invoice to pay.
    crate::db::projects::touch(&mut *c, d.project).await?;
    let (client, project_title): (String, String) =
        sqlx::query_as("SELECT client_id, title FROM projects WHERE id = $1")
            .bind(d.project)
            .fetch_optional(&mut *c)
            .await?
            .ok_or(ApiError::NotFound)?;
    let company = invoices::company(c, &client)
        .await?
        .ok_or(ApiError::NotFound)?;
    let subtotal: i64 = d.lines.iter().map(|l| l.amount_minor).sum();
    let tax: i64 = d.lines.iter().map(|l| l.tax_minor).sum();
    let year = year_of(d.today);
    let seq = invoices::next_number(c, year).await?;
    let number = invoices::number_text(year, seq);
    let document = pdf::Document {
        kind: if d.credit.is_some() {
            pdf::Kind::CreditNote
        } else {
            pdf::Kind::Invoice
        },
        language: language(&company.language),
        number: number.clone(),
        issued_on: d.today.to_owned(),
        due_on: d.due_on.map(str::to_owned),
        credits: d.credit.map(|(_, n)| n.to_owned()),
        firm: pdf::Party {
            name: d.firm.firm_name.clone(),
            address: d.firm.address.clone(),
            tax_id: d.firm.tax_id.clone(),
        },
        bank_details: d.firm.bank_details.clone(),
        bill_to: pdf::Party {
            name: company.name.clone(),
            address: company.address.clone(),
            tax_id: company.tax_id.clone(),
        },
        project: project_title.clone(),
        currency: d.currency.to_owned(),
        lines: d
            .lines
            .iter()
            .map(|l| pdf::Line {
                description: l.title.clone(),
                amount_minor: l.amount_minor,
                tax_minor: l.tax_minor,
                ..Default::default()
            })
            .collect(),
        tax_label: d.tax_label.to_owned(),
        tax_rate_basis_points: d.tax_rate,
        subtotal_minor: subtotal,
        tax_minor: tax,
        total_minor: subtotal + tax,
        version: None,
        terms: String::new(),
        signature: None,
        note: d.note.to_owned(),
    };
    // Typesetting is CPU work of a few milliseconds: off the async threads.
    let bytes = tokio::task::spawn_blocking(move || pdf::render(&document))
        .await
        .map_err(|e| ApiError::Internal(format!("invoice rendering stopped: {e}").into()))?
        .map_err(|e| ApiError::Internal(format!("invoice rendering failed: {e}").into()))?;
    let id = InvoiceId::generate();
    invoices::insert(
        c,
        &NewInvoice {
            id: &id,
            year,
            seq,
            credit: d.credit.map(|(id, _)| id),
            client_id: &client,
            client_name: &company.name,
            project_id: d.project.as_str(),
            project_title: &project_title,
            currency: d.currency,
            language: &company.language,
            issued_on: d.today,
            due_on: d.due_on,
            lines: d.lines,
            tax_label: d.tax_label,
            tax_rate: d.tax_rate,
            subtotal_minor: subtotal,
            tax_minor: tax,
            total_minor: subtotal + tax,
            note: d.note,
            issued_by: by.id,
            issuer_name: by.name,
            pdf: &bytes,
        },
    )
    .await?;
    let kind = if d.credit.is_some() {
        "credit"
    } else {
        "invoice"
    };
    let company_id = crate::ids::UserId::from_stored(client.clone());
    let hook = crate::db::webhook_events::Hook {
        event: "invoice.issued",
        company: &company_id,
        project: Some(d.project),
        headline: format!("Invoice {number} issued for {project_title}"),
        data: serde_json::json!({ "invoice": {
            "_id": id.as_str(), "number": number, "kind": kind,
            "issuedOn": d.today, "dueOn": d.due_on,
        } }),
        money: Some(serde_json::json!({
            "total": { "minor": subtotal + tax, "currency": d.currency }
        })),
    };
    crate::db::webhook_events::emit(&mut *c, hook).await?;
    Ok(id)
}

/// Mails an issued invoice or credit note to the company's finance people, in the caller's
/// transaction (the outbox sends it, the PDF attached). `online`: a payment provider is connected,
/// so an invoice whose total it can charge exactly says it can be paid online.
pub async fn tell(c: &mut AnyConnection, id: &InvoiceId, online: bool) -> Result<usize, ApiError> {
    let Some(i) = invoices::one(c, id).await? else {
        return Ok(0);
    };
    let project = ProjectId::from_stored(i.project.clone());
    let credit = i.kind == "credit";
    let payable =
        online && !credit && crate::pay::amount::stripe_amount(i.total.minor, &i.currency).is_ok();
    let told = crate::mail::notify::invoice(
        c,
        (&i.client, &project),
        (id.as_str(), &i.number, credit),
        (&i.project_title, payable),
    )
    .await?;
    Ok(told)
}

/// An amount for people: `₹6,300.00` in English.
pub fn shown(minor: i64, currency: &str, language: &str) -> String {
    money::format_code(minor, currency, Language::of_tag(language))
}
