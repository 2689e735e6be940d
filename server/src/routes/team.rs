//! The company's team members, managed by staff.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use portico_shared::validate::TeamMemberInput;

use crate::auth::AdminUser;
use crate::db::audit::Entity;
use crate::db::team::{self, MemberView};
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::ids::MemberId;
use crate::paging::{Data, DataPage, ListQuery};
use crate::routes::registry::{Access, Api};
use crate::staff::StaffWrite;
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .get("/team/all", Access::Admin, "Every team member", all)
        .paged()
        .returns::<Data<MemberView>>()
        .sorted_by(&crate::db::team::SORTS)
        .post_json::<TeamMemberInput, _, _>(
            "/team/create",
            Access::Admin,
            "Add a team member",
            create,
        )
        .creates::<MemberView>()
        .put_json::<TeamMemberInput, _, _>(
            "/team/edit/{id}",
            Access::Admin,
            "Edit a team member",
            edit,
        )
        .returns::<MemberView>()
        .delete(
            "/team/delete/{id}",
            Access::Admin,
            "Remove a team member",
            remove,
        )
        .no_content()
}

async fn all(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    q: ListQuery,
) -> ApiResult<DataPage<MemberView>> {
    Ok(DataPage(team::list(&state.db, &q).await?))
}

async fn create(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    ApiJson(input): ApiJson<TeamMemberInput>,
) -> ApiResult<(StatusCode, Json<MemberView>)> {
    let valid = input.validate()?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let id = team::insert(w.conn(), &valid).await?;
    w.log_created("team.create", Entity::Member, &id).await?;
    w.commit().await?;
    let member = team::find(&state.db, &id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok((StatusCode::CREATED, Json(member)))
}

async fn edit(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: MemberId,
    ApiJson(input): ApiJson<TeamMemberInput>,
) -> ApiResult<Json<MemberView>> {
    let valid = input.validate()?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let before = w.track(Entity::Member, &id).await?;
    if !team::update(w.conn(), &id, &valid).await? {
        return Err(ApiError::NotFound);
    }
    w.log("team.update", before).await?;
    w.commit().await?;
    team::find(&state.db, &id)
        .await?
        .map(Json)
        .ok_or(ApiError::NotFound)
}

/// The member leaves every project team and task (the rows cascade), and every client who saw
/// them gets a fresh project read.
async fn remove(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: MemberId,
) -> ApiResult<StatusCode> {
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let before = w.track(Entity::Member, &id).await?;
    if !team::delete(w.conn(), &id).await? {
        return Err(ApiError::NotFound);
    }
    w.log("team.delete", before).await?;
    w.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}
