//! What a person types to connect Portico to other systems: a webhook endpoint (its address, the
//! shape of its messages, the events it hears) and a personal API token (its name, what it may do,
//! how long it lasts). Whether an address is inside a private network is the server's check (it
//! resolves the name); here is only what the text itself says.

use serde::Deserialize;

use super::fields::{check_controls, code, is_http_url, one_of, optional_whole, required_text};
use super::{gather, FieldError, NumberOrText};

/// The events a webhook can hear, by their names on the wire (Standard Webhooks' `type`).
pub const WEBHOOK_EVENTS: [&str; 8] = [
    "ticket.opened",
    "ticket.replied",
    "task.done",
    "signoff.decided",
    "quote.decided",
    "invoice.issued",
    "invoice.paid",
    "hours.logged",
];

/// The longest endpoint address.
pub const WEBHOOK_URL_MAX: usize = 2000;

/// What an endpoint's messages look like.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WebhookFormat {
    /// Standard Webhooks: JSON, signed.
    Standard,
    /// A Slack incoming webhook's message.
    Slack,
    /// A Microsoft Teams Workflows webhook's Adaptive Card.
    Teams,
}

impl WebhookFormat {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Standard => "standard",
            Self::Slack => "slack",
            Self::Teams => "teams",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        match s.trim().to_ascii_lowercase().as_str() {
            "standard" => Some(Self::Standard),
            "slack" => Some(Self::Slack),
            "teams" => Some(Self::Teams),
            _ => None,
        }
    }
}

/// A webhook endpoint as typed.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct WebhookInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub url: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub format: Option<String>,
    #[serde(default)]
    pub events: Vec<String>,
}

/// A webhook endpoint, checked: an absolute http(s) address (the server insists on https unless it
/// allows private networks), a format, and at least one known event, each once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Webhook {
    pub url: String,
    pub format: WebhookFormat,
    pub events: Vec<&'static str>,
}

impl WebhookInput {
    pub fn validate(&self) -> Result<Webhook, Vec<FieldError>> {
        let url = webhook_url(&self.url);
        let format = one_of(
            "format",
            "Format",
            &self.format,
            WebhookFormat::parse,
            &["standard", "slack", "teams"],
            Some(WebhookFormat::Standard),
        );
        let events = webhook_events(&self.events);
        gather!(url, format, events => Webhook { url, format, events })
    }
}

fn webhook_url(value: &Option<String>) -> Result<String, FieldError> {
    let text = required_text("url", "Address", value, WEBHOOK_URL_MAX)?;
    check_controls("url", "Address", &text, false)?;
    let host = text
        .split_once("://")
        .map(|(_, rest)| rest.split(['/', '?', '#']).next().unwrap_or_default())
        .unwrap_or_default();
    if !is_http_url(&text) || host.contains('@') {
        return Err(FieldError::new(
            "url",
            code::INVALID_VALUE,
            "Enter the endpoint's full address, starting with https://",
        ));
    }
    Ok(text)
}

fn webhook_events(events: &[String]) -> Result<Vec<&'static str>, FieldError> {
    if let Some(unknown) = events.iter().find(|e| !WEBHOOK_EVENTS.contains(&e.trim())) {
        return Err(FieldError::new(
            "events",
            code::INVALID_VALUE,
            format!("“{}” is not an event a webhook can hear", unknown.trim()),
        ));
    }
    // The list's own order, each once, whatever was typed: one endpoint reads the same twice.
    let chosen: Vec<&'static str> = WEBHOOK_EVENTS
        .iter()
        .copied()
        .filter(|k| events.iter().any(|e| e.trim() == *k))
        .collect();
    if chosen.is_empty() {
        return Err(FieldError::new(
            "events",
            code::REQUIRED,
            "Choose at least one event",
        ));
    }
    Ok(chosen)
}

/// What a personal API token may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenScope {
    /// What the person's pages read, and nothing else.
    Read,
    /// What the person may do on their pages.
    Write,
}

impl TokenScope {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Read => "read",
            Self::Write => "write",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        match s.trim().to_ascii_lowercase().as_str() {
            "read" => Some(Self::Read),
            "write" => Some(Self::Write),
            _ => None,
        }
    }
}

/// The longest token name.
pub const TOKEN_NAME_MAX: usize = 80;
/// The longest life of a token, in days (a year, and a day for a leap year's date).
pub const TOKEN_DAYS_MAX: u32 = 366;

/// A personal API token as asked for.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct ApiTokenInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub name: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub scope: Option<String>,
    #[cfg_attr(
        feature = "ts",
        tsify(optional, type = "number | string"),
        serde(default)
    )]
    pub expires_in_days: Option<NumberOrText>,
}

/// A token asked for, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApiToken {
    pub name: String,
    pub scope: TokenScope,
    pub days: u32,
}

impl ApiTokenInput {
    pub fn validate(&self) -> Result<ApiToken, Vec<FieldError>> {
        let name = required_text("name", "Name", &self.name, TOKEN_NAME_MAX)
            .and_then(|n| check_controls("name", "Name", &n, false).map(|()| n));
        let scope = one_of(
            "scope",
            "Access",
            &self.scope,
            TokenScope::parse,
            &["read", "write"],
            None,
        );
        let days = token_days(&self.expires_in_days);
        gather!(name, scope, days => ApiToken { name, scope, days })
    }
}

fn token_days(value: &Option<NumberOrText>) -> Result<u32, FieldError> {
    let out_of_range = || {
        FieldError::new(
            "expiresInDays",
            code::INVALID_NUMBER,
            format!("Expires in must be from 1 to {TOKEN_DAYS_MAX} days"),
        )
    };
    match optional_whole("expiresInDays", "Expires in", value, TOKEN_DAYS_MAX) {
        Ok(Some(0)) | Err(_) => Err(out_of_range()),
        Ok(Some(n)) => Ok(n),
        Ok(None) => Err(FieldError::new(
            "expiresInDays",
            code::REQUIRED,
            "Expires in is required",
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validate::test_support::input;

    fn hook(json: &str) -> Result<Webhook, Vec<FieldError>> {
        input::<WebhookInput>(json).validate()
    }

    fn fields(r: Result<impl std::fmt::Debug, Vec<FieldError>>) -> Vec<String> {
        r.err()
            .unwrap_or_default()
            .into_iter()
            .map(|e| e.field)
            .collect()
    }

    #[test]
    fn webhook_rules() {
        let ok = hook(r#"{"url":" https://hooks.example.com/p ","events":["task.done","ticket.opened","task.done"]}"#)
            .unwrap();
        assert_eq!(ok.url, "https://hooks.example.com/p");
        assert_eq!(ok.format, WebhookFormat::Standard);
        assert_eq!(ok.events, vec!["ticket.opened", "task.done"]);
        assert_eq!(fields(hook(r#"{"events":["task.done"]}"#)), ["url"]);
        assert_eq!(
            fields(hook(r#"{"url":"ftp://x.example","events":["task.done"]}"#)),
            ["url"]
        );
        assert_eq!(
            fields(hook(
                r#"{"url":"https://u:p@x.example/","events":["task.done"]}"#
            )),
            ["url"]
        );
        assert_eq!(
            fields(hook(
                r#"{"url":"https://x.example/\u0007","events":["task.done"]}"#
            )),
            ["url"]
        );
        assert_eq!(
            fields(hook(r#"{"url":"https://x.example/","events":[]}"#)),
            ["events"]
        );
        assert_eq!(
            fields(hook(
                r#"{"url":"https://x.example/","events":["task.gone"]}"#
            )),
            ["events"]
        );
        assert_eq!(
            fields(hook(
                r#"{"url":"https://x.example/","format":"discord","events":["task.done"]}"#
            )),
            ["format"]
        );
        let long = format!(
            r#"{{"url":"https://x.example/{}","events":["task.done"]}}"#,
            "a".repeat(2000)
        );
        assert_eq!(fields(hook(&long)), ["url"]);
    }

    #[test]
    fn token_rules() {
        let t = |j: &str| input::<ApiTokenInput>(j).validate();
        assert_eq!(
            t(r#"{"name":"Nightly export","scope":"read","expiresInDays":30}"#),
            Ok(ApiToken {
                name: "Nightly export".into(),
                scope: TokenScope::Read,
                days: 30
            })
        );
        assert_eq!(
            fields(t(r#"{"name":"","scope":"read","expiresInDays":30}"#)),
            ["name"]
        );
        assert_eq!(
            fields(t(r#"{"name":"x","scope":"admin","expiresInDays":30}"#)),
            ["scope"]
        );
        assert_eq!(
            fields(t(r#"{"name":"x","scope":"write","expiresInDays":0}"#)),
            ["expiresInDays"]
        );
        assert_eq!(
            fields(t(r#"{"name":"x","scope":"write","expiresInDays":367}"#)),
            ["expiresInDays"]
        );
        assert_eq!(
            fields(t(r#"{"name":"x","scope":"write","expiresInDays":1.5}"#)),
            ["expiresInDays"]
        );
        assert_eq!(
            fields(t(r#"{"name":"x","scope":"write"}"#)),
            ["expiresInDays"]
        );
        assert_eq!(
            fields(t(r#"{"name":"a\tb","scope":"write","expiresInDays":3}"#)),
            ["name"]
        );
    }
}
