//! Sprints of a project, and the admin's Active/Inactive selector.

use serde::Deserialize;

use super::fields::{code, optional_date, optional_text, required_bool, required_text};
use super::{gather, FieldError};
use crate::constants::{NAME_MAX, SHORT_TEXT_MAX, TITLE_MAX};
use crate::dates::Date;

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct SprintInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub title: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub goal: Option<String>,
    /// Free text ("2 weeks").
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub timeline: Option<String>,
    /// `YYYY-MM-DD`.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub start_date: Option<String>,
    /// `YYYY-MM-DD`, not before `startDate`.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub end_date: Option<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Sprint {
    pub title: String,
    pub goal: Option<String>,
    pub timeline: Option<String>,
    pub start_date: Option<Date>,
    pub end_date: Option<Date>,
}

impl SprintInput {
    pub fn validate(&self) -> Result<Sprint, Vec<FieldError>> {
        let title = required_text("title", "Title", &self.title, TITLE_MAX);
        let goal = optional_text("goal", "Goal", &self.goal, SHORT_TEXT_MAX);
        let timeline = optional_text("timeline", "Timeline", &self.timeline, NAME_MAX);
        let start_date = optional_date("startDate", &self.start_date);
        let end_date =
            optional_date("endDate", &self.end_date).and_then(|end| match (&start_date, end) {
                (Ok(Some(start)), Some(end)) if end < *start => Err(FieldError::new(
                    "endDate",
                    code::INVALID_DATE,
                    "End date cannot be before the start date",
                )),
                _ => Ok(end),
            });
        gather!(title, goal, timeline, start_date, end_date => Sprint {
            title,
            goal,
            timeline,
            start_date,
            end_date,
        })
    }
}

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct SprintStatusInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub active: Option<bool>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SprintStatus {
    pub active: bool,
}

impl SprintStatusInput {
    pub fn validate(&self) -> Result<SprintStatus, Vec<FieldError>> {
        let active = required_bool("active", "Active", self.active);
        gather!(active => SprintStatus { active })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validate::test_support::{input, long, t, triples};

    #[test]
    fn valid_sprint() {
        let sprint = input::<SprintInput>(
            r#"{"title":" S1 ","goal":"ship","timeline":"2 weeks","startDate":"2024-05-01","endDate":"2024-05-01"}"#,
        )
        .validate();
        assert_eq!(
            sprint,
            Ok(Sprint {
                title: "S1".into(),
                goal: Some("ship".into()),
                timeline: Some("2 weeks".into()),
                start_date: Date::new(2024, 5, 1),
                end_date: Date::new(2024, 5, 1),
            })
        );
        assert!(
            input::<SprintInput>(r#"{"title":"S","endDate":"2024-05-01"}"#)
                .validate()
                .is_ok()
        );
    }

    #[test]
    fn error_table() {
        let date = "Enter a date as YYYY-MM-DD";
        let cases = [
            (
                "{}".to_owned(),
                vec![t("title", "required", "Title is required")],
            ),
            (
                r#"{"title":"S","startDate":"2024-5-1","endDate":"tomorrow"}"#.to_owned(),
                vec![
                    t("startDate", "invalid_date", date),
                    t("endDate", "invalid_date", date),
                ],
            ),
            (
                r#"{"title":"S","startDate":"2024-05-02","endDate":"2024-05-01"}"#.to_owned(),
                vec![t(
                    "endDate",
                    "invalid_date",
                    "End date cannot be before the start date",
                )],
            ),
            (
                format!(r#"{{"title":"S","goal":"{}"}}"#, long(501)),
                vec![t("goal", "too_long", "Goal must be at most 500 characters")],
            ),
        ];
        for (json, want) in cases {
            assert_eq!(
                triples(input::<SprintInput>(&json).validate()),
                want,
                "{json}"
            );
        }
    }

    #[test]
    fn status() {
        assert_eq!(
            input::<SprintStatusInput>(r#"{"active":true}"#).validate(),
            Ok(SprintStatus { active: true })
        );
        assert_eq!(
            input::<SprintStatusInput>(r#"{"active":false}"#).validate(),
            Ok(SprintStatus { active: false })
        );
        assert_eq!(
            triples(input::<SprintStatusInput>("{}").validate()),
            vec![t("active", "required", "Active is required")]
        );
    }
}
