//! The project reads (`detail/:id`, a client's `projectsUser`), as JSON kept at three levels:
//!
//! 1. in this app server's memory, per project and per client list (`cache`), packed as in the
//!    database (about a sixth of the JSON's size; unpacked at several GB/s), with the compressed
//!    copies browsers ask for, made once (`answer`);
//! 2. in the database, per project (`db::renders`), rendered by the keeper (`spawn_keeper`) off
//!    the request path once a project written through this server is quiet (`QUIET`): several
//!    writes to a project, one render; a read on another app server or after a restart, and a
//!    staff read, are then one row. A write to a project whose read (or client's list) was asked
//!    for since its last render renders it before answering (`watched`), for the read that
//!    follows;
//! 3. rendered from the tables, when neither has the project's current version: the first read
//!    after a write that arrives before the keeper renders for itself (and keeps what it rendered,
//!    so the keeper has nothing left to do), as does a read after a write that touched many
//!    projects (a team member or a client renamed), which the keeper's sweep renders within
//!    seconds. Seeds and bulk loads keep every project's read before they finish (`keep_all`).
//!
//! Every level is keyed by the project's `data_version` (or the client's, for a whole list), which
//! each write bumps in its own transaction (`db::versions`). A render reads its version in its own
//! statement (`db::projects::render_one`, ADR 0022), so what is kept under version N is N's.
//!
//! Which writes change which reads is declared once, in `writes` (checked against every write
//! route by a test); what renders after a write follows from the versions it bumped (`refresh`).
//! The storage half lives in `db` because it runs inside writes: `db::versions`, `db::renders`.
//! When a read can be stale, and for how long: `docs/reads.md` (ADR 0023).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use axum::body::Bytes;

pub mod answer;
pub mod body;
pub mod cache;
mod keeper;
mod watched;
pub mod writes;

use crate::changes::Changes;
use crate::db::projects::{self, Rendered, Scope};
use crate::db::{renders, Db, Engine};
use crate::error::{ApiError, ApiResult};
use crate::held::Held;
use crate::ids::{ProjectId, UserId};
use crate::metrics::{Level, Metrics};
pub use answer::{Kept, ReadAsk};
use cache::ReadCache;
pub use keeper::spawn_keeper;
use keeper::Pending;

/// What is kept (`READ_CACHE`), a setting parsed with the others (`config`).
pub use crate::config::Keep;

pub struct ProjectReads {
    db: Db,
    engine: Engine,
    keep: Keep,
    /// Each client's whole list, by the client's data version: its projects' packed reads, shared
    /// with `projects`, and the list's compressed copies.
    lists: ReadCache<Arc<Kept>>,
    /// Each project's packed read (`renders::pack`) and compressed copies, by its data version.
    projects: ReadCache<Arc<Kept>>,
    /// Each project's version and client, held while no change to it was heard
    /// (`crate::changes`): a read held in memory at that version needs no query.
    heads: Held<(i64, UserId)>,
    changes: Arc<Changes>,
    metrics: Arc<Metrics>,
    /// Turns to build a read that missed memory (see `cache::renders`).
    turns: tokio::sync::Semaphore,
    /// Projects written through this server, left for the keeper to render (`written`).
    written: Mutex<HashMap<ProjectId, Pending>>,
    /// Which projects' reads were asked for since their last render (`watched`).
    watched: watched::Watched,
}

/// Who a render was for (the render counter's `by`).
#[derive(Clone, Copy)]
enum By {
    /// A read that found nothing kept at the project's version.
    Read,
    /// The keeper, behind writes, or a seed's `keep_all`.
    Keeper,
    /// A write, for a project someone reads (`watched`).
    Write,
}

impl By {
    fn label(self) -> &'static str {
        match self {
            By::Read => "read",
            By::Keeper => "keeper",
            By::Write => "write",
        }
    }
}

/// Project versions held at most (about 100 bytes each).
const HELD_HEADS: usize = 50_000;

impl ProjectReads {
    pub fn new(db: Db, keep: Keep, changes: Arc<Changes>, metrics: Arc<Metrics>) -> Arc<Self> {
        Arc::new(Self {
            engine: Engine::of_pool(&db),
            db,
            keep,
            heads: Held::new(HELD_HEADS),
            changes,
            lists: ReadCache::new(keep == Keep::On).counted(&metrics, "lists"),
            projects: ReadCache::new(keep == Keep::On).counted(&metrics, "projects"),
            metrics,
            turns: tokio::sync::Semaphore::new(cache::renders()),
            written: Mutex::default(),
            watched: watched::Watched::default(),
        })
    }

    fn stored(&self) -> bool {
        self.keep != Keep::Off
    }

    /// One project's read, if the scope may see it.
    pub async fn project(&self, id: &ProjectId, scope: Scope<'_>) -> ApiResult<Arc<Kept>> {
        let (kept, level) = self.read_project(id, scope).await?;
        self.watched.read_project(id);
        self.projects.note(level == Level::Memory);
        self.metrics.read(level);
        Ok(kept)
    }

    /// A client's projects' reads, in the list's order (sent as one JSON array); `only`: a
    /// member's chosen projects, whose list is made from the projects' kept reads each time
    /// (not kept itself: few people have one, and each set would be a list of its own).
    pub async fn client_list(
        &self,
        client_id: &UserId,
        version: i64,
        only: Option<&[ProjectId]>,
    ) -> ApiResult<Arc<Kept>> {
        let (kept, level) = self.read_list(client_id, version, only).await?;
        self.watched.read_list(client_id.as_str());
        self.lists.note(level == Level::Memory);
        self.metrics.read(level);
        Ok(kept)
    }

    async fn read_project(
        &self,
        id: &ProjectId,
        scope: Scope<'_>,
    ) -> ApiResult<(Arc<Kept>, Level)> {
        let held = self.projects.peek(id);
        // The project's version and owner held while no change to the project was heard: with
        // its read in memory at that version, the answer asks the database nothing.
        if let (Some((version, client)), Some((v, kept))) =
            (self.heads.get(&self.changes, id), &held)
        {
            if !scope.sees(&client, id) {
                return Err(ApiError::NotFound);
            }
            if version == *v {
                return Ok((kept.clone(), Level::Memory));
            }
        }
        if !self.stored() {
            // Nothing kept anywhere: the render reads the version with the project, and the
            // scope, in its one statement.
            let _turn = self.turns.acquire().await.map_err(ApiError::internal)?;
            return Ok((self.render(id, scope).await?, Level::Rendered));
        }
        let since = self.changes.since();
        let (version, client, stored) =
            renders::current(&self.db, id, scope, held.as_ref().map(|(v, _)| *v))
                .await?
                .ok_or(ApiError::NotFound)?;
        if let (Some(since), Keep::On) = (since, self.keep) {
            let keys = vec![crate::changes::project_key(id)];
            self.heads.put(id, since, keys, (version, client));
        }
        if let Some((v, kept)) = held {
            if v == version {
                return Ok((kept, Level::Memory));
            }
        }
        if let Some(kept) = stored.and_then(|packed| from_row(id, packed)) {
            self.projects.put(id, version, kept.clone());
            return Ok((kept, Level::Database));
        }
        // Renders take turns (memory stays flat under load); a read that waited finds what the
        // ones before it kept, so a burst of reads after a write renders once.
        let _turn = self.turns.acquire().await.map_err(ApiError::internal)?;
        if let Some(kept) = self.projects.get(id, version) {
            return Ok((kept, Level::Memory));
        }
        // The render's own version is at least `version` (read after it).
        Ok((self.render(id, scope).await?, Level::Rendered))
    }

    /// Renders a project the scope may see and keeps it (the caller holds a turn).
    async fn render(&self, id: &ProjectId, scope: Scope<'_>) -> ApiResult<Arc<Kept>> {
        let rendered = projects::render_one(&self.db, self.engine, id, scope)
            .await?
            .ok_or(ApiError::NotFound)?;
        self.keep_render(rendered, By::Read).await
    }

    /// A client's projects' reads, in the list's order: kept per project, so a write re-renders
    /// only the project it changed.
    async fn read_list(
        &self,
        client_id: &UserId,
        version: i64,
        only: Option<&[ProjectId]>,
    ) -> ApiResult<(Arc<Kept>, Level)> {
        let whole = only.is_none();
        if let Some(list) = self.lists.get(client_id, version).filter(|_| whole) {
            return Ok((list, Level::Memory));
        }
        // A few at a time: a list is up to a few megabytes of JSON.
        let _turn = self.turns.acquire().await.map_err(ApiError::internal)?;
        if let Some(list) = self.lists.get(client_id, version).filter(|_| whole) {
            return Ok((list, Level::Memory));
        }
        let chosen = |id: &ProjectId| only.is_none_or(|set| set.contains(id));
        // The deepest level any of its projects came from.
        let mut level = Level::Memory;
        let (versions, mut parts): (Vec<(ProjectId, i64)>, Vec<Option<KeptRead>>) = if self.stored()
        {
            renders::for_client(&self.db, client_id)
                .await?
                .into_iter()
                .filter(|(id, ..)| chosen(id))
                .map(|(id, v, stored)| {
                    let part = match stored.and_then(|packed| from_row(&id, packed)) {
                        Some(kept) => {
                            self.projects.put(&id, v, kept.clone());
                            level = level.max(Level::Database);
                            Some(kept)
                        }
                        None => self.projects.get(&id, v),
                    };
                    ((id, v), part)
                })
                .unzip()
        } else {
            projects::versions_for_client(&self.db, client_id)
                .await?
                .into_iter()
                .filter(|(id, _)| chosen(id))
                .map(|(id, v)| {
                    let part = self.projects.get(&id, v);
                    ((id, v), part)
                })
                .unzip()
        };
        let missing: Vec<ProjectId> = versions
            .iter()
            .zip(&parts)
            .filter(|(_, part)| part.is_none())
            .map(|((id, _), _)| id.clone())
            .collect();
        if !missing.is_empty() {
            level = Level::Rendered;
            let mut rendered: HashMap<ProjectId, Arc<Kept>> = HashMap::new();
            for project in projects::render_many(&self.db, self.engine, &missing).await? {
                let id = project.id.clone();
                rendered.insert(id, self.keep_render(project, By::Read).await?);
            }
            for ((id, _), part) in versions.iter().zip(parts.iter_mut()) {
                if part.is_none() {
                    // Gone since the versions were read (deleted): left out, as a fresh read would.
                    *part = rendered.remove(id);
                }
            }
        }
        let packed: Arc<[Bytes]> = parts
            .iter()
            .flatten()
            .filter_map(|kept| kept.packed().cloned())
            .collect();
        let list = Kept::list(packed);
        if whole {
            self.lists.put(client_id, version, list.clone());
        }
        Ok((list, level))
    }

    /// Renders and keeps every project not kept at its version, a batch at a time: the end of a
    /// bulk load (a seed), so that no first read renders. Returns how many were kept.
    pub async fn keep_all(&self) -> ApiResult<usize> {
        let mut kept = 0;
        loop {
            let ids = renders::to_keep(&self.db, 200).await?;
            if ids.is_empty() {
                return Ok(kept);
            }
            for id in &ids {
                self.refresh_one(id, By::Keeper).await?;
            }
            kept += ids.len();
        }
    }

    /// Renders these projects again and keeps them in the database, so the next read on any app
    /// server is one row. Best effort: a read that finds nothing kept renders for itself. Returns
    /// how many were kept.
    async fn refresh(&self, project_ids: &[ProjectId], by: By) -> usize {
        if !self.stored() {
            return 0;
        }
        // The versions say which reads the write changed (`writes`): only those render.
        let behind = match renders::behind_among(&self.db, project_ids).await {
            Ok(behind) => behind,
            Err(e) => {
                tracing::warn!(error = %e, "could not read which kept reads are behind");
                project_ids.to_vec()
            }
        };
        let mut kept = 0;
        for id in &behind {
            match self.refresh_one(id, by).await {
                Ok(()) => kept += 1,
                Err(e) => {
                    tracing::warn!(project = %id, error = %e, "could not keep a project's read")
                }
            }
        }
        kept
    }

    async fn refresh_one(&self, id: &ProjectId, by: By) -> ApiResult<()> {
        let _turn = self.turns.acquire().await.map_err(ApiError::internal)?;
        // None: deleted meanwhile.
        if let Some(rendered) = projects::render_one(&self.db, self.engine, id, Scope::All).await? {
            self.keep_render(rendered, by).await?;
        }
        Ok(())
    }

    /// Packs a render, and keeps it at every level this server keeps, under the version the
    /// render was made at.
    async fn keep_render(&self, rendered: Rendered, by: By) -> ApiResult<Arc<Kept>> {
        self.metrics.renders.with_label_values(&[by.label()]).inc();
        self.watched.rendered(&rendered.id);
        let packed = Bytes::from(renders::pack(&rendered.json));
        if self.stored() {
            renders::store(&self.db, &rendered.id, rendered.version, &packed).await?;
        }
        let kept = Kept::one(packed);
        self.projects
            .put(&rendered.id, rendered.version, kept.clone());
        Ok(kept)
    }
}

type KeptRead = Arc<Kept>;

/// A row from the database, unless it does not unpack (then the read renders again, and the
/// render replaces the row).
fn from_row(id: &str, packed: Vec<u8>) -> Option<Arc<Kept>> {
    if renders::unpack(&packed).is_none() {
        tracing::warn!(project = %id, "a kept read could not be unpacked; rendering it again");
        return None;
    }
    Some(Kept::one(Bytes::from(packed)))
}
