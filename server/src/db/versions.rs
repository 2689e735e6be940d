//! Read-model versions. Every write that changes a client's project read (`projects::for_client`)
//! bumps that client's `data_version` in the same transaction as the write, so a reader sees both
//! or neither and can never store new-version data that is older than the write (see `cache.rs`).

use sqlx::{Any, Executor};

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

pub async fn bump_client<'e>(
    db: impl Executor<'e, Database = Any>,
    client_id: &str,
) -> Result<(), sqlx::Error> {
    bump_where(db, "SELECT $1", client_id).await
}

pub async fn bump_for_project<'e>(
    db: impl Executor<'e, Database = Any>,
    project_id: &str,
) -> Result<(), sqlx::Error> {
    bump_where(
        db,
        "SELECT client_id FROM projects WHERE id = $1",
        project_id,
    )
    .await
}

pub async fn bump_for_sprint<'e>(
    db: impl Executor<'e, Database = Any>,
    sprint_id: &str,
) -> Result<(), sqlx::Error> {
    bump_where(
        db,
        "SELECT p.client_id FROM projects p JOIN sprints s ON s.project_id = p.id WHERE s.id = $1",
        sprint_id,
    )
    .await
}

pub async fn bump_for_task<'e>(
    db: impl Executor<'e, Database = Any>,
    task_id: &str,
) -> Result<(), sqlx::Error> {
    bump_where(
        db,
        "SELECT p.client_id FROM projects p JOIN sprints s ON s.project_id = p.id \
         JOIN tasks t ON t.sprint_id = s.id WHERE t.id = $1",
        task_id,
    )
    .await
}

/// Clients whose projects show this team member (in the team or as an assignee).
pub async fn clients_of_member<'e>(
    db: impl Executor<'e, Database = Any>,
    member_id: &str,
) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT p.client_id FROM projects p JOIN project_team pt ON pt.project_id = p.id WHERE pt.member_id = $1 \
         UNION SELECT p.client_id FROM projects p JOIN sprints s ON s.project_id = p.id \
         JOIN tasks t ON t.sprint_id = s.id JOIN task_assignees ta ON ta.task_id = t.id WHERE ta.member_id = $1",
    )
    .bind(member_id)
    .fetch_all(db)
    .await
}

pub async fn bump_clients<'e>(
    db: impl Executor<'e, Database = Any>,
    client_ids: &[String],
) -> Result<(), sqlx::Error> {
    if client_ids.is_empty() {
        return Ok(());
    }
    let sql = format!(
        "UPDATE users SET data_version = data_version + 1 WHERE id IN ({})",
        super::placeholders(client_ids.len(), 1)
    );
    let mut q = sqlx::query(&sql);
    for id in client_ids {
        q = q.bind(id);
    }
    q.execute(db).await?;
    Ok(())
}
