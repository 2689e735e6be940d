//! Client sign-in, sign-out and profile.

use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::{get, post};
use axum::{Json, Router};
use portico_shared::validate::LoginInput;
use serde_json::{json, Value};

use crate::app::AppState;
use crate::auth::{self, AuthUser};
use crate::db::{sessions, users};
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::limits::{self, ClientAddress};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/user/login", post(login))
        .route("/user/logout", post(logout))
        .route("/user/userProfile", get(profile))
}

/// Checks email and password for an account of `role`. Unknown email and wrong password answer
/// the same 401 after the same work.
///
/// Failures are counted per account and per address; past the limit the answer is 429 with
/// `Retry-After` before any password is checked. A success clears both counts.
pub async fn check_credentials(
    state: &AppState,
    address: &str,
    input: &LoginInput,
    role: users::Role,
) -> ApiResult<users::UserRow> {
    let valid = input.validate()?;
    let account = valid.email.as_str().to_lowercase();
    limits::check(&state.db, &limits::LOGIN_ACCOUNT, &account).await?;
    limits::check(&state.db, &limits::LOGIN_ADDRESS, address).await?;
    let user = users::find_by_email(&state.db, &account).await?;
    let user = user.filter(|u| u.role == role.as_str());
    let ok = auth::verify_password(
        user.as_ref().map(|u| u.password_hash.clone()),
        valid.password.clone(),
    )
    .await?;
    match (ok, user) {
        (true, Some(user)) => {
            limits::reset(&state.db, &limits::LOGIN_ACCOUNT, &account).await?;
            limits::reset(&state.db, &limits::LOGIN_ADDRESS, address).await?;
            Ok(user)
        }
        _ => {
            // Count the failure; the 429 comes on the next attempt, after the 401 for this one.
            let _ = limits::hit(&state.db, &limits::LOGIN_ACCOUNT, &account).await;
            let _ = limits::hit(&state.db, &limits::LOGIN_ADDRESS, address).await;
            Err(ApiError::Unauthorized)
        }
    }
}

async fn login(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    ApiJson(input): ApiJson<LoginInput>,
) -> ApiResult<Json<Value>> {
    let user = check_credentials(&state, &address, &input, users::Role::Client).await?;
    let token = auth::start_session(&state, &user.id).await?;
    Ok(Json(
        json!({ "token": token, "user": users::UserView::from(&user) }),
    ))
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
