//! A client is a company of people (ADR 0030): staff add a person to a client company, who is
//! invited by email, chooses a password, signs in on their own and sees the company's projects,
//! tickets and feed, and nothing of another company's. Removing the company's access (staff
//! deactivating it) ends every person's session.

use portico_tests::{add_person, engine_tests, error_of, id_of, world, TestApp, World};
use serde_json::{json, Value};

async fn json_of(res: reqwest::Response) -> Value {
    let status = res.status();
    let body: Value = res.json().await.unwrap();
    assert!(status.is_success(), "{status}: {body}");
    body
}

fn titles(list: &Value) -> Vec<String> {
    let mut t: Vec<String> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["title"].as_str().unwrap().to_owned())
        .collect();
    t.sort();
    t
}

/// Client A's company with Pia in it (staff added her, with finance; she chose a password from
/// her invitation): the world, Pia as staff see her, and her session.
async fn with_pia(app: &TestApp) -> (World, Value, String) {
    let w = world(app).await;
    let (pia, pia_token) = add_person(
        app,
        &w.admin_token,
        &w.a,
        json!({"name": "Pia Rao", "email": "Pia@Example.com", "finance": true}),
    )
    .await;
    (w, pia, pia_token)
}

/// Pia opens a ticket about client A's project: the ticket.
async fn pia_opens_a_ticket(app: &TestApp, w: &World, pia_token: &str) -> Value {
    json_of(
        app.post(
            "/api/ticket/create",
            &json!({"title": "Checkout fails", "description": "On the last step", "project": w.project_a}),
            Some(pia_token),
        )
        .await,
    )
    .await
}

/// Staff add a person to a client company (bad input stores nothing and names the field); the
/// person is listed among the company's people and is no client of their own.
async fn staff_add_a_person_who_is_no_client_of_their_own(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let people_of_a = format!("/api/user/people/{}", w.a);
    // Bad input stores nothing and names the field.
    let (status, err) = error_of(
        app.post(
            &people_of_a,
            &json!({"name": "Pia", "email": "not-an-address", "companyRole": "boss"}),
            Some(admin),
        )
        .await,
    )
    .await;
    assert_eq!(
        (status, err["field"].as_str()),
        (400, Some("email")),
        "{err}"
    );
    let (status, err) = error_of(
        app.post(
            &people_of_a,
            &json!({"name": "Pia", "email": "ann@example.com"}),
            Some(admin),
        )
        .await,
    )
    .await;
    assert_eq!(
        (status, err["field"].as_str()),
        (409, Some("email")),
        "{err}"
    );

    let (pia, _) = add_person(
        app,
        admin,
        &w.a,
        json!({"name": "Pia Rao", "email": "Pia@Example.com", "finance": true}),
    )
    .await;
    let pia_id = id_of(&pia);
    assert_eq!(
        (
            &pia["companyRole"],
            &pia["finance"],
            &pia["approver"],
            &pia["email"]
        ),
        (
            &json!("member"),
            &json!(true),
            &json!(false),
            &json!("pia@example.com")
        )
    );

    // A person is not a client of their own: not listed, not opened, not a company to add to.
    let clients = json_of(app.get("/api/user/allUsers", Some(admin)).await).await;
    let listed: Vec<&str> = clients["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["email"].as_str().unwrap())
        .collect();
    assert!(!listed.contains(&"pia@example.com"), "{listed:?}");
    for path in [
        format!("/api/user/detail/{pia_id}"),
        format!("/api/user/people/{pia_id}"),
    ] {
        assert_eq!(app.get(&path, Some(admin)).await.status(), 404, "{path}");
    }
    let res = app
        .put(
            &format!("/api/user/active/{pia_id}"),
            &json!({"active": false}),
            Some(admin),
        )
        .await;
    assert_eq!(res.status(), 404);
    let people = json_of(app.get(&people_of_a, Some(admin)).await).await;
    let names: Vec<(&str, &str)> = people
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["name"].as_str().unwrap(),
                p["companyRole"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(names, vec![("Ann", "owner"), ("Pia Rao", "member")]);
    assert_eq!(people[1]["invitationPending"], false);
}

/// A person signs in on their own and sees the company's projects, tickets and feed, as its
/// owner does, and nothing of another company's; a ticket they open is the company's.
async fn a_person_sees_what_the_company_sees(app: &TestApp) {
    let (w, pia, pia_token) = with_pia(app).await;
    let pia_id = id_of(&pia);
    // Pia sees the company's projects, as Ann does, and none of Bob's.
    let ann_list = json_of(app.get("/api/project/projectsUser", Some(&w.a_token)).await).await;
    let pia_list = json_of(app.get("/api/project/projectsUser", Some(&pia_token)).await).await;
    assert_eq!(titles(&pia_list), titles(&ann_list));
    assert_eq!(titles(&pia_list), vec!["Storefront"]);
    for (path, expected) in [
        (format!("/api/project/detail/{}", w.project_a), 200),
        (format!("/api/project/detail/{}", w.project_b), 404),
        (format!("/api/project/projectsByUser/{pia_id}"), 200),
        (format!("/api/project/projectsByUser/{}", w.a), 200),
        (format!("/api/project/projectsByUser/{}", w.b), 404),
        (format!("/api/ticket/{}", w.b), 404),
        (format!("/api/ticket/{}/comments", w.ticket_b), 404),
        (format!("/api/ticket/{}/comments", w.ticket_a), 200),
    ] {
        assert_eq!(
            app.get(&path, Some(&pia_token)).await.status(),
            expected,
            "{path}"
        );
    }

    // A ticket Pia opens is the company's: Ann sees it under Pia's name, Bob does not.
    let opened = pia_opens_a_ticket(app, &w, &pia_token).await;
    assert_eq!(opened["createdBy"], pia_id.as_str());
    assert_eq!(opened["createdByName"], "Pia Rao");
    let ann_tickets = json_of(
        app.get(&format!("/api/ticket/{}", w.a), Some(&w.a_token))
            .await,
    )
    .await;
    let rows = ann_tickets.as_array().unwrap();
    assert!(
        rows.iter()
            .any(|t| t["title"] == "Checkout fails" && t["createdByName"] == "Pia Rao"),
        "{ann_tickets}"
    );
    assert!(rows.iter().any(|t| id_of(t) == w.ticket_a), "{ann_tickets}");
    let pia_tickets = json_of(
        app.get(&format!("/api/ticket/{pia_id}"), Some(&pia_token))
            .await,
    )
    .await;
    assert_eq!(pia_tickets.as_array().unwrap().len(), rows.len());
    let bob_tickets = json_of(
        app.get(&format!("/api/ticket/{}", w.b), Some(&w.b_token))
            .await,
    )
    .await;
    assert!(
        !bob_tickets
            .as_array()
            .unwrap()
            .iter()
            .any(|t| t["title"] == "Checkout fails"),
        "{bob_tickets}"
    );

    // The company's feed is Pia's feed.
    let ann_feed = json_of(app.get("/api/activity", Some(&w.a_token)).await).await;
    let pia_feed = json_of(app.get("/api/activity", Some(&pia_token)).await).await;
    assert_eq!(ann_feed["events"], pia_feed["events"]);
}

/// Staff remove a person: their session ends at once, what they wrote stays under their name,
/// and they cannot sign in again; switching the company off ends its people's sessions.
async fn a_person_removed_or_a_company_switched_off_is_signed_out(app: &TestApp) {
    let (w, pia, pia_token) = with_pia(app).await;
    let (admin, pia_id) = (w.admin_token.as_str(), id_of(&pia));
    let people_of_a = format!("/api/user/people/{}", w.a);
    pia_opens_a_ticket(app, &w, &pia_token).await;
    // Staff remove Pia: her session ends at once, what she wrote stays under her name, and she
    // cannot sign in again. The company's own row is not a person to remove; nor is Bob.
    for path in [
        format!("/api/user/people/{}/{}", w.a, w.a),
        format!("/api/user/people/{}/{}", w.a, w.b),
        format!("/api/user/people/{}/{}", w.b, pia_id),
        format!("/api/user/people/{}/not-an-id", w.a),
    ] {
        assert_eq!(app.delete(&path, Some(admin)).await.status(), 404, "{path}");
    }
    let remove = format!("/api/user/people/{}/{pia_id}", w.a);
    assert_eq!(app.delete(&remove, Some(admin)).await.status(), 204);
    assert_eq!(app.delete(&remove, Some(admin)).await.status(), 404);
    assert_eq!(app.session_status(&pia_token).await, 401);
    let (status, _) = error_of(
        app.try_login("pia@example.com", "a-person-chose-this")
            .await,
    )
    .await;
    assert!(status == 401 || status == 403, "{status}");
    let ann_tickets = json_of(
        app.get(&format!("/api/ticket/{}", w.a), Some(&w.a_token))
            .await,
    )
    .await;
    assert!(
        ann_tickets
            .as_array()
            .unwrap()
            .iter()
            .any(|t| t["createdByName"] == "Pia Rao"),
        "{ann_tickets}"
    );
    let people = json_of(app.get(&people_of_a, Some(admin)).await).await;
    assert_eq!(people[1]["active"], false);
    assert_eq!(
        (&people[1]["finance"], &people[1]["companyRole"]),
        (&json!(false), &json!("member"))
    );

    // Staff switch the company off: its people's sessions end.
    let res = app
        .put(
            &format!("/api/user/active/{}", w.a),
            &json!({"active": false}),
            Some(admin),
        )
        .await;
    assert!(res.status().is_success(), "{}", res.status());
    assert_eq!(app.session_status(&w.a_token).await, 401);
}

engine_tests!(
    staff_add_a_person_who_is_no_client_of_their_own,
    a_person_sees_what_the_company_sees,
    a_person_removed_or_a_company_switched_off_is_signed_out,
);
