//! Staff refund a payment received online (issue 5/8): at the provider, by a credit note here,
//! or both; at least one, and a credit note says why.

use serde::Deserialize;

use super::fields::{code, required_bool, required_text};
use super::{gather, FieldError};
use crate::constants::SHORT_TEXT_MAX;

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[serde(rename_all = "camelCase")]
pub struct RefundInput {
    /// Give the money back through the payment provider.
    pub provider: Option<bool>,
    /// Correct the invoice with a credit note of its whole amount.
    pub credit_note: Option<bool>,
    /// Why: printed on the credit note (required with one).
    pub reason: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refund {
    pub provider: bool,
    /// The credit note's reason, when one is issued.
    pub credit_note: Option<String>,
}

impl RefundInput {
    pub fn validate(&self) -> Result<Refund, Vec<FieldError>> {
        let provider = required_bool("provider", "Refund at the provider", self.provider);
        let credit = required_bool("creditNote", "Credit note", self.credit_note);
        let reason = match credit {
            Ok(true) => required_text("reason", "Reason", &self.reason, SHORT_TEXT_MAX).map(Some),
            _ => Ok(None),
        };
        let refund = gather!(provider, credit, reason => (provider, credit, reason))?;
        match refund {
            (false, false, _) => Err(vec![FieldError::new(
                "provider",
                code::REQUIRED,
                "Choose a refund at the provider, a credit note, or both",
            )]),
            (provider, _, credit_note) => Ok(Refund {
                provider,
                credit_note,
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn at_least_one_and_a_credit_note_says_why() {
        let input = |p: bool, c: bool, r: &str| RefundInput {
            provider: Some(p),
            credit_note: Some(c),
            reason: Some(r.into()),
        };
        assert_eq!(
            input(true, false, "").validate(),
            Ok(Refund {
                provider: true,
                credit_note: None
            })
        );
        let both = input(true, true, "Paid twice").validate().unwrap();
        assert_eq!(both.credit_note.as_deref(), Some("Paid twice"));
        let no_reason = input(false, true, " ").validate().unwrap_err();
        assert_eq!(no_reason[0].field, "reason");
        let neither = input(false, false, "").validate().unwrap_err();
        assert_eq!(neither[0].field, "provider");
        assert!(RefundInput::default().validate().is_err());
    }
}
