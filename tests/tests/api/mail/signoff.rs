//! Sign-off by mail (ADR 0032): the company's approvers are asked in their own language, staff
//! hear the decision, and approvers who have not decided are reminded once the request's days
//! have passed (one reminder per round, whichever server sweeps).

use std::time::Duration;

use portico_tests::mail::MailServer;
use portico_tests::{world, TestApp};
use serde_json::json;

use super::{colleague, json_of, WAIT};
use crate::mail_tests;

async fn approvers_are_asked_reminded_and_staff_hear_the_decision(
    app: &TestApp,
    mail: &MailServer,
) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    // Pia approves too, in French; Mo does not approve: he hears nothing of it.
    let mut tokens = Vec::new();
    for (name, email, approver, language) in [
        ("Pia", "pia@example.com", true, Some("fr")),
        ("Mo", "mo@example.com", false, None),
    ] {
        let person =
            json!({"name": name, "email": email, "companyRole": "member", "approver": approver});
        tokens.push(colleague(app, mail, (&w.admin_token, &w.a), person, language).await);
    }

    let goal = json_of(
        app.post(
            "/api/goal/create",
            &json!({"project": w.project_a, "title": "Go live"}),
            admin,
        )
        .await,
    )
    .await;
    let round = json_of(
        app.post(
            "/api/signoff/request",
            &json!({"goal": goal["_id"], "summary": "Live on staging.", "rule": "all", "remindAfterDays": 2}),
            admin,
        )
        .await,
    )
    .await;
    let ann = mail.wait_for("ann@example.com", 1, WAIT).await;
    let asked = ann
        .iter()
        .find(|m| m.subject == "Boss asks for your approval: “Go live”")
        .expect("Ann is asked");
    assert!(asked.text.contains("> Live on staging."), "{}", asked.text);
    let id = round["_id"].as_str().unwrap();
    assert!(
        asked.text.contains(&format!("section=goals&signOff={id}")),
        "{}",
        asked.text
    );
    let pia = mail.wait_for("pia@example.com", 2, WAIT).await;
    assert!(pia
        .iter()
        .any(|m| m.subject == "Boss demande votre validation : « Go live »"));

    // Ann approves; two days on, Pia (who has not) is reminded, and Ann is not.
    let mine: serde_json::Value = json_of(
        app.get(
            &format!("/api/signoff/project/{}", w.project_a),
            Some(&w.a_token),
        )
        .await,
    )
    .await;
    json_of(
        app.post(
            &format!("/api/signoff/decide/{id}"),
            &json!({"decision": "approve", "shown": mine[0]["shown"]}),
            Some(&w.a_token),
        )
        .await,
    )
    .await;
    sqlx::query("UPDATE signoffs SET created_at = created_at - 2 * 86400000 - 1000 WHERE id = $1")
        .bind(id)
        .execute(&app.db)
        .await
        .unwrap();
    // The sweep's step, as two servers would run it at once: one round reminded once.
    let (a, b) = tokio::join!(
        portico_server::mail::notify::sign_off_reminders(&app.db),
        portico_server::mail::notify::sign_off_reminders(&app.db),
    );
    assert_eq!(a.unwrap_or(0) + b.unwrap_or(0), 1);
    let pia = mail.wait_for("pia@example.com", 3, WAIT).await;
    assert!(pia
        .iter()
        .any(|m| m.subject == "En attente de votre validation : « Go live »"));
    assert_eq!(
        portico_server::mail::notify::sign_off_reminders(&app.db)
            .await
            .unwrap(),
        0,
        "not again before two more days"
    );

    // Pia approves: staff hear the round closed, with the client's name.
    let hers: serde_json::Value = json_of(
        app.get(
            &format!("/api/signoff/project/{}", w.project_a),
            Some(&tokens[0]),
        )
        .await,
    )
    .await;
    json_of(
        app.post(
            &format!("/api/signoff/decide/{id}"),
            &json!({"decision": "approve", "shown": hers[0]["shown"]}),
            Some(&tokens[0]),
        )
        .await,
    )
    .await;
    let boss = mail.wait_for("boss@example.com", 3, WAIT).await;
    assert!(
        boss.iter().any(|m| m.subject == "Pia approved “Go live”"),
        "{:?}",
        boss.iter().map(|m| &m.subject).collect::<Vec<_>>()
    );
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(
        mail.messages_to("ann@example.com").await.len(),
        1,
        "Ann was asked once and not reminded"
    );
    assert_eq!(
        mail.messages_to("mo@example.com").await.len(),
        1,
        "Mo: his invitation only"
    );
}

mail_tests!(approvers_are_asked_reminded_and_staff_hear_the_decision);
