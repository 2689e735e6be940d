//! The API under `/api`, one module per resource, paths as in product.md §7. Every endpoint is
//! registered through [`registry::Api`], which also writes the OpenAPI document.

pub mod account;
pub mod activity;
pub mod admin;
pub mod api_tokens;
pub mod attachment;
pub mod calendar;
pub mod clients;
pub mod code;
pub mod company;
pub mod console;
pub mod contact;
pub mod events;
mod goal;
pub mod health;
pub mod hours;
mod hours_billing;
mod hours_blocks;
mod hours_csv;
mod hours_settings;
mod hours_timer;
pub mod invoice;
pub mod mail;
pub mod notifications;
pub mod oidc;
pub mod pages;
pub mod passkey_sign_in;
pub mod passkeys;
pub mod pay;
pub mod payment;
pub mod people;
pub mod progress;
pub mod project;
pub mod quote;
pub mod quote_staff;
pub mod registry;
pub mod requests;
pub mod sessions;
pub mod sign_in_limits;
pub mod signoff;
pub mod sla;
pub mod sla_policies;
pub mod staff_accounts;
pub mod submissions;
pub mod sudo;
pub mod support_report;
pub mod team;
pub mod ticket;
pub mod ticket_clock;
pub mod today;
pub mod two_factor;
pub mod user;
pub mod webhooks;
pub mod work;

use axum::Router;

use crate::error::ApiError;
use crate::state::AppState;
use registry::{Api, Endpoint};

pub use crate::signin::{SignInAnswer, SignedIn, TwoFactorChallenge};

/// Every endpoint, in one table.
pub fn endpoints_api() -> Api {
    answers_api().merge(events::api())
}

/// Every endpoint but the live stream's: those that answer and are done.
fn answers_api() -> Api {
    Api::default()
        .merge(user::api())
        .merge(attachment::api())
        .merge(admin::api())
        .merge(clients::api())
        .merge(people::api())
        .merge(company::api())
        .merge(console::api())
        .merge(today::api())
        .merge(project::api())
        .merge(progress::api())
        .merge(activity::api())
        .merge(goal::api())
        .merge(payment::api())
        .merge(hours::api())
        .merge(hours_billing::api())
        .merge(hours_blocks::api())
        .merge(hours_settings::api())
        .merge(hours_timer::api())
        .merge(signoff::api())
        .merge(invoice::api())
        .merge(quote::api())
        .merge(quote_staff::api())
        .merge(team::api())
        .merge(contact::api())
        .merge(submissions::api())
        .merge(ticket::api())
        .merge(ticket_clock::api())
        .merge(sla::api())
        .merge(sla_policies::api())
        .merge(support_report::api())
        .merge(code::api())
        .merge(account::api())
        .merge(notifications::api())
        .merge(mail::api())
        .merge(staff_accounts::api())
        .merge(two_factor::api())
        .merge(oidc::api())
        .merge(sudo::api())
        .merge(passkeys::api())
        .merge(passkey_sign_in::api())
        .merge(sign_in_limits::api())
        .merge(sessions::api())
        .merge(pay::api())
        .merge(calendar::api())
        .merge(api_tokens::api())
        .merge(webhooks::api())
}

/// The API router, with `/openapi.json` describing every endpoint (itself included). Answers are
/// compressed as the browser asks (tower-http's layer, gzip or brotli); the live stream is added
/// after that layer, so its body, which each open stream holds all its life, is not wrapped in
/// the compressor's (6.7 KiB, measured), and `text/event-stream` is never held back to fill a
/// compressed block.
pub fn api() -> (Router<AppState>, Vec<Endpoint>) {
    let (stream, stream_endpoints) = events::api().into_parts();
    let (answers, endpoints) = answers_api()
        .document(stream_endpoints)
        .with_openapi("/openapi.json");
    let answers = answers.layer(tower_http::compression::CompressionLayer::new());
    (answers.merge(stream), endpoints)
}

/// The OpenAPI document `/api/openapi.json` serves, built without a server (`portico openapi`
/// writes it to a file; the web's TypeScript types are generated from that file).
pub fn openapi_document() -> serde_json::Value {
    let (_, endpoints) = api();
    registry::openapi(&endpoints)
}

/// The answer of a write that says only which record it wrote: `{ "_id": ... }`.
#[derive(Debug, serde::Serialize, schemars::JsonSchema)]
pub struct Written {
    #[serde(rename = "_id")]
    pub id: String,
}

impl Written {
    pub fn of(id: impl std::fmt::Display) -> axum::Json<Self> {
        axum::Json(Self { id: id.to_string() })
    }
}

/// A 400 about one field, for rules that need the database (an unknown client or member id).
pub fn field_error(field: &str, code: &str, message: &str) -> ApiError {
    ApiError::field(field, code, message)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The document as the web sees it; web/tools/api-types.ts makes its TypeScript from it.
    const SNAPSHOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../web/src/api/openapi.json");

    /// Every list documents its sort keys (the web's sort types come from them), except those
    /// with one fixed order.
    #[test]
    fn every_list_declares_its_sort_keys() {
        const FIXED_ORDER: &[&str] = &["/ticket/{ticketId}/comments"];
        let (_, endpoints) = api();
        let undeclared: Vec<&str> = endpoints
            .iter()
            .filter(|e| e.paged && e.sorts.is_empty() && !FIXED_ORDER.contains(&e.path))
            .map(|e| e.path)
            .collect();
        assert!(
            undeclared.is_empty(),
            "lists with no sort keys: {undeclared:?}"
        );
    }

    #[test]
    fn every_endpoint_documents_its_success_answer() {
        let (_, endpoints) = api();
        let silent: Vec<_> = endpoints
            .iter()
            .filter(|e| e.response.is_none())
            .map(|e| format!("{} {}", e.method, e.path))
            .collect();
        assert!(silent.is_empty(), "no documented answer: {silent:?}");
    }

    /// What manages how a person signs in (their own or, for staff, another's), makes credentials
    /// that outlive a token, views a portal as staff or signs for its person is marked
    /// `never_by_token`: a new route of these families is refused to tokens only if marked, so
    /// this names the families and fails for a route left unmarked.
    #[test]
    fn sign_in_and_credentials_are_never_by_token() {
        const FAMILIES: [&str; 10] = [
            "/user/sudo",
            "/user/sessions",
            "/user/passkeys",
            "/user/twoFactor",
            "/user/identities",
            "/user/password",
            "/user/tokens",
            "/user/calendar",
            "/admin/viewAs",
            "/quote/decide",
        ];
        const STAFF_WRITES: [&str; 4] =
            ["/passkeys", "/twoFactor", "/setPassword", "/signInLimits"];
        let under = |path: &str, prefix: &str| {
            path.strip_prefix(prefix)
                .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
        };
        let (_, endpoints) = api();
        let unmarked: Vec<String> = endpoints
            .iter()
            .filter(|e| e.access != registry::Access::Public && !e.never_by_token)
            .filter(|e| {
                FAMILIES.iter().any(|f| under(e.path, f))
                    || e.path.contains("/sessions")
                    || (e.method != "get" && STAFF_WRITES.iter().any(|s| e.path.contains(s)))
                    || (under(e.path, "/webhooks")
                        && e.method != "get"
                        && !e.path.ends_with("/test")
                        && !e.path.ends_with("/retry"))
            })
            .map(|e| format!("{} {}", e.method, e.path))
            .collect();
        assert!(unmarked.is_empty(), "open to tokens: {unmarked:?}");
    }

    /// The committed document is the one the server serves. After changing an endpoint or a type
    /// it answers or takes, run `UPDATE_OPENAPI=1 cargo test -p portico-server openapi`, then
    /// `cd web && npm run api:types` (the web's TypeScript comes from this document, and its own
    /// test fails while that is stale), and commit the files.
    #[test]
    fn committed_openapi_document_is_current() {
        let json = serde_json::to_string_pretty(&openapi_document()).unwrap() + "\n";
        if std::env::var_os("UPDATE_OPENAPI").is_some() {
            std::fs::write(SNAPSHOT, &json).unwrap();
            return;
        }
        let committed = std::fs::read_to_string(SNAPSHOT).unwrap_or_default();
        assert!(
            committed == json,
            "{SNAPSHOT} is out of date: run `UPDATE_OPENAPI=1 cargo test -p portico-server \
             openapi`, then `cd web && npm run api:types`, and commit them"
        );
    }
}
