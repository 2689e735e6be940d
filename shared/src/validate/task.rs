//! Tasks of a sprint, and the admin's status and priority selectors.

use serde::Deserialize;

use super::fields::{check_max, one_of, optional_date, optional_text, optional_url, required_text};
use super::{gather, FieldError};
use crate::constants::{ASSIGNEES_MAX, ID_MAX, LONG_TEXT_MAX, NAME_MAX, TITLE_MAX};
use crate::dates::Date;
use crate::labels::{TASK_PRIORITIES, TASK_STATUSES};
use crate::status::{TaskPriority, TaskStatus};

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct TaskInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub title: Option<String>,
    /// Team member ids; one id alone (a string) is accepted too, as the original form sent it.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub assigned_to: Option<IdOrIds>,
    /// `todo` (default), `inprogress` or `done`.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub status: Option<String>,
    /// `low`, `medium` (default) or `high`.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub priority: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub r#type: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub role: Option<String>,
    /// An `http(s)` URL.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub github_link: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub description: Option<String>,
    /// The due date, `YYYY-MM-DD`.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub task_date: Option<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Task {
    pub title: String,
    /// The member ids, without blanks or repeats. The server checks that they exist.
    pub assigned_to: Vec<String>,
    pub status: TaskStatus,
    pub priority: TaskPriority,
    /// The JSON field `type`.
    pub task_type: Option<String>,
    pub role: Option<String>,
    pub github_link: Option<String>,
    pub description: Option<String>,
    pub task_date: Option<Date>,
}

fn status(value: &Option<String>, default: Option<TaskStatus>) -> Result<TaskStatus, FieldError> {
    one_of(
        "status",
        "Status",
        value,
        TaskStatus::parse,
        &TASK_STATUSES,
        default,
    )
}

fn priority(
    value: &Option<String>,
    default: Option<TaskPriority>,
) -> Result<TaskPriority, FieldError> {
    one_of(
        "priority",
        "Priority",
        value,
        TaskPriority::parse,
        &TASK_PRIORITIES,
        default,
    )
}

/// One id or a list of them.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify))]
#[serde(untagged)]
pub enum IdOrIds {
    One(String),
    Many(Vec<String>),
}

fn assignees(value: Option<&IdOrIds>) -> Result<Vec<String>, FieldError> {
    let ids: &[String] = match value {
        None => &[],
        Some(IdOrIds::One(id)) => std::slice::from_ref(id),
        Some(IdOrIds::Many(ids)) => ids,
    };
    let mut out: Vec<String> = Vec::new();
    for id in ids.iter().map(|id| id.trim()).filter(|id| !id.is_empty()) {
        check_max("assignedTo", "An assignee id", id, ID_MAX)?;
        if !out.iter().any(|known| known == id) {
            out.push(id.to_owned());
        }
    }
    if out.len() > ASSIGNEES_MAX {
        return Err(FieldError::new(
            "assignedTo",
            "too_long",
            format!("A task can have at most {ASSIGNEES_MAX} assignees"),
        ));
    }
    Ok(out)
}

impl TaskInput {
    pub fn validate(&self) -> Result<Task, Vec<FieldError>> {
        let title = required_text("title", "Title", &self.title, TITLE_MAX);
        let assigned_to = assignees(self.assigned_to.as_ref());
        let status = status(&self.status, Some(TaskStatus::Todo));
        let priority = priority(&self.priority, Some(TaskPriority::Medium));
        let task_type = optional_text("type", "Type", &self.r#type, NAME_MAX);
        let role = optional_text("role", "Role", &self.role, NAME_MAX);
        let github_link = optional_url("githubLink", "GitHub link", &self.github_link);
        let description = optional_text(
            "description",
            "Description",
            &self.description,
            LONG_TEXT_MAX,
        );
        let task_date = optional_date("taskDate", &self.task_date);
        gather!(title, assigned_to, status, priority, task_type, role, github_link, description, task_date => Task {
            title,
            assigned_to,
            status,
            priority,
            task_type,
            role,
            github_link,
            description,
            task_date,
        })
    }
}

/// The admin's status selector on a task row.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct TaskStatusInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub status: Option<String>,
}

impl TaskStatusInput {
    pub fn validate(&self) -> Result<TaskStatus, Vec<FieldError>> {
        let status = status(&self.status, None);
        gather!(status => status)
    }
}

/// The admin's priority selector on a task row.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct TaskPriorityInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub priority: Option<String>,
}

impl TaskPriorityInput {
    pub fn validate(&self) -> Result<TaskPriority, Vec<FieldError>> {
        let priority = priority(&self.priority, None);
        gather!(priority => priority)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validate::test_support::{input, long, t, triples};

    #[test]
    fn defaults() {
        assert_eq!(
            input::<TaskInput>(r#"{"title":" Login page "}"#).validate(),
            Ok(Task {
                title: "Login page".into(),
                assigned_to: vec![],
                status: TaskStatus::Todo,
                priority: TaskPriority::Medium,
                task_type: None,
                role: None,
                github_link: None,
                description: None,
                task_date: None,
            })
        );
    }

    #[test]
    fn full_task() {
        let task = input::<TaskInput>(
            r#"{"title":"T","assignedTo":"m1","status":"inprogress","priority":"high","type":"feature","role":"dev",
                "githubLink":"https://github.com/a/b/pull/1","description":"d","taskDate":"2024-06-30"}"#,
        )
        .validate();
        assert_eq!(
            task.map(|t| (
                t.assigned_to,
                t.status,
                t.priority,
                t.task_type,
                t.github_link,
                t.task_date
            )),
            Ok((
                vec!["m1".to_owned()],
                TaskStatus::InProgress,
                TaskPriority::High,
                Some("feature".into()),
                Some("https://github.com/a/b/pull/1".into()),
                Date::new(2024, 6, 30),
            ))
        );
    }

    #[test]
    fn error_table() {
        let cases = [
            ("{}".to_owned(), vec![t("title", "required", "Title is required")]),
            (
                r#"{"title":"T","status":"blocked","priority":"urgent","githubLink":"github.com/a","taskDate":"30/06/2024"}"#
                    .to_owned(),
                vec![
                    t("status", "invalid_value", "Status must be one of: todo, inprogress, done"),
                    t("priority", "invalid_value", "Priority must be one of: low, medium, high"),
                    t("githubLink", "invalid_value", "GitHub link must start with http:// or https://"),
                    t("taskDate", "invalid_date", "Enter a date as YYYY-MM-DD"),
                ],
            ),
            (
                format!(r#"{{"title":"T","type":"{}"}}"#, long(101)),
                vec![t("type", "too_long", "Type must be at most 100 characters")],
            ),
            (
                format!(r#"{{"title":"T","githubLink":"https://x/{}"}}"#, long(500)),
                vec![t("githubLink", "too_long", "GitHub link must be at most 500 characters")],
            ),
        ];
        for (json, want) in cases {
            assert_eq!(
                triples(input::<TaskInput>(&json).validate()),
                want,
                "{json}"
            );
        }
    }

    #[test]
    fn assignees_are_one_id_or_a_list_without_repeats() {
        let ids = |json: &str| input::<TaskInput>(json).validate().map(|t| t.assigned_to);
        assert_eq!(
            ids(r#"{"title":"T","assignedTo":["a"," b ","a",""]}"#),
            Ok(vec!["a".to_owned(), "b".to_owned()])
        );
        assert_eq!(ids(r#"{"title":"T","assignedTo":[]}"#), Ok(vec![]));
        let many = format!(
            r#"{{"title":"T","assignedTo":[{}]}}"#,
            (0..21)
                .map(|i| format!("\"m{i}\""))
                .collect::<Vec<_>>()
                .join(",")
        );
        assert_eq!(
            triples(input::<TaskInput>(&many).validate()),
            vec![t(
                "assignedTo",
                "too_long",
                "A task can have at most 20 assignees"
            )]
        );
    }

    #[test]
    fn selectors() {
        assert_eq!(
            input::<TaskStatusInput>(r#"{"status":"done"}"#).validate(),
            Ok(TaskStatus::Done)
        );
        assert_eq!(
            triples(input::<TaskStatusInput>("{}").validate()),
            vec![t("status", "required", "Status is required")]
        );
        assert_eq!(
            input::<TaskPriorityInput>(r#"{"priority":"low"}"#).validate(),
            Ok(TaskPriority::Low)
        );
        assert_eq!(
            triples(input::<TaskPriorityInput>(r#"{"priority":"x"}"#).validate()),
            vec![t(
                "priority",
                "invalid_value",
                "Priority must be one of: low, medium, high"
            )]
        );
    }
}
