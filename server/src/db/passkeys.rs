//! Passkeys (WebAuthn) and the ceremonies under way. A passkey row keeps the credential as
//! webauthn-rs serialises it (JSON text); a ceremony keeps the server's half of a challenge, single
//! use, five minutes, found by the hash of a token the browser tab that started it holds.

use sqlx::{AnyConnection, FromRow};

use super::{new_id, now_ms, Db};
use crate::credentials::{new_token, token_hash};
use crate::ids::UserId;

/// How long a ceremony waits for the authenticator.
pub const CEREMONY_TTL_MS: i64 = 5 * 60_000;
/// Passkeys one account may have (each person has a few devices; a loop does not get more).
pub const MAX_PER_ACCOUNT: i64 = 20;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ceremony {
    /// A signed-in person adds a passkey.
    Register,
    /// Signing in (with or without an address given first).
    SignIn,
    /// A signed-in person proves who they are again (sudo mode).
    Prove,
}

impl Ceremony {
    fn as_str(self) -> &'static str {
        match self {
            Self::Register => "register",
            Self::SignIn => "sign_in",
            Self::Prove => "prove",
        }
    }
}

/// A passkey as its owner sees it in their settings.
#[derive(Clone, Debug, FromRow, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PasskeyView {
    #[serde(rename = "_id")]
    pub id: String,
    pub name: String,
    /// Milliseconds since the epoch.
    pub created_at: i64,
    /// Milliseconds since the epoch; absent until it first signs in.
    pub last_used_at: Option<i64>,
}

#[derive(Clone, Debug, FromRow)]
pub struct Stored {
    pub id: String,
    pub user_id: UserId,
    pub passkey: String,
}

/// Starts a ceremony: the token the browser sends back with the authenticator's answer.
pub async fn start(
    db: &Db,
    kind: Ceremony,
    user_id: Option<&UserId>,
    state: &str,
) -> Result<String, sqlx::Error> {
    let token = new_token();
    let now = now_ms();
    sqlx::query(
        "INSERT INTO passkey_ceremonies (token_hash, kind, user_id, state, created_at, expires_at) \
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(token_hash(&token))
    .bind(kind.as_str())
    .bind(user_id)
    .bind(state)
    .bind(now)
    .bind(now + CEREMONY_TTL_MS)
    .execute(db)
    .await?;
    Ok(token)
}

/// Takes a ceremony, once, whatever follows: its account (if any) and state. Unknown, used,
/// expired or of another kind: nothing.
pub async fn take(
    db: &Db,
    token: &str,
    kind: Ceremony,
) -> Result<Option<(Option<UserId>, String)>, sqlx::Error> {
    sqlx::query_as(
        "DELETE FROM passkey_ceremonies WHERE token_hash = $1 AND kind = $2 AND expires_at > $3 \
         RETURNING user_id, state",
    )
    .bind(token_hash(token))
    .bind(kind.as_str())
    .bind(now_ms())
    .fetch_optional(db)
    .await
}

/// An account's passkeys, oldest first (at most `MAX_PER_ACCOUNT`).
pub async fn of(db: &Db, user_id: &UserId) -> Result<Vec<PasskeyView>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, name, created_at, last_used_at FROM passkeys WHERE user_id = $1 \
         ORDER BY created_at, id LIMIT 100",
    )
    .bind(user_id)
    .fetch_all(db)
    .await
}

/// The credentials of an account, as stored (for a ceremony's list of allowed credentials).
pub async fn stored_of(db: &Db, user_id: &UserId) -> Result<Vec<Stored>, sqlx::Error> {
    sqlx::query_as("SELECT id, user_id, passkey FROM passkeys WHERE user_id = $1 LIMIT 100")
        .bind(user_id)
        .fetch_all(db)
        .await
}

pub async fn by_credential(db: &Db, credential_id: &str) -> Result<Option<Stored>, sqlx::Error> {
    sqlx::query_as("SELECT id, user_id, passkey FROM passkeys WHERE credential_id = $1")
        .bind(credential_id)
        .fetch_optional(db)
        .await
}

pub struct NewPasskey<'a> {
    pub user_id: &'a UserId,
    pub name: &'a str,
    pub credential_id: &'a str,
    pub passkey: &'a str,
}

pub enum Added {
    Done(String),
    /// This credential is already registered (to this account or another).
    Taken,
    /// The account has `MAX_PER_ACCOUNT` already.
    Full,
}

/// Adds a passkey in the caller's transaction. The account's row is locked first, so parallel
/// additions count each other.
pub async fn add(c: &mut AnyConnection, p: NewPasskey<'_>) -> Result<Added, sqlx::Error> {
    super::lock_user(&mut *c, p.user_id).await?;
    let count: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM passkeys WHERE user_id = $1")
        .bind(p.user_id)
        .fetch_one(&mut *c)
        .await?;
    if count >= MAX_PER_ACCOUNT {
        return Ok(Added::Full);
    }
    let id = new_id();
    let done = sqlx::query(
        "INSERT INTO passkeys (id, user_id, name, credential_id, passkey, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (credential_id) DO NOTHING",
    )
    .bind(&id)
    .bind(p.user_id)
    .bind(p.name)
    .bind(p.credential_id)
    .bind(p.passkey)
    .bind(now_ms())
    .execute(&mut *c)
    .await?;
    Ok(if done.rows_affected() == 1 {
        Added::Done(id)
    } else {
        Added::Taken
    })
}

/// After a sign-in or a proof: the credential's new counter and backup state, and the time.
/// The stored counter only moves forward: two answers checked against the same stored state
/// (parallel sign-ins) cannot write an older one back. A counter that did not move (an
/// authenticator without one answers 0 each time) keeps the state as it is. False: the
/// counter went back, which is what a cloned authenticator does; the caller refuses it.
pub async fn used(db: &Db, id: &str, passkey: &str, counter: u32) -> Result<bool, sqlx::Error> {
    let counter = i64::from(counter);
    let done = sqlx::query(
        "UPDATE passkeys SET passkey = $1, last_used_at = $2, sign_count = $4 \
         WHERE id = $3 AND (sign_count < $4 OR ($4 = 0 AND sign_count = 0))",
    )
    .bind(passkey)
    .bind(now_ms())
    .bind(id)
    .bind(counter)
    .execute(db)
    .await?;
    if done.rows_affected() == 1 {
        return Ok(true);
    }
    tracing::warn!(passkey = %id, counter, "a passkey's counter went back: refused (a cloned authenticator?)");
    Ok(false)
}

/// Removes every passkey of an account in the caller's transaction (a recovery: whoever added
/// one with a stolen session loses it with the rest). How many there were, for the mail.
pub async fn remove_all(c: &mut AnyConnection, user_id: &UserId) -> Result<u64, sqlx::Error> {
    let done = sqlx::query("DELETE FROM passkeys WHERE user_id = $1")
        .bind(user_id)
        .execute(&mut *c)
        .await?;
    Ok(done.rows_affected())
}

/// Removes one passkey of an account whatever else it has (staff, in sudo mode: the person may
/// sign in by an emailed link after). Whether it was there.
pub async fn remove_any(
    c: &mut AnyConnection,
    user_id: &UserId,
    id: &str,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("DELETE FROM passkeys WHERE id = $1 AND user_id = $2")
        .bind(id)
        .bind(user_id)
        .execute(&mut *c)
        .await?;
    Ok(done.rows_affected() == 1)
}

pub async fn rename(db: &Db, user_id: &UserId, id: &str, name: &str) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("UPDATE passkeys SET name = $1 WHERE id = $2 AND user_id = $3")
        .bind(name)
        .bind(id)
        .bind(user_id)
        .execute(db)
        .await?;
    Ok(done.rows_affected() == 1)
}

pub enum Removed {
    Done,
    NotFound,
    /// It is the account's last way in.
    Last,
}

/// Removes one of an account's passkeys in the caller's transaction, unless it is the last way
/// in (`other_ways`: the account has a password it may use, or an identity). The account's row is
/// locked first, so two parallel removals cannot both see another passkey left.
pub async fn remove(
    c: &mut AnyConnection,
    user_id: &UserId,
    id: &str,
    other_ways: bool,
) -> Result<Removed, sqlx::Error> {
    super::lock_user(&mut *c, user_id).await?;
    let mine: Option<String> =
        sqlx::query_scalar("SELECT id FROM passkeys WHERE id = $1 AND user_id = $2")
            .bind(id)
            .bind(user_id)
            .fetch_optional(&mut *c)
            .await?;
    if mine.is_none() {
        return Ok(Removed::NotFound);
    }
    if !other_ways {
        let count: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM passkeys WHERE user_id = $1")
            .bind(user_id)
            .fetch_one(&mut *c)
            .await?;
        let identities: i64 =
            sqlx::query_scalar("SELECT COUNT(*) FROM identities WHERE user_id = $1")
                .bind(user_id)
                .fetch_one(&mut *c)
                .await?;
        if count <= 1 && identities == 0 {
            return Ok(Removed::Last);
        }
    }
    sqlx::query("DELETE FROM passkeys WHERE id = $1 AND user_id = $2")
        .bind(id)
        .bind(user_id)
        .execute(&mut *c)
        .await?;
    Ok(Removed::Done)
}

/// How many passkeys the account has.
pub async fn count(db: &Db, user_id: &UserId) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT COUNT(*) FROM passkeys WHERE user_id = $1")
        .bind(user_id)
        .fetch_one(db)
        .await
}

/// Ceremonies nobody finished, a day on (called with the other sweeps).
pub async fn sweep(db: &Db) -> Result<u64, sqlx::Error> {
    let done = sqlx::query("DELETE FROM passkey_ceremonies WHERE expires_at < $1")
        .bind(now_ms() - 24 * 3_600_000)
        .execute(db)
        .await?;
    Ok(done.rows_affected())
}
