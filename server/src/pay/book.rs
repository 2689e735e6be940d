//! Booking what a provider confirms (ADR 0043): one transaction keeps the event once, checks the
//! amount and currency against what was asked (a mismatch is held for staff), books the payment
//! once per page, settles the invoice's milestones, and writes the activity, the mail to the
//! company's finance people and the audit entry. It knows no provider: it reads `Completed`.

use sqlx::AnyConnection;

use super::provider::{Completed, Envelope, Event, Provider};
use crate::db::activity::{self, Actor, Kind};
use crate::db::audit::{self, Context, Entity};
use crate::db::invoices::Line;
use crate::db::online::{self, NewPayment, SessionRow};
use crate::error::ApiError;
use crate::ids::{PaymentId, ProjectId, UserId};
use crate::invoicing::receipt::Settled;
use crate::state::AppState;
use portico_shared::balance::{line_left, LineLeft};

/// What a delivery or a check did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum Outcome {
    /// The payment is booked.
    Booked,
    /// This event, or this page's payment, was booked or handled before.
    Duplicate,
    /// The amount or currency differs from what was asked: staff decide.
    Held,
    /// The page is complete but the money is not taken yet (a bank debit): its success books it.
    Pending,
    /// The page expired unpaid.
    Expired,
    /// Not a page this server opened, or an event it has nothing to do with.
    Ignored,
}

impl Outcome {
    fn as_str(self) -> &'static str {
        match self {
            Self::Booked => "booked",
            Self::Duplicate => "duplicate",
            Self::Held => "held",
            Self::Pending => "pending",
            Self::Expired => "expired",
            Self::Ignored => "ignored",
        }
    }
}

/// Acts on a verified event once. Answered 2xx only after this commits, so the provider retries
/// anything else.
pub async fn event(
    state: &AppState,
    provider: &dyn Provider,
    env: &Envelope,
) -> Result<Outcome, ApiError> {
    let session_ref = match &env.event {
        Event::Completed(c) => c.session_ref.as_str(),
        Event::Expired { session_ref } => session_ref.as_str(),
        Event::Other => "",
    };
    let booked = book_event(state, provider, env, session_ref).await;
    if let Err(e) = &booked {
        if !session_ref.is_empty() {
            failed(state, provider, (session_ref, &env.id), e).await;
        }
    }
    booked
}

/// Keeps a failed booking for staff, apart from its rolled-back transaction (best effort: the
/// provider retries the event whatever happens here).
async fn failed(
    state: &AppState,
    provider: &dyn Provider,
    (session_ref, by): (&str, &str),
    e: &ApiError,
) {
    tracing::warn!(
        session = session_ref,
        "booking a payment failed; the provider retries it: {e}"
    );
    let kept = async {
        let mut tx = crate::db::begin_write(&state.db).await?;
        online::record_failure(&mut tx, (provider.name(), session_ref, by), &e.to_string()).await?;
        tx.commit().await
    };
    if let Err(e) = kept.await {
        tracing::warn!("keeping a failed booking failed: {e}");
    }
}

async fn book_event(
    state: &AppState,
    provider: &dyn Provider,
    env: &Envelope,
    session_ref: &str,
) -> Result<Outcome, ApiError> {
    let mut tx = crate::db::begin_write(&state.db).await?;
    if !online::first_event(&mut tx, provider.name(), &env.id, &env.kind, session_ref).await? {
        return Ok(Outcome::Duplicate);
    }
    let outcome = match &env.event {
        Event::Completed(done) => completed(&mut tx, provider, done, &env.id).await?,
        Event::Expired { session_ref } => {
            match online::lock_session(&mut tx, provider.name(), session_ref).await? {
                Some(s) if s.state == "open" => {
                    online::close_session(&mut tx, &s.id, "expired", "").await?;
                    Outcome::Expired
                }
                _ => Outcome::Ignored,
            }
        }
        Event::Other => Outcome::Ignored,
    };
    online::set_outcome(&mut tx, provider.name(), &env.id, outcome.as_str()).await?;
    tx.commit().await?;
    after(state, provider, outcome, session_ref);
    Ok(outcome)
}

/// Books a page the provider says is complete, found by asking it (the daily check, or the payer
/// coming back before the webhook): the same booking, without an event.
pub async fn asked(
    state: &AppState,
    provider: &dyn Provider,
    done: &Completed,
) -> Result<Outcome, ApiError> {
    let by = format!("check:{}", done.session_ref);
    let booked = async {
        let mut tx = crate::db::begin_write(&state.db).await?;
        let outcome = completed(&mut tx, provider, done, &by).await?;
        tx.commit().await?;
        Ok::<_, ApiError>(outcome)
    }
    .await;
    match booked {
        Ok(outcome) => {
            after(state, provider, outcome, &done.session_ref);
            Ok(outcome)
        }
        Err(e) => {
            failed(state, provider, (&done.session_ref, &by), &e).await;
            Err(e)
        }
    }
}

/// After a booking: the mail goes now, and the provider's fee is asked for (it may settle a little
/// later; the daily check asks again for any still unknown).
fn after(state: &AppState, provider: &dyn Provider, outcome: Outcome, session_ref: &str) {
    if outcome != Outcome::Booked {
        return;
    }
    state.mail.wake();
    let Some(pay) = state.pay.clone() else {
        return;
    };
    debug_assert_eq!(pay.name(), provider.name());
    let db = state.db.clone();
    let session_ref = session_ref.to_owned();
    tokio::spawn(async move {
        if let Err(e) = fill_fee(&db, pay.as_ref(), &session_ref).await {
            tracing::debug!("the provider's fee is not known yet: {e}");
        }
    });
}

/// Asks the provider for the fee of the payment of `session_ref`, and keeps it.
async fn fill_fee(
    db: &crate::db::Db,
    provider: &dyn Provider,
    session_ref: &str,
) -> Result<(), ApiError> {
    let mut c = db.acquire().await?;
    let row: Option<(String, String)> = sqlx::query_as(
        "SELECT o.id, o.payment_ref FROM online_payments o JOIN pay_sessions s ON s.id = o.session_id \
         WHERE s.provider = $1 AND s.provider_ref = $2 AND o.fee_minor IS NULL",
    )
    .bind(provider.name())
    .bind(session_ref)
    .fetch_optional(&mut *c)
    .await?;
    drop(c);
    let Some((id, payment_ref)) = row else {
        return Ok(());
    };
    let fee = provider
        .fee(&payment_ref)
        .await
        .map_err(|e| ApiError::internal(e.to_string()))?;
    if let Some(fee) = fee {
        let mut tx = crate::db::begin_write(db).await?;
        online::set_fee(&mut tx, &id, fee).await?;
        tx.commit().await?;
    }
    Ok(())
}

/// The booking, in the caller's transaction.
async fn completed(
    c: &mut AnyConnection,
    provider: &dyn Provider,
    done: &Completed,
    by: &str,
) -> Result<Outcome, ApiError> {
    let Some(session) = online::lock_session(c, provider.name(), &done.session_ref).await? else {
        return Ok(Outcome::Ignored);
    };
    // Whatever this attempt does, an earlier failure of the page is over (or, below, rolled
    // back with it).
    online::clear_failure(c, provider.name(), &done.session_ref).await?;
    if session.state == "paid" {
        return Ok(Outcome::Duplicate);
    }
    if session.state == "held" {
        return Ok(Outcome::Held);
    }
    if !done.paid {
        return Ok(Outcome::Pending);
    }
    if let Some(reason) = mismatch(&session, done) {
        online::close_session(c, &session.id, "held", &reason).await?;
        record_audit(c, provider, &session, "payment.online.held", &reason).await?;
        return Ok(Outcome::Held);
    }
    let payment_ref = done.payment_ref.clone().unwrap_or_default();
    let Some(payment_id) = online::insert_payment(
        c,
        &NewPayment {
            session: &session,
            payment_ref: &payment_ref,
            fee_minor: None,
            booked_by: by,
        },
    )
    .await?
    else {
        return Ok(Outcome::Duplicate);
    };
    online::close_session(c, &session.id, "paid", "").await?;
    let note = format!("Paid online · {} {payment_ref}", provider.label());
    let lines: Vec<Line> =
        sqlx::query_scalar::<_, String>("SELECT lines FROM invoices WHERE id = $1")
            .bind(&session.invoice_id)
            .fetch_optional(&mut *c)
            .await?
            .and_then(|l| serde_json::from_str(&l).ok())
            .unwrap_or_default();
    // What the payment settled of each line: the net amount left, and its tax's share.
    let mut settled = Vec::new();
    for milestone in online::milestones_of(c, &session.invoice_id).await? {
        let net =
            crate::db::payments::receive_rest(c, &PaymentId::from_stored(milestone.clone()), &note)
                .await?;
        if let Some(line) = lines.iter().find(|l| l.id == milestone) {
            let gross = line_left(LineLeft {
                amount: line.amount_minor,
                tax: line.tax_minor,
                left: net,
            });
            settled.push(Settled {
                title: line.title.clone(),
                net_minor: net.min(gross),
                tax_minor: gross - net.min(gross),
            });
        }
    }
    let today = crate::db::figures::today();
    let pdf = crate::invoicing::receipt::render(
        c,
        &session.invoice_id,
        &settled,
        &today,
        (provider.label(), &payment_ref),
    )
    .await?;
    online::set_receipt(c, &payment_id, &pdf).await?;
    let (number, project_title): (String, String) =
        sqlx::query_as("SELECT number, project_title FROM invoices WHERE id = $1")
            .bind(&session.invoice_id)
            .fetch_one(&mut *c)
            .await?;
    let project = ProjectId::from_stored(session.project_id.clone());
    let status = format!("{} {}", session.amount_minor, session.currency);
    activity::record(
        c,
        &project,
        activity::Event {
            kind: Kind::PaidOnline,
            actor: Actor::Client,
            subject: &number,
            status: &status,
            previous: "",
            target: &session.invoice_id,
        },
    )
    .await?;
    crate::mail::notify::paid_online(
        c,
        (&session.client_id, &project),
        (&session.invoice_id, &number, &project_title),
        (session.amount_minor, &session.currency),
        &payment_id,
    )
    .await?;
    record_audit(c, provider, &session, "payment.online", &payment_id).await?;
    Ok(Outcome::Booked)
}

/// Why the provider's page does not match what was asked, if it does not.
fn mismatch(asked: &SessionRow, done: &Completed) -> Option<String> {
    if !asked.currency.eq_ignore_ascii_case(&done.currency) {
        return Some(format!(
            "Asked in {}, paid in {}",
            asked.currency, done.currency
        ));
    }
    if asked.amount_minor != done.amount_minor {
        return Some(format!(
            "Asked {} {}, paid {} {}",
            asked.amount_minor, asked.currency, done.amount_minor, done.currency
        ));
    }
    if done
        .invoice_id
        .as_deref()
        .is_some_and(|i| i != asked.invoice_id)
    {
        return Some("The page names another invoice".into());
    }
    None
}

async fn record_audit(
    c: &mut AnyConnection,
    provider: &dyn Provider,
    session: &SessionRow,
    action: &str,
    detail: &str,
) -> Result<(), sqlx::Error> {
    let actor = UserId::from_stored(provider.name().to_owned());
    audit::record(
        c,
        audit::Entry {
            actor_id: &actor,
            actor_name: provider.label(),
            action: action.to_owned(),
            entity: Entity::Invoice,
            entity_id: &session.invoice_id,
            context: Context {
                client_id: Some(session.client_id.clone()),
                project_id: Some(session.project_id.clone()),
            },
            before: None,
            after: Some(serde_json::json!({
                "session": session.provider_ref,
                "amountMinor": session.amount_minor,
                "currency": session.currency,
                "detail": detail,
            })),
        },
    )
    .await
}
