//! Support tickets: creation by a client, replies, and the admin's Open/Close selector.

use serde::Deserialize;

use super::fields::{one_of, required_text, required_text_msg};
use super::{gather, FieldError};
use crate::constants::{LONG_TEXT_MAX, TITLE_MAX};
use crate::status::TicketStatus;

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
}
