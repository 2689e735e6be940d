//! An account's emailed links, used without signing in: "Forgot password?", a one-time sign-in
//! link for an owner locked out by others' wrong guesses (which names its account before it is
//! used), and an invitation's first password. (Notification settings and one-click unsubscribe:
//! `routes::notifications`.)

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use portico_shared::validate::{AccountEmailInput, TokenInput, TokenPasswordInput};

use crate::db::tokens::{self, Purpose};
use crate::db::users::InvitationState;
use crate::db::{self, users};
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::extract::ApiJson;
use crate::limits::{self, ClientAddress};
use crate::mail::links;
use crate::origin::{Method, Origin};
use crate::routes::registry::{Access, Api};
use crate::routes::{field_error, SignInAnswer};
use crate::state::AppState;
use crate::throttle;

pub fn api() -> Api {
    Api::default()
        .post_json::<AccountEmailInput, _, _>(
            "/user/forgotPassword",
            Access::Public,
            "Email a password-reset link (the same answer whether or not the address has an account)",
            forgot_password,
        )
        .accepted::<Accepted>()
        .post_json::<TokenPasswordInput, _, _>(
            "/user/resetPassword",
            Access::Public,
            "Set a new password from a reset link (every session of the account ends)",
            reset_password,
        )
        .returns::<ResetDone>()
        .post_json::<AccountEmailInput, _, _>(
            "/user/signInLink",
            Access::Public,
            "Email a one-time sign-in link (the same answer whether or not the address has an account)",
            sign_in_link,
        )
        .accepted::<Accepted>()
        .post_json::<TokenInput, _, _>(
            "/user/linkSignIn",
            Access::Public,
            "Sign in with a one-time link: {token, user}, or {challenge} for a second factor",
            link_sign_in,
        )
        .returns::<SignInAnswer>()
        .post_json::<TokenInput, _, _>(
            "/user/signInLinkAccount",
            Access::Public,
            "Whose account a one-time sign-in link signs in to, without using it",
            sign_in_link_account,
        )
        .returns::<InvitationView>()
        .post_json::<TokenInput, _, _>(
            "/user/invitation",
            Access::Public,
            "Who an invitation link is for",
            invitation,
        )
        .returns::<InvitationView>()
        .post_json::<TokenPasswordInput, _, _>(
            "/user/acceptInvitation",
            Access::Public,
            "Choose a password from an invitation link and sign in: {token, user}",
            accept_invitation,
        )
        .returns::<SignInAnswer>()
}

/// The request was taken; what follows (a mail, or nothing) is not told.
#[derive(serde::Serialize, schemars::JsonSchema)]
pub struct Accepted {
    pub accepted: bool,
}

#[derive(serde::Serialize, schemars::JsonSchema)]
pub struct ResetDone {
    /// Where to sign in now: `client` (/login) or `admin` (/adminLogin).
    pub role: String,
}

#[derive(serde::Serialize, schemars::JsonSchema)]
pub struct InvitationView {
    pub name: String,
    pub email: String,
}

fn invalid_token() -> ApiError {
    field_error(
        "token",
        "invalid_token",
        "This link is not valid: it has expired or was already used",
    )
}

/// Answers at once and mails in the background, so the answer and its timing are the same
/// whether or not the address has an account.
async fn forgot_password(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    ApiJson(input): ApiJson<AccountEmailInput>,
) -> ApiResult<(StatusCode, Json<Accepted>)> {
    request_link(state, &address, &input, Purpose::Reset).await
}

async fn sign_in_link(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    ApiJson(input): ApiJson<AccountEmailInput>,
) -> ApiResult<(StatusCode, Json<Accepted>)> {
    request_link(state, &address, &input, Purpose::SignIn).await
}

async fn request_link(
    state: AppState,
    address: &str,
    input: &AccountEmailInput,
    purpose: Purpose,
) -> ApiResult<(StatusCode, Json<Accepted>)> {
    let email = input.validate()?.as_str().to_lowercase();
    let (mine, network) = (&limits::MAIL_LINKS, &limits::MAIL_LINKS_SITE);
    limits::hit_everywhere(&state.db, mine, network, None, address).await?;
    let address = address.to_owned();
    tokio::spawn(async move {
        if let Err(e) = mail_link_to(&state, &email, &address, purpose).await {
            tracing::warn!(error = %e, purpose = purpose.as_str(), "could not queue an emailed link");
        }
    });
    Ok((StatusCode::ACCEPTED, Json(Accepted { accepted: true })))
}

/// What an emailed-link request gets. An account without a password has only its invitation:
/// "Forgot password?" mails it again while it is pending, and nothing once it was revoked or
/// lapsed (a reset would otherwise give staff's withdrawn account a password); it never gets a
/// sign-in link.
async fn mail_link_to(
    state: &AppState,
    email: &str,
    address: &str,
    purpose: Purpose,
) -> ApiResult<()> {
    let Some(user) = users::find_by_email(&state.db, email).await? else {
        return Ok(());
    };
    let purpose = match (purpose, user.has_password()) {
        (_, true) => purpose,
        (Purpose::Reset, false) if user.invitation() == Some(InvitationState::Pending) => {
            Purpose::Invitation
        }
        (_, false) => return Ok(()),
    };
    if user.active == 0 {
        return Ok(());
    }
    // Past this, asking again sends nothing: nobody can flood someone's inbox. Each purpose has
    // its own budget per asking network (the address the owner signed in from, or the network
    // asking: an IPv6 /48, an IPv4 address), so strangers asking from theirs never use up the
    // owner's way back in from a new one; above them, a ceiling for the account.
    let known = throttle::is_known(&state.db, &user.email, address).await?;
    let network = if known {
        address.to_owned()
    } else {
        crate::address::site(address).unwrap_or_else(|| address.to_owned())
    };
    let subject = format!("{}|{network}", user.id);
    if !limits::within(&state.db, &limits::mail_links_account(purpose), &subject).await? {
        return Ok(());
    }
    if !known && !limits::within(&state.db, &limits::MAIL_LINKS_ACCOUNT, user.id.as_str()).await? {
        return Ok(());
    }
    let mut tx = db::begin_write(&state.db).await?;
    if purpose == Purpose::Invitation {
        links::invitation_reminder(&mut tx, &state.mail, &user).await?;
    } else {
        links::mail_link(&mut tx, &state.mail, &user, purpose).await?;
    }
    tx.commit().await?;
    state.mail.wake();
    Ok(())
}

/// The account a still-valid token belongs to, without using it up.
async fn token_owner(state: &AppState, token: &str, purpose: Purpose) -> ApiResult<users::UserRow> {
    let id = tokens::peek(&state.db, token, purpose)
        .await?
        .ok_or_else(invalid_token)?;
    users::find(&state.db, &id).await?.ok_or_else(invalid_token)
}

/// The account an invitation's link is for, while the invitation itself still waits: a link
/// mailed again as a reminder never outlives the invitation's own expiry, nor its withdrawal.
async fn pending_invitee(state: &AppState, token: &str) -> ApiResult<users::UserRow> {
    let user = token_owner(state, token, Purpose::Invitation).await?;
    if user.invitation() != Some(InvitationState::Pending) {
        return Err(invalid_token());
    }
    Ok(user)
}

async fn reset_password(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    ApiJson(input): ApiJson<TokenPasswordInput>,
) -> ApiResult<Json<ResetDone>> {
    let valid = input.validate()?;
    // Checked before hashing, so a made-up token costs no hash. An account without a password
    // is an invitation: only accepting it while it is pending sets its first password.
    let owner = token_owner(&state, &valid.token, Purpose::Reset).await?;
    if !owner.has_password() {
        return Err(invalid_token());
    }
    let hash = crate::credentials::hash_password(valid.password).await?;
    let mut tx = db::begin_write(&state.db).await?;
    let id = tokens::consume(&mut tx, &valid.token, Purpose::Reset)
        .await?
        .ok_or_else(invalid_token)?;
    let user = users::find_in(&mut tx, &id)
        .await?
        .filter(users::UserRow::has_password)
        .ok_or_else(invalid_token)?;
    users::set_password(&mut *tx, &id, &hash).await?;
    let passkeys = crate::accounts::close_other_ways_in(&mut tx, &state, &user).await?;
    links::notify(&mut tx, &user, links::Notice::PasswordChanged { passkeys }).await?;
    tx.commit().await?;
    state.mail.wake();
    // The owner proved they read the account's mail: this address is theirs from now on, and the
    // failures others caused are forgotten. Not with two-factor on: the code step counts on
    // those failures, and the mailbox alone is one factor.
    if user.two_factor == 0 {
        throttle::proven_owner(&state.db, &user.email, &address).await?;
    }
    Ok(Json(ResetDone { role: user.role }))
}

/// Who a sign-in link signs in, without using it: the page says whose account it is and asks
/// before signing in, so someone's own link cannot sign another person's browser into it
/// unnoticed.
async fn sign_in_link_account(
    State(state): State<AppState>,
    ApiJson(input): ApiJson<TokenInput>,
) -> ApiResult<Json<InvitationView>> {
    let token = input.validate()?;
    let user = token_owner(&state, &token, Purpose::SignIn).await?;
    Ok(Json(InvitationView {
        name: user.name,
        email: user.email,
    }))
}

async fn link_sign_in(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    origin: Origin,
    ApiJson(input): ApiJson<TokenInput>,
) -> ApiResult<Json<SignInAnswer>> {
    let token = input.validate()?;
    let mut tx = db::begin_write(&state.db).await?;
    let id = tokens::consume(&mut tx, &token, Purpose::SignIn)
        .await?
        .ok_or_else(invalid_token)?;
    tx.commit().await?;
    let user = users::find(&state.db, &id)
        .await?
        .filter(users::UserRow::has_password)
        .ok_or_else(invalid_token)?;
    if user.active == 0 {
        return Err(ApiError::AccountDisabled);
    }
    // An emailed link stands in for a password: not for accounts that must use the provider.
    if !crate::signin::password_allowed(&state, &user) {
        return Err(ApiError::SignInRefused(ErrorCode::PasswordLoginDisabled));
    }
    let answer = crate::signin::sign_in(&state, &user, &origin, Method::Link).await?;
    // Signed in (not merely past the first factor): the owner proved they read the account's
    // mail, so this address is theirs from now on and failures others cause from elsewhere no
    // longer lock them out of password sign-in here. With two-factor, the code step does this.
    if matches!(answer, SignInAnswer::Session(_)) {
        throttle::proven_owner(&state.db, &user.email, &address).await?;
    }
    Ok(Json(answer))
}

async fn invitation(
    State(state): State<AppState>,
    ApiJson(input): ApiJson<TokenInput>,
) -> ApiResult<Json<InvitationView>> {
    let token = input.validate()?;
    let user = pending_invitee(&state, &token).await?;
    Ok(Json(InvitationView {
        name: user.name,
        email: user.email,
    }))
}

async fn accept_invitation(
    State(state): State<AppState>,
    origin: Origin,
    ApiJson(input): ApiJson<TokenPasswordInput>,
) -> ApiResult<Json<SignInAnswer>> {
    let valid = input.validate()?;
    let user = pending_invitee(&state, &valid.token).await?;
    if user.active == 0 {
        return Err(ApiError::AccountDisabled);
    }
    // A client who must use the provider accepts the invitation by signing in with it. Invited
    // staff choose a password here, which signs them in this once, to link their identity.
    if user.role == users::Role::Client.as_str() && !crate::signin::password_allowed(&state, &user)
    {
        return Err(ApiError::SignInRefused(ErrorCode::PasswordLoginDisabled));
    }
    let hash = crate::credentials::hash_password(valid.password).await?;
    let mut tx = db::begin_write(&state.db).await?;
    tokens::consume(&mut tx, &valid.token, Purpose::Invitation)
        .await?
        .filter(|id| *id == user.id)
        .ok_or_else(invalid_token)?;
    users::set_password(&mut *tx, &user.id, &hash).await?;
    users::set_invitation(&mut tx, &user.id, None).await?;
    tx.commit().await?;
    let method = Method::Invitation;
    Ok(Json(
        crate::signin::sign_in(&state, &user, &origin, method).await?,
    ))
}
