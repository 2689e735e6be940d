//! The API under `/api`, one module per resource, paths as in product.md §7. Every endpoint is
//! registered through [`registry::Api`], which also writes the OpenAPI document.

pub mod admin;
pub mod clients;
pub mod console;
pub mod contact;
pub mod goal;
pub mod health;
pub mod project;
pub mod registry;
pub mod submissions;
pub mod team;
pub mod ticket;
pub mod user;
pub mod work;

use axum::Router;
use portico_shared::validate::FieldError;

use crate::app::AppState;
use crate::error::ApiError;
use registry::{Api, Endpoint};

/// Every endpoint, in one table.
pub fn endpoints_api() -> Api {
    Api::default()
        .merge(user::api())
        .merge(admin::api())
        .merge(clients::api())
        .merge(console::api())
        .merge(project::api())
        .merge(goal::api())
        .merge(team::api())
        .merge(contact::api())
        .merge(submissions::api())
        .merge(ticket::api())
}

/// The API router, with `/openapi.json` describing every endpoint (itself included).
pub fn api() -> (Router<AppState>, Vec<Endpoint>) {
    endpoints_api().with_openapi("/openapi.json")
}

/// A 400 about one field, for rules that need the database (an unknown client or member id).
pub fn field_error(field: &str, code: &str, message: &str) -> ApiError {
    ApiError::Validation(vec![FieldError::new(field, code, message)])
}
