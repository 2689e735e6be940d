//! Paging, totals, the overviews and the audit log's atomicity.

use portico_tests::{engine_tests, error_of, id_of, with_id, world, TestApp};
use serde_json::{json, Value};

use super::{json_of, total};

async fn lists_are_paged_sorted_and_searched(app: &TestApp) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    for i in 0..7 {
        json_of(
            app.post(
                "/api/user/signup",
                &json!({"name": format!("Client {i:02}"), "brandName": if i % 2 == 0 { "Even Co" } else { "Odd Co" },
                        "email": format!("c{i}@example.com"), "password": "client-pass-9"}),
                admin,
            )
            .await,
        )
        .await;
    }
    // 9 clients (Ann, Bob and 7 more); pages of 4, by name.
    let res = app
        .get(
            "/api/user/allUsers?perPage=4&page=3&sort=name&order=asc",
            admin,
        )
        .await;
    assert_eq!(total(&res), 9);
    let page: Value = json_of(res).await;
    let names: Vec<&str> = page["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Client 06"], "the ninth of nine by name");
    let res = app
        .get("/api/user/allUsers?q=odd%20co&sort=name&order=desc", admin)
        .await;
    assert_eq!(total(&res), 3);
    let page = json_of(res).await;
    assert_eq!(page["data"][0]["name"], "Client 05");
    assert_eq!(page["data"][0]["active"], true);
    // Newest first by default.
    let page = json_of(app.get("/api/user/allUsers?perPage=1", admin).await).await;
    assert_eq!(page["data"][0]["name"], "Client 06");
    // LIKE wildcards are literal.
    let res = app.get("/api/user/allUsers?q=%25", admin).await;
    assert_eq!(total(&res), 0);

    // Bad paging answers 400 naming the parameter, never an unbounded list.
    for (query, field) in [
        ("perPage=201", "perPage"),
        ("perPage=0", "perPage"),
        ("page=-2", "page"),
        ("sort=password_hash", "sort"),
        ("order=up", "order"),
    ] {
        let (status, err) =
            error_of(app.get(&format!("/api/user/allUsers?{query}"), admin).await).await;
        assert_eq!(
            (status, err["field"].as_str()),
            (400, Some(field)),
            "{query}"
        );
    }
    for path in [
        "/api/project/projects",
        "/api/ticket/all",
        "/api/contact/submissions",
        "/api/contact/mail/submissions",
        "/api/team/all",
        "/api/project/requests",
        "/api/project/allUpdates",
        "/api/admin/audit",
        "/api/admin/clientsData",
        "/api/admin/projectsData",
    ] {
        let res = app.get(&format!("{path}?perPage=1"), admin).await;
        assert_eq!(res.status(), 200, "{path}");
        assert!(res.headers().contains_key("x-total-count"), "{path}");
        let (status, _) = error_of(app.get(&format!("{path}?perPage=500"), admin).await).await;
        assert_eq!(status, 400, "{path}");
    }
    // The OpenAPI document describes the paging of every list, so clients and fuzzers use it.
    let doc: Value = json_of(app.get("/api/openapi.json", None).await).await;
    for path in [
        "/user/allUsers",
        "/project/projects",
        "/ticket/all",
        "/ticket/{userId}",
        "/contact/submissions",
        "/contact/mail/submissions",
        "/team/all",
        "/project/requests",
        "/project/updates/{projectId}",
        "/project/allUpdates",
        "/admin/audit",
        "/admin/clientsData",
        "/admin/projectsData",
    ] {
        let params = doc["paths"][path]["get"]["parameters"].as_array().unwrap();
        assert!(params.iter().any(|p| p["name"] == "perPage"), "{path}");
        assert!(
            doc["paths"][path]["get"]["responses"]["200"]["headers"]["X-Total-Count"].is_object(),
            "{path}"
        );
    }
    // Filters.
    let res = app
        .get(&format!("/api/project/projects?client={}", w.a), admin)
        .await;
    assert_eq!(total(&res), 1);
    assert_eq!(json_of(res).await[0]["title"], "Storefront");
    let res = app
        .get(
            &format!("/api/ticket/all?status=Open&client={}", w.b),
            admin,
        )
        .await;
    assert_eq!(total(&res), 1);
    assert_eq!(json_of(res).await[0]["title"], "Logo");
}

async fn overviews_count_per_client_and_project(app: &TestApp) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    w.add_task(app, json!({"title": "Late", "taskDate": "2020-01-01"}))
        .await;
    w.add_task(
        app,
        json!({"title": "Done", "status": "done", "taskDate": "2020-01-01"}),
    )
    .await;
    json_of(
        app.put(
            &format!("/api/project/updateSprintStatus/{}", w.sprint_a),
            &json!({"active": true}),
            admin,
        )
        .await,
    )
    .await;
    w.add_payment(app, json!({"title": "Build", "amount": "99.50"}))
        .await;
    let data = json_of(app.get("/api/admin/projectsData?sort=title", admin).await).await;
    let p = with_id(&data, &w.project_a);
    assert_eq!(
        (
            p["tasksTotal"].as_i64(),
            p["tasksDone"].as_i64(),
            p["overdueTasks"].as_i64()
        ),
        (Some(3), Some(1), Some(1))
    );
    assert_eq!(
        p["tasksByStatus"],
        json!({"todo": 1, "inprogress": 1, "done": 1})
    );
    assert_eq!(p["activeSprint"]["title"], "Sprint 1");
    assert_eq!(
        (p["goalsTotal"].as_i64(), p["goalsDone"].as_i64()),
        (Some(1), Some(0))
    );
    assert_eq!(
        (p["paid"].clone(), p["outstanding"].clone()),
        (
            json!({"minor": 150_050, "currency": "USD"}),
            json!({"minor": 9950, "currency": "USD"})
        )
    );
    let data = json_of(
        app.get(
            "/api/admin/clientsData?sort=unpaidMilestones&order=desc",
            admin,
        )
        .await,
    )
    .await;
    let ann = &data[0];
    assert_eq!(ann["name"], "Ann");
    assert_eq!(
        (
            ann["projects"].as_i64(),
            ann["openTickets"].as_i64(),
            ann["unpaidMilestones"].as_i64(),
            ann["unpaid"].clone()
        ),
        (
            Some(1),
            Some(1),
            Some(1),
            json!([{"currency": "USD", "minor": 9950}])
        )
    );
    assert!(ann["lastActivity"].is_string());
    let sorted = json_of(
        app.get(
            "/api/admin/projectsData?sort=overdueTasks&order=desc",
            admin,
        )
        .await,
    )
    .await;
    assert_eq!(id_of(&sorted[0]), w.project_a.as_str());
}

/// A project's figures as Projects Data shows them: tasks (total, done, in progress, overdue),
/// goals (total, done), money paid and outstanding (minor units).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Figures {
    tasks: i64,
    done: i64,
    inprogress: i64,
    overdue: i64,
    goals: i64,
    goals_done: i64,
    paid: i64,
    outstanding: i64,
}

async fn figures_of(app: &TestApp, admin: Option<&str>, project: &str) -> Figures {
    let data = json_of(
        app.get("/api/admin/projectsData?sort=title&perPage=100", admin)
            .await,
    )
    .await;
    let p = with_id(&data, project).clone();
    let n = |k: &str| p[k].as_i64().unwrap();
    Figures {
        tasks: n("tasksTotal"),
        done: n("tasksDone"),
        inprogress: p["tasksByStatus"]["inprogress"].as_i64().unwrap(),
        overdue: n("overdueTasks"),
        goals: n("goalsTotal"),
        goals_done: n("goalsDone"),
        paid: p["paid"]["minor"].as_i64().unwrap(),
        outstanding: p["outstanding"]["minor"].as_i64().unwrap(),
    }
}

/// The figures Projects Data sorts by are kept per project (`db/figures.rs`), counted again in
/// every write's transaction: each write to a task shows on the next read.
async fn kept_figures_follow_every_write_to_a_task(app: &TestApp) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    let base = figures_of(app, admin, &w.project_a).await;

    let task = id_of(
        &w.add_task(app, json!({"title": "Late", "taskDate": "2020-01-01"}))
            .await,
    );
    let added = Figures {
        tasks: base.tasks + 1,
        overdue: base.overdue + 1,
        ..base
    };
    assert_eq!(
        figures_of(app, admin, &w.project_a).await,
        added,
        "a task added, overdue"
    );
    w.set_task_status(app, &task, "inprogress").await;
    assert_eq!(
        figures_of(app, admin, &w.project_a).await,
        Figures {
            inprogress: base.inprogress + 1,
            ..added
        },
        "its status"
    );
    let res = app
        .put(&format!("/api/project/updateTask/{task}"), &json!({"title": "Late", "status": "done", "priority": "low", "taskDate": "2099-01-01"}), admin)
        .await;
    assert_eq!(res.status(), 200);
    assert_eq!(
        figures_of(app, admin, &w.project_a).await,
        Figures {
            tasks: base.tasks + 1,
            done: base.done + 1,
            ..base
        },
        "every field replaced"
    );
    let res = app
        .delete(&format!("/api/project/deleteTask/{task}"), admin)
        .await;
    assert_eq!(res.status(), 204);
    assert_eq!(figures_of(app, admin, &w.project_a).await, base, "deleted");
}

/// A goal reached and a payment due, then paid, show on the next read of the kept figures.
async fn kept_figures_follow_goals_and_payments(app: &TestApp) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    let base = figures_of(app, admin, &w.project_a).await;
    let goal: Value = json_of(
        app.post(
            "/api/goal/create",
            &json!({"project": w.project_a, "title": "Launch"}),
            admin,
        )
        .await,
    )
    .await;
    app.put(
        &format!("/api/goal/status/{}", id_of(&goal)),
        &json!({"status": "done"}),
        admin,
    )
    .await;
    let payment: Value = w
        .add_payment(app, json!({"title": "Build", "amount": "99.50"}))
        .await;
    assert_eq!(
        figures_of(app, admin, &w.project_a).await,
        Figures {
            goals: base.goals + 1,
            goals_done: base.goals_done + 1,
            outstanding: base.outstanding + 9950,
            ..base
        },
        "a goal reached, a payment due"
    );
    app.put(
        &format!("/api/payment/paid/{}", id_of(&payment)),
        &json!({"isCompleted": true}),
        admin,
    )
    .await;
    let now = figures_of(app, admin, &w.project_a).await;
    assert_eq!(
        (now.paid, now.outstanding),
        (base.paid + 9950, base.outstanding),
        "the payment paid"
    );
}

/// Figures left from another day (overdue tasks depend on the day) are counted again before
/// they are read.
async fn kept_figures_from_another_day_are_counted_again(app: &TestApp) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    w.add_task(app, json!({"title": "Late", "taskDate": "2020-01-01"}))
        .await;
    let now = figures_of(app, admin, &w.project_a).await;
    sqlx::query(
        "UPDATE project_figures SET overdue = 999, tasks_total = 999, overdue_on = '2000-01-01'",
    )
    .execute(&app.db)
    .await
    .unwrap();
    assert_eq!(
        figures_of(app, admin, &w.project_a).await,
        now,
        "counted again"
    );
}

/// A new project starts at zero; sorting by a figure orders by it.
async fn a_new_project_starts_at_zero_and_figures_sort(app: &TestApp) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    let other: Value = json_of(app.post("/api/project/createProject", &json!({"title": "Empty", "client": w.a, "github": "g", "repoName": "r", "projectDesc": "d", "projectDetailsDesc": "dd"}), admin).await).await;
    let other = id_of(&other);
    let zero = Figures {
        tasks: 0,
        done: 0,
        inprogress: 0,
        overdue: 0,
        goals: 0,
        goals_done: 0,
        paid: 0,
        outstanding: 0,
    };
    assert_eq!(figures_of(app, admin, &other).await, zero);
    for (sort, field) in [("tasksTotal", "/tasksTotal"), ("paidAmount", "/paid/minor")] {
        for order in ["asc", "desc"] {
            let rows = json_of(
                app.get(
                    &format!("/api/admin/projectsData?sort={sort}&order={order}"),
                    admin,
                )
                .await,
            )
            .await;
            let rows = rows.as_array().unwrap();
            let values: Vec<i64> = rows
                .iter()
                .map(|p| p.pointer(field).and_then(Value::as_i64).unwrap())
                .collect();
            let mut sorted = values.clone();
            sorted.sort();
            if order == "desc" {
                sorted.reverse();
            }
            assert_eq!(values, sorted, "{sort} {order}");
            let at = |id: &str| rows.iter().position(|p| p["_id"] == id).unwrap();
            assert_eq!(
                at(&other) < at(&w.project_a),
                order == "asc",
                "{sort} {order}"
            );
        }
    }
}

/// A write and its audit entry commit together: a write that fails leaves neither.
async fn a_failed_write_leaves_no_audit_entry(app: &TestApp) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    let before = app.count("audit_log").await;
    // The second project of one title for a client: refused by the database, mid-transaction.
    assert_eq!(
        app.put(
            &format!("/api/project/updateProject/{}", w.project_a),
            &json!({"title": "Storefront"}),
            admin,
        )
        .await
        .status(),
        200
    );
    json_of(app.post("/api/project/createProject", &json!({"title": "Other", "client": w.a, "github": "g", "repoName": "r", "projectDesc": "d", "projectDetailsDesc": "dd"}), admin).await).await;
    let after_create = app.count("audit_log").await;
    assert_eq!(after_create, before + 2);
    let (status, err) = error_of(app.post("/api/project/createProject", &json!({"title": "Other", "client": w.a, "github": "g", "repoName": "r", "projectDesc": "d", "projectDetailsDesc": "dd"}), admin).await).await;
    assert_eq!((status, err["field"].as_str()), (409, Some("title")));
    assert_eq!(app.count("audit_log").await, after_create);
    assert_eq!(app.count("projects").await, 3);
    // Client writes are not staff writes.
    app.post(
        "/api/ticket/create",
        &json!({"title": "t", "description": "d"}),
        Some(&w.a_token),
    )
    .await;
    assert_eq!(app.count("audit_log").await, after_create);
}

/// The audit log is append-only in the database itself: no update or delete gets through, whoever
/// holds a connection; staff writes still append.
async fn the_audit_log_is_append_only(app: &TestApp) {
    let w = world(app).await;
    let before = app.count("audit_log").await;
    assert!(before > 0, "the world's staff writes are audited");
    for sql in [
        "UPDATE audit_log SET actor_name = 'someone else'",
        "DELETE FROM audit_log",
    ] {
        let refused = sqlx::query(sql).execute(&app.db).await;
        assert!(refused.is_err(), "{sql}");
        assert_eq!(app.count("audit_log").await, before, "{sql}");
    }
    let res = app
        .put(
            &format!("/api/project/updateProject/{}", w.project_a),
            &json!({"title": "Storefront again"}),
            Some(&w.admin_token),
        )
        .await;
    assert_eq!(res.status(), 200);
    assert_eq!(app.count("audit_log").await, before + 1);
}

async fn audited(app: &TestApp, action: &str) -> i64 {
    sqlx::query_scalar("SELECT COUNT(*) FROM audit_log WHERE action = $1")
        .bind(action)
        .fetch_one(&app.db)
        .await
        .unwrap()
}

/// Staff writes that were not audited: a statement-of-work update, and opening a new submission
/// (which marks it read; audited once, when it changes). A client's update is not a staff write.
async fn every_staff_write_is_audited(app: &TestApp) {
    let w = world(app).await;
    let update = format!("/api/project/addUpdate/{}", w.project_a);
    let res = app
        .post(
            &update,
            &json!({"text": "Scope: add a blog."}),
            Some(&w.admin_token),
        )
        .await;
    assert_eq!(res.status(), 201);
    let res = app
        .post(
            &update,
            &json!({"text": "Please add a blog."}),
            Some(&w.a_token),
        )
        .await;
    assert_eq!(res.status(), 201);
    assert_eq!(audited(app, "project.sowUpdate").await, 1);

    let submitted: Value = json_of(
        app.post(
            "/api/contact/submit",
            &json!({"name": "Priya Nair", "email": "priya@example.com", "phone": "9876501234",
                    "message": "We need a new website.", "permission": true}),
            None,
        )
        .await,
    )
    .await;
    let open = format!("/api/contact/submission/{}", id_of(&submitted));
    for _ in 0..3 {
        assert_eq!(app.get(&open, Some(&w.admin_token)).await.status(), 200);
    }
    assert_eq!(audited(app, "contact.open").await, 1);
}

engine_tests!(
    every_staff_write_is_audited,
    lists_are_paged_sorted_and_searched,
    overviews_count_per_client_and_project,
    kept_figures_follow_every_write_to_a_task,
    kept_figures_follow_goals_and_payments,
    kept_figures_from_another_day_are_counted_again,
    a_new_project_starts_at_zero_and_figures_sort,
    a_failed_write_leaves_no_audit_entry,
    the_audit_log_is_append_only,
);
