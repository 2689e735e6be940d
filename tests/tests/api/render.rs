//! The database renders a project's read itself (`server/src/db/projects/json.rs`, ADR 0022): these
//! stories pin that every render, whatever each field holds, is exactly the shape the OpenAPI
//! document declares (`ProjectView`), on every path a read takes (rendered every time, kept in the
//! database, kept in memory, a staff write's answer), with its lists in their order.

use portico_server::db::projects::ProjectView;
use portico_tests::{engine_tests, id_of, world, Engine, TestApp};
use serde_json::{json, Value};

use crate::console::json_of as ok;
use crate::reads::spawn_keeping;

/// Text with what JSON must escape and what it must keep: quotes, a backslash, a newline, a tab,
/// markup, accents, Devanagari and an emoji.
const AWKWARD: &str = "Ré\"sumé\\ <b>&</b>\n\tदेवनागरी 😀";

/// The same on one line (titles refuse line breaks and tabs).
fn one_line() -> String {
    AWKWARD.replace(['\n', '\t'], " ")
}

/// The read parses into the declared type and writes back to the same JSON: no key is missing,
/// none is extra, every value has its declared type.
fn declared(read: &Value) -> ProjectView {
    let view: ProjectView = serde_json::from_value(read.clone())
        .unwrap_or_else(|e| panic!("not the declared shape: {e}\n{read:#}"));
    assert_eq!(
        &serde_json::to_value(&view).unwrap(),
        read,
        "keys beyond the declared shape"
    );
    view
}

async fn every_render_has_the_declared_shape(app: &TestApp) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    let created = ok(app
        .post(
            "/api/project/createProject",
            &json!({"title": one_line(), "client": w.a, "github": "acme",
                "repoName": "résumé", "projectTeam": [w.spare_member, w.member],
                "projectDesc": AWKWARD, "projectDetailsDesc": AWKWARD}),
            admin,
        )
        .await)
    .await;
    // The staff answer is the read itself.
    let project = declared(&created);
    let id = project.id.clone();
    assert_eq!(project.project_desc, AWKWARD);
    assert_eq!(project.client.id, w.a);
    assert!(project.sprints.is_empty());
    let team: Vec<&str> = project
        .project_team
        .iter()
        .map(|m| m.name.as_str())
        .collect();
    assert_eq!(team, ["Rohan", "Spare"], "the team by name");

    let first = ok(app
        .post(
            &format!("/api/project/addSprint/{id}"),
            &json!({"title": one_line(), "goal": "", "startDate": "2026-01-05", "endDate": "2026-01-18"}),
            admin,
        )
        .await)
    .await;
    let first = id_of(&first);
    // A second sprint with no dates and no tasks.
    ok(app
        .post(
            &format!("/api/project/addSprint/{id}"),
            &json!({"title": "Later", "goal": "Polish"}),
            admin,
        )
        .await)
    .await;
    for (title, assigned) in [
        ("Both", json!([w.spare_member, w.member])),
        ("Nobody", json!([])),
    ] {
        ok(app
            .post(
                &format!("/api/project/addTask/{first}"),
                &json!({"title": title, "assignedTo": assigned, "status": "done", "priority": "low",
                    "description": AWKWARD}),
                admin,
            )
            .await)
        .await;
    }
    let res = app
        .put(
            &format!("/api/project/updateSprintCompleted/{first}"),
            &json!({"completed": true}),
            admin,
        )
        .await;
    assert_eq!(res.status(), 200);

    let detail = format!("/api/project/detail/{id}");
    for (path, token) in [
        (detail.as_str(), w.a_token.as_str()),
        (detail.as_str(), w.admin_token.as_str()),
        // Twice: the second from what the first kept.
        (detail.as_str(), w.a_token.as_str()),
    ] {
        let read = ok(app.get(path, Some(token)).await).await;
        let project = declared(&read);
        assert_eq!(project.sprints.len(), 2);
        let sprint = &project.sprints[0];
        assert_eq!(sprint.title, one_line());
        assert_eq!(sprint.order, 1);
        assert!(sprint.status.completed);
        assert_eq!(sprint.start_date.as_deref(), Some("2026-01-05"));
        let tasks: Vec<&str> = sprint.tasks.iter().map(|t| t.title.as_str()).collect();
        assert_eq!(tasks, ["Both", "Nobody"], "tasks in their order");
        let both: Vec<&str> = sprint.tasks[0]
            .assigned_to
            .iter()
            .map(|m| m.name.as_str())
            .collect();
        assert_eq!(both, ["Rohan", "Spare"], "assignees by name");
        assert!(sprint.tasks[1].assigned_to.is_empty());
        assert_eq!(sprint.tasks[1].description, AWKWARD);
        let later = &project.sprints[1];
        assert_eq!((later.order, later.start_date.as_deref()), (2, None));
        assert!(later.tasks.is_empty());
        assert!(!later.status.active);
    }
    // The client's list: both projects, each in the declared shape, the first one first.
    let list = ok(app.get("/api/project/projectsUser", Some(&w.a_token)).await).await;
    let list = list.as_array().unwrap();
    assert_eq!(list.len(), 2);
    assert_eq!(declared(&list[0]).id, w.project_a);
    assert_eq!(declared(&list[1]).id, id);
}

engine_tests!(every_render_has_the_declared_shape);

/// Rendered every time (nothing kept), the same shape.
async fn rendered_every_time(engine: Engine) {
    let app = spawn_keeping(engine, "off").await;
    every_render_has_the_declared_shape(&app).await;
    app.cleanup().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_render_has_the_declared_shape_rendered_every_time_sqlite() {
    rendered_every_time(Engine::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_render_has_the_declared_shape_rendered_every_time_postgres() {
    rendered_every_time(Engine::Postgres).await;
}
