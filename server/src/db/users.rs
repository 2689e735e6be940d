//! Accounts: clients and staff administrators share one table; the role decides what they open.

use serde::Serialize;
use sqlx::FromRow;

use super::{now_ms, Db};
use crate::ids::UserId;
use crate::paging::Sorts;

/// The sort keys this list takes (documented by its route, `Api::sorted_by`).
pub const SORTS: Sorts = Sorts {
    keys: &[
        ("name", "LOWER(name)"),
        ("brandName", "LOWER(brand_name)"),
        ("email", "email"),
        ("createdAt", "created_at"),
    ],
    default: ("createdAt", true),
    tie: "id",
};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Client,
    Admin,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Client => "client",
            Self::Admin => "admin",
        }
    }
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "client" => Some(Self::Client),
            "admin" => Some(Self::Admin),
            _ => None,
        }
    }
}

#[derive(Clone, Debug, FromRow)]
pub struct UserRow {
    pub id: UserId,
    pub role: String,
    pub name: String,
    pub brand_name: String,
    pub email: String,
    pub password_hash: String,
    pub remarks: String,
    pub phone: String,
    pub language: String,
    /// `light`, `dark` or `system`.
    pub appearance: String,
    pub created_at: i64,
    pub data_version: i64,
    pub active: i64,
    /// Set while an invitation waits to be accepted (see `mail`); the account has no password.
    pub invitation_expires: Option<i64>,
    /// 1 when two-factor sign-in is on.
    pub two_factor: i64,
    /// The client company the person belongs to (its own id for the company's row; none for
    /// staff).
    pub company_id: Option<UserId>,
    /// `owner` or `member` for a person of a client company.
    pub company_role: Option<String>,
    pub finance: i64,
    pub approver: i64,
    /// Staff: the role they are charged as (`project_rates`), empty for none.
    pub hours_role: String,
    /// Staff: the name clients see on their hours, empty for their name.
    pub shown_name: String,
}

impl UserRow {
    /// A client company's own row (the record staff created), not one of its other people.
    pub fn is_company(&self) -> bool {
        self.role == Role::Client.as_str() && self.company_id.as_ref() == Some(&self.id)
    }
}

/// What a client sees of an account (product.md §3 names; never the hash).
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserView {
    #[serde(rename = "_id")]
    pub id: String,
    pub name: String,
    pub brand_name: String,
    pub email: String,
    pub phone: String,
    pub role: String,
    pub language: String,
    /// How the portal or the console is drawn for them: `light`, `dark` or `system`.
    pub appearance: String,
    /// A person of a client company: their place in it (absent for staff).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub membership: Option<Membership>,
}

/// A person's place in their client company (ADR 0030): what the portal shows them follows it.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Membership {
    /// The company (the client record's `_id`).
    pub company: String,
    /// `owner` or `member`.
    pub role: String,
    /// Sees and handles money (an owner always does).
    pub finance: bool,
    /// Signs off delivered work (an owner always does).
    pub approver: bool,
}

impl From<&UserRow> for UserView {
    fn from(u: &UserRow) -> Self {
        let owner = u.company_role.as_deref() == Some("owner");
        let membership = u
            .company_id
            .as_ref()
            .filter(|_| u.role == Role::Client.as_str())
            .map(|company| Membership {
                company: company.to_string(),
                role: u.company_role.clone().unwrap_or_else(|| "member".into()),
                finance: owner || u.finance != 0,
                approver: owner || u.approver != 0,
            });
        Self {
            id: u.id.to_string(),
            name: u.name.clone(),
            brand_name: u.brand_name.clone(),
            email: u.email.clone(),
            phone: u.phone.clone(),
            role: u.role.clone(),
            language: u.language.clone(),
            appearance: u.appearance.clone(),
            membership,
        }
    }
}

pub struct NewUser<'a> {
    pub role: Role,
    pub name: &'a str,
    pub brand_name: &'a str,
    pub email: &'a str,
    pub password_hash: &'a str,
    pub remarks: &'a str,
    pub phone: &'a str,
}

/// The most people one client company has.
pub const MAX_PEOPLE: i64 = 200;

pub(crate) const COLUMNS: &str =
    "id, role, name, brand_name, email, password_hash, remarks, phone, language, appearance, \
     created_at, \
     data_version, CAST(active AS BIGINT) AS active, invitation_expires, company_id, \
     CAST(CASE WHEN totp_secret IS NULL THEN 0 ELSE 1 END AS BIGINT) AS two_factor, company_role, \
     CAST(finance AS BIGINT) AS finance, CAST(approver AS BIGINT) AS approver, hours_role, shown_name";

pub async fn insert<'e>(
    db: impl sqlx::Executor<'e, Database = sqlx::Any>,
    user: NewUser<'_>,
) -> Result<UserId, sqlx::Error> {
    let id = UserId::generate();
    let now = now_ms();
    // A client account staff create is a company whose first person, itself, is its owner with
    // both abilities (ADR 0030); a staff account has no company.
    sqlx::query(
        "INSERT INTO users (id, role, name, brand_name, email, password_hash, remarks, phone, \
         language, created_at, updated_at, company_id, company_role, finance, approver) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'en', $9, $9, CASE WHEN $2 = 'client' THEN $1 END, \
         CASE WHEN $2 = 'client' THEN 'owner' END, CASE WHEN $2 = 'client' THEN 1 ELSE 0 END, \
         CASE WHEN $2 = 'client' THEN 1 ELSE 0 END)",
    )
    .bind(&id)
    .bind(user.role.as_str())
    .bind(user.name)
    .bind(user.brand_name)
    .bind(user.email.to_lowercase())
    .bind(user.password_hash)
    .bind(user.remarks)
    .bind(user.phone)
    .bind(now)
    .execute(db)
    .await?;
    Ok(id)
}

pub async fn find_by_email(db: &Db, email: &str) -> Result<Option<UserRow>, sqlx::Error> {
    sqlx::query_as(&format!("SELECT {COLUMNS} FROM users WHERE email = $1"))
        .bind(email.trim().to_lowercase())
        .fetch_optional(db)
        .await
}

pub async fn find(db: &Db, id: &UserId) -> Result<Option<UserRow>, sqlx::Error> {
    sqlx::query_as(&format!("SELECT {COLUMNS} FROM users WHERE id = $1"))
        .bind(id)
        .fetch_optional(db)
        .await
}

/// The same, inside a transaction (a row it wrote).
pub async fn find_in(
    c: &mut sqlx::AnyConnection,
    id: &UserId,
) -> Result<Option<UserRow>, sqlx::Error> {
    sqlx::query_as(&format!("SELECT {COLUMNS} FROM users WHERE id = $1"))
        .bind(id)
        .fetch_optional(&mut *c)
        .await
}

pub async fn count(db: &Db) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT COUNT(*) FROM users")
        .fetch_one(db)
        .await
}

pub async fn set_password<'e>(
    db: impl sqlx::Executor<'e, Database = sqlx::Any>,
    id: &UserId,
    password_hash: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE users SET password_hash = $1, updated_at = $2 WHERE id = $3")
        .bind(password_hash)
        .bind(now_ms())
        .bind(id)
        .execute(db)
        .await?;
    Ok(())
}

/// A client account as staff see it.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClientView {
    #[serde(flatten)]
    pub user: UserView,
    pub remarks: String,
    pub created_at: String,
    pub active: bool,
    /// Where the account's invitation stands; `null` once the client has a password.
    pub invitation: Option<InvitationState>,
    /// Two-factor sign-in is on (staff can reset it for a client who lost their phone).
    pub two_factor: bool,
    /// The invitation link, answered to staff only when no mail server is configured, so they
    /// can send it themselves.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub invitation_link: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum InvitationState {
    /// Mailed, not yet accepted, still valid.
    Pending,
    /// Not accepted in time: staff can send a new one.
    Expired,
    /// Revoked by staff: the account cannot be signed in to until a new one is sent.
    Revoked,
}

impl UserRow {
    pub fn has_password(&self) -> bool {
        !self.password_hash.is_empty()
    }

    pub fn invitation(&self) -> Option<InvitationState> {
        if self.has_password() {
            return None;
        }
        Some(match self.invitation_expires {
            Some(t) if t > now_ms() => InvitationState::Pending,
            Some(_) => InvitationState::Expired,
            None => InvitationState::Revoked,
        })
    }
}

impl From<&UserRow> for ClientView {
    fn from(u: &UserRow) -> Self {
        Self {
            user: UserView::from(u),
            remarks: u.remarks.clone(),
            created_at: portico_shared::dates::format_rfc3339_from_ms(u.created_at),
            active: u.active != 0,
            invitation: u.invitation(),
            two_factor: u.two_factor != 0,
            invitation_link: None,
        }
    }
}

/// Marks an invitation as waiting until `until` (or, with `None`, as no longer waiting).
pub async fn set_invitation(
    c: &mut sqlx::AnyConnection,
    id: &UserId,
    until: Option<i64>,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE users SET invitation_expires = $1 WHERE id = $2")
        .bind(until)
        .bind(id)
        .execute(&mut *c)
        .await?;
    Ok(())
}

/// The notification topics this account turned off.
pub async fn notify_off(db: &Db, id: &UserId) -> Result<String, sqlx::Error> {
    Ok(
        sqlx::query_scalar("SELECT notify_off FROM users WHERE id = $1")
            .bind(id)
            .fetch_optional(db)
            .await?
            .unwrap_or_default(),
    )
}

pub async fn set_notify_off(db: &Db, id: &UserId, off: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE users SET notify_off = $1 WHERE id = $2")
        .bind(off)
        .bind(id)
        .execute(db)
        .await?;
    Ok(())
}

/// The key that signs this account's unsubscribe links (empty until its first notification).
pub async fn mail_key(db: &Db, id: &UserId) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT mail_key FROM users WHERE id = $1")
        .bind(id)
        .fetch_optional(db)
        .await
}

/// One page of client accounts, for staff ("data list of clients", product.md §7).
pub async fn clients(
    db: &Db,
    q: &crate::paging::ListQuery,
) -> Result<crate::paging::Page<ClientView>, crate::error::ApiError> {
    let mut w = crate::paging::Where::default();
    // A company is listed once, by its own row; its other people are under it.
    w.and_sql("role = 'client' AND company_id = id");
    if let Some(active) = q.filter_bool("active")? {
        w.and(
            "active = CAST(? AS INTEGER)",
            if active { "1" } else { "0" }.to_owned(),
        );
    }
    w.search(q.like(), &["name", "brand_name", "email"]);
    let order = q.order_by(&SORTS)?;
    let view = |row: UserRow| ClientView::from(&row);
    Ok(super::page_of(db, "users", COLUMNS, &w, &order, q, view).await?)
}

/// Staff's edit of a client's account; false when there is no such client.
pub async fn edit_client(
    c: &mut sqlx::AnyConnection,
    id: &UserId,
    e: &portico_shared::validate::ClientEdit,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        // The name shows in the client's list: its version is bumped in the same statement.
        "UPDATE users SET name = $1, brand_name = $2, email = $3, remarks = $4, updated_at = $5, \
         data_version = data_version + 1 WHERE id = $6 AND role = 'client'",
    )
    .bind(&e.name)
    .bind(e.brand_name.clone().unwrap_or_default())
    .bind(e.email.as_str().to_lowercase())
    .bind(e.remarks.clone().unwrap_or_default())
    .bind(now_ms())
    .bind(id)
    .execute(&mut *c)
    .await?;
    if done.rows_affected() != 1 {
        return Ok(false);
    }
    // ...and in each of their projects' reads.
    super::versions::bump_projects_of_client(c, id).await?;
    Ok(true)
}

/// Switches a client account on or off; false when there is no such client.
/// Switches an account of `role` off or on; false when there is no such account.
pub async fn set_active(
    c: &mut sqlx::AnyConnection,
    id: &UserId,
    role: Role,
    active: bool,
) -> Result<bool, sqlx::Error> {
    let done =
        sqlx::query("UPDATE users SET active = $1, updated_at = $2 WHERE id = $3 AND role = $4")
            .bind(i16::from(active))
            .bind(now_ms())
            .bind(id)
            .bind(role.as_str())
            .execute(&mut *c)
            .await?;
    Ok(done.rows_affected() == 1)
}

pub async fn update_profile(
    db: &Db,
    id: &UserId,
    p: &portico_shared::validate::Profile,
) -> Result<(), sqlx::Error> {
    // The client's name shows in their projects' reads: when it changes, their versions change in
    // the same transaction (and only then: a phone or brand changes no read).
    let mut tx = super::begin_write(db).await?;
    // An UPDATE, not a SELECT: it waits for a concurrent rename and sees its name.
    let renamed = sqlx::query(
        "UPDATE users SET data_version = data_version + 1 WHERE id = $1 AND name <> $2",
    )
    .bind(id)
    .bind(&p.name)
    .execute(&mut *tx)
    .await?
    .rows_affected()
        > 0;
    sqlx::query(
        "UPDATE users SET name = $1, brand_name = $2, phone = $3, updated_at = $4 WHERE id = $5",
    )
    .bind(&p.name)
    .bind(p.brand_name.clone().unwrap_or_default())
    .bind(
        p.phone
            .as_ref()
            .map(|p| p.as_str().to_owned())
            .unwrap_or_default(),
    )
    .bind(now_ms())
    .bind(id)
    .execute(&mut *tx)
    .await?;
    if renamed {
        super::versions::bump_projects_of_client(&mut tx, id).await?;
    }
    tx.commit().await
}

pub async fn set_language(db: &Db, id: &UserId, language: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE users SET language = $1, updated_at = $2 WHERE id = $3")
        .bind(language)
        .bind(now_ms())
        .bind(id)
        .execute(db)
        .await?;
    Ok(())
}

pub async fn set_appearance(db: &Db, id: &UserId, appearance: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE users SET appearance = $1, updated_at = $2 WHERE id = $3")
        .bind(appearance)
        .bind(now_ms())
        .bind(id)
        .execute(db)
        .await?;
    Ok(())
}

/// An ability a company's owners have, and others are given (ADR 0030).
#[derive(Clone, Copy, Debug)]
pub enum Ability {
    /// Signs off delivered work.
    Approver,
    /// Handles the company's money: amounts, invoices.
    Finance,
}

/// The people of a company with an ability who see a project: its owners, and people given the
/// ability who see all its projects or this one; active, with a password. Each as (id, email,
/// language, name), oldest first.
pub async fn able(
    c: &mut sqlx::AnyConnection,
    company: &str,
    project: &str,
    ability: Ability,
) -> Result<Vec<(String, String, String, String)>, sqlx::Error> {
    let column = match ability {
        Ability::Approver => "approver",
        Ability::Finance => "finance",
    };
    sqlx::query_as(&format!(
        "SELECT u.id, u.email, u.language, u.name FROM users u WHERE u.company_id = $1 AND u.role = 'client' \
         AND u.active = 1 AND u.password_hash <> '' AND (u.company_role = 'owner' OR u.{column} = 1) \
         AND (u.company_role = 'owner' OR u.all_projects = 1 OR EXISTS (SELECT 1 FROM person_projects pp \
              WHERE pp.user_id = u.id AND pp.project_id = $2)) \
         ORDER BY u.created_at, u.id LIMIT {MAX_PEOPLE}"
    ))
    .bind(company)
    .bind(project)
    .fetch_all(c)
    .await
}
