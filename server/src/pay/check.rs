//! The daily check (ADR 0043): a lost webhook never loses a payment. The provider is asked for
//! the pages completed in the last day; each one this server opened and nobody booked is booked
//! as its webhook would have. Pages past their expiry are closed unpaid, and fees not known yet
//! are asked for again. Claimed per day in the database, so several servers ask once.

use super::book::{self, Outcome};
use crate::db::{now_ms, online};
use crate::error::ApiError;
use crate::state::AppState;

/// What a check did.
#[derive(Debug, Default, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Checked {
    /// Pages the provider completed in the last day.
    pub completed: usize,
    /// Of those, booked by this check (their webhook never came).
    pub booked: usize,
    /// Held for a mismatch by this check.
    pub held: usize,
    /// Pages closed unpaid, past their expiry.
    pub expired: u64,
    /// Fees learnt.
    pub fees: usize,
}

/// Runs the check once today, if no server ran it yet; `None` when one did, or no provider is set.
pub async fn daily(state: &AppState) -> Result<Option<Checked>, ApiError> {
    if state.pay.is_none() {
        return Ok(None);
    }
    let day = crate::db::figures::today();
    let mut tx = crate::db::begin_write(&state.db).await?;
    let claimed = sqlx::query(
        "INSERT INTO pay_checks (day, ran_at) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING",
    )
    .bind(&day)
    .bind(now_ms())
    .execute(&mut *tx)
    .await?
    .rows_affected()
        == 1;
    tx.commit().await?;
    if !claimed {
        return Ok(None);
    }
    now(state).await.map(Some)
}

/// Runs the check now (staff's "Check now", and the daily run).
pub async fn now(state: &AppState) -> Result<Checked, ApiError> {
    let Some(provider) = state.pay.clone() else {
        return Ok(Checked::default());
    };
    let mut out = Checked::default();
    let since = now_ms() / 1000 - 26 * 3600;
    let done = provider
        .completed_since(since)
        .await
        .map_err(|_| ApiError::PaymentProviderUnavailable)?;
    out.completed = done.len();
    for page in done.iter().filter(|p| p.paid) {
        match book::asked(state, provider.as_ref(), page).await? {
            Outcome::Booked => out.booked += 1,
            Outcome::Held => out.held += 1,
            _ => {}
        }
    }
    let mut tx = crate::db::begin_write(&state.db).await?;
    out.expired = sqlx::query(
        "UPDATE pay_sessions SET state = 'expired', closed_at = $1 WHERE state = 'open' AND expires_at < $1",
    )
    .bind(now_ms())
    .execute(&mut *tx)
    .await?
    .rows_affected();
    tx.commit().await?;
    let mut c = state.db.acquire().await?;
    let missing = online::without_fee(&mut c).await?;
    drop(c);
    for (id, payment_ref) in missing {
        if let Ok(Some(fee)) = provider.fee(&payment_ref).await {
            let mut tx = crate::db::begin_write(&state.db).await?;
            online::set_fee(&mut tx, &id, fee).await?;
            tx.commit().await?;
            out.fees += 1;
        }
    }
    Ok(out)
}
