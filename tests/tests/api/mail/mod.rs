//! Email, against a real SMTP server the tests start (`portico_tests::mail`): invitations,
//! password reset, one-time sign-in links, notifications, the mail log, and the outbox's
//! guarantees (retries, failures, restarts, several servers on one queue).

mod delivery;
mod invoice;
mod links;
mod notifications;
mod signoff;

use std::time::{Duration, Instant};

use portico_tests::mail::{Mail, MailServer};
use portico_tests::{spawn_app_env, Engine, TestApp};
use serde_json::Value;

/// How long a test waits for a mail: the worker polls every second and is woken by local writes.
pub const WAIT: Duration = Duration::from_secs(15);

/// The settings of a server whose mail goes to `mail`, retrying after 200 ms, with notifications
/// not held back for a digest.
pub fn mail_env(mail: &MailServer) -> Vec<(&'static str, String)> {
    vec![
        ("SMTP_URL", mail.smtp_url()),
        ("MAIL_FROM", "Portico <no-reply@portico.test>".to_owned()),
        ("MAIL_RETRY_BASE_MS", "200".to_owned()),
        ("MAIL_DIGEST_SECS", "0".to_owned()),
        ("TRUST_PROXY", "1".to_owned()),
    ]
}

/// An app whose mail goes to `mail` (`mail_env`), with `env` besides.
pub async fn app_with_mail(
    engine: Engine,
    mail: &MailServer,
    env: Vec<(&'static str, String)>,
) -> TestApp {
    let mut all = mail_env(mail);
    all.extend(env);
    spawn_app_env(engine, all).await
}

/// A staff account and its session.
pub async fn staff(app: &TestApp) -> String {
    app.create_user(
        portico_server::db::users::Role::Admin,
        "Boss",
        "boss@example.com",
        "admin-pass-1",
    )
    .await;
    app.admin_login("boss@example.com", "admin-pass-1").await
}

/// Staff invite a client (no password): the invitation is mailed. The new account's view.
pub async fn invite(app: &TestApp, admin: &str, name: &str, email: &str) -> Value {
    let res = app
        .post(
            "/api/user/signup",
            &serde_json::json!({"name": name, "email": email, "password": ""}),
            Some(admin),
        )
        .await;
    assert_eq!(res.status(), 201);
    res.json().await.unwrap()
}

/// Staff send a client's invitation again (a new link, mailed or for staff to copy).
pub async fn resend_invitation(app: &TestApp, admin: &str, id: &str) -> reqwest::Response {
    app.post(
        &format!("/api/user/invitation/{id}/resend"),
        &Value::Null,
        Some(admin),
    )
    .await
}

/// Staff add a person to `company` (`person`: the PersonInput body); they choose a password from
/// the mailed invitation and, when `language` is given, set their language. Their session token.
pub async fn colleague(
    app: &TestApp,
    mail: &MailServer,
    (admin, company): (&str, &str),
    person: Value,
    language: Option<&str>,
) -> String {
    let email = person["email"].as_str().unwrap_or_default().to_owned();
    json_of(
        app.post(&format!("/api/user/people/{company}"), &person, Some(admin))
            .await,
    )
    .await;
    let invited = mail.wait_for(&email, 1, WAIT).await;
    let token = token_in(&invited[0], "/invitation");
    let signed = json_of(
        app.post(
            "/api/user/acceptInvitation",
            &serde_json::json!({"token": token, "password": "a-person-chose-this"}),
            None,
        )
        .await,
    )
    .await;
    let session = signed["token"].as_str().unwrap_or_default().to_owned();
    if let Some(language) = language {
        let res = app
            .put(
                "/api/user/language",
                &serde_json::json!({"language": language}),
                Some(&session),
            )
            .await;
        assert!(res.status().is_success());
    }
    session
}

/// The mails titled `subject` to `to`, once there are `n` of them (waited for up to `WAIT`).
pub async fn mails_titled(mail: &MailServer, to: &str, subject: &str, n: usize) -> Vec<Mail> {
    let started = Instant::now();
    loop {
        let got: Vec<Mail> = mail
            .messages_to(to)
            .await
            .into_iter()
            .filter(|m| m.subject == subject)
            .collect();
        if got.len() >= n {
            return got;
        }
        assert!(
            started.elapsed() < WAIT,
            "expected {n} mail(s) \"{subject}\" to {to}, got {}",
            got.len()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The token at the end of an emailed link (`...#token`).
pub fn token_in(mail: &Mail, page: &str) -> String {
    let link = mail
        .link("http")
        .filter(|l| l.contains(page))
        .unwrap_or_else(|| panic!("no {page} link in: {}", mail.text));
    link.rsplit_once('#').unwrap().1.to_owned()
}

pub use portico_tests::created as json_of;

/// Runs `async fn story(app: &TestApp, mail: &MailServer)` on both engines, each with its own
/// mail server; `$env` adds settings.
#[macro_export]
macro_rules! mail_tests {
    ($($story:ident $(with $env:expr)?),+ $(,)?) => {
        $(
            mod $story {
                async fn run(engine: portico_tests::Engine) {
                    let mail = portico_tests::mail::MailServer::start().await;
                    #[allow(unused_mut)]
                    let mut env: Vec<(&'static str, String)> = vec![];
                    $(env.extend($env);)?
                    let app = $crate::mail::app_with_mail(engine, &mail, env).await;
                    super::$story(&app, &mail).await;
                    app.cleanup().await;
                }
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn sqlite() {
                    run(portico_tests::Engine::Sqlite).await;
                }
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn postgres() {
                    run(portico_tests::Engine::Postgres).await;
                }
            }
        )+
    };
}
