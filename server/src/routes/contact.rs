//! The public contact form and newsletter box. The same rules the browser ran are run again here.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use portico_shared::validate::ContactInput;
use portico_shared::validate::NewsletterInput;

use crate::db::contact as store;
use crate::error::ApiResult;
use crate::extract::ApiJson;
use crate::limits::{self, ClientAddress};
use crate::routes::registry::{Access, Api};
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .post_json::<ContactInput, _, _>(
            "/contact/submit",
            Access::Public,
            "Send the contact form",
            submit,
        )
        .creates::<ContactReceived>()
        .post_json::<NewsletterInput, _, _>(
            "/contact/mail/submit",
            Access::Public,
            "Subscribe to the newsletter",
            subscribe,
        )
        .returns::<Subscribed>()
}

/// A message was received (a robot's too, which is dropped unseen).
#[derive(serde::Serialize, schemars::JsonSchema)]
struct ContactReceived {
    #[serde(rename = "_id")]
    id: String,
    name: String,
}

/// The same for a new and a known address.
#[derive(serde::Serialize, schemars::JsonSchema)]
struct Subscribed {
    email: String,
    subscribed: bool,
}

async fn submit(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    ApiJson(input): ApiJson<ContactInput>,
) -> ApiResult<(StatusCode, Json<ContactReceived>)> {
    let valid = input.validate()?;
    limits::hit_with_site(&state.db, &limits::CONTACT, &limits::CONTACT_SITE, &address).await?;
    if valid.honeypot_filled {
        // Only robots fill the hidden field: answer as usual, keep nothing.
        tracing::info!("contact submission dropped by the honeypot");
        return Ok((
            StatusCode::CREATED,
            Json(ContactReceived {
                id: crate::db::new_id(),
                name: valid.name,
            }),
        ));
    }
    // One by one up to a ceiling for everyone together; past it, gathered into one digest per
    // staff member and window (the message itself is kept and listed either way). Counted before
    // the transaction: the count is a write of its own, which on SQLite would wait for this
    // transaction's lock.
    let one_by_one = limits::within(&state.db, &limits::CONTACT_MAILS, "all").await?;
    let mut tx = crate::db::begin_write(&state.db).await?;
    let id = store::insert_contact(
        &mut *tx,
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
    let item = crate::mail::Item {
        event: crate::mail::Event::Contact,
        who: format!("{} <{}>", valid.name, valid.email.as_str()),
        title: valid.name.clone(),
        project: String::new(),
        body: valid.message.clone(),
        path: format!("/admin?section=submissions&submission={id}"),
    };
    if one_by_one {
        crate::mail::notify::staff(&mut tx, state.mail.settings.digest_ms, None, item).await?;
    } else {
        crate::mail::notify::staff_gathered(&mut tx, limits::CONTACT_MAILS.window_ms, item).await?;
    }
    tx.commit().await?;
    state.mail.wake();
    Ok((
        StatusCode::CREATED,
        Json(ContactReceived {
            id,
            name: valid.name,
        }),
    ))
}

async fn subscribe(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    ApiJson(input): ApiJson<NewsletterInput>,
) -> ApiResult<(StatusCode, Json<Subscribed>)> {
    let valid = input.validate()?;
    limits::hit_with_site(
        &state.db,
        &limits::NEWSLETTER,
        &limits::NEWSLETTER_SITE,
        &address,
    )
    .await?;
    // The same answer whether the address is new or already there: nobody can learn from this
    // form who subscribed.
    store::subscribe(&state.db, valid.email.as_str(), "footer").await?;
    Ok((
        StatusCode::OK,
        Json(Subscribed {
            email: valid.email.as_str().to_owned(),
            subscribed: true,
        }),
    ))
}
