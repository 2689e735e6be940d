//! Invoices and credit notes (ADR 0033): staff issue and credit them and set the firm's billing
//! details; a company's finance people (owners, finance) list and download them; its owner
//! chooses the language they are written in.

use axum::extract::State;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use portico_shared::validate::{
    BillingSettingsInput, CompanyBillingInput, CreditNoteInput, InvoiceInput,
};

use crate::auth::{AdminUser, ClientUser, Finance, Owner};
use crate::db::audit::Entity;
use crate::db::invoices::{self, BillingSettingsView, CompanyBillingView, InvoiceView};
use crate::db::projects::{self, Scope};
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::ids::{InvoiceId, ProjectId};
use crate::invoicing::{self, Issuer};
use crate::routes::registry::{Access, Api};
use crate::scope::{require_visible, VisibleProject};
use crate::staff::StaffWrite;
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .get(
            "/invoice/settings",
            Access::Admin,
            "The firm's billing details printed on invoices (null until set)",
            settings,
        )
        .returns::<Option<BillingSettingsView>>()
        .put_json::<BillingSettingsInput, _, _>(
            "/invoice/settings",
            Access::Admin,
            "Set the firm's billing details: name, address, tax id, bank details, default tax and terms",
            set_settings,
        )
        .returns::<BillingSettingsView>()
        .post_json::<InvoiceInput, _, _>(
            "/invoice/create/{projectId}",
            Access::Admin,
            "Issue an invoice for due milestones of a project (numbered per year, never edited)",
            create,
        )
        .creates::<InvoiceView>()
        .post_json::<CreditNoteInput, _, _>(
            "/invoice/credit/{invoiceId}",
            Access::Admin,
            "Correct an issued invoice with a credit note of its whole amount",
            credit,
        )
        .creates::<InvoiceView>()
        .get(
            "/invoice/all",
            Access::Admin,
            "Every invoice and credit note, newest first (at most 500)",
            all,
        )
        .returns::<Vec<InvoiceView>>()
        .get(
            "/invoice/export.csv",
            Access::Admin,
            "Every invoice and credit note as CSV, amounts as decimals of their currency beside it",
            export,
        )
        .file("text/csv")
        .get(
            "/invoice/invoices/{projectId}",
            Access::Signed,
            "A project's invoices and credit notes (for those who handle money: staff, owners, finance)",
            of_project,
        )
        .returns::<Vec<InvoiceView>>()
        .get(
            "/invoice/due",
            Access::Client,
            "The caller's company's invoices with something left to pay, in the projects they see \
             (owners and finance people), with what is due and whether it can be paid online",
            due,
        )
        .returns::<Vec<InvoiceView>>()
        .get(
            "/invoice/pdf/{invoiceId}",
            Access::Signed,
            "An invoice's PDF as issued (for those who handle money and see its project)",
            download,
        )
        .file("application/pdf")
        .get(
            "/company/billing",
            Access::Client,
            "The caller's company's billing details: the language of its invoices, address, tax id",
            company_billing,
        )
        .returns::<CompanyBillingView>()
        .put_json::<CompanyBillingInput, _, _>(
            "/company/billing",
            Access::Client,
            "An owner sets the language its company's invoices are written in, and their address",
            set_company_billing,
        )
        .returns::<CompanyBillingView>()
}

async fn settings(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
) -> ApiResult<Json<Option<BillingSettingsView>>> {
    let mut c = state.db.acquire().await?;
    Ok(Json(invoices::settings(&mut c).await?))
}

async fn set_settings(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    ApiJson(input): ApiJson<BillingSettingsInput>,
) -> ApiResult<Json<BillingSettingsView>> {
    let valid = input.validate()?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    invoices::set_settings(w.conn(), &valid, &admin.id).await?;
    w.log_event("billing.settings", Entity::Billing, "firm")
        .await?;
    w.commit().await?;
    let mut c = state.db.acquire().await?;
    invoices::settings(&mut c)
        .await?
        .map(Json)
        .ok_or(ApiError::NotFound)
}

async fn answer(state: &AppState, id: &InvoiceId) -> ApiResult<(StatusCode, Json<InvoiceView>)> {
    let mut c = state.db.acquire().await?;
    let view = invoices::one(&mut c, id).await?.ok_or(ApiError::NotFound)?;
    let mut views = [view];
    crate::pay::offer::fill(&mut c, state.pay.as_deref(), &mut views).await?;
    let [view] = views;
    Ok((StatusCode::CREATED, Json(view)))
}

/// Invoices with what is still due on each and whether it can be paid online.
async fn with_balances(
    state: &AppState,
    mut views: Vec<InvoiceView>,
) -> ApiResult<Json<Vec<InvoiceView>>> {
    let mut c = state.db.acquire().await?;
    crate::pay::offer::fill(&mut c, state.pay.as_deref(), &mut views).await?;
    Ok(Json(views))
}

async fn create(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    project: ProjectId,
    ApiJson(input): ApiJson<InvoiceInput>,
) -> ApiResult<(StatusCode, Json<InvoiceView>)> {
    let valid = input.validate()?;
    if !projects::visible(&state.db, &project, Scope::All).await? {
        return Err(ApiError::NotFound);
    }
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let by = Issuer {
        id: &admin.id,
        name: &admin.name,
    };
    let today = crate::db::figures::today();
    let id = invoicing::issue(w.conn(), &project, &valid, by, &today).await?;
    invoicing::tell(w.conn(), &id, state.pay.is_some()).await?;
    w.log_event("invoice.issue", Entity::Invoice, id.as_str())
        .await?;
    w.commit().await?;
    answer(&state, &id).await
}

async fn credit(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    invoice: InvoiceId,
    ApiJson(input): ApiJson<CreditNoteInput>,
) -> ApiResult<(StatusCode, Json<InvoiceView>)> {
    let reason = input.validate()?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let by = Issuer {
        id: &admin.id,
        name: &admin.name,
    };
    let today = crate::db::figures::today();
    let id = invoicing::credit(w.conn(), &invoice, &reason, by, &today).await?;
    invoicing::tell(w.conn(), &id, state.pay.is_some()).await?;
    w.log_event("invoice.credit", Entity::Invoice, id.as_str())
        .await?;
    w.commit().await?;
    answer(&state, &id).await
}

async fn all(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
) -> ApiResult<Json<Vec<InvoiceView>>> {
    with_balances(&state, invoices::all(&state.db).await?).await
}

async fn export(State(state): State<AppState>, AdminUser(_): AdminUser) -> ApiResult<Response> {
    let all = invoices::all(&state.db).await?;
    let mut out = String::new();
    crate::csv::push_row(
        &mut out,
        &[
            "Number",
            "Kind",
            "Credits",
            "Issued",
            "Due",
            "Client",
            "Project",
            "Currency",
            "Subtotal",
            "Tax",
            "Tax rate (%)",
            "Total",
            "Credited by",
        ],
    );
    for i in &all {
        let amount = |minor: i64| {
            portico_shared::money::Currency::parse(&i.currency).map_or_else(
                || minor.to_string(),
                |c| portico_shared::money::to_decimal(minor, c),
            )
        };
        let subtotal: i64 = i.lines.iter().map(|l| l.amount.minor).sum();
        let tax: i64 = i.lines.iter().map(|l| l.tax.minor).sum();
        crate::csv::push_row(
            &mut out,
            &[
                i.number.clone(),
                if i.kind == "credit" {
                    "Credit note"
                } else {
                    "Invoice"
                }
                .to_owned(),
                i.credits.clone().unwrap_or_default(),
                i.issued_on.clone(),
                i.due_on.clone().unwrap_or_default(),
                i.client_name.clone(),
                i.project_title.clone(),
                i.currency.clone(),
                amount(subtotal),
                amount(tax),
                i.tax_rate.to_string(),
                amount(i.total.minor),
                i.credited_by.clone().unwrap_or_default(),
            ],
        );
    }
    Ok((
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                "attachment; filename=\"invoices.csv\"".to_owned(),
            ),
            (header::CACHE_CONTROL, "no-store".to_owned()),
        ],
        out,
    )
        .into_response())
}

/// For those who handle money only (`Finance`; anyone else gets 404).
async fn of_project(
    State(state): State<AppState>,
    _: Finance,
    VisibleProject { id, .. }: VisibleProject,
) -> ApiResult<Json<Vec<InvoiceView>>> {
    with_balances(&state, invoices::of_project(&state.db, &id).await?).await
}

/// For those who handle the company's money, in the projects they see; staff read a company's
/// invoices from the console.
async fn due(
    State(state): State<AppState>,
    Finance(user): Finance,
) -> ApiResult<Json<Vec<InvoiceView>>> {
    if user.is_admin() {
        return Err(ApiError::Forbidden);
    }
    let scope = crate::scope::scope(&user);
    let seen: Vec<InvoiceView> = invoices::unpaid_of_client(&state.db, user.company.as_str())
        .await?
        .into_iter()
        .filter(|i| scope.sees(&user.company, &ProjectId::from_stored(i.project.clone())))
        .collect();
    let Json(mut all) = with_balances(&state, seen).await?;
    all.retain(|i| i.balance.minor > 0);
    Ok(Json(all))
}

async fn download(
    State(state): State<AppState>,
    Finance(user): Finance,
    id: InvoiceId,
) -> ApiResult<Response> {
    let pdf = invoices::pdf(&state.db, &id)
        .await?
        .ok_or(ApiError::NotFound)?;
    // Another company's invoice answers exactly like a missing one.
    require_visible(
        &state,
        &user,
        &ProjectId::from_stored(pdf.project_id.clone()),
    )
    .await?;
    let name = pdf.file_name();
    Ok((
        [
            (header::CONTENT_TYPE, "application/pdf".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{name}\""),
            ),
            (header::CACHE_CONTROL, "private, no-store".to_owned()),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff".to_owned()),
        ],
        pdf.bytes,
    )
        .into_response())
}

async fn company_billing(
    State(state): State<AppState>,
    ClientUser(user): ClientUser,
) -> ApiResult<Json<CompanyBillingView>> {
    let mut c = state.db.acquire().await?;
    invoices::company(&mut c, user.company.as_str())
        .await?
        .map(Json)
        .ok_or(ApiError::NotFound)
}

async fn set_company_billing(
    State(state): State<AppState>,
    Owner(user): Owner,
    ApiJson(input): ApiJson<CompanyBillingInput>,
) -> ApiResult<Json<CompanyBillingView>> {
    let valid = input.validate()?;
    let mut tx = crate::db::begin_write(&state.db).await?;
    invoices::set_company(&mut tx, user.company.as_str(), &valid).await?;
    tx.commit().await?;
    let mut c = state.db.acquire().await?;
    invoices::company(&mut c, user.company.as_str())
        .await?
        .map(Json)
        .ok_or(ApiError::NotFound)
}
