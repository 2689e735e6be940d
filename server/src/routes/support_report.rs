//! The month report of support (ADR 0045): staff read every company's (or one's), as JSON or CSV;
//! a company's owners read their own in the portal.

use axum::extract::{Query, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;

use crate::auth::{AdminUser, Owner};
use crate::error::{ApiError, ApiResult};
use crate::routes::registry::{Access, Api};
use crate::state::AppState;
use crate::support::report::{self, SupportMonth};

pub fn api() -> Api {
    Api::default()
        .get(
            "/ticket/report",
            Access::Admin,
            "Support per company and month: tickets, targets kept and breached, median times, ratings (`from`, `to`: YYYY-MM; `client`)",
            staff_report,
        )
        .returns::<Vec<SupportMonth>>()
        .get("/ticket/report.csv", Access::Admin, "The same report as CSV", staff_csv)
        .file("text/csv")
        .get(
            "/company/support-report",
            Access::Client,
            "The caller's company's support per month (its owners)",
            company_report,
        )
        .returns::<Vec<SupportMonth>>()
}

#[derive(Debug, Default, Deserialize)]
pub struct Span {
    from: Option<String>,
    to: Option<String>,
    client: Option<String>,
}

async fn read(state: &AppState, span: &Span, client: Option<&str>) -> ApiResult<Vec<SupportMonth>> {
    // A company is named by its id: anything else is refused before it reaches a query.
    let client = match client {
        Some(raw) => Some(crate::ids::UserId::parse_canonical(raw).ok_or_else(|| {
            ApiError::field("client", "invalid_id", "Choose a client from the list.")
        })?),
        None => None,
    };
    let client = client.as_ref().map(|c| c.as_str());
    let mut c = state.db.acquire().await?;
    report::months(&mut c, (span.from.as_deref(), span.to.as_deref()), client).await
}

async fn staff_report(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    Query(span): Query<Span>,
) -> ApiResult<Json<Vec<SupportMonth>>> {
    let client = span.client.clone().filter(|c| !c.trim().is_empty());
    Ok(Json(read(&state, &span, client.as_deref()).await?))
}

async fn staff_csv(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    Query(span): Query<Span>,
) -> ApiResult<Response> {
    let client = span.client.clone().filter(|c| !c.trim().is_empty());
    let months = read(&state, &span, client.as_deref()).await?;
    Ok((
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8"),
            (
                header::CONTENT_DISPOSITION,
                "attachment; filename=\"support-report.csv\"",
            ),
            (header::CACHE_CONTROL, "no-store"),
        ],
        report::csv(&months),
    )
        .into_response())
}

async fn company_report(
    State(state): State<AppState>,
    Owner(owner): Owner,
    Query(span): Query<Span>,
) -> ApiResult<Json<Vec<SupportMonth>>> {
    Ok(Json(
        read(&state, &span, Some(owner.company.as_str())).await?,
    ))
}
