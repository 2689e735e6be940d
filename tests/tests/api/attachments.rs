//! Attached files (ADR 0039): uploaded first, attached with a message, served through the record
//! that owns them; checked on their own bytes; stored once by content; within a company's quota.

use std::path::Path;

use portico_tests::{created, engine_fns, engine_tests, error_of, spawn_app_with, world};
use portico_tests::{Engine, SpawnOptions, TestApp};
use serde_json::{json, Value};

const PNG: &[u8] =
    b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0\x1f\x15\xc4\x89";
const PDF: &[u8] = b"%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n";

/// The files under the store's folder (uploads in progress and contents), relative paths.
fn stored(dir: &Path) -> Vec<String> {
    fn walk(dir: &Path, root: &Path, out: &mut Vec<String>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, root, out);
            } else {
                out.push(p.strip_prefix(root).unwrap().display().to_string());
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, dir, &mut out);
    out.sort();
    out
}

async fn upload(app: &TestApp, name: &str, bytes: &[u8], token: &str) -> Value {
    created(app.upload(name, bytes.to_vec(), Some(token)).await).await
}

async fn file_code(res: reqwest::Response) -> String {
    let (status, error) = error_of(res).await;
    assert_eq!(status, 400, "{error}");
    assert_eq!(error["fields"][0]["field"], "file", "{error}");
    error["fields"][0]["code"].as_str().unwrap().to_owned()
}

async fn a_file_travels_with_its_ticket(app: &TestApp) {
    let w = world(app).await;
    let (a, b, admin) = (&w.a_token, &w.b_token, &w.admin_token);
    let shot = upload(app, "screenshot.png", PNG, a).await;
    assert_eq!(shot["name"], "screenshot.png");
    assert_eq!(shot["size"], PNG.len());
    assert_eq!(shot["contentType"], "image/png");
    assert_eq!(shot["kind"], "image");
    assert_eq!(shot["inline"], true);
    assert_eq!(shot["scan"], "unscanned");
    let shot_id = shot["_id"].as_str().unwrap();
    // Not sent yet: its uploader's alone.
    assert_eq!(
        app.get(&format!("/api/attachments/{shot_id}"), Some(admin))
            .await
            .status(),
        404
    );

    let ticket = created(
        app.post(
            "/api/ticket/create",
            &json!({"title": "Checkout broken", "description": "See the screenshot", "attachments": [shot_id]}),
            Some(a),
        )
        .await,
    )
    .await;
    assert_eq!(ticket["attachments"][0]["_id"], shot_id);
    let ticket_id = ticket["_id"].as_str().unwrap();

    let url = format!("/api/attachments/{shot_id}");
    for token in [a, admin] {
        let res = app.get(&url, Some(token)).await;
        assert_eq!(res.status(), 200);
        let h = res.headers().clone();
        assert_eq!(h["content-type"], "image/png");
        assert_eq!(h["x-content-type-options"], "nosniff");
        assert_eq!(h["content-security-policy"], "default-src 'none'; sandbox");
        assert!(h["content-disposition"]
            .to_str()
            .unwrap()
            .starts_with("inline;"));
        assert_eq!(res.bytes().await.unwrap().as_ref(), PNG);
    }
    // Another company's file answers like a missing one.
    assert_eq!(app.get(&url, Some(b)).await.status(), 404);
    assert_eq!(app.get(&url, None).await.status(), 401);
    // Sent once: it cannot be sent again, nor removed.
    let again = app
        .post(
            &format!("/api/ticket/{ticket_id}/reply"),
            &json!({"text": "Again", "attachments": [shot_id]}),
            Some(a),
        )
        .await;
    let (status, error) = error_of(again).await;
    assert_eq!(
        (status, error["fields"][0]["field"].as_str()),
        (400, Some("attachments"))
    );
    assert_eq!(app.send("delete", &url, None, Some(a)).await.status(), 404);

    // Staff reply with a PDF; the client opens it.
    let pdf = upload(app, "quote.pdf", PDF, admin).await;
    let reply = app
        .post(
            &format!("/api/ticket/{ticket_id}/reply"),
            &json!({"text": "Here is the fix plan", "attachments": [pdf["_id"]]}),
            Some(admin),
        )
        .await;
    assert_eq!(reply.status(), 201);
    let page: Value = app
        .get(&format!("/api/ticket/{ticket_id}/comments"), Some(a))
        .await
        .json()
        .await
        .unwrap();
    let files = &page[0]["attachments"];
    assert_eq!(files[0]["name"], "quote.pdf");
    let res = app
        .get(
            &format!("/api/attachments/{}", pdf["_id"].as_str().unwrap()),
            Some(a),
        )
        .await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["content-type"], "application/pdf");
    assert_eq!(res.bytes().await.unwrap().as_ref(), PDF);
    // The client's list shows both, each on its message.
    let list: Value = app
        .get(&format!("/api/ticket/{}", w.a), Some(a))
        .await
        .json()
        .await
        .unwrap();
    let mine = list
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["_id"] == ticket_id)
        .unwrap();
    assert_eq!(mine["attachments"][0]["_id"], shot_id);
    assert_eq!(mine["comments"][0]["attachments"][0]["name"], "quote.pdf");

    // Client B cannot attach client A's upload, nor remove it.
    let draft = upload(app, "notes.txt", b"first draft", a).await;
    let draft_id = draft["_id"].as_str().unwrap();
    let res = app
        .post(
            "/api/ticket/create",
            &json!({"title": "Mine", "description": "d", "attachments": [draft_id]}),
            Some(b),
        )
        .await;
    assert_eq!(res.status(), 400);
    let draft_url = format!("/api/attachments/{draft_id}");
    assert_eq!(
        app.send("delete", &draft_url, None, Some(b)).await.status(),
        404
    );
    assert_eq!(
        app.send("delete", &draft_url, None, Some(a)).await.status(),
        204
    );
    assert_eq!(app.get(&draft_url, Some(a)).await.status(), 404);
    // A zip downloads, never shows.
    let zip = upload(
        app,
        "site.zip",
        b"PK\x05\x06\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0",
        a,
    )
    .await;
    let res = app
        .get(
            &format!("/api/attachments/{}", zip["_id"].as_str().unwrap()),
            Some(a),
        )
        .await;
    assert!(res.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .starts_with("attachment; filename=\"site.zip\""));
}

async fn files_are_checked_on_their_own_bytes(app: &TestApp) {
    let w = world(app).await;
    let a = &w.a_token;
    let html = b"<!doctype html><script>alert(document.cookie)</script>";
    let cases: [(&str, &[u8], &str); 6] = [
        ("cat.png", html, "file_content"),
        ("page.html", html, "file_type"),
        (
            "logo.svg",
            b"<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
            "file_type",
        ),
        ("setup.exe", b"MZ\x90\0", "file_type"),
        ("report.pdf", PNG, "file_content"),
        ("empty.txt", b"", "file_empty"),
    ];
    for (name, bytes, code) in cases {
        let res = app.upload(name, bytes.to_vec(), Some(a)).await;
        assert_eq!(file_code(res).await, code, "{name}");
    }
    // A body past the limit is cut off, and nothing of it stays.
    // The server answers at once (the declared length is past the limit) and stops reading: the
    // client sees the refusal, or the connection closed under the rest of its body.
    let big = vec![b'a'; 25 * 1024 * 1024 + 1];
    let sent = app
        .http
        .post(app.url("/api/attachments?name=huge.txt"))
        .bearer_auth(a)
        .body(big)
        .send()
        .await;
    if let Ok(res) = sent {
        assert_eq!(file_code(res).await, "file_too_large");
    }
    assert_eq!(app.count("attachments").await, 0);
    assert!(
        stored(&app.files_dir).is_empty(),
        "{:?}",
        stored(&app.files_dir)
    );

    // Names a person's computer gave are kept safely, and never name anything in the store.
    let names = [
        ("../../etc/passwd.txt", "passwd.txt"),
        ("a\u{0}b.txt", "ab.txt"),
        ("invoice\u{202e}txt.exe.txt", "invoicetxt.exe.txt"),
    ];
    for (raw, kept) in names {
        let file = upload(app, raw, b"hello", a).await;
        assert_eq!(file["name"], kept);
    }
    let long = format!("{}.txt", "n".repeat(300));
    let file = upload(app, &long, b"hello", a).await;
    assert_eq!(file["name"].as_str().unwrap().chars().count(), 255);
    assert!(file["name"].as_str().unwrap().ends_with(".txt"));
    // Four uploads of the same bytes: one stored content.
    let contents: Vec<String> = stored(&app.files_dir)
        .into_iter()
        .filter(|p| p.starts_with("sha256"))
        .collect();
    assert_eq!(contents.len(), 1, "{contents:?}");
    assert_eq!(stored(&app.files_dir), contents, "no upload left behind");
    let id = file["_id"].as_str().unwrap();
    let res = app.get(&format!("/api/attachments/{id}"), Some(a)).await;
    let disposition = res.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(
        disposition.starts_with("attachment; filename=\"nnn"),
        "{disposition}"
    );
    assert!(!disposition.contains('/'));
}

/// Parallel uploads of one company cannot pass its quota together.
async fn a_quota_holds_under_parallel_uploads(engine: Engine) {
    let app = spawn_app_with(
        engine,
        SpawnOptions {
            web_dir: None,
            env: vec![("ATTACHMENTS_QUOTA_MB", "1".into())],
        },
    )
    .await;
    let w = world(&app).await;
    let sends: Vec<_> = (0..8u8)
        .map(|i| {
            let mut bytes = vec![b'x'; 200 * 1024];
            bytes[0] = b'0' + i;
            let req = app
                .http
                .post(app.url("/api/attachments"))
                .query(&[("name", format!("part{i}.txt"))])
                .bearer_auth(&w.a_token)
                .body(bytes);
            tokio::spawn(async move { req.send().await.unwrap() })
        })
        .collect();
    let mut ok = 0;
    for send in sends {
        let res = send.await.unwrap();
        match res.status().as_u16() {
            201 => ok += 1,
            _ => assert_eq!(file_code(res).await, "file_quota"),
        }
    }
    // 1 MiB holds five files of 200 KiB, not six.
    assert_eq!(ok, 5);
    app.cleanup().await;
}

engine_tests!(
    a_file_travels_with_its_ticket,
    files_are_checked_on_their_own_bytes
);
engine_fns!(a_quota_holds_under_parallel_uploads);
