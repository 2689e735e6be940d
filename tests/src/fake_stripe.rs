//! A fake Stripe for tests: an axum app that answers the calls the server makes (Checkout
//! Sessions: create with an `Idempotency-Key`, retrieve, list completed; a Payment Intent with its
//! balance transaction's fee; Refunds), each only with the right secret key, and serves each
//! session's hosted page, whose Pay button completes it, sends a `checkout.session.completed`
//! event signed as Stripe signs (HMAC-SHA256 of `t.body`, `Stripe-Signature: t=…,v1=…`) to the
//! app's webhook, and returns to `success_url`. Tests drive it from Rust; browser journeys drive
//! the `fake-stripe` binary over HTTP under `/_fake/`.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use hmac::{Hmac, Mac};
use serde_json::{json, Value};
use sha2::Sha256;

/// The secret key the app must send.
pub const SECRET_KEY: &str = "sk_test_portico_fake";
/// The webhook endpoint's signing secret.
pub const WEBHOOK_SECRET: &str = "whsec_portico_fake_signing_secret";

#[derive(Default)]
struct Inner {
    sessions: Vec<Value>,
    /// Idempotency-Key → the session's id (or refund's) first created with it.
    keys: HashMap<String, Value>,
    /// Where events go (`http://127.0.0.1:PORT/api/payments/stripe/webhook`).
    webhook: Option<String>,
    /// Create calls received (with or without a reused key).
    creates: usize,
    refunds: Vec<Value>,
    seq: u64,
}

#[derive(Clone)]
pub struct FakeStripe {
    /// `http://127.0.0.1:PORT`, for `STRIPE_API_BASE`.
    pub url: String,
    inner: Arc<Mutex<Inner>>,
    http: reqwest::Client,
}

fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

/// `Stripe-Signature` for `body` signed at `t` under `secret`, as Stripe computes it.
pub fn signature(secret: &str, t: i64, body: &[u8]) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("any key length");
    mac.update(t.to_string().as_bytes());
    mac.update(b".");
    mac.update(body);
    let hex: String = mac
        .finalize()
        .into_bytes()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    format!("t={t},v1={hex}")
}

/// A Stripe event around `session`.
pub fn event(id: &str, kind: &str, session: &Value) -> Value {
    json!({
        "id": id,
        "object": "event",
        "type": kind,
        "created": now(),
        "livemode": false,
        "data": { "object": session },
    })
}

/// Stripe's fee in the fake: 2.9 % and 30 minor units.
pub fn fee_of(amount: i64) -> i64 {
    (amount * 29 + 500) / 1000 + 30
}

impl FakeStripe {
    pub async fn start() -> Self {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        Self::serve(listener)
    }

    pub fn serve(listener: tokio::net::TcpListener) -> Self {
        let url = format!("http://{}", listener.local_addr().expect("addr"));
        let fake = Self {
            url,
            inner: Arc::default(),
            http: reqwest::Client::new(),
        };
        let app = Router::new()
            .route("/v1/checkout/sessions", post(create).get(list))
            .route("/v1/checkout/sessions/{id}", get(retrieve))
            .route("/v1/payment_intents/{id}", get(intent))
            .route("/v1/refunds", post(refund))
            .route("/pay/{id}", get(page).post(pay))
            .route("/_fake/webhook", post(set_webhook))
            .route("/_fake/sessions", get(sessions))
            .route("/_fake/complete/{id}", post(complete_quietly))
            .with_state(fake.clone());
        tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        fake
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Events go to `url` from now on.
    pub fn set_webhook(&self, url: &str) {
        self.lock().webhook = Some(url.to_owned());
    }

    pub fn sessions(&self) -> Vec<Value> {
        self.lock().sessions.clone()
    }

    /// How many create calls came in, reused keys included.
    pub fn creates(&self) -> usize {
        self.lock().creates
    }

    pub fn refunds(&self) -> Vec<Value> {
        self.lock().refunds.clone()
    }

    /// Marks a session paid, as a payer on its page would; the completed session.
    pub fn complete(&self, id: &str) -> Option<Value> {
        let mut inner = self.lock();
        inner.seq += 1;
        let pi = format!("pi_test_{}", inner.seq);
        let s = inner.sessions.iter_mut().find(|s| s["id"] == id)?;
        if s["status"] == "open" {
            s["status"] = json!("complete");
            s["payment_status"] = json!("paid");
            s["payment_intent"] = json!(pi);
        }
        Some(s.clone())
    }

    /// Signs and posts `event` to the app's webhook: the status and the body of its answer.
    pub async fn deliver(&self, event: &Value) -> (u16, String) {
        let Some(url) = self.lock().webhook.clone() else {
            return (0, "no webhook set".into());
        };
        let body = serde_json::to_vec(event).unwrap_or_default();
        let res = self
            .http
            .post(url)
            .header("content-type", "application/json")
            .header("stripe-signature", signature(WEBHOOK_SECRET, now(), &body))
            .body(body)
            .send()
            .await;
        match res {
            Ok(r) => {
                let status = r.status().as_u16();
                (status, r.text().await.unwrap_or_default())
            }
            Err(e) => (0, e.to_string()),
        }
    }
}

fn authorized(headers: &HeaderMap) -> bool {
    headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        == Some(&format!("Bearer {SECRET_KEY}"))
}

fn error(status: StatusCode, message: &str) -> Response {
    (
        status,
        Json(json!({ "error": { "message": message, "type": "invalid_request_error" } })),
    )
        .into_response()
}

async fn create(State(fake): State<FakeStripe>, headers: HeaderMap, body: Bytes) -> Response {
    if !authorized(&headers) {
        return error(StatusCode::UNAUTHORIZED, "Invalid API Key provided");
    }
    let form: Vec<(String, String)> = url_pairs(&body);
    let field = |k: &str| form.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone());
    let key = headers
        .get("idempotency-key")
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let mut inner = fake.lock();
    inner.creates += 1;
    if let Some(k) = &key {
        if let Some(s) = inner.keys.get(k) {
            return Json(s.clone()).into_response();
        }
    }
    let (Some(amount), Some(currency)) = (
        field("line_items[0][price_data][unit_amount]").and_then(|a| a.parse::<i64>().ok()),
        field("line_items[0][price_data][currency]"),
    ) else {
        return error(StatusCode::BAD_REQUEST, "Missing line_items[0][price_data]");
    };
    if currency != currency.to_lowercase() || amount <= 0 {
        return error(StatusCode::BAD_REQUEST, "Invalid currency or amount");
    }
    inner.seq += 1;
    let id = format!("cs_test_{}", inner.seq);
    let session = json!({
        "id": id,
        "object": "checkout.session",
        "url": format!("{}/pay/{id}", fake.url),
        "amount_total": amount,
        "currency": currency,
        "client_reference_id": field("client_reference_id"),
        "metadata": { "invoice_id": field("metadata[invoice_id]") },
        "customer_email": field("customer_email"),
        "status": "open",
        "payment_status": "unpaid",
        "payment_intent": null,
        "success_url": field("success_url"),
        "cancel_url": field("cancel_url"),
        "product": field("line_items[0][price_data][product_data][name]"),
        "created": now(),
        "expires_at": now() + 86_400,
    });
    inner.sessions.push(session.clone());
    if let Some(k) = key {
        inner.keys.insert(k, session.clone());
    }
    Json(session).into_response()
}

fn url_pairs(body: &[u8]) -> Vec<(String, String)> {
    url::form_urlencoded::parse(body)
        .map(|(k, v)| (k.into_owned(), v.into_owned()))
        .collect()
}

async fn retrieve(
    State(fake): State<FakeStripe>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    if !authorized(&headers) {
        return error(StatusCode::UNAUTHORIZED, "Invalid API Key provided");
    }
    match fake.lock().sessions.iter().find(|s| s["id"] == id.as_str()) {
        Some(s) => Json(s.clone()).into_response(),
        None => error(StatusCode::NOT_FOUND, "No such checkout.session"),
    }
}

async fn list(
    State(fake): State<FakeStripe>,
    headers: HeaderMap,
    Query(q): Query<HashMap<String, String>>,
) -> Response {
    if !authorized(&headers) {
        return error(StatusCode::UNAUTHORIZED, "Invalid API Key provided");
    }
    let since: i64 = q
        .get("created[gte]")
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    let status = q.get("status").cloned();
    let data: Vec<Value> = fake
        .lock()
        .sessions
        .iter()
        .rev()
        .filter(|s| s["created"].as_i64().unwrap_or(0) >= since)
        .filter(|s| status.as_deref().is_none_or(|st| s["status"] == st))
        .cloned()
        .collect();
    Json(json!({ "object": "list", "data": data, "has_more": false })).into_response()
}

async fn intent(
    State(fake): State<FakeStripe>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    if !authorized(&headers) {
        return error(StatusCode::UNAUTHORIZED, "Invalid API Key provided");
    }
    let inner = fake.lock();
    let Some(s) = inner
        .sessions
        .iter()
        .find(|s| s["payment_intent"] == id.as_str())
    else {
        return error(StatusCode::NOT_FOUND, "No such payment_intent");
    };
    let amount = s["amount_total"].as_i64().unwrap_or(0);
    Json(json!({
        "id": id,
        "object": "payment_intent",
        "amount": amount,
        "currency": s["currency"],
        "latest_charge": {
            "id": format!("ch_{id}"),
            "balance_transaction": { "id": format!("txn_{id}"), "fee": fee_of(amount) },
        },
    }))
    .into_response()
}

async fn refund(State(fake): State<FakeStripe>, headers: HeaderMap, body: Bytes) -> Response {
    if !authorized(&headers) {
        return error(StatusCode::UNAUTHORIZED, "Invalid API Key provided");
    }
    let form = url_pairs(&body);
    let field = |k: &str| form.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone());
    let key = headers
        .get("idempotency-key")
        .and_then(|v| v.to_str().ok())
        .map(|k| format!("refund:{k}"));
    let mut inner = fake.lock();
    if let Some(k) = &key {
        if let Some(r) = inner.keys.get(k) {
            return Json(r.clone()).into_response();
        }
    }
    let pi = field("payment_intent").unwrap_or_default();
    if !inner
        .sessions
        .iter()
        .any(|s| s["payment_intent"] == pi.as_str())
    {
        return error(StatusCode::BAD_REQUEST, "No such payment_intent");
    }
    inner.seq += 1;
    let r = json!({
        "id": format!("re_test_{}", inner.seq),
        "object": "refund",
        "payment_intent": pi,
        "amount": field("amount").and_then(|a| a.parse::<i64>().ok()),
        "status": "succeeded",
    });
    inner.refunds.push(r.clone());
    if let Some(k) = key {
        inner.keys.insert(k, r.clone());
    }
    Json(r).into_response()
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The hosted page: what is paid, a Pay button and a way back.
async fn page(State(fake): State<FakeStripe>, Path(id): Path<String>) -> Response {
    let Some(s) = fake.sessions().into_iter().find(|s| s["id"] == id.as_str()) else {
        return (StatusCode::NOT_FOUND, "No such page").into_response();
    };
    let amount = s["amount_total"].as_i64().unwrap_or(0);
    let currency = s["currency"].as_str().unwrap_or_default().to_uppercase();
    let product = s["product"].as_str().unwrap_or_default();
    let cancel = s["cancel_url"].as_str().unwrap_or_default();
    Html(format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Pay {currency} {amount}</title></head>\
         <body><main><h1>Fake Stripe Checkout</h1><p id=\"product\">{}</p>\
         <p id=\"amount\">{amount} {currency} (minor units)</p>\
         <form method=\"post\"><button type=\"submit\">Pay</button></form>\
         <p><a href=\"{}\">Cancel</a></p></main></body></html>",
        escape(product),
        escape(cancel)
    ))
    .into_response()
}

/// The Pay button: completes the session, sends the signed event, and returns to `success_url`.
async fn pay(State(fake): State<FakeStripe>, Path(id): Path<String>) -> Response {
    let Some(s) = fake.complete(&id) else {
        return (StatusCode::NOT_FOUND, "No such page").into_response();
    };
    let event_id = format!("evt_{}", id.trim_start_matches("cs_"));
    let _ = fake
        .deliver(&event(&event_id, "checkout.session.completed", &s))
        .await;
    let back = s["success_url"]
        .as_str()
        .unwrap_or("/")
        .replace("{CHECKOUT_SESSION_ID}", &id);
    Redirect::to(&back).into_response()
}

async fn set_webhook(State(fake): State<FakeStripe>, Json(v): Json<Value>) -> StatusCode {
    match v.get("url").and_then(Value::as_str) {
        Some(url) => {
            fake.set_webhook(url);
            StatusCode::NO_CONTENT
        }
        None => StatusCode::BAD_REQUEST,
    }
}

async fn sessions(State(fake): State<FakeStripe>) -> Json<Vec<Value>> {
    Json(fake.sessions())
}

/// Completes a session without telling the app (a webhook lost on the way).
async fn complete_quietly(State(fake): State<FakeStripe>, Path(id): Path<String>) -> Response {
    match fake.complete(&id) {
        Some(s) => Json(s).into_response(),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}
