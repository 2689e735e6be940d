//! Billing logged time (ADR 0042): staff ask the company's approvers to approve a project's
//! hours of some days (a sign-off round they decide as any other), then invoice what was approved.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use portico_shared::validate::{HoursInvoiceInput, HoursPeriodInput};

use crate::auth::AdminUser;
use crate::db::audit::Entity;
use crate::db::hours::approval::{self, AskRefused};
use crate::db::invoices::{self, InvoiceView};
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::ids::ProjectId;
use crate::invoicing::{self, Issuer};
use crate::routes::registry::{Access, Api};
use crate::signoff::SignOffView;
use crate::staff::StaffWrite;
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .post_json::<HoursPeriodInput, _, _>(
            "/hours/ask/{projectId}",
            Access::Admin,
            "Ask the company's approvers to approve a project's billable hours of days `from`..`to`",
            ask,
        )
        .creates::<SignOffView>()
        .post_json::<HoursInvoiceInput, _, _>(
            "/hours/invoice/{projectId}",
            Access::Admin,
            "Invoice a project's approved, uninvoiced billable hours (less prepaid blocks): a line per task or per week",
            invoice,
        )
        .creates::<InvoiceView>()
}

async fn ask(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    project: ProjectId,
    ApiJson(input): ApiJson<HoursPeriodInput>,
) -> ApiResult<(StatusCode, Json<SignOffView>)> {
    let period = input.validate()?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let exists: Option<i64> = sqlx::query_scalar("SELECT 1 FROM projects WHERE id = $1")
        .bind(&project)
        .fetch_optional(w.conn())
        .await?;
    if exists.is_none() {
        return Err(ApiError::NotFound);
    }
    let asked = approval::ask(
        w.conn(),
        &project,
        (period.from, period.to),
        (&admin.id, &admin.name),
    )
    .await?;
    let id = match asked {
        Ok(id) => id,
        Err(AskRefused::NotAsked) => {
            return Err(ApiError::Conflict {
                field: "approval",
                message: "This project bills its hours without approval".into(),
            })
        }
        Err(AskRefused::Nothing) => {
            return Err(ApiError::Conflict {
                field: "from",
                message: "No billable hours of these days wait for approval".into(),
            })
        }
        Err(AskRefused::AlreadyOpen) => {
            return Err(ApiError::Conflict {
                field: "from",
                message: "These hours already wait for the client's approval".into(),
            })
        }
    };
    let view = crate::signoff::tell_approvers(w.conn(), &admin, &id, &project).await?;
    w.log_created("hours.ask", Entity::SignOff, &id).await?;
    w.commit().await?;
    state.mail.wake();
    Ok((StatusCode::CREATED, Json(view)))
}

async fn invoice(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    project: ProjectId,
    ApiJson(input): ApiJson<HoursInvoiceInput>,
) -> ApiResult<(StatusCode, Json<InvoiceView>)> {
    let valid = input.validate()?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let by = Issuer {
        id: &admin.id,
        name: &admin.name,
    };
    let today = crate::db::figures::today();
    let id = invoicing::issue_hours(w.conn(), &project, &valid, by, &today).await?;
    invoicing::tell(w.conn(), &id, state.pay.is_some()).await?;
    w.log_event("invoice.issue", Entity::Invoice, id.as_str())
        .await?;
    w.commit().await?;
    state.mail.wake();
    let mut c = state.db.acquire().await?;
    let view = invoices::one(&mut c, &id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok((StatusCode::CREATED, Json(view)))
}
