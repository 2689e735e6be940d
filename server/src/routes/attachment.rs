//! Attached files (ADR 0039): an upload, its removal before the message is sent, a download
//! authorized through the record that owns the file, and a project's files in one list.

use axum::body::Body;
use axum::extract::{RawQuery, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;

use crate::attachments;
use crate::auth::AuthUser;
use crate::db::attachments::{self as rows, AttachmentRow, AttachmentView};
use crate::db::project_files::{self, ProjectFiles};
use crate::db::{projects, tickets};
use crate::error::{ApiError, ApiResult};
use crate::ids::{AttachmentId, ProjectId, TicketId};
use crate::routes::registry::{Access, Api};
use crate::scope::{scope, VisibleProject};
use crate::state::AppState;

/// What every file is served with: never sniffed, never run (a page's scripts, forms or plugins
/// inside a file are sandboxed even when a browser shows it).
const FILE_CSP: &str = "default-src 'none'; sandbox";

pub fn api() -> Api {
    Api::default()
        .post(
            "/attachments",
            Access::Signed,
            "Upload one file (the body is its bytes, `name` in the query its file name), to attach to a message",
            upload,
        )
        .creates::<AttachmentView>()
        .get(
            "/attachments/limits",
            Access::Signed,
            "What a file may be: the largest, how many to a message, and the caller's company's storage",
            limits,
        )
        .returns::<AttachmentLimits>()
        .get(
            "/attachments/{attachmentId}",
            Access::Signed,
            "Download a file, through the record it is attached to",
            download,
        )
        .file("application/octet-stream")
        .get(
            "/attachments/{attachmentId}/thumbnail",
            Access::Signed,
            "A small PNG of an attached image (404 when the file is no image the server can shrink)",
            thumbnail,
        )
        .file("image/png")
        .delete(
            "/attachments/{attachmentId}",
            Access::Signed,
            "Remove an uploaded file not yet sent",
            remove,
        )
        .no_content()
        .get(
            "/project/{projectId}/files",
            Access::Signed,
            "Every file on a project's tickets, their replies and its statement-of-work updates, \
             newest first: at most 200, with how many there are",
            files_of_project,
        )
        .returns::<ProjectFiles>()
}

async fn upload(
    State(state): State<AppState>,
    user: AuthUser,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
    body: Body,
) -> ApiResult<(StatusCode, Json<AttachmentView>)> {
    let name = query
        .as_deref()
        .and_then(|q| {
            url::form_urlencoded::parse(q.as_bytes())
                .find(|(k, _)| k == "name")
                .map(|(_, v)| v.into_owned())
        })
        .filter(|n| !n.trim().is_empty())
        .ok_or_else(|| ApiError::field("name", "required", "Name the file"))?;
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    let view = attachments::receive(&state, &user, &name, declared, body).await?;
    Ok((StatusCode::CREATED, Json(view)))
}

/// What the browser checks a file against before sending it: this server's figures, which the
/// setting may have changed from the rule's defaults.
#[derive(Debug, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct AttachmentLimits {
    /// The largest file, in bytes.
    pub max_bytes: u64,
    /// Files one message may carry.
    pub max_files: usize,
    /// Files one person may send at once (more are refused until one finishes).
    pub at_once: usize,
    /// The most the caller's company's files may hold together, in bytes; none for staff.
    pub quota_bytes: Option<u64>,
    /// What the caller's company's files hold now, in bytes; none for staff.
    pub used_bytes: Option<i64>,
}

async fn limits(
    State(state): State<AppState>,
    user: AuthUser,
) -> ApiResult<Json<AttachmentLimits>> {
    let settings = &state.config.attachments;
    let (quota_bytes, used_bytes) = if user.is_admin() {
        (None, None)
    } else {
        let mut c = state.db.acquire().await?;
        let used = rows::company_bytes(&mut c, user.company.as_str()).await?;
        (Some(settings.quota_bytes), Some(used))
    };
    Ok(Json(AttachmentLimits {
        max_bytes: settings.max_file_bytes,
        max_files: portico_shared::attachments::MAX_FILES,
        at_once: attachments::PER_PERSON,
        quota_bytes,
        used_bytes,
    }))
}

/// The file, when the caller may see the record that owns it; 404 otherwise, exactly like a
/// missing one.
async fn visible(state: &AppState, user: &AuthUser, id: &AttachmentId) -> ApiResult<AttachmentRow> {
    let row = rows::find(&state.db, id).await?.ok_or(ApiError::NotFound)?;
    let allowed = match (row.owner_kind.as_deref(), &row.ticket_id, &row.project_id) {
        // Waiting for its message: its uploader's alone.
        (None, _, _) => row.uploaded_by == user.id.as_str(),
        (Some(_), Some(ticket), _) => {
            let ticket = TicketId::from_stored(ticket.clone());
            tickets::visible(&state.db, &ticket, scope(user)).await?
        }
        // A statement-of-work update's: whoever sees its project.
        (Some("update"), None, Some(project)) => {
            let project = ProjectId::from_stored(project.clone());
            projects::visible(&state.db, &project, scope(user)).await?
        }
        // A requirement's: its company's people, and staff.
        (Some("request"), None, None) => {
            user.is_admin() || row.company_id.as_deref() == Some(user.company.as_str())
        }
        (Some(_), _, _) => false,
    };
    if allowed {
        Ok(row)
    } else {
        Err(ApiError::NotFound)
    }
}

/// The file, when the caller may see it and it may be opened (`visible`, then 409 while it is
/// being scanned or found infected).
async fn openable(
    state: &AppState,
    user: &AuthUser,
    id: &AttachmentId,
) -> ApiResult<AttachmentRow> {
    let row = visible(state, user, id).await?;
    scanned(&row)?;
    Ok(row)
}

/// 409 while a file may not be opened: being scanned, or found infected.
fn scanned(row: &AttachmentRow) -> ApiResult<()> {
    if row.scan == "pending" || row.scan == "infected" {
        return Err(ApiError::Conflict {
            field: "file",
            message: if row.scan == "pending" {
                "This file is being checked for viruses: try again in a minute.".into()
            } else {
                "This file contains a virus and cannot be downloaded.".into()
            },
        });
    }
    Ok(())
}

/// The headers every file and thumbnail goes with: never sniffed, never run.
fn guarded(h: &mut HeaderMap) {
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(FILE_CSP),
    );
}

async fn download(
    State(state): State<AppState>,
    user: AuthUser,
    id: AttachmentId,
) -> ApiResult<Response> {
    let row = openable(&state, &user, &id).await?;
    let view = row.view();
    let stream = state
        .files
        .read(&row.sha256)
        .await
        .map_err(ApiError::internal)?;
    let mut res = Body::from_stream(stream).into_response();
    let h = res.headers_mut();
    let value = |v: &str| HeaderValue::from_str(v).map_err(ApiError::internal);
    h.insert(header::CONTENT_TYPE, value(&row.content_type)?);
    h.insert(header::CONTENT_LENGTH, HeaderValue::from(row.size));
    h.insert(
        header::CONTENT_DISPOSITION,
        value(&disposition(view.inline, &row.name))?,
    );
    guarded(h);
    Ok(res)
}

async fn thumbnail(
    State(state): State<AppState>,
    user: AuthUser,
    id: AttachmentId,
) -> ApiResult<Response> {
    let row = openable(&state, &user, &id).await?;
    let png = attachments::thumbnail::of(&state, &row)
        .await?
        .ok_or(ApiError::NotFound)?;
    let mut res = Body::from(png).into_response();
    let h = res.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static("image/png"));
    // The same file's thumbnail never changes; it is the caller's to keep, no one else's.
    h.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("private, max-age=86400"),
    );
    guarded(h);
    Ok(res)
}

async fn remove(
    State(state): State<AppState>,
    user: AuthUser,
    id: AttachmentId,
) -> ApiResult<StatusCode> {
    if !rows::remove_waiting(&state.db, &id, &user.id).await? {
        return Err(ApiError::NotFound);
    }
    Ok(StatusCode::NO_CONTENT)
}

/// A project's files, for whoever sees the project: its tickets are its company's, and its
/// updates' files are authorized by it, so each file listed is one the caller may download.
async fn files_of_project(
    State(state): State<AppState>,
    VisibleProject { id, .. }: VisibleProject,
) -> ApiResult<Json<ProjectFiles>> {
    Ok(Json(project_files::of_project(&state.db, &id).await?))
}

/// `Content-Disposition` with the file's name (RFC 6266): an ASCII stand-in for old clients,
/// the name itself percent-encoded in `filename*`.
pub fn disposition(inline: bool, name: &str) -> String {
    let fallback: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_graphic() && c != '"' && c != '\\' || c == ' ' {
                c
            } else {
                '_'
            }
        })
        .collect();
    let encoded: String = url::form_urlencoded::byte_serialize(name.as_bytes())
        .collect::<String>()
        // form encoding writes a space as '+'; RFC 5987 wants %20.
        .replace('+', "%20");
    format!(
        "{}; filename=\"{fallback}\"; filename*=UTF-8''{encoded}",
        if inline { "inline" } else { "attachment" }
    )
}

#[cfg(test)]
mod tests {
    use super::disposition;

    #[test]
    fn names_are_encoded() {
        assert_eq!(
            disposition(false, "a b.pdf"),
            "attachment; filename=\"a b.pdf\"; filename*=UTF-8''a%20b.pdf"
        );
        let d = disposition(true, "résumé \"x\".png");
        assert!(d.starts_with("inline; filename=\"r_sum_ _x_.png\"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%22x%22.png"), "{d}");
    }
}
