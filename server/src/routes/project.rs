//! Projects, sprints and tasks. Clients read their own; staff read all and write.

use axum::body::Bytes;
use axum::extract::State;
use axum::http::header;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use portico_shared::validate::{
    NewProjectInput, ProjectRequestInput, SowUpdateInput, SprintInput, SprintStatusInput,
    TaskInput, TaskPriorityInput, TaskStatusInput, UpdateProjectInput,
};
use serde_json::{json, Value};

use crate::app::AppState;
use crate::auth::{AdminUser, AuthUser, ClientUser};
use crate::db::projects::{self, ProjectListItem, ProjectView, Scope};
use crate::db::{self, requests, team, users, work};
use crate::error::{ApiError, ApiResult};
use crate::extract::{ApiJson, IdPath};
use crate::routes::field_error;
use crate::routes::registry::{Access, Api};

pub fn api() -> Api {
    Api::default()
        .get(
            "/project/projectsUser",
            Access::Client,
            "The caller's projects, whole",
            mine,
        )
        .get(
            "/project/projectsByUser/{userId}",
            Access::Signed,
            "A client's projects (self, or any for staff)",
            by_user,
        )
        .get(
            "/project/detail/{projectId}",
            Access::Signed,
            "One project, whole",
            detail,
        )
        .get(
            "/project/projects",
            Access::Admin,
            "Every project with client and sprint count",
            all,
        )
        .post_json::<NewProjectInput, _, _>(
            "/project/createProject",
            Access::Admin,
            "Create a project",
            create,
        )
        .put_json::<UpdateProjectInput, _, _>(
            "/project/updateProject/{projectId}",
            Access::Admin,
            "Update a project",
            update,
        )
        .post_json::<SprintInput, _, _>(
            "/project/addSprint/{projectId}",
            Access::Admin,
            "Add a sprint",
            add_sprint,
        )
        .put_json::<SprintStatusInput, _, _>(
            "/project/updateSprintStatus/{sprintId}",
            Access::Admin,
            "Set a sprint active or not",
            sprint_status,
        )
        .post_json::<TaskInput, _, _>(
            "/project/addTask/{sprintId}",
            Access::Admin,
            "Add a task",
            add_task,
        )
        .put_json::<TaskStatusInput, _, _>(
            "/project/updateTaskStatus/{taskId}",
            Access::Admin,
            "Set a task's status",
            task_status,
        )
        .put_json::<TaskPriorityInput, _, _>(
            "/project/updateTaskPriority/{taskId}",
            Access::Admin,
            "Set a task's priority",
            task_priority,
        )
        .post_json::<ProjectRequestInput, _, _>(
            "/project/addRequest",
            Access::Client,
            "Send requirements for a new project",
            add_request,
        )
        .get(
            "/project/requests",
            Access::Signed,
            "Project requests (the caller's, or all for staff)",
            list_requests,
        )
        .post_json::<SowUpdateInput, _, _>(
            "/project/addUpdate/{projectId}",
            Access::Signed,
            "Send a statement-of-work update",
            add_update,
        )
        .get(
            "/project/updates/{projectId}",
            Access::Signed,
            "A project's statement-of-work updates",
            list_updates,
        )
}

/// What the caller may see: staff everything, a client their own.
pub fn scope(user: &AuthUser) -> Scope<'_> {
    if user.is_admin() {
        Scope::All
    } else {
        Scope::Client(&user.id)
    }
}

/// 404 unless the caller may see the project.
pub async fn require_visible(state: &AppState, user: &AuthUser, project_id: &str) -> ApiResult<()> {
    if projects::visible(&state.db, project_id, scope(user)).await? {
        Ok(())
    } else {
        Err(ApiError::NotFound)
    }
}

async fn mine(State(state): State<AppState>, ClientUser(user): ClientUser) -> ApiResult<Response> {
    client_projects(&state, &user.id, user.data_version).await
}

/// A client's projects as JSON, rendered once per version of their data.
async fn client_projects(state: &AppState, client_id: &str, version: i64) -> ApiResult<Response> {
    let body = match state.reads.get(client_id, version) {
        Some(body) => body,
        None => {
            let projects = projects::for_client(&state.db, client_id).await?;
            let body = Bytes::from(serde_json::to_vec(&projects).map_err(ApiError::internal)?);
            state.reads.put(client_id, version, body.clone());
            body
        }
    };
    Ok(([(header::CONTENT_TYPE, "application/json")], body).into_response())
}

/// A client may ask for their own id only; any other id is "not found", exactly like a missing one.
async fn by_user(
    State(state): State<AppState>,
    user: AuthUser,
    IdPath(user_id): IdPath,
) -> ApiResult<Response> {
    if !user.is_admin() && user.id != user_id {
        return Err(ApiError::NotFound);
    }
    let version = if user.is_admin() {
        users::find(&state.db, &user_id)
            .await?
            .ok_or(ApiError::NotFound)?
            .data_version
    } else {
        user.data_version
    };
    client_projects(&state, &user_id, version).await
}

async fn detail(
    State(state): State<AppState>,
    user: AuthUser,
    IdPath(id): IdPath,
) -> ApiResult<Json<ProjectView>> {
    projects::one(&state.db, &id, scope(&user))
        .await?
        .map(Json)
        .ok_or(ApiError::NotFound)
}

async fn all(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
) -> ApiResult<Json<Vec<ProjectListItem>>> {
    Ok(Json(projects::list(&state.db).await?))
}

async fn create(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    ApiJson(input): ApiJson<NewProjectInput>,
) -> ApiResult<(StatusCode, Json<ProjectView>)> {
    let valid = input.validate()?;
    let client_id = valid
        .client
        .clone()
        .ok_or_else(|| field_error("client", "required", "Choose the client"))?;
    match users::find(&state.db, &client_id).await? {
        Some(u) if u.role == "client" => {}
        _ => return Err(field_error("client", "unknown", "No such client")),
    }
    if team::count_existing(&state.db, &valid.project_team).await? != valid.project_team.len() {
        return Err(field_error("projectTeam", "unknown", "No such team member"));
    }
    let created = projects::insert(
        &state.db,
        projects::NewProject {
            client_id: &client_id,
            created_by: &admin.id,
            title: &valid.title,
            github: &valid.github,
            repo_name: &valid.repo_name,
            project_desc: &valid.project_desc,
            project_details_desc: &valid.project_details_desc,
            team: &valid.project_team,
        },
    )
    .await;
    let id = match created {
        Ok(id) => id,
        Err(e) if db::is_unique_violation(&e) => {
            return Err(ApiError::Conflict {
                field: "title",
                message: "This client already has a project with this title".into(),
            })
        }
        Err(e) => return Err(e.into()),
    };
    let view = projects::one(&state.db, &id, Scope::All)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok((StatusCode::CREATED, Json(view)))
}

async fn update(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    IdPath(id): IdPath,
    ApiJson(input): ApiJson<UpdateProjectInput>,
) -> ApiResult<Json<ProjectView>> {
    let valid = input.validate()?;
    match projects::update(&state.db, &id, &valid).await {
        Ok(true) => {}
        Ok(false) => return Err(ApiError::NotFound),
        Err(e) if db::is_unique_violation(&e) => {
            return Err(ApiError::Conflict {
                field: "title",
                message: "This client already has a project with this title".into(),
            })
        }
        Err(e) => return Err(e.into()),
    }
    projects::one(&state.db, &id, Scope::All)
        .await?
        .map(Json)
        .ok_or(ApiError::NotFound)
}

async fn add_sprint(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    IdPath(project_id): IdPath,
    ApiJson(input): ApiJson<SprintInput>,
) -> ApiResult<(StatusCode, Json<Value>)> {
    let valid = input.validate()?;
    let id = work::add_sprint(&state.db, &project_id, &valid)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok((StatusCode::CREATED, Json(json!({ "_id": id }))))
}

async fn sprint_status(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    IdPath(id): IdPath,
    ApiJson(input): ApiJson<SprintStatusInput>,
) -> ApiResult<Json<Value>> {
    let valid = input.validate()?;
    if !work::set_sprint_active(&state.db, &id, valid.active).await? {
        return Err(ApiError::NotFound);
    }
    Ok(Json(
        json!({ "_id": id, "status": { "active": valid.active } }),
    ))
}

async fn add_task(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    IdPath(sprint_id): IdPath,
    ApiJson(input): ApiJson<TaskInput>,
) -> ApiResult<(StatusCode, Json<Value>)> {
    let valid = input.validate()?;
    if let Some(member) = &valid.assigned_to {
        if team::find(&state.db, member).await?.is_none() {
            return Err(field_error("assignedTo", "unknown", "No such team member"));
        }
    }
    let id = work::add_task(&state.db, &sprint_id, &valid)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok((StatusCode::CREATED, Json(json!({ "_id": id }))))
}

async fn task_status(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    IdPath(id): IdPath,
    ApiJson(input): ApiJson<TaskStatusInput>,
) -> ApiResult<Json<Value>> {
    let status = input.validate()?;
    if !work::set_task_status(&state.db, &id, status).await? {
        return Err(ApiError::NotFound);
    }
    Ok(Json(json!({ "_id": id, "status": status.as_str() })))
}

async fn task_priority(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    IdPath(id): IdPath,
    ApiJson(input): ApiJson<TaskPriorityInput>,
) -> ApiResult<Json<Value>> {
    let priority = input.validate()?;
    if !work::set_task_priority(&state.db, &id, priority).await? {
        return Err(ApiError::NotFound);
    }
    Ok(Json(json!({ "_id": id, "priority": priority.as_str() })))
}

async fn add_request(
    State(state): State<AppState>,
    ClientUser(user): ClientUser,
    ApiJson(input): ApiJson<ProjectRequestInput>,
) -> ApiResult<(StatusCode, Json<Value>)> {
    let valid = input.validate()?;
    let id = requests::add_request(&state.db, &user.id, &valid).await?;
    Ok((StatusCode::CREATED, Json(json!({ "_id": id }))))
}

async fn list_requests(
    State(state): State<AppState>,
    user: AuthUser,
) -> ApiResult<Json<Vec<requests::RequestView>>> {
    let owner = (!user.is_admin()).then_some(user.id.as_str());
    Ok(Json(requests::requests(&state.db, owner).await?))
}

async fn add_update(
    State(state): State<AppState>,
    user: AuthUser,
    IdPath(project_id): IdPath,
    ApiJson(input): ApiJson<SowUpdateInput>,
) -> ApiResult<(StatusCode, Json<Value>)> {
    let valid = input.validate()?;
    require_visible(&state, &user, &project_id).await?;
    let id = requests::add_update(&state.db, &project_id, &user.id, &valid.text).await?;
    Ok((StatusCode::CREATED, Json(json!({ "_id": id }))))
}

async fn list_updates(
    State(state): State<AppState>,
    user: AuthUser,
    IdPath(project_id): IdPath,
) -> ApiResult<Json<Vec<requests::UpdateView>>> {
    require_visible(&state, &user, &project_id).await?;
    Ok(Json(requests::updates(&state.db, &project_id).await?))
}
