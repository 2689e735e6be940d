//! The version of a project's hours (ADR 0042): `projects.hours_version`, raised by the database
//! itself whenever an entry of the project or a block of its company is written (triggers, so no
//! code path can forget it), and by a change of the project's rate, budgets or approval. The
//! Hours view is kept per version: a project of 100,000 entries is summed once per change, not
//! once per read, and a version read from the database holds across app servers.

use super::{Db, Engine};
use crate::ids::ProjectId;

/// The project's hours version and data version (task and sprint titles show in the view), if
/// the project exists.
pub async fn of(db: &Db, project: &ProjectId) -> Result<Option<(i64, i64)>, sqlx::Error> {
    sqlx::query_as("SELECT hours_version, data_version FROM projects WHERE id = $1")
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
            // A block's figures show on every project of its company; the draw-down's lock
            // statement rewrites nothing, so only a real change counts.
            tx.execute(
                "CREATE OR REPLACE FUNCTION portico_hours_of_block() RETURNS trigger \
                 LANGUAGE plpgsql AS $$ BEGIN \
                 IF TG_OP = 'UPDATE' AND NEW IS NOT DISTINCT FROM OLD THEN RETURN NULL; END IF; \
                 UPDATE projects SET hours_version = hours_version + 1 \
                 WHERE client_id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.client_id ELSE NEW.client_id END); \
                 RETURN NULL; END $$",
            )
            .await?;
            tx.execute(
                "CREATE OR REPLACE TRIGGER hour_blocks_hours_version AFTER INSERT OR UPDATE OR DELETE \
                 ON hour_blocks FOR EACH ROW EXECUTE FUNCTION portico_hours_of_block()",
            )
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
                "CREATE TRIGGER IF NOT EXISTS hour_blocks_hours_version_insert AFTER INSERT ON hour_blocks \
                 BEGIN UPDATE projects SET hours_version = hours_version + 1 WHERE client_id = NEW.client_id; END",
                "CREATE TRIGGER IF NOT EXISTS hour_blocks_hours_version_update AFTER UPDATE ON hour_blocks \
                 WHEN NEW.used_minutes IS NOT OLD.used_minutes OR NEW.overage_minutes IS NOT OLD.overage_minutes \
                 OR NEW.minutes IS NOT OLD.minutes OR NEW.expires_on IS NOT OLD.expires_on \
                 BEGIN UPDATE projects SET hours_version = hours_version + 1 WHERE client_id = NEW.client_id; END",
                "CREATE TRIGGER IF NOT EXISTS hour_blocks_hours_version_delete AFTER DELETE ON hour_blocks \
                 BEGIN UPDATE projects SET hours_version = hours_version + 1 WHERE client_id = OLD.client_id; END",
            ] {
                db.execute(sql).await?;
            }
            Ok(())
        }
    }
}
