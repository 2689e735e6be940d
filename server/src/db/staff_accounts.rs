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
