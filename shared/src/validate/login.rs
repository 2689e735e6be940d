//! The client login form (product.md §5).

use serde::Deserialize;

use super::fields::{email, password};
use super::{gather, Email, FieldError};

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct LoginInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub email: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub password: Option<String>,
}

/// Login credentials. The password is kept exactly as typed.
#[derive(Clone, Debug, PartialEq)]
pub struct Login {
    pub email: Email,
    pub password: String,
}

impl LoginInput {
    /// Email required and address-shaped; password required, with no length rule beyond the 128-character
    /// cap that every password has.
    pub fn validate(&self) -> Result<Login, Vec<FieldError>> {
        let email = email(
            "email",
            &self.email,
            "Email is required",
            "Invalid email format",
        );
        let password = password("password", "Password", &self.password, 0);
        gather!(email, password => Login { email, password })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validate::test_support::{input, long, t, triples};

    #[test]
    fn valid_login_is_trimmed() {
        let login =
            input::<LoginInput>(r#"{"email":" ann@example.com ","password":"pw"}"#).validate();
        assert_eq!(
            login.map(|l| (l.email.into_string(), l.password)),
            Ok(("ann@example.com".to_owned(), "pw".to_owned()))
        );
    }

    #[test]
    fn error_table() {
        let cases = [
            (
                "{}",
                vec![
                    t("email", "required", "Email is required"),
                    t("password", "required", "Password is required"),
                ],
            ),
            (
                r#"{"email":"  ","password":"  "}"#,
                vec![
                    t("email", "required", "Email is required"),
                    t("password", "required", "Password is required"),
                ],
            ),
            (
                r#"{"email":"ann@example","password":"x"}"#,
                vec![t("email", "invalid_email", "Invalid email format")],
            ),
            (
                r#"{"email":"ann@example.com"}"#,
                vec![t("password", "required", "Password is required")],
            ),
            (
                &format!(r#"{{"email":"a@b.co","password":"{}"}}"#, long(129)),
                vec![t(
                    "password",
                    "too_long",
                    "Password must be at most 128 characters",
                )],
            ),
            (
                r#"{"email":null,"password":"x"}"#,
                vec![t("email", "required", "Email is required")],
            ),
        ];
        for (json, want) in cases {
            assert_eq!(
                triples(input::<LoginInput>(json).validate()),
                want,
                "{json}"
            );
        }
    }
}
