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
