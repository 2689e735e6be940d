//! Personal API tokens: a person signed in makes a named token, read or write, ending after
//! 1 to 366 days, its secret (`pt_…`) shown once. It reads what its person reads; a read token
//! writes nothing (403 `read_only`); no token makes or lists tokens. Revoked, expired, or its
//! person removed, it answers 401 at once.

use portico_tests::{
    add_person, created, engine_tests, error_of, id_of, now_ms, refused_field, with_id, world,
    TestApp,
};
use serde_json::{json, Value};

use super::day;

/// `session` makes a token: its view as the answer shows it, and its secret.
async fn make_token(
    app: &TestApp,
    session: &str,
    name: &str,
    scope: &str,
    days: i64,
) -> (Value, String) {
    let body = json!({"name": name, "scope": scope, "expiresInDays": days});
    let ends = day(days);
    let res = app.post("/api/user/tokens", &body, Some(session)).await;
    assert_eq!(res.status(), 201, "POST /api/user/tokens {body}");
    let made = created(res).await;
    let secret = made["secret"].as_str().unwrap_or_default().to_owned();
    assert!(secret.starts_with("pt_"), "{made}");
    let view = made["token"].clone();
    assert_eq!(
        (&view["name"], &view["scope"]),
        (&json!(name), &json!(scope)),
        "{made}"
    );
    assert!(
        view["createdAt"].is_string() && view["lastUsedAt"].is_null(),
        "{made}"
    );
    // It ends `days` days from now (the day after, had midnight passed meanwhile).
    let expires = view["expiresAt"].as_str().unwrap_or_default();
    assert!(
        expires.starts_with(&ends) || expires.starts_with(&day(days)),
        "{expires}, not {days} days on"
    );
    (view, secret)
}

/// The person's tokens as their session lists them.
async fn tokens_of(app: &TestApp, session: &str) -> Value {
    app.read("/api/user/tokens", Some(session)).await
}

/// Bad input names its field and stores nothing; a read token reads as its person and writes
/// nothing; a write token writes; neither makes nor lists tokens; the list says when each was
/// last used and never shows a secret; another person can neither see nor end it; revoked or
/// expired it answers 401 at once, and so does the token of a person staff removed.
async fn tokens_read_or_write_and_end_at_once(app: &TestApp) {
    let w = world(app).await;
    let ann = w.a_token.as_str();
    for (body, field) in [
        (
            json!({"name": "", "scope": "read", "expiresInDays": 30}),
            "name",
        ),
        (
            json!({"name": "x".repeat(81), "scope": "read", "expiresInDays": 30}),
            "name",
        ),
        (
            json!({"name": "CI", "scope": "admin", "expiresInDays": 30}),
            "scope",
        ),
        (
            json!({"name": "CI", "scope": "read", "expiresInDays": 0}),
            "expiresInDays",
        ),
        (
            json!({"name": "CI", "scope": "read", "expiresInDays": 367}),
            "expiresInDays",
        ),
        (
            json!({"name": "CI", "scope": "read", "expiresInDays": 999}),
            "expiresInDays",
        ),
    ] {
        let res = app.post("/api/user/tokens", &body, Some(ann)).await;
        refused_field(res, field).await;
    }
    assert_eq!(tokens_of(app, ann).await, json!([]));

    // A read token: listed without its secret; it reads what Ann reads.
    let (read, read_secret) = make_token(app, ann, "Reporting", "read", 30).await;
    let read_id = id_of(&read);
    let listed = tokens_of(app, ann).await;
    with_id(&listed, &read_id);
    assert!(!listed.to_string().contains(&read_secret), "{listed}");
    let by_session = app.read("/api/project/projectsUser", Some(ann)).await;
    let by_token = app
        .read("/api/project/projectsUser", Some(&read_secret))
        .await;
    assert_eq!(by_token, by_session);
    assert_eq!(app.session_status(&read_secret).await, 200);
    // It writes nothing.
    let ticket = json!({"title": "From CI", "description": "Opened by a script"});
    let (status, err) = error_of(
        app.post("/api/ticket/create", &ticket, Some(&read_secret))
            .await,
    )
    .await;
    assert_eq!(
        (status, err["code"].as_str()),
        (403, Some("read_only")),
        "{err}"
    );
    let another = json!({"name": "Sneaky", "scope": "write", "expiresInDays": 1});

    // A write token writes as Ann; it makes and lists no tokens either.
    let (write, write_secret) = make_token(app, ann, "Deploy bot", "write", 7).await;
    let opened = created(
        app.post("/api/ticket/create", &ticket, Some(&write_secret))
            .await,
    )
    .await;
    assert_eq!(opened["createdBy"], w.a.as_str(), "{opened}");
    for secret in [read_secret.as_str(), write_secret.as_str()] {
        let res = app.post("/api/user/tokens", &another, Some(secret)).await;
        assert_eq!(res.status(), 403, "a token made a token");
        let res = app.get("/api/user/tokens", Some(secret)).await;
        assert_eq!(res.status(), 403, "a token listed tokens");
        // What else a token may never do: `never_by_token_is_refused`, route by route.
    }
    let listed = tokens_of(app, ann).await;
    assert_eq!(listed.as_array().map(Vec::len), Some(2), "{listed}");

    // Used: the list says when.
    for id in [&read_id, &id_of(&write)] {
        let row = with_id(&listed, id);
        assert!(row["lastUsedAt"].is_string(), "used, yet: {row}");
    }

    // Another person neither sees it nor ends it.
    let bobs = tokens_of(app, &w.b_token).await;
    assert_eq!(bobs, json!([]), "{bobs}");
    let end_read = format!("/api/user/tokens/{read_id}");
    assert_eq!(app.delete(&end_read, Some(&w.b_token)).await.status(), 404);
    assert_eq!(app.session_status(&read_secret).await, 200);

    // Revoked: refused at once; Ann's session goes on.
    assert_eq!(app.delete(&end_read, Some(ann)).await.status(), 204);
    assert_eq!(app.session_status(&read_secret).await, 401);
    let res = app
        .get("/api/project/projectsUser", Some(&read_secret))
        .await;
    assert_eq!(res.status(), 401);
    assert_eq!(app.delete(&end_read, Some(ann)).await.status(), 404);
    assert_eq!(app.session_status(ann).await, 200);

    // Expired (its end moved into the past in the database, as time would): refused at once.
    sqlx::query("UPDATE sessions SET expires_at = $1 WHERE token_name = $2 AND user_id = $3")
        .bind(now_ms() - 1000)
        .bind("Deploy bot")
        .bind(&w.a)
        .execute(&app.db)
        .await
        .unwrap();
    app.heard().await;
    assert_eq!(app.session_status(&write_secret).await, 401);
    let res = app
        .post("/api/ticket/create", &ticket, Some(&write_secret))
        .await;
    assert_eq!(res.status(), 401);
    assert_eq!(app.session_status("pt_made-up").await, 401);

    // A person staff remove: their token ends with their sessions.
    let (pia, pia_session) = add_person(
        app,
        &w.admin_token,
        &w.a,
        json!({"name": "Pia", "email": "pia@example.com"}),
    )
    .await;
    let (_, pia_secret) = make_token(app, &pia_session, "Pia's script", "read", 366).await;
    assert_eq!(app.session_status(&pia_secret).await, 200);
    let remove = format!("/api/user/people/{}/{}", w.a, id_of(&pia));
    assert_eq!(
        app.delete(&remove, Some(&w.admin_token)).await.status(),
        204
    );
    assert_eq!(app.session_status(&pia_secret).await, 401);
}

/// Staff make tokens too (a read token reads the back office and writes nothing there); a person
/// has at most 20 live tokens (the 21st answers 409 on `name`).
async fn staff_tokens_and_the_limit(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    // Staff sessions are short: a staff token lasts at most 90 days.
    let body = json!({"name": "Reports", "scope": "read", "expiresInDays": 91});
    let (status, err) = error_of(app.post("/api/user/tokens", &body, Some(admin)).await).await;
    assert_eq!(
        (status, err["field"].as_str()),
        (400, Some("expiresInDays")),
        "{err}"
    );
    let (_, staff_read) = make_token(app, admin, "Reports", "read", 90).await;
    assert_eq!(
        app.get("/api/ticket/all", Some(&staff_read)).await.status(),
        200
    );
    let path = format!("/api/ticket/{}/state", w.ticket_a);
    let (status, err) = error_of(
        app.put(&path, &json!({"state": "solved"}), Some(&staff_read))
            .await,
    )
    .await;
    assert_eq!(
        (status, err["code"].as_str()),
        (403, Some("read_only")),
        "{err}"
    );

    let bob = w.b_token.as_str();
    for n in 0..20 {
        make_token(app, bob, &format!("Script {n}"), "read", 1).await;
    }
    let body = json!({"name": "Script 20", "scope": "read", "expiresInDays": 1});
    let (status, err) = error_of(app.post("/api/user/tokens", &body, Some(bob)).await).await;
    assert_eq!(
        (status, err["field"].as_str()),
        (409, Some("name")),
        "{err}"
    );
}

/// Every route the API's document marks `x-tokens: never` answers a write token 403
/// `forbidden`, whatever the route (managing sign-in, sessions and "Confirm it's you", making
/// tokens, calendar links and webhook endpoints, viewing a portal as staff, deciding a quote),
/// while the same person's session reads the marked lists: the mark is what refuses them.
async fn never_by_token_is_refused(app: &TestApp) {
    let w = world(app).await;
    let ann = w.a_token.as_str();
    let admin = w.admin_token.as_str();
    let (_, ann_token) = make_token(app, ann, "Deploy bot", "write", 7).await;
    let (_, staff_token) = make_token(app, admin, "Ops bot", "write", 7).await;
    let doc = app.read("/api/openapi.json", None).await;
    let mut marked = Vec::new();
    for (path, ops) in doc["paths"].as_object().into_iter().flatten() {
        for (method, op) in ops.as_object().into_iter().flatten() {
            if op["x-tokens"] == "never" {
                marked.push((method.clone(), path.clone(), op["x-access"] == "admin"));
            }
        }
    }
    // Sign-in (password, two-factor, passkeys, identities, sessions, sudo), tokens, the calendar
    // link, webhook endpoints, viewing as a client, deciding a quote.
    // (The server's own test names these families and fails for a route of them left unmarked.)
    assert!(
        marked.len() >= 40,
        "only {} marked: {marked:?}",
        marked.len()
    );
    let any_id = "00000000-0000-4000-8000-000000000001";
    for (method, path, staff) in &marked {
        let url = format!("/api{path}")
            .split('/')
            .map(|seg| if seg.starts_with('{') { any_id } else { seg })
            .collect::<Vec<_>>()
            .join("/");
        let (token, session) = if *staff {
            (staff_token.as_str(), admin)
        } else {
            (ann_token.as_str(), ann)
        };
        let body = (method != "get").then(|| json!({}));
        let (status, err) =
            error_of(app.send(method, &url, body.as_ref(), Some(token)).await).await;
        assert_eq!(
            (status, err["code"].as_str()),
            (403, Some("forbidden")),
            "a token reached {method} {url}: {err}"
        );
        if method == "get" {
            let status = app.get(&url, Some(session)).await.status();
            assert_ne!(status, 403, "{method} {url} refuses the session too");
        }
    }
    // Unmarked routes beside marked ones still serve a token: the endpoints' list (on the path
    // whose POST is marked), and a test sent to an endpoint (none by that id here: 404, not 403).
    assert_eq!(
        app.get("/api/webhooks", Some(&staff_token)).await.status(),
        200
    );
    let test = format!("/api/webhooks/{any_id}/test");
    let (status, err) = error_of(app.post(&test, &json!({}), Some(&staff_token)).await).await;
    assert_eq!(
        (status, err["code"].as_str()),
        (404, Some("not_found")),
        "{err}"
    );
}

engine_tests!(
    tokens_read_or_write_and_end_at_once,
    staff_tokens_and_the_limit,
    never_by_token_is_refused
);
