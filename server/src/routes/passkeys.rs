//! Passkeys in one's own settings: each person adds theirs (in sudo mode), names them, sees when
//! each was added and last used, and removes them (never the last way in). The browser's half is
//! WebAuthn's own; the ceremony's server half waits in the database (`crate::passkeys`).

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use portico_shared::validate::PasskeyNameInput;
use webauthn_rs::prelude::{Passkey, PasskeyRegistration};

use crate::auth::{AdminUser, AuthUser, Sudo};
use crate::db::passkeys::{self as store, Added, Ceremony, PasskeyView, Removed};
use crate::db::{self, sessions, users};
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::extract::ApiJson;
use crate::mail::links::Notice;
use crate::passkeys::{
    self as webauthn, ceremony_expired, ceremony_of, not_verified, options_of, passkeys_of,
    relying_party_of as relying_party, to_json, PasskeyCeremony,
};
use crate::routes::registry::{Access, Api};
use crate::staff::StaffWrite;
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
        .never_by_token()
        .post(
            "/user/passkeys/register",
            Access::Signed,
            "Start adding a passkey: the options for the browser and the ceremony to send back",
            register_start,
        )
        .returns::<PasskeyCeremony>()
        .sudo()
        .never_by_token()
        .post_json::<NewPasskeyInput, _, _>(
            "/user/passkeys",
            Access::Signed,
            "Finish adding a passkey: the ceremony, a name, and the browser's credential",
            register_finish,
        )
        .creates::<PasskeyView>()
        .sudo()
        .never_by_token()
        .put_json::<PasskeyNameInput, _, _>(
            "/user/passkeys/{passkeyId}",
            Access::Signed,
            "Rename one of the caller's passkeys",
            rename,
        )
        .returns::<PasskeyView>()
        .never_by_token()
        .delete(
            "/user/passkeys/{passkeyId}",
            Access::Signed,
            "Remove one of the caller's passkeys (not the last way the account can sign in)",
            remove,
        )
        .no_content()
        .sudo()
        .never_by_token()
        .get(
            "/admin/accounts/{accountId}/passkeys",
            Access::Admin,
            "A person's passkeys (a client's or a colleague's): name, when added, when last used",
            staff_list,
        )
        .returns::<Vec<PasskeyView>>()
        .delete(
            "/admin/accounts/{accountId}/passkeys/{passkeyId}",
            Access::Admin,
            "Remove one of a person's passkeys (a lost device): audited, and the person can sign \
             in with their password or an emailed link after",
            staff_remove,
        )
        .no_content()
        .sudo()
        .never_by_token()
}

async fn staff_list(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    Path(account): Path<String>,
) -> ApiResult<Json<Vec<PasskeyView>>> {
    let account = crate::accounts::any(&state, &account).await?;
    Ok(Json(store::of(&state.db, &account.id).await?))
}

async fn staff_remove(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    Sudo(admin): Sudo,
    Path((account, id)): Path<(String, String)>,
) -> ApiResult<StatusCode> {
    let account = crate::accounts::any(&state, &account).await?;
    let Some(passkey) = store::of(&state.db, &account.id)
        .await?
        .into_iter()
        .find(|p| p.id == id)
    else {
        return Err(ApiError::NotFound);
    };
    let entity = crate::accounts::entity_of(&account);
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let before = w.track(entity, account.id.as_str()).await?;
    if !store::remove_any(w.conn(), &account.id, &passkey.id).await? {
        return Err(ApiError::NotFound);
    }
    w.log_with(
        &format!("{}.passkey_remove", entity.name()),
        before,
        serde_json::json!({ "passkey": { "_id": passkey.id, "name": passkey.name } }),
    )
    .await?;
    w.commit().await?;
    Ok(StatusCode::NO_CONTENT)
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
    // Its owner hears of it, in case it was not them (a stolen session adds one to stay in).
    if let Some(row) = users::find_in(&mut tx, &user.id).await? {
        let notice = Notice::PasskeyAdded { name: &name };
        crate::mail::links::notify(&mut tx, &row, notice).await?;
    }
    tx.commit().await?;
    state.mail.wake();
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
