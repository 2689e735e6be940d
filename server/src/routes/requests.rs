//! What clients send staff about their work: requirements for a new project and
//! statement-of-work updates, each with the files that go with it (ADR 0039).

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use portico_shared::validate::{ProjectRequestInput, SowUpdateInput};
use serde::Deserialize;
use serde_json::json;

use crate::auth::{AdminUser, AuthUser, ClientUser};
use crate::db::attachments::Owner;
use crate::db::audit::Entity;
use crate::db::requests;
use crate::error::ApiResult;
use crate::extract::ApiJson;
use crate::limits;
use crate::mail::{notify, Event, Item};
use crate::paging::Filter;
use crate::paging::{ListQuery, Page};
use crate::routes::registry::{Access, Api};
use crate::routes::{field_error, Written};
use crate::scope::VisibleProject;
use crate::staff::StaffWrite;
use crate::state::AppState;

/// A new project's requirements, with the files uploaded for them.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct NewRequest {
    #[serde(flatten)]
    request: ProjectRequestInput,
    /// Files uploaded first (`POST /attachments`), at most ten.
    #[serde(default)]
    attachments: Vec<String>,
}

/// A statement-of-work update, with the files uploaded for it.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct NewUpdate {
    #[serde(flatten)]
    update: SowUpdateInput,
    /// Files uploaded first (`POST /attachments`), at most ten.
    #[serde(default)]
    attachments: Vec<String>,
}

pub fn api() -> Api {
    Api::default()
        .post_json::<NewRequest, _, _>(
            "/project/addRequest",
            Access::Client,
            "Send requirements for a new project",
            add_request,
        )
        .creates::<Written>()
        .get(
            "/project/requests",
            Access::Signed,
            "Project requests (the caller's, or all for staff)",
            list_requests,
        )
        .paged()
        .returns::<Vec<requests::RequestView>>()
        .sorted_by(&crate::db::requests::SORTS)
        .filtered_by("client", Filter::Id)
        .post_json::<NewUpdate, _, _>(
            "/project/addUpdate/{projectId}",
            Access::Signed,
            "Send a statement-of-work update",
            add_update,
        )
        .creates::<Written>()
        .get(
            "/project/updates/{projectId}",
            Access::Signed,
            "A project's statement-of-work updates (paged)",
            list_updates,
        )
        .paged()
        .returns::<Vec<requests::UpdateView>>()
        .sorted_by(&crate::db::requests::UPDATE_SORTS)
        .get(
            "/project/allUpdates",
            Access::Admin,
            "Every statement-of-work update, by client or project (paged)",
            all_updates,
        )
        .paged()
        .returns::<Vec<requests::UpdateView>>()
        .sorted_by(&crate::db::requests::UPDATE_SORTS)
        .filtered_by("project", Filter::Id)
        .filtered_by("client", Filter::Id)
}

async fn add_request(
    State(state): State<AppState>,
    ClientUser(user): ClientUser,
    ApiJson(input): ApiJson<NewRequest>,
) -> ApiResult<(StatusCode, Json<Written>)> {
    let valid = input.request.validate()?;
    // A budget is money: proposed by those who handle it (the form shows no field to others).
    if user.money().is_none() && valid.project_cost.is_some() {
        return Err(field_error(
            "projectCost",
            "not_allowed",
            "Only people who handle the company's payments can propose a cost",
        ));
    }
    limits::hit(&state.db, &limits::CLIENT_WRITES, &user.id).await?;
    let mut tx = crate::db::begin_write(&state.db).await?;
    let id = requests::add_request(&mut *tx, (&user.company, &user.id), &valid).await?;
    let owner = Owner {
        kind: "request",
        id: &id,
        ticket: None,
        project: None,
        company: &user.company,
    };
    crate::attachments::attach(&mut tx, &state, &user, &input.attachments, &owner).await?;
    let (title, body) = (valid.title.clone(), valid.description.clone());
    tell_staff(
        &mut tx,
        &state,
        &user,
        Event::Requirement,
        (title, String::new()),
        body,
    )
    .await?;
    tx.commit().await?;
    state.mail.wake();
    Ok((StatusCode::CREATED, Written::of(id)))
}

/// Tells the staff who follow the caller's company what they sent, with the console's link to
/// the company: `(title, project)` as the mail shows them.
async fn tell_staff(
    tx: &mut sqlx::AnyConnection,
    state: &AppState,
    user: &AuthUser,
    event: Event,
    (title, project): (String, String),
    body: Option<String>,
) -> Result<(), sqlx::Error> {
    let item = Item {
        event,
        who: user.name.clone(),
        title,
        project,
        body: body.unwrap_or_default(),
        path: notify::staff_client_path(&user.company),
    };
    let digest = state.mail.settings.digest_ms;
    notify::staff(tx, digest, Some(&user.company), item).await?;
    Ok(())
}

async fn list_requests(
    State(state): State<AppState>,
    user: AuthUser,
    q: ListQuery,
) -> ApiResult<Page<requests::RequestView>> {
    let owner = (!user.is_admin()).then_some(&user.company);
    requests::requests(&state.db, owner, &q, user.money().is_some()).await
}

async fn add_update(
    State(state): State<AppState>,
    VisibleProject {
        id: project_id,
        user,
    }: VisibleProject,
    ApiJson(input): ApiJson<NewUpdate>,
) -> ApiResult<(StatusCode, Json<Written>)> {
    let valid = input.update.validate()?;
    let files = input.attachments;
    if user.is_admin() {
        // Staff updates are staff writes: audited, in one transaction with the update.
        let mut w = StaffWrite::begin(&state, &user).await?;
        let before = w.track(Entity::Project, &project_id).await?;
        let id = requests::add_update(w.conn(), &project_id, &user.id, &valid.text).await?;
        let company = requests::client_of(w.conn(), &project_id).await?;
        let owner = Owner {
            kind: "update",
            id: &id,
            ticket: None,
            project: Some(project_id.as_str()),
            company: &company,
        };
        crate::attachments::attach(w.conn(), &state, &user, &files, &owner).await?;
        notify::sow_reply(w.conn(), &project_id).await?;
        let after = json!({ "update": { "_id": id, "text": valid.text } });
        w.log_with("project.sowUpdate", before, after).await?;
        w.commit().await?;
        return Ok((StatusCode::CREATED, Written::of(id)));
    }
    limits::hit(&state.db, &limits::CLIENT_WRITES, &user.id).await?;
    let mut tx = crate::db::begin_write(&state.db).await?;
    let id = requests::add_update(&mut *tx, &project_id, &user.id, &valid.text).await?;
    let owner = Owner {
        kind: "update",
        id: &id,
        ticket: None,
        project: Some(project_id.as_str()),
        company: &user.company,
    };
    crate::attachments::attach(&mut tx, &state, &user, &files, &owner).await?;
    let project = notify::project_title(&mut tx, &project_id)
        .await?
        .unwrap_or_default();
    let body = Some(valid.text.clone());
    tell_staff(
        &mut tx,
        &state,
        &user,
        Event::SowUpdate,
        (project.clone(), project),
        body,
    )
    .await?;
    tx.commit().await?;
    state.mail.wake();
    Ok((StatusCode::CREATED, Written::of(id)))
}

async fn list_updates(
    State(state): State<AppState>,
    VisibleProject { id: project_id, .. }: VisibleProject,
    q: ListQuery,
) -> ApiResult<Page<requests::UpdateView>> {
    requests::updates(&state.db, Some(&project_id), &q).await
}

async fn all_updates(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    q: ListQuery,
) -> ApiResult<Page<requests::UpdateView>> {
    requests::updates(&state.db, None, &q).await
}
