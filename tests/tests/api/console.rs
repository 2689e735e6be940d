//! The back office's API: paging and totals, client accounts (edit, password, deactivate), the
//! read-only view of a client's portal, sprint order, task edits, goals and payments, tickets,
//! submissions and their CSV, team deletes, overviews and the audit log.

use portico_tests::{engine_tests, error_of, TestApp};
use serde_json::{json, Value};

use crate::roles::world;

async fn json_of(res: reqwest::Response) -> Value {
    let status = res.status();
    let body: Value = res.json().await.unwrap();
    assert!(status.is_success(), "{status}: {body}");
    body
}

fn total(res: &reqwest::Response) -> i64 {
    res.headers()["x-total-count"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap()
}

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

async fn deactivating_a_client_ends_their_sessions_and_sign_in(app: &TestApp) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    let path = format!("/api/user/active/{}", w.a);
    let body = json_of(
        app.send("put", &path, Some(&json!({"active": false})), admin)
            .await,
    )
    .await;
    assert_eq!(body["active"], false);
    // The live session is gone at once; signing in says why, only to someone with the password.
    assert_eq!(
        app.get("/api/user/userProfile", Some(&w.a_token))
            .await
            .status(),
        401
    );
    let (status, err) = error_of(
        app.post(
            "/api/user/login",
            &json!({"email": "ann@example.com", "password": "client-pass-1"}),
            None,
        )
        .await,
    )
    .await;
    assert_eq!(
        (status, err["code"].as_str()),
        (403, Some("account_disabled"))
    );
    let (status, _) = error_of(
        app.post(
            "/api/user/login",
            &json!({"email": "ann@example.com", "password": "wrong-pass"}),
            None,
        )
        .await,
    )
    .await;
    assert_eq!(status, 401);
    // Filterable, and back on.
    let res = app.get("/api/user/allUsers?active=false", admin).await;
    assert_eq!(total(&res), 1);
    json_of(
        app.send("put", &path, Some(&json!({"active": true})), admin)
            .await,
    )
    .await;
    app.login("ann@example.com", "client-pass-1").await;
    let (status, err) = error_of(app.send("put", &path, Some(&json!({})), admin).await).await;
    assert_eq!((status, err["field"].as_str()), (400, Some("active")));
    // Staff accounts are not clients.
    let staff: Value = json_of(app.get("/api/user/userProfile", admin).await).await;
    let (status, _) = error_of(
        app.send(
            "put",
            &format!("/api/user/active/{}", staff["_id"].as_str().unwrap()),
            Some(&json!({"active": false})),
            admin,
        )
        .await,
    )
    .await;
    assert_eq!(status, 404);
}

async fn staff_edit_a_client_and_set_their_password(app: &TestApp) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    let edited = json_of(app.send("put", &format!("/api/user/edit/{}", w.a), Some(&json!({"name": "Ann Lee", "brandName": "Lee & Co", "email": "ann.lee@example.com", "remarks": "VIP"})), admin).await).await;
    assert_eq!(
        (edited["name"].as_str(), edited["remarks"].as_str()),
        (Some("Ann Lee"), Some("VIP"))
    );
    // The client's own project read shows the new name at once.
    let mine: Value = json_of(app.get("/api/project/projectsUser", Some(&w.a_token)).await).await;
    assert_eq!(mine[0]["client"]["name"], "Ann Lee");
    // Another account's email is taken; a bad one is a field error; nothing changes.
    let (status, err) = error_of(
        app.send(
            "put",
            &format!("/api/user/edit/{}", w.a),
            Some(&json!({"name": "X", "email": "bob@example.com"})),
            admin,
        )
        .await,
    )
    .await;
    assert_eq!((status, err["field"].as_str()), (409, Some("email")));
    let (status, err) = error_of(
        app.send(
            "put",
            &format!("/api/user/edit/{}", w.a),
            Some(&json!({"name": "", "email": "nope"})),
            admin,
        )
        .await,
    )
    .await;
    assert_eq!((status, err["fields"].as_array().unwrap().len()), (400, 2));
    let detail = json_of(app.get(&format!("/api/user/detail/{}", w.a), admin).await).await;
    assert_eq!(detail["email"], "ann.lee@example.com");

    // A new password: the old one and every session end.
    let res = app
        .send(
            "put",
            &format!("/api/user/setPassword/{}", w.a),
            Some(&json!({"password": "brand-new-pass"})),
            admin,
        )
        .await;
    assert_eq!(res.status(), 204);
    assert_eq!(
        app.get("/api/user/userProfile", Some(&w.a_token))
            .await
            .status(),
        401
    );
    app.login("ann.lee@example.com", "brand-new-pass").await;
    let (status, err) = error_of(
        app.send(
            "put",
            &format!("/api/user/setPassword/{}", w.a),
            Some(&json!({"password": "short"})),
            admin,
        )
        .await,
    )
    .await;
    assert_eq!(
        (status, err["code"].as_str(), err["field"].as_str()),
        (400, Some("validation_failed"), Some("password"))
    );
    // Another client's record is not found for a client; unknown ids are 404 for staff.
    assert_eq!(
        app.get(&format!("/api/user/detail/{}", w.b), Some(&w.b_token))
            .await
            .status(),
        403
    );
    assert_eq!(
        app.get(
            "/api/user/detail/00000000-0000-4000-8000-000000000000",
            admin
        )
        .await
        .status(),
        404
    );
}

async fn view_as_client_reads_but_never_writes(app: &TestApp) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    let opened = json_of(
        app.post(&format!("/api/admin/viewAs/{}", w.a), &json!({}), admin)
            .await,
    )
    .await;
    let token = opened["token"].as_str().unwrap().to_owned();
    let view = Some(token.as_str());
    assert_eq!(opened["user"]["name"], "Ann");
    // The client's own reads work.
    let projects: Value = json_of(app.get("/api/project/projectsUser", view).await).await;
    assert_eq!(projects[0]["title"], "Storefront");
    let profile: Value = json_of(app.get("/api/user/userProfile", view).await).await;
    assert_eq!(profile["_id"], w.a.as_str());
    // Every write is refused and stores nothing.
    let tickets_before = app.count("tickets").await;
    for (method, path, body) in [
        (
            "post",
            "/api/ticket/create".to_owned(),
            json!({"title": "x", "description": "y"}),
        ),
        (
            "put",
            "/api/user/profile".to_owned(),
            json!({"name": "Hacked"}),
        ),
        (
            "put",
            "/api/user/password".to_owned(),
            json!({"currentPassword": "client-pass-1", "newPassword": "whatever-1"}),
        ),
        (
            "post",
            format!("/api/ticket/{}/reply", w.ticket_a),
            json!({"text": "hi"}),
        ),
        (
            "post",
            "/api/project/addRequest".to_owned(),
            json!({"title": "More"}),
        ),
        (
            "put",
            "/api/user/language".to_owned(),
            json!({"language": "fr"}),
        ),
    ] {
        let (status, err) = error_of(app.send(method, &path, Some(&body), view).await).await;
        assert_eq!(
            (status, err["code"].as_str()),
            (403, Some("read_only")),
            "{method} {path}"
        );
    }
    assert_eq!(app.count("tickets").await, tickets_before);
    let profile: Value = json_of(app.get("/api/user/userProfile", view).await).await;
    assert_eq!(profile["name"], "Ann");
    // Recorded in the audit log, against the client.
    let log: Value = json_of(
        app.get(&format!("/api/admin/audit?client={}", w.a), admin)
            .await,
    )
    .await;
    assert!(log
        .as_array()
        .unwrap()
        .iter()
        .any(|e| e["action"] == "client.viewAs" && e["actor"]["name"] == "Boss"));
    // Signing out of the view works.
    assert_eq!(
        app.send("post", "/api/user/logout", None, view)
            .await
            .status(),
        204
    );
    assert_eq!(
        app.get("/api/project/projectsUser", view).await.status(),
        401
    );
    // It does not count as the client's activity.
    let data: Value = json_of(app.get("/api/admin/clientsData?q=ann", admin).await).await;
    let before_view = data[0]["lastActivity"].clone();
    assert!(before_view.is_string());
}

async fn sprints_move_and_tasks_are_edited_and_deleted(app: &TestApp) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    for title in ["Sprint 2", "Sprint 3"] {
        json_of(
            app.post(
                &format!("/api/project/addSprint/{}", w.project_a),
                &json!({"title": title}),
                admin,
            )
            .await,
        )
        .await;
    }
    let order = |p: &Value| -> Vec<(String, i64)> {
        p["sprints"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| {
                (
                    s["title"].as_str().unwrap().to_owned(),
                    s["order"].as_i64().unwrap(),
                )
            })
            .collect()
    };
    let p: Value = json_of(
        app.get(&format!("/api/project/detail/{}", w.project_a), admin)
            .await,
    )
    .await;
    let third = p["sprints"][2]["_id"].as_str().unwrap().to_owned();
    let moved = json_of(
        app.send(
            "put",
            &format!("/api/project/moveSprint/{third}"),
            Some(&json!({"order": 1})),
            admin,
        )
        .await,
    )
    .await;
    assert_eq!(moved["order"], 1);
    // The client sees the real order.
    let mine: Value = json_of(app.get("/api/project/projectsUser", Some(&w.a_token)).await).await;
    assert_eq!(
        order(&mine[0]),
        [
            ("Sprint 3".to_owned(), 1),
            ("Sprint 1".to_owned(), 2),
            ("Sprint 2".to_owned(), 3)
        ]
    );
    // Past the end means last.
    json_of(
        app.send(
            "put",
            &format!("/api/project/moveSprint/{third}"),
            Some(&json!({"order": 99})),
            admin,
        )
        .await,
    )
    .await;
    let mine: Value = json_of(app.get("/api/project/projectsUser", Some(&w.a_token)).await).await;
    assert_eq!(order(&mine[0])[2], ("Sprint 3".to_owned(), 3));
    let (status, err) = error_of(
        app.send(
            "put",
            &format!("/api/project/moveSprint/{third}"),
            Some(&json!({"order": 0})),
            admin,
        )
        .await,
    )
    .await;
    assert_eq!((status, err["field"].as_str()), (400, Some("order")));
    // Completed.
    json_of(
        app.send(
            "put",
            &format!("/api/project/updateSprintCompleted/{}", w.sprint_a),
            Some(&json!({"completed": true})),
            admin,
        )
        .await,
    )
    .await;

    // A task edited whole, with two assignees.
    let second = json_of(
        app.post(
            "/api/team/create",
            &json!({"name": "Zed", "role": "QA", "email": "zed@team.example"}),
            admin,
        )
        .await,
    )
    .await["_id"]
        .as_str()
        .unwrap()
        .to_owned();
    let edit = json!({"title": "Build sign-in", "assignedTo": [w.member, second], "status": "done", "priority": "low", "taskDate": "2026-02-01", "description": "OAuth too"});
    json_of(
        app.send(
            "put",
            &format!("/api/project/updateTask/{}", w.task_a),
            Some(&edit),
            admin,
        )
        .await,
    )
    .await;
    let mine: Value = json_of(app.get("/api/project/projectsUser", Some(&w.a_token)).await).await;
    let sprint = mine[0]["sprints"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["_id"] == w.sprint_a.as_str())
        .unwrap()
        .clone();
    assert_eq!(sprint["status"]["completed"], true);
    let task = &sprint["tasks"][0];
    assert_eq!(
        (
            task["title"].as_str(),
            task["status"].as_str(),
            task["taskDate"].as_str()
        ),
        (Some("Build sign-in"), Some("done"), Some("2026-02-01"))
    );
    assert_eq!(task["assignedTo"].as_array().unwrap().len(), 2);
    // Unknown assignee: a field error, nothing changed.
    let (status, err) = error_of(
        app.send(
            "put",
            &format!("/api/project/updateTask/{}", w.task_a),
            Some(&json!({"title": "X", "assignedTo": ["00000000-0000-4000-8000-000000000000"]})),
            admin,
        )
        .await,
    )
    .await;
    assert_eq!((status, err["field"].as_str()), (400, Some("assignedTo")));
    // Deleted: gone from the client's read, 404 the second time.
    assert_eq!(
        app.send(
            "delete",
            &format!("/api/project/deleteTask/{}", w.task_a),
            None,
            admin
        )
        .await
        .status(),
        204
    );
    let mine: Value = json_of(app.get("/api/project/projectsUser", Some(&w.a_token)).await).await;
    let total_tasks: usize = mine[0]["sprints"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["tasks"].as_array().unwrap().len())
        .sum();
    assert_eq!(total_tasks, 0);
    assert_eq!(
        app.send(
            "delete",
            &format!("/api/project/deleteTask/{}", w.task_a),
            None,
            admin
        )
        .await
        .status(),
        404
    );
    // The audit log has the before and after of the edit, for this project.
    let log: Value = json_of(
        app.get(&format!("/api/admin/audit?project={}", w.project_a), admin)
            .await,
    )
    .await;
    let edit_entry = log
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["action"] == "task.update")
        .unwrap();
    assert_eq!(edit_entry["before"]["title"], "Build login");
    assert_eq!(edit_entry["after"]["title"], "Build sign-in");
    assert_eq!(edit_entry["project"]["title"], "Storefront");
    assert_eq!(edit_entry["client"]["name"], "Ann");
    let delete_entry = log
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["action"] == "task.delete")
        .unwrap();
    assert!(delete_entry["after"].is_null());
    assert_eq!(log[0]["action"], "task.delete", "newest first");
}

async fn goals_payments_and_team_deletes_show_to_the_client(app: &TestApp) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    let goal = json_of(
        app.post(
            "/api/goal/create",
            &json!({"project": w.project_a, "title": "Launch", "status": "todo"}),
            admin,
        )
        .await,
    )
    .await;
    assert_eq!(goal["title"], "Launch");
    let g = json_of(
        app.send(
            "put",
            &format!("/api/goal/status/{}", goal["_id"].as_str().unwrap()),
            Some(&json!({"status": "done"})),
            admin,
        )
        .await,
    )
    .await;
    assert_eq!(
        (g["status"].as_str(), g["isCompleted"].as_bool()),
        (Some("done"), Some(true))
    );
    let (status, err) = error_of(
        app.send(
            "put",
            &format!("/api/goal/status/{}", goal["_id"].as_str().unwrap()),
            Some(&json!({"status": "later"})),
            admin,
        )
        .await,
    )
    .await;
    assert_eq!((status, err["field"].as_str()), (400, Some("status")));
    let pay = json_of(app.post("/api/payment/create", &json!({"project": w.project_a, "title": "Design", "amount": 250, "isCompleted": false}), admin).await).await;
    json_of(
        app.send(
            "put",
            &format!("/api/payment/paid/{}", pay["_id"].as_str().unwrap()),
            Some(&json!({"isCompleted": true})),
            admin,
        )
        .await,
    )
    .await;
    let mine: Value = json_of(
        app.get(
            &format!("/api/payment/payments/{}", w.project_a),
            Some(&w.a_token),
        )
        .await,
    )
    .await;
    assert!(mine
        .as_array()
        .unwrap()
        .iter()
        .any(|p| p["title"] == "Design" && p["isCompleted"] == true));
    let goals: Value = json_of(
        app.get(
            &format!("/api/goal/project/{}", w.project_a),
            Some(&w.a_token),
        )
        .await,
    )
    .await;
    assert!(goals
        .as_array()
        .unwrap()
        .iter()
        .any(|g| g["title"] == "Launch" && g["status"] == "done"));

    // Deleting a member takes them off the team and the task; the client sees it at once.
    assert_eq!(
        app.send(
            "delete",
            &format!("/api/team/delete/{}", w.member),
            None,
            admin
        )
        .await
        .status(),
        204
    );
    let mine: Value = json_of(app.get("/api/project/projectsUser", Some(&w.a_token)).await).await;
    assert_eq!(mine[0]["projectTeam"], json!([]));
    assert_eq!(mine[0]["sprints"][0]["tasks"][0]["assignedTo"], json!([]));
    let log: Value = json_of(app.get("/api/admin/audit?q=team.delete", admin).await).await;
    assert_eq!(log[0]["before"]["name"], "Rohan");
}

async fn staff_replies_show_in_the_client_conversation(app: &TestApp) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    json_of(
        app.post(
            &format!("/api/ticket/{}/reply", w.ticket_a),
            &json!({"text": "Looking into it"}),
            admin,
        )
        .await,
    )
    .await;
    json_of(
        app.send(
            "put",
            &format!("/api/ticket/{}/status", w.ticket_a),
            Some(&json!({"status": "Closed"})),
            admin,
        )
        .await,
    )
    .await;
    let mine: Value = json_of(
        app.get(&format!("/api/ticket/{}", w.a), Some(&w.a_token))
            .await,
    )
    .await;
    let t = &mine[0];
    assert_eq!(t["status"], "Closed");
    let c = &t["comments"][0];
    assert_eq!(
        (
            c["text"].as_str(),
            c["userName"].as_str(),
            c["fromStaff"].as_bool()
        ),
        (Some("Looking into it"), Some("Boss"), Some(true))
    );
    let log: Value = json_of(
        app.get(&format!("/api/admin/audit?client={}", w.a), admin)
            .await,
    )
    .await;
    let reply = log
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["action"] == "ticket.reply")
        .unwrap();
    assert_eq!(reply["after"]["comment"]["text"], "Looking into it");
    // Closed filter; delete.
    let res = app.get("/api/ticket/all?status=Closed", admin).await;
    assert_eq!(total(&res), 1);
    assert_eq!(
        app.send(
            "delete",
            &format!("/api/ticket/{}/delete", w.ticket_a),
            None,
            admin
        )
        .await
        .status(),
        204
    );
    let res = app
        .get(&format!("/api/ticket/{}", w.a), Some(&w.a_token))
        .await;
    assert_eq!(total(&res), 0);
}

async fn submissions_are_read_counted_and_exported(app: &TestApp) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    for (name, message) in [
        ("Eve", "=HYPERLINK(\"http://evil\")"),
        ("Sam", "Call me, please"),
        ("Tia", "@SUM(A1)"),
    ] {
        let res = app.post("/api/contact/submit", &json!({"name": name, "email": format!("{}@example.com", name.to_lowercase()), "phone": "9876501234", "message": message, "permission": true}), None).await;
        assert_eq!(res.status(), 201);
    }
    app.post(
        "/api/contact/mail/submit",
        &json!({"email": "-cmd@example.com"}),
        None,
    )
    .await;
    let counts = json_of(app.get("/api/contact/counts", admin).await).await;
    assert_eq!(counts, json!({"unread": 3, "read": 0, "newsletter": 1}));
    let list = json_of(app.get("/api/contact/submissions?q=sam", admin).await).await;
    let sam = list["data"][0]["_id"].as_str().unwrap().to_owned();
    assert_eq!(list["data"][0]["actionStatus"], "new");
    // Opening marks it read.
    let one = json_of(
        app.get(&format!("/api/contact/submission/{sam}"), admin)
            .await,
    )
    .await;
    assert_eq!(
        (one["isRead"].as_bool(), one["actionStatus"].as_str()),
        (Some(true), Some("read"))
    );
    assert_eq!(
        json_of(app.get("/api/contact/counts", admin).await).await["unread"],
        2
    );
    let one = json_of(
        app.send(
            "put",
            &format!("/api/contact/status/{sam}"),
            Some(&json!({"status": "replied"})),
            admin,
        )
        .await,
    )
    .await;
    assert_eq!(one["actionStatus"], "replied");
    let (status, err) = error_of(
        app.send(
            "put",
            &format!("/api/contact/status/{sam}"),
            Some(&json!({"status": "done"})),
            admin,
        )
        .await,
    )
    .await;
    assert_eq!((status, err["field"].as_str()), (400, Some("status")));
    let res = app
        .get("/api/contact/submissions?status=replied", admin)
        .await;
    assert_eq!(total(&res), 1);

    // CSV: every row, formula cells neutralised.
    let res = app.get("/api/contact/export.csv", admin).await;
    assert_eq!(res.status(), 200);
    assert!(res.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/csv"));
    assert!(res.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .contains("attachment"));
    let csv = res.text().await.unwrap();
    let lines: Vec<&str> = csv.split("\r\n").filter(|l| !l.is_empty()).collect();
    assert_eq!(lines.len(), 4, "{csv}");
    assert!(lines[0].starts_with("Name,Email,Phone,Message"));
    assert!(
        csv.contains("\"'=HYPERLINK(\"\"http://evil\"\")\""),
        "{csv}"
    );
    assert!(csv.contains("\"'@SUM(A1)\""), "{csv}");
    assert!(csv.contains("\"Call me, please\""));
    let news = app
        .get("/api/contact/mail/export.csv", admin)
        .await
        .text()
        .await
        .unwrap();
    assert!(news.contains("\"'-cmd@example.com\""), "{news}");
    // A HEAD of an export (the fuzzer found it panicking the stream) answers, and the server
    // keeps serving.
    let res = app
        .http
        .head(app.url("/api/contact/export.csv"))
        .bearer_auth(&w.admin_token)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let res = app
        .http
        .get(app.url("/api/contact/mail/export.csv"))
        .header("accept-encoding", "gzip")
        .bearer_auth(&w.admin_token)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let _ = res.bytes().await.unwrap();
    assert_eq!(app.get("/healthz", None).await.status(), 200);
    // Not for clients.
    assert_eq!(
        app.get("/api/contact/export.csv", Some(&w.a_token))
            .await
            .status(),
        403
    );
}

/// More rows than one export chunk, so the stream's paging is exercised.
async fn exports_stream_every_row(app: &TestApp) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    let now = portico_tests::now_ms();
    let mut tx = app.db.begin().await.unwrap();
    for i in 0..1203 {
        sqlx::query("INSERT INTO contact_submissions (id, name, email, phone, message, permission, page, created_at) VALUES ($1, $2, 'x@example.com', '9876501234', 'm', 1, 'contact', $3)")
            .bind(uuid::Uuid::new_v4().to_string())
            .bind(format!("Person {i}"))
            // Some share a timestamp, so the keyset must break ties by id.
            .bind(now - (i / 3) as i64)
            .execute(&mut *tx)
            .await
            .unwrap();
    }
    tx.commit().await.unwrap();
    let csv = app
        .get("/api/contact/export.csv", admin)
        .await
        .text()
        .await
        .unwrap();
    let mut names: Vec<&str> = csv
        .split("\r\n")
        .skip(1)
        .filter(|l| !l.is_empty())
        .map(|l| l.split(',').next().unwrap())
        .collect();
    assert_eq!(names.len(), 1203);
    names.sort();
    names.dedup();
    assert_eq!(names.len(), 1203, "no row twice");
    let csv = app
        .get("/api/contact/export.csv?q=person%2012", admin)
        .await
        .text()
        .await
        .unwrap();
    assert_eq!(
        csv.split("\r\n").filter(|l| !l.is_empty()).count(),
        1 + 1 + 10 + 3,
        "the header, Person 12, 120-129 and 1200-1202"
    );
}

async fn overviews_count_per_client_and_project(app: &TestApp) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    json_of(
        app.post(
            &format!("/api/project/addTask/{}", w.sprint_a),
            &json!({"title": "Late", "taskDate": "2020-01-01"}),
            admin,
        )
        .await,
    )
    .await;
    json_of(
        app.post(
            &format!("/api/project/addTask/{}", w.sprint_a),
            &json!({"title": "Done", "status": "done", "taskDate": "2020-01-01"}),
            admin,
        )
        .await,
    )
    .await;
    json_of(
        app.send(
            "put",
            &format!("/api/project/updateSprintStatus/{}", w.sprint_a),
            Some(&json!({"active": true})),
            admin,
        )
        .await,
    )
    .await;
    json_of(
        app.post(
            "/api/payment/create",
            &json!({"project": w.project_a, "title": "Build", "amount": "99.50"}),
            admin,
        )
        .await,
    )
    .await;
    let data = json_of(app.get("/api/admin/projectsData?sort=title", admin).await).await;
    let p = data
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["_id"] == w.project_a.as_str())
        .unwrap();
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
        (p["paidAmount"].as_f64(), p["outstandingAmount"].as_f64()),
        (Some(1500.5), Some(99.5))
    );
    let data = json_of(
        app.get("/api/admin/clientsData?sort=unpaidAmount&order=desc", admin)
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
            ann["unpaidAmount"].as_f64()
        ),
        (Some(1), Some(1), Some(1), Some(99.5))
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
    assert_eq!(sorted[0]["_id"], w.project_a.as_str());
}

/// A write and its audit entry commit together: a write that fails leaves neither.
async fn a_failed_write_leaves_no_audit_entry(app: &TestApp) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    let before = app.count("audit_log").await;
    // The second project of one title for a client: refused by the database, mid-transaction.
    let (status, _) = error_of(
        app.send(
            "put",
            &format!("/api/project/updateProject/{}", w.project_a),
            Some(&json!({"title": "Storefront"})),
            admin,
        )
        .await,
    )
    .await;
    assert_eq!(status, 200);
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

engine_tests!(
    lists_are_paged_sorted_and_searched,
    deactivating_a_client_ends_their_sessions_and_sign_in,
    staff_edit_a_client_and_set_their_password,
    view_as_client_reads_but_never_writes,
    sprints_move_and_tasks_are_edited_and_deleted,
    goals_payments_and_team_deletes_show_to_the_client,
    staff_replies_show_in_the_client_conversation,
    submissions_are_read_counted_and_exported,
    exports_stream_every_row,
    overviews_count_per_client_and_project,
    a_failed_write_leaves_no_audit_entry,
);
