//! Server-side sessions. The client holds a long random token; we keep only its SHA-256, so a
//! leaked database does not hand out live sessions. Logout revokes; expiry slides with use.

use sqlx::FromRow;

use super::{new_id, now_ms, Db};

#[derive(Clone, Debug, FromRow)]
pub struct SessionUser {
    pub session_id: String,
    pub user_id: String,
    pub role: String,
    pub name: String,
    pub email: String,
    pub last_used_at: i64,
    pub data_version: i64,
    /// 1 for a staff member's read-only view of a client's portal.
    pub read_only: i64,
}

pub async fn create<'e>(
    db: impl sqlx::Executor<'e, Database = sqlx::Any>,
    user_id: &str,
    token_hash: &str,
    ttl_ms: i64,
    read_only: bool,
) -> Result<(), sqlx::Error> {
    let now = now_ms();
    sqlx::query(
        "INSERT INTO sessions (id, token_hash, user_id, created_at, expires_at, last_used_at, read_only) \
         VALUES ($1, $2, $3, $4, $5, $4, $6)",
    )
    .bind(new_id())
    .bind(token_hash)
    .bind(user_id)
    .bind(now)
    .bind(now + ttl_ms)
    .bind(i16::from(read_only))
    .execute(db)
    .await?;
    Ok(())
}

/// The live session for a token hash, with its user: not revoked, used recently enough, and
/// younger than its role's absolute lifetime. A deactivated account has none.
pub async fn find_live(
    db: &Db,
    token_hash: &str,
    staff_max_ms: i64,
    client_max_ms: i64,
) -> Result<Option<SessionUser>, sqlx::Error> {
    let now = now_ms();
    sqlx::query_as(
        "SELECT s.id AS session_id, u.id AS user_id, u.role, u.name, u.email, s.last_used_at, u.data_version, \
         CAST(s.read_only AS BIGINT) AS read_only FROM sessions s JOIN users u ON u.id = s.user_id \
         WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND u.active = 1 \
         AND s.created_at > (CASE WHEN u.role = 'admin' THEN $3 ELSE $4 END)",
    )
    .bind(token_hash)
    .bind(now)
    .bind(now - staff_max_ms)
    .bind(now - client_max_ms)
    .fetch_optional(db)
    .await
}

/// Records use and slides the expiry. Callers do this at most once a minute per session, so a
/// busy client does not turn every read into a write.
pub async fn touch(db: &Db, session_id: &str, ttl_ms: i64) -> Result<(), sqlx::Error> {
    let now = now_ms();
    sqlx::query("UPDATE sessions SET last_used_at = $1, expires_at = $2 WHERE id = $3")
        .bind(now)
        .bind(now + ttl_ms)
        .bind(session_id)
        .execute(db)
        .await?;
    Ok(())
}

pub async fn revoke(db: &Db, session_id: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE sessions SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL")
        .bind(now_ms())
        .bind(session_id)
        .execute(db)
        .await?;
    Ok(())
}

/// Signs a user out everywhere but the given session (after a password change).
pub async fn revoke_others<'e>(
    db: impl sqlx::Executor<'e, Database = sqlx::Any>,
    user_id: &str,
    keep: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE sessions SET revoked_at = $1 WHERE user_id = $2 AND id <> $3 AND revoked_at IS NULL")
        .bind(now_ms())
        .bind(user_id)
        .bind(keep)
        .execute(db)
        .await?;
    Ok(())
}

/// Ends every session of an account (deactivated, or given a new password by staff).
pub async fn revoke_all<'e>(
    db: impl sqlx::Executor<'e, Database = sqlx::Any>,
    user_id: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE sessions SET revoked_at = $1 WHERE user_id = $2 AND revoked_at IS NULL")
        .bind(now_ms())
        .bind(user_id)
        .execute(db)
        .await?;
    Ok(())
}

/// Removes sessions that can never be used again (expired, revoked, or past every lifetime) a
/// day after the fact, so the table does not grow forever.
pub async fn sweep(db: &Db, oldest_live_ms: i64) -> Result<u64, sqlx::Error> {
    let now = now_ms();
    let day = 24 * 3_600_000;
    let done = sqlx::query(
        "DELETE FROM sessions WHERE expires_at < $1 OR revoked_at < $1 OR created_at < $2",
    )
    .bind(now - day)
    .bind(now - oldest_live_ms - day)
    .execute(db)
    .await?;
    Ok(done.rows_affected())
}
