//! Quotes and change requests (ADR 0044), beside `signoff` and `invoicing`: a draft staff write
//! and send (`send`: the snapshot made and frozen, earlier versions superseded, the approvers
//! told), a new version of a sent one (`revise`), a client approver's decision (`decide`), what
//! a reader is shown (`view`, `snapshot`) and the PDF (`pdf`). `db::quotes` keeps the SQL;
//! `routes::quote` the HTTP.

mod decide;
pub mod pdf;
pub mod snapshot;
mod view;

pub use decide::{decide, Decided, Decider, Refused};
pub use view::{
    one, state_of, views, waiting, waiting_views, QuoteDecisionView, QuoteView, Reader,
};

use portico_shared::validate::{QuoteInput, Release};
use sqlx::AnyConnection;

use crate::db::activity::{self, Event, Kind};
use crate::db::quotes::{self, Draft, Row};
use crate::db::{figures, payments, signoffs};
use crate::error::{ApiError, ApiResult};
use crate::ids::{ProjectId, UserId};
use crate::mail::compose::{Event as MailEvent, Item};
use crate::mail::notify;

/// The project a draft is for, its company and its currency; a draft's goals must be its own.
pub struct Target {
    pub project: ProjectId,
    pub client: String,
    pub currency: String,
}

/// Reads the project `input` names (404 as a field error when there is none) and sets the
/// input's currency to the project's: amounts are read in it, whatever the body says.
pub async fn target(c: &mut AnyConnection, input: &mut QuoteInput) -> ApiResult<Target> {
    let project = input
        .project
        .as_deref()
        .map(str::trim)
        .and_then(ProjectId::parse_canonical);
    let found: Option<(String, String)> = match &project {
        Some(p) => {
            sqlx::query_as("SELECT client_id, currency FROM projects WHERE id = $1")
                .bind(p)
                .fetch_optional(&mut *c)
                .await?
        }
        None => None,
    };
    match (project, found) {
        (Some(project), Some((client, currency))) => {
            input.currency = Some(currency.clone());
            Ok(Target {
                project,
                client,
                currency,
            })
        }
        _ if input.project.as_deref().is_none_or(|p| p.trim().is_empty()) => Err(ApiError::field(
            "project",
            "required",
            "Project is required",
        )),
        _ => Err(ApiError::field("project", "unknown", "No such project")),
    }
}

/// The goals the draft's milestones are released by must be the project's.
pub async fn check_goals(
    c: &mut AnyConnection,
    q: &portico_shared::validate::Quote,
    project: &ProjectId,
) -> ApiResult<()> {
    for (i, m) in q.milestones.iter().enumerate() {
        if let Release::Goal(g) = &m.release {
            if !payments::goal_of_project(c, g, project).await? {
                return Err(ApiError::field(
                    &format!("milestones.{i}.goal"),
                    "unknown",
                    "No such goal in this project",
                ));
            }
        }
    }
    Ok(())
}

/// The draft's columns for `q`, typed as `input`.
pub fn draft<'a>(
    q: &'a portico_shared::validate::Quote,
    t: &'a Target,
    content: &'a str,
    valid_until: &'a str,
) -> Draft<'a> {
    Draft {
        kind: q.kind.as_str(),
        client: &t.client,
        project: &t.project,
        title: &q.title,
        currency: &t.currency,
        valid_until,
        rule: q.rule.as_str(),
        content,
        subtotal_minor: q.totals.subtotal_minor,
        total_minor: q.totals.total_minor,
    }
}

fn conflict(field: &'static str, message: impl Into<String>) -> ApiError {
    ApiError::Conflict {
        field,
        message: message.into(),
    }
}

/// Sends draft `id` in the caller's transaction: its snapshot made from the draft and today's
/// details, frozen; the other versions still open superseded; the approvers told by mail.
pub async fn send(c: &mut AnyConnection, id: &str, staff: (&UserId, &str)) -> ApiResult<Row> {
    let row = quotes::lock(c, id).await?.ok_or(ApiError::NotFound)?;
    if row.state != "draft" {
        return Err(conflict("quote", "This version was sent already"));
    }
    let Some(project_title) = row.project_title.clone() else {
        return Err(conflict("project", "The project no longer exists"));
    };
    if let Some(v) = quotes::accepted_version(c, &row.number).await? {
        return Err(conflict(
            "quote",
            format!("Version {v} was accepted already"),
        ));
    }
    let mut input: QuoteInput = serde_json::from_str(&row.content)
        .map_err(|e| ApiError::internal(format!("a stored draft does not read: {e}")))?;
    let t = target(c, &mut input).await?;
    let q = input.validate()?;
    check_goals(c, &q, &t.project).await?;
    let today = figures::today();
    if q.valid_until.to_string() < today {
        return Err(ApiError::field(
            "validUntil",
            "past",
            "Valid until is past: choose a later day",
        ));
    }
    let snapshot = snapshot::make(
        c,
        &q,
        (&row.number, row.version),
        (&row.client_id, &project_title),
        &today,
    )
    .await?;
    let (text, digest) = snapshot::sealed(&snapshot);
    let approvers: Vec<String> = signoffs::approvers(c, &row.client_id, t.project.as_str())
        .await?
        .into_iter()
        .map(|a| a.0)
        .collect();
    quotes::set_sent(c, id, (&text, &digest), &approvers).await?;
    quotes::supersede_others(c, &row.number, id).await?;
    let subject = format!("{} v{} · {}", row.number, row.version, row.title);
    activity::record(c, &t.project, Event::staff(Kind::QuoteSent, &subject, id)).await?;
    crate::db::projects::touch(c, &t.project).await?;
    let item = Item {
        event: MailEvent::QuoteSent,
        who: staff.1.to_owned(),
        title: subject,
        project: project_title,
        body: String::new(),
        path: format!("/quotes/{id}"),
    };
    let client = UserId::from_stored(row.client_id.clone());
    notify::sign_off(c, (&client, &t.project), item, &[]).await?;
    quotes::row(c, id).await?.ok_or(ApiError::NotFound)
}

/// A new draft version of sent version `id` (its content, with another last day if given), in
/// the caller's transaction. Answers the new draft's id.
pub async fn revise(
    c: &mut AnyConnection,
    id: &str,
    valid_until: Option<&str>,
    staff: (&UserId, &str),
) -> ApiResult<String> {
    let row = quotes::lock(c, id).await?.ok_or(ApiError::NotFound)?;
    if row.state == "draft" {
        return Err(conflict(
            "quote",
            "This version is a draft: edit it instead",
        ));
    }
    if let Some(v) = quotes::accepted_version(c, &row.number).await? {
        return Err(conflict(
            "quote",
            format!("Version {v} was accepted already"),
        ));
    }
    let all = quotes::versions(c, &row.number).await?;
    if let Some(d) = all.iter().find(|v| v.state == "draft") {
        return Err(conflict(
            "quote",
            format!("Version {} is being drafted already", d.version),
        ));
    }
    let next = all.iter().map(|v| v.version).max().unwrap_or(0) + 1;
    let mut content: serde_json::Value = serde_json::from_str(&row.content)
        .map_err(|e| ApiError::internal(format!("a stored draft does not read: {e}")))?;
    let until = valid_until.unwrap_or(&row.valid_until).to_owned();
    content["validUntil"] = serde_json::Value::String(until.clone());
    let content = content.to_string();
    let project = ProjectId::from_stored(row.project_id.clone());
    let d = Draft {
        kind: &row.kind,
        client: &row.client_id,
        project: &project,
        title: &row.title,
        currency: &row.currency,
        valid_until: &until,
        rule: &row.rule,
        content: &content,
        subtotal_minor: row.subtotal_minor,
        total_minor: row.total_minor,
    };
    Ok(quotes::insert_draft(c, (&row.number, next), &d, staff).await?)
}
