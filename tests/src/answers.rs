//! What an answer says: its JSON once it succeeded, and the `_id` of what it made.

use serde_json::Value;

/// The JSON of a successful answer (`Null` when it has none); any other status fails the test,
/// showing the body.
pub async fn created(res: reqwest::Response) -> Value {
    let status = res.status();
    let body: Value = res.json().await.unwrap_or(Value::Null);
    assert!(status.is_success(), "{status}: {body}");
    body
}

/// The `_id` of something the API shows (a project, an account, a row of a list).
pub fn id_of(v: &Value) -> String {
    v["_id"]
        .as_str()
        .unwrap_or_else(|| panic!("no _id in {v}"))
        .to_owned()
}

/// The `_id` of what a successful answer made (or shows).
pub async fn created_id(res: reqwest::Response) -> String {
    id_of(&created(res).await)
}
