//! Personal API tokens (ADR 0046): named, read-only or read-write, with an end, shown once,
//! revocable. Only a signed-in person manages them: a token cannot make, list or end tokens.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use portico_shared::validate::ApiTokenInput;
use serde::Serialize;

use crate::auth::{AuthUser, Sudo};
use crate::db::{self, api_tokens, api_tokens::ApiTokenView};
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::routes::registry::{Access, Api};
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .get(
            "/user/tokens",
            Access::Signed,
            "The caller's API tokens that still work",
            list,
        )
        .returns::<Vec<ApiTokenView>>()
        .never_by_token()
        .post_json::<ApiTokenInput, _, _>(
            "/user/tokens",
            Access::Signed,
            "Make an API token (its secret is in this answer only)",
            create,
        )
        .creates::<NewApiToken>()
        .sudo()
        .never_by_token()
        .delete(
            "/user/tokens/{id}",
            Access::Signed,
            "Revoke an API token",
            revoke,
        )
        .no_content()
        .never_by_token()
}

/// The longest life of a staff member's token.
const STAFF_DAYS_MAX: u32 = 90;

/// A token just made, with its secret: the only time it is shown.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct NewApiToken {
    pub token: ApiTokenView,
    pub secret: String,
}

/// Tokens are managed from a sign-in: never with a token (a leaked token must not breed: the
/// routes are `never_by_token`), nor from a read-only view, which may not even list them.
fn signed_in(user: &AuthUser) -> ApiResult<()> {
    if user.read_only {
        Err(ApiError::ReadOnly)
    } else {
        Ok(())
    }
}

async fn list(State(state): State<AppState>, user: AuthUser) -> ApiResult<Json<Vec<ApiTokenView>>> {
    signed_in(&user)?;
    let mut c = state.db.acquire().await?;
    Ok(Json(api_tokens::live_of(&mut c, &user.id).await?))
}

/// A token outlives the session that makes it (up to a year): making one asks who one is again,
/// as other changes that hand out access do.
async fn create(
    State(state): State<AppState>,
    Sudo(user): Sudo,
    ApiJson(body): ApiJson<ApiTokenInput>,
) -> ApiResult<(StatusCode, Json<NewApiToken>)> {
    signed_in(&user)?;
    let token = body.validate().map_err(ApiError::Validation)?;
    // Staff sessions are short; a staff token is not a way around that for a year.
    if user.is_admin() && token.days > STAFF_DAYS_MAX {
        return Err(ApiError::field(
            "expiresInDays",
            "too_large",
            &format!("A staff token lasts at most {STAFF_DAYS_MAX} days"),
        ));
    }
    let mut tx = db::begin_write(&state.db).await?;
    if api_tokens::count_live(&mut tx, &user.id).await? >= api_tokens::MAX_LIVE {
        return Err(ApiError::Conflict {
            field: "name",
            message: format!(
                "You have {} tokens already: revoke one you no longer use first.",
                api_tokens::MAX_LIVE
            ),
        });
    }
    let (view, secret) = api_tokens::create(&mut tx, &user.id, &token).await?;
    tx.commit().await?;
    Ok((
        StatusCode::CREATED,
        Json(NewApiToken {
            token: view,
            secret,
        }),
    ))
}

async fn revoke(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
) -> ApiResult<StatusCode> {
    signed_in(&user)?;
    if id.len() > 64 {
        return Err(ApiError::NotFound);
    }
    let mut tx = db::begin_write(&state.db).await?;
    if !api_tokens::revoke(&mut tx, &user.id, &id).await? {
        return Err(ApiError::NotFound);
    }
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}
