//! How a project is going: every change of a task's status is recorded in its write's
//! transaction, and the burn-up replays them, for the project and for each sprint.

use portico_shared::dates::Date;
use portico_tests::{created_id, engine_tests, id_of, TestApp};
use serde_json::{json, Value};

const DAY: i64 = 86_400_000;

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64
}

fn day(offset: i64) -> String {
    Date::from_unix_ms(now_ms() + offset * DAY).to_string()
}

async fn history_of(app: &TestApp, task: &str) -> Vec<Option<String>> {
    sqlx::query_scalar("SELECT status FROM task_history WHERE task_id = $1 ORDER BY at, id")
        .bind(task)
        .fetch_all(&app.db)
        .await
        .unwrap()
}

/// Moves a task's recorded changes to the given days ago, in order (what happened over a week,
/// made in one test run).
async fn backdate(app: &TestApp, task: &str, days_ago: &[i64]) {
    let ids: Vec<String> =
        sqlx::query_scalar("SELECT id FROM task_history WHERE task_id = $1 ORDER BY at, id")
            .bind(task)
            .fetch_all(&app.db)
            .await
            .unwrap();
    assert_eq!(ids.len(), days_ago.len(), "{task}");
    for (id, ago) in ids.iter().zip(days_ago) {
        sqlx::query("UPDATE task_history SET at = $1 WHERE id = $2")
            .bind(now_ms() - ago * DAY)
            .bind(id)
            .execute(&app.db)
            .await
            .unwrap();
    }
}

fn points(series: &Value) -> Vec<(String, u64, u64)> {
    series
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["date"].as_str().unwrap().to_owned(),
                p["done"].as_u64().unwrap(),
                p["scope"].as_u64().unwrap(),
            )
        })
        .collect()
}

async fn status_changes_make_the_burn_up(app: &TestApp) {
    let w = portico_tests::world(app).await;
    let admin = Some(w.admin_token.as_str());
    let sprint = created_id(
        app.post(
            &format!("/api/project/addSprint/{}", w.project_a),
            &json!({"title": "Sprint 2", "goal": "Grow", "startDate": day(-3), "endDate": day(10)}),
            admin,
        )
        .await,
    )
    .await;
    let add = |title: &'static str, status: &'static str| {
        let path = format!("/api/project/addTask/{sprint}");
        async move {
            created_id(
                app.post(&path, &json!({"title": title, "status": status}), admin)
                    .await,
            )
            .await
        }
    };
    let a = add("Design", "todo").await;
    let b = add("Build", "todo").await;
    // A finished; B's priority changed (not its status: nothing recorded).
    for (path, body) in [
        (
            format!("/api/project/updateTaskStatus/{a}"),
            json!({"status": "done"}),
        ),
        (
            format!("/api/project/updateTaskPriority/{b}"),
            json!({"priority": "high"}),
        ),
        (
            format!("/api/project/updateTaskStatus/{b}"),
            json!({"status": "todo"}),
        ),
    ] {
        let res = app.send("put", &path, Some(&body), admin).await;
        assert!(res.status().is_success(), "{path}: {}", res.status());
    }
    // Scope grows: a task added, another created done.
    let c = add("Test", "todo").await;
    let d = add("Fix", "done").await;
    // ...and one leaves it.
    let res = app
        .send(
            "delete",
            &format!("/api/project/deleteTask/{c}"),
            None,
            admin,
        )
        .await;
    assert!(res.status().is_success());

    let todo = Some("todo".to_owned());
    let done = Some("done".to_owned());
    assert_eq!(history_of(app, &a).await, vec![todo.clone(), done.clone()]);
    assert_eq!(history_of(app, &b).await, vec![todo.clone()]);
    assert_eq!(history_of(app, &c).await, vec![todo.clone(), None]);
    assert_eq!(history_of(app, &d).await, vec![done.clone()]);

    // As if it had happened over the last three days.
    backdate(app, &a, &[3, 2]).await;
    backdate(app, &b, &[3]).await;
    backdate(app, &c, &[1, 0]).await;
    backdate(app, &d, &[1]).await;

    let burn: Value = app
        .get(
            &format!("/api/project/burnUp/{}", w.project_a),
            Some(&w.a_token),
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(burn["today"], day(0));
    let sprint_2 = burn["sprints"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["_id"] == sprint.as_str())
        .unwrap();
    assert_eq!(
        points(&sprint_2["points"]),
        vec![
            (day(-3), 0, 2),
            (day(-2), 1, 2),
            (day(-1), 2, 4),
            (day(0), 2, 3),
        ]
    );
    // The project's line counts the world's task too (created today, in progress).
    assert_eq!(
        points(&burn["project"]).last().cloned(),
        Some((day(0), 2, 4))
    );
    assert_eq!(
        points(&burn["project"]).first().map(|p| p.0.clone()),
        Some(day(-3))
    );
    // The world's first sprint ended in January, before any of its tasks existed.
    let sprint_1 = burn["sprints"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["_id"] == w.sprint_a.as_str())
        .unwrap();
    assert!(points(&sprint_1["points"])
        .iter()
        .all(|p| p.1 == 0 && p.2 == 0));

    // Another client's project, a forged id, no session.
    for (id, token) in [
        (w.project_a.clone(), Some(w.b_token.as_str())),
        (
            "00000000-0000-4000-8000-000000000001".to_owned(),
            Some(w.a_token.as_str()),
        ),
    ] {
        let res = app.get(&format!("/api/project/burnUp/{id}"), token).await;
        assert_eq!(res.status(), 404);
    }
    let res = app
        .get(&format!("/api/project/burnUp/{}", w.project_a), None)
        .await;
    assert_eq!(res.status(), 401);
}

/// The dashboard's cards: tasks done of all and of the active sprints, the sprint under way with
/// its days left, the unpaid milestone due soonest (late when its date has passed), and the open
/// tickets whose last reply is the team's; only the caller's own projects.
async fn the_dashboard_sees_each_project_at_a_glance(app: &TestApp) {
    let w = portico_tests::world(app).await;
    let admin = Some(w.admin_token.as_str());
    let client = Some(w.a_token.as_str());
    let sprint = created_id(
        app.post(
            &format!("/api/project/addSprint/{}", w.project_a),
            &json!({"title": "Sprint 2", "goal": "Ship", "startDate": day(-2), "endDate": day(5)}),
            admin,
        )
        .await,
    )
    .await;
    let res = app
        .send(
            "put",
            &format!("/api/project/updateSprintStatus/{sprint}"),
            Some(&json!({"active": true})),
            admin,
        )
        .await;
    assert!(res.status().is_success());
    for status in ["done", "todo"] {
        created_id(
            app.post(
                &format!("/api/project/addTask/{sprint}"),
                &json!({"title": format!("Task {status}"), "status": status}),
                admin,
            )
            .await,
        )
        .await;
    }
    for (title, amount, due) in [("Design", 2000, day(10)), ("Hosting", 300, day(-1))] {
        created_id(
            app.post(
                "/api/payment/create",
                &json!({"project": w.project_a, "title": title, "amount": amount, "dueDate": due}),
                admin,
            )
            .await,
        )
        .await;
    }
    // Two open tickets about the project: the team answered one last, the client the other.
    let mut tickets = Vec::new();
    for title in ["Answered", "Mine"] {
        tickets.push(
            created_id(
                app.post(
                    "/api/ticket/create",
                    &json!({"title": title, "description": "d", "project": w.project_a}),
                    client,
                )
                .await,
            )
            .await,
        );
    }
    for (ticket, token) in [
        (&tickets[0], admin),
        (&tickets[1], admin),
        (&tickets[1], client),
    ] {
        let res = app
            .post(
                &format!("/api/ticket/{ticket}/reply"),
                &json!({"text": "Noted"}),
                token,
            )
            .await;
        assert_eq!(res.status(), 201);
    }

    let cards: Value = app
        .get("/api/project/glance", client)
        .await
        .json()
        .await
        .unwrap();
    let cards = cards.as_array().unwrap();
    assert_eq!(cards.len(), 1, "{cards:?}");
    let card = &cards[0];
    assert_eq!(card["_id"], w.project_a.as_str());
    // The world's task (in progress) and the two new ones.
    assert_eq!(card["tasks"], json!({"done": 1, "total": 3}));
    assert_eq!(card["activeTasks"], json!({"done": 1, "total": 2}));
    assert_eq!(card["activeSprint"]["title"], "Sprint 2");
    assert_eq!(
        card["activeSprint"]["standing"],
        json!({"kind": "active", "daysLeft": 5})
    );
    assert_eq!(card["nextMilestone"]["title"], "Hosting");
    assert_eq!(
        card["nextMilestone"]["amount"],
        json!({"minor": 30_000, "currency": "USD"})
    );
    assert_eq!(card["nextMilestone"]["late"], true);
    assert_eq!(card["ticketsWaiting"], 1);

    // Client B sees only their own project; staff use the console.
    let theirs: Value = app
        .get("/api/project/glance", Some(&w.b_token))
        .await
        .json()
        .await
        .unwrap();
    let ids: Vec<String> = theirs.as_array().unwrap().iter().map(id_of).collect();
    assert_eq!(ids, vec![w.project_b.clone()]);
    assert_eq!(app.get("/api/project/glance", admin).await.status(), 403);
    assert_eq!(app.get("/api/project/glance", None).await.status(), 401);
}

engine_tests!(
    status_changes_make_the_burn_up,
    the_dashboard_sees_each_project_at_a_glance
);
