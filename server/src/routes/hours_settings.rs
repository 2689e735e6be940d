//! A project's hours settings (ADR 0042): its hourly rate, budgets and approval, a rate per staff
//! role, and each sprint's budget. Staff only; each answers the Hours view as staff read it.

use axum::extract::State;
use axum::Json;
use portico_shared::money::Currency;
use portico_shared::validate::{
    HoursSettingsInput, RoleRateInput, SprintBudgetInput, ROLE_RATES_MAX,
};

use crate::auth::AdminUser;
use crate::db::audit::Entity;
use crate::db::hours::{self, HoursView};
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::ids::{ProjectId, SprintId};
use crate::routes::registry::{Access, Api};
use crate::staff::StaffWrite;
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .put_json::<HoursSettingsInput, _, _>(
            "/hours/settings/{projectId}",
            Access::Admin,
            "Set a project's hourly rate, budgets and how its hours are approved",
            settings,
        )
        .returns::<HoursView>()
        .put_json::<SprintBudgetInput, _, _>(
            "/hours/sprint/{sprintId}/budget",
            Access::Admin,
            "Set a sprint's budget in hours and money (blank clears one): the Hours view shows its use against it",
            sprint_budget,
        )
        .returns::<HoursView>()
        .put_json::<RoleRateInput, _, _>(
            "/hours/rates/{projectId}",
            Access::Admin,
            "Set a staff role's hourly rate on a project (a blank rate removes it): its people's new entries are charged at it",
            role_rate,
        )
        .returns::<HoursView>()
}

/// The project's currency (404 for no such project): what its amounts are typed in.
async fn project_currency(state: &AppState, id: &ProjectId) -> ApiResult<Currency> {
    let currency = hours::currency_of(&state.db, id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Currency::parse(&currency).unwrap_or(Currency::NONE))
}

/// The project's Hours view as staff read it, after they changed its settings.
async fn staff_view(
    state: &AppState,
    id: &ProjectId,
    admin: &crate::auth::AuthUser,
) -> ApiResult<Json<HoursView>> {
    hours::hours(&state.db, id, admin.money(), true)
        .await?
        .map(Json)
        .ok_or(ApiError::NotFound)
}

async fn settings(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: ProjectId,
    ApiJson(input): ApiJson<HoursSettingsInput>,
) -> ApiResult<Json<HoursView>> {
    let valid = input.validate(project_currency(&state, &id).await?)?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let before = w.track(Entity::Project, &id).await?;
    if !hours::set_settings(w.conn(), &id, &valid).await? {
        return Err(ApiError::NotFound);
    }
    w.log("hours.settings", before).await?;
    w.commit().await?;
    staff_view(&state, &id, &admin).await
}

async fn sprint_budget(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: SprintId,
    ApiJson(input): ApiJson<SprintBudgetInput>,
) -> ApiResult<Json<HoursView>> {
    let (project, currency) = hours::sprint_budget::project_of_sprint(&state.db, &id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let valid = input.validate(Currency::parse(&currency).unwrap_or(Currency::NONE))?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let before = w.track(Entity::Sprint, &id).await?;
    if !hours::sprint_budget::set(w.conn(), &id, &valid).await? {
        return Err(ApiError::NotFound);
    }
    w.log("hours.sprint_budget", before).await?;
    w.commit().await?;
    staff_view(&state, &project, &admin).await
}

async fn role_rate(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: ProjectId,
    ApiJson(input): ApiJson<RoleRateInput>,
) -> ApiResult<Json<HoursView>> {
    let valid = input.validate(project_currency(&state, &id).await?)?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let before = w.track(Entity::Project, &id).await?;
    match hours::set_role_rate(w.conn(), &id, &valid).await? {
        Ok(()) => {}
        Err(hours::RateRefused::Missing) => return Err(ApiError::NotFound),
        Err(hours::RateRefused::Full) => {
            return Err(ApiError::Conflict {
                field: "role",
                message: format!(
                    "A project has at most {ROLE_RATES_MAX} role rates: remove one first."
                ),
            })
        }
    }
    w.log("hours.rate", before).await?;
    w.commit().await?;
    staff_view(&state, &id, &admin).await
}
