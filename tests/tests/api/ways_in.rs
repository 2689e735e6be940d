//! Every way in is one its owner can see and end: a recovery (a reset by the mailed link, staff
//! setting the password, an email change, a two-factor reset) removes the account's passkeys and
//! its mail says so; adding a passkey is mailed; staff see and remove a person's passkeys (sudo,
//! audited); with two-factor on, the password alone does not open sudo mode; an owner added or a
//! colleague invited is told to the others; a passkey's counter never goes back.

use portico_server::db::users::Role;
use portico_tests::mail::MailServer;
use portico_tests::oidc::IdProvider;
use portico_tests::{
    add_person, created as ok, error_of, id_of, spawn_on_database, world, Engine, TestApp,
};
use serde_json::{json, Value};
use webauthn_authenticator_rs::softpasskey::SoftPasskey;

use crate::mail::{token_in, WAIT};
use crate::passkeys::{add_passkey, answer_for, finish};
use crate::two_factor::turn_on;

async fn passkeys_of(app: &TestApp, user: &str) -> i64 {
    sqlx::query_scalar("SELECT COUNT(*) FROM passkeys WHERE user_id = $1")
        .bind(user)
        .fetch_one(&app.db)
        .await
        .unwrap()
}

/// A passkey for `email` (password `password`), added from a fresh session: the device.
async fn with_a_passkey(app: &TestApp, email: &str, password: &str, name: &str) -> SoftPasskey {
    let token = app.login(email, password).await;
    let mut device = SoftPasskey::new(true);
    add_passkey(app, &token, &mut device, name).await;
    device
}

async fn every_recovery_removes_the_passkeys_and_says_so(app: &TestApp, mail: &MailServer) {
    let asha = app
        .create_user(Role::Client, "Asha", "asha@example.com", "asha-pass-1")
        .await;
    app.create_user(Role::Admin, "Boss", "boss@example.com", "admin-pass-1")
        .await;
    let staff = app.admin_login("boss@example.com", "admin-pass-1").await;

    // A passkey added with a stolen session: its owner is told, with how to remove it.
    let mut device = with_a_passkey(app, "asha@example.com", "asha-pass-1", "Thief's laptop").await;
    let got = mail.wait_for("asha@example.com", 1, WAIT).await;
    assert_eq!(
        got[0].subject,
        "A passkey was added to your Portico account"
    );
    assert!(got[0].text.contains("“Thief's laptop”"), "{}", got[0].text);
    assert!(got[0].text.contains("remove it at once"), "{}", got[0].text);
    // It signs in, until the owner resets the password by the mailed link.
    let (ceremony, credential) = answer_for(app, &mut device, "asha@example.com").await;
    ok(finish(app, &ceremony, &credential).await).await;
    let (ceremony, credential) = answer_for(app, &mut device, "asha@example.com").await;
    let res = app
        .post(
            "/api/user/forgotPassword",
            &json!({"email": "asha@example.com"}),
            None,
        )
        .await;
    assert_eq!(res.status(), 202);
    let got = mail.wait_for("asha@example.com", 2, WAIT).await;
    let token = token_in(&got[1], "/resetPassword#");
    ok(app
        .post(
            "/api/user/resetPassword",
            &json!({"token": token, "password": "asha-pass-2"}),
            None,
        )
        .await)
    .await;
    let (status, err) = error_of(finish(app, &ceremony, &credential).await).await;
    assert_eq!(
        (status, err["field"].as_str()),
        (400, Some("credential")),
        "{err}"
    );
    assert_eq!(passkeys_of(app, &asha).await, 0);
    let got = mail.wait_for("asha@example.com", 3, WAIT).await;
    assert_eq!(got[2].subject, "Your Portico password was changed");
    assert!(
        got[2]
            .text
            .contains("The passkeys of your account (1) were removed as well"),
        "{}",
        got[2].text
    );

    // Staff setting the password, changing the address, resetting two-factor: each removes them.
    let set = json!({"password": "asha-pass-3"});
    let email = json!({"name": "Asha", "email": "asha.v@example.com", "brandName": "Acme"});
    let steps: [(&str, String, Option<&Value>, &str, &str); 3] = [
        (
            "put",
            format!("/api/user/setPassword/{asha}"),
            Some(&set),
            "asha-pass-2",
            "asha@example.com",
        ),
        (
            "put",
            format!("/api/user/edit/{asha}"),
            Some(&email),
            "asha-pass-3",
            "asha@example.com",
        ),
        (
            "delete",
            format!("/api/user/twoFactor/{asha}"),
            None,
            "asha-pass-3",
            "asha.v@example.com",
        ),
    ];
    for (method, path, body, password, address) in steps {
        // Every mail so far has arrived (each was waited for): the next two are this step's.
        let before = mail.messages_to(address).await.len();
        with_a_passkey(app, address, password, "Phone").await;
        assert_eq!(passkeys_of(app, &asha).await, 1);
        let res = app.send(method, &path, body, Some(&staff)).await;
        assert!(res.status().is_success(), "{path}: {}", res.status());
        assert_eq!(passkeys_of(app, &asha).await, 0, "{path}");
        // The notice goes to the address the account had (an email change tells the old one).
        let got = mail.wait_for(address, before + 2, WAIT).await;
        let notice = got.last().unwrap();
        assert!(
            notice
                .text
                .contains("The passkeys of your account (1) were removed as well"),
            "{path}: {}",
            notice.text
        );
    }
}

/// Staff see a person's passkeys and remove one: in sudo mode, audited; nobody else can.
async fn staff_see_and_remove_a_persons_passkeys(app: &TestApp, _mail: &MailServer) {
    let asha = app
        .create_user(Role::Client, "Asha", "asha@example.com", "asha-pass-1")
        .await;
    app.create_user(Role::Admin, "Boss", "boss@example.com", "admin-pass-1")
        .await;
    let staff = app.admin_login("boss@example.com", "admin-pass-1").await;
    with_a_passkey(app, "asha@example.com", "asha-pass-1", "Lost phone").await;
    let client = app.login("asha@example.com", "asha-pass-1").await;

    let path = format!("/api/admin/accounts/{asha}/passkeys");
    assert_eq!(app.get(&path, Some(&client)).await.status(), 403);
    let list = ok(app.get(&path, Some(&staff)).await).await;
    assert_eq!(list.as_array().unwrap().len(), 1, "{list}");
    assert_eq!(list[0]["name"], "Lost phone");
    assert!(list[0]["createdAt"].is_i64(), "{list}");
    let one = format!("{path}/{}", id_of(&list[0]));
    // Someone else's passkey id under this person: as missing.
    let missing = format!("{path}/00000000-0000-4000-8000-000000000000");
    assert_eq!(
        app.send("delete", &missing, None, Some(&staff))
            .await
            .status(),
        404
    );
    assert_eq!(
        app.send("delete", &one, None, Some(&staff)).await.status(),
        204
    );
    assert_eq!(passkeys_of(app, &asha).await, 0);
    let audit = ok(app.get("/api/admin/audit", Some(&staff)).await).await;
    let text = audit.to_string();
    assert!(
        text.contains("client.passkey_remove") && text.contains("Lost phone"),
        "{text}"
    );
}

/// With two-factor on, the password alone proves nothing in sudo mode (a session thief who
/// knows it adds no passkey); a code does.
async fn with_two_factor_the_password_alone_opens_no_sudo_mode(app: &TestApp, _mail: &MailServer) {
    let asha = app
        .create_user(Role::Client, "Asha", "asha@example.com", "asha-pass-1")
        .await;
    let token = app.login("asha@example.com", "asha-pass-1").await;
    let (phone, _) = turn_on(app, &token).await;
    crate::sudo::stale(app, &asha).await;
    let status = ok(app.get("/api/user/sudo", Some(&token)).await).await;
    assert_eq!(
        (&status["password"], &status["code"]),
        (&json!(false), &json!(true)),
        "{status}"
    );
    let (status, err) = error_of(
        app.post(
            "/api/user/sudo",
            &json!({"password": "asha-pass-1"}),
            Some(&token),
        )
        .await,
    )
    .await;
    assert_eq!(
        (status, err["field"].as_str()),
        (400, Some("code")),
        "{err}"
    );
    let (status, err) = error_of(
        app.post("/api/user/passkeys/register", &json!({}), Some(&token))
            .await,
    )
    .await;
    assert_eq!((status, err["code"].as_str()), (403, Some("sudo_required")));
    let proved = ok(app
        .post(
            "/api/user/sudo",
            &json!({"code": phone.next()}),
            Some(&token),
        )
        .await)
    .await;
    assert_eq!(proved["active"], true);
    assert_eq!(
        app.post("/api/user/passkeys/register", &json!({}), Some(&token))
            .await
            .status(),
        200
    );
}

/// An owner added (by staff, by another owner, by a transfer) is told to the company's other
/// owners; a staff member invited or let back in, to the other staff.
async fn new_owners_and_new_staff_are_told_to_the_others(app: &TestApp, mail: &MailServer) {
    app.create_user(Role::Admin, "Boss", "boss@example.com", "admin-pass-1")
        .await;
    app.create_user(Role::Admin, "Meera", "meera@example.com", "admin-pass-1")
        .await;
    let staff = app.admin_login("boss@example.com", "admin-pass-1").await;
    let company = app
        .create_user(Role::Client, "Asha", "asha@example.com", "asha-pass-1")
        .await;
    let asha = app.login("asha@example.com", "asha-pass-1").await;
    let add = |name: &str, role: &str| {
        let email = format!("{}@example.com", name.to_lowercase());
        let body = json!({"name": name, "email": email, "companyRole": role});
        let path = format!("/api/user/people/{company}");
        let (app, staff) = (app, staff.clone());
        async move { ok(app.post(&path, &body, Some(&staff)).await).await }
    };
    // Made an owner by staff: the company's owner hears of it.
    add("Nikhil", "owner").await;
    let got = mail.wait_for("asha@example.com", 1, WAIT).await;
    assert_eq!(got[0].subject, "A new owner of your company on Portico");
    assert!(
        got[0].text.contains("Boss made Nikhil an owner"),
        "{}",
        got[0].text
    );
    // Made an owner by an owner: the other owners hear of it (Nikhil's first mail was his
    // invitation), not the one who did it.
    let priya = add("Priya", "member").await;
    ok(app
        .send(
            "put",
            &format!("/api/company/people/{}", id_of(&priya)),
            Some(&json!({"companyRole": "owner"})),
            Some(&asha),
        )
        .await)
    .await;
    let got = mail.wait_for("nikhil@example.com", 2, WAIT).await;
    assert!(
        got.iter()
            .any(|m| m.text.contains("Asha made Priya an owner")),
        "{got:?}"
    );
    assert_eq!(mail.messages_to("asha@example.com").await.len(), 1);

    // A colleague invited: the other staff hear of it (not the one who invited).
    ok(app
        .post(
            "/api/admin/staff/invite",
            &json!({"name": "Sam", "email": "sam@example.com"}),
            Some(&staff),
        )
        .await)
    .await;
    let got = mail.wait_for("meera@example.com", 1, WAIT).await;
    assert_eq!(got[0].subject, "A staff member was invited to Portico");
    assert!(
        got[0].text.contains("Boss invited Sam (sam@example.com)"),
        "{}",
        got[0].text
    );
    assert!(mail
        .messages_to("boss@example.com")
        .await
        .iter()
        .all(|m| !m.subject.contains("staff member")));
}

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
    assert_eq!(
        app.get("/api/user/userProfile", Some(&other))
            .await
            .status(),
        401
    );
    assert_eq!(
        app.get("/api/user/userProfile", Some(&w.a_token))
            .await
            .status(),
        200
    );

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
        if p["_id"] != kim["_id"] {
            assert_eq!(p["projects"], json!([]), "{p}");
        }
    }
    turn_on(app, &kim_token).await;
    let res = app
        .send(
            "delete",
            &format!("/api/user/twoFactor/{}", id_of(&kim)),
            None,
            Some(admin),
        )
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
        .send(
            "put",
            "/api/user/profile",
            Some(&json!({"name": "Bob V", "brandName": "Bob's Own Shop"})),
            Some(&bob),
        )
        .await)
    .await;
    assert_eq!(saved["name"], "Bob V");
    assert_eq!(saved["brandName"], "Bob Ltd", "{saved}");

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
    let (status, _) = error_of(finish(&app, &ceremony, &credential).await).await;
    assert_eq!(status, 400);
    app.cleanup().await;
}

portico_tests::engine_fns!(a_passkey_counter_never_goes_back);
portico_tests::engine_tests!(the_smaller_findings);

crate::mail_tests!(
    every_recovery_removes_the_passkeys_and_says_so with vec![("PUBLIC_URL", crate::passkeys::ORIGIN.to_owned())],
    staff_see_and_remove_a_persons_passkeys with vec![("PUBLIC_URL", crate::passkeys::ORIGIN.to_owned())],
    with_two_factor_the_password_alone_opens_no_sudo_mode with vec![("PUBLIC_URL", crate::passkeys::ORIGIN.to_owned())],
    new_owners_and_new_staff_are_told_to_the_others,
);
