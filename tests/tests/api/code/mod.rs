//! Code updates against a fake GitHub: what a client reads, how the cache spares the code host
//! (stale window, conditional requests, rate limits), how errors and slowness are answered, what
//! is posted in whose name, and the signed webhook.

use std::time::{Duration, Instant};

use portico_tests::fake_github::{FakeGitHub, Request};
use portico_tests::{spawn_app_env, world, Engine, TestApp, World};
use serde_json::Value;

/// A story that starts a fake GitHub and an app pointed at it, on both engines.
macro_rules! code_stories {
    ($($(#[$meta:meta])* $story:ident),+ $(,)?) => {
        $(
            mod $story {
                $(#[$meta])*
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn sqlite() {
                    super::$story(portico_tests::Engine::Sqlite).await;
                }
                $(#[$meta])*
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn postgres() {
                    super::$story(portico_tests::Engine::Postgres).await;
                }
            }
        )+
    };
}

const TOKEN: &str = "ghp_test-token-0123456789";
/// Client A's project names `acme/storefront`, client B's `acme/bookings` (see `world`).
pub(crate) const REPO_A: &str = "acme/storefront";
const REPO_B: &str = "acme/bookings";

pub(crate) struct Story {
    fake: FakeGitHub,
    pub(crate) app: TestApp,
    pub(crate) w: World,
}

/// A fake GitHub, the app reading it with `env`, and the two-client world.
pub(crate) async fn start(engine: Engine, env: Vec<(&'static str, String)>) -> Story {
    let fake = FakeGitHub::start().await;
    let mut vars = vec![("GITHUB_API_URL", fake.url.clone())];
    vars.extend(env);
    let app = spawn_app_env(engine, vars).await;
    let w = world(&app).await;
    Story { fake, app, w }
}

pub(crate) fn token() -> (&'static str, String) {
    ("GITHUB_TOKEN", TOKEN.into())
}

/// `GET /api/code/{project}`: asserts a 200 and returns the answer.
async fn read(app: &TestApp, project: &str, token: &str) -> Value {
    let res = app.get(&format!("/api/code/{project}"), Some(token)).await;
    let status = res.status().as_u16();
    let text = res.text().await.unwrap();
    assert_eq!(status, 200, "{text}");
    assert!(!text.contains(TOKEN), "the token never reaches a browser");
    serde_json::from_str(&text).unwrap()
}

/// Reads until `done` holds, for at most `within`.
async fn read_until(
    app: &TestApp,
    project: &str,
    token: &str,
    within: Duration,
    done: impl Fn(&Value) -> bool,
) -> Value {
    let started = Instant::now();
    loop {
        let v = read(app, project, token).await;
        if done(&v) {
            return v;
        }
        assert!(
            started.elapsed() < within,
            "still not there: sync {}, commits {}",
            v["sync"],
            v["commits"]
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The first read, waited for until it has data.
async fn first_read(s: &Story) -> Value {
    read_until(
        &s.app,
        &s.w.project_a,
        &s.w.a_token,
        Duration::from_secs(5),
        |v| v["sync"]["state"] == "ok",
    )
    .await
}

fn of_repo(fake: &FakeGitHub, repo: &str) -> Vec<Request> {
    let prefix = format!("/repos/{repo}");
    fake.requests()
        .into_iter()
        .filter(|r| r.path == prefix || r.path.starts_with(&format!("{prefix}/")))
        .collect()
}

fn messages(v: &Value) -> Vec<&str> {
    v["commits"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["message"].as_str().unwrap())
        .collect()
}

fn numbers(list: &Value) -> Vec<i64> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|i| i["number"].as_i64().unwrap())
        .collect()
}

/// Ages the kept activity past the stale window (a minute without polling), as if that long had
/// passed since the last refresh.
async fn a_minute_passes(app: &TestApp) {
    sqlx::query("UPDATE code_repos SET tried_at = tried_at - 61000")
        .execute(&app.db)
        .await
        .unwrap();
}

/// A moment, so that a second refresh is asked for after the first one started (and its
/// `fetchedAt`, in milliseconds, differs).
const PAST_DEBOUNCE: Duration = Duration::from_millis(50);

mod reads;
pub(crate) mod webhook;
mod writes;
