//! Agreed goals: the project's people and staff read, staff write (milestones: `payment`).

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use portico_shared::validate::{GoalInput, GoalStatusInput};

use crate::auth::AdminUser;
use crate::db::audit::Entity;
use crate::db::goals::{self, GoalView};
use crate::db::projects::{self, Scope};
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::ids::{GoalId, ProjectId};
use crate::routes::field_error;
use crate::routes::registry::{Access, Api};
use crate::scope::VisibleProject;
use crate::staff::StaffWrite;
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .get(
            "/goal/project/{projectId}",
            Access::Signed,
            "A project's agreed goals",
            goals_of,
        )
        .returns::<Vec<GoalView>>()
        .get(
            "/goal/project/{projectId}/inprogress",
            Access::Signed,
            "A project's goals in progress",
            in_progress,
        )
        .returns::<Vec<GoalView>>()
        .post_json::<GoalInput, _, _>(
            "/goal/create",
            Access::Admin,
            "Add an agreed goal",
            create_goal,
        )
        .creates::<GoalView>()
        .put_json::<GoalStatusInput, _, _>(
            "/goal/status/{goalId}",
            Access::Admin,
            "Set a goal's status",
            goal_status,
        )
        .returns::<GoalView>()
}

async fn goals_of(
    State(state): State<AppState>,
    VisibleProject { id, .. }: VisibleProject,
) -> ApiResult<Json<Vec<GoalView>>> {
    Ok(Json(goals::goals(&state.db, &id, false).await?))
}

async fn in_progress(
    State(state): State<AppState>,
    VisibleProject { id, .. }: VisibleProject,
) -> ApiResult<Json<Vec<GoalView>>> {
    Ok(Json(goals::goals(&state.db, &id, true).await?))
}

/// The project a goal or payment belongs to, from the body: required, and must exist.
pub(super) async fn project_of(state: &AppState, project: &Option<String>) -> ApiResult<ProjectId> {
    let raw = project
        .as_deref()
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .ok_or_else(|| field_error("project", "required", "Project is required"))?;
    let unknown = || field_error("project", "unknown", "No such project");
    let id = ProjectId::parse_canonical(raw).ok_or_else(unknown)?;
    if !projects::visible(&state.db, &id, Scope::All).await? {
        return Err(unknown());
    }
    Ok(id)
}

async fn create_goal(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    ApiJson(input): ApiJson<GoalInput>,
) -> ApiResult<(StatusCode, Json<GoalView>)> {
    let valid = input.validate()?;
    let project = project_of(&state, &valid.project).await?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let id = goals::add_goal(w.conn(), &project, &valid).await?;
    w.log_created("goal.create", Entity::Goal, &id).await?;
    w.commit().await?;
    let goal = goals::goal(&state.db, &id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok((StatusCode::CREATED, Json(goal)))
}

async fn goal_status(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: GoalId,
    ApiJson(input): ApiJson<GoalStatusInput>,
) -> ApiResult<Json<GoalView>> {
    let status = input.validate()?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let before = w.track(Entity::Goal, &id).await?;
    if !goals::set_goal_status(w.conn(), &id, status).await? {
        return Err(ApiError::NotFound);
    }
    w.log("goal.status", before).await?;
    w.commit().await?;
    goals::goal(&state.db, &id)
        .await?
        .map(Json)
        .ok_or(ApiError::NotFound)
}
