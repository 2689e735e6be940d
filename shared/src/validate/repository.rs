//! What a client or staff member posts to the project's repository from the portal: an issue
//! (title and body) and a comment on one. The server adds who wrote it before posting.

use serde::Deserialize;

use super::fields::{optional_text, required_text};
use super::{gather, FieldError};
use crate::constants::{CODE_BODY_MAX, TITLE_MAX};

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct IssueInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub title: Option<String>,
    /// Markdown.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub body: Option<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Issue {
    pub title: String,
    pub body: String,
}

impl IssueInput {
    /// A title is required; the body is optional Markdown.
    pub fn validate(&self) -> Result<Issue, Vec<FieldError>> {
        let title = required_text("title", "Title", &self.title, TITLE_MAX);
        let body = optional_text("body", "Body", &self.body, CODE_BODY_MAX);
        gather!(title, body => Issue { title, body: body.unwrap_or_default() })
    }
}

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct IssueCommentInput {
    /// Markdown.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub body: Option<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct IssueComment {
    pub body: String,
}

impl IssueCommentInput {
    pub fn validate(&self) -> Result<IssueComment, Vec<FieldError>> {
        let body = required_text("body", "Comment", &self.body, CODE_BODY_MAX);
        gather!(body => IssueComment { body })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_issue_needs_a_title_and_keeps_line_breaks_in_its_body() {
        let errors = IssueInput::default().validate().unwrap_err();
        assert_eq!(errors[0].field, "title");
        let ok = IssueInput {
            title: Some(" Login fails ".into()),
            body: Some("Steps:\n1. open\n2. click".into()),
        }
        .validate()
        .unwrap();
        assert_eq!(ok.title, "Login fails");
        assert!(ok.body.contains('\n'));
        let bad = IssueInput {
            title: Some("a\u{0}b".into()),
            body: None,
        };
        assert_eq!(bad.validate().unwrap_err()[0].code, "control_characters");
    }

    #[test]
    fn a_comment_needs_a_body_within_the_limit() {
        assert_eq!(
            IssueCommentInput::default().validate().unwrap_err()[0].field,
            "body"
        );
        let long = IssueCommentInput {
            body: Some("x".repeat(CODE_BODY_MAX + 1)),
        };
        assert_eq!(long.validate().unwrap_err()[0].code, "too_long");
    }
}
