//! Webhook endpoints (ADR 0046): staff register the firm's (every company's events), a company's
//! owners their company's; anyone else finds no such section (404). A signing secret is shown
//! when it is made and when it is rotated, never again.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use portico_shared::validate::{Webhook, WebhookInput};
use serde::{Deserialize, Serialize};

use crate::auth::{AuthUser, Sudo};
use crate::db::webhook_deliveries::{self as deliveries_db, WebhookDeliveryView};
use crate::db::webhook_events;
use crate::db::webhooks::{self, EndpointRow, Owner};
use crate::db::{self};
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::hooks::{address, sign, SECRET_PURPOSE};
use crate::routes::registry::{Access, Api};
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .get(
            "/webhooks",
            Access::Signed,
            "The caller's webhook endpoints (staff: the firm's; an owner: their company's)",
            list,
        )
        .returns::<Vec<WebhookView>>()
        .post_json::<WebhookInput, _, _>(
            "/webhooks",
            Access::Signed,
            "Add an endpoint (its signing secret is in this answer only)",
            create,
        )
        .creates::<NewWebhook>()
        .sudo()
        .never_by_token()
        .put_json::<WebhookBody, _, _>(
            "/webhooks/{id}",
            Access::Signed,
            "Change an endpoint",
            update,
        )
        .returns::<WebhookView>()
        .sudo()
        .never_by_token()
        .delete(
            "/webhooks/{id}",
            Access::Signed,
            "Remove an endpoint",
            remove,
        )
        .no_content()
        .never_by_token()
        .post(
            "/webhooks/{id}/secret",
            Access::Signed,
            "Rotate the signing secret (the old one stops signing)",
            rotate,
        )
        .returns::<WebhookSecret>()
        .sudo()
        .never_by_token()
        .post(
            "/webhooks/{id}/test",
            Access::Signed,
            "Send a test event",
            send_test,
        )
        .accepted::<WebhookDeliveryView>()
        .get(
            "/webhooks/{id}/deliveries",
            Access::Signed,
            "The endpoint's latest deliveries, newest first",
            deliveries,
        )
        .returns::<Vec<WebhookDeliveryView>>()
        .post(
            "/webhooks/{id}/deliveries/{deliveryId}/retry",
            Access::Signed,
            "Send a delivery again (the same webhook-id)",
            retry,
        )
        .accepted::<WebhookDeliveryView>()
}

/// An endpoint as its list shows it.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct WebhookView {
    #[serde(rename = "_id")]
    pub id: String,
    pub url: String,
    /// `standard`, `slack` or `teams`.
    pub format: String,
    pub events: Vec<String>,
    pub active: bool,
    pub created_at: String,
    pub last_delivery: Option<WebhookDeliveryView>,
}

/// An endpoint just added, with its signing secret: the only time it is shown.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct NewWebhook {
    pub webhook: WebhookView,
    pub secret: String,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct WebhookSecret {
    pub secret: String,
}

/// An endpoint's change: as when added, and whether it is on.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct WebhookBody {
    #[serde(flatten)]
    pub endpoint: WebhookInput,
    #[serde(default = "yes")]
    pub active: bool,
}

fn yes() -> bool {
    true
}

/// Whose endpoints the caller runs: staff the firm's, an owner their company's; anyone else none
/// (404: the section does not exist for them).
fn owner_of(user: &AuthUser) -> ApiResult<Owner<'_>> {
    if user.is_admin() {
        Ok(Owner(None))
    } else if user.owner {
        Ok(Owner(Some(&user.company)))
    } else {
        Err(ApiError::NotFound)
    }
}

async fn view(c: &mut sqlx::AnyConnection, row: EndpointRow) -> ApiResult<WebhookView> {
    let last_delivery = deliveries_db::latest(&mut *c, &row.id).await?;
    Ok(WebhookView {
        events: row
            .events
            .split(',')
            .filter(|e| !e.is_empty())
            .map(str::to_owned)
            .collect(),
        active: row.active != 0,
        created_at: portico_shared::dates::format_rfc3339_from_ms(row.created_at),
        id: row.id,
        url: row.url,
        format: row.format,
        last_delivery,
    })
}

/// 404 unless `id` is one of `owner`'s endpoints (another company's is as missing as none).
async fn mine(c: &mut sqlx::AnyConnection, owner: Owner<'_>, id: &str) -> ApiResult<()> {
    webhooks::endpoint(c, owner, id)
        .await?
        .map(|_| ())
        .ok_or(ApiError::NotFound)
}

/// The rules of the text, then the address's: public (unless the server allows private ones).
async fn checked(state: &AppState, input: &WebhookInput) -> ApiResult<Webhook> {
    let hook = input.validate().map_err(ApiError::Validation)?;
    address::check(&hook.url, state.config.webhooks.allow_private)
        .await
        .map_err(|why| ApiError::field("url", "not_allowed", &why))?;
    Ok(hook)
}

async fn list(State(state): State<AppState>, user: AuthUser) -> ApiResult<Json<Vec<WebhookView>>> {
    let owner = owner_of(&user)?;
    let mut c = state.db.acquire().await?;
    let mut out = Vec::new();
    for row in webhooks::endpoints(&mut c, owner).await? {
        out.push(view(&mut c, row).await?);
    }
    Ok(Json(out))
}

async fn create(
    State(state): State<AppState>,
    Sudo(user): Sudo,
    ApiJson(body): ApiJson<WebhookInput>,
) -> ApiResult<(StatusCode, Json<NewWebhook>)> {
    let owner = owner_of(&user)?;
    let hook = checked(&state, &body).await?;
    let secret = sign::new_secret();
    let kept = crate::seal::keep(state.config.secret_key.as_ref(), SECRET_PURPOSE, &secret);
    let mut tx = db::begin_write(&state.db).await?;
    if webhooks::count(&mut tx, owner).await? >= webhooks::ENDPOINTS_MAX {
        return Err(ApiError::Conflict {
            field: "url",
            message: format!(
                "There are {} endpoints already: remove one first.",
                webhooks::ENDPOINTS_MAX
            ),
        });
    }
    let id = webhooks::insert(
        &mut tx,
        webhooks::NewEndpoint {
            owner,
            created_by: &user.id,
            url: &hook.url,
            format: hook.format.as_str(),
            events: &hook.events.join(","),
            secret: &kept,
        },
    )
    .await?;
    let row = webhooks::endpoint(&mut tx, owner, &id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let webhook = view(&mut tx, row).await?;
    tx.commit().await?;
    Ok((StatusCode::CREATED, Json(NewWebhook { webhook, secret })))
}

async fn update(
    State(state): State<AppState>,
    Sudo(user): Sudo,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<WebhookBody>,
) -> ApiResult<Json<WebhookView>> {
    let owner = owner_of(&user)?;
    let hook = checked(&state, &body.endpoint).await?;
    let mut tx = db::begin_write(&state.db).await?;
    mine(&mut tx, owner, &id).await?;
    let events = hook.events.join(",");
    webhooks::update(
        &mut tx,
        &id,
        &user.id,
        &hook.url,
        hook.format.as_str(),
        &events,
        body.active,
    )
    .await?;
    let row = webhooks::endpoint(&mut tx, owner, &id)
        .await?
        .ok_or(ApiError::NotFound)?;
    let out = view(&mut tx, row).await?;
    tx.commit().await?;
    Ok(Json(out))
}

async fn remove(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
) -> ApiResult<StatusCode> {
    let owner = owner_of(&user)?;
    let mut tx = db::begin_write(&state.db).await?;
    mine(&mut tx, owner, &id).await?;
    webhooks::delete(&mut tx, &id).await?;
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}

async fn rotate(
    State(state): State<AppState>,
    Sudo(user): Sudo,
    Path(id): Path<String>,
) -> ApiResult<Json<WebhookSecret>> {
    let owner = owner_of(&user)?;
    let secret = sign::new_secret();
    let kept = crate::seal::keep(state.config.secret_key.as_ref(), SECRET_PURPOSE, &secret);
    let mut tx = db::begin_write(&state.db).await?;
    mine(&mut tx, owner, &id).await?;
    webhooks::set_secret(&mut tx, &id, &kept).await?;
    tx.commit().await?;
    Ok(Json(WebhookSecret { secret }))
}

async fn send_test(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
) -> ApiResult<(StatusCode, Json<WebhookDeliveryView>)> {
    let owner = owner_of(&user)?;
    crate::limits::hit(&state.db, &crate::limits::WEBHOOK_SENDS, &user.id).await?;
    let mut tx = db::begin_write(&state.db).await?;
    mine(&mut tx, owner, &id).await?;
    let delivery = webhook_events::test_event(&mut tx, &id, owner.0.is_some()).await?;
    let out = deliveries_db::delivery(&mut tx, &id, &delivery)
        .await?
        .ok_or(ApiError::NotFound)?;
    tx.commit().await?;
    Ok((StatusCode::ACCEPTED, Json(out)))
}

async fn deliveries(
    State(state): State<AppState>,
    user: AuthUser,
    Path(id): Path<String>,
) -> ApiResult<Json<Vec<WebhookDeliveryView>>> {
    let owner = owner_of(&user)?;
    let mut c = state.db.acquire().await?;
    mine(&mut c, owner, &id).await?;
    Ok(Json(deliveries_db::log(&mut c, &id).await?))
}

async fn retry(
    State(state): State<AppState>,
    user: AuthUser,
    Path((id, delivery)): Path<(String, String)>,
) -> ApiResult<(StatusCode, Json<WebhookDeliveryView>)> {
    let owner = owner_of(&user)?;
    crate::limits::hit(&state.db, &crate::limits::WEBHOOK_SENDS, &user.id).await?;
    let mut tx = db::begin_write(&state.db).await?;
    mine(&mut tx, owner, &id).await?;
    if !deliveries_db::requeue(&mut tx, &id, &delivery).await? {
        deliveries_db::delivery(&mut tx, &id, &delivery)
            .await?
            .ok_or(ApiError::NotFound)?;
        return Err(ApiError::Conflict {
            field: "delivery",
            message: "This delivery is being sent right now.".into(),
        });
    }
    let out = deliveries_db::delivery(&mut tx, &id, &delivery)
        .await?
        .ok_or(ApiError::NotFound)?;
    tx.commit().await?;
    Ok((StatusCode::ACCEPTED, Json(out)))
}
