//! Two-factor sign-in: an authenticator app set up from the console settings (staff) or the profile
//! (clients), the code asked after the password, recovery codes; `STAFF_2FA=required` makes staff
//! set it up before anything else. Administrators reset a colleague's two-factor and see and end
//! their sessions.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use portico_shared::validate::{SecondFactorInput, TotpCodeInput, TwoFactorSignInInput};

use crate::accounts::staff_account;
use crate::auth::{AdminUser, AuthUser, Sudo};
use crate::db::audit::Entity;
use crate::db::sessions::{self, SessionView};
use crate::db::{self, two_factor as store, users};
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::ids::UserId;
use crate::limits::ClientAddress;
use crate::mail::links::Notice;
use crate::routes::registry::{Access, Api};
use crate::routes::{field_error, SignedIn};
use crate::signin::{
    attempt_succeeded, check_second_factor as check_factor, count_attempt, sealing, wrong_code,
};
use crate::staff::StaffWrite;
use crate::state::AppState;
use crate::two_factor as totp;

pub fn api() -> Api {
    Api::default()
        .post_json::<TwoFactorSignInInput, _, _>(
            "/user/twoFactorSignIn",
            Access::Public,
            "The second step of a sign-in: the challenge and a code from the app or a recovery code",
            second_step,
        )
        .returns::<SignedIn>()
        .get(
            "/user/twoFactor",
            Access::Signed,
            "Whether the caller's two-factor sign-in is on, required, and how many recovery codes are left",
            status,
        )
        .returns::<TwoFactorStatus>()
        .never_by_token()
        .post(
            "/user/twoFactor/setup",
            Access::Signed,
            "A new authenticator key to scan (not used until a first code confirms it)",
            setup,
        )
        .returns::<TwoFactorSetup>()
        .sudo()
        .never_by_token()
        .post_json::<TotpCodeInput, _, _>(
            "/user/twoFactor/confirm",
            Access::Signed,
            "Turn two-factor on with a first code from the app: the ten recovery codes, shown once",
            confirm,
        )
        .returns::<RecoveryCodes>()
        .sudo()
        .never_by_token()
        .post_json::<SecondFactorInput, _, _>(
            "/user/twoFactor/recoveryCodes",
            Access::Signed,
            "Ten new recovery codes (the earlier ones stop working), shown once",
            new_codes,
        )
        .returns::<RecoveryCodes>()
        .sudo()
        .never_by_token()
        .post_json::<SecondFactorInput, _, _>(
            "/user/twoFactor/disable",
            Access::Signed,
            "Turn two-factor off, with a code (not for staff when it is required)",
            disable,
        )
        .no_content()
        .sudo()
        .never_by_token()
        .delete(
            "/admin/staff/{staffId}/twoFactor",
            Access::Admin,
            "Reset a staff member's two-factor (a lost phone): off, and every session ended",
            reset,
        )
        .no_content()
        .sudo()
        .never_by_token()
        .delete(
            "/user/twoFactor/{clientId}",
            Access::Admin,
            "Reset a client's two-factor (a lost phone and lost recovery codes): off, every session of theirs ended, and the client told by mail",
            reset_client,
        )
        .no_content()
        .sudo()
        .never_by_token()
        .get(
            "/admin/staff/{staffId}/sessions",
            Access::Admin,
            "A staff member's open sessions, newest first",
            staff_sessions,
        )
        .returns::<Vec<SessionView>>()
        .never_by_token()
        .delete(
            "/admin/staff/{staffId}/sessions/{sessionId}",
            Access::Admin,
            "End one of a staff member's sessions",
            end_session,
        )
        .no_content()
        .never_by_token()
}

#[derive(Debug, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TwoFactorStatus {
    pub enabled: bool,
    /// Staff under `STAFF_2FA=required`: it cannot be turned off.
    pub required: bool,
    /// False when the server has no `SECRET_KEY` to keep authenticator keys with.
    pub available: bool,
    pub recovery_codes_left: i64,
}

#[derive(Debug, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TwoFactorSetup {
    /// The key as Base32 text, for typing into an app.
    pub secret: String,
    /// The `otpauth://` URI the QR code carries.
    pub otpauth_url: String,
}

#[derive(Debug, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecoveryCodes {
    pub recovery_codes: Vec<String>,
}

fn expired() -> ApiError {
    field_error(
        "challenge",
        "expired",
        "This sign-in has expired: enter your password again",
    )
}

async fn second_step(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    origin: crate::origin::Origin,
    ApiJson(input): ApiJson<TwoFactorSignInInput>,
) -> ApiResult<Json<SignedIn>> {
    let valid = input.validate()?;
    // The try is counted before the code is checked (and a used-up challenge answers expired).
    let user_id = store::try_challenge(&state.db, &valid.challenge)
        .await?
        .ok_or_else(expired)?;
    let user = users::find(&state.db, &user_id)
        .await?
        .ok_or_else(expired)?;
    let account = user.email.to_lowercase();
    // Wrong codes count like wrong passwords, per account and address.
    count_attempt(&state, &account, &address).await?;
    if !check_factor(&state, &user.id, &valid.code).await? {
        return Err(wrong_code());
    }
    if !store::answered(&state.db, &valid.challenge).await? {
        return Err(expired());
    }
    attempt_succeeded(&state, &account, &address).await?;
    if user.active == 0 {
        return Err(ApiError::AccountDisabled);
    }
    let kind = sessions::Kind::Full;
    let method = crate::origin::Method::Code;
    let token = crate::signin::open_session(&state, &user, kind, &origin, method).await?;
    Ok(Json(SignedIn {
        token,
        user: users::UserView::from(&user),
        read_only: false,
        setup_required: false,
    }))
}

fn required_for(state: &AppState, user: &AuthUser) -> bool {
    user.is_admin() && state.config.staff_2fa_required
}

async fn status(State(state): State<AppState>, user: AuthUser) -> ApiResult<Json<TwoFactorStatus>> {
    let factors = store::of(&state.db, &user.id).await?;
    Ok(Json(TwoFactorStatus {
        enabled: factors.enabled(),
        required: required_for(&state, &user),
        available: state.config.secret_key.is_some(),
        recovery_codes_left: factors.codes_left,
    }))
}

async fn setup(State(state): State<AppState>, Sudo(user): Sudo) -> ApiResult<Json<TwoFactorSetup>> {
    let sealer = sealing(&state)?;
    if store::of(&state.db, &user.id).await?.enabled() {
        return Err(ApiError::Conflict {
            field: "twoFactor",
            message: "Two-factor sign-in is already on.".into(),
        });
    }
    let key = totp::new_key();
    let sealed =
        totp::seal(sealer, &key).ok_or_else(|| ApiError::internal("sealing a new key failed"))?;
    store::set_pending(&state.db, &user.id, &sealed).await?;
    let (secret, otpauth_url) = totp::enrolment(&key, &user.email);
    Ok(Json(TwoFactorSetup {
        secret,
        otpauth_url,
    }))
}

async fn confirm(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    Sudo(user): Sudo,
    ApiJson(input): ApiJson<TotpCodeInput>,
) -> ApiResult<Json<RecoveryCodes>> {
    let code = input.validate()?;
    let sealer = sealing(&state)?;
    let factors = store::of(&state.db, &user.id).await?;
    let not_started = || ApiError::Conflict {
        field: "twoFactor",
        message: "Start the setup again: scan the new code first.".into(),
    };
    let pending = factors.totp_pending.ok_or_else(not_started)?;
    let key = totp::open(sealer, &pending).ok_or_else(not_started)?;
    let account = user.email.to_lowercase();
    count_attempt(&state, &account, &address).await?;
    let step = totp::step_of(&key, &code, totp::now_secs()).ok_or_else(wrong_code)?;
    attempt_succeeded(&state, &account, &address).await?;
    let (shown, hashes) = totp::recovery_codes(sealing(&state)?, user.id.as_str());
    let mut tx = db::begin_write(&state.db).await?;
    if !store::enable(&mut tx, &user.id, &pending, step, &hashes).await? {
        return Err(not_started());
    }
    // Turned on after a password was stolen, it must also shut the thief's sessions out: every
    // other session of the account ends with it (this one goes on).
    sessions::revoke_others(&mut *tx, &user.id, &user.session_id).await?;
    tx.commit().await?;
    if user.setup_only {
        sessions::clear_setup_only(&state.db, &user.session_id).await?;
    }
    Ok(Json(RecoveryCodes {
        recovery_codes: shown,
    }))
}

/// Proves the second factor for a change to it: a wrong code counts like a wrong password.
async fn prove(
    state: &AppState,
    user: &AuthUser,
    address: &str,
    input: &SecondFactorInput,
) -> ApiResult<()> {
    let code = input.validate()?;
    let account = user.email.to_lowercase();
    count_attempt(state, &account, address).await?;
    if !store::of(&state.db, &user.id).await?.enabled() {
        return Err(ApiError::Conflict {
            field: "twoFactor",
            message: "Two-factor sign-in is off.".into(),
        });
    }
    if !check_factor(state, &user.id, &code).await? {
        return Err(wrong_code());
    }
    attempt_succeeded(state, &account, address).await
}

async fn new_codes(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    Sudo(user): Sudo,
    ApiJson(input): ApiJson<SecondFactorInput>,
) -> ApiResult<Json<RecoveryCodes>> {
    prove(&state, &user, &address, &input).await?;
    let (shown, hashes) = totp::recovery_codes(sealing(&state)?, user.id.as_str());
    let mut tx = db::begin_write(&state.db).await?;
    store::replace_codes(&mut tx, &user.id, &hashes).await?;
    tx.commit().await?;
    Ok(Json(RecoveryCodes {
        recovery_codes: shown,
    }))
}

async fn disable(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    Sudo(user): Sudo,
    ApiJson(input): ApiJson<SecondFactorInput>,
) -> ApiResult<StatusCode> {
    if required_for(&state, &user) {
        return Err(ApiError::Conflict {
            field: "twoFactor",
            message: "Two-factor sign-in is required for staff.".into(),
        });
    }
    prove(&state, &user, &address, &input).await?;
    let mut tx = db::begin_write(&state.db).await?;
    store::disable(&mut tx, &user.id).await?;
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

async fn reset(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    Sudo(admin): Sudo,
    id: UserId,
) -> ApiResult<StatusCode> {
    // One's own two-factor goes off with a code, from one's own settings: this route is for a
    // colleague's lost phone, not a way around the code.
    if id == admin.id {
        return Err(ApiError::Conflict {
            field: "twoFactor",
            message: "Turn your own two-factor sign-in off from your settings, with a code.".into(),
        });
    }
    let account = staff_account(&state, &id).await?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    reset_second_factors(w.conn(), &account).await?;
    w.log_event("staff.resetTwoFactor", Entity::Staff, &id)
        .await?;
    w.commit().await?;
    state.mail.wake();
    Ok(StatusCode::NO_CONTENT)
}

/// A lost phone: the app, the recovery codes and every passkey of the account go (the phone
/// may hold one), every session ends, and the person hears of it by mail. In the caller's
/// transaction.
async fn reset_second_factors(
    c: &mut sqlx::AnyConnection,
    account: &crate::db::users::UserRow,
) -> Result<(), sqlx::Error> {
    store::disable(&mut *c, &account.id).await?;
    let passkeys = crate::db::passkeys::remove_all(&mut *c, &account.id).await?;
    sessions::revoke_all(&mut *c, &account.id).await?;
    if account.two_factor != 0 || passkeys > 0 {
        let notice = Notice::TwoFactorReset { passkeys };
        crate::mail::links::notify(&mut *c, account, notice).await?;
    }
    Ok(())
}

/// A client who lost both their phone and their recovery codes asks the firm: staff who have
/// checked who is asking turn it off (in sudo mode, audited), the client's sessions end, and the
/// client hears of it by mail.
async fn reset_client(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    Sudo(admin): Sudo,
    id: UserId,
) -> ApiResult<StatusCode> {
    // Any person of a client company, not only its first account.
    let account = crate::accounts::client_person(&state, &id).await?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    reset_second_factors(w.conn(), &account).await?;
    w.log_event("client.resetTwoFactor", Entity::Client, &id)
        .await?;
    w.commit().await?;
    state.mail.wake();
    Ok(StatusCode::NO_CONTENT)
}

async fn staff_sessions(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: UserId,
) -> ApiResult<Json<Vec<SessionView>>> {
    staff_account(&state, &id).await?;
    let oldest = db::now_ms() - state.config.staff_session_ms;
    Ok(Json(
        sessions::live_of(&state.db, &id, oldest, &admin.session_id).await?,
    ))
}

async fn end_session(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path((staff_id, session_id)): Path<(String, String)>,
) -> ApiResult<StatusCode> {
    let id = UserId::parse(&staff_id).ok_or(ApiError::NotFound)?;
    let session = uuid::Uuid::parse_str(&session_id)
        .map_err(|_| ApiError::NotFound)?
        .hyphenated()
        .to_string();
    staff_account(&state, &id).await?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    if !sessions::revoke_of(w.conn(), &id, &session).await? {
        return Err(ApiError::NotFound);
    }
    w.log_event("staff.endSession", Entity::Staff, &id).await?;
    w.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}
