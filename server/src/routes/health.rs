//! Liveness and readiness for a load balancer.

use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::get;
use axum::{Json, Router};
use serde_json::{json, Value};

use crate::state::AppState;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
}

/// The process is up.
async fn healthz() -> Json<Value> {
    Json(json!({ "status": "ok" }))
}

/// The process can serve: its database answers.
async fn readyz(State(state): State<AppState>) -> (StatusCode, Json<Value>) {
    if crate::db::ping(&state.db).await {
        (
            StatusCode::OK,
            Json(json!({ "status": "ready", "database": "ok" })),
        )
    } else {
        (
            StatusCode::SERVICE_UNAVAILABLE,
            Json(json!({ "status": "unavailable", "database": "unreachable" })),
        )
    }
}
