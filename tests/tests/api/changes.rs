//! Two app servers on one database hold sessions and project versions in memory while no change
//! to them was heard (`server/src/changes.rs`, ADR 0019). These stories pin the bound: a write on
//! one server shows on the other's reads within a second (at once on the server that wrote), and
//! a session ended on one (logout, a password change, a deactivation, staff ending a staff
//! session) is refused by the other within a second. On PostgreSQL, with the listening
//! connections killed, reads stay right and the servers listen again.

use std::time::Duration;

use portico_server::db::users::Role;
use portico_tests::{
    add_person, created_id, id_of, spawn_pair, within_a_second, world, Engine, TestApp,
};
use serde_json::{json, Value};

async fn status(app: &TestApp, path: &str, token: &str) -> u16 {
    app.get(path, Some(token)).await.status().as_u16()
}

async fn task_status(app: &TestApp, path: &str, token: &str) -> String {
    let res = app.get(path, Some(token)).await;
    assert_eq!(res.status(), 200, "{path}");
    let body: Value = res.json().await.unwrap();
    let project = if body.is_array() { &body[0] } else { &body };
    project["sprints"][0]["tasks"][0]["status"]
        .as_str()
        .unwrap()
        .to_owned()
}

/// A write on A: A's next read shows it, B's reads within a second; the same back the other way.
async fn writes_show_on_the_other_server(engine: Engine) {
    let (a, b) = spawn_pair(engine, vec![]).await;
    let w = world(&a).await;
    let detail = format!("/api/project/detail/{}", w.project_a);
    let list = "/api/project/projectsUser";
    // Both servers hold the client's session, the project's version and its read.
    let before = task_status(&a, &detail, &w.a_token).await;
    for app in [&a, &b] {
        for _ in 0..3 {
            assert_eq!(task_status(app, &detail, &w.a_token).await, before);
            assert_eq!(task_status(app, list, &w.a_token).await, before);
        }
    }
    assert_ne!(before, "done");
    for (writer, other, status) in [(&a, &b, "done"), (&b, &a, before.as_str())] {
        w.set_task_status(writer, &w.task_a, status).await;
        assert_eq!(task_status(writer, &detail, &w.a_token).await, status);
        assert_eq!(task_status(writer, list, &w.a_token).await, status);
        for path in [detail.as_str(), list] {
            within_a_second(&format!("{path} on the other server"), || async {
                task_status(other, path, &w.a_token).await == status
            })
            .await;
        }
    }
    b.cleanup().await;
    a.cleanup().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn writes_show_on_the_other_server_sqlite() {
    writes_show_on_the_other_server(Engine::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn writes_show_on_the_other_server_postgres() {
    writes_show_on_the_other_server(Engine::Postgres).await;
}

/// Held on B, ended on A: refused by B within a second, and by A at once.
async fn ended_on_one_server_refused_by_the_other(
    a: &TestApp,
    b: &TestApp,
    token: &str,
    what: &str,
) {
    assert_eq!(
        status(a, "/api/user/userProfile", token).await,
        401,
        "{what} on A"
    );
    within_a_second(&format!("{what} on B"), || async {
        status(b, "/api/user/userProfile", token).await == 401
    })
    .await;
}

async fn held_by_both(a: &TestApp, b: &TestApp, token: &str) {
    for app in [a, b] {
        for _ in 0..2 {
            assert_eq!(status(app, "/api/user/userProfile", token).await, 200);
        }
    }
}

async fn ended_sessions_are_refused_by_every_server(engine: Engine) {
    let (a, b) = spawn_pair(engine, vec![]).await;
    let w = world(&a).await;

    // Logout.
    let t = a.login("ann@example.com", "client-pass-1").await;
    held_by_both(&a, &b, &t).await;
    assert_eq!(
        a.post("/api/user/logout", &json!({}), Some(&t))
            .await
            .status(),
        204
    );
    ended_on_one_server_refused_by_the_other(&a, &b, &t, "a logged-out session").await;

    // A password change ends the account's other sessions.
    let (t1, t2) = (
        a.login("ann@example.com", "client-pass-1").await,
        b.login("ann@example.com", "client-pass-1").await,
    );
    held_by_both(&a, &b, &t2).await;
    let res = a
        .put(
            "/api/user/password",
            &json!({"currentPassword": "client-pass-1", "newPassword": "brand-new-pass"}),
            Some(&t1),
        )
        .await;
    assert_eq!(res.status(), 204);
    ended_on_one_server_refused_by_the_other(&a, &b, &t2, "a session after a password change")
        .await;

    // Deactivating a client ends their sessions.
    let t = b.login("bob@example.com", "client-pass-1").await;
    held_by_both(&a, &b, &t).await;
    let res = a
        .put(
            &format!("/api/user/active/{}", w.b),
            &json!({"active": false}),
            Some(&w.admin_token),
        )
        .await;
    assert!(res.status().is_success(), "{}", res.status());
    ended_on_one_server_refused_by_the_other(&a, &b, &t, "a deactivated client's session").await;

    // Staff ending another staff member's session.
    let staff = a
        .create_user(Role::Admin, "Sam", "sam@example.com", "staff-pass-12")
        .await;
    let t = b.admin_login("sam@example.com", "staff-pass-12").await;
    held_by_both(&a, &b, &t).await;
    let open: Value = a
        .get(
            &format!("/api/admin/staff/{staff}/sessions"),
            Some(&w.admin_token),
        )
        .await
        .json()
        .await
        .unwrap();
    let session = id_of(&open[0]);
    let res = a
        .delete(
            &format!("/api/admin/staff/{staff}/sessions/{session}"),
            Some(&w.admin_token),
        )
        .await;
    assert!(res.status().is_success(), "{}", res.status());
    ended_on_one_server_refused_by_the_other(&a, &b, &t, "an ended staff session").await;

    // A person of a company narrowed to no project of Ann's, then removed (ADR 0030).
    let (person, t) = add_person(
        &a,
        &w.admin_token,
        &w.a,
        json!({"name": "Pia", "email": "pia@example.com"}),
    )
    .await;
    let pia = id_of(&person);
    let project = format!("/api/project/detail/{}", w.project_a);
    held_by_both(&a, &b, &t).await;
    assert_eq!(status(&b, &project, &t).await, 200);
    let other = created_id(a.post("/api/project/createProject",
            &json!({"title": "Warehouse", "client": w.a, "projectDesc": "Stock", "projectDetailsDesc": "Stock",
                    "github": "acme", "repoName": "warehouse"}),
            Some(&w.admin_token),).await).await;
    let res = a
        .put(
            &format!("/api/user/people/{}/{pia}", w.a),
            &json!({"allProjects": false, "projects": [other]}),
            Some(&w.admin_token),
        )
        .await;
    assert!(res.status().is_success(), "{}", res.status());
    within_a_second("a narrowed person's project on B", || async {
        status(&b, &project, &t).await == 404
    })
    .await;
    let res = a
        .delete(
            &format!("/api/user/people/{}/{pia}", w.a),
            Some(&w.admin_token),
        )
        .await;
    assert_eq!(res.status(), 204);
    ended_on_one_server_refused_by_the_other(&a, &b, &t, "a removed person's session").await;

    b.cleanup().await;
    a.cleanup().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ended_sessions_are_refused_by_every_server_sqlite() {
    ended_sessions_are_refused_by_every_server(Engine::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ended_sessions_are_refused_by_every_server_postgres() {
    ended_sessions_are_refused_by_every_server(Engine::Postgres).await;
}

/// The listening connections of this test's database (both servers').
/// PostgreSQL: the connections that listen are killed. Reads stay right meanwhile (a server that
/// may have missed a change asks the database), and both servers listen again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_listening_connection_loses_no_write_postgres() {
    let (a, b) = spawn_pair(Engine::Postgres, vec![]).await;
    let w = world(&a).await;
    let detail = format!("/api/project/detail/{}", w.project_a);
    within_a_second("both servers listen", || async { a.listeners().await == 2 }).await;
    let before = task_status(&a, &detail, &w.a_token).await;
    assert_eq!(task_status(&b, &detail, &w.a_token).await, before);

    assert_eq!(a.end_listeners().await, vec![true, true]);
    // Writes on A while the servers listen again: B's reads show them.
    for status in ["done", "todo", "inprogress", "done"] {
        w.set_task_status(&a, &w.task_a, status).await;
        assert_eq!(task_status(&a, &detail, &w.a_token).await, status);
        within_a_second("B after the connection was killed", || async {
            task_status(&b, &detail, &w.a_token).await == status
        })
        .await;
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    within_a_second("both servers listen again", || async {
        a.listeners().await == 2
    })
    .await;
    // Listening again, they hold again and hear again.
    w.set_task_status(&b, &w.task_a, "todo").await;
    within_a_second("A after B's write", || async {
        task_status(&a, &detail, &w.a_token).await == "todo"
    })
    .await;
    b.cleanup().await;
    a.cleanup().await;
}

/// PostgreSQL hands out the ids of `changes` rows as they are inserted, not as they commit
/// (ADR 0031): a write that began first and commits last is still heard. A transaction changes
/// project A and stays open while another write commits and both servers read past it; once it
/// commits, both servers show it within a second.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_write_that_commits_last_is_heard_postgres() {
    let (a, b) = spawn_pair(Engine::Postgres, vec![]).await;
    let w = world(&a).await;
    let detail = format!("/api/project/detail/{}", w.project_a);
    within_a_second("both servers listen", || async { a.listeners().await == 2 }).await;
    let before = task_status(&a, &detail, &w.a_token).await;
    assert_ne!(before, "done");
    for app in [&a, &b] {
        for _ in 0..2 {
            assert_eq!(task_status(app, &detail, &w.a_token).await, before);
        }
    }

    let mut slow = a.db.begin().await.unwrap();
    sqlx::query("UPDATE tasks SET status = 'done' WHERE id = $1")
        .bind(&w.task_a)
        .execute(&mut *slow)
        .await
        .unwrap();
    sqlx::query("UPDATE projects SET data_version = data_version + 1 WHERE id = $1")
        .bind(&w.project_a)
        .execute(&mut *slow)
        .await
        .unwrap();
    // A later write commits first, and both servers read the changes past it.
    sqlx::query("UPDATE projects SET data_version = data_version + 1 WHERE id = $1")
        .bind(&w.project_b)
        .execute(&a.db)
        .await
        .unwrap();
    tokio::time::sleep(Duration::from_millis(600)).await;
    for app in [&a, &b] {
        assert_eq!(task_status(app, &detail, &w.a_token).await, before);
    }
    slow.commit().await.unwrap();
    for (name, app) in [("A", &a), ("B", &b)] {
        within_a_second(
            &format!("{name} after the slow write committed"),
            || async { task_status(app, &detail, &w.a_token).await == "done" },
        )
        .await;
    }
    b.cleanup().await;
    a.cleanup().await;
}
