//! Sign-in with the company's identity provider (ADR 0017). The browser starts an attempt, goes
//! to the provider, and comes back to the web app's callback page, which posts the code and the
//! state here with the binding it kept; the answer is a session as a password sign-in gives one
//! (or its two-factor step).
//!
//! An identity is found by issuer and subject. The first time, it is linked to the client
//! account with the same address only when the provider says the address is verified; staff
//! accounts are never linked by address: a staff member links their identity while signed in.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use portico_shared::validate::{OidcCallback, OidcCallbackInput};

use crate::auth::{AuthUser, Sudo};
use crate::credentials::{new_token, token_hash};
use crate::db::identities::{self, IdentityView, LinkedBy, NewAttempt};
use crate::db::{self, tokens, users};
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::extract::ApiJson;
use crate::ids::UserId;
use crate::limits::{self, ClientAddress};
use crate::oidc::{Identity, PasswordLogin, Provider};
use crate::routes::registry::{Access, Api};
use crate::routes::SignInAnswer;
use crate::signin::{password_allowed, sign_in};
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .get(
            "/auth/providers",
            Access::Public,
            "How people sign in here: the identity provider's name, if any, and who may use a password",
            providers,
        )
        .returns::<SignInOptions>()
        .post(
            "/auth/oidc/start",
            Access::Public,
            "Start signing in with the identity provider: the URL to send the browser to, and the binding it keeps for the callback",
            start,
        )
        .returns::<OidcStart>()
        .post_json::<OidcCallbackInput, _, _>(
            "/auth/oidc/callback",
            Access::Public,
            "Finish signing in with the identity provider: {token, user}, or {challenge} when the account asks for a second factor",
            callback,
        )
        .returns::<SignInAnswer>()
        .get(
            "/user/identities",
            Access::Signed,
            "The identity provider accounts linked to the caller's account",
            list,
        )
        .returns::<Vec<IdentityView>>()
        .never_by_token()
        .post(
            "/user/identities/link",
            Access::Signed,
            "Start linking the caller's identity provider account: the URL and the binding, as for a sign-in",
            link_start,
        )
        .returns::<OidcStart>()
        .sudo()
        .never_by_token()
        .post_json::<OidcCallbackInput, _, _>(
            "/user/identities/callback",
            Access::Signed,
            "Finish linking: the caller's linked identities",
            link_finish,
        )
        .returns::<Vec<IdentityView>>()
        .sudo()
        .never_by_token()
        .delete(
            "/user/identities/{identityId}",
            Access::Signed,
            "Unlink one of the caller's identities (not the last way an account can sign in)",
            unlink,
        )
        .no_content()
        .sudo()
        .never_by_token()
}

#[derive(Debug, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignInOptions {
    /// The identity provider, when one is configured.
    pub oidc: Option<ProviderView>,
    pub password_login: PasswordLogin,
    /// Passkeys work here (`PUBLIC_URL` has a host name, not an IP address).
    pub passkeys: bool,
}

#[derive(Debug, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProviderView {
    /// The button says "Sign in with {name}".
    pub name: String,
}

#[derive(Debug, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct OidcStart {
    /// The provider's authorization URL.
    pub url: String,
    /// Kept by this browser (session storage) and posted back with the code: an attempt
    /// finished in another browser is refused.
    pub binding: String,
}

async fn providers(State(state): State<AppState>) -> Json<SignInOptions> {
    Json(SignInOptions {
        oidc: state.oidc.as_ref().map(|p| ProviderView {
            name: p.display_name().to_owned(),
        }),
        password_login: state.config.password_login,
        passkeys: state.webauthn.is_some(),
    })
}

fn provider(state: &AppState) -> ApiResult<&Provider> {
    state.oidc.as_deref().ok_or(ApiError::NotFound)
}

fn attempt_invalid() -> ApiError {
    ApiError::SignInRefused(ErrorCode::OidcAttemptInvalid)
}

/// A new attempt, kept ten minutes; `user_id` when a signed-in account links its identity.
async fn begin(
    state: &AppState,
    address: &str,
    user_id: Option<&UserId>,
) -> ApiResult<Json<OidcStart>> {
    let provider = provider(state)?;
    let all = Some(&limits::OIDC_STARTS_ALL);
    let (mine, network) = (&limits::OIDC_STARTS, &limits::OIDC_STARTS_SITE);
    limits::hit_everywhere(&state.db, mine, network, all, address).await?;
    let auth = provider
        .authorize()
        .await
        .map_err(ApiError::IdentityProvider)?;
    let binding = new_token();
    identities::start(
        &state.db,
        NewAttempt {
            state: &auth.state,
            binding: &binding,
            nonce: &auth.nonce,
            verifier: &auth.verifier,
            user_id,
        },
    )
    .await?;
    Ok(Json(OidcStart {
        url: auth.url,
        binding,
    }))
}

/// Takes the attempt (once, whatever follows) and asks the provider who signed in.
async fn finish(
    state: &AppState,
    input: &OidcCallback,
    linking: Option<&UserId>,
) -> ApiResult<Identity> {
    let provider = provider(state)?;
    let attempt = identities::take(&state.db, &input.state)
        .await?
        .filter(|a| a.binding_hash == token_hash(&input.binding))
        .filter(|a| a.user_id.as_ref() == linking)
        .ok_or_else(attempt_invalid)?;
    provider
        .finish(&input.code, &attempt.verifier, &attempt.nonce)
        .await
        .map_err(ApiError::IdentityProvider)
}

async fn start(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
) -> ApiResult<Json<OidcStart>> {
    begin(&state, &address, None).await
}

async fn callback(
    State(state): State<AppState>,
    origin: crate::origin::Origin,
    ApiJson(input): ApiJson<OidcCallbackInput>,
) -> ApiResult<Json<SignInAnswer>> {
    let input = input.validate()?;
    let who = finish(&state, &input, None).await?;
    let user = match identities::owner(&state.db, &who.issuer, &who.subject).await? {
        Some(id) => users::find(&state.db, &id)
            .await?
            .ok_or(ApiError::SignInRefused(ErrorCode::OidcNoAccount))?,
        None => link_by_address(&state, &who).await?,
    };
    if user.active == 0 {
        return Err(ApiError::AccountDisabled);
    }
    identities::used(&state.db, &who.issuer, &who.subject).await?;
    let method = crate::origin::Method::Provider;
    Ok(Json(sign_in(&state, &user, &origin, method).await?))
}

/// The first sign-in of an identity: the client account with the provider's verified address,
/// linked, and its owner told by mail. A pending invitation is accepted by it (the provider
/// vouched for the address). Staff accounts are never found this way.
async fn link_by_address(state: &AppState, who: &Identity) -> ApiResult<users::UserRow> {
    let no_account = || ApiError::SignInRefused(ErrorCode::OidcNoAccount);
    let email = who.email.as_deref().ok_or_else(no_account)?.to_lowercase();
    if !who.email_verified {
        return Err(ApiError::SignInRefused(ErrorCode::OidcEmailUnverified));
    }
    let user = users::find_by_email(&state.db, &email)
        .await?
        .filter(|u| u.role == users::Role::Client.as_str())
        .ok_or_else(no_account)?;
    if user.active == 0 {
        return Err(ApiError::AccountDisabled);
    }
    // Invited, but the invitation lapsed or was withdrawn: staff did not mean this account to
    // be used yet.
    if !user.has_password() && user.invitation() != Some(users::InvitationState::Pending) {
        return Err(no_account());
    }
    // One identity per provider by address: a second provider account showing the same address
    // (a reused mailbox) does not join an account that signs in with another one.
    if identities::has_from(&state.db, &user.id, &who.issuer).await? {
        return Err(ApiError::SignInRefused(ErrorCode::OidcAccountLinked));
    }
    let mut tx = db::begin_write(&state.db).await?;
    if !identities::link(
        &mut tx,
        &user.id,
        &who.issuer,
        &who.subject,
        &email,
        LinkedBy::Address,
    )
    .await?
    {
        // A parallel callback linked it first: whichever account it went to signs in.
        drop(tx);
        let id = identities::owner(&state.db, &who.issuer, &who.subject)
            .await?
            .ok_or_else(no_account)?;
        return users::find(&state.db, &id).await?.ok_or_else(no_account);
    }
    if user.invitation_expires.is_some() {
        users::set_invitation(&mut tx, &user.id, None).await?;
        tokens::revoke(&mut tx, &user.id, tokens::Purpose::Invitation).await?;
    }
    crate::mail::links::sign_in_method_added(&mut tx, &user, provider(state)?.display_name())
        .await?;
    tx.commit().await?;
    state.mail.wake();
    Ok(user)
}

async fn list(State(state): State<AppState>, user: AuthUser) -> ApiResult<Json<Vec<IdentityView>>> {
    Ok(Json(identities::of(&state.db, &user.id).await?))
}

async fn link_start(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    Sudo(user): Sudo,
) -> ApiResult<Json<OidcStart>> {
    begin(&state, &address, Some(&user.id)).await
}

async fn link_finish(
    State(state): State<AppState>,
    Sudo(user): Sudo,
    ApiJson(input): ApiJson<OidcCallbackInput>,
) -> ApiResult<Json<Vec<IdentityView>>> {
    let input = input.validate()?;
    let who = finish(&state, &input, Some(&user.id)).await?;
    let email = who.email.as_deref().unwrap_or_default().to_lowercase();
    let owner = users::find(&state.db, &user.id)
        .await?
        .ok_or(ApiError::Unauthorized)?;
    let mut tx = db::begin_write(&state.db).await?;
    let linked = identities::link(
        &mut tx,
        &user.id,
        &who.issuer,
        &who.subject,
        &email,
        LinkedBy::SignedIn,
    )
    .await?;
    // The owner hears of it, whoever linked it (a session someone else got hold of, say).
    if linked {
        crate::mail::links::sign_in_method_added(&mut tx, &owner, provider(&state)?.display_name())
            .await?;
    }
    tx.commit().await?;
    if linked {
        state.mail.wake();
    } else {
        let owner = identities::owner(&state.db, &who.issuer, &who.subject).await?;
        if owner.as_deref() != Some(user.id.as_str()) {
            return Err(ApiError::SignInRefused(ErrorCode::OidcIdentityTaken));
        }
    }
    Ok(Json(identities::of(&state.db, &user.id).await?))
}

async fn unlink(
    State(state): State<AppState>,
    Sudo(user): Sudo,
    Path(identity_id): Path<String>,
) -> ApiResult<StatusCode> {
    let row = users::find(&state.db, &user.id)
        .await?
        .ok_or(ApiError::Unauthorized)?;
    // Without a password it may use, the last identity is the only way in.
    let keep_last = !(row.has_password() && password_allowed(&state, &row));
    let mut tx = db::begin_write(&state.db).await?;
    match identities::unlink(&mut tx, &user.id, &identity_id, keep_last).await? {
        identities::Unlinked::Done => {}
        identities::Unlinked::NotFound => return Err(ApiError::NotFound),
        identities::Unlinked::Last => {
            return Err(ApiError::SignInRefused(ErrorCode::LastSignInMethod))
        }
    }
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}
