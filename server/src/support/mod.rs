//! Tickets on the clock (ADR 0045): every change of a ticket (opened, replied to, moved to
//! another state or priority) counts its clock again by the one rule (`shared::sla::measure`),
//! on the firm's calendar and the company's policy, and stores the answer in the ticket's row, in
//! the change's transaction. The maintenance loop (`alerts`) mails what falls due between changes.

pub mod alerts;
pub mod rating;
pub mod report;
pub mod zones;

use portico_shared::sla::{measure, Calendar, CalendarSpec};
use sqlx::AnyConnection;

use crate::db::{now_ms, sla, ticket_clock};
use crate::ids::TicketId;

/// The firm's calendar, ready to count with. A stored zone this server's tz database lacks
/// (an older copy) counts in UTC rather than not at all; stored hours that no longer check (never
/// written so by the API) count as office hours.
pub async fn calendar(c: &mut AnyConnection) -> Result<(Calendar, CalendarSpec), sqlx::Error> {
    let (spec, _) = sla::calendar(c).await?;
    let office = || CalendarSpec {
        holidays: spec.holidays.clone(),
        ..CalendarSpec::office(&spec.zone)
    };
    let usable = if spec.check().is_ok() {
        spec.clone()
    } else {
        office()
    };
    let cal = match zones::tzif(&usable.zone).and_then(|tzif| Calendar::new(&usable, tzif).ok()) {
        Some(cal) => cal,
        None => Calendar::utc(&usable)
            .or_else(|_| Calendar::utc(&office()))
            .map_err(|e| {
                sqlx::Error::Protocol(format!("the business calendar cannot be used: {}", e.code))
            })?,
    };
    Ok((cal, spec))
}

/// Counts ticket `id`'s clock again and stores it (on the caller's transaction).
pub async fn recount(c: &mut AnyConnection, id: &TicketId) -> Result<(), sqlx::Error> {
    let Some(facts) = ticket_clock::facts(c, id).await? else {
        return Ok(());
    };
    let (cal, _) = calendar(c).await?;
    let targets = sla::targets_of(c, &facts.company).await?.of(facts.priority);
    let m = measure(&cal, targets, &facts.history, now_ms());
    ticket_clock::store(c, id, &m).await
}
