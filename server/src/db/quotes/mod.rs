//! Quotes and change requests (ADR 0044): one row per version, numbered per kind and year; a
//! draft staff edit, sent and then frozen by the database (`freeze`), decided once. The
//! decisions go into the sign-off decisions' insert-only record. `quoting` keeps the rules.

mod freeze;
pub mod templates;

use sqlx::{AnyConnection, FromRow};

use super::{new_id, now_ms, placeholders, Db, Engine};
use crate::ids::{ProjectId, UserId};

/// Makes sent quotes unchangeable in the database itself (`freeze`), after the migrations;
/// PostgreSQL takes a lock first, so servers starting at once do not replace the function under
/// each other.
pub async fn install_frozen(db: &Db, engine: Engine) -> Result<(), sqlx::Error> {
    use sqlx::Executor;
    match engine {
        Engine::Postgres => {
            let mut tx = db.begin().await?;
            sqlx::query("SELECT pg_advisory_xact_lock(7262004)")
                .execute(&mut *tx)
                .await?;
            for sql in freeze::postgres() {
                tx.execute(sql.as_str()).await?;
            }
            tx.commit().await
        }
        Engine::Sqlite => {
            for sql in freeze::sqlite() {
                db.execute(sql.as_str()).await?;
            }
            Ok(())
        }
    }
}

/// At most this many quotes in one list.
pub const LIST_MAX: i64 = 500;

/// A version as stored, with its project's title and its company's name when they still exist.
#[derive(Clone, Debug, FromRow)]
pub struct Row {
    pub id: String,
    pub number: String,
    pub version: i64,
    pub kind: String,
    pub client_id: String,
    pub project_id: String,
    pub title: String,
    pub currency: String,
    pub valid_until: String,
    pub rule: String,
    pub content: String,
    pub subtotal_minor: i64,
    pub total_minor: i64,
    pub state: String,
    pub snapshot: Option<String>,
    pub snapshot_sha256: Option<String>,
    pub approvers: Option<String>,
    pub sent_at: Option<i64>,
    pub viewed_at: Option<i64>,
    pub decided_at: Option<i64>,
    pub creator_name: String,
    pub created_at: i64,
    pub updated_at: i64,
    pub project_title: Option<String>,
    pub company_name: Option<String>,
}

const SELECT: &str = "SELECT q.id, q.number, CAST(q.version AS BIGINT) AS version, q.kind, q.client_id, \
     q.project_id, q.title, q.currency, q.valid_until, q.rule, q.content, q.subtotal_minor, q.total_minor, \
     q.state, q.snapshot, q.snapshot_sha256, q.approvers, q.sent_at, q.viewed_at, q.decided_at, \
     q.creator_name, q.created_at, q.updated_at, p.title AS project_title, \
     CASE WHEN u.brand_name <> '' THEN u.brand_name ELSE u.name END AS company_name \
     FROM quotes q LEFT JOIN projects p ON p.id = q.project_id LEFT JOIN users u ON u.id = q.client_id";

impl Row {
    pub fn approvers(&self) -> Option<Vec<String>> {
        self.approvers
            .as_deref()
            .map(|a| serde_json::from_str(a).unwrap_or_default())
    }
}

/// The next number of `kind` in `year` (`CR-2026-0003`), taken in the caller's transaction: the
/// counter's row stays locked until it ends.
pub async fn next_number(
    c: &mut AnyConnection,
    kind: portico_shared::validate::QuoteKind,
    year: i32,
) -> Result<String, sqlx::Error> {
    let seq: i64 = sqlx::query_scalar(
        "INSERT INTO quote_numbers (kind, year, seq) VALUES ($1, $2, 1) \
         ON CONFLICT (kind, year) DO UPDATE SET seq = quote_numbers.seq + 1 RETURNING CAST(seq AS BIGINT)",
    )
    .bind(kind.as_str())
    .bind(year)
    .fetch_one(c)
    .await?;
    Ok(format!("{}-{year}-{seq:04}", kind.prefix()))
}

/// What a draft holds, as its columns.
pub struct Draft<'a> {
    pub kind: &'a str,
    pub client: &'a str,
    pub project: &'a ProjectId,
    pub title: &'a str,
    pub currency: &'a str,
    pub valid_until: &'a str,
    pub rule: &'a str,
    /// The `QuoteInput` as JSON.
    pub content: &'a str,
    pub subtotal_minor: i64,
    pub total_minor: i64,
}

/// Inserts version `version` of `number` as a draft. Returns its id.
pub async fn insert_draft(
    c: &mut AnyConnection,
    (number, version): (&str, i64),
    d: &Draft<'_>,
    staff: (&UserId, &str),
) -> Result<String, sqlx::Error> {
    let id = new_id();
    let now = now_ms();
    sqlx::query(
        "INSERT INTO quotes (id, number, version, kind, client_id, project_id, title, currency, valid_until, \
         rule, content, subtotal_minor, total_minor, state, created_by, creator_name, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'draft', $14, $15, $16, $16)",
    )
    .bind(&id)
    .bind(number)
    .bind(version)
    .bind(d.kind)
    .bind(d.client)
    .bind(d.project)
    .bind(d.title)
    .bind(d.currency)
    .bind(d.valid_until)
    .bind(d.rule)
    .bind(d.content)
    .bind(d.subtotal_minor)
    .bind(d.total_minor)
    .bind(staff.0)
    .bind(staff.1)
    .bind(now)
    .execute(c)
    .await?;
    Ok(id)
}

/// Rewrites a draft (and only a draft). False when `id` is no draft.
pub async fn update_draft(
    c: &mut AnyConnection,
    id: &str,
    d: &Draft<'_>,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE quotes SET kind = $1, title = $2, currency = $3, valid_until = $4, rule = $5, content = $6, \
         subtotal_minor = $7, total_minor = $8, updated_at = $9 WHERE id = $10 AND state = 'draft' \
         AND project_id = $11",
    )
    .bind(d.kind)
    .bind(d.title)
    .bind(d.currency)
    .bind(d.valid_until)
    .bind(d.rule)
    .bind(d.content)
    .bind(d.subtotal_minor)
    .bind(d.total_minor)
    .bind(now_ms())
    .bind(id)
    .bind(d.project)
    .execute(c)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Removes a draft. False when `id` is no draft.
pub async fn delete_draft(c: &mut AnyConnection, id: &str) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("DELETE FROM quotes WHERE id = $1 AND state = 'draft'")
        .bind(id)
        .execute(c)
        .await?;
    Ok(done.rows_affected() == 1)
}

pub async fn row(c: &mut AnyConnection, id: &str) -> Result<Option<Row>, sqlx::Error> {
    sqlx::query_as(&format!("{SELECT} WHERE q.id = $1"))
        .bind(id)
        .fetch_optional(c)
        .await
}

/// Version `id`, locked for the caller's transaction with every version of its number: sending
/// v2, accepting v1 and making v3 take their turns, so no two versions of one quote are ever
/// accepted. The lock is taken on one row per number (its first version), so two writers never
/// take a number's rows in two orders.
pub async fn lock(c: &mut AnyConnection, id: &str) -> Result<Option<Row>, sqlx::Error> {
    let number: Option<String> = sqlx::query_scalar("SELECT number FROM quotes WHERE id = $1")
        .bind(id)
        .fetch_optional(&mut *c)
        .await?;
    let Some(number) = number else {
        return Ok(None);
    };
    sqlx::query(
        "UPDATE quotes SET updated_at = updated_at WHERE id = \
         (SELECT id FROM quotes WHERE number = $1 ORDER BY version, id LIMIT 1)",
    )
    .bind(&number)
    .execute(&mut *c)
    .await?;
    sqlx::query("UPDATE quotes SET updated_at = updated_at WHERE id = $1")
        .bind(id)
        .execute(&mut *c)
        .await?;
    row(c, id).await
}

/// The version of `number` that was accepted, if one was (then no other may be sent, revised or
/// accepted).
pub async fn accepted_version(
    c: &mut AnyConnection,
    number: &str,
) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT CAST(version AS BIGINT) FROM quotes WHERE number = $1 AND state = 'accepted'",
    )
    .bind(number)
    .fetch_optional(c)
    .await
}

/// Every version of `number`, newest first.
pub async fn versions(c: &mut AnyConnection, number: &str) -> Result<Vec<Row>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{SELECT} WHERE q.number = $1 ORDER BY q.version DESC LIMIT 100"
    ))
    .bind(number)
    .fetch_all(c)
    .await
}

/// What the console lists: every quote, or one project's, newest first.
pub async fn list(
    c: &mut AnyConnection,
    project: Option<&ProjectId>,
) -> Result<Vec<Row>, sqlx::Error> {
    let filter = if project.is_some() {
        " WHERE q.project_id = $1"
    } else {
        ""
    };
    let sql = format!("{SELECT}{filter} ORDER BY q.created_at DESC, q.id DESC LIMIT {LIST_MAX}");
    let mut q = sqlx::query_as::<_, Row>(&sql);
    if let Some(p) = project {
        q = q.bind(p);
    }
    q.fetch_all(c).await
}

/// A project's versions a client sees (every one sent), newest first.
pub async fn sent_of_project(
    c: &mut AnyConnection,
    project: &ProjectId,
) -> Result<Vec<Row>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{SELECT} WHERE q.project_id = $1 AND q.sent_at IS NOT NULL \
         ORDER BY q.sent_at DESC, q.id DESC LIMIT {LIST_MAX}"
    ))
    .bind(project)
    .fetch_all(c)
    .await
}

/// The sent versions of a company's projects (of `only`, a member's chosen ones) still valid on
/// `today` that `person` has not decided, oldest first.
pub async fn waiting_for(
    c: &mut AnyConnection,
    company: &UserId,
    person: &UserId,
    only: Option<&[ProjectId]>,
    today: &str,
) -> Result<Vec<Row>, sqlx::Error> {
    let set = only.unwrap_or_default();
    let within = match only {
        None => String::new(),
        Some([]) => " AND 1 = 0".to_owned(),
        Some(s) => format!(" AND q.project_id IN ({})", placeholders(s.len(), 4)),
    };
    let sql = format!(
        "{SELECT} WHERE q.client_id = $1 AND q.state = 'sent' AND q.valid_until >= $3{within} \
         AND p.id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM signoff_decisions d \
         WHERE d.signoff_id = q.id AND d.person_id = $2) ORDER BY q.sent_at, q.id LIMIT {LIST_MAX}"
    );
    let mut q = sqlx::query_as::<_, Row>(&sql)
        .bind(company)
        .bind(person)
        .bind(today);
    for p in set {
        q = q.bind(p);
    }
    q.fetch_all(c).await
}

/// Sends draft `id`: what the page will show and its digest, and who decides, fixed now.
pub async fn set_sent(
    c: &mut AnyConnection,
    id: &str,
    (snapshot, sha256): (&str, &str),
    approvers: &[String],
) -> Result<bool, sqlx::Error> {
    let now = now_ms();
    let done = sqlx::query(
        "UPDATE quotes SET state = 'sent', snapshot = $1, snapshot_sha256 = $2, approvers = $3, \
         sent_at = $4, updated_at = $4 WHERE id = $5 AND state = 'draft'",
    )
    .bind(snapshot)
    .bind(sha256)
    .bind(serde_json::to_string(approvers).unwrap_or_else(|_| "[]".into()))
    .bind(now)
    .bind(id)
    .execute(c)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// The other sent versions of `number` are superseded by `by` (their Accept goes).
pub async fn supersede_others(
    c: &mut AnyConnection,
    number: &str,
    by: &str,
) -> Result<u64, sqlx::Error> {
    let now = now_ms();
    let done = sqlx::query(
        "UPDATE quotes SET state = 'superseded', decided_at = $1, updated_at = $1 \
         WHERE number = $2 AND id <> $3 AND state = 'sent'",
    )
    .bind(now)
    .bind(number)
    .bind(by)
    .execute(c)
    .await?;
    Ok(done.rows_affected())
}

/// Closes sent version `id`: `accepted` or `declined`.
pub async fn close(
    c: &mut AnyConnection,
    id: &str,
    state: &str,
    at: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE quotes SET state = $1, decided_at = $2, updated_at = $2 WHERE id = $3 AND state = 'sent'",
    )
    .bind(state)
    .bind(at)
    .bind(id)
    .execute(c)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// The first time a client approver opened the sent version `id`.
pub async fn mark_viewed(c: &mut AnyConnection, id: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE quotes SET viewed_at = $1 WHERE id = $2 AND sent_at IS NOT NULL AND viewed_at IS NULL")
        .bind(now_ms())
        .bind(id)
        .execute(c)
        .await?;
    Ok(())
}

/// A decision on a quote as recorded in the sign-off decisions' insert-only table.
#[derive(Clone, Debug, FromRow)]
pub struct DecisionRow {
    pub signoff_id: String,
    pub person_id: String,
    pub person_name: String,
    pub decision: String,
    pub comment: String,
    pub shown_sha256: String,
    pub signed_name: Option<String>,
    pub network: Option<String>,
    pub signature: Option<String>,
    pub created_at: i64,
}

pub async fn decisions_of(
    c: &mut AnyConnection,
    ids: &[String],
) -> Result<Vec<DecisionRow>, sqlx::Error> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let sql = format!(
        "SELECT signoff_id, person_id, person_name, decision, comment, shown_sha256, signed_name, network, \
         signature, created_at FROM signoff_decisions WHERE subject_kind = 'quote' AND signoff_id IN ({}) \
         ORDER BY created_at, id",
        placeholders(ids.len(), 1)
    );
    let mut q = sqlx::query_as::<_, DecisionRow>(&sql);
    for id in ids {
        q = q.bind(id);
    }
    q.fetch_all(c).await
}

/// A person's decision on a quote, as recorded (never rewritten).
pub struct NewDecision<'a> {
    pub quote: &'a Row,
    pub person: &'a UserId,
    pub person_name: &'a str,
    /// `approve` (accepted) or `changes` (declined).
    pub decision: &'a str,
    pub comment: &'a str,
    pub shown: &'a str,
    pub signed_name: Option<&'a str>,
    pub network: &'a str,
    pub signature: Option<&'a str>,
    pub at: i64,
}

pub async fn record_decision(c: &mut AnyConnection, d: NewDecision<'_>) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO signoff_decisions (id, signoff_id, project_id, client_id, person_id, person_name, decision, \
         comment, shown_sha256, created_at, subject_kind, signed_name, network, signature) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'quote', $11, $12, $13)",
    )
    .bind(new_id())
    .bind(&d.quote.id)
    .bind(&d.quote.project_id)
    .bind(&d.quote.client_id)
    .bind(d.person)
    .bind(d.person_name)
    .bind(d.decision)
    .bind(d.comment)
    .bind(d.shown)
    .bind(d.at)
    .bind(d.signed_name)
    .bind(d.network)
    .bind(d.signature)
    .execute(c)
    .await?;
    Ok(())
}

/// The milestones an accepted version made, for a repeat's check.
pub async fn milestones_made(c: &mut AnyConnection, id: &str) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT COUNT(*) FROM payments WHERE quote_id = $1")
        .bind(id)
        .fetch_one(c)
        .await
}

/// One month of quotes: by the month each number was first sent, how many were sent, and how
/// many of those were accepted, declined, or are still open.
#[derive(Debug, FromRow)]
pub struct MonthRow {
    pub number: String,
    pub first_sent: i64,
    pub accepted: i64,
    pub declined: i64,
    pub open: i64,
    /// The last day of its latest version still waiting (past it, the quote expired).
    pub open_until: Option<String>,
}

/// Every sent number with how it ended, at most the last 5,000.
pub async fn report_rows(c: &mut AnyConnection) -> Result<Vec<MonthRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT number, MIN(sent_at) AS first_sent, \
         CAST(SUM(CASE WHEN state = 'accepted' THEN 1 ELSE 0 END) AS BIGINT) AS accepted, \
         CAST(SUM(CASE WHEN state = 'declined' THEN 1 ELSE 0 END) AS BIGINT) AS declined, \
         CAST(SUM(CASE WHEN state = 'sent' THEN 1 ELSE 0 END) AS BIGINT) AS open, \
         MAX(CASE WHEN state = 'sent' THEN valid_until END) AS open_until \
         FROM quotes WHERE sent_at IS NOT NULL GROUP BY number ORDER BY MIN(sent_at) DESC LIMIT 5000",
    )
    .fetch_all(c)
    .await
}
