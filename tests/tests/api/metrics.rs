//! `/metrics` (`server/src/metrics.rs`): on its own address only, in the Prometheus text format,
//! with requests under their route templates (never a raw path with ids), reads by level, refusals
//! and the gauges read at scrape; and every answer's `X-Request-Id`.

use portico_tests::metrics::{sample, scrape, spawn_with_metrics};
use portico_tests::{world, Engine};

async fn metrics_tell_what_the_server_did(engine: Engine) {
    let app = spawn_with_metrics(engine).await;
    let w = world(&app).await;
    let detail = format!("/api/project/detail/{}", w.project_a);
    for _ in 0..3 {
        assert_eq!(app.get(&detail, Some(&w.a_token)).await.status(), 200);
    }
    assert_eq!(app.get("/api/nothing/here", None).await.status(), 404);
    let mut last = 0;
    for _ in 0..8 {
        last = app
            .try_login("ann@example.com", "wrong-pass")
            .await
            .status()
            .as_u16();
    }
    assert_eq!(last, 429, "the sign-in throttle refuses");

    let text = scrape(&app).await;
    let route = |r: &str, status: &str| {
        format!(
            "portico_http_request_duration_seconds_count{{method=\"GET\",route=\"{r}\",status=\"{status}\"}}"
        )
    };
    assert!(
        sample(&text, &route("/api/project/detail/{projectId}", "2xx")).unwrap() >= 3.0,
        "{text}"
    );
    assert!(!text.contains(&w.project_a), "no raw path with an id");
    assert!(sample(&text, "portico_project_reads_total{level=\"memory\"}").unwrap() >= 2.0);
    assert!(sample(&text, "portico_project_renders_total{by=\"read\"}").unwrap() >= 1.0);
    assert!(
        sample(
            &text,
            "portico_read_cache_lookups_total{cache=\"projects\",result=\"hit\"}"
        )
        .unwrap()
            >= 1.0
    );
    assert!(sample(&text, "portico_refusals_total{route=\"/api/user/login\"}").unwrap() >= 1.0);
    assert!(sample(&text, "portico_changes_heard_total").unwrap() >= 1.0);
    assert!(sample(&text, "portico_db_pool_connections{state=\"idle\"}").is_some());
    assert!(sample(&text, "portico_mail_outbox{state=\"queued\"}").is_some());
    assert!(sample(&text, "portico_keeper_behind_projects").is_some());

    // Never on the public port.
    let public = app.get("/metrics", None).await.text().await.unwrap();
    assert!(!public.contains("portico_http_request"));

    // Every answer has an id of the server's own, a caller's replaced.
    let res = app
        .http
        .get(app.url("/api/user/userProfile"))
        .header("x-request-id", "forged-id")
        .send()
        .await
        .unwrap();
    let id = res.headers()["x-request-id"].to_str().unwrap().to_owned();
    assert_eq!(id.len(), 32);
    assert!(id.bytes().all(|b| b.is_ascii_hexdigit()), "{id}");
    let again = app.get("/api/user/userProfile", None).await;
    assert_ne!(again.headers()["x-request-id"].to_str().unwrap(), id);
    app.cleanup().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_tell_what_the_server_did_sqlite() {
    metrics_tell_what_the_server_did(Engine::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_tell_what_the_server_did_postgres() {
    metrics_tell_what_the_server_did(Engine::Postgres).await;
}
