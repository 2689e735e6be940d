//! What the read-back tests share: realistic documents, and the PDF's text as `pdftotext`
//! (Debian's poppler-utils) reads it. A module of `tests/` rather than a test crate of its own, so
//! `render.rs` (invoices, and a change request read back whole) and `quote.rs` (what quotes add)
//! stay each a size one can read.

use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

use portico_invoice::{Document, Kind, Language, Line, Party, Signature};

/// A realistic document: two lines at 18% tax, amounts computed as the server does.
pub fn sample(language: Language, kind: Kind) -> Document {
    let sign = if kind == Kind::CreditNote { -1 } else { 1 };
    let (descriptions, currency, tax_label, rate) = match language {
        Language::En => (["Design review", "Security audit"], "INR", "GST", 1800),
        Language::Fr => (
            ["Revue de conception", "Audit de sécurité"],
            "EUR",
            "TVA",
            2000,
        ),
        Language::Hi => (
            ["परीक्षण और सुरक्षा", "अनुबंध पत्र की समीक्षा"],
            "INR",
            "जीएसटी",
            1800,
        ),
    };
    let amounts = [5_000_000, 5_462_500];
    let lines: Vec<Line> = descriptions
        .iter()
        .zip(amounts)
        .map(|(d, a)| Line {
            description: (*d).to_owned(),
            amount_minor: sign * a,
            tax_minor: sign * a * i64::from(rate) / 10_000,
            ..Line::default()
        })
        .collect();
    let subtotal: i64 = lines.iter().map(|l| l.amount_minor).sum();
    let tax: i64 = lines.iter().map(|l| l.tax_minor).sum();
    let credit = kind == Kind::CreditNote;
    Document {
        kind,
        language,
        number: if credit { "2026-0008" } else { "2026-0007" }.to_owned(),
        version: None,
        issued_on: "2026-11-28".to_owned(),
        due_on: (!credit).then(|| "2026-12-28".to_owned()),
        credits: credit.then(|| "2026-0007".to_owned()),
        firm: Party {
            name: "Rao & Partners IT Services".to_owned(),
            address: "4th floor, Prestige Tower\n12 MG Road\nBengaluru 560001, India".to_owned(),
            tax_id: "29AAACR1234F1Z5".to_owned(),
        },
        bank_details: "HDFC Bank, MG Road branch\nAccount 50100123456789\nIFSC HDFC0000123"
            .to_owned(),
        bill_to: Party {
            name: "Meridian Logistics Pvt Ltd".to_owned(),
            address: "Plot 7, MIDC\nPune 411019".to_owned(),
            tax_id: "27AAACM9876K1Z2".to_owned(),
        },
        project: "Warehouse portal".to_owned(),
        currency: currency.to_owned(),
        lines,
        tax_label: tax_label.to_owned(),
        tax_rate_basis_points: rate,
        subtotal_minor: subtotal,
        tax_minor: tax,
        total_minor: subtotal + tax,
        note: "Payment within 30 days, please quote the invoice number.".to_owned(),
        terms: String::new(),
        signature: None,
    }
}

pub const DIGEST: &str = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

/// A change request as the server issues it once accepted: version 2, in INR, a line at 18% GST,
/// one at 5% and one untaxed, each with its quantity and unit price, terms, and the signature.
pub fn signed_change_request(language: Language) -> Document {
    let descriptions = match language {
        Language::Hi => ["परीक्षण और सुरक्षा", "अनुबंध पत्र की समीक्षा", "प्रशिक्षण"],
        _ => ["Design review", "Hosting", "Training"],
    };
    // 2.5 × 48,000.00 = 1,20,000.00 at 18%; 1 × 10,000.00 at 5%; 3 × 1,000.00 untaxed.
    let lines: Vec<Line> = descriptions
        .iter()
        .zip([
            (250, 4_800_000, Some(1800)),
            (100, 1_000_000, Some(500)),
            (300, 100_000, None),
        ])
        .map(|(description, (quantity, unit, rate))| {
            let amount = quantity * unit / 100;
            Line {
                description: (*description).to_owned(),
                amount_minor: amount,
                tax_minor: rate.map_or(0, |r| amount * i64::from(r) / 10_000),
                quantity_hundredths: Some(quantity),
                unit_minor: Some(unit),
                tax_label: rate.map(|_| "GST".to_owned()),
                tax_rate_basis_points: rate,
            }
        })
        .collect();
    let subtotal: i64 = lines.iter().map(|l| l.amount_minor).sum();
    let tax: i64 = lines.iter().map(|l| l.tax_minor).sum();
    Document {
        kind: Kind::ChangeRequest,
        number: "CR-2026-0003".to_owned(),
        version: Some(2),
        issued_on: "2026-12-01".to_owned(),
        due_on: Some("2026-12-31".to_owned()),
        credits: None,
        bank_details: String::new(),
        currency: "INR".to_owned(),
        lines,
        subtotal_minor: subtotal,
        tax_minor: tax,
        total_minor: subtotal + tax,
        note: String::new(),
        terms: "Work starts within 5 working days of acceptance.\n\nHalf is invoiced on \
                acceptance, half on delivery."
            .to_owned(),
        signature: Some(Signature {
            signed_name: "Asha Verma".to_owned(),
            person_name: "Asha Verma".to_owned(),
            at: "2026-12-07T10:15:30Z".to_owned(),
            network: "203.0.113.7".to_owned(),
            digest: DIGEST.to_owned(),
            without_amounts: false,
        }),
        ..sample(language, Kind::Invoice)
    }
}

/// pdftotext ends every page with a form feed.
pub fn pages_of(text: &str) -> Vec<&str> {
    text.split('\u{c}')
        .filter(|page| !page.trim().is_empty())
        .collect()
}

/// The PDF's text as `pdftotext -layout` reads it. No pdftotext is a failure, not a skip: a test
/// that silently passes without looking at the PDF checks nothing.
pub fn pdf_text(pdf: &[u8]) -> String {
    pdftotext(pdf, "-layout")
}

pub fn pdftotext(pdf: &[u8], mode: &str) -> String {
    static COUNTER: AtomicUsize = AtomicUsize::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("portico-invoice-{}-{n}.pdf", std::process::id()));
    std::fs::write(&path, pdf)
        .unwrap_or_else(|e| panic!("could not write {}: {e}", path.display()));
    let output = Command::new("pdftotext")
        .arg(mode)
        .arg(&path)
        .arg("-")
        .output();
    let _ = std::fs::remove_file(&path);
    let output = match output {
        Ok(output) => output,
        Err(e) => panic!(
            "could not run pdftotext ({e}): install poppler-utils \
             (`apt-get install -y poppler-utils`); CI installs it"
        ),
    };
    assert!(
        output.status.success(),
        "pdftotext failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap_or_else(|e| panic!("pdftotext wrote no UTF-8: {e}"))
}

/// Whitespace normalised: French amounts use narrow no-break spaces (U+202F) between thousands
/// and a no-break space before the sign, and pdftotext may give them back as U+202F, U+00A0 or a
/// plain space, and -layout may widen gaps; every run of whitespace becomes one space.
pub fn normalised(text: &str) -> String {
    text.split(|c: char| c.is_whitespace() || c == '\u{202f}' || c == '\u{a0}')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

pub fn assert_contains(text: &str, expected: &str) {
    assert!(
        text.contains(expected),
        "expected {expected:?} in the PDF's text:\n{text}"
    );
}
