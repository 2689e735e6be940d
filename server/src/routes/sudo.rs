//! Sudo mode: before a change that could hand the account to someone else (two-factor,
//! identities, email, password, recovery codes), the person proves who they are again. Such
//! routes take `auth::Sudo`, which answers 403 `sudo_required` when the session's last proof is
//! older than ten minutes; this is where the proof is given. With two-factor on, the password
//! alone proves nothing here: a code or a passkey does.

use axum::extract::State;
use axum::Json;
use portico_shared::validate::{Proof, SudoInput};

use crate::auth::AuthUser;
use crate::db::sessions;
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::limits::ClientAddress;
use crate::routes::field_error;
use crate::routes::registry::{Access, Api};
use crate::signin::{
    attempt_succeeded, check_second_factor, count_attempt, own_password, sudo_status as status_of,
    wrong_code, SudoStatus,
};
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .get(
            "/user/sudo",
            Access::Signed,
            "Whether the caller proved who they are recently enough for a sensitive change, and how they can",
            status,
        )
        .returns::<SudoStatus>()
        .never_by_token()
        .post_json::<SudoInput, _, _>(
            "/user/sudo",
            Access::Signed,
            "Prove who you are again (password, or a code from the app or a recovery code): sensitive changes open for ten minutes",
            prove,
        )
        .returns::<SudoStatus>()
        .never_by_token()
}

async fn status(State(state): State<AppState>, user: AuthUser) -> ApiResult<Json<SudoStatus>> {
    Ok(Json(status_of(&state, &user, user.verified_at).await?))
}

async fn prove(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    user: AuthUser,
    ApiJson(input): ApiJson<SudoInput>,
) -> ApiResult<Json<SudoStatus>> {
    let proof = input.validate()?;
    if user.read_only {
        return Err(ApiError::ReadOnly);
    }
    match proof {
        Proof::Password(password) => {
            // With two-factor on, the password alone is one factor of two: whoever stole it
            // with a session must not add a passkey (or change anything else) with it.
            if crate::db::two_factor::of(&state.db, &user.id)
                .await?
                .enabled()
            {
                return Err(field_error(
                    "code",
                    "code_required",
                    "Your account uses two-factor sign-in: enter a code from your app or a recovery code, or use a passkey",
                ));
            }
            if !own_password(&state, &user.id, password, true).await? {
                return Err(field_error(
                    "password",
                    "wrong_password",
                    "The password is not right",
                ));
            }
        }
        Proof::Code(code) => {
            let account = user.email.to_lowercase();
            count_attempt(&state, &account, &address).await?;
            if !check_second_factor(&state, &user.id, &code).await? {
                return Err(wrong_code());
            }
            attempt_succeeded(&state, &account, &address).await?;
        }
    }
    let at = sessions::verified(&state.db, &user.session_id).await?;
    Ok(Json(status_of(&state, &user, at).await?))
}
