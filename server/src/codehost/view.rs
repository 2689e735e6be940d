//! What the portal and the console are told about a project's repository: the activity cached
//! from the code host, with how fresh it is. Bodies are Markdown rendered to safe HTML here, so
//! the browser only inserts markup the server built (see `markdown`).

use serde::{Deserialize, Serialize};

/// `GET /api/code/{projectId}`.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CodeActivity {
    /// The repository the project names; `null` when it names none.
    pub repository: Option<RepositoryView>,
    pub sync: SyncView,
    /// Whether issues and comments can be posted (a token is configured for this repository).
    pub can_write: bool,
    /// Latest first.
    pub commits: Vec<CommitView>,
    /// Issues only (pull requests are in `pulls`), most recently updated first.
    pub issues: Vec<IssueView>,
    /// Most recently updated first.
    pub pulls: Vec<PullView>,
    /// The project's tasks whose code link names an issue or pull request of this repository, or
    /// whose issue is named by a commit message.
    pub tasks: Vec<TaskCodeView>,
    /// Present and true when the activity shown is the demo data's (`portico seed`): made up, not
    /// fetched from the code host, so it should carry a label saying it is sample data. It stays
    /// (with `sync.state` `ok`) while no code-host token is configured; with a token, the next
    /// refresh replaces it with the repository's own activity.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[schemars(default)]
    pub demo: bool,
}

#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct RepositoryView {
    pub owner: String,
    pub name: String,
    /// The code host's id of the repository, once fetched.
    pub id: Option<i64>,
    pub url: String,
}

/// How fresh the activity is and why it may not be.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SyncView {
    pub state: SyncState,
    /// When the shown data was last fetched (RFC 3339); `null` before the first fetch.
    pub fetched_at: Option<String>,
    /// When the code host may be asked again, after a rate limit (RFC 3339).
    pub retry_at: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum SyncState {
    /// Fetched, and the last try worked.
    Ok,
    /// Not fetched yet (a refresh has been asked for).
    Pending,
    /// The project names no repository.
    NotConnected,
    /// The code host does not know the repository, or the token may not read it.
    NotFound,
    /// The code host asked us to wait (rate limit); see `retryAt`.
    RateLimited,
    /// The code host did not answer, or answered with an error.
    Unreachable,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CommitView {
    pub sha: String,
    /// The first line of the message, then the rest.
    pub message: String,
    /// The author date (RFC 3339).
    pub date: String,
    pub committer_name: String,
    pub avatar_url: Option<String>,
    pub url: String,
    /// The commit's combined checks and statuses; `null` when it has none.
    pub status: Option<CheckState>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum CheckState {
    Success,
    Pending,
    Failure,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct IssueView {
    pub number: i64,
    pub title: String,
    /// The body as safe HTML (Markdown rendered, raw HTML shown as text).
    pub body_html: String,
    pub state: String,
    /// How many comments the issue has.
    pub comments: i64,
    pub updated_at: String,
    pub author: String,
    pub author_avatar: Option<String>,
    pub url: String,
    /// The comments, oldest first (at most the latest 50).
    pub comment_list: Vec<IssueCommentView>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct IssueCommentView {
    pub id: i64,
    pub body_html: String,
    pub author: String,
    pub author_avatar: Option<String>,
    pub created_at: String,
    pub url: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PullView {
    pub number: i64,
    pub title: String,
    pub body_html: String,
    /// `open`, `closed` or `merged`.
    pub state: String,
    pub draft: bool,
    pub updated_at: String,
    pub author: String,
    pub author_avatar: Option<String>,
    pub url: String,
}

#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TaskCodeView {
    pub task_id: String,
    /// The issue or pull request the task's code link points at, with its state.
    pub link: Option<LinkedItem>,
    /// Commits whose message names the task's issue (`#12`), latest first.
    pub commits: Vec<String>,
}

#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct LinkedItem {
    /// `issue` or `pull`.
    pub kind: String,
    pub number: i64,
    /// Empty when the item is not among the fetched ones.
    pub title: String,
    /// `open`, `closed` or `merged`; `unknown` when it is not among the fetched ones.
    pub state: String,
}
