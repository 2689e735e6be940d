//! Attached files' rows (ADR 0039): an upload waiting for its message, a file attached to a
//! ticket or a reply, the stored contents they name, and the sweep of what nothing names.

use std::collections::HashMap;

use portico_shared::attachments::{type_of, Kind};
use serde::Serialize;
use sqlx::FromRow;

use super::{new_id, now_ms, Db};
use crate::ids::UserId;

/// A file as people see it.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct AttachmentView {
    #[serde(rename = "_id")]
    pub id: String,
    pub name: String,
    pub size: i64,
    pub content_type: String,
    /// image, pdf, document, text or archive.
    #[schemars(with = "String")]
    pub kind: Kind,
    /// Shown in the browser (JPEG, PNG, WebP, PDF) rather than downloaded.
    pub inline: bool,
    /// unscanned, pending, clean or infected: a pending or infected file cannot be downloaded.
    pub scan: String,
}

#[derive(Debug, FromRow)]
pub struct AttachmentRow {
    pub id: String,
    pub uploaded_by: String,
    pub company_id: Option<String>,
    pub owner_kind: Option<String>,
    pub owner_id: Option<String>,
    pub ticket_id: Option<String>,
    pub project_id: Option<String>,
    pub name: String,
    pub ext: String,
    pub content_type: String,
    pub size: i64,
    pub sha256: String,
    pub scan: String,
}

const COLUMNS: &str = "id, uploaded_by, company_id, owner_kind, owner_id, ticket_id, project_id, \
     name, ext, content_type, size, sha256, scan";

impl AttachmentRow {
    /// The allowed type its extension names (the shared table is looked up by file name).
    pub fn file_type(&self) -> Option<&'static portico_shared::attachments::FileType> {
        type_of(&format!("f.{}", self.ext))
    }

    pub fn view(&self) -> AttachmentView {
        let found = self.file_type();
        AttachmentView {
            id: self.id.clone(),
            name: self.name.clone(),
            size: self.size,
            content_type: self.content_type.clone(),
            kind: found.map_or(Kind::Archive, |t| t.kind),
            inline: found.is_some_and(|t| t.inline()),
            scan: self.scan.clone(),
        }
    }
}

/// What a new upload's row holds.
pub struct NewUpload<'a> {
    pub uploaded_by: &'a UserId,
    /// The client's company; None for staff (set when the file is attached).
    pub company: Option<&'a UserId>,
    pub name: &'a str,
    pub ext: &'a str,
    pub content_type: &'a str,
    pub size: i64,
    pub sha256: &'a str,
    /// `unscanned` without clamd; `pending` until scanned, or the verdict the same content had.
    pub scan: &'a str,
}

/// The bytes a company's files hold together.
pub async fn company_bytes(c: &mut sqlx::AnyConnection, company: &str) -> Result<i64, sqlx::Error> {
    let sum: Option<i64> = sqlx::query_scalar(
        "SELECT CAST(SUM(size) AS BIGINT) FROM attachments WHERE company_id = $1",
    )
    .bind(company)
    .fetch_one(&mut *c)
    .await?;
    Ok(sum.unwrap_or(0))
}

/// Locks the company's quota row (making it) for the caller's transaction.
pub async fn lock_quota(c: &mut sqlx::AnyConnection, company: &str) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO attachment_quotas (company_id, locked_at) VALUES ($1, $2) \
         ON CONFLICT (company_id) DO UPDATE SET locked_at = excluded.locked_at",
    )
    .bind(company)
    .bind(super::now_ms())
    .execute(&mut *c)
    .await?;
    Ok(())
}

/// Uploads a person has that wait for their message.
pub async fn waiting(c: &mut sqlx::AnyConnection, user: &UserId) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT COUNT(*) FROM attachments WHERE uploaded_by = $1 AND attached_at IS NULL",
    )
    .bind(user)
    .fetch_one(&mut *c)
    .await
}

/// Locks the stored content's row (creating it): the sweep cannot delete the content while the
/// caller's transaction puts it in place and names it.
pub async fn lock_content(
    c: &mut sqlx::AnyConnection,
    sha256: &str,
    size: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO attachment_blobs (sha256, size, created_at) VALUES ($1, $2, $3) \
         ON CONFLICT (sha256) DO UPDATE SET size = excluded.size",
    )
    .bind(sha256)
    .bind(size)
    .bind(now_ms())
    .execute(&mut *c)
    .await?;
    Ok(())
}

pub async fn insert(
    c: &mut sqlx::AnyConnection,
    new: &NewUpload<'_>,
) -> Result<AttachmentRow, sqlx::Error> {
    let id = new_id();
    sqlx::query(
        "INSERT INTO attachments (id, uploaded_by, company_id, name, ext, content_type, size, \
         sha256, scan, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $10, $9)",
    )
    .bind(&id)
    .bind(new.uploaded_by)
    .bind(new.company)
    .bind(new.name)
    .bind(new.ext)
    .bind(new.content_type)
    .bind(new.size)
    .bind(new.sha256)
    .bind(now_ms())
    .bind(new.scan)
    .execute(&mut *c)
    .await?;
    Ok(AttachmentRow {
        id,
        uploaded_by: new.uploaded_by.to_string(),
        company_id: new.company.map(|c| c.to_string()),
        owner_kind: None,
        owner_id: None,
        ticket_id: None,
        project_id: None,
        name: new.name.to_owned(),
        ext: new.ext.to_owned(),
        content_type: new.content_type.to_owned(),
        size: new.size,
        sha256: new.sha256.to_owned(),
        scan: new.scan.to_owned(),
    })
}

pub async fn find(db: &Db, id: &str) -> Result<Option<AttachmentRow>, sqlx::Error> {
    sqlx::query_as(&format!("SELECT {COLUMNS} FROM attachments WHERE id = $1"))
        .bind(id)
        .fetch_optional(db)
        .await
}

/// Removes the caller's upload `id` if it waits for its message still; false otherwise.
pub async fn remove_waiting(db: &Db, id: &str, user: &UserId) -> Result<bool, sqlx::Error> {
    let gone = sqlx::query(
        "DELETE FROM attachments WHERE id = $1 AND uploaded_by = $2 AND attached_at IS NULL",
    )
    .bind(id)
    .bind(user)
    .execute(db)
    .await?
    .rows_affected();
    Ok(gone == 1)
}

/// Where files are attached: the owning record, and the ticket or project that authorizes their
/// download (a requirement's files are authorized by their company).
pub struct Owner<'a> {
    pub kind: &'static str,
    pub id: &'a str,
    pub ticket: Option<&'a str>,
    pub project: Option<&'a str>,
    /// The client company whose quota the files count in.
    pub company: &'a str,
}

/// Attaches the caller's waiting uploads `ids` to `owner`; false when one is not the caller's or
/// not waiting any more (nothing is attached then: the caller's transaction rolls back).
pub async fn attach(
    c: &mut sqlx::AnyConnection,
    user: &UserId,
    ids: &[String],
    owner: &Owner<'_>,
) -> Result<bool, sqlx::Error> {
    let now = now_ms();
    for id in ids {
        let done = sqlx::query(
            "UPDATE attachments SET owner_kind = $1, owner_id = $2, ticket_id = $3, \
             company_id = COALESCE(company_id, $4), attached_at = $5, project_id = $8 \
             WHERE id = $6 AND uploaded_by = $7 AND attached_at IS NULL",
        )
        .bind(owner.kind)
        .bind(owner.id)
        .bind(owner.ticket)
        .bind(owner.company)
        .bind(now)
        .bind(id)
        .bind(user)
        .bind(owner.project)
        .execute(&mut *c)
        .await?
        .rows_affected();
        if done != 1 {
            return Ok(false);
        }
    }
    Ok(true)
}

/// The attached files of the records `ids` name, by owning record (a ticket's id or a reply's,
/// a requirement's, an update's), oldest first: one query per 500 records. `column` is what
/// `ids` are matched on; `kind`, when given, the owners' kind.
async fn by_owner(
    db: &Db,
    column: &str,
    kind: Option<&str>,
    ids: &[String],
) -> Result<HashMap<String, Vec<AttachmentView>>, sqlx::Error> {
    let mut found: HashMap<String, Vec<AttachmentView>> = HashMap::new();
    for chunk in ids.chunks(500) {
        let list = super::placeholders(chunk.len(), 2);
        let sql = format!(
            "SELECT {COLUMNS} FROM attachments WHERE {column} IN ({list}) \
             AND owner_kind = COALESCE($1, owner_kind) ORDER BY created_at, id"
        );
        let mut q = sqlx::query_as::<_, AttachmentRow>(&sql).bind(kind);
        for id in chunk {
            q = q.bind(id);
        }
        for row in q.fetch_all(db).await? {
            let owner = row.owner_id.clone().unwrap_or_default();
            found.entry(owner).or_default().push(row.view());
        }
    }
    Ok(found)
}

/// The files attached to these tickets and their replies, by ticket or reply.
pub async fn of_tickets(
    db: &Db,
    tickets: &[String],
) -> Result<HashMap<String, Vec<AttachmentView>>, sqlx::Error> {
    by_owner(db, "ticket_id", None, tickets).await
}

/// The files attached to records of one kind (`request`, `update`), by record.
pub async fn of_owners(
    db: &Db,
    kind: &str,
    ids: &[String],
) -> Result<HashMap<String, Vec<AttachmentView>>, sqlx::Error> {
    by_owner(db, "owner_id", Some(kind), ids).await
}

/// The verdict a scan already gave this content (`clean` or `infected`), if any.
pub async fn known_verdict(
    c: &mut sqlx::AnyConnection,
    sha256: &str,
) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT scan FROM attachments WHERE sha256 = $1 AND scan IN ('clean', 'infected') LIMIT 1",
    )
    .bind(sha256)
    .fetch_optional(&mut *c)
    .await
}

/// A file a scan just settled: who sent it, for staff's notice of an infected one.
#[derive(Debug, FromRow)]
pub struct Scanned {
    pub name: String,
    pub company_id: Option<String>,
    pub uploader_name: String,
}

/// Records `verdict` on every pending file with this content; the files it settled.
pub async fn set_scan(
    c: &mut sqlx::AnyConnection,
    sha256: &str,
    verdict: &str,
) -> Result<Vec<Scanned>, sqlx::Error> {
    let files: Vec<Scanned> = sqlx::query_as(
        "SELECT a.name, a.company_id, u.name AS uploader_name FROM attachments a \
         JOIN users u ON u.id = a.uploaded_by WHERE a.sha256 = $1 AND a.scan = 'pending'",
    )
    .bind(sha256)
    .fetch_all(&mut *c)
    .await?;
    sqlx::query("UPDATE attachments SET scan = $1 WHERE sha256 = $2 AND scan = 'pending'")
        .bind(verdict)
        .bind(sha256)
        .execute(&mut *c)
        .await?;
    Ok(files)
}

/// Contents with files still waiting for their scan, at most `limit`, oldest first.
pub async fn pending_contents(db: &Db, limit: i64) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT sha256 FROM attachments WHERE scan = 'pending' GROUP BY sha256 \
         ORDER BY MIN(created_at) LIMIT $1",
    )
    .bind(limit)
    .fetch_all(db)
    .await
}

/// How long an upload may wait for its message before it is removed.
pub const WAIT_MS: i64 = 24 * 3_600_000;

/// Removes uploads never attached, then returns stored contents no file names (for the caller to
/// delete from the store, each under its row's lock: `release`).
pub async fn sweep(db: &Db) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query("DELETE FROM attachments WHERE attached_at IS NULL AND created_at < $1")
        .bind(now_ms() - WAIT_MS)
        .execute(db)
        .await?;
    sqlx::query_scalar(
        "SELECT b.sha256 FROM attachment_blobs b WHERE NOT EXISTS \
         (SELECT 1 FROM attachments a WHERE a.sha256 = b.sha256) LIMIT 1000",
    )
    .fetch_all(db)
    .await
}

/// Within the caller's transaction: locks the stored content's row and tells whether no file
/// names it any more (then the caller deletes the content and `forget_content`s the row). The
/// check is its own statement, after the lock: it sees every file committed before the lock was
/// taken (an upload that named the content under the same lock).
pub async fn unnamed_locked(
    c: &mut sqlx::AnyConnection,
    sha256: &str,
) -> Result<bool, sqlx::Error> {
    let lock = match super::Engine::of_conn(c) {
        super::Engine::Postgres => {
            "SELECT sha256 FROM attachment_blobs WHERE sha256 = $1 FOR UPDATE"
        }
        // One writer at a time: the write transaction is the lock.
        super::Engine::Sqlite => "SELECT sha256 FROM attachment_blobs WHERE sha256 = $1",
    };
    let locked: Option<String> = sqlx::query_scalar(lock)
        .bind(sha256)
        .fetch_optional(&mut *c)
        .await?;
    if locked.is_none() {
        return Ok(false);
    }
    let named: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM attachments WHERE sha256 = $1")
        .bind(sha256)
        .fetch_one(&mut *c)
        .await?;
    Ok(named == 0)
}

pub async fn forget_content(c: &mut sqlx::AnyConnection, sha256: &str) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM attachment_blobs WHERE sha256 = $1")
        .bind(sha256)
        .execute(&mut *c)
        .await?;
    Ok(())
}
