//! A project's repository activity, fetched by the server (which alone holds the code-host
//! token), cached in the database and refreshed in the background: by a poll, by a webhook, or
//! when a read finds it stale. A read waits for a refresh at most a moment, never for a rate
//! limit: it answers with what is kept and says how fresh it is.
//!
//! One worker per app server makes the requests, one at a time, so a token is never used by two
//! requests at once from one server; a rate limit stops every request until it resets.

pub mod attribution;
pub mod github;
pub mod host;
pub mod links;
pub mod markdown;
pub mod store;
pub mod view;
pub mod webhook;

use std::collections::HashMap;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::{mpsc, oneshot};

use crate::db::{now_ms, Db};
use host::{CodeHost, Fetched, HostError, RepoKey};
use store::Activity;
use view::SyncState;

/// Commits whose check state is read (the newest ones).
const STATUS_COMMITS: usize = 10;

pub struct CodeHub {
    host: Arc<dyn CodeHost>,
    db: Db,
    jobs: mpsc::Sender<Job>,
    /// No request to the code host before this time (epoch ms): its rate limit.
    blocked_until: AtomicI64,
    /// Activity older than this is refreshed when read (and polled, when polling is on).
    pub stale_ms: i64,
    /// How long a read waits for a refresh before answering with what is kept.
    pub read_wait: Duration,
    /// Webhook bodies read at once (`routes::code::webhook`).
    pub webhook_reads: tokio::sync::Semaphore,
}

/// How many webhook deliveries' bodies are read at once: a few megabytes each at most.
const WEBHOOK_READS: usize = 4;

struct Job {
    repo: RepoKey,
    /// When it was asked for: a refresh of the repository that started after this covers it, so
    /// a burst of asks (several webhook events for one push) costs one refresh, and none is lost.
    asked_at: i64,
    done: Option<oneshot::Sender<()>>,
}

impl CodeHub {
    /// The hub and its worker's queue; `run` the worker with the returned receiver.
    pub fn new(
        host: Arc<dyn CodeHost>,
        db: Db,
        stale_ms: i64,
        read_wait: Duration,
    ) -> (Arc<Self>, WorkerQueue) {
        let (jobs, rx) = mpsc::channel(256);
        let hub = Arc::new(Self {
            host,
            db,
            jobs,
            blocked_until: AtomicI64::new(0),
            stale_ms,
            read_wait,
            webhook_reads: tokio::sync::Semaphore::new(WEBHOOK_READS),
        });
        (hub, WorkerQueue(rx))
    }

    pub fn can_write(&self) -> bool {
        self.host.can_write()
    }

    pub fn host(&self) -> &dyn CodeHost {
        self.host.as_ref()
    }

    /// Until when the code host asked us to wait, if it did and that time has not come.
    pub fn blocked_until(&self) -> Option<i64> {
        let until = self.blocked_until.load(Ordering::Relaxed);
        (until > now_ms()).then_some(until)
    }

    pub fn note_rate_limit(&self, until_ms: i64) {
        self.blocked_until.fetch_max(until_ms, Ordering::Relaxed);
    }

    /// Asks for a refresh without waiting (a webhook, a write). A full queue drops the ask: the
    /// poll or the next read catches up.
    pub fn request_refresh(&self, repo: RepoKey) {
        let _ = self.jobs.try_send(Job {
            repo,
            asked_at: now_ms(),
            done: None,
        });
    }

    /// Asks for a refresh and waits for it at most `read_wait`.
    pub async fn refresh_briefly(&self, repo: RepoKey) {
        let (tx, rx) = oneshot::channel();
        if self
            .jobs
            .try_send(Job {
                repo,
                asked_at: now_ms(),
                done: Some(tx),
            })
            .is_ok()
        {
            let _ = tokio::time::timeout(self.read_wait, rx).await;
        }
    }

    /// Fetches everything the section shows, each read conditional on its last ETag, and
    /// records the outcome. Errors of the code host are recorded, not returned.
    pub async fn refresh(&self, repo: &RepoKey) -> Result<(), sqlx::Error> {
        let id = repo.id();
        let started = now_ms();
        // The demo's activity stays while no token is configured: its repositories do not exist,
        // so a fetch could only fail, and the section would call the code host unreachable.
        if !self.host.can_write() && self.keeps_demo(&id).await? {
            return store::save(&self.db, &id, SyncState::Ok, None, None, started).await;
        }
        if let Some(until) = self.blocked_until() {
            return store::save(
                &self.db,
                &id,
                SyncState::RateLimited,
                None,
                Some(until),
                started,
            )
            .await;
        }
        match self.fetch(repo, &id).await {
            Ok(activity) => {
                store::save(&self.db, &id, SyncState::Ok, Some(&activity), None, started).await
            }
            Err(Failure::Db(e)) => Err(e),
            Err(Failure::Host(err)) => {
                let (state, retry_at) = match &err {
                    HostError::RateLimited { until_ms } => {
                        self.note_rate_limit(*until_ms);
                        (SyncState::RateLimited, Some(*until_ms))
                    }
                    HostError::NotFound => (SyncState::NotFound, None),
                    HostError::Unreachable(why) => {
                        tracing::warn!(repo = %id, reason = %why, "code host unreachable");
                        (SyncState::Unreachable, None)
                    }
                    HostError::NoToken => (SyncState::Unreachable, None),
                };
                store::save(&self.db, &id, state, None, retry_at, started).await
            }
        }
    }

    /// Whether the kept activity of `id` is the demo data's.
    async fn keeps_demo(&self, id: &str) -> Result<bool, sqlx::Error> {
        Ok(store::load(&self.db, id)
            .await?
            .and_then(|r| r.activity)
            .is_some_and(|a| a.demo))
    }

    async fn fetch(&self, repo: &RepoKey, id: &str) -> Result<Activity, Failure> {
        let h = self.host.as_ref();
        let info = self
            .conditional(id, "repo", |etag| h.repo(repo, etag))
            .await?;
        let mut commits = self
            .conditional(id, "commits", |etag| h.commits(repo, etag))
            .await?;
        let mut issues = self
            .conditional(id, "issues", |etag| h.issues(repo, etag))
            .await?;
        let pulls = self
            .conditional(id, "pulls", |etag| h.pulls(repo, etag))
            .await?;
        for issue in issues.iter_mut().filter(|i| i.comments > 0) {
            let n = issue.number;
            issue.comment_list = self
                .conditional(id, &format!("comments/{n}"), |etag| {
                    h.comments(repo, n, etag)
                })
                .await?;
        }
        for commit in commits.iter_mut().take(STATUS_COMMITS) {
            let sha = commit.sha.clone();
            // Statuses and check runs change apart (GitHub Actions only writes check runs), so
            // each is its own conditional read.
            let status = self
                .conditional(id, &format!("status/{sha}"), |etag| {
                    h.commit_status(repo, &sha, etag)
                })
                .await?;
            let checks = self
                .conditional(id, &format!("checks/{sha}"), |etag| {
                    h.check_runs(repo, &sha, etag)
                })
                .await?;
            commit.status = github::worst(status, checks);
        }
        Ok(Activity {
            repo_id: Some(info.id),
            url: Some(info.url),
            commits,
            issues,
            pulls,
            demo: false,
        })
    }

    /// One conditional read: the new answer (kept with its ETag) or, on a 304, the kept one.
    async fn conditional<'a, T, F>(&self, repo: &str, resource: &str, call: F) -> Result<T, Failure>
    where
        T: serde::Serialize + serde::de::DeserializeOwned,
        F: FnOnce(Option<String>) -> futures_util::future::BoxFuture<'a, host::HostResult<T>>,
    {
        let kept = store::resource(&self.db, repo, resource).await?;
        // A kept body we can no longer read (an older format) is fetched again in full.
        let kept = kept.and_then(|(etag, body)| {
            serde_json::from_str::<T>(&body)
                .ok()
                .map(|data| (etag, data))
        });
        let etag = kept.as_ref().map(|(e, _)| e.clone());
        match call(etag).await.map_err(Failure::Host)? {
            Fetched::Fresh { data, etag } => {
                if let Some(etag) = etag {
                    let body = serde_json::to_string(&data).unwrap_or_default();
                    store::put_resource(&self.db, repo, resource, &etag, &body).await?;
                }
                Ok(data)
            }
            Fetched::NotModified => match kept {
                Some((_, data)) => Ok(data),
                None => Err(Failure::Host(HostError::Unreachable(
                    "304 without a kept answer".into(),
                ))),
            },
        }
    }
}

enum Failure {
    Host(HostError),
    Db(sqlx::Error),
}

impl From<sqlx::Error> for Failure {
    fn from(e: sqlx::Error) -> Self {
        Self::Db(e)
    }
}

/// The worker's end of the queue.
pub struct WorkerQueue(mpsc::Receiver<Job>);

/// The worker: refreshes what is asked, one at a time, and every `poll` (when set) each
/// repository a project names whose activity is older than the hub's `stale_ms`.
pub fn spawn_worker(
    hub: Arc<CodeHub>,
    queue: WorkerQueue,
    poll: Option<Duration>,
) -> tokio::task::JoinHandle<()> {
    let WorkerQueue(mut rx) = queue;
    tokio::spawn(async move {
        let period = poll.unwrap_or(Duration::from_secs(3600));
        let mut tick = tokio::time::interval_at(tokio::time::Instant::now() + period, period);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        // When each repository's last refresh started (bounded: cleared with each poll).
        let mut started: HashMap<String, i64> = HashMap::new();
        loop {
            tokio::select! {
                job = rx.recv() => {
                    let Some(job) = job else { break };
                    let id = job.repo.id();
                    let covered = started.get(&id).is_some_and(|t| *t > job.asked_at);
                    if !covered {
                        started.insert(id.clone(), now_ms());
                        if let Err(e) = hub.refresh(&job.repo).await {
                            tracing::warn!(repo = %id, error = %e, "cannot record code activity");
                        }
                    }
                    if let Some(done) = job.done {
                        let _ = done.send(());
                    }
                }
                _ = tick.tick(), if poll.is_some() => {
                    started.clear();
                    if let Err(e) = poll_due(&hub, &mut started).await {
                        tracing::warn!(error = %e, "code activity poll failed; will retry");
                    }
                    let _ = store::sweep_deliveries(&hub.db).await;
                }
            }
        }
    })
}

async fn poll_due(hub: &CodeHub, started: &mut HashMap<String, i64>) -> Result<(), sqlx::Error> {
    for (github, name) in store::project_repos(&hub.db).await? {
        let Some(repo) = RepoKey::from_project(&github, &name) else {
            continue;
        };
        let id = repo.id();
        if started.contains_key(&id) {
            continue;
        }
        let due = match store::load(&hub.db, &id).await? {
            None => true,
            Some(row) => row.tried_at + hub.stale_ms <= now_ms(),
        };
        if due {
            started.insert(id, now_ms());
            hub.refresh(&repo).await?;
        }
    }
    Ok(())
}
