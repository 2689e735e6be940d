//! The board's writes, a task's status and priority: on PostgreSQL one statement records
//! everything the write owes (ADR 0036), on SQLite a transaction of several. These stories pin
//! that both engines record the same things: the audit entry with the row before and after and
//! where it belongs, the history and the client's event, the project's figures; that a missing
//! task changes and records nothing; and that writes to one project at the same moment leave its
//! figures equal to a count of its tasks.

use portico_tests::{engine_tests, id_of, world, TestApp};
use serde_json::{json, Value};

async fn json_of(res: reqwest::Response) -> Value {
    assert!(res.status().is_success(), "{}", res.status());
    res.json().await.unwrap()
}

async fn put(app: &TestApp, admin: Option<&str>, path: &str, body: Value) -> u16 {
    app.put(path, &body, admin).await.status().as_u16()
}

async fn audit_entries(app: &TestApp, admin: Option<&str>, project: &str) -> Vec<Value> {
    let log: Value = json_of(
        app.get(&format!("/api/admin/audit?project={project}"), admin)
            .await,
    )
    .await;
    log.as_array().unwrap().clone()
}

async fn a_status_and_a_priority_record_what_they_changed(app: &TestApp) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    let task = id_of(
        &json_of(
            app.post(
                &format!("/api/project/addTask/{}", w.sprint_a),
                &json!({"title": "Checkout", "status": "todo", "priority": "medium"}),
                admin,
            )
            .await,
        )
        .await,
    );
    let path = |what: &str| format!("/api/project/updateTask{what}/{task}");
    assert_eq!(
        put(app, admin, &path("Status"), json!({"status": "done"})).await,
        200
    );
    assert_eq!(
        put(app, admin, &path("Priority"), json!({"priority": "high"})).await,
        200
    );

    let log = audit_entries(app, admin, &w.project_a).await;
    let entry = |action: &str| {
        log.iter()
            .find(|e| e["action"] == action && e["entityId"] == task.as_str())
            .unwrap_or_else(|| panic!("{action} is logged"))
            .clone()
    };
    let status = entry("task.status");
    assert_eq!(status["entity"], "task");
    assert_eq!(status["actor"]["name"], "Boss");
    assert_eq!(status["project"]["title"], "Storefront");
    assert_eq!(status["client"]["name"], "Ann");
    assert_eq!(status["before"]["status"], "todo");
    assert_eq!(status["after"]["status"], "done");
    assert_eq!(status["before"]["title"], "Checkout");
    assert_eq!(status["after"]["priority"], "medium");
    assert!(
        status["after"]["updated_at"].as_i64().unwrap()
            >= status["before"]["updated_at"].as_i64().unwrap()
    );
    let priority = entry("task.priority");
    assert_eq!(priority["before"]["priority"], "medium");
    assert_eq!(priority["after"]["priority"], "high");
    assert_eq!(priority["after"]["status"], "done");

    // The history has the creation and the status; the priority recorded none.
    let history: Vec<Option<String>> =
        sqlx::query_scalar("SELECT status FROM task_history WHERE task_id = $1 ORDER BY at, id")
            .bind(&task)
            .fetch_all(&app.db)
            .await
            .unwrap();
    assert_eq!(history, vec![Some("todo".into()), Some("done".into())]);
    let events: Vec<(String, String, String)> =
        sqlx::query_as("SELECT kind, status, previous FROM activity WHERE target = $1 ORDER BY id")
            .bind(&task)
            .fetch_all(&app.db)
            .await
            .unwrap();
    assert_eq!(
        events.last().unwrap(),
        &("taskDone".to_owned(), "done".to_owned(), "todo".to_owned())
    );

    // A task that does not exist: 404, and nothing recorded.
    let (audit, history) = (
        app.count("audit_log").await,
        app.count("task_history").await,
    );
    let missing = format!("/api/project/updateTaskStatus/{}", uuid::Uuid::new_v4());
    assert_eq!(
        put(app, admin, &missing, json!({"status": "done"})).await,
        404
    );
    let missing = format!("/api/project/updateTaskPriority/{}", uuid::Uuid::new_v4());
    assert_eq!(
        put(app, admin, &missing, json!({"priority": "low"})).await,
        404
    );
    assert_eq!(app.count("audit_log").await, audit);
    assert_eq!(app.count("task_history").await, history);
}

/// The project's task figures as kept, and as counted from its tasks now.
async fn kept_and_counted(app: &TestApp, project: &str) -> ((i64, i64, i64), (i64, i64, i64)) {
    let kept: (i64, i64, i64) = sqlx::query_as(
        "SELECT CAST(tasks_total AS BIGINT), CAST(tasks_done AS BIGINT), \
         CAST(tasks_inprogress AS BIGINT) FROM project_figures WHERE project_id = $1",
    )
    .bind(project)
    .fetch_one(&app.db)
    .await
    .unwrap();
    let counted: (i64, i64, i64) = sqlx::query_as(
        "SELECT COUNT(*), COALESCE(SUM(CASE WHEN t.status = 'done' THEN 1 ELSE 0 END), 0), \
         COALESCE(SUM(CASE WHEN t.status = 'inprogress' THEN 1 ELSE 0 END), 0) \
         FROM tasks t JOIN sprints s ON s.id = t.sprint_id WHERE s.project_id = $1",
    )
    .bind(project)
    .fetch_one(&app.db)
    .await
    .unwrap();
    (kept, counted)
}

/// Staff on several screens move the cards of one project at the same moment, some the same
/// card: the figures the console sorts by stay those of the tasks, and each task's last history
/// entry is its status.
async fn simultaneous_moves_keep_the_figures_and_history_true(app: &TestApp) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    let mut tasks = Vec::new();
    for n in 0..6 {
        tasks.push(id_of(
            &json_of(
                app.post(
                    &format!("/api/project/addTask/{}", w.sprint_a),
                    &json!({"title": format!("Card {n}"), "status": "todo"}),
                    admin,
                )
                .await,
            )
            .await,
        ));
    }
    const STATUSES: [&str; 3] = ["inprogress", "done", "todo"];
    for round in 0..3 {
        let writes: Vec<_> = (0..24)
            .map(|i| {
                let url = app.url(&format!(
                    "/api/project/updateTaskStatus/{}",
                    tasks[(i * 7 + round) % tasks.len()]
                ));
                let (http, admin) = (app.http.clone(), w.admin_token.clone());
                let status = STATUSES[(i + round) % 3];
                tokio::spawn(async move {
                    let res = http.put(url).bearer_auth(&admin);
                    let res = res.json(&json!({ "status": status })).send().await;
                    res.unwrap().status().as_u16()
                })
            })
            .collect();
        for write in writes {
            assert_eq!(write.await.unwrap(), 200, "round {round}");
        }
        let (kept, counted) = kept_and_counted(app, &w.project_a).await;
        assert_eq!(kept, counted, "round {round}");
    }
    for task in &tasks {
        let (status, last): (String, Option<String>) = sqlx::query_as(
            "SELECT t.status, (SELECT h.status FROM task_history h WHERE h.task_id = t.id \
             ORDER BY h.at DESC, h.id DESC LIMIT 1) FROM tasks t WHERE t.id = $1",
        )
        .bind(task)
        .fetch_one(&app.db)
        .await
        .unwrap();
        assert_eq!(Some(status), last, "{task}");
    }
}

engine_tests!(
    a_status_and_a_priority_record_what_they_changed,
    simultaneous_moves_keep_the_figures_and_history_true,
);
