//! Project reads kept in the database as JSON, each with the `data_version` it was rendered at
//! (see `crate::reads`). A row is only ever served for its own version, so a row left behind by a
//! write is never seen, only replaced.

use super::projects::Scope;
use super::Db;

/// A project's read version, if the scope may see it, with its kept render at that version unless
/// `have` (the version this server holds in memory) is that version: one indexed row, the
/// visibility check, the key and (when memory misses) the body at once.
pub async fn current(
    db: &Db,
    id: &str,
    scope: Scope<'_>,
    have: Option<i64>,
) -> Result<Option<(i64, Option<String>)>, sqlx::Error> {
    const READ: &str = "SELECT p.data_version, CASE WHEN p.data_version = $2 THEN NULL ELSE r.body END \
         FROM projects p LEFT JOIN project_renders r ON r.project_id = p.id AND r.data_version = p.data_version \
         WHERE p.id = $1";
    const READ_OWN: &str = "SELECT p.data_version, CASE WHEN p.data_version = $3 THEN NULL ELSE r.body END \
         FROM projects p LEFT JOIN project_renders r ON r.project_id = p.id AND r.data_version = p.data_version \
         WHERE p.id = $1 AND p.client_id = $2";
    let sql = match scope {
        Scope::All => READ,
        Scope::Client(_) => READ_OWN,
    };
    let mut q = sqlx::query_as::<_, (i64, Option<String>)>(sql).bind(id);
    if let Scope::Client(client) = scope {
        q = q.bind(client);
    }
    q.bind(have.unwrap_or(-1)).fetch_optional(db).await
}

/// A client's projects in the list's order, each with its version and its kept render at that
/// version (if any).
pub async fn for_client(
    db: &Db,
    client_id: &str,
) -> Result<Vec<(String, i64, Option<String>)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT p.id, p.data_version, r.body FROM projects p \
         LEFT JOIN project_renders r ON r.project_id = p.id AND r.data_version = p.data_version \
         WHERE p.client_id = $1 ORDER BY p.created_at, p.title LIMIT 1000",
    )
    .bind(client_id)
    .fetch_all(db)
    .await
}

/// Keeps a render, unless a newer one is kept already. A project deleted since it was rendered
/// keeps nothing.
pub async fn store(db: &Db, project_id: &str, version: i64, body: &str) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO project_renders (project_id, data_version, body) \
         SELECT id, $2, $3 FROM projects WHERE id = $1 \
         ON CONFLICT (project_id) DO UPDATE SET data_version = excluded.data_version, body = excluded.body \
         WHERE project_renders.data_version < excluded.data_version",
    )
    .bind(project_id)
    .bind(version)
    .bind(body)
    .execute(db)
    .await?;
    Ok(())
}
