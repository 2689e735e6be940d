//! The webhooks' sender: every app server runs one. It claims due deliveries one at a time
//! (`db::webhooks::claim`), checks the endpoint's address again and connects to exactly the
//! addresses checked, signs, sends, and records what came back. A 2xx delivers; anything else
//! waits and tries again (the wait doubling from `WEBHOOK_RETRY_BASE_MS`), then fails.

use std::time::Duration;

use crate::db::webhook_deliveries::{self as webhooks, Outcome, Outgoing};
use crate::state::AppState;

/// How often a worker looks for due deliveries.
pub const POLL: Duration = Duration::from_secs(1);
/// The longest one attempt may take, well inside a claim (`webhooks::LEASE_MS`).
pub const SEND_TIMEOUT: Duration = Duration::from_secs(15);

pub fn spawn(state: AppState) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        loop {
            tokio::time::sleep(POLL).await;
            if let Err(e) = run_once(&state).await {
                tracing::warn!(error = %e, "webhooks: cannot read the outbox; will retry");
            }
        }
    })
}

/// Sends what is due now; returns how many deliveries this worker claimed.
pub async fn run_once(state: &AppState) -> Result<usize, sqlx::Error> {
    let mut claimed = 0;
    loop {
        let ids = webhooks::due(&state.db, 20).await?;
        if ids.is_empty() {
            return Ok(claimed);
        }
        let before = claimed;
        // Attempts go out side by side: one slow endpoint does not hold every company's back.
        let mut sending = tokio::task::JoinSet::new();
        for id in ids {
            if webhooks::claim(&state.db, &id).await? {
                claimed += 1;
                let state = state.clone();
                sending.spawn(async move { send_one(&state, &id).await });
            }
        }
        while let Some(done) = sending.join_next().await {
            if let Ok(Err(e)) = done {
                tracing::warn!(error = %e, "webhooks: cannot record an attempt; its claim will run out");
            }
        }
        if claimed == before {
            return Ok(claimed);
        }
    }
}

/// The wait after the `attempts`-th failure: the base, doubling, at most four hours.
pub fn retry_wait(base_ms: i64, attempts: i64) -> i64 {
    let doublings = (attempts - 1).clamp(0, 20) as u32;
    base_ms.saturating_mul(1 << doublings).min(4 * 3_600_000)
}

/// Fails a delivery without an attempt: there is nothing to send it to.
async fn failed(db: &crate::db::Db, id: &str, error: &str) -> Result<(), sqlx::Error> {
    let outcome = Outcome::Failed {
        status: None,
        answer: "",
        error,
    };
    webhooks::record(db, id, outcome).await
}

async fn send_one(state: &AppState, id: &str) -> Result<(), sqlx::Error> {
    let db = &state.db;
    let Some(out) = webhooks::load(db, id).await? else {
        return Ok(());
    };
    if out.live == 0 {
        let error =
            "the endpoint is paused, or whoever made it no longer runs the company's endpoints";
        return failed(db, id, error).await;
    }
    let settings = &state.config.webhooks;
    let spent = out.attempts >= webhooks::MAX_ATTEMPTS;
    let attempts = out.attempts;
    let fail_or_retry = |status: Option<i64>, answer: String, error: String| async move {
        if spent {
            webhooks::record(
                db,
                id,
                Outcome::Failed {
                    status,
                    answer: &answer,
                    error: &error,
                },
            )
            .await
        } else {
            let wait_ms = retry_wait(settings.retry_base_ms, attempts);
            webhooks::record(
                db,
                id,
                Outcome::Retry {
                    status,
                    answer: &answer,
                    error: &error,
                    wait_ms,
                },
            )
            .await
        }
    };
    let checked = match super::address::check(&out.url, settings.allow_private).await {
        Ok(c) => c,
        Err(why) => return fail_or_retry(None, String::new(), why).await,
    };
    let key = state.config.secret_key.as_ref();
    let Some(secret) = crate::seal::kept(key, super::SECRET_PURPOSE, &out.secret) else {
        let error = "the signing secret does not open: was SECRET_KEY changed? Rotate it.";
        return failed(db, id, error).await;
    };
    let body = super::format::body(&out.format, &out.body, &state.config.public_url);
    match attempt(&checked, &out, &secret, body).await {
        Ok((status, answer)) if (200..300).contains(&status) => {
            tracing::info!(delivery = %id, status, "webhook delivered");
            webhooks::record(
                db,
                id,
                Outcome::Delivered {
                    status,
                    answer: &answer,
                },
            )
            .await
        }
        Ok((status, answer)) => {
            let error = format!("the endpoint answered {status}");
            fail_or_retry(Some(status), answer, error).await
        }
        Err(error) => fail_or_retry(None, String::new(), error).await,
    }
}

/// One POST to the checked addresses: the status and the first characters of the answer.
async fn attempt(
    checked: &super::address::Checked,
    out: &Outgoing,
    secret: &str,
    body: String,
) -> Result<(i64, String), String> {
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .timeout(SEND_TIMEOUT)
        .user_agent("Portico-Webhooks/1")
        .resolve_to_addrs(&checked.host, &checked.addrs)
        // A proxy from the environment would connect on its own, to whatever the name says then.
        .no_proxy()
        .build()
        .map_err(|e| format!("cannot send: {e}"))?;
    let timestamp = crate::db::now_ms() / 1000;
    let mut req = client
        .post(checked.url.clone())
        .header("content-type", "application/json")
        .header("webhook-id", &out.id)
        .header("webhook-timestamp", timestamp.to_string());
    if let Some(sig) = super::sign::signature(secret, &out.id, timestamp, &body) {
        req = req.header("webhook-signature", sig);
    }
    let res = req.body(body).send().await.map_err(|e| {
        let why = if e.is_timeout() {
            "the endpoint did not answer in time".to_owned()
        } else if e.is_connect() {
            "cannot connect to the endpoint".to_owned()
        } else {
            "the request failed".to_owned()
        };
        tracing::info!(delivery = %out.id, error = %e, "webhook attempt failed");
        why
    })?;
    let status = i64::from(res.status().as_u16());
    // Only the start of the answer is kept: an endpoint that answers gigabytes costs a chunk.
    let mut res = res;
    let mut bytes: Vec<u8> = Vec::new();
    while bytes.len() < webhooks::ANSWER_MAX * 4 {
        match res.chunk().await {
            Ok(Some(chunk)) => bytes.extend_from_slice(&chunk),
            _ => break,
        }
    }
    bytes.truncate(webhooks::ANSWER_MAX * 4);
    let text = String::from_utf8_lossy(&bytes);
    let answer: String = text
        .chars()
        .filter(|c| !c.is_control() || *c == '\n')
        .take(webhooks::ANSWER_MAX)
        .collect();
    Ok((status, answer))
}
