//! Renders real documents and reads them back with `pdftotext` (Debian's poppler-utils), the way
//! a client's accounting software or a screen reader would read the PDF: what matters is that
//! the text comes back out, Devanagari conjuncts and reordered vowel signs included, not only that
//! the renderer did not fail.

mod common;

use std::time::Instant;

use common::{
    assert_contains, normalised, pages_of, pdf_text, pdftotext, sample, signed_change_request,
    DIGEST,
};
use portico_invoice::{render, Document, Error, Kind, Language, Line};

/// The text in the order the PDF writes it, as a screen reader or a copy of the whole page gets it.
fn pdf_text_in_reading_order(pdf: &[u8]) -> String {
    pdftotext(pdf, "-raw")
}

#[test]
fn an_english_invoice_reads_back() {
    let pdf = render(&sample(Language::En, Kind::Invoice)).expect("render");
    assert!(pdf.starts_with(b"%PDF-"));
    let text = pdf_text(&pdf);
    // 50,000.00 + 54,625.00 = 1,04,625.00 net; 18% tax 18,832.50; total 1,23,457.50 in Indian
    // grouping for Hindi, 123,457.50 in English.
    for expected in [
        "Invoice",
        "2026-0007",
        "Meridian Logistics Pvt Ltd",
        // The small headings are set in capitals.
        "BILL TO",
        "28 November 2026",
        "28 December 2026",
        "Tax ID: 29AAACR1234F1Z5",
        "GST 18%",
        "₹104,625.00",
        "₹18,832.50",
        "₹123,457.50",
        "Security audit",
        "IFSC HDFC0000123",
    ] {
        assert_contains(&text, expected);
    }
}

/// A receipt: titled so in the document's language, dated the day it was received, its total
/// "received", no bank details (nothing is left to pay), and the note saying how it was paid.
#[test]
fn a_receipt_says_what_was_received() {
    let mut doc = sample(Language::Fr, Kind::Receipt);
    doc.due_on = None;
    doc.bank_details = String::new();
    doc.note = "Payé en ligne via Stripe, référence pi_3PqR7s".to_owned();
    let text = normalised(&pdf_text(&render(&doc).expect("render")));
    for expected in [
        "Reçu",
        "2026-0007",
        "Date de réception",
        "Total TTC reçu",
        "pi_3PqR7s",
    ] {
        assert_contains(&text, expected);
    }
    assert!(
        !text.contains("IFSC"),
        "no bank details on a receipt:\n{text}"
    );
    assert!(!text.contains("Date d’échéance"), "no due date:\n{text}");
}

/// Blocks side by side are read one after the other: the firm's address whole, then the number
/// and dates beside it; the client's address, then the project. (pdftotext's raw order still joins
/// words on one baseline, such as the firm's name and the title.)
#[test]
fn side_by_side_blocks_read_one_after_the_other() {
    let text =
        pdf_text_in_reading_order(&render(&sample(Language::En, Kind::Invoice)).expect("render"));
    for expected in [
        "4th floor, Prestige Tower\n12 MG Road\nBengaluru 560001, India\nTax ID: 29AAACR1234F1Z5\nInvoice number 2026-0007\n",
        "Meridian Logistics Pvt Ltd\nPlot 7, MIDC\nPune 411019\nTax ID: 27AAACM9876K1Z2\nWarehouse portal\n",
    ] {
        assert_contains(&text, expected);
    }
}

#[test]
fn a_french_invoice_reads_back() {
    let pdf = render(&sample(Language::Fr, Kind::Invoice)).expect("render");
    let text = normalised(&pdf_text(&pdf));
    for expected in [
        "Facture",
        "2026-0007",
        "Meridian Logistics Pvt Ltd",
        "FACTURÉ À",
        "28 novembre 2026",
        "28 décembre 2026",
        "TVA 20 %",
        "Total TTC",
        // 104 625,00 € net, 20 925,00 € of tax.
        "125 550,00 €",
        "Audit de sécurité",
    ] {
        assert_contains(&text, expected);
    }
}

#[test]
fn a_hindi_invoice_keeps_its_conjuncts() {
    let pdf = render(&sample(Language::Hi, Kind::Invoice)).expect("render");
    let text = pdf_text(&pdf);
    println!("{text}");
    for expected in [
        "2026-0007",
        "Meridian Logistics Pvt Ltd",
        // क्ष and त्र are single glyphs in the font; the PDF must map them back to their letters.
        "परीक्षण और सुरक्षा",
        "पत्र",
        "समीक्षा",
        "28 नवंबर 2026",
        "₹1,23,457.50",
        "बीजक",
        // ि is drawn before its consonant but read after it.
        "बिल प्राप्तकर्ता",
        "विवरण",
        "कर पहचान संख्या",
    ] {
        assert_contains(&text, expected);
    }
}

#[test]
fn a_credit_note_shows_negative_amounts_and_the_invoice_it_corrects() {
    let pdf = render(&sample(Language::En, Kind::CreditNote)).expect("render");
    let text = pdf_text(&pdf);
    for expected in [
        "Credit note",
        "2026-0008",
        "Credits invoice 2026-0007",
        "Meridian Logistics Pvt Ltd",
        "-₹123,457.50",
        "Total credited",
    ] {
        assert_contains(&text, expected);
    }
    assert!(
        !text.contains("Due"),
        "a credit note has no due date:\n{text}"
    );

    let hindi = pdf_text(&render(&sample(Language::Hi, Kind::CreditNote)).expect("render"));
    assert_contains(&hindi, "जमा पत्र");
    assert_contains(&hindi, "-₹1,23,457.50");
}

#[test]
fn markup_in_the_data_prints_literally() {
    let hostile = r#"*Acme* #sys.exit() ] $x^2$ \ @ref <lbl> _under_ // not a comment `raw` = H"#;
    let mut doc = sample(Language::En, Kind::Invoice);
    doc.bill_to.name = hostile.to_owned();
    doc.lines[0].description = "#{ panic() } [link](#) \\#".to_owned();
    doc.note = "#set page(fill: red)".to_owned();
    // No project beside the name, and whitespace normalised: the long name wraps over two lines.
    doc.project = String::new();
    let text = normalised(&pdf_text(&render(&doc).expect("render")));
    assert_contains(&text, hostile);
    assert_contains(&text, "#{ panic() } [link](#) \\#");
    assert_contains(&text, "#set page(fill: red)");
}

#[test]
fn the_same_document_gives_the_same_bytes() {
    let doc = sample(Language::Hi, Kind::Invoice);
    let first = render(&doc).expect("render");
    // Something else in between, so nothing memoised from the first render is simply replayed.
    render(&sample(Language::Fr, Kind::CreditNote)).expect("render");
    let second = render(&doc).expect("render");
    assert!(first == second, "two renders of one document differ");
    // Another number is another document, with its own bytes.
    let mut other = doc.clone();
    other.number = "2026-0009".to_owned();
    assert!(render(&other).expect("render") != first);
}

#[test]
fn hostile_input_is_an_error_or_a_pdf_never_a_panic() {
    let mut doc = sample(Language::Fr, Kind::Invoice);
    doc.bill_to.name = "Nul\0 bell\u{7} esc\u{1b}[31m tab\tcr\r del\u{7f} c1\u{85}".to_owned();
    doc.firm.name = "W".repeat(10_000);
    doc.bill_to.address = "mot ".repeat(2_500);
    doc.number = "7".repeat(300);
    doc.lines.clear();
    doc.subtotal_minor = i64::MIN;
    doc.tax_minor = i64::MAX;
    doc.total_minor = 0;
    doc.tax_rate_basis_points = u32::MAX;
    let pdf = render(&doc).expect("a strange document is still a document");
    let text = pdf_text(&pdf);
    assert_contains(&text, "Nul bell esc[31m tab cr del c1");

    // Many lines run over several pages.
    let mut long = sample(Language::Hi, Kind::Invoice);
    long.lines = (0..150)
        .map(|i| Line {
            description: format!("परीक्षण {i}\nदूसरी पंक्ति"),
            amount_minor: 100 * i,
            tax_minor: 18 * i,
            ..Line::default()
        })
        .collect();
    let text = pdf_text(&render(&long).expect("render"));
    assert_contains(&text, "परीक्षण 149");
    assert_contains(&text, "\u{c}"); // a form feed: more than one page

    let mut bad = sample(Language::En, Kind::Invoice);
    bad.currency = "XYZ".to_owned();
    assert_eq!(render(&bad), Err(Error::UnknownCurrency("XYZ".to_owned())));
    let mut bad = sample(Language::En, Kind::Invoice);
    bad.issued_on = "28/11/2026".to_owned();
    assert!(matches!(
        render(&bad),
        Err(Error::InvalidDate {
            field: "issued_on",
            ..
        })
    ));
    let mut bad = sample(Language::En, Kind::Invoice);
    bad.due_on = Some("2026-02-30".to_owned());
    assert!(matches!(
        render(&bad),
        Err(Error::InvalidDate {
            field: "due_on",
            ..
        })
    ));
}

#[test]
fn a_document_reads_from_the_servers_json() {
    let doc: Document = serde_json::from_value(serde_json::json!({
        "kind": "credit", "language": "hi", "number": "2026-0002", "issuedOn": "2026-01-05",
        "dueOn": null, "credits": "2026-0001",
        "firm": { "name": "F", "address": "A\nB", "taxId": "" },
        "bankDetails": "", "billTo": { "name": "C", "address": "", "taxId": "T" },
        "project": "P", "currency": "INR",
        "lines": [{ "description": "D", "amountMinor": -100, "taxMinor": -18 }],
        "taxLabel": "GST", "taxRateBasisPoints": 1800,
        "subtotalMinor": -100, "taxMinor": -18, "totalMinor": -118, "note": ""
    }))
    .expect("deserialise");
    assert_eq!(doc.kind, Kind::CreditNote);
    assert_eq!(doc.language, Language::Hi);
    assert!(render(&doc).is_ok());
}

/// Run with `--nocapture` to see how long a one-page invoice takes.
#[test]
fn render_time_of_one_page() {
    let doc = sample(Language::Hi, Kind::Invoice);
    let start = Instant::now();
    render(&doc).expect("render");
    let first = start.elapsed();
    let runs: u32 = 5;
    let start = Instant::now();
    for i in 0..runs {
        let mut doc = doc.clone();
        doc.number = format!("2026-{i:04}");
        render(&doc).expect("render");
    }
    let each = start.elapsed() / runs;
    println!(
        "render time, one page: first {first:?} (fonts and library loaded), then {each:?} each"
    );
}

#[test]
fn a_signed_change_request_reads_back_with_its_acceptance_page() {
    let pdf = render(&signed_change_request(Language::En)).expect("render");
    let text = pdf_text(&pdf);
    let pages = pages_of(&text);
    assert!(
        pages.len() >= 2,
        "the acceptance is a page of its own:\n{text}"
    );
    let (last, quote) = pages.split_last().expect("pages");
    let quote = normalised(&quote.join("\n"));
    for expected in [
        "Change request",
        "CR-2026-0003 v2",
        "Change request number",
        "Valid until",
        "31 December 2026",
        "PREPARED FOR",
        "Design review",
        "₹120,000.00",
        "2.5 × ₹48,000.00",
        "GST 18%: ₹21,600.00",
        "GST 5%: ₹500.00",
        "No tax",
        // The totals: one row per tax, then the total.
        "Subtotal ₹133,000.00",
        "GST 18% ₹21,600.00",
        "GST 5% ₹500.00",
        "Total ₹155,100.00",
        "TERMS",
        "half on delivery.",
    ] {
        assert_contains(&quote, expected);
    }
    assert!(
        !quote.contains("BANK DETAILS"),
        "a quote asks for no payment"
    );
    assert!(
        !quote.contains(DIGEST),
        "the digest is on the last page only"
    );

    let last = normalised(last);
    for expected in [
        "Acceptance",
        "Change request CR-2026-0003 v2",
        "Accepted by (name typed) Asha Verma",
        "Signed in as Asha Verma",
        "7 December 2026, 10:15:30 UTC",
        "From network 203.0.113.7",
        "SHA-256 OF THE CHANGE REQUEST AS SHOWN",
        // Whole, on one line.
        DIGEST,
        "Anyone can check a printed copy",
    ] {
        assert_contains(&last, expected);
    }
}

#[test]
fn a_hindi_change_request_keeps_its_devanagari() {
    let text = pdf_text(&render(&signed_change_request(Language::Hi)).expect("render"));
    let pages = pages_of(&text);
    let last = pages.last().expect("pages");
    for expected in [
        "परिवर्तन अनुरोध",
        "CR-2026-0003 v2",
        "परीक्षण और सुरक्षा",
        "अनुबंध पत्र की समीक्षा",
        "₹1,20,000.00",
        "2.5 × ₹48,000.00",
        "कर नहीं",
        "शर्तें",
    ] {
        assert_contains(&text, expected);
    }
    for expected in ["स्वीकृति", "7 दिसंबर 2026, 10:15:30 UTC", DIGEST]
    {
        assert_contains(last, expected);
    }
}
