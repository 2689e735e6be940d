//! The security review's findings, each closed at its cause: nobody gets in who was turned away.
//! A withdrawn invitation gets no link at all; emailed links keep no token in the outbox; a
//! changed address or a password set without the old one ends every other way in; strangers
//! asking for links never use up the owner's; a challenge's codes are counted before they are
//! checked (`floods`); a sign-in link names its account first.

use std::time::{Duration, Instant};

use portico_server::db::tokens::{self, Purpose};
use portico_server::db::users::Role;
use portico_server::ids::UserId;
use portico_tests::mail::MailServer;
use portico_tests::{id_of, TestApp};
use serde_json::{json, Value};

use super::post_from;
use crate::mail::{invite, json_of, mails_titled, resend_invitation, staff, token_in, WAIT};
use crate::mail_tests;
use crate::two_factor::{self, turn_on, PASSWORD};

const INVITED: &str = "You are invited to Portico";
const RESET: &str = "Choose a new Portico password";
const SIGN_IN: &str = "Your Portico sign-in link";
const PASSWORD_CHANGED: &str = "Your Portico password was changed";
const EMAIL_CHANGED: &str = "The email address of your Portico account was changed";

/// A link of `purpose` made straight in the store, as the server before these fixes made some
/// (a reset link for an invited account, say): links already out in someone's inbox.
async fn link_made_earlier(app: &TestApp, user_id: &str, purpose: Purpose) -> String {
    let mut c = app.db.acquire().await.unwrap();
    tokens::issue(&mut c, &UserId::from_stored(user_id.to_owned()), purpose)
        .await
        .unwrap()
}

async fn unused_links(app: &TestApp, user_id: &str) -> i64 {
    app.count_where(
        "account_tokens",
        "user_id = $1 AND used_at IS NULL",
        user_id,
    )
    .await
}

async fn mails_queued_for(app: &TestApp, user_id: &str) -> i64 {
    app.count_where("mail_outbox", "user_id = $1", user_id)
        .await
}

async fn mails_queued_to(app: &TestApp, address: &str) -> i64 {
    app.count_where("mail_outbox", "to_addr = $1", address)
        .await
}

/// Asks for an emailed link for `email` as if from `address`: always the same answer.
async fn ask(app: &TestApp, path: &str, email: &str, address: &str) {
    let res = post_from(app, address, path, &json!({ "email": email })).await;
    assert_eq!(res.status(), 202, "{path} for {email}");
}

/// An emailed link Ann asks for: where she asks, the mail's subject, the page it opens.
struct Emailed {
    ask: &'static str,
    subject: &'static str,
    page: &'static str,
}

const RESET_LINK: Emailed = Emailed {
    ask: "/api/user/forgotPassword",
    subject: RESET,
    page: "/resetPassword#",
};
const SIGN_IN_LINK: Emailed = Emailed {
    ask: "/api/user/signInLink",
    subject: SIGN_IN,
    page: "/signInLink#",
};

/// Ann asks for `link` from `address`; the token of the first such mail she got.
async fn anns_link(app: &TestApp, mail: &MailServer, link: &Emailed, address: &str) -> String {
    ask(app, link.ask, "ann@example.com", address).await;
    let mails = mails_titled(mail, "ann@example.com", link.subject, 1).await;
    token_in(&mails[0], link.page)
}

/// Ann opens her sign-in link from `address`: the answer (a session, or the code step).
async fn link_opened_from(app: &TestApp, address: &str, link: &str) -> Value {
    let body = json!({ "token": link });
    json_of(post_from(app, address, "/api/user/linkSignIn", &body).await).await
}

/// Staff change the address of the client `id` (named `name`) to `email`: the client as staff
/// see them now.
async fn address_changed(
    app: &TestApp,
    admin: &str,
    (id, name): (&str, &str),
    email: &str,
) -> Value {
    let body = json!({ "name": name, "email": email });
    let path = format!("/api/user/edit/{id}");
    json_of(app.put(&path, &body, Some(admin)).await).await
}

/// Asks for a link for `email` and proves nothing was queued for `user_id`: a second request
/// made after it, for `control` (an account with a password, which gets its link), is queued
/// first, and the request before had as long.
async fn ask_and_get_nothing(app: &TestApp, path: &str, email: &str, user_id: &str, control: &str) {
    let before = mails_queued_for(app, user_id).await;
    let control_before = mails_queued_to(app, control).await;
    ask(app, path, email, "192.0.2.1").await;
    ask(app, "/api/user/forgotPassword", control, "192.0.2.2").await;
    let started = Instant::now();
    loop {
        if mails_queued_to(app, control).await > control_before {
            break;
        }
        assert!(
            started.elapsed() < WAIT,
            "the control link was never queued"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(
        mails_queued_for(app, user_id).await,
        before,
        "{path} for {email} queued a mail"
    );
}

/// Waits until `to` got at least `n` mails with `subject`; those mails.
/// The account's identities, one linked because it showed the account's address and one its
/// signed-in owner linked.
async fn link_identities(app: &TestApp, user_id: &str) {
    for (subject, by) in [("by-address", "address"), ("by-owner", "signed_in")] {
        sqlx::query(
            "INSERT INTO identities (id, user_id, issuer, subject, email, created_at, linked_by) \
             VALUES ($1, $2, 'https://idp.example', $3, 'x@idp.example', $4, $5)",
        )
        .bind(uuid::Uuid::new_v4().to_string())
        .bind(user_id)
        .bind(format!("{subject}-{user_id}"))
        .bind(portico_tests::now_ms())
        .bind(by)
        .execute(&app.db)
        .await
        .unwrap();
    }
}

/// Staff, and Ann, a client signed in with two identities linked (`link_identities`): staff's
/// session, Ann's id and her session.
async fn ann_with_identities(app: &TestApp) -> (String, String, String) {
    let admin = staff(app).await;
    let (ann, session) = app
        .signed_in(Role::Client, "Ann", "ann@example.com", "client-pass-1")
        .await;
    link_identities(app, &ann).await;
    (admin, ann, session)
}

async fn identities_of(app: &TestApp, user_id: &str) -> Vec<String> {
    sqlx::query_scalar("SELECT linked_by FROM identities WHERE user_id = $1 ORDER BY linked_by")
        .bind(user_id)
        .fetch_all(&app.db)
        .await
        .unwrap()
}

/// H1: an invited account has no password; only its invitation gives it one. "Forgot password?"
/// mails the invitation again while it is pending and nothing once it was revoked or lapsed; a
/// reset link never sets its first password; revoking the invitation ends every emailed link.
async fn a_withdrawn_invitation_gets_no_link_at_all(app: &TestApp, mail: &MailServer) {
    let admin = staff(app).await;
    app.create_user(Role::Client, "Cara", "cara@example.com", "client-pass-1")
        .await;
    let id = id_of(&invite(app, &admin, "Ivy", "ivy@example.com").await);
    mail.wait_for("ivy@example.com", 1, WAIT).await;

    // Pending: "Forgot password?" mails the invitation again, not a reset.
    ask(
        app,
        "/api/user/forgotPassword",
        "ivy@example.com",
        "203.0.113.1",
    )
    .await;
    let got = mail.wait_for("ivy@example.com", 2, WAIT).await;
    assert_eq!(got[1].subject, INVITED);
    let again = token_in(&got[1], "/invitation#");
    json_of(app.open_link("/api/user/invitation", &again).await).await;

    // A reset link made for the invited account (as the old server mailed them) sets no
    // password: the account is still staff's to hand over.
    let reset = link_made_earlier(app, &id, Purpose::Reset).await;
    app.refuses_token("/api/user/resetPassword", &reset).await;
    let res = app.try_login("ivy@example.com", "someone-chose-this").await;
    assert_eq!(res.status(), 401);

    // Revoked: every emailed link of the account ends with the invitation.
    let sign_in = link_made_earlier(app, &id, Purpose::SignIn).await;
    assert_eq!(unused_links(app, &id).await, 3);
    let res = app
        .delete(&format!("/api/user/invitation/{id}"), Some(&admin))
        .await;
    assert_eq!(res.status(), 204);
    assert_eq!(unused_links(app, &id).await, 0);
    app.refuses_token("/api/user/invitation", &again).await;
    app.refuses_token("/api/user/linkSignIn", &sign_in).await;
    // Asking again mails nothing, whichever link is asked for.
    for path in ["/api/user/forgotPassword", "/api/user/signInLink"] {
        ask_and_get_nothing(app, path, "ivy@example.com", &id, "cara@example.com").await;
    }

    // Sent again, then lapsed: nothing either.
    json_of(resend_invitation(app, &admin, &id).await).await;
    mail.wait_for("ivy@example.com", 3, WAIT).await;
    sqlx::query("UPDATE users SET invitation_expires = 1 WHERE id = $1")
        .bind(&id)
        .execute(&app.db)
        .await
        .unwrap();
    ask_and_get_nothing(
        app,
        "/api/user/forgotPassword",
        "ivy@example.com",
        &id,
        "cara@example.com",
    )
    .await;
}

/// L5: an emailed link's token is made as the mail is sent, so the outbox (a backup, a database
/// reader) never holds one, waiting or sent; and a link withdrawn while its mail waits is not
/// sent at all.
async fn emailed_links_keep_no_token_in_the_outbox(app: &TestApp, mail: &MailServer) {
    let admin = staff(app).await;
    // The mail server turns mail away for now: the invitation waits for a retry.
    mail.refuse_next(1000, 451).await;
    let id = id_of(&invite(app, &admin, "Ivy", "ivy@example.com").await);
    let started = Instant::now();
    while mail.stats().await.1 == 0 {
        assert!(started.elapsed() < WAIT, "the invitation was never tried");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let waiting: String = sqlx::query_scalar("SELECT payload FROM mail_outbox WHERE user_id = $1")
        .bind(&id)
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert!(
        !waiting.contains("link") && !waiting.contains('#'),
        "{waiting}"
    );

    // Revoked while it waits: the next try withdraws the mail instead of sending a link.
    let res = app
        .delete(&format!("/api/user/invitation/{id}"), Some(&admin))
        .await;
    assert_eq!(res.status(), 204);
    let started = Instant::now();
    loop {
        let (state, error): (String, Option<String>) =
            sqlx::query_as("SELECT state, last_error FROM mail_outbox WHERE user_id = $1")
                .bind(&id)
                .fetch_one(&app.db)
                .await
                .unwrap();
        if state == "failed" {
            let error = error.unwrap_or_default();
            assert!(error.starts_with("withdrawn"), "{error}");
            break;
        }
        assert!(started.elapsed() < WAIT, "still {state}: {error:?}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(unused_links(app, &id).await, 0);
    mail.refuse_next(0, 451).await;

    // Sent links: the tokens that arrived are nowhere in the outbox, and they work.
    app.create_user(Role::Client, "Ann", "ann@example.com", "client-pass-1")
        .await;
    let reset = anns_link(app, mail, &RESET_LINK, "203.0.113.1").await;
    let sign_in = anns_link(app, mail, &SIGN_IN_LINK, "203.0.113.2").await;
    let payloads: Vec<String> = sqlx::query_scalar("SELECT payload FROM mail_outbox")
        .fetch_all(&app.db)
        .await
        .unwrap();
    for p in &payloads {
        assert!(
            !p.contains(&reset) && !p.contains(&sign_in) && !p.contains("\"link\""),
            "{p}"
        );
    }
    json_of(app.open_link("/api/user/signInLinkAccount", &sign_in).await).await;
    json_of(
        app.choose_password("/api/user/resetPassword", &reset, "ann-new-pass-1")
            .await,
    )
    .await;
}

/// M1: staff change a client's address. Whoever reads the old inbox (a former employee, a lapsed
/// domain) gets in no more: its links are refused, every session ends, identities linked because
/// they showed the old address are unlinked (the owner's own stay), and the old address is told.
/// An invitation still pending goes again, to the new address only.
async fn a_changed_address_ends_every_way_in_through_the_old_one(app: &TestApp, mail: &MailServer) {
    let (admin, ann, session) = ann_with_identities(app).await;
    let reset = anns_link(app, mail, &RESET_LINK, "203.0.113.1").await;
    let sign_in = anns_link(app, mail, &SIGN_IN_LINK, "203.0.113.2").await;

    let view = address_changed(app, &admin, (&ann, "Ann"), "ann@new.example").await;
    assert_eq!(view["email"], "ann@new.example");
    app.refuses_token("/api/user/resetPassword", &reset).await;
    app.refuses_token("/api/user/linkSignIn", &sign_in).await;
    assert_eq!(app.session_status(&session).await, 401);
    assert_eq!(identities_of(app, &ann).await, ["signed_in"]);
    let told = &mails_titled(mail, "ann@example.com", EMAIL_CHANGED, 1).await[0];
    assert!(told.text.contains("ann@new.example"), "{}", told.text);
    app.login("ann@new.example", "client-pass-1").await;

    // Invited: the old address's link is refused, the new address gets a fresh one.
    let bob = id_of(&invite(app, &admin, "Bob", "bob@example.com").await);
    let first = token_in(
        &mail.wait_for("bob@example.com", 1, WAIT).await[0],
        "/invitation#",
    );
    address_changed(app, &admin, (&bob, "Bob"), "bob@new.example").await;
    app.refuses_token("/api/user/invitation", &first).await;
    mails_titled(mail, "bob@example.com", EMAIL_CHANGED, 1).await;
    let fresh = token_in(
        &mails_titled(mail, "bob@new.example", INVITED, 1).await[0],
        "/invitation#",
    );
    let who = json_of(app.open_link("/api/user/invitation", &fresh).await).await;
    assert_eq!(who, json!({"name": "Bob", "email": "bob@new.example"}));
    // The same address in other letters is no change.
    address_changed(app, &admin, (&ann, "Ann"), "ANN@new.example").await;
    let notices = app
        .count_where(
            "mail_outbox",
            "user_id = $1 AND kind = 'email_changed'",
            &ann,
        )
        .await;
    assert_eq!(notices, 1);
}

/// M1: a password set without the old one (by staff, or through an emailed reset link) ends the
/// account's identity links too, which would otherwise outlive the password as a way in, with
/// its sessions and links; the owner is told.
async fn a_password_set_without_the_old_one_ends_identity_links(app: &TestApp, mail: &MailServer) {
    let (admin, ann, session) = ann_with_identities(app).await;
    let sign_in = anns_link(app, mail, &SIGN_IN_LINK, "203.0.113.1").await;
    let res = app
        .put(
            &format!("/api/user/setPassword/{ann}"),
            &json!({"password": "staff-set-pass-1"}),
            Some(&admin),
        )
        .await;
    assert_eq!(res.status(), 204);
    assert!(identities_of(app, &ann).await.is_empty());
    assert_eq!(app.session_status(&session).await, 401);
    app.refuses_token("/api/user/linkSignIn", &sign_in).await;
    mails_titled(mail, "ann@example.com", PASSWORD_CHANGED, 1).await;
    app.login("ann@example.com", "staff-set-pass-1").await;

    // Through a reset link: the same.
    link_identities(app, &ann).await;
    let reset = anns_link(app, mail, &RESET_LINK, "203.0.113.2").await;
    json_of(
        app.choose_password("/api/user/resetPassword", &reset, "ann-chose-this")
            .await,
    )
    .await;
    assert!(identities_of(app, &ann).await.is_empty());
    mails_titled(mail, "ann@example.com", PASSWORD_CHANGED, 2).await;
}

/// M2: twenty strangers asking for Ann's reset links, each from an address of their own, use up
/// the reset budget and nothing else: her sign-in link still comes; and once she signed in from
/// an address, her requests from there have a budget strangers cannot touch.
async fn strangers_asking_never_use_up_the_owners_links(app: &TestApp, mail: &MailServer) {
    app.create_user(Role::Client, "Ann", "ann@example.com", "client-pass-1")
        .await;
    let strangers: Vec<String> = (0..20).map(|i| format!("203.0.113.{i}")).collect();
    for address in &strangers {
        ask(app, "/api/user/forgotPassword", "ann@example.com", address).await;
    }
    let owner = "198.51.100.7";
    let link = anns_link(app, mail, &SIGN_IN_LINK, owner).await;
    let signed = link_opened_from(app, owner, &link).await;
    assert!(signed["token"].is_string(), "{signed}");

    // Now strangers ask for sign-in links until that budget is spent too; Ann, at home, still
    // gets hers.
    for address in &strangers {
        ask(app, "/api/user/signInLink", "ann@example.com", address).await;
    }
    ask(app, "/api/user/signInLink", "ann@example.com", owner).await;
    // Hers, the four strangers' the budget had left, hers again.
    mails_titled(mail, "ann@example.com", SIGN_IN, 6).await;
    mails_titled(mail, "ann@example.com", RESET, 5).await;
}

/// L6: the sign-in link's page asks whose account it is before signing in, without using the
/// link; made-up or used links are refused by name.
async fn a_sign_in_link_names_its_account_before_it_is_used(app: &TestApp, mail: &MailServer) {
    app.create_user(Role::Client, "Ann", "ann@example.com", "client-pass-1")
        .await;
    let token = anns_link(app, mail, &SIGN_IN_LINK, "203.0.113.1").await;
    for _ in 0..2 {
        let who = json_of(app.open_link("/api/user/signInLinkAccount", &token).await).await;
        assert_eq!(who, json!({"name": "Ann", "email": "ann@example.com"}));
    }
    let signed = json_of(app.open_link("/api/user/linkSignIn", &token).await).await;
    assert_eq!(signed["user"]["email"], "ann@example.com");
    app.refuses_token("/api/user/signInLinkAccount", &token)
        .await;
    app.refuses_token("/api/user/signInLinkAccount", &"A".repeat(43))
        .await;
}

/// L1: a sign-in link to an account with two-factor is only half a sign-in: the address it was
/// opened from becomes the owner's (trusted past others' failures) once the code is right too.
async fn a_sign_in_link_with_two_factor_trusts_the_address_after_the_code(
    app: &TestApp,
    mail: &MailServer,
) {
    two_factor::client(app, "ann@example.com").await;
    let token = app.login("ann@example.com", PASSWORD).await;
    let (phone, _) = turn_on(app, &token).await;
    let owner = "198.51.100.7";
    let known = || async {
        sqlx::query_scalar::<_, i64>(
            "SELECT COUNT(*) FROM login_known WHERE account = 'ann@example.com' AND address = $1",
        )
        .bind(owner)
        .fetch_one(&app.db)
        .await
        .unwrap()
    };
    let link = anns_link(app, mail, &SIGN_IN_LINK, owner).await;
    let answer = link_opened_from(app, owner, &link).await;
    let challenge = answer["challenge"].as_str().expect("a code is asked for");
    assert!(answer.get("token").is_none(), "{answer}");
    assert_eq!(known().await, 0, "trusted before the code");
    let signed = json_of(
        post_from(
            app,
            owner,
            "/api/user/twoFactorSignIn",
            &json!({"challenge": challenge, "code": phone.next()}),
        )
        .await,
    )
    .await;
    assert!(signed["token"].is_string(), "{signed}");
    assert_eq!(known().await, 1);
}

mail_tests!(
    a_withdrawn_invitation_gets_no_link_at_all,
    emailed_links_keep_no_token_in_the_outbox,
    a_changed_address_ends_every_way_in_through_the_old_one,
    a_password_set_without_the_old_one_ends_identity_links,
    strangers_asking_never_use_up_the_owners_links,
    a_sign_in_link_names_its_account_before_it_is_used,
    a_sign_in_link_with_two_factor_trusts_the_address_after_the_code,
);
