//! Whatever a caller sends, the answer is a 4xx JSON error naming the problem, never a 5xx.

use portico_tests::{engine_tests, error_of, TestApp};
use serde_json::json;

async fn broken_json_is_a_400(app: &TestApp) {
    let (status, err) = error_of(app.post_raw("/api/contact/submit", "{\"name\": ").await).await;
    assert_eq!(status, 400);
    assert_eq!(err["code"], "invalid_json");
}

async fn wrong_type_names_the_field(app: &TestApp) {
    let (status, err) = error_of(
        app.post(
            "/api/contact/submit",
            &json!({"name": "A", "email": 42, "phone": "0123456789"}),
            None,
        )
        .await,
    )
    .await;
    assert_eq!(status, 400);
    assert_eq!(err["code"], "invalid_field");
    assert_eq!(err["field"], "email");

    let (status, err) = error_of(
        app.post(
            "/api/user/login",
            &json!({"email": ["x"], "password": "p"}),
            None,
        )
        .await,
    )
    .await;
    assert_eq!(status, 400);
    assert_eq!(err["field"], "email");

    assert_eq!(
        app.post("/api/contact/submit", &json!([1, 2]), None)
            .await
            .status(),
        400
    );
}

async fn oversized_bodies_and_strings_are_refused(app: &TestApp) {
    // The case a client meets: a body over the 64 KiB limit but within what the server reads and
    // throws away before answering (`linger.rs`, 4 MiB). The client finishes sending and reads the
    // 413 with its JSON error every time, never a connection closed while it was still writing.
    let huge = "x".repeat(1024 * 1024);
    let (status, err) = error_of(
        app.post(
            "/api/contact/submit",
            &json!({"name": huge, "email": "a@b.co"}),
            None,
        )
        .await,
    )
    .await;
    assert_eq!(status, 413);
    assert_eq!(err["code"], "payload_too_large");

    // Under the body limit but over the field's own limit: refused by the shared rule.
    let long = "x".repeat(40_000);
    let (status, err) = error_of(
        app.post(
            "/api/contact/submit",
            &json!({"name": long, "email": "a@b.co", "phone": "0123456789", "message": "hi", "permission": true}),
            None,
        )
        .await,
    )
    .await;
    assert_eq!(status, 400);
    assert_eq!(err["field"], "name");
    assert_eq!(err["fields"][0]["code"], "too_long");
    assert_eq!(app.count("contact_submissions").await, 0);
}

async fn unknown_ids_and_routes_are_404(app: &TestApp) {
    app.create_user(
        portico_server::db::users::Role::Client,
        "Ann",
        "ann@example.com",
        "password-1",
    )
    .await;
    let token = app.login("ann@example.com", "password-1").await;
    for path in [
        format!("/api/project/projectsByUser/{}", uuid::Uuid::new_v4()),
        "/api/project/projectsByUser/not-a-uuid".to_owned(),
        "/api/project/projectsByUser/%00%FF".to_owned(),
        "/api/no/such/route".to_owned(),
    ] {
        let (status, err) = error_of(app.get(&path, Some(&token)).await).await;
        assert_eq!(status, 404, "{path}");
        assert_eq!(err["code"], "not_found");
    }
}

async fn wrong_method_and_media_type(app: &TestApp) {
    let res = app.get("/api/contact/submit", None).await;
    let (status, err) = error_of(res).await;
    assert_eq!(status, 405);
    assert_eq!(err["code"], "method_not_allowed");

    let res = app
        .http
        .post(app.url("/api/contact/submit"))
        .header("content-type", "text/plain")
        .body("name=x")
        .send()
        .await
        .unwrap();
    let (status, err) = error_of(res).await;
    assert_eq!(status, 415);
    assert_eq!(err["code"], "unsupported_media_type");
}

engine_tests!(
    broken_json_is_a_400,
    wrong_type_names_the_field,
    oversized_bodies_and_strings_are_refused,
    unknown_ids_and_routes_are_404,
    wrong_method_and_media_type
);
