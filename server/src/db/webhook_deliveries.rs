//! The webhooks' outbox (ADR 0046). A delivery is written in the transaction of the change it
//! tells of; workers on every server claim due ones with one conditional UPDATE each, as the mail
//! outbox's do (`mail::outbox`), and a claim runs out after `LEASE_MS`, so a crashed worker's
//! delivery is sent again, with the same `webhook-id`.

use portico_shared::dates::format_rfc3339_from_ms;
use sqlx::{AnyConnection, FromRow};

use super::{new_id, now_ms, Db};

/// A claim's length: longer than any attempt may take (`hooks::worker::SEND_TIMEOUT`).
pub const LEASE_MS: i64 = 60_000;
/// Attempts before a delivery fails: waits doubling from the base, capped at four hours (with
/// the default 30 s base, about a day in all), as mail's.
pub const MAX_ATTEMPTS: i64 = 14;
/// The deliveries a log shows.
pub const LOG_MAX: i64 = 50;
/// How much of an answer the log keeps.
pub const ANSWER_MAX: usize = 200;

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
    super::claims::due(db, "webhook_deliveries", limit).await
}

/// Claims a due delivery for this worker; false when another worker got it first.
pub async fn claim(db: &Db, id: &str) -> Result<bool, sqlx::Error> {
    super::claims::claim(
        db,
        "webhook_deliveries",
        id,
        LEASE_MS,
        ", last_attempt_at = $3",
    )
    .await
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
    /// 1 while the endpoint may still be sent to: on, and (a company's) its maker still an
    /// active owner, as `webhooks::listeners` asks when queuing.
    pub live: i64,
}

pub async fn load(db: &Db, id: &str) -> Result<Option<Outgoing>, sqlx::Error> {
    sqlx::query_as(
        "SELECT d.id, d.event_type, d.body, CAST(d.attempts AS BIGINT) AS attempts, w.url, w.format, \
         w.secret, CAST(CASE WHEN w.active = 1 AND (w.company_id IS NULL OR (u.active = 1 \
         AND u.company_role = 'owner' AND COALESCE(u.company_id, u.id) = w.company_id)) THEN 1 ELSE 0 END AS BIGINT) AS live \
         FROM webhook_deliveries d JOIN webhook_endpoints w ON w.id = d.endpoint_id \
         LEFT JOIN users u ON u.id = w.created_by WHERE d.id = $1",
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
