//! Team members, added by the admin.

use serde::Deserialize;

use super::fields::{
    email, optional_date, optional_phone, optional_text, optional_whole, required_text,
};
use super::{gather, Email, FieldError, NumberOrText, Phone};
use crate::constants::{AGE_MAX, LONG_TEXT_MAX, NAME_MAX, SHORT_TEXT_MAX};
use crate::dates::Date;

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct TeamMemberInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub name: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub role: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub email: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub phone_number: Option<String>,
    /// A whole number, or its text as typed in a form.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub age: Option<NumberOrText>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub address: Option<String>,
    /// `YYYY-MM-DD`.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub joining_date: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub about: Option<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct TeamMember {
    pub name: String,
    pub role: String,
    pub email: Email,
    pub phone_number: Option<Phone>,
    pub age: Option<u32>,
    pub address: Option<String>,
    pub joining_date: Option<Date>,
    pub about: Option<String>,
}

impl TeamMemberInput {
    pub fn validate(&self) -> Result<TeamMember, Vec<FieldError>> {
        let name = required_text("name", "Name", &self.name, NAME_MAX);
        let role = required_text("role", "Role", &self.role, NAME_MAX);
        let email = email(
            "email",
            &self.email,
            "Email is required",
            "Enter a valid email address",
        );
        let phone_number = optional_phone(
            "phoneNumber",
            &self.phone_number,
            "Enter a valid phone number",
        );
        let age = optional_whole("age", "Age", &self.age, AGE_MAX);
        let address = optional_text("address", "Address", &self.address, SHORT_TEXT_MAX);
        let joining_date = optional_date("joiningDate", &self.joining_date);
        let about = optional_text("about", "About", &self.about, LONG_TEXT_MAX);
        gather!(name, role, email, phone_number, age, address, joining_date, about => TeamMember {
            name,
            role,
            email,
            phone_number,
            age,
            address,
            joining_date,
            about,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validate::test_support::{input, t, triples};

    #[test]
    fn valid_member() {
        let member = input::<TeamMemberInput>(
            r#"{"name":"Raj","role":"Developer","email":"raj@acme.in","phoneNumber":"9876543210","age":"31",
                "address":"Pune","joiningDate":"2023-01-15","about":"Rust"}"#,
        )
        .validate();
        assert_eq!(
            member.map(|m| (
                m.name,
                m.role,
                m.phone_number.map(Phone::into_string),
                m.age,
                m.joining_date
            )),
            Ok((
                "Raj".into(),
                "Developer".into(),
                Some("9876543210".into()),
                Some(31),
                Date::new(2023, 1, 15)
            ))
        );
        assert_eq!(
            input::<TeamMemberInput>(r#"{"name":"A","role":"B","email":"a@b.co","age":150}"#)
                .validate()
                .map(|m| m.age),
            Ok(Some(150))
        );
    }

    #[test]
    fn error_table() {
        let cases = [
            (
                "{}",
                vec![
                    t("name", "required", "Name is required"),
                    t("role", "required", "Role is required"),
                    t("email", "required", "Email is required"),
                ],
            ),
            (
                r#"{"name":"A","role":"B","email":"a@b.co","phoneNumber":"12345","age":151,"joiningDate":"2023-02-30"}"#,
                vec![
                    t("phoneNumber", "invalid_phone", "Enter a valid phone number"),
                    t(
                        "age",
                        "invalid_number",
                        "Age must be a whole number from 0 to 150",
                    ),
                    t("joiningDate", "invalid_date", "Enter a date as YYYY-MM-DD"),
                ],
            ),
            (
                r#"{"name":"A","role":"B","email":"a@b.co","age":-1}"#,
                vec![t("age", "negative", "Age cannot be negative")],
            ),
            (
                r#"{"name":"A","role":"B","email":"a@b.co","age":"thirty"}"#,
                vec![t("age", "invalid_number", "Age must be a number")],
            ),
        ];
        for (json, want) in cases {
            assert_eq!(
                triples(input::<TeamMemberInput>(json).validate()),
                want,
                "{json}"
            );
        }
    }
}
