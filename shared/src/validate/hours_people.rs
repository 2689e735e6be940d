//! Who logs time, as the firm charges them and as clients see them (ADR 0042): a project's hourly
//! rate for a staff role, and a staff member's role for rates and the name their hours show.

use serde::Deserialize;

use super::fields::{optional_text, required_text, NumberOrText};
use super::gather;
use super::time_entry::optional_amount;
use super::FieldError;
use crate::money::Currency;

/// A staff role's name (`Designer`, `Senior developer`), at most this many characters.
pub const HOURS_ROLE_MAX: usize = 40;
/// The name a staff member's hours show clients (`Ravi K.`), at most this many characters.
pub const SHOWN_NAME_MAX: usize = 60;
/// At most this many role rates on one project.
pub const ROLE_RATES_MAX: usize = 30;

/// A project's hourly rate for one staff role; a blank rate removes the role's rate (its people
/// are then charged the project's rate). The browser passes its two fields as text
/// (`validateRoleRate`), so it has no deserialiser in the rules module.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[serde(rename_all = "camelCase")]
pub struct RoleRateInput {
    #[serde(default)]
    pub role: Option<String>,
    /// Per hour, in the project's currency; blank removes it.
    #[serde(default)]
    pub rate: Option<NumberOrText>,
}

/// A valid role rate: `None` removes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoleRate {
    pub role: String,
    pub rate_minor: Option<i64>,
}

impl RoleRateInput {
    pub fn validate(&self, currency: Currency) -> Result<RoleRate, Vec<FieldError>> {
        let role = required_text("role", "Role", &self.role, HOURS_ROLE_MAX);
        let rate = optional_amount("rate", "Hourly rate", &self.rate, currency);
        gather!(role, rate => RoleRate { role, rate_minor: rate })
    }
}

/// What staff set of a staff member's hours: the role they are charged as, and the name clients
/// see on their hours (blank: their name).
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[serde(rename_all = "camelCase")]
pub struct StaffHoursInput {
    #[serde(default)]
    pub role: Option<String>,
    #[serde(default)]
    pub shown_as: Option<String>,
}

/// A valid staff member's hours profile; empty texts mean none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StaffHours {
    pub role: String,
    pub shown_as: String,
}

impl StaffHoursInput {
    pub fn validate(&self) -> Result<StaffHours, Vec<FieldError>> {
        let role = optional_text("role", "Role", &self.role, HOURS_ROLE_MAX);
        let shown = optional_text(
            "shownAs",
            "Shown to clients as",
            &self.shown_as,
            SHOWN_NAME_MAX,
        );
        gather!(role, shown => StaffHours {
            role: role.unwrap_or_default(),
            shown_as: shown.unwrap_or_default(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validate::test_support::{input, long, t, triples};

    #[test]
    fn a_role_rate_reads_its_role_and_amount() {
        let inr = Currency::parse("INR").expect("INR");
        let r: RoleRateInput = input(r#"{"role":" Designer ","rate":"1800.50"}"#);
        assert_eq!(
            r.validate(inr),
            Ok(RoleRate {
                role: "Designer".into(),
                rate_minor: Some(180_050)
            })
        );
        let removed: RoleRateInput = input(r#"{"role":"Designer","rate":" "}"#);
        assert_eq!(removed.validate(inr).map(|r| r.rate_minor), Ok(None));
        let bad: RoleRateInput = input(&format!(r#"{{"role":"{}","rate":"-1"}}"#, long(41)));
        let errors = triples(bad.validate(inr));
        assert_eq!(errors.len(), 2, "{errors:?}");
        assert_eq!(errors[0].0, "role");
        assert_eq!(errors[1].0, "rate");
        let none: RoleRateInput = input("{}");
        assert_eq!(
            triples(none.validate(inr)),
            vec![t("role", "required", "Role is required")]
        );
    }

    #[test]
    fn a_staff_member_chooses_how_clients_see_them() {
        let s: StaffHoursInput = input(r#"{"role":"Designer","shownAs":" Ravi K. "}"#);
        assert_eq!(
            s.validate(),
            Ok(StaffHours {
                role: "Designer".into(),
                shown_as: "Ravi K.".into()
            })
        );
        let blank: StaffHoursInput = input("{}");
        assert_eq!(
            blank.validate().map(|s| (s.role, s.shown_as)),
            Ok((String::new(), String::new()))
        );
        let controls: StaffHoursInput = input(r#"{"shownAs":"Ravi\u0007"}"#);
        assert_eq!(triples(controls.validate())[0].0, "shownAs");
    }
}
