//! Response-target policies (ADR 0045): first-response and resolution targets per priority, one
//! of them the default, and the companies that have their own.

use axum::extract::{Path, State};
use axum::Json;
use portico_shared::sla::PolicyTargets;
use serde::{Deserialize, Serialize};

use crate::auth::AdminUser;
use crate::db::audit::Entity;
use crate::db::sla::{self, SlaPolicyView};
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::ids::UserId;
use crate::routes::field_error;
use crate::routes::registry::{Access, Api};
use crate::staff::StaffWrite;
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .get(
            "/sla/policies",
            Access::Admin,
            "Every response-target policy",
            policies,
        )
        .returns::<Vec<SlaPolicyView>>()
        .post_json::<PolicyBody, _, _>(
            "/sla/policies",
            Access::Admin,
            "Add a policy",
            create_policy,
        )
        .creates::<SlaPolicyView>()
        .put_json::<PolicyBody, _, _>(
            "/sla/policies/{id}",
            Access::Admin,
            "Change a policy",
            update_policy,
        )
        .returns::<SlaPolicyView>()
        .get(
            "/client/{id}/sla-policy",
            Access::Admin,
            "A company's own policy (null: the default)",
            company_policy_of,
        )
        .returns::<CompanyPolicy>()
        .put_json::<CompanyPolicyBody, _, _>(
            "/client/{id}/sla-policy",
            Access::Admin,
            "Give a company its own policy (null: the default)",
            company_policy,
        )
        .returns::<CompanyPolicy>()
}

async fn policies(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
) -> ApiResult<Json<Vec<SlaPolicyView>>> {
    let mut c = state.db.acquire().await?;
    Ok(Json(sla::policies(&mut c).await?))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PolicyBody {
    #[serde(default)]
    name: String,
    targets: PolicyTargets,
    #[serde(default)]
    is_default: bool,
}

/// The most characters of a policy's name.
const POLICY_NAME_MAX: usize = 80;

fn checked(body: &PolicyBody) -> ApiResult<String> {
    let name = body.name.trim();
    if name.is_empty()
        || name.chars().count() > POLICY_NAME_MAX
        || name.chars().any(char::is_control)
    {
        return Err(field_error(
            "name",
            "required",
            "Name the policy (at most 80 characters).",
        ));
    }
    body.targets.check().map_err(|path| {
        field_error(
            &format!("targets.{path}"),
            "out_of_range",
            "A target is between 1 minute and 366 days (1,000 hours of business time).",
        )
    })?;
    Ok(name.to_owned())
}

fn name_taken(e: sqlx::Error) -> ApiError {
    if crate::db::is_unique_violation(&e) {
        ApiError::Conflict {
            field: "name",
            message: "A policy has this name already.".into(),
        }
    } else {
        e.into()
    }
}

async fn create_policy(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    ApiJson(body): ApiJson<PolicyBody>,
) -> ApiResult<(axum::http::StatusCode, Json<SlaPolicyView>)> {
    let name = checked(&body)?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let policy = sla::save_policy(w.conn(), None, &name, &body.targets, body.is_default)
        .await
        .map_err(name_taken)?
        .ok_or_else(|| field_error("name", "too_many", "The firm keeps 50 policies at most."))?;
    w.log_created("sla.policy.create", Entity::SlaPolicy, &policy.id)
        .await?;
    w.commit().await?;
    Ok((axum::http::StatusCode::CREATED, Json(policy)))
}

async fn update_policy(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<PolicyBody>,
) -> ApiResult<Json<SlaPolicyView>> {
    let name = checked(&body)?;
    // Policies' ids are UUIDs: anything else names none.
    let id = uuid::Uuid::parse_str(id.trim())
        .map_err(|_| ApiError::NotFound)?
        .hyphenated()
        .to_string();
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let before = w.track(Entity::SlaPolicy, &id).await?;
    let policy = sla::save_policy(w.conn(), Some(&id), &name, &body.targets, body.is_default)
        .await
        .map_err(name_taken)?
        .ok_or(ApiError::NotFound)?;
    w.log("sla.policy.update", before).await?;
    w.commit().await?;
    Ok(Json(policy))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct CompanyPolicyBody {
    /// A policy's id, or null for the default.
    #[serde(default)]
    policy: Option<String>,
}

/// The company's policy now (null: the default).
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct CompanyPolicy {
    policy: Option<String>,
}

async fn company_policy(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: UserId,
    ApiJson(body): ApiJson<CompanyPolicyBody>,
) -> ApiResult<Json<CompanyPolicy>> {
    let policy = match body
        .policy
        .as_deref()
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        None => None,
        Some(p) => Some(
            uuid::Uuid::parse_str(p)
                .map_err(|_| field_error("policy", "unknown", "Choose one of the policies."))?
                .hyphenated()
                .to_string(),
        ),
    };
    let policy = policy.as_deref();
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let before = w.track(Entity::Client, id.as_str()).await?;
    if !sla::set_company_policy(w.conn(), id.as_str(), policy).await? {
        return Err(ApiError::NotFound);
    }
    w.log("client.sla_policy", before).await?;
    w.commit().await?;
    Ok(Json(CompanyPolicy {
        policy: policy.map(str::to_owned),
    }))
}

async fn company_policy_of(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    id: UserId,
) -> ApiResult<Json<CompanyPolicy>> {
    let row: Option<Option<String>> = sqlx::query_scalar(
        "SELECT sla_policy_id FROM users WHERE id = $1 AND role = 'client' AND company_id = id",
    )
    .bind(&id)
    .fetch_optional(&state.db)
    .await?;
    let policy = row.ok_or(ApiError::NotFound)?;
    Ok(Json(CompanyPolicy { policy }))
}
