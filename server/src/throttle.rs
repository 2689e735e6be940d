//! Sign-in and password-change throttling.
//!
//! An attempt is counted *before* the password is checked, in one atomic statement, so a burst
//! of parallel requests cannot all slip past the limit: once a key has used its free attempts,
//! the statement only counts (and so allows) an attempt if the key's growing delay has passed
//! since the last one. A refused attempt costs one small write and no hashing.
//!
//! Keys: the account and address together (a guesser slows only themself down); the account from
//! any address (a spread-out guesser), which an address that signed in to that account recently
//! skips, so nobody can keep a person out of their own account; and the address across accounts.
//! Counts live in the database, so every app server shares them.

use crate::db::{now_ms, Db};
use crate::error::ApiError;

/// A counted key: free attempts, then delays that double up to a ceiling.
#[derive(Clone, Copy, Debug)]
pub struct Ladder {
    pub prefix: &'static str,
    pub free: i64,
    pub first_delay_ms: i64,
    pub max_delay_ms: i64,
}

impl Ladder {
    /// `free` attempts under `prefix`, then delays from `first_delay_ms` up to 15 minutes.
    const fn new(prefix: &'static str, free: i64, first_delay_ms: i64) -> Self {
        Ladder {
            prefix,
            free,
            first_delay_ms,
            max_delay_ms: 15 * 60_000,
        }
    }
}

/// One account from one address.
pub const PAIR: Ladder = Ladder::new("pair", 5, 2_000);

/// One account from addresses that have not signed in to it lately.
pub const ACCOUNT: Ladder = Ladder::new("account", 20, 5_000);

/// One address across every account.
pub const ADDRESS: Ladder = Ladder::new("address", 50, 2_000);

/// Failed attempts from one IPv6 /48 (a site: its owner has 65,536 /64s, each a fresh caller to
/// `ADDRESS`). Free for twice an address's attempts, since a site holds many people.
pub const NETWORK: Ladder = Ladder::new("network", 100, 2_000);

/// The current-password check of a signed-in account.
pub const PASSWORD_CHANGE: Ladder = Ladder::new("password", 5, 2_000);

/// Failures older than this are forgotten.
const FORGET_MS: i64 = 60 * 60_000;
/// How long a successful sign-in makes an address "known" for its account.
pub const KNOWN_MS: i64 = 30 * 24 * 60 * 60_000;

impl Ladder {
    /// The wait after `failures` counted attempts (0 while free attempts remain).
    pub fn delay_ms(&self, failures: i64) -> i64 {
        if failures < self.free {
            return 0;
        }
        let doublings = (failures - self.free).min(20) as u32;
        self.first_delay_ms
            .saturating_mul(1_i64 << doublings)
            .min(self.max_delay_ms)
    }

    /// `CASE failures WHEN .. THEN <delay> ..` as SQL, so the database compares in one statement.
    fn delay_sql(&self) -> String {
        let mut sql = String::from("CASE");
        let mut n = self.free;
        loop {
            let d = self.delay_ms(n);
            sql.push_str(&format!(" WHEN login_attempts.failures <= {n} THEN {d}"));
            if d >= self.max_delay_ms {
                break;
            }
            n += 1;
        }
        sql.push_str(&format!(" ELSE {} END", self.max_delay_ms));
        sql
    }
}

fn key(ladder: &Ladder, subject: &str) -> String {
    format!("{}:{subject}", ladder.prefix)
}

/// Counts an attempt if the key allows one now; otherwise 429 with the wait, counting nothing.
pub async fn attempt(db: &Db, ladder: &Ladder, subject: &str) -> Result<(), ApiError> {
    let now = now_ms();
    let key = key(ladder, subject);
    // `failures` counts attempts so far; the one being made is allowed when the key is new, its
    // count is stale, it still has free attempts, or its delay has passed.
    let sql = format!(
        "INSERT INTO login_attempts (key, failures, last_at) VALUES ($1, 1, $2) \
         ON CONFLICT (key) DO UPDATE SET \
           failures = CASE WHEN login_attempts.last_at <= $3 THEN 1 ELSE login_attempts.failures + 1 END, \
           last_at = $2 \
         WHERE login_attempts.last_at <= $3 OR login_attempts.failures < {free} \
           OR login_attempts.last_at + ({delay}) <= $2 \
         RETURNING CAST(failures AS BIGINT)",
        free = ladder.free,
        delay = ladder.delay_sql(),
    );
    let counted: Option<i64> = sqlx::query_scalar(&sql)
        .bind(&key)
        .bind(now)
        .bind(now - FORGET_MS)
        .fetch_optional(db)
        .await?;
    if counted.is_some() {
        return Ok(());
    }
    let row: Option<(i64, i64)> = sqlx::query_as(
        "SELECT CAST(failures AS BIGINT), last_at FROM login_attempts WHERE key = $1",
    )
    .bind(&key)
    .fetch_optional(db)
    .await?;
    let wait_ms = row
        .map(|(failures, last)| last + ladder.delay_ms(failures) - now)
        .unwrap_or(1_000)
        .max(1_000);
    Err(ApiError::TooManyRequests {
        retry_after_secs: ((wait_ms + 999) / 1000) as u64,
        message: "Too many failed attempts. Please wait before trying again.".to_owned(),
    })
}

/// Forgets a key's failures (after a success).
pub async fn clear(db: &Db, ladder: &Ladder, subject: &str) -> Result<(), ApiError> {
    sqlx::query("DELETE FROM login_attempts WHERE key = $1")
        .bind(key(ladder, subject))
        .execute(db)
        .await?;
    Ok(())
}

/// Takes one attempt off a key (a success from an address that also failed elsewhere): only
/// failures build up, so a busy office behind one address is never slowed by its own sign-ins.
pub async fn forgive(db: &Db, ladder: &Ladder, subject: &str) -> Result<(), ApiError> {
    sqlx::query(
        "UPDATE login_attempts SET failures = failures - 1 WHERE key = $1 AND failures > 0",
    )
    .bind(key(ladder, subject))
    .execute(db)
    .await?;
    Ok(())
}

/// The owner proved they read the account's mail (a reset or a sign-in by an emailed link):
/// this address is theirs, and the account's failures, from here and from anywhere, are
/// forgotten.
pub async fn proven_owner(db: &Db, account: &str, address: &str) -> Result<(), ApiError> {
    let account = account.to_lowercase();
    remember(db, &account, address).await?;
    clear(db, &PAIR, &format!("{account}|{address}")).await?;
    clear(db, &ACCOUNT, &account).await
}

/// Staff's "Clear sign-in limits" for an account: its failures from every address, and the
/// budgets of links mailed to it (`account`: its address; `id`: its id).
pub async fn clear_account(db: &Db, account: &str, id: &str) -> Result<(), ApiError> {
    let account = account.to_lowercase();
    // Compared by prefix, not LIKE: an address may hold `_` or `%`.
    let pairs = format!("{}:{account}|", PAIR.prefix);
    sqlx::query("DELETE FROM login_attempts WHERE key = $1 OR SUBSTR(key, 1, LENGTH($2)) = $2")
        .bind(key(&ACCOUNT, &account))
        .bind(pairs)
        .execute(db)
        .await?;
    // The links' budgets are keyed by the account's id (`mail-links-*:{id}` and `...:{id}|...`).
    sqlx::query("DELETE FROM rate_limits WHERE key LIKE $1 AND (key LIKE $2 OR key LIKE $3)")
        .bind("mail-links-%")
        .bind(format!("%:{id}|%"))
        .bind(format!("%:{id}"))
        .execute(db)
        .await?;
    Ok(())
}

/// Whether this address signed in to this account recently.
pub async fn is_known(db: &Db, account: &str, address: &str) -> Result<bool, ApiError> {
    let n: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM login_known WHERE account = $1 AND address = $2 AND last_success_at > $3",
    )
    .bind(account)
    .bind(address)
    .bind(now_ms() - KNOWN_MS)
    .fetch_one(db)
    .await?;
    Ok(n > 0)
}

pub async fn remember(db: &Db, account: &str, address: &str) -> Result<(), ApiError> {
    sqlx::query(
        "INSERT INTO login_known (account, address, last_success_at) VALUES ($1, $2, $3) \
         ON CONFLICT (account, address) DO UPDATE SET last_success_at = $3",
    )
    .bind(account)
    .bind(address)
    .bind(now_ms())
    .execute(db)
    .await?;
    Ok(())
}

/// Removes what no longer matters: forgotten failures, addresses not seen for a month.
pub async fn sweep(db: &Db) -> Result<(), sqlx::Error> {
    let now = now_ms();
    sqlx::query("DELETE FROM login_attempts WHERE last_at <= $1")
        .bind(now - FORGET_MS)
        .execute(db)
        .await?;
    sqlx::query("DELETE FROM login_known WHERE last_success_at <= $1")
        .bind(now - KNOWN_MS)
        .execute(db)
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn delays_grow_and_stop_at_the_ceiling() {
        let d: Vec<i64> = (0..=16).map(|n| PAIR.delay_ms(n)).collect();
        assert_eq!(&d[..8], &[0, 0, 0, 0, 0, 2_000, 4_000, 8_000]);
        assert_eq!(d[16], 15 * 60_000);
        assert!(d.windows(2).all(|w| w[0] <= w[1]));
    }

    #[test]
    fn the_sql_ladder_matches() {
        let sql = PAIR.delay_sql();
        assert!(sql.starts_with("CASE WHEN login_attempts.failures <= 5 THEN 2000"));
        assert!(sql.ends_with("ELSE 900000 END"));
    }
}
