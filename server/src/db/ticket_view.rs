//! What a ticket's clock stored (`ticket_clock::store`) and its current rating, as the API shows
//! them: read with every ticket, in the list's one query.

use portico_shared::dates::format_rfc3339_from_ms;
use serde::Serialize;
use sqlx::FromRow;

/// What the clock stored on a ticket (`db::ticket_clock::store`), and its current rating.
#[derive(Debug, FromRow)]
pub(super) struct ClockRow {
    pub(super) priority: String,
    pub(super) requested_priority: Option<String>,
    pub(super) state: String,
    first_response_at: Option<i64>,
    pub(super) solved_at: Option<i64>,
    response_due_at: Option<i64>,
    response_warn_at: Option<i64>,
    response_seconds: Option<i64>,
    response_target: Option<i64>,
    response_met: Option<i16>,
    resolution_due_at: Option<i64>,
    resolution_warn_at: Option<i64>,
    resolution_seconds: Option<i64>,
    resolution_target: Option<i64>,
    resolution_met: Option<i16>,
    rating_score: Option<String>,
    rating_comment: Option<String>,
    rating_at: Option<i64>,
}

/// The columns of `ClockRow`, over `tickets t LEFT JOIN ticket_ratings r`.
pub(super) const CLOCK_COLUMNS: &str = "t.priority, t.requested_priority, t.state, t.first_response_at, t.solved_at, \
    t.response_due_at, t.response_warn_at, t.response_seconds, t.response_target, t.response_met, \
    t.resolution_due_at, t.resolution_warn_at, t.resolution_seconds, t.resolution_target, t.resolution_met, \
    r.score AS rating_score, r.comment AS rating_comment, r.created_at AS rating_at";

/// One target's standing, as the API shows it (`shared::sla::Measure`, times as RFC 3339).
#[derive(Debug, Default, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SlaMeasure {
    /// When it is due; null while paused (or for a ticket from before targets).
    pub due_at: Option<String>,
    /// When three quarters of the target are gone.
    pub warn_at: Option<String>,
    /// When it was done: the first reply; the solve.
    pub done_at: Option<String>,
    /// Counted time used, in seconds, when last counted (to `doneAt` once done).
    pub elapsed_seconds: i64,
    pub target_seconds: i64,
    /// True kept, false breached, null not yet.
    pub met: Option<bool>,
    /// The ticket waits on the client: the clock stands still.
    pub paused: bool,
}

/// A ticket's two targets.
#[derive(Debug, Default, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SlaView {
    pub first_response: SlaMeasure,
    pub resolution: SlaMeasure,
}

/// The client's answer to "How did we do?" for the ticket's current solve.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct RatingView {
    /// `good` or `bad`.
    pub score: String,
    pub comment: String,
    pub created_at: String,
}

pub(super) fn iso(ms: Option<i64>) -> Option<String> {
    ms.map(format_rfc3339_from_ms)
}

impl ClockRow {
    pub(super) fn sla(&self, now: i64) -> SlaView {
        let paused = self.state == "waitingOnClient";
        let done = matches!(self.state.as_str(), "solved" | "closed");
        // Not done and past due is breached, whether or not the breach mail went yet.
        let met = |stored: Option<i16>, due: Option<i64>, done: bool| match stored {
            Some(v) => Some(v == 1),
            None if !done && due.is_some_and(|d| d < now) => Some(false),
            None => None,
        };
        let responded = self.first_response_at.is_some();
        SlaView {
            first_response: SlaMeasure {
                due_at: iso(self.response_due_at.filter(|_| !paused || responded)),
                warn_at: iso(self.response_warn_at),
                done_at: iso(self.first_response_at.or(self.solved_at.filter(|_| done))),
                elapsed_seconds: self.response_seconds.unwrap_or(0),
                target_seconds: self.response_target.unwrap_or(0),
                met: met(self.response_met, self.response_due_at, responded || done),
                paused: paused && !responded,
            },
            resolution: SlaMeasure {
                due_at: iso(self.resolution_due_at.filter(|_| !paused)),
                warn_at: iso(self.resolution_warn_at),
                done_at: iso(self.solved_at.filter(|_| done)),
                elapsed_seconds: self.resolution_seconds.unwrap_or(0),
                target_seconds: self.resolution_target.unwrap_or(0),
                met: met(self.resolution_met, self.resolution_due_at, done),
                paused,
            },
        }
    }

    pub(super) fn rating(&self) -> Option<RatingView> {
        Some(RatingView {
            score: self.rating_score.clone()?,
            comment: self.rating_comment.clone().unwrap_or_default(),
            created_at: format_rfc3339_from_ms(self.rating_at?),
        })
    }
}
