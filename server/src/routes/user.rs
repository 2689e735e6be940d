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

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/user/login", post(login))
        .route("/user/logout", post(logout))
        .route("/user/userProfile", get(profile))
}

/// Checks email and password for an account of `role`. Unknown email and wrong password answer
/// the same 401 after the same work.
pub async fn check_credentials(
    state: &AppState,
    input: &LoginInput,
    role: users::Role,
) -> ApiResult<users::UserRow> {
    let valid = input.validate()?;
    let user = users::find_by_email(&state.db, valid.email.as_str()).await?;
    let user = user.filter(|u| u.role == role.as_str());
    let ok = auth::verify_password(
        user.as_ref().map(|u| u.password_hash.clone()),
        valid.password.clone(),
    )
    .await?;
    match (ok, user) {
        (true, Some(user)) => Ok(user),
        _ => Err(ApiError::Unauthorized),
    }
}

async fn login(
    State(state): State<AppState>,
    ApiJson(input): ApiJson<LoginInput>,
) -> ApiResult<Json<Value>> {
    let user = check_credentials(&state, &input, users::Role::Client).await?;
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
