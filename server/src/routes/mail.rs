//! Staff's side of email: the mail log (every mail, its state, resend a failed one), a test
//! mail, and a client's invitation (send it again, revoke it).

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use portico_shared::validate::{AccountEmailInput, FollowInput};

use crate::auth::{AdminUser, Sudo};
use crate::db::audit::Entity;
use crate::db::users;
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::ids::{MailId, UserId};
use crate::mail::compose::Payload;
use crate::mail::outbox::{self, Kind, MailView, NewMail};
use crate::paging::Filter;
use crate::paging::{Data, DataPage, ListQuery};
use crate::routes::registry::{Access, Api};
use crate::staff::StaffWrite;
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .get(
            "/admin/mail",
            Access::Admin,
            "The mail log: every mail, newest first (filters: state, kind)",
            log,
        )
        .paged()
        .returns::<Data<MailView>>()
        .sorted_by(&crate::mail::outbox::SORTS)
        .filtered_by("state", Filter::OneOf(&crate::mail::outbox::STATES))
        .filtered_by("kind", Filter::OneOf(&crate::mail::outbox::Kind::NAMES))
        .post(
            "/admin/mail/{mailId}/resend",
            Access::Admin,
            "Queue a failed mail again",
            resend,
        )
        .returns::<MailView>()
        .post_json::<AccountEmailInput, _, _>(
            "/admin/mail/test",
            Access::Admin,
            "Queue a test mail to an address",
            test_mail,
        )
        .accepted::<MailView>()
        .get(
            "/admin/mail/settings",
            Access::Admin,
            "Whether a mail server is configured, and the sender",
            settings,
        )
        .returns::<MailSettingsView>()
        .post(
            "/user/invitation/{clientId}/resend",
            Access::Admin,
            "Send a client a new invitation (the earlier link stops working)",
            resend_invitation,
        )
        .returns::<crate::accounts::InvitationLink>()
        .sudo()
        .delete(
            "/user/invitation/{clientId}",
            Access::Admin,
            "Revoke a client's waiting invitation",
            revoke_invitation,
        )
        .no_content()
        .get(
            "/user/follow/{clientId}",
            Access::Admin,
            "Whether the caller hears of what this client sends (every staff member does until they stop)",
            following,
        )
        .returns::<Following>()
        .put_json::<FollowInput, _, _>(
            "/user/follow/{clientId}",
            Access::Admin,
            "Follow a client or stop following them",
            set_following,
        )
        .returns::<Following>()
}

#[derive(serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MailSettingsView {
    pub configured: bool,
    pub from: String,
}

#[derive(serde::Serialize, schemars::JsonSchema)]
pub struct Following {
    pub following: bool,
}

async fn following(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: UserId,
) -> ApiResult<Json<Following>> {
    crate::accounts::client(&state, &id).await?;
    Ok(Json(Following {
        following: outbox::follows(&state.db, &admin.id, &id).await?,
    }))
}

async fn set_following(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: UserId,
    ApiJson(input): ApiJson<FollowInput>,
) -> ApiResult<Json<Following>> {
    let following = input.validate()?;
    crate::accounts::client(&state, &id).await?;
    outbox::set_follows(&state.db, &admin.id, &id, following).await?;
    Ok(Json(Following { following }))
}

async fn log(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    q: ListQuery,
) -> ApiResult<DataPage<MailView>> {
    Ok(DataPage(outbox::page(&state.db, &q).await?))
}

async fn resend(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: MailId,
) -> ApiResult<Json<MailView>> {
    let mail = outbox::find(&state.db, &id)
        .await?
        .ok_or(ApiError::NotFound)?;
    // Audited like every staff write: the mail goes out again because of someone.
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let again = outbox::retry_failed(w.conn(), &id).await?;
    if again {
        w.log_event("mail.resend", Entity::Mail, id.as_str())
            .await?;
        w.commit().await?;
    }
    if !again {
        return Err(ApiError::Conflict {
            field: "state",
            message: format!(
                "Only a failed mail can be sent again (this one is {:?})",
                mail.state
            )
            .to_lowercase(),
        });
    }
    // Read back before the worker is woken: the answer is the mail as queued, not a state the
    // worker may or may not have moved it to already.
    let queued = outbox::find(&state.db, &id)
        .await?
        .ok_or(ApiError::NotFound)?;
    state.mail.wake();
    Ok(Json(queued))
}

async fn test_mail(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    ApiJson(input): ApiJson<AccountEmailInput>,
) -> ApiResult<(StatusCode, Json<MailView>)> {
    let to = input.validate()?;
    let language = users::find(&state.db, &admin.id)
        .await?
        .map(|u| u.language)
        .unwrap_or_else(|| "en".to_owned());
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let id = outbox::enqueue(
        w.conn(),
        NewMail {
            user_id: None,
            to: to.as_str(),
            language: &language,
            kind: Kind::Test,
            payload: Payload::default(),
        },
    )
    .await?;
    w.log_event("mail.test", Entity::Mail, id.as_str()).await?;
    w.commit().await?;
    // As queued (see `resend`).
    let view = outbox::find(&state.db, &id)
        .await?
        .ok_or(ApiError::NotFound)?;
    state.mail.wake();
    Ok((StatusCode::ACCEPTED, Json(view)))
}

async fn settings(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
) -> ApiResult<Json<MailSettingsView>> {
    Ok(Json(MailSettingsView {
        configured: state.mail.configured(),
        from: state.mail.settings.from.to_string(),
    }))
}

async fn resend_invitation(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    Sudo(admin): Sudo,
    id: UserId,
) -> ApiResult<Json<crate::accounts::InvitationLink>> {
    let client = crate::accounts::client(&state, &id).await?;
    crate::accounts::invite_again(&state, &admin, &client, Entity::Client).await
}

async fn revoke_invitation(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: UserId,
) -> ApiResult<StatusCode> {
    crate::accounts::client(&state, &id).await?;
    crate::accounts::revoke(&state, &admin, &id, Entity::Client).await
}
