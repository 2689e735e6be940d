//! Bad input, private answers, clients' write budgets and concurrent adds.

use portico_server::db::users::Role;
use portico_tests::engine_fns;
use portico_tests::{engine_tests, error_of, spawn_app_env, Engine, TestApp};
use serde_json::json;

/// NUL and other control characters answer 400 naming the field on both engines (PostgreSQL
/// cannot store NUL at all), and nothing is stored; line breaks stay fine in multi-line text.
async fn control_characters_are_refused(app: &TestApp) {
    app.create_user(Role::Client, "Ann", "ann@example.com", "client-pass-1")
        .await;
    let token = app.login("ann@example.com", "client-pass-1").await;
    let t = Some(token.as_str());
    for (body, field) in [
        (
            json!({"title": "Bad\u{0}title", "description": "x"}),
            "title",
        ),
        (
            json!({"title": "Fine", "description": "nul \u{0} inside"}),
            "description",
        ),
        (json!({"title": "Two\nlines", "description": "x"}), "title"),
        (json!({"title": "Bell\u{7}", "description": "x"}), "title"),
    ] {
        let (status, err) = error_of(app.post("/api/ticket/create", &body, t).await).await;
        assert_eq!(status, 400, "{body}");
        assert_eq!(err["fields"][0]["field"], field, "{body}");
        assert_eq!(err["fields"][0]["code"], "control_characters", "{body}");
    }
    assert_eq!(app.count("tickets").await, 0);
    let res = app
        .post(
            "/api/ticket/create",
            &json!({"title": "Fine", "description": "two\r\nlines\tand a tab"}),
            t,
        )
        .await;
    assert_eq!(res.status(), 201);
    let (status, err) = error_of(app.post("/api/contact/submit", &json!({"name": "Eve\u{0}", "email": "e@example.com", "phone": "9876501234", "message": "m", "permission": true}), None).await).await;
    assert_eq!(
        (status, err["fields"][0]["field"].as_str()),
        (400, Some("name"))
    );
    let (status, err) = error_of(
        app.post(
            "/api/contact/mail/submit",
            &json!({"email": "a\u{0}@example.com"}),
            None,
        )
        .await,
    )
    .await;
    assert_eq!(status, 400, "{err}");
    assert_eq!(
        app.count("contact_submissions").await + app.count("newsletter_submissions").await,
        0
    );
    // Search text too.
    app.create_user(Role::Admin, "Boss", "boss@example.com", "admin-pass-1")
        .await;
    let admin = app.admin_login("boss@example.com", "admin-pass-1").await;
    let (status, err) = error_of(app.get("/api/user/allUsers?q=a%00b", Some(&admin)).await).await;
    assert_eq!((status, err["field"].as_str()), (400, Some("q")));
}

async fn project_cost_may_be_a_number(app: &TestApp) {
    let w = portico_tests::world(app).await;
    let admin = Some(w.admin_token.as_str());
    let res = app
        .put(
            &format!("/api/project/updateProject/{}", w.project_a),
            &json!({"projectCost": 12000}),
            admin,
        )
        .await;
    assert_eq!(res.status(), 200);
    let body: serde_json::Value = res.json().await.unwrap();
    assert_eq!(body["projectCost"], "12000");
    let (status, err) = error_of(
        app.put(
            &format!("/api/project/updateProject/{}", w.project_a),
            &json!({"projectCost": -1}),
            admin,
        )
        .await,
    )
    .await;
    assert_eq!((status, err["field"].as_str()), (400, Some("projectCost")));
    let res = app
        .post(
            "/api/project/addRequest",
            &json!({"title": "App", "projectCost": 5000.5}),
            Some(&w.a_token),
        )
        .await;
    assert_eq!(res.status(), 201);
}

async fn private_answers_are_not_cached(app: &TestApp) {
    app.create_user(Role::Client, "Ann", "ann@example.com", "client-pass-1")
        .await;
    let token = app.login("ann@example.com", "client-pass-1").await;
    for path in ["/api/user/userProfile", "/api/project/projectsUser"] {
        let res = app.get(path, Some(&token)).await;
        assert_eq!(res.headers()["cache-control"], "no-store", "{path}");
    }
    let res = app.get("/api/user/userProfile", None).await;
    assert_eq!(res.headers()["cache-control"], "no-store");
    assert!(!res.headers().contains_key("strict-transport-security"));
}

async fn https_sites_send_hsts(engine: Engine) {
    let app = spawn_app_env(
        engine,
        vec![("PUBLIC_URL", "https://portico.example".into())],
    )
    .await;
    let res = app.get("/api/openapi.json", None).await;
    assert!(res.headers()["strict-transport-security"]
        .to_str()
        .unwrap()
        .contains("max-age="));
    app.cleanup().await;
}

async fn client_writes_are_rate_limited_per_account(app: &TestApp) {
    let w = portico_tests::world(app).await;
    let a = Some(w.a_token.as_str());
    let mut last = 0;
    // The world's ticket was the first of the 30.
    for i in 0..29 {
        let res = match i % 3 {
            0 => {
                app.post(
                    "/api/ticket/create",
                    &json!({"title": format!("T{i}"), "description": "d"}),
                    a,
                )
                .await
            }
            1 => {
                app.post(
                    &format!("/api/ticket/{}/reply", w.ticket_a),
                    &json!({"text": "hi"}),
                    a,
                )
                .await
            }
            _ => {
                app.post(
                    "/api/project/addRequest",
                    &json!({"title": format!("R{i}")}),
                    a,
                )
                .await
            }
        };
        last = res.status().as_u16();
        assert!(last == 201, "write {i}: {last}");
    }
    let tickets = app.count("tickets").await;
    let res = app
        .post(
            "/api/ticket/create",
            &json!({"title": "One more", "description": "d"}),
            a,
        )
        .await;
    assert_eq!(res.status(), 429);
    assert!(res.headers().contains_key("retry-after"));
    let res = app
        .post(
            &format!("/api/project/addUpdate/{}", w.project_a),
            &json!({"text": "x"}),
            a,
        )
        .await;
    assert_eq!(res.status(), 429);
    assert_eq!(app.count("tickets").await, tickets);
    let res = app
        .post(
            "/api/ticket/create",
            &json!({"title": "Bob's", "description": "d"}),
            Some(&w.b_token),
        )
        .await;
    assert_eq!(res.status(), 201);
    let _ = last;
}

engine_tests!(client_writes_are_rate_limited_per_account);

/// Parallel adds to one sprint (and one project) all succeed, each in a place of its own.
async fn concurrent_adds_get_distinct_places(app: &TestApp) {
    let w = portico_tests::world(app).await;
    let adds = (0..12).map(|i| {
        let (http, admin) = (app.http.clone(), w.admin_token.clone());
        let task = app.url(&format!("/api/project/addTask/{}", w.sprint_a));
        let sprint = app.url(&format!("/api/project/addSprint/{}", w.project_a));
        tokio::spawn(async move {
            let t = http
                .post(task)
                .bearer_auth(&admin)
                .json(&json!({"title": format!("T{i}")}))
                .send()
                .await
                .unwrap()
                .status()
                .as_u16();
            let s = http
                .post(sprint)
                .bearer_auth(&admin)
                .json(&json!({"title": format!("S{i}")}))
                .send()
                .await
                .unwrap()
                .status()
                .as_u16();
            (t, s)
        })
    });
    let adds: Vec<_> = adds.collect();
    for a in adds {
        assert_eq!(a.await.unwrap(), (201, 201));
    }
    let p: serde_json::Value = app
        .get(
            &format!("/api/project/detail/{}", w.project_a),
            Some(&w.admin_token),
        )
        .await
        .json()
        .await
        .unwrap();
    let orders: Vec<i64> = p["sprints"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["order"].as_i64().unwrap())
        .collect();
    assert_eq!(orders, (1..=13).collect::<Vec<i64>>());
    assert_eq!(p["sprints"][0]["tasks"].as_array().unwrap().len(), 13);
    assert_eq!(app.count("tasks").await, 13);
}

engine_tests!(concurrent_adds_get_distinct_places);

/// A ticket's `project` is an id like any other (it skipped the shared rules): one that is no
/// project's id (a NUL in it, a huge value, no UUID) is "not found", like a missing project, and
/// nothing is stored; PostgreSQL refused the NUL with a 500.
async fn a_tickets_project_is_an_id(app: &TestApp) {
    let w = portico_tests::world(app).await;
    let before = app.count("tickets").await;
    for project in [
        format!("{}\u{0}", w.project_a),
        "\u{0}".to_owned(),
        "x".repeat(10_000),
        "not-a-project".to_owned(),
        w.project_b.clone(),
    ] {
        let res = app
            .post(
                "/api/ticket/create",
                &json!({"title": "Broken", "description": "It breaks", "project": project}),
                Some(&w.a_token),
            )
            .await;
        let (status, err) = error_of(res).await;
        assert_eq!(status, 404, "{err}");
        assert_eq!(err["code"], "not_found");
    }
    assert_eq!(app.count("tickets").await, before);
    // Its own project, spelled with spaces around or in capitals, is its own project.
    let res = app
        .post(
            "/api/ticket/create",
            &json!({"title": "Fine", "description": "Works", "project": format!(" {} ", w.project_a.to_uppercase())}),
            Some(&w.a_token),
        )
        .await;
    assert_eq!(res.status(), 201);
}

/// Amounts have a ceiling (`shared`): a larger one is a 400 on `amount` and stores nothing. The
/// largest allowed, many times over, still sums (in the consoles' totals) without a 500: they
/// overflowed 64-bit cents on both engines.
async fn amounts_are_bounded_and_sum_without_overflow(app: &TestApp) {
    let w = portico_tests::world(app).await;
    let admin = Some(w.admin_token.as_str());
    let before = app.count("payments").await;
    for amount in [json!(1e300), json!(1e13), json!("99999999999999999999")] {
        let (status, err) = error_of(
            app.post(
                "/api/payment/create",
                &json!({"project": w.project_a, "title": "Huge", "amount": amount}),
                admin,
            )
            .await,
        )
        .await;
        assert_eq!(status, 400, "{amount}");
        assert_eq!(err["field"], "amount");
    }
    assert_eq!(app.count("payments").await, before);
    for paid in [false, true, false, true] {
        let res = app
            .post(
                "/api/payment/create",
                &json!({"project": w.project_a, "title": "Big", "amount": 1e12, "isCompleted": paid}),
                admin,
            )
            .await;
        assert_eq!(res.status(), 201);
    }
    // Rows stored before the ceiling, at the largest cents there are: the totals still answer.
    sqlx::query("UPDATE payments SET amount_minor = 9223372036854775807")
        .execute(&app.db)
        .await
        .unwrap();
    for path in [
        "/api/admin/clientsData",
        "/api/admin/projectsData",
        "/api/admin/projectsData?sort=paidAmount&order=desc",
        "/api/admin/projectsData?sort=outstandingAmount",
    ] {
        let res = app.get(path, admin).await;
        assert_eq!(res.status(), 200, "{path}");
    }
}

async fn versions(app: &TestApp, project: &str, client: &str) -> (i64, i64) {
    let p = sqlx::query_scalar("SELECT data_version FROM projects WHERE id = $1")
        .bind(project)
        .fetch_one(&app.db)
        .await
        .unwrap();
    let c = sqlx::query_scalar("SELECT data_version FROM users WHERE id = $1")
        .bind(client)
        .fetch_one(&app.db)
        .await
        .unwrap();
    (p, c)
}

/// Profile saves are throttled per account, and only a change the project reads show (the name)
/// makes their projects render again: a loop of saves cannot keep the render turns busy.
async fn profile_saves_are_throttled_and_render_only_what_changed(app: &TestApp) {
    let w = portico_tests::world(app).await;
    let save = |name: &str, phone: &str| {
        let body = json!({"name": name, "brandName": "Acme", "phone": phone});
        let token = w.a_token.clone();
        async move { app.put("/api/user/profile", &body, Some(&token)).await }
    };
    assert_eq!(save("Ann", "9876501234").await.status(), 200);
    let before = versions(app, &w.project_a, &w.a).await;
    assert_eq!(save("Ann", "9876509999").await.status(), 200);
    assert_eq!(
        versions(app, &w.project_a, &w.a).await,
        before,
        "the reads show no phone"
    );
    assert_eq!(save("Ann Smith", "9876509999").await.status(), 200);
    let after = versions(app, &w.project_a, &w.a).await;
    assert!(
        after.0 > before.0 && after.1 > before.1,
        "the reads show the name"
    );
    let mut last = 200;
    for i in 0..40 {
        last = save("Ann Smith", &format!("98765{:05}", i))
            .await
            .status()
            .as_u16();
        if last == 429 {
            break;
        }
    }
    assert_eq!(last, 429, "a loop of saves is refused");
}

engine_tests!(
    profile_saves_are_throttled_and_render_only_what_changed,
    amounts_are_bounded_and_sum_without_overflow,
    a_tickets_project_is_an_id,
    control_characters_are_refused,
    project_cost_may_be_a_number,
    private_answers_are_not_cached,
);

engine_fns!(https_sites_send_hsts);
