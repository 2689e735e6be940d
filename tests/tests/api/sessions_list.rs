//! "Where you are signed in": each person sees their open sessions (browser and system from the
//! User-Agent, the network as a place, how and when each signed in, which is this one), signs one
//! out or every other; a sign-in from a device never used before is mailed, at most once an hour.

use portico_server::db::users::Role;
use portico_tests::{created as ok, engine_tests, id_of, TestApp};
use serde_json::{json, Value};

const FIREFOX_LINUX: &str =
    "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const CHROME_WINDOWS: &str = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_MAC: &str = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

async fn sign_in_from(app: &TestApp, user_agent: &str) -> String {
    let res = app
        .http
        .post(app.url("/api/user/login"))
        .header("user-agent", user_agent)
        .json(&json!({"email": "asha@example.com", "password": "asha-pass-1"}))
        .send()
        .await
        .unwrap();
    let signed: Value = ok(res).await;
    signed["token"].as_str().unwrap().to_owned()
}

async fn new_sign_in_mails(app: &TestApp) -> Vec<String> {
    sqlx::query_scalar("SELECT payload FROM mail_outbox WHERE kind = 'new_sign_in'")
        .fetch_all(&app.db)
        .await
        .unwrap()
}

async fn sessions(app: &TestApp, token: &str) -> Vec<Value> {
    let list = ok(app.get("/api/user/sessions", Some(token)).await).await;
    list.as_array().unwrap().clone()
}

async fn each_person_sees_and_ends_their_own_sessions(app: &TestApp) {
    app.create_user(Role::Client, "Asha", "asha@example.com", "asha-pass-1")
        .await;
    app.create_user(Role::Client, "Luc", "luc@example.com", "luc-pass-1")
        .await;
    let laptop = sign_in_from(app, FIREFOX_LINUX).await;
    // The first sign-in of an account is not a stranger's: no mail.
    assert!(new_sign_in_mails(app).await.is_empty());
    let office = sign_in_from(app, CHROME_WINDOWS).await;
    let mails = new_sign_in_mails(app).await;
    assert_eq!(mails.len(), 1, "{mails:?}");
    assert!(
        mails[0].contains("Chrome · Windows") && mails[0].contains("127.0.0.0/24"),
        "{}",
        mails[0]
    );
    // The same device again is not new; another new one within the hour is not mailed again.
    sign_in_from(app, CHROME_WINDOWS).await;
    sign_in_from(app, SAFARI_MAC).await;
    assert_eq!(new_sign_in_mails(app).await.len(), 1);

    let list = sessions(app, &office).await;
    assert_eq!(list.len(), 4, "{list:?}");
    let current: Vec<&Value> = list.iter().filter(|s| s["current"] == true).collect();
    assert_eq!(current.len(), 1);
    assert_eq!(
        (&current[0]["browser"], &current[0]["system"]),
        (&json!("Chrome"), &json!("Windows"))
    );
    assert_eq!(current[0]["method"], "password");
    assert_eq!(current[0]["network"], "127.0.0.0/24");
    let firefox = list
        .iter()
        .find(|s| s["browser"] == "Firefox")
        .expect("the laptop's session");
    assert_eq!(firefox["system"], "Linux");
    assert!(firefox["lastUsedAt"].is_i64() && firefox["createdAt"].is_i64());

    // Another person's session is as missing as a made-up one.
    let luc = app.login("luc@example.com", "luc-pass-1").await;
    let path = format!("/api/user/sessions/{}", id_of(firefox));
    assert_eq!(app.delete(&path, Some(&luc)).await.status(), 404);
    // Signed out from the office: the laptop is out at its next request.
    assert_eq!(app.delete(&path, Some(&office)).await.status(), 204);
    app.heard().await;
    assert_eq!(app.session_status(&laptop).await, 401);
    // Everywhere else: only this one stays.
    assert_eq!(
        app.post(
            "/api/user/sessions/signOutOthers",
            &json!({}),
            Some(&office)
        )
        .await
        .status(),
        204
    );
    app.heard().await;
    let list = sessions(app, &office).await;
    assert_eq!(list.len(), 1, "{list:?}");
    assert_eq!(list[0]["current"], true);
    assert_eq!(
        app.session_status(&luc).await,
        200,
        "another person's sessions are untouched"
    );
}

engine_tests!(each_person_sees_and_ends_their_own_sessions);
