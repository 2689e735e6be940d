//! `GET /api/events`: the live stream of what changed (`live::stream` says what it tells, to
//! whom, and when it ends), served as Server-Sent Events.

use std::time::Duration;

use axum::extract::State;
use axum::http::{header, HeaderMap, HeaderValue};
use axum::response::sse::{KeepAlive, Sse};
use axum::response::{IntoResponse, Response};

use crate::auth::{self, AuthUser};
use crate::error::ApiError;
use crate::live::stream;
use crate::routes::registry::{Access, Api};
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .get(
            PATH,
            Access::Signed,
            "Follow what changes, live (Server-Sent Events: hello, project, list, ticket, resync, end)",
            events,
        )
        .file("text/event-stream")
}

/// The stream's path under `/api`.
pub const PATH: &str = "/events";

/// A comment line when nothing else was sent for this long, so proxies keep the connection.
const KEEP_ALIVE: Duration = Duration::from_secs(15);

async fn events(
    State(state): State<AppState>,
    user: AuthUser,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let hash = auth::bearer_hash(&headers).ok_or(ApiError::Unauthorized)?;
    let stream = stream::follow(state, &user, hash).await?;
    let sse = Sse::new(stream).keep_alive(KeepAlive::new().interval(KEEP_ALIVE));
    let mut response = sse.into_response();
    let h = response.headers_mut();
    // No proxy holds the events back to fill a buffer (nginx), and nothing caches them.
    h.insert("x-accel-buffering", HeaderValue::from_static("no"));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(response)
}
