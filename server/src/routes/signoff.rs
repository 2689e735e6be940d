//! Sign-off of delivered work (ADR 0032): staff ask, the company's approvers decide in the portal,
//! staff see every round and decision.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use portico_shared::validate::{DecisionInput, SignOffInput};

use crate::auth::{AdminUser, AuthUser, ClientUser};
use crate::db::signoffs::{self, AskRefused};
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::ids::SignOffId;
use crate::mail::compose::{Event, Item};
use crate::mail::notify;
use crate::routes::field_error;
use crate::routes::registry::{Access, Api};
use crate::scope::VisibleProject;
use crate::signoff::{self as rounds, DecideRefused, Reader, SignOffView};
use crate::staff::StaffWrite;
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .post_json::<SignOffInput, _, _>(
            "/signoff/request",
            Access::Admin,
            "Ask the client's approvers to sign off a goal or a milestone's deliverables",
            ask,
        )
        .creates::<SignOffView>()
        .get(
            "/signoff/project/{projectId}",
            Access::Signed,
            "A project's sign-off rounds, newest first, with every decision",
            of_project,
        )
        .returns::<Vec<SignOffView>>()
        .get(
            "/signoff/waiting",
            Access::Client,
            "The sign-offs waiting for the signed-in approver's decision",
            waiting,
        )
        .returns::<Vec<SignOffView>>()
        .post_json::<DecisionInput, _, _>(
            "/signoff/decide/{signOffId}",
            Access::Client,
            "An approver approves, or requests changes with a comment",
            decide,
        )
        .returns::<SignOffView>()
}

/// How a person reads sign-offs: whether they approve for the company, and money.
async fn reader_of<'a>(state: &AppState, user: &'a AuthUser) -> ApiResult<Reader<'a>> {
    if user.is_admin() {
        return Ok(Reader {
            person: None,
            approver: false,
            money: user.money(),
        });
    }
    Ok(Reader {
        person: Some(&user.id),
        approver: signoffs::is_approver(&state.db, &user.id).await?,
        money: user.money(),
    })
}

async fn ask(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    ApiJson(input): ApiJson<SignOffInput>,
) -> ApiResult<(StatusCode, Json<SignOffView>)> {
    let valid = input.validate()?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let (id, project) = match signoffs::ask(w.conn(), &valid, (&admin.id, &admin.name)).await? {
        Ok(made) => made,
        Err(AskRefused::NoSubject) => {
            let field = match valid.subject {
                portico_shared::validate::Subject::Goal(_) => "goal",
                portico_shared::validate::Subject::Payment(_) => "payment",
            };
            return Err(field_error(field, "unknown", "No such goal or milestone"));
        }
        Err(AskRefused::NoTask) => {
            return Err(field_error(
                "tasks",
                "unknown",
                "No such task in this project",
            ))
        }
        Err(AskRefused::AlreadyOpen) => {
            return Err(ApiError::Conflict {
                field: "goal",
                message: "A sign-off of this is already waiting for the client".into(),
            })
        }
    };
    let view = crate::signoff::tell_approvers(w.conn(), &admin, &id, &project).await?;
    w.log_created("signoff.request", crate::db::audit::Entity::SignOff, &id)
        .await?;
    w.commit().await?;
    state.mail.wake();
    Ok((StatusCode::CREATED, Json(view)))
}

async fn of_project(
    State(state): State<AppState>,
    VisibleProject { id, user }: VisibleProject,
) -> ApiResult<Json<Vec<SignOffView>>> {
    let reader = reader_of(&state, &user).await?;
    Ok(Json(rounds::of_project(&state.db, &id, reader).await?))
}

async fn waiting(
    State(state): State<AppState>,
    ClientUser(user): ClientUser,
) -> ApiResult<Json<Vec<SignOffView>>> {
    let reader = reader_of(&state, &user).await?;
    Ok(Json(
        rounds::waiting_for(&state.db, &user.company, user.projects.as_deref(), reader).await?,
    ))
}

async fn decide(
    State(state): State<AppState>,
    ClientUser(user): ClientUser,
    id: SignOffId,
    ApiJson(input): ApiJson<DecisionInput>,
) -> ApiResult<Json<SignOffView>> {
    let valid = input.validate()?;
    let mut tx = crate::db::begin_write(&state.db).await?;
    let visible =
        |p: &crate::ids::ProjectId| user.projects.as_deref().is_none_or(|s| s.contains(p));
    let decided = rounds::decide(
        &mut tx,
        id.as_str(),
        (&user.id, &user.company, &user.name),
        visible,
        user.money(),
        &valid,
    )
    .await?;
    let decided = match decided {
        Ok(d) => d,
        Err(DecideRefused::NotFound) => return Err(ApiError::NotFound),
        Err(DecideRefused::NotApprover) => return Err(ApiError::Forbidden),
        Err(DecideRefused::Closed) => {
            return Err(ApiError::Conflict {
                field: "decision",
                message: "This request was already decided".into(),
            })
        }
        Err(DecideRefused::AlreadyDecided) => {
            return Err(ApiError::Conflict {
                field: "decision",
                message: "You already decided this request".into(),
            })
        }
        Err(DecideRefused::Stale) => {
            return Err(field_error(
                "shown",
                "stale",
                "The request changed: reload it before deciding",
            ))
        }
    };
    if let Some(approved) = decided.closed {
        let project_title = notify::project_title(&mut tx, &decided.project)
            .await?
            .unwrap_or_default();
        let item = Item {
            event: if approved {
                Event::SignOffApproved
            } else {
                Event::SignOffChanges
            },
            who: user.name.clone(),
            title: decided.title.clone(),
            project: project_title,
            body: valid.comment.clone(),
            path: format!("/admin?section=projects&project={}", decided.project),
        };
        let digest = state.mail.settings.digest_ms;
        notify::staff(&mut tx, digest, Some(&user.company), item).await?;
    }
    tx.commit().await?;
    state.mail.wake();
    let reader = reader_of(&state, &user).await?;
    let mut c = state.db.acquire().await?;
    let (view, _) = rounds::one(&mut c, id.as_str(), reader)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(Json(view))
}
