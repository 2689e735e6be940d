//! Sudo mode: a change that could hand an account to someone else (two-factor, identities, staff
//! setting a client's password or turning a colleague's two-factor off) needs the person to have
//! proved who they are within the last ten minutes, by signing in or by giving their password or
//! a code again. A session left open on a shared computer changes none of it.

use std::collections::BTreeSet;

use portico_server::db::users::Role;
use portico_tests::{engine_tests, error_of, refused_field, TestApp};
use serde_json::{json, Value};

use crate::two_factor::{turn_on, Phone};

/// Every session of `user_id` last proved who it is eleven minutes ago.
pub(crate) async fn stale(app: &TestApp, user_id: &str) {
    sqlx::query("UPDATE sessions SET verified_at = $1 WHERE user_id = $2")
        .bind(portico_tests::now_ms() - 11 * 60_000)
        .bind(user_id)
        .execute(&app.db)
        .await
        .unwrap();
    app.heard().await;
}

async fn sudo_status(app: &TestApp, token: &str) -> Value {
    let res = app.get("/api/user/sudo", Some(token)).await;
    assert_eq!(res.status(), 200);
    res.json().await.unwrap()
}

/// Proves who one is again with `proof` (`{"password"}` or `{"code"}`): sudo mode is on.
async fn prove(app: &TestApp, token: &str, proof: Value) {
    let res = app.post("/api/user/sudo", &proof, Some(token)).await;
    assert_eq!(res.status(), 200, "{proof}");
    let status: Value = res.json().await.unwrap();
    assert_eq!(status["active"], true, "{status}");
    let until = status["until"].as_i64().unwrap();
    let now = portico_tests::now_ms();
    assert!(
        until > now + 9 * 60_000 && until <= now + 10 * 60_000,
        "{status}"
    );
}

async fn refused_for_sudo(res: reqwest::Response, what: &str) {
    let (status, err) = error_of(res).await;
    assert_eq!(
        (status, err["code"].as_str()),
        (403, Some("sudo_required")),
        "{what}: {err}"
    );
}

/// Two staff accounts, Boss and Meera: their ids, and Boss's session.
async fn boss_and_meera(app: &TestApp) -> (String, String, String) {
    let (boss, staff) = app
        .signed_in(Role::Admin, "Boss", "boss@example.com", "admin-pass-1")
        .await;
    let meera = app
        .create_user(Role::Admin, "Meera", "meera@example.com", "admin-pass-1")
        .await;
    (boss, meera, staff)
}

/// The routes the OpenAPI document marks `x-sudo`: (method, path, access).
async fn sudo_routes(app: &TestApp) -> Vec<(String, String, String)> {
    let doc = app.openapi().await;
    let mut routes = Vec::new();
    for (path, methods) in doc["paths"].as_object().unwrap() {
        for (method, op) in methods.as_object().unwrap() {
            if op["x-sudo"] == true {
                let access = op["x-access"].as_str().unwrap_or_default().to_owned();
                routes.push((method.clone(), path.clone(), access));
            }
        }
    }
    routes
}

/// The routes that could hand an account to someone else: each must ask for sudo mode.
const MUST_ASK: &[(&str, &str)] = &[
    ("post", "/user/twoFactor/setup"),
    ("post", "/user/twoFactor/confirm"),
    ("post", "/user/twoFactor/recoveryCodes"),
    ("post", "/user/twoFactor/disable"),
    ("post", "/user/identities/link"),
    ("post", "/user/identities/callback"),
    ("delete", "/user/identities/{identityId}"),
    ("put", "/user/setPassword/{clientId}"),
    ("delete", "/admin/staff/{staffId}/twoFactor"),
    ("delete", "/user/twoFactor/{clientId}"),
    ("post", "/user/passkeys/register"),
    ("post", "/user/passkeys"),
    ("delete", "/user/passkeys/{passkeyId}"),
    ("delete", "/admin/accounts/{accountId}/passkeys/{passkeyId}"),
    // Every route that creates an account, changes an email, grants owner, finance or
    // approver, sends an invitation again, or lets someone back in.
    ("post", "/user/signup"),
    ("put", "/user/edit/{clientId}"),
    ("put", "/user/active/{clientId}"),
    ("post", "/user/invitation/{clientId}/resend"),
    ("post", "/user/people/{clientId}"),
    ("put", "/user/people/{clientId}/{personId}"),
    ("post", "/user/people/{clientId}/{personId}/invitation"),
    ("post", "/admin/staff/invite"),
    ("post", "/admin/staff/{staffId}/invitation"),
    ("put", "/admin/staff/{staffId}/active"),
    ("post", "/company/people"),
    ("put", "/company/people/{personId}"),
    ("post", "/company/people/{personId}/invitation"),
    ("post", "/company/transfer/{personId}"),
    // Every route that makes a credential outliving the session (ADR 0046).
    ("post", "/user/tokens"),
    ("post", "/user/calendar"),
    ("post", "/webhooks"),
    ("put", "/webhooks/{id}"),
    ("post", "/webhooks/{id}/secret"),
    ("delete", "/admin/accounts/{accountId}/signInLimits"),
];

/// Every route that could hand an account to someone else is marked `x-sudo` in the document.
async fn the_routes_that_could_hand_an_account_over_are_marked(app: &TestApp) {
    let routes = sudo_routes(app).await;
    let marked: BTreeSet<(&str, &str)> = routes
        .iter()
        .map(|(m, p, _)| (m.as_str(), p.as_str()))
        .collect();
    for route in MUST_ASK {
        assert!(marked.contains(route), "{route:?} is not marked x-sudo");
    }
}

/// Signing in is a proof: a session just signed in with a password is in sudo mode.
async fn signing_in_is_a_proof(app: &TestApp) {
    let (_, client) = app
        .signed_in(Role::Client, "Ann", "ann@example.com", "client-pass-1")
        .await;
    let fresh = sudo_status(app, &client).await;
    assert_eq!(
        (&fresh["active"], &fresh["password"], &fresh["code"]),
        (&json!(true), &json!(true), &json!(false)),
        "{fresh}"
    );
}

/// Every route the document marks `x-sudo`, called by a signed-in person of each role it serves
/// whose last proof is eleven minutes old: 403 `sudo_required`, before anything else is looked
/// at; once they give their password again, the same call passes. A route marked later is
/// covered without a change here.
async fn every_sudo_route_asks_a_stale_session_to_prove_who_it_is(app: &TestApp) {
    let (boss, meera, staff) = boss_and_meera(app).await;
    let (ann, client) = app
        .signed_in(Role::Client, "Ann", "ann@example.com", "client-pass-1")
        .await;
    let cy = app
        .create_user(Role::Client, "Cy", "cy@example.com", "client-pass-1")
        .await;
    let routes = sudo_routes(app).await;
    let staff_caller = (staff.as_str(), boss.as_str(), "admin-pass-1");
    let client_caller = (client.as_str(), ann.as_str(), "client-pass-1");
    for (method, template, access) in &routes {
        let path = template
            .replace("{clientId}", &cy)
            .replace("{staffId}", &meera)
            .replace("{identityId}", "00000000-0000-4000-8000-000000000000")
            .replace("{passkeyId}", "00000000-0000-4000-8000-000000000000")
            .replace("{accountId}", &cy)
            .replace("{personId}", "00000000-0000-4000-8000-000000000000")
            .replace("{id}", "00000000-0000-4000-8000-000000000000");
        assert!(
            !path.contains('{'),
            "{template}: give its parameter a value here"
        );
        let callers = match access.as_str() {
            "admin" => vec![staff_caller],
            "client" => vec![client_caller],
            _ => vec![client_caller, staff_caller],
        };
        for (token, user, password) in callers {
            let what = format!("{method} {template} as {access} {user}");
            stale(app, user).await;
            let status = sudo_status(app, token).await;
            assert_eq!(
                (&status["active"], &status["until"]),
                (&json!(false), &json!(0))
            );
            let (url, body) = (format!("/api{path}"), json!({}));
            let call = || app.send(method, &url, Some(&body), Some(token));
            refused_for_sudo(call().await, &what).await;
            prove(app, token, json!({ "password": password })).await;
            let res = call().await;
            let status = res.status().as_u16();
            let body = res.text().await.unwrap_or_default();
            assert!(
                status < 500 && !body.contains("sudo_required"),
                "{what} after the password: {status} {body}"
            );
        }
    }
}

/// What proves it: the password, or with two-factor on a code; wrong ones are refused by field
/// and prove nothing. Two-factor cannot be turned on from a stale session, even with the right
/// code; and staff turn only a colleague's two-factor off, never their own (that takes a code,
/// from their own settings).
async fn proving_it_again(app: &TestApp) {
    let (boss, meera, staff) = boss_and_meera(app).await;
    let colleague = app.admin_login("meera@example.com", "admin-pass-1").await;
    turn_on(app, &colleague).await;

    // Set up from a fresh session, confirmed from a stale one: refused, still off.
    let res = app
        .post("/api/user/twoFactor/setup", &json!({}), Some(&staff))
        .await;
    assert_eq!(res.status(), 200);
    let phone = Phone::scanning(&res.json().await.unwrap());
    stale(app, &boss).await;
    let code = json!({"code": phone.now()});
    let confirm = || app.post("/api/user/twoFactor/confirm", &code, Some(&staff));
    refused_for_sudo(confirm().await, "confirm").await;
    let status: Value = app
        .get("/api/user/twoFactor", Some(&staff))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(status["enabled"], false, "{status}");

    // A wrong password proves nothing.
    let wrong = json!({"password": "not-mine-1"});
    let res = app.post("/api/user/sudo", &wrong, Some(&staff)).await;
    let err = refused_field(res, "password").await;
    assert_eq!(err["fields"][0]["code"], "wrong_password", "{err}");
    assert_eq!(sudo_status(app, &staff).await["active"], false);
    prove(app, &staff, json!({"password": "admin-pass-1"})).await;
    assert_eq!(confirm().await.status(), 200);

    // With two-factor on, a code proves it too.
    stale(app, &boss).await;
    let status = sudo_status(app, &staff).await;
    assert_eq!(
        (&status["active"], &status["code"]),
        (&json!(false), &json!(true))
    );
    let (status, err) = error_of(
        app.post(
            "/api/user/sudo",
            &json!({"code": phone.wrong()}),
            Some(&staff),
        )
        .await,
    )
    .await;
    assert_eq!(
        (status, err["field"].as_str()),
        (400, Some("code")),
        "{err}"
    );
    assert_eq!(sudo_status(app, &staff).await["active"], false);
    prove(app, &staff, json!({"code": phone.next()})).await;

    // One's own two-factor is not reset from the staff list; a colleague's is.
    let res = app
        .delete(&format!("/api/admin/staff/{boss}/twoFactor"), Some(&staff))
        .await;
    assert_eq!(res.status(), 409);
    assert_eq!(
        app.get("/api/user/twoFactor", Some(&staff))
            .await
            .json::<Value>()
            .await
            .unwrap()["enabled"],
        true
    );
    let res = app
        .delete(&format!("/api/admin/staff/{meera}/twoFactor"), Some(&staff))
        .await;
    assert_eq!(res.status(), 204);
}

engine_tests!(
    the_routes_that_could_hand_an_account_over_are_marked,
    signing_in_is_a_proof,
    every_sudo_route_asks_a_stale_session_to_prove_who_it_is,
    proving_it_again,
);
