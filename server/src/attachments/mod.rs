//! Attached files (ADR 0039): an upload streamed into the store, checked on its own bytes, hashed
//! and counted as it arrives; the same content stored once; the sweep of what nothing names.
//! The HTTP side is `routes::attachment`; the rows, `db::attachments`.

use axum::body::Body;
use futures_util::StreamExt;
use portico_shared::attachments::{self as rule, Refusal};
use sha2::{Digest, Sha256};

use crate::auth::AuthUser;
use crate::db::attachments::{self as rows, AttachmentView, NewUpload};
use crate::error::{ApiError, ApiResult};
use crate::file_store as store;
use crate::holds::{Full, Holds};
use crate::state::AppState;

pub mod scan;
pub mod thumbnail;

/// Uploads a person may have waiting for their message at once.
pub const WAITING_MAX: i64 = 50;
/// Uploads one person may send at once (a message's files go a few at a time).
pub const PER_PERSON: usize = 4;
/// Uploads this server receives at once, from everyone together: each holds a connection, a
/// buffer and a file being written.
pub const AT_ONCE: usize = 64;

/// The uploads under way on this server, per person.
static UNDER_WAY: std::sync::LazyLock<std::sync::Arc<Holds>> = std::sync::LazyLock::new(Holds::new);

/// A refusal as the API answers it: a 400 naming the `file`.
pub fn refused(r: Refusal) -> ApiError {
    ApiError::field("file", r.code, &r.message)
}

/// Receives one file: its name as the person's computer gave it (`raw_name`), its bytes as the
/// body. Refused before anything is stored when the name's type is not allowed or the first
/// bytes are another kind of file; cut off once past the size limit, whatever the request
/// declared; refused when the company's quota would be passed.
pub async fn receive(
    state: &AppState,
    user: &AuthUser,
    raw_name: &str,
    declared: Option<u64>,
    body: Body,
) -> ApiResult<AttachmentView> {
    let name = rule::display_name(raw_name);
    let file_type = rule::type_of(&name).ok_or_else(|| refused(Refusal::not_allowed()))?;
    let max = state.config.attachments.max_file_bytes;
    if declared.is_some_and(|n| n > max) {
        return Err(refused(Refusal::too_large(max)));
    }
    let company = (!user.is_admin()).then_some(&user.company);
    // Before a byte of the body is read: a place among the uploads under way (the person's and
    // the server's), the person's budget of uploads, and what the company's quota and the
    // person's waiting files leave. The same is checked again, locked, once the file is whole.
    let person = format!("u:{}", user.id);
    let _hold = UNDER_WAY
        .take(AT_ONCE, &[(&person, PER_PERSON)])
        .map_err(|full| match full {
            Full::Server => ApiError::Busy,
            Full::Key => ApiError::TooManyRequests {
                retry_after_secs: 2,
                message: "You are sending 4 files already: wait for one to finish.".into(),
            },
        })?;
    crate::limits::hit(&state.db, &crate::limits::UPLOADS, user.id.as_str()).await?;
    {
        let mut c = state.db.acquire().await?;
        if let (Some(company), Some(size)) = (company, declared) {
            let used = rows::company_bytes(&mut c, company.as_str()).await?;
            let quota = i64::try_from(state.config.attachments.quota_bytes).unwrap_or(i64::MAX);
            if used.saturating_add(i64::try_from(size).unwrap_or(i64::MAX)) > quota {
                return Err(refused(Refusal::quota()));
            }
        }
        if rows::waiting(&mut c, &user.id).await? >= WAITING_MAX {
            return Err(too_many_waiting());
        }
    }

    let mut chunks = body.into_data_stream();
    // The first bytes, to decide the type before anything is stored.
    let mut head: Vec<u8> = Vec::with_capacity(rule::SNIFF_BYTES);
    let mut rest: Option<axum::body::Bytes> = None;
    let mut ended = false;
    while head.len() < rule::SNIFF_BYTES {
        match chunks.next().await {
            None => {
                ended = true;
                break;
            }
            Some(chunk) => {
                let chunk = chunk.map_err(|_| cut_off())?;
                let take = (rule::SNIFF_BYTES - head.len()).min(chunk.len());
                head.extend_from_slice(&chunk[..take]);
                if take < chunk.len() {
                    rest = Some(chunk.slice(take..));
                }
            }
        }
    }
    if !ended && rest.is_none() {
        // Exactly SNIFF_BYTES so far: the file is whole when nothing follows.
        match chunks.next().await {
            None => ended = true,
            Some(chunk) => rest = Some(chunk.map_err(|_| cut_off())?),
        }
    }
    rule::check_content(&name, &head, ended).map_err(refused)?;

    let mut upload = state.files.begin().await.map_err(ApiError::internal)?;
    let mut counted = Counted::default();
    let written: ApiResult<()> = async {
        counted.add(&head);
        upload.write(&head).await.map_err(ApiError::internal)?;
        if let Some(r) = rest {
            counted.add(&r);
            if counted.size > max {
                return Err(refused(Refusal::too_large(max)));
            }
            upload.write(&r).await.map_err(ApiError::internal)?;
        }
        while let Some(chunk) = chunks.next().await {
            let chunk = chunk.map_err(|_| cut_off())?;
            counted.add(&chunk);
            // Cut off here: nothing past the limit is read, let alone stored.
            if counted.size > max {
                return Err(refused(Refusal::too_large(max)));
            }
            upload.write(&chunk).await.map_err(ApiError::internal)?;
        }
        Ok(())
    }
    .await;
    if let Err(e) = written {
        upload.abort().await;
        return Err(e);
    }
    let key = upload.finish().await.map_err(ApiError::internal)?;
    let sha256 = format!("{:x}", counted.hasher.finalize());
    let size = i64::try_from(counted.size).map_err(ApiError::internal)?;

    let stored = store_row(state, user, company, &key, &sha256, size, &name, file_type).await;
    if stored.is_err() {
        state.files.forget(&key).await;
    }
    stored
}

#[allow(clippy::too_many_arguments)]
async fn store_row(
    state: &AppState,
    user: &AuthUser,
    company: Option<&crate::ids::UserId>,
    key: &object_store::path::Path,
    sha256: &str,
    size: i64,
    name: &str,
    file_type: &rule::FileType,
) -> ApiResult<AttachmentView> {
    let mut tx = crate::db::begin_write(&state.db).await?;
    if let Some(company) = company {
        if !within_quota(&mut tx, state, company.as_str(), size).await? {
            return Err(refused(Refusal::quota()));
        }
    }
    if rows::waiting(&mut tx, &user.id).await? >= WAITING_MAX {
        return Err(too_many_waiting());
    }
    rows::lock_content(&mut tx, sha256, size).await?;
    if state.files.has(sha256).await.map_err(ApiError::internal)? {
        state.files.forget(key).await;
    } else {
        state
            .files
            .keep(key, sha256)
            .await
            .map_err(ApiError::internal)?;
    }
    // With clamd, new content waits for its scan; content scanned before keeps its verdict.
    let scan = match &state.config.attachments.clamd {
        None => "unscanned".to_owned(),
        Some(_) => rows::known_verdict(&mut tx, sha256)
            .await?
            .unwrap_or_else(|| "pending".to_owned()),
    };
    let row = rows::insert(
        &mut tx,
        &NewUpload {
            uploaded_by: &user.id,
            company,
            name,
            ext: file_type.ext,
            content_type: file_type.mime,
            size,
            sha256,
            scan: &scan,
        },
    )
    .await?;
    tx.commit().await?;
    if row.scan != "pending" {
        return Ok(row.view());
    }
    // Scanned before the upload is answered; a scan that cannot run now is tried again later.
    scan::settle(state, sha256).await?;
    let settled = rows::find(&state.db, &row.id).await?;
    Ok(settled.unwrap_or(row).view())
}

/// The bytes received so far: how many, and their hash.
#[derive(Default)]
struct Counted {
    size: u64,
    hasher: Sha256,
}

impl Counted {
    fn add(&mut self, bytes: &[u8]) {
        self.size += bytes.len() as u64;
        self.hasher.update(bytes);
    }
}

/// Whether `company`'s files, with `adding` bytes more, stay within its quota. Locks the
/// company's quota row for the caller's transaction first (a row of its own, not the account's,
/// which every open page of the company listens to): parallel uploads of one company take turns
/// here, so together they cannot pass it.
async fn within_quota(
    c: &mut sqlx::AnyConnection,
    state: &AppState,
    company: &str,
    adding: i64,
) -> ApiResult<bool> {
    rows::lock_quota(c, company).await?;
    let used = rows::company_bytes(c, company).await?;
    let quota = i64::try_from(state.config.attachments.quota_bytes).unwrap_or(i64::MAX);
    Ok(used.saturating_add(adding) <= quota)
}

fn too_many_waiting() -> ApiError {
    ApiError::field(
        "file",
        rule::code::TOO_MANY,
        "You have 50 files waiting to be sent: send or remove some first.",
    )
}

/// The body stopped before its end (the connection dropped): nothing is kept.
fn cut_off() -> ApiError {
    ApiError::bad_request(
        crate::error::ErrorCode::InvalidField,
        Some("file".into()),
        "The upload stopped before the end of the file.",
    )
}

/// Removes uploads never attached and the stored contents nothing names any more.
pub async fn sweep(state: &AppState) -> Result<usize, sqlx::Error> {
    let unnamed = rows::sweep(&state.db).await?;
    let mut removed = 0;
    // An upload takes minutes at most; one an hour old was left by a server that stopped.
    match state
        .files
        .stale_uploads(std::time::Duration::from_secs(3600), 1000)
        .await
    {
        Ok(stale) => {
            for key in &stale {
                state.files.forget(key).await;
            }
            removed += stale.len();
        }
        Err(e) => tracing::warn!(error = %e, "could not list uploads left behind"),
    }
    for sha256 in unnamed {
        let mut tx = crate::db::begin_write(&state.db).await?;
        if rows::unnamed_locked(&mut tx, &sha256).await? {
            state.files.forget(&store::content_key(&sha256)).await;
            state.files.forget(&store::thumbnail_key(&sha256)).await;
            rows::forget_content(&mut tx, &sha256).await?;
            removed += 1;
        }
        tx.commit().await?;
    }
    Ok(removed)
}

/// Attaches the caller's waiting uploads `ids` to `owner`, in the caller's transaction: at most
/// `MAX_FILES`, each the caller's own and not sent yet (else a 400 naming `attachments`, and the
/// transaction stores nothing). Staff's files count in the company's quota from here.
pub async fn attach(
    c: &mut sqlx::AnyConnection,
    state: &AppState,
    user: &AuthUser,
    ids: &[String],
    owner: &rows::Owner<'_>,
) -> ApiResult<()> {
    if ids.is_empty() {
        return Ok(());
    }
    if ids.len() > rule::MAX_FILES {
        let r = Refusal::too_many();
        return Err(ApiError::field("attachments", r.code, &r.message));
    }
    let gone = || {
        ApiError::field(
            "attachments",
            "invalid_value",
            "A file is no longer there: attach it again.",
        )
    };
    let mut canonical = Vec::with_capacity(ids.len());
    for id in ids {
        let id = crate::ids::AttachmentId::parse_canonical(id).ok_or_else(gone)?;
        if canonical.contains(&id.to_string()) {
            return Err(gone());
        }
        canonical.push(id.into_string());
    }
    if !rows::attach(c, &user.id, &canonical, owner).await? {
        return Err(gone());
    }
    if user.is_admin() {
        // The files are the company's now: counted with what it held.
        if !within_quota(c, state, owner.company, 0).await? {
            let r = Refusal::quota();
            return Err(ApiError::field("attachments", r.code, &r.message));
        }
    }
    Ok(())
}
