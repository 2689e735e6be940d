//! Contact-form and newsletter submissions from the public site.

use sqlx::{Any, Executor};

use super::{new_id, now_ms, Db};

pub struct NewContact<'a> {
    pub created_at: i64,
    pub name: &'a str,
    pub email: &'a str,
    pub phone: &'a str,
    pub message: &'a str,
    pub permission: bool,
    pub page: &'a str,
}

pub async fn insert_contact<'e>(
    db: impl Executor<'e, Database = Any>,
    c: NewContact<'_>,
) -> Result<String, sqlx::Error> {
    let id = new_id();
    sqlx::query(
        "INSERT INTO contact_submissions (id, name, email, phone, message, permission, page, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(&id)
    .bind(c.name)
    .bind(c.email)
    .bind(c.phone)
    .bind(c.message)
    .bind(i16::from(c.permission))
    .bind(c.page)
    .bind(c.created_at)
    .execute(db)
    .await?;
    Ok(id)
}

/// Stores an address once: subscribing twice is a success, not a second row.
/// Returns whether the address is new.
pub async fn subscribe(db: &Db, email: &str, page: &str) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO newsletter_submissions (id, email, page, created_at) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (email) DO NOTHING",
    )
    .bind(new_id())
    .bind(email.to_lowercase())
    .bind(page)
    .bind(now_ms())
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

#[derive(Debug, serde::Serialize, sqlx::FromRow)]
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
    #[serde(skip)]
    pub created_ms: i64,
}

#[derive(Debug, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ContactView {
    #[serde(flatten)]
    pub row: ContactRow,
    pub permission: bool,
    pub is_read: bool,
    pub created_at: String,
}

pub async fn contacts(db: &Db) -> Result<Vec<ContactView>, sqlx::Error> {
    let rows: Vec<ContactRow> = sqlx::query_as(
        "SELECT id, name, email, phone, message, CAST(permission AS BIGINT) AS permission_flag, page, \
         CAST(is_read AS BIGINT) AS read_flag, created_at AS created_ms FROM contact_submissions ORDER BY created_at DESC",
    )
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|row| ContactView {
            permission: row.permission_flag != 0,
            is_read: row.read_flag != 0,
            created_at: portico_shared::dates::format_rfc3339_from_ms(row.created_ms),
            row,
        })
        .collect())
}

#[derive(Debug, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NewsletterView {
    #[serde(rename = "_id")]
    pub id: String,
    pub email: String,
    pub page: String,
    pub created_at: String,
}

pub async fn subscribers(db: &Db) -> Result<Vec<NewsletterView>, sqlx::Error> {
    let rows: Vec<(String, String, String, i64)> = sqlx::query_as(
        "SELECT id, email, page, created_at FROM newsletter_submissions ORDER BY created_at DESC",
    )
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(id, email, page, at)| NewsletterView {
            id,
            email,
            page,
            created_at: portico_shared::dates::format_rfc3339_from_ms(at),
        })
        .collect())
}

/// Deletes from one of the two submission tables; false when there was no such row.
pub async fn delete(db: &Db, newsletter: bool, id: &str) -> Result<bool, sqlx::Error> {
    let table = if newsletter {
        "newsletter_submissions"
    } else {
        "contact_submissions"
    };
    let done = sqlx::query(&format!("DELETE FROM {table} WHERE id = $1"))
        .bind(id)
        .execute(db)
        .await?;
    Ok(done.rows_affected() == 1)
}
