//! The audit log: every staff write, with who, when, what and the record before and after, written
//! in the same transaction as the write (see `crate::staff::StaffWrite`). Append-only.

use serde::Serialize;
use serde_json::{Map, Value};
use sqlx::any::AnyRow;
use sqlx::{AnyConnection, Column, FromRow, Row};

use super::{new_id, now_ms, Db};
use crate::paging::{ListQuery, Page, Sorts, Where};
use portico_shared::dates::format_rfc3339_from_ms;

/// The sort keys this list takes (documented by its route, `Api::sorted_by`).
pub const SORTS: Sorts = Sorts {
    keys: &[("createdAt", "a.created_at")],
    default: ("createdAt", true),
    tie: "a.id",
};

/// Which client and project a record belongs to, so the log can be read per client or project.
#[derive(Clone, Debug, Default)]
pub struct Context {
    pub client_id: Option<String>,
    pub project_id: Option<String>,
}

/// The kinds of record the log knows how to place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entity {
    Client,
    Project,
    Sprint,
    Task,
    Goal,
    Payment,
    Member,
    Ticket,
    Contact,
    Subscriber,
    /// A staff account.
    Staff,
    /// A mail of the mail log (sent again, or a test mail).
    Mail,
    /// A round of a sign-off request.
    SignOff,
    /// An invoice or a credit note.
    Invoice,
    /// The firm's billing details, or a company's.
    Billing,
    /// Logged time (ADR 0042).
    TimeEntry,
    /// A prepaid block of hours (ADR 0042).
    HourBlock,
    /// A version of a quote or change request (ADR 0044).
    Quote,
    /// The firm's business calendar (ADR 0045).
    Calendar,
    /// A response-target policy (ADR 0045).
    SlaPolicy,
}

impl Entity {
    pub fn name(self) -> &'static str {
        match self {
            Self::Client => "client",
            Self::Project => "project",
            Self::Sprint => "sprint",
            Self::Task => "task",
            Self::Goal => "goal",
            Self::Payment => "payment",
            Self::Member => "team",
            Self::Ticket => "ticket",
            Self::Contact => "contact",
            Self::Subscriber => "newsletter",
            Self::Staff => "staff",
            Self::Mail => "mail",
            Self::SignOff => "signoff",
            Self::Invoice => "invoice",
            Self::Billing => "billing",
            Self::TimeEntry => "time_entry",
            Self::HourBlock => "hour_block",
            Self::Quote => "quote",
            Self::Calendar => "calendar",
            Self::SlaPolicy => "sla_policy",
        }
    }

    fn table(self) -> &'static str {
        match self {
            Self::Client => "users",
            Self::Project => "projects",
            Self::Sprint => "sprints",
            Self::Task => "tasks",
            Self::Goal => "goals",
            Self::Payment => "payments",
            Self::Member => "team_members",
            Self::Ticket => "tickets",
            Self::Contact => "contact_submissions",
            Self::Subscriber => "newsletter_submissions",
            Self::Staff => "users",
            Self::Mail => "mail_outbox",
            Self::SignOff => "signoffs",
            Self::Invoice => "invoices",
            Self::Billing => "billing_settings",
            Self::TimeEntry => "time_entries",
            Self::HourBlock => "hour_blocks",
            Self::Quote => "quotes",
            Self::Calendar => "business_calendar",
            Self::SlaPolicy => "sla_policies",
        }
    }

    /// `SELECT client_id, project_id ... WHERE <record id> = $1`, or None for records outside any
    /// client (team members, submissions).
    fn context_sql(self) -> Option<&'static str> {
        Some(match self {
            Self::Client => "SELECT id AS client_id, CAST(NULL AS TEXT) AS project_id FROM users WHERE id = $1",
            Self::Project => "SELECT client_id, id AS project_id FROM projects WHERE id = $1",
            Self::Sprint => {
                "SELECT p.client_id, p.id AS project_id FROM sprints s JOIN projects p ON p.id = s.project_id \
                 WHERE s.id = $1"
            }
            Self::Task => {
                "SELECT p.client_id, p.id AS project_id FROM tasks t JOIN sprints s ON s.id = t.sprint_id \
                 JOIN projects p ON p.id = s.project_id WHERE t.id = $1"
            }
            Self::Goal => {
                "SELECT p.client_id, p.id AS project_id FROM goals g JOIN projects p ON p.id = g.project_id \
                 WHERE g.id = $1"
            }
            Self::Payment => {
                "SELECT p.client_id, p.id AS project_id FROM payments x JOIN projects p ON p.id = x.project_id \
                 WHERE x.id = $1"
            }
            Self::Ticket => "SELECT user_id AS client_id, project_id FROM tickets WHERE id = $1",
            Self::SignOff => {
                "SELECT p.client_id, p.id AS project_id FROM signoffs s JOIN projects p ON p.id = s.project_id \
                 WHERE s.id = $1"
            }
            Self::Invoice => "SELECT client_id, project_id FROM invoices WHERE id = $1",
            Self::Quote => "SELECT client_id, project_id FROM quotes WHERE id = $1",
            Self::HourBlock => {
                "SELECT client_id, project_id FROM hour_blocks WHERE id = $1"
            }
            Self::TimeEntry => {
                "SELECT p.client_id, p.id AS project_id FROM time_entries e JOIN projects p ON p.id = e.project_id \
                 WHERE e.id = $1"
            }
            Self::Member
            | Self::Contact
            | Self::Subscriber
            | Self::Staff
            | Self::Mail
            | Self::Billing
            | Self::Calendar
            | Self::SlaPolicy => {
                return None
            }
        })
    }
}

/// The client and project a record belongs to (empty when it is gone or belongs to none).
pub async fn context_of(
    c: &mut AnyConnection,
    entity: Entity,
    id: &str,
) -> Result<Context, sqlx::Error> {
    let Some(sql) = entity.context_sql() else {
        return Ok(Context::default());
    };
    let row: Option<(Option<String>, Option<String>)> =
        sqlx::query_as(sql).bind(id).fetch_optional(&mut *c).await?;
    Ok(row
        .map(|(client_id, project_id)| Context {
            client_id,
            project_id,
        })
        .unwrap_or_default())
}

/// A record as JSON (`snapshot`) with the client and project it belongs to (`context_of`), read
/// in one statement: the two every tracked write reads before it changes anything.
pub async fn snapshot_in_context(
    c: &mut AnyConnection,
    entity: Entity,
    id: &str,
) -> Result<(Option<Value>, Context), sqlx::Error> {
    let Some(context) = entity.context_sql() else {
        return Ok((snapshot(c, entity, id).await?, Context::default()));
    };
    let row = sqlx::query(&format!(
        "SELECT r.*, x.client_id AS {CTX_CLIENT}, x.project_id AS {CTX_PROJECT} FROM {} r \
         LEFT JOIN ({context}) x ON 1 = 1 WHERE r.id = $1",
        entity.table()
    ))
    .bind(id)
    .fetch_optional(&mut *c)
    .await?;
    let Some(row) = row else {
        return Ok((None, Context::default()));
    };
    let context = Context {
        client_id: row.try_get(CTX_CLIENT)?,
        project_id: row.try_get(CTX_PROJECT)?,
    };
    Ok((Some(row_json(&row)), context))
}

/// The context's columns in `snapshot_in_context`'s row (no table has a column so named).
const CTX_CLIENT: &str = "ctx__client_id";
const CTX_PROJECT: &str = "ctx__project_id";

/// Columns never copied into the log.
const SECRET_COLUMNS: [&str; 3] = ["password_hash", "token_hash", "mail_key"];

/// A record as JSON, column by column (None when it does not exist). Used for "before" and
/// "after"; secrets are left out.
pub async fn snapshot(
    c: &mut AnyConnection,
    entity: Entity,
    id: &str,
) -> Result<Option<Value>, sqlx::Error> {
    let row = sqlx::query(&format!("SELECT * FROM {} WHERE id = $1", entity.table()))
        .bind(id)
        .fetch_optional(&mut *c)
        .await?;
    Ok(row.map(|row| row_json(&row)))
}

/// A row as the log keeps it: column by column, secrets left out.
pub fn row_json(row: &AnyRow) -> Value {
    let mut out = Map::new();
    for (i, col) in row.columns().iter().enumerate() {
        let name = col.name();
        // `ctx__` columns are what a statement read beside the record (`snapshot_in_context`).
        if SECRET_COLUMNS.contains(&name) || name.starts_with("ctx__") {
            continue;
        }
        let value = if let Ok(v) = row.try_get::<Option<i64>, _>(i) {
            v.map(Value::from).unwrap_or(Value::Null)
        } else if let Ok(v) = row.try_get::<Option<String>, _>(i) {
            v.map(Value::from).unwrap_or(Value::Null)
        } else if let Ok(v) = row.try_get::<Option<f64>, _>(i) {
            v.map(Value::from).unwrap_or(Value::Null)
        } else {
            Value::Null
        };
        out.insert(name.to_owned(), value);
    }
    Value::Object(out)
}

pub struct Entry<'a> {
    pub actor_id: &'a crate::ids::UserId,
    pub actor_name: &'a str,
    pub action: String,
    pub entity: Entity,
    pub entity_id: &'a str,
    pub context: Context,
    pub before: Option<Value>,
    pub after: Option<Value>,
}

/// Tables whose rows, once written, no code path, command or person with a connection can
/// rewrite or remove: the audit log, the client's sign-off decisions (ADR 0032), and invoices and
/// credit notes once issued (ADR 0033).
pub const APPEND_ONLY: [&str; 3] = ["audit_log", "signoff_decisions", "invoices"];

/// Makes the `APPEND_ONLY` tables append-only in the database itself (engine-specific triggers,
/// installed after the migrations; idempotent).
pub async fn install_append_only(db: &Db, engine: super::Engine) -> Result<(), sqlx::Error> {
    use sqlx::Executor;
    match engine {
        super::Engine::Postgres => {
            let mut tx = db.begin().await?;
            sqlx::query("SELECT pg_advisory_xact_lock(7262002)")
                .execute(&mut *tx)
                .await?;
            tx.execute(
                "CREATE OR REPLACE FUNCTION portico_audit_append_only() RETURNS trigger \
                 LANGUAGE plpgsql AS $$ BEGIN \
                 RAISE EXCEPTION '% is append-only', TG_TABLE_NAME; END $$",
            )
            .await?;
            for table in APPEND_ONLY {
                tx.execute(
                    format!(
                        "CREATE OR REPLACE TRIGGER {table}_append_only BEFORE UPDATE OR DELETE \
                         ON {table} FOR EACH ROW EXECUTE FUNCTION portico_audit_append_only()"
                    )
                    .as_str(),
                )
                .await?;
                // Row triggers do not fire on TRUNCATE.
                tx.execute(
                    format!(
                        "CREATE OR REPLACE TRIGGER {table}_no_truncate BEFORE TRUNCATE \
                         ON {table} FOR EACH STATEMENT EXECUTE FUNCTION portico_audit_append_only()"
                    )
                    .as_str(),
                )
                .await?;
            }
            tx.commit().await
        }
        super::Engine::Sqlite => {
            for table in APPEND_ONLY {
                for event in ["UPDATE", "DELETE"] {
                    db.execute(
                        format!(
                            "CREATE TRIGGER IF NOT EXISTS {table}_no_{} BEFORE {event} ON {table} \
                             BEGIN SELECT RAISE(ABORT, '{table} is append-only'); END",
                            event.to_ascii_lowercase()
                        )
                        .as_str(),
                    )
                    .await?;
                }
            }
            Ok(())
        }
    }
}

pub async fn record(c: &mut AnyConnection, e: Entry<'_>) -> Result<(), sqlx::Error> {
    let text = |v: Option<Value>| v.map(|v| v.to_string());
    sqlx::query(
        "INSERT INTO audit_log (id, created_at, actor_id, actor_name, action, entity, entity_id, client_id, \
         project_id, before_json, after_json) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
    )
    .bind(new_id())
    .bind(now_ms())
    .bind(e.actor_id)
    .bind(e.actor_name)
    .bind(e.action)
    .bind(e.entity.name())
    .bind(e.entity_id)
    .bind(e.context.client_id)
    .bind(e.context.project_id)
    .bind(text(e.before))
    .bind(text(e.after))
    .execute(&mut *c)
    .await?;
    Ok(())
}

#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct NamedRef {
    #[serde(rename = "_id")]
    pub id: String,
    pub name: String,
}

#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct ProjectRef {
    #[serde(rename = "_id")]
    pub id: String,
    pub title: String,
}

#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuditView {
    #[serde(rename = "_id")]
    pub id: String,
    pub created_at: String,
    pub actor: NamedRef,
    pub action: String,
    pub entity: String,
    pub entity_id: String,
    pub client: Option<NamedRef>,
    pub project: Option<ProjectRef>,
    /// The record as it was, column by column (`null` for a creation).
    #[schemars(with = "Option<serde_json::Map<String, Value>>")]
    pub before: Option<Value>,
    /// The record as it became (`null` for a deletion).
    #[schemars(with = "Option<serde_json::Map<String, Value>>")]
    pub after: Option<Value>,
}

#[derive(FromRow)]
struct AuditRow {
    id: String,
    created_at: i64,
    actor_id: String,
    actor_name: String,
    action: String,
    entity: String,
    entity_id: String,
    client_id: Option<String>,
    client_name: Option<String>,
    project_id: Option<String>,
    project_title: Option<String>,
    before_json: Option<String>,
    after_json: Option<String>,
}

/// One page of the log, newest first, optionally for one client or project.
pub async fn list(db: &Db, q: &ListQuery) -> Result<Page<AuditView>, crate::error::ApiError> {
    let mut w = Where::default();
    if let Some(client) = q.filter_id("client") {
        w.and("a.client_id = ?", client);
    }
    if let Some(project) = q.filter_id("project") {
        w.and("a.project_id = ?", project);
    }
    w.search(q.like(), &["a.action", "a.entity", "a.actor_name"]);
    let order = q.order_by(&SORTS)?;
    let total = super::count(
        db,
        &format!("SELECT COUNT(*) FROM audit_log a {}", w.sql()),
        &w.binds,
    )
    .await?;
    let sql = format!(
        "SELECT a.id, a.created_at, a.actor_id, a.actor_name, a.action, a.entity, a.entity_id, a.client_id, \
         u.name AS client_name, a.project_id, p.title AS project_title, a.before_json, a.after_json \
         FROM audit_log a LEFT JOIN users u ON u.id = a.client_id LEFT JOIN projects p ON p.id = a.project_id \
         {} {order} {}",
        w.sql(),
        q.limit_sql()
    );
    let rows: Vec<AuditRow> = super::fetch_with(db, &sql, &w.binds).await?;
    let parse = |s: Option<String>| s.and_then(|s| serde_json::from_str(&s).ok());
    Ok(Page {
        total,
        rows: rows
            .into_iter()
            .map(|r| AuditView {
                id: r.id,
                created_at: format_rfc3339_from_ms(r.created_at),
                actor: NamedRef {
                    id: r.actor_id,
                    name: r.actor_name,
                },
                action: r.action,
                entity: r.entity,
                entity_id: r.entity_id,
                client: r.client_id.map(|id| NamedRef {
                    id,
                    name: r.client_name.unwrap_or_default(),
                }),
                project: r.project_id.map(|id| ProjectRef {
                    id,
                    title: r.project_title.unwrap_or_default(),
                }),
                before: parse(r.before_json),
                after: parse(r.after_json),
            })
            .collect(),
    })
}
