//! Sprints and tasks: staff writes, each in one transaction with its audit entry.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use portico_shared::status::{TaskPriority, TaskStatus};
use portico_shared::validate::{
    SprintCompletedInput, SprintInput, SprintMoveInput, SprintStatusInput, TaskInput,
    TaskPriorityInput, TaskStatusInput,
};
use serde::Serialize;

use crate::auth::AdminUser;
use crate::db::audit::Entity;
use crate::db::task_field::Field;
use crate::db::team;
use crate::db::work::{self, SprintFlag};
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::ids::{ProjectId, SprintId, TaskId};
use crate::routes::registry::{Access, Api};
use crate::routes::{field_error, Written};
use crate::staff::{self, StaffWrite};
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .post_json::<SprintInput, _, _>(
            "/project/addSprint/{projectId}",
            Access::Admin,
            "Add a sprint",
            add_sprint,
        )
        .creates::<Written>()
        .put_json::<SprintStatusInput, _, _>(
            "/project/updateSprintStatus/{sprintId}",
            Access::Admin,
            "Set a sprint active or not",
            sprint_status,
        )
        .returns::<SprintFlagAnswer>()
        .put_json::<SprintCompletedInput, _, _>(
            "/project/updateSprintCompleted/{sprintId}",
            Access::Admin,
            "Mark a sprint completed or not",
            sprint_completed,
        )
        .returns::<SprintFlagAnswer>()
        .put_json::<SprintMoveInput, _, _>(
            "/project/moveSprint/{sprintId}",
            Access::Admin,
            "Move a sprint to another place in its project",
            move_sprint,
        )
        .returns::<SprintMoved>()
        .post_json::<TaskInput, _, _>(
            "/project/addTask/{sprintId}",
            Access::Admin,
            "Add a task",
            add_task,
        )
        .creates::<Written>()
        .put_json::<TaskInput, _, _>(
            "/project/updateTask/{taskId}",
            Access::Admin,
            "Replace a task's fields",
            update_task,
        )
        .returns::<Written>()
        .delete(
            "/project/deleteTask/{taskId}",
            Access::Admin,
            "Delete a task",
            delete_task,
        )
        .no_content()
        .put_json::<TaskStatusInput, _, _>(
            "/project/updateTaskStatus/{taskId}",
            Access::Admin,
            "Set a task's status",
            task_status,
        )
        .returns::<TaskField>()
        .put_json::<TaskPriorityInput, _, _>(
            "/project/updateTaskPriority/{taskId}",
            Access::Admin,
            "Set a task's priority",
            task_priority,
        )
        .returns::<TaskField>()
}

/// A sprint flag as it now is: `{ _id, status: { active } }` or `{ _id, status: { completed } }`.
#[derive(Serialize, schemars::JsonSchema)]
struct SprintFlagAnswer {
    #[serde(rename = "_id")]
    id: String,
    status: SprintFlags,
}

#[derive(Serialize, schemars::JsonSchema)]
struct SprintFlags {
    #[serde(skip_serializing_if = "Option::is_none")]
    active: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    completed: Option<bool>,
}

/// The sprint's new place.
#[derive(Serialize, schemars::JsonSchema)]
struct SprintMoved {
    #[serde(rename = "_id")]
    id: String,
    order: i64,
}

/// A task's status or priority as it now is (one of the two).
#[derive(Serialize, schemars::JsonSchema)]
struct TaskField {
    #[serde(rename = "_id")]
    id: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    status: Option<TaskStatus>,
    #[serde(skip_serializing_if = "Option::is_none")]
    priority: Option<TaskPriority>,
}

async fn add_sprint(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    project_id: ProjectId,
    ApiJson(input): ApiJson<SprintInput>,
) -> ApiResult<(StatusCode, Json<Written>)> {
    let valid = input.validate()?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let id = work::add_sprint(w.conn(), &project_id, &valid)
        .await?
        .ok_or(ApiError::NotFound)?;
    w.log_created("sprint.create", Entity::Sprint, &id).await?;
    w.commit().await?;
    Ok((StatusCode::CREATED, Written::of(id)))
}

/// Sets one sprint flag, logged as `action`.
async fn sprint_flag(
    state: &AppState,
    admin: &crate::auth::AuthUser,
    id: &SprintId,
    flag: SprintFlag,
    value: bool,
    action: &str,
) -> ApiResult<()> {
    let mut w = StaffWrite::begin(state, admin).await?;
    let before = w.track(Entity::Sprint, id).await?;
    if !work::set_sprint_flag(w.conn(), id, flag, value).await? {
        return Err(ApiError::NotFound);
    }
    w.log(action, before).await?;
    w.commit().await
}

async fn sprint_status(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: SprintId,
    ApiJson(input): ApiJson<SprintStatusInput>,
) -> ApiResult<Json<SprintFlagAnswer>> {
    let valid = input.validate()?;
    sprint_flag(
        &state,
        &admin,
        &id,
        SprintFlag::Active,
        valid.active,
        "sprint.status",
    )
    .await?;
    Ok(Json(SprintFlagAnswer {
        id: id.to_string(),
        status: SprintFlags {
            active: Some(valid.active),
            completed: None,
        },
    }))
}

async fn sprint_completed(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: SprintId,
    ApiJson(input): ApiJson<SprintCompletedInput>,
) -> ApiResult<Json<SprintFlagAnswer>> {
    let completed = input.validate()?;
    sprint_flag(
        &state,
        &admin,
        &id,
        SprintFlag::Completed,
        completed,
        "sprint.completed",
    )
    .await?;
    Ok(Json(SprintFlagAnswer {
        id: id.to_string(),
        status: SprintFlags {
            active: None,
            completed: Some(completed),
        },
    }))
}

async fn move_sprint(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: SprintId,
    ApiJson(input): ApiJson<SprintMoveInput>,
) -> ApiResult<Json<SprintMoved>> {
    let order = input.validate()?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let before = w.track(Entity::Sprint, &id).await?;
    let order = work::move_sprint(w.conn(), &id, order)
        .await?
        .ok_or(ApiError::NotFound)?;
    w.log("sprint.move", before).await?;
    w.commit().await?;
    Ok(Json(SprintMoved {
        id: id.to_string(),
        order,
    }))
}

/// 400 on `assignedTo` unless every id is a team member.
async fn check_assignees(state: &AppState, ids: &[String]) -> ApiResult<()> {
    if team::count_existing(&state.db, ids).await? != ids.len() {
        return Err(field_error("assignedTo", "unknown", "No such team member"));
    }
    Ok(())
}

async fn add_task(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    sprint_id: SprintId,
    ApiJson(input): ApiJson<TaskInput>,
) -> ApiResult<(StatusCode, Json<Written>)> {
    let valid = input.validate()?;
    check_assignees(&state, &valid.assigned_to).await?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let id = work::add_task(w.conn(), &sprint_id, &valid)
        .await?
        .ok_or(ApiError::NotFound)?;
    w.log_created("task.create", Entity::Task, &id).await?;
    w.commit().await?;
    Ok((StatusCode::CREATED, Written::of(id)))
}

async fn update_task(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: TaskId,
    ApiJson(input): ApiJson<TaskInput>,
) -> ApiResult<Json<Written>> {
    let valid = input.validate()?;
    check_assignees(&state, &valid.assigned_to).await?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let before = w.track(Entity::Task, &id).await?;
    if !work::update_task(w.conn(), &id, &valid).await? {
        return Err(ApiError::NotFound);
    }
    w.log("task.update", before).await?;
    w.commit().await?;
    Ok(Written::of(id))
}

async fn delete_task(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: TaskId,
) -> ApiResult<StatusCode> {
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let before = w.track(Entity::Task, &id).await?;
    if !work::delete_task(w.conn(), &id).await? {
        return Err(ApiError::NotFound);
    }
    w.log("task.delete", before).await?;
    w.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

async fn task_status(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: TaskId,
    ApiJson(input): ApiJson<TaskStatusInput>,
) -> ApiResult<Json<TaskField>> {
    let status = input.validate()?;
    staff::set_task_field(&state, &admin, &id, Field::Status(status)).await?;
    Ok(Json(TaskField {
        id: id.to_string(),
        status: Some(status),
        priority: None,
    }))
}

async fn task_priority(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: TaskId,
    ApiJson(input): ApiJson<TaskPriorityInput>,
) -> ApiResult<Json<TaskField>> {
    let priority = input.validate()?;
    staff::set_task_field(&state, &admin, &id, Field::Priority(priority)).await?;
    Ok(Json(TaskField {
        id: id.to_string(),
        status: None,
        priority: Some(priority),
    }))
}
