//! Who is calling. A role is a type in the handler's signature: `AuthUser` (anyone signed in),
//! `ClientUser`, `AdminUser`. Tokens travel as `Authorization: Bearer`; the server keeps only
//! their SHA-256 (docs/decisions/0004-sessions-and-tokens.md).

use std::sync::OnceLock;

use argon2::password_hash::rand_core::{OsRng, RngCore};
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};
use axum::extract::FromRequestParts;
use axum::http::{header, request::Parts};
use base64::Engine as _;
use sha2::{Digest, Sha256};

use crate::app::AppState;
use crate::changes;
use crate::db::users::Role;
use crate::db::{now_ms, sessions};
use crate::error::ApiError;

/// At most this many Argon2 computations (7 MiB and tens of milliseconds of CPU each) run at
/// once; the rest wait briefly, then get 503 rather than piling up memory and starving every other
/// request.
pub const HASHING_AT_ONCE: usize = 4;
/// How long a sign-in waits for a hashing slot before it is told to come back.
const HASHING_WAIT: std::time::Duration = std::time::Duration::from_millis(750);

fn hashing_slots() -> &'static tokio::sync::Semaphore {
    static SLOTS: OnceLock<tokio::sync::Semaphore> = OnceLock::new();
    SLOTS.get_or_init(|| tokio::sync::Semaphore::new(HASHING_AT_ONCE))
}

async fn hashing_slot() -> Result<tokio::sync::SemaphorePermit<'static>, ApiError> {
    match tokio::time::timeout(HASHING_WAIT, hashing_slots().acquire()).await {
        Ok(Ok(permit)) => Ok(permit),
        _ => Err(ApiError::Busy),
    }
}

/// Argon2id at 7 MiB and 5 passes: of the settings OWASP gives as equal in strength (19 MiB and 2
/// passes, the crate's default, is another), the one needing least memory. A sign-in's hash was
/// most of the server's peak memory (docs/decisions/0014-password-hash-memory.md).
const HASH_MEMORY_KIB: u32 = 7 * 1024;
const HASH_PASSES: u32 = 5;

fn hasher() -> Argon2<'static> {
    // Valid constants (a unit test pins the hashes they make), so the fallback never runs.
    let params = Params::new(HASH_MEMORY_KIB, HASH_PASSES, 1, None).unwrap_or_default();
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// Whether a stored hash was made with other settings than today's (it still verifies with its
/// own; the next sign-in hashes the password again with today's).
pub fn outdated(hash: &str) -> bool {
    let settings = |p: &Params| (p.m_cost(), p.t_cost(), p.p_cost());
    let current = settings(hasher().params());
    PasswordHash::new(hash)
        .map(|parsed| {
            parsed.algorithm != Algorithm::Argon2id.ident()
                || Params::try_from(&parsed).ok().as_ref().map(settings) != Some(current)
        })
        .unwrap_or(true)
}

/// Argon2id (`hasher`), on a blocking thread: ~30 ms.
pub async fn hash_password(password: String) -> Result<String, ApiError> {
    let _slot = hashing_slot().await?;
    tokio::task::spawn_blocking(move || {
        let salt = SaltString::generate(&mut OsRng);
        hasher()
            .hash_password(password.as_bytes(), &salt)
            .map(|h| h.to_string())
            .map_err(|e| ApiError::internal(e.to_string()))
    })
    .await
    .map_err(ApiError::internal)?
}

/// Checks a password. With no account (`hash` None) it verifies against a fixed dummy hash, so a
/// wrong email and a wrong password take the same time and the caller learns nothing.
pub async fn verify_password(hash: Option<String>, password: String) -> Result<bool, ApiError> {
    let _slot = hashing_slot().await?;
    tokio::task::spawn_blocking(move || {
        let known = hash.is_some();
        let stored = match hash {
            Some(h) => h,
            None => dummy_hash().to_owned(),
        };
        // Verified with the settings the hash names, whichever they are.
        let ok = PasswordHash::new(&stored)
            .map(|parsed| {
                hasher()
                    .verify_password(password.as_bytes(), &parsed)
                    .is_ok()
            })
            .unwrap_or(false);
        known && ok
    })
    .await
    .map_err(ApiError::internal)
}

/// Computes the dummy hash ahead of the first sign-in, so even that one takes the usual time.
pub async fn warm_up() {
    let _ = tokio::task::spawn_blocking(dummy_hash).await;
}

fn dummy_hash() -> &'static str {
    static DUMMY: OnceLock<String> = OnceLock::new();
    DUMMY.get_or_init(|| {
        let salt = SaltString::generate(&mut OsRng);
        hasher()
            .hash_password(b"portico-no-such-account", &salt)
            .map(|h| h.to_string())
            .unwrap_or_default()
    })
}

/// 256 random bits, URL-safe.
pub fn new_token() -> String {
    let mut bytes = [0u8; 32];
    OsRng.fill_bytes(&mut bytes);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

pub fn token_hash(token: &str) -> String {
    let digest = Sha256::digest(token.as_bytes());
    let mut out = String::with_capacity(64);
    for b in digest {
        out.push_str(&format!("{b:02x}"));
    }
    out
}

/// How long a session of this role lasts unused: staff sessions are short.
pub fn idle_ttl_ms(state: &AppState, role: Role) -> i64 {
    match role {
        Role::Admin => state
            .config
            .staff_session_ms
            .min(state.config.session_ttl_ms),
        Role::Client => state.config.session_ttl_ms,
    }
}

/// Issues a session for a user and returns the token the client keeps.
pub async fn start_session(
    state: &AppState,
    user_id: &str,
    role: Role,
    kind: sessions::Kind<'_>,
) -> Result<String, ApiError> {
    let token = new_token();
    sessions::create(
        &state.db,
        user_id,
        &token_hash(&token),
        idle_ttl_ms(state, role),
        kind,
    )
    .await?;
    Ok(token)
}

/// How long a staff member's read-only view of a client's portal lasts.
pub const VIEW_AS_TTL_MS: i64 = 60 * 60 * 1000;

#[derive(Clone, Debug)]
pub struct AuthUser {
    pub session_id: String,
    pub id: String,
    pub role: Role,
    pub name: String,
    pub email: String,
    /// The version of this account's project read (see `reads/cache.rs`).
    pub data_version: i64,
    /// A staff member viewing this client's portal: reads only.
    pub read_only: bool,
    /// May only set up two-factor and sign out (`STAFF_2FA=required`).
    pub setup_only: bool,
}

impl AuthUser {
    pub fn is_admin(&self) -> bool {
        self.role == Role::Admin
    }
}

fn bearer(parts: &Parts) -> Option<&str> {
    let value = parts.headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    let token = token.trim();
    (scheme.eq_ignore_ascii_case("bearer") && !token.is_empty() && token.len() <= 512)
        .then_some(token)
}

impl FromRequestParts<AppState> for AuthUser {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        if let Some(user) = parts.extensions.get::<AuthUser>() {
            return Ok(user.clone());
        }
        let token = bearer(parts).ok_or(ApiError::Unauthorized)?;
        let found = live_session(state, &token_hash(token)).await?;
        // A read-only session reads and signs out; nothing else gets past its extractor.
        if found.read_only != 0 && !is_read(parts) {
            return Err(ApiError::ReadOnly);
        }
        if found.setup_only != 0 && !is_two_factor_setup(parts) {
            return Err(ApiError::TwoFactorSetupRequired);
        }
        let role = Role::parse(&found.role).ok_or(ApiError::Unauthorized)?;
        // A read-only view keeps its short fixed lifetime.
        if now_ms() - found.last_used_at > 60_000 && found.read_only == 0 {
            sessions::touch(&state.db, &found.session_id, idle_ttl_ms(state, role)).await?;
        }
        let user = AuthUser {
            session_id: found.session_id,
            id: found.user_id,
            role,
            name: found.name,
            email: found.email,
            data_version: found.data_version,
            read_only: found.read_only != 0,
            setup_only: found.setup_only != 0,
        };
        parts.extensions.insert(user.clone());
        Ok(user)
    }
}

/// The live session with this token's hash: held in memory while no change to the session or its
/// account was heard since it was read (`crate::changes`), otherwise read from the database. A
/// session that lives only while another does (a staff member's view as a client) is never held.
async fn live_session(state: &AppState, hash: &str) -> Result<sessions::SessionUser, ApiError> {
    let (staff_max, client_max) = (state.config.staff_session_ms, state.config.session_max_ms);
    if let Some(held) = state.sessions.get(&state.changes, hash) {
        if held.live_at(now_ms(), staff_max, client_max) {
            return Ok(held);
        }
    }
    let since = state.changes.since();
    let found = sessions::find_live(&state.db, hash, staff_max, client_max)
        .await?
        .ok_or(ApiError::Unauthorized)?;
    if let (Some(since), 0) = (since, found.has_parent) {
        let keys = vec![
            changes::session_key(&found.session_id),
            changes::user_key(&found.user_id),
        ];
        state.sessions.put(hash, since, keys, found.clone());
    }
    Ok(found)
}

fn is_read(parts: &Parts) -> bool {
    use axum::http::Method;
    parts.method == Method::GET
        || parts.method == Method::HEAD
        || (parts.method == Method::POST && parts.uri.path().ends_with("/user/logout"))
}

/// What a session that must set up two-factor first may do: that, read who it is, sign out.
fn is_two_factor_setup(parts: &Parts) -> bool {
    let path = parts.uri.path();
    path.ends_with("/user/twoFactor")
        || path.ends_with("/user/twoFactor/setup")
        || path.ends_with("/user/twoFactor/confirm")
        || path.ends_with("/user/logout")
        || path.ends_with("/user/userProfile")
}

/// The signed-in account, if it has `role`: 401 without a session, 403 with another role's.
async fn with_role(parts: &mut Parts, state: &AppState, role: Role) -> Result<AuthUser, ApiError> {
    let user = AuthUser::from_request_parts(parts, state).await?;
    if user.role == role {
        Ok(user)
    } else {
        Err(ApiError::Forbidden)
    }
}

/// A signed-in client (an admin gets 403: admin tokens do not open the portal's own data).
pub struct ClientUser(pub AuthUser);

impl FromRequestParts<AppState> for ClientUser {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        with_role(parts, state, Role::Client).await.map(Self)
    }
}

/// A staff administrator: 401 without a session, 403 with a client's.
pub struct AdminUser(pub AuthUser);

impl FromRequestParts<AppState> for AdminUser {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        with_role(parts, state, Role::Admin).await.map(Self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_long_random_and_stored_hashed() {
        let a = new_token();
        let b = new_token();
        assert_ne!(a, b);
        assert!(a.len() >= 43);
        let h = token_hash(&a);
        assert_eq!(h.len(), 64);
        assert!(!h.contains(&a));
        assert_eq!(h, token_hash(&a));
    }

    #[tokio::test]
    async fn passwords_are_argon2id_and_verify() {
        let hash = hash_password("s3cret-pass".into()).await.unwrap();
        assert!(hash.starts_with("$argon2id$"));
        assert!(verify_password(Some(hash.clone()), "s3cret-pass".into())
            .await
            .unwrap());
        assert!(!verify_password(Some(hash), "wrong".into()).await.unwrap());
        assert!(!verify_password(None, "portico-no-such-account".into())
            .await
            .unwrap());
    }

    #[tokio::test]
    async fn hashes_made_with_other_settings_verify_and_are_outdated() {
        let hash = hash_password("s3cret-pass".into()).await.unwrap();
        assert!(hash.contains("$m=7168,t=5,p=1$"), "{hash}");
        assert!(!outdated(&hash));
        // The crate's default (19 MiB, 2 passes), as hashes made before today's settings are.
        let salt = SaltString::generate(&mut OsRng);
        let old = Argon2::default()
            .hash_password(b"s3cret-pass", &salt)
            .unwrap()
            .to_string();
        assert!(old.contains("$m=19456,t=2,p=1$"), "{old}");
        assert!(outdated(&old));
        assert!(verify_password(Some(old.clone()), "s3cret-pass".into())
            .await
            .unwrap());
        assert!(!verify_password(Some(old), "wrong".into()).await.unwrap());
        assert!(outdated("not a hash"));
    }
}
