//! Prepaid blocks (ADR 0042): buying one issues its invoice; billable entries draw blocks down
//! oldest first in the order the work was done; 80 % and 100 % are each told once, however many
//! entries race; past the block is overage.

use portico_tests::{created, engine_tests, error_of, world, TestApp};
use serde_json::{json, Value};

use super::{hours_of, log, set_firm};

/// The thresholds told by the block mails queued so far, lowest first.
async fn block_mails(app: &TestApp) -> Vec<String> {
    let payloads: Vec<String> = sqlx::query_scalar(
        "SELECT payload FROM mail_outbox WHERE kind = 'invoice' AND payload LIKE '%block_used%' ORDER BY id",
    )
    .fetch_all(&app.db)
    .await
    .unwrap();
    let mut told: Vec<String> = payloads
        .into_iter()
        .map(|p| {
            let v: Value = serde_json::from_str(&p).unwrap();
            v["items"][0]["who"].as_str().unwrap_or_default().to_owned()
        })
        .collect();
    // By threshold, whatever order they were queued in.
    told.sort_by_key(|w| w.trim_end_matches(" %").parse::<u32>().unwrap_or(0));
    told
}

async fn buy(app: &TestApp, admin: &str, body: Value) -> reqwest::Response {
    app.post("/api/hours/blocks", &body, Some(admin)).await
}

async fn a_block_is_bought_drawn_down_and_told_once(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let pa = w.project_a.as_str();
    set_firm(app, admin).await;
    let block = created(
        buy(
            app,
            admin,
            json!({"project": pa, "hours": "10", "starts": "2026-12-01", "expires": "2026-12-31",
                   "price": "400", "overageRate": "60"}),
        )
        .await,
    )
    .await;
    assert_eq!(block["minutes"], 600);
    assert_eq!(block["used"], 0);
    assert_eq!(block["price"]["minor"], 40_000, "{block}");
    // Buying it issued its invoice to the company's finance people (Ann, the owner).
    let invoiced: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM invoices WHERE project_id = $1 AND total_minor > 0",
    )
    .bind(pa)
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert_eq!(invoiced, 1);
    // 7 h: 70 %, nothing told yet.
    created(
        log(
            app,
            admin,
            json!({"project": pa, "date": "2026-12-02", "time": "7h"}),
        )
        .await,
    )
    .await;
    assert!(block_mails(app).await.is_empty());
    // Two entries at once take it past 80 %: one mail.
    let one = log(
        app,
        admin,
        json!({"project": pa, "date": "2026-12-03", "time": "1h"}),
    );
    let two = log(
        app,
        admin,
        json!({"project": pa, "date": "2026-12-03", "time": "1h"}),
    );
    let (one, two) = tokio::join!(one, two);
    assert_eq!((one.status().as_u16(), two.status().as_u16()), (201, 201));
    assert_eq!(block_mails(app).await, vec!["80 %"]);
    // Non-billable time draws nothing.
    created(
        log(
            app,
            admin,
            json!({"project": pa, "date": "2026-12-03", "time": "5h", "billable": false}),
        )
        .await,
    )
    .await;
    // 2 h more: the block is used up and one hour is overage; 100 % told once.
    created(
        log(
            app,
            admin,
            json!({"project": pa, "date": "2026-12-04", "time": "2h"}),
        )
        .await,
    )
    .await;
    assert_eq!(block_mails(app).await, vec!["80 %", "100 %"]);
    let view = hours_of(app, pa, &w.a_token).await;
    let b = &view["blocks"][0];
    assert_eq!(
        (b["used"].as_i64(), b["left"].as_i64()),
        (Some(600), Some(0)),
        "{b}"
    );
    assert_eq!(b["overage"], 60);
    assert_eq!(b["percent"], 100);
    assert_eq!(b["leftTime"], "0:00");
    assert_eq!(b["overageRate"]["minor"], 6000);
    // Removing an entry gives its minutes back; the thresholds are not told again on the way up.
    let latest = view["latest"][0]["_id"].as_str().unwrap().to_owned();
    let removed = app
        .delete(&format!("/api/hours/entry/{latest}"), Some(admin))
        .await;
    assert_eq!(removed.status(), 204);
    let after = hours_of(app, pa, admin).await;
    assert_eq!(after["blocks"][0]["used"], 540, "{after}");
    created(
        log(
            app,
            admin,
            json!({"project": pa, "date": "2026-12-05", "time": "2h"}),
        )
        .await,
    )
    .await;
    assert_eq!(block_mails(app).await.len(), 2);
    // Another company's people see none of it.
    let (status, _) = error_of(
        app.get(&format!("/api/hours/project/{pa}"), Some(&w.b_token))
            .await,
    )
    .await;
    assert_eq!(status, 404);
}

async fn blocks_are_drawn_oldest_first_with_rollover_and_expiry(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let pa = w.project_a.as_str();
    // Free blocks (no price: no invoice, no billing details needed).
    // November's, with rollover: usable through December. October's, without: expired.
    for (hours, starts, expires, rollover) in [
        ("2", "2026-11-01", "2026-11-30", true),
        ("5", "2026-12-01", "2026-12-31", false),
        ("4", "2026-10-01", "2026-10-31", false),
    ] {
        created(
            buy(
                app,
                admin,
                json!({"project": pa, "hours": hours, "starts": starts, "expires": expires,
                       "rollover": rollover, "price": 0}),
            )
            .await,
        )
        .await;
    }
    created(
        log(
            app,
            admin,
            json!({"project": pa, "date": "2026-12-02", "time": "3h"}),
        )
        .await,
    )
    .await;
    let view = hours_of(app, pa, admin).await;
    let used = |starts: &str| {
        view["blocks"]
            .as_array()
            .unwrap()
            .iter()
            .find(|b| b["starts"] == starts)
            .map(|b| b["used"].as_i64().unwrap())
            .unwrap()
    };
    // The oldest block that covers the day first (November's, rolled over), then December's.
    assert_eq!(used("2026-11-01"), 120);
    assert_eq!(used("2026-12-01"), 60);
    assert_eq!(used("2026-10-01"), 0);
    let rolled = view["blocks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["starts"] == "2026-11-01")
        .unwrap();
    assert_eq!(rolled["usableUntil"], "2026-12-30");
    // Work of an earlier day, logged later, takes the older block first: order of the work.
    created(
        log(
            app,
            admin,
            json!({"project": pa, "date": "2026-10-20", "time": "1h"}),
        )
        .await,
    )
    .await;
    let again = hours_of(app, pa, admin).await;
    let october = again["blocks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["starts"] == "2026-10-01")
        .unwrap()
        .clone();
    assert_eq!(october["used"], 60);
    // A block is refused with the field named.
    let (status, err) = error_of(
        buy(
            app,
            admin,
            json!({"project": pa, "hours": "0", "starts": "2026-12-31", "expires": "2026-12-01", "price": "-1"}),
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
    assert_eq!(fields, vec!["hours", "expires", "price"]);
    // A client cannot buy one.
    assert_eq!(
        buy(app, &w.a_token, json!({"project": pa})).await.status(),
        403
    );
}

/// The blocks' use as stored, oldest first: (used, overage) each.
async fn stored_use(app: &TestApp, company: &str) -> Vec<(i64, i64)> {
    sqlx::query_as(
        "SELECT used_minutes, overage_minutes FROM hour_blocks WHERE client_id = $1 \
         ORDER BY starts_on, created_at, id",
    )
    .bind(company)
    .fetch_all(&app.db)
    .await
    .unwrap()
}

async fn entries_logged_at_once_draw_exactly_what_drawing_again_gives(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    let pa = w.project_a.as_str();
    // A second project of the same company, and two blocks: one for every project (older), one
    // for project A only.
    let second = portico_tests::created_id(
        app.post(
            "/api/project/createProject",
            &json!({"title": "Second", "client": w.a, "github": "acme", "repoName": "second",
                    "projectDesc": "s", "projectDetailsDesc": "l", "currency": "USD"}),
            Some(admin),
        )
        .await,
    )
    .await;
    for (project, all, hours, starts) in [
        (pa, true, "6", "2026-11-01"),
        (pa, false, "4", "2026-12-01"),
    ] {
        created(
            buy(
                app,
                admin,
                json!({"project": project, "allProjects": all, "hours": hours, "starts": starts,
                       "expires": "2026-12-31", "price": 0}),
            )
            .await,
        )
        .await;
    }
    // Sixteen hours at once over both projects and two days: past both blocks.
    let mut calls = tokio::task::JoinSet::new();
    for i in 0..16 {
        let project = if i % 2 == 0 {
            pa.to_owned()
        } else {
            second.clone()
        };
        let day = if i % 4 < 2 {
            "2026-12-02"
        } else {
            "2026-12-03"
        };
        let (http, url, token) = (
            reqwest::Client::new(),
            app.url("/api/hours/log"),
            admin.to_owned(),
        );
        calls.spawn(async move {
            let body = json!({"project": project, "date": day, "time": "1h"});
            http.post(url)
                .bearer_auth(token)
                .json(&body)
                .send()
                .await
                .unwrap()
                .status()
                .as_u16()
        });
    }
    let answers = calls.join_all().await;
    assert!(answers.iter().all(|s| *s == 201), "{answers:?}");
    let drawn = stored_use(app, &w.a).await;
    let total: i64 = drawn.iter().map(|(u, o)| u + o).sum();
    assert_eq!(total, 16 * 60, "{drawn:?}");
    assert_eq!(
        drawn[0].0, 360,
        "the older block is used up first: {drawn:?}"
    );
    // Every threshold told once: 80 % and 100 % of each block.
    assert_eq!(
        block_mails(app).await,
        vec!["80 %", "80 %", "100 %", "100 %"]
    );
    // Drawing the company's entries again, in order (a change of an earlier entry does), gives
    // what the entries logged at once stored.
    let first: String = sqlx::query_scalar(
        "SELECT id FROM time_entries WHERE project_id = $1 ORDER BY work_date, created_at, id LIMIT 1",
    )
    .bind(pa)
    .fetch_one(&app.db)
    .await
    .unwrap();
    let same = app
        .put(
            &format!("/api/hours/entry/{first}"),
            &json!({"date": "2026-12-02", "time": "1h"}),
            Some(admin),
        )
        .await;
    assert_eq!(same.status(), 200);
    assert_eq!(stored_use(app, &w.a).await, drawn);
}

engine_tests!(
    entries_logged_at_once_draw_exactly_what_drawing_again_gives,
    a_block_is_bought_drawn_down_and_told_once,
    blocks_are_drawn_oldest_first_with_rollover_and_expiry,
);
