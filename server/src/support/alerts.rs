//! What falls due between a ticket's changes: the 75 % and breach mails to staff, and the close of
//! tickets solved a week ago. Run by every server's maintenance loop; each mail is claimed in the
//! ticket's row first (`UPDATE ... WHERE claimed IS NULL`), in the transaction that queues it, so
//! however many servers sweep at once, each goes out once.

use portico_shared::status::TicketState;

use crate::db::ticket_clock::{self, Alert};
use crate::db::{begin_write, now_ms, Db};
use crate::mail::compose::Event;
use crate::mail::notify;

/// How often the loop looks (a warning is at most this late).
pub const EVERY: std::time::Duration = std::time::Duration::from_secs(60);

fn event(alert: Alert) -> Event {
    match alert {
        Alert::ResponseSoon => Event::TicketResponseDueSoon,
        Alert::ResponseBreached => Event::TicketResponseBreached,
        Alert::ResolutionSoon => Event::TicketResolutionDueSoon,
        Alert::ResolutionBreached => Event::TicketResolutionBreached,
    }
}

/// One sweep: the mails queued.
pub async fn sweep(db: &Db) -> Result<usize, sqlx::Error> {
    let now = now_ms();
    let mut tx = begin_write(db).await?;
    for id in ticket_clock::stale_solved(&mut tx, now).await? {
        ticket_clock::set_state(&mut tx, &id, TicketState::Closed, None).await?;
        super::recount(&mut tx, &id).await?;
    }
    tx.commit().await?;
    let mut queued = 0;
    for alert in Alert::ALL {
        let mut tx = begin_write(db).await?;
        let (cal, _) = super::calendar(&mut tx).await?;
        for (id, due_at) in ticket_clock::due(&mut tx, alert, now).await? {
            if !ticket_clock::claim(&mut tx, alert, &id, now).await? {
                continue;
            }
            // When it is (or was) due, on the firm's wall: staff read the firm's hours.
            let due = match alert {
                Alert::ResponseSoon | Alert::ResolutionSoon => {
                    let column = if alert == Alert::ResponseSoon {
                        "response_due_at"
                    } else {
                        "resolution_due_at"
                    };
                    sqlx::query_scalar::<_, Option<i64>>(&format!(
                        "SELECT {column} FROM tickets WHERE id = $1"
                    ))
                    .bind(&id)
                    .fetch_one(&mut *tx)
                    .await?
                    .unwrap_or(due_at)
                }
                _ => due_at,
            };
            let when = jiff::Timestamp::from_millisecond(due)
                .map(|t| {
                    format!(
                        "{} ({})",
                        cal.zone().to_datetime(t).strftime("%Y-%m-%d %H:%M"),
                        zone_name(&cal)
                    )
                })
                .unwrap_or_default();
            notify::ticket(&mut tx, 0, event(alert), &when, &id, "").await?;
            queued += 1;
        }
        tx.commit().await?;
    }
    Ok(queued)
}

fn zone_name(cal: &portico_shared::sla::Calendar) -> String {
    cal.zone().iana_name().unwrap_or("UTC").to_owned()
}

/// Sweeps every [`EVERY`] until the server stops; wakes this server's mail worker when it queued.
pub fn spawn(state: crate::state::AppState) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(EVERY);
        loop {
            tick.tick().await;
            match sweep(&state.db).await {
                Ok(0) => {}
                Ok(n) => {
                    tracing::info!(mails = n, "tickets' warnings queued");
                    state.mail.wake();
                }
                Err(e) => {
                    tracing::warn!(error = %e, "sweeping tickets' warnings failed; will retry")
                }
            }
        }
    })
}
