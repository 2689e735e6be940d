//! What a quote adds, read back with `pdftotext`: its words without tax, terms that run over
//! pages, its version and signature in the bytes, the server's JSON, hostile input. (The change
//! request read back whole, in English and Hindi, is in `render.rs` beside the invoices.)

mod common;

use common::{assert_contains, normalised, pages_of, pdf_text, signed_change_request, DIGEST};
use portico_invoice::{render, Document, Error, Kind, Language};

/// A French quote with no tax at all: no tax column, no tax row, and its own words.
#[test]
fn a_french_quote_without_tax_reads_back() {
    let mut doc = signed_change_request(Language::Fr);
    doc.kind = Kind::Quote;
    doc.version = None;
    doc.currency = "EUR".to_owned();
    doc.tax_label = String::new();
    doc.tax_rate_basis_points = 0;
    for line in &mut doc.lines {
        line.tax_label = None;
        line.tax_rate_basis_points = None;
        line.tax_minor = 0;
    }
    doc.tax_minor = 0;
    doc.total_minor = doc.subtotal_minor;
    let text = normalised(&pdf_text(&render(&doc).expect("render")));
    for expected in [
        "Devis",
        "Numéro de devis CR-2026-0003",
        "Valable jusqu’au 31 décembre 2026",
        "2,5 × 48 000,00 €",
        "Total TTC 133 000,00 €",
        "Acceptation",
        "SHA-256 DU DEVIS TEL QU’AFFICHÉ",
        "7 décembre 2026 à 10:15:30 UTC",
        DIGEST,
    ] {
        assert_contains(&text, expected);
    }
    assert!(!text.contains("CR-2026-0003 v"), "no version: {text}");
    for absent in ["TAXE", "Sans taxe", "0 %"] {
        assert!(
            !text.contains(absent),
            "{absent:?} on an untaxed quote:\n{text}"
        );
    }
}

/// Terms of 15,000 characters flow over pages: every paragraph comes back, the last one's final
/// words included, and nothing runs off a page.
#[test]
fn long_terms_flow_over_pages() {
    let paragraph = |i: usize| {
        format!(
            "Clause {i}. {} End of clause {i}.",
            "The supplier delivers the agreed work with reasonable care and skill. ".repeat(4)
        )
    };
    let count = 50;
    let mut doc = signed_change_request(Language::En);
    doc.signature = None;
    doc.terms = (1..=count).map(paragraph).collect::<Vec<_>>().join("\n\n");
    doc.terms.push_str(" Signed off by the quokka.");
    assert!(doc.terms.len() > 15_000, "{}", doc.terms.len());
    let short = pdf_text(&render(&signed_change_request(Language::En)).expect("render"));
    let text = pdf_text(&render(&doc).expect("render"));
    assert!(
        pages_of(&text).len() >= pages_of(&short).len() + 3,
        "{} pages",
        pages_of(&text).len()
    );
    let flat = normalised(&text);
    for i in 1..=count {
        assert_contains(&flat, &format!("Clause {i}. The supplier"));
        assert_contains(&flat, &format!("End of clause {i}."));
    }
    assert_contains(&flat, "Signed off by the quokka.");
    // Each page has its folio (pdftotext gives "3 / 5" back as "3/5"), and the totals come
    // before the terms.
    assert_contains(&flat, "CR-2026-0003 v2 3/");
    assert!(flat.find("Total ₹155,100.00") < flat.find("Clause 1."));
}

#[test]
fn a_signed_quote_gives_the_same_bytes_and_its_version_tells_it_apart() {
    let doc = signed_change_request(Language::Hi);
    let first = render(&doc).expect("render");
    assert!(render(&doc).expect("render") == first);
    let mut v3 = doc.clone();
    v3.version = Some(3);
    assert!(render(&v3).expect("render") != first);
    let mut bad = doc;
    if let Some(signature) = &mut bad.signature {
        signature.at = "2026-12-07T15:45:30+05:30".to_owned();
    }
    assert!(matches!(
        render(&bad),
        Err(Error::InvalidTime {
            field: "signature.at",
            ..
        })
    ));
}

#[test]
fn a_change_request_reads_from_the_servers_json() {
    let doc: Document = serde_json::from_value(serde_json::json!({
        "kind": "changeRequest", "language": "en", "number": "CR-2026-0003", "version": 2,
        "issuedOn": "2026-12-01", "dueOn": "2026-12-31", "credits": null,
        "firm": { "name": "F", "address": "A", "taxId": "" },
        "bankDetails": "", "billTo": { "name": "C", "address": "", "taxId": "" },
        "project": "P", "currency": "INR",
        "lines": [
            { "description": "D", "amountMinor": 10000, "taxMinor": 1800,
              "quantityHundredths": 250, "unitMinor": 4000,
              "taxLabel": "GST", "taxRateBasisPoints": 1800 },
            { "description": "E", "amountMinor": 500, "taxMinor": 0 }
        ],
        "taxLabel": "", "taxRateBasisPoints": 0,
        "subtotalMinor": 10500, "taxMinor": 1800, "totalMinor": 12300, "note": "",
        "terms": "T",
        "signature": { "signedName": "S", "personName": "P", "at": "2026-12-07T10:15:30Z",
                       "network": "203.0.113.7", "digest": DIGEST }
    }))
    .expect("deserialise");
    assert_eq!(doc.kind, Kind::ChangeRequest);
    assert_eq!(doc.version, Some(2));
    assert_eq!(doc.lines[0].quantity_hundredths, Some(250));
    assert_eq!(doc.lines[1].tax_label, None);
    assert_eq!(
        doc.signature.as_ref().map(|s| s.person_name.as_str()),
        Some("P")
    );
    let text = normalised(&pdf_text(&render(&doc).expect("render")));
    assert_contains(&text, "GST 18%: ₹18.00");
    assert_contains(&text, "No tax");
    assert_contains(&text, DIGEST);
    let quote: Document = serde_json::from_value(serde_json::json!({
        "kind": "quote", "language": "fr", "number": "Q-1", "issuedOn": "2026-12-01",
        "dueOn": null, "credits": null,
        "firm": { "name": "F", "address": "", "taxId": "" },
        "bankDetails": "", "billTo": { "name": "C", "address": "", "taxId": "" },
        "project": "", "currency": "EUR", "lines": [], "taxLabel": "TVA",
        "taxRateBasisPoints": 2000, "subtotalMinor": 0, "taxMinor": 0, "totalMinor": 0, "note": ""
    }))
    .expect("deserialise");
    assert_eq!(
        (quote.kind, quote.version, quote.signature),
        (Kind::Quote, None, None)
    );
}

/// What a quote adds is as hostile-proof as the rest: overlong names and digest, a single
/// 20,000-character word of terms, extreme quantities and rates.
#[test]
fn a_hostile_quote_is_still_a_pdf() {
    let mut doc = signed_change_request(Language::Hi);
    doc.terms = "क्ष".repeat(7_000);
    doc.version = Some(u32::MAX);
    doc.lines[0].quantity_hundredths = Some(i64::MIN);
    doc.lines[0].unit_minor = Some(i64::MIN);
    doc.lines[1].tax_label = Some("\u{1b}[31m\n".repeat(300));
    doc.lines[1].tax_rate_basis_points = Some(u32::MAX);
    doc.lines[2].tax_minor = i64::MAX;
    if let Some(signature) = &mut doc.signature {
        signature.signed_name = "W".repeat(5_000);
        signature.person_name = "Nul\0 bell\u{7}".to_owned();
        signature.network = "\u{202e}".repeat(100);
        signature.digest = "f".repeat(5_000);
    }
    let text = pdf_text(&render(&doc).expect("a strange quote is still a document"));
    assert_contains(&text, &format!("CR-2026-0003 v{}", u32::MAX));
    assert_contains(&text, "Nul bell");
}
