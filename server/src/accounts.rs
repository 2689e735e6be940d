//! Accounts as staff handle them, shared by the client and staff account routes: an account by id
//! and role (any other answers 404), the email a second account may not take, and invitations.

use axum::http::StatusCode;
use axum::Json;

use crate::auth::AuthUser;
use crate::db::audit::Entity;
use crate::db::tokens::{self, Purpose};
use crate::db::{self, identities, passkeys, sessions, users, Db};
use crate::error::{ApiError, ApiResult};
use crate::ids::UserId;
use crate::mail::compose::Grant;
use crate::mail::links::Notice;
use crate::staff::StaffWrite;
use crate::state::AppState;
use sqlx::AnyConnection;

/// The client company with this id (staff accounts, and the company's other people, are not
/// "clients": 404).
pub async fn client(state: &AppState, id: &UserId) -> ApiResult<users::UserRow> {
    users::find(&state.db, id)
        .await?
        .filter(users::UserRow::is_company)
        .ok_or(ApiError::NotFound)
}

/// Any account by the id a path names (a client's person or a staff member): 404 for a malformed
/// or missing one.
pub async fn any(state: &AppState, raw: &str) -> ApiResult<users::UserRow> {
    let id = UserId::parse(raw).ok_or(ApiError::NotFound)?;
    users::find(&state.db, &id).await?.ok_or(ApiError::NotFound)
}

/// The audit log's entity for an account: a staff member's, or a client's.
pub fn entity_of(account: &users::UserRow) -> Entity {
    if account.role == users::Role::Admin.as_str() {
        Entity::Staff
    } else {
        Entity::Client
    }
}

/// Any person of a client company by id, its first account included (a staff account, or a
/// missing one: 404).
pub async fn client_person(state: &AppState, id: &UserId) -> ApiResult<users::UserRow> {
    users::find(&state.db, id)
        .await?
        .filter(|u| u.role == users::Role::Client.as_str())
        .ok_or(ApiError::NotFound)
}

/// A staff account by id: 404 for a client's or a missing one.
pub async fn staff_account(state: &AppState, id: &UserId) -> ApiResult<users::UserRow> {
    users::find(&state.db, id)
        .await?
        .filter(|u| u.role == users::Role::Admin.as_str())
        .ok_or(ApiError::NotFound)
}

pub fn email_taken() -> ApiError {
    ApiError::Conflict {
        field: "email",
        message: "An account with this email already exists".into(),
    }
}

/// A unique violation on insert or edit of an account is the email's.
pub fn unique_email(e: sqlx::Error) -> ApiError {
    if db::is_unique_violation(&e) {
        email_taken()
    } else {
        e.into()
    }
}

#[derive(serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct InvitationLink {
    /// The link itself, only when no mail server is configured (staff send it themselves).
    pub link: Option<String>,
    pub mail_configured: bool,
}

/// A new invitation for an account that has no password yet (client or staff).
pub async fn invite_again(
    state: &AppState,
    admin: &AuthUser,
    account: &users::UserRow,
    entity: Entity,
) -> ApiResult<Json<InvitationLink>> {
    if account.has_password() {
        return Err(ApiError::Conflict {
            field: "invitation",
            message: "This account already has a password".into(),
        });
    }
    let mut w = StaffWrite::begin(state, admin).await?;
    let before = w.track(entity, &account.id).await?;
    let link =
        crate::mail::links::mail_link(w.conn(), &state.mail, account, Purpose::Invitation).await?;
    w.log(&format!("{}.invite", entity.name()), before).await?;
    w.commit().await?;
    state.mail.wake();
    let configured = state.mail.configured();
    Ok(Json(InvitationLink {
        link,
        mail_configured: configured,
    }))
}

/// Ends an account's waiting invitation (its link stops working).
pub async fn revoke(
    state: &AppState,
    admin: &AuthUser,
    id: &UserId,
    entity: Entity,
) -> ApiResult<StatusCode> {
    let mut w = StaffWrite::begin(state, admin).await?;
    let before = w.track(entity, id).await?;
    // Every emailed link of the account stops working, not just the invitation: a reset or
    // sign-in link would otherwise give the account a password after all.
    tokens::revoke_every(w.conn(), id).await?;
    users::set_invitation(w.conn(), id, None).await?;
    w.log(&format!("{}.invitation_revoke", entity.name()), before)
        .await?;
    w.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The password was set without the old one (a reset link, or staff), or the person was
/// removed: every emailed link, session and passkey of the account ends, and so do its
/// identity-provider links; each would otherwise outlive the password as a way in for whoever
/// made it (a session thief's passkey, a lost phone's). The owner adds theirs again. An account
/// that may sign in only with the provider keeps its identities: they are its way in. Answers
/// how many passkeys were removed, for the mail that says so.
pub async fn close_other_ways_in(
    c: &mut AnyConnection,
    state: &AppState,
    user: &users::UserRow,
) -> Result<u64, sqlx::Error> {
    tokens::revoke_every(&mut *c, &user.id).await?;
    users::set_invitation(&mut *c, &user.id, None).await?;
    sessions::revoke_all(&mut *c, &user.id).await?;
    crate::db::calendar_feeds::forget(&mut *c, &user.id).await?;
    if crate::signin::password_allowed(state, user) {
        identities::unlink_all(&mut *c, &user.id).await?;
    }
    passkeys::remove_all(&mut *c, &user.id).await
}

/// The account's address changed from `old` (already written, `user` is the account after it):
/// every emailed link, session and passkey ends, the identities linked because they showed the
/// old address are unlinked, and the old address is told (passkeys included). A pending
/// invitation goes again to the new address.
pub async fn address_changed(
    c: &mut AnyConnection,
    state: &AppState,
    user: &users::UserRow,
    old: &str,
) -> Result<(), sqlx::Error> {
    tokens::revoke_every(&mut *c, &user.id).await?;
    sessions::revoke_all(&mut *c, &user.id).await?;
    crate::db::calendar_feeds::forget(&mut *c, &user.id).await?;
    identities::unlink_by_address(&mut *c, &user.id).await?;
    let passkeys = passkeys::remove_all(&mut *c, &user.id).await?;
    let notice = Notice::EmailChanged {
        old_address: old,
        passkeys,
    };
    crate::mail::links::notify(&mut *c, user, notice).await?;
    if user.invitation() == Some(users::InvitationState::Pending) {
        crate::mail::links::mail_link(&mut *c, &state.mail, user, Purpose::Invitation).await?;
    }
    Ok(())
}

/// Tells every other active owner of `company` that `person` was made an owner by `actor`, in the
/// caller's transaction (an owner added by someone who took over a session shows at once).
pub async fn tell_owners(
    c: &mut AnyConnection,
    company: &UserId,
    person: &UserId,
    actor: &AuthUser,
) -> Result<(), sqlx::Error> {
    let Some(new_owner) = users::find_in(&mut *c, person).await? else {
        return Ok(());
    };
    for owner in crate::db::people::owners(&mut *c, company).await? {
        if owner.id != *person && owner.id != actor.id {
            let notice = Notice::AccessGranted {
                grant: Grant::Owner,
                person: &new_owner.name,
                by: &actor.name,
            };
            crate::mail::links::notify(&mut *c, &owner, notice).await?;
        }
    }
    Ok(())
}

/// Tells every other active staff member that `person` was invited or let back in by `actor`.
pub async fn tell_staff(
    c: &mut AnyConnection,
    grant: Grant,
    person: &users::UserRow,
    actor: &AuthUser,
) -> Result<(), sqlx::Error> {
    for staff in crate::db::staff_accounts::active(&mut *c).await? {
        if staff.id != person.id && staff.id != actor.id {
            let who = format!("{} ({})", person.name, person.email);
            let notice = Notice::AccessGranted {
                grant,
                person: &who,
                by: &actor.name,
            };
            crate::mail::links::notify(&mut *c, &staff, notice).await?;
        }
    }
    Ok(())
}

/// The `create-admin` chore: an administrator account with a password, refused when the email is
/// taken.
pub async fn create_admin(db: &Db, email: &str, name: &str, password: &str) -> Result<(), String> {
    if !portico_shared::validate::fields::is_email(email) {
        return Err(format!("'{email}' is not an email address"));
    }
    if password.chars().count() < 8 {
        return Err("the password must be at least 8 characters".into());
    }
    if users::find_by_email(db, email)
        .await
        .map_err(|e| e.to_string())?
        .is_some()
    {
        return Err(format!("an account with {email} already exists"));
    }
    let hash = crate::credentials::hash_password(password.to_owned())
        .await
        .map_err(|e| e.to_string())?;
    users::insert(
        db,
        users::NewUser {
            role: users::Role::Admin,
            name,
            brand_name: "",
            email,
            password_hash: &hash,
            remarks: "",
            phone: "",
        },
    )
    .await
    .map_err(|e| e.to_string())?;
    Ok(())
}
