//! The read model's declared map (`server/src/reads/writes.rs`) against what each write does: every
//! write route of the route x role table is sent once, by a caller it succeeds for, and the
//! versions that key the kept reads (each project's and each client's `data_version`) must change
//! exactly as the map says. A write that changes a read without saying so (a stale read), or that
//! says so and bumps nothing (a needless render), fails here.

use std::collections::{BTreeMap, BTreeSet};

use portico_server::reads::writes::{self, Changes};
use portico_tests::{engine_tests, TestApp};

use crate::roles;

/// Every project's and client's version, and each project's client.
struct Versions {
    projects: BTreeMap<String, (i64, String)>,
    clients: BTreeMap<String, i64>,
}

async fn versions(app: &TestApp) -> Versions {
    let projects: Vec<(String, i64, String)> =
        sqlx::query_as("SELECT id, data_version, client_id FROM projects")
            .fetch_all(&app.db)
            .await
            .unwrap();
    let clients: Vec<(String, i64)> =
        sqlx::query_as("SELECT id, data_version FROM users WHERE role = 'client'")
            .fetch_all(&app.db)
            .await
            .unwrap();
    Versions {
        projects: projects
            .into_iter()
            .map(|(id, v, client)| (id, (v, client)))
            .collect(),
        clients: clients.into_iter().collect(),
    }
}

/// What changed between two snapshots: projects bumped (or added, or gone), clients bumped.
fn changed(before: &Versions, after: &Versions) -> (BTreeSet<String>, BTreeSet<String>) {
    let ids: BTreeSet<&String> = before
        .projects
        .keys()
        .chain(after.projects.keys())
        .collect();
    let projects = ids
        .into_iter()
        .filter(|id| before.projects.get(*id).map(|p| p.0) != after.projects.get(*id).map(|p| p.0))
        .cloned()
        .collect();
    let clients = after
        .clients
        .iter()
        .filter(|(id, v)| before.clients.get(*id).is_some_and(|b| b != *v))
        .map(|(id, _)| id.clone())
        .collect();
    (projects, clients)
}

fn client_of(v: &Versions, project: &str) -> String {
    v.projects
        .get(project)
        .map(|p| p.1.clone())
        .unwrap_or_default()
}

async fn every_write_changes_what_the_map_says(app: &TestApp) {
    let w = roles::world(app).await;
    let table = roles::table(app, &w).await;
    let tokens = [
        None,
        Some(w.a_token.as_str()),
        Some(w.b_token.as_str()),
        Some(w.admin_token.as_str()),
    ];
    let mut exercised = BTreeSet::new();
    for (method, template, path, body, expected) in &table {
        if *method == "get" {
            continue;
        }
        let declared = writes::changes(method, template)
            .unwrap_or_else(|| panic!("{method} {template} is missing from reads::writes::WRITES"));
        // Staff first (most writes are theirs), then a client, then anyone.
        let Some(who) = [3, 1, 0, 2]
            .into_iter()
            .find(|&i| (200..300).contains(&expected[i]))
        else {
            continue;
        };
        let before = versions(app).await;
        let body = (!body.is_null()).then_some(body);
        let res = app
            .send(method, &format!("/api{path}"), body, tokens[who])
            .await;
        let status = res.status().as_u16();
        assert!(
            (200..300).contains(&status),
            "{method} {template}: {status} {}",
            res.text().await.unwrap_or_default()
        );
        let after = versions(app).await;
        let (projects, clients) = changed(&before, &after);
        let owners: BTreeSet<String> = projects
            .iter()
            .map(|p| client_of(&after, p))
            .chain(projects.iter().map(|p| client_of(&before, p)))
            .filter(|c| !c.is_empty())
            .collect();
        let what = format!("{method} {template} (declared {declared:?}): projects {projects:?}, clients {clients:?}");
        match declared {
            Changes::Nothing => {
                assert!(projects.is_empty() && clients.is_empty(), "{what}")
            }
            Changes::Project => {
                assert_eq!(projects.len(), 1, "{what}");
                assert!(clients.is_subset(&owners) && !clients.is_empty(), "{what}");
            }
            Changes::ClientList => {
                // The project added is new; no project that was there changed.
                assert!(
                    projects.iter().all(|p| !before.projects.contains_key(p)),
                    "{what}"
                );
                assert_eq!(clients.len(), 1, "{what}");
            }
            Changes::ClientProjects => {
                assert_eq!(clients.len(), 1, "{what}");
                let client = clients.iter().next().unwrap();
                let theirs: BTreeSet<String> = after
                    .projects
                    .iter()
                    .filter(|(_, (_, c))| c == client)
                    .map(|(id, _)| id.clone())
                    .collect();
                assert_eq!(projects, theirs, "{what}");
            }
            Changes::MemberProjects => {
                assert!(clients.is_subset(&owners), "{what}");
                assert_eq!(clients, owners, "{what}");
            }
        }
        exercised.insert(declared);
    }
    // The table exercises every kind of change at least once.
    for kind in [
        Changes::Nothing,
        Changes::Project,
        Changes::ClientList,
        Changes::ClientProjects,
        Changes::MemberProjects,
    ] {
        assert!(
            exercised.contains(&kind),
            "no write of the table changes {kind:?}"
        );
    }
}

engine_tests!(every_write_changes_what_the_map_says);
