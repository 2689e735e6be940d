//! A ticket's clock as stored (ADR 0045): its history of states, what the rule computed at its
//! last change, the 75 % and breach mails claimed once, the automatic close of solved tickets, and
//! the clients' ratings. The arithmetic is `shared::sla`'s; this module only reads and writes.

use portico_shared::sla::{History, Measure, Measures, StateChange};
use portico_shared::status::{TicketPriority, TicketState};
use sqlx::AnyConnection;

use super::{new_id, now_ms};
use crate::ids::TicketId;

/// How long a solved ticket waits for the client before it closes, and a reply reopens it.
pub const REOPEN_MS: i64 = 7 * 24 * 3_600_000;

/// Mails one sweep queues at most (the next sweep takes the rest).
pub const SWEEP_MAX: i64 = 200;

/// The most state changes one ticket's clock reads (a ticket is solved and reopened a few times;
/// past this many the oldest are what counts least).
const HISTORY_MAX: i64 = 500;

/// What the clock needs of a ticket.
pub struct Facts {
    pub company: String,
    pub priority: TicketPriority,
    pub state: TicketState,
    pub solved_at: Option<i64>,
    pub history: History,
}

pub async fn facts(c: &mut AnyConnection, id: &TicketId) -> Result<Option<Facts>, sqlx::Error> {
    type Row = (String, String, String, i64, Option<i64>, Option<i64>);
    let row: Option<Row> = sqlx::query_as(
        "SELECT user_id, priority, state, created_at, first_response_at, solved_at FROM tickets WHERE id = $1",
    )
    .bind(id)
    .fetch_optional(&mut *c)
    .await?;
    let Some((company, priority, state, created_at, first_response_at, solved_at)) = row else {
        return Ok(None);
    };
    let rows: Vec<(i64, String)> = sqlx::query_as(&format!(
        "SELECT at, state FROM (SELECT at, state, id FROM ticket_states WHERE ticket_id = $1 \
         ORDER BY at DESC, id DESC LIMIT {HISTORY_MAX}) recent ORDER BY at, id"
    ))
    .bind(id)
    .fetch_all(&mut *c)
    .await?;
    let states = rows
        .into_iter()
        .filter_map(|(at, s)| {
            Some(StateChange {
                at,
                state: TicketState::parse(&s)?,
            })
        })
        .collect();
    Ok(Some(Facts {
        company,
        priority: TicketPriority::parse(&priority).unwrap_or(TicketPriority::Normal),
        state: TicketState::parse(&state).unwrap_or(TicketState::Open),
        solved_at,
        history: History {
            created_at,
            states,
            first_response_at,
        },
    }))
}

/// Moves the ticket to `state` (a no-op when it is there already): the history, the original
/// `status`, and the time the work was done (`solved_at`). False when missing.
pub async fn set_state(
    c: &mut AnyConnection,
    id: &TicketId,
    state: TicketState,
    by: Option<&str>,
) -> Result<bool, sqlx::Error> {
    let Some(now_state) =
        sqlx::query_scalar::<_, String>("SELECT state FROM tickets WHERE id = $1")
            .bind(id)
            .fetch_optional(&mut *c)
            .await?
    else {
        return Ok(false);
    };
    if now_state == state.as_str() {
        return Ok(true);
    }
    let was_done = TicketState::parse(&now_state).is_some_and(TicketState::is_done);
    let now = now_ms();
    let status = if state.is_done() { "Closed" } else { "Open" };
    // When the work was done: set on solving or closing, kept from solved to closed, cleared on
    // reopening.
    let solved = match (state.is_done(), was_done) {
        (true, false) => "$4",
        (true, true) => "solved_at",
        _ => "NULL",
    };
    // Done without a reply: the work itself answered (so a reopen does not find a first reply
    // never given). Guarded by the state read, so two moves at once make one history entry.
    let answered = if state.is_done() {
        "COALESCE(first_response_at, $4)"
    } else {
        "first_response_at"
    };
    let moved = sqlx::query(&format!(
        "UPDATE tickets SET state = $1, status = $2, solved_at = {solved}, first_response_at = {answered}, \
         updated_at = $4 WHERE id = $3 AND state = $5"
    ))
    .bind(state.as_str())
    .bind(status)
    .bind(id)
    .bind(now)
    .bind(&now_state)
    .execute(&mut *c)
    .await?;
    if moved.rows_affected() == 0 {
        return Ok(true);
    }
    sqlx::query(
        "INSERT INTO ticket_states (id, ticket_id, at, state, by_user) VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(new_id())
    .bind(id)
    .bind(now)
    .bind(state.as_str())
    .bind(by)
    .execute(&mut *c)
    .await?;
    Ok(true)
}

/// The ticket's first history entry, as it is opened.
pub async fn opened(c: &mut AnyConnection, id: &TicketId, at: i64) -> Result<(), sqlx::Error> {
    sqlx::query("INSERT INTO ticket_states (id, ticket_id, at, state) VALUES ($1, $2, $3, 'new')")
        .bind(new_id())
        .bind(id)
        .bind(at)
        .execute(&mut *c)
        .await?;
    Ok(())
}

/// Staff's first reply, kept once.
pub async fn responded(c: &mut AnyConnection, id: &TicketId) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE tickets SET first_response_at = COALESCE(first_response_at, $1) WHERE id = $2",
    )
    .bind(now_ms())
    .bind(id)
    .execute(&mut *c)
    .await?;
    Ok(())
}

pub async fn set_priority(
    c: &mut AnyConnection,
    id: &TicketId,
    p: TicketPriority,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("UPDATE tickets SET priority = $1, updated_at = $2 WHERE id = $3")
        .bind(p.as_str())
        .bind(now_ms())
        .bind(id)
        .execute(&mut *c)
        .await?;
    Ok(done.rows_affected() == 1)
}

fn met(m: &Measure) -> Option<i16> {
    m.met.map(i16::from)
}

/// Stores the rule's answer (a breach the sweep fixed is the rule's too: past due, not done).
pub async fn store(c: &mut AnyConnection, id: &TicketId, m: &Measures) -> Result<(), sqlx::Error> {
    let (r, s) = (&m.first_response, &m.resolution);
    sqlx::query(
        "UPDATE tickets SET response_due_at = $1, response_warn_at = $2, response_seconds = $3, response_target = $4, \
         response_met = $5, \
         resolution_due_at = $6, resolution_warn_at = $7, resolution_seconds = $8, resolution_target = $9, \
         resolution_met = $10 \
         WHERE id = $11",
    )
    .bind(r.due_at)
    .bind(r.warn_at)
    .bind(r.elapsed_seconds)
    .bind(r.target_seconds)
    .bind(met(r))
    .bind(s.due_at)
    .bind(s.warn_at)
    .bind(s.elapsed_seconds)
    .bind(s.target_seconds)
    .bind(met(s))
    .bind(id)
    .execute(&mut *c)
    .await?;
    Ok(())
}

/// Which of a ticket's mails is due.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Alert {
    ResponseSoon,
    ResponseBreached,
    ResolutionSoon,
    ResolutionBreached,
}

impl Alert {
    pub const ALL: [Alert; 4] = [
        Alert::ResponseSoon,
        Alert::ResponseBreached,
        Alert::ResolutionSoon,
        Alert::ResolutionBreached,
    ];

    /// (the moment it is due, the claim's column, what "not done" means for it).
    fn columns(self) -> (&'static str, &'static str, &'static str) {
        let response = "first_response_at IS NULL";
        match self {
            Alert::ResponseSoon => ("response_warn_at", "response_warned_at", response),
            Alert::ResponseBreached => ("response_due_at", "response_breached_at", response),
            Alert::ResolutionSoon => ("resolution_warn_at", "resolution_warned_at", "1 = 1"),
            Alert::ResolutionBreached => ("resolution_due_at", "resolution_breached_at", "1 = 1"),
        }
    }
}

/// Tickets whose `alert` is due now and nobody claimed: still running (not paused, not done).
pub async fn due(
    c: &mut AnyConnection,
    alert: Alert,
    now: i64,
) -> Result<Vec<(TicketId, i64)>, sqlx::Error> {
    let (at, claim, running) = alert.columns();
    sqlx::query_as(&format!(
        "SELECT id, {at} FROM tickets WHERE {at} <= $1 AND {claim} IS NULL AND {running} \
         AND state NOT IN ('waitingOnClient', 'solved', 'closed') ORDER BY {at} LIMIT {SWEEP_MAX}"
    ))
    .bind(now)
    .fetch_all(&mut *c)
    .await
}

/// Claims `alert` of ticket `id`: true for the one caller that gets it (a breach also fixes the
/// outcome as breached).
pub async fn claim(
    c: &mut AnyConnection,
    alert: Alert,
    id: &TicketId,
    now: i64,
) -> Result<bool, sqlx::Error> {
    let (_, claim, _) = alert.columns();
    let outcome = match alert {
        Alert::ResponseBreached => ", response_met = 0",
        Alert::ResolutionBreached => ", resolution_met = 0",
        _ => "",
    };
    // The conditions `due` read, again: a reply committed in between takes the claim away.
    let (at, _, running) = alert.columns();
    let done = sqlx::query(&format!(
        "UPDATE tickets SET {claim} = $1{outcome} WHERE id = $2 AND {claim} IS NULL AND {at} <= $1 AND {running} \
         AND state NOT IN ('waitingOnClient', 'solved', 'closed')"
    ))
    .bind(now)
    .bind(id)
    .execute(&mut *c)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Solved tickets the client left for `REOPEN_MS`: their ids (the caller closes each).
pub async fn stale_solved(c: &mut AnyConnection, now: i64) -> Result<Vec<TicketId>, sqlx::Error> {
    sqlx::query_scalar(&format!(
        "SELECT id FROM tickets WHERE state = 'solved' AND solved_at < $1 ORDER BY solved_at LIMIT {SWEEP_MAX}"
    ))
    .bind(now - REOPEN_MS)
    .fetch_all(&mut *c)
    .await
}

/// A rating of the solve at `solved_at`: false when that solve is rated already.
pub async fn rate(
    c: &mut AnyConnection,
    id: &TicketId,
    solved_at: i64,
    (score, comment): (&str, &str),
    by: Option<&str>,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO ticket_ratings (ticket_id, solved_at, score, comment, commented, rated_by, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (ticket_id, solved_at) DO NOTHING",
    )
    .bind(id)
    .bind(solved_at)
    .bind(score)
    .bind(comment)
    .bind(i16::from(!comment.is_empty()))
    .bind(by)
    .bind(now_ms())
    .execute(&mut *c)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Adds the comment a rating link's page sends after the score: once.
pub async fn comment(
    c: &mut AnyConnection,
    id: &TicketId,
    solved_at: i64,
    comment: &str,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE ticket_ratings SET comment = $1, commented = 1 WHERE ticket_id = $2 AND solved_at = $3 AND commented = 0",
    )
    .bind(comment)
    .bind(id)
    .bind(solved_at)
    .execute(&mut *c)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// The rating of the solve at `solved_at`: (score, comment, commented).
pub async fn rating_of(
    c: &mut AnyConnection,
    id: &TicketId,
    solved_at: i64,
) -> Result<Option<(String, String, bool)>, sqlx::Error> {
    let row: Option<(String, String, i16)> = sqlx::query_as(
        "SELECT score, comment, commented FROM ticket_ratings WHERE ticket_id = $1 AND solved_at = $2",
    )
    .bind(id)
    .bind(solved_at)
    .fetch_optional(&mut *c)
    .await?;
    Ok(row.map(|(s, c, n)| (s, c, n == 1)))
}
