//! Logging time: what people type, what is refused, and an invoiced entry that never changes.

use portico_tests::{created, created_id, engine_tests, error_of, world, TestApp};
use serde_json::json;

use super::log;

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
    // Work is logged when it is done: not for next week.
    let ahead = portico_shared::dates::format_ymd_from_ms(portico_tests::now_ms() + 8 * 86_400_000);
    let (status, err) = error_of(
        log(
            app,
            admin,
            json!({"project": pa, "date": ahead, "time": "1h"}),
        )
        .await,
    )
    .await;
    assert_eq!(
        (status, err["fields"][0]["field"].as_str()),
        (400, Some("date")),
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

engine_tests!(
    time_is_typed_as_people_type_it,
    an_invoiced_entry_never_changes,
);
