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

/// The error of an answer refused for one field: 400 naming `field`. The error, for what else
/// it says.
pub async fn refused_field(res: reqwest::Response, field: &str) -> Value {
    let (status, err) = crate::error_of(res).await;
    assert_eq!((status, err["field"].as_str()), (400, Some(field)), "{err}");
    err
}

/// The `_id` of something the API shows (a project, an account, a row of a list).
pub fn id_of(v: &Value) -> String {
    v["_id"]
        .as_str()
        .unwrap_or_else(|| panic!("no _id in {v}"))
        .to_owned()
}

/// The `order` of each sprint of a project as the API shows it, in the order it lists them.
pub fn sprint_orders(project: &Value) -> Vec<i64> {
    project["sprints"]
        .as_array()
        .unwrap_or_else(|| panic!("no sprints in {project}"))
        .iter()
        .map(|s| {
            s["order"]
                .as_i64()
                .unwrap_or_else(|| panic!("no order in {s}"))
        })
        .collect()
}

/// The row of a list the API shows whose `_id` is `id`; none fails the test.
pub fn with_id<'a>(list: &'a Value, id: &str) -> &'a Value {
    list.as_array()
        .unwrap_or_else(|| panic!("not a list: {list}"))
        .iter()
        .find(|row| row["_id"] == id)
        .unwrap_or_else(|| panic!("no {id} in {list}"))
}

/// The `_id` of what a successful answer made (or shows).
pub async fn created_id(res: reqwest::Response) -> String {
    id_of(&created(res).await)
}

/// An answer's body as text. A live stream (`text/event-stream`, `GET /api/events`) never ends by
/// itself: its text is what it sends first (its `hello`), read until that event is whole.
pub async fn body_text(mut res: reqwest::Response) -> String {
    let stream = res
        .headers()
        .get("content-type")
        .is_some_and(|t| t == "text/event-stream");
    if !stream {
        return res.text().await.unwrap_or_default();
    }
    let mut text = String::new();
    let until = tokio::time::Instant::now() + std::time::Duration::from_secs(5);
    while !text.contains("\n\n") {
        match tokio::time::timeout_at(until, res.chunk()).await {
            Ok(Ok(Some(chunk))) => text.push_str(&String::from_utf8_lossy(&chunk)),
            _ => break,
        }
    }
    text
}
