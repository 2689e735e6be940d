//! Goals of a project.

use serde::Deserialize;

use super::fields::{one_of, optional_date, optional_text, required_text};
use super::{gather, FieldError};
use crate::constants::{ID_MAX, LONG_TEXT_MAX, TITLE_MAX};
use crate::dates::Date;
use crate::labels::GOAL_STATUSES;
use crate::status::GoalStatus;

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct GoalInput {
    /// The project id.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub project: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub title: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub desc: Option<String>,
    /// `todo` (default), `inprogress` or `done`.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub status: Option<String>,
    /// `YYYY-MM-DD`.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub due_date: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub is_completed: Option<bool>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Goal {
    /// The project id, when sent in the body (it may come from the URL instead). The server checks it.
    pub project: Option<String>,
    pub title: String,
    pub desc: Option<String>,
    pub status: GoalStatus,
    pub due_date: Option<Date>,
    pub is_completed: bool,
}

/// A goal's `status`: one of [`GOAL_STATUSES`], or `default` when absent.
pub(super) fn status(
    value: &Option<String>,
    default: Option<GoalStatus>,
) -> Result<GoalStatus, FieldError> {
    one_of(
        "status",
        "Status",
        value,
        GoalStatus::parse,
        &GOAL_STATUSES,
        default,
    )
}

impl GoalInput {
    pub fn validate(&self) -> Result<Goal, Vec<FieldError>> {
        let project = optional_text("project", "Project", &self.project, ID_MAX);
        let title = required_text("title", "Title", &self.title, TITLE_MAX);
        let desc = optional_text("desc", "Description", &self.desc, LONG_TEXT_MAX);
        let status = status(&self.status, Some(GoalStatus::Todo));
        let due_date = optional_date("dueDate", &self.due_date);
        let is_completed = self.is_completed.unwrap_or(false);
        gather!(project, title, desc, status, due_date => Goal {
            project,
            title,
            desc,
            status,
            due_date,
            is_completed,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validate::test_support::{input, t, triples};

    #[test]
    fn valid_goal() {
        assert_eq!(
            input::<GoalInput>(r#"{"project":"p1","title":" Launch ","dueDate":"2024-12-31"}"#)
                .validate(),
            Ok(Goal {
                project: Some("p1".into()),
                title: "Launch".into(),
                desc: None,
                status: GoalStatus::Todo,
                due_date: Date::new(2024, 12, 31),
                is_completed: false,
            })
        );
        assert_eq!(
            input::<GoalInput>(r#"{"title":"x","status":"done","isCompleted":true}"#)
                .validate()
                .map(|g| (g.status, g.is_completed)),
            Ok((GoalStatus::Done, true))
        );
    }

    #[test]
    fn error_table() {
        assert_eq!(
            triples(input::<GoalInput>(r#"{"status":"later","dueDate":"soon"}"#).validate()),
            vec![
                t("title", "required", "Title is required"),
                t(
                    "status",
                    "invalid_value",
                    "Status must be one of: todo, inprogress, done"
                ),
                t("dueDate", "invalid_date", "Enter a date as YYYY-MM-DD"),
            ]
        );
    }
}
