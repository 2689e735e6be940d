//! The API under `/api`, one module per resource, paths as in spec section 7.

pub mod admin;
pub mod contact;
pub mod health;
pub mod project;
pub mod user;

use axum::Router;

use crate::app::AppState;

pub fn api() -> Router<AppState> {
    Router::new()
        .merge(user::router())
        .merge(admin::router())
        .merge(contact::router())
        .merge(project::router())
}
