//! The version of a project's hours (ADR 0042): `projects.hours_version`, raised by the database
//! itself whenever an entry of the project is written (triggers, so no code path can forget it),
//! and by a change of the project's rate, budgets or approval; with its company's blocks' own
//! versions. The
//! Hours view is kept per version: a project of 100,000 entries is summed once per change, not
//! once per read, and a version read from the database holds across app servers.

use super::{Db, Engine};
use crate::ids::ProjectId;

/// What a project's Hours view is kept by, if the project exists: its hours version, its data
/// version (task and sprint titles show in the view), and the use of its company's blocks (each
/// block's version, raised when its use changes, plus their count, raised by a new block).
pub async fn of(db: &Db, project: &ProjectId) -> Result<Option<(i64, i64, i64)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT p.hours_version, p.data_version, CAST(COALESCE((SELECT SUM(b.version) + COUNT(*) \
         FROM hour_blocks b WHERE b.client_id = p.client_id), 0) AS BIGINT) \
         FROM projects p WHERE p.id = $1",
    )
    .bind(project)
    .fetch_optional(db)
    .await
}

/// Installs the triggers (engine-specific SQL, idempotent; after the migrations).
pub async fn install(db: &Db, engine: Engine) -> Result<(), sqlx::Error> {
    use sqlx::Executor;
    match engine {
        Engine::Postgres => {
            let mut tx = db.begin().await?;
            sqlx::query("SELECT pg_advisory_xact_lock(7262004)")
                .execute(&mut *tx)
                .await?;
            tx.execute(
                "CREATE OR REPLACE FUNCTION portico_hours_of_entry() RETURNS trigger \
                 LANGUAGE plpgsql AS $$ BEGIN \
                 IF TG_OP <> 'INSERT' THEN \
                   UPDATE projects SET hours_version = hours_version + 1 WHERE id = OLD.project_id; END IF; \
                 IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.project_id <> OLD.project_id) THEN \
                   UPDATE projects SET hours_version = hours_version + 1 WHERE id = NEW.project_id; END IF; \
                 RETURN NULL; END $$",
            )
            .await?;
            tx.execute(
                "CREATE OR REPLACE TRIGGER time_entries_hours_version AFTER INSERT OR UPDATE OR DELETE \
                 ON time_entries FOR EACH ROW EXECUTE FUNCTION portico_hours_of_entry()",
            )
            .await?;
            // A block's use is versioned on its own row (`hour_blocks.version`, read by `of`):
            // drawing a block down rewrites no project's row.
            tx.execute("DROP TRIGGER IF EXISTS hour_blocks_hours_version ON hour_blocks")
                .await?;
            tx.execute("DROP FUNCTION IF EXISTS portico_hours_of_block()")
                .await?;
            tx.commit().await
        }
        Engine::Sqlite => {
            for sql in [
                "CREATE TRIGGER IF NOT EXISTS time_entries_hours_version_insert AFTER INSERT ON time_entries \
                 BEGIN UPDATE projects SET hours_version = hours_version + 1 WHERE id = NEW.project_id; END",
                "CREATE TRIGGER IF NOT EXISTS time_entries_hours_version_update AFTER UPDATE ON time_entries \
                 BEGIN UPDATE projects SET hours_version = hours_version + 1 \
                 WHERE id IN (OLD.project_id, NEW.project_id); END",
                "CREATE TRIGGER IF NOT EXISTS time_entries_hours_version_delete AFTER DELETE ON time_entries \
                 BEGIN UPDATE projects SET hours_version = hours_version + 1 WHERE id = OLD.project_id; END",
                "DROP TRIGGER IF EXISTS hour_blocks_hours_version_insert",
                "DROP TRIGGER IF EXISTS hour_blocks_hours_version_update",
                "DROP TRIGGER IF EXISTS hour_blocks_hours_version_delete",
            ] {
                db.execute(sql).await?;
            }
            Ok(())
        }
    }
}
