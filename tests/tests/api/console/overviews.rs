//! Clients Data in every order it offers: a sort by a figure is computed for every client at once
//! (`server/src/db/overview.rs`), and must give the order of the figures each row shows.

use portico_tests::{engine_tests, id_of, world, TestApp};
use serde_json::{json, Value};

use super::json_of;

/// The figure a sort key orders by, as the row shows it (`None` for no activity yet).
fn figure(row: &Value, key: &str) -> Option<f64> {
    match key {
        "lastActivity" => row[key].as_str().map(|at| {
            // RFC 3339 in UTC sorts as text; its digits as a number sort the same way.
            at.chars()
                .filter(char::is_ascii_digit)
                .collect::<String>()
                .parse()
                .unwrap()
        }),
        _ => row[key].as_f64(),
    }
}

async fn clients_data_sorts_by_every_figure(app: &TestApp) {
    let w = world(app).await;
    let admin = Some(w.admin_token.as_str());
    // A third client with two projects, no ticket and nothing done yet; Bob owes one milestone.
    let cy = json_of(
        app.post(
            "/api/user/signup",
            &json!({"name": "Cy", "brandName": "Cy Co", "email": "cy@example.com", "password": "client-pass-9"}),
            admin,
        )
        .await,
    )
    .await;
    for title in ["One", "Two"] {
        json_of(
            app.post(
                "/api/project/createProject",
                &json!({"title": title, "client": id_of(&cy), "github": "acme", "repoName": title,
                    "projectDesc": "Short", "projectDetailsDesc": "Long"}),
                admin,
            )
            .await,
        )
        .await;
    }
    for amount in ["10", "20"] {
        json_of(
            app.post(
                "/api/payment/create",
                &json!({"project": w.project_b, "title": format!("Due {amount}"), "amount": amount}),
                admin,
            )
            .await,
        )
        .await;
    }
    for key in [
        "projects",
        "openTickets",
        "unpaidMilestones",
        "lastActivity",
    ] {
        for order in ["asc", "desc"] {
            let rows = json_of(
                app.get(
                    &format!("/api/admin/clientsData?sort={key}&order={order}"),
                    admin,
                )
                .await,
            )
            .await;
            let rows = rows.as_array().unwrap();
            assert_eq!(rows.len(), 3, "{key} {order}");
            let figures: Vec<Option<f64>> = rows.iter().map(|r| figure(r, key)).collect();
            let mut sorted = figures.clone();
            // Missing activity sorts like the database's NULLs, which differ by engine: only
            // the rows that have one are compared.
            sorted.retain(Option::is_some);
            let mut expected = sorted.clone();
            expected.sort_by(|a, b| a.partial_cmp(b).unwrap());
            if order == "desc" {
                expected.reverse();
            }
            assert_eq!(sorted, expected, "{key} {order}: {rows:#?}");
        }
    }
    // The figures themselves, whatever the order.
    let rows = json_of(
        app.get("/api/admin/clientsData?sort=projects&order=desc", admin)
            .await,
    )
    .await;
    // What is left to pay: one total per currency (ADR 0032), none for a client who owes nothing.
    let shown: Vec<(&str, i64, i64, i64, Value)> = rows
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["name"].as_str().unwrap(),
                r["projects"].as_i64().unwrap(),
                r["openTickets"].as_i64().unwrap(),
                r["unpaidMilestones"].as_i64().unwrap(),
                r["unpaid"].clone(),
            )
        })
        .collect();
    assert_eq!(shown[0], ("Cy", 2, 0, 0, json!([])));
    let bob = json!([{"currency": "USD", "minor": 3000}]);
    assert!(shown.contains(&("Bob", 1, 1, 2, bob)), "{shown:?}");
    assert!(shown.contains(&("Ann", 1, 1, 0, json!([]))), "{shown:?}");
}

engine_tests!(clients_data_sorts_by_every_figure);
