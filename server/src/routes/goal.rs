//! Agreed goals and payment milestones: the project's owner and staff read, staff write.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use portico_shared::validate::{GoalInput, PaymentInput};
use serde_json::{json, Value};

use crate::app::AppState;
use crate::auth::{AdminUser, AuthUser};
use crate::db::goals::{self, GoalView, PaymentView};
use crate::db::projects::{self, Scope};
use crate::error::ApiResult;
use crate::extract::{ApiJson, IdPath};
use crate::routes::field_error;
use crate::routes::project::require_visible;
use crate::routes::registry::{Access, Api};

pub fn api() -> Api {
    Api::default()
        .get(
            "/goal/project/{projectId}",
            Access::Signed,
            "A project's agreed goals",
            goals_of,
        )
        .get(
            "/goal/project/{projectId}/inprogress",
            Access::Signed,
            "A project's goals in progress",
            in_progress,
        )
        .post_json::<GoalInput, _, _>(
            "/goal/create",
            Access::Admin,
            "Add an agreed goal",
            create_goal,
        )
        .get(
            "/payment/payments/{projectId}",
            Access::Signed,
            "A project's payment milestones",
            payments_of,
        )
        .post_json::<PaymentInput, _, _>(
            "/payment/create",
            Access::Admin,
            "Add a payment milestone",
            create_payment,
        )
}

async fn goals_of(
    State(state): State<AppState>,
    user: AuthUser,
    IdPath(id): IdPath,
) -> ApiResult<Json<Vec<GoalView>>> {
    require_visible(&state, &user, &id).await?;
    Ok(Json(goals::goals(&state.db, &id, false).await?))
}

async fn in_progress(
    State(state): State<AppState>,
    user: AuthUser,
    IdPath(id): IdPath,
) -> ApiResult<Json<Vec<GoalView>>> {
    require_visible(&state, &user, &id).await?;
    Ok(Json(goals::goals(&state.db, &id, true).await?))
}

async fn payments_of(
    State(state): State<AppState>,
    user: AuthUser,
    IdPath(id): IdPath,
) -> ApiResult<Json<Vec<PaymentView>>> {
    require_visible(&state, &user, &id).await?;
    Ok(Json(goals::payments(&state.db, &id).await?))
}

/// The project a goal or payment belongs to, from the body: required, and must exist.
async fn project_of(state: &AppState, project: &Option<String>) -> ApiResult<String> {
    let id = project
        .as_deref()
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .ok_or_else(|| field_error("project", "required", "Project is required"))?;
    if !projects::visible(&state.db, id, Scope::All).await? {
        return Err(field_error("project", "unknown", "No such project"));
    }
    Ok(id.to_owned())
}

async fn create_goal(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    ApiJson(input): ApiJson<GoalInput>,
) -> ApiResult<(StatusCode, Json<Value>)> {
    let valid = input.validate()?;
    let project = project_of(&state, &valid.project).await?;
    let id = goals::add_goal(&state.db, &project, &valid).await?;
    Ok((StatusCode::CREATED, Json(json!({ "_id": id }))))
}

async fn create_payment(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    ApiJson(input): ApiJson<PaymentInput>,
) -> ApiResult<(StatusCode, Json<Value>)> {
    let valid = input.validate()?;
    let project = project_of(&state, &valid.project).await?;
    let id = goals::add_payment(&state.db, &project, &valid).await?;
    Ok((StatusCode::CREATED, Json(json!({ "_id": id }))))
}
