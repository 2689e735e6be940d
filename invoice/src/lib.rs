//! Renders an invoice or a credit note to PDF with typst (ADR 0033).
//!
//! Why typst: it shapes Devanagari conjuncts (क्ष, त्र) correctly with the font's own tables, which
//! most PDF libraries do not, and it lays out a table that runs over several pages by itself.
//!
//! How: [`render`] turns a [`Document`] into a *view* — every label translated (`labels.rs`),
//! every amount and date formatted for the document's language — and hands it to the embedded
//! template as the JSON file `/data.json` of a tiny in-memory typst world (`world.rs`). Nothing a
//! person typed is ever pasted into typst markup, so it prints literally.
//!
//! The output depends on the document alone: fonts and template are compiled into the crate,
//! nothing is read from the disk, the network or the clock, and the PDF's date and identifier
//! come from the document. The same document always gives the same bytes, so a stored invoice's
//! SHA-256 can be checked by typesetting it again.

mod labels;
mod view;
mod world;

use std::panic::{catch_unwind, AssertUnwindSafe};

use serde::{Deserialize, Serialize};
use typst::diag::{Severity, SourceDiagnostic};
use typst::foundations::{Datetime, Smart};
use typst::{World as _, WorldExt};
use typst_layout::PagedDocument;
use typst_pdf::{PdfOptions, Timestamp};

use crate::view::{parse_date, view};
use crate::world::InvoiceWorld;

/// The language a document is written in: its labels, dates and number formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    En,
    Fr,
    Hi,
}

/// An invoice, or a credit note correcting one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Kind {
    Invoice,
    /// Also read as `"credit"`, the server's name for it.
    #[serde(alias = "credit")]
    CreditNote,
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
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Line {
    pub description: String,
    pub amount_minor: i64,
    pub tax_minor: i64,
}

/// Everything printed on an invoice or a credit note, as plain data (no server types), with the
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
    /// YYYY-MM-DD.
    pub issued_on: String,
    /// YYYY-MM-DD, if the document has a due date (a credit note has none).
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
}

/// Why a document could not be rendered. Typst's own messages are kept as text, so whoever logs
/// the error sees what the template or typst said.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    #[error("unknown currency code {0:?}")]
    UnknownCurrency(String),
    #[error("{field} is not a date written YYYY-MM-DD: {value:?}")]
    InvalidDate { field: &'static str, value: String },
    /// Typst's errors (and the warnings beside them), one diagnostic a line.
    #[error("typst could not typeset the document:\n{0}")]
    Typeset(String),
    #[error("typst could not write the PDF:\n{0}")]
    Pdf(String),
    /// Typst panicked or its fixed file paths were refused: a bug here or in typst, not the input.
    #[error("the PDF renderer failed: {0}")]
    Internal(String),
}

/// The document as a PDF: A4, in the document's language, fonts embedded.
pub fn render(doc: &Document) -> Result<Vec<u8>, Error> {
    compile(doc).map(|(pdf, _warnings)| pdf)
}

/// The PDF and typst's warnings (the tests want none: a warning is usually a missing glyph).
fn compile(doc: &Document) -> Result<(Vec<u8>, Vec<String>), Error> {
    let issued = parse_date("issued_on", &doc.issued_on)?;
    let view = view(doc)?;
    let json = serde_json::to_vec(&view).map_err(|e| Error::Internal(e.to_string()))?;
    let world = InvoiceWorld::new(json)
        .ok_or_else(|| Error::Internal("typst refused the template's file paths".into()))?;
    let options = PdfOptions {
        // Hashed into the PDF's /ID: stable for the document, unlike the default's title hash
        // it tells an invoice from its credit note.
        ident: Smart::Custom(format!("portico/{:?}/{}", doc.kind, doc.number)),
        // The creation date is the issue date (midnight UTC), never the clock.
        timestamp: Datetime::from_ymd(issued.year, issued.month, issued.day)
            .map(Timestamp::new_utc),
        ..PdfOptions::default()
    };
    // Typst is not meant to panic, but an invoice must never take the server down with it.
    let result = catch_unwind(AssertUnwindSafe(|| {
        let warned = typst::compile::<PagedDocument>(&world);
        let warnings = diagnostics(&world, &warned.warnings);
        let document = warned
            .output
            .map_err(|errors| Error::Typeset(diagnostics(&world, &errors).join("\n")))?;
        let pdf = typst_pdf::pdf(&document, &options)
            .map_err(|errors| Error::Pdf(diagnostics(&world, &errors).join("\n")))?;
        Ok((pdf, warnings))
    }));
    // Typst memoises across compilations; keep what recent renders used, drop the rest, so a
    // long-running server does not grow with every invoice it has ever typeset.
    typst::comemo::evict(10);
    result.unwrap_or_else(|panic| {
        let message = panic
            .downcast_ref::<&str>()
            .map(|s| (*s).to_owned())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        Err(Error::Internal(format!("typst panicked: {message}")))
    })
}

/// Typst's diagnostics as text: severity, message, the template line it points at, and hints.
fn diagnostics(world: &InvoiceWorld, diagnostics: &[SourceDiagnostic]) -> Vec<String> {
    diagnostics
        .iter()
        .map(|d| {
            let severity = match d.severity {
                Severity::Error => "error",
                Severity::Warning => "warning",
            };
            let mut text = format!("{severity}: {}", d.message);
            let file = d.span.id().and_then(|id| Some((id, world.range(d.span)?)));
            if let Some((id, range)) = file {
                let path = id.vpath().get_without_slash().to_owned();
                match world
                    .source(id)
                    .ok()
                    .and_then(|s| s.lines().byte_to_line(range.start))
                {
                    Some(line) => text.push_str(&format!(" ({path}, line {})", line + 1)),
                    None => text.push_str(&format!(" ({path})")),
                }
            }
            for hint in &d.hints {
                text.push_str(&format!("\n  hint: {}", hint.v));
            }
            text
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(crate) fn doc(language: Language, kind: Kind) -> Document {
        Document {
            kind,
            language,
            number: "2026-0001".into(),
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
            }],
            tax_label: "GST".into(),
            tax_rate_basis_points: 1800,
            subtotal_minor: 630_000,
            tax_minor: 113_400,
            total_minor: 743_400,
            note: "Thanks".into(),
        }
    }

    #[test]
    fn all_four_fonts_load() {
        assert_eq!(world::font_count(), 4);
    }

    /// A warning is how typst reports a glyph no font has or a font family it cannot find: the
    /// PDF would still come out, with boxes in it.
    #[test]
    fn every_language_and_kind_typesets_without_warnings() {
        for language in [Language::En, Language::Fr, Language::Hi] {
            for kind in [Kind::Invoice, Kind::CreditNote] {
                let (pdf, warnings) = compile(&doc(language, kind)).unwrap();
                assert!(pdf.starts_with(b"%PDF-"));
                assert!(warnings.is_empty(), "{language:?} {kind:?}: {warnings:#?}");
            }
        }
    }
}
