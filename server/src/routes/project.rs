//! Projects, sprints and tasks. Clients read their own; staff read all and write.

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use portico_shared::validate::{NewProjectInput, UpdateProjectInput};

use crate::auth::{AdminUser, AuthUser, ClientUser};
use crate::db::audit::Entity;
use crate::db::projects::{self, ProjectListItem, ProjectView, Scope};
use crate::db::{self, team, users};
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::ids::{ProjectId, UserId};
use crate::paging::Filter;
use crate::paging::{ListQuery, Page};
use crate::reads::ReadAsk;
use crate::routes::field_error;
use crate::routes::registry::{Access, Api};
use crate::scope::scope;
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
        .get(
            "/project/projects",
            Access::Admin,
            "Every project with client and sprint count",
            all,
        )
        .paged()
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
        .merge(super::work::api())
        .merge(super::requests::api())
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
