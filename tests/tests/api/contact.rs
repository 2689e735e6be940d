//! The public submission endpoints re-run the shared rules and store only valid input.

use portico_shared::validate::ContactInput;
use portico_tests::{engine_tests, error_of, TestApp};
use serde_json::{json, Value};

fn valid() -> Value {
    json!({"name": "Priya Nair", "email": "priya@example.com", "phone": "9876501234",
           "message": "We need a new website.", "permission": true})
}

async fn valid_contact_is_stored(app: &TestApp) {
    let res = app.post("/api/contact/submit", &valid(), None).await;
    assert_eq!(res.status(), 201);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["name"], "Priya Nair");
    assert_eq!(app.count("contact_submissions").await, 1);
}

/// Each invalid case answers 400 with exactly the errors `shared` gives for the same input, so
/// a message changed in `shared` changes the API's answer with no other edit.
async fn invalid_contact_answers_the_shared_messages(app: &TestApp) {
    let cases: Vec<(&str, Value, &str)> = vec![
        ("name", json!(""), "Name is required"),
        ("email", json!(""), "Email is required"),
        (
            "email",
            json!("not-an-email"),
            "Enter a valid email address",
        ),
        ("phone", json!(""), "Phone is required"),
        ("phone", json!("12345"), "Enter a valid phone number"),
        ("phone", json!("12345678901"), "Enter a valid phone number"),
        ("message", json!("   "), "Message is required"),
        (
            "permission",
            json!(false),
            "You must grant permission to submit the form",
        ),
    ];
    for (field, value, message) in cases {
        let mut body = valid();
        body[field] = value;
        let expected = serde_json::from_value::<ContactInput>(body.clone())
            .unwrap()
            .validate()
            .unwrap_err();
        let (status, err) = error_of(app.post("/api/contact/submit", &body, None).await).await;
        assert_eq!(status, 400, "{field}");
        assert_eq!(err["field"], field);
        assert_eq!(err["message"], message);
        assert_eq!(err["fields"], serde_json::to_value(&expected).unwrap());
    }
    assert_eq!(app.count("contact_submissions").await, 0);
}

async fn newsletter_stores_an_address_once(app: &TestApp) {
    let reader = json!({"email": "Reader@Example.com"});
    let subscribe = || app.post("/api/contact/mail/submit", &reader, None);
    let res = subscribe().await;
    assert_eq!(res.status(), 200);
    let first = res.text().await.unwrap();
    let res = subscribe().await;
    // The same answer, so the form cannot tell anyone who subscribed.
    assert_eq!(res.status(), 200, "signing up twice is a success");
    assert_eq!(res.text().await.unwrap(), first);
    assert_eq!(app.count("newsletter_submissions").await, 1);

    let (status, err) = error_of(
        app.post("/api/contact/mail/submit", &json!({"email": "nope"}), None)
            .await,
    )
    .await;
    assert_eq!(status, 400);
    assert_eq!(err["field"], "email");
    assert_eq!(app.count("newsletter_submissions").await, 1);
}

engine_tests!(
    valid_contact_is_stored,
    invalid_contact_answers_the_shared_messages,
    newsletter_stores_an_address_once
);

async fn honeypot_answers_as_usual_and_keeps_nothing(app: &TestApp) {
    let mut body = valid();
    body["website"] = json!("http://spam.example");
    let res = app.post("/api/contact/submit", &body, None).await;
    assert_eq!(res.status(), 201);
    assert_eq!(app.count("contact_submissions").await, 0);
}

async fn public_forms_are_rate_limited_per_address(app: &TestApp) {
    for _ in 0..5 {
        assert_eq!(
            app.post("/api/contact/submit", &valid(), None)
                .await
                .status(),
            201
        );
    }
    let res = app.post("/api/contact/submit", &valid(), None).await;
    assert_eq!(res.status(), 429);
    assert!(res.headers().contains_key("retry-after"));
    let (_, err) = error_of(res).await;
    assert_eq!(err["code"], "rate_limited");
    assert!(err["message"].as_str().unwrap().contains("try again"));
    assert_eq!(app.count("contact_submissions").await, 5);

    for i in 0..10 {
        let res = app
            .post(
                "/api/contact/mail/submit",
                &json!({"email": format!("r{i}@example.com")}),
                None,
            )
            .await;
        assert!(res.status().is_success());
    }
    assert_eq!(
        app.post(
            "/api/contact/mail/submit",
            &json!({"email": "late@example.com"}),
            None,
        )
        .await
        .status(),
        429
    );
    assert_eq!(app.count("newsletter_submissions").await, 10);
}

engine_tests!(
    honeypot_answers_as_usual_and_keeps_nothing,
    public_forms_are_rate_limited_per_address
);
