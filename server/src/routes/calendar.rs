//! "Add to your calendar" (ADR 0046): a person's private feed link, and the feed itself, which
//! answers calendar apps that poll every few minutes with a 304 while nothing changed.

use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::{Deserialize, Serialize};

use crate::auth::{AuthUser, Sudo};
use crate::calendar;
use crate::db::{self, calendar_feeds};
use crate::error::{ApiError, ApiResult};
use crate::ids::ProjectId;
use crate::routes::registry::{Access, Api};
use crate::state::AppState;

/// What a kept link token is sealed for.
const PURPOSE: &str = "calendar-feed";

pub fn api() -> Api {
    Api::default()
        .get(
            "/user/calendar",
            Access::Signed,
            "The caller's private calendar link (nulls until made)",
            link,
        )
        .returns::<CalendarLink>()
        .never_by_token()
        .post(
            "/user/calendar",
            Access::Signed,
            "Make the caller's calendar link, or a new one (the old one stops working)",
            make_link,
        )
        .returns::<CalendarLink>()
        .sudo()
        .never_by_token()
        .get(
            "/calendar/{file}",
            Access::Public,
            "A calendar feed (`{token}.ics`, `?project=` narrows it): RFC 5545, with an ETag",
            feed,
        )
        .file("text/calendar")
}

/// A person's feed link, in both forms calendar apps take.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CalendarLink {
    pub https: Option<String>,
    /// The same, as `webcal://`: a click opens the calendar app and subscribes.
    pub webcal: Option<String>,
    pub created_at: Option<String>,
}

impl CalendarLink {
    fn of(state: &AppState, token: Option<(String, i64)>) -> Self {
        match token {
            None => Self {
                https: None,
                webcal: None,
                created_at: None,
            },
            Some((token, at)) => {
                let https = format!(
                    "{}/api/calendar/{token}.ics",
                    state.config.public_url.trim_end_matches('/')
                );
                let webcal = https
                    .split_once("://")
                    .map(|(_, rest)| format!("webcal://{rest}"));
                Self {
                    https: Some(https),
                    webcal,
                    created_at: Some(portico_shared::dates::format_rfc3339_from_ms(at)),
                }
            }
        }
    }
}

/// The link is a secret of the person's: not for a staff member viewing their portal, nor for a
/// read-only token.
fn own(user: &AuthUser) -> ApiResult<()> {
    if user.read_only {
        Err(ApiError::ReadOnly)
    } else {
        Ok(())
    }
}

async fn link(State(state): State<AppState>, user: AuthUser) -> ApiResult<Json<CalendarLink>> {
    own(&user)?;
    let key = state.config.secret_key.as_ref();
    let token = calendar_feeds::stored(&state.db, &user.id)
        .await?
        .and_then(|(kept, at)| crate::seal::kept(key, PURPOSE, &kept).map(|t| (t, at)));
    Ok(Json(CalendarLink::of(&state, token)))
}

/// A link works until it is regenerated: making one asks who one is again, as other ways in do.
async fn make_link(
    State(state): State<AppState>,
    Sudo(user): Sudo,
) -> ApiResult<Json<CalendarLink>> {
    let key = state.config.secret_key.as_ref();
    let mut tx = db::begin_write(&state.db).await?;
    let made =
        calendar_feeds::make(&mut tx, &user.id, |t| crate::seal::keep(key, PURPOSE, t)).await?;
    tx.commit().await?;
    Ok(Json(CalendarLink::of(&state, Some(made))))
}

#[derive(Debug, Default, Deserialize)]
pub struct FeedQuery {
    #[serde(default)]
    project: Option<String>,
}

async fn feed(
    State(state): State<AppState>,
    Path(file): Path<String>,
    Query(q): Query<FeedQuery>,
    headers: HeaderMap,
) -> ApiResult<Response> {
    let token = file.strip_suffix(".ics").unwrap_or(&file);
    if token.is_empty() || token.len() > 100 {
        return Err(ApiError::NotFound);
    }
    let reader = calendar_feeds::reader(&state.db, token)
        .await?
        .ok_or(ApiError::NotFound)?;
    let project = match q
        .project
        .as_deref()
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        // A project that is not an id can hold no events: an empty calendar, like one not seen.
        Some(p) => Some(ProjectId::parse(p).ok_or(ApiError::NotFound)?),
        None => None,
    };
    let feed = calendar::feed(
        &state.db,
        &state.config.public_url,
        &reader,
        project.as_ref(),
    )
    .await?;
    let cache = [
        (header::ETAG, feed.etag.clone()),
        (header::CACHE_CONTROL, "private, no-cache".to_owned()),
    ];
    let matches = headers
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| {
            v.split(',')
                .any(|t| t.trim().trim_start_matches("W/") == feed.etag)
        });
    if matches {
        return Ok((StatusCode::NOT_MODIFIED, cache).into_response());
    }
    Ok((
        cache,
        [
            (header::CONTENT_TYPE, "text/calendar; charset=utf-8"),
            (
                header::CONTENT_DISPOSITION,
                "inline; filename=\"portico.ics\"",
            ),
        ],
        feed.body,
    )
        .into_response())
}
