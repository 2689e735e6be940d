//! A staff member's timer (ADR 0042): one at a time; starting another stops and logs the first;
//! stopping logs its time, at most 12 hours, and draws the company's blocks down.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use portico_shared::validate::TimerInput;
use serde::Serialize;

use crate::auth::AdminUser;
use crate::db::audit::Entity;
use crate::db::hours::{self, TimeEntryView, TimerView, Worker};
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::ids::TimeEntryId;
use crate::routes::goal::project_of;
use crate::routes::hours::place;
use crate::routes::hours_blocks::redraw;
use crate::routes::registry::{Access, Api};
use crate::staff::StaffWrite;
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .get(
            "/hours/timer",
            Access::Admin,
            "The caller's running timer",
            timer,
        )
        .returns::<Option<TimerView>>()
        .post_json::<TimerInput, _, _>(
            "/hours/timer/start",
            Access::Admin,
            "Start a timer (a running one stops and logs its time first)",
            start,
        )
        .creates::<TimerStarted>()
        .post(
            "/hours/timer/stop",
            Access::Admin,
            "Stop the running timer and log its time (at most 12 hours)",
            stop,
        )
        .returns::<TimeEntryView>()
}

/// Draws down the blocks of the company whose project the entry is on.
async fn redraw_of(w: &mut StaffWrite<'_>, id: &TimeEntryId) -> ApiResult<()> {
    if let Some(project) = hours::project_of(w.conn(), id).await? {
        redraw(w.conn(), &project).await?;
    }
    Ok(())
}

async fn timer(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
) -> ApiResult<Json<Option<TimerView>>> {
    let mut c = state.db.acquire().await?;
    Ok(Json(hours::timer(&mut c, &admin.id).await?))
}

/// A started timer, and the entry the one running before it became.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TimerStarted {
    pub timer: TimerView,
    pub stopped: Option<TimeEntryView>,
}

async fn start(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    ApiJson(input): ApiJson<TimerInput>,
) -> ApiResult<(StatusCode, Json<TimerStarted>)> {
    let valid = input.validate()?;
    let project = project_of(&state, &Some(valid.project.clone())).await?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    place(&mut w, &project, &valid.target).await?;
    let who = Worker {
        id: &admin.id,
        name: &admin.name,
    };
    let stopped = hours::stop_timer(w.conn(), &who).await?;
    if let Some(id) = &stopped {
        redraw_of(&mut w, id).await?;
        w.log_created("hours.timer.stop", Entity::TimeEntry, id)
            .await?;
    }
    // Two starts at once: the second finds the first's timer (the key is the staff member).
    if let Err(e) = hours::start_timer(w.conn(), &admin.id, &project, &valid).await {
        return Err(if crate::db::is_unique_violation(&e) {
            ApiError::Conflict {
                field: "timer",
                message: "Another timer was started at the same moment: stop it first.".into(),
            }
        } else {
            e.into()
        });
    }
    let timer = hours::timer(w.conn(), &admin.id)
        .await?
        .ok_or(ApiError::NotFound)?;
    w.commit().await?;
    let stopped = match stopped {
        Some(id) => hours::entry(&state.db, &id, admin.money()).await?,
        None => None,
    };
    Ok((StatusCode::CREATED, Json(TimerStarted { timer, stopped })))
}

async fn stop(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
) -> ApiResult<Json<TimeEntryView>> {
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let who = Worker {
        id: &admin.id,
        name: &admin.name,
    };
    let id = hours::stop_timer(w.conn(), &who)
        .await?
        .ok_or(ApiError::NotFound)?;
    redraw_of(&mut w, &id).await?;
    w.log_created("hours.timer.stop", Entity::TimeEntry, &id)
        .await?;
    w.commit().await?;
    hours::entry(&state.db, &id, admin.money())
        .await?
        .map(Json)
        .ok_or(ApiError::NotFound)
}
