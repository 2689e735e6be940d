//! A person of a client company, as staff (and, later, the company's owners) add them: who they
//! are, their role in the company and what an owner grants them (ADR 0030).

use serde::Deserialize;

use super::account::name_and_email;
use super::fields::{check_max, one_of};
use super::{gather, Email, FieldError};
use crate::constants::ID_MAX;

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
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct PersonInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub name: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub email: Option<String>,
    /// `owner` or `member` (the default).
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub company_role: Option<String>,
    /// Sees and handles money (an owner always does).
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub finance: Option<bool>,
    /// Signs off delivered work (an owner always does).
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub approver: Option<bool>,
    /// Sees every project of the company (the default; an owner always does).
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub all_projects: Option<bool>,
    /// The projects a member sees when not all (`allProjects` false): their ids.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub projects: Option<Vec<String>>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Person {
    pub name: String,
    pub email: Email,
    pub access: Access,
}

/// What a person of a company may do and see, as an owner or staff set it: everything another
/// person's record holds but who they are (their name and email are their own).
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct AccessInput {
    /// `owner` or `member` (the default).
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub company_role: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub finance: Option<bool>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub approver: Option<bool>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub all_projects: Option<bool>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub projects: Option<Vec<String>>,
}

/// Which of the company's projects a person sees.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Projects {
    All,
    /// These (ids, each once, at least one).
    Chosen(Vec<String>),
}

/// A person's role, abilities and projects: an owner has both abilities and every project.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Access {
    pub role: CompanyRole,
    pub finance: bool,
    pub approver: bool,
    pub projects: Projects,
}

/// The most projects chosen for one member (a company's list is bounded the same way).
pub const CHOSEN_PROJECTS_MAX: usize = 1000;

fn chosen(all: Option<bool>, projects: &Option<Vec<String>>) -> Result<Projects, FieldError> {
    if all.unwrap_or(true) {
        return Ok(Projects::All);
    }
    let mut out: Vec<String> = Vec::new();
    for id in projects
        .iter()
        .flatten()
        .map(|id| id.trim())
        .filter(|id| !id.is_empty())
    {
        check_max("projects", "A project id", id, ID_MAX)?;
        if !out.iter().any(|known| known == id) {
            out.push(id.to_owned());
        }
    }
    if out.is_empty() {
        return Err(FieldError::new(
            "projects",
            "required",
            "Choose at least one project, or all of them",
        ));
    }
    if out.len() > CHOSEN_PROJECTS_MAX {
        return Err(FieldError::new(
            "projects",
            "too_long",
            format!("At most {CHOSEN_PROJECTS_MAX} projects can be chosen"),
        ));
    }
    Ok(Projects::Chosen(out))
}

/// The role, and the projects it sees (an owner: all of them, whatever was asked).
fn access(
    role: &Option<String>,
    all: Option<bool>,
    projects: &Option<Vec<String>>,
) -> (
    Result<CompanyRole, FieldError>,
    Result<Projects, FieldError>,
) {
    let role = one_of(
        "companyRole",
        "Role",
        role,
        CompanyRole::parse,
        &COMPANY_ROLES,
        Some(CompanyRole::Member),
    );
    let projects = match role {
        Ok(CompanyRole::Owner) => Ok(Projects::All),
        _ => chosen(all, projects),
    };
    (role, projects)
}

/// An owner has both abilities; a member what was granted.
fn granted(
    role: CompanyRole,
    finance: Option<bool>,
    approver: Option<bool>,
    projects: Projects,
) -> Access {
    let owner = role == CompanyRole::Owner;
    Access {
        role,
        finance: owner || finance.unwrap_or(false),
        approver: owner || approver.unwrap_or(false),
        projects,
    }
}

impl AccessInput {
    pub fn validate(&self) -> Result<Access, Vec<FieldError>> {
        let (role, projects) = access(&self.company_role, self.all_projects, &self.projects);
        gather!(role, projects => granted(role, self.finance, self.approver, projects))
    }
}

impl PersonInput {
    pub fn validate(&self) -> Result<Person, Vec<FieldError>> {
        let (name, email) = name_and_email(&self.name, &self.email);
        let (role, projects) = access(&self.company_role, self.all_projects, &self.projects);
        gather!(name, email, role, projects => Person {
            name,
            email,
            access: granted(role, self.finance, self.approver, projects),
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
            (
                p.name.as_str(),
                p.access.role,
                p.access.finance,
                p.access.approver
            ),
            ("Ravi", CompanyRole::Member, true, false)
        );
        assert_eq!(p.access.projects, Projects::All);
        let p = input::<PersonInput>(
            r#"{"name":"Asha","email":"asha@acme.io","companyRole":"owner","finance":false}"#,
        )
        .validate()
        .unwrap();
        assert_eq!(
            (p.access.role, p.access.finance, p.access.approver),
            (CompanyRole::Owner, true, true)
        );
    }

    #[test]
    fn a_member_may_see_chosen_projects_an_owner_sees_all() {
        let a = |json: &str| input::<AccessInput>(json).validate();
        assert_eq!(
            a(r#"{"allProjects":false,"projects":[" p1 ","p2","p1",""]}"#).map(|a| a.projects),
            Ok(Projects::Chosen(vec!["p1".into(), "p2".into()]))
        );
        assert_eq!(
            a(r#"{"companyRole":"owner","allProjects":false,"projects":[]}"#).map(|a| a.projects),
            Ok(Projects::All)
        );
        assert_eq!(
            triples(a(r#"{"allProjects":false,"projects":[" "]}"#)),
            vec![t(
                "projects",
                "required",
                "Choose at least one project, or all of them"
            )]
        );
        let many: Vec<String> = (0..=CHOSEN_PROJECTS_MAX).map(|i| format!("p{i}")).collect();
        let input = AccessInput {
            all_projects: Some(false),
            projects: Some(many),
            ..AccessInput::default()
        };
        assert_eq!(
            triples(input.validate()),
            vec![t(
                "projects",
                "too_long",
                "At most 1000 projects can be chosen"
            )]
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
