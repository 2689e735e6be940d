//! Payment milestones: those who handle the client's money read them, staff add them, set them due,
//! and record what was received (ADR 0032).

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use portico_shared::money::{self, Currency};
use portico_shared::validate::{PaymentDueInput, PaymentInput, PaymentPaidInput, ReceiptInput};

use crate::auth::{AdminUser, Finance};
use crate::db::audit::Entity;
use crate::db::payments::{self, PaymentView, ReceiptRefused, Receivables};
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::ids::{PaymentId, ProjectId};
use crate::routes::field_error;
use crate::routes::goal::project_of;
use crate::routes::registry::{Access, Api};
use crate::scope::VisibleProject;
use crate::staff::StaffWrite;
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .get(
            "/payment/payments/{projectId}",
            Access::Signed,
            "A project's payment milestones (for those who handle money: staff, owners, finance)",
            payments_of,
        )
        .returns::<Vec<PaymentView>>()
        .post_json::<PaymentInput, _, _>(
            "/payment/create",
            Access::Admin,
            "Add a payment milestone, in the project's currency",
            create_payment,
        )
        .creates::<PaymentView>()
        .put_json::<PaymentPaidInput, _, _>(
            "/payment/paid/{paymentId}",
            Access::Admin,
            "Mark a payment milestone paid in full, or not paid (recorded as payments received)",
            payment_paid,
        )
        .returns::<PaymentView>()
        .put_json::<PaymentDueInput, _, _>(
            "/payment/due/{paymentId}",
            Access::Admin,
            "Set a planned milestone due, or a due one back to planned",
            payment_due,
        )
        .returns::<PaymentView>()
        .get(
            "/payment/receivables",
            Access::Admin,
            "What the firm is owed and was paid, per currency: due, overdue, paid",
            receivables,
        )
        .returns::<Vec<Receivables>>()
        .post_json::<ReceiptInput, _, _>(
            "/payment/receipt/{paymentId}",
            Access::Admin,
            "Record a payment received for a milestone (at most what is left to pay)",
            receipt,
        )
        .creates::<PaymentView>()
}

/// Amounts: for those who handle money only (`Finance`; anyone else gets 404).
async fn payments_of(
    State(state): State<AppState>,
    _: Finance,
    VisibleProject { id, .. }: VisibleProject,
) -> ApiResult<Json<Vec<PaymentView>>> {
    Ok(Json(payments::of_project(&state.db, &id).await?))
}

async fn receivables(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
) -> ApiResult<Json<Vec<Receivables>>> {
    let today = crate::db::figures::today();
    Ok(Json(payments::receivables(&state.db, &today).await?))
}

/// The goal a milestone is tied to: one of the same project.
async fn check_goal(
    w: &mut StaffWrite<'_>,
    goal: Option<&str>,
    project: &ProjectId,
) -> ApiResult<()> {
    match goal {
        Some(g) if !payments::goal_of_project(w.conn(), g, project).await? => Err(field_error(
            "goal",
            "unknown",
            "No such goal in this project",
        )),
        _ => Ok(()),
    }
}

async fn create_payment(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    ApiJson(mut input): ApiJson<PaymentInput>,
) -> ApiResult<(StatusCode, Json<PaymentView>)> {
    // The amount is read in the project's currency, whatever the body says.
    let project = match input.project.as_deref().map(str::trim) {
        Some(p) if !p.is_empty() => ProjectId::parse_canonical(p),
        _ => None,
    };
    if let Some(p) = &project {
        input.currency = payments::project_currency(&state.db, p).await?;
    }
    let valid = input.validate()?;
    let project = project_of(&state, &valid.project).await?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    check_goal(&mut w, valid.goal.as_deref(), &project).await?;
    // The goal's waiting round first, as a decision takes it (round, then the project's
    // figures): a milestone added while someone decides takes its turn instead of deadlocking.
    if let Some(goal) = valid.goal.as_deref() {
        crate::db::signoffs::lock_open_of_goal(w.conn(), goal).await?;
    }
    let id = payments::add(w.conn(), &project, &valid, &admin.id).await?;
    // Tied to a goal whose sign-off waits: that round no longer says all its approval releases,
    // so it is asked again, with this milestone, and its approvers are told.
    let mut again = false;
    if let (Some(goal), false) = (valid.goal.as_deref(), valid.is_completed) {
        if let Some((round, project)) =
            crate::db::signoffs::ask_again_for_goal(w.conn(), goal).await?
        {
            crate::signoff::tell_approvers(w.conn(), &admin, &round, &project).await?;
            again = true;
        }
    }
    w.log_created("payment.create", Entity::Payment, &id)
        .await?;
    w.commit().await?;
    if again {
        state.mail.wake();
    }
    let payment = payments::read(&state.db, &id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok((StatusCode::CREATED, Json(payment)))
}

async fn payment_paid(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: PaymentId,
    ApiJson(input): ApiJson<PaymentPaidInput>,
) -> ApiResult<Json<PaymentView>> {
    let paid = input.validate()?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let before = w.track(Entity::Payment, &id).await?;
    if !payments::set_paid(w.conn(), &id, paid, &admin.id).await? {
        return Err(ApiError::NotFound);
    }
    w.log("payment.paid", before).await?;
    w.commit().await?;
    answer(&state, &id).await
}

async fn payment_due(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: PaymentId,
    ApiJson(input): ApiJson<PaymentDueInput>,
) -> ApiResult<Json<PaymentView>> {
    let due = input.validate()?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let before = w.track(Entity::Payment, &id).await?;
    if !payments::set_due(w.conn(), &id, due).await? {
        return Err(ApiError::NotFound);
    }
    w.log("payment.due", before).await?;
    w.commit().await?;
    answer(&state, &id).await
}

async fn receipt(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: PaymentId,
    ApiJson(mut input): ApiJson<ReceiptInput>,
) -> ApiResult<(StatusCode, Json<PaymentView>)> {
    let currency = payments::currency_of(&state.db, &id)
        .await?
        .ok_or(ApiError::NotFound)?;
    input.currency = Some(currency.clone());
    let valid = input.validate()?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let before = w.track(Entity::Payment, &id).await?;
    match payments::receive(w.conn(), &id, &valid, &admin.id).await? {
        Ok(()) => {}
        Err(ReceiptRefused::NotFound) => return Err(ApiError::NotFound),
        Err(ReceiptRefused::MoreThanLeft(left)) => {
            let left = Currency::parse(&currency)
                .map(|c| format!("{} {}", money::to_decimal(left, c), c.code()))
                .unwrap_or_default();
            return Err(field_error(
                "amount",
                "too_large",
                &format!("Only {left} is left to pay"),
            ));
        }
    }
    w.log("payment.receipt", before).await?;
    w.commit().await?;
    let Json(view) = answer(&state, &id).await?;
    Ok((StatusCode::CREATED, Json(view)))
}

async fn answer(state: &AppState, id: &PaymentId) -> ApiResult<Json<PaymentView>> {
    payments::read(&state.db, id)
        .await?
        .map(Json)
        .ok_or(ApiError::NotFound)
}
