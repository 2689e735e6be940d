//! Notifications: who hears of what, the links they carry, digests, settings, unsubscribe.

use std::time::Duration;

use portico_tests::mail::{Mail, MailServer};
use portico_tests::{id_of, world, TestApp, World};
use serde_json::{json, Value};

use super::{colleague, json_of, WAIT};
use crate::mail_tests;

/// Staff reply on Ann's ticket.
async fn staff_reply(app: &TestApp, w: &World, text: &str) {
    let reply = json!({ "text": text });
    let path = format!("/api/ticket/{}/reply", w.ticket_a);
    json_of(app.post(&path, &reply, Some(&w.admin_token)).await).await;
}

/// Where a mail's one-click unsubscribe (RFC 8058) posts to.
fn one_click(m: &Mail) -> String {
    let unsubscribe = m.header("list-unsubscribe").unwrap().to_owned();
    assert_eq!(
        m.header("list-unsubscribe-post"),
        Some("List-Unsubscribe=One-Click")
    );
    unsubscribe
        .trim_matches(|c| c == '<' || c == '>')
        .split_once("/api/")
        .map(|(_, p)| format!("/api/{p}"))
        .unwrap()
}

/// A client's ticket tells staff, with a link to it; a staff reply tells the client, with the
/// reply, a link to the ticket and ways to hear less; the other client hears of nothing.
async fn tickets_and_replies_reach_the_other_side(app: &TestApp, mail: &MailServer) {
    let w = world(app).await;
    // The world's two tickets, opened by clients, told staff (the one staff account).
    let got = mail.wait_for("boss@example.com", 2, WAIT).await;
    let subjects: Vec<&str> = got.iter().map(|m| m.subject.as_str()).collect();
    assert!(
        subjects.contains(&"Ann opened a ticket: “Slow”"),
        "{subjects:?}"
    );
    let opened = got.iter().find(|m| m.subject.contains("Slow")).unwrap();
    assert!(
        opened
            .text
            .contains(&format!("/admin?section=tickets&ticket={}", w.ticket_a)),
        "{}",
        opened.text
    );
    assert!(opened.text.contains("Pages are slow"));

    // Staff reply: the client gets the reply, the project and a link to the ticket.
    staff_reply(app, &w, "Fixed in <b>v2</b>").await;
    let got = mail.wait_for("ann@example.com", 1, WAIT).await;
    let m = &got[0];
    assert_eq!(m.subject, "Boss replied to your ticket “Slow”");
    assert!(m.text.contains("> Fixed in <b>v2</b>"), "{}", m.text);
    assert!(
        m.html.contains("Fixed in &lt;b&gt;v2&lt;/b&gt;"),
        "{}",
        m.html
    );
    // A ticket without a project is read from the dashboard; people unsubscribe on a page
    // (mail scanners open links), mail clients with one click.
    assert!(m.text.contains("/dashboard"), "{}", m.text);
    assert!(m.text.contains("/unsubscribe#"), "{}", m.text);
    assert!(m.text.contains("/profileSettings"), "{}", m.text);
    // RFC 8058 one-click unsubscribe.
    one_click(m);
    // Bob never hears of Ann's ticket.
    assert!(mail.messages_to("bob@example.com").await.is_empty());
}

/// Client writes reach staff: a reply, a requirement, a statement-of-work update, the contact
/// form.
async fn client_writes_reach_staff(app: &TestApp, mail: &MailServer) {
    let w = world(app).await;
    json_of(
        app.post(
            &format!("/api/ticket/{}/reply", w.ticket_a),
            &json!({"text": "Thanks!"}),
            Some(&w.a_token),
        )
        .await,
    )
    .await;
    json_of(
        app.post(
            "/api/project/addRequest",
            &json!({"title": "Mobile app", "description": "iOS first"}),
            Some(&w.a_token),
        )
        .await,
    )
    .await;
    json_of(
        app.post(
            &format!("/api/project/addUpdate/{}", w.project_a),
            &json!({"text": "Add a blog"}),
            Some(&w.a_token),
        )
        .await,
    )
    .await;
    json_of(app.post("/api/contact/submit", &json!({"name": "Pat", "email": "pat@example.com", "phone": "9876501234", "message": "Quote please", "permission": true}), None).await).await;
    let got = mail.wait_for("boss@example.com", 6, WAIT).await;
    let subjects: Vec<&str> = got.iter().map(|m| m.subject.as_str()).collect();
    for want in [
        "Ann replied on the ticket “Slow”",
        "Ann sent a requirement: “Mobile app”",
        "Ann sent a statement-of-work update: “Storefront”",
        "New message from the contact form: Pat <pat@example.com>",
    ] {
        assert!(subjects.contains(&want), "{want} not in {subjects:?}");
    }
    let update = got
        .iter()
        .find(|m| m.subject.contains("statement-of-work"))
        .unwrap();
    assert!(
        update
            .text
            .contains(&format!("/admin?section=clients&client={}", w.a)),
        "{}",
        update.text
    );
}

/// One click, no session: that kind of mail stops and the setting shows it; a forged token does
/// nothing; the settings turn it back on.
async fn one_click_unsubscribes_and_the_settings_resubscribe(app: &TestApp, mail: &MailServer) {
    let w = world(app).await;
    staff_reply(app, &w, "Fixed in <b>v2</b>").await;
    let path = one_click(&mail.wait_for("ann@example.com", 1, WAIT).await[0]);
    let res = app
        .http
        .post(app.url(&path))
        .header("content-type", "application/x-www-form-urlencoded")
        .body("List-Unsubscribe=One-Click")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(
        res.json::<Value>().await.unwrap(),
        json!({"topic": "tickets"})
    );
    let prefs = json_of(app.get("/api/user/notifications", Some(&w.a_token)).await).await;
    assert_eq!(
        prefs,
        json!({"tickets": false, "requests": true, "contact": true})
    );
    staff_reply(app, &w, "Second reply").await;
    // A forged token for Bob does nothing.
    let forged = path.replace(&w.a, &w.b);
    assert_eq!(
        app.http
            .post(app.url(&forged))
            .send()
            .await
            .unwrap()
            .status(),
        400
    );
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(mail.messages_to("ann@example.com").await.len(), 1);

    // Back on from the settings.
    let prefs = json_of(
        app.put(
            "/api/user/notifications",
            &json!({"tickets": true}),
            Some(&w.a_token),
        )
        .await,
    )
    .await;
    assert_eq!(prefs["tickets"], true);
    staff_reply(app, &w, "Third reply").await;
    mail.wait_for("ann@example.com", 2, WAIT).await;
}

/// Staff turn contact mail off: the next contact form tells nobody.
async fn staff_turn_contact_mail_off(app: &TestApp, mail: &MailServer) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    json_of(
        app.put("/api/user/notifications", &json!({"contact": false}), admin)
            .await,
    )
    .await;
    // The world's two tickets told staff before.
    let before = mail.wait_for("boss@example.com", 2, WAIT).await.len();
    json_of(app.post("/api/contact/submit", &json!({"name": "Quin", "email": "q@example.com", "phone": "9876501234", "message": "Hello", "permission": true}), None).await).await;
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(mail.messages_to("boss@example.com").await.len(), before);
}

/// Several events for one person within the window go out as one mail, in their language.
async fn events_close_together_are_one_mail(app: &TestApp, mail: &MailServer) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    json_of(
        app.put(
            "/api/user/language",
            &json!({"language": "fr"}),
            Some(&w.a_token),
        )
        .await,
    )
    .await;
    for text in ["Premier", "Deuxième", "Troisième"] {
        json_of(
            app.post(
                &format!("/api/ticket/{}/reply", w.ticket_a),
                &json!({"text": text}),
                admin,
            )
            .await,
        )
        .await;
    }
    let got = mail.wait_for("ann@example.com", 1, WAIT).await;
    assert_eq!(got[0].subject, "3 nouveautés sur Portico");
    for text in ["Premier", "Deuxième", "Troisième"] {
        assert!(got[0].text.contains(text), "{}", got[0].text);
    }
    assert!(got[0].html.contains("lang=\"fr\""));
    tokio::time::sleep(Duration::from_millis(2500)).await;
    assert_eq!(mail.messages_to("ann@example.com").await.len(), 1);
}

/// A staff reply reaches each person of the company who sees the ticket's project, in their own
/// language; a member whose chosen projects leave it out hears nothing of it (ADR 0030).
async fn each_person_hears_in_their_language(app: &TestApp, mail: &MailServer) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    let warehouse = portico_tests::created_id(
        app.post(
            "/api/project/createProject",
            &json!({"title": "Warehouse", "client": w.a, "projectDesc": "Stock", "projectDetailsDesc": "Stock",
                    "github": "acme", "repoName": "warehouse"}),
            admin,
        )
        .await,
    )
    .await;
    for (name, email, body) in [
        ("Pia", "pia@example.com", json!({})),
        (
            "Zed",
            "zed@example.com",
            json!({"allProjects": false, "projects": [warehouse]}),
        ),
    ] {
        let mut person = json!({"name": name, "email": email});
        person
            .as_object_mut()
            .unwrap()
            .extend(body.as_object().unwrap().clone());
        let language = (name == "Pia").then_some("fr");
        colleague(app, mail, (&w.admin_token, &w.a), person, language).await;
    }
    let ticket = json_of(
        app.post(
            "/api/ticket/create",
            &json!({"title": "Checkout", "description": "Fails", "project": w.project_a}),
            Some(&w.a_token),
        )
        .await,
    )
    .await;
    json_of(
        app.post(
            &format!("/api/ticket/{}/reply", id_of(&ticket)),
            &json!({"text": "Fixed"}),
            admin,
        )
        .await,
    )
    .await;
    let ann = mail.wait_for("ann@example.com", 1, WAIT).await;
    assert!(ann
        .iter()
        .any(|m| m.subject == "Boss replied to your ticket “Checkout”"));
    let pia = mail.wait_for("pia@example.com", 2, WAIT).await;
    assert!(
        pia.iter()
            .any(|m| m.subject == "Boss a répondu à votre ticket « Checkout »"),
        "{:?}",
        pia.iter().map(|m| &m.subject).collect::<Vec<_>>()
    );
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(
        mail.messages_to("zed@example.com").await.len(),
        1,
        "the invitation only"
    );
}

mail_tests!(
    each_person_hears_in_their_language,
    tickets_and_replies_reach_the_other_side,
    client_writes_reach_staff,
    one_click_unsubscribes_and_the_settings_resubscribe,
    staff_turn_contact_mail_off,
    events_close_together_are_one_mail with [("MAIL_DIGEST_SECS", "2".to_owned())],
);

/// Every staff member follows every client until they stop; then they hear nothing of that
/// client, and still hear of the others.
async fn staff_hear_of_the_clients_they_follow(app: &TestApp, mail: &MailServer) {
    let w = world(app).await;
    app.create_user(
        portico_server::db::users::Role::Admin,
        "Meera",
        "meera@example.com",
        "admin-pass-2",
    )
    .await;
    let meera = app.admin_login("meera@example.com", "admin-pass-2").await;
    let path = format!("/api/user/follow/{}", w.a);
    assert_eq!(
        json_of(app.get(&path, Some(&meera)).await).await,
        json!({"following": true})
    );
    let res = app
        .put(&path, &json!({"following": false}), Some(&meera))
        .await;
    assert_eq!(json_of(res).await, json!({"following": false}));
    assert_eq!(
        json_of(app.get(&path, Some(&meera)).await).await["following"],
        false
    );
    // The other staff member still follows Ann.
    assert_eq!(
        json_of(app.get(&path, Some(&w.admin_token)).await).await["following"],
        true
    );
    let (status, _) = portico_tests::error_of(app.put(&path, &json!({}), Some(&meera)).await).await;
    assert_eq!(status, 400);
    let before = mail.messages_to("meera@example.com").await.len();
    json_of(
        app.post(
            &format!("/api/ticket/{}/reply", w.ticket_a),
            &json!({"text": "From Ann"}),
            Some(&w.a_token),
        )
        .await,
    )
    .await;
    json_of(
        app.post(
            &format!("/api/ticket/{}/reply", w.ticket_b),
            &json!({"text": "From Bob"}),
            Some(&w.b_token),
        )
        .await,
    )
    .await;
    let boss = mail.wait_for("boss@example.com", 4, WAIT).await;
    assert!(boss.iter().any(|m| m.text.contains("> From Ann")));
    let got = mail.wait_for("meera@example.com", before + 1, WAIT).await;
    tokio::time::sleep(Duration::from_millis(1000)).await;
    let got_now = mail.messages_to("meera@example.com").await;
    assert_eq!(got_now.len(), got.len());
    assert!(got_now.iter().any(|m| m.text.contains("> From Bob")));
    assert!(!got_now.iter().any(|m| m.text.contains("> From Ann")));
}

mail_tests!(staff_hear_of_the_clients_they_follow);
