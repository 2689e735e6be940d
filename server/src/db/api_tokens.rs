//! Personal API tokens (ADR 0046). A token is a row of `sessions` with a name: what scopes,
//! revokes and deactivates a session does the same to it, and the same lookup finds it. Its end is
//! fixed when it is made (it never slides), read-only tokens are read-only sessions, and it has
//! never proved who it is (`verified_at` 0), so what asks for sudo mode refuses it.

use portico_shared::dates::format_rfc3339_from_ms;
use portico_shared::validate::{ApiToken, TokenScope};
use sqlx::{AnyConnection, FromRow};

use super::{new_id, now_ms};
use crate::credentials::{new_token, token_hash};
use crate::ids::UserId;

/// The most live tokens one person may have.
pub const MAX_LIVE: i64 = 20;

/// What a token's secret starts with, so a secret scanner (and a person) can tell it for one.
pub const PREFIX: &str = "pt_";

#[derive(Debug, FromRow)]
struct Row {
    id: String,
    token_name: Option<String>,
    read_only: i64,
    created_at: i64,
    expires_at: i64,
    last_used_at: i64,
}

/// A token as its owner sees it in their list.
#[derive(Debug, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApiTokenView {
    #[serde(rename = "_id")]
    pub id: String,
    pub name: String,
    /// `read` or `write`.
    pub scope: String,
    pub created_at: String,
    pub expires_at: String,
    /// Null until the token is first used.
    pub last_used_at: Option<String>,
}

impl From<Row> for ApiTokenView {
    fn from(r: Row) -> Self {
        let scope = if r.read_only != 0 {
            TokenScope::Read
        } else {
            TokenScope::Write
        };
        Self {
            id: r.id,
            name: r.token_name.unwrap_or_default(),
            scope: scope.as_str().to_owned(),
            created_at: format_rfc3339_from_ms(r.created_at),
            expires_at: format_rfc3339_from_ms(r.expires_at),
            // Made and never used: its last use is its making.
            last_used_at: (r.last_used_at > r.created_at)
                .then(|| format_rfc3339_from_ms(r.last_used_at)),
        }
    }
}

const COLUMNS: &str = "id, token_name, CAST(read_only AS BIGINT) AS read_only, created_at, \
                       expires_at, last_used_at";

/// The person's tokens that still work, newest first.
pub async fn live_of(
    c: &mut AnyConnection,
    user: &UserId,
) -> Result<Vec<ApiTokenView>, sqlx::Error> {
    let rows: Vec<Row> = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM sessions WHERE user_id = $1 AND token_name IS NOT NULL \
         AND revoked_at IS NULL AND expires_at > $2 ORDER BY created_at DESC LIMIT {MAX_LIVE}"
    ))
    .bind(user)
    .bind(now_ms())
    .fetch_all(&mut *c)
    .await?;
    Ok(rows.into_iter().map(ApiTokenView::from).collect())
}

/// How many tokens of the person still work.
pub async fn count_live(c: &mut AnyConnection, user: &UserId) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT COUNT(*) FROM sessions WHERE user_id = $1 AND token_name IS NOT NULL \
         AND revoked_at IS NULL AND expires_at > $2",
    )
    .bind(user)
    .bind(now_ms())
    .fetch_one(&mut *c)
    .await
}

/// Makes a token: its view, and the secret to show once (only its SHA-256 is kept).
pub async fn create(
    c: &mut AnyConnection,
    user: &UserId,
    token: &ApiToken,
) -> Result<(ApiTokenView, String), sqlx::Error> {
    let secret = format!("{PREFIX}{}", new_token());
    let id = new_id();
    let now = now_ms();
    let expires = now + i64::from(token.days) * 86_400_000;
    let read_only = i16::from(token.scope == TokenScope::Read);
    sqlx::query(
        "INSERT INTO sessions (id, token_hash, user_id, created_at, expires_at, last_used_at, \
         read_only, setup_only, verified_at, method, user_agent, network, token_name) \
         VALUES ($1, $2, $3, $4, $5, $4, $6, 0, 0, 'token', '', '', $7)",
    )
    .bind(&id)
    .bind(token_hash(&secret))
    .bind(user)
    .bind(now)
    .bind(expires)
    .bind(read_only)
    .bind(&token.name)
    .execute(&mut *c)
    .await?;
    let row: Row = sqlx::query_as(&format!("SELECT {COLUMNS} FROM sessions WHERE id = $1"))
        .bind(&id)
        .fetch_one(&mut *c)
        .await?;
    Ok((row.into(), secret))
}

/// Revokes one of the person's tokens: false when they have none by that id still working.
pub async fn revoke(c: &mut AnyConnection, user: &UserId, id: &str) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE sessions SET revoked_at = $1 WHERE id = $2 AND user_id = $3 \
         AND token_name IS NOT NULL AND revoked_at IS NULL",
    )
    .bind(now_ms())
    .bind(id)
    .bind(user)
    .execute(&mut *c)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Records a token's use (at most once a minute per token, as sessions do), without moving its end.
/// A use in the very millisecond the token was made is recorded one later: "never used" is a last
/// use equal to the making, which a used token must never read as.
pub async fn touch(db: &super::Db, session_id: &str) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE sessions SET last_used_at = \
         CASE WHEN $1 > created_at THEN $1 ELSE created_at + 1 END WHERE id = $2",
    )
    .bind(now_ms())
    .bind(session_id)
    .execute(db)
    .await?;
    Ok(())
}
