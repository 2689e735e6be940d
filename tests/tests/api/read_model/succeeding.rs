//! The writes the route x role table sends only as failures, sent here as they succeed: with
//! the link a mail brought, the code an authenticator shows, a passkey, an identity at the
//! provider, the code host's token and signed webhook. After the table, whose last row ended the
//! world's sessions.

use std::time::{Duration, Instant};

use portico_server::db::users::Role;
use portico_tests::{created, created_id, id_of, TestApp};
use serde_json::{json, Value};
use webauthn_authenticator_rs::softpasskey::SoftPasskey;

use super::{Check, Rig, WEBHOOK_SECRET};
use crate::code::webhook::{deliver, push_of, signature};
use crate::code::REPO_A;
use crate::mail::{mails_titled, token_in, WAIT};
use crate::passkeys::{answering, registration};
use crate::two_factor::Phone;

/// Sessions of staff (Boss) and client A (Ann) just signed in: in sudo mode (a proof within ten
/// minutes), which the routes that change a way in ask for.
struct Sessions {
    admin: String,
    ann: String,
}

pub(super) async fn writes(rig: &Rig, check: &mut Check<'_>) {
    let app = rig.app();
    let s = Sessions {
        admin: app.admin_login("boss@example.com", "admin-pass-1").await,
        ann: app.login("ann@example.com", "client-pass-1").await,
    };
    let eve = emailed_links(rig, check, &s).await;
    two_factor(app, check, &s, &eve).await;
    staff_sessions(app, check, &s).await;
    company_people(app, check, &s).await;
    passkeys(app, check, &s).await;
    identities(rig, check, &s).await;
    code(rig, check, &s).await;
    // Last of what waits for mail: the mail refused here may be any.
    unsubscribe_and_resend(rig, check, &s).await;
}

/// The token of the link to `page` in the mail titled `subject` to `to`.
async fn link(rig: &Rig, to: &str, subject: &str, page: &str) -> String {
    token_in(&mails_titled(&rig.mail, to, subject, 1).await[0], page)
}

/// A client's own password, a reset link, a one-time sign-in link and an invitation, each
/// from its mail. Returns the client (Eve) the links were for.
async fn emailed_links(rig: &Rig, check: &mut Check<'_>, s: &Sessions) -> String {
    let app = rig.app();
    let admin = Some(s.admin.as_str());
    let eve = created_id(
        app.post(
            "/api/user/signup",
            &json!({"name": "Eve", "email": "eve@example.com", "password": "eve-pass-1"}),
            admin,
        )
        .await,
    )
    .await;
    let token = app.login("eve@example.com", "eve-pass-1").await;
    check
        .write(
            ("put", "/user/password"),
            "/user/password",
            Some(&json!({"currentPassword": "eve-pass-1", "newPassword": "eve-pass-2"})),
            Some(&token),
        )
        .await;

    let eve_email = json!({"email": "eve@example.com"});
    created(app.post("/api/user/forgotPassword", &eve_email, None).await).await;
    let reset = link(
        rig,
        "eve@example.com",
        "Choose a new Portico password",
        "/resetPassword#",
    )
    .await;
    check
        .write(
            ("post", "/user/resetPassword"),
            "/user/resetPassword",
            Some(&json!({"token": reset, "password": "eve-pass-3"})),
            None,
        )
        .await;

    created(app.post("/api/user/signInLink", &eve_email, None).await).await;
    let subject = "Your Portico sign-in link";
    let sign_in = json!({"token": link(rig, "eve@example.com", subject, "/signInLink#").await});
    for route in [
        ("post", "/user/signInLinkAccount"),
        ("post", "/user/linkSignIn"),
    ] {
        check.write(route, route.1, Some(&sign_in), None).await;
    }

    created(
        app.post(
            "/api/user/signup",
            &json!({"name": "Ivy", "email": "ivy@example.com"}),
            admin,
        )
        .await,
    )
    .await;
    let invitation = link(
        rig,
        "ivy@example.com",
        "You are invited to Portico",
        "/invitation#",
    )
    .await;
    check
        .write(
            ("post", "/user/invitation"),
            "/user/invitation",
            Some(&json!({"token": invitation})),
            None,
        )
        .await;
    check
        .write(
            ("post", "/user/acceptInvitation"),
            "/user/acceptInvitation",
            Some(&json!({"token": invitation, "password": "ivy-pass-1"})),
            None,
        )
        .await;
    eve
}

/// Eve turns two-factor on, signs in with a recovery code, takes new codes and turns it off
/// with one; staff then reset it, as for a client who lost their phone.
async fn two_factor(app: &TestApp, check: &mut Check<'_>, s: &Sessions, eve: &str) {
    let password = json!({"email": "eve@example.com", "password": "eve-pass-3"});
    let token = app.login("eve@example.com", "eve-pass-3").await;
    let me = Some(token.as_str());
    let setup = created(app.post("/api/user/twoFactor/setup", &json!({}), me).await).await;
    let phone = Phone::scanning(&setup);
    let route = ("post", "/user/twoFactor/confirm");
    let on = check
        .write(route, route.1, Some(&json!({"code": phone.now()})), me)
        .await;
    let challenge = created(app.post("/api/user/login", &password, None).await).await;
    let route = ("post", "/user/twoFactorSignIn");
    let code = json!({"challenge": challenge["challenge"], "code": on["recoveryCodes"][0]});
    check.write(route, route.1, Some(&code), None).await;
    let route = ("post", "/user/twoFactor/recoveryCodes");
    let code = json!({"code": on["recoveryCodes"][1]});
    let fresh = check.write(route, route.1, Some(&code), me).await;
    let route = ("post", "/user/twoFactor/disable");
    let code = json!({"code": fresh["recoveryCodes"][0]});
    check.write(route, route.1, Some(&code), me).await;
    check
        .write(
            ("delete", "/user/twoFactor/{clientId}"),
            &format!("/user/twoFactor/{eve}"),
            None,
            Some(&s.admin),
        )
        .await;
}

/// Staff end one of a colleague's sessions.
async fn staff_sessions(app: &TestApp, check: &mut Check<'_>, s: &Sessions) {
    let meera = app
        .create_user(Role::Admin, "Meera", "meera@example.com", "admin-pass-2")
        .await;
    app.admin_login("meera@example.com", "admin-pass-2").await;
    let admin = Some(s.admin.as_str());
    let open = created(
        app.get(&format!("/api/admin/staff/{meera}/sessions"), admin)
            .await,
    )
    .await;
    check
        .write(
            ("delete", "/admin/staff/{staffId}/sessions/{sessionId}"),
            &format!("/admin/staff/{meera}/sessions/{}", id_of(&open[0])),
            None,
            admin,
        )
        .await;
    // Meera signs in from another browser and ends that session from her own list.
    let mine = app.admin_login("meera@example.com", "admin-pass-2").await;
    let other = app.admin_login("meera@example.com", "admin-pass-2").await;
    let list = created(app.get("/api/user/sessions", Some(&mine)).await).await;
    let theirs = list
        .as_array()
        .unwrap()
        .iter()
        .find(|v| v["current"] == false)
        .unwrap();
    check
        .write(
            ("delete", "/user/sessions/{sessionId}"),
            &format!("/user/sessions/{}", id_of(theirs)),
            None,
            Some(&mine),
        )
        .await;
    let _ = other;
}

/// Ann, the company's owner, runs its people: invites two colleagues, sends one invitation
/// again, changes a colleague's access, removes one and hands the ownership to the other (and
/// is appointed owner again by staff, for the stories after this one).
async fn company_people(app: &TestApp, check: &mut Check<'_>, s: &Sessions) {
    let ann = Some(s.ann.as_str());
    let mut invited = Vec::new();
    for (name, email) in [("Kim", "kim@example.com"), ("Lee", "lee@example.com")] {
        let body = json!({"name": name, "email": email});
        check
            .write(
                ("post", "/company/people"),
                "/company/people",
                Some(&body),
                ann,
            )
            .await;
        // The answer says only that it was sent (the same for a taken address): the id is in
        // the company's list.
        let people = created(app.get("/api/company/people", ann).await).await;
        let person = people
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["email"] == email)
            .unwrap();
        invited.push(id_of(person));
    }
    let (kim, lee) = (&invited[0], &invited[1]);
    check
        .write(
            ("post", "/company/people/{personId}/invitation"),
            &format!("/company/people/{kim}/invitation"),
            None,
            ann,
        )
        .await;
    check
        .write(
            ("put", "/company/people/{personId}"),
            &format!("/company/people/{kim}"),
            Some(&json!({"companyRole": "member", "approver": true})),
            ann,
        )
        .await;
    check
        .write(
            ("delete", "/company/people/{personId}"),
            &format!("/company/people/{lee}"),
            None,
            ann,
        )
        .await;
    check
        .write(
            ("post", "/company/transfer/{personId}"),
            &format!("/company/transfer/{kim}"),
            None,
            ann,
        )
        .await;
    let ann_id = created_id(app.get("/api/user/userProfile", ann).await).await;
    let res = app
        .put(
            &format!("/api/user/people/{ann_id}/{ann_id}"),
            &json!({"companyRole": "owner"}),
            Some(&s.admin),
        )
        .await;
    assert_eq!(res.status(), 200);
}

/// Ann adds a passkey, renames it, signs in with it, proves sudo mode with it and removes it.
async fn passkeys(app: &TestApp, check: &mut Check<'_>, s: &Sessions) {
    let ann = Some(s.ann.as_str());
    let mut device = SoftPasskey::new(true);
    let body = registration(app, &s.ann, &mut device, "Phone").await;
    let route = ("post", "/user/passkeys");
    let added = check.write(route, route.1, Some(&body), ann).await;
    let path = format!("/user/passkeys/{}", id_of(&added));
    let name = json!({"name": "Laptop"});
    check
        .write(
            ("put", "/user/passkeys/{passkeyId}"),
            &path,
            Some(&name),
            ann,
        )
        .await;
    let email = json!({"email": "ann@example.com"});
    let started = created(app.post("/api/auth/passkey/start", &email, None).await).await;
    let route = ("post", "/auth/passkey/finish");
    let answer = answering(&mut device, &started);
    check.write(route, route.1, Some(&answer), None).await;
    let route = ("post", "/user/sudo/passkey");
    let started = check.write(route, route.1, Some(&json!({})), ann).await;
    let route = ("post", "/user/sudo/passkey/finish");
    let answer = answering(&mut device, &started);
    check.write(route, route.1, Some(&answer), ann).await;
    check
        .write(("delete", "/user/passkeys/{passkeyId}"), &path, None, ann)
        .await;
    // Staff remove one of Ann's passkeys (a lost phone).
    let mut lost = SoftPasskey::new(true);
    let body = registration(app, &s.ann, &mut lost, "Lost phone").await;
    let added = created(app.post("/api/user/passkeys", &body, ann).await).await;
    let me = created(app.get("/api/user/userProfile", ann).await).await;
    let path = format!("/admin/accounts/{}/passkeys/{}", id_of(&me), id_of(&added));
    let route = ("delete", "/admin/accounts/{accountId}/passkeys/{passkeyId}");
    check.write(route, &path, None, Some(&s.admin)).await;
}

/// What the provider sends back to `started` (a sign-in or a link started at Portico) once
/// `login` signs in there: what the callback page posts.
async fn at_the_provider(rig: &Rig, started: &Value, login: &str) -> Value {
    let url = started["url"].as_str().unwrap();
    let back = rig.idp.sign_in(url, login).await;
    assert_eq!(back.error, None, "the provider refused: {back:?}");
    json!({"code": back.code, "state": back.state, "binding": started["binding"]})
}

/// Ann signs in with the identity provider (found by her verified address); staff link an
/// identity of their own and unlink it.
async fn identities(rig: &Rig, check: &mut Check<'_>, s: &Sessions) {
    let empty = json!({});
    let none = Some(&empty);
    let route = ("post", "/auth/oidc/start");
    let started = check.write(route, route.1, none, None).await;
    let back = at_the_provider(rig, &started, "ann@example.com").await;
    let route = ("post", "/auth/oidc/callback");
    check.write(route, route.1, Some(&back), None).await;

    let admin = Some(s.admin.as_str());
    let route = ("post", "/user/identities/link");
    let started = check.write(route, route.1, none, admin).await;
    let back = at_the_provider(rig, &started, "boss.sso@corp.example").await;
    let route = ("post", "/user/identities/callback");
    let linked = check.write(route, route.1, Some(&back), admin).await;
    check
        .write(
            ("delete", "/user/identities/{identityId}"),
            &format!("/user/identities/{}", id_of(&linked[0])),
            None,
            admin,
        )
        .await;
}

/// Ann posts an issue and a comment to her project's repository; the code host delivers a
/// signed push.
async fn code(rig: &Rig, check: &mut Check<'_>, s: &Sessions) {
    let (app, pa) = (rig.app(), &rig.world().project_a);
    let ann = Some(s.ann.as_str());
    let issue = json!({"title": "Checkout fails"});
    check
        .write(
            ("post", "/code/{projectId}/issues"),
            &format!("/code/{pa}/issues"),
            Some(&issue),
            ann,
        )
        .await;
    let comment = json!({"body": "Still failing"});
    check
        .write(
            ("post", "/code/{projectId}/issues/{number}/comments"),
            &format!("/code/{pa}/issues/1/comments"),
            Some(&comment),
            ann,
        )
        .await;
    let push = push_of(REPO_A);
    let signed = Some(signature(WEBHOOK_SECRET, push.as_bytes()));
    let route = ("post", "/code/webhook");
    check
        .sending(route, route.1, deliver(app, "read-model", &push, signed))
        .await;
}

/// Ann unsubscribes with the link of a staff reply's mail; a mail the mail server refused (the
/// test mail, or another sent at that moment) is sent again.
async fn unsubscribe_and_resend(rig: &Rig, check: &mut Check<'_>, s: &Sessions) {
    let app = rig.app();
    let (admin, ann) = (Some(s.admin.as_str()), Some(s.ann.as_str()));
    let ticket = created_id(
        app.post(
            "/api/ticket/create",
            &json!({"title": "Fonts", "description": "Too small"}),
            ann,
        )
        .await,
    )
    .await;
    created(
        app.post(
            &format!("/api/ticket/{ticket}/reply"),
            &json!({"text": "Larger now"}),
            admin,
        )
        .await,
    )
    .await;
    let subject = "Boss replied to your ticket “Fonts”";
    let replies = mails_titled(&rig.mail, "ann@example.com", subject, 1).await;
    let header = replies[0].header("list-unsubscribe").unwrap();
    let path = header
        .trim_matches(|c| c == '<' || c == '>')
        .split_once("/api")
        .unwrap()
        .1;
    check
        .write(("post", "/mail/unsubscribe/{token}"), path, None, None)
        .await;

    rig.mail.refuse_next(1, 550).await;
    let to = json!({"email": "gone@example.com"});
    created(app.post("/api/admin/mail/test", &to, admin).await).await;
    let started = Instant::now();
    let failed = loop {
        let log = created(app.get("/api/admin/mail?state=failed", admin).await).await;
        let refused = log["data"]
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["lastError"].as_str().is_some_and(|e| e.contains("550")));
        if let Some(mail) = refused {
            break id_of(mail);
        }
        assert!(started.elapsed() < WAIT, "no mail failed: {log}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    check
        .write(
            ("post", "/admin/mail/{mailId}/resend"),
            &format!("/admin/mail/{failed}/resend"),
            None,
            admin,
        )
        .await;
}
