//! What happened, queued for the webhook endpoints that hear it (ADR 0046): called inside the
//! transaction of the change it tells of, as `activity` is, so a change and its deliveries commit
//! or roll back together. `hooks::worker` sends them.

use portico_shared::dates::format_rfc3339_from_ms;
use serde_json::{json, Value};
use sqlx::AnyConnection;

use super::{now_ms, webhook_deliveries, webhooks};
use crate::ids::{ProjectId, TicketId, UserId};

/// The event a "Send a test event" button sends.
pub const TEST_EVENT: &str = "webhook.test";

/// Something that happened, as endpoints hear it.
pub struct Hook<'a> {
    /// Its name (`shared::validate::WEBHOOK_EVENTS`).
    pub event: &'static str,
    /// The company it happened to.
    pub company: &'a UserId,
    pub project: Option<&'a ProjectId>,
    /// One line for people reading it in Slack or Teams ("Ticket opened: Checkout fails").
    pub headline: String,
    /// Ids, and what the company's people see of it.
    pub data: Value,
    /// Amounts: only for endpoints whose maker handles money.
    pub money: Option<Value>,
}

/// Queues `hook` for every endpoint that hears it, in the caller's transaction. One query when
/// none does (the common case).
pub async fn emit(c: &mut AnyConnection, hook: Hook<'_>) -> Result<(), sqlx::Error> {
    let listeners = webhooks::listeners(&mut *c, hook.company, hook.event).await?;
    if listeners.is_empty() {
        return Ok(());
    }
    let (company, project) = names(&mut *c, hook.company, hook.project).await?;
    let timestamp = format_rfc3339_from_ms(now_ms());
    for l in listeners {
        let mut data = hook.data.clone();
        if let Value::Object(map) = &mut data {
            map.insert("company".into(), company.clone());
            map.insert("project".into(), project.clone());
            if let (Some(Value::Object(money)), true) = (&hook.money, l.money != 0) {
                map.extend(money.clone());
            }
        }
        // Staff's endpoints link to the console; a company's to its portal.
        let path = if l.company_id.is_none() {
            "/admin"
        } else {
            "/dashboard"
        };
        let envelope = json!({
            "type": hook.event,
            "timestamp": timestamp,
            "headline": hook.headline,
            "path": path,
            "data": data,
        });
        webhook_deliveries::enqueue(&mut *c, &l.id, hook.event, &envelope.to_string()).await?;
    }
    Ok(())
}

/// Whether any endpoint hears `event`: the one-statement writes on PostgreSQL (the board's,
/// quick hour logs) step aside for the statement-by-statement ones, which tell it.
pub async fn heard(db: &super::Db, event: &str) -> Result<bool, sqlx::Error> {
    let found: Option<i64> = sqlx::query_scalar(
        "SELECT 1 FROM webhook_endpoints WHERE active = 1 AND (',' || events || ',') LIKE $1 LIMIT 1",
    )
    .bind(format!("%,{event},%"))
    .fetch_optional(db)
    .await?;
    Ok(found.is_some())
}

/// A test event for one endpoint, queued now.
pub async fn test_event(
    c: &mut AnyConnection,
    endpoint: &str,
    company: bool,
) -> Result<String, sqlx::Error> {
    let envelope = json!({
        "type": TEST_EVENT,
        "timestamp": format_rfc3339_from_ms(now_ms()),
        "headline": "A test event from Portico: this endpoint is connected.",
        "path": if company { "/dashboard" } else { "/admin" },
        "data": { "message": "A test event from Portico" },
    });
    webhook_deliveries::enqueue(c, endpoint, TEST_EVENT, &envelope.to_string()).await
}

async fn names(
    c: &mut AnyConnection,
    company: &UserId,
    project: Option<&ProjectId>,
) -> Result<(Value, Value), sqlx::Error> {
    let name: Option<String> = sqlx::query_scalar("SELECT name FROM users WHERE id = $1")
        .bind(company)
        .fetch_optional(&mut *c)
        .await?;
    let company = json!({ "_id": company.as_str(), "name": name.unwrap_or_default() });
    let project = match project {
        None => Value::Null,
        Some(p) => {
            let title: Option<String> =
                sqlx::query_scalar("SELECT title FROM projects WHERE id = $1")
                    .bind(p)
                    .fetch_optional(&mut *c)
                    .await?;
            json!({ "_id": p.as_str(), "title": title.unwrap_or_default() })
        }
    };
    Ok((company, project))
}

/// "Invoice paid": told when the milestone `payment` was the last of its invoice still unpaid.
pub async fn invoice_paid_if_settled(
    c: &mut AnyConnection,
    payment: &str,
) -> Result<(), sqlx::Error> {
    type Row = (String, String, String, String, String, i64, String);
    let settled: Option<Row> = sqlx::query_as(
        "SELECT i.id, i.number, i.client_id, i.project_id, i.project_title, i.total_minor, i.currency \
         FROM payments m JOIN invoices i ON i.id = m.invoice_id WHERE m.id = $1 AND i.kind = 'invoice' \
         AND NOT EXISTS (SELECT 1 FROM payments o WHERE o.invoice_id = i.id AND o.status <> 'paid')",
    )
    .bind(payment)
    .fetch_optional(&mut *c)
    .await?;
    let Some((id, number, client, project, project_title, total, currency)) = settled else {
        return Ok(());
    };
    let (company, project) = (UserId::from_stored(client), ProjectId::from_stored(project));
    let hook = Hook {
        event: "invoice.paid",
        company: &company,
        project: Some(&project),
        headline: format!("Invoice {number} paid ({project_title})"),
        data: json!({ "invoice": { "_id": id, "number": number } }),
        money: Some(json!({ "total": { "minor": total, "currency": currency } })),
    };
    emit(c, hook).await
}

/// A ticket, as its events name it.
pub struct Ticket<'a> {
    pub id: &'a TicketId,
    pub title: &'a str,
    pub company: &'a UserId,
    pub project: Option<&'a ProjectId>,
}

/// "Ticket opened" by `who`, or, with `reply` (from staff?, its text), "ticket replied".
pub async fn ticket(
    c: &mut AnyConnection,
    t: &Ticket<'_>,
    who: &str,
    reply: Option<(bool, &str)>,
) -> Result<(), sqlx::Error> {
    let mut data = json!({ "ticket": { "_id": t.id.as_str(), "title": t.title } });
    let (event, headline) = match reply {
        None => (
            "ticket.opened",
            format!("Ticket opened by {who}: {}", t.title),
        ),
        Some((from_staff, text)) => {
            data["reply"] = json!({ "by": who, "fromStaff": from_staff, "text": text });
            (
                "ticket.replied",
                format!("{who} replied on the ticket {}", t.title),
            )
        }
    };
    let hook = Hook {
        event,
        company: t.company,
        project: t.project,
        headline,
        data,
        money: None,
    };
    emit(c, hook).await
}
