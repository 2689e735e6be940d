//! Accounts: client sign-in and sign-out, profile, password and language; staff create clients.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use portico_shared::validate::{
    ClientInput, LanguageInput, LoginInput, PasswordChangeInput, ProfileInput,
};

use crate::app::AppState;
use crate::auth::{self, AdminUser, AuthUser, ClientUser};
use crate::db::audit::Entity;
use crate::db::tokens::Purpose;
use crate::db::{self, sessions, users};
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::extract::ApiJson;
use crate::limits;
use crate::limits::ClientAddress;
use crate::paging::{Data, DataPage, ListQuery};
use crate::routes::registry::{Access, Api};
use crate::routes::two_factor::sign_in;
use crate::routes::{field_error, SignInAnswer};
use crate::staff::StaffWrite;
use crate::throttle;

pub fn api() -> Api {
    Api::default()
        .post_json::<LoginInput, _, _>(
            "/user/login",
            Access::Public,
            "Client sign-in: {token, user}, or {challenge} when the account asks for a second factor",
            login,
        )
        .returns::<SignInAnswer>()
        .post(
            "/user/logout",
            Access::Signed,
            "Revoke the caller's session",
            logout,
        )
        .no_content()
        .get(
            "/user/userProfile",
            Access::Signed,
            "The caller's profile",
            profile,
        )
        .returns::<users::UserView>()
        .put_json::<ProfileInput, _, _>(
            "/user/profile",
            Access::Client,
            "Change name, brand name, phone",
            update_profile,
        )
        .returns::<users::UserView>()
        .put_json::<PasswordChangeInput, _, _>(
            "/user/password",
            Access::Signed,
            "Change the caller's password",
            change_password,
        )
        .no_content()
        .put_json::<LanguageInput, _, _>(
            "/user/language",
            Access::Signed,
            "Remember the interface language",
            set_language,
        )
        .returns::<LanguageAnswer>()
        .post_json::<ClientInput, _, _>(
            "/user/signup",
            Access::Admin,
            "Create a client account",
            signup,
        )
        .creates::<users::ClientView>()
        .get_paged(
            "/user/allUsers",
            Access::Admin,
            "Every client account",
            all_users,
        )
        .returns::<Data<users::ClientView>>()
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
    let ok = auth::verify_password(
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
            if !crate::db::two_factor::of(&state.db, &user.id)
                .await?
                .enabled()
            {
                attempt_succeeded(state, &account, address).await?;
            }
            // Said only to someone who knows the password: staff switched this account off.
            if user.active == 0 {
                return Err(ApiError::AccountDisabled);
            }
            // ...or this account signs in with the identity provider (`PASSWORD_LOGIN`).
            if !crate::routes::oidc::password_allowed(state, &user) {
                return Err(ApiError::SignInRefused(ErrorCode::PasswordLoginDisabled));
            }
            if auth::outdated(&user.password_hash) {
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

/// Hashes a password that was just verified again with today's settings. Best effort: the
/// sign-in goes on whatever happens, and the next one tries again.
async fn rehash(state: &AppState, user_id: &str, password: String) {
    let stored: ApiResult<()> = async {
        let hash = auth::hash_password(password).await?;
        Ok(users::set_password(&state.db, user_id, &hash).await?)
    }
    .await;
    if let Err(e) = stored {
        tracing::warn!(user = %user_id, error = %e, "could not hash a password again");
    }
}

async fn login(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    ApiJson(input): ApiJson<LoginInput>,
) -> ApiResult<Json<SignInAnswer>> {
    let user = check_credentials(&state, &address, &input, users::Role::Client).await?;
    Ok(Json(sign_in(&state, &user).await?))
}

async fn logout(State(state): State<AppState>, user: AuthUser) -> ApiResult<StatusCode> {
    sessions::revoke(&state.db, &user.session_id).await?;
    Ok(StatusCode::NO_CONTENT)
}

async fn profile(
    State(state): State<AppState>,
    user: AuthUser,
) -> ApiResult<Json<users::UserView>> {
    let row = users::find(&state.db, &user.id)
        .await?
        .ok_or(ApiError::Unauthorized)?;
    Ok(Json(users::UserView::from(&row)))
}

async fn update_profile(
    State(state): State<AppState>,
    ClientUser(user): ClientUser,
    ApiJson(input): ApiJson<ProfileInput>,
) -> ApiResult<Json<users::UserView>> {
    let valid = input.validate()?;
    limits::hit(&state.db, &limits::PROFILE_WRITES, &user.id).await?;
    users::update_profile(&state.db, &user.id, &valid).await?;
    profile(State(state), user).await
}

/// Checks the current password; on success stores the new hash and signs out every other session.
async fn change_password(
    State(state): State<AppState>,
    user: AuthUser,
    ApiJson(input): ApiJson<PasswordChangeInput>,
) -> ApiResult<StatusCode> {
    let valid = input.validate()?;
    // Throttled like sign-in: otherwise a stolen session could guess the password here.
    throttle::attempt(&state.db, &throttle::PASSWORD_CHANGE, &user.id).await?;
    let row = users::find(&state.db, &user.id)
        .await?
        .ok_or(ApiError::Unauthorized)?;
    if !auth::verify_password(Some(row.password_hash), valid.current.clone()).await? {
        return Err(field_error(
            "currentPassword",
            "wrong_password",
            "The current password is not right",
        ));
    }
    throttle::clear(&state.db, &throttle::PASSWORD_CHANGE, &user.id).await?;
    let hash = auth::hash_password(valid.new.clone()).await?;
    // The new password and the end of every other session commit together.
    let mut tx = db::begin_write(&state.db).await?;
    users::set_password(&mut *tx, &user.id, &hash).await?;
    sessions::revoke_others(&mut *tx, &user.id, &user.session_id).await?;
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The interface language the account now has.
#[derive(serde::Serialize, schemars::JsonSchema)]
struct LanguageAnswer {
    language: &'static str,
}

async fn set_language(
    State(state): State<AppState>,
    user: AuthUser,
    ApiJson(input): ApiJson<LanguageInput>,
) -> ApiResult<Json<LanguageAnswer>> {
    let language = input.validate()?;
    users::set_language(&state.db, &user.id, language.as_str()).await?;
    Ok(Json(LanguageAnswer {
        language: language.as_str(),
    }))
}

async fn signup(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    ApiJson(input): ApiJson<ClientInput>,
) -> ApiResult<(StatusCode, Json<users::ClientView>)> {
    let valid = input.validate()?;
    if users::find_by_email(&state.db, valid.email.as_str())
        .await?
        .is_some()
    {
        return Err(email_taken());
    }
    // Without a password the client is invited: they choose their own from an emailed link.
    let hash = match &valid.password {
        Some(p) => auth::hash_password(p.clone()).await?,
        None => String::new(),
    };
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let id = users::insert(
        w.conn(),
        users::NewUser {
            role: users::Role::Client,
            name: &valid.name,
            brand_name: valid.brand_name.as_deref().unwrap_or(""),
            email: valid.email.as_str(),
            password_hash: &hash,
            remarks: valid.remarks.as_deref().unwrap_or(""),
            phone: "",
        },
    )
    .await
    .map_err(unique_email)?;
    w.log_created("client.create", Entity::Client, &id).await?;
    let mut link = None;
    if valid.password.is_none() {
        let row = users::find_in(w.conn(), &id)
            .await?
            .ok_or(ApiError::NotFound)?;
        link = Some(
            crate::mail::links::mail_link(w.conn(), &state.mail, &row, Purpose::Invitation).await?,
        );
    }
    w.commit().await?;
    state.mail.wake();
    let row = users::find(&state.db, &id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let mut view = users::ClientView::from(&row);
    // Staff send the link themselves when no mail server would.
    view.invitation_link = link.filter(|_| !state.mail.configured());
    Ok((StatusCode::CREATED, Json(view)))
}

pub fn email_taken() -> ApiError {
    ApiError::Conflict {
        field: "email",
        message: "An account with this email already exists".into(),
    }
}

/// A unique violation on insert or edit of an account is the email's.
pub fn unique_email(e: sqlx::Error) -> ApiError {
    if db::is_unique_violation(&e) {
        email_taken()
    } else {
        e.into()
    }
}

async fn all_users(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    q: ListQuery,
) -> ApiResult<DataPage<users::ClientView>> {
    Ok(DataPage(users::clients(&state.db, &q).await?))
}
