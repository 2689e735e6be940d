//! The document as the layout sees it: every label translated, every amount and date formatted,
//! every text field cleaned and split into lines. The layout then only places strings, so it
//! cannot differ between languages by accident.
//!
//! How lines are taxed is in `view/taxes.rs`, the acceptance page in `view/acceptance.rs`.

mod acceptance;
mod taxes;

pub(crate) use acceptance::AcceptanceView;

use portico_shared::dates::parse_ymd;
use portico_shared::money::{self, Currency};

use crate::labels::{self, Labels};
use crate::{Document, Error, Language, Party};

pub(crate) fn parse_date(field: &'static str, value: &str) -> Result<portico_shared::Date, Error> {
    parse_ymd(value).ok_or_else(|| Error::InvalidDate {
        field,
        value: value.chars().take(40).collect(),
    })
}

/// Only strings to place, already in the document's language.
pub(crate) struct View {
    pub(crate) lang: &'static str,
    /// The PDF's title metadata, e.g. "Invoice 2026-0007", "Change request CR-2026-0003 v2".
    pub(crate) pdf_title: String,
    pub(crate) author: String,
    pub(crate) title: &'static str,
    /// With the version if there is one: "CR-2026-0003 v2".
    pub(crate) number: String,
    /// Label and value pairs under the title: number, issue date, due date.
    pub(crate) meta: Vec<[String; 2]>,
    pub(crate) credits: Option<String>,
    pub(crate) firm: PartyView,
    pub(crate) bill_to_label: &'static str,
    pub(crate) bill_to: PartyView,
    pub(crate) project_label: &'static str,
    pub(crate) project: String,
    pub(crate) columns: [String; 3],
    /// Whether the table has its tax column (`columns[1]`, `LineView::tax`): an untaxed quote's
    /// has none.
    pub(crate) taxed: bool,
    pub(crate) lines: Vec<LineView>,
    /// Label and amount: the subtotal and each tax.
    pub(crate) totals: Vec<[String; 2]>,
    pub(crate) total: [String; 2],
    pub(crate) bank_label: &'static str,
    pub(crate) bank: Vec<String>,
    pub(crate) note_label: &'static str,
    pub(crate) note: Vec<String>,
    pub(crate) terms_label: &'static str,
    /// A quote's terms, one string a paragraph (an empty one between paragraphs).
    pub(crate) terms: Vec<String>,
    pub(crate) acceptance: Option<AcceptanceView>,
}

pub(crate) struct PartyView {
    pub(crate) name: String,
    pub(crate) address: Vec<String>,
    /// "Tax ID: 27AAACP1234F1Z5", or none when the party has no tax id.
    pub(crate) tax_id: Option<String>,
}

pub(crate) struct LineView {
    pub(crate) description: Vec<String>,
    /// Under the description: the quantity at its unit price, "2.5 × ₹50,000.00".
    pub(crate) detail: Option<String>,
    pub(crate) tax: String,
    pub(crate) amount: String,
}

pub(crate) fn view(doc: &Document) -> Result<View, Error> {
    let currency = Currency::parse(&doc.currency)
        .ok_or_else(|| Error::UnknownCurrency(doc.currency.chars().take(40).collect()))?;
    let language = doc.language;
    let money = |minor: i64| money::format(minor, currency, language);
    let l = labels::labels(language, doc.kind);
    let issued = parse_date("issued_on", &doc.issued_on)?;
    let number = match doc.version {
        Some(version) => format!("{} v{version}", one_line(&doc.number)),
        None => one_line(&doc.number),
    };
    let mut meta = vec![
        [l.number.to_owned(), number.clone()],
        [l.issued.to_owned(), labels::date(language, issued)],
    ];
    if let Some(due) = doc.due_on.as_deref().filter(|d| !d.trim().is_empty()) {
        let due = parse_date("due_on", due)?;
        meta.push([l.due.to_owned(), labels::date(language, due)]);
    }
    let credits = doc
        .credits
        .as_deref()
        .map(one_line)
        .filter(|n| !n.is_empty())
        .map(|n| labels::credits(&l, &n));
    let taxes = taxes::taxes(doc, &l, &money);
    let pdf_title = format!("{} {number}", l.title);
    let acceptance = match &doc.signature {
        Some(signature) => Some(acceptance::acceptance(doc, signature, pdf_title.clone())?),
        None => None,
    };
    let mut totals = vec![[l.subtotal.to_owned(), money(doc.subtotal_minor)]];
    totals.extend(taxes.rows);
    Ok(View {
        lang: language.as_str(),
        pdf_title,
        author: one_line(&doc.firm.name),
        title: l.title,
        number,
        meta,
        credits,
        firm: party(&doc.firm, &l, language),
        bill_to_label: l.bill_to,
        bill_to: party(&doc.bill_to, &l, language),
        project_label: l.project,
        project: one_line(&doc.project),
        columns: [
            l.description.to_owned(),
            taxes.column.clone().unwrap_or_default(),
            l.amount.to_owned(),
        ],
        taxed: taxes.column.is_some(),
        lines: doc
            .lines
            .iter()
            .zip(taxes.cells)
            .map(|(line, tax)| LineView {
                description: text_lines(&line.description),
                detail: match (line.quantity_hundredths, line.unit_minor) {
                    (Some(quantity), Some(unit)) => Some(format!(
                        "{} × {}",
                        labels::quantity(language, quantity),
                        money(unit)
                    )),
                    _ => None,
                },
                tax,
                amount: money(line.amount_minor),
            })
            .collect(),
        totals,
        total: [l.total.to_owned(), money(doc.total_minor)],
        bank_label: l.bank_details,
        bank: text_lines(&doc.bank_details),
        note_label: l.note,
        note: text_lines(&doc.note),
        terms_label: l.terms,
        terms: text_lines(&doc.terms),
        acceptance,
    })
}

fn party(party: &Party, l: &Labels, language: Language) -> PartyView {
    let tax_id = one_line(&party.tax_id);
    PartyView {
        name: one_line(&party.name),
        address: text_lines(&party.address),
        tax_id: (!tax_id.is_empty()).then(|| labelled(language, l.tax_id, &tax_id)),
    }
}

/// "Tax ID: X"; French puts a no-break space before the colon.
fn labelled(language: Language, label: &str, value: &str) -> String {
    match language {
        Language::Fr => format!("{label}\u{a0}: {value}"),
        _ => format!("{label}: {value}"),
    }
}

/// A field's lines, trimmed, blank lines at either end dropped (a blank line inside is kept:
/// it separates paragraphs of a note).
pub(crate) fn text_lines(text: &str) -> Vec<String> {
    let lines: Vec<String> = text
        .split(['\n', '\u{2028}', '\u{2029}'])
        .map(|line| clean(line).trim().to_owned())
        .collect();
    let first = lines.iter().position(|l| !l.is_empty());
    let last = lines.iter().rposition(|l| !l.is_empty());
    match (first, last) {
        (Some(first), Some(last)) => lines[first..=last].to_vec(),
        _ => Vec::new(),
    }
}

/// A one-line field: any line breaks become spaces.
pub(crate) fn one_line(text: &str) -> String {
    text_lines(text).join(" ")
}

/// Control characters have no glyph and print as empty boxes: a tab becomes a space, the
/// others (a stray `\r`, NUL, escape codes pasted from a terminal) are dropped.
fn clean(text: &str) -> String {
    text.chars()
        .filter_map(|c| match c {
            '\t' => Some(' '),
            c if c.is_control() => None,
            c => Some(c),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tests::doc;
    use crate::Kind;

    #[test]
    fn the_view_holds_formatted_text() {
        let view = view(&doc(Language::Fr, Kind::CreditNote)).unwrap();
        assert_eq!(view.title, "Avoir");
        assert_eq!(view.total[1], "7\u{202f}434,00\u{a0}₹");
        assert_eq!(view.meta[1][1], "28 novembre 2026");
        assert_eq!(
            view.credits.as_deref(),
            Some("Avoir sur la facture n° 2025-0042")
        );
        assert_eq!(
            view.firm.tax_id.as_deref(),
            Some("Identifiant fiscal\u{a0}: X1")
        );
        assert_eq!(view.bill_to.tax_id, None);
        assert_eq!(view.totals[1][0], "GST 18\u{202f}%");
    }

    #[test]
    fn text_fields_are_cleaned_not_refused() {
        assert_eq!(text_lines("\n\n a\r\n\n\tb \n\n"), ["a", "", "b"]);
        assert_eq!(text_lines(" \n "), Vec::<String>::new());
        assert_eq!(one_line("a\nb\u{1b}c"), "a bc");
    }

    #[test]
    fn a_quote_shows_its_version_validity_quantities_and_acceptance() {
        let mut quote = doc(Language::En, Kind::ChangeRequest);
        quote.number = "CR-2026-0003".into();
        quote.version = Some(2);
        quote.lines[0].quantity_hundredths = Some(250);
        quote.lines[0].unit_minor = Some(5_000_000);
        quote.signature = Some(crate::Signature {
            signed_name: "Asha\u{7} Verma".into(),
            person_name: "Asha Verma".into(),
            at: "2026-12-07T10:15:30Z".into(),
            network: "203.0.113.7".into(),
            digest: "ab".repeat(32),
            without_amounts: false,
        });
        let v = view(&quote).unwrap();
        assert_eq!(v.pdf_title, "Change request CR-2026-0003 v2");
        assert_eq!(v.meta[0], ["Change request number", "CR-2026-0003 v2"]);
        assert_eq!(v.meta[2], ["Valid until", "28 December 2026"]);
        assert_eq!(v.lines[0].detail.as_deref(), Some("2.5 × ₹50,000.00"));
        let acceptance = v.acceptance.unwrap();
        assert_eq!(acceptance.about, "Change request CR-2026-0003 v2");
        assert_eq!(acceptance.rows[0][1], "Asha Verma");
        assert_eq!(acceptance.rows[2][1], "7 December 2026, 10:15:30 UTC");
        assert_eq!(acceptance.digest, "ab".repeat(32));
        assert!(!acceptance.check.contains("without its amounts"));
        quote.signature.as_mut().unwrap().without_amounts = true;
        let signed_unpriced = view(&quote).unwrap().acceptance.unwrap();
        assert!(signed_unpriced.check.ends_with(
            "the SHA-256 of the snapshot without its amounts, as Portico shows it to them."
        ));

        quote.signature.as_mut().unwrap().at = "yesterday".into();
        assert!(matches!(
            view(&quote),
            Err(Error::InvalidTime {
                field: "signature.at",
                ..
            })
        ));
    }
}
