//! Sign-off of delivered work and payments received (ADR 0032): staff ask, the client's approvers
//! decide, staff record what was paid.

use serde::Deserialize;

use super::fields::{
    code, currency, money_amount, one_of, optional_date, optional_text, optional_whole, present,
    required_text_msg, NumberOrText,
};
use super::{gather, FieldError};
use crate::constants::{ID_MAX, LONG_TEXT_MAX, SHORT_TEXT_MAX, URL_MAX};
use crate::dates::Date;
use crate::money::Currency;

/// At most this many links and tasks on one request.
pub const SIGN_OFF_LINKS_MAX: usize = 20;
/// Reminders after this many days at most (0: none).
pub const REMIND_DAYS_MAX: u32 = 60;
/// Reminders after this many days when the request does not say.
pub const REMIND_DAYS_DEFAULT: u32 = 3;

/// Who has to approve: any one of the company's approvers, or every one of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ApprovalRule {
    Any,
    All,
}

impl ApprovalRule {
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "any" => Some(Self::Any),
            "all" => Some(Self::All),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Any => "any",
            Self::All => "all",
        }
    }
}

/// What a sign-off is asked for: a goal, or the deliverables of a payment milestone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Subject {
    Goal(String),
    Payment(String),
}

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct SignOffInput {
    /// The goal to sign off (or `payment`, not both).
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub goal: Option<String>,
    /// The payment milestone whose deliverables are signed off.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub payment: Option<String>,
    /// What was delivered, in a few lines.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub summary: Option<String>,
    /// Links to what was delivered (pull requests, a staging site): `http(s)` addresses.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub links: Option<Vec<String>>,
    /// Tasks of the project that were delivered, by id.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub tasks: Option<Vec<String>>,
    /// `any` (default): one approver decides; `all`: every approver must approve.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub rule: Option<String>,
    /// Remind approvers who have not decided after this many days (0: never; default 3).
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub remind_after_days: Option<NumberOrText>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct SignOffRequest {
    pub subject: Subject,
    pub summary: String,
    pub links: Vec<String>,
    pub tasks: Vec<String>,
    pub rule: ApprovalRule,
    pub remind_days: u32,
}

fn list(
    field: &str,
    label: &str,
    values: &Option<Vec<String>>,
    each: impl Fn(&str) -> bool,
    each_message: &str,
) -> Result<Vec<String>, FieldError> {
    let values = values.as_deref().unwrap_or_default();
    if values.len() > SIGN_OFF_LINKS_MAX {
        return Err(FieldError::new(
            field,
            code::TOO_LONG,
            format!("{label}: at most {SIGN_OFF_LINKS_MAX}"),
        ));
    }
    let mut out: Vec<String> = Vec::with_capacity(values.len());
    for v in values {
        let v = v.trim();
        if v.is_empty() {
            continue;
        }
        if !each(v) {
            return Err(FieldError::new(field, code::INVALID_VALUE, each_message));
        }
        if !out.iter().any(|o| o == v) {
            out.push(v.to_owned());
        }
    }
    Ok(out)
}

impl SignOffInput {
    pub fn validate(&self) -> Result<SignOffRequest, Vec<FieldError>> {
        let subject = match (present(&self.goal), present(&self.payment)) {
            (Some(g), None) if g.len() <= ID_MAX => Ok(Subject::Goal(g.to_owned())),
            (None, Some(p)) if p.len() <= ID_MAX => Ok(Subject::Payment(p.to_owned())),
            (None, None) => Err(FieldError::new(
                "goal",
                code::REQUIRED,
                "Choose the goal or the milestone to sign off",
            )),
            _ => Err(FieldError::new(
                "goal",
                code::INVALID_VALUE,
                "Choose a goal or a milestone, not both",
            )),
        };
        let summary = required_text_msg(
            "summary",
            "Say what was delivered",
            "Summary",
            &self.summary,
            LONG_TEXT_MAX,
        );
        let links = list(
            "links",
            "Links",
            &self.links,
            |l| {
                l.chars().count() <= URL_MAX
                    && super::fields::is_http_url(l)
                    && !l.contains(char::is_control)
            },
            "Each link must start with http:// or https://",
        );
        let tasks = list(
            "tasks",
            "Tasks",
            &self.tasks,
            |t| t.len() <= ID_MAX,
            "No such task",
        );
        let rule = one_of(
            "rule",
            "Rule",
            &self.rule,
            ApprovalRule::parse,
            &["any", "all"],
            Some(ApprovalRule::Any),
        );
        let remind_days = optional_whole(
            "remindAfterDays",
            "Remind after days",
            &self.remind_after_days,
            REMIND_DAYS_MAX,
        )
        .map(|d| d.unwrap_or(REMIND_DAYS_DEFAULT));
        gather!(subject, summary, links, tasks, rule, remind_days => SignOffRequest {
            subject,
            summary,
            links,
            tasks,
            rule,
            remind_days,
        })
    }
}

/// An approver's decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Approve,
    Changes,
}

impl Verdict {
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "approve" => Some(Self::Approve),
            "changes" => Some(Self::Changes),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Approve => "approve",
            Self::Changes => "changes",
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct DecisionInput {
    /// `approve` or `changes`.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub decision: Option<String>,
    /// Required to request changes: what needs to change.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub comment: Option<String>,
    /// The `shown` digest of the request as the person read it: a decision is taken on exactly that.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub shown: Option<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Decision {
    pub verdict: Verdict,
    pub comment: String,
    pub shown: String,
}

impl DecisionInput {
    pub fn validate(&self) -> Result<Decision, Vec<FieldError>> {
        let verdict = one_of(
            "decision",
            "Decision",
            &self.decision,
            Verdict::parse,
            &["approve", "changes"],
            None,
        );
        let comment = match verdict {
            Ok(Verdict::Changes) => required_text_msg(
                "comment",
                "Say what needs to change",
                "Comment",
                &self.comment,
                LONG_TEXT_MAX,
            ),
            _ => optional_text("comment", "Comment", &self.comment, LONG_TEXT_MAX)
                .map(Option::unwrap_or_default),
        };
        let shown = match present(&self.shown) {
            Some(s) if s.len() == 64 && s.bytes().all(|b| b.is_ascii_hexdigit()) => {
                Ok(s.to_ascii_lowercase())
            }
            _ => Err(FieldError::new(
                "shown",
                code::INVALID_VALUE,
                "Reload the request before deciding",
            )),
        };
        gather!(verdict, comment, shown => Decision { verdict, comment, shown })
    }
}

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct ReceiptInput {
    /// What was received, in the milestone's currency.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub amount: Option<NumberOrText>,
    /// The milestone's currency (the server takes the milestone's own).
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub currency: Option<String>,
    /// `YYYY-MM-DD`.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub received_on: Option<String>,
    /// A bank reference or a note.
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub note: Option<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Receipt {
    pub amount_minor: i64,
    pub currency: Currency,
    pub received_on: Date,
    pub note: String,
}

impl ReceiptInput {
    pub fn validate(&self) -> Result<Receipt, Vec<FieldError>> {
        let currency = currency("currency", &self.currency);
        let amount_minor = match currency {
            Ok(c) => money_amount("amount", "Amount", &self.amount, c).and_then(|m| {
                if m == 0 {
                    Err(FieldError::new(
                        "amount",
                        code::INVALID_NUMBER,
                        "Amount must be more than 0",
                    ))
                } else {
                    Ok(m)
                }
            }),
            Err(_) => Ok(0),
        };
        let received_on = optional_date("receivedOn", &self.received_on).and_then(|d| {
            d.ok_or_else(|| {
                FieldError::new("receivedOn", code::REQUIRED, "Received on is required")
            })
        });
        let note = optional_text("note", "Note", &self.note, SHORT_TEXT_MAX)
            .map(Option::unwrap_or_default);
        gather!(amount_minor, currency, received_on, note => Receipt {
            amount_minor,
            currency,
            received_on,
            note,
        })
    }
}

/// Staff set a milestone due (or back to planned) by hand.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct PaymentDueInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub is_due: Option<bool>,
}

impl PaymentDueInput {
    pub fn validate(&self) -> Result<bool, Vec<FieldError>> {
        let due = super::fields::required_bool("isDue", "Due", self.is_due);
        gather!(due => due)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validate::test_support::{input, t, triples};

    #[test]
    fn a_request_names_one_subject_and_says_what_was_delivered() {
        let ok = input::<SignOffInput>(
            r#"{"goal":"g1","summary":" Checkout is live. ","links":["https://git.example/pr/7"," ","https://git.example/pr/7"],"tasks":["t1"],"rule":"all","remindAfterDays":"5"}"#,
        )
        .validate()
        .unwrap();
        assert_eq!(ok.subject, Subject::Goal("g1".into()));
        assert_eq!(ok.summary, "Checkout is live.");
        assert_eq!(ok.links, vec!["https://git.example/pr/7".to_owned()]);
        assert_eq!(ok.rule, ApprovalRule::All);
        assert_eq!(ok.remind_days, 5);
        let default = input::<SignOffInput>(r#"{"payment":"p","summary":"x"}"#)
            .validate()
            .unwrap();
        assert_eq!(
            (default.subject, default.rule, default.remind_days),
            (Subject::Payment("p".into()), ApprovalRule::Any, 3)
        );
        assert_eq!(
            triples(
                input::<SignOffInput>(
                    r#"{"rule":"most","links":["ftp://x"],"remindAfterDays":61}"#
                )
                .validate()
            ),
            vec![
                t(
                    "goal",
                    "required",
                    "Choose the goal or the milestone to sign off"
                ),
                t("summary", "required", "Say what was delivered"),
                t(
                    "links",
                    "invalid_value",
                    "Each link must start with http:// or https://"
                ),
                t("rule", "invalid_value", "Rule must be one of: any, all"),
                t(
                    "remindAfterDays",
                    "invalid_number",
                    "Remind after days must be a whole number from 0 to 60"
                ),
            ]
        );
        assert_eq!(
            triples(
                input::<SignOffInput>(r#"{"goal":"g","payment":"p","summary":"x"}"#).validate()
            ),
            vec![t(
                "goal",
                "invalid_value",
                "Choose a goal or a milestone, not both"
            )]
        );
        let many = format!(
            r#"{{"goal":"g","summary":"x","links":[{}]}}"#,
            vec!["\"https://a.example\""; 21].join(",")
        );
        assert_eq!(
            triples(input::<SignOffInput>(&many).validate())[0].0,
            "links"
        );
    }

    #[test]
    fn changes_need_a_comment_and_every_decision_names_what_was_shown() {
        let shown = "a".repeat(64);
        let approve =
            input::<DecisionInput>(&format!(r#"{{"decision":"approve","shown":"{shown}"}}"#))
                .validate()
                .unwrap();
        assert_eq!(
            (approve.verdict, approve.comment.as_str()),
            (Verdict::Approve, "")
        );
        assert_eq!(
            triples(
                input::<DecisionInput>(&format!(
                    r#"{{"decision":"changes","comment":"  ","shown":"{shown}"}}"#
                ))
                .validate()
            ),
            vec![t("comment", "required", "Say what needs to change")]
        );
        assert_eq!(
            triples(input::<DecisionInput>(r#"{"decision":"maybe","shown":"xyz"}"#).validate()),
            vec![
                t(
                    "decision",
                    "invalid_value",
                    "Decision must be one of: approve, changes"
                ),
                t(
                    "shown",
                    "invalid_value",
                    "Reload the request before deciding"
                ),
            ]
        );
    }

    #[test]
    fn receipts_are_positive_amounts_of_the_currency_on_a_day() {
        let r = input::<ReceiptInput>(
            r#"{"amount":"1200.50","currency":"INR","receivedOn":"2026-11-02","note":"NEFT 123"}"#,
        )
        .validate()
        .unwrap();
        assert_eq!((r.amount_minor, r.note.as_str()), (120_050, "NEFT 123"));
        assert_eq!(
            triples(input::<ReceiptInput>(r#"{"amount":0,"currency":"INR"}"#).validate()),
            vec![
                t("amount", "invalid_number", "Amount must be more than 0"),
                t("receivedOn", "required", "Received on is required"),
            ]
        );
        assert_eq!(
            triples(
                input::<ReceiptInput>(
                    r#"{"amount":"1.5","currency":"JPY","receivedOn":"2026-11-02"}"#
                )
                .validate()
            ),
            vec![t(
                "amount",
                "invalid_number",
                "Amount must be a whole number in JPY"
            )]
        );
    }
}
