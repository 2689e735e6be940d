//! Staff run a client company's people (ADR 0030): see them, and add one, who is invited by
//! email to choose a password. A person signs in on their own and sees the company's projects,
//! tickets and feed.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use portico_shared::validate::PersonInput;
use serde::Serialize;

use crate::accounts::{client, close_other_ways_in, email_taken, unique_email};
use crate::auth::AdminUser;
use crate::db::audit::Entity;
use crate::db::people::{self, PersonView};
use crate::db::tokens::Purpose;
use crate::db::users;
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::ids::UserId;
use crate::routes::registry::{Access, Api};
use crate::staff::StaffWrite;
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .get(
            "/user/people/{clientId}",
            Access::Admin,
            "A client company's people",
            list,
        )
        .returns::<Vec<PersonView>>()
        .post_json::<PersonInput, _, _>(
            "/user/people/{clientId}",
            Access::Admin,
            "Add a person to a client company (invited by email to choose a password)",
            add,
        )
        .creates::<AddedPerson>()
        .delete(
            "/user/people/{clientId}/{personId}",
            Access::Admin,
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
struct AddedPerson {
    #[serde(flatten)]
    person: PersonView,
    #[serde(skip_serializing_if = "Option::is_none")]
    invitation_link: Option<String>,
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
    AdminUser(admin): AdminUser,
    id: UserId,
    ApiJson(input): ApiJson<PersonInput>,
) -> ApiResult<(StatusCode, Json<AddedPerson>)> {
    let valid = input.validate()?;
    let company = client(&state, &id).await?;
    if users::find_by_email(&state.db, valid.email.as_str())
        .await?
        .is_some()
    {
        return Err(email_taken());
    }
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let before = w.track(Entity::Client, &company.id).await?;
    let person = people::insert(w.conn(), &company.id, &valid)
        .await
        .map_err(unique_email)?
        .ok_or_else(|| ApiError::Conflict {
            field: "email",
            message: format!("A company has at most {} people", users::MAX_PEOPLE),
        })?;
    let row = users::find_in(w.conn(), &person)
        .await?
        .ok_or(ApiError::NotFound)?;
    let link =
        crate::mail::links::mail_link(w.conn(), &state.mail, &row, Purpose::Invitation).await?;
    let view = people::one(w.conn(), &company.id, &person)
        .await?
        .ok_or(ApiError::NotFound)?;
    let after = serde_json::to_value(&view).unwrap_or_default();
    w.log_with(
        "client.person_add",
        before,
        serde_json::json!({ "person": after }),
    )
    .await?;
    w.commit().await?;
    state.mail.wake();
    Ok((
        StatusCode::CREATED,
        Json(AddedPerson {
            person: view,
            invitation_link: link,
        }),
    ))
}

async fn remove(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path((company, person)): Path<(String, String)>,
) -> ApiResult<StatusCode> {
    let (Some(company), Some(person)) = (UserId::parse(&company), UserId::parse(&person)) else {
        return Err(ApiError::NotFound);
    };
    let company = client(&state, &company).await?;
    let mut w = StaffWrite::begin(&state, &admin).await?;
    let before = w.track(Entity::Client, &company.id).await?;
    let Some(view) = people::one(w.conn(), &company.id, &person).await? else {
        return Err(ApiError::NotFound);
    };
    if !people::remove(w.conn(), &company.id, &person).await? {
        return Err(ApiError::NotFound);
    }
    // In the same transaction: every session, emailed link and identity-provider link of theirs.
    let row = users::find_in(w.conn(), &person)
        .await?
        .ok_or(ApiError::NotFound)?;
    close_other_ways_in(w.conn(), &state, &row).await?;
    let after = serde_json::to_value(&view).unwrap_or_default();
    w.log_with(
        "client.person_remove",
        before,
        serde_json::json!({ "removed": after }),
    )
    .await?;
    w.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}
