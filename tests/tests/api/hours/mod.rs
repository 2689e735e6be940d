//! Hours (ADR 0042): staff log time as people type it, run one timer each, set a project's rate
//! and budgets; a project's people read its hours, amounts only with the Money proof; another
//! company's hours answer 404; an invoiced entry never changes, at the database.

mod billing;
mod blocks;
mod budgets;
mod entries;
mod people;
mod reads;
mod time;

use portico_tests::{created, created_id, TestApp};
use serde_json::{json, Value};

pub(super) async fn log(app: &TestApp, admin: &str, body: Value) -> reqwest::Response {
    app.post("/api/hours/log", &body, Some(admin)).await
}

pub(super) async fn hours_of(app: &TestApp, project: &str, token: &str) -> Value {
    created(
        app.get(&format!("/api/hours/project/{project}"), Some(token))
            .await,
    )
    .await
}

/// A ticket client A opens about project A.
pub(super) async fn ticket_on_project_a(app: &TestApp, w: &portico_tests::World) -> String {
    created_id(
        app.post(
            "/api/ticket/create",
            &json!({"title": "Export", "description": "CSV export fails", "project": w.project_a}),
            Some(&w.a_token),
        )
        .await,
    )
    .await
}

/// The firm's billing details: what an invoice needs.
pub(super) async fn set_firm(app: &TestApp, admin: &str) {
    let body = json!({"firmName": "Acme IT", "address": "1 Road", "bankDetails": "Bank 1", "taxRate": "18", "taxLabel": "GST"});
    let res = app
        .send("put", "/api/invoice/settings", Some(&body), Some(admin))
        .await;
    assert_eq!(res.status(), 200);
}
