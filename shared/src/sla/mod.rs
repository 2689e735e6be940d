//! Response targets (ADR 0045): when a ticket's first reply and its resolution are due, and whether
//! they were met. One pure function ([`measure`]) takes the firm's calendar, the ticket's targets
//! and its history of states, and returns both measures; the server stores what it returns at
//! every change of the ticket, and every page shows those times (ADR 0045 says why the browser does
//! not run it: the zone arithmetic would nearly double the rules module).
//!
//! A target counts in business time (the calendar's open hours, holidays off) or around the clock.
//! Either way the clock stops while the ticket waits on the client, and the resolution clock stops
//! while the ticket is solved (a reply that reopens it starts the clock again where it stopped).

pub mod calendar;
pub mod ics;

use serde::{Deserialize, Serialize};

pub use calendar::{Calendar, CalendarError, CalendarSpec};

use crate::status::{TicketPriority, TicketState};

/// What a target counts: the calendar's open hours, or every minute.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify))]
#[serde(rename_all = "camelCase")]
pub enum Clock {
    Business,
    Always,
}

/// A promise: so many minutes, counted by `clock`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Target {
    pub minutes: u32,
    pub clock: Clock,
}

/// A priority's two promises.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct Targets {
    pub first_response: Target,
    pub resolution: Target,
}

/// A policy's targets, one pair per priority.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct PolicyTargets {
    pub low: Targets,
    pub normal: Targets,
    pub high: Targets,
    pub urgent: Targets,
}

/// The longest target a policy may promise: a year around the clock, 1,000 hours of business
/// time (the calendar is searched two years ahead: a business target must fall due within it).
pub const MAX_TARGET_MINUTES: u32 = 366 * 24 * 60;
pub const MAX_BUSINESS_MINUTES: u32 = 1000 * 60;

impl PolicyTargets {
    /// The firm's policy until staff write their own (hours of business time; urgent around the clock).
    pub fn standard() -> Self {
        let t = |minutes, clock| Target { minutes, clock };
        let b = Clock::Business;
        Self {
            low: Targets {
                first_response: t(16 * 60, b),
                resolution: t(80 * 60, b),
            },
            normal: Targets {
                first_response: t(8 * 60, b),
                resolution: t(40 * 60, b),
            },
            high: Targets {
                first_response: t(2 * 60, b),
                resolution: t(16 * 60, b),
            },
            urgent: Targets {
                first_response: t(60, Clock::Always),
                resolution: t(8 * 60, Clock::Always),
            },
        }
    }

    pub fn of(&self, p: TicketPriority) -> Targets {
        match p {
            TicketPriority::Low => self.low,
            TicketPriority::Normal => self.normal,
            TicketPriority::High => self.high,
            TicketPriority::Urgent => self.urgent,
        }
    }

    /// The first target out of bounds, as the name of its field (`high.firstResponse`).
    pub fn check(&self) -> Result<(), String> {
        for p in TicketPriority::ALL {
            let t = self.of(*p);
            for (name, target) in [
                ("firstResponse", t.first_response),
                ("resolution", t.resolution),
            ] {
                let max = match target.clock {
                    Clock::Business => MAX_BUSINESS_MINUTES,
                    Clock::Always => MAX_TARGET_MINUTES,
                };
                if target.minutes == 0 || target.minutes > max {
                    return Err(format!("{}.{name}", p.as_str()));
                }
            }
        }
        Ok(())
    }
}

/// A ticket as the clock sees it (times in milliseconds since the epoch).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct History {
    pub created_at: i64,
    /// Every change of state, oldest first (the first is usually `new` at `created_at`).
    pub states: Vec<StateChange>,
    /// The first reply by staff, if any.
    pub first_response_at: Option<i64>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify))]
#[serde(rename_all = "camelCase")]
pub struct StateChange {
    pub at: i64,
    pub state: TicketState,
}

/// One target's standing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(into_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct Measure {
    /// When it is due (ms), as things stand; none while the clock is paused.
    pub due_at: Option<i64>,
    /// When three quarters of it are gone (ms): staff's warning.
    pub warn_at: Option<i64>,
    /// When it was done (the first reply; the solve), if it was.
    pub done_at: Option<i64>,
    /// Counted time used so far (or to `done_at`), in seconds.
    pub elapsed_seconds: i64,
    /// The target, in seconds.
    pub target_seconds: i64,
    /// Kept (done in time), breached (done late, or not done and past due), or neither yet.
    pub met: Option<bool>,
    /// The ticket waits on the client: the clock stands still.
    pub paused: bool,
}

/// A ticket's two measures.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(into_wasm_abi))]
#[serde(rename_all = "camelCase")]
pub struct Measures {
    pub first_response: Measure,
    pub resolution: Measure,
}

/// The ticket's measures at `now` (ms), by `calendar` and its priority's `targets`.
pub fn measure(calendar: &Calendar, targets: Targets, h: &History, now: i64) -> Measures {
    let waiting = stretches(h, |s| s == TicketState::WaitingOnClient);
    let done_states = stretches(h, TicketState::is_done);
    // The first reply: staff's first message, or the solve when staff solved without one.
    let first_done = h
        .first_response_at
        .or_else(|| done_states.first().map(|(s, _)| *s));
    let first = one(
        calendar,
        targets.first_response,
        h.created_at,
        &waiting,
        first_done,
        now,
    );
    // The resolution pauses while waiting and while solved before a reopen; it is done while the
    // ticket is solved or closed now (the latest stretch is still open).
    let mut pauses = waiting.clone();
    let mut resolved = None;
    for (s, e) in &done_states {
        match e {
            Some(_) => pauses.push((*s, *e)),
            None => resolved = Some(*s),
        }
    }
    pauses.sort_unstable();
    let resolution = one(
        calendar,
        targets.resolution,
        h.created_at,
        &pauses,
        resolved,
        now,
    );
    Measures {
        first_response: first,
        resolution,
    }
}

/// The stretches `[start, end)` (end `None`: still going) the ticket spent in states `pick` takes.
fn stretches(h: &History, pick: impl Fn(TicketState) -> bool) -> Vec<(i64, Option<i64>)> {
    let mut out = Vec::new();
    let mut since: Option<i64> = None;
    for c in &h.states {
        match (pick(c.state), since) {
            (true, None) => since = Some(c.at),
            (false, Some(s)) => {
                out.push((s, Some(c.at)));
                since = None;
            }
            _ => {}
        }
    }
    if let Some(s) = since {
        out.push((s, None));
    }
    out
}

fn one(
    calendar: &Calendar,
    target: Target,
    start_ms: i64,
    pauses: &[(i64, Option<i64>)],
    done_ms: Option<i64>,
    now_ms: i64,
) -> Measure {
    let secs = |ms: i64| ms.div_euclid(1000);
    let target_seconds = i64::from(target.minutes) * 60;
    let pauses: Vec<(i64, Option<i64>)> = pauses
        .iter()
        .map(|(s, e)| (secs(*s), e.map(secs)))
        .collect();
    let start = secs(start_ms);
    let until = secs(done_ms.unwrap_or(now_ms)).max(start);
    let elapsed = counted(calendar, target.clock, start, until, &pauses);
    let paused = done_ms.is_none()
        && pauses
            .iter()
            .any(|(s, e)| e.is_none() && *s <= secs(now_ms));
    let closed: Vec<(i64, Option<i64>)> = pauses
        .iter()
        .copied()
        .filter(|(_, e)| e.is_some())
        .collect();
    let (due, warn) = if paused {
        (None, None)
    } else {
        (
            advance(calendar, target.clock, start, target_seconds, &closed),
            advance(
                calendar,
                target.clock,
                start,
                target_seconds * 3 / 4,
                &closed,
            ),
        )
    };
    let ms = |s: i64| s * 1000;
    // Done by the due time shown is kept (a reply at 19:00 to a ticket due at 18:00 is late, though
    // no business time passed in between); without a due time, by the counted time.
    let met = match (done_ms, due) {
        (Some(done), Some(due)) => Some(secs(done) <= due),
        (Some(_), None) => Some(elapsed <= target_seconds),
        (None, _) if elapsed > target_seconds => Some(false),
        _ => None,
    };
    Measure {
        due_at: due.map(ms),
        warn_at: warn.map(ms),
        done_at: done_ms,
        elapsed_seconds: elapsed,
        target_seconds,
        met,
        paused,
    }
}

/// The counted stretches from `from` on: the calendar's (or all time), minus the pauses.
fn open(calendar: &Calendar, clock: Clock, from: i64) -> Box<dyn Iterator<Item = (i64, i64)> + '_> {
    match clock {
        Clock::Business => Box::new(calendar.windows(from)),
        Clock::Always => Box::new(std::iter::once((from, i64::MAX))),
    }
}

/// `[s, e)` minus the pauses (sorted by start), as the pieces left.
fn minus(s: i64, e: i64, pauses: &[(i64, Option<i64>)]) -> Vec<(i64, i64)> {
    let mut out = Vec::new();
    let mut cursor = s;
    for &(ps, pe) in pauses {
        let pe = pe.unwrap_or(i64::MAX);
        if pe <= cursor || ps >= e {
            continue;
        }
        if ps > cursor {
            out.push((cursor, ps));
        }
        cursor = cursor.max(pe);
        if cursor >= e {
            return out;
        }
    }
    if cursor < e {
        out.push((cursor, e));
    }
    out
}

/// Counted seconds in `[from, to)`.
fn counted(
    calendar: &Calendar,
    clock: Clock,
    from: i64,
    to: i64,
    pauses: &[(i64, Option<i64>)],
) -> i64 {
    let mut total = 0;
    for (s, e) in open(calendar, clock, from) {
        if s >= to {
            break;
        }
        for (a, b) in minus(s, e.min(to), pauses) {
            total += b - a;
        }
    }
    total
}

/// The moment `seconds` of counted time after `from`; none if the horizon comes first.
fn advance(
    calendar: &Calendar,
    clock: Clock,
    from: i64,
    seconds: i64,
    pauses: &[(i64, Option<i64>)],
) -> Option<i64> {
    let mut left = seconds;
    for (s, e) in open(calendar, clock, from) {
        for (a, b) in minus(s, e, pauses) {
            if b - a >= left {
                return Some(a + left);
            }
            left -= b - a;
        }
    }
    None
}

#[cfg(test)]
mod tests;
