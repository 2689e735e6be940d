//! A person's time: one timer each, and the week as a grid of days.

use portico_tests::{created, engine_tests, error_of, world, TestApp};
use serde_json::{json, Value};

use super::{log, ticket_on_project_a};

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

    // Two starts at once on PostgreSQL or SQLite: one runs, the other is told, no server error.
    let stopped_now = app
        .send("post", "/api/hours/timer/stop", None, Some(admin))
        .await;
    assert_eq!(stopped_now.status(), 200);
    let body = json!({"project": pa, "task": w.task_a});
    let (a, b) = tokio::join!(
        app.post("/api/hours/timer/start", &body, Some(admin)),
        app.post("/api/hours/timer/start", &body, Some(admin)),
    );
    for res in [&a, &b] {
        assert!(
            [201, 409].contains(&res.status().as_u16()),
            "{}",
            res.status()
        );
    }
    let running = created(app.get("/api/hours/timer", Some(admin)).await).await;
    assert_eq!(running["task"], w.task_a.as_str());

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
    assert_eq!(capped[0]["billable"], true);
}

/// My week: a row per project and task or ticket, each day's time, one entry's id where the cell
/// edits it, the totals; another staff member's time is not in it.
async fn my_week_is_a_grid_of_days(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let pa = w.project_a.as_str();
    for (date, time, task) in [
        ("2026-11-30", "1:30", Some(w.task_a.as_str())),
        ("2026-12-01", "1h", Some(w.task_a.as_str())),
        ("2026-12-01", "30m", Some(w.task_a.as_str())),
        ("2026-12-06", "15m", None),
        ("2026-12-07", "2h", None),
    ] {
        created(
            log(
                app,
                admin,
                json!({"project": pa, "task": task, "date": date, "time": time}),
            )
            .await,
        )
        .await;
    }
    let week = created(app.get("/api/hours/week?of=2026-12-03", Some(admin)).await).await;
    assert_eq!(week["weekStarts"], "2026-11-30");
    assert_eq!(week["days"][6], "2026-12-06");
    assert_eq!(
        (week["previous"].as_str(), week["next"].as_str()),
        (Some("2026-11-23"), Some("2026-12-07"))
    );
    let rows = week["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 2, "{week}");
    let task = rows
        .iter()
        .find(|r| r["task"] == w.task_a.as_str())
        .unwrap();
    assert_eq!(task["cells"][0]["time"], "1:30");
    assert!(task["cells"][0]["entry"].is_string(), "{task}");
    assert_eq!(task["cells"][1]["time"], "1:30");
    assert_eq!(task["cells"][1]["entries"], 2);
    assert_eq!(task["cells"][1]["entry"], Value::Null);
    assert_eq!(task["total"]["time"], "3:00");
    assert_eq!(week["dayTotals"][6]["minutes"], 15);
    assert_eq!(week["total"]["time"], "3:15");
    // The next week holds the Monday after; a bad day is a 400 naming `of`.
    let next = created(app.get("/api/hours/week?of=2026-12-07", Some(admin)).await).await;
    assert_eq!(next["total"]["minutes"], 120);
    let (status, err) = error_of(app.get("/api/hours/week?of=someday", Some(admin)).await).await;
    assert_eq!((status, err["field"].as_str()), (400, Some("of")), "{err}");
    // Another staff member's time on the same project and day is theirs, not in this week.
    sqlx::query(
        "INSERT INTO time_entries (id, project_id, staff_id, staff_name, work_date, minutes, billable, \
         note, created_at, updated_at) VALUES ($1, $2, $3, 'Kai', '2026-12-02', 600, 1, '', 0, 0)",
    )
    .bind("00000000-0000-4000-8000-0000000000aa")
    .bind(pa)
    .bind("00000000-0000-4000-8000-0000000000bb")
    .execute(&app.db)
    .await
    .unwrap();
    let again = created(app.get("/api/hours/week?of=2026-12-03", Some(admin)).await).await;
    assert_eq!(again["total"]["time"], "3:15", "{again}");
}

engine_tests!(one_timer_each, my_week_is_a_grid_of_days,);
