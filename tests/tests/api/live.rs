//! The live stream (`GET /api/events`, Server-Sent Events): a write reaches the streams of the
//! people who may see what it changed, on this server and on another, and nobody else's; nothing
//! of another company's ever appears on a client's stream, not even an id; signing out ends the
//! stream.

use std::time::Duration;

use portico_tests::{engine_fns, engine_tests, id_of, spawn_pair, world, Engine, TestApp};
use serde_json::{json, Value};

use super::writes::set_status;

/// Generous bounds for a failing story; the design's bound is a second.
const WAIT: Duration = Duration::from_secs(5);

/// An open stream, read event by event.
struct Stream {
    res: reqwest::Response,
    buf: String,
}

impl Stream {
    async fn open(app: &TestApp, token: &str) -> Self {
        let res = app
            .http
            .get(app.url("/api/events"))
            .bearer_auth(token)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 200);
        let headers = res.headers();
        assert_eq!(headers["content-type"], "text/event-stream");
        assert_eq!(headers["x-accel-buffering"], "no");
        assert!(headers.get("content-encoding").is_none());
        Self {
            res,
            buf: String::new(),
        }
    }

    /// The next event's name and data within `within`; None when none came or the stream ended.
    async fn next(&mut self, within: Duration) -> Option<(String, Value)> {
        let until = tokio::time::Instant::now() + within;
        loop {
            if let Some(end) = self.buf.find("\n\n") {
                let block: String = self.buf.drain(..end + 2).collect();
                let (mut name, mut data) = (None, None);
                for line in block.lines() {
                    if let Some(v) = line.strip_prefix("event:") {
                        name = Some(v.trim().to_owned());
                    } else if let Some(v) = line.strip_prefix("data:") {
                        data = Some(serde_json::from_str(v.trim()).unwrap());
                    }
                }
                match (name, data) {
                    (Some(name), Some(data)) => return Some((name, data)),
                    _ => continue, // a keep-alive comment
                }
            }
            let chunk = tokio::time::timeout_at(until, self.res.chunk()).await;
            match chunk {
                Ok(Ok(Some(bytes))) => self.buf.push_str(std::str::from_utf8(&bytes).unwrap()),
                _ => return None,
            }
        }
    }

    /// Every event within `within`.
    async fn all(&mut self, within: Duration) -> Vec<(String, Value)> {
        let until = tokio::time::Instant::now() + within;
        let mut out = Vec::new();
        while let Some(e) = self.next(until - tokio::time::Instant::now()).await {
            out.push(e);
        }
        out
    }

    /// The next event about `project`, skipping others (the list's, say).
    async fn project(&mut self, project: &str) -> bool {
        let until = tokio::time::Instant::now() + WAIT;
        while let Some((name, data)) = self.next(until - tokio::time::Instant::now()).await {
            if name == "project" && data["_id"] == project {
                return true;
            }
        }
        false
    }

    /// The stream ended (the server closed it) within `within`.
    async fn ends(&mut self, within: Duration) -> bool {
        let until = tokio::time::Instant::now() + within;
        loop {
            match tokio::time::timeout_at(until, self.res.chunk()).await {
                Ok(Ok(Some(_))) => continue,
                Ok(Ok(None)) | Ok(Err(_)) => return true,
                Err(_) => return false,
            }
        }
    }
}

async fn a_write_reaches_only_those_who_may_see_it(app: &TestApp) {
    let w = world(app).await;
    let mut a = Stream::open(app, &w.a_token).await;
    let mut b = Stream::open(app, &w.b_token).await;
    let mut staff = Stream::open(app, &w.admin_token).await;
    let (name, hello) = a.next(WAIT).await.unwrap();
    assert_eq!(name, "hello");
    assert!(
        hello["projects"][&w.project_a].as_i64().is_some(),
        "{hello}"
    );
    assert!(hello["projects"].get(&w.project_b).is_none(), "{hello}");
    assert_eq!(b.next(WAIT).await.unwrap().0, "hello");
    assert_eq!(staff.next(WAIT).await.unwrap().0, "hello");

    set_status(app, &w, &w.task_a, "done").await;
    assert!(a.project(&w.project_a).await, "A hears of its project");
    assert!(
        staff.project(&w.project_a).await,
        "staff hear of every project"
    );

    // Writes to B's project: B hears of them; A's stream never names them.
    let sprint = id_of(
        &app.post(
            &format!("/api/project/addSprint/{}", w.project_b),
            &json!({"title": "Canary"}),
            Some(&w.admin_token),
        )
        .await
        .json::<Value>()
        .await
        .unwrap(),
    );
    let task = app
        .post(
            &format!("/api/project/addTask/{sprint}"),
            &json!({"title": "Canary task"}),
            Some(&w.admin_token),
        )
        .await;
    assert_eq!(task.status(), 201);
    assert!(b.project(&w.project_b).await, "B hears of its project");
    // A's project written again: the next thing A hears is about it, and nothing before it
    // named B's project, B, or B's records.
    set_status(app, &w, &w.task_a, "todo").await;
    let heard = a.all(Duration::from_millis(1500)).await;
    let text = format!("{heard:?}");
    for secret in [&w.project_b, &w.b, &sprint] {
        assert!(!text.contains(secret.as_str()), "A heard {secret}: {text}");
    }
    assert!(
        heard
            .iter()
            .any(|(n, d)| n == "project" && d["_id"] == w.project_a.as_str()),
        "{text}"
    );
    // B heard nothing of A's project.
    let heard = format!("{:?}", b.all(Duration::from_millis(300)).await);
    assert!(!heard.contains(w.project_a.as_str()), "{heard}");
}

async fn signing_out_ends_the_stream(app: &TestApp) {
    let w = world(app).await;
    let mut a = Stream::open(app, &w.a_token).await;
    assert_eq!(a.next(WAIT).await.unwrap().0, "hello");
    let res = app
        .post("/api/user/logout", &json!({}), Some(&w.a_token))
        .await;
    assert!(res.status().is_success(), "{}", res.status());
    assert!(a.ends(WAIT).await, "the stream ends with its session");
    // And a stream cannot be opened with it again.
    let res = app
        .http
        .get(app.url("/api/events"))
        .bearer_auth(&w.a_token)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 401);
    let res = app.http.get(app.url("/api/events")).send().await.unwrap();
    assert_eq!(res.status(), 401);
}

engine_tests!(
    a_write_reaches_only_those_who_may_see_it,
    signing_out_ends_the_stream
);

/// A write answered by one server reaches a stream open on another (on SQLite, two servers on
/// one file).
async fn a_write_on_one_server_reaches_a_stream_on_another(engine: Engine) {
    let (one, two) = spawn_pair(engine, vec![]).await;
    let w = world(&one).await;
    let mut a = Stream::open(&two, &w.a_token).await;
    assert_eq!(a.next(WAIT).await.unwrap().0, "hello");
    set_status(&one, &w, &w.task_a, "inprogress").await;
    assert!(a.project(&w.project_a).await);
}

engine_fns!(a_write_on_one_server_reaches_a_stream_on_another);
