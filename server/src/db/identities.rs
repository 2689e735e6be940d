//! Provider identities attached to accounts, and the sign-in attempts under way (see `oidc`).

use sqlx::{AnyConnection, FromRow};

use super::{new_id, now_ms, Db};
use crate::credentials::token_hash;
use crate::ids::UserId;

/// How long an attempt waits for the provider to send the browser back.
pub const ATTEMPT_TTL_MS: i64 = 10 * 60_000;

#[derive(Clone, Debug, FromRow)]
pub struct Attempt {
    pub binding_hash: String,
    pub nonce: String,
    pub verifier: String,
    /// Set when a signed-in account asked to link an identity.
    pub user_id: Option<UserId>,
}

pub struct NewAttempt<'a> {
    pub state: &'a str,
    pub binding: &'a str,
    pub nonce: &'a str,
    pub verifier: &'a str,
    pub user_id: Option<&'a UserId>,
}

pub async fn start(db: &Db, a: NewAttempt<'_>) -> Result<(), sqlx::Error> {
    let now = now_ms();
    sqlx::query(
        "INSERT INTO oidc_attempts (state_hash, binding_hash, nonce, verifier, user_id, created_at, expires_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(token_hash(a.state))
    .bind(token_hash(a.binding))
    .bind(a.nonce)
    .bind(a.verifier)
    .bind(a.user_id)
    .bind(now)
    .bind(now + ATTEMPT_TTL_MS)
    .execute(db)
    .await?;
    Ok(())
}

/// Takes an attempt by its state, once: a replay, an unknown state and an expired attempt all
/// find nothing (and the attempt is gone whatever the outcome).
pub async fn take(db: &Db, state: &str) -> Result<Option<Attempt>, sqlx::Error> {
    let attempt: Option<(Attempt, i64)> =
        sqlx::query_as::<_, (String, String, String, Option<UserId>, i64)>(
            "DELETE FROM oidc_attempts WHERE state_hash = $1 \
         RETURNING binding_hash, nonce, verifier, user_id, expires_at",
        )
        .bind(token_hash(state))
        .fetch_optional(db)
        .await?
        .map(|(binding_hash, nonce, verifier, user_id, expires_at)| {
            (
                Attempt {
                    binding_hash,
                    nonce,
                    verifier,
                    user_id,
                },
                expires_at,
            )
        });
    Ok(attempt
        .filter(|(_, expires_at)| *expires_at > now_ms())
        .map(|(a, _)| a))
}

/// Attempts nobody came back from (called with the other sweeps).
pub async fn sweep(db: &Db) -> Result<u64, sqlx::Error> {
    let done = sqlx::query("DELETE FROM oidc_attempts WHERE expires_at < $1")
        .bind(now_ms())
        .execute(db)
        .await?;
    Ok(done.rows_affected())
}

#[derive(Clone, Debug, FromRow, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct IdentityView {
    #[serde(rename = "_id")]
    pub id: String,
    /// The provider (its issuer URL).
    pub issuer: String,
    /// The address the provider gave when the identity was linked.
    pub email: String,
    pub created_at: i64,
    pub last_used_at: Option<i64>,
}

/// The account an identity is linked to.
pub async fn owner(db: &Db, issuer: &str, subject: &str) -> Result<Option<UserId>, sqlx::Error> {
    sqlx::query_scalar("SELECT user_id FROM identities WHERE issuer = $1 AND subject = $2")
        .bind(issuer)
        .bind(subject)
        .fetch_optional(db)
        .await
}

pub async fn used(db: &Db, issuer: &str, subject: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE identities SET last_used_at = $1 WHERE issuer = $2 AND subject = $3")
        .bind(now_ms())
        .bind(issuer)
        .bind(subject)
        .execute(db)
        .await?;
    Ok(())
}

/// Links an identity to an account, in the caller's transaction: false when it already is
/// linked (to this account or another; the unique key decides, so two parallel links cannot
/// both succeed).
pub async fn link(
    c: &mut AnyConnection,
    user_id: &UserId,
    issuer: &str,
    subject: &str,
    email: &str,
    by: LinkedBy,
) -> Result<bool, sqlx::Error> {
    let now = now_ms();
    let done = sqlx::query(
        "INSERT INTO identities (id, user_id, issuer, subject, email, created_at, linked_by) \
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (issuer, subject) DO NOTHING",
    )
    .bind(new_id())
    .bind(user_id)
    .bind(issuer)
    .bind(subject)
    .bind(email)
    .bind(now)
    .bind(by.as_str())
    .execute(c)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// How an identity came to be linked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkedBy {
    /// Its first sign-in showed the account's address, verified by the provider.
    Address,
    /// The account's owner linked it while signed in (and proven again: sudo mode).
    SignedIn,
}

impl LinkedBy {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Address => "address",
            Self::SignedIn => "signed_in",
        }
    }
}

/// The identities linked through the account's address stop signing in to it (the address
/// changed: the old one's owner may not be the account's).
pub async fn unlink_by_address(
    c: &mut AnyConnection,
    user_id: &UserId,
) -> Result<u64, sqlx::Error> {
    Ok(
        sqlx::query("DELETE FROM identities WHERE user_id = $1 AND linked_by = 'address'")
            .bind(user_id)
            .execute(c)
            .await?
            .rows_affected(),
    )
}

/// Every identity of the account stops signing in to it (its password was reset or set by
/// staff: whoever linked one had a way in that outlived the password).
pub async fn unlink_all(c: &mut AnyConnection, user_id: &UserId) -> Result<u64, sqlx::Error> {
    Ok(sqlx::query("DELETE FROM identities WHERE user_id = $1")
        .bind(user_id)
        .execute(c)
        .await?
        .rows_affected())
}

/// An account's identities, newest first (a handful at most: one per provider account).
pub async fn of(db: &Db, user_id: &UserId) -> Result<Vec<IdentityView>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, issuer, email, created_at, last_used_at FROM identities WHERE user_id = $1 \
         ORDER BY created_at DESC LIMIT 20",
    )
    .bind(user_id)
    .fetch_all(db)
    .await
}

#[derive(Debug, PartialEq, Eq)]
pub enum Unlinked {
    Done,
    /// Not one of the account's identities.
    NotFound,
    /// The account's last identity, which it must keep.
    Last,
}

/// Unlinks one of an account's identities, in the caller's transaction. With `keep_last`, the last
/// way in (identity or passkey) stays: the account's row is locked first, so two parallel unlinks take turns and cannot
/// both see another identity left.
pub async fn unlink(
    c: &mut AnyConnection,
    user_id: &UserId,
    id: &str,
    keep_last: bool,
) -> Result<Unlinked, sqlx::Error> {
    super::lock_user(&mut *c, user_id).await?;
    // Passkeys are ways in too: the last identity may go when a passkey stays.
    let count: i64 = sqlx::query_scalar(
        "SELECT (SELECT COUNT(*) FROM identities WHERE user_id = $1) \
         + (SELECT COUNT(*) FROM passkeys WHERE user_id = $1)",
    )
    .bind(user_id)
    .fetch_one(&mut *c)
    .await?;
    let mine: Option<String> =
        sqlx::query_scalar("SELECT id FROM identities WHERE id = $1 AND user_id = $2")
            .bind(id)
            .bind(user_id)
            .fetch_optional(&mut *c)
            .await?;
    if mine.is_none() {
        return Ok(Unlinked::NotFound);
    }
    if keep_last && count <= 1 {
        return Ok(Unlinked::Last);
    }
    sqlx::query("DELETE FROM identities WHERE id = $1 AND user_id = $2")
        .bind(id)
        .bind(user_id)
        .execute(&mut *c)
        .await?;
    Ok(Unlinked::Done)
}

/// Whether the account has an identity from this issuer already.
pub async fn has_from(db: &Db, user_id: &UserId, issuer: &str) -> Result<bool, sqlx::Error> {
    let n: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM identities WHERE user_id = $1 AND issuer = $2")
            .bind(user_id)
            .bind(issuer)
            .fetch_one(db)
            .await?;
    Ok(n > 0)
}
