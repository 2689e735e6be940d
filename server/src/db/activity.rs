//! What happened in a client's projects (`activity`): one append-only record, written by each
//! write the client should hear of, in that write's transaction. The dashboard's "Since your last
//! visit" and the road map's "Recent activity" read it, newest first, a page at a time.

use std::sync::atomic::{AtomicI64, Ordering};

use portico_shared::dates::format_rfc3339_from_ms;
use sqlx::{AnyConnection, FromRow};

use super::{now_ms, Db};
use crate::ids::{ProjectId, UserId};

/// What happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
#[schemars(rename = "ActivityKind")]
pub enum Kind {
    TaskCreated,
    /// A task moved from one status to another (not to done).
    TaskMoved,
    TaskDone,
    SprintStarted,
    SprintCompleted,
    GoalReached,
    MilestonePaid,
    /// Staff replied on one of the client's tickets.
    TicketReply,
    /// Staff wrote on the project's statement-of-work updates.
    SowReply,
    PullMerged,
    /// Staff asked the company's approvers to sign off a goal or a milestone's deliverables.
    SignOffAsked,
    /// An approver's decision closed a round: approved (`status`: who decided).
    SignOffApproved,
    /// An approver asked for changes (`status`: who).
    SignOffChanges,
    /// An invoice was paid online (`subject`: its number; `status`: the amount in minor units and
    /// its currency, `442500 INR`, written in the reader's language).
    PaidOnline,
    /// Staff sent a quote or change request to the company's approvers (`subject`: its number,
    /// version and title).
    QuoteSent,
    /// The company accepted a quote (`status`: who decided); its milestones are on the project.
    QuoteAccepted,
    /// An approver declined a quote (`status`: who).
    QuoteDeclined,
}

impl Kind {
    pub const ALL: [Kind; 17] = [
        Kind::TaskCreated,
        Kind::TaskMoved,
        Kind::TaskDone,
        Kind::SprintStarted,
        Kind::SprintCompleted,
        Kind::GoalReached,
        Kind::MilestonePaid,
        Kind::TicketReply,
        Kind::SowReply,
        Kind::PullMerged,
        Kind::SignOffAsked,
        Kind::SignOffApproved,
        Kind::SignOffChanges,
        Kind::PaidOnline,
        Kind::QuoteSent,
        Kind::QuoteAccepted,
        Kind::QuoteDeclined,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Kind::TaskCreated => "taskCreated",
            Kind::TaskMoved => "taskMoved",
            Kind::TaskDone => "taskDone",
            Kind::SprintStarted => "sprintStarted",
            Kind::SprintCompleted => "sprintCompleted",
            Kind::GoalReached => "goalReached",
            Kind::MilestonePaid => "milestonePaid",
            Kind::TicketReply => "ticketReply",
            Kind::SowReply => "sowReply",
            Kind::PullMerged => "pullMerged",
            Kind::SignOffAsked => "signOffAsked",
            Kind::SignOffApproved => "signOffApproved",
            Kind::SignOffChanges => "signOffChanges",
            Kind::PaidOnline => "paidOnline",
            Kind::QuoteSent => "quoteSent",
            Kind::QuoteAccepted => "quoteAccepted",
            Kind::QuoteDeclined => "quoteDeclined",
        }
    }

    fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.as_str() == s)
    }
}

/// Who did it, as the client is told: never an account's id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
#[schemars(rename = "ActivityActor")]
pub enum Actor {
    Staff,
    Client,
    CodeHost,
}

impl Actor {
    pub fn as_str(self) -> &'static str {
        match self {
            Actor::Staff => "staff",
            Actor::Client => "client",
            Actor::CodeHost => "codeHost",
        }
    }

    fn parse(s: &str) -> Self {
        match s {
            "client" => Actor::Client,
            "codeHost" => Actor::CodeHost,
            _ => Actor::Staff,
        }
    }
}

/// One event about to be recorded.
#[derive(Clone, Debug)]
pub struct Event<'a> {
    pub kind: Kind,
    pub actor: Actor,
    pub subject: &'a str,
    pub status: &'a str,
    pub previous: &'a str,
    pub target: &'a str,
}

impl<'a> Event<'a> {
    pub fn staff(kind: Kind, subject: &'a str, target: &'a str) -> Self {
        Self {
            kind,
            actor: Actor::Staff,
            subject,
            status: "",
            previous: "",
            target,
        }
    }
}

/// The last id's time handed out by this process: two events of one process never share one, so
/// the order of ids is the order of the writes (across app servers, the clocks' order).
static LAST_MICROS: AtomicI64 = AtomicI64::new(0);

/// The id of an event written at `at` (epoch ms, read once by the caller for the event's time
/// too): its time is `at`'s, so an event's id and time never fall in two milliseconds.
pub(super) fn next_id_at(at: i64) -> String {
    let now = at.saturating_mul(1000);
    let mut last = LAST_MICROS.load(Ordering::Relaxed);
    let micros = loop {
        let next = now.max(last + 1);
        match LAST_MICROS.compare_exchange_weak(last, next, Ordering::Relaxed, Ordering::Relaxed) {
            Ok(_) => break next,
            Err(seen) => last = seen,
        }
    };
    let random = uuid::Uuid::new_v4().simple().to_string();
    format!("{micros:017}-{}", &random[..12])
}

/// The id of an event that happened at `ms` (epoch ms), as `next_id_at` makes them: the events of
/// one moment sort by `n` (below 1,000: it counts microseconds past `ms`), and a random part keeps
/// ids apart. For writes of the past (the demo data's history); a write now takes `next_id_at`.
pub fn id_at(ms: i64, n: u32) -> String {
    let micros = ms
        .max(0)
        .saturating_mul(1000)
        .saturating_add(i64::from(n.min(999)));
    let random = uuid::Uuid::new_v4().simple().to_string();
    format!("{micros:017}-{}", &random[..12])
}

/// Records `event` in a project, for the project's client.
pub async fn record(
    c: &mut AnyConnection,
    project: &ProjectId,
    event: Event<'_>,
) -> Result<(), sqlx::Error> {
    let client: Option<String> = sqlx::query_scalar("SELECT client_id FROM projects WHERE id = $1")
        .bind(project)
        .fetch_optional(&mut *c)
        .await?;
    match client {
        Some(client) => {
            let client = UserId::from_stored(client);
            record_for_client(c, &client, Some(project), event).await
        }
        None => Ok(()),
    }
}

/// Records `event` for a client, in one of their projects or in none (a ticket without one).
pub async fn record_for_client(
    c: &mut AnyConnection,
    client: &UserId,
    project: Option<&ProjectId>,
    event: Event<'_>,
) -> Result<(), sqlx::Error> {
    let at = now_ms();
    record_at(
        c,
        &next_id_at(at),
        at,
        client,
        project,
        event,
        With::default(),
    )
    .await
}

/// Records `event` as having happened at `at` (epoch ms) under `id` (`next_id_at` now, `id_at` for
/// the past, as the demo data's history), with a `WITH` clause that runs in the same statement
/// (PostgreSQL: another insert of the same write, one round trip for both; `With::default()`
/// for none).
pub async fn record_at(
    c: &mut AnyConnection,
    id: &str,
    at: i64,
    client: &UserId,
    project: Option<&ProjectId>,
    event: Event<'_>,
    with: With,
) -> Result<(), sqlx::Error> {
    let sql = format!(
        "{} INSERT INTO activity (id, client_id, project_id, kind, actor, subject, status, previous, \
         target, at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
        with.sql
    );
    let mut q = sqlx::query(&sql)
        .bind(id)
        .bind(client)
        .bind(project)
        .bind(event.kind.as_str())
        .bind(event.actor.as_str())
        .bind(event.subject)
        .bind(event.status)
        .bind(event.previous)
        .bind(event.target)
        .bind(at);
    for p in with.params {
        q = match p {
            Param::Text(v) => q.bind(v),
            Param::Int(v) => q.bind(v),
        };
    }
    q.execute(&mut *c).await?;
    Ok(())
}

/// `record_at`'s `WITH` clause and its parameters (`$11` onwards); none by default.
#[derive(Default)]
pub struct With {
    pub sql: String,
    pub params: Vec<Param>,
}

/// A parameter of a `With` clause.
pub enum Param {
    Text(String),
    Int(i64),
}

/// One event as the client reads it.
#[derive(Debug, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ActivityView {
    #[serde(rename = "_id")]
    pub id: String,
    pub kind: Kind,
    pub actor: Actor,
    /// The project's id and title (none for a ticket outside any project).
    pub project: Option<String>,
    pub project_title: Option<String>,
    pub subject: String,
    /// A task's status after a move, and before it.
    pub status: String,
    pub previous: String,
    /// The record it is about: a task's, sprint's, goal's, payment's or ticket's id, or a pull
    /// request's number.
    pub target: String,
    pub at: String,
}

#[derive(FromRow)]
struct Row {
    id: String,
    kind: String,
    actor: String,
    project_id: Option<String>,
    project_title: Option<String>,
    subject: String,
    status: String,
    previous: String,
    target: String,
    at: i64,
}

/// Events per page of the feed.
pub const PAGE: i64 = 20;

/// One page of a client's events, newest first, after the cursor `before` (an event's id), of
/// one project or of all; one more than a page is read to know whether another page follows.
/// Without `amounts` (the reader does not handle money), paid milestones are left out; with
/// `only` (a member's chosen projects), the events of other projects.
pub async fn page(
    db: &Db,
    client: &UserId,
    (project, only): (Option<&ProjectId>, Option<&[ProjectId]>),
    before: Option<&str>,
    amounts: bool,
) -> Result<(Vec<ActivityView>, bool), sqlx::Error> {
    let mut sql = String::from(
        "SELECT a.id, a.kind, a.actor, a.project_id, p.title AS project_title, a.subject, a.status, \
         a.previous, a.target, a.at FROM activity a LEFT JOIN projects p ON p.id = a.project_id \
         WHERE a.client_id = $1",
    );
    let mut n = 1;
    if project.is_some() {
        n += 1;
        sql.push_str(&format!(" AND a.project_id = ${n}"));
    }
    if before.is_some() {
        n += 1;
        sql.push_str(&format!(" AND a.id < ${n}"));
    }
    if !amounts {
        sql.push_str(&format!(
            " AND a.kind <> '{}'",
            Kind::MilestonePaid.as_str()
        ));
    }
    let set = only.unwrap_or_default();
    if only.is_some() {
        let list = match set.len() {
            0 => "NULL".to_owned(),
            k => super::placeholders(k, n + 1),
        };
        sql.push_str(&format!(
            " AND (a.project_id IS NULL OR a.project_id IN ({list}))"
        ));
    }
    sql.push_str(&format!(" ORDER BY a.id DESC LIMIT {}", PAGE + 1));
    let mut q = sqlx::query_as::<_, Row>(&sql).bind(client);
    if let Some(p) = project {
        q = q.bind(p);
    }
    if let Some(b) = before {
        q = q.bind(b);
    }
    for p in set {
        q = q.bind(p);
    }
    let mut rows = q.fetch_all(db).await?;
    let more = rows.len() as i64 > PAGE;
    rows.truncate(PAGE as usize);
    let events = rows
        .into_iter()
        .filter_map(|r| {
            Some(ActivityView {
                kind: Kind::parse(&r.kind)?,
                actor: Actor::parse(&r.actor),
                id: r.id,
                project: r.project_id,
                project_title: r.project_title,
                subject: r.subject,
                status: r.status,
                previous: r.previous,
                target: r.target,
                at: format_rfc3339_from_ms(r.at),
            })
        })
        .collect();
    Ok((events, more))
}

/// The client's last visit: their previous sign-in or the last time they opened the feed,
/// whichever is later. Signed in, the previous sign-in is any other of their sessions; in a staff
/// member's read-only view (`viewing`), it is the one before the client's latest, so staff see the
/// feed as the client does. A staff member's view is never a sign-in of the client's.
pub async fn last_visit(
    db: &Db,
    client: &UserId,
    session_id: &str,
    viewing: bool,
) -> Result<Option<i64>, sqlx::Error> {
    let previous = if viewing {
        "SELECT created_at AS t FROM sessions WHERE user_id = $1 AND read_only = 0 AND id <> $2 \
         AND token_name IS NULL \
         ORDER BY created_at DESC LIMIT 1 OFFSET 1"
    } else {
        "SELECT MAX(created_at) AS t FROM sessions WHERE user_id = $1 AND id <> $2 AND read_only = 0 \
         AND token_name IS NULL"
    };
    sqlx::query_scalar(&format!(
        "SELECT MAX(t) FROM (SELECT t FROM ({previous}) p \
         UNION ALL SELECT seen_at AS t FROM activity_seen WHERE user_id = $1) v"
    ))
    .bind(client)
    .bind(session_id)
    .fetch_one(db)
    .await
}

/// The client opened their feed now.
pub async fn mark_seen(db: &Db, client: &UserId) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO activity_seen (user_id, seen_at) VALUES ($1, $2) \
         ON CONFLICT (user_id) DO UPDATE SET seen_at = EXCLUDED.seen_at",
    )
    .bind(client)
    .bind(now_ms())
    .execute(db)
    .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_sort_in_the_order_they_were_made() {
        let ids: Vec<String> = (0..1000).map(|_| next_id_at(now_ms())).collect();
        let mut sorted = ids.clone();
        sorted.sort();
        assert_eq!(ids, sorted);
        assert_eq!(ids[0].len(), 30);
    }

    #[test]
    fn ids_of_the_past_sort_by_time_then_by_their_number() {
        let a = id_at(1_700_000_000_000, 0);
        let b = id_at(1_700_000_000_000, 1);
        let c = id_at(1_700_000_000_001, 0);
        assert!(a < b && b < c, "{a} {b} {c}");
        assert_eq!(a.len(), 30);
        assert!(a.starts_with("01700000000000000-"));
        let (_, random) = a.split_once('-').unwrap();
        assert!(random
            .bytes()
            .all(|x| x.is_ascii_digit() || (b'a'..=b'f').contains(&x)));
        // The same format as an event recorded now, and earlier than it.
        let now = next_id_at(now_ms());
        assert_eq!(now.len(), a.len());
        assert!(c < now);
    }

    #[test]
    fn every_kind_reads_back() {
        for k in Kind::ALL {
            assert_eq!(Kind::parse(k.as_str()), Some(k));
        }
    }
}
