//! Logging time in one statement on PostgreSQL (ADR 0042, as ADR 0036 for the board's writes):
//! the checks, the entry, its draw from the company's blocks and the audit entry, one round trip.
//! It writes only what needs no more than itself: the project and the task or ticket exist, the
//! entry comes after every entry its company's blocks have drawn (so it draws on its own), and it
//! takes no block past a threshold that has not been told (the mail is queued by the transaction
//! that marks it, `draw`). Otherwise it writes nothing and says so, and the caller logs the entry
//! statement by statement, which answers every other case as it always did.

use sqlx::{FromRow, Row};

use super::{target_ids, view, Db, EntryRow, TimeEntryView, Worker};
use crate::db::audit::Entity;
use crate::db::new_id;
use crate::ids::{ProjectId, TimeEntryId};
use crate::proofs::Money;
use portico_shared::validate::TimeEntry;

/// The statement. `p`: the project's row, locked first as every write of an entry locks it (its
/// hours version's trigger) before the blocks; `bl`: the company's blocks, locked in the order of their ids (as `draw::lock`
/// locks them) and read as they are once locked; `cov`: those that cover the entry, in the order
/// they are drawn, with the room each has and the room of those before it; `nx`: each one's use
/// after the entry; `go`: whether this statement may write alone.
const STATEMENT: &str = "WITH p AS (SELECT id, client_id FROM projects WHERE id = $2 FOR NO KEY UPDATE), \
 ok AS (SELECT p.id, p.client_id FROM p WHERE \
   (CAST($3 AS TEXT) IS NULL AND CAST($4 AS TEXT) IS NULL) \
   OR EXISTS (SELECT 1 FROM tasks t JOIN sprints s ON s.id = t.sprint_id \
     WHERE t.id = $3 AND s.project_id = p.id) \
   OR EXISTS (SELECT 1 FROM tickets k WHERE k.id = $4 AND k.project_id = p.id)), \
 bl AS (SELECT b.id, b.project_id, b.minutes, b.used_minutes, b.overage_minutes, b.starts_on, \
   b.expires_on, b.rollover, b.created_at, b.notified_80_at, b.notified_100_at, b.drawn_date, \
   b.drawn_at FROM hour_blocks b WHERE $9 = 1 AND b.client_id = (SELECT client_id FROM ok) \
   ORDER BY b.id FOR UPDATE), \
 cov AS (SELECT bl.id, bl.minutes, bl.used_minutes, bl.overage_minutes, bl.notified_80_at, \
   bl.notified_100_at, GREATEST(bl.minutes - bl.used_minutes, 0) AS room, \
   CAST(COALESCE(SUM(GREATEST(bl.minutes - bl.used_minutes, 0)) OVER (ORDER BY bl.starts_on, \
     bl.created_at, bl.id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS BIGINT) AS room_before, \
   ROW_NUMBER() OVER (ORDER BY bl.starts_on, bl.created_at, bl.id) AS n, COUNT(*) OVER () AS k \
   FROM bl WHERE (bl.project_id IS NULL OR bl.project_id = $2) \
   AND CAST(bl.starts_on AS DATE) <= CAST($7 AS DATE) \
   AND CAST($7 AS DATE) <= CASE WHEN bl.rollover = 1 THEN CAST(bl.expires_on AS DATE) \
     + (CAST(bl.expires_on AS DATE) - CAST(bl.starts_on AS DATE) + 1) \
     ELSE CAST(bl.expires_on AS DATE) END), \
 nx AS (SELECT cov.id, cov.minutes, cov.notified_80_at, cov.notified_100_at, \
   cov.used_minutes + cov.overage_minutes AS use_before, \
   cov.used_minutes + LEAST(cov.room, GREATEST($8 - cov.room_before, 0)) AS used_after, \
   cov.overage_minutes + CASE WHEN cov.n = cov.k \
     THEN GREATEST($8 - cov.room_before - cov.room, 0) ELSE 0 END AS overage_after FROM cov), \
 go AS (SELECT ok.id, ok.client_id FROM ok \
   WHERE NOT EXISTS (SELECT 1 FROM bl WHERE (bl.drawn_date, bl.drawn_at) >= (CAST($7 AS TEXT), $12)) \
   AND NOT EXISTS (SELECT 1 FROM nx WHERE \
     (nx.notified_80_at IS NULL AND nx.use_before * 100 < nx.minutes * 80 \
       AND (nx.used_after + nx.overage_after) * 100 >= nx.minutes * 80) \
     OR (nx.notified_100_at IS NULL AND nx.use_before * 100 < nx.minutes * 100 \
       AND (nx.used_after + nx.overage_after) * 100 >= nx.minutes * 100))), \
 ins AS (INSERT INTO time_entries (id, project_id, task_id, ticket_id, staff_id, staff_name, \
   work_date, minutes, billable, note, rate_minor, timer_capped, created_at, updated_at) \
   SELECT $1, go.id, $3, $4, $5, \
   COALESCE((SELECT NULLIF(shown_name, '') FROM users WHERE id = $5), $6), $7, $8, $9, $10, \
   COALESCE((SELECT r.rate_minor FROM project_rates r JOIN users u ON u.hours_role = r.role \
     WHERE r.project_id = go.id AND u.id = $5), \
     (SELECT hourly_rate_minor FROM projects WHERE id = go.id)), 0, $12, $12 FROM go \
   RETURNING *), \
 up AS (UPDATE hour_blocks b SET \
   used_minutes = COALESCE(nx.used_after, b.used_minutes), \
   overage_minutes = COALESCE(nx.overage_after, b.overage_minutes), \
   version = b.version + CASE WHEN nx.used_after <> b.used_minutes \
     OR nx.overage_after <> b.overage_minutes THEN 1 ELSE 0 END, \
   drawn_date = $7, drawn_at = $12 \
   FROM bl LEFT JOIN nx ON nx.id = bl.id WHERE b.id = bl.id AND EXISTS (SELECT 1 FROM ins)), \
 au AS (INSERT INTO audit_log (id, created_at, actor_id, actor_name, action, entity, entity_id, \
   client_id, project_id, before_json, after_json) \
   SELECT $11, $12, $5, $6, $13, $14, ins.id, go.client_id, go.id, NULL, \
   CAST(row_to_json(ins) AS TEXT) FROM ins, go) \
 SELECT ins.id, ins.project_id, ins.task_id, t.title AS task_title, ins.ticket_id, \
   k.title AS ticket_title, ins.staff_id, ins.staff_name, ins.work_date, ins.minutes, \
   CAST(ins.billable AS BIGINT) AS billable, ins.note, ins.rate_minor, pr.currency, ins.state, \
   CAST(ins.timer_capped AS BIGINT) AS timer_capped, ins.invoice_id, ins.created_at, \
   go.client_id AS written_client \
 FROM ins JOIN go ON TRUE JOIN projects pr ON pr.id = ins.project_id \
 LEFT JOIN tasks t ON t.id = ins.task_id LEFT JOIN tickets k ON k.id = ins.ticket_id";

/// An entry the statement logged, as staff read it, and its project's company.
pub struct QuickLogged {
    pub entry: TimeEntryView,
    pub client_id: String,
}

/// Logs `e` on `project` in one statement, at `at` (Unix ms); `None`: it wrote nothing, and the
/// caller logs the entry statement by statement.
pub async fn log(
    db: &Db,
    (project, who): (&ProjectId, &Worker<'_>),
    e: &TimeEntry,
    at: i64,
    money: Option<Money>,
) -> Result<Option<QuickLogged>, sqlx::Error> {
    let (task, ticket) = target_ids(&e.target);
    let row = sqlx::query(STATEMENT)
        .bind(TimeEntryId::generate())
        .bind(project)
        .bind(task)
        .bind(ticket)
        .bind(who.id)
        .bind(who.name)
        .bind(e.date.to_string())
        .bind(i64::from(e.minutes))
        .bind(i16::from(e.billable))
        .bind(&e.note)
        .bind(new_id())
        .bind(at)
        .bind("hours.log")
        .bind(Entity::TimeEntry.name())
        .fetch_optional(db)
        .await?;
    let Some(row) = row else { return Ok(None) };
    let client_id: String = row.try_get("written_client")?;
    let entry = EntryRow::from_row(&row)?;
    Ok(Some(QuickLogged {
        entry: view(entry, money, true),
        client_id,
    }))
}
