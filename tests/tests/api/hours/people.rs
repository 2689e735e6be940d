//! Who logs time: a staff member's role is charged at the project's rate for it (else the
//! project's), and clients see the name staff chose to show on their hours; both kept with the
//! entries logged before a change.

use portico_tests::{created, engine_tests, error_of, world, TestApp};
use serde_json::{json, Value};

use super::{hours_of, log};

async fn the_staff_member(app: &TestApp) -> String {
    sqlx::query_scalar("SELECT id FROM users WHERE role = 'admin' ORDER BY created_at, id LIMIT 1")
        .fetch_one(&app.db)
        .await
        .unwrap()
}

async fn rate(app: &TestApp, admin: &str, project: &str, body: Value) -> reqwest::Response {
    app.put(&format!("/api/hours/rates/{project}"), &body, Some(admin))
        .await
}

async fn roles_are_charged_their_rate_and_names_shown_as_chosen(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let pa = w.project_a.as_str();
    let me = the_staff_member(app).await;
    let settings = app
        .put(
            &format!("/api/hours/settings/{pa}"),
            &json!({"hourlyRate": "50"}),
            Some(admin),
        )
        .await;
    assert_eq!(settings.status(), 200);
    // Logged before any role or name: the project's rate and the staff member's name.
    let before = created(
        log(
            app,
            admin,
            json!({"project": pa, "date": "2026-12-01", "time": "1h"}),
        )
        .await,
    )
    .await;
    assert_eq!(before["rate"]["minor"], 5000, "{before}");
    let name = before["who"].as_str().unwrap().to_owned();

    let staff = created(
        app.put(
            &format!("/api/admin/staff/{me}/hours"),
            &json!({"role": " Designer ", "shownAs": "Ravi K."}),
            Some(admin),
        )
        .await,
    )
    .await;
    assert_eq!(
        (staff["hoursRole"].as_str(), staff["shownAs"].as_str()),
        (Some("Designer"), Some("Ravi K.")),
        "{staff}"
    );
    let roles = created(app.get("/api/admin/staff/roles", Some(admin)).await).await;
    assert_eq!(roles, json!(["Designer"]));
    let view =
        created(rate(app, admin, pa, json!({"role": "Designer", "rate": "80.50"})).await).await;
    assert_eq!(view["roleRates"][0]["role"], "Designer", "{view}");
    assert_eq!(view["roleRates"][0]["rate"]["minor"], 8050);
    let after = created(
        log(
            app,
            admin,
            json!({"project": pa, "date": "2026-12-02", "time": "2h"}),
        )
        .await,
    )
    .await;
    assert_eq!(after["rate"]["minor"], 8050, "{after}");
    assert_eq!(after["amount"]["minor"], 16_100);
    assert_eq!(after["who"], "Ravi K.");

    // The client reads the chosen name, and the entry logged before keeps the name it had.
    let client = hours_of(app, pa, &w.a_token).await;
    let people: Vec<&str> = client["byPerson"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["title"].as_str().unwrap())
        .collect();
    assert!(
        people.contains(&"Ravi K.") && people.contains(&name.as_str()),
        "{people:?}"
    );
    assert_eq!(client["roleRates"][0]["rate"]["minor"], 8050);
    // A person of the company who does not handle money sees no rate at all.
    let (_, mo) = portico_tests::add_person(
        app,
        admin,
        &w.a,
        json!({"name": "Mo", "email": "mo@example.com", "companyRole": "member"}),
    )
    .await;
    let member = hours_of(app, pa, &mo).await;
    assert!(member.get("roleRates").is_none(), "{member}");
    assert!(member["latest"][0].get("rate").is_none());

    // A blank rate removes the role's rate: the project's applies again.
    let removed =
        created(rate(app, admin, pa, json!({"role": "Designer", "rate": ""})).await).await;
    assert_eq!(removed["roleRates"], json!([]));
    let plain = created(
        log(
            app,
            admin,
            json!({"project": pa, "date": "2026-12-03", "time": "1h"}),
        )
        .await,
    )
    .await;
    assert_eq!(plain["rate"]["minor"], 5000);
}

async fn role_rates_refuse_what_is_not_one(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let pa = w.project_a.as_str();
    let (status, err) = error_of(
        rate(
            app,
            admin,
            pa,
            json!({"role": "x".repeat(41), "rate": "-5"}),
        )
        .await,
    )
    .await;
    assert_eq!(status, 400);
    let fields: Vec<&str> = err["fields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["field"].as_str().unwrap())
        .collect();
    assert_eq!(fields, vec!["role", "rate"]);
    let (status, err) = error_of(
        app.put(
            &format!("/api/admin/staff/{}/hours", the_staff_member(app).await),
            &json!({"shownAs": "Ravi\u{7}"}),
            Some(admin),
        )
        .await,
    )
    .await;
    assert_eq!(status, 400);
    assert_eq!(err["fields"][0]["field"], "shownAs");
    // At most 30 roles on a project, however many arrive at once.
    let mut calls = tokio::task::JoinSet::new();
    for i in 0..34 {
        let (http, url, token) = (
            reqwest::Client::new(),
            app.url(&format!("/api/hours/rates/{pa}")),
            admin.to_owned(),
        );
        calls.spawn(async move {
            let body = json!({"role": format!("Role {i}"), "rate": "10"});
            let res = http.put(url).bearer_auth(token).json(&body).send().await;
            res.unwrap().status().as_u16()
        });
    }
    let answers = calls.join_all().await;
    let ok = answers.iter().filter(|s| **s == 200).count();
    let full = answers.iter().filter(|s| **s == 409).count();
    assert_eq!((ok, full), (30, 4));
    let stored: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM project_rates WHERE project_id = $1")
            .bind(pa)
            .fetch_one(&app.db)
            .await
            .unwrap();
    assert_eq!(stored, 30);
    // A project that does not exist: 404; a client: 403.
    let missing = rate(
        app,
        admin,
        "00000000-0000-4000-8000-000000000000",
        json!({"role": "Designer", "rate": "1"}),
    )
    .await;
    assert_eq!(missing.status(), 404);
    let client = rate(
        app,
        &w.a_token,
        pa,
        json!({"role": "Designer", "rate": "1"}),
    )
    .await;
    assert_eq!(client.status(), 403);
}

engine_tests!(
    roles_are_charged_their_rate_and_names_shown_as_chosen,
    role_rates_refuse_what_is_not_one,
);
