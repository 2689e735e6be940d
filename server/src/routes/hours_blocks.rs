//! Prepaid blocks of hours (ADR 0042): staff sell a company a block, which issues its invoice;
//! every write of an entry draws the company's blocks down again and tells owners and finance
//! people once when a block reaches 80 % and 100 %.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use portico_shared::hours::format_duration;
use portico_shared::money::Currency;
use portico_shared::validate::{HourBlockInput, Invoice};
use sqlx::AnyConnection;

use crate::auth::AdminUser;
use crate::db::audit::Entity;
use crate::db::hours::blocks::{self, BlockView};
use crate::db::hours::draw::{self, Crossing, Logged};
use crate::db::payments;
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::ids::ProjectId;
use crate::invoicing::{self, Issuer};
use crate::mail::notify;
use crate::routes::registry::{Access, Api};
use crate::staff::StaffWrite;
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .post_json::<HourBlockInput, _, _>(
            "/hours/blocks",
            Access::Admin,
            "Sell a company a prepaid block of hours, on one of its projects: its invoice is issued and mailed",
            buy,
        )
        .creates::<BlockView>()
}

/// A block's size as a mail writes it: `40 h`, `12:30 h`.
fn size(minutes: i64) -> String {
    if minutes % 60 == 0 {
        format!("{} h", minutes / 60)
    } else {
        format!("{} h", format_duration(minutes))
    }
}

/// Queues each threshold's mail, in the caller's transaction.
pub async fn tell(c: &mut AnyConnection, crossings: Vec<Crossing>) -> Result<(), sqlx::Error> {
    for x in crossings {
        let path = match &x.project {
            Some(p) => {
                let title = notify::project_title(&mut *c, &ProjectId::from_stored(p.clone()))
                    .await?
                    .unwrap_or_default();
                notify::hours_path(&title)
            }
            None => "/dashboard".to_owned(),
        };
        notify::block_used(
            &mut *c,
            (&x.company, x.project.as_deref()),
            (&size(x.minutes), x.percent),
            &path,
        )
        .await?;
    }
    Ok(())
}

/// Draws the company of `project` down again after a write of one of its entries, and tells.
pub async fn redraw(c: &mut AnyConnection, project: &ProjectId) -> Result<(), sqlx::Error> {
    let crossings = draw::draw(&mut *c, project).await?;
    tell(c, crossings).await
}

/// Draws the company down after an entry was logged (on its own when it comes after every entry
/// drawn), and tells.
pub async fn redraw_logged(c: &mut AnyConnection, e: &Logged<'_>) -> Result<(), sqlx::Error> {
    let crossings = draw::draw_logged(&mut *c, e).await?;
    tell(c, crossings).await
}

async fn buy(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    ApiJson(input): ApiJson<HourBlockInput>,
) -> ApiResult<(StatusCode, Json<BlockView>)> {
    let project = super::goal::project_of(&state, &input.project).await?;
    let (company, currency): (String, String) =
        sqlx::query_as("SELECT client_id, currency FROM projects WHERE id = $1")
            .bind(&project)
            .fetch_optional(&state.db)
            .await?
            .ok_or(ApiError::NotFound)?;
    let valid = input.validate(Currency::parse(&currency).unwrap_or(Currency::NONE))?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let payment = if valid.price_minor > 0 {
        let title = format!(
            "Prepaid block: {} ({} – {})",
            size(valid.minutes),
            valid.starts,
            valid.expires
        );
        let id = payments::add_due(
            w.conn(),
            &project,
            (&title, ""),
            (valid.price_minor, &currency),
        )
        .await?;
        let invoice = Invoice {
            payments: vec![id.to_string()],
            tax_rate: None,
            tax_label: None,
            due_on: None,
            note: String::new(),
        };
        let by = Issuer {
            id: &admin.id,
            name: &admin.name,
        };
        let today = crate::db::figures::today();
        let issued = invoicing::issue(w.conn(), &project, &invoice, by, &today).await?;
        invoicing::tell(w.conn(), &issued, state.pay.is_some()).await?;
        w.log_event("invoice.issue", Entity::Invoice, issued.as_str())
            .await?;
        Some(id)
    } else {
        None
    };
    let id = blocks::insert(
        w.conn(),
        (&company, &project),
        &valid,
        (&currency, payment.as_ref()),
        &admin.id,
    )
    .await?;
    let crossings = draw::draw(w.conn(), &project).await?;
    tell(w.conn(), crossings).await?;
    w.log_created("hours.block", Entity::HourBlock, id.as_str())
        .await?;
    let view = blocks::one(w.conn(), &id, admin.money())
        .await?
        .ok_or(ApiError::NotFound)?;
    w.commit().await?;
    state.mail.wake();
    Ok((StatusCode::CREATED, Json(view)))
}
