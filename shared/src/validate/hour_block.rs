//! A prepaid block of hours (ADR 0042) as staff sell it to a company: its size, the days it covers,
//! whether its unused hours roll over once, its price and what hours past it cost, in the
//! currency of the projects it covers.

use serde::Deserialize;

use super::fields::{code, money_amount, required_text, NumberOrText};
use super::time_entry::{hours_field, optional_amount, required_date};
use super::{gather, FieldError};
use crate::constants::ID_MAX;
use crate::dates::Date;
use crate::money::Currency;

/// At most this many hours in one block: a firm's year of a large team.
pub const BLOCK_HOURS_MAX: i64 = 100_000;

/// A block as typed in the console: bought on a project (whose road map carries its invoice), for
/// that project or, with `allProjects`, every project of its company.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct HourBlockInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub project: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub all_projects: Option<bool>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub hours: Option<NumberOrText>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub starts: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub expires: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub rollover: Option<bool>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub price: Option<NumberOrText>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub overage_rate: Option<NumberOrText>,
}

/// A valid block: minutes, days, and amounts in the currency's minor units.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HourBlock {
    pub project: String,
    pub all_projects: bool,
    pub minutes: i64,
    pub starts: Date,
    pub expires: Date,
    pub rollover: bool,
    pub price_minor: i64,
    pub overage_rate_minor: Option<i64>,
}

impl HourBlockInput {
    pub fn validate(&self, currency: Currency) -> Result<HourBlock, Vec<FieldError>> {
        let project = required_text("project", "Project", &self.project, ID_MAX);
        let minutes = hours_field("hours", "Hours", &self.hours).and_then(|m| match m {
            None => Err(FieldError::new(
                "hours",
                code::REQUIRED,
                "Hours is required",
            )),
            Some(0) => Err(FieldError::new(
                "hours",
                code::TOO_SHORT,
                "A block holds at least one minute",
            )),
            Some(m) if m > BLOCK_HOURS_MAX * 60 => Err(FieldError::new(
                "hours",
                code::TOO_LARGE,
                "A block holds at most 100,000 hours",
            )),
            Some(m) => Ok(m),
        });
        let starts = required_date("starts", &self.starts);
        let expires = required_date("expires", &self.expires).and_then(|e| match &starts {
            Ok(s) if e.days_since_epoch() < s.days_since_epoch() => Err(FieldError::new(
                "expires",
                code::INVALID_DATE,
                "A block expires on or after its first day",
            )),
            _ => Ok(e),
        });
        let price = money_amount("price", "Price", &self.price, currency);
        let overage = optional_amount("overageRate", "Overage rate", &self.overage_rate, currency);
        let rollover = self.rollover.unwrap_or(false);
        gather!(project, minutes, starts, expires, price, overage => HourBlock {
            project,
            all_projects: self.all_projects.unwrap_or(false),
            minutes,
            starts,
            expires,
            rollover,
            price_minor: price,
            overage_rate_minor: overage,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(json: &str) -> HourBlockInput {
        serde_json::from_str(json).expect("json")
    }

    fn fields(r: Result<HourBlock, Vec<FieldError>>) -> Vec<(String, String)> {
        r.err()
            .unwrap_or_default()
            .into_iter()
            .map(|e| (e.field, e.code))
            .collect()
    }

    #[test]
    fn a_block_reads_hours_days_and_amounts() {
        let inr = Currency::parse("INR").expect("INR");
        let b = input(
            r#"{"project":"p1","allProjects":true,"hours":"40","starts":"2026-12-01","expires":"2026-12-31","rollover":true,"price":"90000","overageRate":"2750.50"}"#,
        )
        .validate(inr)
        .expect("valid");
        assert_eq!(b.minutes, 2400);
        assert_eq!(b.price_minor, 9_000_000);
        assert_eq!(b.overage_rate_minor, Some(275_050));
        assert!(b.rollover);
        assert!(b.all_projects);
        let half = input(r#"{"project":"p1","hours":"12:30","starts":"2026-12-01","expires":"2026-12-01","price":0}"#)
            .validate(inr)
            .expect("valid");
        assert_eq!((half.minutes, half.overage_rate_minor), (750, None));
    }

    #[test]
    fn refuses_each_field() {
        let jpy = Currency::parse("JPY").expect("JPY");
        let bad = input(
            r#"{"hours":"0","starts":"2026-12-31","expires":"2026-12-01","price":"10.5","overageRate":"-1"}"#,
        );
        assert_eq!(
            fields(bad.validate(jpy)),
            vec![
                ("project".into(), "required".into()),
                ("hours".into(), "too_short".into()),
                ("expires".into(), "invalid_date".into()),
                ("price".into(), "invalid_number".into()),
                ("overageRate".into(), "negative".into()),
            ]
        );
        let huge = input(
            r#"{"project":"p","hours":"100001","starts":"2026-12-01","expires":"2026-12-02","price":1}"#,
        );
        assert_eq!(
            fields(huge.validate(jpy)),
            vec![("hours".into(), "too_large".into())]
        );
    }
}
