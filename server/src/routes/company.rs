//! A client company's people, from the portal (ADR 0030): everyone sees who their colleagues
//! are; the company's owners invite, set roles, abilities and projects, send invitations again,
//! remove people and hand the ownership on. Nobody changes their own role; the company keeps an
//! owner (the rules are in `people`, shared with staff's routes).

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use portico_shared::validate::{AccessInput, PersonInput};

use super::people::{self as ops, refused};
use crate::accounts::{client, InvitationLink};
use crate::auth::{ClientUser, Owner, Sudo};
use crate::db::people::{self, PersonView};
use crate::db::users;
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::ids::UserId;
use crate::limits;
use crate::mail::links::Notice;
use crate::routes::registry::{Access as Who, Api};
use crate::staff::StaffWrite;
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .get(
            "/company/people",
            Who::Client,
            "The people of the caller's company (their two-factor state for owners only)",
            list,
        )
        .returns::<Vec<PersonView>>()
        .post_json::<PersonInput, _, _>(
            "/company/people",
            Who::Client,
            "An owner invites a colleague by email (answered the same whether or not the address \
             already has an account: its holder is told by mail instead)",
            invite,
        )
        .accepted::<InvitationSent>()
        .sudo()
        .put_json::<AccessInput, _, _>(
            "/company/people/{personId}",
            Who::Client,
            "An owner sets a colleague's role, abilities and projects (not their own)",
            set_access,
        )
        .returns::<PersonView>()
        .sudo()
        .post(
            "/company/people/{personId}/invitation",
            Who::Client,
            "An owner sends a colleague a new invitation (the earlier link stops working)",
            invite_again,
        )
        .returns::<InvitationLink>()
        .sudo()
        .delete(
            "/company/people/{personId}",
            Who::Client,
            "An owner removes a colleague, or leaves (not the company's last owner)",
            remove,
        )
        .no_content()
        .post(
            "/company/transfer/{personId}",
            Who::Client,
            "An owner hands the ownership to a colleague and becomes a member",
            transfer,
        )
        .returns::<PersonView>()
        .sudo()
}

fn person(raw: &str) -> ApiResult<UserId> {
    UserId::parse(raw).ok_or(ApiError::NotFound)
}

async fn list(
    State(state): State<AppState>,
    ClientUser(user): ClientUser,
) -> ApiResult<Json<Vec<PersonView>>> {
    let mut list = people::of_company(&state.db, &user.company).await?;
    if !user.owner {
        for p in &mut list {
            p.two_factor = None;
            p.last_sign_in = None;
            // A member who sees one project learns nothing of the others from their colleagues.
            if p.id != user.id.as_str() {
                p.projects.clear();
            }
        }
    }
    Ok(Json(list))
}

/// What an owner's invitation answers, whether the address was new (invited) or already had an
/// account (its holder told by mail): nobody learns from it whether an address is taken.
#[derive(serde::Serialize, schemars::JsonSchema)]
pub struct InvitationSent {
    pub name: String,
    pub email: String,
}

async fn invite(
    State(state): State<AppState>,
    Owner(owner): Owner,
    Sudo(_): Sudo,
    ApiJson(input): ApiJson<PersonInput>,
) -> ApiResult<(StatusCode, Json<InvitationSent>)> {
    let valid = input.validate()?;
    limits::hit(&state.db, &limits::CLIENT_WRITES, &owner.id).await?;
    let company = client(&state, &owner.company).await?;
    // What would refuse anyone is said first, before the address is looked at.
    {
        let mut c = state.db.acquire().await?;
        if let Some(r) = people::refusal_for(&mut c, &company.id, &valid.access).await? {
            return Err(refused(r));
        }
    }
    let sent = InvitationSent {
        name: valid.name.clone(),
        email: valid.email.as_str().to_owned(),
    };
    let taken = match ops::add_person(&state, &owner, &company, &valid).await {
        Ok(_) => false,
        // Taken before, or by someone at the same moment: its holder hears of it.
        Err(ApiError::Conflict { field: "email", .. })
            if users::find_by_email(&state.db, valid.email.as_str())
                .await?
                .is_some() =>
        {
            true
        }
        Err(e) => return Err(e),
    };
    if taken {
        if let Some(holder) = users::find_by_email(&state.db, valid.email.as_str()).await? {
            let name = if company.brand_name.is_empty() {
                &company.name
            } else {
                &company.brand_name
            };
            let mut tx = crate::db::begin_write(&state.db).await?;
            let notice = Notice::AlreadyHasAccount {
                by: &owner.name,
                company: name,
            };
            crate::mail::links::notify(&mut tx, &holder, notice).await?;
            tx.commit().await?;
            state.mail.wake();
        }
    }
    Ok((StatusCode::ACCEPTED, Json(sent)))
}

async fn set_access(
    State(state): State<AppState>,
    Owner(owner): Owner,
    Sudo(_): Sudo,
    Path(id): Path<String>,
    ApiJson(input): ApiJson<AccessInput>,
) -> ApiResult<Json<PersonView>> {
    let access = input.validate()?;
    let id = person(&id)?;
    if id == owner.id {
        return Err(ApiError::Conflict {
            field: "companyRole",
            message: "You cannot change your own role: another owner can".into(),
        });
    }
    limits::hit(&state.db, &limits::CLIENT_WRITES, &owner.id).await?;
    ops::change_access(&state, &owner, &owner.company, &id, &access)
        .await
        .map(Json)
}

async fn invite_again(
    State(state): State<AppState>,
    Owner(owner): Owner,
    Sudo(_): Sudo,
    Path(id): Path<String>,
) -> ApiResult<Json<InvitationLink>> {
    let id = person(&id)?;
    limits::hit(&state.db, &limits::CLIENT_WRITES, &owner.id).await?;
    // By mail only, as the first: an owner never holds a colleague's way in (they could accept
    // it themselves).
    let sent = ops::send_invitation(&state, &owner, &owner.company, &id).await?;
    Ok(Json(InvitationLink { link: None, ..sent }))
}

async fn remove(
    State(state): State<AppState>,
    Owner(owner): Owner,
    Path(id): Path<String>,
) -> ApiResult<StatusCode> {
    let id = person(&id)?;
    if id == owner.company {
        // The company's first account is the client record itself: staff switch it off.
        return Err(ApiError::Conflict {
            field: "person",
            message: "The company's first account cannot be removed".into(),
        });
    }
    limits::hit(&state.db, &limits::CLIENT_WRITES, &owner.id).await?;
    ops::remove_person(&state, &owner, &owner.company, &id).await?;
    Ok(StatusCode::NO_CONTENT)
}

async fn transfer(
    State(state): State<AppState>,
    Owner(owner): Owner,
    Sudo(_): Sudo,
    Path(id): Path<String>,
) -> ApiResult<Json<PersonView>> {
    let id = person(&id)?;
    limits::hit(&state.db, &limits::CLIENT_WRITES, &owner.id).await?;
    let mut w = StaffWrite::begin(&state, &owner).await?;
    let before = w
        .track(crate::db::audit::Entity::Client, &owner.company)
        .await?;
    people::transfer(w.conn(), &owner.company, &owner.id, &id)
        .await?
        .map_err(refused)?;
    let view = people::one(w.conn(), &owner.company, &id)
        .await?
        .ok_or(ApiError::NotFound)?;
    crate::accounts::tell_owners(w.conn(), &owner.company, &id, &owner).await?;
    w.log_with(
        "client.owner_transfer",
        before,
        serde_json::json!({ "from": owner.id.as_str(), "to": id.as_str() }),
    )
    .await?;
    w.commit().await?;
    state.mail.wake();
    Ok(Json(view))
}
