//! The back office's own reads and its "view as client": the audit log, the client and project
//! overviews, and a read-only session on a client's portal.

use std::collections::HashMap;

use axum::extract::{Query, State};
use axum::Json;

use crate::accounts::client;
use crate::auth::{self, AdminUser};
use crate::db::audit::{self, AuditView, Entity};
use crate::db::overview::{self, ClientOverview, ProjectOverview};
use crate::db::{sessions, users};
use crate::error::{ApiError, ApiResult};
use crate::ids::UserId;
use crate::paging::Filter;
use crate::paging::{ListQuery, Page};
use crate::routes::registry::{Access, Api};
use crate::routes::SignedIn;
use crate::staff::StaffWrite;
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .get(
            "/admin/audit",
            Access::Admin,
            "The audit log, newest first, by client or project (paged)",
            audit_log,
        )
        .paged()
        .returns::<Vec<AuditView>>()
        .sorted_by(&crate::db::audit::SORTS)
        .filtered_by("client", Filter::Id)
        .filtered_by("project", Filter::Id)
        .get(
            "/admin/clientsData",
            Access::Admin,
            "Per client: projects, open tickets, unpaid milestones, last activity (paged)",
            clients_data,
        )
        .paged()
        .returns::<Vec<ClientOverview>>()
        .sorted_by(&crate::db::overview::CLIENT_SORTS)
        .get(
            "/admin/projectsData",
            Access::Admin,
            "Per project: task progress, active sprint, overdue tasks, goals, payments (paged)",
            projects_data,
        )
        .paged()
        .returns::<Vec<ProjectOverview>>()
        .sorted_by(&crate::db::overview::PROJECT_SORTS)
        .post(
            "/admin/viewAs/{clientId}",
            Access::Admin,
            "Open a client's portal read-only, as the company's first account or as one of its \
             people (`?person=`): {token, user}",
            view_as,
        )
        .filtered_by("person", Filter::Id)
        .returns::<SignedIn>()
        .never_by_token()
}

async fn audit_log(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    q: ListQuery,
) -> ApiResult<Page<AuditView>> {
    audit::list(&state.db, &q).await
}

async fn clients_data(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    q: ListQuery,
) -> ApiResult<Page<ClientOverview>> {
    overview::clients(&state.db, &q).await
}

async fn projects_data(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    q: ListQuery,
) -> ApiResult<Page<ProjectOverview>> {
    overview::projects(&state.db, &q).await
}

/// A session on the client's account that can only read (see `auth::AuthUser`), short-lived,
/// and recorded in the audit log with the session it opened.
async fn view_as(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: UserId,
    Query(query): Query<HashMap<String, String>>,
) -> ApiResult<Json<SignedIn>> {
    let company = client(&state, &id).await?;
    if company.active == 0 {
        return Err(ApiError::AccountDisabled);
    }
    // What a person sees is theirs (their projects, money or not): staff see it as they do.
    let row = match query
        .get("person")
        .map(|p| p.trim())
        .filter(|p| !p.is_empty())
    {
        None => company,
        Some(raw) => {
            let person = UserId::parse(raw).ok_or(ApiError::NotFound)?;
            users::find(&state.db, &person)
                .await?
                .filter(|p| p.company_id.as_ref() == Some(&company.id) && p.active != 0)
                .ok_or(ApiError::NotFound)?
        }
    };
    let id = row.id.clone();
    let token = crate::credentials::new_token();
    let mut w = StaffWrite::begin(&state, &admin).await?;
    sessions::create(
        w.conn(),
        &id,
        &crate::credentials::token_hash(&token),
        auth::VIEW_AS_TTL_MS,
        sessions::Kind::ViewAs {
            parent: &admin.session_id,
        },
        sessions::Opened::default(),
    )
    .await?;
    w.log_event("client.viewAs", Entity::Client, &id).await?;
    w.commit().await?;
    Ok(Json(SignedIn {
        token,
        user: users::UserView::from(&row),
        read_only: true,
        setup_required: false,
    }))
}
