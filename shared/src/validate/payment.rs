//! Milestones (payments) of a project.

use serde::Deserialize;

use super::fields::{currency, money_amount, optional_date, optional_text, required_text};
use super::{gather, FieldError, NumberOrText};
use crate::constants::{ID_MAX, LONG_TEXT_MAX, TITLE_MAX};
use crate::dates::Date;
use crate::money::Currency;

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct PaymentInput {
    /// The project id.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub project: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub title: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub description: Option<String>,
    /// A number, or its text as typed in a form, with at most the currency's decimals.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub amount: Option<NumberOrText>,
    /// The project's currency (ISO 4217). The server takes the project's own, whatever is sent;
    /// the browser sends it so the form checks the amount's decimals as the server will.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub currency: Option<String>,
    /// The goal whose approval makes this milestone due (a goal of the same project).
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub goal: Option<String>,
    /// `YYYY-MM-DD`.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub due_date: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub is_completed: Option<bool>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Payment {
    /// The project id, when sent in the body (it may come from the URL instead). The server checks it.
    pub project: Option<String>,
    pub title: String,
    pub description: Option<String>,
    /// In the currency's minor units, not negative.
    pub amount_minor: i64,
    pub currency: Currency,
    pub goal: Option<String>,
    pub due_date: Option<Date>,
    pub is_completed: bool,
}

impl PaymentInput {
    pub fn validate(&self) -> Result<Payment, Vec<FieldError>> {
        let project = optional_text("project", "Project", &self.project, ID_MAX);
        let title = required_text("title", "Title", &self.title, TITLE_MAX);
        let description = optional_text(
            "description",
            "Description",
            &self.description,
            LONG_TEXT_MAX,
        );
        let currency = currency("currency", &self.currency);
        let amount_minor = match currency {
            Ok(c) => money_amount("amount", "Amount", &self.amount, c),
            // Reported once, on the currency.
            Err(_) => Ok(0),
        };
        let goal = optional_text("goal", "Goal", &self.goal, ID_MAX);
        let due_date = optional_date("dueDate", &self.due_date);
        let is_completed = self.is_completed.unwrap_or(false);
        gather!(project, title, description, amount_minor, currency, goal, due_date => Payment {
            project,
            title,
            description,
            amount_minor,
            currency,
            goal,
            due_date,
            is_completed,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validate::test_support::{input, t, triples};

    #[test]
    fn valid_payment() {
        assert_eq!(
            input::<PaymentInput>(r#"{"project":"p1","title":"Deposit","amount":1500,"currency":"inr","goal":"g1","dueDate":"2024-07-01","isCompleted":true}"#)
                .validate(),
            Ok(Payment {
                project: Some("p1".into()),
                title: "Deposit".into(),
                description: None,
                amount_minor: 150_000,
                currency: Currency::parse("INR").unwrap(),
                goal: Some("g1".into()),
                due_date: Date::new(2024, 7, 1),
                is_completed: true,
            })
        );
        assert_eq!(
            input::<PaymentInput>(r#"{"title":"x","amount":" 99.5 ","currency":"USD"}"#)
                .validate()
                .map(|p| p.amount_minor),
            Ok(9950)
        );
        assert_eq!(
            input::<PaymentInput>(r#"{"title":"x","amount":"1.125","currency":"BHD"}"#)
                .validate()
                .map(|p| p.amount_minor),
            Ok(1125)
        );
    }

    #[test]
    fn error_table() {
        let cases = [
            (
                r#"{"currency":"EUR"}"#,
                vec![
                    t("title", "required", "Title is required"),
                    t("amount", "required", "Amount is required"),
                ],
            ),
            (
                r#"{"title":"x","amount":5}"#,
                vec![t("currency", "required", "Currency is required")],
            ),
            (
                r#"{"title":"x","amount":"4500.5","currency":"JPY"}"#,
                vec![t(
                    "amount",
                    "invalid_number",
                    "Amount must be a whole number in JPY",
                )],
            ),
            (
                r#"{"title":"x","amount":-1,"currency":"USD"}"#,
                vec![t("amount", "negative", "Amount cannot be negative")],
            ),
            (
                r#"{"title":"x","amount":"ten","currency":"USD"}"#,
                vec![t("amount", "invalid_number", "Amount must be a number")],
            ),
            (
                r#"{"title":"x","amount":1e400,"currency":"USD"}"#,
                vec![t("amount", "invalid_number", "Amount must be a number")],
            ),
        ];
        for (json, want) in cases {
            // 1e400 overflows to infinity in serde_json; if it refuses the number outright, skip that row.
            let Ok(parsed) = serde_json::from_str::<PaymentInput>(json) else {
                continue;
            };
            assert_eq!(triples(parsed.validate()), want, "{json}");
        }
    }
}
