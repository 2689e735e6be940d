//! Single-use tokens of emailed links (invitation, password reset, one-time sign-in). Only a
//! SHA-256 of each token is stored; a token works once, before its expiry, for its purpose only.

use sqlx::AnyConnection;

use super::{now_ms, Db};
use crate::credentials::{new_token, token_hash};
use crate::ids::UserId;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    Invitation,
    Reset,
    SignIn,
}

impl Purpose {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Invitation => "invitation",
            Self::Reset => "reset",
            Self::SignIn => "sign_in",
        }
    }

    /// How long a link of this kind works.
    pub fn ttl_ms(self) -> i64 {
        match self {
            Self::Invitation => 7 * 24 * 3_600_000,
            Self::Reset => 60 * 60_000,
            Self::SignIn => 15 * 60_000,
        }
    }
}

/// A new token for `user_id`. Earlier unused tokens of the same purpose stop working: only the
/// latest link mailed works.
pub async fn issue(
    c: &mut AnyConnection,
    user_id: &UserId,
    purpose: Purpose,
) -> Result<String, sqlx::Error> {
    revoke(&mut *c, user_id, purpose).await?;
    let token = new_token();
    let now = now_ms();
    sqlx::query(
        "INSERT INTO account_tokens (token_hash, user_id, purpose, created_at, expires_at) \
         VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(token_hash(&token))
    .bind(user_id)
    .bind(purpose.as_str())
    .bind(now)
    .bind(now + purpose.ttl_ms())
    .execute(&mut *c)
    .await?;
    Ok(token)
}

/// Uses a token up: the account it belongs to, or `None` when it is unknown, expired, used or
/// of another purpose. One statement, so two requests with one token cannot both succeed.
pub async fn consume(
    c: &mut AnyConnection,
    token: &str,
    purpose: Purpose,
) -> Result<Option<UserId>, sqlx::Error> {
    let now = now_ms();
    sqlx::query_scalar(
        "UPDATE account_tokens SET used_at = $1 WHERE token_hash = $2 AND purpose = $3 \
         AND used_at IS NULL AND expires_at > $1 RETURNING user_id",
    )
    .bind(now)
    .bind(token_hash(token))
    .bind(purpose.as_str())
    .fetch_optional(&mut *c)
    .await
}

/// The account a token would sign in, without using it (to show an invitation before it is
/// accepted).
pub async fn peek(db: &Db, token: &str, purpose: Purpose) -> Result<Option<UserId>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT user_id FROM account_tokens WHERE token_hash = $1 AND purpose = $2 \
         AND used_at IS NULL AND expires_at > $3",
    )
    .bind(token_hash(token))
    .bind(purpose.as_str())
    .bind(now_ms())
    .fetch_optional(db)
    .await
}

/// Every unused token of this purpose stops working.
pub async fn revoke(
    c: &mut AnyConnection,
    user_id: &UserId,
    purpose: Purpose,
) -> Result<u64, sqlx::Error> {
    Ok(sqlx::query(
        "DELETE FROM account_tokens WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL",
    )
    .bind(user_id)
    .bind(purpose.as_str())
    .execute(&mut *c)
    .await?
    .rows_affected())
}

/// Every unused token of the account stops working, whatever its purpose (an address or a
/// password changed, an invitation revoked).
pub async fn revoke_every(c: &mut AnyConnection, user_id: &UserId) -> Result<u64, sqlx::Error> {
    Ok(
        sqlx::query("DELETE FROM account_tokens WHERE user_id = $1 AND used_at IS NULL")
            .bind(user_id)
            .execute(&mut *c)
            .await?
            .rows_affected(),
    )
}

/// Used and expired tokens are kept a day (so a reused link still reads as "already used" for a
/// while), then removed.
pub async fn sweep(db: &Db) -> Result<(), sqlx::Error> {
    let day_ago = now_ms() - 24 * 3_600_000;
    sqlx::query("DELETE FROM account_tokens WHERE expires_at < $1 OR used_at < $1")
        .bind(day_ago)
        .execute(db)
        .await?;
    Ok(())
}
