//! The people of a client company (ADR 0030): `users` rows of role 'client' whose `company_id`
//! names the company's own row. Each signs in, and holds sessions, factors, a language and
//! notification settings, as any account does.

use portico_shared::dates::format_rfc3339_from_ms;
use portico_shared::validate::Person;
use serde::Serialize;
use sqlx::{AnyConnection, FromRow};

use super::users::MAX_PEOPLE;
use super::{now_ms, Db};
use crate::ids::UserId;

#[derive(FromRow)]
struct PersonRow {
    id: String,
    name: String,
    email: String,
    company_role: Option<String>,
    finance: i64,
    approver: i64,
    all_projects: i64,
    active: i64,
    invitation_expires: Option<i64>,
    two_factor: i64,
    created_at: i64,
}

/// A person of a client company as staff and the company's owners see them.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PersonView {
    #[serde(rename = "_id")]
    pub id: String,
    pub name: String,
    pub email: String,
    /// `owner` or `member`.
    pub company_role: String,
    /// Sees and handles money.
    pub finance: bool,
    /// Signs off delivered work.
    pub approver: bool,
    /// Sees every project of the company (otherwise the ones chosen for them).
    pub all_projects: bool,
    pub active: bool,
    /// Invited, and has not chosen a password yet.
    pub invitation_pending: bool,
    pub two_factor: bool,
    pub created_at: String,
}

impl From<PersonRow> for PersonView {
    fn from(r: PersonRow) -> Self {
        Self {
            id: r.id,
            name: r.name,
            email: r.email,
            company_role: r.company_role.unwrap_or_else(|| "member".into()),
            finance: r.finance != 0,
            approver: r.approver != 0,
            all_projects: r.all_projects != 0,
            active: r.active != 0,
            invitation_pending: r.invitation_expires.is_some(),
            two_factor: r.two_factor != 0,
            created_at: format_rfc3339_from_ms(r.created_at),
        }
    }
}

const PERSON_COLUMNS: &str = "id, name, email, company_role, CAST(finance AS BIGINT) AS finance, \
     CAST(approver AS BIGINT) AS approver, CAST(all_projects AS BIGINT) AS all_projects, \
     CAST(active AS BIGINT) AS active, invitation_expires, \
     CAST(CASE WHEN totp_secret IS NULL THEN 0 ELSE 1 END AS BIGINT) AS two_factor, created_at";

/// The company's people, the company's own row first, then in the order they joined.
pub async fn of_company(db: &Db, company: &UserId) -> Result<Vec<PersonView>, sqlx::Error> {
    let rows: Vec<PersonRow> = sqlx::query_as(&format!(
        "SELECT {PERSON_COLUMNS} FROM users WHERE company_id = $1 AND role = 'client' \
         ORDER BY CASE WHEN id = $1 THEN 0 ELSE 1 END, created_at, id LIMIT {MAX_PEOPLE}"
    ))
    .bind(company)
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().map(PersonView::from).collect())
}

/// One person of the company (None for anyone else's, or a staff account).
pub async fn one(
    c: &mut AnyConnection,
    company: &UserId,
    id: &UserId,
) -> Result<Option<PersonView>, sqlx::Error> {
    let row: Option<PersonRow> = sqlx::query_as(&format!(
        "SELECT {PERSON_COLUMNS} FROM users WHERE id = $1 AND company_id = $2 AND role = 'client'"
    ))
    .bind(id)
    .bind(company)
    .fetch_optional(&mut *c)
    .await?;
    Ok(row.map(PersonView::from))
}

/// Adds a person to the company, with no password (they are invited to choose one). None when
/// the company has `MAX_PEOPLE` already. The company's row is written first, so that two adds
/// at once take turns at the count (PostgreSQL's row lock; SQLite has one writer).
pub async fn insert(
    c: &mut AnyConnection,
    company: &UserId,
    person: &Person,
) -> Result<Option<UserId>, sqlx::Error> {
    let now = now_ms();
    let locked = sqlx::query(
        "UPDATE users SET updated_at = $1 WHERE id = $2 AND company_id = id AND role = 'client'",
    )
    .bind(now)
    .bind(company)
    .execute(&mut *c)
    .await?
    .rows_affected();
    if locked == 0 {
        return Ok(None);
    }
    let id = UserId::generate();
    let added = sqlx::query(&format!(
        "INSERT INTO users (id, role, name, brand_name, email, password_hash, remarks, phone, \
         language, created_at, updated_at, company_id, company_role, finance, approver) \
         SELECT $1, 'client', $2, c.brand_name, $3, '', '', '', c.language, $4, $4, c.id, $5, $6, $7 \
         FROM users c WHERE c.id = $8 \
         AND (SELECT COUNT(*) FROM users p WHERE p.company_id = $8) < {MAX_PEOPLE}"
    ))
    .bind(&id)
    .bind(&person.name)
    .bind(person.email.as_str().to_lowercase())
    .bind(now)
    .bind(person.role.as_str())
    .bind(i64::from(person.finance))
    .bind(i64::from(person.approver))
    .bind(company)
    .execute(&mut *c)
    .await?
    .rows_affected();
    Ok((added == 1).then_some(id))
}

/// Switches a person of the company off: they sign in no more and lose their abilities; their
/// row stays, so what they wrote is still shown under their name. Not the company's own row
/// (that is the client itself, switched off as a whole). False when no such person is active.
pub async fn remove(
    c: &mut AnyConnection,
    company: &UserId,
    id: &UserId,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE users SET active = 0, company_role = 'member', finance = 0, approver = 0, \
         updated_at = $1 WHERE id = $2 AND company_id = $3 AND id <> $3 AND role = 'client' \
         AND active = 1",
    )
    .bind(now_ms())
    .bind(id)
    .bind(company)
    .execute(&mut *c)
    .await?;
    Ok(done.rows_affected() == 1)
}
