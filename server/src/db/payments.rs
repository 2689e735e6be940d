//! Payment milestones: an amount of the project's currency in minor units, tied to a goal or not,
//! planned -> due -> invoiced -> paid; what was received is rows (`payment_receipts`), never an
//! edited amount (ADR 0032).

use portico_shared::dates::format_rfc3339_from_ms;
use portico_shared::money::Amount;
use portico_shared::validate::{Payment, Receipt};
use serde::Serialize;
use sqlx::{AnyConnection, FromRow};

use super::activity::Kind;
use super::goals::{tell_reached, PER_PROJECT_MAX};
use super::{new_id, now_ms, Db};
use crate::ids::{PaymentId, ProjectId, UserId};

/// Where a milestone stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum Status {
    Planned,
    Due,
    Invoiced,
    Paid,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Planned => "planned",
            Self::Due => "due",
            Self::Invoiced => "invoiced",
            Self::Paid => "paid",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        [Self::Planned, Self::Due, Self::Invoiced, Self::Paid]
            .into_iter()
            .find(|v| v.as_str() == s)
    }
}

#[derive(Debug, FromRow)]
struct Row {
    id: String,
    project_id: String,
    title: String,
    description: String,
    amount_minor: i64,
    currency: String,
    status: String,
    goal_id: Option<String>,
    due_date: Option<String>,
    received: i64,
    created_at: i64,
}

/// A milestone as staff and the people who handle the client's money read it.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaymentView {
    #[serde(rename = "_id")]
    pub id: String,
    pub project: String,
    pub title: String,
    pub description: String,
    /// The spec's `amount`: in the currency's units (`4500.5`), written from `total` as the answer
    /// leaves; `total` is the amount itself.
    #[serde(serialize_with = "Amount::serialize_units")]
    #[schemars(with = "f64")]
    pub amount: Amount,
    /// ISO 4217.
    pub currency: String,
    /// The milestone's amount.
    pub total: Amount,
    /// What was received so far.
    pub received: Amount,
    /// What is left to pay (`total` less `received`).
    pub left: Amount,
    pub status: Status,
    /// The goal whose approval makes it due.
    pub goal: Option<String>,
    pub due_date: Option<String>,
    /// Paid in full (the spec's field).
    pub is_completed: bool,
    pub created_at: String,
}

const SELECT: &str =
    "SELECT x.id, x.project_id, x.title, x.description, x.amount_minor, x.currency, \
     x.status, x.goal_id, x.due_date, x.created_at, CAST(COALESCE((SELECT SUM(r.amount_minor) \
     FROM payment_receipts r WHERE r.payment_id = x.id), 0) AS BIGINT) AS received FROM payments x";

impl From<Row> for PaymentView {
    fn from(r: Row) -> Self {
        let total = Amount::stored(r.amount_minor, &r.currency);
        let status = Status::parse(&r.status).unwrap_or(Status::Planned);
        PaymentView {
            id: r.id,
            project: r.project_id,
            title: r.title,
            description: r.description,
            amount: total,
            currency: r.currency,
            total,
            received: total.with_minor(r.received),
            left: total.with_minor(r.amount_minor.saturating_sub(r.received)),
            is_completed: status == Status::Paid,
            status,
            goal: r.goal_id,
            due_date: r.due_date,
            created_at: format_rfc3339_from_ms(r.created_at),
        }
    }
}

pub async fn of_project(db: &Db, project_id: &ProjectId) -> Result<Vec<PaymentView>, sqlx::Error> {
    let rows: Vec<Row> = sqlx::query_as(&format!(
        "{SELECT} WHERE x.project_id = $1 ORDER BY x.due_date, x.created_at, x.id LIMIT {PER_PROJECT_MAX}"
    ))
    .bind(project_id)
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().map(PaymentView::from).collect())
}

pub async fn one(
    c: &mut AnyConnection,
    id: &PaymentId,
) -> Result<Option<PaymentView>, sqlx::Error> {
    let row: Option<Row> = sqlx::query_as(&format!("{SELECT} WHERE x.id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await?;
    Ok(row.map(PaymentView::from))
}

pub async fn read(db: &Db, id: &PaymentId) -> Result<Option<PaymentView>, sqlx::Error> {
    let mut c = db.acquire().await?;
    one(&mut c, id).await
}

/// The currency of a project (None: no such project).
pub async fn project_currency(db: &Db, project: &ProjectId) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT currency FROM projects WHERE id = $1")
        .bind(project)
        .fetch_optional(db)
        .await
}

/// The currency of a milestone (None: no such milestone).
pub async fn currency_of(db: &Db, id: &PaymentId) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT currency FROM payments WHERE id = $1")
        .bind(id)
        .fetch_optional(db)
        .await
}

/// Whether a project may take this currency: it has it already, or it has no milestone.
pub async fn may_change_currency(
    c: &mut AnyConnection,
    project: &ProjectId,
    currency: &str,
) -> Result<bool, sqlx::Error> {
    let other: Option<i64> = sqlx::query_scalar(
        "SELECT 1 FROM payments WHERE project_id = $1 AND currency <> $2 LIMIT 1",
    )
    .bind(project)
    .bind(currency)
    .fetch_optional(c)
    .await?;
    Ok(other.is_none())
}

/// Whether a goal belongs to the project.
pub async fn goal_of_project(
    c: &mut AnyConnection,
    goal: &str,
    project: &ProjectId,
) -> Result<bool, sqlx::Error> {
    let found: Option<i64> =
        sqlx::query_scalar("SELECT 1 FROM goals WHERE id = $1 AND project_id = $2")
            .bind(goal)
            .bind(project)
            .fetch_optional(c)
            .await?;
    Ok(found.is_some())
}

/// Adds a milestone in `p.currency` (the project's, checked by the caller). One ticked paid is
/// received in full on its creation.
pub async fn add(
    c: &mut AnyConnection,
    project_id: &ProjectId,
    p: &Payment,
    by: &UserId,
) -> Result<PaymentId, sqlx::Error> {
    let id = PaymentId::generate();
    let status = if p.is_completed {
        Status::Paid
    } else {
        Status::Planned
    };
    let now = now_ms();
    sqlx::query(
        "INSERT INTO payments (id, project_id, title, description, amount_minor, currency, goal_id, status, \
         due_date, is_completed, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)",
    )
    .bind(&id)
    .bind(project_id)
    .bind(&p.title)
    .bind(p.description.clone().unwrap_or_default())
    .bind(p.amount_minor)
    .bind(p.currency.code())
    .bind(p.goal.clone())
    .bind(status.as_str())
    .bind(p.due_date.map(|d| d.to_string()))
    .bind(i16::from(p.is_completed))
    .bind(now)
    .execute(&mut *c)
    .await?;
    if p.is_completed && p.amount_minor > 0 {
        insert_receipt(c, &id, p.amount_minor, None, "", Some(by)).await?;
    }
    super::figures::recount(c, project_id).await?;
    Ok(id)
}

/// Adds a milestone that is due now, for what the firm bills outside the plan (a prepaid block of
/// hours, logged time): the caller invoices it in the same transaction.
pub async fn add_due(
    c: &mut AnyConnection,
    project_id: &ProjectId,
    (title, description): (&str, &str),
    (amount_minor, currency): (i64, &str),
) -> Result<PaymentId, sqlx::Error> {
    let id = PaymentId::generate();
    sqlx::query(
        "INSERT INTO payments (id, project_id, title, description, amount_minor, currency, status, \
         is_completed, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, 'due', 0, $7, $7)",
    )
    .bind(&id)
    .bind(project_id)
    .bind(title)
    .bind(description)
    .bind(amount_minor)
    .bind(currency)
    .bind(now_ms())
    .execute(&mut *c)
    .await?;
    super::figures::recount(c, project_id).await?;
    Ok(id)
}

async fn insert_receipt(
    c: &mut AnyConnection,
    payment: &PaymentId,
    amount_minor: i64,
    received_on: Option<String>,
    note: &str,
    by: Option<&UserId>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO payment_receipts (id, payment_id, amount_minor, received_on, note, recorded_by, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(new_id())
    .bind(payment)
    .bind(amount_minor)
    .bind(received_on)
    .bind(note)
    .bind(by)
    .bind(now_ms())
    .execute(&mut *c)
    .await?;
    Ok(())
}

/// The milestone's amount, what was received and its status, its row locked for this write.
async fn locked(
    c: &mut AnyConnection,
    id: &PaymentId,
) -> Result<Option<(i64, i64, Status)>, sqlx::Error> {
    // An update takes the row's lock on both engines: two receipts at once are counted in turn.
    let touched = sqlx::query("UPDATE payments SET updated_at = updated_at WHERE id = $1")
        .bind(id)
        .execute(&mut *c)
        .await?;
    if touched.rows_affected() == 0 {
        return Ok(None);
    }
    Ok(one(c, id)
        .await?
        .map(|v| (v.total.minor, v.received.minor, v.status)))
}

/// Sets the status from what was received: paid when it covers the amount (the client hears of
/// it once), else what it was, or due (invoiced, when on an invoice) when it was paid.
async fn settle(
    c: &mut AnyConnection,
    id: &PaymentId,
    amount: i64,
    received: i64,
    before: Status,
) -> Result<(), sqlx::Error> {
    let after = if received >= amount {
        Status::Paid
    } else if before == Status::Paid {
        Status::Due
    } else {
        before
    };
    if after == Status::Paid && before != Status::Paid {
        tell_reached(c, "payments", Kind::MilestonePaid, id.as_str()).await?;
    }
    // Back from paid to what is left: invoiced when an invoice still names it.
    sqlx::query(
        "UPDATE payments SET status = CASE WHEN $1 = 'due' AND invoice_id IS NOT NULL THEN 'invoiced' ELSE $1 END, \
         is_completed = $2, updated_at = $3 WHERE id = $4",
    )
    .bind(after.as_str())
    .bind(i16::from(after == Status::Paid))
    .bind(now_ms())
    .bind(id)
    .execute(&mut *c)
    .await?;
    if after == Status::Paid && before != Status::Paid {
        super::webhook_events::invoice_paid_if_settled(&mut *c, id.as_str()).await?;
    }
    super::figures::recount_where(
        c,
        "SELECT project_id FROM payments WHERE id = $1",
        id,
        super::figures::Counts::All,
    )
    .await
}

/// Why a receipt was refused.
pub enum ReceiptRefused {
    NotFound,
    /// More than what is left to pay (what is left, in minor units).
    MoreThanLeft(i64),
}

/// Records money received for a milestone: at most what is left to pay.
pub async fn receive(
    c: &mut AnyConnection,
    id: &PaymentId,
    r: &Receipt,
    by: &UserId,
) -> Result<Result<(), ReceiptRefused>, sqlx::Error> {
    let Some((amount, received, status)) = locked(c, id).await? else {
        return Ok(Err(ReceiptRefused::NotFound));
    };
    let left = amount - received;
    if r.amount_minor > left {
        return Ok(Err(ReceiptRefused::MoreThanLeft(left.max(0))));
    }
    insert_receipt(
        c,
        id,
        r.amount_minor,
        Some(r.received_on.to_string()),
        &r.note,
        Some(by),
    )
    .await?;
    settle(c, id, amount, received + r.amount_minor, status).await?;
    Ok(Ok(()))
}

/// Marks a milestone paid (what is left is received today) or not (what was received is
/// reversed by a row of the opposite sign); false when there is no such milestone.
pub async fn set_paid(
    c: &mut AnyConnection,
    id: &PaymentId,
    paid: bool,
    by: &UserId,
) -> Result<bool, sqlx::Error> {
    let Some((amount, received, status)) = locked(c, id).await? else {
        return Ok(false);
    };
    let today = super::figures::today();
    let change = if paid { amount - received } else { -received };
    let note = if paid {
        "Marked paid"
    } else {
        "Marked not paid"
    };
    if change != 0 {
        insert_receipt(c, id, change, Some(today), note, Some(by)).await?;
    }
    settle(c, id, amount, received + change, status).await?;
    Ok(true)
}

/// Records what is left to pay of a milestone as received today by no one in particular (a
/// payment online, `note` naming it); what was left, 0 when nothing was (or no such milestone).
pub async fn receive_rest(
    c: &mut AnyConnection,
    id: &PaymentId,
    note: &str,
) -> Result<i64, sqlx::Error> {
    let Some((amount, received, status)) = locked(c, id).await? else {
        return Ok(0);
    };
    let left = amount - received;
    if left <= 0 {
        return Ok(0);
    }
    let today = super::figures::today();
    insert_receipt(c, id, left, Some(today), note, None).await?;
    settle(c, id, amount, amount, status).await?;
    Ok(left)
}

/// Gives back what receipts noted `booked` gave each milestone, by rows of the opposite sign
/// noted `note`; the milestones are due (invoiced) again. How much was given back.
pub async fn reverse_noted(
    c: &mut AnyConnection,
    booked: &str,
    note: &str,
) -> Result<i64, sqlx::Error> {
    let given: Vec<(String, i64)> = sqlx::query_as(
        "SELECT payment_id, CAST(SUM(amount_minor) AS BIGINT) FROM payment_receipts WHERE note = $1 \
         GROUP BY payment_id ORDER BY payment_id",
    )
    .bind(booked)
    .fetch_all(&mut *c)
    .await?;
    let mut back = 0;
    for (milestone, amount_given) in given {
        let id = PaymentId::from_stored(milestone);
        let Some((amount, received, status)) = locked(c, &id).await? else {
            continue;
        };
        if amount_given <= 0 {
            continue;
        }
        let today = super::figures::today();
        insert_receipt(c, &id, -amount_given, Some(today), note, None).await?;
        settle(c, &id, amount, received - amount_given, status).await?;
        back += amount_given;
    }
    Ok(back)
}

/// Sets a milestone planned or due by hand (one without a goal, or due before its goal's
/// sign-off); an invoiced or paid one keeps its status. False when there is no such milestone.
pub async fn set_due(
    c: &mut AnyConnection,
    id: &PaymentId,
    due: bool,
) -> Result<bool, sqlx::Error> {
    let (from, to) = if due {
        (Status::Planned, Status::Due)
    } else {
        (Status::Due, Status::Planned)
    };
    let exists: Option<i64> = sqlx::query_scalar("SELECT 1 FROM payments WHERE id = $1")
        .bind(id)
        .fetch_optional(&mut *c)
        .await?;
    sqlx::query("UPDATE payments SET status = $1, updated_at = $2 WHERE id = $3 AND status = $4")
        .bind(to.as_str())
        .bind(now_ms())
        .bind(id)
        .bind(from.as_str())
        .execute(&mut *c)
        .await?;
    Ok(exists.is_some())
}

/// What is left to pay of milestone `x`, in minor units counted as a double (`db::whole_sum`).
const LEFT_OF_X: &str = "(CAST(x.amount_minor AS DOUBLE PRECISION) - COALESCE((SELECT \
     SUM(CAST(r.amount_minor AS DOUBLE PRECISION)) FROM payment_receipts r WHERE r.payment_id = x.id), 0))";

/// What is left to pay of each client's unpaid milestones, one total per currency (currencies in
/// code order), for a page of clients.
pub async fn unpaid_by_client(
    db: &Db,
    clients: &[String],
) -> Result<std::collections::HashMap<String, Vec<Amount>>, sqlx::Error> {
    let mut out: std::collections::HashMap<String, Vec<Amount>> = Default::default();
    if clients.is_empty() {
        return Ok(out);
    }
    let left = super::whole_sum(LEFT_OF_X);
    let sql = format!(
        "SELECT p.client_id, x.currency, {left} AS left_minor \
         FROM payments x JOIN projects p ON p.id = x.project_id \
         WHERE x.is_completed = 0 AND p.client_id IN ({}) GROUP BY p.client_id, x.currency ORDER BY x.currency",
        super::placeholders(clients.len(), 1)
    );
    let rows: Vec<(String, String, i64)> = super::fetch_with(db, &sql, clients).await?;
    for (client, currency, left) in rows {
        out.entry(client)
            .or_default()
            .push(Amount::stored(left, &currency));
    }
    Ok(out)
}

/// What the firm is owed and was paid, in one currency (never added across currencies).
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Receivables {
    pub currency: String,
    /// Left to pay of the milestones due or invoiced.
    pub due: Amount,
    /// The part of `due` whose due date has passed.
    pub overdue: Amount,
    /// Received, all milestones.
    pub paid: Amount,
    /// Milestones due or invoiced, and how many of them are overdue.
    pub due_count: i64,
    pub overdue_count: i64,
}

/// The firm's receivables per currency (codes in order): due, overdue and paid, in minor units
/// (`db::whole_sum`).
pub async fn receivables(db: &Db, today: &str) -> Result<Vec<Receivables>, sqlx::Error> {
    type Row = (String, i64, i64, i64, i64, i64);
    let left = LEFT_OF_X;
    let open = "x.status IN ('due', 'invoiced')";
    let late = "x.due_date IS NOT NULL AND x.due_date < $1";
    let due = super::whole_sum(&format!("CASE WHEN {open} THEN {left} ELSE 0 END"));
    let overdue = super::whole_sum(&format!(
        "CASE WHEN {open} AND {late} THEN {left} ELSE 0 END"
    ));
    let paid = super::whole_sum(&format!(
        "CAST(x.amount_minor AS DOUBLE PRECISION) - {left}"
    ));
    let rows: Vec<Row> = sqlx::query_as(&format!(
        "SELECT x.currency, {due}, {overdue}, {paid}, \
         CAST(COALESCE(SUM(CASE WHEN {open} THEN 1 ELSE 0 END), 0) AS BIGINT), \
         CAST(COALESCE(SUM(CASE WHEN {open} AND {late} THEN 1 ELSE 0 END), 0) AS BIGINT) \
         FROM payments x GROUP BY x.currency ORDER BY x.currency LIMIT 200"
    ))
    .bind(today)
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(
            |(currency, due, overdue, paid, due_count, overdue_count)| Receivables {
                due: Amount::stored(due, &currency),
                overdue: Amount::stored(overdue, &currency),
                paid: Amount::stored(paid, &currency),
                currency,
                due_count,
                overdue_count,
            },
        )
        .collect())
}

/// The milestones of an approved goal fall due (those still planned), in the approval's
/// transaction.
pub async fn due_with_goal(c: &mut AnyConnection, goal: &str) -> Result<u64, sqlx::Error> {
    planned_to_due(c, "goal_id", goal).await
}

/// A milestone whose deliverables were approved falls due, if still planned.
pub async fn due_by_id(c: &mut AnyConnection, id: &str) -> Result<u64, sqlx::Error> {
    planned_to_due(c, "id", id).await
}

async fn planned_to_due(
    c: &mut AnyConnection,
    key: &'static str,
    value: &str,
) -> Result<u64, sqlx::Error> {
    let done = sqlx::query(&format!(
        "UPDATE payments SET status = 'due', updated_at = $1 WHERE {key} = $2 AND status = 'planned'"
    ))
    .bind(now_ms())
    .bind(value)
    .execute(&mut *c)
    .await?;
    Ok(done.rows_affected())
}
