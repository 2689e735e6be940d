//! Abuse and bad input: parallel guessing, locking others out, forged proxy headers, password
//! change guessing, control characters, numbers where text was expected, private responses,
//! clients' write budgets and concurrent adds; and the security review's findings, each closed
//! at its cause (`turned_away`, `floods`).

mod budgets;
mod connections;
mod floods;
mod input;
mod sign_in;
mod threads;
mod turned_away;
mod uploads;

use portico_tests::{spawn_app_env, Engine, TestApp};
use serde_json::Value;

/// An app behind one trusted proxy: `X-Forwarded-For` names the caller (see `post_from`).
pub async fn behind_a_proxy(engine: Engine, env: Vec<(&'static str, String)>) -> TestApp {
    let mut all = vec![("TRUST_PROXY", "1".to_owned())];
    all.extend(env);
    spawn_app_env(engine, all).await
}

/// POSTs `body` to `path` as if from `address` (through one trusted proxy).
pub async fn post_from(
    app: &TestApp,
    address: &str,
    path: &str,
    body: &Value,
) -> reqwest::Response {
    app.http
        .post(app.url(path))
        .header("x-forwarded-for", address)
        .json(body)
        .send()
        .await
        .unwrap()
}
