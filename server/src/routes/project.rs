//! Projects, sprints and tasks. Clients read their own; staff read all and write.

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use axum::Json;
use portico_shared::validate::{
    NewProjectInput, ProjectRequestInput, SowUpdateInput, UpdateProjectInput,
};
use serde_json::json;

use crate::auth::{AdminUser, AuthUser, ClientUser};
use crate::db::audit::Entity;
use crate::db::projects::{self, ProjectListItem, ProjectView, Scope};
use crate::db::{self, requests, team, users};
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::ids::{ProjectId, UserId};
use crate::limits;
use crate::mail::{notify, Event, Item};
use crate::paging::Filter;
use crate::paging::{ListQuery, Page};
use crate::reads::ReadAsk;
use crate::routes::registry::{Access, Api};
use crate::routes::{field_error, Written};
use crate::scope::{scope, VisibleProject};
use crate::staff::StaffWrite;
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .get(
            "/project/projectsUser",
            Access::Client,
            "The caller's projects, whole",
            mine,
        )
        .returns::<Vec<ProjectView>>()
        .get(
            "/project/projectsByUser/{userId}",
            Access::Signed,
            "A client's projects (self, or any for staff)",
            by_user,
        )
        .returns::<Vec<ProjectView>>()
        .get(
            "/project/detail/{projectId}",
            Access::Signed,
            "One project, whole",
            detail,
        )
        .returns::<ProjectView>()
        .get_paged(
            "/project/projects",
            Access::Admin,
            "Every project with client and sprint count",
            all,
        )
        .returns::<Vec<ProjectListItem>>()
        .sorted_by(&crate::db::projects::SORTS)
        .filtered_by("client", Filter::Id)
        .post_json::<NewProjectInput, _, _>(
            "/project/createProject",
            Access::Admin,
            "Create a project",
            create,
        )
        .creates::<ProjectView>()
        .put_json::<UpdateProjectInput, _, _>(
            "/project/updateProject/{projectId}",
            Access::Admin,
            "Update a project",
            update,
        )
        .returns::<ProjectView>()
        .post_json::<ProjectRequestInput, _, _>(
            "/project/addRequest",
            Access::Client,
            "Send requirements for a new project",
            add_request,
        )
        .creates::<Written>()
        .get_paged(
            "/project/requests",
            Access::Signed,
            "Project requests (the caller's, or all for staff)",
            list_requests,
        )
        .returns::<Vec<requests::RequestView>>()
        .sorted_by(&crate::db::requests::SORTS)
        .filtered_by("client", Filter::Id)
        .post_json::<SowUpdateInput, _, _>(
            "/project/addUpdate/{projectId}",
            Access::Signed,
            "Send a statement-of-work update",
            add_update,
        )
        .creates::<Written>()
        .get_paged(
            "/project/updates/{projectId}",
            Access::Signed,
            "A project's statement-of-work updates (paged)",
            list_updates,
        )
        .returns::<Vec<requests::UpdateView>>()
        .sorted_by(&crate::db::requests::UPDATE_SORTS)
        .get_paged(
            "/project/allUpdates",
            Access::Admin,
            "Every statement-of-work update, by client or project (paged)",
            all_updates,
        )
        .returns::<Vec<requests::UpdateView>>()
        .sorted_by(&crate::db::requests::UPDATE_SORTS)
        .filtered_by("project", Filter::Id)
        .filtered_by("client", Filter::Id)
        .merge(super::work::api())
}

async fn mine(
    State(state): State<AppState>,
    ClientUser(user): ClientUser,
    ask: ReadAsk,
) -> ApiResult<Response> {
    let list = state
        .reads
        .client_list(&user.company, user.data_version, user.projects.as_deref())
        .await?;
    list.as_seen(user.money())?.answer(&ask).await
}

/// A client may ask for their own id only; any other id is "not found", exactly like a missing one.
async fn by_user(
    State(state): State<AppState>,
    user: AuthUser,
    user_id: UserId,
    ask: ReadAsk,
) -> ApiResult<Response> {
    let user_id = user.client_asked(user_id).ok_or(ApiError::NotFound)?;
    let version = if user.is_admin() {
        crate::db::versions::list_version(&state.db, &user_id)
            .await?
            .ok_or(ApiError::NotFound)?
    } else {
        user.data_version
    };
    let list = state
        .reads
        .client_list(&user_id, version, user.projects.as_deref())
        .await?;
    list.as_seen(user.money())?.answer(&ask).await
}

async fn detail(
    State(state): State<AppState>,
    user: AuthUser,
    id: ProjectId,
    ask: ReadAsk,
) -> ApiResult<Response> {
    let project = state.reads.project(&id, scope(&user)).await?;
    project.as_seen(user.money())?.answer(&ask).await
}

async fn all(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    q: ListQuery,
) -> ApiResult<Page<ProjectListItem>> {
    projects::list(&state.db, &q).await
}

async fn create(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    ask: ReadAsk,
    ApiJson(input): ApiJson<NewProjectInput>,
) -> ApiResult<Response> {
    let valid = input.validate()?;
    let client = valid
        .client
        .as_deref()
        .ok_or_else(|| field_error("client", "required", "Choose the client"))?;
    let unknown = || field_error("client", "unknown", "No such client");
    let client_id = UserId::parse_canonical(client).ok_or_else(unknown)?;
    match users::find(&state.db, &client_id).await? {
        Some(u) if u.is_company() => {}
        _ => return Err(unknown()),
    }
    if team::count_existing(&state.db, &valid.project_team).await? != valid.project_team.len() {
        return Err(field_error("projectTeam", "unknown", "No such team member"));
    }
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let created = projects::insert(
        w.conn(),
        projects::NewProject {
            client_id: &client_id,
            created_by: &admin.id,
            title: &valid.title,
            github: &valid.github,
            repo_name: &valid.repo_name,
            project_desc: &valid.project_desc,
            project_details_desc: &valid.project_details_desc,
            team: &valid.project_team,
            currency: valid.currency.code(),
        },
    )
    .await;
    let id = created.map_err(title_taken)?;
    w.log_created("project.create", Entity::Project, &id)
        .await?;
    w.commit().await?;
    let mut created = state
        .reads
        .project(&id, Scope::All)
        .await?
        .answer(&ask)
        .await?;
    if created.status() == StatusCode::OK {
        *created.status_mut() = StatusCode::CREATED;
    }
    Ok(created)
}

/// A second project of the same title for one client: the title field's conflict.
fn title_taken(e: sqlx::Error) -> ApiError {
    if db::is_unique_violation(&e) {
        ApiError::Conflict {
            field: "title",
            message: "This client already has a project with this title".into(),
        }
    } else {
        e.into()
    }
}

async fn update(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: ProjectId,
    ask: ReadAsk,
    ApiJson(input): ApiJson<UpdateProjectInput>,
) -> ApiResult<Response> {
    let valid = input.validate()?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let before = w.track(Entity::Project, &id).await?;
    if !before.exists() {
        return Err(ApiError::NotFound);
    }
    if let Some(currency) = valid.currency {
        // A milestone's amount means what it says in the currency it was agreed in.
        if !crate::db::payments::may_change_currency(w.conn(), &id, currency.code()).await? {
            return Err(field_error(
                "currency",
                "has_milestones",
                "The project has payment milestones: its currency cannot change",
            ));
        }
    }
    projects::update(w.conn(), &id, &valid)
        .await
        .map_err(title_taken)?;
    w.log("project.update", before).await?;
    w.commit().await?;
    state
        .reads
        .project(&id, Scope::All)
        .await?
        .answer(&ask)
        .await
}

async fn add_request(
    State(state): State<AppState>,
    ClientUser(user): ClientUser,
    ApiJson(input): ApiJson<ProjectRequestInput>,
) -> ApiResult<(StatusCode, Json<Written>)> {
    let valid = input.validate()?;
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
    ApiJson(input): ApiJson<SowUpdateInput>,
) -> ApiResult<(StatusCode, Json<Written>)> {
    let valid = input.validate()?;
    if user.is_admin() {
        // Staff updates are staff writes: audited, in one transaction with the update.
        let mut w = StaffWrite::begin(&state, &user).await?;
        let before = w.track(Entity::Project, &project_id).await?;
        let id = requests::add_update(w.conn(), &project_id, &user.id, &valid.text).await?;
        notify::sow_reply(w.conn(), &project_id).await?;
        let after = json!({ "update": { "_id": id, "text": valid.text } });
        w.log_with("project.sowUpdate", before, after).await?;
        w.commit().await?;
        return Ok((StatusCode::CREATED, Written::of(id)));
    }
    limits::hit(&state.db, &limits::CLIENT_WRITES, &user.id).await?;
    let mut tx = crate::db::begin_write(&state.db).await?;
    let id = requests::add_update(&mut *tx, &project_id, &user.id, &valid.text).await?;
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
