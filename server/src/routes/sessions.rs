//! "Where you are signed in": each person (client or staff) sees their own open sessions (the
//! browser and system, the network, how and when each signed in, when it was last active) and
//! ends any of them, or every one but this. Ending one is heard by every app server, as a
//! sign-out is (the session's change key).

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;

use crate::auth::AuthUser;
use crate::db::sessions::{self, SessionView};
use crate::db::{self, now_ms};
use crate::error::{ApiError, ApiResult};
use crate::routes::registry::{Access, Api};
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .get(
            "/user/sessions",
            Access::Signed,
            "Where the caller is signed in: each open session's browser and system, network, how \
             and when it signed in, when it was last active, and which one is this",
            list,
        )
        .returns::<Vec<SessionView>>()
        .never_by_token()
        .delete(
            "/user/sessions/{sessionId}",
            Access::Signed,
            "Sign one of the caller's sessions out (that browser is signed out at its next request)",
            end,
        )
        .no_content()
        .never_by_token()
        .post(
            "/user/sessions/signOutOthers",
            Access::Signed,
            "Sign out everywhere else: every session of the caller's but this one ends",
            end_others,
        )
        .no_content()
        .never_by_token()
}

async fn list(State(state): State<AppState>, user: AuthUser) -> ApiResult<Json<Vec<SessionView>>> {
    // A staff member's read-only view of a client's portal is not the client: their sessions are
    // theirs alone.
    if user.read_only {
        return Ok(Json(Vec::new()));
    }
    let max = if user.is_admin() {
        state.config.staff_session_ms
    } else {
        state.config.session_max_ms
    };
    let list = sessions::live_of(&state.db, &user.id, now_ms() - max, &user.session_id).await?;
    Ok(Json(list))
}

async fn end(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
) -> ApiResult<StatusCode> {
    if user.read_only {
        return Err(ApiError::ReadOnly);
    }
    let id = uuid::Uuid::parse_str(&id)
        .map_err(|_| ApiError::NotFound)?
        .hyphenated()
        .to_string();
    let mut tx = db::begin_write(&state.db).await?;
    if !sessions::revoke_of(&mut *tx, &user.id, &id).await? {
        return Err(ApiError::NotFound);
    }
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

async fn end_others(State(state): State<AppState>, user: AuthUser) -> ApiResult<StatusCode> {
    if user.read_only {
        return Err(ApiError::ReadOnly);
    }
    let mut tx = db::begin_write(&state.db).await?;
    sessions::revoke_others(&mut *tx, &user.id, &user.session_id).await?;
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}
