//! Hours are approved before they are billed (ADR 0042): staff ask the company's approvers, who
//! approve or query them in the sign-off record (what was shown, hashed); approved hours are
//! invoiced per line at `round(minutes × rate / 60)`, less what prepaid blocks covered; an
//! invoiced entry never changes.

use portico_tests::{created, created_id, engine_tests, error_of, world, TestApp};
use serde_json::{json, Value};

use super::{log, set_firm};

async fn decide(
    app: &TestApp,
    round: &Value,
    token: &str,
    decision: &str,
    comment: &str,
) -> reqwest::Response {
    app.post(
        &format!("/api/signoff/decide/{}", round["_id"].as_str().unwrap()),
        &json!({"decision": decision, "comment": comment, "shown": round["shown"]}),
        Some(token),
    )
    .await
}

async fn invoice(app: &TestApp, project: &str, admin: &str, body: Value) -> reqwest::Response {
    app.post(&format!("/api/hours/invoice/{project}"), &body, Some(admin))
        .await
}

async fn asked(
    app: &TestApp,
    project: &str,
    admin: &str,
    from: &str,
    to: &str,
) -> reqwest::Response {
    app.post(
        &format!("/api/hours/ask/{project}"),
        &json!({"from": from, "to": to}),
        Some(admin),
    )
    .await
}

async fn states(app: &TestApp, project: &str) -> Vec<String> {
    sqlx::query_scalar(
        "SELECT state FROM time_entries WHERE project_id = $1 AND billable = 1 ORDER BY work_date, created_at",
    )
    .bind(project)
    .fetch_all(&app.db)
    .await
    .unwrap()
}

async fn hours_are_approved_then_invoiced(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let pa = w.project_a.as_str();
    set_firm(app, admin).await;
    created(
        app.put(
            &format!("/api/hours/settings/{pa}"),
            &json!({"hourlyRate": "50"}),
            Some(admin),
        )
        .await,
    )
    .await;
    let task = created_id(
        log(
            app,
            admin,
            json!({"project": pa, "task": w.task_a, "date": "2026-12-01", "time": "1:30"}),
        )
        .await,
    )
    .await;
    created(
        log(
            app,
            admin,
            json!({"project": pa, "date": "2026-12-02", "time": "2h"}),
        )
        .await,
    )
    .await;
    created(
        log(
            app,
            admin,
            json!({"project": pa, "date": "2026-12-02", "time": "1h", "billable": false}),
        )
        .await,
    )
    .await;
    // Nothing approved yet: nothing to invoice.
    let (status, err) = error_of(invoice(app, pa, admin, json!({})).await).await;
    assert_eq!(status, 409, "{err}");
    // Staff ask; the approvers see the lines as a sign-off round.
    let round = created(asked(app, pa, admin, "2026-11-30", "2026-12-06").await).await;
    assert_eq!(round["hours"], true);
    assert_eq!(round["tasks"].as_array().unwrap().len(), 2, "{round}");
    assert_eq!(
        round["tasks"][0]["title"],
        "2026-12-01 · Build login · 1:30 · Boss"
    );
    assert_eq!(states(app, pa).await, vec!["waiting", "waiting"]);
    // Asked twice: refused, nothing changes.
    let (status, _) = error_of(asked(app, pa, admin, "2026-11-30", "2026-12-06").await).await;
    assert_eq!(status, 409);
    let waiting: Vec<Value> = serde_json::from_value(
        created(app.get("/api/signoff/waiting", Some(&w.a_token)).await).await,
    )
    .unwrap();
    let mine = waiting
        .iter()
        .find(|r| r["hours"] == true)
        .expect("waiting for Ann")
        .clone();
    assert_eq!(mine["amount"]["minor"], 17_500, "{mine}");
    // Queried: a comment is required; the entries go back to staff.
    let (status, _) = error_of(decide(app, &mine, &w.a_token, "changes", "").await).await;
    assert_eq!(status, 400);
    assert_eq!(
        decide(
            app,
            &mine,
            &w.a_token,
            "changes",
            "1:30 on login seems high"
        )
        .await
        .status(),
        200
    );
    assert_eq!(states(app, pa).await, vec!["queried", "queried"]);
    // Staff fix the entry and ask again: round 2, approved.
    created(
        app.put(
            &format!("/api/hours/entry/{task}"),
            &json!({"task": w.task_a, "date": "2026-12-01", "time": "1:15"}),
            Some(admin),
        )
        .await,
    )
    .await;
    let again = created(asked(app, pa, admin, "2026-11-30", "2026-12-06").await).await;
    assert_eq!(again["round"], 2);
    let waiting: Vec<Value> = serde_json::from_value(
        created(app.get("/api/signoff/waiting", Some(&w.a_token)).await).await,
    )
    .unwrap();
    let second = waiting.iter().find(|r| r["hours"] == true).unwrap().clone();
    assert_eq!(
        decide(app, &second, &w.a_token, "approve", "")
            .await
            .status(),
        200
    );
    assert_eq!(states(app, pa).await, vec!["approved", "approved"]);
    // The decision is recorded with the digest of what Ann was shown.
    let shown: String = sqlx::query_scalar(
        "SELECT shown_sha256 FROM signoff_decisions WHERE signoff_id = $1 AND decision = 'approve'",
    )
    .bind(second["_id"].as_str().unwrap())
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert_eq!(Some(shown.as_str()), second["shown"].as_str());
    // Invoiced per task: 1:15 at 50 = 62.50, 2:00 at 50 = 100.00.
    let bill =
        created(invoice(app, pa, admin, json!({"lines": "task", "taxRate": "0"})).await).await;
    assert_eq!(bill["subtotal"]["minor"], 16_250, "{bill}");
    let titles: Vec<&str> = bill["lines"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["title"].as_str().unwrap())
        .collect();
    assert_eq!(
        titles,
        vec!["Build login — 1:15 h", "Project work — 2:00 h"]
    );
    // Invoiced entries never change; invoicing again finds nothing.
    let (status, _) = error_of(
        app.put(
            &format!("/api/hours/entry/{task}"),
            &json!({"date": "2026-12-01", "time": "1h"}),
            Some(admin),
        )
        .await,
    )
    .await;
    assert_eq!(status, 409);
    let (status, _) = error_of(invoice(app, pa, admin, json!({})).await).await;
    assert_eq!(status, 409);
    // The finance person's mail carries the invoice.
    let mailed: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM mail_outbox WHERE kind = 'invoice' AND to_addr = 'ann@example.com' AND payload LIKE $1",
    )
    .bind(format!("%{}%", bill["_id"].as_str().unwrap()))
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert_eq!(mailed, 1);
}

async fn prepaid_hours_are_not_billed_again(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let pa = w.project_a.as_str();
    set_firm(app, admin).await;
    created(
        app.put(
            &format!("/api/hours/settings/{pa}"),
            &json!({"hourlyRate": "50", "approval": "none"}),
            Some(admin),
        )
        .await,
    )
    .await;
    // A free block of one hour, overage at 80 an hour.
    created(
        app.post(
            "/api/hours/blocks",
            &json!({"project": pa, "hours": "1", "starts": "2026-12-01", "expires": "2026-12-31",
                    "price": 0, "overageRate": "80"}),
            Some(admin),
        )
        .await,
    )
    .await;
    created(
        log(
            app,
            admin,
            json!({"project": pa, "task": w.task_a, "date": "2026-12-01", "time": "1:30"}),
        )
        .await,
    )
    .await;
    // A day no block covers: ordinary hours at the project's rate.
    created(
        log(
            app,
            admin,
            json!({"project": pa, "date": "2026-11-20", "time": "1h"}),
        )
        .await,
    )
    .await;
    // Billed without approval: the project says so; asking is refused.
    let (status, _) = error_of(
        app.post(
            &format!("/api/hours/ask/{pa}"),
            &json!({"from": "2026-12-01", "to": "2026-12-07"}),
            Some(admin),
        )
        .await,
    )
    .await;
    assert_eq!(status, 409);
    let bill = created(
        app.post(
            &format!("/api/hours/invoice/{pa}"),
            &json!({"lines": "week", "taxRate": "0"}),
            Some(admin),
        )
        .await,
    )
    .await;
    // 1 h prepaid; 0:30 past the block at 80 = 40.00; 1:00 in November at 50 = 50.00.
    assert_eq!(bill["subtotal"]["minor"], 9_000, "{bill}");
    let titles: Vec<&str> = bill["lines"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["title"].as_str().unwrap())
        .collect();
    assert_eq!(
        titles,
        vec![
            "Week of 2026-11-16 — 1:00 h",
            "Week of 2026-11-30 (past the prepaid hours) — 0:30 h"
        ]
    );
    // Another company's project: 404, like a missing one.
    let (status, _) = error_of(
        app.post(
            &format!("/api/hours/invoice/{}", "0".repeat(24)),
            &json!({}),
            Some(admin),
        )
        .await,
    )
    .await;
    assert_eq!(status, 404);
}

engine_tests!(
    hours_are_approved_then_invoiced,
    prepaid_hours_are_not_billed_again
);
