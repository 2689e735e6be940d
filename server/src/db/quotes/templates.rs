//! Terms staff start a quote from (ADR 0044): a name and its text, at most `MAX` of them.

use serde::Serialize;
use sqlx::{AnyConnection, FromRow};

use crate::db::{new_id, now_ms};
use crate::ids::UserId;

/// At most this many templates.
pub const MAX: i64 = 50;

#[derive(Clone, Debug, Serialize, FromRow, schemars::JsonSchema)]
pub struct TermsTemplate {
    #[serde(rename = "_id")]
    pub id: String,
    pub name: String,
    pub terms: String,
}

pub async fn all(c: &mut AnyConnection) -> Result<Vec<TermsTemplate>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT id, name, terms FROM quote_templates ORDER BY name, id LIMIT {MAX}"
    ))
    .fetch_all(c)
    .await
}

/// Adds a template, unless there are `MAX` already (None).
pub async fn add(
    c: &mut AnyConnection,
    name: &str,
    terms: &str,
    by: &UserId,
) -> Result<Option<TermsTemplate>, sqlx::Error> {
    let count: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM quote_templates")
        .fetch_one(&mut *c)
        .await?;
    if count >= MAX {
        return Ok(None);
    }
    let id = new_id();
    sqlx::query(
        "INSERT INTO quote_templates (id, name, terms, created_by, created_at) VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(&id)
    .bind(name)
    .bind(terms)
    .bind(by)
    .bind(now_ms())
    .execute(c)
    .await?;
    Ok(Some(TermsTemplate {
        id,
        name: name.to_owned(),
        terms: terms.to_owned(),
    }))
}

pub async fn remove(c: &mut AnyConnection, id: &str) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("DELETE FROM quote_templates WHERE id = $1")
        .bind(id)
        .execute(c)
        .await?;
    Ok(done.rows_affected() == 1)
}
