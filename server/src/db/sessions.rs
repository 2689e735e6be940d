//! Server-side sessions. The client holds a long random token; we keep only its SHA-256, so a
//! leaked database does not hand out live sessions. Logout revokes; expiry slides with use.

use sqlx::FromRow;

use std::sync::Arc;

use super::{new_id, now_ms, Db};
use crate::ids::{ProjectId, UserId};

#[derive(Clone, Debug, FromRow)]
pub struct SessionUser {
    pub session_id: String,
    pub user_id: UserId,
    pub role: String,
    pub name: String,
    pub email: String,
    /// The client company the person belongs to (a staff account: its own id).
    pub company_id: UserId,
    pub last_used_at: i64,
    /// The version of the company's list read (`reads`), derived from its projects' and its
    /// own (`versions::LIST_VERSION`).
    pub data_version: i64,
    /// 1 when the person handles money (staff, a company's owner, a person with finance).
    pub money: i64,
    /// 1 for an owner of a client company (who runs its people).
    pub owner: i64,
    /// 1 when the person sees every project of the company (staff too); 0 for a member who
    /// sees the ones chosen for them (`projects`).
    pub all_projects: i64,
    /// A member's chosen projects (`all_projects` = 0), read with the session by `chosen`.
    #[sqlx(skip)]
    pub projects: Option<Arc<[ProjectId]>>,
    /// 1 for a staff member's read-only view of a client's portal.
    pub read_only: i64,
    /// 1 for a staff session that may only set up two-factor (`STAFF_2FA=required`).
    pub setup_only: i64,
    pub created_at: i64,
    pub expires_at: i64,
    /// 1 for a session that lives only while another does (a staff member's view as a client).
    pub has_parent: i64,
    /// When the person last proved who they are in this session (signing in, or sudo mode).
    pub verified_at: i64,
    /// 1 for a personal API token (`api_tokens`): its end is fixed, whatever the role's lifetimes.
    pub api_token: i64,
}

impl SessionUser {
    /// Still live at `now` by its own times, as `find_live` checks them (what revokes it or
    /// deactivates its account is a change that makes a held copy stale, `crate::changes`).
    pub fn live_at(&self, now: i64, staff_max_ms: i64, client_max_ms: i64) -> bool {
        if self.api_token != 0 {
            return self.expires_at > now;
        }
        let max = if self.role == "admin" {
            staff_max_ms
        } else {
            client_max_ms
        };
        self.expires_at > now && self.created_at > now - max
    }
}

/// What kind of session to open.
#[derive(Clone, Copy, Debug, Default)]
pub enum Kind<'a> {
    #[default]
    Full,
    /// May only set up two-factor and sign out.
    SetupOnly,
    /// A staff member's read-only view of a client's portal, which ends with the staff session
    /// `parent` that opened it.
    ViewAs { parent: &'a str },
}

/// Where and how a session was opened (`crate::origin`): what the person's list of their
/// sessions shows.
#[derive(Clone, Copy, Debug, Default)]
pub struct Opened<'a> {
    pub method: &'a str,
    pub user_agent: &'a str,
    pub network: &'a str,
}

pub async fn create<'e>(
    db: impl sqlx::Executor<'e, Database = sqlx::Any>,
    user_id: &UserId,
    token_hash: &str,
    ttl_ms: i64,
    kind: Kind<'_>,
    opened: Opened<'_>,
) -> Result<String, sqlx::Error> {
    let now = now_ms();
    let id = new_id();
    let (read_only, setup_only, parent) = match kind {
        Kind::Full => (0i16, 0i16, None),
        Kind::SetupOnly => (0, 1, None),
        Kind::ViewAs { parent } => (1, 0, Some(parent)),
    };
    // Signing in is proof of who one is; a view as a client proves nothing of the client.
    let verified_at = if parent.is_some() { 0 } else { now };
    sqlx::query(
        "INSERT INTO sessions (id, token_hash, user_id, created_at, expires_at, last_used_at, read_only, \
         setup_only, parent_id, verified_at, method, user_agent, network) \
         VALUES ($1, $2, $3, $4, $5, $4, $6, $7, $8, $9, $10, $11, $12)",
    )
    .bind(&id)
    .bind(token_hash)
    .bind(user_id)
    .bind(now)
    .bind(now + ttl_ms)
    .bind(read_only)
    .bind(setup_only)
    .bind(parent)
    .bind(verified_at)
    .bind(opened.method)
    .bind(opened.user_agent)
    .bind(opened.network)
    .execute(db)
    .await?;
    Ok(id)
}

/// What a person (`u`) may do, as every scoped read decides it: `money` (staff, a company's owner,
/// a person with finance) and `all_projects` (staff, owners, members who see every project; the
/// others see their chosen ones, `people::chosen_projects`). A calendar feed reads them too.
pub const ABILITIES: &str = "CAST(CASE WHEN u.role = 'admin' OR u.company_role = 'owner' OR u.finance = 1 THEN 1 ELSE 0 END AS BIGINT) AS money, \
     CAST(CASE WHEN u.role = 'admin' OR u.company_role = 'owner' OR u.all_projects = 1 THEN 1 ELSE 0 END AS BIGINT) AS all_projects";

/// The live session for a token hash, with its user: not revoked, used recently enough, and
/// younger than its role's absolute lifetime. A deactivated account has none, and a view-as
/// session none once the staff session that opened it has ended.
pub async fn find_live(
    db: &Db,
    token_hash: &str,
    staff_max_ms: i64,
    client_max_ms: i64,
) -> Result<Option<SessionUser>, sqlx::Error> {
    let now = now_ms();
    let found: Option<SessionUser> = sqlx::query_as(&format!(
        "SELECT s.id AS session_id, u.id AS user_id, u.role, u.name, u.email, \
         COALESCE(u.company_id, u.id) AS company_id, s.last_used_at, \
         CAST({list} AS BIGINT) AS data_version, \
         {abilities}, \
         CAST(CASE WHEN u.role = 'client' AND u.company_role = 'owner' THEN 1 ELSE 0 END AS BIGINT) AS owner, \
         CAST(s.read_only AS BIGINT) AS read_only, CAST(s.setup_only AS BIGINT) AS setup_only, \
         s.created_at, s.expires_at, CAST(CASE WHEN s.parent_id IS NULL THEN 0 ELSE 1 END AS BIGINT) AS has_parent, \
         s.verified_at, CAST(CASE WHEN s.token_name IS NULL THEN 0 ELSE 1 END AS BIGINT) AS api_token \
         FROM sessions s JOIN users u ON u.id = s.user_id \
         JOIN users c ON c.id = COALESCE(u.company_id, u.id) \
         WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND u.active = 1 AND c.active = 1 \
         AND (s.token_name IS NOT NULL OR s.created_at > (CASE WHEN u.role = 'admin' THEN $3 ELSE $4 END)) \
         AND (s.parent_id IS NULL OR EXISTS (SELECT 1 FROM sessions p JOIN users pu ON pu.id = p.user_id \
              WHERE p.id = s.parent_id AND p.revoked_at IS NULL AND p.expires_at > $2 AND pu.active = 1 \
              AND p.created_at > $3))",
        list = super::versions::LIST_VERSION,
        abilities = ABILITIES,
    ))
    .bind(token_hash)
    .bind(now)
    .bind(now - staff_max_ms)
    .bind(now - client_max_ms)
    .fetch_optional(db)
    .await?;
    // A member's chosen projects: a second read, for the few sessions that have a set.
    let mut found: Option<SessionUser> = found;
    if let Some(s) = found.as_mut().filter(|s| s.all_projects == 0) {
        s.projects = Some(super::people::chosen_projects(db, &s.user_id).await?.into());
    }
    Ok(found)
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

/// Signs a user out everywhere but the given session (after a password change, or "sign out of
/// other sessions"). API tokens stay: they are listed, and ended, on their own; deactivation and
/// a password set by staff (`revoke_all`) end them too.
pub async fn revoke_others<'e>(
    db: impl sqlx::Executor<'e, Database = sqlx::Any>,
    user_id: &UserId,
    keep: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE sessions SET revoked_at = $1 WHERE user_id = $2 AND id <> $3 AND revoked_at IS NULL \
         AND token_name IS NULL",
    )
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
    user_id: &UserId,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE sessions SET revoked_at = $1 WHERE user_id = $2 AND revoked_at IS NULL")
        .bind(now_ms())
        .bind(user_id)
        .execute(db)
        .await?;
    Ok(())
}

/// The person proved who they are again in this session (sudo mode).
pub async fn verified(db: &Db, session_id: &str) -> Result<i64, sqlx::Error> {
    let now = now_ms();
    sqlx::query("UPDATE sessions SET verified_at = $1 WHERE id = $2")
        .bind(now)
        .bind(session_id)
        .execute(db)
        .await?;
    Ok(now)
}

/// A session's full rights, once its account has set up two-factor.
pub async fn clear_setup_only(db: &Db, session_id: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE sessions SET setup_only = 0 WHERE id = $1")
        .bind(session_id)
        .execute(db)
        .await?;
    Ok(())
}

#[derive(Clone, Debug, FromRow)]
struct SessionRow {
    id: String,
    created_at: i64,
    last_used_at: i64,
    expires_at: i64,
    setup_only: i64,
    method: String,
    user_agent: String,
    network: String,
}

/// An open session as its account's administrators see it.
#[derive(Clone, Debug, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionView {
    #[serde(rename = "_id")]
    pub id: String,
    pub created_at: i64,
    pub last_used_at: i64,
    pub expires_at: i64,
    /// Opened only to set up two-factor.
    pub setup_only: bool,
    /// The session this list was asked for with.
    pub current: bool,
    /// How it signed in: `password`, `link`, `invitation`, `passkey`, `provider` or `code`
    /// (a password or link, then a code); empty for a session older than this record.
    pub method: String,
    /// The browser and system its User-Agent names ("Firefox", "Windows"); empty when unknown.
    pub browser: String,
    pub system: String,
    /// The network it signed in from, as a place (an IPv4 /24, an IPv6 /48).
    pub network: String,
}

/// The sessions of an account that still work, newest first (at most 100: an account with more
/// is ended whole by deactivating it). `current` marks the caller's own.
pub async fn live_of(
    db: &Db,
    user_id: &UserId,
    oldest_ms: i64,
    current: &str,
) -> Result<Vec<SessionView>, sqlx::Error> {
    let now = now_ms();
    let rows: Vec<SessionRow> = sqlx::query_as(
        "SELECT id, created_at, last_used_at, expires_at, CAST(setup_only AS BIGINT) AS setup_only, \
         method, user_agent, network FROM sessions WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2 \
         AND created_at > $3 AND read_only = 0 AND token_name IS NULL ORDER BY created_at DESC LIMIT 100",
    )
    .bind(user_id)
    .bind(now)
    .bind(oldest_ms)
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| {
            let (browser, system) = crate::device::device(&r.user_agent);
            SessionView {
                current: r.id == current,
                id: r.id,
                created_at: r.created_at,
                last_used_at: r.last_used_at,
                expires_at: r.expires_at,
                setup_only: r.setup_only != 0,
                method: r.method,
                browser: browser.to_owned(),
                system: system.to_owned(),
                network: r.network,
            }
        })
        .collect())
}

/// Ends one session of an account: false when it has none by that id still open.
pub async fn revoke_of<'e>(
    db: impl sqlx::Executor<'e, Database = sqlx::Any>,
    user_id: &UserId,
    session_id: &str,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE sessions SET revoked_at = $1 WHERE id = $2 AND user_id = $3 AND revoked_at IS NULL",
    )
    .bind(now_ms())
    .bind(session_id)
    .bind(user_id)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Removes sessions that can never be used again (expired, revoked, or past every lifetime) a
/// day after the fact, so the table does not grow forever.
pub async fn sweep(db: &Db, oldest_live_ms: i64) -> Result<u64, sqlx::Error> {
    let now = now_ms();
    let day = 24 * 3_600_000;
    let done = sqlx::query(
        "DELETE FROM sessions WHERE expires_at < $1 OR revoked_at < $1 \
         OR (created_at < $2 AND token_name IS NULL)",
    )
    .bind(now - day)
    .bind(now - oldest_live_ms - day)
    .execute(db)
    .await?;
    Ok(done.rows_affected())
}

/// Records that the account signed in from this browser on this system, and answers whether
/// that is news worth telling it: a device it never used, on an account that signed in before
/// (its first sign-in, or its first since devices were kept, tells nothing).
pub async fn seen_device(
    db: &Db,
    user_id: &UserId,
    browser: &str,
    system: &str,
) -> Result<bool, sqlx::Error> {
    let device = format!("{browser}|{system}");
    let known: Vec<String> =
        sqlx::query_scalar("SELECT device FROM known_devices WHERE user_id = $1 LIMIT 200")
            .bind(user_id)
            .fetch_all(db)
            .await?;
    sqlx::query(
        "INSERT INTO known_devices (user_id, device, last_seen) VALUES ($1, $2, $3) \
         ON CONFLICT (user_id, device) DO UPDATE SET last_seen = excluded.last_seen",
    )
    .bind(user_id)
    .bind(&device)
    .bind(now_ms())
    .execute(db)
    .await?;
    Ok(!known.is_empty() && !known.contains(&device))
}
