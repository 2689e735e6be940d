//! Every way in is one its owner can see and end: a recovery (a reset by the mailed link, staff
//! setting the password, an email change, a two-factor reset) removes the account's passkeys and
//! its mail says so; adding a passkey is mailed; staff see and remove a person's passkeys (sudo,
//! audited); with two-factor on, the password alone does not open sudo mode; an owner added or a
//! colleague invited is told to the others; a passkey's counter never goes back.

use portico_server::db::users::Role;
use portico_tests::mail::MailServer;
use portico_tests::{created as ok, error_of, id_of, refused_field, TestApp};
use serde_json::{json, Value};
use webauthn_authenticator_rs::softpasskey::SoftPasskey;

use crate::mail::{token_in, WAIT};
use crate::passkeys::{add_passkey, answer_for, finish};
use crate::two_factor::turn_on;

mod findings;

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

/// Asha, a client, and Boss, staff: Asha's id and Boss's session.
async fn asha_and_staff(app: &TestApp) -> (String, String) {
    let asha = app
        .create_user(Role::Client, "Asha", "asha@example.com", "asha-pass-1")
        .await;
    let (_, staff) = app
        .signed_in(Role::Admin, "Boss", "boss@example.com", "admin-pass-1")
        .await;
    (asha, staff)
}

async fn every_recovery_removes_the_passkeys_and_says_so(app: &TestApp, mail: &MailServer) {
    let (asha, staff) = asha_and_staff(app).await;

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
        .choose_password("/api/user/resetPassword", &token, "asha-pass-2")
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
    let (asha, staff) = asha_and_staff(app).await;
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
    assert_eq!(app.delete(&missing, Some(&staff)).await.status(), 404);
    assert_eq!(app.delete(&one, Some(&staff)).await.status(), 204);
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
    let password = json!({"password": "asha-pass-1"});
    let res = app.post("/api/user/sudo", &password, Some(&token)).await;
    refused_field(res, "code").await;
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
        .put(
            &format!("/api/company/people/{}", id_of(&priya)),
            &json!({"companyRole": "owner"}),
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

crate::mail_tests!(
    every_recovery_removes_the_passkeys_and_says_so with vec![("PUBLIC_URL", crate::passkeys::ORIGIN.to_owned())],
    staff_see_and_remove_a_persons_passkeys with vec![("PUBLIC_URL", crate::passkeys::ORIGIN.to_owned())],
    with_two_factor_the_password_alone_opens_no_sudo_mode with vec![("PUBLIC_URL", crate::passkeys::ORIGIN.to_owned())],
    new_owners_and_new_staff_are_told_to_the_others,
);
