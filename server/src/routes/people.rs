//! A client company's people (ADR 0030): staff run them from the console (these routes), the
//! company's owners from the portal (`company`); both go through the operations here, so the
//! rules hold the same whoever acts: a company keeps an active owner, an invitation is single use
//! and a new one ends the last, a removal ends every way in at once, and each change is audited.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use portico_shared::validate::{Access, AccessInput, Person, PersonInput};
use serde::Serialize;

use crate::accounts::{
    client, close_other_ways_in, email_taken, tell_owners, unique_email, InvitationLink,
};
use crate::auth::{AdminUser, AuthUser, Sudo};
use crate::db::audit::Entity;
use crate::db::people::{self, PersonView, Refused};
use crate::db::tokens::Purpose;
use crate::db::users::{self, UserRow};
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::ids::UserId;
use crate::routes::field_error;
use crate::routes::registry::{Access as Who, Api};
use crate::staff::StaffWrite;
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .get(
            "/user/people/{clientId}",
            Who::Admin,
            "A client company's people",
            list,
        )
        .returns::<Vec<PersonView>>()
        .post_json::<PersonInput, _, _>(
            "/user/people/{clientId}",
            Who::Admin,
            "Add a person to a client company (invited by email to choose a password)",
            add,
        )
        .creates::<AddedPerson>()
        .sudo()
        .put_json::<AccessInput, _, _>(
            "/user/people/{clientId}/{personId}",
            Who::Admin,
            "Set a person's role (appoint an owner), abilities and projects (the company keeps an \
             owner)",
            set_access,
        )
        .returns::<PersonView>()
        .sudo()
        .post(
            "/user/people/{clientId}/{personId}/invitation",
            Who::Admin,
            "Send a person a new invitation (the earlier link stops working)",
            invite_again,
        )
        .returns::<InvitationLink>()
        .sudo()
        .delete(
            "/user/people/{clientId}/{personId}",
            Who::Admin,
            "Remove a person from a client company (their sessions and emailed links end at once; \
             what they wrote stays under their name)",
            remove,
        )
        .no_content()
}

/// The person added, with the invitation's link when no mail server would send it (staff send
/// it themselves).
#[derive(Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct AddedPerson {
    #[serde(flatten)]
    person: PersonView,
    #[serde(skip_serializing_if = "Option::is_none")]
    invitation_link: Option<String>,
}

/// What a refused change answers: a missing person like any missing record, the rest naming the
/// field the person would change.
pub fn refused(r: Refused) -> ApiError {
    match r {
        Refused::NotFound => ApiError::NotFound,
        Refused::Full => ApiError::Conflict {
            field: "email",
            message: format!("A company has at most {} people", users::MAX_PEOPLE),
        },
        Refused::LastOwner => ApiError::Conflict {
            field: "companyRole",
            message: "A company keeps at least one owner: appoint another owner first".into(),
        },
        Refused::UnknownProject => field_error("projects", "unknown", "No such project"),
    }
}

/// The company a staff path names, and the person in it.
fn ids(company: &str, person: &str) -> ApiResult<(UserId, UserId)> {
    match (UserId::parse(company), UserId::parse(person)) {
        (Some(c), Some(p)) => Ok((c, p)),
        _ => Err(ApiError::NotFound),
    }
}

async fn list(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    id: UserId,
) -> ApiResult<Json<Vec<PersonView>>> {
    let company = client(&state, &id).await?;
    Ok(Json(people::of_company(&state.db, &company.id).await?))
}

async fn add(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    Sudo(admin): Sudo,
    id: UserId,
    ApiJson(input): ApiJson<PersonInput>,
) -> ApiResult<(StatusCode, Json<AddedPerson>)> {
    let valid = input.validate()?;
    let company = client(&state, &id).await?;
    let added = add_person(&state, &admin, &company, &valid).await?;
    Ok((StatusCode::CREATED, Json(added)))
}

async fn set_access(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    Sudo(admin): Sudo,
    Path((company, person)): Path<(String, String)>,
    ApiJson(input): ApiJson<AccessInput>,
) -> ApiResult<Json<PersonView>> {
    let access = input.validate()?;
    let (company, person) = ids(&company, &person)?;
    let company = client(&state, &company).await?;
    change_access(&state, &admin, &company.id, &person, &access)
        .await
        .map(Json)
}

async fn invite_again(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    Sudo(admin): Sudo,
    Path((company, person)): Path<(String, String)>,
) -> ApiResult<Json<InvitationLink>> {
    let (company, person) = ids(&company, &person)?;
    let company = client(&state, &company).await?;
    send_invitation(&state, &admin, &company.id, &person)
        .await
        .map(Json)
}

async fn remove(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path((company, person)): Path<(String, String)>,
) -> ApiResult<StatusCode> {
    let (company, person) = ids(&company, &person)?;
    let company = client(&state, &company).await?;
    remove_person(&state, &admin, &company.id, &person).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Adds a person to the company and invites them (the link itself when no mail server sends it).
pub async fn add_person(
    state: &AppState,
    actor: &AuthUser,
    company: &UserRow,
    valid: &Person,
) -> ApiResult<AddedPerson> {
    if users::find_by_email(&state.db, valid.email.as_str())
        .await?
        .is_some()
    {
        return Err(email_taken());
    }
    let mut w = StaffWrite::begin(state, actor).await?;
    let before = w.track(Entity::Client, &company.id).await?;
    let person = people::insert(w.conn(), &company.id, valid)
        .await
        .map_err(unique_email)?
        .map_err(refused)?;
    let row = users::find_in(w.conn(), &person)
        .await?
        .ok_or(ApiError::NotFound)?;
    let link =
        crate::mail::links::mail_link(w.conn(), &state.mail, &row, Purpose::Invitation).await?;
    let view = people::one(w.conn(), &company.id, &person)
        .await?
        .ok_or(ApiError::NotFound)?;
    if view.company_role == "owner" {
        tell_owners(w.conn(), &company.id, &person, actor).await?;
    }
    let after = serde_json::to_value(&view).unwrap_or_default();
    w.log_with(
        "client.person_add",
        before,
        serde_json::json!({ "person": after }),
    )
    .await?;
    w.commit().await?;
    state.mail.wake();
    Ok(AddedPerson {
        person: view,
        invitation_link: link,
    })
}

/// Sets a person's role, abilities and projects; the person's row changes, so their held
/// sessions read the new access on every app server within a second.
pub async fn change_access(
    state: &AppState,
    actor: &AuthUser,
    company: &UserId,
    person: &UserId,
    access: &Access,
) -> ApiResult<PersonView> {
    let mut w = StaffWrite::begin(state, actor).await?;
    let before = w.track(Entity::Client, person).await?;
    let was_owner = people::one(w.conn(), company, person)
        .await?
        .is_some_and(|p| p.company_role == "owner");
    people::set_access(w.conn(), company, person, access)
        .await?
        .map_err(refused)?;
    let view = people::one(w.conn(), company, person)
        .await?
        .ok_or(ApiError::NotFound)?;
    let new_owner = !was_owner && view.company_role == "owner";
    if new_owner {
        tell_owners(w.conn(), company, person, actor).await?;
    }
    w.log("client.person_access", before).await?;
    w.commit().await?;
    if new_owner {
        state.mail.wake();
    }
    Ok(view)
}

/// A new invitation for a person who has not chosen a password yet; the earlier link ends.
pub async fn send_invitation(
    state: &AppState,
    actor: &AuthUser,
    company: &UserId,
    person: &UserId,
) -> ApiResult<InvitationLink> {
    let row = users::find(&state.db, person)
        .await?
        .filter(|r| r.company_id.as_ref() == Some(company) && r.active != 0)
        .ok_or(ApiError::NotFound)?;
    crate::accounts::invite_again(state, actor, &row, Entity::Client)
        .await
        .map(|Json(link)| link)
}

/// Switches a person off and ends every way in of theirs, in one transaction.
pub async fn remove_person(
    state: &AppState,
    actor: &AuthUser,
    company: &UserId,
    person: &UserId,
) -> ApiResult<()> {
    let mut w = StaffWrite::begin(state, actor).await?;
    let before = w.track(Entity::Client, company).await?;
    let Some(view) = people::one(w.conn(), company, person).await? else {
        return Err(ApiError::NotFound);
    };
    people::remove(w.conn(), company, person)
        .await?
        .map_err(refused)?;
    // In the same transaction: every session, emailed link and identity-provider link of theirs.
    let row = users::find_in(w.conn(), person)
        .await?
        .ok_or(ApiError::NotFound)?;
    close_other_ways_in(w.conn(), state, &row).await?;
    let after = serde_json::to_value(&view).unwrap_or_default();
    w.log_with(
        "client.person_remove",
        before,
        serde_json::json!({ "removed": after }),
    )
    .await?;
    w.commit().await?;
    Ok(())
}
