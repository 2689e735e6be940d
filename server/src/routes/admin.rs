//! Staff sign-in: real accounts with the admin role, not fixed credentials.

use axum::extract::State;
use axum::Json;
use portico_shared::validate::LoginInput;

use crate::app::AppState;
use crate::auth;
use crate::db::users;
use crate::error::ApiResult;
use crate::extract::ApiJson;
use crate::limits::ClientAddress;
use crate::routes::registry::{Access, Api};
use crate::routes::user::check_credentials;
use crate::routes::SignedIn;

pub fn api() -> Api {
    Api::default()
        .post_json::<LoginInput, _, _>(
            "/admin/login",
            Access::Public,
            "Staff sign-in: {token}",
            login,
        )
        .returns::<SignedIn>()
}

async fn login(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    ApiJson(input): ApiJson<LoginInput>,
) -> ApiResult<Json<SignedIn>> {
    let user = check_credentials(&state, &address, &input, users::Role::Admin).await?;
    let token = auth::start_session(&state, &user.id, users::Role::Admin).await?;
    Ok(Json(SignedIn {
        token,
        user: users::UserView::from(&user),
        read_only: false,
    }))
}
