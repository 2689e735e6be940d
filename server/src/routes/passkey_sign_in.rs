//! Signing in with a passkey (from the Login modal, `/login` and `/adminLogin`: for the account
//! of an address typed first, or any passkey the browser offers) and proving who one is with one
//! (sudo mode). A passkey with user verification is both factors: it opens a full session, under
//! `STAFF_2FA=required` too. Ceremonies are single use, five minutes, and bound to the tab that
//! started them (only it holds the ceremony's token).

use axum::extract::State;
use axum::Json;
use portico_shared::validate::AccountEmailInput;
use webauthn_rs::prelude::{Passkey, Webauthn};

use crate::auth::AuthUser;
use crate::db::passkeys::{self as store, Ceremony};
use crate::db::{sessions, users};
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::extract::ApiJson;
use crate::ids::UserId;
use crate::limits::{self, ClientAddress};
use crate::passkeys::{
    self as webauthn, ceremony_expired, ceremony_of, not_verified, options_of, passkeys_of,
    relying_party_of as relying_party, to_json, PasskeyCeremony, SignInState,
};
use crate::routes::registry::{Access, Api};
use crate::routes::{SignInAnswer, SignedIn};
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .post_json::<PasskeyStartInput, _, _>(
            "/auth/passkey/start",
            Access::Public,
            "Start signing in with a passkey: for the account of an address, or any passkey the browser offers",
            sign_in_start,
        )
        .returns::<PasskeyCeremony>()
        .post_json::<PasskeyAnswerInput, _, _>(
            "/auth/passkey/finish",
            Access::Public,
            "Finish signing in with a passkey: {token, user} (a passkey is both factors)",
            sign_in_finish,
        )
        .returns::<SignInAnswer>()
        .post(
            "/user/sudo/passkey",
            Access::Signed,
            "Start proving who you are with one of your passkeys (sudo mode)",
            prove_start,
        )
        .returns::<PasskeyCeremony>()
        .never_by_token()
        .post_json::<PasskeyAnswerInput, _, _>(
            "/user/sudo/passkey/finish",
            Access::Signed,
            "Finish proving who you are with a passkey: sensitive changes open for ten minutes",
            prove_finish,
        )
        .returns::<crate::signin::SudoStatus>()
        .never_by_token()
}

#[derive(Debug, serde::Deserialize, schemars::JsonSchema)]
pub struct PasskeyStartInput {
    /// An address typed first; without one, any passkey the browser offers.
    #[serde(default)]
    pub email: Option<String>,
}

#[derive(Debug, serde::Deserialize, schemars::JsonSchema)]
pub struct PasskeyAnswerInput {
    #[serde(default)]
    pub ceremony: Option<String>,
    /// The authenticator's answer, as `PublicKeyCredential.toJSON()` gives it.
    #[serde(default)]
    pub credential: Option<serde_json::Value>,
}

/// The key of the made-up credential ids an address without passkeys is answered with: from
/// `SECRET_KEY`, or one for this process's life without it.
fn decoy_key(state: &AppState) -> Vec<u8> {
    static PROCESS: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    let hex = match &state.config.secret_key {
        Some(key) => key.mac("passkey-decoys", b""),
        None => PROCESS.get_or_init(crate::credentials::new_token).clone(),
    };
    hex.into_bytes().into_iter().take(32).collect()
}

async fn sign_in_start(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    ApiJson(input): ApiJson<PasskeyStartInput>,
) -> ApiResult<Json<PasskeyCeremony>> {
    let rp = relying_party(&state)?;
    let all = Some(&limits::PASSKEY_STARTS_ALL);
    let (mine, network) = (&limits::PASSKEY_STARTS, &limits::PASSKEY_STARTS_SITE);
    limits::hit_everywhere(&state.db, mine, network, all, &address).await?;
    let (options, sign_in) = match input.email.as_deref().filter(|e| !e.trim().is_empty()) {
        None => webauthn::start_sign_in(rp, None, Vec::new()).map_err(ApiError::internal)?,
        Some(_) => {
            let email = AccountEmailInput {
                email: input.email.clone(),
            }
            .validate()?
            .as_str()
            .to_lowercase();
            let keys = match users::find_by_email(&state.db, &email).await? {
                Some(user) if user.active != 0 => passkeys_of(&state, &user.id)
                    .await?
                    .into_iter()
                    .map(|(_, p)| p)
                    .collect(),
                _ => Vec::new(),
            };
            let decoys = webauthn::decoys(&decoy_key(&state), &email);
            webauthn::start_sign_in(rp, Some(&keys), decoys).map_err(ApiError::internal)?
        }
    };
    let ceremony = store::start(&state.db, Ceremony::SignIn, None, &to_json(&sign_in)?).await?;
    Ok(Json(PasskeyCeremony {
        ceremony,
        options: options_of(&options)?,
    }))
}

/// Checks an answer against a ceremony's state: the account and passkey it proves. Refused the
/// same way whatever is wrong.
async fn verify(
    state: &AppState,
    rp: &Webauthn,
    saved: SignInState,
    answer: Option<serde_json::Value>,
) -> ApiResult<(UserId, String, Passkey, bool, u32)> {
    let credential = answer
        .and_then(webauthn::parse_assertion)
        .ok_or_else(not_verified)?;
    let key = webauthn::credential_key(credential.get_credential_id());
    let stored = store::by_credential(&state.db, &key)
        .await?
        .ok_or_else(not_verified)?;
    let mut passkey: Passkey = serde_json::from_str(&stored.passkey).map_err(|_| not_verified())?;
    let result = match saved {
        SignInState::Account(s) => rp.finish_passkey_authentication(&credential, &s),
        SignInState::Discoverable(s) => {
            let (handle, _) = rp
                .identify_discoverable_authentication(&credential)
                .map_err(|_| not_verified())?;
            if webauthn::user_handle(&stored.user_id) != Some(handle) {
                return Err(not_verified());
            }
            rp.finish_discoverable_authentication_v2(&credential, s, &passkey)
        }
        SignInState::Nobody => return Err(not_verified()),
    }
    .map_err(|_| not_verified())?;
    // The counter and backup state move on; a credential that is not this passkey fails here.
    passkey
        .update_credential(&result)
        .ok_or_else(not_verified)?;
    Ok((
        stored.user_id,
        stored.id,
        passkey,
        result.user_verified(),
        result.counter(),
    ))
}

async fn sign_in_finish(
    State(state): State<AppState>,
    origin: crate::origin::Origin,
    ApiJson(input): ApiJson<PasskeyAnswerInput>,
) -> ApiResult<Json<SignInAnswer>> {
    let rp = relying_party(&state)?;
    let token = ceremony_of(&input.ceremony)?;
    let (_, saved) = store::take(&state.db, token, Ceremony::SignIn)
        .await?
        .ok_or_else(ceremony_expired)?;
    let saved: SignInState = serde_json::from_str(&saved).map_err(|_| ceremony_expired())?;
    let (user_id, passkey_id, passkey, verified, counter) =
        verify(&state, rp, saved, input.credential).await?;
    if !verified {
        return Err(not_verified());
    }
    let user = users::find(&state.db, &user_id)
        .await?
        .ok_or_else(not_verified)?;
    if user.active == 0 {
        return Err(ApiError::AccountDisabled);
    }
    // A staff member the identity provider disabled keeps no passkey way around it
    // (`PASSWORD_LOGIN`, unless `PASSKEY_LOGIN=all`).
    if !crate::signin::passkey_allowed(&state, &user) {
        return Err(ApiError::SignInRefused(ErrorCode::PasswordLoginDisabled));
    }
    if !store::used(&state.db, &passkey_id, &to_json(&passkey)?, counter).await? {
        return Err(not_verified());
    }
    // User verification on the device is the second factor: a full session, staff's too.
    let kind = sessions::Kind::Full;
    let method = crate::origin::Method::Passkey;
    let token = crate::signin::open_session(&state, &user, kind, &origin, method).await?;
    tracing::info!(user = %user.id, "signed in with a passkey");
    Ok(Json(SignInAnswer::Session(Box::new(SignedIn {
        token,
        user: users::UserView::from(&user),
        read_only: false,
        setup_required: false,
    }))))
}

async fn prove_start(
    State(state): State<AppState>,
    user: AuthUser,
) -> ApiResult<Json<PasskeyCeremony>> {
    let rp = relying_party(&state)?;
    let keys: Vec<Passkey> = passkeys_of(&state, &user.id)
        .await?
        .into_iter()
        .map(|(_, p)| p)
        .collect();
    if keys.is_empty() {
        return Err(ApiError::Conflict {
            field: "passkey",
            message: "You have no passkey yet.".into(),
        });
    }
    let (options, proof) =
        webauthn::start_sign_in(rp, Some(&keys), Vec::new()).map_err(ApiError::internal)?;
    let ceremony = store::start(
        &state.db,
        Ceremony::Prove,
        Some(&user.id),
        &to_json(&proof)?,
    )
    .await?;
    Ok(Json(PasskeyCeremony {
        ceremony,
        options: options_of(&options)?,
    }))
}

async fn prove_finish(
    State(state): State<AppState>,
    user: AuthUser,
    ApiJson(input): ApiJson<PasskeyAnswerInput>,
) -> ApiResult<Json<crate::signin::SudoStatus>> {
    let rp = relying_party(&state)?;
    if user.read_only {
        return Err(ApiError::ReadOnly);
    }
    let token = ceremony_of(&input.ceremony)?;
    let (owner, saved) = store::take(&state.db, token, Ceremony::Prove)
        .await?
        .ok_or_else(ceremony_expired)?;
    if owner.as_ref() != Some(&user.id) {
        return Err(ceremony_expired());
    }
    let saved: SignInState = serde_json::from_str(&saved).map_err(|_| ceremony_expired())?;
    let (owner, passkey_id, passkey, verified, counter) =
        verify(&state, rp, saved, input.credential).await?;
    if owner != user.id || !verified {
        return Err(not_verified());
    }
    if !store::used(&state.db, &passkey_id, &to_json(&passkey)?, counter).await? {
        return Err(not_verified());
    }
    let at = sessions::verified(&state.db, &user.session_id).await?;
    Ok(Json(crate::signin::sudo_status(&state, &user, at).await?))
}
