//! Paying invoices online (issue 5/8, ADR 0043): a company's finance people open the provider's
//! page for what is due; the provider's webhook books what it confirms; staff see what was paid
//! online, what waits, and refund.

use axum::body::Bytes;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::Json;
use portico_shared::validate::RefundInput;
use serde::Serialize;

use crate::auth::{AdminUser, Finance};
use crate::db::audit::Entity;
use crate::db::invoices::{self, InvoiceView};
use crate::db::online::{self, OnlinePaymentView, PendingView};
use crate::error::{ApiError, ApiResult, ErrorCode};
use crate::extract::ApiJson;
use crate::ids::{InvoiceId, OnlinePaymentId, ProjectId};
use crate::invoicing::{self, Issuer};
use crate::pay::book::{self, Outcome};
use crate::pay::check::{self, Checked};
use crate::pay::offer::{self, Return};
use crate::pay::provider::EventRefused;
use crate::routes::registry::{Access, Api};
use crate::scope::require_visible;
use crate::staff::StaffWrite;
use crate::state::AppState;

/// A provider's event is a few kilobytes; more is not one.
const WEBHOOK_BODY_LIMIT: usize = 256 * 1024;

pub fn api() -> Api {
    Api::default()
        .post(
            "/payments/pay/{invoiceId}",
            Access::Signed,
            "Open the payment provider's page for what is still due on an invoice (owners and finance \
             people; one page per invoice and balance, however often it is asked)",
            pay,
        )
        .returns::<PayPage>()
        .post(
            "/payments/confirm/{invoiceId}",
            Access::Signed,
            "Back from the provider's page: ask the provider about the invoice's open pages and book \
             what it completed (the webhook may come later)",
            confirm,
        )
        .returns::<InvoiceView>()
        .post(
            "/payments/stripe/webhook",
            Access::Public,
            "Stripe's webhook: checkout.session.completed, async_payment_succeeded and expired, \
             verified on the raw body (Stripe-Signature) and acted on once",
            stripe_webhook,
        )
        .returns::<WebhookAnswer>()
        .get(
            "/payments/online",
            Access::Admin,
            "Payments received online, pages waiting or held for a mismatch, and whether a provider \
             is connected",
            online_payments,
        )
        .returns::<OnlineView>()
        .post(
            "/payments/check",
            Access::Admin,
            "Ask the provider now for pages completed in the last day that no webhook booked",
            check_now,
        )
        .returns::<Checked>()
        .post_json::<RefundInput, _, _>(
            "/payments/refund/{onlinePaymentId}",
            Access::Admin,
            "Refund a payment received online: at the provider, by a credit note, or both",
            refund,
        )
        .returns::<OnlinePaymentView>()
}

/// The provider's page to pay on.
#[derive(Serialize, schemars::JsonSchema)]
struct PayPage {
    url: String,
}

/// An invoice as its finance people read it, balance and offer filled in; another company's, or
/// one of a project they do not see, answers 404 like a missing one.
async fn visible_invoice(
    state: &AppState,
    user: &crate::auth::AuthUser,
    id: &InvoiceId,
) -> ApiResult<InvoiceView> {
    let mut c = state.db.acquire().await?;
    let view = invoices::one(&mut c, id).await?.ok_or(ApiError::NotFound)?;
    drop(c);
    require_visible(state, user, &ProjectId::from_stored(view.project.clone())).await?;
    let mut views = [view];
    let mut c = state.db.acquire().await?;
    offer::fill(&mut c, state.pay.as_deref(), &mut views).await?;
    let [view] = views;
    Ok(view)
}

async fn pay(
    State(state): State<AppState>,
    Finance(user): Finance,
    id: InvoiceId,
) -> ApiResult<Json<PayPage>> {
    // Staff read a client's portal, and pay nothing in its name.
    if user.is_admin() || user.read_only {
        return Err(ApiError::NotFound);
    }
    let invoice = visible_invoice(&state, &user, &id).await?;
    let Some(provider) = state.pay.clone() else {
        return Err(ApiError::Conflict {
            field: "invoice",
            message: "This invoice cannot be paid online".into(),
        });
    };
    let base = format!(
        "{}{}",
        state.config.public_url,
        crate::mail::notify::invoice_path(&invoice.project_title, &invoice.id)
    );
    let success = format!("{base}&payment=done");
    let cancel = format!("{base}&payment=cancelled");
    let url = offer::page(
        &state.db,
        provider.as_ref(),
        &invoice,
        Return {
            success_url: &success,
            cancel_url: &cancel,
            email: Some(&user.email),
            opened_by: user.id.as_str(),
        },
    )
    .await?;
    Ok(Json(PayPage { url }))
}

async fn confirm(
    State(state): State<AppState>,
    Finance(user): Finance,
    id: InvoiceId,
) -> ApiResult<Json<InvoiceView>> {
    let invoice = visible_invoice(&state, &user, &id).await?;
    let Some(provider) = state.pay.clone() else {
        return Ok(Json(invoice));
    };
    let refs: Vec<String> = sqlx::query_scalar(
        "SELECT provider_ref FROM pay_sessions WHERE invoice_id = $1 AND provider = $2 AND state = 'open' \
         ORDER BY created_at DESC LIMIT 3",
    )
    .bind(id.as_str())
    .bind(provider.name())
    .fetch_all(&state.db)
    .await?;
    let mut booked = false;
    for r in refs {
        // The provider unreachable: the webhook or the daily check books it later.
        if let Ok(Some(done)) = provider.session(&r).await {
            if done.paid {
                booked |= book::asked(&state, provider.as_ref(), &done).await? == Outcome::Booked;
            }
        }
    }
    if !booked {
        return Ok(Json(invoice));
    }
    Ok(Json(visible_invoice(&state, &user, &id).await?))
}

/// What the webhook did with a delivery.
#[derive(Serialize, schemars::JsonSchema)]
struct WebhookAnswer {
    outcome: Outcome,
}

async fn stripe_webhook(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: axum::body::Body,
) -> ApiResult<Json<WebhookAnswer>> {
    let Some(provider) = state.pay.clone() else {
        return Err(ApiError::NotFound);
    };
    let declared = headers
        .get("content-length")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    if declared.is_some_and(|n| n > WEBHOOK_BODY_LIMIT as u64) {
        return Err(ApiError::PayloadTooLarge);
    }
    let body: Bytes = tokio::time::timeout(
        std::time::Duration::from_secs(10),
        axum::body::to_bytes(body, WEBHOOK_BODY_LIMIT),
    )
    .await
    .map_err(|_| {
        ApiError::bad_request(
            ErrorCode::InvalidJson,
            None,
            "The body did not arrive in time.",
        )
    })?
    .map_err(|_| ApiError::PayloadTooLarge)?;
    let now = crate::db::now_ms() / 1000;
    let env = provider.event(&headers, &body, now).map_err(|e| match e {
        EventRefused::Signature(why) => {
            tracing::warn!(?why, "a payment webhook's signature did not verify");
            ApiError::bad_request(
                ErrorCode::InvalidField,
                Some("Stripe-Signature".into()),
                "The signature does not verify",
            )
        }
        EventRefused::Unreadable => ApiError::bad_request(
            ErrorCode::InvalidJson,
            None,
            "The body is not an event this endpoint reads.",
        ),
    })?;
    let outcome = book::event(&state, provider.as_ref(), &env).await?;
    if outcome == Outcome::Held {
        tracing::warn!(event = %env.id, "a payment was held for staff: its amount or currency differs");
    }
    Ok(Json(WebhookAnswer { outcome }))
}

/// Staff's view of paying online.
#[derive(Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
struct OnlineView {
    /// The provider's name when one is connected (`Stripe`); null: set `STRIPE_SECRET_KEY` and
    /// `STRIPE_WEBHOOK_SECRET`.
    provider: Option<String>,
    /// Where the provider's webhook must point.
    webhook_url: String,
    payments: Vec<OnlinePaymentView>,
    /// Held for a mismatch first, then pages opened and not completed.
    pending: Vec<PendingView>,
    /// When the daily check last ran (YYYY-MM-DD), if ever.
    last_check: Option<String>,
    /// Bookings that failed and are retried (by the provider and the daily check).
    failed: Vec<online::FailureView>,
}

async fn online_payments(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
) -> ApiResult<Json<OnlineView>> {
    let mut c = state.db.acquire().await?;
    let payments = online::recent(&mut c).await?;
    let pending = online::pending(&mut c).await?;
    let failed = online::failures(&mut c).await?;
    let last_check: Option<String> =
        sqlx::query_scalar("SELECT day FROM pay_checks ORDER BY day DESC LIMIT 1")
            .fetch_optional(&mut *c)
            .await?;
    Ok(Json(OnlineView {
        provider: state.pay.as_ref().map(|p| p.label().to_owned()),
        webhook_url: format!("{}/api/payments/stripe/webhook", state.config.public_url),
        payments,
        pending,
        last_check,
        failed,
    }))
}

async fn check_now(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
) -> ApiResult<Json<Checked>> {
    if state.pay.is_none() {
        return Err(ApiError::Conflict {
            field: "provider",
            message: "No payment provider is connected".into(),
        });
    }
    Ok(Json(check::now(&state).await?))
}

async fn refund(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: OnlinePaymentId,
    ApiJson(input): ApiJson<RefundInput>,
) -> ApiResult<Json<OnlinePaymentView>> {
    let valid = input.validate()?;
    let mut c = state.db.acquire().await?;
    let payment = online::payment(&mut c, id.as_str())
        .await?
        .ok_or(ApiError::NotFound)?;
    drop(c);
    let left = payment.amount.minor - payment.refunded.minor;
    if valid.provider && left <= 0 {
        return Err(ApiError::Conflict {
            field: "provider",
            message: "This payment was refunded already".into(),
        });
    }
    if valid.credit_note.is_some() && payment.row.credit_note.is_some() {
        return Err(ApiError::Conflict {
            field: "creditNote",
            message: "This payment's invoice was credited already".into(),
        });
    }
    // The provider first: money given back there is what the rows below record. Its
    // idempotency key makes a retry of this request one refund.
    let refund_ref = if valid.provider {
        let provider = state.pay.clone().ok_or(ApiError::Conflict {
            field: "provider",
            message: "No payment provider is connected".into(),
        })?;
        Some(
            provider
                .refund(
                    &payment.row.payment_ref,
                    left,
                    &format!("portico-refund-{}", payment.row.id),
                )
                .await
                .map_err(|e| {
                    tracing::warn!(payment = %payment.row.id, "a refund failed: {e}");
                    ApiError::PaymentProviderUnavailable
                })?,
        )
    } else {
        None
    };
    let mut w = StaffWrite::begin(&state, &admin).await?;
    if refund_ref.is_some() {
        let label = state.pay.as_ref().map_or("", |p| p.label());
        let booked = format!("Paid online · {label} {}", payment.row.payment_ref);
        let note = format!("Refunded online · {label} {}", payment.row.payment_ref);
        crate::db::payments::reverse_noted(w.conn(), &booked, &note).await?;
    }
    let credit_note = match &valid.credit_note {
        Some(reason) => {
            let by = Issuer {
                id: &admin.id,
                name: &admin.name,
            };
            let today = crate::db::figures::today();
            let invoice = InvoiceId::from_stored(payment.row.invoice.clone());
            let credit = invoicing::credit(w.conn(), &invoice, reason, by, &today).await?;
            invoicing::tell(w.conn(), &credit, state.pay.is_some()).await?;
            Some(credit)
        }
        None => None,
    };
    online::set_refund(
        w.conn(),
        id.as_str(),
        if refund_ref.is_some() {
            payment.amount.minor
        } else {
            payment.refunded.minor
        },
        refund_ref.as_deref(),
        credit_note.as_ref().map(|c| c.as_str()),
    )
    .await?;
    w.log_event("payment.refund", Entity::Invoice, &payment.row.invoice)
        .await?;
    w.commit().await?;
    state.mail.wake();
    let mut c = state.db.acquire().await?;
    online::payment(&mut c, id.as_str())
        .await?
        .map(Json)
        .ok_or(ApiError::NotFound)
}
