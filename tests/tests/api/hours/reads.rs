//! Reading hours: amounts in the project's currency, the Hours view, and its CSV.

use portico_tests::{created, created_id, engine_tests, error_of, world, TestApp};
use serde_json::json;

use super::{hours_of, log, ticket_on_project_a};

/// The project's currency decides the minor unit; each entry's cost is rounded on its own, half up.
async fn amounts_round_in_the_projects_currency(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    for (currency, rate, minutes, expected) in [
        // ¥8,333 an hour for 90 minutes is ¥12,499.5: ¥12,500.
        ("JPY", "8333", "1:30", 12_500),
        // ₹1,500 an hour for 20 minutes is ₹500.00.
        ("INR", "1500", "20m", 50_000),
        // 25.125 BHD an hour for 7 minutes is 2.93125 BHD: 2.931 (fils).
        ("BHD", "25.125", "7m", 2_931),
    ] {
        let project = created_id(
            app.post(
                "/api/project/createProject",
                &json!({"title": format!("Hours in {currency}"), "client": w.a, "github": "g", "repoName": "r",
                    "projectDesc": "d", "projectDetailsDesc": "dd", "currency": currency}),
                Some(admin),
            )
            .await,
        )
        .await;
        let view = created(
            app.put(
                &format!("/api/hours/settings/{project}"),
                &json!({"hourlyRate": rate, "budgetHours": "1", "budgetAmount": rate}),
                Some(admin),
            )
            .await,
        )
        .await;
        assert_eq!(view["hourlyRate"]["currency"], currency, "{view}");
        let e = created(
            log(
                app,
                admin,
                json!({"project": project, "date": "2026-12-01", "time": minutes}),
            )
            .await,
        )
        .await;
        assert_eq!(e["amount"]["minor"], expected, "{currency}: {e}");
        let h = hours_of(app, &project, &w.a_token).await;
        assert_eq!(h["total"]["amount"]["minor"], expected, "{currency}: {h}");
        assert_eq!(
            h["byTask"][0]["amount"]["minor"], expected,
            "{currency}: {h}"
        );
        // Not billable: minutes count, no amount.
        created(
            log(
                app,
                admin,
                json!({"project": project, "date": "2026-12-02", "time": "1h", "billable": false}),
            )
            .await,
        )
        .await;
        let h = hours_of(app, &project, &w.a_token).await;
        assert_eq!(h["total"]["amount"]["minor"], expected, "{currency}: {h}");
        assert_eq!(h["total"]["nonBillableMinutes"], 60);
        assert_eq!(h["budgetMinutes"]["budget"], 60);
    }
    // A rate with more decimals than the currency has is refused.
    let (status, err) = error_of(
        app.put(
            &format!("/api/hours/settings/{}", w.project_a),
            &json!({"hourlyRate": "10.005", "approval": "monthly"}),
            Some(admin),
        )
        .await,
    )
    .await;
    assert_eq!(status, 400);
    let fields: Vec<&str> = err["fields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["field"].as_str().unwrap())
        .collect();
    assert_eq!(fields, ["hourlyRate", "approval"], "{err}");
}

/// The Hours view: totals, this week, by sprint, by task or ticket, by person, against the budget;
/// another company's answers 404 like a missing one.
async fn the_client_reads_the_projects_hours(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let pa = w.project_a.as_str();
    created(
        app.put(
            &format!("/api/hours/settings/{pa}"),
            &json!({"budgetHours": "10"}),
            Some(admin),
        )
        .await,
    )
    .await;
    let today = portico_shared::dates::format_ymd_from_ms(portico_tests::now_ms());
    created(
        log(
            app,
            admin,
            json!({"project": pa, "task": w.task_a, "date": today, "time": "2h"}),
        )
        .await,
    )
    .await;
    let ticket = ticket_on_project_a(app, &w).await;
    created(
        log(
            app,
            admin,
            json!({"project": pa, "ticket": ticket, "date": "2026-01-05", "time": "45m"}),
        )
        .await,
    )
    .await;
    created(
        log(
            app,
            admin,
            json!({"project": pa, "date": "2026-01-06", "time": "15m", "note": "Call"}),
        )
        .await,
    )
    .await;

    let h = hours_of(app, pa, &w.a_token).await;
    assert_eq!(h["total"]["minutes"], 180, "{h}");
    assert_eq!(h["thisWeek"]["minutes"], 120, "{h}");
    assert_eq!(
        h["budgetMinutes"],
        json!({"used": 180, "budget": 600, "left": 420, "over": 0, "percent": 30,
        "time": {"used": "3:00", "budget": "10:00", "left": "7:00", "over": "0:00"}})
    );
    assert_eq!(h["total"]["time"], "3:00");
    let kinds: Vec<(String, i64)> = h["byTask"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| {
            (
                g["kind"].as_str().unwrap().to_owned(),
                g["minutes"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        kinds,
        [
            ("task".into(), 120),
            ("ticket".into(), 45),
            ("project".into(), 15)
        ]
    );
    assert_eq!(h["bySprint"][0]["kind"], "sprint");
    assert_eq!(h["bySprint"][0]["minutes"], 120);
    assert_eq!(h["byPerson"][0]["minutes"], 180);
    assert_eq!(h["latest"].as_array().unwrap().len(), 3);
    // A client never sees staff ids.
    assert!(h["latest"][0].get("staff").is_none(), "{h}");
    assert!(h.get("hourlyRate").is_none(), "no rate set: {h}");

    // Client B: 404, exactly like a project that does not exist.
    let res = app
        .get(&format!("/api/hours/project/{pa}"), Some(&w.b_token))
        .await;
    assert_eq!(res.status(), 404);
    let missing = app
        .get(
            "/api/hours/project/00000000-0000-4000-8000-000000000000",
            Some(&w.b_token),
        )
        .await;
    assert_eq!(missing.status(), 404);
}

/// The CSV: one row per entry, minutes and decimal hours, and a total that matches the Hours view
/// to the minor unit; no rate nor amount for a person who does not handle money.
async fn the_csv_totals_match_the_screen(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let pa = w.project_a.as_str();
    created(
        app.put(
            &format!("/api/hours/settings/{pa}"),
            &json!({"hourlyRate": "33.33"}),
            Some(admin),
        )
        .await,
    )
    .await;
    for (date, time, billable, note) in [
        ("2026-12-01", "20m", true, "=SUM(A1)"),
        ("2026-12-02", "7m", true, "Fix, again"),
        ("2026-12-03", "1h", false, ""),
    ] {
        created(
            log(
                app,
                admin,
                json!({"project": pa, "task": w.task_a, "date": date, "time": time, "billable": billable, "note": note}),
            )
            .await,
        )
        .await;
    }
    let csv = |token: String| async move {
        let res = app
            .get(
                &format!("/api/hours/project/{pa}/entries.csv"),
                Some(&token),
            )
            .await;
        assert_eq!(res.status(), 200);
        assert!(res.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/csv"));
        res.text().await.unwrap()
    };
    let owner = csv(w.a_token.clone()).await;
    let lines: Vec<&str> = owner.trim_end().split("\r\n").collect();
    assert_eq!(lines.len(), 5, "{owner}");
    assert!(
        lines[0].ends_with("Currency,Rate per hour,Amount"),
        "{owner}"
    );
    // 20 minutes at 33.33 an hour is 11.11; 7 minutes is 3.8885, so 3.89: 15.00 in all.
    assert!(
        lines[1].contains("\"'=SUM(A1)\""),
        "a formula is neutralised: {owner}"
    );
    assert!(lines[1].ends_with("USD,33.33,11.11"), "{owner}");
    assert!(lines[2].contains("\"Fix, again\""), "{owner}");
    assert!(lines[2].ends_with("USD,33.33,3.89"), "{owner}");
    assert!(
        lines[4].starts_with("Total,0.45 billable,,87,1.45,"),
        "{owner}"
    );
    let view = hours_of(app, pa, &w.a_token).await;
    assert_eq!(view["total"]["amount"]["minor"], 1500, "{view}");
    assert!(lines[4].ends_with("USD,,15.00"), "{owner}");

    // A member without finance: the same rows, no money.
    let (_, mo) = portico_tests::add_person(
        app,
        admin,
        &w.a,
        json!({"name": "Mo", "email": "mo@example.com", "companyRole": "member"}),
    )
    .await;
    let member = csv(mo).await;
    assert!(
        member
            .starts_with("Date,Task or ticket,Who,Minutes,Hours,Billable,Note,State,Invoiced\r\n"),
        "{member}"
    );
    assert!(
        !member.contains("33.33") && !member.contains("USD"),
        "{member}"
    );
    // Another company's: not found.
    let res = app
        .get(
            &format!("/api/hours/project/{pa}/entries.csv"),
            Some(&w.b_token),
        )
        .await;
    assert_eq!(res.status(), 404);
}

/// The Hours view is summed once per change (ADR 0042): an unchanged view answers 304 to the tag
/// the reader holds; a logged entry, a task renamed, or a new rate changes it at once.
async fn the_view_changes_with_every_write_and_only_then(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let pa = w.project_a.as_str();
    created(
        log(
            app,
            admin,
            json!({"project": pa, "task": w.task_a, "date": "2026-12-01", "time": "1h"}),
        )
        .await,
    )
    .await;
    let path = app.url(&format!("/api/hours/project/{pa}"));
    let read = |tag: Option<String>| {
        let mut req = app.http.get(&path).bearer_auth(&w.a_token);
        if let Some(t) = tag {
            req = req.header("if-none-match", t);
        }
        req.send()
    };
    let first = read(None).await.unwrap();
    assert_eq!(first.status(), 200);
    let tag = first.headers()["etag"].to_str().unwrap().to_owned();
    assert_eq!(read(Some(tag.clone())).await.unwrap().status(), 304);
    // A write of the hours: the tag no longer holds, the view has it.
    created(
        log(
            app,
            admin,
            json!({"project": pa, "date": "2026-12-02", "time": "30m"}),
        )
        .await,
    )
    .await;
    let after = read(Some(tag)).await.unwrap();
    assert_eq!(after.status(), 200);
    let view: serde_json::Value = after.json().await.unwrap();
    assert_eq!(view["total"]["minutes"], 90);
    // The task renamed: its title in the view follows.
    created(
        app.put(
            &format!("/api/project/updateTask/{}", w.task_a),
            &json!({"title": "Sign in with a link"}),
            Some(admin),
        )
        .await,
    )
    .await;
    let renamed = hours_of(app, pa, &w.a_token).await;
    assert!(
        renamed["byTask"]
            .to_string()
            .contains("Sign in with a link"),
        "{renamed}"
    );
    // A new rate: the owner sees it at once.
    created(
        app.put(
            &format!("/api/hours/settings/{pa}"),
            &json!({"hourlyRate": "70"}),
            Some(admin),
        )
        .await,
    )
    .await;
    assert_eq!(
        hours_of(app, pa, &w.a_token).await["hourlyRate"]["minor"],
        7000
    );
}

engine_tests!(
    the_view_changes_with_every_write_and_only_then,
    amounts_round_in_the_projects_currency,
    the_client_reads_the_projects_hours,
    the_csv_totals_match_the_screen,
);
