//! Every API route x {anonymous, client A, client B, admin}: the status each gets. The table
//! (`portico_tests::route_table`) is checked against the OpenAPI document the server generates
//! from its route table, so a route nobody put there fails the test.

use std::collections::BTreeSet;

use portico_tests::route_table::{routes, Route};
use portico_tests::{engine_tests, world, TestApp};

async fn route_by_role_table(app: &TestApp) {
    let w = world(app).await;
    let table = routes(app, &w).await;

    // The table covers exactly the routes the server has.
    let doc = app.openapi().await;
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
    let tabled: BTreeSet<(String, String)> = table.iter().map(Route::key).collect();
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

    let who = ["anonymous", "client A", "client B", "admin"];
    for route in &table {
        let expected = route.expect.by_caller();
        for ((token, who), expected) in w.callers().into_iter().zip(who).zip(expected) {
            let res = route.send(app, token).await;
            let status = res.status().as_u16();
            let text = portico_tests::body_text(res).await;
            assert_eq!(
                status, expected,
                "{} {} as {who}: {text}",
                route.method, route.template
            );
            assert!(status < 500);
        }
    }
    let _ = (&w.b, &w.project_b);
}

engine_tests!(route_by_role_table);
