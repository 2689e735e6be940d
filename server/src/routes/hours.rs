//! Hours (ADR 0042): staff log time and run timers; a project's people read its hours (amounts
//! only with the Money proof).

use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex};

use axum::body::Bytes;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::Response;
use axum::Json;
use portico_shared::dates::{parse_ymd, Date};
use portico_shared::validate::{Target, TimeEntry, TimeEntryInput};

use crate::auth::AdminUser;
use crate::db::audit::Entity;
use crate::db::hours::draw::Logged;
use crate::db::hours::{self, EntryFilter, HoursView, Refused, TimeEntryView, WeekView, Worker};
use crate::db::{renders, Engine};
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::extract::ApiJson;
use crate::ids::{ProjectId, TimeEntryId, UserId};
use crate::paging::Filter;
use crate::reads::{Kept, ReadAsk};
use crate::routes::field_error;
use crate::routes::goal::project_of;
use crate::routes::hours_blocks::{redraw, redraw_logged};
use crate::routes::registry::{Access, Api};
use crate::scope::VisibleProject;
use crate::staff::StaffWrite;
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .get(
            "/hours/project/{projectId}",
            Access::Signed,
            "A project's hours: this week, by sprint, by task or ticket and by person, against its budget",
            project_hours,
        )
        .returns::<HoursView>()
        .get(
            "/hours/project/{projectId}/entries.csv",
            Access::Signed,
            "A project's entries as CSV, one row each and the total; the rate and amounts only for people who handle money",
            super::hours_csv::export,
        )
        .file("text/csv")
        .get(
            "/hours/entries",
            Access::Admin,
            "Logged time: a project's (`project`) or a person's (`staff`, `me` for oneself), within `from`..`to`",
            list,
        )
        .filtered_by("project", Filter::Id)
        .filtered_by("staff", Filter::IdOrMe)
        .filtered_by("from", Filter::Date)
        .filtered_by("to", Filter::Date)
        .returns::<Vec<TimeEntryView>>()
        .post_json::<TimeEntryInput, _, _>("/hours/log", Access::Admin, "Log time", log)
        .creates::<TimeEntryView>()
        .put_json::<TimeEntryInput, _, _>(
            "/hours/entry/{entryId}",
            Access::Admin,
            "Change an entry that is not invoiced",
            change,
        )
        .returns::<TimeEntryView>()
        .delete(
            "/hours/entry/{entryId}",
            Access::Admin,
            "Remove an entry that is not invoiced",
            remove,
        )
        .no_content()
        .get(
            "/hours/week",
            Access::Admin,
            "The caller's week (`of`: a day in it, default today): a row per project and task or ticket, each day's time",
            my_week,
        )
        .filtered_by("of", Filter::Date)
        .returns::<WeekView>()
}

/// Who reads a project's Hours and which week is "this week": what its answer depends on besides
/// the project's versions.
type KeptKey = (String, bool, bool, String);
/// A summed answer (compressed once, with its entity tag) and the (hours, data, blocks) versions
/// it was summed at.
type KeptView = ((i64, i64, i64), Arc<Kept>);

/// The Hours views this server summed (ADR 0042): a project of 100,000 entries is summed once per
/// change, not once per read, and compressed once per change. Bounded: emptied when full (each
/// entry is one answer; a read after that sums again).
static KEPT: LazyLock<Mutex<HashMap<KeptKey, KeptView>>> = LazyLock::new(Default::default);
const KEPT_MAX: usize = 512;

/// One summing at a time per project (striped): readers that arrive while it runs wait for it and
/// take its answer, rather than each summing the same entries again.
static SUMMING: LazyLock<Vec<tokio::sync::Mutex<()>>> =
    LazyLock::new(|| (0..64).map(|_| tokio::sync::Mutex::new(())).collect());

fn kept(key: &KeptKey, versions: (i64, i64, i64)) -> Option<Arc<Kept>> {
    let k = KEPT.lock().ok()?;
    k.get(key)
        .filter(|(v, _)| *v == versions)
        .map(|(_, kept)| kept.clone())
}

async fn project_hours(
    State(state): State<AppState>,
    VisibleProject { id, user }: VisibleProject,
    ask: ReadAsk,
) -> ApiResult<Response> {
    let versions = hours::version::of(&state.db, &id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let week = hours::monday_of(Date::from_unix_ms(crate::db::now_ms())).to_string();
    let key = (
        id.to_string(),
        user.money().is_some(),
        user.is_admin(),
        week,
    );
    if let Some(view) = kept(&key, versions) {
        return view.answer(&ask).await;
    }
    let stripe = id.as_str().bytes().fold(0_usize, |h, b| {
        h.wrapping_mul(31).wrapping_add(usize::from(b))
    });
    let _turn = SUMMING[stripe % SUMMING.len()].lock().await;
    if let Some(view) = kept(&key, versions) {
        return view.answer(&ask).await;
    }
    let view = hours::hours(&state.db, &id, user.money(), user.is_admin())
        .await?
        .ok_or(ApiError::NotFound)?;
    // Summed at `versions` or later: a write in between raises them, and the next read sums again.
    let json = serde_json::to_vec(&view).map_err(ApiError::internal)?;
    let view = Kept::one(Bytes::from(renders::pack(&json)));
    if let Ok(mut k) = KEPT.lock() {
        if k.len() >= KEPT_MAX {
            k.clear();
        }
        k.insert(key, (versions, view.clone()));
    }
    view.answer(&ask).await
}

fn invalid_query(field: &str, message: &str) -> ApiError {
    ApiError::bad_request(ErrorCode::InvalidQuery, Some(field.into()), message)
}

async fn list(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Query(raw): Query<HashMap<String, String>>,
) -> ApiResult<Json<Vec<TimeEntryView>>> {
    let get = |k: &str| raw.get(k).map(|v| v.trim()).filter(|v| !v.is_empty());
    let project = get("project")
        .map(|p| {
            ProjectId::parse(p)
                .ok_or_else(|| invalid_query("project", "project must be a project's id."))
        })
        .transpose()?;
    let staff = match get("staff") {
        None => None,
        Some("me") => Some(admin.id.clone()),
        Some(s) => Some(UserId::parse(s).ok_or_else(|| {
            invalid_query("staff", "staff must be `me` or a staff account's id.")
        })?),
    };
    let day = |k: &str| {
        get(k)
            .map(|d| parse_ymd(d).ok_or_else(|| invalid_query(k, "Enter a date as YYYY-MM-DD")))
            .transpose()
    };
    let filter = EntryFilter {
        project,
        staff,
        from: day("from")?,
        to: day("to")?,
    };
    Ok(Json(
        hours::entries(&state.db, &filter, admin.money()).await?,
    ))
}

/// 400 unless the task or ticket time is logged on belongs to the project.
pub(super) async fn place(
    w: &mut StaffWrite<'_>,
    project: &ProjectId,
    target: &Target,
) -> ApiResult<()> {
    if !hours::target_in_project(w.conn(), project, target).await? {
        return Err(match target {
            Target::Ticket(_) => field_error("ticket", "unknown", "No such ticket on this project"),
            _ => field_error("task", "unknown", "No such task on this project"),
        });
    }
    Ok(())
}

/// 400 for a day after tomorrow (UTC): time is logged for work done, and a day ahead leaves room
/// for every time zone.
fn not_ahead(e: &TimeEntry) -> ApiResult<()> {
    let today = Date::from_unix_ms(crate::db::now_ms()).days_since_epoch();
    if e.date.days_since_epoch() > today + 1 {
        return Err(field_error(
            "date",
            "invalid_date",
            "The day the work was done cannot be in the future",
        ));
    }
    Ok(())
}

async fn log(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    ApiJson(input): ApiJson<TimeEntryInput>,
) -> ApiResult<(StatusCode, Json<TimeEntryView>)> {
    let valid = input.validate()?;
    not_ahead(&valid)?;
    let who = Worker {
        id: &admin.id,
        name: &admin.name,
    };
    if let Some(done) = quick(&state, &who, &valid, admin.money()).await? {
        return Ok((StatusCode::CREATED, Json(done)));
    }
    let project = project_of(&state, &valid.project).await?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    place(&mut w, &project, &valid.target).await?;
    let at = crate::db::now_ms();
    let id = hours::add_at(w.conn(), &project, &who, &valid, (false, at)).await?;
    w.log_created("hours.log", Entity::TimeEntry, &id).await?;
    // Last before the commit: the company's blocks stay locked for as short a time as can be.
    let logged = Logged {
        id: &id,
        project: &project,
        day: valid.date,
        created_at: at,
        minutes: i64::from(valid.minutes),
        billable: valid.billable,
    };
    redraw_logged(w.conn(), &logged).await?;
    w.commit().await?;
    state.mail.wake();
    let entry = hours::entry(&state.db, &id, admin.money())
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok((StatusCode::CREATED, Json(entry)))
}

/// On PostgreSQL, logs the entry in one statement when it needs nothing more (ADR 0042,
/// `quick_log`); `None`: it wrote nothing, and the entry is logged statement by statement.
async fn quick(
    state: &AppState,
    who: &Worker<'_>,
    e: &TimeEntry,
    money: Option<crate::proofs::Money>,
) -> ApiResult<Option<TimeEntryView>> {
    if Engine::of_pool(&state.db) != Engine::Postgres {
        return Ok(None);
    }
    let Some(project) = e
        .project
        .as_deref()
        .map(str::trim)
        .and_then(ProjectId::parse_canonical)
    else {
        return Ok(None);
    };
    // An entry a webhook hears goes statement by statement, where `hours::add_at` tells it.
    if crate::db::webhook_events::heard(&state.db, "hours.logged").await? {
        return Ok(None);
    }
    let at = crate::db::now_ms();
    let Some(done) = hours::quick_log::log(&state.db, (&project, who), e, at, money).await? else {
        return Ok(None);
    };
    state
        .reads
        .written(&[(project, Some(done.client_id))])
        .await;
    Ok(Some(done.entry))
}

fn refused(r: Refused) -> ApiError {
    match r {
        Refused::Missing => ApiError::NotFound,
        Refused::Invoiced => ApiError::Conflict {
            field: "invoice",
            message: "This time is on an invoice and can no longer change: issue a credit note and log it again.".into(),
        },
    }
}

async fn change(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: TimeEntryId,
    ApiJson(input): ApiJson<TimeEntryInput>,
) -> ApiResult<Json<TimeEntryView>> {
    let valid = input.validate()?;
    not_ahead(&valid)?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let project = hours::project_of(w.conn(), &id)
        .await?
        .ok_or(ApiError::NotFound)?;
    place(&mut w, &project, &valid.target).await?;
    let before = w.track(Entity::TimeEntry, &id).await?;
    hours::update(w.conn(), &id, &valid)
        .await?
        .map_err(refused)?;
    w.log("hours.update", before).await?;
    redraw(w.conn(), &project).await?;
    w.commit().await?;
    hours::entry(&state.db, &id, admin.money())
        .await?
        .map(Json)
        .ok_or(ApiError::NotFound)
}

async fn remove(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: TimeEntryId,
) -> ApiResult<StatusCode> {
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let project = hours::project_of(w.conn(), &id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let before = w.track(Entity::TimeEntry, &id).await?;
    hours::remove(w.conn(), &id).await?.map_err(refused)?;
    w.log("hours.delete", before).await?;
    redraw(w.conn(), &project).await?;
    w.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

async fn my_week(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Query(raw): Query<HashMap<String, String>>,
) -> ApiResult<Json<WeekView>> {
    let of = match raw.get("of").map(|v| v.trim()).filter(|v| !v.is_empty()) {
        None => Date::from_unix_ms(crate::db::now_ms()),
        Some(d) => parse_ymd(d).ok_or_else(|| invalid_query("of", "Enter a date as YYYY-MM-DD"))?,
    };
    Ok(Json(hours::week(&state.db, &admin.id, of).await?))
}
