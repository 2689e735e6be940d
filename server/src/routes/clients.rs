//! Staff manage client accounts: read one, edit it, set a new password, switch it off and on.
//! (Creating one is `POST /user/signup`, listing them `GET /user/allUsers`, as in product.md §7.)

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use portico_shared::validate::{ActiveInput, ClientEditInput, NewPasswordInput};

use crate::accounts::{client, email_taken, unique_email};
use crate::auth::{AdminUser, Sudo};
use crate::db::audit::Entity;
use crate::db::{sessions, users};
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::ids::UserId;
use crate::mail::links::Notice;
use crate::routes::registry::{Access, Api};
use crate::staff::StaffWrite;
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .get(
            "/user/detail/{clientId}",
            Access::Admin,
            "One client account",
            detail,
        )
        .returns::<users::ClientView>()
        .put_json::<ClientEditInput, _, _>(
            "/user/edit/{clientId}",
            Access::Admin,
            "Edit a client account",
            edit,
        )
        .returns::<users::ClientView>()
        .sudo()
        .put_json::<NewPasswordInput, _, _>(
            "/user/setPassword/{clientId}",
            Access::Admin,
            "Set a client's password (their sessions end)",
            set_password,
        )
        .no_content()
        .sudo()
        .never_by_token()
        .put_json::<ActiveInput, _, _>(
            "/user/active/{clientId}",
            Access::Admin,
            "Deactivate or reactivate a client (deactivating ends their sessions)",
            set_active,
        )
        .returns::<users::ClientView>()
        .sudo()
}

async fn detail(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    id: UserId,
) -> ApiResult<Json<users::ClientView>> {
    Ok(Json(users::ClientView::from(&client(&state, &id).await?)))
}

async fn edit(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    Sudo(admin): Sudo,
    id: UserId,
    ApiJson(input): ApiJson<ClientEditInput>,
) -> ApiResult<Json<users::ClientView>> {
    let valid = input.validate()?;
    let old = client(&state, &id).await?;
    if let Some(other) = users::find_by_email(&state.db, valid.email.as_str()).await? {
        if other.id != id {
            return Err(email_taken());
        }
    }
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let before = w.track(Entity::Client, &id).await?;
    if !users::edit_client(w.conn(), &id, &valid)
        .await
        .map_err(unique_email)?
    {
        return Err(ApiError::NotFound);
    }
    let changed = !old.email.eq_ignore_ascii_case(valid.email.as_str());
    if changed {
        let now = users::find_in(w.conn(), &id)
            .await?
            .ok_or(ApiError::NotFound)?;
        crate::accounts::address_changed(w.conn(), &state, &now, &old.email).await?;
    }
    w.log("client.update", before).await?;
    w.commit().await?;
    if changed {
        state.mail.wake();
    }
    Ok(Json(users::ClientView::from(&client(&state, &id).await?)))
}

async fn set_password(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    Sudo(admin): Sudo,
    id: UserId,
    ApiJson(input): ApiJson<NewPasswordInput>,
) -> ApiResult<StatusCode> {
    let password = input.validate()?;
    let account = client(&state, &id).await?;
    let hash = crate::credentials::hash_password(password).await?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let before = w.track(Entity::Client, &id).await?;
    users::set_password(w.conn(), &id, &hash).await?;
    // A password set by staff ends a waiting invitation, any emailed link, every session and
    // every identity link; the owner hears of it.
    let passkeys = crate::accounts::close_other_ways_in(w.conn(), &state, &account).await?;
    let notice = Notice::PasswordChanged { passkeys };
    crate::mail::links::notify(w.conn(), &account, notice).await?;
    w.log("client.password", before).await?;
    w.commit().await?;
    state.mail.wake();
    Ok(StatusCode::NO_CONTENT)
}

async fn set_active(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    Sudo(admin): Sudo,
    id: UserId,
    ApiJson(input): ApiJson<ActiveInput>,
) -> ApiResult<Json<users::ClientView>> {
    let active = input.validate()?;
    // A company as a whole (its people with it: their sessions hold the company's row); a
    // person of it is removed through `/user/people`.
    client(&state, &id).await?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let before = w.track(Entity::Client, &id).await?;
    if !users::set_active(w.conn(), &id, users::Role::Client, active).await? {
        return Err(ApiError::NotFound);
    }
    if !active {
        sessions::revoke_all(w.conn(), &id).await?;
    }
    let action = if active {
        "client.reactivate"
    } else {
        "client.deactivate"
    };
    w.log(action, before).await?;
    w.commit().await?;
    Ok(Json(users::ClientView::from(&client(&state, &id).await?)))
}
