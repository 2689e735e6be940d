use portico_tests::{engine_tests, TestApp};
use serde_json::Value;

async fn health_and_readiness(app: &TestApp) {
    let res = app.get("/healthz", None).await;
    assert_eq!(res.status(), 200);
    let res = app.get("/readyz", None).await;
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["database"], "ok");
}

async fn migrations_create_the_whole_model(app: &TestApp) {
    for table in [
        "users",
        "sessions",
        "projects",
        "project_team",
        "sprints",
        "tasks",
        "task_assignees",
        "goals",
        "payments",
        "team_members",
        "tickets",
        "ticket_comments",
        "contact_submissions",
        "newsletter_submissions",
    ] {
        assert_eq!(app.count(table).await, 0, "{table}");
    }
}

/// Flags are 0/1 integers and read back on both engines (the Any driver cannot read BOOLEAN).
async fn flags_round_trip(app: &TestApp) {
    let now = portico_tests::now_ms();
    sqlx::query(
        "INSERT INTO team_members (id, name, created_at, updated_at) VALUES ('m1', 'A', $1, $1)",
    )
    .bind(now)
    .execute(&app.db)
    .await
    .unwrap();
    let row: (i64, i64) = sqlx::query_as(
        "SELECT COUNT(*), COALESCE(SUM(CASE WHEN age IS NULL THEN 1 ELSE 0 END), 0) FROM team_members",
    )
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert_eq!(row, (1, 1));
    let seeded = portico_server::seed::demo(&app.db).await.unwrap();
    assert!(seeded);
    let flags: Vec<(i64, i64)> = sqlx::query_as(
        "SELECT CAST(active AS BIGINT), CAST(completed AS BIGINT) FROM sprints ORDER BY position",
    )
    .fetch_all(&app.db)
    .await
    .unwrap();
    assert!(flags.iter().any(|(a, _)| *a == 1) && flags.iter().any(|(a, _)| *a == 0));
    assert!(flags.iter().any(|(_, c)| *c == 1));
    // A second seed leaves a populated database alone.
    assert!(!portico_server::seed::demo(&app.db).await.unwrap());
}

engine_tests!(
    health_and_readiness,
    migrations_create_the_whole_model,
    flags_round_trip
);
