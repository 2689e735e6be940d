//! Signing in, whichever way an account proves itself (password, emailed link, invitation,
//! identity provider): the attempt budget, the password check, and what a proven account gets (a
//! session, or the two-factor step). The sign-in routes (`routes::user`, `routes::admin`,
//! `routes::account`, `routes::oidc`, `routes::two_factor`) share it from here.

use crate::auth;
use crate::db::{sessions, two_factor as store, users};
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::ids::UserId;
use crate::origin::{Method, Origin};
use crate::state::AppState;
use crate::throttle;
use crate::two_factor as totp;
use portico_shared::validate::LoginInput;
use portico_shared::validate::SecondFactor;

/// A new session: the bearer token and the account it signs in.
#[derive(Debug, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignedIn {
    pub token: String,
    pub user: crate::db::users::UserView,
    /// Present and true for a staff member's read-only view of a client's portal.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[schemars(default)]
    pub read_only: bool,
    /// Present and true for a staff session that may only set up two-factor (`STAFF_2FA=required`).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[schemars(default)]
    pub setup_required: bool,
}

/// What a sign-in answers: a session, or the challenge to send back with a second factor.
#[derive(Debug, serde::Serialize, schemars::JsonSchema)]
#[serde(untagged)]
pub enum SignInAnswer {
    Session(Box<SignedIn>),
    SecondFactor(TwoFactorChallenge),
}

/// The password was right; the account asks for a code (`POST /user/twoFactorSignIn`).
#[derive(Debug, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TwoFactorChallenge {
    /// Single use, valid five minutes and five codes.
    pub challenge: String,
}

/// Checks email and password for an account of `role`. Unknown email and wrong password answer
/// the same 401 after the same work.
///
/// Every attempt is counted before any password is checked (see `throttle`): past its budget an
/// attempt answers 429 with `Retry-After` at once, and a burst of parallel attempts cannot slip
/// through together. A success forgets the failures of this account from this address.
pub async fn check_credentials(
    state: &AppState,
    address: &str,
    input: &LoginInput,
    role: users::Role,
) -> ApiResult<users::UserRow> {
    let valid = input.validate()?;
    let account = valid.email.as_str().to_lowercase();
    count_attempt(state, &account, address).await?;
    let user = users::find_by_email(&state.db, &account).await?;
    let user = user.filter(|u| u.role == role.as_str());
    // An invited account has no password yet: it verifies against the dummy, like no account.
    let ok = crate::credentials::verify_password(
        user.as_ref()
            .filter(|u| u.has_password())
            .map(|u| u.password_hash.clone()),
        valid.password.clone(),
    )
    .await?;
    match (ok, user) {
        (true, Some(user)) => {
            // With two-factor, the sign-in has succeeded only once its code has: until then the
            // failures stand, so guessing codes between right passwords gains no tries.
            if !store::of(&state.db, &user.id).await?.enabled() {
                attempt_succeeded(state, &account, address).await?;
            }
            // Said only to someone who knows the password: staff switched this account off.
            if user.active == 0 {
                return Err(ApiError::AccountDisabled);
            }
            // ...or this account signs in with the identity provider (`PASSWORD_LOGIN`).
            if !password_allowed(state, &user) {
                return Err(ApiError::SignInRefused(ErrorCode::PasswordLoginDisabled));
            }
            if crate::credentials::outdated(&user.password_hash) {
                rehash(state, &user.id, valid.password.clone()).await;
            }
            Ok(user)
        }
        _ => Err(ApiError::Unauthorized),
    }
}

/// Counts a sign-in attempt (a password, or a two-factor code after one) before anything is
/// checked: past its budget it answers 429 at once, so parallel guesses cannot slip through.
pub async fn count_attempt(state: &AppState, account: &str, address: &str) -> ApiResult<()> {
    let pair = format!("{account}|{address}");
    let site = crate::address::site(address);
    let counted: ApiResult<()> = async {
        if let Some(site) = &site {
            throttle::attempt(&state.db, &throttle::NETWORK, site).await?;
        }
        throttle::attempt(&state.db, &throttle::ADDRESS, address).await?;
        throttle::attempt(&state.db, &throttle::PAIR, &pair).await?;
        if !throttle::is_known(&state.db, account, address).await? {
            throttle::attempt(&state.db, &throttle::ACCOUNT, account).await?;
        }
        Ok(())
    }
    .await;
    offer_sign_in_link(counted)
}

/// A right password (or code): this account's failures from this address are forgotten.
pub async fn attempt_succeeded(state: &AppState, account: &str, address: &str) -> ApiResult<()> {
    throttle::clear(&state.db, &throttle::PAIR, &format!("{account}|{address}")).await?;
    throttle::forgive(&state.db, &throttle::ADDRESS, address).await?;
    if let Some(site) = crate::address::site(address) {
        throttle::forgive(&state.db, &throttle::NETWORK, &site).await?;
    }
    throttle::remember(&state.db, account, address).await
}

/// A paused sign-in offers the way that does not depend on how many failures others caused: a
/// one-time link by email (`POST /user/signInLink`).
fn offer_sign_in_link(r: ApiResult<()>) -> ApiResult<()> {
    r.map_err(|e| match e {
        ApiError::TooManyRequests {
            retry_after_secs, ..
        } => ApiError::TooManyRequests {
            retry_after_secs,
            message: "Too many failed attempts. Please wait before trying again, or ask for a \
                      one-time sign-in link by email."
                .to_owned(),
        },
        other => other,
    })
}

/// Whether `password` is the signed-in account's own, for a change made with it (a new password,
/// sudo mode). Throttled like sign-in, counted before it is checked: a stolen session guesses no
/// faster here. With `usable_only`, a password the account may not sign in with (none yet, or
/// `PASSWORD_LOGIN` keeps its role to the identity provider) proves nothing.
pub async fn own_password(
    state: &AppState,
    user_id: &UserId,
    password: String,
    usable_only: bool,
) -> ApiResult<bool> {
    throttle::attempt(&state.db, &throttle::PASSWORD_CHANGE, user_id.as_str()).await?;
    let row = users::find(&state.db, user_id)
        .await?
        .ok_or(ApiError::Unauthorized)?;
    let usable = !usable_only || (row.has_password() && password_allowed(state, &row));
    let hash = usable.then(|| row.password_hash.clone());
    let right = crate::credentials::verify_password(hash, password).await? && usable;
    if right {
        throttle::clear(&state.db, &throttle::PASSWORD_CHANGE, user_id.as_str()).await?;
    }
    Ok(right)
}

/// Hashes a password that was just verified again with today's settings. Best effort: the
/// sign-in goes on whatever happens, and the next one tries again.
async fn rehash(state: &AppState, user_id: &UserId, password: String) {
    let stored: ApiResult<()> = async {
        let hash = crate::credentials::hash_password(password).await?;
        Ok(users::set_password(&state.db, user_id, &hash).await?)
    }
    .await;
    if let Err(e) = stored {
        tracing::warn!(user = %user_id, error = %e, "could not hash a password again");
    }
}

/// What a right password (or an emailed link, or an accepted invitation) leads to: the code step
/// when the account has two-factor; a session that may only set it up for staff who must; a
/// session otherwise.
pub async fn sign_in(
    state: &AppState,
    user: &users::UserRow,
    origin: &Origin,
    method: Method,
) -> ApiResult<SignInAnswer> {
    let role = users::Role::parse(&user.role).ok_or(ApiError::Unauthorized)?;
    if store::of(&state.db, &user.id).await?.enabled() {
        let challenge = store::challenge(&state.db, &user.id).await?;
        return Ok(SignInAnswer::SecondFactor(TwoFactorChallenge { challenge }));
    }
    let setup_required = role == users::Role::Admin && state.config.staff_2fa_required;
    let kind = if setup_required {
        sessions::Kind::SetupOnly
    } else {
        sessions::Kind::Full
    };
    let token = open_session(state, user, kind, origin, method).await?;
    Ok(SignInAnswer::Session(Box::new(SignedIn {
        token,
        user: users::UserView::from(user),
        read_only: false,
        setup_required,
    })))
}

/// Opens a session for `user`, kept with where it comes from and how it proved itself; a sign-in
/// from a device the person never signed in from is mailed to them (at most one such mail an
/// hour), so a stranger's sign-in does not go unseen.
pub async fn open_session(
    state: &AppState,
    user: &users::UserRow,
    kind: sessions::Kind<'_>,
    origin: &Origin,
    method: Method,
) -> ApiResult<String> {
    let role = users::Role::parse(&user.role).ok_or(ApiError::Unauthorized)?;
    let (browser, system) = crate::device::device(&origin.user_agent);
    let new_device = sessions::seen_device(&state.db, &user.id, browser, system).await?;
    let opened = sessions::Opened {
        method: method.as_str(),
        user_agent: &origin.user_agent,
        network: &origin.network,
    };
    let token = auth::start_session(state, &user.id, role, kind, opened).await?;
    if new_device {
        let mut tx = crate::db::begin_write(&state.db).await?;
        let device = match (browser, system) {
            ("", "") => String::new(),
            (b, "") => b.to_owned(),
            ("", s) => s.to_owned(),
            (b, s) => format!("{b} · {s}"),
        };
        if crate::mail::links::new_sign_in(&mut tx, user, &device, &origin.network, method).await? {
            tx.commit().await?;
            state.mail.wake();
        }
    }
    Ok(token)
}

/// Whether this account may sign in with its password (`PASSWORD_LOGIN`): the account made from
/// `ADMIN_EMAIL` always may, so a provider that is down locks nobody out.
pub fn password_allowed(state: &AppState, user: &users::UserRow) -> bool {
    let first_admin = state
        .config
        .admin_email
        .as_deref()
        .is_some_and(|a| a.eq_ignore_ascii_case(&user.email))
        && user.role == users::Role::Admin.as_str();
    first_admin
        || users::Role::parse(&user.role).is_some_and(|r| state.config.password_login.allows(r))
}

/// Whether this account may sign in with a passkey: as with its password (`PASSWORD_LOGIN`: a
/// staff member the identity provider switched off keeps no passkey way around it), unless
/// `PASSKEY_LOGIN=all` lets every account use its passkeys.
pub fn passkey_allowed(state: &AppState, user: &users::UserRow) -> bool {
    state.config.passkey_login_all || password_allowed(state, user)
}

pub fn wrong_code() -> ApiError {
    ApiError::Validation(vec![portico_shared::validate::FieldError::new(
        "code",
        "wrong_code",
        "That code is not right, or was already used. Check the time on your phone and try again.",
    )])
}

pub fn sealing(state: &AppState) -> ApiResult<&crate::seal::SealKey> {
    state.config.secret_key.as_ref().ok_or(ApiError::Conflict {
        field: "twoFactor",
        message: "Two-factor sign-in needs SECRET_KEY on the server; ask an administrator.".into(),
    })
}

/// Whether `code` is the account's: an unused code of the app (now, or one step either side), or
/// an unused recovery code. Either is used up by passing.
pub async fn check_second_factor(
    state: &AppState,
    user_id: &UserId,
    code: &SecondFactor,
) -> ApiResult<bool> {
    match code {
        SecondFactor::Totp(code) => {
            let Some(sealed) = store::of(&state.db, user_id).await?.totp_secret else {
                return Ok(false);
            };
            let key = totp::open(sealing(state)?, &sealed).ok_or_else(|| {
                ApiError::internal("an authenticator key does not open: was SECRET_KEY changed?")
            })?;
            match totp::step_of(&key, code, totp::now_secs()) {
                Some(step) => Ok(store::use_step(&state.db, user_id, step).await?),
                None => Ok(false),
            }
        }
        SecondFactor::Recovery(code) => {
            let keyed = totp::recovery_hash(sealing(state)?, user_id.as_str(), code);
            let legacy = totp::legacy_recovery_hash(code);
            Ok(store::use_recovery(&state.db, user_id, [&keyed, &legacy]).await?)
        }
    }
}

/// What sudo mode stands at for a session (`verified_at`: its last proof of who is behind it).
#[derive(Debug, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SudoStatus {
    /// Sensitive changes are open now.
    pub active: bool,
    /// Until when (milliseconds since the epoch); 0 when not active.
    pub until: i64,
    /// The account's password proves it: it has one it may sign in with, and no two-factor
    /// (with two-factor on, a code or a passkey does).
    pub password: bool,
    /// The account has two-factor on (a code from the app or a recovery code proves it).
    pub code: bool,
    /// The account has a passkey (and passkeys work here).
    pub passkey: bool,
}

pub async fn sudo_status(
    state: &AppState,
    user: &auth::AuthUser,
    verified_at: i64,
) -> ApiResult<SudoStatus> {
    let row = users::find(&state.db, &user.id)
        .await?
        .ok_or(ApiError::Unauthorized)?;
    let until = verified_at + auth::SUDO_MS;
    let active = !user.read_only && until > crate::db::now_ms();
    let code = store::of(&state.db, &user.id).await?.enabled();
    Ok(SudoStatus {
        active,
        until: if active { until } else { 0 },
        // With two-factor on the password alone does not prove it (`routes::sudo`).
        password: !code && row.has_password() && password_allowed(state, &row),
        code,
        passkey: state.webauthn.is_some()
            && crate::db::passkeys::count(&state.db, &user.id).await? > 0,
    })
}
