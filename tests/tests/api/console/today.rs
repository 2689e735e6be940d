//! The staff home ("Today", `GET /api/admin/today`): each block's figure follows what happens:
//! a ticket opened or answered by a client waits on us until staff reply or close it; a sign-off
//! asked waits on the client until decided; an invoice past its due date is overdue until paid;
//! a milestone falls in the week by its due date until paid. Each block shows at most 10 rows.

use portico_shared::dates::format_ymd_from_ms;
use portico_tests::{engine_tests, id_of, now_ms, world, TestApp};
use serde_json::{json, Value};

use super::json_of;

async fn today(app: &TestApp, admin: &str) -> Value {
    json_of(app.get("/api/admin/today", Some(admin)).await).await
}

/// A block's total and the ids of the rows it shows, in order.
fn block(today: &Value, name: &str) -> (i64, Vec<String>) {
    let b = &today[name];
    let ids = b["items"]
        .as_array()
        .unwrap_or_else(|| panic!("no block {name} in {today}"))
        .iter()
        .map(id_of)
        .collect();
    (b["total"].as_i64().unwrap(), ids)
}

/// `days` from today, `YYYY-MM-DD` (the server's calendar, UTC).
fn day(days: i64) -> String {
    format_ymd_from_ms(now_ms() + days * 86_400_000)
}

async fn tickets_wait_on_us_until_staff_answer(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    // The world's two tickets, nobody answered yet: the older first.
    let t = today(app, admin).await;
    assert_eq!(
        block(&t, "ticketsWaiting"),
        (2, vec![w.ticket_a.clone(), w.ticket_b.clone()])
    );
    let row = &t["ticketsWaiting"]["items"][0];
    assert_eq!(
        (&row["title"], &row["client"]["name"], &row["project"]),
        (&json!("Slow"), &json!("Ann"), &Value::Null)
    );
    assert_eq!(t["today"], json!(day(0)));
    assert_eq!(t["weekEnds"], json!(day(6)));
    for empty in [
        "signoffsWaiting",
        "invoicesOverdue",
        "milestonesDue",
        "mailsFailed",
    ] {
        assert_eq!(block(&t, empty), (0, vec![]), "{empty}");
    }

    // Staff answer Ann: her ticket waits on her now. She writes back: it waits on us again, since
    // her reply, so Bob's (older) comes first.
    let reply = |id: &str, text: &str, token: &str| {
        let path = format!("/api/ticket/{id}/reply");
        let (text, token) = (text.to_owned(), token.to_owned());
        async move {
            json_of(
                app.post(&path, &json!({ "text": text }), Some(&token))
                    .await,
            )
            .await
        }
    };
    reply(&w.ticket_a, "Looking into it.", admin).await;
    let t = today(app, admin).await;
    assert_eq!(block(&t, "ticketsWaiting"), (1, vec![w.ticket_b.clone()]));
    reply(&w.ticket_a, "Still slow.", &w.a_token).await;
    let t = today(app, admin).await;
    assert_eq!(
        block(&t, "ticketsWaiting"),
        (2, vec![w.ticket_b.clone(), w.ticket_a.clone()])
    );

    // A closed ticket waits on nobody; a new one waits on us, after the others.
    let path = format!("/api/ticket/{}/status", w.ticket_b);
    let closed = app
        .send(
            "put",
            &path,
            Some(&json!({"status": "Closed"})),
            Some(admin),
        )
        .await;
    assert_eq!(closed.status(), 200);
    let opened = json_of(
        app.post(
            "/api/ticket/create",
            &json!({"title": "Invoice copy", "description": "Please send it again", "project": w.project_b}),
            Some(&w.b_token),
        )
        .await,
    )
    .await;
    let t = today(app, admin).await;
    assert_eq!(
        block(&t, "ticketsWaiting"),
        (2, vec![w.ticket_a.clone(), id_of(&opened)])
    );
    assert_eq!(
        t["ticketsWaiting"]["items"][1]["project"]["title"],
        "Bookings"
    );

    // At most 10 rows, and the count of them all.
    for i in 0..10 {
        let body = json!({"title": format!("Question {i}"), "description": "Help"});
        json_of(
            app.post("/api/ticket/create", &body, Some(&w.b_token))
                .await,
        )
        .await;
    }
    let (total, shown) = block(&today(app, admin).await, "ticketsWaiting");
    assert_eq!((total, shown.len()), (12, 10));
    assert_eq!(shown[0], w.ticket_a);
}

async fn what_waits_on_clients_moves_with_their_answers_and_payments(app: &TestApp) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    let pa = w.project_a.as_str();

    // A sign-off asked waits on the client until it is decided.
    let goal = json_of(
        app.post(
            "/api/goal/create",
            &json!({"project": pa, "title": "Checkout", "status": "inprogress"}),
            admin,
        )
        .await,
    )
    .await;
    let round = json_of(
        app.post(
            "/api/signoff/request",
            &json!({"goal": id_of(&goal), "summary": "Live on staging."}),
            admin,
        )
        .await,
    )
    .await;
    let t = today(app, &w.admin_token).await;
    assert_eq!(block(&t, "signoffsWaiting"), (1, vec![id_of(&round)]));
    let row = &t["signoffsWaiting"]["items"][0];
    assert_eq!(
        (
            &row["title"],
            &row["round"],
            &row["project"]["title"],
            &row["client"]["_id"]
        ),
        (
            &json!("Checkout"),
            &json!(1),
            &json!("Storefront"),
            &json!(w.a)
        )
    );
    let rounds = json_of(
        app.get(&format!("/api/signoff/project/{pa}"), Some(&w.a_token))
            .await,
    )
    .await;
    let shown = rounds[0]["shown"].clone();
    let decision = json!({"decision": "approve", "comment": "", "shown": shown});
    let path = format!("/api/signoff/decide/{}", id_of(&round));
    json_of(app.post(&path, &decision, Some(&w.a_token)).await).await;
    let t = today(app, &w.admin_token).await;
    assert_eq!(block(&t, "signoffsWaiting"), (0, vec![]));

    // Milestones due from today to six days on, soonest first; not before, not after, not paid.
    let mut week = Vec::new();
    for (title, due) in [
        ("Late", -1),
        ("Friday", 4),
        ("Today", 0),
        ("Next month", 7),
        ("Undated", 99),
    ] {
        let mut body = json!({"title": title, "amount": "250"});
        if due != 99 {
            body["dueDate"] = json!(day(due));
        }
        let made = w.add_payment(app, body).await;
        if (0..=6).contains(&due) {
            week.push(id_of(&made));
        }
    }
    week.reverse();
    let t = today(app, &w.admin_token).await;
    assert_eq!(block(&t, "milestonesDue"), (2, week.clone()));
    let row = &t["milestonesDue"]["items"][0];
    assert_eq!(
        (&row["title"], &row["amount"], &row["dueDate"]),
        (
            &json!("Today"),
            &json!({"minor": 25_000, "currency": "USD"}),
            &json!(day(0))
        )
    );
    paid(app, &w.admin_token, &week[0]).await;
    let t = today(app, &w.admin_token).await;
    assert_eq!(block(&t, "milestonesDue"), (1, vec![week[1].clone()]));

    // An invoice past its due date is overdue until what it bills is paid.
    let firm = json!({"firmName": "Acme IT", "address": "1 Road", "taxId": "T1", "bankDetails": "Bank",
        "taxLabel": "GST", "taxRate": "18", "termsDays": 15});
    let res = app
        .send("put", "/api/invoice/settings", Some(&firm), admin)
        .await;
    assert_eq!(res.status(), 200);
    let billed = id_of(
        &w.add_payment(app, json!({"title": "Design", "amount": "100"}))
            .await,
    );
    set(app, &w.admin_token, &billed, "due", json!({"isDue": true})).await;
    let mut invoices = Vec::new();
    for due_on in [day(-3), day(5)] {
        let other = id_of(
            &w.add_payment(app, json!({"title": "Hosting", "amount": "10"}))
                .await,
        );
        set(app, &w.admin_token, &other, "due", json!({"isDue": true})).await;
        let payments = if invoices.is_empty() {
            json!([billed, other])
        } else {
            json!([other])
        };
        let invoice = json_of(
            app.post(
                &format!("/api/invoice/create/{pa}"),
                &json!({"payments": payments, "dueOn": due_on}),
                admin,
            )
            .await,
        )
        .await;
        invoices.push((id_of(&invoice), other));
    }
    let t = today(app, &w.admin_token).await;
    assert_eq!(
        block(&t, "invoicesOverdue"),
        (1, vec![invoices[0].0.clone()])
    );
    let row = &t["invoicesOverdue"]["items"][0];
    assert_eq!(
        (
            &row["dueOn"],
            &row["total"]["minor"],
            &row["client"]["name"]
        ),
        (&json!(day(-3)), &json!(12_980), &json!("Ann"))
    );
    // One of its milestones paid: still overdue; both: no longer.
    paid(app, &w.admin_token, &billed).await;
    assert_eq!(
        block(&today(app, &w.admin_token).await, "invoicesOverdue").0,
        1
    );
    paid(app, &w.admin_token, &invoices[0].1).await;
    assert_eq!(
        block(&today(app, &w.admin_token).await, "invoicesOverdue"),
        (0, vec![])
    );

    // Nobody but staff reads it.
    for token in [None, Some(w.a_token.as_str())] {
        let status = app.get("/api/admin/today", token).await.status();
        assert!(status == 401 || status == 403, "{status}");
    }
}

/// Staff set a milestone `due` or `paid` (`body`); the write must succeed.
async fn set(app: &TestApp, admin: &str, payment: &str, what: &str, body: Value) {
    let path = format!("/api/payment/{what}/{payment}");
    let res = app.send("put", &path, Some(&body), Some(admin)).await;
    assert_eq!(res.status(), 200, "{path}");
}

/// Staff mark a milestone paid in full.
async fn paid(app: &TestApp, admin: &str, payment: &str) {
    set(app, admin, payment, "paid", json!({"isCompleted": true})).await;
}

engine_tests!(
    tickets_wait_on_us_until_staff_answer,
    what_waits_on_clients_moves_with_their_answers_and_payments
);
