//! Invoices and credit notes (ADR 0033): staff issue an invoice for due milestones of one project,
//! at a tax rate; a credit note corrects one; the firm's billing details are settings; a client
//! company's owner chooses the language its invoices are written in.

use serde::Deserialize;

use super::fields::{code, one_of, optional_date, optional_text, required_text, NumberOrText};
use super::{gather, FieldError};
use crate::constants::{ID_MAX, LONG_TEXT_MAX, NAME_MAX, SHORT_TEXT_MAX};
use crate::dates::Date;
use crate::language::Language;
use crate::money::{parse_minor, AmountError, Currency};

/// At most this many milestones on one invoice.
pub const INVOICE_LINES_MAX: usize = 50;
/// A tax rate is at most 100 %.
pub const TAX_RATE_MAX_BASIS_POINTS: u32 = 10_000;
/// Payment terms of at most this many days.
pub const TERMS_DAYS_MAX: u32 = 365;

/// A tax rate typed as a percentage (`18`, `7.5`, `20.25`), in basis points (1800 = 18 %): at
/// most two decimals, 0 to 100.
pub fn tax_rate(
    field: &str,
    value: &Option<NumberOrText>,
    default: Option<u32>,
) -> Result<u32, FieldError> {
    let text = match NumberOrText::to_text(field, "Tax rate", value)? {
        Some(t) if !t.trim().is_empty() => t,
        _ => {
            return default
                .ok_or_else(|| FieldError::new(field, code::REQUIRED, "Tax rate is required"))
        }
    };
    // A percentage with two decimals is read exactly as an amount of a two-decimal currency:
    // hundredths of a percent are basis points.
    let invalid = || {
        FieldError::new(
            field,
            code::INVALID_NUMBER,
            "Tax rate must be a percentage from 0 to 100, with at most 2 decimals",
        )
    };
    let Some(two_decimals) = Currency::parse("USD") else {
        return Err(invalid());
    };
    match parse_minor(text.trim(), two_decimals) {
        Ok(bp) if bp <= i64::from(TAX_RATE_MAX_BASIS_POINTS) => {
            u32::try_from(bp).map_err(|_| invalid())
        }
        Err(AmountError::Negative) => Err(FieldError::new(
            field,
            code::NEGATIVE,
            "Tax rate cannot be negative",
        )),
        _ => Err(invalid()),
    }
}

/// Staff issue an invoice.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[serde(rename_all = "camelCase")]
pub struct InvoiceInput {
    /// The due milestones to invoice, by id: all of one project.
    pub payments: Option<Vec<String>>,
    /// The tax rate in percent (`18`); the firm's default when absent.
    pub tax_rate: Option<NumberOrText>,
    /// The tax's name on the invoice (`GST`, `VAT`); the firm's default when absent.
    pub tax_label: Option<String>,
    /// When it is to be paid (`YYYY-MM-DD`); the firm's payment terms from today when absent.
    pub due_on: Option<String>,
    /// A note printed on the invoice.
    pub note: Option<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Invoice {
    pub payments: Vec<String>,
    pub tax_rate: Option<u32>,
    pub tax_label: Option<String>,
    pub due_on: Option<Date>,
    pub note: String,
}

impl InvoiceInput {
    pub fn validate(&self) -> Result<Invoice, Vec<FieldError>> {
        let payments = {
            let list = self.payments.as_deref().unwrap_or_default();
            let mut out: Vec<String> = Vec::new();
            let mut error = None;
            for p in list {
                let p = p.trim();
                if p.is_empty() || p.len() > ID_MAX {
                    error = Some(FieldError::new(
                        "payments",
                        code::INVALID_VALUE,
                        "No such milestone",
                    ));
                } else if !out.iter().any(|o| o == p) {
                    out.push(p.to_owned());
                }
            }
            match error {
                Some(e) => Err(e),
                None if out.is_empty() => Err(FieldError::new(
                    "payments",
                    code::REQUIRED,
                    "Choose at least one due milestone",
                )),
                None if out.len() > INVOICE_LINES_MAX => Err(FieldError::new(
                    "payments",
                    code::TOO_LONG,
                    format!("At most {INVOICE_LINES_MAX} milestones on one invoice"),
                )),
                None => Ok(out),
            }
        };
        let tax_rate = match &self.tax_rate {
            None => Ok(None),
            value => tax_rate("taxRate", value, None).map(Some),
        };
        let tax_label = optional_text("taxLabel", "Tax name", &self.tax_label, 40);
        let due_on = optional_date("dueOn", &self.due_on);
        let note = optional_text("note", "Note", &self.note, SHORT_TEXT_MAX)
            .map(Option::unwrap_or_default);
        gather!(payments, tax_rate, tax_label, due_on, note => Invoice {
            payments,
            tax_rate,
            tax_label,
            due_on,
            note,
        })
    }
}

/// Staff correct an issued invoice with a credit note of its whole amount.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[serde(rename_all = "camelCase")]
pub struct CreditNoteInput {
    /// Why it is credited, printed on the credit note.
    pub reason: Option<String>,
}

impl CreditNoteInput {
    pub fn validate(&self) -> Result<String, Vec<FieldError>> {
        required_text("reason", "Reason", &self.reason, SHORT_TEXT_MAX).map_err(|e| vec![e])
    }
}

/// The firm's billing details, printed on every invoice as they are when it is issued.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[serde(rename_all = "camelCase")]
pub struct BillingSettingsInput {
    pub firm_name: Option<String>,
    /// Several lines.
    pub address: Option<String>,
    pub tax_id: Option<String>,
    /// Several lines: bank, account, IFSC / IBAN, SWIFT.
    pub bank_details: Option<String>,
    /// The tax's name (`GST`, `VAT`).
    pub tax_label: Option<String>,
    /// The default rate in percent.
    pub tax_rate: Option<NumberOrText>,
    /// Days from issue to the due date.
    pub terms_days: Option<NumberOrText>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct BillingSettings {
    pub firm_name: String,
    pub address: String,
    pub tax_id: String,
    pub bank_details: String,
    pub tax_label: String,
    pub tax_rate: u32,
    pub terms_days: u32,
}

impl BillingSettingsInput {
    pub fn validate(&self) -> Result<BillingSettings, Vec<FieldError>> {
        let firm_name = required_text("firmName", "Firm name", &self.firm_name, NAME_MAX);
        let address = required_text("address", "Address", &self.address, SHORT_TEXT_MAX);
        let tax_id =
            optional_text("taxId", "Tax ID", &self.tax_id, 40).map(Option::unwrap_or_default);
        let bank_details = required_text(
            "bankDetails",
            "Bank details",
            &self.bank_details,
            SHORT_TEXT_MAX,
        );
        let tax_label = optional_text("taxLabel", "Tax name", &self.tax_label, 40)
            .map(|l| l.unwrap_or_else(|| "Tax".to_owned()));
        let tax_rate = tax_rate("taxRate", &self.tax_rate, Some(0));
        let terms_days = super::fields::optional_whole(
            "termsDays",
            "Payment terms (days)",
            &self.terms_days,
            TERMS_DAYS_MAX,
        )
        .map(|d| d.unwrap_or(30));
        gather!(firm_name, address, tax_id, bank_details, tax_label, tax_rate, terms_days => BillingSettings {
            firm_name,
            address,
            tax_id,
            bank_details,
            tax_label,
            tax_rate,
            terms_days,
        })
    }
}

/// A company's billing details, set by its owner: the language its invoices are written in, and
/// the address and tax id printed under "Bill to".
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[serde(rename_all = "camelCase")]
pub struct CompanyBillingInput {
    pub language: Option<String>,
    pub address: Option<String>,
    pub tax_id: Option<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct CompanyBilling {
    pub language: Language,
    pub address: String,
    pub tax_id: String,
}

impl CompanyBillingInput {
    pub fn validate(&self) -> Result<CompanyBilling, Vec<FieldError>> {
        let language = one_of(
            "language",
            "Billing language",
            &self.language,
            Language::parse,
            &["en", "fr", "hi"],
            None,
        );
        let address = optional_text("address", "Address", &self.address, SHORT_TEXT_MAX)
            .map(Option::unwrap_or_default);
        let tax_id =
            optional_text("taxId", "Tax ID", &self.tax_id, 40).map(Option::unwrap_or_default);
        gather!(language, address, tax_id => CompanyBilling { language, address, tax_id })
    }
}

/// The longest note or reason, for the forms.
pub const INVOICE_NOTE_MAX: usize = SHORT_TEXT_MAX;
const _: () = assert!(INVOICE_NOTE_MAX <= LONG_TEXT_MAX);

#[cfg(test)]
mod tests {
    use super::*;

    fn rate(v: &str) -> Result<u32, FieldError> {
        tax_rate("taxRate", &Some(NumberOrText::Text(v.into())), None)
    }

    #[test]
    fn tax_rates_are_exact_basis_points() {
        assert_eq!(rate("18").unwrap(), 1800);
        assert_eq!(rate("7.5").unwrap(), 750);
        assert_eq!(rate("20.25").unwrap(), 2025);
        assert_eq!(rate("0").unwrap(), 0);
        assert_eq!(rate("100").unwrap(), 10_000);
        assert!(rate("100.01").is_err());
        assert!(rate("7.125").is_err());
        assert_eq!(rate("-5").unwrap_err().code, code::NEGATIVE);
        assert!(rate("abc").is_err());
        assert_eq!(
            tax_rate("taxRate", &Some(NumberOrText::Number(12.5)), None).unwrap(),
            1250
        );
        assert_eq!(tax_rate("taxRate", &None, Some(900)).unwrap(), 900);
    }

    #[test]
    fn an_invoice_needs_a_milestone_and_keeps_each_once() {
        let err = InvoiceInput::default().validate().unwrap_err();
        assert_eq!(err[0].field, "payments");
        let ok = InvoiceInput {
            payments: Some(vec!["a".into(), " a ".into(), "b".into()]),
            ..Default::default()
        }
        .validate()
        .unwrap();
        assert_eq!(ok.payments, vec!["a", "b"]);
        assert_eq!(ok.tax_rate, None);
        let many = InvoiceInput {
            payments: Some((0..=INVOICE_LINES_MAX).map(|i| i.to_string()).collect()),
            ..Default::default()
        };
        assert_eq!(many.validate().unwrap_err()[0].code, code::TOO_LONG);
    }

    #[test]
    fn a_credit_note_needs_its_reason() {
        assert_eq!(
            CreditNoteInput::default().validate().unwrap_err()[0].field,
            "reason"
        );
    }

    #[test]
    fn billing_settings_and_company_billing() {
        let err = BillingSettingsInput::default().validate().unwrap_err();
        let fields: Vec<_> = err.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(fields, ["firmName", "address", "bankDetails"]);
        let ok = CompanyBillingInput {
            language: Some("hi".into()),
            ..Default::default()
        }
        .validate()
        .unwrap();
        assert_eq!(ok.language, Language::Hi);
        assert!(CompanyBillingInput {
            language: Some("de".into()),
            ..Default::default()
        }
        .validate()
        .is_err());
    }
}
