//! The staff home's reads ("Today"): what waits on staff and what waits on clients, one block per
//! kind, each bounded: its first `SHOWN` rows, oldest (or most overdue) first, and how many there
//! are in all. Two queries a block, whatever the number of rows. The failed mails' block is the
//! outbox's own (`mail::outbox::failed`).

use portico_shared::dates::format_rfc3339_from_ms;
use portico_shared::money::Amount;
use serde::Serialize;
use sqlx::FromRow;

use super::audit::{NamedRef, ProjectRef};
use super::Db;

/// How many rows a block shows; the rest are counted, and handled where each is handled.
pub const SHOWN: i64 = 10;

/// The client and project a row is about, as its query names them.
#[derive(FromRow)]
struct Of {
    client_id: String,
    client_name: String,
    project_id: String,
    project_title: String,
}

impl Of {
    fn client(&self) -> NamedRef {
        NamedRef {
            id: self.client_id.clone(),
            name: self.client_name.clone(),
        }
    }

    fn project(&self) -> ProjectRef {
        ProjectRef {
            id: self.project_id.clone(),
            title: self.project_title.clone(),
        }
    }
}

/// One kind of thing waiting: its first rows (at most 10) and how many there are in all.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[schemars(rename = "WaitingOf{T}")]
pub struct Block<T> {
    pub total: i64,
    pub items: Vec<T>,
}

impl<T> Block<T> {
    /// A block of `items`, already cut at `SHOWN`, among `total`.
    pub fn of(total: i64, items: Vec<T>) -> Self {
        Self { total, items }
    }
}

/// A block: how many rows `SELECT ... FROM {from}` (joins and `WHERE`) gives, and the first
/// `SHOWN` of them by `order`, each made into what the block shows by `view`. `binds` are `$1`...
async fn read<R, T>(
    db: &Db,
    columns: &str,
    from: &str,
    order: &str,
    binds: &[String],
    view: impl FnMut(R) -> T,
) -> Result<Block<T>, sqlx::Error>
where
    R: for<'r> FromRow<'r, sqlx::any::AnyRow> + Send + Unpin,
{
    let total = super::count(db, &format!("SELECT COUNT(*) FROM {from}"), binds).await?;
    let sql = format!("SELECT {columns} FROM {from} ORDER BY {order} LIMIT {SHOWN}");
    let rows: Vec<R> = super::fetch_with(db, &sql, binds).await?;
    Ok(Block::of(total, rows.into_iter().map(view).collect()))
}

/// A ticket waits on us when it is open and staff have not answered the client's latest word: it
/// has no reply yet, or its latest reply is the client's (anyone of the company). The portal's
/// cards count the other side (`glance`: the latest reply is staff's, so it waits on the client);
/// the two make every open ticket.
const WAITING_ON_US: &str = "t.status = 'Open' AND COALESCE((SELECT a.role FROM ticket_comments c \
     JOIN users a ON a.id = c.user_id WHERE c.ticket_id = t.id \
     ORDER BY c.created_at DESC, c.id DESC LIMIT 1), 'client') <> 'admin'";

/// Since when a ticket has waited on us: the client's first word after staff's last reply, or the
/// ticket's opening when staff never replied.
const WAITING_SINCE: &str = "COALESCE((SELECT MIN(c.created_at) FROM ticket_comments c \
     WHERE c.ticket_id = t.id AND c.created_at > (SELECT MAX(s.created_at) FROM ticket_comments s \
     JOIN users a ON a.id = s.user_id WHERE s.ticket_id = t.id AND a.role = 'admin')), t.created_at)";

#[derive(FromRow)]
struct TicketRow {
    id: String,
    title: String,
    client_id: String,
    client_name: String,
    project_id: Option<String>,
    project_title: Option<String>,
    waiting_since: i64,
}

/// An open ticket staff have not answered yet.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TicketWaiting {
    #[serde(rename = "_id")]
    pub id: String,
    pub title: String,
    /// The company that opened it.
    pub client: NamedRef,
    pub project: Option<ProjectRef>,
    /// When the client's word that staff have not answered was written.
    pub waiting_since: String,
}

/// Tickets waiting on us, those waiting longest first.
pub async fn tickets_waiting(db: &Db) -> Result<Block<TicketWaiting>, sqlx::Error> {
    let columns = format!(
        "t.id, t.title, u.id AS client_id, u.name AS client_name, p.id AS project_id, \
         p.title AS project_title, {WAITING_SINCE} AS waiting_since"
    );
    let from = format!(
        "tickets t JOIN users u ON u.id = t.user_id LEFT JOIN projects p ON p.id = t.project_id \
         WHERE {WAITING_ON_US}"
    );
    read(
        db,
        &columns,
        &from,
        "waiting_since, t.id",
        &[],
        |r: TicketRow| TicketWaiting {
            client: NamedRef {
                id: r.client_id,
                name: r.client_name,
            },
            project: r
                .project_id
                .zip(r.project_title)
                .map(|(id, title)| ProjectRef { id, title }),
            waiting_since: format_rfc3339_from_ms(r.waiting_since),
            id: r.id,
            title: r.title,
        },
    )
    .await
}

#[derive(FromRow)]
struct SignoffRow {
    #[sqlx(flatten)]
    of: Of,
    id: String,
    title: String,
    round: i64,
    created_at: i64,
}

/// A round of sign-off asked of a client and not decided yet.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignoffWaiting {
    /// The round's id.
    #[serde(rename = "_id")]
    pub id: String,
    /// What is signed off (the goal's or milestone's title).
    pub title: String,
    pub round: i64,
    pub client: NamedRef,
    pub project: ProjectRef,
    pub asked_at: String,
}

/// Sign-offs waiting on clients (rounds still open), those asked longest ago first.
pub async fn signoffs_waiting(db: &Db) -> Result<Block<SignoffWaiting>, sqlx::Error> {
    let columns = "s.id, s.title, CAST(s.round AS BIGINT) AS round, u.id AS client_id, \
         u.name AS client_name, p.id AS project_id, p.title AS project_title, s.created_at";
    let from = "signoffs s JOIN projects p ON p.id = s.project_id \
         JOIN users u ON u.id = p.client_id WHERE s.state = 'open'";
    read(
        db,
        columns,
        from,
        "s.created_at, s.id",
        &[],
        |r: SignoffRow| SignoffWaiting {
            client: r.of.client(),
            project: r.of.project(),
            asked_at: format_rfc3339_from_ms(r.created_at),
            id: r.id,
            title: r.title,
            round: r.round,
        },
    )
    .await
}

/// An invoice is overdue when its due date has passed and a milestone it bills is still unpaid
/// (`invoiced`: paid in full makes it `paid`; a credit note takes the milestones off it).
const OVERDUE: &str = "i.kind = 'invoice' AND i.due_on IS NOT NULL AND i.due_on < $1 \
     AND i.id IN (SELECT x.invoice_id FROM payments x WHERE x.status = 'invoiced')";

#[derive(FromRow)]
struct InvoiceRow {
    #[sqlx(flatten)]
    of: Of,
    id: String,
    number: String,
    currency: String,
    total_minor: i64,
    due_on: String,
}

/// An invoice past its due date and not paid.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct InvoiceOverdue {
    #[serde(rename = "_id")]
    pub id: String,
    /// `2026-0007`.
    pub number: String,
    /// The company billed (its name as the other blocks give it; as the invoice names it if the
    /// account is gone).
    pub client: NamedRef,
    pub project: ProjectRef,
    /// `YYYY-MM-DD`.
    pub due_on: String,
    pub total: Amount,
}

/// Invoices overdue on `today` (`YYYY-MM-DD`), the longest overdue first.
pub async fn invoices_overdue(db: &Db, today: &str) -> Result<Block<InvoiceOverdue>, sqlx::Error> {
    let columns = "i.id, i.number, i.client_id, COALESCE(u.name, i.client_name) AS client_name, \
         i.project_id, i.project_title, i.currency, i.total_minor, i.due_on";
    let from = format!("invoices i LEFT JOIN users u ON u.id = i.client_id WHERE {OVERDUE}");
    let order = "i.due_on, i.year, i.seq";
    read(
        db,
        columns,
        &from,
        order,
        &[today.to_owned()],
        |r: InvoiceRow| InvoiceOverdue {
            total: Amount::stored(r.total_minor, &r.currency),
            client: r.of.client(),
            project: r.of.project(),
            id: r.id,
            number: r.number,
            due_on: r.due_on,
        },
    )
    .await
}

/// A milestone falls in the week when it is not paid and its due date is from `$1` (today) to
/// `$2` (six days on), both included.
const THIS_WEEK: &str =
    "x.status <> 'paid' AND x.due_date IS NOT NULL AND x.due_date >= $1 AND x.due_date <= $2";

#[derive(FromRow)]
struct MilestoneRow {
    #[sqlx(flatten)]
    of: Of,
    id: String,
    title: String,
    due_date: String,
    amount_minor: i64,
    currency: String,
    status: String,
}

/// A payment milestone due within the week.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MilestoneDue {
    #[serde(rename = "_id")]
    pub id: String,
    pub title: String,
    pub client: NamedRef,
    pub project: ProjectRef,
    /// `YYYY-MM-DD`.
    pub due_date: String,
    pub amount: Amount,
    /// `planned`, `due` or `invoiced`.
    pub status: String,
}

/// Unpaid milestones due from `today` to `last_day` (both `YYYY-MM-DD`, included), soonest first.
pub async fn milestones_due(
    db: &Db,
    today: &str,
    last_day: &str,
) -> Result<Block<MilestoneDue>, sqlx::Error> {
    let columns = "x.id, x.title, u.id AS client_id, u.name AS client_name, p.id AS project_id, \
         p.title AS project_title, x.due_date, x.amount_minor, x.currency, x.status";
    let from = format!(
        "payments x JOIN projects p ON p.id = x.project_id JOIN users u ON u.id = p.client_id \
         WHERE {THIS_WEEK}"
    );
    let order = "x.due_date, x.created_at, x.id";
    let binds = [today.to_owned(), last_day.to_owned()];
    read(db, columns, &from, order, &binds, |r: MilestoneRow| {
        MilestoneDue {
            amount: Amount::stored(r.amount_minor, &r.currency),
            client: r.of.client(),
            project: r.of.project(),
            id: r.id,
            title: r.title,
            due_date: r.due_date,
            status: r.status,
        }
    })
    .await
}
