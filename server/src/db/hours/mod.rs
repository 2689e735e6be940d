//! Logged time (ADR 0042): staff log entries and run timers; the Hours view sums them per week,
//! sprint, task and person. Minutes are whole numbers and amounts minor units, computed by
//! `shared`'s rules (`hours::charge`, `hours::usage`).

use portico_shared::dates::{format_rfc3339_from_ms, Date};
use portico_shared::hours::{charge, format_duration};
use portico_shared::money::Amount;
use portico_shared::validate::{HoursSettings, Target, TimeEntry};
use serde::Serialize;
use sqlx::{AnyConnection, FromRow};

use super::{now_ms, whole_sum, Db, Engine};
use crate::ids::{ProjectId, TimeEntryId, UserId};
use crate::proofs::Money;

pub mod approval;
pub mod blocks;
pub mod draw;
pub mod quick_log;
mod rates;
pub mod sprint_budget;
mod timers;
pub mod version;
mod view;
mod week;

pub use rates::{role_rates, set_role_rate, RateRefused, RoleRateView};
pub use timers::{start_timer, stop_timer, timer, TimerView};
pub use view::{hours, monday_of, HoursBudget, HoursGroup, HoursSums, HoursView};
pub use week::{week, WeekView};

/// At most this many entries in one list.
pub const ENTRIES_MAX: i64 = 500;

#[derive(Debug, FromRow)]
struct EntryRow {
    id: String,
    project_id: String,
    task_id: Option<String>,
    task_title: Option<String>,
    ticket_id: Option<String>,
    ticket_title: Option<String>,
    staff_id: Option<String>,
    staff_name: String,
    work_date: String,
    minutes: i64,
    billable: i64,
    note: String,
    rate_minor: Option<i64>,
    currency: String,
    state: String,
    timer_capped: i64,
    invoice_id: Option<String>,
    created_at: i64,
}

/// One entry of logged time. `amount` (what it costs at the rate that applied) only for people
/// who handle money, and only when it is billable and has a rate: absent otherwise, never zero.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TimeEntryView {
    #[serde(rename = "_id")]
    pub id: String,
    pub project: String,
    pub task: Option<String>,
    pub task_title: Option<String>,
    pub ticket: Option<String>,
    pub ticket_title: Option<String>,
    /// The staff member who did the work (staff only see it; clients read `who`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub staff: Option<String>,
    /// Who did the work, as the client sees them.
    pub who: String,
    /// The day the work was done, `YYYY-MM-DD`.
    pub date: String,
    pub minutes: i64,
    /// The minutes as every screen writes them (`1:30`).
    pub time: String,
    pub billable: bool,
    pub note: String,
    /// `open`, `waiting`, `approved` or `queried`.
    pub state: String,
    /// On an invoice: it can no longer change.
    pub invoiced: bool,
    /// Logged by a timer left running, stopped at 12 hours.
    pub timer_capped: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub amount: Option<Amount>,
    /// The hourly rate it is charged at, for people who handle money, when it has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rate: Option<Amount>,
    pub created_at: String,
}

const SELECT: &str = "SELECT e.id, e.project_id, e.task_id, t.title AS task_title, e.ticket_id, \
     k.title AS ticket_title, e.staff_id, e.staff_name, e.work_date, e.minutes, \
     CAST(e.billable AS BIGINT) AS billable, e.note, e.rate_minor, p.currency, e.state, \
     CAST(e.timer_capped AS BIGINT) AS timer_capped, e.invoice_id, e.created_at \
     FROM time_entries e JOIN projects p ON p.id = e.project_id \
     LEFT JOIN tasks t ON t.id = e.task_id LEFT JOIN tickets k ON k.id = e.ticket_id";

fn view(r: EntryRow, money: Option<Money>, staff: bool) -> TimeEntryView {
    let amount = match (money, r.rate_minor, r.billable != 0) {
        (Some(_), Some(rate), true) => Some(Amount::stored(charge(r.minutes, rate), &r.currency)),
        _ => None,
    };
    let rate = money
        .and(r.rate_minor)
        .map(|rate| Amount::stored(rate, &r.currency));
    TimeEntryView {
        id: r.id,
        project: r.project_id,
        task: r.task_id,
        task_title: r.task_title,
        ticket: r.ticket_id,
        ticket_title: r.ticket_title,
        staff: if staff { r.staff_id } else { None },
        who: r.staff_name,
        date: r.work_date,
        time: format_duration(r.minutes),
        minutes: r.minutes,
        billable: r.billable != 0,
        note: r.note,
        state: r.state,
        invoiced: r.invoice_id.is_some(),
        timer_capped: r.timer_capped != 0,
        amount,
        rate,
        created_at: format_rfc3339_from_ms(r.created_at),
    }
}

/// One entry, as staff read it.
pub async fn entry(
    db: &Db,
    id: &TimeEntryId,
    money: Option<Money>,
) -> Result<Option<TimeEntryView>, sqlx::Error> {
    let row: Option<EntryRow> = sqlx::query_as(&format!("{SELECT} WHERE e.id = $1"))
        .bind(id)
        .fetch_optional(db)
        .await?;
    Ok(row.map(|r| view(r, money, true)))
}

/// What staff list: a project's entries, or one person's, within days `from..=to`, newest day
/// first; at most [`ENTRIES_MAX`].
pub struct EntryFilter {
    pub project: Option<ProjectId>,
    pub staff: Option<UserId>,
    pub from: Option<Date>,
    pub to: Option<Date>,
}

pub async fn entries(
    db: &Db,
    f: &EntryFilter,
    money: Option<Money>,
) -> Result<Vec<TimeEntryView>, sqlx::Error> {
    let mut sql = format!("{SELECT} WHERE 1 = 1");
    let mut binds: Vec<String> = Vec::new();
    let mut push = |sql: &mut String, clause: &str, value: String| {
        binds.push(value);
        sql.push_str(&format!(" AND {clause} ${}", binds.len()));
    };
    if let Some(p) = &f.project {
        push(&mut sql, "e.project_id =", p.to_string());
    }
    if let Some(s) = &f.staff {
        push(&mut sql, "e.staff_id =", s.to_string());
    }
    if let Some(d) = f.from {
        push(&mut sql, "e.work_date >=", d.to_string());
    }
    if let Some(d) = f.to {
        push(&mut sql, "e.work_date <=", d.to_string());
    }
    sql.push_str(&format!(
        " ORDER BY e.work_date DESC, e.created_at DESC, e.id LIMIT {ENTRIES_MAX}"
    ));
    let mut q = sqlx::query_as::<_, EntryRow>(&sql);
    for b in &binds {
        q = q.bind(b);
    }
    let rows = q.fetch_all(db).await?;
    Ok(rows.into_iter().map(|r| view(r, money, true)).collect())
}

/// At most this many entries in one export: years of a busy project's time.
pub const EXPORT_MAX: i64 = 100_000;

/// A project's entries in the order the work was done, for its CSV (at most [`EXPORT_MAX`]).
pub async fn project_entries(
    db: &Db,
    project: &ProjectId,
    money: Option<Money>,
) -> Result<Vec<TimeEntryView>, sqlx::Error> {
    let rows: Vec<EntryRow> = sqlx::query_as(&format!(
        "{SELECT} WHERE e.project_id = $1 ORDER BY e.work_date, e.created_at, e.id LIMIT {EXPORT_MAX}"
    ))
    .bind(project)
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().map(|r| view(r, money, false)).collect())
}

/// Whether a task or a ticket belongs to the project (an entry names only its own project's).
pub async fn target_in_project(
    c: &mut AnyConnection,
    project: &ProjectId,
    target: &Target,
) -> Result<bool, sqlx::Error> {
    let (sql, id) = match target {
        Target::Project => return Ok(true),
        Target::Task(id) => (
            "SELECT COUNT(*) FROM tasks t JOIN sprints s ON s.id = t.sprint_id \
             WHERE t.id = $1 AND s.project_id = $2",
            id,
        ),
        Target::Ticket(id) => (
            "SELECT COUNT(*) FROM tickets WHERE id = $1 AND project_id = $2",
            id,
        ),
    };
    let n: i64 = sqlx::query_scalar(sql)
        .bind(id)
        .bind(project)
        .fetch_one(&mut *c)
        .await?;
    Ok(n > 0)
}

fn target_ids(target: &Target) -> (Option<&str>, Option<&str>) {
    match target {
        Target::Project => (None, None),
        Target::Task(id) => (Some(id), None),
        Target::Ticket(id) => (None, Some(id)),
    }
}

/// Who did the work: the staff member and the name the client sees.
pub struct Worker<'a> {
    pub id: &'a UserId,
    pub name: &'a str,
}

/// Logs an entry; the caller checked the project and the target. It is charged at the project's
/// rate for the staff member's role, else the project's rate, and shows the name the staff member
/// chose to show clients, else `who.name` (both as they are now, kept with the entry).
pub async fn add(
    c: &mut AnyConnection,
    project: &ProjectId,
    who: &Worker<'_>,
    e: &TimeEntry,
    timer_capped: bool,
) -> Result<TimeEntryId, sqlx::Error> {
    add_at(c, project, who, e, (timer_capped, now_ms())).await
}

/// [`add`], logged at `at` (Unix ms): its place in the order of work among the day's entries.
pub async fn add_at(
    c: &mut AnyConnection,
    project: &ProjectId,
    who: &Worker<'_>,
    e: &TimeEntry,
    (timer_capped, at): (bool, i64),
) -> Result<TimeEntryId, sqlx::Error> {
    let id = TimeEntryId::generate();
    let (task, ticket) = target_ids(&e.target);
    sqlx::query(
        "INSERT INTO time_entries (id, project_id, task_id, ticket_id, staff_id, staff_name, work_date, \
         minutes, billable, note, rate_minor, timer_capped, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, \
         COALESCE((SELECT NULLIF(shown_name, '') FROM users WHERE id = $5), $6), $7, $8, $9, $10, \
         COALESCE((SELECT r.rate_minor FROM project_rates r JOIN users u ON u.hours_role = r.role \
         WHERE r.project_id = $2 AND u.id = $5), \
         (SELECT hourly_rate_minor FROM projects WHERE id = $2)), $11, $12, $12)",
    )
    .bind(&id)
    .bind(project)
    .bind(task)
    .bind(ticket)
    .bind(who.id)
    .bind(who.name)
    .bind(e.date.to_string())
    .bind(i64::from(e.minutes))
    .bind(i16::from(e.billable))
    .bind(&e.note)
    .bind(i16::from(timer_capped))
    .bind(at)
    .execute(&mut *c)
    .await?;
    // The name the client sees (a staff member's shown name), as the entry keeps it.
    let told: Option<(String, String)> = sqlx::query_as(
        "SELECT p.client_id, e.staff_name FROM time_entries e JOIN projects p ON p.id = e.project_id \
         WHERE e.id = $1",
    )
    .bind(&id)
    .fetch_optional(&mut *c)
    .await?;
    if let Some((client, shown)) = told {
        let company = UserId::from_stored(client);
        let hours = format!("{}:{:02}", e.minutes / 60, e.minutes % 60);
        let hook = crate::db::webhook_events::Hook {
            event: "hours.logged",
            company: &company,
            project: Some(project),
            headline: format!("{shown} logged {hours} on {}", e.date),
            data: serde_json::json!({ "entry": {
                "_id": id.as_str(), "date": e.date.to_string(), "minutes": e.minutes,
                "billable": e.billable, "by": shown, "note": e.note,
            } }),
            money: None,
        };
        crate::db::webhook_events::emit(&mut *c, hook).await?;
    }
    Ok(id)
}

/// Why an entry could not be changed.
pub enum Refused {
    Missing,
    Invoiced,
}

/// Changes an entry (not its project): its target, day, minutes, billable and note. An entry that
/// was queried or approved goes back to `open`: what the client approved was not this.
pub async fn update(
    c: &mut AnyConnection,
    id: &TimeEntryId,
    e: &TimeEntry,
) -> Result<Result<(), Refused>, sqlx::Error> {
    let Some(invoice) = invoice_of(c, id).await? else {
        return Ok(Err(Refused::Missing));
    };
    if invoice.is_some() {
        return Ok(Err(Refused::Invoiced));
    }
    let (task, ticket) = target_ids(&e.target);
    sqlx::query(
        "UPDATE time_entries SET task_id = $2, ticket_id = $3, work_date = $4, minutes = $5, \
         billable = $6, note = $7, state = 'open', updated_at = $8 WHERE id = $1",
    )
    .bind(id)
    .bind(task)
    .bind(ticket)
    .bind(e.date.to_string())
    .bind(i64::from(e.minutes))
    .bind(i16::from(e.billable))
    .bind(&e.note)
    .bind(now_ms())
    .execute(&mut *c)
    .await?;
    Ok(Ok(()))
}

/// Removes an entry that is not invoiced.
pub async fn remove(
    c: &mut AnyConnection,
    id: &TimeEntryId,
) -> Result<Result<(), Refused>, sqlx::Error> {
    let Some(invoice) = invoice_of(c, id).await? else {
        return Ok(Err(Refused::Missing));
    };
    if invoice.is_some() {
        return Ok(Err(Refused::Invoiced));
    }
    sqlx::query("DELETE FROM time_entries WHERE id = $1")
        .bind(id)
        .execute(&mut *c)
        .await?;
    Ok(Ok(()))
}

/// The entry's project, if it exists.
pub async fn project_of(
    c: &mut AnyConnection,
    id: &TimeEntryId,
) -> Result<Option<ProjectId>, sqlx::Error> {
    let raw: Option<String> =
        sqlx::query_scalar("SELECT project_id FROM time_entries WHERE id = $1")
            .bind(id)
            .fetch_optional(&mut *c)
            .await?;
    Ok(raw.and_then(|r| ProjectId::parse(&r)))
}

/// `Some(invoice or none)` for an entry that exists.
async fn invoice_of(
    c: &mut AnyConnection,
    id: &TimeEntryId,
) -> Result<Option<Option<String>>, sqlx::Error> {
    sqlx::query_scalar("SELECT invoice_id FROM time_entries WHERE id = $1")
        .bind(id)
        .fetch_optional(&mut *c)
        .await
}

/// A project's currency, if the project exists.
pub async fn currency_of(db: &Db, project: &ProjectId) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT currency FROM projects WHERE id = $1")
        .bind(project)
        .fetch_optional(db)
        .await
}

/// Sets a project's hourly rate, budgets and approval. New entries are charged at the new rate;
/// those logged before keep theirs.
pub async fn set_settings(
    c: &mut AnyConnection,
    project: &ProjectId,
    s: &HoursSettings,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE projects SET hourly_rate_minor = $2, budget_minutes = $3, budget_minor = $4, \
         hours_approval = $5, hours_version = hours_version + 1 WHERE id = $1",
    )
    .bind(project)
    .bind(s.rate_minor)
    .bind(s.budget_minutes)
    .bind(s.budget_minor)
    .bind(s.approval)
    .execute(&mut *c)
    .await?;
    Ok(done.rows_affected() > 0)
}

/// The hours tables' triggers, after the migrations: an invoiced entry never changes, and every
/// write of an entry or a block raises its projects' hours version.
pub async fn install_triggers(db: &Db, engine: Engine) -> Result<(), sqlx::Error> {
    install_invoiced_guard(db, engine).await?;
    version::install(db, engine).await
}

/// Makes an invoiced entry unchangeable in the database itself (ADR 0042): an update or a delete
/// of a row with an `invoice_id` is refused, whatever the code path (engine-specific triggers,
/// installed after the migrations; idempotent). Setting the invoice of an entry without one is
/// how it is invoiced, so that update passes.
async fn install_invoiced_guard(db: &Db, engine: Engine) -> Result<(), sqlx::Error> {
    use sqlx::Executor;
    match engine {
        Engine::Postgres => {
            let mut tx = db.begin().await?;
            sqlx::query("SELECT pg_advisory_xact_lock(7262003)")
                .execute(&mut *tx)
                .await?;
            tx.execute(
                "CREATE OR REPLACE FUNCTION portico_invoiced_entry() RETURNS trigger \
                 LANGUAGE plpgsql AS $$ BEGIN \
                 RAISE EXCEPTION 'an invoiced time entry never changes'; END $$",
            )
            .await?;
            tx.execute(
                "CREATE OR REPLACE TRIGGER time_entries_invoiced BEFORE UPDATE OR DELETE \
                 ON time_entries FOR EACH ROW WHEN (OLD.invoice_id IS NOT NULL) \
                 EXECUTE FUNCTION portico_invoiced_entry()",
            )
            .await?;
            tx.commit().await
        }
        Engine::Sqlite => {
            for event in ["UPDATE", "DELETE"] {
                db.execute(
                    format!(
                        "CREATE TRIGGER IF NOT EXISTS time_entries_invoiced_no_{} BEFORE {event} \
                         ON time_entries WHEN OLD.invoice_id IS NOT NULL \
                         BEGIN SELECT RAISE(ABORT, 'an invoiced time entry never changes'); END",
                        event.to_ascii_lowercase()
                    )
                    .as_str(),
                )
                .await?;
            }
            Ok(())
        }
    }
}
