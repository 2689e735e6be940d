//! Webhook endpoints (ADR 0046): a company's, or the firm's; their deliveries are
//! `webhook_deliveries`.

use sqlx::{AnyConnection, FromRow};

use super::{new_id, now_ms};
use crate::ids::UserId;

/// The most endpoints of one company (or of the firm).
pub const ENDPOINTS_MAX: i64 = 10;

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

/// Changes an endpoint; whoever changes it is its maker from now on (whose abilities it follows).
pub async fn update(
    c: &mut AnyConnection,
    id: &str,
    by: &UserId,
    url: &str,
    format: &str,
    events: &str,
    active: bool,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE webhook_endpoints SET url = $1, format = $2, events = $3, active = $4, updated_at = $5, \
         created_by = $7 WHERE id = $6",
    )
    .bind(url)
    .bind(format)
    .bind(events)
    .bind(i16::from(active))
    .bind(now_ms())
    .bind(id)
    .bind(by)
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
         AND u.company_role = 'owner' AND COALESCE(u.company_id, u.id) = w.company_id)) AND (',' || w.events || ',') LIKE $2 \
         ORDER BY w.created_at LIMIT 20",
    )
    .bind(company)
    .bind(format!("%,{event},%"))
    .fetch_all(&mut *c)
    .await
}
