//! The newsletter sign-up in the footer.

use serde::Deserialize;

use super::fields::email;
use super::{gather, Email, FieldError};

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct NewsletterInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub email: Option<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Newsletter {
    pub email: Email,
}

impl NewsletterInput {
    pub fn validate(&self) -> Result<Newsletter, Vec<FieldError>> {
        let email = email(
            "email",
            &self.email,
            "Email is required",
            "Enter a valid email address",
        );
        gather!(email => Newsletter { email })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validate::test_support::{input, t, triples};

    #[test]
    fn table() {
        let cases = [
            (r#"{"email":"a@b.co"}"#, vec![]),
            ("{}", vec![t("email", "required", "Email is required")]),
            (
                r#"{"email":"a@b"}"#,
                vec![t("email", "invalid_email", "Enter a valid email address")],
            ),
        ];
        for (json, want) in cases {
            assert_eq!(
                triples(input::<NewsletterInput>(json).validate()),
                want,
                "{json}"
            );
        }
    }
}
