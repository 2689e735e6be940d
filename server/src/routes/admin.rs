//! Staff sign-in: real accounts with the admin role, not fixed credentials.

use axum::extract::State;
use axum::Json;
use portico_shared::validate::LoginInput;
use serde_json::{json, Value};

use crate::app::AppState;
use crate::auth;
use crate::db::users;
use crate::error::ApiResult;
use crate::extract::ApiJson;
use crate::limits::ClientAddress;
use crate::routes::registry::{Access, Api};
use crate::routes::user::check_credentials;

pub fn api() -> Api {
    Api::default().post_json::<LoginInput, _, _>(
        "/admin/login",
        Access::Public,
        "Staff sign-in: {token}",
        login,
    )
}

async fn login(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    ApiJson(input): ApiJson<LoginInput>,
) -> ApiResult<Json<Value>> {
    let user = check_credentials(&state, &address, &input, users::Role::Admin).await?;
    let token = auth::start_session(&state, &user.id, users::Role::Admin).await?;
    Ok(Json(
        json!({ "token": token, "user": users::UserView::from(&user) }),
    ))
}
