//! The code-activity cache in the database (both engines): one row per repository with the
//! assembled activity, and each resource's last answer with its ETag.

use serde::{Deserialize, Serialize};
use sqlx::Row;

use super::view::{CommitView, IssueView, PullView, SyncState};
use crate::db::{now_ms, Db};
use crate::ids::ProjectId;

/// What is kept of a repository between refreshes (and read on every request).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Activity {
    pub repo_id: Option<i64>,
    pub url: Option<String>,
    pub commits: Vec<CommitView>,
    pub issues: Vec<IssueView>,
    pub pulls: Vec<PullView>,
    /// Made up by the demo data (`portico seed`), not fetched: kept as it is while no token is
    /// configured (`CodeHub::refresh`), replaced by the first fetch with one.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub demo: bool,
}

#[derive(Clone, Debug)]
pub struct RepoRow {
    pub state: SyncState,
    pub activity: Option<Activity>,
    pub fetched_at: Option<i64>,
    pub tried_at: i64,
    pub retry_at: Option<i64>,
}

fn state_text(state: SyncState) -> &'static str {
    match state {
        SyncState::Ok => "ok",
        SyncState::Pending => "pending",
        SyncState::NotConnected => "not_connected",
        SyncState::NotFound => "not_found",
        SyncState::RateLimited => "rate_limited",
        SyncState::Unreachable => "unreachable",
    }
}

fn parse_state(text: &str) -> SyncState {
    serde_json::from_value(serde_json::Value::String(text.to_owned())).unwrap_or(SyncState::Pending)
}

pub async fn load(db: &Db, repo: &str) -> Result<Option<RepoRow>, sqlx::Error> {
    let row = sqlx::query(
        "SELECT state, activity, fetched_at, tried_at, retry_at FROM code_repos WHERE repo = $1",
    )
    .bind(repo)
    .fetch_optional(db)
    .await?;
    Ok(row.map(|r| RepoRow {
        state: parse_state(&r.get::<String, _>(0)),
        activity: r
            .get::<Option<String>, _>(1)
            .and_then(|a| serde_json::from_str(&a).ok()),
        fetched_at: r.get(2),
        tried_at: r.get(3),
        retry_at: r.get(4),
    }))
}

/// Records a refresh that started at `started_at`: the new activity (when there is one) and how
/// it went. Without new activity the kept one stays, so a failed refresh never blanks the section;
/// and a post shown since the refresh started is not overwritten by it.
pub async fn save(
    db: &Db,
    repo: &str,
    state: SyncState,
    activity: Option<&Activity>,
    retry_at: Option<i64>,
    started_at: i64,
) -> Result<(), sqlx::Error> {
    let now = now_ms();
    let json = activity.map(|a| serde_json::to_string(a).unwrap_or_default());
    sqlx::query(
        "INSERT INTO code_repos (repo, state, activity, activity_at, fetched_at, tried_at, retry_at) \
         VALUES ($1, $2, $3, $4, $4, $5, $6) \
         ON CONFLICT (repo) DO UPDATE SET state = excluded.state, \
           activity = CASE WHEN excluded.activity IS NULL OR code_repos.activity_at > $7 \
             THEN code_repos.activity ELSE excluded.activity END, \
           activity_at = CASE WHEN excluded.activity IS NULL OR code_repos.activity_at > $7 \
             THEN code_repos.activity_at ELSE excluded.activity_at END, \
           fetched_at = COALESCE(excluded.fetched_at, code_repos.fetched_at), \
           tried_at = excluded.tried_at, retry_at = excluded.retry_at",
    )
    .bind(repo)
    .bind(state_text(state))
    .bind(json)
    .bind(activity.map(|_| now))
    .bind(now)
    .bind(retry_at)
    .bind(started_at)
    .execute(db)
    .await?;
    Ok(())
}

/// Replaces the kept activity as it is (a posted issue or comment shown at once), leaving how the
/// last refresh went alone.
pub async fn put_activity(db: &Db, repo: &str, activity: &Activity) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE code_repos SET activity = $2, activity_at = $3 WHERE repo = $1")
        .bind(repo)
        .bind(serde_json::to_string(activity).unwrap_or_default())
        .bind(now_ms())
        .execute(db)
        .await?;
    Ok(())
}

/// The kept answer of one resource with its ETag.
pub async fn resource(
    db: &Db,
    repo: &str,
    resource: &str,
) -> Result<Option<(String, String)>, sqlx::Error> {
    let row =
        sqlx::query("SELECT etag, body FROM code_resources WHERE repo = $1 AND resource = $2")
            .bind(repo)
            .bind(resource)
            .fetch_optional(db)
            .await?;
    Ok(row.map(|r| (r.get(0), r.get(1))))
}

pub async fn put_resource(
    db: &Db,
    repo: &str,
    resource: &str,
    etag: &str,
    body: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO code_resources (repo, resource, etag, body) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (repo, resource) DO UPDATE SET etag = excluded.etag, body = excluded.body",
    )
    .bind(repo)
    .bind(resource)
    .bind(etag)
    .bind(body)
    .execute(db)
    .await?;
    Ok(())
}

/// Every repository some project names, as the projects spell it (`github`, `repoName`).
pub async fn project_repos(db: &Db) -> Result<Vec<(String, String)>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT DISTINCT github, repo_name FROM projects WHERE github <> '' AND repo_name <> '' \
         ORDER BY github, repo_name LIMIT 10000",
    )
    .fetch_all(db)
    .await?;
    Ok(rows.iter().map(|r| (r.get(0), r.get(1))).collect())
}

/// The projects that name this repository (case aside, as the code host treats names).
pub async fn projects_of_repo(
    db: &Db,
    repo: &super::host::RepoKey,
) -> Result<Vec<ProjectId>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT id, github, repo_name FROM projects WHERE github <> '' AND repo_name <> '' \
         ORDER BY id LIMIT 10000",
    )
    .fetch_all(db)
    .await?;
    let same = |k: &super::host::RepoKey| {
        k.owner.eq_ignore_ascii_case(&repo.owner) && k.name.eq_ignore_ascii_case(&repo.name)
    };
    Ok(rows
        .iter()
        .filter(|r| {
            super::host::RepoKey::from_project(r.get(1), r.get(2)).is_some_and(|k| same(&k))
        })
        .map(|r| ProjectId::from_stored(r.get(0)))
        .collect())
}

/// `true` the first time a delivery id is seen.
pub async fn first_delivery(db: &Db, id: &str) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO code_deliveries (id, received_at) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING",
    )
    .bind(id)
    .bind(now_ms())
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Deliveries older than a week can no longer be redelivered by GitHub.
pub async fn sweep_deliveries(db: &Db) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM code_deliveries WHERE received_at < $1")
        .bind(now_ms() - 7 * 24 * 3_600_000)
        .execute(db)
        .await?;
    Ok(())
}

/// The project's tasks with a code link: (task id, link).
pub async fn task_links(
    db: &Db,
    project_id: &ProjectId,
) -> Result<Vec<(String, String)>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT t.id, t.github_link FROM tasks t JOIN sprints s ON s.id = t.sprint_id \
         WHERE s.project_id = $1 AND t.github_link <> '' ORDER BY s.position, t.position LIMIT 5000",
    )
    .bind(project_id)
    .fetch_all(db)
    .await?;
    Ok(rows.iter().map(|r| (r.get(0), r.get(1))).collect())
}

/// The repository a project names: (`github`, `repoName`).
pub async fn project_repo(
    db: &Db,
    project_id: &ProjectId,
) -> Result<Option<(String, String)>, sqlx::Error> {
    let row = sqlx::query("SELECT github, repo_name FROM projects WHERE id = $1")
        .bind(project_id)
        .fetch_optional(db)
        .await?;
    Ok(row.map(|r| (r.get(0), r.get(1))))
}
