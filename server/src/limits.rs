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

/// Contact messages from one IPv6 site (a /48 holds 65,536 /64s, each with its own `CONTACT`).
pub const CONTACT_SITE: Limit = Limit {
    name: "contact-site",
    max: 20,
    window_ms: 10 * 60_000,
    message: "Too many messages from your network. Please try again in a few minutes.",
};

/// Contact messages mailed to staff one by one, from everyone together. Past it the messages are
/// still kept, and staff get them gathered into one digest per window instead.
pub const CONTACT_MAILS: Limit = Limit {
    name: "contact-mails",
    max: 30,
    window_ms: 10 * 60_000,
    message: "",
};

/// Newsletter sign-ups from one IPv6 site.
pub const NEWSLETTER_SITE: Limit = Limit {
    name: "newsletter-site",
    max: 40,
    window_ms: 10 * 60_000,
    message: "Too many sign-ups from your network. Please try again in a few minutes.",
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

/// Emailed links mailed to one account, per purpose: past it, asking answers the same and sends
/// nothing, so nobody can flood someone's inbox. Requests from an address the owner signed in
/// from count apart from everyone else's (see `routes::account`).
pub const MAIL_LINKS_RESET: Limit = Limit {
    name: "mail-links-reset",
    max: 5,
    window_ms: 60 * 60_000,
    message: "Too many links mailed to this account.",
};
pub const MAIL_LINKS_SIGN_IN: Limit = Limit {
    name: "mail-links-sign-in",
    max: 5,
    window_ms: 60 * 60_000,
    message: "Too many links mailed to this account.",
};
pub const MAIL_LINKS_INVITATION: Limit = Limit {
    name: "mail-links-invitation",
    max: 5,
    window_ms: 60 * 60_000,
    message: "Too many links mailed to this account.",
};

/// Emailed links mailed to one account at the asking of addresses it never signed in from,
/// every network and purpose together: the ceiling above the per-network budgets, so many
/// networks together still cannot flood the inbox.
pub const MAIL_LINKS_ACCOUNT: Limit = Limit {
    name: "mail-links-account",
    max: 30,
    window_ms: 60 * 60_000,
    message: "Too many links mailed to this account.",
};

/// The budget of emailed links of this purpose for one account.
pub fn mail_links_account(purpose: crate::db::tokens::Purpose) -> Limit {
    use crate::db::tokens::Purpose;
    match purpose {
        Purpose::Reset => MAIL_LINKS_RESET,
        Purpose::SignIn => MAIL_LINKS_SIGN_IN,
        Purpose::Invitation => MAIL_LINKS_INVITATION,
    }
}

/// Sign-ins with the identity provider started from one address (each keeps an attempt for ten
/// minutes).
pub const OIDC_STARTS: Limit = Limit {
    name: "oidc-starts",
    max: 60,
    window_ms: 10 * 60_000,
    message: "Too many sign-in attempts from your address. Please try again in a few minutes.",
};

/// Passkey sign-ins started from one address (each keeps a ceremony for five minutes).
pub const PASSKEY_STARTS: Limit = Limit {
    name: "passkey-starts",
    max: 60,
    window_ms: 10 * 60_000,
    message: "Too many sign-in attempts from your address. Please try again in a few minutes.",
};

/// The same starts from one IPv6 site (a /48 holds 65,536 /64s, each with its own budget
/// above), and from everyone together: each start keeps a row for minutes, and no set of
/// callers may make rows faster than these.
pub const PASSKEY_STARTS_SITE: Limit = Limit {
    name: "passkey-starts-site",
    max: 240,
    window_ms: 10 * 60_000,
    message: "Too many sign-in attempts from your network. Please try again in a few minutes.",
};
pub const PASSKEY_STARTS_ALL: Limit = Limit {
    name: "passkey-starts-all",
    max: 30_000,
    window_ms: 10 * 60_000,
    message: "Too many sign-in attempts right now. Please try again in a few minutes.",
};
pub const OIDC_STARTS_SITE: Limit = Limit {
    name: "oidc-starts-site",
    max: 240,
    window_ms: 10 * 60_000,
    message: "Too many sign-in attempts from your network. Please try again in a few minutes.",
};
pub const OIDC_STARTS_ALL: Limit = Limit {
    name: "oidc-starts-all",
    max: 30_000,
    window_ms: 10 * 60_000,
    message: "Too many sign-in attempts right now. Please try again in a few minutes.",
};
/// Emailed links asked for from one network (an IPv6 /48, an IPv4 /24). No ceiling for
/// everyone together: it would be a way to keep every locked-out person from their link; each
/// inbox has its own (`MAIL_LINKS_ACCOUNT`).
pub const MAIL_LINKS_SITE: Limit = Limit {
    name: "mail-links-site",
    max: 40,
    window_ms: 10 * 60_000,
    message: "Too many requests from your network. Please try again in a few minutes.",
};

/// Files one person uploads: a message carries a few, a loop does not get a hundred a minute.
pub const UPLOADS: Limit = Limit {
    name: "uploads",
    max: 120,
    window_ms: 10 * 60_000,
    message:
        "You have uploaded many files in a short time. Please wait a few minutes and try again.",
};

/// What one client account may send staff: tickets, comments, project requests and
/// statement-of-work updates, together.
pub const CLIENT_WRITES: Limit = Limit {
    name: "client-writes",
    max: 30,
    window_ms: 10 * 60_000,
    message: "You have sent a lot in a short time. Please wait a few minutes and try again.",
};

/// Test events and deliveries sent again, per person: each may be tried 14 times over a day, and
/// every company's deliveries share the workers.
pub const WEBHOOK_SENDS: Limit = Limit {
    name: "webhook-sends",
    max: 30,
    window_ms: 10 * 60_000,
    message: "You have sent a lot of test events in a short time. Please wait a few minutes.",
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

/// Counts one more event against `limit` and per-site (IPv6 /48) `site_limit` for the address.
pub async fn hit_with_site(
    db: &Db,
    limit: &Limit,
    site_limit: &Limit,
    address: &str,
) -> Result<(), ApiError> {
    if let Some(site) = crate::address::site(address) {
        hit(db, site_limit, &site).await?;
    }
    hit(db, limit, address).await
}

/// Counts one more event from `address` against its own limit, its network's (an IPv6 /48, an
/// IPv4 /24: many callers of one owner), and, when given, everyone's together (one key: only
/// for what keeps a row per event, since a ceiling every caller shares is one a few hundred
/// networks can spend for everyone).
pub async fn hit_everywhere(
    db: &Db,
    limit: &Limit,
    network_limit: &Limit,
    all: Option<&Limit>,
    address: &str,
) -> Result<(), ApiError> {
    hit(db, network_limit, &crate::address::network(address)).await?;
    hit(db, limit, address).await?;
    match all {
        Some(all) => hit(db, all, "*").await,
        None => Ok(()),
    }
}

/// Counts one more event; false once the window's budget is spent (nothing is refused: the
/// caller does something cheaper instead).
pub async fn within(db: &Db, limit: &Limit, subject: &str) -> Result<bool, ApiError> {
    match hit(db, limit, subject).await {
        Ok(()) => Ok(true),
        Err(ApiError::TooManyRequests { .. }) => Ok(false),
        Err(e) => Err(e),
    }
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
