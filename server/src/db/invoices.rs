//! Invoices and credit notes (ADR 0033): numbered per year without gaps in the issuing
//! transaction, written once (the table is append-only in the database), each with its PDF as
//! issued. The milestones an invoice names are `invoiced`; a credit note sets them due again.

use portico_shared::dates::format_rfc3339_from_ms;
use portico_shared::money::Amount;
use serde::{Deserialize, Serialize};
use sqlx::{AnyConnection, FromRow};

use super::{now_ms, Db};
use crate::ids::{InvoiceId, ProjectId, UserId};

/// At most this many invoices in one list.
pub const LIST_MAX: i64 = 500;

/// The firm's billing details (settings).
#[derive(Clone, Debug, Serialize, schemars::JsonSchema, FromRow)]
#[serde(rename_all = "camelCase")]
pub struct BillingSettingsView {
    pub firm_name: String,
    pub address: String,
    pub tax_id: String,
    pub bank_details: String,
    pub tax_label: String,
    /// Basis points: 1800 is 18 %.
    pub tax_rate: i64,
    pub terms_days: i64,
}

pub async fn settings(c: &mut AnyConnection) -> Result<Option<BillingSettingsView>, sqlx::Error> {
    sqlx::query_as(
        "SELECT firm_name, address, tax_id, bank_details, tax_label, CAST(tax_rate AS BIGINT) AS tax_rate, \
         CAST(terms_days AS BIGINT) AS terms_days FROM billing_settings WHERE id = 1",
    )
    .fetch_optional(c)
    .await
}

pub async fn set_settings(
    c: &mut AnyConnection,
    s: &portico_shared::validate::BillingSettings,
    by: &UserId,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO billing_settings (id, firm_name, address, tax_id, bank_details, tax_label, tax_rate, \
         terms_days, updated_by, updated_at) VALUES (1, $1, $2, $3, $4, $5, $6, $7, $8, $9) \
         ON CONFLICT (id) DO UPDATE SET firm_name = excluded.firm_name, address = excluded.address, \
         tax_id = excluded.tax_id, bank_details = excluded.bank_details, tax_label = excluded.tax_label, \
         tax_rate = excluded.tax_rate, terms_days = excluded.terms_days, updated_by = excluded.updated_by, \
         updated_at = excluded.updated_at",
    )
    .bind(&s.firm_name)
    .bind(&s.address)
    .bind(&s.tax_id)
    .bind(&s.bank_details)
    .bind(&s.tax_label)
    .bind(i64::from(s.tax_rate))
    .bind(i64::from(s.terms_days))
    .bind(by)
    .bind(now_ms())
    .execute(c)
    .await?;
    Ok(())
}

/// A client company's billing details (on its founding row).
#[derive(Clone, Debug, Serialize, schemars::JsonSchema, FromRow)]
#[serde(rename_all = "camelCase")]
pub struct CompanyBillingView {
    /// The company's name as invoices address it.
    pub name: String,
    /// `en`, `fr` or `hi`: the language its invoices are written in.
    pub language: String,
    pub address: String,
    pub tax_id: String,
}

pub async fn company(
    c: &mut AnyConnection,
    client: &str,
) -> Result<Option<CompanyBillingView>, sqlx::Error> {
    sqlx::query_as(
        "SELECT CASE WHEN brand_name <> '' THEN brand_name ELSE name END AS name, billing_language AS language, \
         billing_address AS address, billing_tax_id AS tax_id FROM users WHERE id = $1 AND role = 'client'",
    )
    .bind(client)
    .fetch_optional(c)
    .await
}

pub async fn set_company(
    c: &mut AnyConnection,
    client: &str,
    b: &portico_shared::validate::CompanyBilling,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE users SET billing_language = $1, billing_address = $2, billing_tax_id = $3, updated_at = $4 \
         WHERE id = $5",
    )
    .bind(b.language.as_str())
    .bind(&b.address)
    .bind(&b.tax_id)
    .bind(now_ms())
    .bind(client)
    .execute(c)
    .await?;
    Ok(())
}

/// A milestone as it goes onto an invoice: what is left to pay of it, locked for the issue.
#[derive(Clone, Debug, FromRow)]
pub struct Billable {
    pub id: String,
    pub project_id: String,
    pub title: String,
    pub currency: String,
    pub status: String,
    pub left_minor: i64,
}

/// The milestones of `ids`, their rows locked for this transaction (an update takes the lock on
/// both engines), so two invoices can never name the same milestone.
pub async fn lock_billable(
    c: &mut AnyConnection,
    ids: &[String],
) -> Result<Vec<Billable>, sqlx::Error> {
    let list = super::placeholders(ids.len(), 1);
    let lock_sql = format!("UPDATE payments SET updated_at = updated_at WHERE id IN ({list})");
    let mut lock = sqlx::query(&lock_sql);
    for id in ids {
        lock = lock.bind(id);
    }
    lock.execute(&mut *c).await?;
    let sql = format!(
        "SELECT x.id, x.project_id, x.title, x.currency, x.status, CAST(x.amount_minor - COALESCE((SELECT \
         SUM(r.amount_minor) FROM payment_receipts r WHERE r.payment_id = x.id), 0) AS BIGINT) AS left_minor \
         FROM payments x WHERE x.id IN ({list})"
    );
    let mut q = sqlx::query_as::<_, Billable>(&sql);
    for id in ids {
        q = q.bind(id);
    }
    q.fetch_all(c).await
}

/// The next number of `year`, taken in the caller's transaction: the counter's row stays locked
/// until it ends, and a rolled-back issue gives its number back.
pub async fn next_number(c: &mut AnyConnection, year: i32) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar(
        "INSERT INTO invoice_numbers (year, last) VALUES ($1, 1) \
         ON CONFLICT (year) DO UPDATE SET last = invoice_numbers.last + 1 RETURNING CAST(last AS BIGINT)",
    )
    .bind(year)
    .fetch_one(c)
    .await
}

/// `2026-0007`.
pub fn number_text(year: i32, seq: i64) -> String {
    format!("{year}-{seq:04}")
}

/// One line of an invoice: a milestone, its amount and its tax.
#[derive(Clone, Debug, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Line {
    /// The milestone.
    #[serde(rename = "_id")]
    pub id: String,
    pub title: String,
    pub amount_minor: i64,
    pub tax_minor: i64,
}

/// One line as read: the milestone, its amount and its tax.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct LineView {
    #[serde(rename = "_id")]
    pub id: String,
    pub title: String,
    pub amount: Amount,
    pub tax: Amount,
}

/// An invoice or credit note about to be written.
pub struct NewInvoice<'a> {
    pub id: &'a InvoiceId,
    pub year: i32,
    pub seq: i64,
    pub credit: Option<&'a str>,
    pub client_id: &'a str,
    pub client_name: &'a str,
    pub project_id: &'a str,
    pub project_title: &'a str,
    pub currency: &'a str,
    pub language: &'a str,
    pub issued_on: &'a str,
    pub due_on: Option<&'a str>,
    pub lines: &'a [Line],
    pub tax_label: &'a str,
    pub tax_rate: u32,
    pub subtotal_minor: i64,
    pub tax_minor: i64,
    pub total_minor: i64,
    pub note: &'a str,
    pub issued_by: &'a UserId,
    pub issuer_name: &'a str,
    pub pdf: &'a [u8],
}

/// Writes an invoice and, for an invoice, marks its milestones invoiced; for a credit note, sets
/// the credited invoice's unpaid milestones due again.
pub async fn insert(c: &mut AnyConnection, n: &NewInvoice<'_>) -> Result<(), sqlx::Error> {
    let digest = super::sha256_hex(n.pdf);
    sqlx::query(
        "INSERT INTO invoices (id, number, year, seq, kind, credits_id, client_id, client_name, project_id, \
         project_title, currency, language, issued_on, due_on, lines, tax_label, tax_rate, subtotal_minor, \
         tax_minor, total_minor, note, issued_by, issuer_name, pdf, pdf_sha256, created_at) VALUES ($1, $2, $3, \
         $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26)",
    )
    .bind(n.id)
    .bind(number_text(n.year, n.seq))
    .bind(n.year)
    .bind(n.seq)
    .bind(if n.credit.is_some() { "credit" } else { "invoice" })
    .bind(n.credit)
    .bind(n.client_id)
    .bind(n.client_name)
    .bind(n.project_id)
    .bind(n.project_title)
    .bind(n.currency)
    .bind(n.language)
    .bind(n.issued_on)
    .bind(n.due_on)
    .bind(serde_json::to_string(n.lines).unwrap_or_else(|_| "[]".into()))
    .bind(n.tax_label)
    .bind(i64::from(n.tax_rate))
    .bind(n.subtotal_minor)
    .bind(n.tax_minor)
    .bind(n.total_minor)
    .bind(n.note)
    .bind(n.issued_by)
    .bind(n.issuer_name)
    .bind(n.pdf)
    .bind(digest)
    .bind(now_ms())
    .execute(&mut *c)
    .await?;
    // The milestones named: invoiced by an invoice; due again (unless paid) by its credit note.
    match n.credit {
        None => {
            let sql = format!(
                "UPDATE payments SET status = 'invoiced', invoice_id = $1, updated_at = $2 \
                 WHERE status = 'due' AND id IN ({})",
                super::placeholders(n.lines.len(), 3)
            );
            let mut q = sqlx::query(&sql).bind(n.id).bind(now_ms());
            for line in n.lines {
                q = q.bind(&line.id);
            }
            q.execute(&mut *c).await?;
        }
        Some(credited) => {
            sqlx::query(
                "UPDATE payments SET status = CASE WHEN status = 'invoiced' THEN 'due' ELSE status END, \
                 invoice_id = NULL, updated_at = $2 WHERE invoice_id = $1",
            )
            .bind(credited)
            .bind(now_ms())
            .execute(&mut *c)
            .await?;
        }
    }
    Ok(())
}

#[derive(Debug, FromRow)]
struct Row {
    id: String,
    number: String,
    kind: String,
    credits_id: Option<String>,
    credited_by: Option<String>,
    client_id: String,
    client_name: String,
    project_id: String,
    project_title: String,
    currency: String,
    language: String,
    issued_on: String,
    due_on: Option<String>,
    lines: String,
    tax_label: String,
    tax_rate: i64,
    subtotal_minor: i64,
    tax_minor: i64,
    total_minor: i64,
    note: String,
    issuer_name: String,
    pdf_sha256: String,
    created_at: i64,
}

/// An invoice or credit note as those who handle the client's money read it.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct InvoiceView {
    #[serde(rename = "_id")]
    pub id: String,
    /// `2026-0007`.
    pub number: String,
    /// `invoice` or `credit` (a credit note).
    pub kind: String,
    /// A credit note: the number of the invoice it corrects.
    pub credits: Option<String>,
    /// An invoice: the number of the credit note that corrected it.
    pub credited_by: Option<String>,
    pub client: String,
    /// The company billed, as the invoice names it.
    pub client_name: String,
    pub project: String,
    pub project_title: String,
    pub currency: String,
    /// The language it is written in.
    pub language: String,
    pub issued_on: String,
    pub due_on: Option<String>,
    pub lines: Vec<LineView>,
    pub tax_label: String,
    /// In percent (`18`).
    pub tax_rate: f64,
    /// Negative on a credit note, like `tax` and `total`.
    pub subtotal: Amount,
    pub tax: Amount,
    pub total: Amount,
    pub note: String,
    pub issued_by: String,
    /// SHA-256 of the PDF as issued.
    pub pdf_sha256: String,
    pub created_at: String,
    /// What is still due: the total less what was received for its lines since it was issued
    /// (nothing on a credit note or a credited invoice).
    pub balance: Amount,
    /// Whether it can be paid online now, and if not, why.
    pub pay_online: PayOnline,
}

/// Whether an invoice can be paid online, and if not, why (ADR 0043).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum PayOnline {
    /// "Pay {amount} online".
    Available,
    /// The firm has not connected a payment provider.
    Off,
    /// Nothing is due (paid, credited, or a credit note).
    NothingDue,
    /// A three-decimal currency whose balance the provider cannot charge exactly: pay by bank
    /// transfer.
    ThirdDecimal,
    /// A currency the provider is not asked to charge.
    UnknownCurrency,
}

impl From<Row> for InvoiceView {
    fn from(r: Row) -> Self {
        let amount = |minor: i64| Amount::stored(minor, &r.currency);
        let lines: Vec<Line> = serde_json::from_str(&r.lines).unwrap_or_default();
        InvoiceView {
            subtotal: amount(r.subtotal_minor),
            tax: amount(r.tax_minor),
            total: amount(r.total_minor),
            // Filled by `pay::offer` where the balance is read.
            balance: amount(0),
            pay_online: PayOnline::Off,
            lines: lines
                .into_iter()
                .map(|l| LineView {
                    amount: amount(l.amount_minor),
                    tax: amount(l.tax_minor),
                    id: l.id,
                    title: l.title,
                })
                .collect(),
            id: r.id,
            number: r.number,
            kind: r.kind,
            credits: r.credits_id,
            credited_by: r.credited_by,
            client: r.client_id,
            client_name: r.client_name,
            project: r.project_id,
            project_title: r.project_title,
            currency: r.currency,
            language: r.language,
            issued_on: r.issued_on,
            due_on: r.due_on,
            tax_label: r.tax_label,
            tax_rate: r.tax_rate as f64 / 100.0,
            note: r.note,
            issued_by: r.issuer_name,
            pdf_sha256: r.pdf_sha256,
            created_at: format_rfc3339_from_ms(r.created_at),
        }
    }
}

const SELECT: &str = "SELECT i.id, i.number, i.kind, (SELECT o.number FROM invoices o WHERE o.id = i.credits_id) \
     AS credits_id, (SELECT c.number FROM invoices c WHERE c.credits_id = i.id) AS credited_by, i.client_id, \
     i.client_name, i.project_id, i.project_title, i.currency, i.language, i.issued_on, i.due_on, i.lines, i.tax_label, \
     CAST(i.tax_rate AS BIGINT) AS tax_rate, i.subtotal_minor, i.tax_minor, i.total_minor, i.note, \
     i.issuer_name, i.pdf_sha256, i.created_at FROM invoices i";

/// A project's invoices and credit notes, newest first.
pub async fn of_project(db: &Db, project: &ProjectId) -> Result<Vec<InvoiceView>, sqlx::Error> {
    let rows: Vec<Row> = sqlx::query_as(&format!(
        "{SELECT} WHERE i.project_id = $1 ORDER BY i.year DESC, i.seq DESC LIMIT {LIST_MAX}"
    ))
    .bind(project)
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().map(InvoiceView::from).collect())
}

/// A company's invoices with a milestone not yet paid and not credited, newest first (at most
/// `LIST_MAX`): what may still be due.
pub async fn unpaid_of_client(db: &Db, client: &str) -> Result<Vec<InvoiceView>, sqlx::Error> {
    let rows: Vec<Row> = sqlx::query_as(&format!(
        "{SELECT} WHERE i.client_id = $1 AND i.kind = 'invoice' \
         AND NOT EXISTS (SELECT 1 FROM invoices c WHERE c.credits_id = i.id) \
         AND EXISTS (SELECT 1 FROM payments x WHERE x.invoice_id = i.id AND x.status <> 'paid') \
         ORDER BY i.year DESC, i.seq DESC LIMIT {LIST_MAX}"
    ))
    .bind(client)
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().map(InvoiceView::from).collect())
}

/// Every invoice and credit note, newest first (the console's list).
pub async fn all(db: &Db) -> Result<Vec<InvoiceView>, sqlx::Error> {
    let rows: Vec<Row> = sqlx::query_as(&format!(
        "{SELECT} ORDER BY i.year DESC, i.seq DESC LIMIT {LIST_MAX}"
    ))
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().map(InvoiceView::from).collect())
}

pub async fn one(
    c: &mut AnyConnection,
    id: &InvoiceId,
) -> Result<Option<InvoiceView>, sqlx::Error> {
    let row: Option<Row> = sqlx::query_as(&format!("{SELECT} WHERE i.id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await?;
    Ok(row.map(InvoiceView::from))
}

/// An issued PDF: its number, kind, project and bytes.
pub struct Pdf {
    pub number: String,
    pub kind: String,
    pub project_id: String,
    pub bytes: Vec<u8>,
}

impl Pdf {
    /// `invoice-2026-0007.pdf`, `credit-note-2026-0008.pdf`.
    pub fn file_name(&self) -> String {
        let kind = match self.kind.as_str() {
            "credit" => "credit-note",
            "receipt" => "receipt",
            _ => "invoice",
        };
        format!("{kind}-{}.pdf", self.number)
    }
}

/// An issued PDF by its stored id (the outbox's reference).
/// Whether `user` may still read invoice `id` as it is mailed: active, of its company, handling
/// money, and seeing its project (a mail queued before they lost any of these goes without).
pub async fn recipient_may_read(db: &Db, id: &str, user: &str) -> Result<bool, sqlx::Error> {
    let n: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM invoices i JOIN users u ON u.id = $2 \
         WHERE i.id = $1 AND u.active = 1 AND u.role = 'client' \
         AND COALESCE(u.company_id, u.id) = i.client_id \
         AND (u.company_role = 'owner' OR u.finance = 1) \
         AND (u.company_role = 'owner' OR u.all_projects = 1 OR EXISTS \
              (SELECT 1 FROM person_projects pp WHERE pp.user_id = u.id AND pp.project_id = i.project_id))",
    )
    .bind(id)
    .bind(user)
    .fetch_one(db)
    .await?;
    Ok(n > 0)
}

pub async fn pdf_by_id(db: &Db, id: &str) -> Result<Option<Pdf>, sqlx::Error> {
    pdf(db, &InvoiceId::from_stored(id.to_owned())).await
}

pub async fn pdf(db: &Db, id: &InvoiceId) -> Result<Option<Pdf>, sqlx::Error> {
    let row: Option<(String, String, String, Vec<u8>)> =
        sqlx::query_as("SELECT number, kind, project_id, pdf FROM invoices WHERE id = $1")
            .bind(id)
            .fetch_optional(db)
            .await?;
    Ok(row.map(|(number, kind, project_id, bytes)| Pdf {
        number,
        kind,
        project_id,
        bytes,
    }))
}

/// The people of a company who handle its money (owners and finance) and see the project: those
/// an invoice is mailed to (id, email, language, name).
pub async fn finance_people(
    c: &mut AnyConnection,
    client: &str,
    project: &str,
) -> Result<Vec<(String, String, String, String)>, sqlx::Error> {
    super::users::able(c, client, project, super::users::Ability::Finance).await
}
