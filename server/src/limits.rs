//! Abuse limits: fixed windows counted in the database (shared by every app server).

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;
use std::net::SocketAddr;

use crate::db::{now_ms, Db};
use crate::error::ApiError;
use crate::state::AppState;

#[derive(Clone, Copy, Debug)]
pub struct Limit {
    pub name: &'static str,
    pub max: i64,
    pub window_ms: i64,
    pub message: &'static str,
}

pub const CONTACT: Limit = Limit {
    name: "contact",
    max: 5,
    window_ms: 10 * 60_000,
    message: "Too many messages from your address. Please try again in a few minutes.",
};

pub const NEWSLETTER: Limit = Limit {
    name: "newsletter",
    max: 10,
    window_ms: 10 * 60_000,
    message: "Too many sign-ups from your address. Please try again in a few minutes.",
};

/// Emailed links asked for from one address ("Forgot password?", "Email me a sign-in link").
pub const MAIL_LINKS: Limit = Limit {
    name: "mail-links",
    max: 10,
    window_ms: 10 * 60_000,
    message: "Too many requests from your address. Please try again in a few minutes.",
};

/// Emailed links mailed to one account, whoever asks: past it, asking answers the same and
/// sends nothing, so nobody can flood someone's inbox.
pub const MAIL_LINKS_ACCOUNT: Limit = Limit {
    name: "mail-links-account",
    max: 5,
    window_ms: 60 * 60_000,
    message: "Too many links mailed to this account.",
};

/// Sign-ins with the identity provider started from one address (each keeps an attempt for ten
/// minutes).
pub const OIDC_STARTS: Limit = Limit {
    name: "oidc-starts",
    max: 60,
    window_ms: 10 * 60_000,
    message: "Too many sign-in attempts from your address. Please try again in a few minutes.",
};

/// What one client account may send staff: tickets, comments, project requests and
/// statement-of-work updates, together.
pub const CLIENT_WRITES: Limit = Limit {
    name: "client-writes",
    max: 30,
    window_ms: 10 * 60_000,
    message: "You have sent a lot in a short time. Please wait a few minutes and try again.",
};

/// What one client posts to the code host (issues and comments): the company's token has one
/// limit for every repository (GitHub: about 80 posts a minute), which no client may use up.
pub const CODE_POSTS: Limit = Limit {
    name: "code-posts",
    max: 10,
    window_ms: 10 * 60_000,
    message: "You have posted a lot to the repository in a short time. Please wait a few minutes and try again.",
};

/// Profile saves per account: a person edits a profile a few times, a loop does not.
pub const PROFILE_WRITES: Limit = Limit {
    name: "profile-writes",
    max: 20,
    window_ms: 10 * 60_000,
    message: "You have saved your profile many times in a short time. Please wait a few minutes and try again.",
};

fn key(limit: &Limit, subject: &str) -> String {
    format!("{}:{}", limit.name, subject)
}

fn too_many(limit: &Limit, window_start: i64, now: i64) -> ApiError {
    let retry_ms = (window_start + limit.window_ms - now).max(1_000);
    ApiError::TooManyRequests {
        retry_after_secs: ((retry_ms + 999) / 1000) as u64,
        message: limit.message.to_owned(),
    }
}

/// Counts one more event; refuses with 429 once the window's budget is spent.
pub async fn hit(db: &Db, limit: &Limit, subject: &str) -> Result<(), ApiError> {
    let now = now_ms();
    let (count, window_start): (i64, i64) = sqlx::query_as(
        "INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1) \
         ON CONFLICT (key) DO UPDATE SET \
           count = CASE WHEN rate_limits.window_start <= $3 THEN 1 ELSE rate_limits.count + 1 END, \
           window_start = CASE WHEN rate_limits.window_start <= $3 THEN $2 ELSE rate_limits.window_start END \
         RETURNING CAST(count AS BIGINT), window_start",
    )
    .bind(key(limit, subject))
    .bind(now)
    .bind(now - limit.window_ms)
    .fetch_one(db)
    .await?;
    if count > limit.max {
        return Err(too_many(limit, window_start, now));
    }
    Ok(())
}

/// The caller's address as limits count it (see `crate::address`): the socket peer, or with
/// `TRUST_PROXY` the nearest `X-Forwarded-For` entry our own proxies did not write; IPv6 by /64.
pub struct ClientAddress(pub String);

impl FromRequestParts<AppState> for ClientAddress {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let Some(peer) = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|c| c.0.ip())
        else {
            return Ok(Self("unknown".to_owned()));
        };
        let forwarded: Vec<&str> = parts
            .headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .collect();
        let ip = state.config.trust_proxy.client(peer, &forwarded);
        Ok(Self(crate::address::group(ip)))
    }
}
