//! Housekeeping every app server runs in the background: dead sessions, old rate-limit windows
//! and forgotten sign-in failures are deleted, so those tables stay small; projects' figures are
//! counted again once a new day makes their overdue tasks out of date (so the console's first read
//! of the day rarely does it). Safe to run on several servers at once (plain deletes of rows nobody
//! can use; figures counted from the same tables are equal).

use std::time::Duration;

use crate::db::{now_ms, sessions, Db};
use crate::state::AppState;

/// How often the sweep runs.
pub const EVERY: Duration = Duration::from_secs(10 * 60);

/// One sweep (`oldest_live_ms`: the longest a session may live); returns how many sessions went.
pub async fn sweep(db: &Db, oldest_live_ms: i64) -> Result<u64, sqlx::Error> {
    let gone = sessions::sweep(db, oldest_live_ms).await?;
    sqlx::query("DELETE FROM rate_limits WHERE window_start < $1")
        .bind(now_ms() - 24 * 3_600_000)
        .execute(db)
        .await?;
    crate::throttle::sweep(db).await?;
    crate::db::tokens::sweep(db).await?;
    crate::db::two_factor::sweep(db).await?;
    crate::db::identities::sweep(db).await?;
    crate::db::passkeys::sweep(db).await?;
    crate::mail::outbox::sweep(db).await?;
    crate::db::webhook_deliveries::sweep(db).await?;
    crate::mail::notify::sign_off_reminders(db).await?;
    crate::db::figures::refresh_stale(db).await?;
    Ok(gone)
}

/// Whether PostgreSQL keeps the planner's statistics itself (autovacuum, on unless turned off).
/// Where it is off, the sweep analyses the tables: a plan made when a table was empty (a new
/// database) would otherwise scan it whole for ever after, however large it grows.
async fn autovacuum(db: &Db) -> bool {
    let on: Result<String, _> =
        sqlx::query_scalar("SELECT setting FROM pg_settings WHERE name = 'autovacuum'")
            .fetch_one(db)
            .await;
    on.map_or(true, |v| v == "on")
}

/// Sweeps now and then every [`EVERY`], until the server stops (the task is dropped with it).
pub fn spawn(state: AppState) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(EVERY);
        // The first tick fires at once: it brings the planner's statistics and the figures of
        // projects loaded in bulk up to date. The first sweep of dead rows waits a whole period,
        // so that it never races what a fresh server's first callers (or a test) do with the
        // sessions table; dead sessions are refused when used anyway, the sweep only frees rows.
        let mut first = true;
        loop {
            tick.tick().await;
            let oldest = state
                .config
                .session_max_ms
                .max(state.config.staff_session_ms);
            let engine = crate::db::Engine::of(state.config.database_url.expose());
            if engine == crate::db::Engine::Sqlite || !autovacuum(&state.db).await {
                if let Err(e) = crate::db::optimize(&state.db, engine).await {
                    tracing::warn!(error = %e, "updating the planner's statistics failed; will retry");
                }
            }
            // Files whose scan could not run (clamd down, a restart mid-scan), from the start.
            match crate::attachments::scan::retry_pending(&state).await {
                Ok(n) if n > 0 => tracing::info!(contents = n, "scanned files left pending"),
                Ok(_) => {}
                Err(e) => tracing::warn!(error = %e, "scanning pending files failed; will retry"),
            }
            if std::mem::take(&mut first) {
                if let Err(e) = crate::db::figures::refresh_stale(&state.db).await {
                    tracing::warn!(error = %e, "counting the figures failed; will retry");
                }
                continue;
            }
            match sweep(&state.db, oldest).await {
                Ok(n) if n > 0 => tracing::info!(sessions = n, "swept dead sessions"),
                Ok(_) => {}
                Err(e) => tracing::warn!(error = %e, "housekeeping sweep failed; will retry"),
            }
            // Once a day across servers: payments whose webhook never came.
            match crate::pay::check::daily(&state).await {
                Ok(Some(c)) if c.booked > 0 => {
                    tracing::warn!(
                        booked = c.booked,
                        "booked payments whose webhook never came"
                    )
                }
                Ok(_) => {}
                Err(e) => tracing::warn!(error = %e, "checking online payments failed; will retry"),
            }
            match crate::attachments::sweep(&state).await {
                Ok(n) if n > 0 => tracing::info!(files = n, "removed files nothing names"),
                Ok(_) => {}
                Err(e) => tracing::warn!(error = %e, "sweeping files failed; will retry"),
            }
        }
    })
}
