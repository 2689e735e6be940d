//! Passkeys: each person adds theirs from their settings (in sudo mode), names them, sees when
//! each was added and last used, and removes them; anyone signs in with one from the sign-in
//! screens. A passkey with user verification is both factors at once: it opens a full session,
//! under `STAFF_2FA=required` too. The ceremonies are single use, five minutes, and bound to the
//! tab that started them (only it holds the ceremony's token).

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use portico_shared::validate::{AccountEmailInput, PasskeyNameInput};
use webauthn_rs::prelude::{Passkey, PasskeyRegistration, Webauthn};

use crate::auth::{self, AuthUser, Sudo};
use crate::db::passkeys::{self as store, Added, Ceremony, PasskeyView, Removed};
use crate::db::{self, sessions, users};
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::extract::ApiJson;
use crate::ids::UserId;
use crate::limits::{self, ClientAddress};
use crate::passkeys::{self as webauthn, SignInState};
use crate::routes::registry::{Access, Api};
use crate::routes::{field_error, SignInAnswer, SignedIn};
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .get(
            "/user/passkeys",
            Access::Signed,
            "The caller's passkeys: name, when added, when last used",
            list,
        )
        .returns::<Vec<PasskeyView>>()
        .post(
            "/user/passkeys/register",
            Access::Signed,
            "Start adding a passkey: the options for the browser and the ceremony to send back",
            register_start,
        )
        .returns::<PasskeyCeremony>()
        .sudo()
        .post_json::<NewPasskeyInput, _, _>(
            "/user/passkeys",
            Access::Signed,
            "Finish adding a passkey: the ceremony, a name, and the browser's credential",
            register_finish,
        )
        .creates::<PasskeyView>()
        .sudo()
        .put_json::<PasskeyNameInput, _, _>(
            "/user/passkeys/{passkeyId}",
            Access::Signed,
            "Rename one of the caller's passkeys",
            rename,
        )
        .returns::<PasskeyView>()
        .delete(
            "/user/passkeys/{passkeyId}",
            Access::Signed,
            "Remove one of the caller's passkeys (not the last way the account can sign in)",
            remove,
        )
        .no_content()
        .sudo()
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
        .post_json::<PasskeyAnswerInput, _, _>(
            "/user/sudo/passkey/finish",
            Access::Signed,
            "Finish proving who you are with a passkey: sensitive changes open for ten minutes",
            prove_finish,
        )
        .returns::<crate::signin::SudoStatus>()
}

/// What the browser passes to `navigator.credentials` (WebAuthn's JSON form), and the token it
/// sends back with the answer.
#[derive(Debug, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PasskeyCeremony {
    pub ceremony: String,
    /// `PublicKeyCredentialCreationOptionsJSON` or `...RequestOptionsJSON`, under `publicKey`.
    pub options: serde_json::Value,
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

#[derive(Debug, serde::Deserialize, schemars::JsonSchema)]
pub struct NewPasskeyInput {
    #[serde(default)]
    pub ceremony: Option<String>,
    #[serde(default)]
    pub name: Option<String>,
    #[serde(default)]
    pub credential: Option<serde_json::Value>,
}

fn relying_party(state: &AppState) -> ApiResult<&Webauthn> {
    state.webauthn.as_deref().ok_or(ApiError::NotFound)
}

fn ceremony_expired() -> ApiError {
    field_error(
        "ceremony",
        "expired",
        "This passkey request has expired: start again.",
    )
}

fn not_verified() -> ApiError {
    field_error(
        "credential",
        "not_verified",
        "The passkey could not be verified. Try again, or use another way to sign in.",
    )
}

/// The ceremony token as sent: its shape only (what it stands for is in the database).
fn ceremony_of(raw: &Option<String>) -> ApiResult<&str> {
    let token = raw.as_deref().unwrap_or_default().trim();
    let shaped = !token.is_empty()
        && token.len() <= 64
        && token
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    shaped.then_some(token).ok_or_else(ceremony_expired)
}

fn to_json<T: serde::Serialize>(value: &T) -> ApiResult<String> {
    serde_json::to_string(value).map_err(|e| ApiError::internal(format!("passkey state: {e}")))
}

fn options_of<T: serde::Serialize>(value: &T) -> ApiResult<serde_json::Value> {
    serde_json::to_value(value).map_err(|e| ApiError::internal(format!("passkey options: {e}")))
}

/// An account's passkeys as webauthn-rs reads them (rows that do not read are skipped).
async fn passkeys_of(state: &AppState, user: &UserId) -> ApiResult<Vec<(String, Passkey)>> {
    Ok(store::stored_of(&state.db, user)
        .await?
        .into_iter()
        .filter_map(|s| Some((s.id, serde_json::from_str::<Passkey>(&s.passkey).ok()?)))
        .collect())
}

async fn list(State(state): State<AppState>, user: AuthUser) -> ApiResult<Json<Vec<PasskeyView>>> {
    Ok(Json(store::of(&state.db, &user.id).await?))
}

async fn register_start(
    State(state): State<AppState>,
    Sudo(user): Sudo,
) -> ApiResult<Json<PasskeyCeremony>> {
    let rp = relying_party(&state)?;
    let handle = webauthn::user_handle(&user.id).ok_or(ApiError::NotFound)?;
    let existing: Vec<Passkey> = passkeys_of(&state, &user.id)
        .await?
        .into_iter()
        .map(|(_, p)| p)
        .collect();
    let (options, registration) =
        webauthn::start_registration(rp, handle, &user.email, &user.name, &existing)
            .map_err(ApiError::internal)?;
    let ceremony = store::start(
        &state.db,
        Ceremony::Register,
        Some(&user.id),
        &to_json(&registration)?,
    )
    .await?;
    Ok(Json(PasskeyCeremony {
        ceremony,
        options: options_of(&options)?,
    }))
}

async fn register_finish(
    State(state): State<AppState>,
    Sudo(user): Sudo,
    ApiJson(input): ApiJson<NewPasskeyInput>,
) -> ApiResult<(StatusCode, Json<PasskeyView>)> {
    let rp = relying_party(&state)?;
    let name = PasskeyNameInput {
        name: input.name.clone(),
    }
    .validate()?;
    let token = ceremony_of(&input.ceremony)?;
    let credential = input
        .credential
        .and_then(webauthn::parse_attestation)
        .ok_or_else(not_verified)?;
    let (owner, saved) = store::take(&state.db, token, Ceremony::Register)
        .await?
        .ok_or_else(ceremony_expired)?;
    if owner.as_ref() != Some(&user.id) {
        return Err(ceremony_expired());
    }
    let registration: PasskeyRegistration =
        serde_json::from_str(&saved).map_err(|_| ceremony_expired())?;
    let passkey = rp
        .finish_passkey_registration(&credential, &registration)
        .map_err(|_| not_verified())?;
    let mut tx = db::begin_write(&state.db).await?;
    let added = store::add(
        &mut tx,
        store::NewPasskey {
            user_id: &user.id,
            name: &name,
            credential_id: &webauthn::credential_key(passkey.cred_id()),
            passkey: &to_json(&passkey)?,
        },
    )
    .await?;
    let id = match added {
        Added::Done(id) => id,
        Added::Taken => {
            return Err(ApiError::Conflict {
                field: "credential",
                message: "This passkey is already registered.".into(),
            })
        }
        Added::Full => {
            return Err(ApiError::Conflict {
                field: "credential",
                message: format!(
                    "An account can have {} passkeys: remove one first.",
                    store::MAX_PER_ACCOUNT
                ),
            })
        }
    };
    tx.commit().await?;
    // Staff who had to set up two-factor first (`STAFF_2FA=required`) have done so: a passkey
    // verifies its user, a second factor of its own.
    if user.setup_only {
        sessions::clear_setup_only(&state.db, &user.session_id).await?;
    }
    let view = store::of(&state.db, &user.id)
        .await?
        .into_iter()
        .find(|p| p.id == id)
        .ok_or(ApiError::NotFound)?;
    Ok((StatusCode::CREATED, Json(view)))
}

async fn rename(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
    ApiJson(input): ApiJson<PasskeyNameInput>,
) -> ApiResult<Json<PasskeyView>> {
    let name = input.validate()?;
    if !store::rename(&state.db, &user.id, &id, &name).await? {
        return Err(ApiError::NotFound);
    }
    store::of(&state.db, &user.id)
        .await?
        .into_iter()
        .find(|p| p.id == id)
        .map(Json)
        .ok_or(ApiError::NotFound)
}

async fn remove(
    State(state): State<AppState>,
    Sudo(user): Sudo,
    Path(id): Path<String>,
) -> ApiResult<StatusCode> {
    let row = users::find(&state.db, &user.id)
        .await?
        .ok_or(ApiError::Unauthorized)?;
    let password = row.has_password() && crate::signin::password_allowed(&state, &row);
    let mut tx = db::begin_write(&state.db).await?;
    match store::remove(&mut tx, &user.id, &id, password).await? {
        Removed::Done => {}
        Removed::NotFound => return Err(ApiError::NotFound),
        Removed::Last => return Err(ApiError::SignInRefused(ErrorCode::LastSignInMethod)),
    }
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
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
    limits::hit(&state.db, &limits::PASSKEY_STARTS, &address).await?;
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
) -> ApiResult<(UserId, String, Passkey, bool)> {
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
    Ok((stored.user_id, stored.id, passkey, result.user_verified()))
}

async fn sign_in_finish(
    State(state): State<AppState>,
    ApiJson(input): ApiJson<PasskeyAnswerInput>,
) -> ApiResult<Json<SignInAnswer>> {
    let rp = relying_party(&state)?;
    let token = ceremony_of(&input.ceremony)?;
    let (_, saved) = store::take(&state.db, token, Ceremony::SignIn)
        .await?
        .ok_or_else(ceremony_expired)?;
    let saved: SignInState = serde_json::from_str(&saved).map_err(|_| ceremony_expired())?;
    let (user_id, passkey_id, passkey, verified) =
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
    store::used(&state.db, &passkey_id, &to_json(&passkey)?).await?;
    let role = users::Role::parse(&user.role).ok_or(ApiError::Unauthorized)?;
    // User verification on the device is the second factor: a full session, staff's too.
    let token = auth::start_session(&state, &user.id, role, sessions::Kind::Full).await?;
    tracing::info!(user = %user.id, "signed in with a passkey");
    Ok(Json(SignInAnswer::Session(SignedIn {
        token,
        user: users::UserView::from(&user),
        read_only: false,
        setup_required: false,
    })))
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
    let (owner, passkey_id, passkey, verified) =
        verify(&state, rp, saved, input.credential).await?;
    if owner != user.id || !verified {
        return Err(not_verified());
    }
    store::used(&state.db, &passkey_id, &to_json(&passkey)?).await?;
    let at = sessions::verified(&state.db, &user.session_id).await?;
    Ok(Json(crate::signin::sudo_status(&state, &user, at).await?))
}
