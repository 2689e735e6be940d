//! The public contact form (product.md §5).

use serde::Deserialize;

use super::fields::{code, email, phone, required_text_msg};
use super::{gather, Email, FieldError, Phone};
use crate::constants::{LONG_TEXT_MAX, NAME_MAX};

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct ContactInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub name: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub email: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub phone: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub message: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub permission: Option<bool>,
    /// Honeypot: a field people never see, so only robots fill it. Not validated here.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub website: Option<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Contact {
    pub name: String,
    pub email: Email,
    pub phone: Phone,
    pub message: String,
    /// True when the hidden `website` field was filled in, which only robots do: the server should answer
    /// as if it had stored the submission, and drop it.
    pub honeypot_filled: bool,
}

impl ContactInput {
    pub fn validate(&self) -> Result<Contact, Vec<FieldError>> {
        let name = required_text_msg("name", "Name is required", "Name", &self.name, NAME_MAX);
        let email = email(
            "email",
            &self.email,
            "Email is required",
            "Enter a valid email address",
        );
        let phone = phone(
            "phone",
            &self.phone,
            "Phone is required",
            "Enter a valid phone number",
        );
        let message = required_text_msg(
            "message",
            "Message is required",
            "Message",
            &self.message,
            LONG_TEXT_MAX,
        );
        let _permission = match self.permission {
            Some(true) => Ok(()),
            _ => Err(FieldError::new(
                "permission",
                code::NOT_TICKED,
                "You must grant permission to submit the form",
            )),
        };
        let honeypot_filled = self
            .website
            .as_deref()
            .is_some_and(|w| !w.trim().is_empty());
        gather!(name, email, phone, message, _permission => Contact {
            name,
            email,
            phone,
            message,
            honeypot_filled,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validate::test_support::{input, long, t, triples};

    const OK: &str = r#"{"name":" Ann ","email":"ann@example.com","phone":"0123456789","message":"Hi","permission":true}"#;

    #[test]
    fn valid_submission() {
        let contact = input::<ContactInput>(OK).validate();
        assert_eq!(
            contact.map(|c| (
                c.name,
                c.email.into_string(),
                c.phone.into_string(),
                c.message,
                c.honeypot_filled
            )),
            Ok((
                "Ann".into(),
                "ann@example.com".into(),
                "0123456789".into(),
                "Hi".into(),
                false
            ))
        );
    }

    #[test]
    fn honeypot_is_reported_not_refused() {
        let mut contact = input::<ContactInput>(OK);
        contact.website = Some("http://spam.example".into());
        assert_eq!(contact.validate().map(|c| c.honeypot_filled), Ok(true));
        contact.website = Some("  ".into());
        assert_eq!(contact.validate().map(|c| c.honeypot_filled), Ok(false));
    }

    #[test]
    fn everything_missing_lists_every_field_in_order() {
        assert_eq!(
            triples(input::<ContactInput>("{}").validate()),
            vec![
                t("name", "required", "Name is required"),
                t("email", "required", "Email is required"),
                t("phone", "required", "Phone is required"),
                t("message", "required", "Message is required"),
                t(
                    "permission",
                    "not_ticked",
                    "You must grant permission to submit the form"
                ),
            ]
        );
    }

    #[test]
    fn error_table() {
        let with = |patch: &str| {
            let mut value: serde_json::Value = serde_json::from_str(OK).unwrap_or_default();
            let patch: serde_json::Value = serde_json::from_str(patch).unwrap_or_default();
            if let (Some(obj), Some(patch)) = (value.as_object_mut(), patch.as_object()) {
                for (k, v) in patch {
                    obj.insert(k.clone(), v.clone());
                }
            }
            value.to_string()
        };
        let cases = [
            (
                r#"{"email":"ann@"}"#,
                vec![t("email", "invalid_email", "Enter a valid email address")],
            ),
            (
                r#"{"phone":"012345678"}"#,
                vec![t("phone", "invalid_phone", "Enter a valid phone number")],
            ),
            (
                r#"{"phone":"01234 56789"}"#,
                vec![t("phone", "invalid_phone", "Enter a valid phone number")],
            ),
            (
                r#"{"permission":false}"#,
                vec![t(
                    "permission",
                    "not_ticked",
                    "You must grant permission to submit the form",
                )],
            ),
            (
                r#"{"permission":null}"#,
                vec![t(
                    "permission",
                    "not_ticked",
                    "You must grant permission to submit the form",
                )],
            ),
            (
                r#"{"message":"   "}"#,
                vec![t("message", "required", "Message is required")],
            ),
            (
                &format!(r#"{{"name":"{}"}}"#, long(101)),
                vec![t("name", "too_long", "Name must be at most 100 characters")],
            ),
            (
                &format!(r#"{{"message":"{}"}}"#, long(5001)),
                vec![t(
                    "message",
                    "too_long",
                    "Message must be at most 5000 characters",
                )],
            ),
            (&format!(r#"{{"message":"{}"}}"#, long(5000)), vec![]),
        ];
        for (patch, want) in cases {
            let json = with(patch);
            assert_eq!(
                triples(input::<ContactInput>(&json).validate()),
                want,
                "{patch}"
            );
        }
    }
}
