//! Projects as their owner (or staff) sees them.

use axum::extract::State;
use axum::routing::get;
use axum::{Json, Router};

use crate::app::AppState;
use crate::auth::{AuthUser, ClientUser};
use crate::db::projects::{self, ProjectSummary};
use crate::db::users;
use crate::error::{ApiError, ApiResult};
use crate::extract::IdPath;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/project/projectsUser", get(mine))
        .route("/project/projectsByUser/{userId}", get(by_user))
}

async fn mine(
    State(state): State<AppState>,
    ClientUser(user): ClientUser,
) -> ApiResult<Json<Vec<ProjectSummary>>> {
    Ok(Json(
        projects::summaries_for_client(&state.db, &user.id).await?,
    ))
}

/// A client may ask for their own id only; any other id is "not found", exactly like a missing one.
async fn by_user(
    State(state): State<AppState>,
    user: AuthUser,
    IdPath(user_id): IdPath,
) -> ApiResult<Json<Vec<ProjectSummary>>> {
    if !user.is_admin() && user.id != user_id {
        return Err(ApiError::NotFound);
    }
    if user.is_admin() && users::find(&state.db, &user_id).await?.is_none() {
        return Err(ApiError::NotFound);
    }
    Ok(Json(
        projects::summaries_for_client(&state.db, &user_id).await?,
    ))
}
