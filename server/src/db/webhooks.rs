//! Webhook endpoints and their outbox of deliveries (ADR 0046). A delivery is written in the
//! transaction of the change it tells of; workers on every server claim due ones with one
//! conditional UPDATE each, as the mail outbox's do (`mail::outbox`), and a claim runs out after
//! `LEASE_MS`, so a crashed worker's delivery is sent again, with the same `webhook-id`.

use portico_shared::dates::format_rfc3339_from_ms;
use sqlx::{AnyConnection, FromRow};

use super::{new_id, now_ms, Db};
use crate::ids::UserId;

/// The most endpoints of one company (or of the firm).
pub const ENDPOINTS_MAX: i64 = 10;
/// A claim's length: longer than any attempt may take (`hooks::worker::SEND_TIMEOUT`).
pub const LEASE_MS: i64 = 60_000;
/// Attempts before a delivery fails: waits doubling from the base, capped at four hours (with
/// the default 30 s base, about a day in all), as mail's.
pub const MAX_ATTEMPTS: i64 = 14;
/// The deliveries a log shows.
pub const LOG_MAX: i64 = 50;
/// How much of an answer the log keeps.
pub const ANSWER_MAX: usize = 200;

/// Whose endpoints: a company's, or the firm's (`None`).
#[derive(Clone, Copy, Debug)]
pub struct Owner<'a>(pub Option<&'a UserId>);

impl Owner<'_> {
    /// The condition on `webhook_endpoints` (`w`) with its bind at `$n`, if any.
    fn cond(&self, n: usize) -> String {
        match self.0 {
            Some(_) => format!("w.company_id = ${n}"),
            None => "w.company_id IS NULL".to_owned(),
        }
    }
}

#[derive(Clone, Debug, FromRow)]
pub struct EndpointRow {
    pub id: String,
    pub company_id: Option<String>,
    pub url: String,
    pub format: String,
    pub events: String,
    pub secret: String,
    pub active: i64,
    pub created_at: i64,
}

const ENDPOINT: &str = "w.id, w.company_id, w.url, w.format, w.events, w.secret, \
                        CAST(w.active AS BIGINT) AS active, w.created_at";

macro_rules! bind_owner {
    ($q:expr, $owner:expr) => {
        match $owner.0 {
            Some(company) => $q.bind(company.as_str()),
            None => $q,
        }
    };
}

pub async fn endpoints(
    c: &mut AnyConnection,
    owner: Owner<'_>,
) -> Result<Vec<EndpointRow>, sqlx::Error> {
    let sql = format!(
        "SELECT {ENDPOINT} FROM webhook_endpoints w WHERE {} ORDER BY w.created_at, w.id LIMIT {ENDPOINTS_MAX}",
        owner.cond(1)
    );
    bind_owner!(sqlx::query_as::<_, EndpointRow>(&sql), owner)
        .fetch_all(&mut *c)
        .await
}

pub async fn endpoint(
    c: &mut AnyConnection,
    owner: Owner<'_>,
    id: &str,
) -> Result<Option<EndpointRow>, sqlx::Error> {
    let sql = format!(
        "SELECT {ENDPOINT} FROM webhook_endpoints w WHERE w.id = $1 AND {}",
        owner.cond(2)
    );
    bind_owner!(sqlx::query_as::<_, EndpointRow>(&sql).bind(id), owner)
        .fetch_optional(&mut *c)
        .await
}

pub async fn count(c: &mut AnyConnection, owner: Owner<'_>) -> Result<i64, sqlx::Error> {
    let sql = format!(
        "SELECT COUNT(*) FROM webhook_endpoints w WHERE {}",
        owner.cond(1)
    );
    bind_owner!(sqlx::query_scalar::<_, i64>(&sql), owner)
        .fetch_one(&mut *c)
        .await
}

pub struct NewEndpoint<'a> {
    pub owner: Owner<'a>,
    pub created_by: &'a UserId,
    pub url: &'a str,
    pub format: &'a str,
    pub events: &'a str,
    pub secret: &'a str,
}

pub async fn insert(c: &mut AnyConnection, e: NewEndpoint<'_>) -> Result<String, sqlx::Error> {
    let id = new_id();
    let now = now_ms();
    sqlx::query(
        "INSERT INTO webhook_endpoints (id, company_id, created_by, url, format, events, secret, \
         active, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, 1, $8, $8)",
    )
    .bind(&id)
    .bind(e.owner.0.map(|c| c.as_str().to_owned()))
    .bind(e.created_by)
    .bind(e.url)
    .bind(e.format)
    .bind(e.events)
    .bind(e.secret)
    .bind(now)
    .execute(&mut *c)
    .await?;
    Ok(id)
}

pub async fn update(
    c: &mut AnyConnection,
    id: &str,
    url: &str,
    format: &str,
    events: &str,
    active: bool,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE webhook_endpoints SET url = $1, format = $2, events = $3, active = $4, updated_at = $5 \
         WHERE id = $6",
    )
    .bind(url)
    .bind(format)
    .bind(events)
    .bind(i16::from(active))
    .bind(now_ms())
    .bind(id)
    .execute(&mut *c)
    .await?;
    Ok(())
}

pub async fn set_secret(c: &mut AnyConnection, id: &str, secret: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE webhook_endpoints SET secret = $1, updated_at = $2 WHERE id = $3")
        .bind(secret)
        .bind(now_ms())
        .bind(id)
        .execute(&mut *c)
        .await?;
    Ok(())
}

pub async fn delete(c: &mut AnyConnection, id: &str) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM webhook_endpoints WHERE id = $1")
        .bind(id)
        .execute(&mut *c)
        .await?;
    Ok(())
}

/// An endpoint that hears `event` for `company`'s changes: the firm's, and the company's own
/// while the owner who made it still is one. `money`: whoever made it still handles money.
#[derive(Clone, Debug, FromRow)]
pub struct Listener {
    pub id: String,
    pub company_id: Option<String>,
    pub format: String,
    pub money: i64,
}

pub async fn listeners(
    c: &mut AnyConnection,
    company: &UserId,
    event: &str,
) -> Result<Vec<Listener>, sqlx::Error> {
    sqlx::query_as(
        "SELECT w.id, w.company_id, w.format, CAST(CASE WHEN w.company_id IS NULL OR u.finance = 1 \
         OR u.company_role = 'owner' THEN 1 ELSE 0 END AS BIGINT) AS money \
         FROM webhook_endpoints w LEFT JOIN users u ON u.id = w.created_by \
         WHERE w.active = 1 AND (w.company_id IS NULL OR (w.company_id = $1 AND u.active = 1 \
         AND u.company_role = 'owner')) AND (',' || w.events || ',') LIKE $2 \
         ORDER BY w.created_at LIMIT 20",
    )
    .bind(company)
    .bind(format!("%,{event},%"))
    .fetch_all(&mut *c)
    .await
}

/// Queues one delivery now; its id is the message's `webhook-id`.
pub async fn enqueue(
    c: &mut AnyConnection,
    endpoint: &str,
    event: &str,
    body: &str,
) -> Result<String, sqlx::Error> {
    let id = format!("msg_{}", new_id().replace('-', ""));
    let now = now_ms();
    sqlx::query(
        "INSERT INTO webhook_deliveries (id, endpoint_id, event_type, body, send_after, created_at) \
         VALUES ($1, $2, $3, $4, $5, $5)",
    )
    .bind(&id)
    .bind(endpoint)
    .bind(event)
    .bind(body)
    .bind(now)
    .execute(&mut *c)
    .await?;
    Ok(id)
}

#[derive(Clone, Debug, FromRow)]
struct DeliveryRow {
    id: String,
    event_type: String,
    state: String,
    attempts: i64,
    last_status: Option<i64>,
    last_answer: String,
    last_error: Option<String>,
    created_at: i64,
    last_attempt_at: Option<i64>,
    delivered_at: Option<i64>,
}

/// A delivery as its endpoint's log shows it.
#[derive(Clone, Debug, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct WebhookDeliveryView {
    /// The message's `webhook-id`, the same on every attempt.
    #[serde(rename = "_id")]
    pub id: String,
    pub event_type: String,
    /// `queued`, `sending`, `delivered` or `failed`.
    pub state: String,
    pub attempts: i64,
    /// The HTTP status of the last answer (null: none yet, or no answer).
    pub status: Option<i64>,
    /// The first characters of the last answer.
    pub answer: String,
    pub error: Option<String>,
    pub created_at: String,
    pub last_attempt_at: Option<String>,
    pub delivered_at: Option<String>,
}

impl From<DeliveryRow> for WebhookDeliveryView {
    fn from(r: DeliveryRow) -> Self {
        Self {
            id: r.id,
            event_type: r.event_type,
            state: r.state,
            attempts: r.attempts,
            status: r.last_status,
            answer: r.last_answer,
            error: r.last_error,
            created_at: format_rfc3339_from_ms(r.created_at),
            last_attempt_at: r.last_attempt_at.map(format_rfc3339_from_ms),
            delivered_at: r.delivered_at.map(format_rfc3339_from_ms),
        }
    }
}

const DELIVERY: &str = "id, event_type, state, CAST(attempts AS BIGINT) AS attempts, \
                        CAST(last_status AS BIGINT) AS last_status, last_answer, last_error, \
                        created_at, last_attempt_at, delivered_at";

pub async fn log(
    c: &mut AnyConnection,
    endpoint: &str,
) -> Result<Vec<WebhookDeliveryView>, sqlx::Error> {
    let rows: Vec<DeliveryRow> = sqlx::query_as(&format!(
        "SELECT {DELIVERY} FROM webhook_deliveries WHERE endpoint_id = $1 \
         ORDER BY created_at DESC, id DESC LIMIT {LOG_MAX}"
    ))
    .bind(endpoint)
    .fetch_all(&mut *c)
    .await?;
    Ok(rows.into_iter().map(Into::into).collect())
}

pub async fn delivery(
    c: &mut AnyConnection,
    endpoint: &str,
    id: &str,
) -> Result<Option<WebhookDeliveryView>, sqlx::Error> {
    let row: Option<DeliveryRow> = sqlx::query_as(&format!(
        "SELECT {DELIVERY} FROM webhook_deliveries WHERE endpoint_id = $1 AND id = $2"
    ))
    .bind(endpoint)
    .bind(id)
    .fetch_optional(&mut *c)
    .await?;
    Ok(row.map(Into::into))
}

/// The latest delivery of each endpoint of `owner`.
pub async fn latest(
    c: &mut AnyConnection,
    endpoint: &str,
) -> Result<Option<WebhookDeliveryView>, sqlx::Error> {
    let row: Option<DeliveryRow> = sqlx::query_as(&format!(
        "SELECT {DELIVERY} FROM webhook_deliveries WHERE endpoint_id = $1 \
         ORDER BY created_at DESC, id DESC LIMIT 1"
    ))
    .bind(endpoint)
    .fetch_optional(&mut *c)
    .await?;
    Ok(row.map(Into::into))
}

/// "Send again": queued now, its attempts counted afresh, the same `webhook-id`. False when the
/// delivery is being sent right now.
pub async fn requeue(c: &mut AnyConnection, endpoint: &str, id: &str) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE webhook_deliveries SET state = 'queued', attempts = 0, send_after = $1, \
         claimed_until = NULL WHERE endpoint_id = $2 AND id = $3 AND state <> 'sending'",
    )
    .bind(now_ms())
    .bind(endpoint)
    .bind(id)
    .execute(&mut *c)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Deliveries due now (queued and past their wait, or claimed by a worker whose claim ran out).
pub async fn due(db: &Db, limit: i64) -> Result<Vec<String>, sqlx::Error> {
    let now = now_ms();
    sqlx::query_scalar(
        "SELECT id FROM webhook_deliveries WHERE (state = 'queued' AND send_after <= $1) \
         OR (state = 'sending' AND claimed_until < $1) ORDER BY send_after LIMIT $2",
    )
    .bind(now)
    .bind(limit)
    .fetch_all(db)
    .await
}

/// Claims a due delivery for this worker; false when another worker got it first.
pub async fn claim(db: &Db, id: &str) -> Result<bool, sqlx::Error> {
    let now = now_ms();
    let done = sqlx::query(
        "UPDATE webhook_deliveries SET state = 'sending', claimed_until = $1, attempts = attempts + 1, \
         last_attempt_at = $3 WHERE id = $2 AND ((state = 'queued' AND send_after <= $3) \
         OR (state = 'sending' AND claimed_until < $3))",
    )
    .bind(now + LEASE_MS)
    .bind(id)
    .bind(now)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// A claimed delivery with what sending it needs.
#[derive(Debug, FromRow)]
pub struct Outgoing {
    pub id: String,
    pub event_type: String,
    pub body: String,
    pub attempts: i64,
    pub url: String,
    pub format: String,
    pub secret: String,
}

pub async fn load(db: &Db, id: &str) -> Result<Option<Outgoing>, sqlx::Error> {
    sqlx::query_as(
        "SELECT d.id, d.event_type, d.body, CAST(d.attempts AS BIGINT) AS attempts, w.url, w.format, \
         w.secret FROM webhook_deliveries d JOIN webhook_endpoints w ON w.id = d.endpoint_id \
         WHERE d.id = $1",
    )
    .bind(id)
    .fetch_optional(db)
    .await
}

/// What an attempt came to.
pub enum Outcome<'a> {
    Delivered {
        status: i64,
        answer: &'a str,
    },
    Retry {
        status: Option<i64>,
        answer: &'a str,
        error: &'a str,
        wait_ms: i64,
    },
    Failed {
        status: Option<i64>,
        answer: &'a str,
        error: &'a str,
    },
}

pub async fn record(db: &Db, id: &str, outcome: Outcome<'_>) -> Result<(), sqlx::Error> {
    let now = now_ms();
    let q = match outcome {
        Outcome::Delivered { status, answer } => sqlx::query(
            "UPDATE webhook_deliveries SET state = 'delivered', last_status = $1, last_answer = $2, \
             last_error = NULL, delivered_at = $3, claimed_until = NULL WHERE id = $4",
        )
        .bind(status)
        .bind(answer.to_owned())
        .bind(now)
        .bind(id.to_owned()),
        Outcome::Retry { status, answer, error, wait_ms } => sqlx::query(
            "UPDATE webhook_deliveries SET state = 'queued', last_status = $1, last_answer = $2, \
             last_error = $3, send_after = $4, claimed_until = NULL WHERE id = $5",
        )
        .bind(status)
        .bind(answer.to_owned())
        .bind(error.to_owned())
        .bind(now + wait_ms)
        .bind(id.to_owned()),
        Outcome::Failed { status, answer, error } => sqlx::query(
            "UPDATE webhook_deliveries SET state = 'failed', last_status = $1, last_answer = $2, \
             last_error = $3, claimed_until = NULL, send_after = $4 WHERE id = $5",
        )
        .bind(status)
        .bind(answer.to_owned())
        .bind(error.to_owned())
        .bind(now)
        .bind(id.to_owned()),
    };
    q.execute(db).await?;
    Ok(())
}

/// Forgets deliveries older than 30 days (the log shows the latest 50 anyway).
pub async fn sweep(db: &Db) -> Result<u64, sqlx::Error> {
    let done = sqlx::query(
        "DELETE FROM webhook_deliveries WHERE created_at < $1 AND state IN ('delivered', 'failed')",
    )
    .bind(now_ms() - 30 * 86_400_000)
    .execute(db)
    .await?;
    Ok(done.rows_affected())
}
