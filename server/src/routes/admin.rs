//! Staff sign-in: real accounts with the admin role, not fixed credentials.

use axum::extract::State;
use axum::Json;
use portico_shared::validate::LoginInput;

use crate::db::users;
use crate::error::ApiResult;
use crate::extract::ApiJson;
use crate::limits::ClientAddress;
use crate::origin::{Method, Origin};
use crate::routes::registry::{Access, Api};
use crate::routes::SignInAnswer;
use crate::signin::{check_credentials, sign_in};
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .post_json::<LoginInput, _, _>(
            "/admin/login",
            Access::Public,
            "Staff sign-in: {token}, or {challenge} when the account asks for a second factor",
            login,
        )
        .returns::<SignInAnswer>()
}

async fn login(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    origin: Origin,
    ApiJson(input): ApiJson<LoginInput>,
) -> ApiResult<Json<SignInAnswer>> {
    let user = check_credentials(&state, &address, &input, users::Role::Admin).await?;
    Ok(Json(
        sign_in(&state, &user, &origin, Method::Password).await?,
    ))
}
