//! What a caller may see, as types. Staff see every project; a client sees their own, and any
//! other project is "not found", exactly like a missing one.

use axum::extract::{FromRequestParts, Path};
use axum::http::request::Parts;

use crate::auth::AuthUser;
use crate::db::projects::{self, Scope};
use crate::error::{ApiError, ApiResult};
use crate::ids::ProjectId;
use crate::state::AppState;

/// The caller's scope: staff everything, a client's person their company's.
pub fn scope(user: &AuthUser) -> Scope<'_> {
    if user.is_admin() {
        Scope::All
    } else {
        Scope::Client(&user.company, user.projects.as_deref())
    }
}

/// A project from the path (`{projectId}`) that exists and that the signed-in caller may see;
/// 401 without a session, 404 otherwise. A handler that takes one cannot forget the check.
pub struct VisibleProject {
    pub id: ProjectId,
    pub user: AuthUser,
}

impl FromRequestParts<AppState> for VisibleProject {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let id = |raw: String| ProjectId::parse(&raw).map(|id| (id, ()));
        visible_from_path(parts, state, id)
            .await
            .map(|(project, ())| project)
    }
}

/// The signed-in caller (401 without a session), then the project id and what else `parse`
/// reads from the path (404 when they are not what they should be), if the caller may see that
/// project (404 otherwise).
async fn visible_from_path<P, T>(
    parts: &mut Parts,
    state: &AppState,
    parse: impl FnOnce(P) -> Option<(ProjectId, T)>,
) -> ApiResult<(VisibleProject, T)>
where
    P: serde::de::DeserializeOwned + Send,
{
    let user = AuthUser::from_request_parts(parts, state).await?;
    let Path(raw) = Path::<P>::from_request_parts(parts, state)
        .await
        .map_err(|_| ApiError::NotFound)?;
    let (id, more) = parse(raw).ok_or(ApiError::NotFound)?;
    require_visible(state, &user, &id).await?;
    Ok((VisibleProject { id, user }, more))
}

/// 404 unless the caller may see the project (for a project named in a request body).
pub async fn require_visible(
    state: &AppState,
    user: &AuthUser,
    project_id: &ProjectId,
) -> ApiResult<()> {
    if projects::visible(&state.db, project_id, scope(user)).await? {
        Ok(())
    } else {
        Err(ApiError::NotFound)
    }
}

/// A project from the path that the caller may see, with the issue number that follows it
/// (`/code/{projectId}/issues/{number}/...`); 404 when either is not what it should be.
pub struct VisibleProjectIssue {
    pub project: VisibleProject,
    pub number: i64,
}

impl FromRequestParts<AppState> for VisibleProjectIssue {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let parse = |(project, number): (String, String)| {
            let number = number.parse::<i64>().ok();
            let number = number.filter(|n| (1..=1_000_000_000).contains(n))?;
            Some((ProjectId::parse(&project)?, number))
        };
        let (project, number) = visible_from_path(parts, state, parse).await?;
        Ok(Self { project, number })
    }
}
