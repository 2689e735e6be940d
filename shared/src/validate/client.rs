//! The admin's "add client" form: creates a client account.

use serde::Deserialize;

use super::fields::{email, optional_text, password, required_text};
use super::{gather, Email, FieldError};
use crate::constants::{LONG_TEXT_MAX, NAME_MAX, PASSWORD_MIN};

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct ClientInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub name: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub brand_name: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub email: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub password: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub remarks: Option<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Client {
    pub name: String,
    pub brand_name: Option<String>,
    pub email: Email,
    /// As typed; the server hashes it. `None` (left empty): the client is emailed an invitation
    /// to choose their own.
    pub password: Option<String>,
    pub remarks: Option<String>,
}

/// The rules of a client account's fields (name, brand name, email, remarks), shared by the add
/// form and staff's edit form.
pub(super) type AccountFields = (
    Result<String, FieldError>,
    Result<Option<String>, FieldError>,
    Result<Email, FieldError>,
    Result<Option<String>, FieldError>,
);

pub(super) fn account_fields(
    name: &Option<String>,
    brand_name: &Option<String>,
    email_value: &Option<String>,
    remarks: &Option<String>,
) -> AccountFields {
    (
        required_text("name", "Name", name, NAME_MAX),
        optional_text("brandName", "Brand name", brand_name, NAME_MAX),
        email(
            "email",
            email_value,
            "Email is required",
            "Enter a valid email address",
        ),
        optional_text("remarks", "Remarks", remarks, LONG_TEXT_MAX),
    )
}

impl ClientInput {
    pub fn validate(&self) -> Result<Client, Vec<FieldError>> {
        let (name, brand_name, email, remarks) =
            account_fields(&self.name, &self.brand_name, &self.email, &self.remarks);
        let password = match self.password.as_deref() {
            None => Ok(None),
            Some(p) if p.trim().is_empty() => Ok(None),
            Some(_) => password("password", "Password", &self.password, PASSWORD_MIN).map(Some),
        };
        gather!(name, brand_name, email, password, remarks => Client {
            name,
            brand_name,
            email,
            password,
            remarks,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validate::test_support::{input, long, t, triples};

    #[test]
    fn valid_client() {
        let client = input::<ClientInput>(
            r#"{"name":" Acme ","brandName":" ","email":"ops@acme.io","password":"correct horse","remarks":"vip"}"#,
        )
        .validate();
        assert_eq!(
            client.map(|c| (
                c.name,
                c.brand_name,
                c.email.into_string(),
                c.password,
                c.remarks
            )),
            Ok((
                "Acme".into(),
                None,
                "ops@acme.io".into(),
                Some("correct horse".into()),
                Some("vip".into())
            ))
        );
    }

    #[test]
    fn error_table() {
        let cases = [
            (
                "{}".to_owned(),
                vec![
                    t("name", "required", "Name is required"),
                    t("email", "required", "Email is required"),
                ],
            ),
            (
                r#"{"name":"A","email":"a@b","password":"1234567"}"#.to_owned(),
                vec![
                    t("email", "invalid_email", "Enter a valid email address"),
                    t(
                        "password",
                        "too_short",
                        "Password must be at least 8 characters",
                    ),
                ],
            ),
            (
                format!(
                    r#"{{"name":"A","brandName":"{}","email":"a@b.co","password":"12345678"}}"#,
                    long(101)
                ),
                vec![t(
                    "brandName",
                    "too_long",
                    "Brand name must be at most 100 characters",
                )],
            ),
            (
                format!(
                    r#"{{"name":"A","email":"a@b.co","password":"{}"}}"#,
                    long(129)
                ),
                vec![t(
                    "password",
                    "too_long",
                    "Password must be at most 128 characters",
                )],
            ),
            (
                format!(
                    r#"{{"name":"A","email":"a@b.co","password":"12345678","remarks":"{}"}}"#,
                    long(5001)
                ),
                vec![t(
                    "remarks",
                    "too_long",
                    "Remarks must be at most 5000 characters",
                )],
            ),
        ];
        for (json, want) in cases {
            assert_eq!(
                triples(input::<ClientInput>(&json).validate()),
                want,
                "{json}"
            );
        }
    }
}
