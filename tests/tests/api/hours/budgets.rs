//! A sprint's budget in hours and money: its use against it in the Hours view, amounts only for
//! people who handle money, a budgeted sprint listed before any time is logged on it.

use portico_tests::{created, engine_tests, error_of, world, TestApp};
use serde_json::{json, Value};

use super::{hours_of, log};

async fn budget(app: &TestApp, admin: &str, sprint: &str, body: Value) -> reqwest::Response {
    app.put(
        &format!("/api/hours/sprint/{sprint}/budget"),
        &body,
        Some(admin),
    )
    .await
}

fn sprint_group<'a>(view: &'a Value, sprint: &str) -> &'a Value {
    view["bySprint"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["id"] == sprint)
        .unwrap_or_else(|| panic!("no group of {sprint}: {view}"))
}

async fn a_sprint_is_read_against_its_budget(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let pa = w.project_a.as_str();
    let settings = app
        .put(
            &format!("/api/hours/settings/{pa}"),
            &json!({"hourlyRate": "40"}),
            Some(admin),
        )
        .await;
    assert_eq!(settings.status(), 200);
    // Budgeted before any time: listed with nothing used.
    let view = created(
        budget(
            app,
            admin,
            &w.sprint_a,
            json!({"budgetHours": "2", "budgetAmount": "100"}),
        )
        .await,
    )
    .await;
    let g = sprint_group(&view, &w.sprint_a);
    assert_eq!(g["budgetMinutes"]["left"], 120, "{g}");
    assert_eq!(g["minutes"], 0);
    // Three hours on the sprint's task: one hour over, and $120 of $100.
    created(
        log(
            app,
            admin,
            json!({"project": pa, "task": w.task_a, "date": "2026-12-02", "time": "3h"}),
        )
        .await,
    )
    .await;
    let owner = hours_of(app, pa, &w.a_token).await;
    let g = sprint_group(&owner, &w.sprint_a);
    assert_eq!(
        (
            g["budgetMinutes"]["used"].as_i64(),
            g["budgetMinutes"]["over"].as_i64()
        ),
        (Some(180), Some(60)),
        "{g}"
    );
    assert_eq!(g["budgetMinutes"]["time"]["over"], "1:00");
    assert_eq!(g["budgetMoney"]["used"], 12_000);
    assert_eq!(g["budgetMoney"]["over"], 2_000);
    // A person of the company without finance: the hours, no money.
    let (_, mo) = portico_tests::add_person(
        app,
        admin,
        &w.a,
        json!({"name": "Mo", "email": "mo@example.com", "companyRole": "member"}),
    )
    .await;
    let member = hours_of(app, pa, &mo).await;
    let g = sprint_group(&member, &w.sprint_a);
    assert_eq!(g["budgetMinutes"]["over"], 60);
    assert!(g.get("budgetMoney").is_none(), "{g}");
    // Cleared: no budget.
    let cleared = created(budget(app, admin, &w.sprint_a, json!({"budgetHours": ""})).await).await;
    assert!(sprint_group(&cleared, &w.sprint_a)
        .get("budgetMinutes")
        .is_none());
}

async fn a_sprint_budget_refuses_what_is_not_one(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let (status, err) = error_of(
        budget(
            app,
            admin,
            &w.sprint_a,
            json!({"budgetHours": "-3", "budgetAmount": "1.234"}),
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
    assert_eq!(fields, vec!["budgetHours", "budgetAmount"]);
    let stored: Option<i64> =
        sqlx::query_scalar("SELECT budget_minutes FROM sprints WHERE id = $1")
            .bind(&w.sprint_a)
            .fetch_one(&app.db)
            .await
            .unwrap();
    assert_eq!(stored, None);
    let missing = budget(
        app,
        admin,
        "00000000-0000-4000-8000-000000000000",
        json!({"budgetHours": "1"}),
    )
    .await;
    assert_eq!(missing.status(), 404);
    let client = budget(app, &w.a_token, &w.sprint_a, json!({"budgetHours": "1"})).await;
    assert_eq!(client.status(), 403);
}

engine_tests!(
    a_sprint_is_read_against_its_budget,
    a_sprint_budget_refuses_what_is_not_one,
);
