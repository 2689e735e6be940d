//! The company's team members (staff-managed; clients see them through their projects).

use portico_shared::validate::TeamMember;
use serde::Serialize;
use sqlx::FromRow;

use super::{now_ms, Db};
use crate::ids::MemberId;
use crate::paging::Sorts;

/// The sort keys this list takes (documented by its route, `Api::sorted_by`).
pub const SORTS: Sorts = Sorts {
    keys: &[
        ("name", "LOWER(name)"),
        ("role", "LOWER(role)"),
        ("email", "email"),
        ("createdAt", "created_at"),
    ],
    default: ("name", false),
    tie: "id",
};

#[derive(Debug, Serialize, FromRow, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MemberView {
    #[serde(rename = "_id")]
    pub id: String,
    pub name: String,
    pub role: String,
    pub email: String,
    pub phone_number: String,
    pub age: Option<i64>,
    pub address: String,
    pub joining_date: Option<String>,
    pub about: String,
}

const COLUMNS: &str =
    "id, name, role, email, phone_number, CAST(age AS BIGINT) AS age, address, joining_date, about";

/// One page of team members, by name unless asked otherwise.
pub async fn list(
    db: &Db,
    q: &crate::paging::ListQuery,
) -> Result<crate::paging::Page<MemberView>, crate::error::ApiError> {
    let mut w = crate::paging::Where::default();
    w.search(q.like(), &["name", "role", "email"]);
    let order = q.order_by(&SORTS)?;
    let view = |row: MemberView| row;
    Ok(super::page_of(db, "team_members", COLUMNS, &w, &order, q, view).await?)
}

pub async fn find(db: &Db, id: &MemberId) -> Result<Option<MemberView>, sqlx::Error> {
    sqlx::query_as(&format!("SELECT {COLUMNS} FROM team_members WHERE id = $1"))
        .bind(id)
        .fetch_optional(db)
        .await
}

/// How many of these ids are members (to refuse unknown ones before writing).
pub async fn count_existing(db: &Db, ids: &[String]) -> Result<usize, sqlx::Error> {
    if ids.is_empty() {
        return Ok(0);
    }
    let sql = format!(
        "SELECT COUNT(*) FROM team_members WHERE id IN ({})",
        super::placeholders(ids.len(), 1)
    );
    let mut q = sqlx::query_scalar::<_, i64>(&sql);
    for id in ids {
        q = q.bind(id);
    }
    Ok(q.fetch_one(db).await? as usize)
}

/// Binds a member's eight fields, in column order, after whatever the query already has.
fn bind_fields<'q>(q: super::AnyQuery<'q>, m: &TeamMember) -> super::AnyQuery<'q> {
    q.bind(m.name.clone())
        .bind(m.role.clone())
        .bind(m.email.as_str().to_owned())
        .bind(
            m.phone_number
                .as_ref()
                .map(|p| p.as_str().to_owned())
                .unwrap_or_default(),
        )
        .bind(m.age.map(i64::from))
        .bind(m.address.clone().unwrap_or_default())
        .bind(m.joining_date.map(|d| d.to_string()))
        .bind(m.about.clone().unwrap_or_default())
}

pub async fn insert(c: &mut sqlx::AnyConnection, m: &TeamMember) -> Result<MemberId, sqlx::Error> {
    let id = MemberId::generate();
    let q = sqlx::query(
        "INSERT INTO team_members (name, role, email, phone_number, age, address, joining_date, about, id, created_at, \
         updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)",
    );
    bind_fields(q, m)
        .bind(&id)
        .bind(now_ms())
        .execute(&mut *c)
        .await?;
    Ok(id)
}

/// Edits a member; the projects showing them are re-rendered.
pub async fn update(
    c: &mut sqlx::AnyConnection,
    id: &MemberId,
    m: &TeamMember,
) -> Result<bool, sqlx::Error> {
    let q = sqlx::query(
        "UPDATE team_members SET name = $1, role = $2, email = $3, phone_number = $4, age = $5, address = $6, \
         joining_date = $7, about = $8, updated_at = $9 WHERE id = $10",
    );
    let done = bind_fields(q, m)
        .bind(now_ms())
        .bind(id)
        .execute(&mut *c)
        .await?;
    let projects = super::versions::projects_of_member(&mut *c, id).await?;
    super::versions::bump_projects(&mut *c, &projects).await?;
    Ok(done.rows_affected() == 1)
}

pub async fn delete(c: &mut sqlx::AnyConnection, id: &MemberId) -> Result<bool, sqlx::Error> {
    // Who shows this member must be known before the rows that say so cascade away.
    let projects = super::versions::projects_of_member(&mut *c, id).await?;
    let done = sqlx::query("DELETE FROM team_members WHERE id = $1")
        .bind(id)
        .execute(&mut *c)
        .await?;
    super::versions::bump_projects(&mut *c, &projects).await?;
    Ok(done.rows_affected() == 1)
}
