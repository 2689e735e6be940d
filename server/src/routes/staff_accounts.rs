//! Staff accounts: administrators invite colleagues (who choose their own password from the
//! emailed link and land in the console), send an invitation again, revoke it, and switch an
//! account off when someone leaves.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use portico_shared::validate::{ActiveInput, StaffHoursInput, StaffInviteInput};

use crate::accounts::{email_taken, staff_account, tell_staff, unique_email, InvitationLink};
use crate::auth::{AdminUser, Sudo};
use crate::db::audit::Entity;
use crate::db::staff_accounts::{self, StaffView};
use crate::db::tokens::Purpose;
use crate::db::{sessions, users};
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::ids::UserId;
use crate::mail::compose::Grant;
use crate::paging::Filter;
use crate::paging::{Data, DataPage, ListQuery};
use crate::routes::registry::{Access, Api};
use crate::staff::StaffWrite;
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .get("/admin/staff", Access::Admin, "Every staff account", list)
        .paged()
        .returns::<Data<StaffView>>()
        .sorted_by(&crate::db::staff_accounts::SORTS)
        .filtered_by("active", Filter::Bool)
        .post_json::<StaffInviteInput, _, _>(
            "/admin/staff/invite",
            Access::Admin,
            "Invite a staff member (they choose their password from the emailed link)",
            invite,
        )
        .creates::<StaffView>()
        .sudo()
        .post(
            "/admin/staff/{staffId}/invitation",
            Access::Admin,
            "Send a staff member a new invitation (the earlier link stops working)",
            resend,
        )
        .returns::<InvitationLink>()
        .sudo()
        .delete(
            "/admin/staff/{staffId}/invitation",
            Access::Admin,
            "Revoke a staff member's waiting invitation",
            revoke,
        )
        .no_content()
        .put_json::<ActiveInput, _, _>(
            "/admin/staff/{staffId}/active",
            Access::Admin,
            "Switch a staff account off or on (off ends its sessions; not your own)",
            set_active,
        )
        .returns::<StaffView>()
        .sudo()
        .put_json::<StaffHoursInput, _, _>(
            "/admin/staff/{staffId}/hours",
            Access::Admin,
            "Set the role a staff member is charged as and the name clients see on their hours",
            set_hours,
        )
        .returns::<StaffView>()
        .get(
            "/admin/staff/roles",
            Access::Admin,
            "The roles staff are charged as (for a project's role rates)",
            roles,
        )
        .returns::<Vec<String>>()
}

async fn set_hours(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: UserId,
    ApiJson(input): ApiJson<StaffHoursInput>,
) -> ApiResult<Json<StaffView>> {
    let valid = input.validate()?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let before = w.track(Entity::Staff, &id).await?;
    if !staff_accounts::set_hours(w.conn(), &id, &valid).await? {
        return Err(ApiError::NotFound);
    }
    w.log("staff.hours", before).await?;
    w.commit().await?;
    Ok(Json(StaffView::from(&staff_account(&state, &id).await?)))
}

async fn roles(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
) -> ApiResult<Json<Vec<String>>> {
    Ok(Json(staff_accounts::hours_roles(&state.db).await?))
}

async fn list(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    q: ListQuery,
) -> ApiResult<DataPage<StaffView>> {
    Ok(DataPage(staff_accounts::page(&state.db, &q).await?))
}

async fn invite(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    Sudo(admin): Sudo,
    ApiJson(input): ApiJson<StaffInviteInput>,
) -> ApiResult<(StatusCode, Json<StaffView>)> {
    let valid = input.validate()?;
    if users::find_by_email(&state.db, valid.email.as_str())
        .await?
        .is_some()
    {
        return Err(email_taken());
    }
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let id = users::insert(
        w.conn(),
        users::NewUser {
            role: users::Role::Admin,
            name: &valid.name,
            brand_name: "",
            email: valid.email.as_str(),
            password_hash: "",
            remarks: "",
            phone: "",
        },
    )
    .await
    .map_err(unique_email)?;
    // The inviting administrator's language until the new colleague picks their own.
    sqlx::query(
        "UPDATE users SET language = (SELECT language FROM users WHERE id = $1) WHERE id = $2",
    )
    .bind(&admin.id)
    .bind(&id)
    .execute(w.conn())
    .await?;
    w.log_created("staff.create", Entity::Staff, &id).await?;
    let row = users::find_in(w.conn(), &id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let link =
        crate::mail::links::mail_link(w.conn(), &state.mail, &row, Purpose::Invitation).await?;
    tell_staff(w.conn(), Grant::StaffInvited, &row, &admin).await?;
    w.commit().await?;
    state.mail.wake();
    let row = staff_account(&state, &id).await?;
    let mut view = StaffView::from(&row);
    view.invitation_link = link;
    Ok((StatusCode::CREATED, Json(view)))
}

async fn resend(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    Sudo(admin): Sudo,
    id: UserId,
) -> ApiResult<Json<InvitationLink>> {
    let account = staff_account(&state, &id).await?;
    crate::accounts::invite_again(&state, &admin, &account, Entity::Staff).await
}

async fn revoke(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: UserId,
) -> ApiResult<StatusCode> {
    staff_account(&state, &id).await?;
    crate::accounts::revoke(&state, &admin, &id, Entity::Staff).await
}

async fn set_active(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    Sudo(admin): Sudo,
    id: UserId,
    ApiJson(input): ApiJson<ActiveInput>,
) -> ApiResult<Json<StaffView>> {
    let active = input.validate()?;
    if !active && id == admin.id {
        // Nobody locks themselves out; another administrator can do it.
        return Err(ApiError::Conflict {
            field: "active",
            message: "You cannot switch off your own account".into(),
        });
    }
    let was_active = staff_account(&state, &id).await?.active != 0;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let before = w.track(Entity::Staff, &id).await?;
    if !users::set_active(w.conn(), &id, users::Role::Admin, active).await? {
        return Err(ApiError::NotFound);
    }
    let back = active && !was_active;
    if !active {
        sessions::revoke_all(w.conn(), &id).await?;
    } else if back {
        if let Some(row) = users::find_in(w.conn(), &id).await? {
            tell_staff(w.conn(), Grant::StaffReactivated, &row, &admin).await?;
        }
    }
    w.log(
        if active {
            "staff.reactivate"
        } else {
            "staff.deactivate"
        },
        before,
    )
    .await?;
    w.commit().await?;
    if back {
        state.mail.wake();
    }
    Ok(Json(StaffView::from(&staff_account(&state, &id).await?)))
}
