//! The smaller findings of the security read, each at its cause: passkeys follow
//! `PASSWORD_LOGIN`, two-factor turned on ends other sessions, staff reset any person's
//! two-factor, a member sees no colleague's projects, only an owner renames the company, an
//! invitee's expiry is kept, a passkey's counter never goes back.

use portico_server::db::users::Role;
use portico_tests::oidc::IdProvider;
use portico_tests::{
    add_person, created as ok, error_of, id_of, spawn_on_database, world, Engine, TestApp,
};
use serde_json::json;
use webauthn_authenticator_rs::softpasskey::SoftPasskey;

use crate::passkeys::{add_passkey, answer_for, finish};
use crate::two_factor::turn_on;

/// L3: a staff member the identity provider switched off (`PASSWORD_LOGIN=clients`) keeps no
/// passkey way around it; `PASSKEY_LOGIN=all` lets passkeys sign everyone in.
async fn passkeys_follow_password_login(engine: Engine) {
    let first = crate::passkeys::app_with(engine, vec![]).await;
    first
        .create_user(Role::Admin, "Sam", "sam@example.com", "sam-pass-1")
        .await;
    let token = first.admin_login("sam@example.com", "sam-pass-1").await;
    let mut device = SoftPasskey::new(true);
    add_passkey(&first, &token, &mut device, "Sam's key").await;
    let (ceremony, credential) = answer_for(&first, &mut device, "sam@example.com").await;
    ok(finish(&first, &ceremony, &credential).await).await;

    let idp = IdProvider::start_for(crate::passkeys::ORIGIN).await;
    let mut env = idp.env();
    env.extend([
        ("PASSWORD_LOGIN", "clients".to_owned()),
        ("ADMIN_EMAIL", "first@example.com".to_owned()),
        ("ADMIN_PASSWORD", "first-admin-password".to_owned()),
    ]);
    let staff_by_provider = spawn_on_database(engine, &first.database_url, env.clone()).await;
    let (ceremony, credential) =
        answer_for(&staff_by_provider, &mut device, "sam@example.com").await;
    let (status, err) = error_of(finish(&staff_by_provider, &ceremony, &credential).await).await;
    assert_eq!(
        (status, err["code"].as_str()),
        (403, Some("password_login_disabled")),
        "{err}"
    );
    env.push(("PASSKEY_LOGIN", "all".to_owned()));
    let passkeys_for_all = spawn_on_database(engine, &first.database_url, env).await;
    let (ceremony, credential) =
        answer_for(&passkeys_for_all, &mut device, "sam@example.com").await;
    ok(finish(&passkeys_for_all, &ceremony, &credential).await).await;
    first.cleanup().await;
}

portico_tests::engine_fns!(passkeys_follow_password_login);

/// The smaller findings, each at its cause: turning two-factor on signs every other session out;
/// staff reset two-factor (and passkeys) of any person of a company; a member sees no colleague's
/// projects; only an owner renames the company its invoices bill; "Forgot password?" for someone
/// not signed up yet keeps their invitation's expiry; a passkey's counter never goes back.
async fn the_smaller_findings(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();

    // Two-factor on: the other session (a thief's, maybe) ends; this one goes on.
    let other = app.login("ann@example.com", "client-pass-1").await;
    turn_on(app, &w.a_token).await;
    app.heard().await;
    assert_eq!(app.session_status(&other).await, 401);
    assert_eq!(app.session_status(&w.a_token).await, 200);

    // A member who sees one project: no colleague's projects in the people list. Kim then turns
    // two-factor on and loses her phone: staff reset it, though she is not the first account.
    let (kim, kim_token) = add_person(
        app,
        admin,
        &w.a,
        json!({"name": "Kim", "email": "kim@example.com", "companyRole": "member",
               "allProjects": false, "projects": [w.project_a]}),
    )
    .await;
    add_person(
        app,
        admin,
        &w.a,
        json!({"name": "Lee", "email": "lee@example.com", "companyRole": "member",
               "allProjects": false, "projects": [w.project_a]}),
    )
    .await;
    let people = ok(app.get("/api/company/people", Some(&kim_token)).await).await;
    for p in people.as_array().unwrap() {
        if id_of(p) != id_of(&kim) {
            assert_eq!(p["projects"], json!([]), "{p}");
        }
    }
    turn_on(app, &kim_token).await;
    let res = app
        .delete(&format!("/api/user/twoFactor/{}", id_of(&kim)), Some(admin))
        .await;
    assert_eq!(res.status(), 204);
    let two_factor: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM users WHERE id = $1 AND totp_secret IS NOT NULL")
            .bind(id_of(&kim))
            .fetch_one(&app.db)
            .await
            .unwrap();
    assert_eq!(two_factor, 0);

    // Only an owner renames the company (its invoices' "Bill to"): Bob's first account, no
    // longer an owner, renames himself and nothing else.
    sqlx::query("UPDATE users SET company_role = 'member' WHERE id = $1")
        .bind(&w.b)
        .execute(&app.db)
        .await
        .unwrap();
    app.heard().await;
    let bob = app.login("bob@example.com", "client-pass-1").await;
    let saved = ok(app
        .put(
            "/api/user/profile",
            &json!({"name": "Bob V", "brandName": "Bob's Own Shop"}),
            Some(&bob),
        )
        .await)
    .await;
    assert_eq!(saved["name"], "Bob V");
    assert_eq!(saved["brandName"], "Bob Ltd", "{saved}");
    // Without a brand, the company was billed by his name: it stays billed so.
    sqlx::query("UPDATE users SET brand_name = '' WHERE id = $1")
        .bind(&w.b)
        .execute(&app.db)
        .await
        .unwrap();
    app.heard().await;
    let saved = ok(app
        .put(
            "/api/user/profile",
            &json!({"name": "Robert", "brandName": "Robert's Shop"}),
            Some(&bob),
        )
        .await)
    .await;
    assert_eq!(
        (saved["name"].as_str(), saved["brandName"].as_str()),
        (Some("Robert"), Some("Bob V")),
        "{saved}"
    );

    // Someone invited asks "Forgot password?" again and again: the invitation does not last longer.
    let invited = ok(app
        .post(
            &format!("/api/user/people/{}", w.a),
            &json!({"name": "Mo", "email": "mo@example.com"}),
            Some(admin),
        )
        .await)
    .await;
    let expires = || async {
        sqlx::query_scalar::<_, Option<i64>>("SELECT invitation_expires FROM users WHERE id = $1")
            .bind(id_of(&invited))
            .fetch_one(&app.db)
            .await
            .unwrap()
    };
    let before = expires().await;
    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    let res = app
        .post(
            "/api/user/forgotPassword",
            &json!({"email": "mo@example.com"}),
            None,
        )
        .await;
    assert_eq!(res.status(), 202);
    // The reminder is queued (in the background); the expiry stayed.
    let until = std::time::Instant::now() + std::time::Duration::from_secs(5);
    let mut reminders = 0;
    while reminders < 2 && std::time::Instant::now() < until {
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        reminders = sqlx::query_scalar(
            "SELECT COUNT(*) FROM mail_outbox WHERE user_id = $1 AND kind = 'invitation'",
        )
        .bind(id_of(&invited))
        .fetch_one(&app.db)
        .await
        .unwrap();
    }
    assert_eq!(reminders, 2, "the invitation, and the reminder");
    assert_eq!(expires().await, before);
    // Once the invitation itself has lapsed, no link of it opens the account, however recent.
    let link = invited["invitationLink"].as_str().unwrap();
    let token = link.rsplit_once('#').unwrap().1;
    sqlx::query("UPDATE users SET invitation_expires = $1 WHERE id = $2")
        .bind(portico_tests::now_ms() - 1)
        .bind(id_of(&invited))
        .execute(&app.db)
        .await
        .unwrap();
    app.refuses_token("/api/user/acceptInvitation", token).await;
}

/// Info: a passkey answer with a counter below the stored one (a cloned authenticator, or two
/// sign-ins racing with the same stored state) signs nobody in.
async fn a_passkey_counter_never_goes_back(engine: Engine) {
    let app = crate::passkeys::app_with(engine, vec![]).await;
    app.create_user(Role::Client, "Asha", "asha@example.com", "asha-pass-1")
        .await;
    let token = app.login("asha@example.com", "asha-pass-1").await;
    let mut device = SoftPasskey::new(true);
    add_passkey(&app, &token, &mut device, "Phone").await;
    let (ceremony, credential) = answer_for(&app, &mut device, "asha@example.com").await;
    ok(finish(&app, &ceremony, &credential).await).await;
    // The store saw a counter far ahead of the device's next answer.
    sqlx::query("UPDATE passkeys SET sign_count = 1000000")
        .execute(&app.db)
        .await
        .unwrap();
    let (ceremony, credential) = answer_for(&app, &mut device, "asha@example.com").await;
    assert_eq!(finish(&app, &ceremony, &credential).await.status(), 400);
    app.cleanup().await;
}

portico_tests::engine_fns!(a_passkey_counter_never_goes_back);
portico_tests::engine_tests!(the_smaller_findings);
