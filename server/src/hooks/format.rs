//! What a delivery's body is, by the endpoint's format, from the envelope `emit` queued: the
//! Standard Webhooks payload (`type`, `timestamp`, `data`), a Slack incoming webhook's message, or
//! a Teams Workflows webhook's Adaptive Card (the old Office 365 connectors are retired).

use serde_json::{json, Value};

/// The body to send, from the stored envelope, with links under `public_url`.
pub fn body(format: &str, envelope: &str, public_url: &str) -> String {
    let env: Value = serde_json::from_str(envelope).unwrap_or(Value::Null);
    let link = format!(
        "{}{}",
        public_url.trim_end_matches('/'),
        env["path"].as_str().unwrap_or("/")
    );
    let headline = env["headline"].as_str().unwrap_or_default();
    match format {
        "slack" => json!({
            "text": format!("{} {link}", slack_escape(headline)),
            "blocks": [
                { "type": "section", "text": { "type": "mrkdwn", "text": slack_escape(headline) } },
                { "type": "context", "elements": [
                    { "type": "mrkdwn", "text": format!("<{link}|Open in Portico>") }
                ] }
            ]
        })
        .to_string(),
        "teams" => json!({
            "type": "message",
            "attachments": [{
                "contentType": "application/vnd.microsoft.card.adaptive",
                "contentUrl": null,
                "content": {
                    "$schema": "http://adaptivecards.io/schemas/adaptive-card.json",
                    "type": "AdaptiveCard",
                    "version": "1.4",
                    "body": [
                        { "type": "TextBlock", "text": "Portico", "weight": "Bolder", "size": "Small", "isSubtle": true },
                        { "type": "TextBlock", "text": headline, "wrap": true }
                    ],
                    "actions": [{ "type": "Action.OpenUrl", "title": "Open in Portico", "url": link }]
                }
            }]
        })
        .to_string(),
        _ => {
            let mut data = env["data"].clone();
            if let Value::Object(map) = &mut data {
                map.insert("url".into(), Value::String(link));
            }
            json!({ "type": env["type"], "timestamp": env["timestamp"], "data": data }).to_string()
        }
    }
}

/// Slack's three control characters in text.
fn slack_escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    const ENVELOPE: &str = r#"{"type":"ticket.opened","timestamp":"2026-12-07T10:00:00.000Z","headline":"Ticket opened: <b>","path":"/dashboard","data":{"ticket":{"_id":"t1"}}}"#;

    #[test]
    fn shapes_each_format() {
        let std: Value =
            serde_json::from_str(&body("standard", ENVELOPE, "https://p.example/")).unwrap();
        assert_eq!(std["type"], "ticket.opened");
        assert_eq!(std["data"]["ticket"]["_id"], "t1");
        assert_eq!(std["data"]["url"], "https://p.example/dashboard");
        assert!(std.get("headline").is_none());
        let slack: Value =
            serde_json::from_str(&body("slack", ENVELOPE, "https://p.example")).unwrap();
        assert_eq!(
            slack["blocks"][0]["text"]["text"],
            "Ticket opened: &lt;b&gt;"
        );
        let teams: Value =
            serde_json::from_str(&body("teams", ENVELOPE, "https://p.example")).unwrap();
        let card = &teams["attachments"][0];
        assert_eq!(
            card["contentType"],
            "application/vnd.microsoft.card.adaptive"
        );
        assert_eq!(
            card["content"]["actions"][0]["url"],
            "https://p.example/dashboard"
        );
    }
}
