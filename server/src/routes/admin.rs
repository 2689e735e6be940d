//! Staff sign-in: real accounts with the admin role, not fixed credentials.

use axum::extract::State;
use axum::routing::post;
use axum::{Json, Router};
use portico_shared::validate::LoginInput;
use serde_json::{json, Value};

use crate::app::AppState;
use crate::auth;
use crate::db::users;
use crate::error::ApiResult;
use crate::extract::ApiJson;
use crate::limits::ClientAddress;
use crate::routes::user::check_credentials;

pub fn router() -> Router<AppState> {
    Router::new().route("/admin/login", post(login))
}

async fn login(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    ApiJson(input): ApiJson<LoginInput>,
) -> ApiResult<Json<Value>> {
    let user = check_credentials(&state, &address, &input, users::Role::Admin).await?;
    let token = auth::start_session(&state, &user.id).await?;
    Ok(Json(json!({ "token": token })))
}
