//! Who is calling. A role is a type in the handler's signature: `AuthUser` (anyone signed in),
//! `ClientUser`, `AdminUser`. Tokens travel as `Authorization: Bearer`; the server keeps only
//! their SHA-256 (docs/decisions/0004-sessions-and-tokens.md).

use std::sync::Arc;

use axum::extract::FromRequestParts;
use axum::http::{header, request::Parts};

use crate::changes;
use crate::credentials::{new_token, token_hash};
use crate::db::users::Role;
use crate::db::{now_ms, sessions};
use crate::error::ApiError;
use crate::ids::{ProjectId, UserId};
use crate::state::AppState;

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
    user_id: &UserId,
    role: Role,
    kind: sessions::Kind<'_>,
    opened: sessions::Opened<'_>,
) -> Result<String, ApiError> {
    let token = new_token();
    sessions::create(
        &state.db,
        user_id,
        &token_hash(&token),
        idle_ttl_ms(state, role),
        kind,
        opened,
    )
    .await?;
    Ok(token)
}

/// How long a staff member's read-only view of a client's portal lasts.
pub const VIEW_AS_TTL_MS: i64 = 60 * 60 * 1000;

#[derive(Clone, Debug)]
pub struct AuthUser {
    pub session_id: String,
    pub id: UserId,
    pub role: Role,
    pub name: String,
    pub email: String,
    /// The client company the person acts for: what a client's records belong to and every
    /// portal query is scoped to (ADR 0030). A staff account: its own id.
    pub company: UserId,
    /// The version of the company's project list read (see `reads/cache.rs`).
    pub data_version: i64,
    /// Handles money: staff, a company's owner, a person with finance (see `Money`).
    money: bool,
    /// An owner of a client company (see `Owner`).
    pub owner: bool,
    /// A member's chosen projects, when they do not see all of the company's (ADR 0030); None
    /// for everyone else (staff see every project).
    pub projects: Option<Arc<[ProjectId]>>,
    /// A staff member viewing this client's portal: reads only.
    pub read_only: bool,
    /// May only set up two-factor and sign out (`STAFF_2FA=required`).
    pub setup_only: bool,
    /// When the person last proved who they are in this session (sudo mode).
    pub verified_at: i64,
    /// A personal API token, not a sign-in: it cannot make or list tokens (`db::api_tokens`).
    pub api_token: bool,
}

impl AuthUser {
    pub fn is_admin(&self) -> bool {
        self.role == Role::Admin
    }

    /// The proof that this person may see amounts, if they may (see `Money`).
    pub fn money(&self) -> Option<Money> {
        Money::of_session(self.money)
    }

    /// The client whose records a path's client id asks for: staff any; a person their own
    /// company, asked for by its id or by their own (the portal asks with the signed-in
    /// person's id). Any other id is None: "not found", exactly like a missing one.
    pub fn client_asked(&self, id: UserId) -> Option<UserId> {
        if self.is_admin() {
            Some(id)
        } else if id == self.company || id == self.id {
            Some(self.company.clone())
        } else {
            None
        }
    }
}

fn bearer(headers: &axum::http::HeaderMap) -> Option<&str> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
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
        let token = bearer(&parts.headers).ok_or(ApiError::Unauthorized)?;
        let found = live_session(state, &token_hash(token)).await?;
        // A read-only session reads and signs out; nothing else gets past its extractor.
        if found.read_only != 0 && !is_read(parts) {
            return Err(ApiError::ReadOnly);
        }
        if found.api_token != 0 && !token_may(parts) {
            return Err(ApiError::Forbidden);
        }
        if found.setup_only != 0 && !is_two_factor_setup(parts) {
            return Err(ApiError::TwoFactorSetupRequired);
        }
        let role = Role::parse(&found.role).ok_or(ApiError::Unauthorized)?;
        // A read-only view keeps its short fixed lifetime; a token its fixed end, and its last use.
        // A token's first use is recorded at once: "never used" must be true when it says so.
        let first_use = found.api_token != 0 && found.last_used_at == found.created_at;
        if now_ms() - found.last_used_at > 60_000 || first_use {
            if found.api_token != 0 {
                crate::db::api_tokens::touch(&state.db, &found.session_id).await?;
            } else if found.read_only == 0 {
                sessions::touch(&state.db, &found.session_id, idle_ttl_ms(state, role)).await?;
            }
        }
        let user = AuthUser {
            session_id: found.session_id,
            id: found.user_id,
            role,
            name: found.name,
            email: found.email,
            company: found.company_id,
            data_version: found.data_version,
            money: found.money != 0,
            owner: found.owner != 0,
            projects: found.projects,
            read_only: found.read_only != 0,
            setup_only: found.setup_only != 0,
            verified_at: found.verified_at,
            api_token: found.api_token != 0,
        };
        parts.extensions.insert(user.clone());
        Ok(user)
    }
}

/// The hash of the request's bearer token, to look its session up again later (`session_now`).
pub(crate) fn bearer_hash(headers: &axum::http::HeaderMap) -> Option<String> {
    bearer(headers).map(token_hash)
}

/// The session of this token's hash as it is now, for what outlasts its request (a live stream):
/// `Unauthorized` once it ended (signed out, revoked, expired, its person removed or locked out).
pub(crate) async fn session_now(
    state: &AppState,
    hash: &str,
) -> Result<sessions::SessionUser, ApiError> {
    live_session(state, hash).await
}

/// The live session with this token's hash: held in memory while no change to the session or its
/// account was heard since it was read (`crate::changes`), otherwise read from the database. A
/// session that lives only while another does (a staff member's view as a client) is never held.
async fn live_session(state: &AppState, hash: &str) -> Result<sessions::SessionUser, ApiError> {
    let (staff_max, client_max) = (state.config.staff_session_ms, state.config.session_max_ms);
    let live = |held: &sessions::SessionUser| held.live_at(now_ms(), staff_max, client_max);
    let read = || async {
        let found = sessions::find_live(&state.db, hash, staff_max, client_max)
            .await?
            .ok_or(ApiError::Unauthorized)?;
        let keys = (found.has_parent == 0)
            .then(|| changes::session_keys(&found.session_id, &found.user_id, &found.company_id));
        Ok((found, keys))
    };
    state
        .sessions
        .get_or_read(&state.changes, hash, live, read)
        .await
}

/// The mark of a route a personal API token may never call, whatever its scope (set by
/// `Api::never_by_token` on the route, read here): managing how its person signs in (password,
/// two-factor, passkeys, identities, sessions, "Confirm it's you"), making credentials that
/// outlive it (tokens, a calendar link, webhook endpoints and their secrets), viewing a client's
/// portal as staff, or signing for its person (a quote's acceptance or decline is given on its
/// page, after its terms were shown: ADR 0044). A token reads and works; it does not breed, sign,
/// or lock its person out.
#[derive(Clone, Copy, Debug)]
pub struct NeverByToken;

fn token_may(parts: &Parts) -> bool {
    parts.extensions.get::<NeverByToken>().is_none()
}

fn is_read(parts: &Parts) -> bool {
    use axum::http::Method;
    parts.method == Method::GET
        || parts.method == Method::HEAD
        || (parts.method == Method::POST && parts.uri.path().ends_with("/user/logout"))
}

/// What a session that must set up two-factor first may do: that (an authenticator app, or a
/// passkey, which is both factors), read who it is, sign out.
fn is_two_factor_setup(parts: &Parts) -> bool {
    let path = parts.uri.path();
    path.ends_with("/user/passkeys")
        || path.ends_with("/user/passkeys/register")
        || path.ends_with("/user/twoFactor")
        || path.ends_with("/user/twoFactor/setup")
        || path.ends_with("/user/twoFactor/confirm")
        || path.ends_with("/user/sudo")
        || path.ends_with("/user/logout")
        || path.ends_with("/user/userProfile")
}

/// `FromRequestParts` for a wrapper of the signed-in `AuthUser` (401 without a session) that
/// `$admit`, a `fn(&AuthUser) -> Result<(), ApiError>`, lets through; its error answers otherwise.
/// A macro: each wrapper is a type of its own, for the handler's signature, with its own impl.
macro_rules! admitted_by {
    ($extractor:ident, $admit:expr) => {
        impl FromRequestParts<AppState> for $extractor {
            type Rejection = ApiError;

            async fn from_request_parts(
                parts: &mut Parts,
                state: &AppState,
            ) -> Result<Self, Self::Rejection> {
                let admit: fn(&AuthUser) -> Result<(), ApiError> = $admit;
                let user = AuthUser::from_request_parts(parts, state).await?;
                admit(&user).map(|()| Self(user))
            }
        }
    };
}

/// 403 unless the account has `role`.
fn has_role(user: &AuthUser, role: Role) -> Result<(), ApiError> {
    if user.role == role {
        Ok(())
    } else {
        Err(ApiError::Forbidden)
    }
}

/// A signed-in client (an admin gets 403: admin tokens do not open the portal's own data).
pub struct ClientUser(pub AuthUser);
admitted_by!(ClientUser, |user| has_role(user, Role::Client));

pub use crate::proofs::Money;

/// A signed-in caller who handles money (see `Money`): a route that answers amounts takes this.
/// Anyone else gets 404, not 403: for them the section does not exist.
pub struct Finance(pub AuthUser);
admitted_by!(Finance, |user| user
    .money()
    .map(|_| ())
    .ok_or(ApiError::NotFound));

/// An owner of a client company, who runs its people (ADR 0030): 401 without a session, 403 for
/// anyone else (staff included: they run people from the console's routes).
pub struct Owner(pub AuthUser);
admitted_by!(Owner, |user| {
    has_role(user, Role::Client)?;
    if user.owner {
        Ok(())
    } else {
        Err(ApiError::Forbidden)
    }
});

/// A staff administrator: 401 without a session, 403 with a client's.
pub struct AdminUser(pub AuthUser);
admitted_by!(AdminUser, |user| has_role(user, Role::Admin));

/// How long proving who one is again opens changes that could hand the account to someone else
/// (GitHub's sudo mode lasts as long).
pub const SUDO_MS: i64 = 10 * 60_000;

/// A signed-in person who proved who they are within the last `SUDO_MS` (signing in, or
/// `POST /user/sudo`): a route that could hand the account to someone else (two-factor, passkeys,
/// identities, email, password, recovery codes) takes this instead of `AuthUser`, so no handler
/// has to remember the check. Otherwise 403 `sudo_required`.
pub struct Sudo(pub AuthUser);
admitted_by!(Sudo, |user| {
    if user.read_only || user.api_token || now_ms() - user.verified_at > SUDO_MS {
        Err(ApiError::SudoRequired)
    } else {
        Ok(())
    }
});
