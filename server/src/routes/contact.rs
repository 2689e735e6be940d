//! The public contact form and newsletter box. The same rules the browser ran are run again here.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use portico_shared::validate::ContactInput;
use portico_shared::validate::NewsletterInput;
use serde_json::{json, Value};

use crate::app::AppState;
use crate::auth::AdminUser;
use crate::db::contact as store;
use crate::error::{ApiError, ApiResult};
use crate::extract::{ApiJson, IdPath};
use crate::limits::{self, ClientAddress};
use crate::routes::registry::{Access, Api};

pub fn api() -> Api {
    Api::default()
        .post_json::<ContactInput, _, _>(
            "/contact/submit",
            Access::Public,
            "Send the contact form",
            submit,
        )
        .post_json::<NewsletterInput, _, _>(
            "/contact/mail/submit",
            Access::Public,
            "Subscribe to the newsletter",
            subscribe,
        )
        .get(
            "/contact/submissions",
            Access::Admin,
            "Contact-form submissions",
            contacts,
        )
        .delete(
            "/contact/delete/{id}",
            Access::Admin,
            "Delete a contact submission",
            delete_contact,
        )
        .get(
            "/contact/mail/submissions",
            Access::Admin,
            "Newsletter subscriptions",
            subscribers,
        )
        .delete(
            "/contact/mail/delete/{id}",
            Access::Admin,
            "Delete a newsletter subscription",
            delete_subscriber,
        )
}

async fn contacts(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
) -> ApiResult<Json<Value>> {
    Ok(Json(json!({ "data": store::contacts(&state.db).await? })))
}

async fn subscribers(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
) -> ApiResult<Json<Value>> {
    Ok(Json(
        json!({ "data": store::subscribers(&state.db).await? }),
    ))
}

async fn delete_contact(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    IdPath(id): IdPath,
) -> ApiResult<StatusCode> {
    deleted(store::delete(&state.db, false, &id).await?)
}

async fn delete_subscriber(
    State(state): State<AppState>,
    AdminUser(_): AdminUser,
    IdPath(id): IdPath,
) -> ApiResult<StatusCode> {
    deleted(store::delete(&state.db, true, &id).await?)
}

fn deleted(found: bool) -> ApiResult<StatusCode> {
    if found {
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(ApiError::NotFound)
    }
}

async fn submit(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    ApiJson(input): ApiJson<ContactInput>,
) -> ApiResult<(StatusCode, Json<Value>)> {
    let valid = input.validate()?;
    limits::hit(&state.db, &limits::CONTACT, &address).await?;
    if valid.honeypot_filled {
        // Only robots fill the hidden field: answer as usual, keep nothing.
        tracing::info!("contact submission dropped by the honeypot");
        return Ok((
            StatusCode::CREATED,
            Json(json!({ "_id": crate::db::new_id(), "name": valid.name })),
        ));
    }
    let id = store::insert_contact(
        &state.db,
        store::NewContact {
            created_at: crate::db::now_ms(),
            name: &valid.name,
            email: valid.email.as_str(),
            phone: valid.phone.as_str(),
            message: &valid.message,
            permission: true,
            page: "contact",
        },
    )
    .await?;
    Ok((
        StatusCode::CREATED,
        Json(json!({ "_id": id, "name": valid.name })),
    ))
}

async fn subscribe(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    ApiJson(input): ApiJson<NewsletterInput>,
) -> ApiResult<(StatusCode, Json<Value>)> {
    let valid = input.validate()?;
    limits::hit(&state.db, &limits::NEWSLETTER, &address).await?;
    let created = store::subscribe(&state.db, valid.email.as_str(), "footer").await?;
    let status = if created {
        StatusCode::CREATED
    } else {
        StatusCode::OK
    };
    Ok((
        status,
        Json(json!({ "email": valid.email.as_str(), "subscribed": true })),
    ))
}
