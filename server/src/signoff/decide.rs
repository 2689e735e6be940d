//! A person's decision on a round (ADR 0032): who may decide, whether it settles the round, and
//! what an approval releases, all in the caller's transaction. `db::signoffs` keeps the SQL.

use portico_shared::status::GoalStatus;
use portico_shared::validate::{ApprovalRule, Decision, Verdict};
use sqlx::AnyConnection;

use super::view::digest;
use crate::db::activity::{self, Actor, Event, Kind};
use crate::db::signoffs::{self, NewDecision, TaskRef};
use crate::db::{figures, goals, hours, now_ms, payments};
use crate::ids::{GoalId, ProjectId, UserId};
use crate::proofs::Money;

/// Why a decision was refused.
#[derive(Debug)]
pub enum DecideRefused {
    /// No such round for this person (another company's, a project they do not see).
    NotFound,
    /// The person does not approve for the company.
    NotApprover,
    /// The round is closed.
    Closed,
    /// The person already decided this round.
    AlreadyDecided,
    /// What they were shown is not what the request is now (a reload will show it).
    Stale,
}

/// What a decision did.
pub struct Decided {
    pub project: ProjectId,
    pub title: String,
    /// The round closed: approved (true) or changes requested (false); None while it waits for
    /// other approvers.
    pub closed: Option<bool>,
}

/// Records a person's decision and, when it settles the round, closes it; an approval of a goal
/// completes the goal and makes its milestones due, all in the caller's transaction.
pub async fn decide(
    c: &mut AnyConnection,
    id: &str,
    person: (&UserId, &UserId, &str),
    visible: impl Fn(&ProjectId) -> bool,
    money: Option<Money>,
    d: &Decision,
) -> Result<Result<Decided, DecideRefused>, sqlx::Error> {
    let (person_id, company, name) = person;
    let Some(row) = signoffs::lock(c, id).await? else {
        return Ok(Err(DecideRefused::NotFound));
    };
    let project = ProjectId::from_stored(row.project_id.clone());
    if row.client_id != company.as_str() || !visible(&project) {
        return Ok(Err(DecideRefused::NotFound));
    }
    let fixed: Option<Vec<String>> = row
        .approvers
        .as_deref()
        .map(|a| serde_json::from_str(a).unwrap_or_default());
    let now: Vec<String> = signoffs::approvers(c, company.as_str(), project.as_str())
        .await?
        .into_iter()
        .map(|a| a.0)
        .collect();
    let approvers = super::who_decides(fixed.as_deref(), now);
    if !approvers.iter().any(|a| a == person_id.as_str()) {
        return Ok(Err(DecideRefused::NotApprover));
    }
    if row.state != "open" {
        return Ok(Err(DecideRefused::Closed));
    }
    let links: Vec<String> = serde_json::from_str(&row.links).unwrap_or_default();
    let tasks: Vec<TaskRef> = serde_json::from_str(&row.tasks).unwrap_or_default();
    if digest(&row, &links, &tasks, money) != d.shown {
        return Ok(Err(DecideRefused::Stale));
    }
    if signoffs::has_decided(c, id, person_id).await? {
        return Ok(Err(DecideRefused::AlreadyDecided));
    }
    let at = now_ms();
    let decision = NewDecision {
        signoff: id,
        project: &project,
        company,
        person: person_id,
        person_name: name,
        decision: d,
        at,
    };
    signoffs::record_decision(c, decision).await?;
    let closed = match d.verdict {
        Verdict::Changes => Some(false),
        Verdict::Approve if row.rule == ApprovalRule::Any.as_str() => Some(true),
        // Every approver who sees the project now has approved this round.
        Verdict::Approve => {
            let approved = signoffs::approved_by(c, id).await?;
            approvers
                .iter()
                .all(|a| approved.contains(a))
                .then_some(true)
        }
    };
    if let Some(approved) = closed {
        let (state, kind) = if approved {
            ("approved", Kind::SignOffApproved)
        } else {
            ("changes", Kind::SignOffChanges)
        };
        signoffs::close(c, id, state, at).await?;
        if hours::approval::is_hours(&row.subject) {
            hours::approval::settle(c, id, approved).await?;
        }
        let event = Event {
            kind,
            actor: Actor::Client,
            subject: &row.title,
            // Who decided, as the feed names them.
            status: name,
            previous: "",
            target: id,
        };
        activity::record(c, &project, event).await?;
        let decision = if approved { "approved" } else { "changes" };
        let hook = crate::db::webhook_events::Hook {
            event: "signoff.decided",
            company,
            project: Some(&project),
            headline: format!(
                "Sign-off {}: {} (by {name})",
                if approved {
                    "approved"
                } else {
                    "sent back for changes"
                },
                row.title
            ),
            data: serde_json::json!({
                "signoff": { "_id": id, "title": row.title, "decision": decision, "by": name }
            }),
            money: row.amount_minor.map(|minor| {
                serde_json::json!({
                    "amount": { "minor": minor, "currency": row.currency }
                })
            }),
        };
        crate::db::webhook_events::emit(&mut *c, hook).await?;
        if approved {
            release(c, &row, &project).await?;
        }
    }
    Ok(Ok(Decided {
        project,
        title: row.title,
        closed,
    }))
}

/// What an approval releases: the goal done, and exactly the milestones the round recorded (a
/// round asked before rounds kept them: its goal's, as then) due.
async fn release(
    c: &mut AnyConnection,
    row: &signoffs::Row,
    project: &ProjectId,
) -> Result<(), sqlx::Error> {
    if let Some(goal) = &row.goal_id {
        let goal = GoalId::from_stored(goal.clone());
        goals::set_goal_status(c, &goal, GoalStatus::Done).await?;
    }
    match (row.releases(), &row.goal_id, &row.payment_id) {
        (Some(releases), _, _) => {
            for r in &releases {
                payments::due_by_id(c, &r.id).await?;
            }
        }
        (None, Some(goal), _) => {
            payments::due_with_goal(c, goal).await?;
        }
        (None, None, Some(payment)) => {
            payments::due_by_id(c, payment).await?;
        }
        (None, None, None) => {}
    }
    figures::recount(c, project).await
}
