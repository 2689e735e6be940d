//! Support tickets. The author of a ticket or comment is always the caller, whatever the body says.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use portico_shared::status::{TicketState, TicketStatus};
use portico_shared::validate::{
    TicketInput, TicketPriorityInput, TicketReplyInput, TicketStatusInput,
};

use crate::db::attachments::Owner;
use serde::Deserialize;
use serde_json::json;

use crate::auth::{AdminUser, AuthUser, ClientUser};
use crate::db::audit::Entity;
use crate::db::projects::Scope;
use crate::db::tickets::{self, CommentView, TicketView};
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::ids::{ProjectId, TicketId, UserId};
use crate::limits;
use crate::mail::{notify, Event};
use crate::paging::Filter;
use crate::paging::{ListQuery, Page};
use crate::routes::registry::{Access, Api};
use crate::scope::{require_visible, scope};
use crate::staff::StaffWrite;
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .get("/ticket/all", Access::Admin, "Every ticket", all)
        .paged()
        .returns::<Vec<TicketView>>()
        .sorted_by(&crate::db::tickets::SORTS)
        .filtered_by("status", Filter::OneOf(&crate::db::tickets::STATUS_FILTER))
        .filtered_by("state", Filter::OneOf(&crate::db::tickets::STATE_FILTER))
        .filtered_by("client", Filter::Id)
        .get(
            "/ticket/{userId}",
            Access::Signed,
            "A user's tickets (self, or any for staff)",
            of_user,
        )
        .paged()
        .returns::<Vec<TicketView>>()
        .sorted_by(&crate::db::tickets::SORTS)
        .filtered_by("status", Filter::OneOf(&crate::db::tickets::STATUS_FILTER))
        .get(
            "/ticket/{ticketId}/comments",
            Access::Signed,
            "A ticket's replies, oldest first (the caller's own ticket, or any for staff)",
            comments,
        )
        .paged()
        .returns::<Vec<CommentView>>()
        .post_json::<CreateTicket, _, _>("/ticket/create", Access::Client, "Open a ticket", create)
        .creates::<TicketView>()
        .post_json::<Reply, _, _>(
            "/ticket/{ticketId}/reply",
            Access::Signed,
            "Add a comment",
            reply,
        )
        .creates::<TicketView>()
        .put_json::<TicketStatusInput, _, _>(
            "/ticket/{id}/status",
            Access::Admin,
            "Open or close a ticket",
            set_status,
        )
        .returns::<TicketStatusAnswer>()
        .delete(
            "/ticket/{id}/delete",
            Access::Admin,
            "Delete a ticket",
            remove,
        )
        .no_content()
}

/// The ticket form, optionally about one of the caller's projects. `createdBy` may be sent (the
/// original client did) but is ignored: the author is the caller.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreateTicket {
    #[serde(flatten)]
    ticket: TicketInput,
    #[serde(default)]
    project: Option<String>,
    /// Files uploaded first (`POST /attachments`), at most ten.
    #[serde(default)]
    attachments: Vec<String>,
    /// The priority the client proposes (`low`, `normal`, `high`, `urgent`; none: `normal`).
    #[serde(default)]
    priority: Option<String>,
}

/// A reply, with the files uploaded for it.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Reply {
    #[serde(flatten)]
    reply: TicketReplyInput,
    /// Files uploaded first (`POST /attachments`), at most ten.
    #[serde(default)]
    attachments: Vec<String>,
}

async fn all(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    q: ListQuery,
) -> ApiResult<Page<TicketView>> {
    tickets::list(&state.db, Scope::All, &q).await
}

async fn of_user(
    State(state): State<AppState>,
    user: AuthUser,
    id: UserId,
    q: ListQuery,
) -> ApiResult<Page<TicketView>> {
    let client = user.client_asked(id).ok_or(ApiError::NotFound)?;
    let scope = match scope(&user) {
        // Staff read the company the path names.
        Scope::All => Scope::Client(&client, None),
        own => own,
    };
    tickets::list(&state.db, scope, &q).await
}

/// 404 unless the caller may see the ticket: staff any, a client their own (another client's
/// answers like a missing one).
async fn require_visible_ticket(state: &AppState, user: &AuthUser, id: &TicketId) -> ApiResult<()> {
    match tickets::one(&state.db, id, scope(user)).await? {
        Some(_) => Ok(()),
        None => Err(ApiError::NotFound),
    }
}

async fn comments(
    State(state): State<AppState>,
    user: AuthUser,
    ticket_id: TicketId,
    q: ListQuery,
) -> ApiResult<Page<CommentView>> {
    require_visible_ticket(&state, &user, &ticket_id).await?;
    tickets::comments(&state.db, &ticket_id, &q).await
}

async fn create(
    State(state): State<AppState>,
    ClientUser(user): ClientUser,
    ApiJson(input): ApiJson<CreateTicket>,
) -> ApiResult<(StatusCode, Json<TicketView>)> {
    let valid = input.ticket.validate()?;
    let priority = TicketPriorityInput {
        priority: input.priority.clone(),
    }
    .proposed()?;
    limits::hit(&state.db, &limits::CLIENT_WRITES, &user.id).await?;
    // An id like any other: one that is no project's (not a UUID, a NUL in it) is a missing one.
    let project = match input.project.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(raw) => Some(ProjectId::parse(raw).ok_or(ApiError::NotFound)?),
    };
    let project = project.as_ref();
    if let Some(p) = project {
        require_visible(&state, &user, p).await?;
    }
    // The ticket and the mails it causes commit together.
    let mut tx = crate::db::begin_write(&state.db).await?;
    let id = tickets::insert(
        &mut tx,
        (&user.company, &user.id),
        project,
        (&valid.title, &valid.description),
        priority,
    )
    .await?;
    crate::support::recount(&mut tx, &id).await?;
    let owner = Owner {
        kind: "ticket",
        id: &id,
        ticket: Some(&id),
        project: None,
        company: &user.company,
    };
    crate::attachments::attach(&mut tx, &state, &user, &input.attachments, &owner).await?;
    let digest = state.mail.settings.digest_ms;
    notify::ticket(
        &mut tx,
        digest,
        Event::TicketOpened,
        &user.name,
        &id,
        &valid.description,
    )
    .await?;
    tx.commit().await?;
    state.mail.wake();
    let view = tickets::one(&state.db, &id, Scope::All)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok((StatusCode::CREATED, Json(view)))
}

async fn reply(
    State(state): State<AppState>,
    user: AuthUser,
    ticket_id: TicketId,
    ApiJson(input): ApiJson<Reply>,
) -> ApiResult<(StatusCode, Json<TicketView>)> {
    let files = input.attachments;
    let valid = input.reply.validate()?;
    require_visible_ticket(&state, &user, &ticket_id).await?;
    if user.is_admin() {
        // Staff replies are staff writes: audited, in one transaction with the comment.
        let mut w = StaffWrite::begin(&state, &user).await?;
        let before = w.track(Entity::Ticket, &ticket_id).await?;
        let comment = tickets::add_comment(w.conn(), &ticket_id, &user.id, &valid.text)
            .await?
            .ok_or_else(thread_full)?;
        super::ticket_clock::staff_replied(w.conn(), &ticket_id, &user.id).await?;
        let company = tickets::company_of(w.conn(), &ticket_id)
            .await?
            .ok_or(ApiError::NotFound)?;
        let owner = Owner {
            kind: "comment",
            id: &comment,
            ticket: Some(&ticket_id),
            project: None,
            company: &company,
        };
        crate::attachments::attach(w.conn(), &state, &user, &files, &owner).await?;
        let digest = state.mail.settings.digest_ms;
        notify::ticket(
            w.conn(),
            digest,
            Event::TicketReply,
            &user.name,
            &ticket_id,
            &valid.text,
        )
        .await?;
        let after = json!({ "comment": { "_id": comment, "text": valid.text } });
        w.log_with("ticket.reply", before, after).await?;
        w.commit().await?;
    } else {
        limits::hit(&state.db, &limits::CLIENT_WRITES, &user.id).await?;
        let mut tx = crate::db::begin_write(&state.db).await?;
        let comment = tickets::add_comment(&mut tx, &ticket_id, &user.id, &valid.text)
            .await?
            .ok_or_else(thread_full)?;
        super::ticket_clock::client_replied(&mut tx, &ticket_id, &user.id).await?;
        let owner = Owner {
            kind: "comment",
            id: &comment,
            ticket: Some(&ticket_id),
            project: None,
            company: &user.company,
        };
        crate::attachments::attach(&mut tx, &state, &user, &files, &owner).await?;
        let digest = state.mail.settings.digest_ms;
        notify::ticket(
            &mut tx,
            digest,
            Event::ClientReply,
            &user.name,
            &ticket_id,
            &valid.text,
        )
        .await?;
        tx.commit().await?;
    }
    state.mail.wake();
    let view = tickets::one(&state.db, &ticket_id, Scope::All)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok((StatusCode::CREATED, Json(view)))
}

fn thread_full() -> ApiError {
    crate::routes::field_error(
        "text",
        "too_many",
        "This ticket has 500 replies: please open a new ticket.",
    )
}

/// The ticket's status as it now is.
#[derive(serde::Serialize, schemars::JsonSchema)]
struct TicketStatusAnswer {
    #[serde(rename = "_id")]
    id: String,
    status: portico_shared::status::TicketStatus,
}

async fn set_status(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: TicketId,
    ApiJson(input): ApiJson<TicketStatusInput>,
) -> ApiResult<Json<TicketStatusAnswer>> {
    let status = input.validate()?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let before = w.track(Entity::Ticket, &id).await?;
    // The original selector's two values, as states: Open is open again, Close closes.
    let to = match status {
        TicketStatus::Open => TicketState::Open,
        TicketStatus::Closed => TicketState::Closed,
    };
    if !super::ticket_clock::move_to(w.conn(), state.mail.settings.digest_ms, &id, to, &admin.id)
        .await?
    {
        return Err(ApiError::NotFound);
    }
    w.log("ticket.status", before).await?;
    w.commit().await?;
    Ok(Json(TicketStatusAnswer {
        id: id.to_string(),
        status,
    }))
}

async fn remove(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: TicketId,
) -> ApiResult<StatusCode> {
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let before = w.track(Entity::Ticket, &id).await?;
    if !tickets::delete(w.conn(), &id).await? {
        return Err(ApiError::NotFound);
    }
    w.log("ticket.delete", before).await?;
    w.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}
