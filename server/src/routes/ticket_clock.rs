//! A ticket's state, priority and rating (ADR 0045): staff move a ticket between states and
//! priorities, replies move it as `docs/support-clock.md` says, and every move counts its clock
//! again in the same transaction. "How did we do?" is answered in the portal or from the mail's
//! one-click links (`/rating/{token}`, no sign-in: the token is the proof).

use axum::extract::{Path, State};
use axum::Json;
use portico_shared::status::{TicketPriority, TicketState};
use portico_shared::validate::{TicketPriorityInput, TicketRatingInput, TicketStateInput};
use serde::Serialize;
use sqlx::AnyConnection;

use crate::auth::{AdminUser, ClientUser};
use crate::db::audit::Entity;
use crate::db::projects::Scope;
use crate::db::ticket_clock::{self, REOPEN_MS};
use crate::db::tickets::{self, RatingView, TicketView};
use crate::db::{now_ms, Db};
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::ids::{TicketId, UserId};
use crate::routes::registry::{Access, Api};
use crate::scope::scope;
use crate::staff::StaffWrite;
use crate::state::AppState;
use crate::support::{self, rating};

pub fn api() -> Api {
    Api::default()
        .put_json::<TicketStateInput, _, _>(
            "/ticket/{id}/state",
            Access::Admin,
            "Move a ticket to a state (new, open, waitingOnClient, waitingOnUs, solved, closed); its clock is counted again",
            set_state,
        )
        .returns::<TicketView>()
        .put_json::<TicketPriorityInput, _, _>(
            "/ticket/{id}/priority",
            Access::Admin,
            "Decide a ticket's priority (the client proposed one); its targets follow",
            set_priority,
        )
        .returns::<TicketView>()
        .post_json::<TicketRatingInput, _, _>(
            "/ticket/{ticketId}/rating",
            Access::Client,
            "How did we do? Rate a solved ticket (once per solve)",
            rate_in_portal,
        )
        .returns::<RatingView>()
        .get(
            "/rating/{token}",
            Access::Public,
            "What a rating link (from the mail of a solved ticket) is about, and whether it was used",
            link_status,
        )
        .returns::<RatingLink>()
        .post_json::<TicketRatingInput, _, _>(
            "/rating/{token}",
            Access::Public,
            "Rate from the mail's link: the score once, then a comment once",
            rate_by_link,
        )
        .returns::<RatingView>()
}

fn closed_for_replies() -> ApiError {
    ApiError::Conflict {
        field: "text",
        message: "This ticket is closed: please open a new ticket.".into(),
    }
}

/// Moves ticket `id` to `to` and counts its clock again; a solve asks the client how it went
/// (mails queued on the same transaction). False when there is no such ticket.
pub async fn move_to(
    c: &mut AnyConnection,
    digest_ms: i64,
    id: &TicketId,
    to: TicketState,
    by: &UserId,
) -> Result<bool, sqlx::Error> {
    let Some(facts) = ticket_clock::facts(c, id).await? else {
        return Ok(false);
    };
    ticket_clock::set_state(c, id, to, Some(by.as_str())).await?;
    support::recount(c, id).await?;
    if to == TicketState::Solved && facts.state != TicketState::Solved {
        rating::ask(c, digest_ms, id).await?;
    }
    Ok(true)
}

/// Staff replied: the first reply is kept, and a new ticket is open.
pub async fn staff_replied(
    c: &mut AnyConnection,
    id: &TicketId,
    by: &UserId,
) -> Result<(), sqlx::Error> {
    ticket_clock::responded(c, id).await?;
    if let Some(f) = ticket_clock::facts(c, id).await? {
        if f.state == TicketState::New {
            ticket_clock::set_state(c, id, TicketState::Open, Some(by.as_str())).await?;
        }
    }
    support::recount(c, id).await
}

/// The client replied: a ticket waiting on them, or solved within the week, is open again; a
/// closed one takes no more replies (409, and the reply is not stored).
pub async fn client_replied(c: &mut AnyConnection, id: &TicketId, by: &UserId) -> ApiResult<()> {
    let Some(f) = ticket_clock::facts(c, id).await? else {
        return Err(ApiError::NotFound);
    };
    let reopen = match f.state {
        TicketState::WaitingOnClient => true,
        TicketState::Solved if f.solved_at.is_some_and(|s| now_ms() - s < REOPEN_MS) => true,
        TicketState::Solved | TicketState::Closed => return Err(closed_for_replies()),
        _ => false,
    };
    if reopen {
        ticket_clock::set_state(c, id, TicketState::Open, Some(by.as_str())).await?;
    }
    support::recount(c, id).await?;
    Ok(())
}

async fn view(db: &Db, id: &TicketId) -> ApiResult<Json<TicketView>> {
    Ok(Json(
        tickets::one(db, id, Scope::All)
            .await?
            .ok_or(ApiError::NotFound)?,
    ))
}

async fn set_state(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: TicketId,
    ApiJson(input): ApiJson<TicketStateInput>,
) -> ApiResult<Json<TicketView>> {
    let to = input.validate()?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let before = w.track(Entity::Ticket, &id).await?;
    if !move_to(w.conn(), state.mail.settings.digest_ms, &id, to, &admin.id).await? {
        return Err(ApiError::NotFound);
    }
    w.log("ticket.state", before).await?;
    w.commit().await?;
    state.mail.wake();
    view(&state.db, &id).await
}

async fn set_priority(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: TicketId,
    ApiJson(input): ApiJson<TicketPriorityInput>,
) -> ApiResult<Json<TicketView>> {
    let p: TicketPriority = input.validate()?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let before = w.track(Entity::Ticket, &id).await?;
    if !ticket_clock::set_priority(w.conn(), &id, p).await? {
        return Err(ApiError::NotFound);
    }
    support::recount(w.conn(), &id).await?;
    w.log("ticket.priority", before).await?;
    w.commit().await?;
    view(&state.db, &id).await
}

fn rated_already() -> ApiError {
    ApiError::Conflict {
        field: "score",
        message: "This ticket was rated already: thank you.".into(),
    }
}

async fn rate_in_portal(
    State(state): State<AppState>,
    ClientUser(user): ClientUser,
    ticket_id: TicketId,
    ApiJson(input): ApiJson<TicketRatingInput>,
) -> ApiResult<Json<RatingView>> {
    let (score, comment) = input.validate()?;
    if tickets::one(&state.db, &ticket_id, scope(&user))
        .await?
        .is_none()
    {
        return Err(ApiError::NotFound);
    }
    let mut tx = crate::db::begin_write(&state.db).await?;
    let facts = ticket_clock::facts(&mut tx, &ticket_id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let solved_at = match (facts.state.is_done(), facts.solved_at) {
        (true, Some(s)) if now_ms() - s < rating::VALID_MS => s,
        _ => {
            return Err(ApiError::Conflict {
                field: "score",
                message: "A ticket is rated once it is solved, for 14 days.".into(),
            })
        }
    };
    if !ticket_clock::rate(
        &mut tx,
        &ticket_id,
        solved_at,
        (score.as_str(), &comment),
        Some(user.id.as_str()),
    )
    .await?
    {
        return Err(rated_already());
    }
    tx.commit().await?;
    rating_answer(&state.db, &ticket_id, solved_at).await
}

async fn rating_answer(db: &Db, id: &TicketId, solved_at: i64) -> ApiResult<Json<RatingView>> {
    let mut c = db.acquire().await?;
    let (score, comment, _) = ticket_clock::rating_of(&mut c, id, solved_at)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Json(RatingView {
        score,
        comment,
        created_at: portico_shared::dates::format_rfc3339_from_ms(now_ms()),
    }))
}

/// What a rating link's page shows before and after a click.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct RatingLink {
    /// The ticket's title.
    pub title: String,
    /// The score given with this link, if it was used.
    pub score: Option<String>,
    pub comment: String,
    /// The score was given (the link adds a comment once, then nothing).
    pub used: bool,
    /// A comment was given too.
    pub commented: bool,
    /// Older than 14 days, or of a solve the ticket was reopened since.
    pub expired: bool,
}

async fn link_status(
    State(state): State<AppState>,
    Path(token): Path<String>,
) -> ApiResult<Json<RatingLink>> {
    let mut c = state.db.acquire().await?;
    let (ticket, solved_at, expired) = match rating::check(&mut c, &token).await? {
        rating::Check::Unknown => return Err(ApiError::NotFound),
        rating::Check::Expired { ticket, solved_at } => (ticket, solved_at, true),
        rating::Check::Valid {
            ticket, solved_at, ..
        } => (ticket, solved_at, false),
    };
    let title: String = sqlx::query_scalar("SELECT title FROM tickets WHERE id = $1")
        .bind(&ticket)
        .fetch_one(&mut *c)
        .await?;
    let given = ticket_clock::rating_of(&mut c, &ticket, solved_at).await?;
    Ok(Json(RatingLink {
        title,
        used: given.is_some(),
        commented: given.as_ref().is_some_and(|g| g.2),
        comment: given.as_ref().map(|g| g.1.clone()).unwrap_or_default(),
        score: given.map(|g| g.0),
        expired,
    }))
}

async fn rate_by_link(
    State(state): State<AppState>,
    Path(token): Path<String>,
    ApiJson(input): ApiJson<TicketRatingInput>,
) -> ApiResult<Json<RatingView>> {
    let (score, comment) = input.validate()?;
    let mut tx = crate::db::begin_write(&state.db).await?;
    let (ticket, user, solved_at) = match rating::check(&mut tx, &token).await? {
        rating::Check::Unknown => return Err(ApiError::NotFound),
        rating::Check::Expired { .. } => {
            return Err(ApiError::Conflict {
                field: "token",
                message: "This link has expired: you can still rate the ticket from the portal while it is solved.".into(),
            })
        }
        rating::Check::Valid { ticket, user, solved_at } => (ticket, user, solved_at),
    };
    let rated = ticket_clock::rate(
        &mut tx,
        &ticket,
        solved_at,
        (score.as_str(), &comment),
        Some(user.as_str()),
    )
    .await?;
    // Used already: the page's comment after the score, once.
    if !rated
        && (comment.is_empty()
            || !ticket_clock::comment(&mut tx, &ticket, solved_at, &comment).await?)
    {
        return Err(rated_already());
    }
    tx.commit().await?;
    rating_answer(&state.db, &ticket, solved_at).await
}
