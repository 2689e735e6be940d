//! A staff write: one transaction that holds the change, the read-version bumps it causes and its
//! audit-log entry, so either all of them happen or none does. After it commits, the projects it
//! changed are rendered before it answers when someone reads them, and otherwise left to the
//! keeper, which renders them off the request path once they are quiet (`crate::reads`).

use portico_shared::status::TaskStatus;
use std::sync::Arc;

use serde_json::Value;
use sqlx::AnyConnection;

use crate::auth::AuthUser;
use crate::db::audit::{self, Context, Entity};
use crate::db::task_field::{self, Field};
use crate::db::{work, Engine};
use crate::error::ApiError;
use crate::ids::{ProjectId, TaskId};
use crate::reads::ProjectReads;
use crate::state::AppState;

pub struct StaffWrite<'a> {
    tx: crate::db::WriteTx,
    actor: &'a AuthUser,
    reads: Arc<ProjectReads>,
    /// The projects the logged changes belong to, each with its client.
    projects: Vec<(ProjectId, Option<String>)>,
}

/// A record as it was before a change, and where it belongs.
pub struct Tracked {
    entity: Entity,
    id: String,
    before: Option<Value>,
    context: Context,
}

impl Tracked {
    pub fn exists(&self) -> bool {
        self.before.is_some()
    }

    pub fn context(&self) -> &Context {
        &self.context
    }
}

impl<'a> StaffWrite<'a> {
    pub async fn begin(state: &AppState, actor: &'a AuthUser) -> Result<Self, ApiError> {
        Ok(Self {
            tx: crate::db::begin_write(&state.db).await?,
            actor,
            reads: state.reads.clone(),
            projects: Vec::new(),
        })
    }

    pub fn conn(&mut self) -> &mut AnyConnection {
        &mut self.tx
    }

    /// Remembers a record before changing it.
    pub async fn track(&mut self, entity: Entity, id: &str) -> Result<Tracked, ApiError> {
        let (before, context) = audit::snapshot_in_context(&mut self.tx, entity, id).await?;
        Ok(Tracked {
            entity,
            id: id.to_owned(),
            before,
            context,
        })
    }

    /// Logs a change of a tracked record (its state now is the "after"; gone means deleted).
    pub async fn log(&mut self, action: &str, t: Tracked) -> Result<(), ApiError> {
        let (after, context) = if t.context.client_id.is_none() && t.context.project_id.is_none() {
            audit::snapshot_in_context(&mut self.tx, t.entity, &t.id).await?
        } else {
            (
                audit::snapshot(&mut self.tx, t.entity, &t.id).await?,
                t.context,
            )
        };
        self.entry(action, t.entity, &t.id, context, t.before, after)
            .await
    }

    /// Logs a record just created.
    pub async fn log_created(
        &mut self,
        action: &str,
        entity: Entity,
        id: &str,
    ) -> Result<(), ApiError> {
        let t = Tracked {
            entity,
            id: id.to_owned(),
            before: None,
            context: Context::default(),
        };
        self.log(action, t).await
    }

    /// Logs a change whose "after" the write has already: the record's row read back by the
    /// statement that changed it (`RETURNING`), or what is not the record's own row (a reply
    /// added to a ticket).
    pub async fn log_with(
        &mut self,
        action: &str,
        t: Tracked,
        after: Value,
    ) -> Result<(), ApiError> {
        self.entry(action, t.entity, &t.id, t.context, t.before, Some(after))
            .await
    }

    /// Logs something that changed no record of its own (opening a client's portal read-only).
    pub async fn log_event(
        &mut self,
        action: &str,
        entity: Entity,
        id: &str,
    ) -> Result<(), ApiError> {
        let context = audit::context_of(&mut self.tx, entity, id).await?;
        self.entry(action, entity, id, context, None, None).await
    }

    async fn entry(
        &mut self,
        action: &str,
        entity: Entity,
        id: &str,
        context: Context,
        before: Option<Value>,
        after: Option<Value>,
    ) -> Result<(), ApiError> {
        if let Some(project) = &context.project_id {
            let project = ProjectId::from_stored(project.clone());
            if !self.projects.iter().any(|(p, _)| *p == project) {
                self.projects.push((project, context.client_id.clone()));
            }
        }
        audit::record(
            &mut self.tx,
            audit::Entry {
                actor_id: &self.actor.id,
                actor_name: &self.actor.name,
                action: action.to_owned(),
                entity,
                entity_id: id,
                context,
                before,
                after,
            },
        )
        .await?;
        Ok(())
    }

    pub async fn commit(self) -> Result<(), ApiError> {
        self.tx.commit().await?;
        self.reads.written(&self.projects).await;
        Ok(())
    }
}

/// A task's status or priority, the board's writes: on PostgreSQL in one statement that also
/// writes the audit entry, the history, the versions and the figures (`db::task_field`, ADR 0036);
/// on SQLite, a `StaffWrite` like every other write. Not found: no such task.
pub async fn set_task_field(
    state: &AppState,
    actor: &AuthUser,
    id: &TaskId,
    field: Field,
) -> Result<(), ApiError> {
    // A task done that a webhook hears goes statement by statement, where `history` tells it.
    let postgres = Engine::of_pool(&state.db) == Engine::Postgres;
    let heard = postgres
        && matches!(field, Field::Status(TaskStatus::Done))
        && crate::db::webhook_events::heard(&state.db, "task.done").await?;
    if postgres && !heard {
        let by = task_field::By {
            id: &actor.id,
            name: &actor.name,
        };
        let written = task_field::set(&state.db, id, field, by)
            .await?
            .ok_or(ApiError::NotFound)?;
        state
            .reads
            .written(&[(written.project_id, Some(written.client_id))])
            .await;
        return Ok(());
    }
    let mut w = StaffWrite::begin(state, actor).await?;
    let before = w.track(Entity::Task, id).await?;
    let after = match field {
        Field::Status(s) => work::set_task_status(w.conn(), id, s).await?,
        Field::Priority(p) => work::set_task_priority(w.conn(), id, p).await?,
    }
    .ok_or(ApiError::NotFound)?;
    w.log_with(field.action(), before, after).await?;
    w.commit().await
}
