//! Calendar feeds (ADR 0046): one private link per person, the dates their pages show, and each
//! event's SEQUENCE. The events are read under the same scope as the pages (`projects::Scope`,
//! the abilities of `sessions::ABILITIES`), so a project taken from a member leaves their next
//! fetch, and money leaves it with finance.

use sqlx::{AnyConnection, FromRow};

use super::{now_ms, Db};
use crate::credentials::{new_token, token_hash};
use crate::ids::{ProjectId, UserId};
use crate::paging::{placeholders, Where};

/// The most events of one kind a feed carries (a calendar app shows a window anyway).
pub const PER_KIND_MAX: i64 = 500;

/// How far back a feed reaches: what ended more than this many days ago is history, not a date.
pub const PAST_DAYS: i64 = 90;

/// The person's link token, if they made one (`kept` opens it).
pub async fn stored(db: &Db, user: &UserId) -> Result<Option<(String, i64)>, sqlx::Error> {
    sqlx::query_as("SELECT token_kept, created_at FROM calendar_feeds WHERE user_id = $1")
        .bind(user)
        .fetch_optional(db)
        .await
}

/// Makes the person's link, or a new one in place of the old (which stops working): the token,
/// and what to keep of it (`keep` seals it).
pub async fn make(
    c: &mut AnyConnection,
    user: &UserId,
    keep: impl FnOnce(&str) -> String,
) -> Result<(String, i64), sqlx::Error> {
    let token = new_token();
    let now = now_ms();
    sqlx::query(
        "INSERT INTO calendar_feeds (user_id, token_hash, token_kept, created_at) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (user_id) DO UPDATE SET token_hash = excluded.token_hash, \
         token_kept = excluded.token_kept, created_at = excluded.created_at, fetched_at = NULL",
    )
    .bind(user)
    .bind(token_hash(&token))
    .bind(keep(&token))
    .bind(now)
    .execute(&mut *c)
    .await?;
    Ok((token, now))
}

/// Ends the person's link (their password reset, their address changed: every way in a thief
/// may have made ends).
pub async fn forget(c: &mut AnyConnection, user: &UserId) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM calendar_feeds WHERE user_id = $1")
        .bind(user)
        .execute(&mut *c)
        .await?;
    Ok(())
}

/// Whose feed a token opens, with what they may see; None for an unknown token, or a person (or
/// company) no longer active.
#[derive(Clone, Debug, FromRow)]
pub struct Reader {
    pub id: UserId,
    pub role: String,
    pub company_id: UserId,
    pub language: String,
    pub money: i64,
    pub all_projects: i64,
}

pub async fn reader(db: &Db, token: &str) -> Result<Option<Reader>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT u.id, u.role, COALESCE(u.company_id, u.id) AS company_id, u.language, {} \
         FROM calendar_feeds f JOIN users u ON u.id = f.user_id \
         JOIN users c ON c.id = COALESCE(u.company_id, u.id) \
         WHERE f.token_hash = $1 AND u.active = 1 AND c.active = 1",
        super::sessions::ABILITIES
    ))
    .bind(token_hash(token))
    .fetch_optional(db)
    .await
}

/// A dated thing a page shows: `day` (`YYYY-MM-DD`) for an all-day date, `at` (ms) for a time.
#[derive(Clone, Debug, FromRow)]
pub struct Dated {
    pub id: String,
    pub title: String,
    pub project_id: Option<String>,
    pub project: String,
    pub day: Option<String>,
    pub at: Option<i64>,
}

/// Which records a feed reads: a company's (of a member's chosen projects), or every company's
/// (staff), narrowed to one project when the link asks.
pub struct FeedScope<'a> {
    pub company: Option<&'a UserId>,
    pub only: Option<&'a [ProjectId]>,
    pub project: Option<&'a ProjectId>,
}

impl FeedScope<'_> {
    /// Conditions on a project column `p` (of a table with the client in `client`).
    fn filter(&self, w: &mut Where, client: &str, p: &str, unset_ok: bool) {
        if let Some(company) = self.company {
            w.and(&format!("{client} = ?"), company.to_string());
        }
        if let Some(set) = self.only {
            if unset_ok {
                w.unset_or_in(p, set);
            } else if set.is_empty() {
                w.and_sql("1 = 0");
            } else {
                let first = w.binds.len() + 1;
                w.binds.extend(set.iter().map(|id| id.to_string()));
                w.and_sql(&format!("{p} IN ({})", placeholders(set.len(), first)));
            }
        }
        if let Some(project) = self.project {
            w.and(&format!("{p} = ?"), project.to_string());
        }
    }
}

/// At most `PER_KIND_MAX` rows, what is still ahead first (`date` from `since`'s day on is
/// ahead when it is `today` or later): a long history never crowds out what is coming.
async fn dated(
    db: &Db,
    select: &str,
    w: &mut Where,
    (date, today): (&str, &str),
) -> Result<Vec<Dated>, sqlx::Error> {
    w.binds.push(today.to_owned());
    let n = w.binds.len();
    let sql = format!(
        "{select} {} ORDER BY CASE WHEN {date} >= ${n} THEN 0 ELSE 1 END, {date} LIMIT {PER_KIND_MAX}",
        w.sql()
    );
    super::pages::fetch_with(db, &sql, &w.binds).await
}

/// Sprints' end dates from `span`'s first day on (`span`: that day, and today).
pub async fn sprint_ends(
    db: &Db,
    s: &FeedScope<'_>,
    span: (&str, &str),
) -> Result<Vec<Dated>, sqlx::Error> {
    let mut w = Where::default();
    s.filter(&mut w, "p.client_id", "p.id", false);
    w.and("s.end_date >= ?", span.0.to_owned());
    let select =
        "SELECT s.id, s.title, p.id AS project_id, p.title AS project, s.end_date AS day, \
                  CAST(NULL AS BIGINT) AS at FROM sprints s JOIN projects p ON p.id = s.project_id";
    dated(db, select, &mut w, ("s.end_date", span.1)).await
}

/// Goals' due dates from `span`'s first day on, not yet reached.
pub async fn goal_dues(
    db: &Db,
    s: &FeedScope<'_>,
    span: (&str, &str),
) -> Result<Vec<Dated>, sqlx::Error> {
    let mut w = Where::default();
    s.filter(&mut w, "p.client_id", "p.id", false);
    w.and("g.due_date >= ?", span.0.to_owned());
    w.and_sql("g.is_completed = 0");
    let select =
        "SELECT g.id, g.title, p.id AS project_id, p.title AS project, g.due_date AS day, \
                  CAST(NULL AS BIGINT) AS at FROM goals g JOIN projects p ON p.id = g.project_id";
    dated(db, select, &mut w, ("g.due_date", span.1)).await
}

/// Payment milestones' due dates from `span`'s first day on, not yet paid (money only: the caller checks).
pub async fn milestone_dues(
    db: &Db,
    s: &FeedScope<'_>,
    span: (&str, &str),
) -> Result<Vec<Dated>, sqlx::Error> {
    let mut w = Where::default();
    s.filter(&mut w, "p.client_id", "p.id", false);
    w.and("m.due_date >= ?", span.0.to_owned());
    w.and_sql("m.status <> 'paid'");
    let select = "SELECT m.id, m.title, p.id AS project_id, p.title AS project, m.due_date AS day, \
                  CAST(NULL AS BIGINT) AS at FROM payments m JOIN projects p ON p.id = m.project_id";
    dated(db, select, &mut w, ("m.due_date", span.1)).await
}

/// Invoices' due dates from `span`'s first day on, with a milestone still unpaid and no credit note (money
/// only: the caller checks). The title is the invoice's number.
pub async fn invoice_dues(
    db: &Db,
    s: &FeedScope<'_>,
    span: (&str, &str),
) -> Result<Vec<Dated>, sqlx::Error> {
    let mut w = Where::default();
    s.filter(&mut w, "i.client_id", "i.project_id", false);
    w.and("i.due_on >= ?", span.0.to_owned());
    w.and_sql(
        "i.kind = 'invoice' AND NOT EXISTS (SELECT 1 FROM invoices k WHERE k.credits_id = i.id) \
         AND EXISTS (SELECT 1 FROM payments m WHERE m.invoice_id = i.id AND m.status <> 'paid')",
    );
    let select = "SELECT i.id, i.number AS title, i.project_id, i.project_title AS project, \
                  i.due_on AS day, CAST(NULL AS BIGINT) AS at FROM invoices i";
    dated(db, select, &mut w, ("i.due_on", span.1)).await
}

/// Tickets waiting for their first reply, at the time it is due (not while they wait on the
/// client: the pages show no due time then).
pub async fn reply_dues(db: &Db, s: &FeedScope<'_>) -> Result<Vec<Dated>, sqlx::Error> {
    let mut w = Where::default();
    s.filter(&mut w, "t.user_id", "t.project_id", true);
    w.and_sql(
        "t.response_due_at IS NOT NULL AND t.first_response_at IS NULL \
         AND t.state NOT IN ('solved', 'closed', 'waitingOnClient')",
    );
    let select = "SELECT t.id, t.title, t.project_id, COALESCE(p.title, '') AS project, \
                  CAST(NULL AS TEXT) AS day, t.response_due_at AS at \
                  FROM tickets t LEFT JOIN projects p ON p.id = t.project_id";
    let sql = format!(
        "{select} {} ORDER BY t.response_due_at, t.id LIMIT {PER_KIND_MAX}",
        w.sql()
    );
    super::pages::fetch_with(db, &sql, &w.binds).await
}

/// Staff's view of what waits for the companies: open sign-off rounds (on the day asked) and
/// sent quotes still valid (on their last valid day).
pub async fn waiting_on_clients(
    db: &Db,
    s: &FeedScope<'_>,
    today: &str,
) -> Result<(Vec<Dated>, Vec<Dated>), sqlx::Error> {
    let mut w = Where::default();
    s.filter(&mut w, "p.client_id", "p.id", false);
    w.and_sql("s.state = 'open'");
    let select = "SELECT s.id, s.title, p.id AS project_id, p.title AS project, \
                  CAST(NULL AS TEXT) AS day, s.created_at AS at \
                  FROM signoffs s JOIN projects p ON p.id = s.project_id";
    let sql = format!(
        "{select} {} ORDER BY s.created_at, s.id LIMIT {PER_KIND_MAX}",
        w.sql()
    );
    let signoffs = super::pages::fetch_with(db, &sql, &w.binds).await?;
    let mut w = Where::default();
    s.filter(&mut w, "q.client_id", "q.project_id", false);
    w.and_sql("q.state = 'sent'");
    w.and("q.valid_until >= ?", today.to_owned());
    let select = "SELECT q.id, q.number || ' ' || q.title AS title, q.project_id, \
                  COALESCE(p.title, '') AS project, q.valid_until AS day, CAST(NULL AS BIGINT) AS at \
                  FROM quotes q LEFT JOIN projects p ON p.id = q.project_id";
    let quotes = dated(db, select, &mut w, ("q.valid_until", today)).await?;
    Ok((signoffs, quotes))
}

/// An event's SEQUENCE and DTSTAMP as stored, whoever wrote them last.
async fn sequence_of(db: &Db, uid: &str) -> Result<(i64, i64), sqlx::Error> {
    sqlx::query_as(
        "SELECT CAST(sequence AS BIGINT), changed_at FROM calendar_sequences WHERE uid = $1",
    )
    .bind(uid)
    .fetch_one(db)
    .await
}

/// Each event's SEQUENCE and DTSTAMP for its fingerprint (its dates) now: unchanged events read
/// as they were; a new one starts at 0; one whose dates moved rises by one. Concurrent feeds agree
/// (the rise is one conditional UPDATE).
pub async fn sequences(
    db: &Db,
    events: &[(String, String)],
) -> Result<std::collections::HashMap<String, (i64, i64)>, sqlx::Error> {
    let mut known = std::collections::HashMap::new();
    for chunk in events.chunks(200) {
        let sql = format!(
            "SELECT uid, fingerprint, CAST(sequence AS BIGINT), changed_at FROM calendar_sequences \
             WHERE uid IN ({})",
            placeholders(chunk.len(), 1)
        );
        let mut q = sqlx::query_as::<_, (String, String, i64, i64)>(&sql);
        for (uid, _) in chunk {
            q = q.bind(uid);
        }
        for (uid, fingerprint, seq, at) in q.fetch_all(db).await? {
            known.insert(uid, (fingerprint, seq, at));
        }
    }
    let now = now_ms();
    let mut out = std::collections::HashMap::with_capacity(events.len());
    for (uid, fingerprint) in events {
        match known.get(uid) {
            Some((f, seq, at)) if f == fingerprint => {
                out.insert(uid.clone(), (*seq, *at));
            }
            Some(_) => {
                sqlx::query(
                    "UPDATE calendar_sequences SET fingerprint = $1, sequence = sequence + 1, \
                     changed_at = $2 WHERE uid = $3 AND fingerprint <> $1",
                )
                .bind(fingerprint)
                .bind(now)
                .bind(uid)
                .execute(db)
                .await?;
                out.insert(uid.clone(), sequence_of(db, uid).await?);
            }
            None => {
                sqlx::query(
                    "INSERT INTO calendar_sequences (uid, fingerprint, sequence, changed_at) \
                     VALUES ($1, $2, 0, $3) ON CONFLICT (uid) DO NOTHING",
                )
                .bind(uid)
                .bind(fingerprint)
                .bind(now)
                .execute(db)
                .await?;
                out.insert(uid.clone(), sequence_of(db, uid).await?);
            }
        }
    }
    Ok(out)
}
