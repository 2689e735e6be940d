//! Staff's side of the public forms: contact submissions and newsletter subscriptions, paged,
//! searched, read and unread, with an action status, and exported whole in chunks.

use serde::Serialize;
use sqlx::{AnyConnection, FromRow};

use super::Db;
use crate::error::ApiError;
use crate::ids::SubmissionId;
use crate::paging::{ListQuery, Page, Sorts, Where};
use portico_shared::dates::format_rfc3339_from_ms;
use portico_shared::validate::SUBMISSION_STATUSES;

/// The sort keys this list takes (documented by its route, `Api::sorted_by`).
pub const CONTACT_SORTS: Sorts = Sorts {
    keys: &[
        ("name", "LOWER(name)"),
        ("email", "email"),
        ("actionStatus", "action_status"),
        ("createdAt", "created_at"),
    ],
    default: ("createdAt", true),
    tie: "id",
};

/// The sort keys this list takes (documented by its route, `Api::sorted_by`).
pub const NEWSLETTER_SORTS: Sorts = Sorts {
    keys: &[("email", "email"), ("createdAt", "created_at")],
    default: ("createdAt", true),
    tie: "id",
};

#[derive(Debug, Serialize, FromRow, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContactRow {
    #[serde(rename = "_id")]
    pub id: String,
    pub name: String,
    pub email: String,
    pub phone: String,
    pub message: String,
    #[serde(skip)]
    pub permission_flag: i64,
    pub page: String,
    #[serde(skip)]
    pub read_flag: i64,
    pub action_status: String,
    #[serde(skip)]
    pub created_ms: i64,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContactView {
    #[serde(flatten)]
    pub row: ContactRow,
    pub permission: bool,
    pub is_read: bool,
    pub created_at: String,
}

impl From<ContactRow> for ContactView {
    fn from(row: ContactRow) -> Self {
        Self {
            permission: row.permission_flag != 0,
            is_read: row.read_flag != 0,
            created_at: format_rfc3339_from_ms(row.created_ms),
            row,
        }
    }
}

const CONTACT_COLUMNS: &str =
    "id, name, email, phone, message, CAST(permission AS BIGINT) AS permission_flag, \
     page, CAST(is_read AS BIGINT) AS read_flag, action_status, created_at AS created_ms";

#[derive(Debug, Serialize, FromRow, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubscriberRow {
    #[serde(rename = "_id")]
    pub id: String,
    pub email: String,
    pub page: String,
    #[serde(skip)]
    pub created_ms: i64,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubscriberView {
    #[serde(flatten)]
    pub row: SubscriberRow,
    pub created_at: String,
}

impl From<SubscriberRow> for SubscriberView {
    fn from(row: SubscriberRow) -> Self {
        Self {
            created_at: format_rfc3339_from_ms(row.created_ms),
            row,
        }
    }
}

/// Which of the two tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    Contact,
    Newsletter,
}

impl Form {
    pub fn table(self) -> &'static str {
        match self {
            Self::Contact => "contact_submissions",
            Self::Newsletter => "newsletter_submissions",
        }
    }
}

/// The filters and search of a list or an export.
pub fn filters(form: Form, q: &ListQuery) -> Result<Where, ApiError> {
    let mut w = Where::default();
    match form {
        Form::Contact => {
            if let Some(status) = q.filter_in("status", &SUBMISSION_STATUSES)? {
                w.and("action_status = ?", status);
            }
            if let Some(read) = q.filter_bool("read")? {
                w.and(
                    "is_read = CAST(? AS INTEGER)",
                    if read { "1" } else { "0" }.to_owned(),
                );
            }
            w.search(q.like(), &["name", "email", "phone", "message"]);
        }
        Form::Newsletter => {
            w.search(q.like(), &["email"]);
        }
    }
    Ok(w)
}

fn order(form: Form, q: &ListQuery) -> Result<String, ApiError> {
    match form {
        Form::Contact => q.order_by(&CONTACT_SORTS),
        Form::Newsletter => q.order_by(&NEWSLETTER_SORTS),
    }
}

pub async fn contacts(db: &Db, q: &ListQuery) -> Result<Page<ContactView>, ApiError> {
    let w = filters(Form::Contact, q)?;
    let order = order(Form::Contact, q)?;
    let table = "contact_submissions";
    let view = |row: ContactRow| ContactView::from(row);
    Ok(super::page_of(db, table, CONTACT_COLUMNS, &w, &order, q, view).await?)
}

pub async fn subscribers(db: &Db, q: &ListQuery) -> Result<Page<SubscriberView>, ApiError> {
    let w = filters(Form::Newsletter, q)?;
    let order = order(Form::Newsletter, q)?;
    let (table, columns) = (
        "newsletter_submissions",
        "id, email, page, created_at AS created_ms",
    );
    let view = |row: SubscriberRow| SubscriberView::from(row);
    Ok(super::page_of(db, table, columns, &w, &order, q, view).await?)
}

/// Where an export has got to: the last row sent (newest first, so the next rows are older).
#[derive(Clone, Debug)]
pub struct Cursor {
    pub created_ms: i64,
    pub id: String,
}

/// The next `limit` rows of an export after `after`, in the list's default order.
async fn chunk<T>(
    db: &Db,
    form: Form,
    columns: &str,
    w: &Where,
    after: Option<&Cursor>,
    limit: i64,
) -> Result<Vec<T>, sqlx::Error>
where
    T: for<'r> FromRow<'r, sqlx::any::AnyRow> + Send + Unpin,
{
    let mut binds = w.binds.clone();
    let mut cond = w.sql();
    if let Some(c) = after {
        binds.push(c.created_ms.to_string());
        let n = binds.len();
        binds.push(c.id.clone());
        let keyset = format!(
            "(created_at < CAST(${n} AS BIGINT) OR (created_at = CAST(${n} AS BIGINT) AND id < ${}))",
            n + 1
        );
        cond = if cond.is_empty() {
            format!("WHERE {keyset}")
        } else {
            format!("{cond} AND {keyset}")
        };
    }
    let sql = format!(
        "SELECT {columns} FROM {} {cond} ORDER BY created_at DESC, id DESC LIMIT {limit}",
        form.table()
    );
    super::fetch_with(db, &sql, &binds).await
}

pub async fn contact_chunk(
    db: &Db,
    w: &Where,
    after: Option<&Cursor>,
    limit: i64,
) -> Result<Vec<ContactRow>, sqlx::Error> {
    chunk(db, Form::Contact, CONTACT_COLUMNS, w, after, limit).await
}

pub async fn subscriber_chunk(
    db: &Db,
    w: &Where,
    after: Option<&Cursor>,
    limit: i64,
) -> Result<Vec<SubscriberRow>, sqlx::Error> {
    chunk(
        db,
        Form::Newsletter,
        "id, email, page, created_at AS created_ms",
        w,
        after,
        limit,
    )
    .await
}

pub async fn contact(db: &Db, id: &SubmissionId) -> Result<Option<ContactView>, sqlx::Error> {
    let row: Option<ContactRow> = sqlx::query_as(&format!(
        "SELECT {CONTACT_COLUMNS} FROM contact_submissions WHERE id = $1"
    ))
    .bind(id)
    .fetch_optional(db)
    .await?;
    Ok(row.map(ContactView::from))
}

/// Opening a submission marks it read; a new one's action status becomes "read".
/// Marks a submission read (a new one becomes "read"); false when it was read already (or there
/// is no such submission).
pub async fn mark_read(c: &mut AnyConnection, id: &SubmissionId) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE contact_submissions SET is_read = 1, \
         action_status = CASE WHEN action_status = 'new' THEN 'read' ELSE action_status END \
         WHERE id = $1 AND is_read = 0",
    )
    .bind(id)
    .execute(c)
    .await?;
    Ok(done.rows_affected() > 0)
}

/// Sets what staff did about a submission (any status but "new" also marks it read); false when
/// there is no such submission.
pub async fn set_status(
    c: &mut AnyConnection,
    id: &SubmissionId,
    status: &str,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE contact_submissions SET action_status = $1, \
         is_read = CASE WHEN $1 = 'new' THEN 0 ELSE 1 END WHERE id = $2",
    )
    .bind(status)
    .bind(id)
    .execute(&mut *c)
    .await?;
    Ok(done.rows_affected() == 1)
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct Counts {
    pub unread: i64,
    pub read: i64,
    pub newsletter: i64,
}

pub async fn counts(db: &Db) -> Result<Counts, sqlx::Error> {
    let (unread, read, newsletter): (i64, i64, i64) = sqlx::query_as(
        "SELECT (SELECT COUNT(*) FROM contact_submissions WHERE is_read = 0), \
         (SELECT COUNT(*) FROM contact_submissions WHERE is_read = 1), \
         (SELECT COUNT(*) FROM newsletter_submissions)",
    )
    .fetch_one(db)
    .await?;
    Ok(Counts {
        unread,
        read,
        newsletter,
    })
}

/// Deletes from one of the two tables; false when there was no such row.
pub async fn delete(
    c: &mut AnyConnection,
    form: Form,
    id: &SubmissionId,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(&format!("DELETE FROM {} WHERE id = $1", form.table()))
        .bind(id)
        .execute(&mut *c)
        .await?;
    Ok(done.rows_affected() == 1)
}
