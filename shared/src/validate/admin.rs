//! The back office's smaller forms: editing a client, setting their password, switching an
//! account or a sprint on and off, moving a sprint, goal and payment state, and a submission's
//! action status.

use serde::Deserialize;

use super::client::account_fields;
use super::fields::{one_of, password, required_bool};
use super::goal::status as goal_status;
use super::{gather, Email, FieldError};
use crate::constants::{PASSWORD_MIN, SPRINTS_MAX};
use crate::status::{GoalStatus, SubmissionStatus};

/// Submission action statuses, in display order.
pub const SUBMISSION_STATUSES: [&str; 4] = ["new", "read", "replied", "spam"];

/// Staff edit a client's account (the password has its own form).
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct ClientEditInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub name: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub brand_name: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub email: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub remarks: Option<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ClientEdit {
    pub name: String,
    pub brand_name: Option<String>,
    pub email: Email,
    pub remarks: Option<String>,
}

impl ClientEditInput {
    pub fn validate(&self) -> Result<ClientEdit, Vec<FieldError>> {
        let (name, brand_name, email, remarks) =
            account_fields(&self.name, &self.brand_name, &self.email, &self.remarks);
        gather!(name, brand_name, email, remarks => ClientEdit { name, brand_name, email, remarks })
    }
}

/// Staff set a new password for a client.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct NewPasswordInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub password: Option<String>,
}

impl NewPasswordInput {
    pub fn validate(&self) -> Result<String, Vec<FieldError>> {
        let password = password("password", "Password", &self.password, PASSWORD_MIN);
        gather!(password => password)
    }
}

/// An account switched on (`true`) or off.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
pub struct ActiveInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub active: Option<bool>,
}

impl ActiveInput {
    pub fn validate(&self) -> Result<bool, Vec<FieldError>> {
        let active = required_bool("active", "Active", self.active);
        gather!(active => active)
    }
}

/// A sprint marked completed or not.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
pub struct SprintCompletedInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub completed: Option<bool>,
}

impl SprintCompletedInput {
    pub fn validate(&self) -> Result<bool, Vec<FieldError>> {
        let completed = required_bool("completed", "Completed", self.completed);
        gather!(completed => completed)
    }
}

/// A sprint's new place in its project, 1-based. Past the last place means "last".
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
pub struct SprintMoveInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub order: Option<i64>,
}

impl SprintMoveInput {
    pub fn validate(&self) -> Result<u32, Vec<FieldError>> {
        let order = match self.order {
            None => Err(FieldError::new("order", "required", "Order is required")),
            Some(n) if (1..=i64::from(SPRINTS_MAX)).contains(&n) => Ok(n as u32),
            Some(_) => Err(FieldError::new(
                "order",
                "invalid_number",
                format!("Order must be a whole number from 1 to {SPRINTS_MAX}"),
            )),
        };
        gather!(order => order)
    }
}

/// A goal's status selector.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
pub struct GoalStatusInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub status: Option<String>,
}

impl GoalStatusInput {
    pub fn validate(&self) -> Result<GoalStatus, Vec<FieldError>> {
        let status = goal_status(&self.status, None);
        gather!(status => status)
    }
}

/// A payment milestone marked paid or not.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct PaymentPaidInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub is_completed: Option<bool>,
}

impl PaymentPaidInput {
    pub fn validate(&self) -> Result<bool, Vec<FieldError>> {
        let paid = required_bool("isCompleted", "Paid", self.is_completed);
        gather!(paid => paid)
    }
}

/// What staff did about a contact-form submission.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
pub struct SubmissionStatusInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub status: Option<String>,
}

impl SubmissionStatusInput {
    pub fn validate(&self) -> Result<SubmissionStatus, Vec<FieldError>> {
        let status = one_of(
            "status",
            "Status",
            &self.status,
            SubmissionStatus::parse,
            &SUBMISSION_STATUSES,
            None,
        );
        gather!(status => status)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validate::test_support::{input, t, triples};

    #[test]
    fn client_edit_trims_and_checks_the_email() {
        let ok = input::<ClientEditInput>(r#"{"name":" Asha ","email":"a@b.co"}"#).validate();
        assert_eq!(
            ok.map(|c| (c.name, c.email.into_string())),
            Ok(("Asha".into(), "a@b.co".into()))
        );
        assert_eq!(
            triples(input::<ClientEditInput>(r#"{"email":"nope"}"#).validate()),
            vec![
                t("name", "required", "Name is required"),
                t("email", "invalid_email", "Enter a valid email address"),
            ]
        );
    }

    #[test]
    fn new_password_has_the_sign_up_rule() {
        assert_eq!(
            triples(input::<NewPasswordInput>(r#"{"password":"short"}"#).validate()),
            vec![t(
                "password",
                "too_short",
                "Password must be at least 8 characters"
            )]
        );
        assert_eq!(
            input::<NewPasswordInput>(r#"{"password":"long enough"}"#).validate(),
            Ok("long enough".into())
        );
    }

    #[test]
    fn flags_are_required() {
        assert_eq!(
            triples(ActiveInput::default().validate()),
            vec![t("active", "required", "Active is required")]
        );
        assert_eq!(
            input::<SprintCompletedInput>(r#"{"completed":true}"#).validate(),
            Ok(true)
        );
        assert_eq!(
            input::<PaymentPaidInput>(r#"{"isCompleted":false}"#).validate(),
            Ok(false)
        );
    }

    #[test]
    fn sprint_order_is_bounded() {
        assert_eq!(input::<SprintMoveInput>(r#"{"order":2}"#).validate(), Ok(2));
        for bad in [r#"{"order":0}"#, r#"{"order":-1}"#, r#"{"order":100000}"#] {
            assert_eq!(
                triples(input::<SprintMoveInput>(bad).validate())[0].1,
                "invalid_number"
            );
        }
        assert_eq!(
            triples(SprintMoveInput::default().validate())[0].1,
            "required"
        );
    }

    #[test]
    fn statuses_come_from_their_sets() {
        assert_eq!(
            input::<GoalStatusInput>(r#"{"status":"done"}"#).validate(),
            Ok(GoalStatus::Done)
        );
        assert_eq!(
            input::<SubmissionStatusInput>(r#"{"status":"Spam"}"#).validate(),
            Ok(SubmissionStatus::Spam)
        );
        assert_eq!(
            triples(input::<SubmissionStatusInput>(r#"{"status":"junk"}"#).validate()),
            vec![t(
                "status",
                "invalid_value",
                "Status must be one of: new, read, replied, spam"
            )]
        );
    }
}
