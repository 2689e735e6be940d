//! A client's own profile and password change.

use serde::Deserialize;

use super::fields::{code, optional_phone, optional_text, password, required_text};
use super::{gather, FieldError, Phone};
use crate::constants::{NAME_MAX, PASSWORD_MIN};

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct ProfileInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub name: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub brand_name: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub phone: Option<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Profile {
    pub name: String,
    pub brand_name: Option<String>,
    pub phone: Option<Phone>,
}

impl ProfileInput {
    pub fn validate(&self) -> Result<Profile, Vec<FieldError>> {
        let name = required_text("name", "Name", &self.name, NAME_MAX);
        let brand_name = optional_text("brandName", "Brand name", &self.brand_name, NAME_MAX);
        let phone = optional_phone("phone", &self.phone, "Enter a valid phone number");
        gather!(name, brand_name, phone => Profile { name, brand_name, phone })
    }
}

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct PasswordChangeInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub current_password: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub new_password: Option<String>,
}

/// Both passwords as typed. The server still has to check `current` against the stored hash.
#[derive(Clone, Debug, PartialEq)]
pub struct PasswordChange {
    pub current: String,
    pub new: String,
}

impl PasswordChangeInput {
    pub fn validate(&self) -> Result<PasswordChange, Vec<FieldError>> {
        let current = password(
            "currentPassword",
            "Current password",
            &self.current_password,
            0,
        );
        let new = password(
            "newPassword",
            "New password",
            &self.new_password,
            PASSWORD_MIN,
        )
        .and_then(|new| {
            if current.as_ref().is_ok_and(|current| *current == new) {
                Err(FieldError::new(
                    "newPassword",
                    code::INVALID_VALUE,
                    "New password must be different from the current one",
                ))
            } else {
                Ok(new)
            }
        });
        gather!(current, new => PasswordChange { current, new })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validate::test_support::{input, t, triples};

    #[test]
    fn profile_table() {
        assert_eq!(
            input::<ProfileInput>(r#"{"name":" Ann ","phone":" 0123456789 "}"#)
                .validate()
                .map(|p| (p.name, p.brand_name, p.phone.map(Phone::into_string))),
            Ok(("Ann".into(), None, Some("0123456789".into())))
        );
        assert_eq!(
            triples(input::<ProfileInput>(r#"{"phone":"123"}"#).validate()),
            vec![
                t("name", "required", "Name is required"),
                t("phone", "invalid_phone", "Enter a valid phone number"),
            ]
        );
    }

    #[test]
    fn password_change_table() {
        assert_eq!(
            input::<PasswordChangeInput>(
                r#"{"currentPassword":"old","newPassword":"new password"}"#
            )
            .validate(),
            Ok(PasswordChange {
                current: "old".into(),
                new: "new password".into()
            })
        );
        let cases = [
            (
                "{}",
                vec![
                    t(
                        "currentPassword",
                        "required",
                        "Current password is required",
                    ),
                    t("newPassword", "required", "New password is required"),
                ],
            ),
            (
                r#"{"currentPassword":"old","newPassword":"short"}"#,
                vec![t(
                    "newPassword",
                    "too_short",
                    "New password must be at least 8 characters",
                )],
            ),
            (
                r#"{"currentPassword":"same password","newPassword":"same password"}"#,
                vec![t(
                    "newPassword",
                    "invalid_value",
                    "New password must be different from the current one",
                )],
            ),
        ];
        for (json, want) in cases {
            assert_eq!(
                triples(input::<PasswordChangeInput>(json).validate()),
                want,
                "{json}"
            );
        }
    }
}
