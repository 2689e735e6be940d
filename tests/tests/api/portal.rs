//! The portal's reads and writes: shapes of product.md §3, scoping, sessions.

use portico_tests::{
    created, created_id, engine_tests, error_of, id_of, sprint_orders, world, TestApp,
};
use serde_json::{json, Value};

async fn project_reads_have_the_spec_shapes(app: &TestApp) {
    let w = world(app).await;
    let projects: Value = app
        .read("/api/project/projectsUser", Some(&w.a_token))
        .await;
    let list = projects.as_array().unwrap();
    assert_eq!(list.len(), 1, "client A sees only their own project");
    let p = &list[0];
    assert_eq!(id_of(p), w.project_a.as_str());
    assert_eq!(p["title"], "Storefront");
    assert_eq!(p["client"]["name"], "Ann");
    for key in [
        "projectDesc",
        "projectDetailsDesc",
        "projectTimeline",
        "projectCost",
        "github",
        "repoName",
        "NoteDate",
    ] {
        assert!(p.get(key).is_some(), "{key}");
    }
    let team = &p["projectTeam"][0];
    assert_eq!(team["name"], "Rohan");
    assert_eq!(team["role"], "Engineer");
    assert_eq!(team["about"], "Rohan builds things");
    assert!(team["_id"].is_string());
    let sprint = &p["sprints"][0];
    assert_eq!(sprint["title"], "Sprint 1");
    assert_eq!(sprint["order"], 1);
    assert_eq!(sprint["startDate"], "2026-01-05");
    assert_eq!(
        sprint["status"],
        json!({"active": false, "completed": false})
    );
    let task = &sprint["tasks"][0];
    assert_eq!(task["title"], "Build login");
    assert_eq!(
        task["assignedTo"],
        json!([{"_id": w.member, "name": "Rohan"}])
    );
    assert_eq!(task["status"], "inprogress");
    assert_eq!(task["priority"], "high");
    for key in ["type", "role", "githubLink", "taskDate", "description"] {
        assert!(task.get(key).is_some(), "{key}");
    }

    // A second sprint really is second.
    let admin = Some(w.admin_token.as_str());
    app.post(
        &format!("/api/project/addSprint/{}", w.project_a),
        &json!({"title": "Sprint 2"}),
        admin,
    )
    .await;
    let p: Value = app
        .read(
            &format!("/api/project/detail/{}", w.project_a),
            Some(&w.a_token),
        )
        .await;
    assert_eq!(sprint_orders(&p), vec![1, 2]);

    let goals: Value = app
        .read(
            &format!("/api/goal/project/{}", w.project_a),
            Some(&w.a_token),
        )
        .await;
    assert_eq!(goals[0]["title"], "Beta");
    assert_eq!(goals[0]["status"], "inprogress");
    assert_eq!(goals[0]["dueDate"], "2026-03-01");
    let pays: Value = app
        .read(
            &format!("/api/payment/payments/{}", w.project_a),
            Some(&w.a_token),
        )
        .await;
    assert_eq!(pays[0]["amount"], 1500.5);
    assert_eq!(pays[0]["isCompleted"], true);

    // Client B asking for A's things gets the same 404 as for nothing at all.
    for path in [
        format!("/api/project/detail/{}", w.project_a),
        format!("/api/goal/project/{}", w.project_a),
        format!("/api/payment/payments/{}", w.project_a),
        format!("/api/ticket/{}", w.a),
    ] {
        let (status, err) = error_of(app.get(&path, Some(&w.b_token)).await).await;
        assert_eq!(
            (status, err["code"].as_str()),
            (404, Some("not_found")),
            "{path}"
        );
    }
    let b_projects: Value = app
        .read("/api/project/projectsUser", Some(&w.b_token))
        .await;
    assert_eq!(id_of(&b_projects[0]), w.project_b.as_str());
}

async fn tickets_are_authored_by_the_caller(app: &TestApp) {
    let w = world(app).await;
    // The body claims another author; the caller is the author all the same.
    let res = app
        .post(
            "/api/ticket/create",
            &json!({"title": "T", "description": "D", "createdBy": w.b}),
            Some(&w.a_token),
        )
        .await;
    assert_eq!(res.status(), 201);
    let t: Value = res.json().await.unwrap();
    assert_eq!(t["createdBy"], w.a.as_str());
    assert_eq!(t["status"], "Open");
    let res = app
        .post(
            &format!("/api/ticket/{}/reply", w.ticket_a),
            &json!({"text": "Hello", "user": w.b}),
            Some(&w.a_token),
        )
        .await;
    let t: Value = res.json().await.unwrap();
    assert_eq!(t["comments"][0]["user"], w.a.as_str());
    assert_eq!(t["comments"][0]["text"], "Hello");
    // Staff reply shows as staff.
    let t: Value = app
        .post(
            &format!("/api/ticket/{}/reply", w.ticket_a),
            &json!({"text": "On it"}),
            Some(&w.admin_token),
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(t["comments"][1]["fromStaff"], true);
    // Incomplete ticket: the shared rule's message, nothing stored.
    let before = app.count("tickets").await;
    let (status, err) = error_of(
        app.post(
            "/api/ticket/create",
            &json!({"title": "Only title"}),
            Some(&w.a_token),
        )
        .await,
    )
    .await;
    assert_eq!(status, 400);
    assert_eq!(err["message"], "Please fill in both title and description.");
    assert_eq!(app.count("tickets").await, before);
    let mine: Value = app
        .read(&format!("/api/ticket/{}", w.a), Some(&w.a_token))
        .await;
    assert_eq!(mine.as_array().unwrap().len(), 2);
}

async fn sessions_expire_and_passwords_change(app: &TestApp) {
    let w = world(app).await;
    // An expired session is 401 everywhere.
    let other = app.login("ann@example.com", "client-pass-1").await;
    sqlx::query("UPDATE sessions SET expires_at = 0 WHERE user_id = $1")
        .bind(&w.a)
        .execute(&app.db)
        .await
        .unwrap();
    app.heard().await;
    assert_eq!(app.session_status(&other).await, 401);
    assert_eq!(
        app.get("/api/project/projectsUser", Some(&w.a_token))
            .await
            .status(),
        401
    );

    // Password change: the current one is checked, other sessions end, the new one works.
    let t1 = app.login("bob@example.com", "client-pass-1").await;
    let t2 = app.login("bob@example.com", "client-pass-1").await;
    let bob = Some(t1.as_str());
    let change = |current: &str| {
        let body = json!({"currentPassword": current, "newPassword": "brand-new-pass"});
        async move { app.put("/api/user/password", &body, bob).await }
    };
    let (status, err) = error_of(change("nope").await).await;
    assert_eq!(status, 400);
    assert_eq!(err["field"], "currentPassword");
    assert_eq!(change("client-pass-1").await.status(), 204);
    assert_eq!(app.session_status(&t1).await, 200);
    assert_eq!(app.session_status(&t2).await, 401);
    app.login("bob@example.com", "brand-new-pass").await;

    // Profile and language are remembered.
    let profile = json!({"name": "Bob B", "brandName": "Bob & Co", "phone": "9876501234"});
    let p: Value = created(app.put("/api/user/profile", &profile, bob).await).await;
    assert_eq!(
        (
            p["name"].as_str(),
            p["brandName"].as_str(),
            p["phone"].as_str()
        ),
        (Some("Bob B"), Some("Bob & Co"), Some("9876501234"))
    );
    let language = |language: &str| {
        let body = json!({ "language": language });
        async move { app.put("/api/user/language", &body, bob).await }
    };
    language("hi").await;
    let p: Value = app.read("/api/user/userProfile", bob).await;
    assert_eq!(p["language"], "hi");
    assert_eq!(language("xx").await.status(), 400);

    // So is the appearance: a new account follows the device; a wrong value names its field and
    // stores nothing.
    assert_eq!(p["appearance"], "system");
    let appearance = |appearance: Value| {
        let body = json!({ "appearance": appearance });
        async move { app.put("/api/user/appearance", &body, bob).await }
    };
    let set: Value = created(appearance(json!("Dark")).await).await;
    assert_eq!(set["appearance"], "dark");
    for wrong in [json!("sepia"), json!(""), json!(7), json!("dark\u{0}")] {
        let (status, err) = error_of(appearance(wrong.clone()).await).await;
        assert_eq!(
            (status, err["field"].as_str()),
            (400, Some("appearance")),
            "{wrong}"
        );
    }
    let p: Value = app.read("/api/user/userProfile", bob).await;
    assert_eq!(p["appearance"], "dark");
}

async fn admin_writes_validate_and_store_nothing_on_refusal(app: &TestApp) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    let before = app.count("projects").await;
    let (status, err) = error_of(
        app.post("/api/project/createProject", &json!({"client": w.a}), admin)
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
    assert_eq!(
        fields,
        vec![
            "title",
            "github",
            "repoName",
            "projectDesc",
            "projectDetailsDesc"
        ]
    );
    let (status, err) = error_of(
        app.post("/api/project/createProject", &json!({"title": "X", "client": uuid::Uuid::new_v4().to_string(), "github": "g", "repoName": "r", "projectDesc": "d", "projectDetailsDesc": "dd"}), admin).await,
    )
    .await;
    assert_eq!((status, err["field"].as_str()), (400, Some("client")));
    let (status, err) = error_of(
        app.post("/api/project/createProject", &json!({"title": "Storefront", "client": w.a, "github": "g", "repoName": "r", "projectDesc": "d", "projectDetailsDesc": "dd"}), admin).await,
    )
    .await;
    assert_eq!((status, err["code"].as_str()), (409, Some("conflict")));
    assert_eq!(app.count("projects").await, before);
    for (method, path, body, status) in [
        (
            "post",
            format!("/api/project/addTask/{}", w.sprint_a),
            json!({"title": "T", "assignedTo": "nobody"}),
            400,
        ),
        (
            "post",
            "/api/payment/create".to_owned(),
            json!({"project": w.project_a, "title": "P", "amount": -5}),
            400,
        ),
        (
            "post",
            "/api/user/signup".to_owned(),
            json!({"name": "Dup", "email": "ANN@example.com", "password": "whatever-1"}),
            409,
        ),
        (
            "put",
            format!("/api/project/updateTaskStatus/{}", uuid::Uuid::new_v4()),
            json!({"status": "done"}),
            404,
        ),
    ] {
        let res = app.send(method, &path, Some(&body), admin).await;
        assert_eq!(res.status(), status, "{method} {path}");
    }
}

engine_tests!(
    project_reads_have_the_spec_shapes,
    tickets_are_authored_by_the_caller,
    sessions_expire_and_passwords_change,
    admin_writes_validate_and_store_nothing_on_refusal
);

/// The project read is kept rendered per client; every write that changes it must show at once.
async fn cached_project_reads_follow_every_write(app: &TestApp) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    let read = || async {
        let res = app.get("/api/project/projectsUser", Some(&w.a_token)).await;
        let status = res.status();
        let v: Value = res.json().await.unwrap();
        assert_eq!(status, 200, "{v}");
        v[0].clone()
    };
    assert_eq!(
        read().await["sprints"][0]["tasks"][0]["status"],
        "inprogress"
    );
    assert_eq!(
        read().await["sprints"][0]["tasks"][0]["status"],
        "inprogress",
        "second read, from the cache"
    );

    w.set_task_status(app, &w.task_a, "done").await;
    assert_eq!(read().await["sprints"][0]["tasks"][0]["status"], "done");
    app.put(
        &format!("/api/project/updateTaskPriority/{}", w.task_a),
        &json!({"priority": "low"}),
        admin,
    )
    .await;
    assert_eq!(read().await["sprints"][0]["tasks"][0]["priority"], "low");
    app.put(
        &format!("/api/project/updateSprintStatus/{}", w.sprint_a),
        &json!({"active": true}),
        admin,
    )
    .await;
    assert_eq!(read().await["sprints"][0]["status"]["active"], true);
    w.add_task(app, json!({"title": "New task"})).await;
    assert_eq!(
        read().await["sprints"][0]["tasks"]
            .as_array()
            .unwrap()
            .len(),
        2
    );
    app.post(
        &format!("/api/project/addSprint/{}", w.project_a),
        &json!({"title": "Sprint 2"}),
        admin,
    )
    .await;
    assert_eq!(read().await["sprints"].as_array().unwrap().len(), 2);
    app.put(
        &format!("/api/project/updateProject/{}", w.project_a),
        &json!({"projectCost": "USD 1"}),
        admin,
    )
    .await;
    assert_eq!(read().await["projectCost"], "USD 1");
    app.put(
        &format!("/api/team/edit/{}", w.member),
        &json!({"name": "Rohan Renamed", "role": "Lead", "email": "r@team.example"}),
        admin,
    )
    .await;
    let p = read().await;
    assert_eq!(p["projectTeam"][0]["name"], "Rohan Renamed");
    assert_eq!(
        p["sprints"][0]["tasks"][0]["assignedTo"][0]["name"],
        "Rohan Renamed"
    );
    app.put(
        "/api/user/profile",
        &json!({"name": "Ann Renamed"}),
        Some(&w.a_token),
    )
    .await;
    assert_eq!(read().await["client"]["name"], "Ann Renamed");
    app.delete(&format!("/api/team/delete/{}", w.member), admin)
        .await;
    let p = read().await;
    assert_eq!(p["projectTeam"], json!([]));
    assert_eq!(p["sprints"][0]["tasks"][0]["assignedTo"], json!([]));
    // Staff reading the same client's projects see the same, current data.
    let staff: Value = app
        .read(&format!("/api/project/projectsByUser/{}", w.a), admin)
        .await;
    assert_eq!(staff[0], p);
    let second = json!({"title": "Second", "client": w.a, "github": "g", "repoName": "r", "projectDesc": "d", "projectDetailsDesc": "dd"});
    created_id(app.post("/api/project/createProject", &second, admin).await).await;
    let all: Value = app
        .read("/api/project/projectsUser", Some(&w.a_token))
        .await;
    assert_eq!(all.as_array().unwrap().len(), 2);
}

engine_tests!(cached_project_reads_follow_every_write);
