//! A webhook receiver for tests: an HTTP/1.1 server on a loopback port (axum over a tokio
//! `TcpListener` bound to `127.0.0.1:0`) that records every request it gets (method, path,
//! headers, body) and answers each with the next status of a sequence the test chose
//! (`[500, 500, 200]`: two failures, then a success), 200 once the sequence is used up.
//!
//! It also checks a Standard Webhooks signature (`webhook-signature: v1,<base64 HMAC-SHA256>` of
//! `"{webhook-id}.{webhook-timestamp}.{body}"`, keyed with the base64 after `whsec_`) with code of
//! its own: nothing here comes from the server.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::Router;
use hmac::{Hmac, Mac};
use serde_json::Value;
use sha2::Sha256;

/// How long `wait_for` waits before it fails the test: deliveries with a retry base of 100 ms
/// arrive well within it.
pub const WAIT: Duration = Duration::from_secs(10);

/// One request the receiver got.
#[derive(Clone, Debug)]
pub struct Received {
    pub method: String,
    /// The path and query, as sent.
    pub path: String,
    /// Header names lower-cased, in the order sent.
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
    /// The status it was answered.
    pub answered: u16,
}

impl Received {
    /// The first value of header `name` (any case).
    pub fn header(&self, name: &str) -> Option<&str> {
        let name = name.to_ascii_lowercase();
        self.headers
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The `webhook-id` header ("" when absent).
    pub fn webhook_id(&self) -> &str {
        self.header("webhook-id").unwrap_or_default()
    }

    /// The body as JSON (`Null` when it is not JSON).
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.body).unwrap_or(Value::Null)
    }

    /// The body's `type` ("" when it has none: a Slack or Teams message).
    pub fn event_type(&self) -> String {
        self.json()["type"].as_str().unwrap_or_default().to_owned()
    }

    /// Whether the body mentions `text` anywhere (an id in its `data`, say).
    pub fn mentions(&self, text: &str) -> bool {
        String::from_utf8_lossy(&self.body).contains(text)
    }

    /// Whether one of the `webhook-signature` header's signatures (space-separated `v1,<base64>`)
    /// is the one `secret` makes for this request's id, timestamp and body.
    pub fn signed_with(&self, secret: &str) -> bool {
        let (Some(id), Some(timestamp), Some(header)) = (
            self.header("webhook-id"),
            self.header("webhook-timestamp"),
            self.header("webhook-signature"),
        ) else {
            return false;
        };
        let expected = standard_signature(secret, id, timestamp, &self.body);
        header.split(' ').any(|s| s == expected)
    }
}

/// The Standard Webhooks signature of a message: `v1,` and the base64 of HMAC-SHA256 over
/// `"{id}.{timestamp}.{body}"`, keyed with the base64-decoded part of `secret` after `whsec_`.
pub fn standard_signature(secret: &str, id: &str, timestamp: &str, body: &[u8]) -> String {
    let key = base64_decode(secret.strip_prefix("whsec_").unwrap_or(secret));
    let mut mac = Hmac::<Sha256>::new_from_slice(&key).expect("any key length");
    mac.update(id.as_bytes());
    mac.update(b".");
    mac.update(timestamp.as_bytes());
    mac.update(b".");
    mac.update(body);
    format!("v1,{}", base64_encode(&mac.finalize().into_bytes()))
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Standard base64 with padding (the tests crate has no encoder of its own).
pub fn base64_encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |acc, (i, b)| acc | (u32::from(*b) << (16 - 8 * i)));
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// Standard base64 (or its URL form), padded or not, line breaks ignored; panics on anything
/// else (the tests crate has no decoder of its own).
pub fn base64_decode(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => u32::from(c - b'A'),
        b'a'..=b'z' => u32::from(c - b'a') + 26,
        b'0'..=b'9' => u32::from(c - b'0') + 52,
        b'+' | b'-' => 62,
        b'/' | b'_' => 63,
        _ => panic!("not base64: {:?}", c as char),
    };
    let (mut out, mut acc, mut bits) = (Vec::new(), 0u32, 0u32);
    for c in text.bytes().filter(|c| !matches!(c, b'=' | b'\r' | b'\n')) {
        acc = (acc << 6) | value(c);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push(((acc >> bits) & 0xff) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    out
}

#[derive(Default)]
struct Inner {
    statuses: VecDeque<u16>,
    received: Vec<Received>,
}

/// The receiver: started by a test, serving until the test's runtime ends.
#[derive(Clone)]
pub struct WebhookReceiver {
    /// `http://127.0.0.1:<port>`.
    pub address: String,
    inner: Arc<Mutex<Inner>>,
}

impl WebhookReceiver {
    /// Starts a receiver that answers its first requests with `statuses`, in order, and 200
    /// after them.
    pub async fn start(statuses: &[u16]) -> Self {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind a loopback port");
        let address = format!("http://{}", listener.local_addr().expect("its address"));
        let receiver = Self {
            address,
            inner: Arc::new(Mutex::new(Inner {
                statuses: statuses.iter().copied().collect(),
                received: Vec::new(),
            })),
        };
        let app = Router::new().fallback(receive).with_state(receiver.clone());
        tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        receiver
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The receiver's address with `path` (`/hooks/a`): what an endpoint is registered with.
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.address)
    }

    /// Answers the next requests with `statuses` (after any still queued).
    pub fn answer_next(&self, statuses: &[u16]) {
        self.lock().statuses.extend(statuses);
    }

    /// Every request so far, in the order they came.
    pub fn received(&self) -> Vec<Received> {
        self.lock().received.clone()
    }

    /// The requests so far that carry `webhook-id` `id`.
    pub fn with_id(&self, id: &str) -> Vec<Received> {
        self.received()
            .into_iter()
            .filter(|r| r.webhook_id() == id)
            .collect()
    }

    /// Waits (polling every 20 ms, at most `WAIT`) until `check` holds of everything received,
    /// and answers it; fails the test, naming `what` and showing what came, if it never does.
    pub async fn wait_for(&self, what: &str, check: impl Fn(&[Received]) -> bool) -> Vec<Received> {
        let start = Instant::now();
        loop {
            let got = self.received();
            if check(&got) {
                return got;
            }
            if start.elapsed() > WAIT {
                let shown: Vec<String> = got
                    .iter()
                    .map(|r| {
                        format!(
                            "{} {} id={} -> {}: {}",
                            r.method,
                            r.path,
                            r.webhook_id(),
                            r.answered,
                            String::from_utf8_lossy(&r.body)
                        )
                    })
                    .collect();
                panic!("{what}: not within {WAIT:?}; received {shown:#?}");
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Waits for the first request whose body mentions `text`, and answers it.
    pub async fn wait_for_mention(&self, text: &str) -> Received {
        let got = self
            .wait_for(&format!("a request mentioning {text}"), |r| {
                r.iter().any(|r| r.mentions(text))
            })
            .await;
        got.into_iter()
            .find(|r| r.mentions(text))
            .expect("found above")
    }
}

async fn receive(
    State(receiver): State<WebhookReceiver>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
    body: Bytes,
) -> (StatusCode, String) {
    let mut inner = receiver.lock();
    let status = inner.statuses.pop_front().unwrap_or(200);
    inner.received.push(Received {
        method: method.as_str().to_owned(),
        path: uri
            .path_and_query()
            .map_or_else(|| uri.path().to_owned(), |p| p.as_str().to_owned()),
        headers: headers
            .iter()
            .map(|(n, v)| {
                (
                    n.as_str().to_ascii_lowercase(),
                    String::from_utf8_lossy(v.as_bytes()).into_owned(),
                )
            })
            .collect(),
        body: body.to_vec(),
        answered: status,
    });
    let code = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    (code, format!("answer {status}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_round_trips_and_matches_known_values() {
        assert_eq!(base64_encode(b""), "");
        assert_eq!(base64_encode(b"f"), "Zg==");
        assert_eq!(base64_encode(b"fo"), "Zm8=");
        assert_eq!(base64_encode(b"foo"), "Zm9v");
        assert_eq!(base64_encode(b"foobar"), "Zm9vYmFy");
        for text in ["", "f", "fo", "foo", "foob", "fooba", "foobar"] {
            assert_eq!(
                base64_decode(&base64_encode(text.as_bytes())),
                text.as_bytes()
            );
        }
    }

    /// The example of the Standard Webhooks specification's reference libraries.
    #[test]
    fn the_signature_is_the_standard_one() {
        let secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
        let id = "msg_p5jXN8AQM9LWM0D4loKWxJek";
        let timestamp = "1614265330";
        let body = br#"{"test": 2432232314}"#;
        assert_eq!(
            standard_signature(secret, id, timestamp, body),
            "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="
        );
    }
}
