//! Email that reaches people. Every mail goes through the outbox (`outbox`): written in the
//! transaction of the action that causes it, rendered in the recipient's language when it is sent
//! (`compose`), and sent over SMTP by a worker in every app server (`worker`). Without `SMTP_URL`
//! mail stays queued and the console's mail log says so.

pub mod compose;
pub mod kind;
pub mod links;
pub mod notify;
pub mod outbox;
pub mod worker;

use std::sync::Arc;
use std::time::Duration;

use hmac::{Hmac, Mac};
use lettre::{AsyncSmtpTransport, Tokio1Executor};
use sha2::Sha256;

pub use crate::config::mail::MailSettings;
pub use compose::{Event, Item, Topic};

/// The mail side of the application state.
pub struct Mailer {
    transport: Option<AsyncSmtpTransport<Tokio1Executor>>,
    pub settings: MailSettings,
    public_url: String,
    wake: tokio::sync::Notify,
}

impl std::fmt::Debug for Mailer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Mailer")
            .field("configured", &self.transport.is_some())
            .finish()
    }
}

impl Mailer {
    pub fn new(settings: MailSettings, public_url: &str) -> Result<Arc<Self>, String> {
        let transport = match &settings.smtp_url {
            None => None,
            Some(url) => Some(
                AsyncSmtpTransport::<Tokio1Executor>::from_url(url.expose())
                    // Never echo the URL: it may hold a password.
                    .map_err(|e| format!("SMTP_URL cannot be used: {e}"))?
                    // Each command's limit; the whole exchange has its own (worker::SEND_TIMEOUT).
                    .timeout(Some(Duration::from_secs(20)))
                    .build(),
            ),
        };
        Ok(Arc::new(Self {
            transport,
            settings,
            public_url: public_url.to_owned(),
            wake: tokio::sync::Notify::new(),
        }))
    }

    pub fn configured(&self) -> bool {
        self.transport.is_some()
    }

    /// Tells this server's worker that mail was queued, so it goes out now rather than at the
    /// next poll. (Other servers find it at their next poll.)
    pub fn wake(&self) {
        self.wake.notify_one();
    }

    /// An address in the product, always from `PUBLIC_URL`, never from a request's Host header.
    pub fn link(&self, path: &str) -> String {
        format!("{}{}", self.public_url, path)
    }

    pub fn public_url(&self) -> &str {
        &self.public_url
    }
}

type HmacSha256 = Hmac<Sha256>;

fn unsubscribe_mac(mail_key: &str, user_id: &str, topic: Topic) -> Option<HmacSha256> {
    let mut mac = HmacSha256::new_from_slice(mail_key.as_bytes()).ok()?;
    mac.update(user_id.as_bytes());
    mac.update(b"|");
    mac.update(topic.as_str().as_bytes());
    Some(mac)
}

/// The token of a one-click unsubscribe link: the account, the topic, and a MAC under the
/// account's own mail key, so it can be checked without signing in and cannot be forged for
/// someone else.
pub fn unsubscribe_token(mail_key: &str, user_id: &str, topic: Topic) -> Option<String> {
    let mac = unsubscribe_mac(mail_key, user_id, topic)?
        .finalize()
        .into_bytes();
    let hex: String = mac[..16].iter().map(|b| format!("{b:02x}")).collect();
    Some(format!("{user_id}.{}.{hex}", topic.as_str()))
}

/// The account and topic of an unsubscribe token, if `mail_key_of` vouches for it.
pub fn parse_unsubscribe(token: &str) -> Option<(&str, Topic, Vec<u8>)> {
    let mut parts = token.split('.');
    let (user, topic, hex) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() || hex.len() != 32 || user.is_empty() || user.len() > 64 {
        return None;
    }
    let bytes = (0..16)
        .map(|i| u8::from_str_radix(hex.get(i * 2..i * 2 + 2)?, 16).ok())
        .collect::<Option<Vec<u8>>>()?;
    Some((user, Topic::parse(topic)?, bytes))
}

pub fn verify_unsubscribe(mail_key: &str, user_id: &str, topic: Topic, mac: &[u8]) -> bool {
    !mail_key.is_empty()
        && unsubscribe_mac(mail_key, user_id, topic)
            .is_some_and(|m| m.verify_truncated_left(mac).is_ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unsubscribe_tokens_verify_only_for_their_account_and_topic() {
        let t = unsubscribe_token("key-1", "user-a", Topic::Tickets).unwrap();
        let (user, topic, mac) = parse_unsubscribe(&t).unwrap();
        assert_eq!((user, topic), ("user-a", Topic::Tickets));
        assert!(verify_unsubscribe("key-1", user, topic, &mac));
        assert!(!verify_unsubscribe("key-2", user, topic, &mac));
        assert!(!verify_unsubscribe("key-1", "user-b", topic, &mac));
        assert!(!verify_unsubscribe("key-1", user, Topic::Contact, &mac));
        assert!(!verify_unsubscribe("", user, topic, &mac));
        for bad in [
            "",
            "a.b",
            "a.tickets.zz",
            "a.nope.00000000000000000000000000000000",
            "a.b.c.d",
        ] {
            assert!(parse_unsubscribe(bad).is_none(), "{bad}");
        }
    }
}
