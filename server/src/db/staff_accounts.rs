//! Staff accounts as administrators see them (switching one off is `users::set_active`).

use serde::Serialize;

use super::users::{InvitationState, UserRow, COLUMNS};
use super::Db;
use crate::error::ApiError;
use crate::paging::{ListQuery, Page, Sorts, Where};

/// The sort keys this list takes (documented by its route, `Api::sorted_by`).
pub const SORTS: Sorts = Sorts {
    keys: &[
        ("name", "LOWER(name)"),
        ("email", "email"),
        ("createdAt", "created_at"),
    ],
    default: ("createdAt", false),
    tie: "id",
};

/// A staff account as the console's Staff section shows it.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct StaffView {
    #[serde(rename = "_id")]
    pub id: String,
    pub name: String,
    pub email: String,
    pub active: bool,
    /// The role they are charged as on projects with a rate for it; empty for none.
    pub hours_role: String,
    /// The name clients see on their hours; empty: their name.
    pub shown_as: String,
    /// Where the account's invitation stands; `null` once they chose a password.
    pub invitation: Option<InvitationState>,
    pub created_at: String,
    /// The invitation link, only when no mail server is configured.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub invitation_link: Option<String>,
}

impl From<&UserRow> for StaffView {
    fn from(u: &UserRow) -> Self {
        Self {
            id: u.id.to_string(),
            name: u.name.clone(),
            email: u.email.clone(),
            active: u.active != 0,
            hours_role: u.hours_role.clone(),
            shown_as: u.shown_name.clone(),
            invitation: u.invitation(),
            created_at: portico_shared::dates::format_rfc3339_from_ms(u.created_at),
            invitation_link: None,
        }
    }
}

pub async fn page(db: &Db, q: &ListQuery) -> Result<Page<StaffView>, ApiError> {
    let mut w = Where::default();
    w.and_sql("role = 'admin'");
    if let Some(active) = q.filter_bool("active")? {
        w.and(
            "active = CAST(? AS INTEGER)",
            if active { "1" } else { "0" }.to_owned(),
        );
    }
    w.search(q.like(), &["name", "email"]);
    let order = q.order_by(&SORTS)?;
    let view = |row: UserRow| StaffView::from(&row);
    Ok(super::page_of(db, "users", COLUMNS, &w, &order, q, view).await?)
}

/// The active staff accounts with a password (the mail that tells staff a colleague was invited
/// or let back in), at most 500.
pub async fn active(c: &mut sqlx::AnyConnection) -> Result<Vec<UserRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM users WHERE role = 'admin' AND active = 1 AND password_hash <> '' \
         ORDER BY created_at, id LIMIT 500"
    ))
    .fetch_all(&mut *c)
    .await
}

/// Sets a staff member's role for rates and the name clients see on their hours (entries logged
/// before keep theirs). False when no staff account has the id.
pub async fn set_hours(
    c: &mut sqlx::AnyConnection,
    id: &crate::ids::UserId,
    h: &portico_shared::validate::StaffHours,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE users SET hours_role = $2, shown_name = $3, updated_at = $4 \
         WHERE id = $1 AND role = 'admin'",
    )
    .bind(id)
    .bind(&h.role)
    .bind(&h.shown_as)
    .bind(super::now_ms())
    .execute(&mut *c)
    .await?;
    Ok(done.rows_affected() > 0)
}

/// The roles staff are charged as, for the console's choice of a role rate (at most 100).
pub async fn hours_roles(db: &Db) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT DISTINCT hours_role FROM users WHERE role = 'admin' AND hours_role <> '' \
         ORDER BY hours_role LIMIT 100",
    )
    .fetch_all(db)
    .await
}
