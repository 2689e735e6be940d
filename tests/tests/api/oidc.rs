//! Sign-in with the company's identity provider, against a real OpenID provider (npm
//! `oidc-provider`) started by each story: who an identity signs in as, what is refused (unknown,
//! unverified or switched-off accounts, staff found by address, replayed, forged, expired and
//! misplaced attempts, a wrong nonce, a token signed by an unpublished key), key rotation,
//! staff linking their identity, and `PASSWORD_LOGIN`.

use portico_server::db::users::Role;
use portico_tests::oidc::{IdProvider, Returned};
use portico_tests::{engine_fns, error_of, id_of, spawn_app_env, Engine, TestApp};
use serde_json::{json, Value};

const PASSWORD: &str = "password-1";

async fn spawn(engine: Engine, idp: &IdProvider, more: Vec<(&'static str, String)>) -> TestApp {
    let mut env = idp.env();
    env.extend(more);
    spawn_app_env(engine, env).await
}

/// An attempt under way: where the browser goes, and the binding it keeps.
struct Attempt {
    url: String,
    binding: String,
}

async fn start(app: &TestApp, path: &str, token: Option<&str>) -> Attempt {
    let res = app.post(path, &json!({}), token).await;
    assert_eq!(res.status(), 200, "{path}");
    let body: Value = res.json().await.unwrap();
    Attempt {
        url: body["url"].as_str().unwrap().to_owned(),
        binding: body["binding"].as_str().unwrap().to_owned(),
    }
}

/// What the callback page posts: what the provider sent back, and the binding the tab kept.
fn callback_body(attempt: &Attempt, back: &Returned) -> Value {
    json!({"code": back.code, "state": back.state, "binding": attempt.binding})
}

/// Signs in at the provider as `login` and posts what comes back to the sign-in callback.
async fn sign_in(app: &TestApp, idp: &IdProvider, login: &str) -> reqwest::Response {
    let attempt = start(app, "/api/auth/oidc/start", None).await;
    finish(app, idp, &attempt, &attempt.url, login).await
}

async fn finish(
    app: &TestApp,
    idp: &IdProvider,
    attempt: &Attempt,
    url: &str,
    login: &str,
) -> reqwest::Response {
    let back = idp.sign_in(url, login).await;
    assert_eq!(back.error, None, "the provider refused: {back:?}");
    app.post(
        "/api/auth/oidc/callback",
        &callback_body(attempt, &back),
        None,
    )
    .await
}

async fn session(res: reqwest::Response) -> Value {
    let status = res.status();
    let body: Value = res.json().await.unwrap();
    assert_eq!(status, 200, "{body}");
    body
}

async fn refused(res: reqwest::Response, status: u16, code: &str) {
    let (got, body) = error_of(res).await;
    assert_eq!((got, body["code"].as_str()), (status, Some(code)), "{body}");
}

async fn client(app: &TestApp, email: &str) -> String {
    app.create_user(Role::Client, "Ann Client", email, PASSWORD)
        .await
}

/// A provider, a server that uses it, and Ann, a client with a password.
async fn with_ann(engine: Engine) -> (IdProvider, TestApp) {
    let idp = IdProvider::start().await;
    let app = spawn(engine, &idp, vec![]).await;
    client(&app, "ann@example.com").await;
    (idp, app)
}

/// Signing in at the provider as `login` gets no session: `status` with `code`.
async fn sign_in_refused(app: &TestApp, idp: &IdProvider, login: &str, status: u16, code: &str) {
    refused(sign_in(app, idp, login).await, status, code).await;
}

/// Ann at the provider for an attempt just started: the attempt, and what came back.
async fn ann_at_the_provider(app: &TestApp, idp: &IdProvider) -> (Attempt, Returned) {
    let attempt = start(app, "/api/auth/oidc/start", None).await;
    let back = idp.sign_in(&attempt.url, "ann@example.com").await;
    (attempt, back)
}

/// The sign-in callback refuses `body` as no attempt of this browser's.
async fn callback_refused(app: &TestApp, body: &Value) {
    let res = app.post("/api/auth/oidc/callback", body, None).await;
    refused(res, 403, "oidc_attempt_invalid").await;
}

/// What the link callback posts once `login` answered the provider for a link `token` started.
async fn linking(app: &TestApp, idp: &IdProvider, token: &str, login: &str) -> Value {
    let attempt = start(app, "/api/user/identities/link", Some(token)).await;
    let back = idp.sign_in(&attempt.url, login).await;
    callback_body(&attempt, &back)
}

/// A server on `idp` whose `PASSWORD_LOGIN` is `who`, with a first administrator of its own.
async fn password_login(engine: Engine, idp: &IdProvider, who: &str) -> TestApp {
    let env = vec![
        ("PASSWORD_LOGIN", who.into()),
        ("ADMIN_EMAIL", "first@example.com".into()),
        ("ADMIN_PASSWORD", "first-admin-password".into()),
    ];
    spawn(engine, idp, env).await
}

/// Sam, staff, signs in with a password: refused by the setting.
async fn staff_password_refused(app: &TestApp) {
    app.create_user(Role::Admin, "Sam Staff", "sam@example.com", PASSWORD)
        .await;
    let res = app
        .post(
            "/api/admin/login",
            &json!({"email": "sam@example.com", "password": PASSWORD}),
            None,
        )
        .await;
    refused(res, 403, "password_login_disabled").await;
}

async fn outbox_kinds(app: &TestApp, user_id: &str) -> Vec<String> {
    sqlx::query_scalar("SELECT kind FROM mail_outbox WHERE user_id = $1 ORDER BY created_at")
        .bind(user_id)
        .fetch_all(&app.db)
        .await
        .unwrap()
}

/// A client signs in with a verified address: linked, told by mail once, and the next sign-in
/// finds them by the identity even after their address changes.
async fn a_client_signs_in_with_a_verified_address(engine: Engine) {
    let idp = IdProvider::start().await;
    let app = spawn(engine, &idp, vec![]).await;

    let options = app.read("/api/auth/providers", None).await;
    assert_eq!(
        options,
        json!({"oidc": {"name": "Acme SSO"}, "passkeys": true, "passwordLogin": "all"})
    );

    let ann = client(&app, "ann@example.com").await;
    let body = session(sign_in(&app, &idp, "Ann@Example.com").await).await;
    assert_eq!(id_of(&body["user"]), ann);
    let token = body["token"].as_str().unwrap();
    let me = app.get("/api/user/userProfile", Some(token)).await;
    assert_eq!(me.status(), 200);
    assert_eq!(outbox_kinds(&app, &ann).await, ["sign_in_method_added"]);
    let linked = app.read("/api/user/identities", Some(token)).await;
    assert_eq!(linked.as_array().unwrap().len(), 1);
    assert_eq!(linked[0]["issuer"], idp.issuer.as_str());
    assert_eq!(linked[0]["email"], "ann@example.com");

    // An ordinary session: logout revokes it.
    let res = app.post("/api/user/logout", &json!({}), Some(token)).await;
    assert_eq!(res.status(), 204);
    assert_eq!(app.session_status(token).await, 401);

    // By issuer and subject from now on, whatever the address.
    sqlx::query("UPDATE users SET email = 'ann.new@example.com' WHERE id = $1")
        .bind(&ann)
        .execute(&app.db)
        .await
        .unwrap();
    let again = session(sign_in(&app, &idp, "Ann@Example.com").await).await;
    assert_eq!(id_of(&again["user"]), ann);
    assert_eq!(
        outbox_kinds(&app, &ann).await.len(),
        1,
        "one mail, for the first link"
    );
    // A second account at the same provider showing the same address (another subject) does
    // not join an account that signs in with the first.
    sqlx::query("UPDATE users SET email = 'ann@example.com' WHERE id = $1")
        .bind(&ann)
        .execute(&app.db)
        .await
        .unwrap();
    sign_in_refused(&app, &idp, "ann@example.com", 409, "oidc_account_linked").await;
}

/// Nobody gets a session from an address that is unverified, unknown, staff's, or whose
/// account is switched off; nothing is linked.
async fn refusals_by_account(engine: Engine) {
    let (idp, app) = with_ann(engine).await;
    app.create_user(Role::Admin, "Sam Staff", "sam@example.com", PASSWORD)
        .await;
    let off = client(&app, "off@example.com").await;
    sqlx::query("UPDATE users SET active = 0 WHERE id = $1")
        .bind(&off)
        .execute(&app.db)
        .await
        .unwrap();

    for (login, status, code) in [
        ("unverified:ann@example.com", 403, "oidc_email_unverified"),
        ("nobody@example.com", 403, "oidc_no_account"),
        ("nomail:ann", 403, "oidc_no_account"),
        // Staff are never found by address.
        ("sam@example.com", 403, "oidc_no_account"),
        ("off@example.com", 403, "account_disabled"),
    ] {
        sign_in_refused(&app, &idp, login, status, code).await;
    }
    assert_eq!(app.count("identities").await, 0);
    assert_eq!(app.count("sessions").await, 0);
}

/// An invited client whose invitation is pending signs in with the provider and the invitation
/// is used up; a withdrawn invitation signs nobody in.
async fn a_pending_invitation_is_accepted_by_a_sign_in(engine: Engine) {
    let idp = IdProvider::start().await;
    let app = spawn(engine, &idp, vec![]).await;
    let new = client(&app, "new@example.com").await;
    let gone = client(&app, "gone@example.com").await;
    sqlx::query("UPDATE users SET password_hash = '', invitation_expires = $1 WHERE id = $2")
        .bind(portico_server::db::now_ms() + 86_400_000)
        .bind(&new)
        .execute(&app.db)
        .await
        .unwrap();
    sqlx::query("UPDATE users SET password_hash = '', invitation_expires = NULL WHERE id = $1")
        .bind(&gone)
        .execute(&app.db)
        .await
        .unwrap();

    let body = session(sign_in(&app, &idp, "new@example.com").await).await;
    assert_eq!(id_of(&body["user"]), new);
    let left: Option<i64> =
        sqlx::query_scalar("SELECT invitation_expires FROM users WHERE id = $1")
            .bind(&new)
            .fetch_one(&app.db)
            .await
            .unwrap();
    assert_eq!(left, None);
    sign_in_refused(&app, &idp, "gone@example.com", 403, "oidc_no_account").await;
}

/// What an attacker might replay or forge is refused, and the attempt is gone after one use.
async fn attempts_are_single_use_and_bound(engine: Engine) {
    let (idp, app) = with_ann(engine).await;

    // Replayed: the second post of the same code and state.
    let (attempt, back) = ann_at_the_provider(&app, &idp).await;
    let post = callback_body(&attempt, &back);
    session(app.post("/api/auth/oidc/callback", &post, None).await).await;
    callback_refused(&app, &post).await;

    // Forged state.
    let (attempt, back) = ann_at_the_provider(&app, &idp).await;
    let forged = json!({"code": back.code, "state": "made-up-state", "binding": attempt.binding});
    callback_refused(&app, &forged).await;

    // Finished by another browser (it does not hold the binding).
    let (_, back) = ann_at_the_provider(&app, &idp).await;
    let elsewhere = json!({"code": back.code, "state": back.state, "binding": "x".repeat(43)});
    callback_refused(&app, &elsewhere).await;

    // Expired (ten minutes).
    let (attempt, back) = ann_at_the_provider(&app, &idp).await;
    sqlx::query("UPDATE oidc_attempts SET expires_at = $1")
        .bind(portico_server::db::now_ms() - 1)
        .execute(&app.db)
        .await
        .unwrap();
    callback_refused(&app, &callback_body(&attempt, &back)).await;

    // A nonce other than the attempt's: the ID token carries it, and the server refuses it.
    let attempt = start(&app, "/api/auth/oidc/start", None).await;
    let (head, tail) = attempt.url.split_once("nonce=").unwrap();
    let rest = tail
        .split_once('&')
        .map(|(_, r)| format!("&{r}"))
        .unwrap_or_default();
    let swapped = format!("{head}nonce=another-nonce{rest}");
    refused(
        finish(&app, &idp, &attempt, &swapped, "ann@example.com").await,
        400,
        "oidc_refused",
    )
    .await;

    // A malformed body names its field and stores nothing.
    let (status, body) = error_of(
        app.post(
            "/api/auth/oidc/callback",
            &json!({"code": "c\u{0}", "state": "s"}),
            None,
        )
        .await,
    )
    .await;
    assert_eq!(status, 400);
    assert_eq!(body["field"], "code");
    assert_eq!(app.count("identities").await, 1);
}

/// The provider rotates its keys: the server fetches them again and the sign-in goes through. A
/// token signed by a key the provider does not publish is refused.
async fn keys_rotate_and_unpublished_keys_are_refused(engine: Engine) {
    let (idp, app) = with_ann(engine).await;
    // The keys are fetched and kept with the first attempt.
    session(sign_in(&app, &idp, "ann@example.com").await).await;

    idp.rotate_keys().await;
    session(sign_in(&app, &idp, "ann@example.com").await).await;

    idp.sign_with_unpublished_key().await;
    sign_in_refused(&app, &idp, "ann@example.com", 400, "oidc_refused").await;
}

/// A staff member links their identity from their settings (never by address), signs in with
/// it, and unlinks it; an identity linked to one account cannot be linked to another.
async fn staff_link_their_identity(engine: Engine) {
    let idp = IdProvider::start().await;
    let app = spawn(engine, &idp, vec![]).await;
    let sam = app
        .create_user(Role::Admin, "Sam Staff", "sam@example.com", PASSWORD)
        .await;
    let token = app.admin_login("sam@example.com", PASSWORD).await;

    let sso = "sam.sso@corp.example";
    // Not as a sign-in, and not by another account.
    callback_refused(&app, &linking(&app, &idp, &token, sso).await).await;
    let post = linking(&app, &idp, &token, sso).await;
    client(&app, "ann@example.com").await;
    let ann = app.login("ann@example.com", PASSWORD).await;
    refused(
        app.post("/api/user/identities/callback", &post, Some(&ann))
            .await,
        403,
        "oidc_attempt_invalid",
    )
    .await;

    let post = linking(&app, &idp, &token, sso).await;
    let res = app
        .post("/api/user/identities/callback", &post, Some(&token))
        .await;
    let linked = session(res).await;
    assert_eq!(linked.as_array().unwrap().len(), 1);
    assert_eq!(linked[0]["email"], "sam.sso@corp.example");
    // The owner hears of it, whoever linked it.
    assert_eq!(outbox_kinds(&app, &sam).await, ["sign_in_method_added"]);

    let body = session(sign_in(&app, &idp, sso).await).await;
    assert_eq!(id_of(&body["user"]), sam);
    assert_eq!(body["user"]["role"], "admin");

    // The same identity cannot go to a second account.
    let post = linking(&app, &idp, &ann, sso).await;
    refused(
        app.post("/api/user/identities/callback", &post, Some(&ann))
            .await,
        409,
        "oidc_identity_taken",
    )
    .await;

    // Unlinked: the identity signs nobody in (staff are not found by address).
    let id = id_of(&linked[0]);
    let res = app
        .delete(&format!("/api/user/identities/{id}"), Some(&token))
        .await;
    assert_eq!(res.status(), 204);
    sign_in_refused(&app, &idp, sso, 403, "oidc_no_account").await;
    // Another account's identity answers like a missing one.
    let res = app
        .delete(&format!("/api/user/identities/{id}"), Some(&ann))
        .await;
    assert_eq!(res.status(), 404);
}

/// `PASSWORD_LOGIN=none`: passwords are refused, except the first administrator's; the last
/// identity of an account without a usable password stays linked.
async fn password_login_none(engine: Engine) {
    let idp = IdProvider::start().await;
    let app = password_login(engine, &idp, "none").await;
    let options = app.read("/api/auth/providers", None).await;
    assert_eq!(options["passwordLogin"], "none");
    client(&app, "ann@example.com").await;

    let res = app.try_login("ann@example.com", PASSWORD).await;
    refused(res, 403, "password_login_disabled").await;
    staff_password_refused(&app).await;
    // A wrong password says nothing more than before.
    let res = app.try_login("ann@example.com", "wrong-password").await;
    assert_eq!(res.status(), 401);
    // Nobody is locked out: the first administrator keeps their password.
    app.admin_login("first@example.com", "first-admin-password")
        .await;

    // The client signs in with the provider, and cannot unlink the only way in.
    let body = session(sign_in(&app, &idp, "ann@example.com").await).await;
    let token = body["token"].as_str().unwrap();
    let linked = app.read("/api/user/identities", Some(token)).await;
    let id = id_of(&linked[0]);
    let res = app
        .delete(&format!("/api/user/identities/{id}"), Some(token))
        .await;
    refused(res, 409, "last_sign_in_method").await;
}

/// A provider that does not answer: a clear 502, and passwords still work.
async fn a_provider_that_is_down(engine: Engine) {
    let down = vec![
        ("OIDC_ISSUER", "http://127.0.0.1:9".into()),
        ("OIDC_CLIENT_ID", "portico".into()),
    ];
    let app = spawn_app_env(engine, down).await;
    client(&app, "ann@example.com").await;
    refused(
        app.post("/api/auth/oidc/start", &json!({}), None).await,
        502,
        "oidc_unavailable",
    )
    .await;
    app.login("ann@example.com", PASSWORD).await;
}

/// `PASSWORD_LOGIN=clients`: staff use the provider (the first administrator aside); clients
/// keep their passwords.
async fn password_login_clients(engine: Engine) {
    let idp = IdProvider::start().await;
    let app = password_login(engine, &idp, "clients").await;
    client(&app, "ann@example.com").await;
    staff_password_refused(&app).await;
    app.login("ann@example.com", PASSWORD).await;
    app.admin_login("first@example.com", "first-admin-password")
        .await;
}

engine_fns!(
    password_login_clients,
    a_provider_that_is_down,
    a_client_signs_in_with_a_verified_address,
    refusals_by_account,
    a_pending_invitation_is_accepted_by_a_sign_in,
    attempts_are_single_use_and_bound,
    keys_rotate_and_unpublished_keys_are_refused,
    staff_link_their_identity,
    password_login_none,
);
