//! The staff home, "Today": what waits on staff (tickets to answer, failed mails) and on clients
//! (sign-offs, overdue invoices, milestones due this week), each kind a block of its first rows
//! and how many in all. A kind added later is one more block here and one in the console.

use axum::extract::State;
use axum::Json;
use portico_shared::dates::format_ymd_from_ms;
use serde::Serialize;

use crate::auth::AdminUser;
use crate::db::now_ms;
use crate::db::today::{
    self, Block, InvoiceOverdue, MilestoneDue, SignoffWaiting, TicketWaiting, SHOWN,
};
use crate::error::ApiResult;
use crate::mail::outbox::{self, MailView};
use crate::routes::registry::{Access, Api};
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .get(
            "/admin/today",
            Access::Admin,
            "The staff home: tickets waiting on staff, sign-offs waiting on clients, overdue \
             invoices, milestones due within seven days, failed mails; each kind its first 10 \
             rows (what has waited longest first; mails newest first) and how many in all",
            today_of,
        )
        .returns::<Today>()
}

/// Every block of the staff home, counted on the server's calendar day (UTC).
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Today {
    /// The day the blocks are counted on, `YYYY-MM-DD`.
    pub today: String,
    /// The last day of "this week": six days after `today`.
    pub week_ends: String,
    pub tickets_waiting: Block<TicketWaiting>,
    pub signoffs_waiting: Block<SignoffWaiting>,
    pub invoices_overdue: Block<InvoiceOverdue>,
    pub milestones_due: Block<MilestoneDue>,
    pub mails_failed: Block<MailView>,
}

const DAY_MS: i64 = 86_400_000;

async fn today_of(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
) -> ApiResult<Json<Today>> {
    let now = now_ms();
    let day = format_ymd_from_ms(now);
    let week_ends = format_ymd_from_ms(now + 6 * DAY_MS);
    let db = &state.db;
    let (tickets_waiting, signoffs_waiting, invoices_overdue, milestones_due, mails) = tokio::try_join!(
        today::tickets_waiting(db),
        today::signoffs_waiting(db),
        today::invoices_overdue(db, &day),
        today::milestones_due(db, &day, &week_ends),
        outbox::failed(db, SHOWN),
    )?;
    Ok(Json(Today {
        today: day,
        week_ends,
        tickets_waiting,
        signoffs_waiting,
        invoices_overdue,
        milestones_due,
        mails_failed: Block::of(mails.total, mails.rows),
    }))
}
