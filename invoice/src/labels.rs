//! The words printed on an invoice or a quote, in each language the firm bills in, and the way
//! each language writes a date, a tax rate and a quantity. The acceptance page's words are in
//! `labels/acceptance.rs`: only a signed quote prints them.
//!
//! They live in this crate rather than in `portico_shared::labels` because only the PDF prints
//! them: the portal shows invoices through its own pages. Each language is one `match` arm, so a
//! translator reads one block and a missing word is a compile error, not an English word left in
//! a French document.
//!
//! French follows French invoices' usage: "Total HT" (before tax) and "Total TTC" (tax included),
//! a credit note is an "avoir", a quote a "devis". Hindi follows the GST rules' Hindi: an invoice
//! is a "बीजक", a credit note a "जमा पत्र"; a quote is a "कोटेशन", as Indian firms write it.

mod acceptance;

pub(crate) use acceptance::{acceptance, date_time, without_amounts};

use portico_shared::Date;

use crate::{Kind, Language};

/// Every fixed word of the template, for one language and one kind of document.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Labels {
    /// The document's title: "Invoice", "Credit note", "Quote"...
    pub title: &'static str,
    /// Beside the number: "Invoice number", "Credit note number", "Quote number"...
    pub number: &'static str,
    pub issued: &'static str,
    /// Beside the due date; a quote's reads "Valid until".
    pub due: &'static str,
    pub bill_to: &'static str,
    pub project: &'static str,
    pub description: &'static str,
    pub amount: &'static str,
    pub subtotal: &'static str,
    pub total: &'static str,
    pub bank_details: &'static str,
    pub tax_id: &'static str,
    pub note: &'static str,
    /// The tax column's heading when each line has its own tax.
    pub tax: &'static str,
    /// The tax of a line that has none, beside lines that have one.
    pub no_tax: &'static str,
    /// Above a quote's terms and conditions.
    pub terms: &'static str,
    /// Before the corrected invoice's number on a credit note.
    pub credits_before: &'static str,
    /// After it, for languages that put the verb last (Hindi).
    pub credits_after: &'static str,
}

/// The labels of `kind` in `language`.
pub(crate) fn labels(language: Language, kind: Kind) -> Labels {
    let receipt = kind == Kind::Receipt;
    let quote = kind.is_quote();
    match language {
        Language::En => Labels {
            title: match kind {
                Kind::Invoice => "Invoice",
                Kind::CreditNote => "Credit note",
                Kind::Receipt => "Receipt",
                Kind::Quote => "Quote",
                Kind::ChangeRequest => "Change request",
            },
            number: match kind {
                Kind::CreditNote => "Credit note number",
                Kind::Invoice | Kind::Receipt => "Invoice number",
                Kind::Quote => "Quote number",
                Kind::ChangeRequest => "Change request number",
            },
            issued: if receipt { "Received" } else { "Issued" },
            due: if quote { "Valid until" } else { "Due" },
            // A quote is not billed yet.
            bill_to: if quote { "Prepared for" } else { "Bill to" },
            project: "Project",
            description: "Description",
            amount: "Amount",
            subtotal: "Subtotal",
            total: match kind {
                Kind::Invoice | Kind::Quote | Kind::ChangeRequest => "Total",
                Kind::CreditNote => "Total credited",
                Kind::Receipt => "Total received",
            },
            bank_details: "Bank details",
            tax_id: "Tax ID",
            note: "Note",
            tax: "Tax",
            no_tax: "No tax",
            terms: "Terms",
            credits_before: "Credits invoice ",
            credits_after: "",
        },
        Language::Fr => Labels {
            title: match kind {
                Kind::Invoice => "Facture",
                Kind::CreditNote => "Avoir",
                Kind::Receipt => "Reçu",
                Kind::Quote => "Devis",
                Kind::ChangeRequest => "Demande de modification",
            },
            number: match kind {
                Kind::CreditNote => "Numéro d’avoir",
                Kind::Invoice | Kind::Receipt => "Numéro de facture",
                Kind::Quote => "Numéro de devis",
                Kind::ChangeRequest => "Numéro de demande",
            },
            issued: if receipt {
                "Date de réception"
            } else {
                "Date d’émission"
            },
            due: if quote {
                "Valable jusqu’au"
            } else {
                "Date d’échéance"
            },
            bill_to: if quote { "Client" } else { "Facturé à" },
            project: "Projet",
            description: "Désignation",
            amount: "Montant",
            subtotal: "Total HT",
            total: match kind {
                Kind::Invoice | Kind::Quote | Kind::ChangeRequest => "Total TTC",
                Kind::CreditNote => "Total TTC crédité",
                Kind::Receipt => "Total TTC reçu",
            },
            bank_details: "Coordonnées bancaires",
            tax_id: "Identifiant fiscal",
            note: "Remarque",
            tax: "Taxe",
            no_tax: "Sans taxe",
            terms: "Conditions",
            credits_before: "Avoir sur la facture n° ",
            credits_after: "",
        },
        Language::Hi => Labels {
            title: match kind {
                Kind::Invoice => "बीजक",
                Kind::CreditNote => "जमा पत्र",
                Kind::Receipt => "रसीद",
                Kind::Quote => "कोटेशन",
                Kind::ChangeRequest => "परिवर्तन अनुरोध",
            },
            number: match kind {
                Kind::CreditNote => "जमा पत्र संख्या",
                Kind::Invoice | Kind::Receipt => "बीजक संख्या",
                Kind::Quote => "कोटेशन संख्या",
                Kind::ChangeRequest => "परिवर्तन अनुरोध संख्या",
            },
            issued: if receipt {
                "प्राप्ति की तिथि"
            } else {
                "जारी करने की तिथि"
            },
            // "The last day of validity".
            due: if quote {
                "वैधता की अंतिम तिथि"
            } else {
                "देय तिथि"
            },
            bill_to: if quote {
                "ग्राहक"
            } else {
                "बिल प्राप्तकर्ता"
            },
            project: "परियोजना",
            description: "विवरण",
            amount: "राशि",
            subtotal: "उप-योग",
            total: match kind {
                Kind::Invoice | Kind::Quote | Kind::ChangeRequest => "कुल राशि",
                Kind::CreditNote => "कुल जमा राशि",
                Kind::Receipt => "कुल प्राप्त राशि",
            },
            bank_details: "बैंक विवरण",
            tax_id: "कर पहचान संख्या",
            note: "टिप्पणी",
            tax: "कर",
            no_tax: "कर नहीं",
            terms: "शर्तें",
            credits_before: "बीजक संख्या ",
            credits_after: " के विरुद्ध जमा",
        },
    }
}

/// "Credits invoice 2026-0001" in the document's language.
pub(crate) fn credits(labels: &Labels, invoice_number: &str) -> String {
    format!(
        "{}{invoice_number}{}",
        labels.credits_before, labels.credits_after
    )
}

const MONTHS_EN: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

const MONTHS_FR: [&str; 12] = [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
];

/// CLDR's Hindi month names, as `Intl.DateTimeFormat("hi")` writes them.
const MONTHS_HI: [&str; 12] = [
    "जनवरी",
    "फ़रवरी",
    "मार्च",
    "अप्रैल",
    "मई",
    "जून",
    "जुलाई",
    "अगस्त",
    "सितंबर",
    "अक्तूबर",
    "नवंबर",
    "दिसंबर",
];

/// "28 November 2026", "28 novembre 2026" ("1er" for the first of a month, as French writes
/// it), "28 नवंबर 2026". Day first in all three: it is how a reader of each language (and of
/// British or Indian English) writes a date, and it cannot be misread as month-first.
pub(crate) fn date(language: Language, date: Date) -> String {
    let month = usize::from(date.month.clamp(1, 12) - 1);
    match language {
        Language::En => format!("{} {} {}", date.day, MONTHS_EN[month], date.year),
        Language::Fr if date.day == 1 => format!("1er {} {}", MONTHS_FR[month], date.year),
        Language::Fr => format!("{} {} {}", date.day, MONTHS_FR[month], date.year),
        Language::Hi => format!("{} {} {}", date.day, MONTHS_HI[month], date.year),
    }
}

/// A rate in basis points as a percentage: 1800 as "18%" (en, hi) or "18 %" (fr, with the narrow
/// no-break space French puts before %), 1850 as "18.5%" or "18,5 %". Trailing zeros are dropped.
pub(crate) fn percent(language: Language, basis_points: u32) -> String {
    let number = hundredths(language, u64::from(basis_points));
    match language {
        Language::Fr => format!("{number}\u{202f}%"),
        _ => format!("{number}%"),
    }
}

/// A quantity in hundredths: 250 as "2.5" (en, hi) or "2,5" (fr), 300 as "3", -50 as "-0.5".
pub(crate) fn quantity(language: Language, hundredths_of: i64) -> String {
    let sign = if hundredths_of < 0 { "-" } else { "" };
    format!(
        "{sign}{}",
        hundredths(language, hundredths_of.unsigned_abs())
    )
}

/// A number of hundredths with the language's decimal point, trailing zeros dropped.
fn hundredths(language: Language, value: u64) -> String {
    let whole = value / 100;
    let fraction = format!("{:02}", value % 100);
    let fraction = fraction.trim_end_matches('0');
    let point = if language == Language::Fr { "," } else { "." };
    if fraction.is_empty() {
        whole.to_string()
    } else {
        format!("{whole}{point}{fraction}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i32, m: u8, day: u8) -> Date {
        Date::new(y, m, day).unwrap()
    }

    #[test]
    fn dates_read_naturally_in_each_language() {
        assert_eq!(date(Language::En, d(2026, 11, 28)), "28 November 2026");
        assert_eq!(date(Language::Fr, d(2026, 11, 28)), "28 novembre 2026");
        assert_eq!(date(Language::Fr, d(2026, 8, 1)), "1er août 2026");
        assert_eq!(date(Language::Hi, d(2026, 11, 28)), "28 नवंबर 2026");
        assert_eq!(date(Language::Hi, d(2026, 2, 3)), "3 फ़रवरी 2026");
    }

    #[test]
    fn rates_drop_trailing_zeros() {
        assert_eq!(percent(Language::En, 1800), "18%");
        assert_eq!(percent(Language::En, 1850), "18.5%");
        assert_eq!(percent(Language::Hi, 525), "5.25%");
        assert_eq!(percent(Language::Fr, 2000), "20\u{202f}%");
        assert_eq!(percent(Language::Fr, 550), "5,5\u{202f}%");
        assert_eq!(percent(Language::En, 0), "0%");
        assert_eq!(percent(Language::En, u32::MAX), "42949672.95%");
    }

    #[test]
    fn quantities_use_the_languages_decimal_point() {
        assert_eq!(quantity(Language::En, 250), "2.5");
        assert_eq!(quantity(Language::Fr, 250), "2,5");
        assert_eq!(quantity(Language::Hi, 1225), "12.25");
        assert_eq!(quantity(Language::En, 300), "3");
        assert_eq!(quantity(Language::Fr, -50), "-0,5");
        assert_eq!(quantity(Language::En, i64::MIN), "-92233720368547758.08");
    }

    #[test]
    fn a_quote_is_valid_until_its_due_date() {
        let en = labels(Language::En, Kind::ChangeRequest);
        assert_eq!(
            (en.title, en.number, en.due),
            ("Change request", "Change request number", "Valid until")
        );
        let fr = labels(Language::Fr, Kind::Quote);
        assert_eq!(
            (fr.title, fr.number, fr.due),
            ("Devis", "Numéro de devis", "Valable jusqu’au")
        );
        assert_eq!(labels(Language::Hi, Kind::Quote).title, "कोटेशन");
        assert_eq!(
            labels(Language::Hi, Kind::ChangeRequest).title,
            "परिवर्तन अनुरोध"
        );
        // An invoice keeps its words.
        let invoice = labels(Language::En, Kind::Invoice);
        assert_eq!((invoice.due, invoice.bill_to), ("Due", "Bill to"));
    }

    #[test]
    fn a_credit_note_names_the_invoice_it_corrects() {
        let en = labels(Language::En, Kind::CreditNote);
        assert_eq!(credits(&en, "2026-0001"), "Credits invoice 2026-0001");
        let fr = labels(Language::Fr, Kind::CreditNote);
        assert_eq!(
            credits(&fr, "2026-0001"),
            "Avoir sur la facture n° 2026-0001"
        );
        let hi = labels(Language::Hi, Kind::CreditNote);
        assert_eq!(credits(&hi, "2026-0001"), "बीजक संख्या 2026-0001 के विरुद्ध जमा");
        assert_eq!(hi.title, "जमा पत्र");
        assert_eq!(labels(Language::Hi, Kind::Invoice).title, "बीजक");
        let receipt = labels(Language::Fr, Kind::Receipt);
        assert_eq!((receipt.title, receipt.total), ("Reçu", "Total TTC reçu"));
        assert_eq!(labels(Language::Hi, Kind::Receipt).title, "रसीद");
        assert_eq!(labels(Language::En, Kind::Receipt).issued, "Received");
    }
}
