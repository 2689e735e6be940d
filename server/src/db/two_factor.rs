//! Two-factor storage: the sealed authenticator key of an account (and one being set up), the last
//! step a code was accepted for, recovery codes (hashes only), and the challenges of sign-ins
//! waiting for their second factor.

use sqlx::{AnyConnection, FromRow};

use super::{now_ms, Db};
use crate::credentials::{new_token, token_hash};
use crate::ids::UserId;

/// How long a password sign-in waits for its code.
pub const CHALLENGE_TTL_MS: i64 = 5 * 60_000;
/// Wrong codes one challenge takes before the password must be typed again.
pub const CHALLENGE_TRIES: i64 = 5;

#[derive(Clone, Debug, FromRow)]
pub struct Factors {
    pub totp_secret: Option<String>,
    pub totp_pending: Option<String>,
    pub totp_last_step: i64,
    pub codes_left: i64,
}

impl Factors {
    pub fn enabled(&self) -> bool {
        self.totp_secret.is_some()
    }
}

pub async fn of(db: &Db, user_id: &UserId) -> Result<Factors, sqlx::Error> {
    sqlx::query_as(
        "SELECT totp_secret, totp_pending, totp_last_step, \
         (SELECT COUNT(*) FROM recovery_codes r WHERE r.user_id = u.id AND r.used_at IS NULL) AS codes_left \
         FROM users u WHERE id = $1",
    )
    .bind(user_id)
    .fetch_one(db)
    .await
}

/// A new key being set up (shown to the person, not yet confirmed); replaces an earlier one.
pub async fn set_pending(db: &Db, user_id: &UserId, sealed: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE users SET totp_pending = $1 WHERE id = $2")
        .bind(sealed)
        .bind(user_id)
        .execute(db)
        .await?;
    Ok(())
}

/// The key set up becomes the account's, with `step` used and a new set of recovery codes. False
/// when another setup replaced `pending` meanwhile.
pub async fn enable(
    c: &mut AnyConnection,
    user_id: &UserId,
    pending: &str,
    step: i64,
    code_hashes: &[String],
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE users SET totp_secret = totp_pending, totp_pending = NULL, totp_last_step = $1 \
         WHERE id = $2 AND totp_pending = $3",
    )
    .bind(step)
    .bind(user_id)
    .bind(pending)
    .execute(&mut *c)
    .await?;
    if done.rows_affected() != 1 {
        return Ok(false);
    }
    replace_codes(c, user_id, code_hashes).await?;
    Ok(true)
}

pub async fn replace_codes(
    c: &mut AnyConnection,
    user_id: &UserId,
    code_hashes: &[String],
) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM recovery_codes WHERE user_id = $1")
        .bind(user_id)
        .execute(&mut *c)
        .await?;
    for hash in code_hashes {
        sqlx::query("INSERT INTO recovery_codes (user_id, code_hash) VALUES ($1, $2)")
            .bind(user_id)
            .bind(hash)
            .execute(&mut *c)
            .await?;
    }
    Ok(())
}

/// Two-factor off: key, key being set up and recovery codes gone.
pub async fn disable(c: &mut AnyConnection, user_id: &UserId) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE users SET totp_secret = NULL, totp_pending = NULL, totp_last_step = 0 WHERE id = $1",
    )
    .bind(user_id)
    .execute(&mut *c)
    .await?;
    sqlx::query("DELETE FROM recovery_codes WHERE user_id = $1")
        .bind(user_id)
        .execute(&mut *c)
        .await?;
    Ok(())
}

/// Accepts the code of `step` once: false when that step, or a later one, was already used. One
/// statement, so two requests with the same code cannot both pass.
pub async fn use_step(db: &Db, user_id: &UserId, step: i64) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE users SET totp_last_step = $1 WHERE id = $2 AND totp_last_step < $1 \
         AND totp_secret IS NOT NULL",
    )
    .bind(step)
    .bind(user_id)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Uses a recovery code up: false when it is not one of the account's unused codes. `hashes`:
/// the code's keyed hash and its legacy one (codes made before keyed hashes).
pub async fn use_recovery(
    db: &Db,
    user_id: &UserId,
    hashes: [&str; 2],
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE recovery_codes SET used_at = $1 WHERE user_id = $2 AND code_hash IN ($3, $4) \
         AND used_at IS NULL",
    )
    .bind(now_ms())
    .bind(user_id)
    .bind(hashes[0])
    .bind(hashes[1])
    .execute(db)
    .await?;
    Ok(done.rows_affected() >= 1)
}

/// A password was right and the account has two-factor: the token the code comes back with.
pub async fn challenge(db: &Db, user_id: &UserId) -> Result<String, sqlx::Error> {
    let token = new_token();
    let now = now_ms();
    sqlx::query(
        "INSERT INTO sign_in_challenges (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)",
    )
    .bind(token_hash(&token))
    .bind(user_id)
    .bind(now)
    .bind(now + CHALLENGE_TTL_MS)
    .execute(db)
    .await?;
    Ok(token)
}

/// Counts one try against a challenge before its code is checked, and gives the account it
/// belongs to while it is unused, unexpired and had tries left. One conditional statement, so
/// parallel codes against one challenge never get more than `CHALLENGE_TRIES` checked.
pub async fn try_challenge(db: &Db, token: &str) -> Result<Option<UserId>, sqlx::Error> {
    sqlx::query_scalar(
        "UPDATE sign_in_challenges SET tries = tries + 1 WHERE token_hash = $1 \
         AND used_at IS NULL AND expires_at > $2 AND tries < $3 RETURNING user_id",
    )
    .bind(token_hash(token))
    .bind(now_ms())
    .bind(CHALLENGE_TRIES)
    .fetch_optional(db)
    .await
}

/// Uses a challenge up: false when another request did first.
pub async fn answered(db: &Db, token: &str) -> Result<bool, sqlx::Error> {
    let now = now_ms();
    let done = sqlx::query(
        "UPDATE sign_in_challenges SET used_at = $1 WHERE token_hash = $2 AND used_at IS NULL \
         AND expires_at > $1",
    )
    .bind(now)
    .bind(token_hash(token))
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Challenges past their time, a day on (called with the other sweeps).
pub async fn sweep(db: &Db) -> Result<u64, sqlx::Error> {
    let done = sqlx::query("DELETE FROM sign_in_challenges WHERE expires_at < $1")
        .bind(now_ms() - 24 * 3_600_000)
        .execute(db)
        .await?;
    Ok(done.rows_affected())
}
