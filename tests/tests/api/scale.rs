//! Several app servers on one database (the scale-out set-up): they start together safely, a
//! write through one shows in the other's next read, and limits are shared.

use portico_tests::{id_of, spawn_pair, Engine};
use serde_json::{json, Value};

async fn two_servers_share_one_database(engine: Engine) {
    // Started at the same moment, both creating the administrator from ADMIN_EMAIL.
    let (a, b) = spawn_pair(
        engine,
        vec![
            ("ADMIN_EMAIL", "boss@example.com".into()),
            ("ADMIN_PASSWORD", "admin-pass-1".into()),
        ],
    )
    .await;
    assert_eq!(a.count("users").await, 1);
    let admin = a.admin_login("boss@example.com", "admin-pass-1").await;
    let client: Value = a
        .post(
            "/api/user/signup",
            &json!({"name": "Ann", "email": "ann@example.com", "password": "client-pass-1"}),
            Some(&admin),
        )
        .await
        .json()
        .await
        .unwrap();
    let project: Value = a
        .post(
            "/api/project/createProject",
            &json!({"title": "Storefront", "client": id_of(&client), "github": "acme", "repoName": "shop",
                    "projectDesc": "d", "projectDetailsDesc": "dd"}),
            Some(&admin),
        )
        .await
        .json()
        .await
        .unwrap();
    // The client reads through B (B renders and keeps the read), staff write through A, and the
    // client's reads through B show the write within a second.
    let token = b.login("ann@example.com", "client-pass-1").await;
    let read = |app: &portico_tests::TestApp| {
        let (http, url, token) = (
            app.http.clone(),
            app.url("/api/project/projectsUser"),
            token.clone(),
        );
        async move {
            http.get(url)
                .bearer_auth(token)
                .send()
                .await
                .unwrap()
                .json::<Value>()
                .await
                .unwrap()
        }
    };
    assert_eq!(read(&b).await[0]["projectCost"], "");
    let res = a
        .put(
            &format!("/api/project/updateProject/{}", id_of(&project)),
            &json!({"projectCost": "USD 9,000"}),
            Some(&admin),
        )
        .await;
    assert_eq!(res.status(), 200);
    // A shows it at once; B once it has heard the write (ADR 0019).
    assert_eq!(read(&a).await[0]["projectCost"], "USD 9,000");
    portico_tests::within_a_second("B shows A's write", || {
        let read = read(&b);
        async move { read.await[0]["projectCost"] == "USD 9,000" }
    })
    .await;
    // Sign-in failures through A count on B too.
    for _ in 0..5 {
        let res = a.try_login("ann@example.com", "wrong-pass").await;
        assert_eq!(res.status(), 401);
    }
    let res = b.try_login("ann@example.com", "wrong-pass").await;
    assert_eq!(res.status(), 429);
    // Logout through one ends the session on both: at once on A, within a second on B.
    assert_eq!(
        a.send("post", "/api/user/logout", None, Some(&token))
            .await
            .status(),
        204
    );
    assert_eq!(a.session_status(&token).await, 401);
    portico_tests::within_a_second("B refuses the session", || async {
        b.session_status(&token).await == 401
    })
    .await;
    b.cleanup().await;
    a.cleanup().await;
}

mod two_servers_share_one_database {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn sqlite() {
        super::two_servers_share_one_database(super::Engine::Sqlite).await;
    }
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn postgres() {
        super::two_servers_share_one_database(super::Engine::Postgres).await;
    }
}

/// `portico seed` run by two servers' start-up scripts at once: one loads the demo data, the other
/// finds it there; never half of each.
async fn two_seeds_at_once_load_the_demo_once(engine: Engine) {
    let (a, b) = spawn_pair(engine, vec![]).await;
    let (x, y) = tokio::join!(
        portico_server::seed::demo(&a.db),
        portico_server::seed::demo(&b.db)
    );
    let loaded = [x.unwrap(), y.unwrap()];
    assert!(loaded.iter().filter(|l| **l).count() <= 1, "{loaded:?}");
    assert_eq!(
        a.count("users").await,
        6,
        "three demo clients (one of them a company of three people) and the administrator"
    );
    b.cleanup().await;
    a.cleanup().await;
}

mod two_seeds_at_once_load_the_demo_once {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn sqlite() {
        super::two_seeds_at_once_load_the_demo_once(super::Engine::Sqlite).await;
    }
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn postgres() {
        super::two_seeds_at_once_load_the_demo_once(super::Engine::Postgres).await;
    }
}
