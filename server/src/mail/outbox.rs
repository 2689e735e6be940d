//! The outbox: every mail is a row written in the same transaction as the action that causes it,
//! so a crash either loses both or neither. Workers in every app server claim due rows with one
//! conditional UPDATE each (portable to both engines), so two servers never send one mail at the
//! same time; a claim lasts [`LEASE_MS`], after which a crashed worker's mail is sent again.

use serde::Serialize;
use sqlx::{AnyConnection, FromRow};

use super::compose::{self, Item, Payload, Topic};
use crate::db::{new_id, now_ms, Db};
use crate::error::ApiError;
use crate::ids::{MailId, ProjectId, UserId};
use crate::paging::{ListQuery, Page, Sorts, Where};

/// The sort keys this list takes (documented by its route, `Api::sorted_by`).
pub const SORTS: Sorts = Sorts {
    keys: &[
        ("createdAt", "created_at"),
        ("to", "to_addr"),
        ("state", "state"),
        ("sentAt", "sent_at"),
    ],
    default: ("createdAt", true),
    tie: "id",
};

/// How long a worker's claim on a mail lasts: longer than any send may take (the worker gives
/// up on one after `worker::SEND_TIMEOUT`), so a live worker never loses its claim mid-send. A
/// crashed worker's mail is sent by another, or after a restart, once the claim runs out.
pub const LEASE_MS: i64 = 60_000;

/// Temporary failures are retried this many times (waits doubling from the base, capped at four
/// hours: with the default 30 s base, about a day in all), then the mail is failed.
pub const MAX_ATTEMPTS: i64 = 14;

pub use super::kind::Kind;

/// A mail to queue.
pub struct NewMail<'a> {
    pub user_id: Option<&'a UserId>,
    pub to: &'a str,
    pub language: &'a str,
    pub kind: Kind,
    pub payload: Payload,
}

fn to_json(p: &Payload) -> String {
    serde_json::to_string(p).unwrap_or_else(|_| "{}".to_owned())
}

/// Queues a mail, to be sent at once, inside the caller's transaction.
pub async fn enqueue(c: &mut AnyConnection, m: NewMail<'_>) -> Result<MailId, sqlx::Error> {
    insert(c, &m, "", now_ms()).await
}

async fn insert(
    c: &mut AnyConnection,
    m: &NewMail<'_>,
    topic: &str,
    send_after: i64,
) -> Result<MailId, sqlx::Error> {
    let id = MailId::generate();
    let now = now_ms();
    sqlx::query(
        "INSERT INTO mail_outbox (id, message_id, user_id, to_addr, kind, topic, payload, subject, \
         send_after, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
    )
    .bind(&id)
    .bind(new_id())
    .bind(m.user_id)
    .bind(m.to)
    .bind(m.kind.as_str())
    .bind(topic)
    .bind(to_json(&m.payload))
    .bind(compose::subject(m.kind, m.language, &m.payload))
    .bind(send_after)
    .bind(now)
    .execute(&mut *c)
    .await?;
    Ok(id)
}

/// Someone a notification goes to.
#[derive(Clone, Debug, FromRow)]
pub struct Recipient {
    pub id: UserId,
    pub email: String,
    pub language: String,
}

/// The condition "has not turned this topic off" on `users`.
fn wants(topic: Topic) -> String {
    format!(
        "(',' || notify_off || ',') NOT LIKE '%,{},%'",
        topic.as_str()
    )
}

/// Staff who receive this topic: every active staff account (invitation accepted) that has not
/// turned it off. At
/// most 200 (a firm with more staff than that would want per-client following first).
pub async fn staff_for(
    c: &mut AnyConnection,
    topic: Topic,
    about: Option<&UserId>,
) -> Result<Vec<Recipient>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT id, email, language FROM users WHERE role = 'admin' AND active = 1 \
         AND password_hash <> '' AND {} AND NOT EXISTS (SELECT 1 FROM client_unfollows f \
         WHERE f.staff_id = users.id AND f.client_id = $1) ORDER BY created_at LIMIT 200",
        wants(topic)
    ))
    // No client: nobody has unfollowed "no client".
    .bind(about.map_or("", UserId::as_str))
    .fetch_all(&mut *c)
    .await
}

/// Whether this staff member follows this client (everyone does until they stop).
pub async fn follows(db: &Db, staff_id: &UserId, client_id: &UserId) -> Result<bool, sqlx::Error> {
    let n: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM client_unfollows WHERE staff_id = $1 AND client_id = $2",
    )
    .bind(staff_id)
    .bind(client_id)
    .fetch_one(db)
    .await?;
    Ok(n == 0)
}

pub async fn set_follows(
    db: &Db,
    staff_id: &UserId,
    client_id: &UserId,
    following: bool,
) -> Result<(), sqlx::Error> {
    if following {
        sqlx::query("DELETE FROM client_unfollows WHERE staff_id = $1 AND client_id = $2")
            .bind(staff_id)
            .bind(client_id)
            .execute(db)
            .await?;
    } else {
        sqlx::query(
            "INSERT INTO client_unfollows (staff_id, client_id, created_at) VALUES ($1, $2, $3) \
             ON CONFLICT (staff_id, client_id) DO NOTHING",
        )
        .bind(staff_id)
        .bind(client_id)
        .bind(now_ms())
        .execute(db)
        .await?;
    }
    Ok(())
}

/// The people of a client company who receive this topic (active, with a password, not turned
/// off), each with their own address and language, while the company itself is active.
pub async fn people_for(
    c: &mut AnyConnection,
    (client_id, project): (&UserId, Option<&ProjectId>),
    topic: Topic,
) -> Result<Vec<Recipient>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT u.id, u.email, u.language FROM users u WHERE u.company_id = $1 AND u.role = 'client' \
         AND u.active = 1 AND u.password_hash <> '' AND {} \
         AND EXISTS (SELECT 1 FROM users c WHERE c.id = $1 AND c.active = 1) \
         AND ($2 = '' OR u.all_projects = 1 OR u.company_role = 'owner' \
              OR EXISTS (SELECT 1 FROM person_projects pp WHERE pp.user_id = u.id AND pp.project_id = $2)) \
         ORDER BY u.created_at, u.id LIMIT {}",
        wants(topic),
        crate::db::users::MAX_PEOPLE
    ))
    .bind(client_id)
    .bind(project.map(ProjectId::as_str).unwrap_or_default())
    .fetch_all(&mut *c)
    .await
}

/// Adds one event to `to`'s notifications, inside the caller's transaction. Events for one
/// person and topic within the digest window join one mail: the first event opens the window
/// (the mail waits until it ends), later ones are appended to the waiting mail.
pub async fn notify(
    c: &mut AnyConnection,
    to: &Recipient,
    item: Item,
    digest_ms: i64,
) -> Result<(), sqlx::Error> {
    let now = now_ms();
    if digest_ms == 0 {
        return insert_notification(c, to, item, now).await;
    }
    // A full waiting mail: this event opens the next one.
    if append_waiting(c, to, &item, now).await? == Appended::Yes {
        return Ok(());
    }
    insert_notification(c, to, item, now + digest_ms).await
}

/// Like `notify` with a digest, but a full waiting mail drops the event instead of opening
/// another mail: at most one mail per person, topic and window, however many events come.
pub async fn gather(
    c: &mut AnyConnection,
    to: &Recipient,
    item: Item,
    window_ms: i64,
) -> Result<(), sqlx::Error> {
    let now = now_ms();
    if append_waiting(c, to, &item, now).await? != Appended::No {
        return Ok(());
    }
    insert_notification(c, to, item, now + window_ms).await
}

#[derive(PartialEq, Eq)]
enum Appended {
    Yes,
    /// The waiting mail holds its 50 events already.
    Full,
    No,
}

async fn append_waiting(
    c: &mut AnyConnection,
    to: &Recipient,
    item: &Item,
    now: i64,
) -> Result<Appended, sqlx::Error> {
    let topic = item.event.topic();
    // At most two rounds: an append loses only to a worker claiming the mail (or another append)
    // in between, and then a fresh mail is the answer anyway.
    let waiting: Option<(String, String)> = sqlx::query_as(
        "SELECT id, payload FROM mail_outbox WHERE user_id = $1 AND kind = 'notify' AND topic = $2 \
         AND state = 'queued' AND attempts = 0 AND send_after > $3 \
         ORDER BY created_at DESC LIMIT 1",
    )
    .bind(&to.id)
    .bind(topic.as_str())
    .bind(now)
    .fetch_optional(&mut *c)
    .await?;
    if let Some((id, old)) = waiting {
        let mut payload: Payload = serde_json::from_str(&old).unwrap_or_default();
        if payload.items.len() >= 50 {
            return Ok(Appended::Full);
        }
        payload.items.push(item.clone());
        let appended = sqlx::query(
            "UPDATE mail_outbox SET payload = $1, subject = $2 \
                 WHERE id = $3 AND payload = $4 AND state = 'queued'",
        )
        .bind(to_json(&payload))
        .bind(compose::subject(Kind::Notify, &to.language, &payload))
        .bind(&id)
        .bind(&old)
        .execute(&mut *c)
        .await?
        .rows_affected();
        if appended == 1 {
            return Ok(Appended::Yes);
        }
    }
    Ok(Appended::No)
}

async fn insert_notification(
    c: &mut AnyConnection,
    to: &Recipient,
    item: Item,
    send_after: i64,
) -> Result<(), sqlx::Error> {
    let topic = item.event.topic();
    let payload = Payload {
        items: vec![item],
        ..Payload::default()
    };
    insert(
        c,
        &NewMail {
            user_id: Some(&to.id),
            to: &to.email,
            language: &to.language,
            kind: Kind::Notify,
            payload,
        },
        topic.as_str(),
        send_after,
    )
    .await?;
    Ok(())
}

/// Mails due now (queued and past their wait, or claimed by a worker whose claim ran out).
pub async fn due(db: &Db, limit: i64) -> Result<Vec<MailId>, sqlx::Error> {
    crate::db::claims::due(db, "mail_outbox", limit).await
}

/// Claims a due mail for this worker; false when another worker got it first.
pub async fn claim(db: &Db, id: &MailId) -> Result<bool, sqlx::Error> {
    crate::db::claims::claim(db, "mail_outbox", id.as_str(), LEASE_MS, "").await
}

/// A claimed mail, with what sending it needs to know of its recipient.
#[derive(Debug, FromRow)]
pub struct Outgoing {
    pub id: MailId,
    pub message_id: String,
    pub user_id: Option<UserId>,
    pub to_addr: String,
    pub kind: String,
    pub topic: String,
    pub payload: String,
    pub attempts: i64,
    pub language: Option<String>,
    pub mail_key: Option<String>,
    pub role: Option<String>,
}

pub async fn load(db: &Db, id: &MailId) -> Result<Option<Outgoing>, sqlx::Error> {
    sqlx::query_as(
        "SELECT m.id, m.message_id, m.user_id, m.to_addr, m.kind, m.topic, m.payload, \
         CAST(m.attempts AS BIGINT) AS attempts, u.language, u.mail_key, u.role \
         FROM mail_outbox m LEFT JOIN users u ON u.id = m.user_id WHERE m.id = $1",
    )
    .bind(id)
    .fetch_optional(db)
    .await
}

/// Sent: the subject is kept for the log; a link with a token is not.
pub async fn mark_sent(
    db: &Db,
    id: &MailId,
    subject: &str,
    forget_link: bool,
) -> Result<(), sqlx::Error> {
    let sql = if forget_link {
        "UPDATE mail_outbox SET state = 'sent', sent_at = $1, subject = $2, last_error = NULL, \
         claimed_until = NULL, payload = '{}' WHERE id = $3"
    } else {
        "UPDATE mail_outbox SET state = 'sent', sent_at = $1, subject = $2, last_error = NULL, \
         claimed_until = NULL WHERE id = $3"
    };
    sqlx::query(sql)
        .bind(now_ms())
        .bind(subject)
        .bind(id)
        .execute(db)
        .await?;
    Ok(())
}

/// A temporary failure: queued again, to be tried after `wait_ms`.
pub async fn mark_retry(
    db: &Db,
    id: &MailId,
    error: &str,
    wait_ms: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE mail_outbox SET state = 'queued', last_error = $1, send_after = $2, \
         claimed_until = NULL WHERE id = $3",
    )
    .bind(error)
    .bind(now_ms() + wait_ms)
    .bind(id)
    .execute(db)
    .await?;
    Ok(())
}

/// A permanent failure (or the last temporary one): shown in the log, sent no more.
pub async fn mark_failed(db: &Db, id: &MailId, error: &str) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE mail_outbox SET state = 'failed', last_error = $1, claimed_until = NULL WHERE id = $2",
    )
    .bind(error)
    .bind(id)
    .execute(db)
    .await?;
    Ok(())
}

/// A mail as the console's mail log shows it.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MailView {
    #[serde(rename = "_id")]
    pub id: String,
    pub to: String,
    pub kind: Kind,
    pub subject: String,
    pub state: MailState,
    pub attempts: i64,
    pub last_error: Option<String>,
    /// Epoch milliseconds.
    pub created_at: i64,
    pub sent_at: Option<i64>,
    /// When a queued or retrying mail is next tried.
    pub next_attempt_at: Option<i64>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum MailState {
    Queued,
    Sending,
    Sent,
    /// Queued again after a temporary failure (`lastError` says which).
    Retrying,
    Failed,
}

#[derive(FromRow)]
struct LogRow {
    id: String,
    to_addr: String,
    kind: String,
    subject: String,
    state: String,
    attempts: i64,
    last_error: Option<String>,
    created_at: i64,
    sent_at: Option<i64>,
    send_after: i64,
}

impl From<LogRow> for MailView {
    fn from(r: LogRow) -> Self {
        let state = match r.state.as_str() {
            "sent" => MailState::Sent,
            "failed" => MailState::Failed,
            "sending" => MailState::Sending,
            _ if r.last_error.is_some() => MailState::Retrying,
            _ => MailState::Queued,
        };
        Self {
            id: r.id,
            to: r.to_addr,
            kind: Kind::parse(&r.kind).unwrap_or(Kind::Test),
            subject: r.subject,
            next_attempt_at: matches!(state, MailState::Queued | MailState::Retrying)
                .then_some(r.send_after),
            state,
            attempts: r.attempts,
            last_error: r.last_error,
            created_at: r.created_at,
            sent_at: r.sent_at,
        }
    }
}

const LOG_COLUMNS: &str =
    "id, to_addr, kind, subject, state, CAST(attempts AS BIGINT) AS attempts, \
     last_error, created_at, sent_at, send_after";

/// The mail log's states (retrying is queued with an error).
pub const STATES: [&str; 5] = ["queued", "sending", "sent", "retrying", "failed"];

/// One page of the mail log, newest first; `state` filters (retrying is queued with an error).
pub async fn page(db: &Db, q: &ListQuery) -> Result<Page<MailView>, ApiError> {
    let mut w = Where::default();
    match q.filter_in("state", &STATES)?.as_deref() {
        Some("queued") => w.and_sql("state = 'queued' AND last_error IS NULL"),
        Some("retrying") => w.and_sql("state = 'queued' AND last_error IS NOT NULL"),
        Some(s) => w.and("state = ?", s.to_owned()),
        None => &mut w,
    };
    if let Some(kind) = q.filter_in("kind", &Kind::NAMES)? {
        w.and("kind = ?", kind);
    }
    w.search(q.like(), &["to_addr", "subject"]);
    let order = q.order_by(&SORTS)?;
    let view = |row: LogRow| MailView::from(row);
    Ok(crate::db::page_of(db, "mail_outbox", LOG_COLUMNS, &w, &order, q, view).await?)
}

/// The failed mails, newest first as in the log: the first `shown` and how many in all (the staff
/// home's block; the log, filtered by state, has them all).
pub async fn failed(db: &Db, shown: i64) -> Result<Page<MailView>, sqlx::Error> {
    let failed = "FROM mail_outbox WHERE state = 'failed'";
    let total = crate::db::count(db, &format!("SELECT COUNT(*) {failed}"), &[]).await?;
    let rows: Vec<LogRow> = sqlx::query_as(&format!(
        "SELECT {LOG_COLUMNS} {failed} ORDER BY created_at DESC, id DESC LIMIT {shown}"
    ))
    .fetch_all(db)
    .await?;
    Ok(Page {
        total,
        rows: rows.into_iter().map(MailView::from).collect(),
    })
}

pub async fn find(db: &Db, id: &MailId) -> Result<Option<MailView>, sqlx::Error> {
    let row: Option<LogRow> = sqlx::query_as(&format!(
        "SELECT {LOG_COLUMNS} FROM mail_outbox WHERE id = $1"
    ))
    .bind(id)
    .fetch_optional(db)
    .await?;
    Ok(row.map(MailView::from))
}

/// Queues a failed mail again, as it was (same Message-ID), with a fresh set of attempts.
/// False when there is no failed mail with this id.
pub async fn retry_failed(c: &mut AnyConnection, id: &MailId) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE mail_outbox SET state = 'queued', attempts = 0, last_error = NULL, send_after = $1 \
         WHERE id = $2 AND state = 'failed'",
    )
    .bind(now_ms())
    .bind(id)
    .execute(c)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Sent mails are kept 90 days in the log, then removed; a link's mail that never went out is
/// useless once its token expired, and is removed after the same time.
pub async fn sweep(db: &Db) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM mail_outbox WHERE created_at < $1 AND state IN ('sent', 'failed')")
        .bind(now_ms() - 90 * 24 * 3_600_000)
        .execute(db)
        .await?;
    Ok(())
}
