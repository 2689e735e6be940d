//! Support tickets: creation by a client, replies, and the admin's Open/Close selector.

use serde::Deserialize;

use super::fields::{one_of, optional_text, required_text, required_text_msg};
use super::{gather, FieldError};
use crate::constants::{LONG_TEXT_MAX, TITLE_MAX};
use crate::status::{TicketPriority, TicketState, TicketStatus};

const BOTH_REQUIRED: &str = "Please fill in both title and description.";

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct TicketInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub title: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub description: Option<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Ticket {
    pub title: String,
    pub description: String,
}

impl TicketInput {
    pub fn validate(&self) -> Result<Ticket, Vec<FieldError>> {
        let title = required_text_msg("title", BOTH_REQUIRED, "Title", &self.title, TITLE_MAX);
        let description = required_text_msg(
            "description",
            BOTH_REQUIRED,
            "Description",
            &self.description,
            LONG_TEXT_MAX,
        );
        gather!(title, description => Ticket { title, description })
    }
}

/// A comment on a ticket.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct TicketReplyInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub text: Option<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct TicketReply {
    pub text: String,
}

impl TicketReplyInput {
    pub fn validate(&self) -> Result<TicketReply, Vec<FieldError>> {
        let text = required_text("text", "Comment", &self.text, LONG_TEXT_MAX);
        gather!(text => TicketReply { text })
    }
}

/// The admin's status selector: `Open`, `Closed`, or `Close` (which means `Closed`).
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct TicketStatusInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub status: Option<String>,
}

impl TicketStatusInput {
    pub fn validate(&self) -> Result<TicketStatus, Vec<FieldError>> {
        let status = one_of(
            "status",
            "Status",
            &self.status,
            TicketStatus::parse,
            &["Open", "Closed"],
            None,
        );
        gather!(status => status)
    }
}

/// The priority a client proposes on a new ticket (none: `normal`), or staff set.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct TicketPriorityInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub priority: Option<String>,
}

const PRIORITIES: [&str; 4] = ["low", "normal", "high", "urgent"];

impl TicketPriorityInput {
    /// Staff's choice: required.
    pub fn validate(&self) -> Result<TicketPriority, Vec<FieldError>> {
        let priority = one_of(
            "priority",
            "Priority",
            &self.priority,
            TicketPriority::parse,
            &PRIORITIES,
            None,
        );
        gather!(priority => priority)
    }

    /// A client's proposal: `normal` when none.
    pub fn proposed(&self) -> Result<TicketPriority, Vec<FieldError>> {
        let priority = one_of(
            "priority",
            "Priority",
            &self.priority,
            TicketPriority::parse,
            &PRIORITIES,
            Some(TicketPriority::Normal),
        );
        gather!(priority => priority)
    }
}

/// Staff's state selector.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct TicketStateInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub state: Option<String>,
}

impl TicketStateInput {
    pub fn validate(&self) -> Result<TicketState, Vec<FieldError>> {
        let allowed: Vec<&str> = TicketState::ALL.iter().map(|s| s.as_str()).collect();
        let state = one_of(
            "state",
            "State",
            &self.state,
            TicketState::parse,
            &allowed,
            None,
        );
        gather!(state => state)
    }
}

/// "How did we do?": good or bad, and an optional comment.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct TicketRatingInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub score: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub comment: Option<String>,
}

/// A rating's score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    Good,
    Bad,
}

impl Score {
    pub fn as_str(self) -> &'static str {
        match self {
            Score::Good => "good",
            Score::Bad => "bad",
        }
    }

    fn parse(s: &str) -> Option<Self> {
        match s.trim().to_ascii_lowercase().as_str() {
            "good" => Some(Score::Good),
            "bad" => Some(Score::Bad),
            _ => None,
        }
    }
}

/// The longest rating comment.
pub const RATING_COMMENT_MAX: usize = 2000;

impl TicketRatingInput {
    pub fn validate(&self) -> Result<(Score, String), Vec<FieldError>> {
        let score = one_of(
            "score",
            "Rating",
            &self.score,
            Score::parse,
            &["good", "bad"],
            None,
        );
        let comment = optional_text("comment", "Comment", &self.comment, RATING_COMMENT_MAX)
            .map(Option::unwrap_or_default);
        gather!(score, comment => (score, comment))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validate::test_support::{input, long, t, triples};

    #[test]
    fn ticket_table() {
        let both = "Please fill in both title and description.";
        let cases = [
            (r#"{"title":"Bug","description":"It breaks"}"#, vec![]),
            (
                "{}",
                vec![
                    t("title", "required", both),
                    t("description", "required", both),
                ],
            ),
            (
                r#"{"title":"Bug"}"#,
                vec![t("description", "required", both)],
            ),
            (
                r#"{"title":" ","description":"x"}"#,
                vec![t("title", "required", both)],
            ),
            (
                &format!(r#"{{"title":"{}","description":"x"}}"#, long(201)),
                vec![t(
                    "title",
                    "too_long",
                    "Title must be at most 200 characters",
                )],
            ),
            (
                &format!(r#"{{"title":"x","description":"{}"}}"#, long(5001)),
                vec![t(
                    "description",
                    "too_long",
                    "Description must be at most 5000 characters",
                )],
            ),
        ];
        for (json, want) in cases {
            assert_eq!(
                triples(input::<TicketInput>(json).validate()),
                want,
                "{json}"
            );
        }
        assert_eq!(
            input::<TicketInput>(r#"{"title":" Bug ","description":" It breaks "}"#).validate(),
            Ok(Ticket {
                title: "Bug".into(),
                description: "It breaks".into()
            })
        );
    }

    #[test]
    fn reply_table() {
        assert_eq!(
            input::<TicketReplyInput>(r#"{"text":" thanks "}"#).validate(),
            Ok(TicketReply {
                text: "thanks".into()
            })
        );
        assert_eq!(
            triples(input::<TicketReplyInput>(r#"{"text":""}"#).validate()),
            vec![t("text", "required", "Comment is required")]
        );
    }

    #[test]
    fn status_table() {
        let cases = [
            (r#"{"status":"Open"}"#, Ok(TicketStatus::Open)),
            (r#"{"status":"Closed"}"#, Ok(TicketStatus::Closed)),
            (r#"{"status":"Close"}"#, Ok(TicketStatus::Closed)),
            (r#"{"status":"open"}"#, Ok(TicketStatus::Open)),
        ];
        for (json, want) in cases {
            assert_eq!(input::<TicketStatusInput>(json).validate(), want, "{json}");
        }
        assert_eq!(
            triples(input::<TicketStatusInput>(r#"{"status":"Pending"}"#).validate()),
            vec![t(
                "status",
                "invalid_value",
                "Status must be one of: Open, Closed"
            )]
        );
        assert_eq!(
            triples(input::<TicketStatusInput>("{}").validate()),
            vec![t("status", "required", "Status is required")]
        );
    }

    #[test]
    fn state_priority_and_rating() {
        let state = |j: &str| {
            serde_json::from_str::<TicketStateInput>(j)
                .unwrap()
                .validate()
        };
        assert_eq!(
            state(r#"{"state":"waitingOnClient"}"#),
            Ok(TicketState::WaitingOnClient)
        );
        assert_eq!(state(r#"{"state":"later"}"#).unwrap_err()[0].field, "state");
        let p = |j: &str| serde_json::from_str::<TicketPriorityInput>(j).unwrap();
        assert_eq!(p("{}").proposed(), Ok(TicketPriority::Normal));
        assert_eq!(p("{}").validate().unwrap_err()[0].field, "priority");
        assert_eq!(
            p(r#"{"priority":"Urgent"}"#).validate(),
            Ok(TicketPriority::Urgent)
        );
        let r = |j: &str| {
            serde_json::from_str::<TicketRatingInput>(j)
                .unwrap()
                .validate()
        };
        assert_eq!(r(r#"{"score":"good"}"#), Ok((Score::Good, String::new())));
        assert_eq!(r(r#"{"score":"meh"}"#).unwrap_err()[0].field, "score");
        let long = format!(r#"{{"score":"bad","comment":"{}"}}"#, "x".repeat(2001));
        assert_eq!(r(&long).unwrap_err()[0].field, "comment");
    }
}
