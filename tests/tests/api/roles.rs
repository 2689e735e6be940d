//! Every API route x {anonymous, client A, client B, admin}: the status each gets. The table
//! (`portico_tests::route_table`) is checked against the OpenAPI document the server generates
//! from its route table, so a route nobody put there fails the test.

use std::collections::BTreeSet;

use portico_tests::route_table::table;
use portico_tests::{engine_tests, world, TestApp};
use serde_json::Value;

async fn route_by_role_table(app: &TestApp) {
    let w = world(app).await;
    let table = table(app, &w).await;

    // The table covers exactly the routes the server has.
    let doc: Value = app
        .get("/api/openapi.json", None)
        .await
        .json()
        .await
        .unwrap();
    let served: BTreeSet<(String, String)> = doc["paths"]
        .as_object()
        .unwrap()
        .iter()
        .flat_map(|(path, methods)| {
            methods
                .as_object()
                .unwrap()
                .keys()
                .map(move |m| (m.clone(), path.clone()))
        })
        .collect();
    let tabled: BTreeSet<(String, String)> = table
        .iter()
        .map(|(m, p, ..)| (m.to_string(), p.to_string()))
        .collect();
    let missing: Vec<_> = served.difference(&tabled).collect();
    let stale: Vec<_> = tabled.difference(&served).collect();
    assert!(
        missing.is_empty(),
        "routes missing from the role table: {missing:?}"
    );
    assert!(
        stale.is_empty(),
        "table rows for routes the server does not have: {stale:?}"
    );

    let tokens = w.callers();
    let who = ["anonymous", "client A", "client B", "admin"];
    for (method, template, path, body, expected) in &table {
        for (i, token) in tokens.iter().enumerate() {
            let body = (!body.is_null()).then_some(body);
            let res = app.send(method, &format!("/api{path}"), body, *token).await;
            let status = res.status().as_u16();
            let text = portico_tests::body_text(res).await;
            assert_eq!(
                status, expected[i],
                "{method} {template} as {}: {text}",
                who[i]
            );
            assert!(status < 500);
        }
    }
    let _ = (&w.b, &w.project_b);
}

engine_tests!(route_by_role_table);
