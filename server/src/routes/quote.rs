//! Quotes and change requests in the portal (ADR 0044): a company's approvers read what was sent
//! to them, accept it with a signature (the terms read, their full name typed) or decline it with
//! a reason, and download its PDF. Staff's routes are in `quote_staff.rs`.

use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::Json;
use portico_shared::validate::QuoteDecisionInput;

use crate::auth::{AuthUser, ClientUser};
use crate::db::quotes;
use crate::db::signoffs;
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::ids::{ProjectId, QuoteId};
use crate::limits::ClientAddress;
use crate::mail::compose::{Event, Item};
use crate::mail::notify;
use crate::quoting::{self, Decider, QuoteView, Reader, Refused};
use crate::routes::field_error;
use crate::routes::registry::{Access, Api};
use crate::scope::VisibleProject;
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .get(
            "/quote/one/{quoteId}",
            Access::Signed,
            "A quote or change request as sent: its snapshot (amounts for those who handle money) \
             and the digest of exactly that, for staff or the company's approvers",
            one,
        )
        .returns::<QuoteView>()
        .get(
            "/quote/project/{projectId}",
            Access::Signed,
            "The quotes and change requests sent for a project, newest first (its company's \
             approvers; anyone else of the company gets none)",
            of_project,
        )
        .returns::<Vec<QuoteView>>()
        .get(
            "/quote/waiting",
            Access::Client,
            "The quotes waiting for the signed-in approver's acceptance",
            waiting,
        )
        .returns::<Vec<QuoteView>>()
        .post_json::<QuoteDecisionInput, _, _>(
            "/quote/decide/{quoteId}",
            Access::Client,
            "An approver accepts (the terms read, their full name typed) or declines with a reason",
            decide,
        )
        .returns::<QuoteView>()
        .never_by_token()
        .get(
            "/quote/pdf/{quoteId}",
            Access::Signed,
            "A sent quote's PDF, with its signature page once accepted (for those who handle money)",
            pdf,
        )
        .file("application/pdf")
}

/// How `user` reads quotes, if they may: staff; a client who approves for the company.
async fn reader_of<'a>(
    state: &AppState,
    user: &'a AuthUser,
    full: bool,
) -> ApiResult<Option<Reader<'a>>> {
    if user.is_admin() {
        return Ok(Some(Reader {
            staff: true,
            person: None,
            money: user.money(),
            full,
        }));
    }
    if !signoffs::is_approver(&state.db, &user.id).await? {
        return Ok(None);
    }
    Ok(Some(Reader {
        staff: false,
        person: Some(&user.id),
        money: user.money(),
        full,
    }))
}

/// Version `id` if `user` may read it: staff any; a client approver a sent version of their
/// company's project they see. Anything else answers as missing.
async fn readable(
    c: &mut sqlx::AnyConnection,
    user: &AuthUser,
    id: &QuoteId,
) -> ApiResult<quotes::Row> {
    let row = quotes::row(c, id.as_str())
        .await?
        .ok_or(ApiError::NotFound)?;
    if user.is_admin() {
        return Ok(row);
    }
    let project = ProjectId::from_stored(row.project_id.clone());
    let sees = user
        .projects
        .as_deref()
        .is_none_or(|s| s.contains(&project));
    if row.client_id != user.company.as_str()
        || !sees
        || row.sent_at.is_none()
        || row.project_title.is_none()
    {
        return Err(ApiError::NotFound);
    }
    Ok(row)
}

async fn one(
    State(state): State<AppState>,
    user: AuthUser,
    id: QuoteId,
) -> ApiResult<Json<QuoteView>> {
    let reader = reader_of(&state, &user, true)
        .await?
        .ok_or(ApiError::NotFound)?;
    let mut c = state.db.acquire().await?;
    let row = readable(&mut c, &user, &id).await?;
    // The first time one of the company's approvers opens it, it is viewed.
    if !user.is_admin() && row.viewed_at.is_none() && !user.read_only {
        let mut tx = crate::db::begin_write(&state.db).await?;
        quotes::mark_viewed(&mut tx, id.as_str()).await?;
        tx.commit().await?;
    }
    let row = quotes::row(&mut c, id.as_str())
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Json(quoting::one(&mut c, row, reader).await?))
}

async fn of_project(
    State(state): State<AppState>,
    VisibleProject { id, user }: VisibleProject,
) -> ApiResult<Json<Vec<QuoteView>>> {
    let Some(reader) = reader_of(&state, &user, false).await? else {
        return Ok(Json(Vec::new()));
    };
    let mut c = state.db.acquire().await?;
    let rows = quotes::sent_of_project(&mut c, &id).await?;
    Ok(Json(quoting::views(&mut c, rows, reader).await?))
}

async fn waiting(
    State(state): State<AppState>,
    ClientUser(user): ClientUser,
) -> ApiResult<Json<Vec<QuoteView>>> {
    let Some(reader) = reader_of(&state, &user, false).await? else {
        return Ok(Json(Vec::new()));
    };
    let mut c = state.db.acquire().await?;
    let today = crate::db::figures::today();
    let rows = quoting::waiting(
        &mut c,
        &user.company,
        &user.id,
        user.projects.as_deref(),
        &today,
    )
    .await?;
    Ok(Json(quoting::waiting_views(&mut c, rows, reader).await?))
}

async fn decide(
    State(state): State<AppState>,
    ClientUser(user): ClientUser,
    ClientAddress(address): ClientAddress,
    id: QuoteId,
    ApiJson(input): ApiJson<QuoteDecisionInput>,
) -> ApiResult<Json<QuoteView>> {
    let valid = input.validate()?;
    let mut tx = crate::db::begin_write(&state.db).await?;
    let visible = |p: &ProjectId| user.projects.as_deref().is_none_or(|s| s.contains(p));
    let who = Decider {
        person: &user.id,
        company: &user.company,
        name: &user.name,
        money: user.money(),
        network: &address,
    };
    let decided = match quoting::decide(&mut tx, id.as_str(), &who, visible, &valid).await? {
        Ok(d) => d,
        Err(Refused::NotFound) => return Err(ApiError::NotFound),
        Err(Refused::Closed) => {
            return Err(ApiError::Conflict {
                field: "decision",
                message: "This quote was already decided or replaced by a newer version".into(),
            })
        }
        Err(Refused::Expired) => {
            return Err(ApiError::Conflict {
                field: "decision",
                message: "This quote has expired: ask for a new version".into(),
            })
        }
        Err(Refused::AlreadyDecided) => {
            return Err(ApiError::Conflict {
                field: "decision",
                message: "You already decided this quote".into(),
            })
        }
        Err(Refused::Currency) => {
            return Err(ApiError::Conflict {
                field: "decision",
                message: "The project's currency changed: ask for a new version".into(),
            })
        }
        Err(Refused::Stale) => {
            return Err(field_error(
                "shown",
                "stale",
                "The quote changed: reload it before deciding",
            ))
        }
    };
    if let Some(accepted) = decided.closed {
        let row = &decided.row;
        let item = Item {
            event: if accepted {
                Event::QuoteAccepted
            } else {
                Event::QuoteDeclined
            },
            who: user.name.clone(),
            title: format!("{} v{} · {}", row.number, row.version, row.title),
            project: row.project_title.clone().unwrap_or_default(),
            body: match &valid.decision {
                portico_shared::validate::QuoteDecision::Decline { reason } => reason.clone(),
                portico_shared::validate::QuoteDecision::Accept { .. } => String::new(),
            },
            path: format!("/admin?section=quotes&quote={}", row.id),
        };
        let digest = state.mail.settings.digest_ms;
        notify::staff(&mut tx, digest, Some(&user.company), item).await?;
    }
    tx.commit().await?;
    state.mail.wake();
    let reader = reader_of(&state, &user, true)
        .await?
        .ok_or(ApiError::NotFound)?;
    let mut c = state.db.acquire().await?;
    let row = quotes::row(&mut c, id.as_str())
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Json(quoting::one(&mut c, row, reader).await?))
}

async fn pdf(State(state): State<AppState>, user: AuthUser, id: QuoteId) -> ApiResult<Response> {
    if user.money().is_none() || reader_of(&state, &user, true).await?.is_none() {
        return Err(ApiError::NotFound);
    }
    let mut c = state.db.acquire().await?;
    let row = readable(&mut c, &user, &id).await?;
    let snapshot: quoting::snapshot::Snapshot = row
        .snapshot
        .as_deref()
        .and_then(|s| serde_json::from_str(s).ok())
        .ok_or(ApiError::NotFound)?;
    let decisions = quotes::decisions_of(&mut c, std::slice::from_ref(&row.id)).await?;
    let accepted = (row.state == "accepted")
        .then(|| decisions.iter().rev().find(|d| d.decision == "approve"))
        .flatten();
    let bytes = quoting::pdf::render(&snapshot, accepted).await?;
    let name = format!("{}-v{}.pdf", row.number, row.version);
    Ok((
        [
            (header::CONTENT_TYPE, "application/pdf".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{name}\""),
            ),
            (header::CACHE_CONTROL, "private, no-store".to_owned()),
        ],
        bytes,
    )
        .into_response())
}
