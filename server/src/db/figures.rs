//! Per-project figures (`project_figures`): task counts by status, overdue tasks, goals, amounts
//! paid and outstanding. Counted again for a project in the transaction of every write that can
//! change them (`versions::bump_*` for tasks and sprints, `goals` for goals and payments), so the
//! console sorts every project by one of them without counting every task (issue 24: 2 million
//! tasks at ten times the data).
//!
//! Overdue depends on the day as well as on the tasks: a row counts for the day in `overdue_on`,
//! and `refresh_stale` counts again every row that is not for today (the first read of a day, or
//! the housekeeping that runs before it; every row once after the migration and after a bulk
//! load).

use sqlx::{Any, Executor};

use super::{now_ms, Db};
use portico_shared::dates::format_ymd_from_ms;

/// Today as the figures count it: a server-made `YYYY-MM-DD` (UTC), never caller text.
pub fn today() -> String {
    format_ymd_from_ms(now_ms())
}

/// Which figures a write can change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counts {
    /// Every figure: a project's own write, a goal's, a payment's.
    All,
    /// The task figures alone: a task's or a sprint's write changes no goal and no amount, and
    /// counting only the tasks keeps a staff write's statement at one pass over the project's
    /// tasks instead of four scans (issue 3/7's profile).
    Tasks,
}

/// The figures `counts` names of the rows `condition` selects, counted from the tables: the tasks
/// in one pass over the project's tasks, the goals in one, the payments in one. `$1` is today;
/// `condition` may use `$2`.
pub(super) fn recount_sql(condition: &str, counts: Counts) -> String {
    let is = |cond: &str| format!("COALESCE(SUM(CASE WHEN {cond} THEN 1 ELSE 0 END), 0)");
    let tasks = format!(
        "(tasks_total, tasks_done, tasks_inprogress, overdue) = (SELECT COUNT(*), {}, {}, {} \
           FROM sprints s JOIN tasks t ON t.sprint_id = s.id \
           WHERE s.project_id = project_figures.project_id), \
         overdue_on = $1",
        is("t.status = 'done'"),
        is("t.status = 'inprogress'"),
        is("t.status <> 'done' AND t.task_date IS NOT NULL AND t.task_date < $1"),
    );
    if counts == Counts::Tasks {
        return format!("UPDATE project_figures SET {tasks} WHERE {condition}");
    }
    // In the project's currency's minor units (the columns' names are older than currencies).
    let sum = |what: &str, from: &str| {
        format!(
            "(SELECT CAST(COALESCE(SUM(CAST({what} AS DOUBLE PRECISION)), 0) AS DOUBLE PRECISION) \
             FROM {from} WHERE x.project_id = project_figures.project_id)"
        )
    };
    let received = sum(
        "r.amount_minor",
        "payments x JOIN payment_receipts r ON r.payment_id = x.id",
    );
    let amounts = sum("x.amount_minor", "payments x");
    format!(
        "UPDATE project_figures SET {tasks}, \
         (goals_total, goals_done) = (SELECT COUNT(*), {} FROM goals g \
           WHERE g.project_id = project_figures.project_id), \
         paid_cents = {received}, outstanding_cents = {amounts} - {received} \
         WHERE {condition}",
        is("g.status = 'done' OR g.is_completed = 1"),
    )
}

/// Counts again the figures of the project `projects` selects (a subquery of at most one
/// project, whose one parameter is `param`), creating its row if need be. In the caller's
/// transaction, after its write.
pub async fn recount_where(
    c: &mut sqlx::AnyConnection,
    projects: &str,
    param: &str,
    counts: Counts,
) -> Result<(), sqlx::Error> {
    let counted = recount_only(c, projects, param, counts).await?;
    create_missing(c, projects, param, counted).await
}

/// The count alone, of the rows that exist: how many it counted.
async fn recount_only(
    c: &mut sqlx::AnyConnection,
    projects: &str,
    param: &str,
    counts: Counts,
) -> Result<u64, sqlx::Error> {
    let done = sqlx::query(&recount_sql(
        &format!("project_id IN ({})", projects.replace("$1", "$2")),
        counts,
    ))
    .bind(today())
    .bind(param)
    .execute(&mut *c)
    .await?;
    Ok(done.rows_affected())
}

/// After a count that found no row (`counted` is 0): the project's row, created and counted.
/// Almost every project has its row (created with the project, or by `refresh_stale` after a
/// bulk load), so a write pays this only once.
pub(super) async fn create_missing(
    c: &mut sqlx::AnyConnection,
    projects: &str,
    param: &str,
    counted: u64,
) -> Result<(), sqlx::Error> {
    if counted > 0 {
        return Ok(());
    }
    let created = sqlx::query(&format!(
        "INSERT INTO project_figures (project_id) SELECT id FROM projects WHERE id IN ({projects}) \
         ON CONFLICT (project_id) DO NOTHING"
    ))
    .bind(param)
    .execute(&mut *c)
    .await?;
    if created.rows_affected() > 0 {
        // A new row: every figure, whatever the write changed.
        recount_only(c, projects, param, Counts::All).await?;
    }
    Ok(())
}

pub async fn recount(
    c: &mut sqlx::AnyConnection,
    project_id: &crate::ids::ProjectId,
) -> Result<(), sqlx::Error> {
    recount_where(c, "SELECT $1", project_id, Counts::All).await
}

/// Counts again every row not counted for today, after creating the rows of projects that have
/// none (projects loaded in bulk). Cheap when there is nothing to do: one look in an index, and
/// one for projects without a row. Several servers may run it at once; the rows they write are
/// equal.
pub async fn refresh_stale(db: &Db) -> Result<u64, sqlx::Error> {
    let today = today();
    sqlx::query(
        "INSERT INTO project_figures (project_id) SELECT p.id FROM projects p \
         WHERE NOT EXISTS (SELECT 1 FROM project_figures f WHERE f.project_id = p.id) \
         ON CONFLICT (project_id) DO NOTHING",
    )
    .execute(db)
    .await?;
    let done = sqlx::query(&recount_sql("overdue_on <> $1", Counts::All))
        .bind(&today)
        .execute(db)
        .await?;
    Ok(done.rows_affected())
}

/// Whether any row needs counting again (a new day, or projects loaded without rows).
pub async fn any_stale<'e>(db: impl Executor<'e, Database = Any>) -> Result<bool, sqlx::Error> {
    let stale: i64 = sqlx::query_scalar(
        "SELECT CASE WHEN EXISTS (SELECT 1 FROM project_figures WHERE overdue_on <> $1) THEN 1 ELSE 0 END",
    )
    .bind(today())
    .fetch_one(db)
    .await?;
    Ok(stale == 1)
}
