//! GitHub's REST API, read with conditional requests (a 304 costs no rate limit) and written with
//! the server's token, which never leaves this module: not in a log, not in an answer.

use std::sync::atomic::{AtomicI64, Ordering};
use std::time::Duration;

use reqwest::header::{
    HeaderMap, ACCEPT, AUTHORIZATION, CONTENT_TYPE, ETAG, IF_NONE_MATCH, RETRY_AFTER, USER_AGENT,
};
use reqwest::{Method, StatusCode};
use serde_json::Value;

use super::host::{CodeHost, Fetched, HostError, HostResult, RepoInfo, RepoKey};
use super::markdown::to_safe_html;
use super::view::{CheckState, CommitView, IssueCommentView, IssueView, PullView};
use crate::config::Secret;

/// How many of each list we keep.
pub const COMMITS: usize = 20;
pub const ISSUES: usize = 30;
pub const PULLS: usize = 20;
pub const COMMENTS: usize = 50;

pub struct GitHub {
    http: reqwest::Client,
    base: String,
    token: Option<Secret>,
    /// No request before this time (epoch ms): the last answer said the token's budget is spent
    /// (`x-ratelimit-remaining: 0`) or asked us to wait. Every caller, worker or write, obeys it.
    paused_until: AtomicI64,
}

impl GitHub {
    /// `timeout` bounds every call, connection included.
    pub fn new(base: &str, token: Option<Secret>, timeout: Duration) -> Self {
        let http = reqwest::Client::builder()
            .timeout(timeout)
            .connect_timeout(timeout.min(Duration::from_secs(5)))
            .redirect(reqwest::redirect::Policy::limited(3))
            .build()
            .unwrap_or_default();
        Self {
            http,
            base: base.trim_end_matches('/').to_owned(),
            token,
            paused_until: AtomicI64::new(0),
        }
    }

    /// Refuses at once while the rate limit holds: never a request that would only count against it.
    fn check_pause(&self) -> Result<(), HostError> {
        let until = self.paused_until.load(Ordering::Relaxed);
        if until > crate::db::now_ms() {
            Err(HostError::RateLimited { until_ms: until })
        } else {
            Ok(())
        }
    }

    /// Reads an answer's status and rate-limit headers: an error for a failed status, and a pause
    /// when the budget is spent even though this answer succeeded.
    fn observe(&self, status: StatusCode, headers: &HeaderMap) -> Result<(), HostError> {
        let result = check(status, headers);
        let until = match &result {
            Err(HostError::RateLimited { until_ms }) => Some(*until_ms),
            _ => spent_until(headers),
        };
        if let Some(until) = until {
            self.paused_until.fetch_max(until, Ordering::Relaxed);
        }
        result
    }

    fn request(&self, method: Method, path: &str) -> reqwest::RequestBuilder {
        let mut req = self
            .http
            .request(method, format!("{}{path}", self.base))
            .header(ACCEPT, "application/vnd.github+json")
            .header("X-GitHub-Api-Version", "2022-11-28")
            .header(USER_AGENT, "portico");
        if let Some(token) = &self.token {
            req = req.header(AUTHORIZATION, format!("Bearer {}", token.expose()));
        }
        req
    }

    /// A conditional GET: the JSON of a 200 with its ETag, or `NotModified`.
    async fn get(&self, path: &str, etag: Option<&str>) -> HostResult<Value> {
        self.check_pause()?;
        let mut req = self.request(Method::GET, path);
        if let Some(etag) = etag {
            req = req.header(IF_NONE_MATCH, etag);
        }
        let res = req.send().await.map_err(unreachable)?;
        let status = res.status();
        let headers = res.headers().clone();
        if status == StatusCode::NOT_MODIFIED {
            let _ = self.observe(StatusCode::OK, &headers);
            return Ok(Fetched::NotModified);
        }
        self.observe(status, &headers)?;
        let etag = headers
            .get(ETAG)
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned);
        let data = read_json(res).await?;
        Ok(Fetched::Fresh { data, etag })
    }

    async fn post(&self, path: &str, body: Value) -> Result<Value, HostError> {
        if self.token.is_none() {
            return Err(HostError::NoToken);
        }
        self.check_pause()?;
        let res = self
            .request(Method::POST, path)
            .header(CONTENT_TYPE, "application/json")
            .body(body.to_string())
            .send()
            .await
            .map_err(unreachable)?;
        let status = res.status();
        let headers = res.headers().clone();
        self.observe(status, &headers)?;
        read_json(res).await
    }
}

fn unreachable(err: reqwest::Error) -> HostError {
    // Without the URL: it is ours, but keep log lines short and free of anything configured.
    HostError::Unreachable(err.without_url().to_string())
}

async fn read_json(res: reqwest::Response) -> Result<Value, HostError> {
    // The lists we ask for are bounded by `per_page`; a body past this is not GitHub's.
    const MAX_BODY: usize = 8 * 1024 * 1024;
    let bytes = res.bytes().await.map_err(unreachable)?;
    if bytes.len() > MAX_BODY {
        return Err(HostError::Unreachable("answer too large".into()));
    }
    serde_json::from_slice(&bytes).map_err(|e| HostError::Unreachable(format!("bad JSON: {e}")))
}

/// When a successful answer says the budget is spent: its reset time.
fn spent_until(headers: &HeaderMap) -> Option<i64> {
    let header = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
    let remaining = header("x-ratelimit-remaining")?
        .trim()
        .parse::<i64>()
        .ok()?;
    if remaining > 0 {
        return None;
    }
    let now = crate::db::now_ms();
    let reset = header("x-ratelimit-reset")
        .and_then(|v| v.trim().parse::<i64>().ok())
        .map_or(now + 60_000, |s| s * 1000);
    Some(reset.clamp(now + 1000, now + 24 * 3_600_000))
}

/// Maps an error status to what it means for us, reading the rate-limit headers.
fn check(status: StatusCode, headers: &HeaderMap) -> Result<(), HostError> {
    if status.is_success() {
        return Ok(());
    }
    let now = crate::db::now_ms();
    let header = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
    if let Some(secs) = header(RETRY_AFTER.as_str()).and_then(|v| v.trim().parse::<i64>().ok()) {
        if status == StatusCode::TOO_MANY_REQUESTS || status == StatusCode::FORBIDDEN {
            return Err(HostError::RateLimited {
                until_ms: now + secs.clamp(1, 24 * 3600) * 1000,
            });
        }
    }
    let remaining = header("x-ratelimit-remaining").and_then(|v| v.trim().parse::<i64>().ok());
    if (status == StatusCode::FORBIDDEN || status == StatusCode::TOO_MANY_REQUESTS)
        && remaining == Some(0)
    {
        let reset = header("x-ratelimit-reset")
            .and_then(|v| v.trim().parse::<i64>().ok())
            .map(|s| s * 1000)
            .unwrap_or(now + 60_000);
        return Err(HostError::RateLimited {
            until_ms: reset.clamp(now + 1000, now + 24 * 3_600_000),
        });
    }
    if status == StatusCode::TOO_MANY_REQUESTS {
        return Err(HostError::RateLimited {
            until_ms: now + 60_000,
        });
    }
    match status {
        StatusCode::NOT_FOUND
        | StatusCode::GONE
        | StatusCode::UNAUTHORIZED
        | StatusCode::FORBIDDEN => Err(HostError::NotFound),
        other => Err(HostError::Unreachable(format!("HTTP {}", other.as_u16()))),
    }
}

fn map<T>(fetched: HostResult<Value>, f: impl FnOnce(&Value) -> T) -> HostResult<T> {
    Ok(match fetched? {
        Fetched::Fresh { data, etag } => Fetched::Fresh {
            data: f(&data),
            etag,
        },
        Fetched::NotModified => Fetched::NotModified,
    })
}

fn text(v: &Value, pointer: &str) -> String {
    v.pointer(pointer)
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_owned()
}

fn opt_text(v: &Value, pointer: &str) -> Option<String> {
    v.pointer(pointer)
        .and_then(Value::as_str)
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
}

fn int(v: &Value, pointer: &str) -> i64 {
    v.pointer(pointer)
        .and_then(Value::as_i64)
        .unwrap_or_default()
}

fn items(v: &Value) -> impl Iterator<Item = &Value> {
    v.as_array()
        .map(|a| a.as_slice())
        .unwrap_or_default()
        .iter()
}

pub fn commit(c: &Value) -> CommitView {
    CommitView {
        sha: text(c, "/sha"),
        message: text(c, "/commit/message"),
        date: opt_text(c, "/commit/author/date")
            .unwrap_or_else(|| text(c, "/commit/committer/date")),
        committer_name: opt_text(c, "/commit/committer/name")
            .or_else(|| opt_text(c, "/committer/login"))
            .unwrap_or_default(),
        avatar_url: opt_text(c, "/committer/avatar_url")
            .or_else(|| opt_text(c, "/author/avatar_url")),
        url: text(c, "/html_url"),
        status: None,
    }
}

pub fn issue(i: &Value) -> IssueView {
    IssueView {
        number: int(i, "/number"),
        title: text(i, "/title"),
        body_html: to_safe_html(&text(i, "/body")),
        state: text(i, "/state"),
        comments: int(i, "/comments"),
        updated_at: text(i, "/updated_at"),
        author: text(i, "/user/login"),
        author_avatar: opt_text(i, "/user/avatar_url"),
        url: text(i, "/html_url"),
        comment_list: Vec::new(),
    }
}

pub fn pull(p: &Value) -> PullView {
    let merged = p.get("merged_at").is_some_and(|m| !m.is_null());
    PullView {
        number: int(p, "/number"),
        title: text(p, "/title"),
        body_html: to_safe_html(&text(p, "/body")),
        state: if merged {
            "merged".into()
        } else {
            text(p, "/state")
        },
        draft: p.get("draft").and_then(Value::as_bool).unwrap_or(false),
        updated_at: text(p, "/updated_at"),
        author: text(p, "/user/login"),
        author_avatar: opt_text(p, "/user/avatar_url"),
        url: text(p, "/html_url"),
    }
}

pub fn comment(c: &Value) -> IssueCommentView {
    IssueCommentView {
        id: int(c, "/id"),
        body_html: to_safe_html(&text(c, "/body")),
        author: text(c, "/user/login"),
        author_avatar: opt_text(c, "/user/avatar_url"),
        created_at: text(c, "/created_at"),
        url: text(c, "/html_url"),
    }
}

/// The combined status (`/status`) as one state; `None` when the commit has no status.
pub fn status_state(status: &Value) -> Option<CheckState> {
    if int(status, "/total_count") == 0 {
        return None;
    }
    Some(match status.get("state").and_then(Value::as_str) {
        Some("success") => CheckState::Success,
        Some("failure" | "error") => CheckState::Failure,
        _ => CheckState::Pending,
    })
}

/// The check runs (`/check-runs`) as one state; `None` when there are none.
pub fn checks_state(checks: &Value) -> Option<CheckState> {
    items(checks.get("check_runs").unwrap_or(&Value::Null))
        .map(|run| {
            match (
                run.get("status").and_then(Value::as_str),
                run.get("conclusion").and_then(Value::as_str),
            ) {
                (Some("completed"), Some("success" | "neutral" | "skipped")) => CheckState::Success,
                (Some("completed"), _) => CheckState::Failure,
                _ => CheckState::Pending,
            }
        })
        .reduce(|a, b| worst(Some(a), Some(b)).unwrap_or(a))
}

/// Failure beats pending beats success; nothing when neither has a state.
pub fn worst(a: Option<CheckState>, b: Option<CheckState>) -> Option<CheckState> {
    let rank = |s: &CheckState| match s {
        CheckState::Success => 0,
        CheckState::Pending => 1,
        CheckState::Failure => 2,
    };
    match (a, b) {
        (Some(x), Some(y)) => Some(if rank(&x) >= rank(&y) { x } else { y }),
        (x, None) => x,
        (None, y) => y,
    }
}

fn path(repo: &RepoKey, rest: &str) -> String {
    format!("/repos/{}/{}{rest}", repo.owner, repo.name)
}

#[async_trait::async_trait]
impl CodeHost for GitHub {
    fn can_write(&self) -> bool {
        self.token.is_some()
    }

    async fn repo(&self, repo: &RepoKey, etag: Option<String>) -> HostResult<RepoInfo> {
        map(self.get(&path(repo, ""), etag.as_deref()).await, |r| {
            RepoInfo {
                id: int(r, "/id"),
                url: text(r, "/html_url"),
            }
        })
    }

    async fn commits(&self, repo: &RepoKey, etag: Option<String>) -> HostResult<Vec<CommitView>> {
        let p = path(repo, &format!("/commits?per_page={COMMITS}"));
        map(self.get(&p, etag.as_deref()).await, |list| {
            items(list).take(COMMITS).map(commit).collect()
        })
    }

    async fn issues(&self, repo: &RepoKey, etag: Option<String>) -> HostResult<Vec<IssueView>> {
        let p = path(
            repo,
            &format!("/issues?state=all&sort=updated&direction=desc&per_page={ISSUES}"),
        );
        map(self.get(&p, etag.as_deref()).await, |list| {
            items(list)
                // The issues list holds pull requests too; they have their own list.
                .filter(|i| i.get("pull_request").is_none())
                .take(ISSUES)
                .map(issue)
                .collect()
        })
    }

    async fn pulls(&self, repo: &RepoKey, etag: Option<String>) -> HostResult<Vec<PullView>> {
        let p = path(
            repo,
            &format!("/pulls?state=all&sort=updated&direction=desc&per_page={PULLS}"),
        );
        map(self.get(&p, etag.as_deref()).await, |list| {
            items(list).take(PULLS).map(pull).collect()
        })
    }

    async fn comments(
        &self,
        repo: &RepoKey,
        number: i64,
        etag: Option<String>,
    ) -> HostResult<Vec<IssueCommentView>> {
        let p = path(
            repo,
            &format!("/issues/{number}/comments?per_page={COMMENTS}"),
        );
        map(self.get(&p, etag.as_deref()).await, |list| {
            items(list).take(COMMENTS).map(comment).collect()
        })
    }

    async fn commit_status(
        &self,
        repo: &RepoKey,
        sha: &str,
        etag: Option<String>,
    ) -> HostResult<Option<CheckState>> {
        let p = path(repo, &format!("/commits/{sha}/status"));
        map(self.get(&p, etag.as_deref()).await, status_state)
    }

    async fn check_runs(
        &self,
        repo: &RepoKey,
        sha: &str,
        etag: Option<String>,
    ) -> HostResult<Option<CheckState>> {
        let p = path(repo, &format!("/commits/{sha}/check-runs?per_page=50"));
        match self.get(&p, etag.as_deref()).await {
            // A token without Checks access still has statuses.
            Err(HostError::NotFound) => Ok(Fetched::Fresh {
                data: None,
                etag: None,
            }),
            other => map(other, checks_state),
        }
    }

    async fn create_issue(
        &self,
        repo: &RepoKey,
        title: &str,
        body: &str,
    ) -> Result<IssueView, HostError> {
        let created = self
            .post(
                &path(repo, "/issues"),
                serde_json::json!({ "title": title, "body": body }),
            )
            .await?;
        Ok(issue(&created))
    }

    async fn create_comment(
        &self,
        repo: &RepoKey,
        number: i64,
        body: &str,
    ) -> Result<IssueCommentView, HostError> {
        let created = self
            .post(
                &path(repo, &format!("/issues/{number}/comments")),
                serde_json::json!({ "body": body }),
            )
            .await?;
        Ok(comment(&created))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn checks_and_statuses_combine_into_one_state() {
        let none = json!({"state": "pending", "total_count": 0});
        assert_eq!(status_state(&none), None);
        let ok = json!({"state": "success", "total_count": 2});
        assert_eq!(status_state(&ok), Some(CheckState::Success));
        let running = json!({"check_runs": [{"status": "in_progress", "conclusion": null}]});
        assert_eq!(
            worst(status_state(&ok), checks_state(&running)),
            Some(CheckState::Pending)
        );
        let failed = json!({"check_runs": [
            {"status": "completed", "conclusion": "success"},
            {"status": "completed", "conclusion": "failure"}]});
        assert_eq!(
            worst(status_state(&none), checks_state(&failed)),
            Some(CheckState::Failure)
        );
        assert_eq!(checks_state(&json!({"check_runs": []})), None);
    }

    #[test]
    fn rate_limit_headers_say_how_long_to_wait() {
        let mut h = HeaderMap::new();
        h.insert("retry-after", "30".parse().unwrap());
        let now = crate::db::now_ms();
        match check(StatusCode::TOO_MANY_REQUESTS, &h) {
            Err(HostError::RateLimited { until_ms }) => {
                assert!((until_ms - now - 30_000).abs() < 2000)
            }
            other => panic!("{other:?}"),
        }
        let mut h = HeaderMap::new();
        h.insert("x-ratelimit-remaining", "0".parse().unwrap());
        h.insert(
            "x-ratelimit-reset",
            ((now / 1000) + 600).to_string().parse().unwrap(),
        );
        assert!(matches!(
            check(StatusCode::FORBIDDEN, &h),
            Err(HostError::RateLimited { .. })
        ));
        assert_eq!(
            check(StatusCode::FORBIDDEN, &HeaderMap::new()),
            Err(HostError::NotFound)
        );
        assert!(matches!(
            check(StatusCode::BAD_GATEWAY, &HeaderMap::new()),
            Err(HostError::Unreachable(_))
        ));
    }
}
