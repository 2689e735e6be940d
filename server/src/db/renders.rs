//! Project reads kept in the database as JSON, each with the `data_version` it was rendered at
//! (see `crate::reads`). A row is only ever served for its own version, so a row left behind by a
//! write is never seen, only replaced.

use std::collections::HashMap;

use super::Db;

/// The kept render of this project at this version.
pub async fn fetch(db: &Db, project_id: &str, version: i64) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT body FROM project_renders WHERE project_id = $1 AND data_version = $2",
    )
    .bind(project_id)
    .bind(version)
    .fetch_optional(db)
    .await
}

/// The kept renders of these projects at these versions (the others are left out).
pub async fn fetch_many(
    db: &Db,
    wanted: &[(String, i64)],
) -> Result<HashMap<String, String>, sqlx::Error> {
    let mut found = HashMap::new();
    // In chunks, under every engine's limit on parameters.
    for chunk in wanted.chunks(500) {
        let sql = format!(
            "SELECT project_id, data_version, body FROM project_renders WHERE project_id IN ({})",
            super::placeholders(chunk.len(), 1)
        );
        let mut q = sqlx::query_as::<_, (String, i64, String)>(&sql);
        for (id, _) in chunk {
            q = q.bind(id);
        }
        for (id, version, body) in q.fetch_all(db).await? {
            if chunk.iter().any(|(i, v)| *i == id && *v == version) {
                found.insert(id, body);
            }
        }
    }
    Ok(found)
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
