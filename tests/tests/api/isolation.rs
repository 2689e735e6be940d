//! The isolation canary over the route table (ADR 0030), for every kind of person of a client
//! company: the second company's records, marked with a string of their own, answer each of the
//! first company's people exactly as they answer its owner (404, like a missing record, for
//! another company's), and no answer carries the marker. A member who sees chosen projects gets
//! 404 for every read of a project outside them, where the owner gets it.

use portico_tests::route_table::routes;
use portico_tests::{add_person, created as ok, created_id, engine_tests, world, TestApp};
use serde_json::json;

const MARKER: &str = "Marker-B-9Z";

async fn no_person_sees_another_company(app: &TestApp) {
    let w = world(app).await;
    let admin = w.admin_token.as_str();
    // The second company's project and ticket carry the marker.
    ok(app
        .put(
            &format!("/api/project/updateProject/{}", w.project_b),
            &json!({"projectDesc": MARKER, "projectCost": MARKER}),
            Some(admin),
        )
        .await)
    .await;
    ok(app
        .post(
            &format!("/api/ticket/{}/reply", w.ticket_b),
            &json!({"text": MARKER}),
            Some(admin),
        )
        .await)
    .await;
    // A second project of the first company, the one a member is given.
    let warehouse = created_id(
        app.post(
            "/api/project/createProject",
            &json!({"title": "Warehouse", "client": w.a, "projectDesc": "Stock", "projectDetailsDesc": "Stock, in detail",
                    "github": "acme", "repoName": "warehouse"}),
            Some(admin),
        )
        .await,
    )
    .await;
    let rows = routes(app, &w).await;
    let mut people = Vec::new();
    for (name, access) in [
        ("member", json!({})),
        ("finance", json!({"finance": true, "approver": true})),
        (
            "chosen",
            json!({"allProjects": false, "projects": [warehouse]}),
        ),
    ] {
        let mut body = json!({"name": name, "email": format!("{name}@a.example")});
        body.as_object_mut()
            .unwrap()
            .extend(access.as_object().unwrap().clone());
        let (_, token) = add_person(app, admin, &w.a, body).await;
        people.push((name, token));
    }

    let others = [w.b.as_str(), w.project_b.as_str(), w.ticket_b.as_str()];
    let mut checked = 0;
    for route in rows.iter().filter(|r| !r.writes()) {
        let (template, path, url) = (route.template, &route.path, route.url());
        let owner = app.get(&url, Some(&w.a_token)).await.status().as_u16();
        let theirs = others.iter().any(|id| path.contains(id));
        let outside = path.contains(w.project_a.as_str());
        for (who, token) in &people {
            let res = app.get(&url, Some(token)).await;
            let status = res.status().as_u16();
            let text = portico_tests::body_text(res).await;
            assert!(!text.contains(MARKER), "GET {template} as {who}: {text}");
            assert!(status < 500, "GET {template} as {who}: {status}");
            if theirs {
                assert_eq!(
                    status, owner,
                    "GET {template} as {who} (the owner: {owner})"
                );
                assert!(
                    status == 404 || status == 403 || status == 401,
                    "GET {template} as {who}: {status}"
                );
            }
            if *who == "chosen" && outside && (200..300).contains(&owner) {
                assert_eq!(status, 404, "GET {template} outside the member's projects");
            }
        }
        checked += 1;
    }
    assert!(checked > 40, "only {checked} reads");
}

engine_tests!(no_person_sees_another_company);
