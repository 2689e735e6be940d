//! The company's team members, managed by staff.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use portico_shared::validate::TeamMemberInput;
use serde_json::{json, Value};

use crate::app::AppState;
use crate::auth::AdminUser;
use crate::db::team::{self, MemberView};
use crate::error::{ApiError, ApiResult};
use crate::extract::{ApiJson, IdPath};
use crate::routes::registry::{Access, Api};

pub fn api() -> Api {
    Api::default()
        .get("/team/all", Access::Admin, "Every team member", all)
        .post_json::<TeamMemberInput, _, _>(
            "/team/create",
            Access::Admin,
            "Add a team member",
            create,
        )
        .put_json::<TeamMemberInput, _, _>(
            "/team/edit/{id}",
            Access::Admin,
            "Edit a team member",
            edit,
        )
        .delete(
            "/team/delete/{id}",
            Access::Admin,
            "Remove a team member",
            remove,
        )
}

async fn all(State(state): State<AppState>, AdminUser(_): AdminUser) -> ApiResult<Json<Value>> {
    Ok(Json(json!({ "data": team::all(&state.db).await? })))
}

async fn create(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    ApiJson(input): ApiJson<TeamMemberInput>,
) -> ApiResult<(StatusCode, Json<MemberView>)> {
    let valid = input.validate()?;
    let id = team::insert(&state.db, &valid).await?;
    let member = team::find(&state.db, &id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok((StatusCode::CREATED, Json(member)))
}

async fn edit(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    IdPath(id): IdPath,
    ApiJson(input): ApiJson<TeamMemberInput>,
) -> ApiResult<Json<MemberView>> {
    let valid = input.validate()?;
    if !team::update(&state.db, &id, &valid).await? {
        return Err(ApiError::NotFound);
    }
    team::find(&state.db, &id)
        .await?
        .map(Json)
        .ok_or(ApiError::NotFound)
}

async fn remove(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    IdPath(id): IdPath,
) -> ApiResult<StatusCode> {
    if team::delete(&state.db, &id).await? {
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(ApiError::NotFound)
    }
}
