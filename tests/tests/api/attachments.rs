//! Attached files (ADR 0039): uploaded first, attached with a message, served through the record
//! that owns them; checked on their own bytes; stored once by content; within a company's quota.

use portico_tests::clamd::{Clamd, MARKER};
use portico_tests::s3::S3Server;
use portico_tests::{
    created, engine_fns, engine_tests, error_of, id_of, spawn_app_env, with_id, world, PIXEL_PNG,
};
use portico_tests::{spawn_pair, Engine, TestApp};
use serde_json::{json, Value};

const PNG: &[u8] =
    b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0\x1f\x15\xc4\x89";
const PDF: &[u8] = b"%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n";

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
    let shot_id = id_of(&shot);
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
    assert_eq!(id_of(&ticket["attachments"][0]), shot_id);
    let ticket_id = id_of(&ticket);

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
            &json!({"text": "Here is the fix plan", "attachments": [id_of(&pdf)]}),
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
        .get(&format!("/api/attachments/{}", id_of(&pdf)), Some(a))
        .await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["content-type"], "application/pdf");
    assert_eq!(res.bytes().await.unwrap().as_ref(), PDF);
    // A reply's file, like the ticket's, is no other company's.
    let pdf_url = format!("/api/attachments/{}", id_of(&pdf));
    assert_eq!(app.get(&pdf_url, Some(b)).await.status(), 404);
    assert_eq!(
        app.get(&format!("{pdf_url}/thumbnail"), Some(b))
            .await
            .status(),
        404
    );
    // The client's list shows both, each on its message.
    let list: Value = app
        .get(&format!("/api/ticket/{}", w.a), Some(a))
        .await
        .json()
        .await
        .unwrap();
    let mine = with_id(&list, &ticket_id);
    assert_eq!(id_of(&mine["attachments"][0]), shot_id);
    assert_eq!(mine["comments"][0]["attachments"][0]["name"], "quote.pdf");

    // Client B cannot attach client A's upload, nor remove it.
    let draft = upload(app, "notes.txt", b"first draft", a).await;
    let draft_id = id_of(&draft);
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
        .get(&format!("/api/attachments/{}", id_of(&zip)), Some(a))
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
        app.stored_files().await.is_empty(),
        "{:?}",
        app.stored_files().await
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
    let contents: Vec<String> = app
        .stored_files()
        .await
        .into_iter()
        .filter(|p| p.starts_with("sha256"))
        .collect();
    assert_eq!(contents.len(), 1, "{contents:?}");
    assert_eq!(app.stored_files().await, contents, "no upload left behind");
    let id = id_of(&file);
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

/// A requirement's brief and an update's signed change request: seen by whoever may see the
/// record they go with, and by no one else.
async fn files_go_with_requirements_and_updates(app: &TestApp) {
    let w = world(app).await;
    let (a, b, admin) = (&w.a_token, &w.b_token, &w.admin_token);
    let status = |res: reqwest::Response| res.status().as_u16();

    let brief = upload(app, "brief.pdf", PDF, a).await;
    let res = app
        .post(
            "/api/project/addRequest",
            &json!({"title": "A booking app", "description": "See the brief", "attachments": [id_of(&brief)]}),
            Some(a),
        )
        .await;
    assert_eq!(res.status(), 201);
    let requests: Value = app
        .get("/api/project/requests", Some(a))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(requests[0]["attachments"][0]["name"], "brief.pdf");
    let staff_view: Value = app
        .get(
            &format!("/api/project/requests?client={}", w.a),
            Some(admin),
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(id_of(&staff_view[0]["attachments"][0]), id_of(&brief));
    let url = format!("/api/attachments/{}", id_of(&brief));
    assert_eq!(status(app.get(&url, Some(a)).await), 200);
    assert_eq!(status(app.get(&url, Some(admin)).await), 200);
    assert_eq!(status(app.get(&url, Some(b)).await), 404);

    // A client's update, and staff's answer with a file of their own.
    let change = upload(app, "change-request.pdf", PDF, a).await;
    let res = app
        .post(
            &format!("/api/project/addUpdate/{}", w.project_a),
            &json!({"text": "Signed change request attached", "attachments": [id_of(&change)]}),
            Some(a),
        )
        .await;
    assert_eq!(res.status(), 201);
    let reply = upload(app, "plan.txt", b"the new plan", admin).await;
    let res = app
        .post(
            &format!("/api/project/addUpdate/{}", w.project_a),
            &json!({"text": "Here is the new plan", "attachments": [id_of(&reply)]}),
            Some(admin),
        )
        .await;
    assert_eq!(res.status(), 201);
    let updates: Value = app
        .get(&format!("/api/project/updates/{}", w.project_a), Some(a))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(updates[0]["attachments"][0]["name"], "change-request.pdf");
    assert_eq!(updates[1]["attachments"][0]["name"], "plan.txt");
    for file in [&change, &reply] {
        let url = format!("/api/attachments/{}", id_of(file));
        assert_eq!(status(app.get(&url, Some(a)).await), 200);
        assert_eq!(status(app.get(&url, Some(admin)).await), 200);
        assert_eq!(
            status(app.get(&url, Some(b)).await),
            404,
            "another company's"
        );
    }
    // Another company's upload cannot be put on this project's update, nor on B's own project
    // through A's file.
    let theirs = upload(app, "theirs.txt", b"not yours", b).await;
    let res = app
        .post(
            &format!("/api/project/addUpdate/{}", w.project_b),
            &json!({"text": "Mine", "attachments": [id_of(&brief)]}),
            Some(b),
        )
        .await;
    let (code, error) = error_of(res).await;
    assert_eq!(
        (code, error["fields"][0]["field"].as_str()),
        (400, Some("attachments"))
    );
    let res = app
        .post(
            &format!("/api/project/addUpdate/{}", w.project_a),
            &json!({"text": "Mine", "attachments": [id_of(&theirs)]}),
            Some(b),
        )
        .await;
    assert_eq!(res.status(), 404, "B does not see A's project");
}

/// PNG's CRC-32 of a chunk's type and data.
fn png_crc(bytes: &[u8]) -> u32 {
    let mut crc = 0xffff_ffffu32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xedb8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

/// An image gets a thumbnail made once; a decompression bomb (a valid header declaring a
/// picture of 100,000 by 100,000 pixels) gets none, and the server goes on.
async fn images_get_thumbnails_and_a_bomb_gets_none(app: &TestApp) {
    let w = world(app).await;
    let (a, b) = (&w.a_token, &w.b_token);
    let shot = upload(app, "shot.png", PIXEL_PNG, a).await;
    let url = format!("/api/attachments/{}/thumbnail", id_of(&shot));
    for _ in 0..2 {
        let res = app.get(&url, Some(a)).await;
        assert_eq!(res.status(), 200);
        assert_eq!(res.headers()["content-type"], "image/png");
        assert_eq!(res.headers()["x-content-type-options"], "nosniff");
        assert!(res.bytes().await.unwrap().starts_with(b"\x89PNG\r\n\x1a\n"));
    }
    assert_eq!(app.get(&url, Some(b)).await.status(), 404);
    let kept: Vec<String> = app
        .stored_files()
        .await
        .into_iter()
        .filter(|k| k.starts_with("thumbnails"))
        .collect();
    assert_eq!(kept.len(), 1, "made once, kept: {kept:?}");

    let mut bomb = PIXEL_PNG.to_vec();
    bomb[16..20].copy_from_slice(&100_000u32.to_be_bytes());
    bomb[20..24].copy_from_slice(&100_000u32.to_be_bytes());
    let crc = png_crc(&bomb[12..29]);
    bomb[29..33].copy_from_slice(&crc.to_be_bytes());
    let bomb = upload(app, "bomb.png", &bomb, a).await;
    let bomb_url = format!("/api/attachments/{}/thumbnail", id_of(&bomb));
    assert_eq!(app.get(&bomb_url, Some(a)).await.status(), 404);
    // A file that is no image has none either; the server answers as before.
    let notes = upload(app, "notes.txt", b"notes", a).await;
    let notes_url = format!("/api/attachments/{}/thumbnail", id_of(&notes));
    assert_eq!(app.get(&notes_url, Some(a)).await.status(), 404);
    assert_eq!(app.get(&url, Some(a)).await.status(), 200);
}

/// A server's own limits (`ATTACHMENTS_MAX_FILE_MB`, `ATTACHMENTS_QUOTA_MB`) are what
/// `/attachments/limits` says and what holds; parallel uploads of one company cannot pass its
/// quota together.
async fn a_servers_limits_are_said_and_hold_under_parallel_uploads(engine: Engine) {
    let app = spawn_app_env(
        engine,
        vec![
            ("ATTACHMENTS_QUOTA_MB", "1".into()),
            ("ATTACHMENTS_MAX_FILE_MB", "1".into()),
        ],
    )
    .await;
    let w = world(&app).await;
    let limits = |token: String| {
        let app = &app;
        async move {
            let res = app.get("/api/attachments/limits", Some(&token)).await;
            assert_eq!(res.status(), 200);
            res.json::<Value>().await.unwrap()
        }
    };
    let mib = 1024 * 1024;
    assert_eq!(
        limits(w.a_token.clone()).await,
        json!({ "maxBytes": mib, "maxFiles": 10, "atOnce": 4, "quotaBytes": mib, "usedBytes": 0 })
    );
    // Staff have no quota.
    let staff = limits(w.admin_token.clone()).await;
    assert_eq!(
        (staff["maxBytes"].as_u64(), staff["quotaBytes"].is_null()),
        (Some(mib), true)
    );
    assert_eq!(app.get("/api/attachments/limits", None).await.status(), 401);

    // One byte past the server's limit, declared or not, is refused with its figure.
    let mut big = vec![b'x'; mib as usize + 1];
    let res = app.upload("big.txt", big.clone(), Some(&w.a_token)).await;
    let (status, error) = error_of(res).await;
    assert_eq!(status, 400, "{error}");
    assert_eq!(error["fields"][0]["code"], "file_too_large");
    assert_eq!(
        error["fields"][0]["message"],
        "This file is larger than 1 MB."
    );
    big.pop();
    let whole = upload(&app, "whole.txt", &big, &w.admin_token).await;
    assert_eq!(whole["size"], mib);

    // Two people of the company, four files each at once (a person sends four at a time).
    let (_, colleague) = portico_tests::add_person(
        &app,
        &w.admin_token,
        &w.a,
        json!({"name": "Kim", "email": "kim@example.com"}),
    )
    .await;
    let sends: Vec<_> = (0..8u8)
        .map(|i| {
            let mut bytes = vec![b'x'; 200 * 1024];
            bytes[0] = b'0' + i;
            let token = if i % 2 == 0 { &w.a_token } else { &colleague };
            let req = app
                .http
                .post(app.url("/api/attachments"))
                .query(&[("name", format!("part{i}.txt"))])
                .bearer_auth(token)
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
    assert_eq!(limits(w.a_token.clone()).await["usedBytes"], 5 * 200 * 1024);
    app.cleanup().await;
}

engine_tests!(
    a_file_travels_with_its_ticket,
    files_are_checked_on_their_own_bytes,
    files_go_with_requirements_and_updates,
    images_get_thumbnails_and_a_bomb_gets_none,
    a_chunked_body_is_cut_off_at_the_limit
);
engine_fns!(a_servers_limits_are_said_and_hold_under_parallel_uploads);

/// The same stories on a real S3-compatible server (one per test, a bucket of its own).
async fn on_s3(engine: Engine) -> (S3Server, TestApp) {
    let s3 = S3Server::start().await;
    let env = s3.bucket().await;
    let app = spawn_app_env(engine, env).await;
    (s3, app)
}

async fn a_file_travels_with_its_ticket_on_s3(engine: Engine) {
    let (_s3, app) = on_s3(engine).await;
    a_file_travels_with_its_ticket(&app).await;
    // Stored in the bucket, not on the server's disk.
    assert!(!app.stored_files().await.is_empty());
    assert!(!app.files_dir.exists());
    app.cleanup().await;
}

async fn files_are_checked_on_their_own_bytes_on_s3(engine: Engine) {
    let (_s3, app) = on_s3(engine).await;
    files_are_checked_on_their_own_bytes(&app).await;
    app.cleanup().await;
}

/// On AWS a server has no keys of its own: the store is built from the standard AWS
/// configuration alone (here the `AWS_*` variables of the process, as the AWS SDKs read them; on
/// AWS the role's credentials), the bucket the only thing in `ATTACHMENTS_URL`. Each test runs in
/// a process of its own (nextest), so the variables reach this test's server only.
async fn the_stories_run_with_only_the_aws_environment(engine: Engine) {
    let s3 = S3Server::start().await;
    let (bucket, aws) = s3.bucket_aws().await;
    for (k, v) in aws {
        std::env::set_var(k, v);
    }
    let app = spawn_app_env(engine, vec![("ATTACHMENTS_URL", format!("s3://{bucket}"))]).await;
    a_file_travels_with_its_ticket(&app).await;
    // Stored in that bucket, not on the server's disk.
    assert!(!portico_tests::s3::keys(&s3.endpoint, &bucket)
        .await
        .is_empty());
    assert!(!app.files_dir.exists());
    app.cleanup().await;
}

engine_fns!(
    a_file_travels_with_its_ticket_on_s3,
    files_are_checked_on_their_own_bytes_on_s3,
    the_stories_run_with_only_the_aws_environment
);

/// With clamd, every file is scanned before anyone can open it: a clean one opens, an infected
/// one never does, and staff are told.
async fn files_are_scanned_when_clamd_is_set(engine: Engine) {
    let clamd = Clamd::start().await;
    let app = spawn_app_env(engine, vec![("CLAMD_URL", clamd.url.clone())]).await;
    let w = world(&app).await;
    let (a, admin) = (&w.a_token, &w.admin_token);
    let clean = upload(&app, "notes.txt", b"meeting notes", a).await;
    assert_eq!(clean["scan"], "clean");
    let mut bytes = b"an ordinary looking report ".to_vec();
    bytes.extend_from_slice(MARKER);
    let bad = upload(&app, "report.txt", &bytes, a).await;
    assert_eq!(bad["scan"], "infected");
    let ticket = created(
        app.post(
            "/api/ticket/create",
            &json!({"title": "Files", "description": "Two files", "attachments": [id_of(&clean), id_of(&bad)]}),
            Some(a),
        )
        .await,
    )
    .await;
    let scans: Vec<&str> = ticket["attachments"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["scan"].as_str().unwrap())
        .collect();
    assert_eq!(scans, ["clean", "infected"]);
    let open = |f: &Value| format!("/api/attachments/{}", id_of(f));
    assert_eq!(app.get(&open(&clean), Some(admin)).await.status(), 200);
    for token in [a, admin] {
        let (status, error) = error_of(app.get(&open(&bad), Some(token)).await).await;
        assert_eq!(
            (status, error["field"].as_str()),
            (409, Some("file")),
            "{error}"
        );
    }
    // The same bytes again keep their verdict; staff heard of the infected file.
    let again = upload(&app, "copy.txt", &bytes, a).await;
    assert_eq!(again["scan"], "infected");
    let told: Vec<String> = sqlx::query_scalar("SELECT payload FROM mail_outbox")
        .fetch_all(&app.db)
        .await
        .unwrap();
    assert!(
        told.iter().any(|p| p.contains("report.txt")),
        "staff are told of report.txt: {told:?}"
    );
    app.cleanup().await;
}

engine_fns!(
    files_are_scanned_when_clamd_is_set,
    two_servers_share_one_store
);

/// Two app servers behind a load balancer share one S3 store: a file uploaded through one is
/// attached and opened through the other, its thumbnail made once for both.
async fn two_servers_share_one_store(engine: Engine) {
    let s3 = S3Server::start().await;
    let (one, two) = spawn_pair(engine, s3.bucket().await).await;
    let w = world(&one).await;
    let a = &w.a_token;
    let shot = upload(&one, "shot.png", PIXEL_PNG, a).await;
    let ticket = created(
        two.post(
            "/api/ticket/create",
            &json!({"title": "From two", "description": "d", "attachments": [id_of(&shot)]}),
            Some(a),
        )
        .await,
    )
    .await;
    assert_eq!(id_of(&ticket["attachments"][0]), id_of(&shot));
    let id = id_of(&shot);
    let res = two.get(&format!("/api/attachments/{id}"), Some(a)).await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.bytes().await.unwrap().as_ref(), PIXEL_PNG);
    for app in [&one, &two] {
        let res = app
            .get(&format!("/api/attachments/{id}/thumbnail"), Some(a))
            .await;
        assert_eq!(res.status(), 200);
    }
    let thumbnails = one
        .stored_files()
        .await
        .into_iter()
        .filter(|k| k.starts_with("thumbnails/"))
        .count();
    assert_eq!(thumbnails, 1);
    two.cleanup().await;
    one.cleanup().await;
}

/// A body sent in chunks, with no declared length, is cut off past the limit all the same.
async fn a_chunked_body_is_cut_off_at_the_limit(app: &TestApp) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let w = world(app).await;
    let mut conn = tokio::net::TcpStream::connect(("127.0.0.1", app.port))
        .await
        .unwrap();
    let head = format!(
        "POST /api/attachments?name=big.txt HTTP/1.1\r\nHost: localhost\r\n\
         Authorization: Bearer {}\r\nTransfer-Encoding: chunked\r\n\r\n",
        w.a_token
    );
    conn.write_all(head.as_bytes()).await.unwrap();
    let chunk = vec![b'a'; 1024 * 1024];
    let mut sent = 0;
    // 40 MiB offered; the server may stop reading (and close) once past 25.
    for _ in 0..40 {
        let mut frame = format!("{:x}\r\n", chunk.len()).into_bytes();
        frame.extend_from_slice(&chunk);
        frame.extend_from_slice(b"\r\n");
        if conn.write_all(&frame).await.is_err() {
            break;
        }
        sent += 1;
    }
    let _ = conn.write_all(b"0\r\n\r\n").await;
    let mut answer = Vec::new();
    let _ = tokio::time::timeout(
        std::time::Duration::from_secs(10),
        conn.read_to_end(&mut answer),
    )
    .await;
    let answer = String::from_utf8_lossy(&answer);
    assert!(
        answer.is_empty()
            || (answer.starts_with("HTTP/1.1 400") && answer.contains("file_too_large")),
        "after {sent} MiB: {answer}"
    );
    assert_eq!(app.count("attachments").await, 0);
    assert!(
        app.stored_files().await.is_empty(),
        "{:?}",
        app.stored_files().await
    );
}
