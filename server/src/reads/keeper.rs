//! The keeper: renders, off the request path, the projects written through this server once they
//! are quiet, and sweeps for projects left behind (ADR 0029).

use std::sync::Arc;
use std::time::{Duration, Instant};

use super::{By, ProjectReads};
use crate::db::renders;
use crate::ids::ProjectId;

/// A project written through this server whose kept read waits for the keeper: when it was first
/// and last written since its last render.
#[derive(Clone, Copy)]
pub(super) struct Pending {
    first: Instant,
    last: Instant,
}

/// A written project is rendered once no write has touched it for this long (a staff member
/// moving cards on a board writes every few seconds: one render after the last move)...
const QUIET: Duration = Duration::from_secs(1);
/// ...or at the latest this long after the first write since its last render (a project written
/// without pause is still kept every so often).
const MAX_WAIT: Duration = Duration::from_secs(30);
/// Written projects waiting at most (a bound on memory; past it, the keeper's sweep finds them).
const MAX_PENDING: usize = 50_000;

impl ProjectReads {
    /// A write through this server changed these projects' reads (it has committed; each with
    /// its client). A project whose read or client's list was asked for since its last render is
    /// rendered now, before the write answers, for the read that follows (`watched`); the others
    /// wait for the keeper, which renders them once they are quiet. A read that comes first
    /// renders for itself.
    pub async fn written(&self, projects: &[(ProjectId, Option<String>)]) {
        if !self.stored() || projects.is_empty() {
            return;
        }
        let (watched, quiet): (Vec<_>, Vec<_>) = projects
            .iter()
            .partition(|(id, client)| self.watched.watched(id, client.as_deref()));
        let now = Instant::now();
        if let Ok(mut written) = self.written.lock() {
            for (id, _) in &watched {
                written.remove(id);
            }
            for (id, _) in quiet {
                if let Some(p) = written.get_mut(id) {
                    p.last = now;
                } else if written.len() < MAX_PENDING {
                    let first = now;
                    written.insert(id.clone(), Pending { first, last: now });
                }
            }
        }
        if !watched.is_empty() {
            let ids: Vec<ProjectId> = watched.into_iter().map(|(id, _)| id.clone()).collect();
            self.refresh(&ids, By::Write).await;
        }
    }

    /// The written projects due for a render (quiet, or waiting too long), no longer pending.
    fn due(&self, now: Instant) -> Vec<ProjectId> {
        let Ok(mut written) = self.written.lock() else {
            return Vec::new();
        };
        let due: Vec<ProjectId> = written
            .iter()
            .filter(|(_, p)| now - p.last >= QUIET || now - p.first >= MAX_WAIT)
            .map(|(id, _)| id.clone())
            .collect();
        for id in &due {
            written.remove(id);
        }
        due
    }

    fn pending(&self, id: &ProjectId) -> bool {
        self.written.lock().is_ok_and(|w| w.contains_key(id))
    }
}

/// How often the keeper renders the written projects that are due, and how often (in those
/// turns) it sweeps for kept reads left behind, and how many it asks for at a time.
const KEEPER_TICK: Duration = Duration::from_millis(250);
const SWEEP_EVERY: u64 = 12;
const KEEPER_BATCH: i64 = 25;

/// Renders, in the background, the projects written through this server once they are quiet
/// (`ProjectReads::written`), and sweeps for projects with no kept read at their version (a
/// project written through another server that went down before rendering, a team member or a
/// client renamed, every project once after the migration that packed the kept reads), so their
/// next reads find them kept. Several app servers may render the same project; the rows they
/// store are equal.
///
/// A sweep that finds a full batch takes the next one at once, until a batch is short or keeps
/// nothing (a project that fails to render waits for the next sweep): a rename that touched every
/// project is kept again in one pass, at the speed of rendering, instead of a batch per look
/// (20,000 projects took 40 minutes that way). It leaves the projects still being written here to
/// their quiet turn. Renders take their turn with the reads' (`turns`), one at a time, so the
/// keeper never holds more than one core.
pub fn spawn_keeper(reads: Arc<ProjectReads>) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        if !reads.stored() {
            return;
        }
        let mut tick = tokio::time::interval(KEEPER_TICK);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let mut turn = 0u64;
        loop {
            tick.tick().await;
            let due = reads.due(Instant::now());
            if !due.is_empty() {
                reads.refresh(&due, By::Keeper).await;
            }
            if turn.is_multiple_of(SWEEP_EVERY) {
                reads.sweep().await;
            }
            turn += 1;
        }
    })
}

impl ProjectReads {
    /// Renders every project left behind, but the ones written here and not yet quiet.
    async fn sweep(&self) {
        loop {
            // Room for the pending ones, which are passed over.
            let waiting = self.written.lock().map_or(0, |w| w.len()) as i64;
            let batch = KEEPER_BATCH + waiting.min(1000);
            match renders::to_keep(&self.db, batch).await {
                Ok(ids) => {
                    let full = ids.len() as i64 == batch;
                    let ids: Vec<ProjectId> =
                        ids.into_iter().filter(|id| !self.pending(id)).collect();
                    if ids.is_empty() || self.refresh(&ids, By::Keeper).await == 0 || !full {
                        return;
                    }
                    tokio::task::yield_now().await;
                }
                Err(e) => {
                    tracing::warn!(error = %e, "could not look for kept reads left behind");
                    return;
                }
            }
        }
    }
}
