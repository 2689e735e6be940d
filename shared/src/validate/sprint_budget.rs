//! A sprint's budget (ADR 0042): hours and/or money, each optional (blank clears it), in its
//! project's currency. Used, left and over are the project budget's rule (`hours::usage`).

use serde::Deserialize;

use super::fields::NumberOrText;
use super::gather;
use super::time_entry::{budget_hours, optional_amount};
use super::FieldError;
use crate::money::Currency;

/// What staff set of a sprint's budget. The browser passes its two fields as text
/// (`validateSprintBudget`), so it has no deserialiser in the rules module.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[serde(rename_all = "camelCase")]
pub struct SprintBudgetInput {
    /// Hours, at most two decimals, or hours and minutes (`120`, `37.5`, `37:30`).
    #[serde(default)]
    pub budget_hours: Option<NumberOrText>,
    /// In the project's currency.
    #[serde(default)]
    pub budget_amount: Option<NumberOrText>,
}

/// A valid sprint budget: minutes and minor units, `None` where there is none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SprintBudget {
    pub minutes: Option<i64>,
    pub minor: Option<i64>,
}

impl SprintBudgetInput {
    pub fn validate(&self, currency: Currency) -> Result<SprintBudget, Vec<FieldError>> {
        let minutes = budget_hours(&self.budget_hours);
        let minor = optional_amount("budgetAmount", "Budget", &self.budget_amount, currency);
        gather!(minutes, minor => SprintBudget { minutes, minor })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validate::test_support::{input, triples};

    #[test]
    fn a_sprint_budget_reads_hours_and_money() {
        let inr = Currency::parse("INR").expect("INR");
        let b: SprintBudgetInput = input(r#"{"budgetHours":"37:30","budgetAmount":"90000"}"#);
        assert_eq!(
            b.validate(inr),
            Ok(SprintBudget {
                minutes: Some(2250),
                minor: Some(9_000_000)
            })
        );
        let cleared: SprintBudgetInput = input(r#"{"budgetHours":"","budgetAmount":" "}"#);
        assert_eq!(
            cleared.validate(inr),
            Ok(SprintBudget {
                minutes: None,
                minor: None
            })
        );
        let bad: SprintBudgetInput = input(r#"{"budgetHours":"-3","budgetAmount":"1.234"}"#);
        let fields: Vec<String> = triples(bad.validate(inr))
            .into_iter()
            .map(|t| t.0)
            .collect();
        assert_eq!(fields, vec!["budgetHours", "budgetAmount"]);
    }
}
