//! Passkeys with a software authenticator (webauthn-authenticator-rs's soft passkey, which verifies
//! its "user"): added in sudo mode, signing in alone (both factors, staff under
//! `STAFF_2FA=required` too), never another account's, single-use ceremonies, the last way in kept,
//! and sudo mode proved with one.

use portico_server::db::users::Role;
use portico_tests::{created as ok, error_of, id_of, refused_field, Engine, TestApp};
use serde_json::{json, Value};
use webauthn_authenticator_rs::prelude::Url;
use webauthn_authenticator_rs::softpasskey::SoftPasskey;
use webauthn_authenticator_rs::WebauthnAuthenticator;

/// The relying party's origin: the servers below say this is their `PUBLIC_URL`.
pub(crate) const ORIGIN: &str = "http://localhost:3000";

/// An app whose `PUBLIC_URL` is the relying party's origin above, with `env` besides.
pub(crate) async fn app_with(engine: Engine, mut env: Vec<(&'static str, String)>) -> TestApp {
    env.push(("PUBLIC_URL", ORIGIN.to_owned()));
    portico_tests::spawn_app_env(engine, env).await
}

fn origin() -> Url {
    Url::parse(ORIGIN).unwrap()
}

/// What adding a passkey named `name` posts (`POST /user/passkeys`): a registration started for
/// the signed-in account `token`, answered by `device`.
pub(crate) async fn registration(
    app: &TestApp,
    token: &str,
    device: &mut SoftPasskey,
    name: &str,
) -> Value {
    let started = ok(app
        .post("/api/user/passkeys/register", &json!({}), Some(token))
        .await)
    .await;
    let options = serde_json::from_value(started["options"].clone()).unwrap();
    let credential = device.do_registration(origin(), options).unwrap();
    json!({
        "ceremony": started["ceremony"],
        "name": name,
        "credential": serde_json::to_value(&credential).unwrap(),
    })
}

/// A device with a passkey for the signed-in account `token`: registered through the API.
pub(crate) async fn add_passkey(
    app: &TestApp,
    token: &str,
    device: &mut SoftPasskey,
    name: &str,
) -> Value {
    let body = registration(app, token, device, name).await;
    ok(app.post("/api/user/passkeys", &body, Some(token)).await).await
}

/// The device's answer to a ceremony `started` (a sign-in's or sudo mode's): what its finish
/// posts.
pub(crate) fn answering(device: &mut SoftPasskey, started: &Value) -> Value {
    let options = serde_json::from_value(started["options"].clone()).unwrap();
    let credential = device.do_authentication(origin(), options).unwrap();
    json!({
        "ceremony": started["ceremony"],
        "credential": serde_json::to_value(&credential).unwrap(),
    })
}

/// The device's answer to a sign-in started for `email`, and the ceremony it answers.
pub(crate) async fn answer_for(
    app: &TestApp,
    device: &mut SoftPasskey,
    email: &str,
) -> (Value, Value) {
    let started = sign_in_started(app, email).await;
    let answer = answering(device, &started);
    (answer["ceremony"].clone(), answer["credential"].clone())
}

/// A passkey sign-in started for `email`: its ceremony and the options a device answers.
pub(crate) async fn sign_in_started(app: &TestApp, email: &str) -> Value {
    let body = json!({ "email": email });
    ok(app.post("/api/auth/passkey/start", &body, None).await).await
}

pub(crate) async fn finish(
    app: &TestApp,
    ceremony: &Value,
    credential: &Value,
) -> reqwest::Response {
    app.post(
        "/api/auth/passkey/finish",
        &json!({ "ceremony": ceremony, "credential": credential }),
        None,
    )
    .await
}

async fn a_passkey_is_added_then_signs_in_alone_once_per_ceremony(engine: Engine) {
    let app = app_with(engine, vec![]).await;
    app.create_user(Role::Client, "Asha", "asha@example.com", "asha-pass-1")
        .await;
    let token = app.login("asha@example.com", "asha-pass-1").await;
    let providers = ok(app.get("/api/auth/providers", None).await).await;
    assert_eq!(providers["passkeys"], true);
    let mut device = SoftPasskey::new(true);

    // The name follows the shared rule; nothing is kept without one.
    let started = ok(app
        .post("/api/user/passkeys/register", &json!({}), Some(&token))
        .await)
    .await;
    let options = serde_json::from_value(started["options"].clone()).unwrap();
    let credential = device.do_registration(origin(), options).unwrap();
    let nameless = json!({"ceremony": started["ceremony"], "name": " ", "credential": serde_json::to_value(&credential).unwrap()});
    refused_field(
        app.post("/api/user/passkeys", &nameless, Some(&token))
            .await,
        "name",
    )
    .await;

    let added = add_passkey(&app, &token, &mut device, "Work laptop").await;
    assert_eq!(added["name"], "Work laptop");
    assert!(added["lastUsedAt"].is_null());
    let list = ok(app.get("/api/user/passkeys", Some(&token)).await).await;
    assert_eq!(list.as_array().unwrap().len(), 1);

    let (ceremony, credential) = answer_for(&app, &mut device, "Asha@Example.com").await;
    let signed = ok(finish(&app, &ceremony, &credential).await).await;
    // Both factors at once: a session, no code step.
    let session = signed["token"].as_str().unwrap();
    assert!(signed.get("challenge").is_none());
    let me = ok(app.get("/api/user/userProfile", Some(session)).await).await;
    assert_eq!(me["email"], "asha@example.com");
    let list = ok(app.get("/api/user/passkeys", Some(session)).await).await;
    assert!(list[0]["lastUsedAt"].is_i64(), "{list}");

    // A ceremony works once.
    let (status, err) = error_of(finish(&app, &ceremony, &credential).await).await;
    assert_eq!(
        (status, err["field"].as_str()),
        (400, Some("ceremony")),
        "{err}"
    );
    // A forged answer signs nobody in.
    let (ceremony, mut forged) = answer_for(&app, &mut device, "asha@example.com").await;
    forged["response"]["signature"] = json!("AAAA");
    assert_eq!(finish(&app, &ceremony, &forged).await.status(), 400);
    app.cleanup().await;
}

async fn a_passkey_never_signs_in_another_account(engine: Engine) {
    let app = app_with(engine, vec![]).await;
    for (name, email) in [("Asha", "asha@example.com"), ("Luc", "luc@example.com")] {
        app.create_user(Role::Client, name, email, "their-pass-1")
            .await;
    }
    let asha = app.login("asha@example.com", "their-pass-1").await;
    let luc = app.login("luc@example.com", "their-pass-1").await;
    let mut ashas = SoftPasskey::new(true);
    let mut lucs = SoftPasskey::new(true);
    add_passkey(&app, &asha, &mut ashas, "Asha's phone").await;
    add_passkey(&app, &luc, &mut lucs, "Luc's phone").await;

    // Luc's ceremony, answered by Asha's passkey (its options pointed at her credential).
    let started = sign_in_started(&app, "luc@example.com").await;
    let (_, ashas_answer) = answer_for(&app, &mut ashas, "asha@example.com").await;
    let mut options = started["options"].clone();
    options["publicKey"]["allowCredentials"] =
        json!([{"type": "public-key", "id": ashas_answer["rawId"]}]);
    let credential = ashas
        .do_authentication(origin(), serde_json::from_value(options).unwrap())
        .unwrap();
    let credential = serde_json::to_value(&credential).unwrap();
    let res = finish(&app, &started["ceremony"], &credential).await;
    refused_field(res, "credential").await;

    // An address without passkeys (or without an account) is answered in the same shape, with
    // credentials that exist nowhere, and never signs in.
    let known = sign_in_started(&app, "luc@example.com").await;
    for email in ["nobody@example.com", "nobody@example.com"] {
        let unknown = sign_in_started(&app, email).await;
        let keys = |v: &Value| {
            let mut k: Vec<String> = v["options"]["publicKey"]
                .as_object()
                .unwrap()
                .keys()
                .cloned()
                .collect();
            k.sort();
            k
        };
        assert_eq!(keys(&unknown), keys(&known));
        let res = finish(&app, &unknown["ceremony"], &credential).await;
        assert_eq!(res.status(), 400);
    }
    let a = sign_in_started(&app, "nobody@example.com").await;
    let b = sign_in_started(&app, "nobody@example.com").await;
    assert_eq!(
        a["options"]["publicKey"]["allowCredentials"],
        b["options"]["publicKey"]["allowCredentials"],
        "the same made-up credentials for the same address"
    );
    app.cleanup().await;
}

async fn staff_under_required_two_factor_get_a_full_session_with_a_passkey(engine: Engine) {
    let app = app_with(engine, vec![("STAFF_2FA", "required".to_owned())]).await;
    app.create_user(Role::Admin, "Noor", "noor@example.com", "noor-pass-1")
        .await;
    let signed = ok(app
        .post(
            "/api/admin/login",
            &json!({"email": "noor@example.com", "password": "noor-pass-1"}),
            None,
        )
        .await)
    .await;
    assert_eq!(signed["setupRequired"], true);
    let setup_only = signed["token"].as_str().unwrap().to_owned();
    assert_eq!(
        app.get("/api/admin/staff", Some(&setup_only))
            .await
            .status(),
        403
    );
    // A passkey is a second factor of its own: adding one is a way through the setup.
    let mut device = SoftPasskey::new(true);
    add_passkey(&app, &setup_only, &mut device, "Noor's key").await;
    assert_eq!(
        app.get("/api/admin/staff", Some(&setup_only))
            .await
            .status(),
        200
    );
    let (ceremony, credential) = answer_for(&app, &mut device, "noor@example.com").await;
    let signed = ok(finish(&app, &ceremony, &credential).await).await;
    assert!(signed.get("setupRequired").is_none(), "{signed}");
    let token = signed["token"].as_str().unwrap();
    assert_eq!(app.get("/api/admin/staff", Some(token)).await.status(), 200);
    app.cleanup().await;
}

async fn the_last_way_in_stays_and_sudo_mode_is_proved_with_a_passkey(engine: Engine) {
    let app = app_with(engine, vec![]).await;
    app.create_user(Role::Client, "Asha", "asha@example.com", "asha-pass-1")
        .await;
    let token = app.login("asha@example.com", "asha-pass-1").await;
    let mut device = SoftPasskey::new(true);
    let first = add_passkey(&app, &token, &mut device, "Phone").await;
    let second = add_passkey(&app, &token, &mut device, "Laptop").await;

    // Eleven minutes on: removing a passkey asks for proof; a passkey gives it.
    let stale = portico_tests::now_ms() - 11 * 60_000;
    sqlx::query("UPDATE sessions SET verified_at = $1")
        .bind(stale)
        .execute(&app.db)
        .await
        .unwrap();
    app.heard().await;
    let path = format!("/api/user/passkeys/{}", id_of(&first));
    let (status, err) = error_of(app.delete(&path, Some(&token)).await).await;
    assert_eq!((status, err["code"].as_str()), (403, Some("sudo_required")));
    let started = ok(app
        .post("/api/user/sudo/passkey", &json!({}), Some(&token))
        .await)
    .await;
    let proved = ok(app
        .post(
            "/api/user/sudo/passkey/finish",
            &answering(&mut device, &started),
            Some(&token),
        )
        .await)
    .await;
    assert_eq!(proved["active"], true);
    assert_eq!(app.delete(&path, Some(&token)).await.status(), 204);

    // Without a password, the last passkey is the only way in: it stays.
    sqlx::query("UPDATE users SET password_hash = '' WHERE email = 'asha@example.com'")
        .execute(&app.db)
        .await
        .unwrap();
    let last = format!("/api/user/passkeys/{}", id_of(&second));
    let (status, err) = error_of(app.delete(&last, Some(&token)).await).await;
    assert_eq!(
        (status, err["code"].as_str()),
        (409, Some("last_sign_in_method")),
        "{err}"
    );
    app.cleanup().await;
}

portico_tests::engine_fns!(
    a_passkey_is_added_then_signs_in_alone_once_per_ceremony,
    a_passkey_never_signs_in_another_account,
    staff_under_required_two_factor_get_a_full_session_with_a_passkey,
    the_last_way_in_stays_and_sudo_mode_is_proved_with_a_passkey,
);
