//! The code host's webhook: signed deliveries (with a rotated secret), each acted on once.

use std::time::Duration;

use portico_tests::{Engine, TestApp};
use serde_json::{json, Value};

use super::{first_read, of_repo, read_until, start, token, Story, PAST_DEBOUNCE, REPO_A, REPO_B};

const SECRETS: &str = "first-secret,second-secret";

pub(crate) fn signature(secret: &str, body: &[u8]) -> String {
    use hmac::{Hmac, Mac};
    let mut mac = Hmac::<sha2::Sha256>::new_from_slice(secret.as_bytes()).unwrap();
    mac.update(body);
    let hex: String = mac
        .finalize()
        .into_bytes()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    format!("sha256={hex}")
}

pub(crate) fn push_of(repo: &str) -> String {
    json!({"ref": "refs/heads/main", "repository": {"full_name": repo}}).to_string()
}

pub(crate) async fn deliver(
    app: &TestApp,
    delivery: &str,
    body: &str,
    signature: Option<String>,
) -> reqwest::Response {
    deliver_event(app, "push", delivery, body, signature).await
}

async fn deliver_event(
    app: &TestApp,
    event: &str,
    delivery: &str,
    body: &str,
    signature: Option<String>,
) -> reqwest::Response {
    let mut req = app
        .http
        .post(app.url("/api/code/webhook"))
        .header("content-type", "application/json")
        .header("x-github-event", event)
        .header("x-github-delivery", delivery)
        .body(body.to_owned());
    if let Some(sig) = signature {
        req = req.header("x-hub-signature-256", sig);
    }
    req.send().await.unwrap()
}

/// `body` delivered as `delivery`, signed with `secret`: taken (200). Its answer.
async fn delivered(app: &TestApp, delivery: &str, body: &str, secret: &str) -> Value {
    let res = deliver(
        app,
        delivery,
        body,
        Some(signature(secret, body.as_bytes())),
    )
    .await;
    assert_eq!(res.status(), 200, "{delivery}");
    res.json().await.unwrap()
}

/// The world with a code host token and the webhook's secret set: deliveries signed with it are
/// taken.
async fn signed_by_github(engine: Engine) -> Story {
    start(
        engine,
        vec![token(), ("GITHUB_WEBHOOK_SECRET", SECRETS.into())],
    )
    .await
}

async fn webhook_deliveries_are_signed_and_handled_once(engine: Engine) {
    let s = signed_by_github(engine).await;
    let (app, w) = (&s.app, &s.w);
    first_read(&s).await;
    // A delivery for client B's repository, to be delivered again later.
    let push_b = push_of(REPO_B);
    assert_eq!(
        delivered(app, "delivery-b", &push_b, "first-secret").await,
        json!({"outcome": "refreshing"})
    );
    tokio::time::sleep(PAST_DEBOUNCE).await;
    assert!(
        !of_repo(&s.fake, REPO_B).is_empty(),
        "the delivery refreshed"
    );

    // Unsigned or wrongly signed: refused, and nothing is refreshed.
    let sha = s.fake.add_commit(REPO_A, "Ship checkout (#5)");
    let push_a = push_of(REPO_A);
    // B's refresh may still be fetching on a busy machine: count from when it has finished.
    let mut asked = s.fake.requests().len();
    for _ in 0..50 {
        tokio::time::sleep(Duration::from_millis(200)).await;
        let now = s.fake.requests().len();
        if now == asked {
            break;
        }
        asked = now;
    }
    for sig in [
        None,
        Some(signature("wrong-secret", push_a.as_bytes())),
        Some(signature("second-secret", b"another body")),
        Some("sha256=".to_owned() + &"0".repeat(64)),
    ] {
        let res = deliver(app, "delivery-x", &push_a, sig.clone()).await;
        assert_eq!(res.status(), 401, "{sig:?}");
    }
    tokio::time::sleep(Duration::from_millis(400)).await;
    assert_eq!(s.fake.requests().len(), asked);

    // Signed with the rotated-in secret: the push is fetched within moments.
    assert_eq!(
        delivered(app, "delivery-a", &push_a, "second-secret").await["outcome"],
        "refreshing"
    );
    let v = read_until(app, &w.project_a, &w.a_token, Duration::from_secs(5), |v| {
        v["commits"][0]["sha"] == sha.as_str()
    })
    .await;
    assert_eq!(v["commits"][0]["message"], "Ship checkout (#5)");

    // The first delivery again (GitHub redelivers): answered, not acted on.
    let asked_b = of_repo(&s.fake, REPO_B).len();
    assert_eq!(
        delivered(app, "delivery-b", &push_b, "first-secret").await,
        json!({"outcome": "duplicate"})
    );
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(of_repo(&s.fake, REPO_B).len(), asked_b);
    s.app.cleanup().await;
}

/// A push right after a refresh (GitHub sends several events for one push within seconds) must
/// still be fetched.
async fn a_push_right_after_a_refresh_is_fetched(engine: Engine) {
    let s = signed_by_github(engine).await;
    let (app, w) = (&s.app, &s.w);
    first_read(&s).await;
    let sha = s.fake.add_commit(REPO_A, "Hotfix");
    let push = push_of(REPO_A);
    assert_eq!(
        delivered(app, "push-1", &push, "first-secret").await["outcome"],
        "refreshing"
    );
    read_until(app, &w.project_a, &w.a_token, Duration::from_secs(5), |v| {
        v["commits"][0]["sha"] == sha.as_str()
    })
    .await;
    s.app.cleanup().await;
}

/// A merged pull request is news in the activity of the clients whose projects name its
/// repository, once however often it is delivered; one closed without merging is not.
async fn a_merged_pull_request_is_in_the_clients_activity(engine: Engine) {
    let s = signed_by_github(engine).await;
    let (app, w) = (&s.app, &s.w);
    let pull = |merged: bool, number: i64, title: &str| {
        json!({"action": "closed", "number": number, "repository": {"full_name": "ACME/Storefront"},
            "pull_request": {"number": number, "title": title, "merged": merged}})
        .to_string()
    };
    let merged = pull(true, 41, "Checkout with saved cards\u{7}");
    for delivery in ["pr-41", "pr-41"] {
        let sig = signature("first-secret", merged.as_bytes());
        let res = deliver_event(app, "pull_request", delivery, &merged, Some(sig)).await;
        assert_eq!(res.status(), 200);
    }
    let closed = pull(false, 42, "Abandoned spike");
    let sig = signature("first-secret", closed.as_bytes());
    let res = deliver_event(app, "pull_request", "pr-42", &closed, Some(sig)).await;
    assert_eq!(res.status(), 200);

    let feed = |token: String| async move {
        let res = app.get("/api/activity", Some(&token)).await;
        assert_eq!(res.status(), 200);
        res.json::<Value>().await.unwrap()
    };
    let a = feed(w.a_token.clone()).await;
    let merges: Vec<&Value> = a["events"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["kind"] == "pullMerged")
        .collect();
    assert_eq!(merges.len(), 1, "{a}");
    assert_eq!(merges[0]["subject"], "Checkout with saved cards");
    assert_eq!(merges[0]["target"], "41");
    assert_eq!(merges[0]["actor"], "codeHost");
    assert_eq!(merges[0]["project"], w.project_a.as_str());
    let b = feed(w.b_token.clone()).await;
    assert!(!b.to_string().contains("pullMerged"), "{b}");
    s.app.cleanup().await;
}

code_stories!(
    a_merged_pull_request_is_in_the_clients_activity,
    webhook_deliveries_are_signed_and_handled_once,
    a_push_right_after_a_refresh_is_fetched,
    deliveries_are_refused_before_their_body_is_read,
);

/// Sends a webhook request's head and the first bytes of a body it says is `length` long, then
/// stalls; the status the server answers meanwhile, if it answers within five seconds (it must
/// not wait for a body it will not use; it does wait the two seconds of its lingering close,
/// `server/src/linger.rs`, for a sender to finish). The connection stays open while the returned
/// stream lives.
async fn stalled_delivery(
    port: u16,
    length: usize,
    signature: Option<String>,
) -> (Option<u16>, tokio::net::TcpStream) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(("127.0.0.1", port))
        .await
        .unwrap();
    let signature = signature
        .map(|s| format!("x-hub-signature-256: {s}\r\n"))
        .unwrap_or_default();
    let head = format!(
        "POST /api/code/webhook HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n\
         x-github-event: push\r\nx-github-delivery: stalled\r\n{signature}content-length: {length}\r\n\r\n{{\"ref\":"
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    let mut answer = [0u8; 12];
    let read = tokio::time::timeout(Duration::from_secs(5), stream.read_exact(&mut answer)).await;
    let status = match read {
        Ok(Ok(_)) => std::str::from_utf8(&answer[9..12])
            .ok()
            .and_then(|s| s.parse().ok()),
        _ => None,
    };
    (status, stream)
}

/// A delivery that cannot be accepted is refused before its body is read: with no secret
/// configured, without a signature, or longer than a delivery may be; and only a few are read at
/// once, the others refused at once (the poll catches up with what they would have said).
async fn deliveries_are_refused_before_their_body_is_read(engine: Engine) {
    let well_formed = format!("sha256={}", "0".repeat(64));
    let no_secret = start(engine, vec![token()]).await;
    let (status, _) =
        stalled_delivery(no_secret.app.port, 1_000_000, Some(well_formed.clone())).await;
    assert_eq!(status, Some(401), "no secret configured");
    no_secret.app.cleanup().await;

    let s = signed_by_github(engine).await;
    let app = &s.app;
    let (status, _) = stalled_delivery(app.port, 1_000_000, None).await;
    assert_eq!(status, Some(401), "no signature");
    let (status, _) = stalled_delivery(app.port, 1_000_000, Some("sha256=short".into())).await;
    assert_eq!(status, Some(401), "not a signature");
    let (status, _) = stalled_delivery(app.port, 30_000_000, Some(well_formed.clone())).await;
    assert_eq!(status, Some(413), "longer than a delivery may be");

    // Eight stalled deliveries at once: four are being read, four refused at once.
    let mut burst = tokio::task::JoinSet::new();
    for _ in 0..8 {
        burst.spawn(stalled_delivery(
            app.port,
            1_000_000,
            Some(well_formed.clone()),
        ));
    }
    let stalled = burst.join_all().await;
    let statuses: Vec<Option<u16>> = stalled.iter().map(|(s, _)| *s).collect();
    assert_eq!(
        statuses.iter().filter(|s| s.is_none()).count(),
        4,
        "{statuses:?}"
    );
    assert_eq!(
        statuses.iter().filter(|s| **s == Some(429)).count(),
        4,
        "{statuses:?}"
    );
    // Those connections closed, deliveries are read again.
    drop(stalled);
    let body = push_of(REPO_A);
    let sig = signature("first-secret", body.as_bytes());
    let mut status = 0;
    for _ in 0..100 {
        status = deliver(app, "after-the-burst", &body, Some(sig.clone()))
            .await
            .status()
            .as_u16();
        if status != 429 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(status, 200);
    s.app.cleanup().await;
}
