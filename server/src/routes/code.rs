//! Code updates: a project's repository activity as the server keeps it, issues and comments
//! posted by the server in the caller's name, and the code host's webhook.

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::Json;
use portico_shared::validate::{IssueCommentInput, IssueInput};

use crate::auth::AuthUser;
use crate::codehost::attribution::attributed;
use crate::codehost::host::{HostError, RepoKey};
use crate::codehost::store::{self, Activity};
use crate::codehost::view::{
    CodeActivity, IssueCommentView, IssueView, RepositoryView, SyncState, SyncView,
};
use crate::db::activity;
use crate::db::audit::Entity;
use crate::db::now_ms;
use crate::error::{ApiError, ApiResult};
use crate::extract::ApiJson;
use crate::ids::ProjectId;
use crate::limits;
use crate::routes::registry::{Access, Api};
use crate::scope::{VisibleProject, VisibleProjectIssue};
use crate::staff::StaffWrite;
use crate::state::AppState;

pub fn api() -> Api {
    Api::default()
        .get(
            "/code/{projectId}",
            Access::Signed,
            "The project's repository activity (cached; says how fresh)",
            activity,
        )
        .returns::<CodeActivity>()
        .post_json::<IssueInput, _, _>(
            "/code/{projectId}/issues",
            Access::Signed,
            "Open an issue in the project's repository, signed with the caller's name",
            create_issue,
        )
        .creates::<IssueView>()
        .post_json::<IssueCommentInput, _, _>(
            "/code/{projectId}/issues/{number}/comments",
            Access::Signed,
            "Comment on an issue of the project's repository, signed with the caller's name",
            create_comment,
        )
        .creates::<IssueCommentView>()
        .post(
            "/code/webhook",
            Access::Public,
            "The code host's webhook (push, issues, issue_comment, pull_request), signed",
            webhook,
        )
        .returns::<WebhookAnswer>()
}

/// The repository a project names, or `None` (not connected).
async fn repo_of(state: &AppState, project_id: &ProjectId) -> ApiResult<Option<RepoKey>> {
    let (github, name) = store::project_repo(&state.db, project_id)
        .await?
        .ok_or(ApiError::NotFound)?;
    Ok(RepoKey::from_project(&github, &name))
}

fn rfc3339(ms: i64) -> String {
    portico_shared::dates::format_rfc3339_from_ms(ms)
}

async fn activity(
    State(state): State<AppState>,
    VisibleProject { id, .. }: VisibleProject,
) -> ApiResult<Json<CodeActivity>> {
    let hub = &state.code;
    let Some(repo) = repo_of(&state, &id).await? else {
        return Ok(Json(CodeActivity {
            repository: None,
            sync: SyncView {
                state: SyncState::NotConnected,
                fetched_at: None,
                retry_at: None,
            },
            can_write: false,
            commits: vec![],
            issues: vec![],
            pulls: vec![],
            tasks: vec![],
            demo: false,
        }));
    };
    let key = repo.id();
    let mut row = store::load(&state.db, &key).await?;
    let stale = row
        .as_ref()
        .is_none_or(|r| r.tried_at + hub.stale_ms <= now_ms());
    // A stale read asks for a refresh and waits for it only a moment; never on a rate limit.
    if stale && hub.blocked_until().is_none() {
        hub.refresh_briefly(repo.clone()).await;
        row = store::load(&state.db, &key).await?;
    }
    let (sync, activity) = match row {
        None => (
            SyncView {
                state: SyncState::Pending,
                fetched_at: None,
                retry_at: None,
            },
            Activity::default(),
        ),
        Some(r) => (
            SyncView {
                state: r.state,
                fetched_at: r.fetched_at.map(rfc3339),
                retry_at: r.retry_at.filter(|t| *t > now_ms()).map(rfc3339),
            },
            r.activity.unwrap_or_default(),
        ),
    };
    // While a rate limit holds nothing is refreshed, whatever the last refresh said.
    let sync = match hub.blocked_until() {
        Some(until) if stale || sync.state == SyncState::RateLimited => SyncView {
            state: SyncState::RateLimited,
            retry_at: Some(rfc3339(until)),
            ..sync
        },
        _ => sync,
    };
    let tasks = crate::codehost::links::task_code(
        &store::task_links(&state.db, &id).await?,
        &repo,
        &activity,
    );
    Ok(Json(CodeActivity {
        repository: Some(RepositoryView {
            url: activity
                .url
                .clone()
                .unwrap_or_else(|| format!("https://github.com/{}/{}", repo.owner, repo.name)),
            owner: repo.owner,
            name: repo.name,
            id: activity.repo_id,
        }),
        sync,
        can_write: hub.can_write(),
        demo: activity.demo,
        commits: activity.commits,
        issues: activity.issues,
        pulls: activity.pulls,
        tasks,
    }))
}

fn host_error(err: HostError) -> ApiError {
    match err {
        HostError::NoToken => ApiError::NotConfigured,
        HostError::RateLimited { until_ms } => ApiError::TooManyRequests {
            retry_after_secs: ((until_ms - now_ms()) / 1000).max(1) as u64,
            message: "The code host asked us to wait. Please try again later.".into(),
        },
        HostError::NotFound | HostError::Unreachable(_) => ApiError::CodeHostUnavailable,
    }
}

/// The repository to post to: connected, a token configured, no rate limit in force.
async fn writable_repo(
    state: &AppState,
    user: &AuthUser,
    project_id: &ProjectId,
) -> ApiResult<RepoKey> {
    let repo = repo_of(state, project_id).await?.ok_or_else(|| {
        crate::routes::field_error(
            "project",
            "not_connected",
            "This project has no repository connected",
        )
    })?;
    if !state.code.can_write() {
        return Err(ApiError::NotConfigured);
    }
    if let Some(until) = state.code.blocked_until() {
        return Err(host_error(HostError::RateLimited { until_ms: until }));
    }
    if !user.is_admin() {
        limits::hit(&state.db, &limits::CLIENT_WRITES, &user.id).await?;
        // A budget of its own: one client's burst cannot use up the company token's limit.
        limits::hit(&state.db, &limits::CODE_POSTS, &user.id).await?;
    }
    Ok(repo)
}

async fn create_issue(
    State(state): State<AppState>,
    VisibleProject { id, user }: VisibleProject,
    ApiJson(input): ApiJson<IssueInput>,
) -> ApiResult<(StatusCode, Json<IssueView>)> {
    let valid = input.validate()?;
    let repo = writable_repo(&state, &user, &id).await?;
    let body = attributed(&valid.body, &user.name, user.is_admin());
    let issue = state
        .code
        .host()
        .create_issue(&repo, &valid.title, &body)
        .await
        .map_err(|e| note(&state, e))?;
    let after = serde_json::json!({ "issue": { "number": issue.number, "title": issue.title, "body": valid.body } });
    audit_post(&state, &user, &id, "code.issue", after).await?;
    // Shown at once: the kept activity gets the issue, and a refresh follows.
    let key = repo.id();
    if let Some(mut kept) = store::load(&state.db, &key).await?.and_then(|r| r.activity) {
        kept.issues.retain(|i| i.number != issue.number);
        kept.issues.insert(0, issue.clone());
        store::put_activity(&state.db, &key, &kept).await?;
    }
    state.code.request_refresh(repo);
    Ok((StatusCode::CREATED, Json(issue)))
}

async fn create_comment(
    State(state): State<AppState>,
    VisibleProjectIssue {
        project: VisibleProject { id, user },
        number,
    }: VisibleProjectIssue,
    ApiJson(input): ApiJson<IssueCommentInput>,
) -> ApiResult<(StatusCode, Json<IssueCommentView>)> {
    let valid = input.validate()?;
    let repo = writable_repo(&state, &user, &id).await?;
    let body = attributed(&valid.body, &user.name, user.is_admin());
    let comment = match state.code.host().create_comment(&repo, number, &body).await {
        Ok(c) => c,
        // The repository has no such issue: like any unknown record.
        Err(HostError::NotFound) => return Err(ApiError::NotFound),
        Err(e) => return Err(note(&state, e)),
    };
    let after =
        serde_json::json!({ "comment": { "issue": number, "id": comment.id, "body": valid.body } });
    audit_post(&state, &user, &id, "code.comment", after).await?;
    let key = repo.id();
    if let Some(mut kept) = store::load(&state.db, &key).await?.and_then(|r| r.activity) {
        if let Some(issue) = kept.issues.iter_mut().find(|i| i.number == number) {
            issue.comment_list.push(comment.clone());
            issue.comments += 1;
            store::put_activity(&state.db, &key, &kept).await?;
        }
    }
    state.code.request_refresh(repo);
    Ok((StatusCode::CREATED, Json(comment)))
}

/// A staff member's post to the code host is a staff write: audited once the host has it (the
/// post itself is outside any transaction of ours).
async fn audit_post(
    state: &AppState,
    user: &AuthUser,
    project_id: &ProjectId,
    action: &str,
    after: serde_json::Value,
) -> ApiResult<()> {
    if !user.is_admin() {
        return Ok(());
    }
    let mut w = StaffWrite::begin(state, user).await?;
    let before = w.track(Entity::Project, project_id).await?;
    w.log_with(action, before, after).await?;
    w.commit().await
}

/// A failed write: a rate limit holds every later request too.
fn note(state: &AppState, err: HostError) -> ApiError {
    if let HostError::RateLimited { until_ms } = err {
        state.code.note_rate_limit(until_ms);
    }
    host_error(err)
}

const WEBHOOK_BODY_LIMIT: usize = 5 * 1024 * 1024;
const WEBHOOK_READ_TIME: std::time::Duration = std::time::Duration::from_secs(10);

/// A pull request merged: the clients of the projects that name its repository hear of it in
/// their activity (once: a redelivery stops at `first_delivery`).
async fn record_merge(
    state: &AppState,
    repo: &RepoKey,
    payload: &serde_json::Value,
) -> ApiResult<()> {
    let merged = payload.get("action").and_then(|a| a.as_str()) == Some("closed")
        && payload
            .pointer("/pull_request/merged")
            .and_then(|m| m.as_bool())
            .unwrap_or(false);
    let number = payload
        .pointer("/pull_request/number")
        .and_then(|n| n.as_i64());
    let (true, Some(number)) = (merged, number) else {
        return Ok(());
    };
    let title: String = payload
        .pointer("/pull_request/title")
        .and_then(|t| t.as_str())
        .unwrap_or_default()
        .chars()
        .filter(|c| !c.is_control())
        .take(300)
        .collect();
    let projects = store::projects_of_repo(&state.db, repo).await?;
    if projects.is_empty() {
        return Ok(());
    }
    let target = number.to_string();
    let mut tx = crate::db::begin_write(&state.db).await?;
    for project in &projects {
        let event = activity::Event {
            actor: activity::Actor::CodeHost,
            ..activity::Event::staff(activity::Kind::PullMerged, &title, &target)
        };
        activity::record(&mut tx, project, event).await?;
    }
    tx.commit().await?;
    Ok(())
}

/// What the webhook did with a delivery.
#[derive(serde::Serialize, schemars::JsonSchema)]
struct WebhookAnswer {
    /// `refreshing`, `duplicate` or `ignored`.
    outcome: &'static str,
}

/// GitHub's deliveries: signed with one of `GITHUB_WEBHOOK_SECRET`'s secrets (401 otherwise),
/// each handled once (by `X-GitHub-Delivery`), and answered at once: the refresh runs after.
async fn webhook(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: axum::body::Body,
) -> ApiResult<Json<WebhookAnswer>> {
    let header = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
    let signature = header("x-hub-signature-256").unwrap_or_default();
    // Refused before the body is read when it cannot be accepted: no secret to check it with, no
    // well-formed signature, or a declared length past what is taken.
    if state.config.github_webhook_secrets.is_empty()
        || !crate::codehost::webhook::well_formed(signature)
    {
        return Err(ApiError::Unauthorized);
    }
    let declared = header("content-length").and_then(|v| v.trim().parse::<u64>().ok());
    if declared.is_some_and(|n| n > WEBHOOK_BODY_LIMIT as u64) {
        return Err(ApiError::PayloadTooLarge);
    }
    // A few bodies read at once; the others are refused at once (GitHub does not retry, and the
    // poll catches up with what they would have said).
    let Ok(_reading) = state.code.webhook_reads.try_acquire() else {
        return Err(ApiError::TooManyRequests {
            message: "Too many webhook deliveries at once.".into(),
            retry_after_secs: 1,
        });
    };
    // Deliveries can be larger than the API's JSON limit (a push of many commits); GitHub caps
    // them at 25 MB, and we take up to 5 MB (past that, the poll catches up).
    // Within a bound of time too: a stalled sender holds a reading turn only that long.
    let body: Bytes = tokio::time::timeout(
        WEBHOOK_READ_TIME,
        axum::body::to_bytes(body, WEBHOOK_BODY_LIMIT),
    )
    .await
    .map_err(|_| {
        ApiError::bad_request(
            crate::error::ErrorCode::InvalidJson,
            None,
            "The body did not arrive in time.",
        )
    })?
    .map_err(|_| ApiError::PayloadTooLarge)?;
    if !crate::codehost::webhook::verify(&state.config.github_webhook_secrets, &body, signature) {
        return Err(ApiError::Unauthorized);
    }
    let event = header("x-github-event").unwrap_or_default();
    if !matches!(event, "push" | "issues" | "issue_comment" | "pull_request") {
        return Ok(Json(WebhookAnswer { outcome: "ignored" }));
    }
    let delivery = header("x-github-delivery")
        .map(str::trim)
        .filter(|d| !d.is_empty() && d.len() <= 100)
        .ok_or_else(|| {
            ApiError::bad_request(
                crate::error::ErrorCode::InvalidField,
                Some("X-GitHub-Delivery".into()),
                "X-GitHub-Delivery is missing",
            )
        })?;
    let payload: serde_json::Value = serde_json::from_slice(&body).map_err(|_| {
        ApiError::bad_request(
            crate::error::ErrorCode::InvalidJson,
            None,
            "The body is not valid JSON.",
        )
    })?;
    // Recorded once the body is known to be readable, so a redelivery of a fixed body counts.
    if !store::first_delivery(&state.db, delivery).await? {
        return Ok(Json(WebhookAnswer {
            outcome: "duplicate",
        }));
    }
    let Some(repo) = payload
        .pointer("/repository/full_name")
        .and_then(|v| v.as_str())
        .and_then(RepoKey::parse)
    else {
        return Ok(Json(WebhookAnswer { outcome: "ignored" }));
    };
    if event == "pull_request" {
        record_merge(&state, &repo, &payload).await?;
    }
    state.code.request_refresh(repo);
    Ok(Json(WebhookAnswer {
        outcome: "refreshing",
    }))
}
