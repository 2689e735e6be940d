//! Sprints, tasks, goals, payments, team deletes and staff replies, as the client sees them.

use portico_tests::{created_id, engine_tests, error_of, id_of, with_id, world, TestApp, World};
use serde_json::{json, Value};

use super::{json_of, total};

/// Client A's projects as A reads them.
async fn as_a_sees_them(app: &TestApp, w: &World) -> Value {
    json_of(app.get("/api/project/projectsUser", Some(&w.a_token)).await).await
}

/// Staff add sprints and move one: the client sees the real order (past the end means last, 0
/// is no place); a sprint completed shows so.
async fn sprints_move_and_complete(app: &TestApp) {
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
    let third = id_of(&p["sprints"][2]);
    let moved = json_of(
        app.put(
            &format!("/api/project/moveSprint/{third}"),
            &json!({"order": 1}),
            admin,
        )
        .await,
    )
    .await;
    assert_eq!(moved["order"], 1);
    // The client sees the real order.
    let mine = as_a_sees_them(app, &w).await;
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
        app.put(
            &format!("/api/project/moveSprint/{third}"),
            &json!({"order": 99}),
            admin,
        )
        .await,
    )
    .await;
    let mine = as_a_sees_them(app, &w).await;
    assert_eq!(order(&mine[0])[2], ("Sprint 3".to_owned(), 3));
    let (status, err) = error_of(
        app.put(
            &format!("/api/project/moveSprint/{third}"),
            &json!({"order": 0}),
            admin,
        )
        .await,
    )
    .await;
    assert_eq!((status, err["field"].as_str()), (400, Some("order")));
    // Completed.
    json_of(
        app.put(
            &format!("/api/project/updateSprintCompleted/{}", w.sprint_a),
            &json!({"completed": true}),
            admin,
        )
        .await,
    )
    .await;
    let mine = as_a_sees_them(app, &w).await;
    let sprint = with_id(&mine[0]["sprints"], &w.sprint_a);
    assert_eq!(sprint["status"]["completed"], true);
}

/// A task edited whole, with two assignees (an unknown one refused by field); deleted, it is gone
/// from the client's read and 404 the second time; the audit log has the before and after.
async fn a_task_is_edited_whole_then_deleted(app: &TestApp) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    // A task edited whole, with two assignees.
    let second = created_id(
        app.post(
            "/api/team/create",
            &json!({"name": "Zed", "role": "QA", "email": "zed@team.example"}),
            admin,
        )
        .await,
    )
    .await;
    let edit = json!({"title": "Build sign-in", "assignedTo": [w.member, second], "status": "done", "priority": "low", "taskDate": "2026-02-01", "description": "OAuth too"});
    json_of(
        app.put(
            &format!("/api/project/updateTask/{}", w.task_a),
            &edit,
            admin,
        )
        .await,
    )
    .await;
    let mine = as_a_sees_them(app, &w).await;
    let task = &with_id(&mine[0]["sprints"], &w.sprint_a)["tasks"][0];
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
        app.put(
            &format!("/api/project/updateTask/{}", w.task_a),
            &json!({"title": "X", "assignedTo": ["00000000-0000-4000-8000-000000000000"]}),
            admin,
        )
        .await,
    )
    .await;
    assert_eq!((status, err["field"].as_str()), (400, Some("assignedTo")));
    // Deleted: gone from the client's read, 404 the second time.
    assert_eq!(
        app.delete(&format!("/api/project/deleteTask/{}", w.task_a), admin)
            .await
            .status(),
        204
    );
    let mine = as_a_sees_them(app, &w).await;
    let total_tasks: usize = mine[0]["sprints"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["tasks"].as_array().unwrap().len())
        .sum();
    assert_eq!(total_tasks, 0);
    assert_eq!(
        app.delete(&format!("/api/project/deleteTask/{}", w.task_a), admin)
            .await
            .status(),
        404
    );
    // The audit log has the before and after of the edit, for this project.
    let query = format!("?project={}", w.project_a);
    let edit_entry = app.audit_entry(&w.admin_token, &query, "task.update").await;
    assert_eq!(edit_entry["before"]["title"], "Build login");
    assert_eq!(edit_entry["after"]["title"], "Build sign-in");
    assert_eq!(edit_entry["project"]["title"], "Storefront");
    assert_eq!(edit_entry["client"]["name"], "Ann");
    let delete_entry = app.audit_entry(&w.admin_token, &query, "task.delete").await;
    assert!(delete_entry["after"].is_null());
    let log = app.audit(&w.admin_token, &query).await;
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
        app.put(
            &format!("/api/goal/status/{}", id_of(&goal)),
            &json!({"status": "done"}),
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
        app.put(
            &format!("/api/goal/status/{}", id_of(&goal)),
            &json!({"status": "later"}),
            admin,
        )
        .await,
    )
    .await;
    assert_eq!((status, err["field"].as_str()), (400, Some("status")));
    let pay = w
        .add_payment(
            app,
            json!({"title": "Design", "amount": 250, "isCompleted": false}),
        )
        .await;
    json_of(
        app.put(
            &format!("/api/payment/paid/{}", id_of(&pay)),
            &json!({"isCompleted": true}),
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
        app.delete(&format!("/api/team/delete/{}", w.member), admin)
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
        app.put(
            &format!("/api/ticket/{}/status", w.ticket_a),
            &json!({"status": "Closed"}),
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
    let reply = app
        .audit_entry(&w.admin_token, &format!("?client={}", w.a), "ticket.reply")
        .await;
    assert_eq!(reply["after"]["comment"]["text"], "Looking into it");
    // Closed filter; delete.
    let res = app.get("/api/ticket/all?status=Closed", admin).await;
    assert_eq!(total(&res), 1);
    assert_eq!(
        app.delete(&format!("/api/ticket/{}/delete", w.ticket_a), admin)
            .await
            .status(),
        204
    );
    let res = app
        .get(&format!("/api/ticket/{}", w.a), Some(&w.a_token))
        .await;
    assert_eq!(total(&res), 0);
}

engine_tests!(
    sprints_move_and_complete,
    a_task_is_edited_whole_then_deleted,
    goals_payments_and_team_deletes_show_to_the_client,
    staff_replies_show_in_the_client_conversation,
);
