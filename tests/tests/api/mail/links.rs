//! Emailed links: an invitation's first password, a password reset, a one-time sign-in link.

use std::time::{Duration, Instant};

use portico_server::db::users::Role;
use portico_tests::mail::MailServer;
use portico_tests::{created_id, error_of, id_of, refused_field, TestApp};
use serde_json::{json, Value};

use super::{invite, json_of, resend_invitation, staff, token_in, WAIT};
use crate::mail_tests;

/// The shared password rule on an emailed link's page at `path`: the first password is refused
/// by name without using the link up, then the second is taken. The answer.
async fn refused_then_chosen(
    app: &TestApp,
    path: &str,
    token: &str,
    (refused, chosen): (&str, &str),
) -> Value {
    refused_field(app.choose_password(path, token, refused).await, "password").await;
    json_of(app.choose_password(path, token, chosen).await).await
}

/// Where a client's invitation stands, as staff see it (`null` once accepted).
async fn invitation_of(app: &TestApp, admin: &str, id: &str) -> Value {
    let view = json_of(
        app.get(&format!("/api/user/detail/{id}"), Some(admin))
            .await,
    )
    .await;
    view["invitation"].clone()
}

async fn invitation_is_mailed_accepted_once_and_signs_in(app: &TestApp, mail: &MailServer) {
    let admin = staff(app).await;
    let client = invite(app, &admin, "Asha Verma", "Asha@Example.com").await;
    assert_eq!(client["invitation"], "pending");
    // A mail server is configured: the link goes by mail, never to staff.
    assert!(client.get("invitationLink").is_none(), "{client}");
    // An invited account has no password: no password signs in to it.
    assert_eq!(app.try_login("asha@example.com", "").await.status(), 400);
    assert_eq!(
        app.try_login("asha@example.com", "anything-1")
            .await
            .status(),
        401
    );

    let got = mail.wait_for("asha@example.com", 1, WAIT).await;
    let m = &got[0];
    assert_eq!(m.subject, "You are invited to Portico");
    assert!(m.text.contains("Hello Asha Verma,"), "{}", m.text);
    assert!(m.html.contains("Choose my password"), "{}", m.html);
    assert!(m.from.contains("no-reply@portico.test"), "{}", m.from);
    assert!(m.message_id.ends_with("@portico.test>"), "{}", m.message_id);
    let token = token_in(m, "/invitation#");

    let who = json_of(app.open_link("/api/user/invitation", &token).await).await;
    assert_eq!(
        who,
        json!({"name": "Asha Verma", "email": "asha@example.com"})
    );
    // The password rule is the shared one; a refused password does not use the link up.
    let path = "/api/user/acceptInvitation";
    let signed = refused_then_chosen(app, path, &token, ("short", "asha-chose-this")).await;
    assert_eq!(signed["user"]["email"], "asha@example.com");
    let session = signed["token"].as_str().unwrap();
    assert_eq!(app.session_status(session).await, 200);
    // Used: the link works once.
    for path in ["/api/user/invitation", "/api/user/acceptInvitation"] {
        let (status, err) = error_of(app.choose_password(path, &token, "other-pass-1").await).await;
        assert_eq!(
            (status, err["code"].as_str()),
            (400, Some("validation_failed")),
            "{path}"
        );
        assert_eq!(err["field"], "token");
    }
    app.login("asha@example.com", "asha-chose-this").await;
    let id = id_of(&client);
    assert_eq!(invitation_of(app, &admin, &id).await, Value::Null);
    // The link's token is not kept once the mail is sent.
    let payload: String =
        sqlx::query_scalar("SELECT payload FROM mail_outbox WHERE kind = 'invitation'")
            .fetch_one(&app.db)
            .await
            .unwrap();
    assert!(!payload.contains(&token), "{payload}");
}

async fn invitations_expire_are_resent_and_revoked(app: &TestApp, mail: &MailServer) {
    let admin = staff(app).await;
    let client = invite(app, &admin, "Luc", "luc@example.com").await;
    let id = id_of(&client);
    let first = token_in(
        &mail.wait_for("luc@example.com", 1, WAIT).await[0],
        "/invitation#",
    );
    // Seven days pass.
    sqlx::query("UPDATE account_tokens SET expires_at = 1")
        .execute(&app.db)
        .await
        .unwrap();
    sqlx::query("UPDATE users SET invitation_expires = 1 WHERE id = $1")
        .bind(&id)
        .execute(&app.db)
        .await
        .unwrap();
    assert_eq!(
        app.choose_password("/api/user/acceptInvitation", &first, "luc-pass-123")
            .await
            .status(),
        400
    );
    assert_eq!(invitation_of(app, &admin, &id).await, "expired");

    // Sent again: a new link that works; the mail server is configured, so no link for staff.
    let sent = json_of(resend_invitation(app, &admin, &id).await).await;
    assert_eq!(sent, json!({"link": null, "mailConfigured": true}));
    let second = token_in(
        &mail.wait_for("luc@example.com", 2, WAIT).await[1],
        "/invitation#",
    );
    assert_ne!(first, second);
    assert_eq!(invitation_of(app, &admin, &id).await, "pending");

    // Revoked: the link stops working, staff see it.
    let res = app
        .delete(&format!("/api/user/invitation/{id}"), Some(&admin))
        .await;
    assert_eq!(res.status(), 204);
    assert_eq!(
        app.open_link("/api/user/invitation", &second)
            .await
            .status(),
        400
    );
    assert_eq!(invitation_of(app, &admin, &id).await, "revoked");
    // A third, then accepted: resending to someone with a password is refused.
    json_of(resend_invitation(app, &admin, &id).await).await;
    let third = token_in(
        &mail.wait_for("luc@example.com", 3, WAIT).await[2],
        "/invitation#",
    );
    json_of(
        app.choose_password("/api/user/acceptInvitation", &third, "luc-pass-123")
            .await,
    )
    .await;
    let (status, err) = error_of(resend_invitation(app, &admin, &id).await).await;
    assert_eq!((status, err["code"].as_str()), (409, Some("conflict")));
    // Every invitation step is in the audit log.
    let audit: Value = app
        .get("/api/admin/audit", Some(&admin))
        .await
        .json()
        .await
        .unwrap();
    let actions: Vec<&str> = audit
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|e| e["action"].as_str())
        .collect();
    assert!(
        actions.contains(&"client.invite") && actions.contains(&"client.invitation_revoke"),
        "{actions:?}"
    );
}

async fn forgot(app: &TestApp, email: &str) -> (u16, Value, Duration) {
    let started = Instant::now();
    let res = app
        .post("/api/user/forgotPassword", &json!({"email": email}), None)
        .await;
    let took = started.elapsed();
    let status = res.status().as_u16();
    (status, res.json().await.unwrap(), took)
}

async fn a_reset_link_sets_a_new_password_once_and_ends_every_session(
    app: &TestApp,
    mail: &MailServer,
) {
    app.create_user(Role::Client, "Ann", "ann@example.com", "client-pass-1")
        .await;
    let old_session = app.login("ann@example.com", "client-pass-1").await;
    // An unknown address and a known one: the same answer, in about the same time.
    let (s1, b1, t1) = forgot(app, "nobody@example.com").await;
    let (s2, b2, t2) = forgot(app, "ANN@example.com").await;
    assert_eq!((s1, &b1), (202, &json!({"accepted": true})));
    assert_eq!((s1, &b1), (s2, &b2));
    assert!(
        t1 < Duration::from_secs(2) && t2 < Duration::from_secs(2),
        "{t1:?} {t2:?}"
    );
    let got = mail.wait_for("ann@example.com", 1, WAIT).await;
    assert_eq!(got[0].subject, "Choose a new Portico password");
    let token = token_in(&got[0], "/resetPassword#");
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(mail.messages_to("nobody@example.com").await.is_empty());

    // The shared password rule; a refused password leaves the link usable.
    let path = "/api/user/resetPassword";
    let done = refused_then_chosen(app, path, &token, ("1234567", "brand-new-pass")).await;
    // No session: the person signs in with the new password.
    assert_eq!(done, json!({"role": "client"}));
    assert_eq!(app.session_status(&old_session).await, 401);
    assert_eq!(
        app.try_login("ann@example.com", "client-pass-1")
            .await
            .status(),
        401
    );
    app.login("ann@example.com", "brand-new-pass").await;
    assert_eq!(
        app.choose_password("/api/user/resetPassword", &token, "again-new-pass")
            .await
            .status(),
        400
    );
    let got = mail.wait_for("ann@example.com", 2, WAIT).await;
    assert_eq!(got[1].subject, "Your Portico password was changed");

    // An hour passes before a second link is used.
    forgot(app, "ann@example.com").await;
    let late = token_in(
        &mail.wait_for("ann@example.com", 3, WAIT).await[2],
        "/resetPassword#",
    );
    sqlx::query(
        "UPDATE account_tokens SET expires_at = 1 WHERE purpose = 'reset' AND used_at IS NULL",
    )
    .execute(&app.db)
    .await
    .unwrap();
    assert_eq!(
        app.choose_password("/api/user/resetPassword", &late, "late-new-pass")
            .await
            .status(),
        400
    );
    // Made-up and malformed tokens: 400 naming the token, never a 5xx.
    for bad in [
        json!("x"),
        json!("A".repeat(43)),
        json!(42),
        json!("\u{0}".repeat(43)),
    ] {
        let res = app
            .post(
                "/api/user/resetPassword",
                &json!({"token": bad, "password": "late-new-pass"}),
                None,
            )
            .await;
        assert_eq!(res.status(), 400, "{bad}");
    }
}

/// Anyone who knows an address can keep its owner's password sign-in at 429 from addresses
/// the owner never used; the emailed link gets the owner in however many failures there were.
async fn a_sign_in_link_works_while_others_lock_the_account(app: &TestApp, mail: &MailServer) {
    app.create_user(Role::Client, "Ann", "ann@example.com", "client-pass-1")
        .await;
    let from = |addr: &str, password: &str| {
        app.http
            .post(app.url("/api/user/login"))
            .header("x-forwarded-for", addr.to_owned())
            .json(&json!({"email": "ann@example.com", "password": password}))
            .send()
    };
    for i in 0..30 {
        from(&format!("203.0.113.{i}"), "guess").await.unwrap();
    }
    let owner = "198.51.100.7";
    let res = from(owner, "client-pass-1").await.unwrap();
    assert_eq!(res.status(), 429);
    let res = app
        .http
        .post(app.url("/api/user/signInLink"))
        .header("x-forwarded-for", owner)
        .json(&json!({"email": "ann@example.com"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 202);
    let got = mail.wait_for("ann@example.com", 1, WAIT).await;
    assert_eq!(got[0].subject, "Your Portico sign-in link");
    let token = token_in(&got[0], "/signInLink#");
    let signed = json_of(
        app.http
            .post(app.url("/api/user/linkSignIn"))
            .header("x-forwarded-for", owner)
            .json(&json!({"token": token}))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(signed["user"]["email"], "ann@example.com");
    let session = signed["token"].as_str().unwrap();
    assert_eq!(app.session_status(session).await, 200);
    // Once only; and from now on the owner's address is known to the account.
    assert_eq!(
        app.open_link("/api/user/linkSignIn", &token).await.status(),
        400
    );
    assert_eq!(from(owner, "client-pass-1").await.unwrap().status(), 200);
    // Unknown addresses get nothing, with the same answer.
    let res = app
        .post(
            "/api/user/signInLink",
            &json!({"email": "nobody@example.com"}),
            None,
        )
        .await;
    assert_eq!(res.status(), 202);
    // Staff sign in with such a link too, landing in the back office.
    let admin_id = app
        .create_user(Role::Admin, "Boss", "boss@example.com", "admin-pass-1")
        .await;
    app.post(
        "/api/user/signInLink",
        &json!({"email": "boss@example.com"}),
        None,
    )
    .await;
    let token = token_in(
        &mail.wait_for("boss@example.com", 1, WAIT).await[0],
        "/signInLink#",
    );
    let signed = json_of(app.open_link("/api/user/linkSignIn", &token).await).await;
    assert_eq!(signed["user"]["role"], "admin");
    assert_eq!(id_of(&signed["user"]), admin_id);
}

/// Asking for links again and again mails an account at most five an hour, and an address
/// may ask ten times in ten minutes.
async fn asking_for_links_cannot_flood_an_inbox(app: &TestApp, mail: &MailServer) {
    app.create_user(Role::Client, "Ann", "ann@example.com", "client-pass-1")
        .await;
    let mut statuses = Vec::new();
    for _ in 0..12 {
        statuses.push(
            app.post(
                "/api/user/forgotPassword",
                &json!({"email": "ann@example.com"}),
                None,
            )
            .await
            .status()
            .as_u16(),
        );
    }
    assert_eq!(&statuses[..10], &[202; 10]);
    assert_eq!(&statuses[10..], &[429, 429]);
    mail.wait_for("ann@example.com", 5, WAIT).await;
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(mail.messages_to("ann@example.com").await.len(), 5);
}

mail_tests!(
    invitation_is_mailed_accepted_once_and_signs_in,
    invitations_expire_are_resent_and_revoked,
    a_reset_link_sets_a_new_password_once_and_ends_every_session,
    a_sign_in_link_works_while_others_lock_the_account,
    asking_for_links_cannot_flood_an_inbox,
);

/// Administrators invite colleagues; the link lands them in the back office; they can be
/// switched off (never oneself) and stop hearing of anything.
async fn staff_are_invited_and_switched_off(app: &TestApp, mail: &MailServer) {
    let admin = staff(app).await;
    let res = app
        .post(
            "/api/admin/staff/invite",
            &json!({"name": "Meera", "email": "Meera@Example.com"}),
            Some(&admin),
        )
        .await;
    assert_eq!(res.status(), 201);
    let meera: Value = res.json().await.unwrap();
    assert_eq!(
        (meera["invitation"].as_str(), meera["email"].as_str()),
        (Some("pending"), Some("meera@example.com"))
    );
    let res = app
        .post(
            "/api/admin/staff/invite",
            &json!({"name": "Again", "email": "meera@example.com"}),
            Some(&admin),
        )
        .await;
    assert_eq!(res.status(), 409);
    let res = app
        .post(
            "/api/admin/staff/invite",
            &json!({"name": "", "email": "x"}),
            Some(&admin),
        )
        .await;
    let (status, err) = error_of(res).await;
    assert_eq!((status, err["field"].as_str()), (400, Some("name")));
    // Invited staff hear of nothing until they accept.
    app.create_user(Role::Client, "Ann", "ann@example.com", "client-pass-1")
        .await;
    let ann = app.login("ann@example.com", "client-pass-1").await;
    json_of(
        app.post(
            "/api/ticket/create",
            &json!({"title": "Help", "description": "Please"}),
            Some(&ann),
        )
        .await,
    )
    .await;
    mail.wait_for("boss@example.com", 1, WAIT).await;
    let token = token_in(
        &mail.wait_for("meera@example.com", 1, WAIT).await[0],
        "/invitation#",
    );
    assert_eq!(mail.messages_to("meera@example.com").await.len(), 1);
    let signed = json_of(
        app.choose_password("/api/user/acceptInvitation", &token, "meera-pass-1")
            .await,
    )
    .await;
    assert_eq!(signed["user"]["role"], "admin");
    let meera_token = signed["token"].as_str().unwrap().to_owned();
    assert_eq!(
        app.get("/api/admin/staff", Some(&meera_token))
            .await
            .status(),
        200
    );
    app.admin_login("meera@example.com", "meera-pass-1").await;
    let list = json_of(app.get("/api/admin/staff?q=meera", Some(&admin)).await).await;
    assert_eq!(list["data"][0]["invitation"], Value::Null);
    // Switched off by another administrator: sessions end, sign-in says so; not oneself.
    let id = id_of(&meera);
    let boss_id = list_id(app, &admin, "boss").await;
    let res = app
        .put(
            &format!("/api/admin/staff/{boss_id}/active"),
            &json!({"active": false}),
            Some(&admin),
        )
        .await;
    assert_eq!(res.status(), 409);
    let off = json_of(
        app.put(
            &format!("/api/admin/staff/{id}/active"),
            &json!({"active": false}),
            Some(&admin),
        )
        .await,
    )
    .await;
    assert_eq!(off["active"], false);
    assert_eq!(
        app.get("/api/admin/staff", Some(&meera_token))
            .await
            .status(),
        401
    );
    assert_eq!(
        app.post(
            "/api/admin/login",
            &json!({"email": "meera@example.com", "password": "meera-pass-1"}),
            None,
        )
        .await
        .status(),
        403
    );
    // Clients are not staff, and staff are not clients.
    let ann_id = created_id(app.get("/api/user/userProfile", Some(&ann)).await).await;
    let res = app
        .put(
            &format!("/api/admin/staff/{ann_id}/active"),
            &json!({"active": false}),
            Some(&admin),
        )
        .await;
    assert_eq!(res.status(), 404);
    let res = resend_invitation(app, &admin, &id).await;
    assert_eq!(res.status(), 404);
}

async fn list_id(app: &TestApp, admin: &str, q: &str) -> String {
    let list = json_of(
        app.get(&format!("/api/admin/staff?q={q}"), Some(admin))
            .await,
    )
    .await;
    id_of(&list["data"][0])
}

mail_tests!(staff_are_invited_and_switched_off);
