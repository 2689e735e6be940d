//! The code host as the rest of the server sees it: a few reads, each conditional on the ETag of
//! the last answer, and two writes. `github::GitHub` is the one implementation; tests run it
//! against a fake GitHub (an axum app in `tests/`), so the real client is what they exercise.

use super::view::{CheckState, CommitView, IssueCommentView, IssueView, PullView};

/// `owner/name`, as the project names it (compared without case, as the code host does).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RepoKey {
    pub owner: String,
    pub name: String,
}

impl RepoKey {
    /// From a project's `github` (the owner, or a URL to the repository) and `repoName`; `None`
    /// when either is missing or not a plausible name, so nothing odd reaches a URL path.
    pub fn from_project(github: &str, repo_name: &str) -> Option<Self> {
        let github = github.trim().trim_end_matches('/');
        let github = github
            .strip_prefix("https://github.com/")
            .or_else(|| github.strip_prefix("http://github.com/"))
            .or_else(|| github.strip_prefix("github.com/"))
            .unwrap_or(github);
        // `owner/repo` in the owner field: take the owner.
        let owner = github.split('/').next().unwrap_or_default();
        let name = repo_name.trim().trim_end_matches(".git");
        let valid = |s: &str| {
            !s.is_empty()
                && s.len() <= 100
                && s != "."
                && s != ".."
                && s.chars()
                    .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
        };
        (valid(owner) && valid(name)).then(|| Self {
            owner: owner.to_owned(),
            name: name.to_owned(),
        })
    }

    /// The cache's key: lower-case `owner/name`.
    pub fn id(&self) -> String {
        format!("{}/{}", self.owner, self.name).to_ascii_lowercase()
    }

    /// From `owner/name` (a webhook's `repository.full_name`).
    pub fn parse(full_name: &str) -> Option<Self> {
        let (owner, name) = full_name.split_once('/')?;
        Self::from_project(owner, name)
    }
}

/// An answer to a conditional read.
#[derive(Debug)]
pub enum Fetched<T> {
    /// New data, and the ETag to send next time.
    Fresh { data: T, etag: Option<String> },
    /// 304: what we have is current (and the request cost no rate limit).
    NotModified,
}

/// Why the code host gave us nothing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HostError {
    /// 404/410, or 401/403 without a rate limit: the repository is unknown or not readable.
    NotFound,
    /// Wait until this time (epoch ms): `Retry-After`, or `x-ratelimit-reset` with none left.
    RateLimited { until_ms: i64 },
    /// No answer in time, a connection failure, a 5xx or an answer we could not read.
    Unreachable(String),
    /// The write needs a token and there is none.
    NoToken,
}

pub type HostResult<T> = Result<Fetched<T>, HostError>;

/// The repository's own record.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct RepoInfo {
    pub id: i64,
    pub url: String,
}

/// A code host's reads and writes. `async_trait`: the server holds the host as
/// `Arc<dyn CodeHost>` (tests and other hosts plug in), which native async trait methods do not
/// allow yet.
#[async_trait::async_trait]
pub trait CodeHost: Send + Sync {
    /// Whether writes can be made (a token is configured).
    fn can_write(&self) -> bool;
    async fn repo(&self, repo: &RepoKey, etag: Option<String>) -> HostResult<RepoInfo>;
    async fn commits(&self, repo: &RepoKey, etag: Option<String>) -> HostResult<Vec<CommitView>>;
    /// Issues only: the issues list's pull requests are left out (they have `pulls`).
    async fn issues(&self, repo: &RepoKey, etag: Option<String>) -> HostResult<Vec<IssueView>>;
    async fn pulls(&self, repo: &RepoKey, etag: Option<String>) -> HostResult<Vec<PullView>>;
    async fn comments(
        &self,
        repo: &RepoKey,
        number: i64,
        etag: Option<String>,
    ) -> HostResult<Vec<IssueCommentView>>;
    /// The commit's combined status; `None` when it has no status.
    async fn commit_status(
        &self,
        repo: &RepoKey,
        sha: &str,
        etag: Option<String>,
    ) -> HostResult<Option<CheckState>>;
    /// The commit's check runs as one state; `None` when it has none.
    async fn check_runs(
        &self,
        repo: &RepoKey,
        sha: &str,
        etag: Option<String>,
    ) -> HostResult<Option<CheckState>>;
    async fn create_issue(
        &self,
        repo: &RepoKey,
        title: &str,
        body: &str,
    ) -> Result<IssueView, HostError>;
    async fn create_comment(
        &self,
        repo: &RepoKey,
        number: i64,
        body: &str,
    ) -> Result<IssueCommentView, HostError>;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repository_names_are_read_from_what_staff_type() {
        let k = RepoKey::from_project("portico-demo", "shop-app").unwrap();
        assert_eq!(k.id(), "portico-demo/shop-app");
        let k = RepoKey::from_project("https://github.com/Acme/", "Web.git").unwrap();
        assert_eq!((k.owner.as_str(), k.name.as_str()), ("Acme", "Web"));
        assert_eq!(k.id(), "acme/web");
        assert!(RepoKey::from_project("", "x").is_none());
        assert!(RepoKey::from_project("acme", "../etc").is_none());
        assert!(RepoKey::from_project("acme", "a b").is_none());
        assert!(RepoKey::from_project("ac?me", "x").is_none());
        assert_eq!(RepoKey::parse("Acme/Web").unwrap().id(), "acme/web");
    }
}
