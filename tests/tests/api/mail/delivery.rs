//! The outbox's guarantees: temporary refusals retried until delivered once, permanent ones
//! failed and visible, nothing lost across a restart, one queue shared by several servers.

use std::collections::HashMap;
use std::time::Duration;

use portico_tests::mail::MailServer;
use portico_tests::{id_of, spawn_app_env, spawn_pair, Engine, TestApp};
use serde_json::{json, Value};

use super::{json_of, resend_invitation, staff, WAIT};
use crate::mail_tests;

async fn test_mail(app: &TestApp, admin: &str, to: &str) -> Value {
    let res = app
        .post("/api/admin/mail/test", &json!({"email": to}), Some(admin))
        .await;
    assert_eq!(res.status(), 202);
    res.json().await.unwrap()
}

async fn log_entry(app: &TestApp, admin: &str, id: &str) -> Value {
    let log = json_of(app.get("/api/admin/mail?perPage=200", Some(admin)).await).await;
    log["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["_id"] == id)
        .cloned()
        .unwrap_or(Value::Null)
}

/// Polls the log until the mail reaches `state`.
/// Staff send a mail of the log again.
async fn resend_mail(app: &TestApp, admin: &str, id: &str) -> reqwest::Response {
    app.post(
        &format!("/api/admin/mail/{id}/resend"),
        &Value::Null,
        Some(admin),
    )
    .await
}

async fn until_state(app: &TestApp, admin: &str, id: &str, state: &str) -> Value {
    for _ in 0..150 {
        let m = log_entry(app, admin, id).await;
        if m["state"] == state {
            return m;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!(
        "{id} never reached {state}: {}",
        log_entry(app, admin, id).await
    );
}

async fn a_server_that_refuses_twice_then_accepts_gets_the_mail_once(
    app: &TestApp,
    mail: &MailServer,
) {
    let admin = staff(app).await;
    let settings = json_of(app.get("/api/admin/mail/settings", Some(&admin)).await).await;
    assert_eq!(
        settings,
        json!({"configured": true, "from": "Portico <no-reply@portico.test>"})
    );
    mail.refuse_next(2, 451).await;
    let queued = test_mail(app, &admin, "ops@example.com").await;
    assert_eq!(queued["kind"], "test");
    let id = id_of(&queued);
    let got = mail.wait_for("ops@example.com", 1, WAIT).await;
    assert_eq!(got[0].subject, "Portico test email");
    let sent = until_state(app, &admin, &id, "sent").await;
    assert_eq!(sent["attempts"], 3);
    assert_eq!(sent["lastError"], Value::Null);
    tokio::time::sleep(Duration::from_millis(1000)).await;
    assert_eq!(mail.messages_to("ops@example.com").await.len(), 1);
    assert_eq!(mail.stats().await.1, 2);
}

async fn a_permanent_refusal_fails_shows_in_the_log_and_can_be_resent(
    app: &TestApp,
    mail: &MailServer,
) {
    let admin = staff(app).await;
    mail.refuse_next(1, 550).await;
    let id = id_of(&test_mail(app, &admin, "gone@example.com").await);
    let failed = until_state(app, &admin, &id, "failed").await;
    assert_eq!(failed["attempts"], 1);
    assert!(
        failed["lastError"].as_str().unwrap().contains("550"),
        "{failed}"
    );
    // The log filters by state.
    let log = json_of(app.get("/api/admin/mail?state=failed", Some(&admin)).await).await;
    assert_eq!(log["data"].as_array().unwrap().len(), 1);
    // The staff home counts it among the failed mails until it is sent again.
    let failed_on_today = || async {
        let today = json_of(app.get("/api/admin/today", Some(&admin)).await).await;
        let ids: Vec<String> = today["mailsFailed"]["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(id_of)
            .collect();
        (today["mailsFailed"]["total"].as_i64().unwrap(), ids)
    };
    assert_eq!(failed_on_today().await, (1, vec![id.clone()]));
    // Sent again from the log: the same message, delivered.
    let again = json_of(resend_mail(app, &admin, &id).await).await;
    assert_eq!(again["state"], "queued");
    assert_eq!(failed_on_today().await, (0, vec![]));
    let got = mail.wait_for("gone@example.com", 1, WAIT).await;
    until_state(app, &admin, &id, "sent").await;
    // A sent mail is not sent again; another's id is a 404.
    let res = resend_mail(app, &admin, &id).await;
    assert_eq!(res.status(), 409);
    let res = app
        .post(
            &format!("/api/admin/mail/{}/resend", uuid::Uuid::new_v4()),
            &Value::Null,
            Some(&admin),
        )
        .await;
    assert_eq!(res.status(), 404);
    assert!(got[0].message_id.contains('@'));
}

mail_tests!(
    a_server_that_refuses_twice_then_accepts_gets_the_mail_once,
    a_permanent_refusal_fails_shows_in_the_log_and_can_be_resent,
);

/// Without a mail server nothing is sent and nothing is lost: mail waits in the log, staff can
/// copy an invitation's link, and a server started on the same database with a mail server
/// sends everything queued.
async fn mail_waits_without_a_server_and_goes_out_from_one_with_it(engine: Engine) {
    let app = spawn_app_env(engine, vec![]).await;
    let admin = staff(&app).await;
    let settings = json_of(app.get("/api/admin/mail/settings", Some(&admin)).await).await;
    assert_eq!(settings["configured"], false);
    let client = json_of(
        app.post(
            "/api/user/signup",
            &json!({"name": "Cy", "email": "cy@example.com"}),
            Some(&admin),
        )
        .await,
    )
    .await;
    let link = client["invitationLink"].as_str().unwrap().to_owned();
    assert!(link.contains("/invitation#"), "{link}");
    let id = id_of(&client);
    let again = json_of(resend_invitation(&app, &admin, &id).await).await;
    assert_eq!(again["mailConfigured"], false);
    assert!(again["link"].as_str().unwrap().contains("/invitation#"));
    for i in 0..5 {
        test_mail(&app, &admin, &format!("t{i}@example.com")).await;
    }
    tokio::time::sleep(Duration::from_millis(1200)).await;
    let log = json_of(app.get("/api/admin/mail", Some(&admin)).await).await;
    let states: Vec<&str> = log["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["state"].as_str().unwrap())
        .collect();
    assert_eq!(states.len(), 7);
    assert!(states.iter().all(|s| *s == "queued"), "{states:?}");

    // Another server on the same database, with a mail server.
    let mail = MailServer::start().await;
    let url = app.database_url.clone();
    let second = spawn_on(engine, &url, vec![("SMTP_URL", mail.smtp_url())]).await;
    for i in 0..5 {
        mail.wait_for(&format!("t{i}@example.com"), 1, WAIT).await;
    }
    // The second invitation is the one whose link works; both were queued, both go.
    mail.wait_for("cy@example.com", 2, WAIT).await;
    drop(second);
    app.cleanup().await;
}

/// Two servers on one PostgreSQL share one queue: every mail goes out exactly once.
async fn two_servers_send_one_queue_once_each(engine: Engine) {
    let mail = MailServer::start().await;
    let (a, b) = spawn_pair(
        engine,
        vec![
            ("SMTP_URL", mail.smtp_url()),
            ("MAIL_FROM", "Portico <no-reply@portico.test>".to_owned()),
        ],
    )
    .await;
    let admin = staff(&a).await;
    let admin_b = b.admin_login("boss@example.com", "admin-pass-1").await;
    // Forty test mails queued through both servers at once.
    let mut sends = Vec::new();
    for i in 0..40 {
        let (app, token) = if i % 2 == 0 {
            (&a, &admin)
        } else {
            (&b, &admin_b)
        };
        let req = app
            .http
            .post(app.url("/api/admin/mail/test"))
            .bearer_auth(token)
            .json(&json!({"email": format!("n{i}@example.com")}));
        sends.push(tokio::spawn(async move {
            req.send().await.unwrap().status().as_u16()
        }));
    }
    for s in sends {
        assert_eq!(s.await.unwrap(), 202);
    }
    let deadline = std::time::Instant::now() + WAIT;
    loop {
        if mail.messages().await.len() >= 40 || std::time::Instant::now() > deadline {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let mut per_id: HashMap<String, usize> = HashMap::new();
    for m in mail.messages().await {
        *per_id.entry(m.message_id).or_default() += 1;
    }
    assert_eq!(per_id.len(), 40);
    assert!(per_id.values().all(|n| *n == 1), "{per_id:?}");
    drop(b);
    a.cleanup().await;
}

async fn spawn_on(engine: Engine, url: &str, env: Vec<(&'static str, String)>) -> TestApp {
    portico_tests::spawn_on_database(engine, url, env).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn waiting_mail_sqlite() {
    mail_waits_without_a_server_and_goes_out_from_one_with_it(Engine::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn waiting_mail_postgres() {
    mail_waits_without_a_server_and_goes_out_from_one_with_it(Engine::Postgres).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_postgres() {
    two_servers_send_one_queue_once_each(Engine::Postgres).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_sqlite() {
    two_servers_send_one_queue_once_each(Engine::Sqlite).await;
}
