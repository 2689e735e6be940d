//! The sender: every app server runs one. It takes due mails from the outbox one claim at a time
//! (see `outbox::claim`), renders each in its recipient's language and hands it to the SMTP
//! server. Temporary failures wait and retry, doubling the wait; permanent ones fail at once.

use std::time::Duration;

use lettre::message::header::ContentType;
use lettre::message::header::{Header, HeaderName, HeaderValue};
use lettre::message::{Attachment, Mailbox, MultiPart};
use lettre::{AsyncTransport, Message};

use super::compose::{self, Links, Payload, Topic};
use super::outbox::{self, Kind, Outgoing};
use std::sync::Arc;

use super::Mailer;
use crate::db::Db;
use crate::ids::{MailId, UserId};

/// How often a worker looks for due mail when nothing woke it (mail queued by another server,
/// a retry's wait ending, a digest window closing).
pub const POLL: Duration = Duration::from_secs(1);

/// The longest one mail's whole exchange may take before it counts as a temporary failure;
/// well inside the claim's lease (`outbox::LEASE_MS`).
pub const SEND_TIMEOUT: Duration = Duration::from_secs(40);

/// What the sender works with: the outbox's database and the mail settings and transport.
pub struct Worker {
    pub db: Db,
    pub mail: Arc<Mailer>,
}

pub fn spawn(state: Worker) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        if !state.mail.configured() {
            tracing::warn!("no mail server configured (SMTP_URL): mail stays queued");
            return;
        }
        loop {
            tokio::select! {
                _ = state.mail.wake.notified() => {}
                _ = tokio::time::sleep(POLL) => {}
            }
            if let Err(e) = run_once(&state).await {
                tracing::warn!(error = %e, "mail worker: cannot read the outbox; will retry");
            }
        }
    })
}

/// Sends what is due now; returns how many mails this worker claimed.
pub async fn run_once(state: &Worker) -> Result<usize, sqlx::Error> {
    let mut claimed = 0;
    loop {
        let ids = outbox::due(&state.db, 20).await?;
        if ids.is_empty() {
            return Ok(claimed);
        }
        let before = claimed;
        for id in ids {
            if outbox::claim(&state.db, &id).await? {
                claimed += 1;
                send_one(state, &id).await?;
            }
        }
        // Every due mail was taken by another server: they are on it.
        if claimed == before {
            return Ok(claimed);
        }
    }
}

async fn send_one(state: &Worker, id: &MailId) -> Result<(), sqlx::Error> {
    let db = &state.db;
    let Some(out) = outbox::load(db, id).await? else {
        return Ok(());
    };
    let Some(kind) = Kind::parse(&out.kind) else {
        return outbox::mark_failed(db, id, "unknown kind of mail").await;
    };
    let mut payload: Payload = serde_json::from_str(&out.payload).unwrap_or_default();
    if let Some(purpose) = kind.link_purpose() {
        let link = match &out.user_id {
            Some(user) => {
                super::links::link_for_sending(db, &state.mail, user, &out.to_addr, purpose).await?
            }
            None => None,
        };
        match link {
            Some(link) => payload.link = Some(link),
            // Withdrawn since it was queued (an invitation revoked, an address changed...).
            None => {
                return outbox::mark_failed(db, id, "withdrawn: the link is no longer valid").await
            }
        }
    }
    let unsubscribe = match (kind, Topic::parse(&out.topic), &out.user_id) {
        (Kind::Notify, Some(topic), Some(user)) => {
            let key = mail_key(db, user, out.mail_key.as_deref()).await?;
            super::unsubscribe_token(&key, user, topic)
        }
        _ => None,
    };
    // Mail clients POST to the API (RFC 8058); people get a page with a button, since mail
    // scanners open every link in a mail.
    let one_click = unsubscribe
        .as_ref()
        .map(|t| state.mail.link(&format!("/api/mail/unsubscribe/{t}")));
    let page = unsubscribe
        .as_ref()
        .map(|t| state.mail.link(&format!("/unsubscribe#{t}")));
    let settings_path = if out.role.as_deref() == Some("admin") {
        "/admin?section=settings"
    } else {
        "/profileSettings"
    };
    let language = out.language.as_deref().unwrap_or("en");
    let rendered = compose::render(
        kind,
        language,
        &payload,
        &Links {
            public_url: state.mail.public_url(),
            unsubscribe: page,
            settings_path,
        },
    );
    // An invoice's PDF as issued, read now so the outbox keeps only its id.
    let attachment = match &payload.invoice {
        // Checked again as it leaves: the recipient may have lost finance, the project or their
        // place in the company since the mail was queued.
        Some(invoice)
            if !crate::db::invoices::recipient_may_read(
                db,
                invoice,
                out.user_id.as_ref().map(|u| u.as_str()).unwrap_or_default(),
            )
            .await? =>
        {
            return outbox::mark_failed(db, id, "the recipient no longer handles this invoice")
                .await
        }
        Some(invoice) => match crate::db::invoices::pdf_by_id(db, invoice).await? {
            Some(pdf) => Some(pdf),
            None => return outbox::mark_failed(db, id, "the invoice is gone").await,
        },
        None => match &payload.receipt {
            None => None,
            // A receipt: its invoice's readers only, checked as it leaves too.
            Some(payment) => match crate::db::online::receipt(db, payment).await? {
                Some((invoice, pdf))
                    if crate::db::invoices::recipient_may_read(
                        db,
                        &invoice,
                        out.user_id.as_ref().map(|u| u.as_str()).unwrap_or_default(),
                    )
                    .await? =>
                {
                    Some(pdf)
                }
                Some(_) => {
                    return outbox::mark_failed(
                        db,
                        id,
                        "the recipient no longer handles this invoice",
                    )
                    .await
                }
                None => None,
            },
        },
    };
    let message = match build(state, &out, &rendered, one_click.as_deref(), attachment) {
        Ok(m) => m,
        Err(e) => return outbox::mark_failed(db, id, &e).await,
    };
    let Some(transport) = &state.mail.transport else {
        // Configuration changed under a claimed mail: leave it for a server that can send it.
        return outbox::mark_retry(db, id, "no mail server configured", 60_000).await;
    };
    let sent = match tokio::time::timeout(SEND_TIMEOUT, transport.send(message)).await {
        Ok(sent) => sent,
        Err(_) => {
            let wait = retry_wait(state.mail.settings.retry_base_ms, out.attempts);
            return outbox::mark_retry(db, id, "the mail server did not finish in time", wait)
                .await;
        }
    };
    match sent {
        Ok(_) => {
            tracing::info!(mail = %id, kind = kind.as_str(), "mail sent");
            outbox::mark_sent(db, id, &rendered.subject, kind.holds_secret()).await
        }
        Err(e) => {
            let error: String = e.to_string().chars().take(500).collect();
            if e.is_permanent() || out.attempts >= outbox::MAX_ATTEMPTS {
                tracing::warn!(mail = %id, error = %error, "mail failed");
                outbox::mark_failed(db, id, &error).await
            } else {
                let wait = retry_wait(state.mail.settings.retry_base_ms, out.attempts);
                tracing::info!(mail = %id, error = %error, wait_ms = wait, "mail refused for now; will retry");
                outbox::mark_retry(db, id, &error, wait).await
            }
        }
    }
}

/// The wait after the `attempts`-th failure: the base, doubling, at most four hours.
pub fn retry_wait(base_ms: i64, attempts: i64) -> i64 {
    let doublings = (attempts - 1).clamp(0, 20) as u32;
    base_ms.saturating_mul(1 << doublings).min(4 * 3_600_000)
}

/// The account's mail key, made on first use (an account made before mail existed has none).
async fn mail_key(db: &Db, user: &UserId, known: Option<&str>) -> Result<String, sqlx::Error> {
    if let Some(k) = known.filter(|k| !k.is_empty()) {
        return Ok(k.to_owned());
    }
    sqlx::query("UPDATE users SET mail_key = $1 WHERE id = $2 AND mail_key = ''")
        .bind(crate::credentials::new_token())
        .bind(user)
        .execute(db)
        .await?;
    // Whoever set it first, this is the key now.
    sqlx::query_scalar("SELECT mail_key FROM users WHERE id = $1")
        .bind(user)
        .fetch_one(db)
        .await
}

macro_rules! raw_header {
    ($ty:ident, $name:literal) => {
        #[derive(Clone)]
        struct $ty(String);
        impl Header for $ty {
            fn name() -> HeaderName {
                HeaderName::new_from_ascii_str($name)
            }
            fn parse(s: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
                Ok(Self(s.to_owned()))
            }
            fn display(&self) -> HeaderValue {
                // Our own ASCII values (a URL in angle brackets) go as they are: the encoder
                // would turn a long one into encoded words, which mail clients do not follow.
                if self.0.bytes().all(|b| (0x20..0x7f).contains(&b)) {
                    HeaderValue::dangerous_new_pre_encoded(
                        Self::name(),
                        self.0.clone(),
                        self.0.clone(),
                    )
                } else {
                    HeaderValue::new(Self::name(), self.0.clone())
                }
            }
        }
    };
}
raw_header!(ListUnsubscribe, "List-Unsubscribe");
raw_header!(ListUnsubscribePost, "List-Unsubscribe-Post");
raw_header!(AutoSubmitted, "Auto-Submitted");

fn build(
    state: &Worker,
    out: &Outgoing,
    rendered: &compose::Rendered,
    unsubscribe: Option<&str>,
    attachment: Option<crate::db::invoices::Pdf>,
) -> Result<Message, String> {
    let to: Mailbox = out
        .to_addr
        .parse()
        .map_err(|_| format!("not an address: {}", out.to_addr))?;
    let from = state.mail.settings.from.clone();
    let domain = from.email.domain().to_owned();
    let mut builder = Message::builder()
        .from(from)
        .to(to)
        .subject(rendered.subject.clone())
        // Fixed for the mail's whole life: a second delivery after a crash is the same message.
        .message_id(Some(format!("<{}@{}>", out.message_id, domain)))
        .header(AutoSubmitted("auto-generated".into()));
    if let Some(u) = unsubscribe {
        builder = builder
            .header(ListUnsubscribe(format!("<{u}>")))
            .header(ListUnsubscribePost("List-Unsubscribe=One-Click".into()));
    }
    let body = MultiPart::alternative_plain_html(rendered.text.clone(), rendered.html.clone());
    let body = match attachment {
        None => body,
        Some(pdf) => {
            let pdf_type = ContentType::parse("application/pdf").map_err(|e| e.to_string())?;
            MultiPart::mixed()
                .multipart(body)
                .singlepart(Attachment::new(pdf.file_name()).body(pdf.bytes, pdf_type))
        }
    };
    builder
        .multipart(body)
        .map_err(|e| format!("cannot build the message: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retries_wait_twice_as_long_each_time_up_to_four_hours() {
        assert_eq!(retry_wait(30_000, 1), 30_000);
        assert_eq!(retry_wait(30_000, 2), 60_000);
        assert_eq!(retry_wait(30_000, 5), 480_000);
        assert_eq!(retry_wait(30_000, 14), 4 * 3_600_000);
        // Fourteen attempts from a 30 s base add up to about a day.
        let total: i64 = (1..outbox::MAX_ATTEMPTS)
            .map(|n| retry_wait(30_000, n))
            .sum();
        assert!((16 * 3_600_000..30 * 3_600_000).contains(&total), "{total}");
    }
}
