//! The kept project reads answered as browsers ask for them (`server/src/reads/answer.rs`): in
//! the encoding the caller weighs highest, with the same JSON in each, an entity tag that changes
//! with the read and a 304 for a caller that holds the read already, on both engines and whatever
//! `READ_CACHE` keeps. The scope is checked before the tag: another client's project is "not
//! found" even to a caller that claims to hold it.

use std::io::Read;

use portico_tests::{engine_tests, world, Engine, TestApp};
use reqwest::header::HeaderMap;
use serde_json::Value;

use crate::reads::spawn_keeping;

const BROWSER: &str = "gzip, deflate, br, zstd";

async fn ask(
    app: &TestApp,
    path: &str,
    token: &str,
    headers: &[(&str, &str)],
) -> reqwest::Response {
    let mut req = app.http.get(app.url(path)).bearer_auth(token);
    for (k, v) in headers {
        req = req.header(*k, *v);
    }
    req.send().await.unwrap()
}

/// The answer's JSON, decoded as a browser would from its `Content-Encoding`.
async fn decoded(res: reqwest::Response) -> (HeaderMap, Value) {
    assert_eq!(res.status(), 200);
    let headers = res.headers().clone();
    let body = res.bytes().await.unwrap();
    let mut json = Vec::new();
    match headers.get("content-encoding").map(|v| v.to_str().unwrap()) {
        None => json.extend_from_slice(&body),
        Some("br") => {
            brotli::Decompressor::new(&body[..], 4096)
                .read_to_end(&mut json)
                .unwrap();
        }
        Some("gzip") => {
            flate2::read::GzDecoder::new(&body[..])
                .read_to_end(&mut json)
                .unwrap();
        }
        Some(other) => panic!("unexpected content-encoding {other}"),
    }
    (headers, serde_json::from_slice(&json).unwrap())
}

fn etag(headers: &HeaderMap) -> String {
    let tag = headers["etag"].to_str().unwrap().to_owned();
    assert!(tag.starts_with("W/\"") && tag.ends_with('"'), "{tag}");
    tag
}

/// One read path, every encoding: the same JSON and the same tag, `Vary: Accept-Encoding`.
async fn every_encoding_is_the_same_read(
    app: &TestApp,
    path: &str,
    token: &str,
) -> (String, Value) {
    let (plain, json) = decoded(ask(app, path, token, &[]).await).await;
    assert!(!plain.contains_key("content-encoding"), "{path}");
    let tag = etag(&plain);
    for (accept, coding) in [
        (BROWSER, "br"),
        ("gzip", "gzip"),
        ("br;q=0.2, gzip", "gzip"),
    ] {
        let (headers, same) =
            decoded(ask(app, path, token, &[("accept-encoding", accept)]).await).await;
        assert_eq!(headers["content-encoding"], coding, "{path} {accept}");
        assert_eq!(
            headers["vary"].to_str().unwrap().to_ascii_lowercase(),
            "accept-encoding"
        );
        assert_eq!(
            headers["cache-control"], "no-store",
            "private data stays out of caches"
        );
        assert_eq!(etag(&headers), tag, "{path} {accept}");
        assert_eq!(same, json, "{path} {accept}");
    }
    (tag, json)
}

async fn not_modified(app: &TestApp, path: &str, token: &str, tags: &str) -> bool {
    let res = ask(
        app,
        path,
        token,
        &[("accept-encoding", BROWSER), ("if-none-match", tags)],
    )
    .await;
    match res.status().as_u16() {
        304 => {
            assert!(res.headers().contains_key("etag"));
            assert_eq!(res.bytes().await.unwrap().len(), 0);
            true
        }
        200 => false,
        other => panic!("{path}: {other}"),
    }
}

async fn reads_come_as_browsers_ask(app: &TestApp) {
    let w = world(app).await;
    let detail = format!("/api/project/detail/{}", w.project_a);
    let by_user = format!("/api/project/projectsByUser/{}", w.a);
    let mine = "/api/project/projectsUser";

    let (tag, before) = every_encoding_is_the_same_read(app, &detail, &w.a_token).await;
    let (staff_tag, _) = every_encoding_is_the_same_read(app, &detail, &w.admin_token).await;
    assert_eq!(staff_tag, tag, "staff and the client read the same project");
    let (list_tag, list) = every_encoding_is_the_same_read(app, mine, &w.a_token).await;
    assert_eq!(list.as_array().unwrap().len(), 1);
    assert_eq!(list[0], before);
    assert_ne!(list_tag, tag);
    every_encoding_is_the_same_read(app, &by_user, &w.admin_token).await;

    // Held already: 304, by weak comparison, in a list of tags, or `*`.
    assert!(not_modified(app, &detail, &w.a_token, &tag).await);
    assert!(not_modified(app, &detail, &w.a_token, tag.trim_start_matches("W/")).await);
    assert!(not_modified(app, &detail, &w.a_token, &format!("\"other\", {tag}")).await);
    assert!(not_modified(app, mine, &w.a_token, &list_tag).await);
    assert!(
        !not_modified(app, mine, &w.a_token, &tag).await,
        "a project's tag is not the list's"
    );
    assert!(!not_modified(app, &detail, &w.a_token, "W/\"0000000000000000\"").await);

    // Another client's project stays "not found", whatever the caller claims to hold.
    let theirs = format!("/api/project/detail/{}", w.project_b);
    for tags in ["*", tag.as_str()] {
        let res = ask(app, &theirs, &w.a_token, &[("if-none-match", tags)]).await;
        assert_eq!(res.status(), 404, "{tags}");
    }

    // A write changes the read: the old tag gets the new read, in every encoding.
    w.set_task_status(app, &w.task_a, "done").await;
    assert!(!not_modified(app, &detail, &w.a_token, &tag).await);
    assert!(!not_modified(app, mine, &w.a_token, &list_tag).await);
    let (new_tag, after) = every_encoding_is_the_same_read(app, &detail, &w.a_token).await;
    assert_ne!(new_tag, tag);
    assert_eq!(after["sprints"][0]["tasks"][0]["status"], "done");
    let (_, list) = every_encoding_is_the_same_read(app, mine, &w.a_token).await;
    assert_eq!(list[0], after);
    assert!(not_modified(app, &detail, &w.a_token, &new_tag).await);
}

engine_tests!(reads_come_as_browsers_ask);

/// The same answers from a server that keeps nothing in memory (each read compressed for itself).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reads_come_as_browsers_ask_kept_nowhere() {
    for engine in [Engine::Sqlite, Engine::Postgres] {
        let app = spawn_keeping(engine, "off").await;
        reads_come_as_browsers_ask(&app).await;
        app.cleanup().await;
    }
}
