//! How an outbox's workers take turns (the mail outbox, ADR 0015; the webhooks', ADR 0046): a row
//! is due when it is queued and past its wait, or claimed by a worker whose claim ran out; one
//! conditional UPDATE claims it, so two servers never send one row at the same time, and a
//! crashed worker's row is taken again once its lease ends. Both engines, no row locks.

use super::{now_ms, Db};

/// Ids of rows of `table` due now, the longest waiting first.
pub async fn due<T>(db: &Db, table: &'static str, limit: i64) -> Result<Vec<T>, sqlx::Error>
where
    T: for<'r> sqlx::Decode<'r, sqlx::Any> + sqlx::Type<sqlx::Any> + Send + Unpin,
{
    let now = now_ms();
    sqlx::query_scalar(&format!(
        "SELECT id FROM {table} WHERE (state = 'queued' AND send_after <= $1) \
         OR (state = 'sending' AND claimed_until < $1) ORDER BY send_after LIMIT $2"
    ))
    .bind(now)
    .bind(limit)
    .fetch_all(db)
    .await
}

/// Claims a due row for `lease_ms`, counting the attempt (`also`: more `, column = ...` to set,
/// with `$3` the time now); false when another worker got it first.
pub async fn claim(
    db: &Db,
    table: &'static str,
    id: &str,
    lease_ms: i64,
    also: &'static str,
) -> Result<bool, sqlx::Error> {
    let now = now_ms();
    let done = sqlx::query(&format!(
        "UPDATE {table} SET state = 'sending', claimed_until = $1, attempts = attempts + 1{also} \
         WHERE id = $2 AND ((state = 'queued' AND send_after <= $3) \
         OR (state = 'sending' AND claimed_until < $3))"
    ))
    .bind(now + lease_ms)
    .bind(id)
    .bind(now)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}
