//! The public contact form and newsletter box. The same rules the browser ran are run again here.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use portico_shared::validate::ContactInput;
use portico_shared::validate::NewsletterInput;
use serde_json::{json, Value};

use crate::app::AppState;
use crate::db::contact as store;
use crate::error::ApiResult;
use crate::extract::ApiJson;
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
    // The same answer whether the address is new or already there: nobody can learn from this
    // form who subscribed.
    store::subscribe(&state.db, valid.email.as_str(), "footer").await?;
    Ok((
        StatusCode::OK,
        Json(json!({ "email": valid.email.as_str(), "subscribed": true })),
    ))
}
