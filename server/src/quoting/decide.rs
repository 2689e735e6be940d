//! A client approver's decision on a sent quote (ADR 0044), in the caller's transaction: who may
//! decide, whether it settles the quote, and what an acceptance makes real: the snapshot's
//! milestones on the project, its budget grown by the quote's amount before tax, the activity.
//! A decision is recorded in the sign-off decisions' insert-only table.

use portico_shared::validate::{ApprovalRule, QuoteDecided, QuoteDecision};
use sqlx::AnyConnection;

use super::snapshot::{shown, Snapshot};
use super::view::deciders;
use crate::db::activity::{self, Actor, Event, Kind};
use crate::db::quotes::{self, NewDecision, Row};
use crate::db::{figures, now_ms, signoffs};
use crate::ids::{ProjectId, UserId};
use crate::proofs::Money;

/// Why a decision was refused.
#[derive(Debug, PartialEq, Eq)]
pub enum Refused {
    /// No such quote for this person (another company's, a project they do not see, a draft),
    /// or they do not approve for the company: it answers as missing.
    NotFound,
    /// Accepted, declined or superseded already.
    Closed,
    /// Past its last day.
    Expired,
    /// The person decided it already (the `all` rule waits for the others).
    AlreadyDecided,
    /// What they were shown is not what it is (a reload shows it).
    Stale,
    /// The project's currency is no longer the quote's.
    Currency,
}

/// What a decision did.
pub struct Decided {
    pub row: Row,
    /// Accepted (true) or declined (false); None while it waits for other approvers.
    pub closed: Option<bool>,
}

/// Who decides, and how.
pub struct Decider<'a> {
    pub person: &'a UserId,
    pub company: &'a UserId,
    pub name: &'a str,
    pub money: Option<Money>,
    /// The network the decision came from.
    pub network: &'a str,
}

pub async fn decide(
    c: &mut AnyConnection,
    id: &str,
    who: &Decider<'_>,
    visible: impl Fn(&ProjectId) -> bool,
    d: &QuoteDecided,
) -> Result<Result<Decided, Refused>, sqlx::Error> {
    let Some(row) = quotes::lock(c, id).await? else {
        return Ok(Err(Refused::NotFound));
    };
    let project = ProjectId::from_stored(row.project_id.clone());
    if row.client_id != who.company.as_str()
        || !visible(&project)
        || row.sent_at.is_none()
        || row.project_title.is_none()
    {
        return Ok(Err(Refused::NotFound));
    }
    let now: Vec<String> = signoffs::approvers(c, who.company.as_str(), project.as_str())
        .await?
        .into_iter()
        .map(|a| a.0)
        .collect();
    let approvers = deciders(&row, now);
    if !approvers.iter().any(|a| a == who.person.as_str()) {
        return Ok(Err(Refused::NotFound));
    }
    // Another version of it accepted (none can be after this one was superseded, but the
    // record says so itself), or this one decided or replaced.
    if row.state != "sent" || quotes::accepted_version(c, &row.number).await?.is_some() {
        return Ok(Err(Refused::Closed));
    }
    if row.valid_until < figures::today() {
        return Ok(Err(Refused::Expired));
    }
    let Some((_, digest)) = row.snapshot.as_deref().and_then(|s| shown(s, who.money)) else {
        return Ok(Err(Refused::NotFound));
    };
    if digest != d.shown {
        return Ok(Err(Refused::Stale));
    }
    let decided: Vec<(String, String)> = sqlx::query_as(
        "SELECT person_id, decision FROM signoff_decisions WHERE signoff_id = $1 AND subject_kind = 'quote'",
    )
    .bind(id)
    .fetch_all(&mut *c)
    .await?;
    if decided.iter().any(|(p, _)| p == who.person.as_str()) {
        return Ok(Err(Refused::AlreadyDecided));
    }
    let at = now_ms();
    let (decision, comment, signed_name, signature) = match &d.decision {
        QuoteDecision::Accept {
            signed_name,
            signature,
        } => (
            "approve",
            "",
            Some(signed_name.as_str()),
            signature.as_deref(),
        ),
        QuoteDecision::Decline { reason } => ("changes", reason.as_str(), None, None),
    };
    quotes::record_decision(
        c,
        NewDecision {
            quote: &row,
            person: who.person,
            person_name: who.name,
            decision,
            comment,
            shown: &d.shown,
            signed_name,
            network: who.network,
            signature,
            at,
        },
    )
    .await?;
    let closed = match &d.decision {
        QuoteDecision::Decline { .. } => Some(false),
        QuoteDecision::Accept { .. } if row.rule == ApprovalRule::Any.as_str() => Some(true),
        // Every approver who decides it now has accepted.
        QuoteDecision::Accept { .. } => approvers
            .iter()
            .all(|a| {
                a == who.person.as_str() || decided.iter().any(|(p, x)| p == a && x == "approve")
            })
            .then_some(true),
    };
    if let Some(accepted) = closed {
        if accepted {
            let full: Option<Snapshot> = row
                .snapshot
                .as_deref()
                .and_then(|s| serde_json::from_str(s).ok());
            let Some(full) = full else {
                return Ok(Err(Refused::NotFound));
            };
            if !make_real(c, &row, &project, &full).await? {
                return Ok(Err(Refused::Currency));
            }
        }
        let (state, kind) = if accepted {
            ("accepted", Kind::QuoteAccepted)
        } else {
            ("declined", Kind::QuoteDeclined)
        };
        if !quotes::close(c, id, state, at).await? {
            return Ok(Err(Refused::Closed));
        }
        let subject = format!("{} v{} · {}", row.number, row.version, row.title);
        let event = Event {
            kind,
            actor: Actor::Client,
            subject: &subject,
            status: who.name,
            previous: "",
            target: id,
        };
        activity::record(c, &project, event).await?;
        let hook = crate::db::webhook_events::Hook {
            event: "quote.decided",
            company: who.company,
            project: Some(&project),
            headline: format!("Quote {state}: {subject} (by {})", who.name),
            data: serde_json::json!({ "quote": {
                "_id": id, "number": row.number, "version": row.version, "title": row.title,
                "decision": state, "by": who.name,
            } }),
            money: Some(serde_json::json!({
                "total": { "minor": row.total_minor, "currency": row.currency }
            })),
        };
        crate::db::webhook_events::emit(&mut *c, hook).await?;
        // The project's pages hear of it (its milestones, its quotes' Accept).
        crate::db::projects::touch(c, &project).await?;
    }
    Ok(Ok(Decided { row, closed }))
}

/// The accepted snapshot's milestones on the project (due now, or planned until their goal's
/// sign-off, due at once if that goal is done already), and its budget grown by the amount
/// before tax. False, and nothing written, when the project's currency is no longer the quote's.
async fn make_real(
    c: &mut AnyConnection,
    row: &Row,
    project: &ProjectId,
    s: &Snapshot,
) -> Result<bool, sqlx::Error> {
    let currency: Option<String> =
        sqlx::query_scalar("SELECT currency FROM projects WHERE id = $1")
            .bind(project)
            .fetch_optional(&mut *c)
            .await?;
    if currency.as_deref() != Some(s.currency.as_str()) {
        return Ok(false);
    }
    let description = format!("{} v{}", row.number, row.version);
    for m in &s.milestones {
        let goal = match m.goal.as_deref() {
            Some(g) => {
                let status: Option<String> = sqlx::query_scalar(
                    "SELECT status FROM goals WHERE id = $1 AND project_id = $2",
                )
                .bind(g)
                .bind(project)
                .fetch_optional(&mut *c)
                .await?;
                status.map(|st| (g, st))
            }
            None => None,
        };
        let status = match &goal {
            Some((_, st)) if st != "done" => "planned",
            Some(_) => "due",
            None if m.release == "goal" => "planned",
            None => "due",
        };
        if let Some((g, _)) = &goal {
            signoffs::lock_open_of_goal(c, g).await?;
        }
        let now = now_ms();
        sqlx::query(
            "INSERT INTO payments (id, project_id, title, description, amount_minor, currency, goal_id, status, \
             due_date, is_completed, quote_id, created_at, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 0, $10, $11, $11)",
        )
        .bind(crate::ids::PaymentId::generate())
        .bind(project)
        .bind(&m.title)
        .bind(&description)
        .bind(m.amount_minor.unwrap_or(0))
        .bind(&s.currency)
        .bind(goal.as_ref().map(|(g, _)| *g))
        .bind(status)
        .bind(m.due_date.as_deref())
        .bind(&row.id)
        .bind(now)
        .execute(&mut *c)
        .await?;
        // Tied to a goal whose sign-off waits: that round no longer says all its approval
        // releases, so it is asked again with this milestone (as staff adding one would).
        if let Some((g, _)) = &goal {
            signoffs::ask_again_for_goal(c, g).await?;
        }
    }
    sqlx::query("UPDATE projects SET budget_minor = COALESCE(budget_minor, 0) + $1 WHERE id = $2")
        .bind(s.subtotal_minor.unwrap_or(0))
        .bind(project)
        .execute(&mut *c)
        .await?;
    figures::recount(c, project).await?;
    Ok(true)
}
