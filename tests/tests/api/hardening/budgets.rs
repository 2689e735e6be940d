//! Budgets strangers cannot spend for the owner (M2, L6): the emailed sign-in link's budget is
//! kept per asking network, so a stranger asking from theirs leaves the owner's on a new network
//! untouched; a reset by the mailed link makes its address known and forgets the account's
//! failures; staff clear a person's sign-in limits; sign-in starts are limited per IPv6 site.

use portico_server::db::users::Role;
use portico_tests::mail::MailServer;
use portico_tests::TestApp;
use serde_json::json;

use super::post_from;
use crate::mail::{json_of, mails_titled, token_in};
use crate::mail_tests;

const SIGN_IN: &str = "Your Portico sign-in link";
const RESET: &str = "Choose a new Portico password";

async fn ask(app: &TestApp, path: &str, email: &str, address: &str) {
    let res = post_from(app, address, path, &json!({ "email": email })).await;
    assert_eq!(res.status(), 202, "{path} for {email}");
}

async fn sign_in_from(app: &TestApp, address: &str, password: &str) -> u16 {
    post_from(
        app,
        address,
        "/api/user/login",
        &json!({"email": "ann@example.com", "password": password}),
    )
    .await
    .status()
    .as_u16()
}

/// Wrong passwords from 25 addresses: the account's budget from unknown addresses is spent.
async fn strangers_guess(app: &TestApp) {
    for i in 0..25 {
        let status = sign_in_from(app, &format!("203.0.113.{i}"), "not-her-password").await;
        assert!(status == 401 || status == 429, "{status}");
    }
}

async fn a_stranger_asking_leaves_the_owners_link_on_a_new_network(
    app: &TestApp,
    mail: &MailServer,
) {
    app.create_user(Role::Client, "Ann", "ann@example.com", "client-pass-1")
        .await;
    // One stranger asks again and again: five links an hour for their network, no more.
    for _ in 0..8 {
        ask(
            app,
            "/api/user/signInLink",
            "ann@example.com",
            "203.0.113.9",
        )
        .await;
    }
    mails_titled(mail, "ann@example.com", SIGN_IN, 5).await;
    // Ann, on a network she never signed in from, still gets hers.
    ask(
        app,
        "/api/user/signInLink",
        "ann@example.com",
        "198.51.100.7",
    )
    .await;
    mails_titled(mail, "ann@example.com", SIGN_IN, 6).await;
}

async fn a_reset_by_the_mailed_link_lets_its_owner_in_again(app: &TestApp, mail: &MailServer) {
    app.create_user(Role::Client, "Ann", "ann@example.com", "client-pass-1")
        .await;
    strangers_guess(app).await;
    // Ann, at a new address, is paused with the others.
    let home = "198.51.100.7";
    assert_eq!(sign_in_from(app, home, "client-pass-1").await, 429);
    ask(app, "/api/user/forgotPassword", "ann@example.com", home).await;
    let token = token_in(
        &mails_titled(mail, "ann@example.com", RESET, 1).await[0],
        "/resetPassword#",
    );
    json_of(
        post_from(
            app,
            home,
            "/api/user/resetPassword",
            &json!({"token": token, "password": "ann-chose-this"}),
        )
        .await,
    )
    .await;
    // That address is hers now, and the account's failures are forgotten.
    assert_eq!(sign_in_from(app, home, "ann-chose-this").await, 200);
    assert_eq!(sign_in_from(app, "192.0.2.50", "ann-chose-this").await, 200);
}

async fn staff_clear_a_persons_sign_in_limits(app: &TestApp, _mail: &MailServer) {
    let ann = app
        .create_user(Role::Client, "Ann", "ann@example.com", "client-pass-1")
        .await;
    app.create_user(Role::Admin, "Boss", "boss@example.com", "admin-pass-1")
        .await;
    let staff = app.admin_login("boss@example.com", "admin-pass-1").await;
    strangers_guess(app).await;
    assert_eq!(
        sign_in_from(app, "198.51.100.7", "client-pass-1").await,
        429
    );
    let res = app
        .delete(
            &format!("/api/admin/accounts/{ann}/signInLimits"),
            Some(&staff),
        )
        .await;
    assert_eq!(res.status(), 204);
    assert_eq!(
        sign_in_from(app, "198.51.100.7", "client-pass-1").await,
        200
    );
    let audit = json_of(app.get("/api/admin/audit", Some(&staff)).await).await;
    assert!(
        audit.to_string().contains("client.sign_in_limits_clear"),
        "{audit}"
    );
}

/// Passkey sign-ins started from one IPv6 site, each from a /64 of its own, stop at the site's
/// budget (each start keeps a row for minutes).
async fn sign_in_starts_are_limited_per_site(app: &TestApp, _mail: &MailServer) {
    let mut refused = 0;
    for i in 0..260 {
        let address = format!("2001:db8:7:{i:x}::1");
        let res = post_from(app, &address, "/api/auth/passkey/start", &json!({})).await;
        match res.status().as_u16() {
            200 => {}
            429 => refused += 1,
            s => panic!("{s}"),
        }
    }
    assert_eq!(refused, 20, "240 starts from one /48 in 10 minutes");
}

mail_tests!(
    a_stranger_asking_leaves_the_owners_link_on_a_new_network,
    a_reset_by_the_mailed_link_lets_its_owner_in_again,
    staff_clear_a_persons_sign_in_limits,
    sign_in_starts_are_limited_per_site with vec![("PUBLIC_URL", crate::passkeys::ORIGIN.to_owned())],
);
