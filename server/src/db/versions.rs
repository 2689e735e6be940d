//! Read-model versions. Every write that changes a project's read bumps that project's
//! `data_version` in the same transaction as the write, so a reader sees both or neither and can
//! never store new-version data that is older than the write (see `reads/cache.rs`).
//!
//! A client's whole list (`ProjectReads::client_list`) is keyed by a version derived from the
//! versions it is made of (`LIST_VERSION`): the client's own `data_version`, bumped by what only
//! the list shows (a project added, the client renamed), plus the sum of their projects'. Every
//! project bump raises the sum, and no project ever leaves its client (none is deleted or moved),
//! so the derived version only grows and a write to a project changes its list's version without
//! touching the client's row: the write to the client's row, and its lock, that every project
//! write used to take, one for all of the client's projects at once, is gone (ADR 0038).

use sqlx::{Any, Executor};

use super::figures::Counts;
use crate::ids::{MemberId, ProjectId, SprintId, TaskId, UserId};

/// The version of the list of the client whose `users` row is `c` (an SQL expression; the
/// projects' alias `lv` is taken).
pub const LIST_VERSION: &str =
    "(c.data_version + COALESCE((SELECT CAST(SUM(lv.data_version) AS BIGINT) \
     FROM projects lv WHERE lv.client_id = c.id), 0))";

/// The version of `client_id`'s list; None when there is no such account.
pub async fn list_version(db: &super::Db, client_id: &UserId) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar(&format!(
        "SELECT CAST({LIST_VERSION} AS BIGINT) FROM users c WHERE c.id = $1"
    ))
    .bind(client_id)
    .fetch_optional(db)
    .await
}

/// The clients owning what the subquery selects (`$1` is its one parameter).
async fn bump_where<'e>(
    db: impl Executor<'e, Database = Any>,
    client_ids: &str,
    param: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query(&format!(
        "UPDATE users SET data_version = data_version + 1 WHERE id IN ({client_ids})"
    ))
    .bind(param)
    .execute(db)
    .await?;
    Ok(())
}

/// A client's list changed (a project added): their list's version, not their projects'.
pub async fn bump_client<'e>(
    db: impl Executor<'e, Database = Any>,
    client_id: &UserId,
) -> Result<(), sqlx::Error> {
    bump_where(db, "SELECT $1", client_id).await
}

/// A client's name changed: it shows in each of their projects' reads (their list's version is
/// bumped by the statement that renames them, which alone knows whether the name changed).
pub async fn bump_projects_of_client(
    c: &mut sqlx::AnyConnection,
    client_id: &UserId,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE projects SET data_version = data_version + 1 WHERE client_id = $1")
        .bind(client_id)
        .execute(&mut *c)
        .await?;
    Ok(())
}

/// One project's read changed: its version (and so its client's list's), and its figures counted
/// again (`figures`: every write that changes tasks or sprints comes through here). `project_ids`
/// selects at most one project.
///
/// PostgreSQL does both in one statement (the version bump as a data-modifying `WITH` clause,
/// which always runs to completion); SQLite, in process, in two. The statement takes its row
/// locks in the order the separate statements did (the project, then its figures), whatever
/// order PostgreSQL runs its parts in: the figures' part reads the row the bump changed, so it
/// cannot lock anything before the bump has. Two writes to one project in another
/// order would deadlock (`hardening::input::concurrent_adds_get_distinct_places`).
async fn bump_project_where(
    c: &mut sqlx::AnyConnection,
    project_ids: &str,
    param: &str,
    counts: Counts,
) -> Result<(), sqlx::Error> {
    match super::Engine::of_conn(c) {
        super::Engine::Postgres => {
            let counted = sqlx::query(&format!(
                "WITH p AS (UPDATE projects SET data_version = data_version + 1 \
                 WHERE id IN ({ids}) RETURNING id) {recount}",
                ids = project_ids.replace("$1", "$2"),
                recount = super::figures::recount_sql(
                    &format!(
                        "project_id IN ({}) AND EXISTS (SELECT 1 FROM p)",
                        project_ids.replace("$1", "$2")
                    ),
                    counts
                ),
            ))
            .bind(super::figures::today())
            .bind(param)
            .execute(&mut *c)
            .await?
            .rows_affected();
            super::figures::create_missing(c, project_ids, param, counted).await
        }
        super::Engine::Sqlite => {
            sqlx::query(&format!(
                "UPDATE projects SET data_version = data_version + 1 WHERE id IN ({project_ids})"
            ))
            .bind(param)
            .execute(&mut *c)
            .await?;
            super::figures::recount_where(c, project_ids, param, counts).await
        }
    }
}

pub async fn bump_for_project(
    c: &mut sqlx::AnyConnection,
    project_id: &ProjectId,
) -> Result<(), sqlx::Error> {
    bump_project_where(c, "SELECT $1", project_id, Counts::All).await
}

pub async fn bump_for_sprint(
    c: &mut sqlx::AnyConnection,
    sprint_id: &SprintId,
) -> Result<(), sqlx::Error> {
    bump_project_where(
        c,
        "SELECT project_id FROM sprints WHERE id = $1",
        sprint_id,
        Counts::Tasks,
    )
    .await
}

pub async fn bump_for_task(
    c: &mut sqlx::AnyConnection,
    task_id: &TaskId,
) -> Result<(), sqlx::Error> {
    bump_project_where(
        c,
        "SELECT s.project_id FROM sprints s JOIN tasks t ON t.sprint_id = s.id WHERE t.id = $1",
        task_id,
        Counts::Tasks,
    )
    .await
}

/// Projects that show this team member (in the team or as an assignee).
pub async fn projects_of_member(
    c: &mut sqlx::AnyConnection,
    member_id: &MemberId,
) -> Result<Vec<ProjectId>, sqlx::Error> {
    let ids: Vec<String> = sqlx::query_scalar(
        "SELECT pt.project_id FROM project_team pt WHERE pt.member_id = $1 \
         UNION SELECT s.project_id FROM sprints s JOIN tasks t ON t.sprint_id = s.id \
         JOIN task_assignees ta ON ta.task_id = t.id WHERE ta.member_id = $1",
    )
    .bind(member_id)
    .fetch_all(&mut *c)
    .await?;
    Ok(ids.into_iter().map(ProjectId::from_stored).collect())
}

/// These projects' reads changed (a member they show was renamed or removed).
pub async fn bump_projects(
    c: &mut sqlx::AnyConnection,
    project_ids: &[ProjectId],
) -> Result<(), sqlx::Error> {
    // In chunks, under every engine's limit on parameters.
    for chunk in project_ids.chunks(500) {
        let list = super::placeholders(chunk.len(), 1);
        let projects =
            format!("UPDATE projects SET data_version = data_version + 1 WHERE id IN ({list})");
        let mut q = sqlx::query(&projects);
        for id in chunk {
            q = q.bind(id);
        }
        q.execute(&mut *c).await?;
    }
    Ok(())
}
