//! Stripe over plain HTTPS (Checkout Sessions, Payment Intents, Refunds): a thin client, like the
//! code host's. The secret key goes in the `Authorization` header of calls to `STRIPE_API_BASE`
//! and nowhere else. Amounts are the currency's minor units; currencies go lower case, as Stripe
//! takes them, and come back upper case.

use std::time::Duration;

use axum::http::HeaderMap;
use reqwest::{Method, StatusCode};
use serde_json::Value;

use super::provider::{
    Completed, Envelope, Event, EventRefused, NewSession, Provider, ProviderError, Session,
};
use super::signature::{self, Refused};
use crate::config::payments::StripeSettings;

pub struct Stripe {
    http: reqwest::Client,
    settings: StripeSettings,
}

impl Stripe {
    pub fn new(settings: StripeSettings) -> Self {
        let http = reqwest::Client::builder()
            .timeout(Duration::from_secs(20))
            .connect_timeout(Duration::from_secs(5))
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap_or_default();
        Self { http, settings }
    }

    async fn call(
        &self,
        method: Method,
        path: &str,
        form: &[(String, String)],
        idempotency_key: Option<&str>,
    ) -> Result<Option<Value>, ProviderError> {
        let mut req = self
            .http
            .request(method.clone(), format!("{}{path}", self.settings.api_base))
            .bearer_auth(self.settings.secret_key.expose())
            .header("Stripe-Version", "2024-06-20");
        if let Some(key) = idempotency_key {
            req = req.header("Idempotency-Key", key);
        }
        if method == Method::POST {
            req = req.form(form);
        } else if !form.is_empty() {
            req = req.query(form);
        }
        let answer = req
            .send()
            .await
            .map_err(|e| ProviderError::Unavailable(e.without_url().to_string()))?;
        let status = answer.status();
        let bytes = answer
            .bytes()
            .await
            .map_err(|e| ProviderError::Unavailable(e.without_url().to_string()))?;
        let body: Value = serde_json::from_slice(&bytes)
            .map_err(|_| ProviderError::Unavailable(format!("{status}: not JSON")))?;
        if status == StatusCode::NOT_FOUND {
            return Ok(None);
        }
        if status.is_server_error() || status == StatusCode::TOO_MANY_REQUESTS {
            return Err(ProviderError::Unavailable(format!("{status}")));
        }
        if !status.is_success() {
            let message = body
                .pointer("/error/message")
                .and_then(Value::as_str)
                .unwrap_or("no message")
                .chars()
                .take(300)
                .collect();
            return Err(ProviderError::Refused(message));
        }
        Ok(Some(body))
    }
}

fn text(v: &Value, pointer: &str) -> Option<String> {
    v.pointer(pointer)
        .and_then(Value::as_str)
        .map(str::to_owned)
}

/// A Checkout Session object as the booking code reads it.
fn completed(s: &Value) -> Option<Completed> {
    Some(Completed {
        session_ref: text(s, "/id")?,
        invoice_id: text(s, "/metadata/invoice_id").or_else(|| text(s, "/client_reference_id")),
        amount_minor: s.pointer("/amount_total").and_then(Value::as_i64)?,
        currency: text(s, "/currency")?.to_ascii_uppercase(),
        paid: s.pointer("/payment_status").and_then(Value::as_str) == Some("paid"),
        // Expanded or not, the payment intent's id.
        payment_ref: text(s, "/payment_intent").or_else(|| text(s, "/payment_intent/id")),
    })
}

#[async_trait::async_trait]
impl Provider for Stripe {
    fn name(&self) -> &'static str {
        "stripe"
    }

    fn label(&self) -> &'static str {
        "Stripe"
    }

    async fn open(&self, s: &NewSession<'_>) -> Result<Session, ProviderError> {
        let mut form: Vec<(String, String)> = [
            ("mode", "payment".to_owned()),
            ("client_reference_id", s.invoice_id.to_owned()),
            ("metadata[invoice_id]", s.invoice_id.to_owned()),
            (
                "payment_intent_data[metadata][invoice_id]",
                s.invoice_id.to_owned(),
            ),
            ("line_items[0][quantity]", "1".to_owned()),
            (
                "line_items[0][price_data][currency]",
                s.currency.to_ascii_lowercase(),
            ),
            (
                "line_items[0][price_data][unit_amount]",
                s.amount_minor.to_string(),
            ),
            (
                "line_items[0][price_data][product_data][name]",
                s.description.to_owned(),
            ),
            ("success_url", s.success_url.to_owned()),
            ("cancel_url", s.cancel_url.to_owned()),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_owned(), v))
        .collect();
        if let Some(email) = s.email {
            form.push(("customer_email".into(), email.to_owned()));
        }
        let body = self
            .call(
                Method::POST,
                "/v1/checkout/sessions",
                &form,
                Some(s.idempotency_key),
            )
            .await?
            .ok_or_else(|| ProviderError::Refused("no such endpoint".into()))?;
        Ok(Session {
            provider_ref: text(&body, "/id")
                .ok_or_else(|| ProviderError::Unavailable("a session without an id".into()))?,
            url: text(&body, "/url")
                .ok_or_else(|| ProviderError::Unavailable("a session without a page".into()))?,
            expires_at_ms: body
                .pointer("/expires_at")
                .and_then(Value::as_i64)
                .map_or(crate::db::now_ms() + 86_400_000, |s| s * 1000),
        })
    }

    fn event(&self, headers: &HeaderMap, body: &[u8], now: i64) -> Result<Envelope, EventRefused> {
        let header = headers
            .get("stripe-signature")
            .and_then(|v| v.to_str().ok())
            .ok_or(EventRefused::Signature(Refused::Malformed))?;
        signature::verify_stripe(header, body, self.settings.webhook_secret.expose(), now)
            .map_err(EventRefused::Signature)?;
        let v: Value = serde_json::from_slice(body).map_err(|_| EventRefused::Unreadable)?;
        let id = text(&v, "/id")
            .filter(|id| !id.is_empty() && id.len() <= 255)
            .ok_or(EventRefused::Unreadable)?;
        let kind = text(&v, "/type").ok_or(EventRefused::Unreadable)?;
        let object = v.pointer("/data/object").ok_or(EventRefused::Unreadable)?;
        let event = match kind.as_str() {
            "checkout.session.completed" | "checkout.session.async_payment_succeeded" => {
                Event::Completed(completed(object).ok_or(EventRefused::Unreadable)?)
            }
            "checkout.session.expired" => Event::Expired {
                session_ref: text(object, "/id").ok_or(EventRefused::Unreadable)?,
            },
            _ => Event::Other,
        };
        Ok(Envelope { id, kind, event })
    }

    async fn session(&self, session_ref: &str) -> Result<Option<Completed>, ProviderError> {
        if session_ref.is_empty()
            || !session_ref
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_')
        {
            return Ok(None);
        }
        let body = self
            .call(
                Method::GET,
                &format!("/v1/checkout/sessions/{session_ref}"),
                &[],
                None,
            )
            .await?;
        Ok(body.as_ref().and_then(completed))
    }

    async fn completed_since(&self, since: i64) -> Result<Vec<Completed>, ProviderError> {
        let mut out = Vec::new();
        let mut after: Option<String> = None;
        // Pages of 100, at most 5: a day's payments of a services firm, many times over.
        for _ in 0..5 {
            let mut q = vec![
                ("created[gte]".to_owned(), since.to_string()),
                ("status".to_owned(), "complete".to_owned()),
                ("limit".to_owned(), "100".to_owned()),
            ];
            if let Some(a) = &after {
                q.push(("starting_after".to_owned(), a.clone()));
            }
            let Some(body) = self
                .call(Method::GET, "/v1/checkout/sessions", &q, None)
                .await?
            else {
                break;
            };
            let data = body
                .pointer("/data")
                .and_then(Value::as_array)
                .cloned()
                .unwrap_or_default();
            after = data.last().and_then(|s| text(s, "/id"));
            out.extend(data.iter().filter_map(completed));
            if body.pointer("/has_more").and_then(Value::as_bool) != Some(true) || after.is_none() {
                break;
            }
        }
        Ok(out)
    }

    async fn fee(&self, payment_ref: &str) -> Result<Option<i64>, ProviderError> {
        if !payment_ref
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_')
        {
            return Ok(None);
        }
        let body = self
            .call(
                Method::GET,
                &format!("/v1/payment_intents/{payment_ref}"),
                &[(
                    "expand[]".to_owned(),
                    "latest_charge.balance_transaction".to_owned(),
                )],
                None,
            )
            .await?;
        Ok(body.and_then(|b| {
            b.pointer("/latest_charge/balance_transaction/fee")
                .and_then(Value::as_i64)
        }))
    }

    async fn refund(
        &self,
        payment_ref: &str,
        amount_minor: i64,
        idempotency_key: &str,
    ) -> Result<String, ProviderError> {
        let form = [
            ("payment_intent".to_owned(), payment_ref.to_owned()),
            ("amount".to_owned(), amount_minor.to_string()),
        ];
        let body = self
            .call(Method::POST, "/v1/refunds", &form, Some(idempotency_key))
            .await?
            .ok_or_else(|| ProviderError::Refused("no such payment".into()))?;
        text(&body, "/id")
            .ok_or_else(|| ProviderError::Unavailable("a refund without an id".into()))
    }
}
