//! A fake GitHub REST API for tests: an axum app that serves, for any `owner/name`, the reads the
//! server makes (repository, commits, issues, pull requests, comments, statuses, check runs), each
//! with an `ETag` and a 304 for a matching `If-None-Match`, and takes the two writes (issue,
//! comment) when they carry a bearer token. Each repository can be made to misbehave (rate
//! limits, errors, slowness, not found); repositories whose name contains `offline` always
//! answer 503. Tests drive it from Rust; browser journeys drive the `fake-github` binary over
//! HTTP under `/_fake/`.

pub mod data;

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::{header, HeaderMap, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::{json, Value};

pub use data::{Checks, Repo};

/// How a repository answers.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum Mode {
    #[default]
    Normal,
    /// 403 with `x-ratelimit-remaining: 0` and `x-ratelimit-reset` this many seconds ahead.
    RateLimited403 { secs: u64 },
    /// 429 with `Retry-After` of this many seconds.
    RetryAfter429 { secs: u64 },
    /// 500 to everything.
    Error500,
    /// Answers normally after this many milliseconds.
    Slow { ms: u64 },
    /// 404 to everything.
    NotFound,
}

impl Mode {
    /// From the HTTP control's `{mode, secs?, ms?}`.
    pub fn from_json(v: &Value) -> Option<Self> {
        let secs = v.get("secs").and_then(Value::as_u64).unwrap_or(60);
        Some(match v.get("mode")?.as_str()? {
            "normal" => Self::Normal,
            "rate_limited_403" => Self::RateLimited403 { secs },
            "retry_after_429" => Self::RetryAfter429 { secs },
            "error_500" => Self::Error500,
            "slow" => Self::Slow {
                ms: v.get("ms").and_then(Value::as_u64).unwrap_or(3000),
            },
            "not_found" => Self::NotFound,
            _ => return None,
        })
    }
}

/// One request the fake received.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    pub method: String,
    /// Without the query.
    pub path: String,
    pub query: String,
    pub if_none_match: bool,
    /// 0 while the answer is still being made.
    pub status: u16,
}

/// One write the fake received (whatever it answered).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Post {
    pub path: String,
    pub title: Option<String>,
    pub body: String,
    /// The `Authorization` header as sent.
    pub authorization: Option<String>,
}

#[derive(Default)]
pub struct Inner {
    /// By lower-case `owner/name`, made on first use.
    pub repos: HashMap<String, Repo>,
    pub modes: HashMap<String, Mode>,
    pub requests: Vec<Request>,
    pub posts: Vec<Post>,
}

impl Inner {
    pub fn repo(&mut self, full_name: &str) -> &mut Repo {
        self.repos
            .entry(full_name.to_ascii_lowercase())
            .or_insert_with(|| Repo::new(full_name))
    }
}

pub type Shared = Arc<Mutex<Inner>>;

fn lock(state: &Shared) -> MutexGuard<'_, Inner> {
    state
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

pub struct FakeGitHub {
    /// `http://127.0.0.1:PORT`, for `GITHUB_API_URL`.
    pub url: String,
    pub state: Shared,
    task: tokio::task::JoinHandle<()>,
}

impl FakeGitHub {
    /// Serves on a free port of 127.0.0.1 until dropped.
    pub async fn start() -> Self {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind the fake GitHub");
        Self::serve(listener)
    }

    pub fn serve(listener: tokio::net::TcpListener) -> Self {
        let port = listener.local_addr().map(|a| a.port()).unwrap_or(0);
        let state = Shared::default();
        let app = router(state.clone());
        let task = tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        Self {
            url: format!("http://127.0.0.1:{port}"),
            state,
            task,
        }
    }

    /// `repo` is `owner/name`.
    pub fn set_mode(&self, repo: &str, mode: Mode) {
        lock(&self.state)
            .modes
            .insert(repo.to_ascii_lowercase(), mode);
    }

    pub fn requests(&self) -> Vec<Request> {
        lock(&self.state).requests.clone()
    }

    pub fn posts(&self) -> Vec<Post> {
        lock(&self.state).posts.clone()
    }

    /// Adds a commit on top of `repo` (so its commits' ETag changes) and returns its sha.
    pub fn add_commit(&self, repo: &str, message: &str) -> String {
        lock(&self.state)
            .repo(repo)
            .push_commit(message, &data::now_text())
    }

    /// Sets a commit's statuses and check runs.
    pub fn set_checks(&self, repo: &str, sha: &str, checks: Checks) {
        lock(&self.state)
            .repo(repo)
            .checks
            .insert(sha.to_owned(), checks);
    }

    /// Anything else, under the lock.
    pub fn with<T>(&self, f: impl FnOnce(&mut Inner) -> T) -> T {
        f(&mut lock(&self.state))
    }
}

impl Drop for FakeGitHub {
    fn drop(&mut self) {
        self.task.abort();
    }
}

pub fn router(state: Shared) -> Router {
    Router::new()
        .route("/_fake/posts", get(fake_posts))
        .route("/_fake/requests", get(fake_requests))
        .route("/_fake/mode", post(fake_mode))
        .route("/_fake/commit", post(fake_commit))
        .route("/_fake/reset", post(fake_reset))
        .fallback(github)
        .with_state(state)
}

async fn fake_posts(State(state): State<Shared>) -> Json<Value> {
    let posts = lock(&state).posts.clone();
    Json(Value::Array(
        posts
            .iter()
            .map(|p| {
                json!({
                    "path": p.path,
                    "title": p.title,
                    "body": p.body,
                    "authorization": p.authorization,
                    "authorized": p.authorization.is_some(),
                })
            })
            .collect(),
    ))
}

async fn fake_requests(State(state): State<Shared>) -> Json<Value> {
    let requests = lock(&state).requests.clone();
    Json(Value::Array(
        requests
            .iter()
            .map(|r| json!({ "method": r.method, "path": r.path, "ifNoneMatch": r.if_none_match, "status": r.status }))
            .collect(),
    ))
}

/// `{repo, mode, secs?, ms?}`.
async fn fake_mode(State(state): State<Shared>, Json(v): Json<Value>) -> StatusCode {
    let (Some(repo), Some(mode)) = (v.get("repo").and_then(Value::as_str), Mode::from_json(&v))
    else {
        return StatusCode::BAD_REQUEST;
    };
    lock(&state).modes.insert(repo.to_ascii_lowercase(), mode);
    StatusCode::NO_CONTENT
}

/// `{repo, message}` → `{sha}`.
async fn fake_commit(State(state): State<Shared>, Json(v): Json<Value>) -> Response {
    let (Some(repo), Some(message)) = (
        v.get("repo").and_then(Value::as_str),
        v.get("message").and_then(Value::as_str),
    ) else {
        return StatusCode::BAD_REQUEST.into_response();
    };
    let sha = lock(&state)
        .repo(repo)
        .push_commit(message, &data::now_text());
    Json(json!({ "sha": sha })).into_response()
}

async fn fake_reset(State(state): State<Shared>) -> StatusCode {
    *lock(&state) = Inner::default();
    StatusCode::NO_CONTENT
}

fn message(status: StatusCode, text: &str) -> Response {
    (status, Json(json!({ "message": text }))).into_response()
}

/// Every GitHub path: logs the request, applies the repository's mode, then answers.
async fn github(
    State(state): State<Shared>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let if_none_match = headers
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let at = {
        let mut inner = lock(&state);
        inner.requests.push(Request {
            method: method.to_string(),
            path: uri.path().to_owned(),
            query: uri.query().unwrap_or_default().to_owned(),
            if_none_match: if_none_match.is_some(),
            status: 0,
        });
        inner.requests.len() - 1
    };
    let res = answer(&state, &method, uri.path(), &headers, if_none_match, &body).await;
    if let Some(r) = lock(&state).requests.get_mut(at) {
        r.status = res.status().as_u16();
    }
    res
}

async fn answer(
    state: &Shared,
    method: &Method,
    path: &str,
    headers: &HeaderMap,
    if_none_match: Option<String>,
    body: &[u8],
) -> Response {
    let parts: Vec<&str> = path.trim_matches('/').split('/').collect();
    let ["repos", owner, name, rest @ ..] = parts.as_slice() else {
        return message(StatusCode::NOT_FOUND, "Not Found");
    };
    let full_name = format!("{owner}/{name}");
    if name.to_ascii_lowercase().contains("offline") {
        return message(StatusCode::SERVICE_UNAVAILABLE, "Service Unavailable");
    }
    let mode = lock(state)
        .modes
        .get(&full_name.to_ascii_lowercase())
        .cloned()
        .unwrap_or_default();
    match mode {
        Mode::Normal => {}
        Mode::Slow { ms } => tokio::time::sleep(Duration::from_millis(ms)).await,
        Mode::RateLimited403 { secs } => {
            let reset = crate::now_ms() / 1000 + secs as i64;
            let mut res = message(StatusCode::FORBIDDEN, "API rate limit exceeded");
            let h = res.headers_mut();
            h.insert("x-ratelimit-limit", 5000.into());
            h.insert("x-ratelimit-remaining", 0.into());
            h.insert("x-ratelimit-reset", reset.into());
            return res;
        }
        Mode::RetryAfter429 { secs } => {
            let mut res = message(StatusCode::TOO_MANY_REQUESTS, "secondary rate limit");
            res.headers_mut().insert(header::RETRY_AFTER, secs.into());
            return res;
        }
        Mode::Error500 => return message(StatusCode::INTERNAL_SERVER_ERROR, "Server Error"),
        Mode::NotFound => return message(StatusCode::NOT_FOUND, "Not Found"),
    }
    if *method == Method::GET {
        let data = {
            let mut inner = lock(state);
            let repo = inner.repo(&full_name);
            match *rest {
                [] => Some(repo.repo_json()),
                ["commits"] => Some(repo.commits_json()),
                ["issues"] => Some(repo.issues_json()),
                ["pulls"] => Some(repo.pulls_json()),
                ["issues", n, "comments"] => n.parse().ok().and_then(|n| repo.comments_json(n)),
                ["commits", sha, "status"] => repo.status_json(sha),
                ["commits", sha, "check-runs"] => repo.check_runs_json(sha),
                _ => None,
            }
        };
        let Some(data) = data else {
            return message(StatusCode::NOT_FOUND, "Not Found");
        };
        return conditional(&data, if_none_match.as_deref());
    }
    if *method != Method::POST {
        return message(StatusCode::NOT_FOUND, "Not Found");
    }
    let authorization = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let input: Value = serde_json::from_slice(body).unwrap_or(Value::Null);
    let text = |key: &str| input.get(key).and_then(Value::as_str).map(str::to_owned);
    let mut inner = lock(state);
    inner.posts.push(Post {
        path: path.to_owned(),
        title: text("title"),
        body: text("body").unwrap_or_default(),
        authorization: authorization.clone(),
    });
    let authorized = authorization
        .as_deref()
        .and_then(|a| a.strip_prefix("Bearer "))
        .is_some_and(|t| !t.trim().is_empty());
    if !authorized {
        return message(StatusCode::UNAUTHORIZED, "Requires authentication");
    }
    let repo = inner.repo(&full_name);
    let created = match *rest {
        ["issues"] => match text("title").filter(|t| !t.trim().is_empty()) {
            Some(title) => Some(repo.open_issue(&title, &text("body").unwrap_or_default())),
            None => return message(StatusCode::UNPROCESSABLE_ENTITY, "Validation Failed"),
        },
        ["issues", n, "comments"] => n
            .parse()
            .ok()
            .and_then(|n| repo.comment(n, &text("body").unwrap_or_default())),
        _ => None,
    };
    match created {
        Some(v) => (StatusCode::CREATED, Json(v)).into_response(),
        None => message(StatusCode::NOT_FOUND, "Not Found"),
    }
}

/// A 200 with the body's ETag, or a 304 with no body when the caller already has it.
fn conditional(data: &Value, if_none_match: Option<&str>) -> Response {
    let body = data.to_string();
    let etag = format!("W/\"{:016x}\"", data::hash(&body));
    let mut res = if if_none_match.is_some_and(|sent| sent.trim() == etag) {
        Response::builder()
            .status(StatusCode::NOT_MODIFIED)
            .body(Body::empty())
    } else {
        Response::builder()
            .status(StatusCode::OK)
            .header(header::CONTENT_TYPE, "application/json; charset=utf-8")
            .body(Body::from(body))
    }
    .unwrap_or_default();
    if let Ok(v) = etag.parse() {
        res.headers_mut().insert(header::ETAG, v);
    }
    res
}
