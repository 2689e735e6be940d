//! Hours (ADR 0042): staff log time as people type it, run one timer each, set a project's rate
//! and budgets; a project's people read its hours, amounts only with the Money proof; another
//! company's hours answer 404; an invoiced entry never changes, at the database.

use portico_tests::{created, created_id, engine_tests, error_of, world, TestApp};
use serde_json::{json, Value};

async fn log(app: &TestApp, admin: &str, body: Value) -> reqwest::Response {
    app.post("/api/hours/log", &body, Some(admin)).await
}

async fn hours_of(app: &TestApp, project: &str, token: &str) -> Value {
    created(
        app.get(&format!("/api/hours/project/{project}"), Some(token))
            .await,
    )
    .await
}

/// A ticket client A opens about project A.
async fn ticket_on_project_a(app: &TestApp, w: &portico_tests::World) -> String {
    created_id(
        app.post(
            "/api/ticket/create",
            &json!({"title": "Export", "description": "CSV export fails", "project": w.project_a}),
            Some(&w.a_token),
        )
        .await,
    )
    .await
}

async fn time_is_typed_as_people_type_it(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let pa = w.project_a.as_str();
    for time in ["1:30", "1.5h", "1,5 h", "90m", "1h 30m"] {
        let e = created(
            log(
                app,
                admin,
                json!({"project": pa, "date": "2026-12-01", "time": time}),
            )
            .await,
        )
        .await;
        assert_eq!(e["minutes"], 90, "{time}: {e}");
        assert_eq!(e["billable"], true);
        assert_eq!(e["state"], "open");
    }
    // A number is hours.
    let e = created(
        log(
            app,
            admin,
            json!({"project": pa, "date": "2026-12-01", "time": 0.25}),
        )
        .await,
    )
    .await;
    assert_eq!(e["minutes"], 15);

    for (time, code) in [
        (json!("25:00"), "too_large"),
        (json!("-1h"), "invalid_number"),
        (json!("1e9"), "invalid_number"),
        (json!(1e9), "invalid_number"),
        (json!("0:00"), "too_short"),
        (json!("1:75"), "invalid_number"),
        (json!("x".repeat(5_000)), "invalid_number"),
    ] {
        let (status, err) = error_of(
            log(
                app,
                admin,
                json!({"project": pa, "date": "2026-12-01", "time": time}),
            )
            .await,
        )
        .await;
        let shown: String = time.to_string().chars().take(20).collect();
        assert_eq!(status, 400, "{shown}");
        assert_eq!(err["fields"][0]["field"], "time", "{shown}: {err}");
        assert_eq!(err["fields"][0]["code"], code, "{shown}: {err}");
    }
    // The date, the project, and a task of another project.
    let (status, err) = error_of(
        log(
            app,
            admin,
            json!({"project": pa, "date": "2026-02-30", "time": "1h"}),
        )
        .await,
    )
    .await;
    assert_eq!(
        (status, err["fields"][0]["field"].as_str()),
        (400, Some("date")),
        "{err}"
    );
    let (status, err) =
        error_of(log(app, admin, json!({"date": "2026-12-01", "time": "1h"})).await).await;
    assert_eq!(
        (status, err["fields"][0]["field"].as_str()),
        (400, Some("project")),
        "{err}"
    );
    let (status, err) = error_of(
        log(
            app,
            admin,
            json!({"project": w.project_b, "task": w.task_a, "date": "2026-12-01", "time": "1h"}),
        )
        .await,
    )
    .await;
    assert_eq!(
        (status, err["fields"][0]["field"].as_str()),
        (400, Some("task")),
        "{err}"
    );
    let (status, err) = error_of(
        log(
            app,
            admin,
            json!({"project": pa, "ticket": w.ticket_b, "date": "2026-12-01", "time": "1h"}),
        )
        .await,
    )
    .await;
    assert_eq!(
        (status, err["fields"][0]["field"].as_str()),
        (400, Some("ticket")),
        "{err}"
    );
    // Nothing refused was stored: six entries of 90 minutes and one of 15.
    let list = created(
        app.get(&format!("/api/hours/entries?project={pa}"), Some(admin))
            .await,
    )
    .await;
    let minutes: i64 = list
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["minutes"].as_i64().unwrap())
        .sum();
    assert_eq!(minutes, 5 * 90 + 15, "{list}");
}

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

/// One timer per person: starting another stops and logs the first; a forgotten one logs at most
/// 12 hours and says so; two parallel stops log it once.
async fn one_timer_each(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let pa = w.project_a.as_str();
    let res = app
        .send("post", "/api/hours/timer/stop", None, Some(admin))
        .await;
    assert_eq!(res.status(), 404);
    assert_eq!(
        created(app.get("/api/hours/timer", Some(admin)).await).await,
        Value::Null
    );

    let first = created(
        app.post(
            "/api/hours/timer/start",
            &json!({"project": pa, "task": w.task_a}),
            Some(admin),
        )
        .await,
    )
    .await;
    assert_eq!(first["timer"]["task"], w.task_a.as_str());
    assert_eq!(first["stopped"], Value::Null);
    let ticket = ticket_on_project_a(app, &w).await;
    let second = created(
        app.post(
            "/api/hours/timer/start",
            &json!({"project": pa, "ticket": ticket, "billable": false}),
            Some(admin),
        )
        .await,
    )
    .await;
    assert_eq!(second["stopped"]["task"], w.task_a.as_str(), "{second}");
    assert_eq!(second["stopped"]["minutes"], 1, "{second}");
    let running = created(app.get("/api/hours/timer", Some(admin)).await).await;
    assert_eq!(running["ticket"], ticket.as_str());

    // Forgotten for 13 hours: it logs 12 and says so.
    sqlx::query("UPDATE timers SET started_at = started_at - $1")
        .bind(13 * 3_600_000_i64)
        .execute(&app.db)
        .await
        .unwrap();
    let (a, b) = tokio::join!(
        app.send("post", "/api/hours/timer/stop", None, Some(admin)),
        app.send("post", "/api/hours/timer/stop", None, Some(admin)),
    );
    let mut statuses = [a.status().as_u16(), b.status().as_u16()];
    statuses.sort_unstable();
    assert_eq!(statuses, [200, 404]);
    let entries = created(app.get("/api/hours/entries?staff=me", Some(admin)).await).await;
    let capped: Vec<&Value> = entries
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["timerCapped"] == true)
        .collect();
    assert_eq!(capped.len(), 1, "{entries}");
    assert_eq!(capped[0]["minutes"], 720);
    assert_eq!(capped[0]["billable"], false);
}

/// An invoiced entry never changes: the API says why, and the database refuses it whatever asks.
async fn an_invoiced_entry_never_changes(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let pa = w.project_a.as_str();
    let id = created_id(
        log(
            app,
            admin,
            json!({"project": pa, "date": "2026-12-01", "time": "1h"}),
        )
        .await,
    )
    .await;
    let free = created_id(
        log(
            app,
            admin,
            json!({"project": pa, "date": "2026-12-01", "time": "2h"}),
        )
        .await,
    )
    .await;
    // Staff change and remove an entry that is not invoiced; the change is audited.
    let changed = created(
        app.put(
            &format!("/api/hours/entry/{free}"),
            &json!({"date": "2026-12-02", "time": "3h"}),
            Some(admin),
        )
        .await,
    )
    .await;
    assert_eq!(changed["minutes"], 180);
    let audited: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM audit_log WHERE action = 'hours.update' AND entity_id = $1",
    )
    .bind(&free)
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert_eq!(audited, 1);
    assert_eq!(
        app.delete(&format!("/api/hours/entry/{free}"), Some(admin))
            .await
            .status(),
        204
    );
    assert_eq!(
        app.delete(&format!("/api/hours/entry/{free}"), Some(admin))
            .await
            .status(),
        404
    );

    // Invoiced (as issuing an invoice from hours will do): the one update allowed.
    app.put(
        "/api/invoice/settings",
        &json!({"firmName": "Acme", "address": "1 Road", "bankDetails": "Bank 1", "taxRate": "18"}),
        Some(admin),
    )
    .await;
    let milestone = w
        .add_payment(app, json!({"title": "M", "amount": "10"}))
        .await;
    let milestone = milestone["_id"].as_str().unwrap();
    let due = app
        .put(
            &format!("/api/payment/due/{milestone}"),
            &json!({"isDue": true}),
            Some(admin),
        )
        .await;
    assert_eq!(due.status(), 200);
    let invoice = created_id(
        app.post(
            &format!("/api/invoice/create/{pa}"),
            &json!({"payments": [milestone]}),
            Some(admin),
        )
        .await,
    )
    .await;
    sqlx::query("UPDATE time_entries SET invoice_id = $1 WHERE id = $2")
        .bind(&invoice)
        .bind(&id)
        .execute(&app.db)
        .await
        .unwrap();
    let (status, err) = error_of(
        app.put(
            &format!("/api/hours/entry/{id}"),
            &json!({"date": "2026-12-01", "time": "2h"}),
            Some(admin),
        )
        .await,
    )
    .await;
    assert_eq!(status, 409, "{err}");
    assert_eq!(
        app.delete(&format!("/api/hours/entry/{id}"), Some(admin))
            .await
            .status(),
        409
    );
    for sql in [
        "UPDATE time_entries SET minutes = 1 WHERE id = $1",
        "DELETE FROM time_entries WHERE id = $1",
    ] {
        let refused = sqlx::query(sql).bind(&id).execute(&app.db).await;
        assert!(refused.is_err(), "{sql}");
    }
    let list = created(
        app.get(&format!("/api/hours/entries?project={pa}"), Some(admin))
            .await,
    )
    .await;
    assert_eq!(list[0]["invoiced"], true);
    assert_eq!(list[0]["minutes"], 60);
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

engine_tests!(
    the_csv_totals_match_the_screen,
    time_is_typed_as_people_type_it,
    amounts_round_in_the_projects_currency,
    the_client_reads_the_projects_hours,
    one_timer_each,
    an_invoiced_entry_never_changes,
);
