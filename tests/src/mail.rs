//! A real SMTP server for tests (`web/e2e/mail-server.mjs`, run with the project's own Node), so
//! the app's mail goes over an actual SMTP conversation rather than into a stub. Each
//! `MailServer` is a child process of its own on free ports, killed when the value is dropped.
//! Tests read what arrived, and can make the next messages be refused (4xx or 5xx) at DATA.

use std::collections::HashMap;
use std::process::Stdio;
use std::time::{Duration, Instant};

use serde::{Deserialize, Deserializer};
use serde_json::{json, Value};
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{Child, Command};

pub struct MailServer {
    pub smtp_port: u16,
    /// Base URL of the fixture's HTTP API, e.g. `http://127.0.0.1:41227`.
    pub http: String,
    client: reqwest::Client,
    _child: Child,
}

/// One message as the fixture received and parsed it.
#[derive(Debug, Clone, Deserialize)]
pub struct Mail {
    pub id: u64,
    /// Envelope recipients (so Bcc recipients are included), as the client sent them.
    pub to: Vec<String>,
    /// The address in the `From` header (the full header is in `headers["from"]`).
    pub from: String,
    /// Decoded subject.
    pub subject: String,
    /// The text part, decoded.
    pub text: String,
    /// The HTML part, or empty when there is none.
    #[serde(default, deserialize_with = "lenient_string")]
    pub html: String,
    #[serde(rename = "messageId")]
    pub message_id: String,
    /// Raw header values by lower-cased name, unfolded and trimmed but not decoded (an encoded
    /// word stays `=?utf-8?...?=`). The first occurrence of a repeated name.
    pub headers: HashMap<String, String>,
    /// The whole message as it came over the wire.
    #[serde(default)]
    pub raw: String,
}

/// mailparser gives `false` for a missing HTML part; anything but a string reads as empty.
fn lenient_string<'de, D: Deserializer<'de>>(d: D) -> Result<String, D::Error> {
    Ok(match Value::deserialize(d)? {
        Value::String(s) => s,
        _ => String::new(),
    })
}

impl Mail {
    /// The first link in the text part starting with `prefix`, up to whitespace, `>`, `)`, `<`
    /// or `"`.
    pub fn link(&self, prefix: &str) -> Option<String> {
        let start = self.text.find(prefix)?;
        let rest = &self.text[start..];
        let end = rest
            .find(|c: char| c.is_whitespace() || matches!(c, '>' | ')' | '<' | '"'))
            .unwrap_or(rest.len());
        Some(rest[..end].to_owned())
    }

    /// A raw header value by name, in any case.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .get(&name.to_ascii_lowercase())
            .map(String::as_str)
    }
}

impl MailServer {
    /// Starts a fixture on free ports and waits (up to 20 s) until it reports them.
    pub async fn start() -> Self {
        let web = crate::web_dir();
        let node = web.join("node_modules/.bin/node");
        let script = web.join("e2e/mail-server.mjs");
        if !node.exists() || !web.join("node_modules/smtp-server").exists() {
            panic!(
                "the mail fixture needs web/node_modules ({} or smtp-server is missing); run `npm ci` in {}",
                node.display(),
                web.display()
            );
        }
        let mut child = crate::start_process(
            Command::new(&node)
                .arg(&script)
                .current_dir(&web)
                .env("SMTP_PORT", "0")
                .env("HTTP_PORT", "0")
                .stdout(Stdio::piped())
                .stderr(Stdio::inherit()),
            "run `npm ci` in web/",
        );
        let stdout = child.stdout.take().expect("piped stdout");
        let mut lines = BufReader::new(stdout).lines();
        let line = match tokio::time::timeout(Duration::from_secs(20), lines.next_line()).await {
            Ok(Ok(Some(line))) => line,
            Ok(Ok(None)) | Ok(Err(_)) => {
                let status = child.try_wait().ok().flatten();
                panic!(
                    "the mail fixture ({}) ended before reporting its ports (exit: {status:?}); see its stderr above. Is `npm ci` done in {}?",
                    script.display(),
                    web.display()
                )
            }
            Err(_) => panic!(
                "the mail fixture ({}) did not report its ports within 20 s",
                script.display()
            ),
        };
        // Keeps reading so a later write from the fixture never meets a closed pipe.
        tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
        let port = |key: &str| -> u16 {
            line.split_whitespace()
                .find_map(|w| w.strip_prefix(key))
                .and_then(|p| p.parse().ok())
                .unwrap_or_else(|| panic!("unexpected first line from the mail fixture: {line:?}"))
        };
        let (smtp_port, http_port) = (port("smtp="), port("http="));
        Self {
            smtp_port,
            http: format!("http://127.0.0.1:{http_port}"),
            client: reqwest::Client::new(),
            _child: child,
        }
    }

    /// Where the app should send: `smtp://127.0.0.1:<port>` (plain, no TLS).
    pub fn smtp_url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.smtp_port)
    }

    async fn get_json<T: serde::de::DeserializeOwned>(&self, url: reqwest::Url) -> T {
        let res = self
            .client
            .get(url.clone())
            .send()
            .await
            .unwrap_or_else(|e| panic!("mail fixture unreachable at {url} ({e})"));
        assert!(res.status().is_success(), "GET {url}: {}", res.status());
        res.json()
            .await
            .unwrap_or_else(|e| panic!("mail fixture answer to {url} ({e})"))
    }

    fn url(&self, path: &str, query: &[(&str, &str)]) -> reqwest::Url {
        reqwest::Url::parse_with_params(&format!("{}{path}", self.http), query).unwrap()
    }

    /// Every message kept so far, oldest first.
    pub async fn messages(&self) -> Vec<Mail> {
        self.get_json(self.url("/messages", &[])).await
    }

    /// Messages with `to` among their envelope recipients (case-insensitive), oldest first.
    pub async fn messages_to(&self, to: &str) -> Vec<Mail> {
        self.get_json(self.url("/messages", &[("to", to)])).await
    }

    /// Polls every 50 ms until `to` has at least `n` messages, panics after `timeout` with what it
    /// has.
    pub async fn wait_for(&self, to: &str, n: usize, timeout: Duration) -> Vec<Mail> {
        let deadline = Instant::now() + timeout;
        loop {
            let got = self.messages_to(to).await;
            if got.len() >= n {
                return got;
            }
            if Instant::now() >= deadline {
                let (received, refused) = self.stats().await;
                let subjects: Vec<&str> = got.iter().map(|m| m.subject.as_str()).collect();
                panic!(
                    "expected {n} message(s) to {to} within {timeout:?}, got {}: {subjects:?} (fixture totals: {received} received, {refused} refused)",
                    got.len()
                );
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// The next `count` messages are refused at DATA with `code` (e.g. 451 temporary, 550
    /// permanent).
    pub async fn refuse_next(&self, count: u32, code: u16) {
        let message = if code < 500 {
            "Temporary failure (test)"
        } else {
            "Permanent failure (test)"
        };
        let url = self.url("/refuse", &[]);
        let res = self
            .client
            .post(url.clone())
            .json(&json!({ "count": count, "code": code, "message": message }))
            .send()
            .await
            .unwrap_or_else(|e| panic!("mail fixture unreachable at {url} ({e})"));
        assert!(res.status().is_success(), "POST {url}: {}", res.status());
    }

    /// `(received, refused)` since the fixture started; `clear` does not reset them.
    pub async fn stats(&self) -> (u64, u64) {
        let v: Value = self.get_json(self.url("/stats", &[])).await;
        (
            v["received"].as_u64().unwrap_or(0),
            v["refused"].as_u64().unwrap_or(0),
        )
    }

    /// Forgets the messages kept so far.
    pub async fn clear(&self) {
        let url = self.url("/messages", &[]);
        let res = self
            .client
            .delete(url.clone())
            .send()
            .await
            .unwrap_or_else(|e| panic!("mail fixture unreachable at {url} ({e})"));
        assert!(res.status().is_success(), "DELETE {url}: {}", res.status());
    }
}
