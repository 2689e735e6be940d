//! A client's activity feed (`db::activity`): what happened in their projects, newest first, a
//! page at a time, with the time of their last visit so the dashboard can say what is new.

use std::collections::HashMap;

use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::Json;
use portico_shared::dates::format_rfc3339_from_ms;

use crate::auth::ClientUser;
use crate::db::activity::{self, ActivityView};
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::ids::ProjectId;
use crate::paging::Filter;
use crate::routes::registry::{Access, Api};
use crate::scope::require_visible;
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .get(
            "/activity",
            Access::Client,
            "What happened in the caller's projects (or one, `project`), newest first, 20 at a \
             time: the next page starts `before` the last event's id",
            feed,
        )
        .filtered_by("project", Filter::Id)
        .filtered_by("before", Filter::Cursor)
        .returns::<ActivityFeed>()
        .post(
            "/activity/seen",
            Access::Client,
            "The caller opened their feed: what follows is new at their next visit",
            seen,
        )
        .no_content()
}

/// One page of the feed.
#[derive(Debug, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ActivityFeed {
    pub events: Vec<ActivityView>,
    /// The id to ask the next page `before`; none on the last page.
    pub next: Option<String>,
    /// The client's last visit (their previous sign-in or the last time they opened the feed):
    /// the events after it are new.
    pub last_visit: Option<String>,
}

/// An event id as `db::activity` makes them: 17 digits, a hyphen, 12 hex digits.
fn cursor(raw: &str) -> Option<&str> {
    let (micros, random) = raw.split_once('-')?;
    (micros.len() == 17
        && micros.bytes().all(|b| b.is_ascii_digit())
        && random.len() == 12
        && random
            .bytes()
            .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase()))
    .then_some(raw)
}

async fn feed(
    State(state): State<AppState>,
    ClientUser(user): ClientUser,
    Query(raw): Query<HashMap<String, String>>,
) -> ApiResult<Json<ActivityFeed>> {
    let project = match raw
        .get("project")
        .map(|p| p.trim())
        .filter(|p| !p.is_empty())
    {
        None => None,
        // Another client's project, or an id that cannot exist: not found, like a missing one.
        Some(p) => {
            let id = ProjectId::parse(p).ok_or(ApiError::NotFound)?;
            require_visible(&state, &user, &id).await?;
            Some(id)
        }
    };
    let before = match raw
        .get("before")
        .map(|b| b.trim())
        .filter(|b| !b.is_empty())
    {
        None => None,
        Some(b) => Some(cursor(b).ok_or_else(|| {
            ApiError::bad_request(
                ErrorCode::InvalidQuery,
                Some("before".into()),
                "before must be an event's id from the previous page.",
            )
        })?),
    };
    // A paid milestone is money: not in the feed of a person who does not handle it.
    let amounts = user.money().is_some();
    let (events, more) = activity::page(
        &state.db,
        &user.company,
        (project.as_ref(), user.projects.as_deref()),
        before,
        amounts,
    )
    .await?;
    let next = more.then(|| events.last().map(|e| e.id.clone())).flatten();
    let last_visit = activity::last_visit(&state.db, &user.id, &user.session_id, user.read_only)
        .await?
        .map(format_rfc3339_from_ms);
    Ok(Json(ActivityFeed {
        events,
        next,
        last_visit,
    }))
}

async fn seen(
    State(state): State<AppState>,
    ClientUser(user): ClientUser,
) -> ApiResult<StatusCode> {
    activity::mark_seen(&state.db, &user.id).await?;
    Ok(StatusCode::NO_CONTENT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_an_event_id_is_a_cursor() {
        assert!(cursor("01764150000000000-0123456789ab").is_some());
        for bad in [
            "",
            "1-0123456789ab",
            "01764150000000000-0123456789AB",
            "01764150000000000_0123456789ab",
            "0176415000000000x-0123456789ab",
            "01764150000000000-0123456789ab' OR 1=1",
        ] {
            assert!(cursor(bad).is_none(), "{bad}");
        }
    }
}
