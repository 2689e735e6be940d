//! The firm's business calendar, holidays and response-target policies (ADR 0045): staff set
//! them; everyone signed in reads the calendar with their own targets, and the zone's TZif rules,
//! so the browser counts with the very rule the server does.

use axum::extract::{Path, State};
use axum::Json;
use base64::Engine as _;
use portico_shared::sla::ics;
use portico_shared::sla::{CalendarSpec, PolicyTargets};
use serde::{Deserialize, Serialize};
use serde_json::json;

use crate::auth::{AdminUser, AuthUser};
use crate::db::audit::Entity;
use crate::db::sla::{self, Holiday};
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::routes::field_error;
use crate::routes::registry::{Access, Api};
use crate::staff::StaffWrite;
use crate::state::AppState;
use crate::support::zones;

pub fn api() -> Api {
    Api::default()
        .get(
            "/sla/calendar",
            Access::Signed,
            "The business calendar, with the caller's response targets and the zone's rules",
            calendar,
        )
        .returns::<SlaSetup>()
        .put_json::<CalendarBody, _, _>(
            "/sla/calendar",
            Access::Admin,
            "Set the firm's time zone and weekly hours",
            set_calendar,
        )
        .returns::<SlaSetup>()
        .post_json::<HolidayBody, _, _>(
            "/sla/holidays",
            Access::Admin,
            "Add a holiday",
            add_holiday,
        )
        .returns::<SlaSetup>()
        .delete(
            "/sla/holidays/{date}",
            Access::Admin,
            "Remove a holiday",
            remove_holiday,
        )
        .returns::<SlaSetup>()
        .post_json::<ImportBody, _, _>(
            "/sla/holidays/import",
            Access::Admin,
            "Add the days of every event of an iCalendar (.ics) file as holidays",
            import,
        )
        .returns::<Imported>()
}

/// The calendar as the browser counts with it.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SlaSetup {
    pub zone: String,
    /// Seven lists (Monday first) of `[start, end)` minutes after local midnight.
    pub week: Vec<Vec<[u16; 2]>>,
    pub holidays: Vec<Holiday>,
    /// The zone's TZif rules, base64.
    pub tzif: String,
    /// The caller's targets: their company's policy (staff: the default one).
    pub targets: PolicyTargets,
}

async fn setup(c: &mut sqlx::AnyConnection, company: Option<&str>) -> ApiResult<Json<SlaSetup>> {
    let (spec, holidays) = sla::calendar(c).await?;
    let targets = sla::targets_of(c, company.unwrap_or_default()).await?;
    let tzif = zones::tzif(&spec.zone)
        .map(|b| base64::engine::general_purpose::STANDARD.encode(b))
        .unwrap_or_default();
    Ok(Json(SlaSetup {
        zone: spec.zone,
        week: spec.week,
        holidays,
        tzif,
        targets,
    }))
}

async fn calendar(State(state): State<AppState>, user: AuthUser) -> ApiResult<Json<SlaSetup>> {
    let mut c = state.db.acquire().await?;
    let company = (!user.is_admin()).then(|| user.company.to_string());
    setup(&mut c, company.as_deref()).await
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CalendarBody {
    /// An IANA zone: `Europe/Paris`, `Asia/Kolkata`.
    #[serde(default)]
    zone: String,
    #[serde(default)]
    week: Vec<Vec<[u16; 2]>>,
}

fn week_error(code: &str) -> ApiError {
    let message = match code {
        "seven_days" => "Give the hours of all seven days, Monday first.",
        "too_many_intervals" => "A day has at most 4 opening intervals.",
        "bad_interval" => "Each interval ends after it starts, by midnight.",
        "overlap" => "A day's intervals must not overlap.",
        _ => "Open on at least one day of the week.",
    };
    field_error("week", code, message)
}

async fn set_calendar(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    ApiJson(body): ApiJson<CalendarBody>,
) -> ApiResult<Json<SlaSetup>> {
    let zone = zones::canonical(&body.zone).ok_or_else(|| {
        field_error(
            "zone",
            "unknown_zone",
            "Choose a time zone such as Europe/Paris or Asia/Kolkata.",
        )
    })?;
    let spec = CalendarSpec {
        zone: zone.to_owned(),
        week: body.week,
        holidays: Vec::new(),
    };
    let (week, _) = spec.check().map_err(|e| week_error(e.code))?;
    let week: Vec<Vec<[u16; 2]>> = week
        .iter()
        .map(|d| d.iter().map(|&(s, e)| [s, e]).collect())
        .collect();
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let before = w.track(Entity::Calendar, "firm").await?;
    sla::set_calendar(w.conn(), zone, &week).await?;
    w.log("sla.calendar", before).await?;
    let answer = setup(w.conn(), None).await?;
    w.commit().await?;
    Ok(answer)
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct HolidayBody {
    /// `YYYY-MM-DD`.
    #[serde(default)]
    date: String,
    #[serde(default)]
    name: String,
}

/// The most characters of a holiday's name.
const HOLIDAY_NAME_MAX: usize = 120;

async fn add_holiday(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    ApiJson(body): ApiJson<HolidayBody>,
) -> ApiResult<Json<SlaSetup>> {
    let date: jiff::civil::Date = body
        .date
        .trim()
        .parse()
        .map_err(|_| field_error("date", "invalid_date", "Choose a date (YYYY-MM-DD)."))?;
    let name = body.name.trim();
    if name.is_empty()
        || name.chars().count() > HOLIDAY_NAME_MAX
        || name.chars().any(char::is_control)
    {
        return Err(field_error(
            "name",
            "required",
            "Name the holiday (at most 120 characters).",
        ));
    }
    write_holidays(&state, &admin, &[(date.to_string(), name.to_owned())])
        .await
        .map(|(_, s)| s)
}

async fn write_holidays(
    state: &AppState,
    admin: &AuthUser,
    days: &[(String, String)],
) -> ApiResult<(u64, Json<SlaSetup>)> {
    let mut w = StaffWrite::begin(state, admin).await?;
    let before = w.track(Entity::Calendar, "firm").await?;
    let added = sla::add_holidays(w.conn(), days).await?.ok_or_else(|| {
        field_error(
            "ics",
            "too_many",
            "The calendar holds 1000 holidays at most: remove old ones first.",
        )
    })?;
    w.log_with("sla.holidays", before, json!({ "added": added }))
        .await?;
    let answer = setup(w.conn(), None).await?;
    w.commit().await?;
    Ok((added, answer))
}

async fn remove_holiday(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(date): Path<String>,
) -> ApiResult<Json<SlaSetup>> {
    // Only a date names a holiday: anything else is a missing one.
    let date: jiff::civil::Date = date.trim().parse().map_err(|_| ApiError::NotFound)?;
    let date = date.to_string();
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let before = w.track(Entity::Calendar, "firm").await?;
    if !sla::remove_holiday(w.conn(), &date).await? {
        return Err(ApiError::NotFound);
    }
    w.log_with("sla.holiday.remove", before, json!({ "date": date }))
        .await?;
    let answer = setup(w.conn(), None).await?;
    w.commit().await?;
    Ok(answer)
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct ImportBody {
    /// The text of an `.ics` file.
    #[serde(default)]
    ics: String,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct Imported {
    /// Days that were not holidays yet.
    pub added: u64,
    pub setup: SlaSetup,
}

async fn import(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    ApiJson(body): ApiJson<ImportBody>,
) -> ApiResult<Json<Imported>> {
    let days = ics::holidays(&body.ics).map_err(|e| match e {
        ics::IcsError::NotCalendar => field_error(
            "ics",
            "not_calendar",
            "This is not an iCalendar (.ics) file.",
        ),
        ics::IcsError::BadEvent => field_error(
            "ics",
            "bad_event",
            "An event of this file has no readable date, or ends before it starts.",
        ),
        ics::IcsError::TooMany => {
            field_error("ics", "too_many", "A file brings 1000 events at most.")
        }
    })?;
    let days: Vec<(String, String)> = days
        .into_iter()
        .map(|h| {
            let name = if h.name.trim().is_empty() {
                "Holiday".to_owned()
            } else {
                h.name
            };
            (h.date.to_string(), name)
        })
        .collect();
    let (added, Json(setup)) = write_holidays(&state, &admin, &days).await?;
    Ok(Json(Imported { added, setup }))
}
