//! Renders an invoice, a credit note, a receipt, a quote or a change request to PDF (ADR 0033,
//! ADR 0034, ADR 0043), a signed quote with its acceptance page.
//!
//! How: [`render`] turns a [`Document`] into a *view* (`view.rs`): every label translated
//! (`labels.rs`), every amount and date formatted for the document's language, every text field
//! cleaned and split into lines. The layout (`layout.rs`) places those strings on A4 pages,
//! shaping them with rustybuzz, a port of HarfBuzz (`shape.rs`), so Devanagari conjuncts
//! (क्ष, त्र) come out as the font draws them; `pdf.rs` writes the pages with pdf-writer, each font
//! embedded as the subset of glyphs the document uses. What a person typed is only ever text to
//! shape: there is no markup language in between to inject into.
//!
//! The output depends on the document alone: fonts are compiled into the crate, nothing is read
//! from the disk, the network or the clock, and the PDF's date and identifier come from the
//! document. The same document always gives the same bytes, so a stored invoice's SHA-256 can be
//! checked by rendering it again.

mod labels;
mod layout;
mod pdf;
mod shape;
mod view;

use std::panic::{catch_unwind, AssertUnwindSafe};

use serde::{Deserialize, Serialize};

use crate::view::{parse_date, view};

/// The language a document is written in: its labels, dates and number formats (the one enum of
/// the rules crate, which amounts are written in too).
pub use portico_shared::Language;

/// What the document is: it sets the title, the labels and which dates print.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Kind {
    Invoice,
    /// Also read as `"credit"`, the server's name for it.
    #[serde(alias = "credit")]
    CreditNote,
    /// A receipt of a payment of an invoice: its number is the invoice's, its lines what the
    /// payment settled of each, its total what was received.
    Receipt,
    /// A quote: its due date is the last day it can be accepted ("Valid until"). The server
    /// sends it no bank details (nothing is owed yet), and empty ones print nothing.
    Quote,
    /// A quote for a change to a running project: printed as a quote, titled "Change request".
    ChangeRequest,
}

impl Kind {
    /// A quote or a change request: a price offered, not money owed.
    pub(crate) fn is_quote(self) -> bool {
        matches!(self, Kind::Quote | Kind::ChangeRequest)
    }
}

/// The firm or its client as printed: a name, a postal address of several lines (`\n` between
/// them) and a tax id (GSTIN, VAT number...); an empty tax id prints nothing.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Party {
    pub name: String,
    pub address: String,
    pub tax_id: String,
}

/// One line of the document: what was done, its net amount and its tax, in minor units of the
/// document's currency.
///
/// The optional fields are for quotes, though any document may carry them: a line with a
/// quantity and a unit price prints them under its description ("2.5 × ₹50,000.00"), and once
/// any line has its own tax label or rate, every line prints its own tax ("GST 18%: ₹9,000.00",
/// or "No tax") and the totals list one tax row per label and rate. A document whose lines carry
/// none of them prints exactly as before, so a stored invoice still renders to the same bytes.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Line {
    pub description: String,
    pub amount_minor: i64,
    pub tax_minor: i64,
    /// 250 is 2.5 (hours, days, licences...); printed only with `unit_minor`.
    #[serde(default)]
    pub quantity_hundredths: Option<i64>,
    /// The price of one unit, in minor units of the document's currency.
    #[serde(default)]
    pub unit_minor: Option<i64>,
    /// This line's own tax: "GST", "VAT".
    #[serde(default)]
    pub tax_label: Option<String>,
    /// This line's own tax rate: 1800 is 18%.
    #[serde(default)]
    pub tax_rate_basis_points: Option<u32>,
}

/// A quote's acceptance, as recorded when the client accepted it in the portal: printed on a
/// page of its own at the end of the document.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Signature {
    /// The name the person typed to accept.
    pub signed_name: String,
    /// The name of the account they were signed in with.
    pub person_name: String,
    /// When, in RFC 3339 and UTC: "2026-12-07T10:15:30Z".
    pub at: String,
    /// The network address the acceptance came from: "203.0.113.7".
    pub network: String,
    /// The SHA-256 of the quote's snapshot as shown and kept in Portico, 64 lowercase hex digits.
    pub digest: String,
    /// The person handles no money for the company: they were shown the snapshot without its
    /// amounts, and `digest` is of that form, so the page says so (the printed copy has amounts).
    #[serde(default)]
    pub without_amounts: bool,
}

/// Everything printed on an invoice, a credit note, a receipt or a quote, as plain data (no server types), with the
/// amounts already computed: this crate prints them and adds nothing up. A credit note carries
/// its amounts negated, as the server issues it (ADR 0033), so they print as `-₹7,434.65`: the
/// sign a reader's accounts expect for money given back, beside the title "Credit note" and the
/// number of the invoice it corrects.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Document {
    pub kind: Kind,
    pub language: Language,
    /// "2026-0007".
    pub number: String,
    /// A revised quote's version: `Some(2)` prints the number as "CR-2026-0003 v2".
    #[serde(default)]
    pub version: Option<u32>,
    /// YYYY-MM-DD.
    pub issued_on: String,
    /// YYYY-MM-DD, if the document has a due date (a credit note has none); a quote's is the
    /// last day it is valid.
    pub due_on: Option<String>,
    /// For a credit note: the number of the invoice it corrects.
    pub credits: Option<String>,
    pub firm: Party,
    /// Several lines (`\n` between them): bank, account, IFSC or IBAN...
    pub bank_details: String,
    pub bill_to: Party,
    /// The project's name; empty prints nothing.
    pub project: String,
    /// ISO 4217 code: "INR", "EUR".
    pub currency: String,
    pub lines: Vec<Line>,
    /// "GST", "VAT", "TVA".
    pub tax_label: String,
    /// 1800 is 18%.
    pub tax_rate_basis_points: u32,
    pub subtotal_minor: i64,
    pub tax_minor: i64,
    pub total_minor: i64,
    /// Free text at the bottom (payment terms, a thank-you); several lines allowed.
    pub note: String,
    /// A quote's terms and conditions, printed after the totals: paragraphs (`\n` between
    /// them) of any length, flowing over as many pages as they need.
    #[serde(default)]
    pub terms: String,
    /// The acceptance of a signed quote; its page ends the document.
    #[serde(default)]
    pub signature: Option<Signature>,
}

/// Why a document could not be rendered.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    #[error("unknown currency code {0:?}")]
    UnknownCurrency(String),
    #[error("{field} is not a date written YYYY-MM-DD: {value:?}")]
    InvalidDate { field: &'static str, value: String },
    #[error("{field} is not a UTC time written RFC 3339 (2026-12-07T10:15:30Z): {value:?}")]
    InvalidTime { field: &'static str, value: String },
    /// A font could not be subset: a bug here or in the subsetter, not the input.
    #[error("the PDF could not be written: {0}")]
    Pdf(String),
    /// The embedded fonts did not load, or the renderer panicked: a bug, not the input.
    #[error("the PDF renderer failed: {0}")]
    Internal(String),
}

/// The document as a PDF: A4, in the document's language, fonts embedded.
pub fn render(doc: &Document) -> Result<Vec<u8>, Error> {
    let issued = parse_date("issued_on", &doc.issued_on)?;
    let view = view(doc)?;
    if !shape::fonts_loaded() {
        return Err(Error::Internal("the embedded fonts did not load".into()));
    }
    let meta = pdf::Meta {
        title: &view.pdf_title,
        author: &view.author,
        lang: view.lang,
        date: (issued.year, issued.month, issued.day),
        // Tells an invoice from its credit note, a quote from its change request, one document
        // (or one version of a quote) from another.
        ident: &match doc.version {
            Some(version) => format!("portico/{:?}/{}/v{version}", doc.kind, doc.number),
            None => format!("portico/{:?}/{}", doc.kind, doc.number),
        },
    };
    // Nothing here is meant to panic, but an invoice must never take the server down with it.
    catch_unwind(AssertUnwindSafe(|| {
        pdf::write(&layout::pages(&view), &meta)
    }))
    .unwrap_or_else(|panic| {
        let message = panic
            .downcast_ref::<&str>()
            .map(|s| (*s).to_owned())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        Err(Error::Internal(format!("the renderer panicked: {message}")))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(crate) fn doc(language: Language, kind: Kind) -> Document {
        Document {
            kind,
            language,
            number: "2026-0001".into(),
            version: None,
            issued_on: "2026-11-28".into(),
            due_on: Some("2026-12-28".into()),
            credits: (kind == Kind::CreditNote).then(|| "2025-0042".into()),
            firm: Party {
                name: "Firm".into(),
                address: "1 Road\nCity".into(),
                tax_id: "X1".into(),
            },
            bank_details: "Bank\nAccount 1".into(),
            bill_to: Party {
                name: "Client".into(),
                address: "2 Street".into(),
                tax_id: String::new(),
            },
            project: "Portal".into(),
            currency: "INR".into(),
            lines: vec![Line {
                description: "परीक्षण और सुरक्षा, पत्र".into(),
                amount_minor: 630_000,
                tax_minor: 113_400,
                ..Line::default()
            }],
            tax_label: "GST".into(),
            tax_rate_basis_points: 1800,
            subtotal_minor: 630_000,
            tax_minor: 113_400,
            total_minor: 743_400,
            note: "Thanks".into(),
            terms: String::new(),
            signature: None,
        }
    }

    /// A signed change request, version 2, with everything a quote can print: quantities, two
    /// tax rates and an untaxed line, terms, and the acceptance page.
    pub(crate) fn signed_quote(language: Language, kind: Kind) -> Document {
        let line = |description: &str, quantity, unit, tax: Option<(&str, u32)>| {
            let amount = unit * quantity / 100;
            Line {
                description: description.into(),
                amount_minor: amount,
                tax_minor: tax.map_or(0, |(_, rate)| amount * i64::from(rate) / 10_000),
                quantity_hundredths: Some(quantity),
                unit_minor: Some(unit),
                tax_label: tax.map(|(label, _)| label.into()),
                tax_rate_basis_points: tax.map(|(_, rate)| rate),
            }
        };
        let lines = vec![
            line("परीक्षण और सुरक्षा", 250, 5_000_000, Some(("GST", 1800))),
            line("Hosting, क्षेत्र", 100, 1_000_000, Some(("GST", 500))),
            line("Training", 300, 100_000, None),
        ];
        let subtotal = lines.iter().map(|l| l.amount_minor).sum();
        let tax = lines.iter().map(|l| l.tax_minor).sum();
        Document {
            number: "CR-2026-0003".into(),
            version: Some(2),
            credits: None,
            bank_details: String::new(),
            lines,
            subtotal_minor: subtotal,
            tax_minor: tax,
            total_minor: subtotal + tax,
            terms: "Payment: 50% on acceptance.\n\nशर्तें लागू।".into(),
            signature: Some(Signature {
                signed_name: "Asha Verma".into(),
                person_name: "आशा वर्मा".into(),
                at: "2026-12-07T10:15:30Z".into(),
                network: "203.0.113.7".into(),
                digest: "0123456789abcdef".repeat(4),
                without_amounts: false,
            }),
            ..doc(language, kind)
        }
    }

    /// A glyph no embedded font has would print as an empty box (glyph 0): every label,
    /// month, currency sign and digit of every language has a real glyph.
    #[test]
    fn every_language_and_kind_renders_with_no_missing_glyph() {
        let kinds = [
            Kind::Invoice,
            Kind::CreditNote,
            Kind::Receipt,
            Kind::Quote,
            Kind::ChangeRequest,
        ];
        for language in [Language::En, Language::Fr, Language::Hi] {
            for kind in kinds {
                let doc = if kind.is_quote() {
                    signed_quote(language, kind)
                } else {
                    doc(language, kind)
                };
                let pages = layout::pages(&view(&doc).unwrap());
                if kind.is_quote() {
                    assert!(
                        pages.len() >= 2,
                        "{language:?} {kind:?}: no acceptance page"
                    );
                }
                for item in pages.iter().flatten() {
                    if let layout::Item::Text { runs, .. } = item {
                        for run in runs {
                            assert!(
                                run.glyphs.iter().all(|g| g.id != 0),
                                "{language:?} {kind:?}: no glyph in {:?}",
                                run.text
                            );
                        }
                    }
                }
                assert!(render(&doc).unwrap().starts_with(b"%PDF-"));
            }
        }
    }
}
