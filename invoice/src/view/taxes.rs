//! The tax beside each line and the tax rows of the totals. Apart from `view.rs` because a
//! document taxes its lines one of three ways, and which one is decided here alone:
//!
//! - Lines with their own tax label or rate (a quote mixing 18% and 5% GST, or untaxed work):
//!   each line prints its own tax, "GST 18%: ₹9,000.00" or "No tax", and the totals list one row
//!   per tax with the sum of its lines' taxes.
//! - A quote with no tax at all: no tax column and no tax row.
//! - Anything else, every invoice ever issued included: one tax for the whole document, printed
//!   exactly as before, so a stored invoice still renders to the bytes it was stored as.

use super::{labelled, one_line};
use crate::labels::{self, Labels};
use crate::{Document, Language, Line};

pub(super) struct Taxes {
    /// The tax column's heading; none when the table has no tax column.
    pub(super) column: Option<String>,
    /// Each line's tax cell, in the lines' order.
    pub(super) cells: Vec<String>,
    /// Label and amount of each tax, between the subtotal and the total.
    pub(super) rows: Vec<[String; 2]>,
}

pub(super) fn taxes(doc: &Document, l: &Labels, money: &dyn Fn(i64) -> String) -> Taxes {
    let language = doc.language;
    let own = |line: &Line| line.tax_label.is_some() || line.tax_rate_basis_points.is_some();
    if doc.lines.iter().any(own) {
        // One row per tax, in the order the lines first name it: the same document always
        // lists its taxes in the same order.
        let mut rows: Vec<(String, i64)> = Vec::new();
        let cells = doc
            .lines
            .iter()
            .map(|line| {
                let name = name(
                    language,
                    line.tax_label.as_deref(),
                    line.tax_rate_basis_points,
                )
                // A line that names no tax but carries one is taxed as the document is.
                .or_else(|| (line.tax_minor != 0).then(|| document_tax(doc)));
                let Some(name) = name else {
                    return l.no_tax.to_owned();
                };
                match rows.iter_mut().find(|(n, _)| *n == name) {
                    Some((_, sum)) => *sum = sum.saturating_add(line.tax_minor),
                    None => rows.push((name.clone(), line.tax_minor)),
                }
                labelled(language, &name, &money(line.tax_minor))
            })
            .collect();
        return Taxes {
            column: Some(l.tax.to_owned()),
            cells,
            rows: rows
                .into_iter()
                .map(|(name, sum)| [name, money(sum)])
                .collect(),
        };
    }
    let tax_label = one_line(&doc.tax_label);
    let untaxed = tax_label.is_empty()
        && doc.tax_rate_basis_points == 0
        && doc.tax_minor == 0
        && doc.lines.iter().all(|line| line.tax_minor == 0);
    if doc.kind.is_quote() && untaxed {
        return Taxes {
            column: None,
            cells: vec![String::new(); doc.lines.len()],
            rows: Vec::new(),
        };
    }
    Taxes {
        column: Some(if tax_label.is_empty() {
            l.amount.to_owned()
        } else {
            tax_label
        }),
        cells: doc.lines.iter().map(|line| money(line.tax_minor)).collect(),
        rows: vec![[document_tax(doc), money(doc.tax_minor)]],
    }
}

/// The document's own tax: "GST 18%", or "18%" without a label.
fn document_tax(doc: &Document) -> String {
    let rate = labels::percent(doc.language, doc.tax_rate_basis_points);
    let label = one_line(&doc.tax_label);
    if label.is_empty() {
        rate
    } else {
        format!("{label} {rate}")
    }
}

/// A line's tax as printed: "GST 18%", "GST" or "18%"; none when it names neither.
fn name(language: Language, label: Option<&str>, rate: Option<u32>) -> Option<String> {
    let label = label.map(one_line).filter(|l| !l.is_empty());
    let rate = rate.map(|r| labels::percent(language, r));
    match (label, rate) {
        (Some(label), Some(rate)) => Some(format!("{label} {rate}")),
        (label, rate) => label.or(rate),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::labels::labels;
    use crate::tests::doc;
    use crate::Kind;
    use portico_shared::money::{self, Currency};

    fn line(amount: i64, tax: Option<(&str, u32)>) -> Line {
        Line {
            description: "Work".into(),
            amount_minor: amount,
            tax_minor: tax.map_or(0, |(_, rate)| amount * i64::from(rate) / 10_000),
            tax_label: tax.map(|(label, _)| label.into()),
            tax_rate_basis_points: tax.map(|(_, rate)| rate),
            ..Line::default()
        }
    }

    fn of(doc: &Document) -> Taxes {
        let currency = Currency::parse(&doc.currency).unwrap();
        let language = doc.language;
        taxes(doc, &labels(language, doc.kind), &|minor| {
            money::format(minor, currency, language)
        })
    }

    #[test]
    fn each_tax_has_its_row_and_each_line_its_tax() {
        let mut quote = doc(Language::En, Kind::Quote);
        quote.lines = vec![
            line(5_000_000, Some(("GST", 1800))),
            line(1_000_000, Some(("GST", 500))),
            line(2_000_000, Some(("GST", 1800))),
            line(300_000, None),
        ];
        let taxes = of(&quote);
        assert_eq!(taxes.column.as_deref(), Some("Tax"));
        assert_eq!(
            taxes.cells,
            [
                "GST 18%: ₹9,000.00",
                "GST 5%: ₹500.00",
                "GST 18%: ₹3,600.00",
                "No tax"
            ]
        );
        assert_eq!(
            taxes.rows,
            [
                ["GST 18%".to_owned(), "₹12,600.00".to_owned()],
                ["GST 5%".to_owned(), "₹500.00".to_owned()],
            ]
        );
        quote.language = Language::Fr;
        assert_eq!(of(&quote).cells[3], "Sans taxe");
        assert_eq!(of(&quote).rows[1][0], "GST 5\u{202f}%");
    }

    #[test]
    fn a_quote_without_tax_has_no_tax_column_and_an_invoice_keeps_its_own() {
        let mut quote = doc(Language::Hi, Kind::ChangeRequest);
        quote.tax_label = String::new();
        quote.tax_rate_basis_points = 0;
        quote.tax_minor = 0;
        quote.lines[0].tax_minor = 0;
        let taxes = of(&quote);
        assert_eq!((taxes.column, taxes.rows.len()), (None, 0));
        // The same document as an invoice prints as invoices always have.
        quote.kind = Kind::Invoice;
        let taxes = of(&quote);
        assert_eq!(taxes.column.as_deref(), Some("राशि"));
        assert_eq!(taxes.rows, [["0%".to_owned(), "₹0.00".to_owned()]]);
    }
}
