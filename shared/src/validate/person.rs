//! A person of a client company, as staff (and, later, the company's owners) add them: who they
//! are, their role in the company and what an owner grants them (ADR 0030).

use serde::Deserialize;

use super::account::name_and_email;
use super::fields::one_of;
use super::{gather, Email, FieldError};

/// A person's role in their company: owners run its people and have both abilities.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CompanyRole {
    Owner,
    Member,
}

pub const COMPANY_ROLES: [&str; 2] = ["owner", "member"];

impl CompanyRole {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Owner => "owner",
            Self::Member => "member",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "owner" => Some(Self::Owner),
            "member" => Some(Self::Member),
            _ => None,
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct PersonInput {
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub name: Option<String>,
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub email: Option<String>,
    /// `owner` or `member` (the default).
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub company_role: Option<String>,
    /// Sees and handles money (an owner always does).
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub finance: Option<bool>,
    /// Signs off delivered work (an owner always does).
    #[serde(default)]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub approver: Option<bool>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Person {
    pub name: String,
    pub email: Email,
    pub role: CompanyRole,
    pub finance: bool,
    pub approver: bool,
}

impl PersonInput {
    pub fn validate(&self) -> Result<Person, Vec<FieldError>> {
        let (name, email) = name_and_email(&self.name, &self.email);
        let role = one_of(
            "companyRole",
            "Role",
            &self.company_role,
            CompanyRole::parse,
            &COMPANY_ROLES,
            Some(CompanyRole::Member),
        );
        let owner = role == Ok(CompanyRole::Owner);
        let (finance, approver) = (
            owner || self.finance.unwrap_or(false),
            owner || self.approver.unwrap_or(false),
        );
        gather!(name, email, role => Person {
            name,
            email,
            role,
            finance,
            approver,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validate::test_support::{input, t, triples};

    #[test]
    fn a_member_gets_what_is_granted_an_owner_everything() {
        let p = input::<PersonInput>(r#"{"name":" Ravi ","email":"Ravi@Acme.io","finance":true}"#)
            .validate()
            .unwrap();
        assert_eq!(
            (p.name.as_str(), p.role, p.finance, p.approver),
            ("Ravi", CompanyRole::Member, true, false)
        );
        let p = input::<PersonInput>(
            r#"{"name":"Asha","email":"asha@acme.io","companyRole":"owner","finance":false}"#,
        )
        .validate()
        .unwrap();
        assert_eq!(
            (p.role, p.finance, p.approver),
            (CompanyRole::Owner, true, true)
        );
    }

    #[test]
    fn error_table() {
        let result = input::<PersonInput>(r#"{"companyRole":"boss"}"#).validate();
        assert_eq!(
            triples(result),
            vec![
                t("name", "required", "Name is required"),
                t("email", "required", "Email is required"),
                t(
                    "companyRole",
                    "invalid_value",
                    "Role must be one of: owner, member"
                ),
            ]
        );
    }
}
