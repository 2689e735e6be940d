//! Billing logged time (ADR 0042): the days whose hours staff ask the client to approve, and an
//! invoice of approved hours, with a line per task or per week.

use serde::Deserialize;

use super::fields::{code, one_of, optional_date, optional_text, NumberOrText};
use super::invoice::tax_rate;
use super::time_entry::required_date;
use super::{gather, FieldError};
use crate::constants::SHORT_TEXT_MAX;
use crate::dates::Date;

/// A period of hours is at most a year of days.
pub const HOURS_PERIOD_DAYS_MAX: i64 = 366;
/// How an invoice of hours makes its lines.
pub const HOURS_LINES: [&str; 2] = ["task", "week"];

fn period(
    from: Result<Date, FieldError>,
    to: Result<Date, FieldError>,
) -> (Result<Date, FieldError>, Result<Date, FieldError>) {
    let to = match (&from, to) {
        (Ok(f), Ok(t)) if t.days_since_epoch() < f.days_since_epoch() => Err(FieldError::new(
            "to",
            code::INVALID_DATE,
            "The last day comes on or after the first",
        )),
        (Ok(f), Ok(t)) if t.days_since_epoch() - f.days_since_epoch() >= HOURS_PERIOD_DAYS_MAX => {
            Err(FieldError::new(
                "to",
                code::TOO_LARGE,
                "At most a year of days at once",
            ))
        }
        (_, t) => t,
    };
    (from, to)
}

/// The days whose hours are asked for approval.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[serde(rename_all = "camelCase")]
pub struct HoursPeriodInput {
    /// The first day, `YYYY-MM-DD`.
    pub from: Option<String>,
    /// The last day, `YYYY-MM-DD`.
    pub to: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HoursPeriod {
    pub from: Date,
    pub to: Date,
}

impl HoursPeriodInput {
    pub fn validate(&self) -> Result<HoursPeriod, Vec<FieldError>> {
        let (from, to) = period(
            required_date("from", &self.from),
            required_date("to", &self.to),
        );
        gather!(from, to => HoursPeriod { from, to })
    }
}

/// Staff invoice a project's approved, uninvoiced billable hours (of days `from..=to`, all when
/// absent): a line per task or ticket, or per week.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[serde(rename_all = "camelCase")]
pub struct HoursInvoiceInput {
    pub from: Option<String>,
    pub to: Option<String>,
    /// `task` (default) or `week`.
    pub lines: Option<String>,
    /// The tax rate in percent; the firm's default when absent.
    pub tax_rate: Option<NumberOrText>,
    pub tax_label: Option<String>,
    pub due_on: Option<String>,
    pub note: Option<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct HoursInvoice {
    pub from: Option<Date>,
    pub to: Option<Date>,
    pub by_week: bool,
    pub tax_rate: Option<u32>,
    pub tax_label: Option<String>,
    pub due_on: Option<Date>,
    pub note: String,
}

impl HoursInvoiceInput {
    pub fn validate(&self) -> Result<HoursInvoice, Vec<FieldError>> {
        let from = optional_date("from", &self.from);
        let to = optional_date("to", &self.to).and_then(|t| match (&from, t) {
            (Ok(Some(f)), Some(t)) if t.days_since_epoch() < f.days_since_epoch() => {
                Err(FieldError::new(
                    "to",
                    code::INVALID_DATE,
                    "The last day comes on or after the first",
                ))
            }
            (_, t) => Ok(t),
        });
        let lines = one_of(
            "lines",
            "Lines",
            &self.lines,
            |l| HOURS_LINES.iter().copied().find(|x| *x == l),
            &HOURS_LINES,
            Some("task"),
        );
        let tax_rate = match &self.tax_rate {
            None => Ok(None),
            value => tax_rate("taxRate", value, None).map(Some),
        };
        let tax_label = optional_text("taxLabel", "Tax name", &self.tax_label, 40);
        let due_on = optional_date("dueOn", &self.due_on);
        let note = optional_text("note", "Note", &self.note, SHORT_TEXT_MAX)
            .map(Option::unwrap_or_default);
        gather!(from, to, lines, tax_rate, tax_label, due_on, note => HoursInvoice {
            from,
            to,
            by_week: lines == "week",
            tax_rate,
            tax_label,
            due_on,
            note,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_period_is_ordered_and_at_most_a_year() {
        let ok: HoursPeriodInput =
            serde_json::from_str(r#"{"from":"2026-11-30","to":"2026-12-06"}"#).expect("json");
        assert!(ok.validate().is_ok());
        for (json, field, c) in [
            (
                r#"{"from":"2026-12-06","to":"2026-11-30"}"#,
                "to",
                "invalid_date",
            ),
            (
                r#"{"from":"2025-01-01","to":"2026-12-06"}"#,
                "to",
                "too_large",
            ),
            (r#"{"to":"2026-12-06"}"#, "from", "required"),
        ] {
            let p: HoursPeriodInput = serde_json::from_str(json).expect("json");
            let e = p.validate().expect_err(json);
            assert_eq!(
                (e[0].field.as_str(), e[0].code.as_str()),
                (field, c),
                "{json}"
            );
        }
    }

    #[test]
    fn an_invoice_of_hours_chooses_its_lines() {
        let week: HoursInvoiceInput =
            serde_json::from_str(r#"{"lines":"week","taxRate":"18"}"#).expect("json");
        let v = week.validate().expect("valid");
        assert!(v.by_week);
        assert_eq!(v.tax_rate, Some(1800));
        let bad: HoursInvoiceInput = serde_json::from_str(r#"{"lines":"month"}"#).expect("json");
        assert_eq!(bad.validate().expect_err("month")[0].field, "lines");
    }
}
