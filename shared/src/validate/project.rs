//! The admin's New Project modal (product.md §5) and project edits.

use serde::Deserialize;

use super::fields::{check_max, code, currency, optional_text, present, required_text};
use super::{gather, FieldError, NumberOrText};
use crate::constants::{
    ID_MAX, LONG_TEXT_MAX, NAME_MAX, PROJECT_TEAM_MAX, SHORT_TEXT_MAX, TITLE_MAX,
};
use crate::money::Currency;

/// `(field, label, max)` of the fields a project must always have ("<label> is required" when blank).
type Rule = (&'static str, &'static str, usize);
const TITLE: Rule = ("title", "Project Title", TITLE_MAX);
const GITHUB: Rule = ("github", "Project Github", NAME_MAX);
const REPO_NAME: Rule = ("repoName", "Repo Name", NAME_MAX);
const PROJECT_DESC: Rule = ("projectDesc", "Small Desc", SHORT_TEXT_MAX);
const PROJECT_DETAILS_DESC: Rule = ("projectDetailsDesc", "Large Desc", LONG_TEXT_MAX);

fn required(rule: Rule, value: &Option<String>) -> Result<String, FieldError> {
    let (field, label, max) = rule;
    required_text(field, label, value, max)
}

/// For an edit: absent means "leave as is"; present must still satisfy the rule.
fn required_if_sent(rule: Rule, value: &Option<String>) -> Result<Option<String>, FieldError> {
    value.as_ref().map(|_| required(rule, value)).transpose()
}

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct NewProjectInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub title: Option<String>,
    /// The client's user id.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub client: Option<String>,
    /// The repository owner on the code-hosting service.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub github: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub repo_name: Option<String>,
    /// Team member ids.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub project_team: Option<Vec<String>>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub project_desc: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub project_details_desc: Option<String>,
    /// ISO 4217 code of the project's money (default `USD`): its milestones are in it.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub currency: Option<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct NewProject {
    pub title: String,
    /// The client's user id, when one was chosen. The server checks that it exists.
    pub client: Option<String>,
    pub github: String,
    pub repo_name: String,
    /// Distinct member ids, in the order given, blanks dropped. The server checks that they exist.
    pub project_team: Vec<String>,
    pub project_desc: String,
    pub project_details_desc: String,
    pub currency: Currency,
}

/// A project's currency when none is chosen.
pub const DEFAULT_CURRENCY: &str = "USD";

impl NewProjectInput {
    pub fn validate(&self) -> Result<NewProject, Vec<FieldError>> {
        let title = required(TITLE, &self.title);
        let client = optional_text("client", "Client", &self.client, ID_MAX);
        let github = required(GITHUB, &self.github);
        let repo_name = required(REPO_NAME, &self.repo_name);
        let project_team = team_ids(self.project_team.as_deref().unwrap_or_default());
        let project_desc = required(PROJECT_DESC, &self.project_desc);
        let project_details_desc = required(PROJECT_DETAILS_DESC, &self.project_details_desc);
        let currency = match present(&self.currency) {
            None => Currency::parse(DEFAULT_CURRENCY).ok_or_else(|| {
                FieldError::new("currency", code::INVALID_VALUE, "No default currency")
            }),
            Some(_) => currency("currency", &self.currency),
        };
        gather!(title, client, github, repo_name, project_team, project_desc, project_details_desc, currency => NewProject {
            title,
            client,
            github,
            repo_name,
            project_team,
            project_desc,
            project_details_desc,
            currency,
        })
    }
}

fn team_ids(ids: &[String]) -> Result<Vec<String>, FieldError> {
    let mut team: Vec<String> = Vec::new();
    for id in ids.iter().map(|id| id.trim()).filter(|id| !id.is_empty()) {
        check_max("projectTeam", "A team member id", id, ID_MAX)?;
        if !team.iter().any(|known| known == id) {
            team.push(id.to_owned());
        }
    }
    if team.len() > PROJECT_TEAM_MAX {
        return Err(FieldError::new(
            "projectTeam",
            code::TOO_LONG,
            format!("Project Team must have at most {PROJECT_TEAM_MAX} members"),
        ));
    }
    Ok(team)
}

/// An edit of a project: absent fields stay as they are.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct UpdateProjectInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub title: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub project_desc: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub project_details_desc: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub github: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub repo_name: Option<String>,
    /// Free text ("$12,000", "12k") or a number.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub project_cost: Option<NumberOrText>,
    /// Free text ("3 months").
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub project_timeline: Option<String>,
    /// ISO 4217 code; only while the project has no payment milestone (the server checks).
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub currency: Option<String>,
}

/// `None` everywhere means "not sent: keep". The five fields a project always has are never blank here;
/// cost and timeline may be `Some("")`, which clears them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ProjectUpdate {
    pub title: Option<String>,
    pub project_desc: Option<String>,
    pub project_details_desc: Option<String>,
    pub github: Option<String>,
    pub repo_name: Option<String>,
    pub project_cost: Option<String>,
    pub project_timeline: Option<String>,
    pub currency: Option<Currency>,
}

impl UpdateProjectInput {
    pub fn validate(&self) -> Result<ProjectUpdate, Vec<FieldError>> {
        let title = required_if_sent(TITLE, &self.title);
        let project_desc = required_if_sent(PROJECT_DESC, &self.project_desc);
        let project_details_desc =
            required_if_sent(PROJECT_DETAILS_DESC, &self.project_details_desc);
        let github = required_if_sent(GITHUB, &self.github);
        let repo_name = required_if_sent(REPO_NAME, &self.repo_name);
        let project_cost = NumberOrText::to_text("projectCost", "Project Cost", &self.project_cost)
            .and_then(|cost| clearable("projectCost", "Project Cost", &cost));
        let project_timeline = clearable(
            "projectTimeline",
            "Project Timeline",
            &self.project_timeline,
        );
        let currency = match present(&self.currency) {
            None => Ok(None),
            Some(_) => currency("currency", &self.currency).map(Some),
        };
        gather!(title, project_desc, project_details_desc, github, repo_name, project_cost, project_timeline, currency => ProjectUpdate {
            title,
            project_desc,
            project_details_desc,
            github,
            repo_name,
            project_cost,
            project_timeline,
            currency,
        })
    }
}

/// Absent: `None`; present: trimmed (possibly empty), at most 100 characters.
fn clearable(
    field: &str,
    label: &str,
    value: &Option<String>,
) -> Result<Option<String>, FieldError> {
    match value {
        None => Ok(None),
        Some(_) => {
            optional_text(field, label, value, NAME_MAX).map(|text| Some(text.unwrap_or_default()))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validate::test_support::{input, long, t, triples};

    const OK: &str = r#"{"title":" Shop ","client":"u1","github":"acme","repoName":"shop","projectTeam":["m1"," m2 ","","m1"],"projectDesc":"small","projectDetailsDesc":"large"}"#;

    #[test]
    fn valid_new_project() {
        assert_eq!(
            input::<NewProjectInput>(OK).validate(),
            Ok(NewProject {
                title: "Shop".into(),
                client: Some("u1".into()),
                github: "acme".into(),
                repo_name: "shop".into(),
                project_team: vec!["m1".into(), "m2".into()],
                project_desc: "small".into(),
                project_details_desc: "large".into(),
                currency: Currency::parse("USD").unwrap(),
            })
        );
        let inr = OK.replace("}", r#","currency":"inr"}"#);
        assert_eq!(
            input::<NewProjectInput>(&inr)
                .validate()
                .map(|p| p.currency.code().to_owned()),
            Ok("INR".into())
        );
        let bad = OK.replace("}", r#","currency":"rupees"}"#);
        assert_eq!(
            triples(input::<NewProjectInput>(&bad).validate())[0].0,
            "currency"
        );
        assert_eq!(
            input::<UpdateProjectInput>(r#"{"currency":"JPY"}"#)
                .validate()
                .map(|u| u.currency),
            Ok(Currency::parse("JPY"))
        );
    }

    /// The "required" error of each field a project must always have, in the order given.
    fn required_errors(fields: [&str; 5]) -> Vec<(String, String, String)> {
        const MESSAGES: [(&str, &str); 5] = [
            ("title", "Project Title is required"),
            ("github", "Project Github is required"),
            ("repoName", "Repo Name is required"),
            ("projectDesc", "Small Desc is required"),
            ("projectDetailsDesc", "Large Desc is required"),
        ];
        fields
            .iter()
            .filter_map(|field| MESSAGES.iter().find(|(f, _)| f == field))
            .map(|(field, message)| t(field, "required", message))
            .collect()
    }

    #[test]
    fn new_project_needs_the_five_fields() {
        assert_eq!(
            triples(input::<NewProjectInput>(r#"{"client":"u1","projectTeam":[]}"#).validate()),
            required_errors([
                "title",
                "github",
                "repoName",
                "projectDesc",
                "projectDetailsDesc"
            ])
        );
    }

    #[test]
    fn new_project_limits() {
        let team: Vec<String> = (0..101).map(|i| format!("\"m{i}\"")).collect();
        let cases = [
            (
                format!(
                    r#"{{"title":"{}","github":"a","repoName":"b","projectDesc":"c","projectDetailsDesc":"d"}}"#,
                    long(201)
                ),
                vec![t(
                    "title",
                    "too_long",
                    "Project Title must be at most 200 characters",
                )],
            ),
            (
                format!(
                    r#"{{"title":"a","github":"a","repoName":"b","projectDesc":"{}","projectDetailsDesc":"d"}}"#,
                    long(501)
                ),
                vec![t(
                    "projectDesc",
                    "too_long",
                    "Small Desc must be at most 500 characters",
                )],
            ),
            (
                format!(
                    r#"{{"title":"a","github":"a","repoName":"b","projectDesc":"c","projectDetailsDesc":"d","projectTeam":[{}]}}"#,
                    team.join(",")
                ),
                vec![t(
                    "projectTeam",
                    "too_long",
                    "Project Team must have at most 100 members",
                )],
            ),
            (
                format!(
                    r#"{{"title":"a","github":"a","repoName":"b","projectDesc":"c","projectDetailsDesc":"d","projectTeam":["{}"]}}"#,
                    long(101)
                ),
                vec![t(
                    "projectTeam",
                    "too_long",
                    "A team member id must be at most 100 characters",
                )],
            ),
        ];
        for (json, want) in cases {
            assert_eq!(
                triples(input::<NewProjectInput>(&json).validate()),
                want,
                "{json}"
            );
        }
    }

    #[test]
    fn update_keeps_absent_fields_and_refuses_blank_required_ones() {
        assert_eq!(
            input::<UpdateProjectInput>("{}").validate(),
            Ok(ProjectUpdate::default())
        );
        assert_eq!(
            input::<UpdateProjectInput>(
                r#"{"title":" New ","projectCost":" ","projectTimeline":" 3 months "}"#
            )
            .validate(),
            Ok(ProjectUpdate {
                title: Some("New".into()),
                project_cost: Some(String::new()),
                project_timeline: Some("3 months".into()),
                ..ProjectUpdate::default()
            })
        );
        assert_eq!(
            triples(
                input::<UpdateProjectInput>(
                    r#"{"title":"","projectDesc":" ","projectDetailsDesc":"","github":"","repoName":""}"#
                )
                .validate()
            ),
            required_errors(["title", "projectDesc", "projectDetailsDesc", "github", "repoName"])
        );
        assert_eq!(
            triples(
                input::<UpdateProjectInput>(&format!(r#"{{"projectCost":"{}"}}"#, long(101)))
                    .validate()
            ),
            vec![t(
                "projectCost",
                "too_long",
                "Project Cost must be at most 100 characters"
            )]
        );
    }

    #[test]
    fn project_cost_takes_a_number_too() {
        let cost = |json: &str| {
            input::<UpdateProjectInput>(json)
                .validate()
                .map(|u| u.project_cost)
        };
        assert_eq!(cost(r#"{"projectCost":12000}"#), Ok(Some("12000".into())));
        assert_eq!(cost(r#"{"projectCost":1200.5}"#), Ok(Some("1200.5".into())));
        assert_eq!(
            cost(r#"{"projectCost":"USD 9,000"}"#),
            Ok(Some("USD 9,000".into()))
        );
        assert_eq!(
            triples(input::<UpdateProjectInput>(r#"{"projectCost":-5}"#).validate()),
            vec![t(
                "projectCost",
                "negative",
                "Project Cost cannot be negative"
            )]
        );
    }
}
