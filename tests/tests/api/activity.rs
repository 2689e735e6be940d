//! The client's activity feed: every write a client should hear of records one event in its own
//! transaction; a client reads only their own, newest first, a page at a time, with the time of
//! their last visit.

use portico_tests::{created as ok, created_id, engine_tests, error_of, id_of, TestApp};
use serde_json::{json, Value};

async fn feed(app: &TestApp, token: &str, query: &str) -> Value {
    let res = app.get(&format!("/api/activity{query}"), Some(token)).await;
    assert_eq!(res.status(), 200, "{query}");
    res.json().await.unwrap()
}

/// (kind, subject, status, previous, actor) of each event, newest first.
fn kinds(v: &Value) -> Vec<(String, String, String, String, String)> {
    v["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            let s = |k: &str| e[k].as_str().unwrap_or_default().to_owned();
            (
                s("kind"),
                s("subject"),
                s("status"),
                s("previous"),
                s("actor"),
            )
        })
        .collect()
}

/// An event as `kinds` lists it, by staff.
fn by_staff(
    kind: &str,
    subject: &str,
    status: &str,
    previous: &str,
) -> (String, String, String, String, String) {
    (
        kind.to_owned(),
        subject.to_owned(),
        status.to_owned(),
        previous.to_owned(),
        "staff".to_owned(),
    )
}

/// Each kind of staff write to the board, the goals and the payments is one event, newest first,
/// linked to its record; a write that changes nothing a client hears of is none. The actor is
/// "staff", never an account.
async fn events_appear_for_each_kind_of_write_in_order(app: &TestApp) {
    let w = portico_tests::world(app).await;
    let admin = Some(w.admin_token.as_str());
    let pa = &w.project_a;
    let task = created_id(
        app.post(
            &format!("/api/project/addTask/{}", w.sprint_a),
            &json!({"title": "Checkout page", "status": "todo"}),
            admin,
        )
        .await,
    )
    .await;
    let put =
        |path: String, body: Value| async move { ok(app.put(&path, &body, admin).await).await };
    put(
        format!("/api/project/updateTaskStatus/{task}"),
        json!({"status": "inprogress"}),
    )
    .await;
    // The same status again, and a change of priority only: nothing to tell.
    put(
        format!("/api/project/updateTaskStatus/{task}"),
        json!({"status": "inprogress"}),
    )
    .await;
    put(
        format!("/api/project/updateTaskPriority/{task}"),
        json!({"priority": "high"}),
    )
    .await;
    put(
        format!("/api/project/updateTaskStatus/{task}"),
        json!({"status": "done"}),
    )
    .await;
    put(
        format!("/api/project/updateSprintStatus/{}", w.sprint_a),
        json!({"active": true}),
    )
    .await;
    // Started again while started: nothing new.
    put(
        format!("/api/project/updateSprintStatus/{}", w.sprint_a),
        json!({"active": true}),
    )
    .await;
    put(
        format!("/api/project/updateSprintCompleted/{}", w.sprint_a),
        json!({"completed": true}),
    )
    .await;
    let goal = created_id(
        app.post(
            "/api/goal/create",
            &json!({"project": pa, "title": "Launch"}),
            admin,
        )
        .await,
    )
    .await;
    put(
        format!("/api/goal/status/{goal}"),
        json!({"status": "done"}),
    )
    .await;
    let payment = id_of(
        &w.add_payment(app, json!({"title": "Final", "amount": 10}))
            .await,
    );
    put(
        format!("/api/payment/paid/{payment}"),
        json!({"isCompleted": true}),
    )
    .await;
    let v = feed(app, &w.a_token, "").await;
    assert_eq!(
        kinds(&v),
        vec![
            by_staff("milestonePaid", "Final", "", ""),
            by_staff("goalReached", "Launch", "", ""),
            by_staff("sprintCompleted", "Sprint 1", "", ""),
            by_staff("sprintStarted", "Sprint 1", "", ""),
            by_staff("taskDone", "Checkout page", "done", "inprogress"),
            by_staff("taskMoved", "Checkout page", "inprogress", "todo"),
            by_staff("taskCreated", "Checkout page", "todo", ""),
            by_staff("taskCreated", "Build login", "inprogress", ""),
        ]
    );
    let events = v["events"].as_array().unwrap();
    // Each links to its record.
    assert_eq!(events[4]["target"], task.as_str());
    assert_eq!(events[1]["target"], goal.as_str());
    assert_eq!(events[0]["target"], payment.as_str());
    assert_eq!(v["next"], Value::Null);
    // The actor is "staff", never an account: no id of staff appears anywhere in the feed.
    let staff_id: String = sqlx::query_scalar("SELECT id FROM users WHERE role = 'admin'")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert!(!v.to_string().contains(&staff_id));
}

/// Staff replies (on a ticket, on the statement of work) are news to the client, their own are
/// not; the project's title names where it happened, and one project's feed leaves out the
/// ticket outside any project.
async fn staff_replies_are_news_and_the_clients_own_are_not(app: &TestApp) {
    let w = portico_tests::world(app).await;
    let admin = Some(w.admin_token.as_str());
    let pa = &w.project_a;
    // The client's own reply is not news to them; staff's is.
    ok(app
        .post(
            &format!("/api/ticket/{}/reply", w.ticket_a),
            &json!({"text": "Any news?"}),
            Some(&w.a_token),
        )
        .await)
    .await;
    ok(app
        .post(
            &format!("/api/ticket/{}/reply", w.ticket_a),
            &json!({"text": "Fixed in today's release."}),
            admin,
        )
        .await)
    .await;
    ok(app
        .post(
            &format!("/api/project/addUpdate/{pa}"),
            &json!({"text": "I would like a wishlist"}),
            Some(&w.a_token),
        )
        .await)
    .await;
    ok(app
        .post(
            &format!("/api/project/addUpdate/{pa}"),
            &json!({"text": "Wishlist added to sprint 2"}),
            admin,
        )
        .await)
    .await;

    let v = feed(app, &w.a_token, "").await;
    assert_eq!(
        kinds(&v),
        vec![
            by_staff("sowReply", "Storefront", "", ""),
            by_staff("ticketReply", "Slow", "", ""),
            by_staff("taskCreated", "Build login", "inprogress", ""),
        ]
    );
    let events = v["events"].as_array().unwrap();
    assert_eq!(events[1]["target"], w.ticket_a.as_str());
    assert_eq!(
        events[1]["project"],
        Value::Null,
        "the ticket has no project"
    );
    assert_eq!(events[0]["project"], pa.as_str());
    assert_eq!(events[0]["projectTitle"], "Storefront");

    // One project's feed: the ticket outside any project is not in it.
    let one = feed(app, &w.a_token, &format!("?project={pa}")).await;
    assert_eq!(one["events"].as_array().unwrap().len(), events.len() - 1);
    assert!(kinds(&one).iter().all(|k| k.0 != "ticketReply"));
}

async fn a_client_reads_only_their_own_events(app: &TestApp) {
    let w = portico_tests::world(app).await;
    let admin = Some(w.admin_token.as_str());
    // Client B's project gets 25 tasks: more than a page.
    let sprint_b = created_id(
        app.post(
            &format!("/api/project/addSprint/{}", w.project_b),
            &json!({"title": "B1"}),
            admin,
        )
        .await,
    )
    .await;
    for i in 0..25 {
        ok(app
            .post(
                &format!("/api/project/addTask/{sprint_b}"),
                &json!({"title": format!("B task {i}")}),
                admin,
            )
            .await)
        .await;
    }
    ok(app
        .post(
            &format!("/api/ticket/{}/reply", w.ticket_b),
            &json!({"text": "On it"}),
            admin,
        )
        .await)
    .await;

    // A sees only their one event.
    let a = feed(app, &w.a_token, "").await;
    assert_eq!(kinds(&a).len(), 1);
    assert_eq!(a["events"][0]["subject"], "Build login");
    assert!(!a.to_string().contains("B task"));

    // B pages through 26: 20, then 6, no overlap, newest first.
    let first = feed(app, &w.b_token, "").await;
    let next = first["next"].as_str().unwrap().to_owned();
    assert_eq!(kinds(&first).len(), 20);
    assert_eq!(first["events"][0]["kind"], "ticketReply");
    let second = feed(app, &w.b_token, &format!("?before={next}")).await;
    assert_eq!(kinds(&second).len(), 6);
    assert_eq!(second["next"], Value::Null);
    assert_eq!(second["events"][5]["subject"], "B task 0");
    let mut ids: Vec<String> = [&first, &second]
        .iter()
        .flat_map(|v| v["events"].as_array().unwrap().clone())
        .map(|e| id_of(&e))
        .collect();
    let n = ids.len();
    ids.dedup();
    assert_eq!(ids.len(), n);

    // B's cursor in A's hands still reads only A's events.
    let a_paged = feed(app, &w.a_token, &format!("?before={next}")).await;
    assert!(!a_paged.to_string().contains("B task"));
    // Another client's project, an id that cannot exist, or not an id: not found, alike.
    for project in [
        w.project_b.clone(),
        "00000000-0000-4000-8000-000000000000".into(),
        "not-an-id".into(),
    ] {
        let res = app
            .get(
                &format!("/api/activity?project={project}"),
                Some(&w.a_token),
            )
            .await;
        assert_eq!(res.status(), 404, "{project}");
    }
    // A cursor that is not an event's id: 400 naming it.
    let (status, body) = error_of(
        app.get("/api/activity?before=x'%20OR%201=1", Some(&w.a_token))
            .await,
    )
    .await;
    assert_eq!(status, 400);
    assert_eq!(body["field"], "before");
    // Staff have no feed of their own (they read a client's as that client).
    let res = app.get("/api/activity", admin).await;
    assert_eq!(res.status(), 403);
}

async fn the_last_visit_is_the_previous_sign_in_or_the_last_look(app: &TestApp) {
    let w = portico_tests::world(app).await;
    let first = feed(app, &w.a_token, "").await;
    assert_eq!(first["lastVisit"], Value::Null, "the first sign-in");
    // A second sign-in: the last visit is the first one.
    let second = app.login("ann@example.com", "client-pass-1").await;
    let v = feed(app, &second, "").await;
    let signed_in = v["lastVisit"].as_str().unwrap().to_owned();
    // Opening the feed moves it on, for every session of the client.
    tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    let res = app
        .post("/api/activity/seen", &Value::Null, Some(&second))
        .await;
    assert_eq!(res.status(), 204);
    let after = feed(app, &w.a_token, "").await;
    let seen = after["lastVisit"].as_str().unwrap().to_owned();
    assert!(seen > signed_in, "{seen} > {signed_in}");
}

async fn staff_viewing_as_the_client_read_their_feed_and_leave_their_visit_alone(app: &TestApp) {
    let w = portico_tests::world(app).await;
    let admin = Some(w.admin_token.as_str());
    let opened: Value = ok(app
        .post(&format!("/api/admin/viewAs/{}", w.a), &json!({}), admin)
        .await)
    .await;
    let view = opened["token"].as_str().unwrap().to_owned();
    let own = feed(app, &w.a_token, "").await;
    let viewed = feed(app, &view, "").await;
    assert_eq!(viewed, own, "staff see what the client sees");
    // Signed in twice, the client's last visit is the first sign-in, in the view too.
    let again = app.login("ann@example.com", "client-pass-1").await;
    let own = feed(app, &again, "").await;
    assert!(own["lastVisit"].is_string());
    assert_eq!(feed(app, &view, "").await["lastVisit"], own["lastVisit"]);
    // The view is no sign-in of the client's, and cannot count as their visit.
    let res = app
        .post("/api/activity/seen", &Value::Null, Some(&view))
        .await;
    assert_eq!(res.status(), 403);
    assert_eq!(app.count("activity_seen").await, 0);
    assert_eq!(feed(app, &again, "").await["lastVisit"], own["lastVisit"]);
}

engine_tests!(
    staff_viewing_as_the_client_read_their_feed_and_leave_their_visit_alone,
    events_appear_for_each_kind_of_write_in_order,
    staff_replies_are_news_and_the_clients_own_are_not,
    a_client_reads_only_their_own_events,
    the_last_visit_is_the_previous_sign_in_or_the_last_look
);
