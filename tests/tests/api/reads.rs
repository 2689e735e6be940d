//! The project reads are kept rendered per client and per project, in each server's memory and in
//! the database (`server/src/reads/`): these stories pin that every kind of write shows on the
//! next read, whichever kept render it touches and whatever `READ_CACHE` keeps, that a write to
//! one project leaves the client's other project as it was, and that a staff write leaves the
//! changed project's read kept in the database for every server, rendered off the request path.

use portico_tests::{
    engine_fns, engine_tests, id_of, spawn_app_env, spawn_pair, world, Engine, TestApp,
};
use serde_json::{json, Value};

async fn json_of(app: &TestApp, path: &str, token: &str) -> Value {
    let res = app.get(path, Some(token)).await;
    assert_eq!(res.status(), 200, "{path}");
    res.json().await.unwrap()
}

fn task_status(project: &Value) -> String {
    project["sprints"][0]["tasks"][0]["status"]
        .as_str()
        .unwrap()
        .to_owned()
}

async fn every_write_shows_on_the_next_read_of_either_render(app: &TestApp) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    // A second project for client A, with its own sprint and task.
    let second = app
        .post(
            "/api/project/createProject",
            &json!({"title": "Warehouse", "client": w.a, "github": "acme", "repoName": "warehouse",
                "projectTeam": [w.member], "projectDesc": "Short", "projectDetailsDesc": "Long"}),
            admin,
        )
        .await;
    assert_eq!(second.status(), 201);
    let second: Value = second.json().await.unwrap();
    let second = id_of(&second);
    let sprint = app
        .post(
            &format!("/api/project/addSprint/{second}"),
            &json!({"title": "S1", "goal": "g", "startDate": "2026-01-05", "endDate": "2026-01-18"}),
            admin,
        )
        .await;
    let sprint: Value = sprint.json().await.unwrap();
    app.post(
        &format!("/api/project/addTask/{}", id_of(&sprint)),
        &json!({"title": "Shelves", "assignedTo": w.member, "status": "todo", "priority": "low"}),
        admin,
    )
    .await;

    let detail = |id: &str| format!("/api/project/detail/{id}");
    // Both renders kept: the list, and each project (as the client and as staff).
    let before = json_of(app, "/api/project/projectsUser", &w.a_token).await;
    assert_eq!(before.as_array().unwrap().len(), 2);
    let second_before = json_of(app, &detail(&second), &w.a_token).await;
    json_of(app, &detail(&w.project_a), &w.a_token).await;
    json_of(app, &detail(&w.project_a), &w.admin_token).await;

    // A task's status in the first project.
    w.set_task_status(app, &w.task_a, "done").await;
    let after = json_of(app, "/api/project/projectsUser", &w.a_token).await;
    assert_eq!(task_status(&after[0]), "done");
    assert_eq!(after[1], before[1], "the other project is as it was");
    assert_eq!(
        task_status(&json_of(app, &detail(&w.project_a), &w.a_token).await),
        "done"
    );
    assert_eq!(
        task_status(&json_of(app, &detail(&w.project_a), &w.admin_token).await),
        "done"
    );
    assert_eq!(
        json_of(app, &detail(&second), &w.a_token).await,
        second_before
    );

    // A team member's name shows in both projects (team, assignees).
    let res = app
        .put(&format!("/api/team/edit/{}", w.member), &json!({"name": "Rohan Gupta", "role": "Engineer", "email": "rohan@team.example", "about": "Builds"}), admin)
        .await;
    assert_eq!(res.status(), 200, "{}", res.text().await.unwrap());
    let after = json_of(app, "/api/project/projectsUser", &w.a_token).await;
    for project in after.as_array().unwrap() {
        assert_eq!(project["projectTeam"][0]["name"], "Rohan Gupta");
        assert_eq!(
            project["sprints"][0]["tasks"][0]["assignedTo"][0]["name"],
            "Rohan Gupta"
        );
    }
    let second_now = json_of(app, &detail(&second), &w.a_token).await;
    assert_eq!(second_now["projectTeam"][0]["name"], "Rohan Gupta");

    // The client's own name, on every project.
    let res = app
        .put(
            "/api/user/profile",
            &json!({"name": "Ann Smith", "brandName": "Ann Ltd", "phone": ""}),
            Some(&w.a_token),
        )
        .await;
    assert_eq!(res.status(), 200, "{}", res.text().await.unwrap());
    for project in json_of(app, "/api/project/projectsUser", &w.a_token)
        .await
        .as_array()
        .unwrap()
    {
        assert_eq!(project["client"]["name"], "Ann Smith");
    }
    assert_eq!(
        json_of(app, &detail(&second), &w.admin_token).await["client"]["name"],
        "Ann Smith"
    );

    // A deleted task leaves both renders.
    let res = app
        .delete(&format!("/api/project/deleteTask/{}", w.task_a), admin)
        .await;
    assert_eq!(res.status(), 204);
    assert!(
        json_of(app, "/api/project/projectsUser", &w.a_token).await[0]["sprints"][0]["tasks"]
            .as_array()
            .unwrap()
            .is_empty()
    );
    assert!(
        json_of(app, &detail(&w.project_a), &w.a_token).await["sprints"][0]["tasks"]
            .as_array()
            .unwrap()
            .is_empty()
    );
    // Another client's project is still "not found".
    let res = app.get(&detail(&second), Some(&w.b_token)).await;
    assert_eq!(res.status(), 404);
}

engine_tests!(every_write_shows_on_the_next_read_of_either_render);

/// The same story on a server that keeps reads only in the database (what a fresh app server
/// sees), and on one that keeps nothing and renders every read.
async fn every_write_shows_whatever_is_kept(engine: Engine, keep: &str) {
    let app = spawn_keeping(engine, keep).await;
    every_write_shows_on_the_next_read_of_either_render(&app).await;
    app.cleanup().await;
}

async fn kept_in_the_database_only(engine: Engine) {
    every_write_shows_whatever_is_kept(engine, "stored").await;
}

async fn kept_nowhere(engine: Engine) {
    every_write_shows_whatever_is_kept(engine, "off").await;
}

engine_fns!(kept_in_the_database_only, kept_nowhere);

/// The kept render of a project: (its version, the project's version, the body).
async fn kept(app: &TestApp, project: &str) -> Option<(i64, i64, Value)> {
    let row: Option<(i64, i64, Vec<u8>)> = sqlx::query_as(
        "SELECT r.data_version, p.data_version, r.body FROM project_renders r \
         JOIN projects p ON p.id = r.project_id WHERE r.project_id = $1",
    )
    .bind(project)
    .fetch_optional(&app.db)
    .await
    .unwrap();
    row.map(|(kept, now, body)| {
        let json = portico_server::db::renders::unpack(&body).expect("a packed body");
        (kept, now, serde_json::from_slice(&json).unwrap())
    })
}

/// A server keeping reads where `READ_CACHE` says (`stored`: in the database only, what a fresh
/// app server sees).
pub(crate) async fn spawn_keeping(engine: Engine, keep: &str) -> TestApp {
    spawn_app_env(engine, vec![("READ_CACHE", keep.into())]).await
}

/// The project's kept read once it is at the project's version, which the keeper sees to within
/// seconds of a write that left it behind (or of nothing keeping it).
async fn kept_by_the_keeper(app: &TestApp, project: &str) -> Value {
    for _ in 0..100 {
        if let Some((version, current, body)) = kept(app, project).await {
            if version == current {
                return body;
            }
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("the keeper did not keep {project} within 10 s");
}

/// Two servers keeping reads only in the database: a staff write through one answers without
/// rendering, within seconds the writing server's keeper has kept the new read (at the project's
/// new version) without any read asking, and the other server serves it; a write that touches many projects (a team
/// member renamed) only bumps their versions: a read never gets the old read, and the keepers'
/// sweep renders and keeps the new one.
async fn a_staff_write_keeps_the_changed_project_read(engine: Engine) {
    let (a, b) = spawn_pair(engine, vec![("READ_CACHE", "stored".into())]).await;
    let w = world(&a).await;
    let admin = Some(w.admin_token.as_str());
    let detail = format!("/api/project/detail/{}", w.project_a);

    w.set_task_status(&a, &w.task_a, "done").await;
    // No read asks: the writing server's keeper keeps it.
    let body = kept_by_the_keeper(&a, &w.project_a).await;
    assert_eq!(task_status(&body), "done");
    let read = json_of(&b, &detail, &w.a_token).await;
    assert_eq!(read, body, "the other server serves the kept read");

    let res = b
        .put(&format!("/api/team/edit/{}", w.member), &json!({"name": "Rohan Gupta", "role": "Engineer", "email": "rohan@team.example", "about": "Builds"}), admin)
        .await;
    assert_eq!(res.status(), 200);
    // The other client's project, left behind too: its next read never shows the old name.
    let other = json_of(
        &a,
        &format!("/api/project/detail/{}", w.project_b),
        &w.b_token,
    )
    .await;
    assert_eq!(other["projectTeam"][0]["name"], "Rohan Gupta");
    // No read of project A: the keeper renders it again.
    let body = kept_by_the_keeper(&a, &w.project_a).await;
    assert_eq!(body["projectTeam"][0]["name"], "Rohan Gupta");
    let read = json_of(&a, &detail, &w.a_token).await;
    assert_eq!(read, body);

    b.cleanup().await;
    a.cleanup().await;
}

/// A kept read that does not unpack (a damaged row) is never served: the read renders the project
/// from the tables, answers that, and keeps a good row in its place. Nothing reaches the client
/// but the project as the tables say.
async fn a_damaged_kept_read_is_rendered_again(engine: Engine) {
    let app = spawn_keeping(engine, "stored").await;
    let w = world(&app).await;
    let detail = format!("/api/project/detail/{}", w.project_a);
    let good = json_of(&app, &detail, &w.a_token).await;
    assert!(kept(&app, &w.project_a).await.is_some(), "kept by the read");

    for damage in [
        &[0u8, 1][..],                      // shorter than its length
        &[0xff, 0xff, 0xff, 0xff, 1, 2, 3], // a length far past the data
        &[40, 0, 0, 0, 0x80, b'{'],         // LZ4 that reads past its input
    ] {
        for path in [detail.as_str(), "/api/project/projectsUser"] {
            sqlx::query("UPDATE project_renders SET body = $1 WHERE project_id = $2")
                .bind(damage)
                .bind(&w.project_a)
                .execute(&app.db)
                .await
                .unwrap();
            let read = json_of(&app, path, &w.a_token).await;
            let project = if path == detail { &read } else { &read[0] };
            assert_eq!(project, &good, "{path} {damage:?}");
            let (version, current, body) = kept(&app, &w.project_a).await.expect("kept again");
            assert_eq!(
                (version, &body),
                (current, &good),
                "a good row in its place"
            );
        }
    }
    app.cleanup().await;
}

/// A project with no kept read (a bulk load, or the migration that packed the kept reads, keeps
/// none) is rendered and kept by the keeper within seconds, without any read asking.
async fn the_keeper_keeps_what_nothing_kept(engine: Engine) {
    let app = spawn_keeping(engine, "stored").await;
    let w = world(&app).await;
    sqlx::query("DELETE FROM project_renders")
        .execute(&app.db)
        .await
        .unwrap();
    let body = kept_by_the_keeper(&app, &w.project_b).await;
    let read = json_of(
        &app,
        &format!("/api/project/detail/{}", w.project_b),
        &w.b_token,
    )
    .await;
    assert_eq!(read, body);
    app.cleanup().await;
}

/// Many projects left behind at once (a rename that touched them all) are kept in one pass: the
/// keeper takes batch after batch while they come back full, rather than one batch of 25 per look
/// every 3 s (which would leave 100 projects behind for 12 s).
async fn the_keeper_keeps_a_backlog_in_one_pass(engine: Engine) {
    let app = spawn_keeping(engine, "stored").await;
    let w = world(&app).await;
    let admin = Some(w.admin_token.as_str());
    for i in 0..100 {
        let res = app
            .post(
                "/api/project/createProject",
                &json!({"title": format!("Backlog {i}"), "client": w.a, "github": "acme", "repoName": format!("r{i}"),
                    "projectDesc": "Short", "projectDetailsDesc": "Long"}),
                admin,
            )
            .await;
        assert_eq!(res.status(), 201);
    }
    sqlx::query("DELETE FROM project_renders")
        .execute(&app.db)
        .await
        .unwrap();
    let started = std::time::Instant::now();
    loop {
        let behind = portico_server::db::renders::behind(&app.db).await.unwrap();
        if behind == 0 {
            break;
        }
        assert!(
            started.elapsed() < std::time::Duration::from_secs(7),
            "{behind} projects still behind after {:?}",
            started.elapsed()
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    app.cleanup().await;
}

engine_fns!(
    a_staff_write_keeps_the_changed_project_read,
    a_damaged_kept_read_is_rendered_again,
    the_keeper_keeps_what_nothing_kept,
    the_keeper_keeps_a_backlog_in_one_pass,
);
