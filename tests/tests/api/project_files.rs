//! A project's files in one list (ADR 0039): what its tickets, their replies and its
//! statement-of-work updates carry, each with where it is, who sent it and when, newest first;
//! scoped like the project (another company's, or a project a member was not given, answers
//! 404 like a missing one).

use portico_tests::{
    add_person, created, created_id, engine_tests, id_of, world, TestApp, PIXEL_PNG,
};
use serde_json::{json, Value};

const PDF: &[u8] = b"%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n";

async fn upload(app: &TestApp, name: &str, bytes: &[u8], token: &str) -> String {
    created_id(app.upload(name, bytes.to_vec(), Some(token)).await).await
}

async fn files(app: &TestApp, project: &str, token: &str) -> Value {
    created(
        app.get(&format!("/api/project/{project}/files"), Some(token))
            .await,
    )
    .await
}

/// Sends a message (`body` to `path`) with one file (its name and bytes) uploaded first: the
/// ids of what the answer shows and of the file.
async fn send(
    app: &TestApp,
    token: &str,
    path: &str,
    mut body: Value,
    (name, bytes): (&str, &[u8]),
) -> (String, String) {
    let file = upload(app, name, bytes, token).await;
    body["attachments"] = json!([file]);
    (
        created_id(app.post(path, &body, Some(token)).await).await,
        file,
    )
}

/// The list's rows as (file name, place kind, place title, uploader's name).
fn rows(list: &Value) -> Vec<(String, String, String, String)> {
    let text = |v: &Value| v.as_str().unwrap_or_else(|| panic!("{v}")).to_owned();
    list["files"]
        .as_array()
        .unwrap_or_else(|| panic!("{list}"))
        .iter()
        .map(|f| {
            (
                text(&f["file"]["name"]),
                text(&f["place"]["kind"]),
                text(&f["place"]["title"]),
                text(&f["uploadedBy"]["name"]),
            )
        })
        .collect()
}

async fn a_projects_files_are_listed_where_they_are(app: &TestApp) {
    let w = world(app).await;
    let (a, b, admin) = (&w.a_token, &w.b_token, &w.admin_token);
    let pa = &w.project_a;

    // Nothing sent yet: an empty list.
    let empty = files(app, pa, a).await;
    assert_eq!(empty, json!({"files": [], "total": 0}));

    // A ticket about the project with a screenshot; staff reply with a PDF; the client answers
    // with notes; then a statement-of-work update with a signed change.
    let about =
        json!({"title": "Checkout broken", "description": "See the screenshot", "project": pa});
    let shot = ("screenshot.png", PIXEL_PNG);
    let (ticket, shot) = send(app, a, "/api/ticket/create", about, shot).await;
    let reply = format!("/api/ticket/{ticket}/reply");
    let plan = json!({"text": "Here is the plan"});
    send(app, admin, &reply, plan, ("fix-plan.pdf", PDF)).await;
    let thanks = json!({"text": "Thanks"});
    send(app, a, &reply, thanks, ("notes.txt", b"Agreed")).await;
    let text = json!({"text": "Signed change request\nSee the attached PDF"});
    let path = format!("/api/project/addUpdate/{pa}");
    let (update, _) = send(app, a, &path, text, ("change-request.pdf", PDF)).await;
    // Files elsewhere stay out: a ticket about no project, client B's project, a requirement.
    let path = format!("/api/ticket/{}/reply", w.ticket_a);
    let text = json!({"text": "Unrelated"});
    send(app, a, &path, text, ("elsewhere.txt", b"no project")).await;
    let path = format!("/api/project/addUpdate/{}", w.project_b);
    let text = json!({"text": "B's update"});
    send(app, b, &path, text, ("theirs.txt", b"B's")).await;
    let brief = json!({"title": "A booking app"});
    send(app, a, "/api/project/addRequest", brief, ("brief.pdf", PDF)).await;
    // One not sent yet is no project's either.
    upload(app, "draft.txt", b"not sent", a).await;

    let expected = [
        (
            "change-request.pdf",
            "update",
            "Signed change request",
            "Ann",
        ),
        ("notes.txt", "comment", "Checkout broken", "Ann"),
        ("fix-plan.pdf", "comment", "Checkout broken", "Boss"),
        ("screenshot.png", "ticket", "Checkout broken", "Ann"),
    ]
    .map(|(n, k, t, u)| (n.to_owned(), k.to_owned(), t.to_owned(), u.to_owned()));
    for token in [a, admin] {
        let list = files(app, pa, token).await;
        assert_eq!(rows(&list), expected, "{list}");
        assert_eq!(list["total"], 4);
        let all = list["files"].as_array().unwrap();
        // Where each is: the ticket's id (and the reply's), or the update's.
        assert_eq!(all[0]["place"]["_id"], update.as_str());
        assert_eq!(all[0]["place"].get("comment"), None);
        for reply in &all[1..3] {
            assert_eq!(reply["place"]["_id"], ticket.as_str());
            assert!(reply["place"]["comment"].is_string(), "{reply}");
        }
        assert_eq!(all[3]["place"]["_id"], ticket.as_str());
        assert_eq!(all[3]["place"].get("comment"), None);
        // The file as every list shows it, and when it was sent.
        assert_eq!(id_of(&all[3]["file"]), shot);
        assert_eq!(all[3]["file"]["size"], PIXEL_PNG.len());
        assert_eq!(all[3]["file"]["kind"], "image");
        assert_eq!(all[3]["file"]["scan"], "unscanned");
        assert_eq!(all[0]["uploadedBy"]["_id"], w.a.as_str());
        for f in all {
            let at = f["attachedAt"].as_str().unwrap();
            assert!(at.len() >= 20 && at.ends_with('Z'), "{at}");
            // Each listed file opens for whoever sees the list.
            let url = format!("/api/attachments/{}", id_of(&f["file"]));
            assert_eq!(app.get(&url, Some(token)).await.status(), 200, "{url}");
        }
    }
    // B's own project lists B's file alone.
    assert_eq!(
        rows(&files(app, &w.project_b, b).await),
        [(
            "theirs.txt".to_owned(),
            "update".to_owned(),
            "B's update".to_owned(),
            "Bob".to_owned()
        )]
    );

    // Another company's project, one that does not exist, and no session.
    let url = format!("/api/project/{pa}/files");
    assert_eq!(app.get(&url, Some(b)).await.status(), 404);
    let missing = "/api/project/00000000-0000-4000-8000-000000000000/files";
    assert_eq!(app.get(missing, Some(admin)).await.status(), 404);
    assert_eq!(
        app.get("/api/project/nope/files", Some(a)).await.status(),
        404
    );
    assert_eq!(app.get(&url, None).await.status(), 401);
}

async fn a_member_sees_the_files_of_the_projects_they_were_given(app: &TestApp) {
    let w = world(app).await;
    let (a, admin) = (&w.a_token, &w.admin_token);
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
    let (_, member) = add_person(
        app,
        admin,
        &w.a,
        json!({"name": "Pia", "email": "pia@a.example", "allProjects": false, "projects": [warehouse]}),
    )
    .await;
    // A file on each project of the company.
    for (project, name, token) in [
        (&w.project_a, "storefront.txt", a),
        (&warehouse, "stock.txt", &member),
    ] {
        let body =
            json!({"title": format!("About {name}"), "description": "d", "project": project});
        send(app, token, "/api/ticket/create", body, (name, b"a file")).await;
    }
    // The member sees the project they were given, and the other answers like a missing one.
    let theirs = files(app, &warehouse, &member).await;
    assert_eq!(theirs["total"], 1);
    assert_eq!(theirs["files"][0]["file"]["name"], "stock.txt");
    assert_eq!(theirs["files"][0]["uploadedBy"]["name"], "Pia");
    let url = format!("/api/project/{}/files", w.project_a);
    assert_eq!(app.get(&url, Some(&member)).await.status(), 404);
    // The owner sees both projects' files, each on its own.
    assert_eq!(
        files(app, &w.project_a, a).await["files"][0]["file"]["name"],
        "storefront.txt"
    );
    assert_eq!(files(app, &warehouse, a).await["total"], 1);
}

engine_tests!(
    a_projects_files_are_listed_where_they_are,
    a_member_sees_the_files_of_the_projects_they_were_given
);
