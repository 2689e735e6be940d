//! Staff's side of the contact form and the newsletter: paged lists, reading a submission (which
//! marks it read), its action status, real read/unread counts, deletes, and CSV exports of every
//! matching row, streamed in chunks so a large table never sits in memory.

use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use futures_util::stream;
use portico_shared::validate::SubmissionStatusInput;

use crate::auth::AdminUser;
use crate::csv;
use crate::db::audit::Entity;
use crate::db::submissions::{self as store, ContactView, Counts, Cursor, Form, SubscriberView};
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::ids::SubmissionId;
use crate::paging::Filter;
use crate::paging::{Data, DataPage, ListQuery};
use crate::routes::registry::{Access, Api};
use crate::staff::StaffWrite;
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .get(
            "/contact/submissions",
            Access::Admin,
            "Contact-form submissions (paged)",
            contacts,
        )
        .paged()
        .returns::<Data<ContactView>>()
        .sorted_by(&crate::db::submissions::CONTACT_SORTS)
        .filtered_by(
            "status",
            Filter::OneOf(&portico_shared::validate::SUBMISSION_STATUSES),
        )
        .filtered_by("read", Filter::Bool)
        .get(
            "/contact/submission/{id}",
            Access::Admin,
            "One contact submission; opening it marks it read",
            contact,
        )
        .returns::<ContactView>()
        .put_json::<SubmissionStatusInput, _, _>(
            "/contact/status/{id}",
            Access::Admin,
            "Set a submission's action status (new, read, replied, spam)",
            set_status,
        )
        .returns::<ContactView>()
        .get(
            "/contact/counts",
            Access::Admin,
            "Unread and read contact submissions, newsletter subscriptions",
            counts,
        )
        .returns::<Counts>()
        .get(
            "/contact/export.csv",
            Access::Admin,
            "Every matching contact submission as CSV",
            export_contacts,
        )
        .file("text/csv")
        .delete(
            "/contact/delete/{id}",
            Access::Admin,
            "Delete a contact submission",
            delete_contact,
        )
        .no_content()
        .get(
            "/contact/mail/submissions",
            Access::Admin,
            "Newsletter subscriptions (paged)",
            subscribers,
        )
        .paged()
        .returns::<Data<SubscriberView>>()
        .sorted_by(&crate::db::submissions::NEWSLETTER_SORTS)
        .get(
            "/contact/mail/export.csv",
            Access::Admin,
            "Every matching newsletter subscription as CSV",
            export_subscribers,
        )
        .file("text/csv")
        .delete(
            "/contact/mail/delete/{id}",
            Access::Admin,
            "Delete a newsletter subscription",
            delete_subscriber,
        )
        .no_content()
}

async fn contacts(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    q: ListQuery,
) -> ApiResult<DataPage<ContactView>> {
    Ok(DataPage(store::contacts(&state.db, &q).await?))
}

async fn subscribers(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    q: ListQuery,
) -> ApiResult<DataPage<SubscriberView>> {
    Ok(DataPage(store::subscribers(&state.db, &q).await?))
}

async fn contact(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: SubmissionId,
) -> ApiResult<Json<ContactView>> {
    // Opening an unread submission marks it read: a staff write, audited (once, when it changes).
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let before = w.track(Entity::Contact, &id).await?;
    if store::mark_read(w.conn(), &id).await? {
        w.log("contact.open", before).await?;
    }
    w.commit().await?;
    store::contact(&state.db, &id)
        .await?
        .map(Json)
        .ok_or(ApiError::NotFound)
}

async fn set_status(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: SubmissionId,
    ApiJson(input): ApiJson<SubmissionStatusInput>,
) -> ApiResult<Json<ContactView>> {
    let status = input.validate()?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let before = w.track(Entity::Contact, &id).await?;
    if !store::set_status(w.conn(), &id, status.as_str()).await? {
        return Err(ApiError::NotFound);
    }
    w.log("contact.status", before).await?;
    w.commit().await?;
    store::contact(&state.db, &id)
        .await?
        .map(Json)
        .ok_or(ApiError::NotFound)
}

async fn counts(State(state): State<AppState>, AdminUser(_): AdminUser) -> ApiResult<Json<Counts>> {
    Ok(Json(store::counts(&state.db).await?))
}

async fn remove(
    state: &AppState,
    admin: &crate::auth::AuthUser,
    form: Form,
    id: &SubmissionId,
) -> ApiResult<StatusCode> {
    let (entity, action) = match form {
        Form::Contact => (Entity::Contact, "contact.delete"),
        Form::Newsletter => (Entity::Subscriber, "newsletter.delete"),
    };
    let mut w = StaffWrite::begin(state, admin).await?;
    let before = w.track(entity, id).await?;
    if !store::delete(w.conn(), form, id).await? {
        return Err(ApiError::NotFound);
    }
    w.log(action, before).await?;
    w.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

async fn delete_contact(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: SubmissionId,
) -> ApiResult<StatusCode> {
    remove(&state, &admin, Form::Contact, &id).await
}

async fn delete_subscriber(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    id: SubmissionId,
) -> ApiResult<StatusCode> {
    remove(&state, &admin, Form::Newsletter, &id).await
}

/// Rows per database round trip of an export.
const CHUNK: i64 = 500;

/// Where the next chunk starts: after the last row of a full chunk; none after a short one.
fn next_cursor<R>(rows: &[R], key: impl Fn(&R) -> (i64, &String)) -> Option<Cursor> {
    if rows.len() as i64 != CHUNK {
        return None;
    }
    rows.last().map(|r| {
        let (created_ms, id) = key(r);
        Cursor {
            created_ms,
            id: id.clone(),
        }
    })
}

/// A CSV download streamed chunk by chunk: the header, then `rows` pages until one is short.
fn csv_response<F, Fut>(filename: &str, header: &[&str], next: F) -> Response
where
    F: FnMut(Option<Cursor>) -> Fut + Send + 'static,
    Fut: std::future::Future<Output = Result<(String, Option<Cursor>), sqlx::Error>> + Send,
{
    let mut first = String::new();
    csv::push_row(&mut first, header);
    let head = stream::once(async move { Ok::<Bytes, sqlx::Error>(Bytes::from(first)) });
    let rows = stream::unfold(
        (next, None::<Cursor>, false),
        |(mut next, cursor, done)| async move {
            if done {
                return None;
            }
            match next(cursor).await {
                Ok((text, Some(cursor))) => {
                    Some((Ok(Bytes::from(text)), (next, Some(cursor), false)))
                }
                Ok((text, None)) => Some((Ok(Bytes::from(text)), (next, None, true))),
                Err(e) => {
                    tracing::error!(error = %e, "export failed part-way");
                    Some((Err(e), (next, None, true)))
                }
            }
        },
    );
    // Fused: the body may be polled again after its end (a HEAD request, a compression layer),
    // and an `unfold` that has finished must not be.
    let body = Body::from_stream(futures_util::StreamExt::fuse(
        futures_util::StreamExt::chain(head, rows),
    ));
    (
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{filename}\""),
            ),
            (header::CACHE_CONTROL, "no-store".to_owned()),
        ],
        body,
    )
        .into_response()
}

async fn export_contacts(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    q: ListQuery,
) -> ApiResult<Response> {
    let w = std::sync::Arc::new(store::filters(Form::Contact, &q)?);
    let db = state.db.clone();
    Ok(csv_response(
        "contact-submissions.csv",
        &[
            "Name",
            "Email",
            "Phone",
            "Message",
            "Permission",
            "Page",
            "Action Status",
            "Read",
            "Submission Date",
        ],
        move |cursor| {
            let (db, w) = (db.clone(), w.clone());
            async move {
                let rows = store::contact_chunk(&db, &w, cursor.as_ref(), CHUNK).await?;
                let mut out = String::new();
                for r in &rows {
                    let date = portico_shared::dates::format_rfc3339_from_ms(r.created_ms);
                    csv::push_row(
                        &mut out,
                        &[
                            r.name.as_str(),
                            &r.email,
                            &r.phone,
                            &r.message,
                            if r.permission_flag != 0 { "yes" } else { "no" },
                            &r.page,
                            &r.action_status,
                            if r.read_flag != 0 { "yes" } else { "no" },
                            &date,
                        ],
                    );
                }
                Ok((out, next_cursor(&rows, |r| (r.created_ms, &r.id))))
            }
        },
    ))
}

async fn export_subscribers(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    q: ListQuery,
) -> ApiResult<Response> {
    let w = std::sync::Arc::new(store::filters(Form::Newsletter, &q)?);
    let db = state.db.clone();
    Ok(csv_response(
        "newsletter-subscriptions.csv",
        &["Date", "Form", "Page", "Email"],
        move |cursor| {
            let (db, w) = (db.clone(), w.clone());
            async move {
                let rows = store::subscriber_chunk(&db, &w, cursor.as_ref(), CHUNK).await?;
                let mut out = String::new();
                for r in &rows {
                    let date = portico_shared::dates::format_rfc3339_from_ms(r.created_ms);
                    csv::push_row(&mut out, &[date.as_str(), "newsletter", &r.page, &r.email]);
                }
                Ok((out, next_cursor(&rows, |r| (r.created_ms, &r.id))))
            }
        },
    ))
}
