//! Project reads kept in the database as JSON, each with the `data_version` it was rendered at
//! (see `crate::reads`). A row is only ever served for its own version, so a row left behind by a
//! write is never seen, only replaced.
//!
//! Bodies are stored packed (`pack`): a project's JSON repeats its keys for every task, so LZ4
//! makes it about six times smaller, and the bytes a read moves out of the database (PostgreSQL's
//! sends, SQLite's copies) were most of what a list read cost. Unpacking runs at several GB/s.

use super::projects::Scope;
use super::Db;
use crate::ids::{ProjectId, UserId};

/// A project's read version and client, if the scope may see it, with its kept render at that
/// version unless `have` (the version this server holds in memory) is that version: one indexed
/// row, the key, the owner and (when memory misses) the body at once.
pub async fn current(
    db: &Db,
    id: &ProjectId,
    scope: Scope<'_>,
    have: Option<i64>,
) -> Result<Option<(i64, UserId, Option<Vec<u8>>)>, sqlx::Error> {
    let row: Option<(i64, UserId, Option<Vec<u8>>)> = sqlx::query_as(
        "SELECT p.data_version, p.client_id, CASE WHEN p.data_version = $2 THEN NULL ELSE r.body END \
         FROM projects p LEFT JOIN project_renders r ON r.project_id = p.id AND r.data_version = p.data_version \
         WHERE p.id = $1",
    )
    .bind(id)
    .bind(have.unwrap_or(-1))
    .fetch_optional(db)
    .await?;
    Ok(row.filter(|(_, client, _)| scope.sees(client, id)))
}

/// A client's projects in the list's order, each with its version and its kept render at that
/// version (if any).
///
/// The render is a subquery, not a join: PostgreSQL planned the join as a hash of every kept read
/// (a scan of the whole table, 0.9 ms at 2,000 projects and growing), where one index lookup per
/// listed project takes 0.07 ms in all.
pub async fn for_client(
    db: &Db,
    client_id: &UserId,
) -> Result<Vec<(ProjectId, i64, Option<Vec<u8>>)>, sqlx::Error> {
    let rows: Vec<(String, i64, Option<Vec<u8>>)> = sqlx::query_as(
        "SELECT p.id, p.data_version, (SELECT r.body FROM project_renders r \
         WHERE r.project_id = p.id AND r.data_version = p.data_version) AS body FROM projects p \
         WHERE p.client_id = $1 ORDER BY p.created_at, p.title LIMIT 1000",
    )
    .bind(client_id)
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(id, v, body)| (ProjectId::from_stored(id), v, body))
        .collect())
}

/// Keeps a render (`pack`ed), unless a newer one is kept already (one at the same version is
/// replaced: it is the same read, or a damaged row). A project deleted since it was rendered keeps
/// nothing.
pub async fn store(
    db: &Db,
    project_id: &ProjectId,
    version: i64,
    body: &[u8],
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO project_renders (project_id, data_version, body) \
         SELECT id, $2, $3 FROM projects WHERE id = $1 \
         ON CONFLICT (project_id) DO UPDATE SET data_version = excluded.data_version, body = excluded.body \
         WHERE project_renders.data_version <= excluded.data_version",
    )
    .bind(project_id)
    .bind(version)
    .bind(body)
    .execute(db)
    .await?;
    Ok(())
}

/// Projects with no kept read at their version (a write that touched many projects at once only
/// bumped their versions; a bulk load or a migration keeps nothing), a few at a time.
pub async fn to_keep(db: &Db, at_most: i64) -> Result<Vec<ProjectId>, sqlx::Error> {
    let ids: Vec<String> = sqlx::query_scalar(
        "SELECT p.id FROM projects p LEFT JOIN project_renders r ON r.project_id = p.id \
         WHERE r.project_id IS NULL OR r.data_version < p.data_version LIMIT $1",
    )
    .bind(at_most)
    .fetch_all(db)
    .await?;
    Ok(ids.into_iter().map(ProjectId::from_stored).collect())
}

/// How many projects have no kept read at their version (what the keeper has yet to render).
pub async fn behind(db: &Db) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT COUNT(*) FROM projects p LEFT JOIN project_renders r ON r.project_id = p.id \
         WHERE r.project_id IS NULL OR r.data_version < p.data_version",
    )
    .fetch_one(db)
    .await
}

/// Which of these projects have no kept read at their version: what a write that touched them left
/// to render (a write that changed no read leaves its projects' versions, and so their kept reads,
/// as they were).
pub async fn behind_among(
    db: &Db,
    project_ids: &[ProjectId],
) -> Result<Vec<ProjectId>, sqlx::Error> {
    let mut behind = Vec::new();
    // In chunks, under every engine's limit on parameters.
    for chunk in project_ids.chunks(500) {
        let sql = format!(
            "SELECT p.id FROM projects p LEFT JOIN project_renders r ON r.project_id = p.id \
             WHERE p.id IN ({}) AND (r.project_id IS NULL OR r.data_version < p.data_version) \
             ORDER BY p.id",
            super::placeholders(chunk.len(), 1)
        );
        let mut q = sqlx::query_scalar::<_, String>(&sql);
        for id in chunk {
            q = q.bind(id);
        }
        behind.extend(
            q.fetch_all(db)
                .await?
                .into_iter()
                .map(ProjectId::from_stored),
        );
    }
    Ok(behind)
}

/// A kept body as stored: LZ4 block format, the JSON's length first (u32, little endian).
pub fn pack(json: &[u8]) -> Vec<u8> {
    lz4_flex::block::compress_prepend_size(json)
}

/// The largest body `unpack` accepts: far above any project's read (a few megabytes at most), so a
/// damaged length never makes it allocate gigabytes.
const MAX_UNPACKED: usize = 256 << 20;

/// A kept body's JSON, or `None` when the row is not one `pack` wrote (then the read renders
/// again, and keeps a good one).
pub fn unpack(packed: &[u8]) -> Option<Vec<u8>> {
    let (len, data) = packed.split_first_chunk::<4>()?;
    let len = u32::from_le_bytes(*len) as usize;
    if len > MAX_UNPACKED {
        return None;
    }
    lz4_flex::block::decompress(data, len)
        .ok()
        .filter(|json| json.len() == len)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_packed_body_unpacks_to_the_same_json() {
        let json = br#"[{"_id":"a","title":"T\u00e9"},{"_id":"b","title":"T\u00e9"}]"#.repeat(50);
        let packed = pack(&json);
        assert!(packed.len() < json.len() / 5, "repeated keys pack small");
        assert_eq!(unpack(&packed).as_deref(), Some(&json[..]));
        assert_eq!(unpack(&pack(b"")).as_deref(), Some(&b""[..]));
    }

    #[test]
    fn a_damaged_body_is_refused_not_served() {
        let packed = pack(br#"{"_id":"a","sprints":[]}"#);
        assert_eq!(unpack(&packed[..2]), None, "shorter than its length");
        let mut huge = packed.clone();
        huge[..4].copy_from_slice(&u32::MAX.to_le_bytes());
        assert_eq!(unpack(&huge), None, "a length past the bound");
        let mut longer = packed.clone();
        longer[..4].copy_from_slice(&1000u32.to_le_bytes());
        assert_eq!(unpack(&longer), None, "a length the data does not fill");
        assert_eq!(unpack(&packed[..packed.len() - 3]), None, "cut short");
    }
}
