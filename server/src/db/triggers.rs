//! The triggers that name each changed row of `users`, `sessions`, `projects` and `tickets` for
//! every app server (`crate::changes` reads them): installed after the migrations, as
//! engine-specific SQL. A ticket's key names its company and project too (`changes::TicketKey`),
//! for the live streams; it is written on insert as well, since a new ticket is news to its page.
//! A project's names its client as well (`u:`), whose list's version it changes. A mail that
//! fails, is queued again or is swept while failed is named too (`m:`): staff's home counts
//! failed mails; its other states change nothing anyone watches. Logged time names its project
//! (`p:`): the project's Hours are read again where they are open.

use sqlx::Executor;

use super::{Db, Engine};

/// The triggers that name what changed. PostgreSQL: a table of changes, one function, one
/// trigger per table. The table is unlogged (no write-ahead log for it: a write pays little for
/// it); a crash of the database empties it, which every app server notices, since its listening
/// connection drops, and answers by holding nothing until it hears again (`crate::changes`).
/// Each row carries its transaction's id, by which servers read it (ADR 0031).
const POSTGRES_TRIGGERS: &[&str] = &[
    "CREATE UNLOGGED TABLE IF NOT EXISTS changes (id BIGSERIAL, key TEXT NOT NULL, \
     txid BIGINT NOT NULL DEFAULT CAST(CAST(pg_current_xact_id() AS TEXT) AS BIGINT))",
    "CREATE INDEX IF NOT EXISTS changes_txid ON changes (txid, id)",
    "CREATE OR REPLACE FUNCTION portico_changed() RETURNS trigger LANGUAGE plpgsql AS $$ \
     BEGIN INSERT INTO changes (key) VALUES (TG_ARGV[0] || OLD.id); RETURN NULL; END $$",
    "CREATE OR REPLACE TRIGGER users_changed AFTER UPDATE OR DELETE ON users \
     FOR EACH ROW EXECUTE FUNCTION portico_changed('u:')",
    "CREATE OR REPLACE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions \
     FOR EACH ROW EXECUTE FUNCTION portico_changed('s:')",
    "CREATE OR REPLACE FUNCTION portico_project_changed() RETURNS trigger LANGUAGE plpgsql AS $$ \
     BEGIN INSERT INTO changes (key) VALUES ('p:' || OLD.id), ('u:' || OLD.client_id); \
     RETURN NULL; END $$",
    "CREATE OR REPLACE TRIGGER projects_changed AFTER UPDATE OR DELETE ON projects \
     FOR EACH ROW EXECUTE FUNCTION portico_project_changed()",
    "CREATE OR REPLACE FUNCTION portico_ticket_changed() RETURNS trigger LANGUAGE plpgsql AS $$ \
     DECLARE r tickets; BEGIN IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF; \
     INSERT INTO changes (key) VALUES \
     ('t:' || r.user_id || ':' || COALESCE(r.project_id, '') || ':' || r.id); RETURN NULL; END $$",
    "CREATE OR REPLACE TRIGGER tickets_changed AFTER INSERT OR UPDATE OR DELETE ON tickets \
     FOR EACH ROW EXECUTE FUNCTION portico_ticket_changed()",
    "CREATE OR REPLACE TRIGGER mail_failed_changed AFTER UPDATE OF state ON mail_outbox \
     FOR EACH ROW WHEN (NEW.state = 'failed' OR OLD.state = 'failed') \
     EXECUTE FUNCTION portico_changed('m:')",
    "CREATE OR REPLACE TRIGGER mail_failed_deleted AFTER DELETE ON mail_outbox \
     FOR EACH ROW WHEN (OLD.state = 'failed') EXECUTE FUNCTION portico_changed('m:')",
    // Logged time changes its project's Hours (ADR 0042): the project's pages hear of it.
    "CREATE OR REPLACE FUNCTION portico_hours_changed() RETURNS trigger LANGUAGE plpgsql AS $$ \
     DECLARE r time_entries; BEGIN IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF; \
     INSERT INTO changes (key) VALUES ('p:' || r.project_id); RETURN NULL; END $$",
    "CREATE OR REPLACE TRIGGER time_entries_changed AFTER INSERT OR UPDATE OR DELETE ON time_entries \
     FOR EACH ROW EXECUTE FUNCTION portico_hours_changed()",
];

/// SQLite: a table of changes, and two triggers per table (it has no `UPDATE OR DELETE`).
fn sqlite_triggers() -> Vec<String> {
    let mut sql = vec![
        "CREATE TABLE IF NOT EXISTS changes (id INTEGER PRIMARY KEY AUTOINCREMENT, \
         key TEXT NOT NULL, at BIGINT NOT NULL)"
            .to_owned(),
    ];
    const NOW: &str = "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)";
    for (table, prefix) in [("users", "u:"), ("sessions", "s:")] {
        for event in ["UPDATE", "DELETE"] {
            sql.push(format!(
                "CREATE TRIGGER IF NOT EXISTS {table}_{ev} AFTER {event} ON {table} BEGIN \
                 INSERT INTO changes (key, at) VALUES ('{prefix}' || OLD.id, {NOW}); END",
                ev = event.to_ascii_lowercase(),
            ));
        }
    }
    // A project's change names its client too: the client's list's version is derived from its
    // projects' (`versions::LIST_VERSION`). The triggers that named the project alone go.
    for event in ["UPDATE", "DELETE"] {
        let ev = event.to_ascii_lowercase();
        sql.push(format!("DROP TRIGGER IF EXISTS projects_{ev}"));
        sql.push(format!(
            "CREATE TRIGGER IF NOT EXISTS projects_changed_{ev} AFTER {event} ON projects BEGIN \
             INSERT INTO changes (key, at) VALUES ('p:' || OLD.id, {NOW}), \
             ('u:' || OLD.client_id, {NOW}); END",
        ));
    }
    for (event, row) in [("INSERT", "NEW"), ("UPDATE", "NEW"), ("DELETE", "OLD")] {
        sql.push(format!(
            "CREATE TRIGGER IF NOT EXISTS tickets_{ev} AFTER {event} ON tickets BEGIN \
             INSERT INTO changes (key, at) VALUES ('t:' || {row}.user_id || ':' || \
             COALESCE({row}.project_id, '') || ':' || {row}.id, {NOW}); END",
            ev = event.to_ascii_lowercase(),
        ));
    }
    for (event, row) in [("INSERT", "NEW"), ("UPDATE", "NEW"), ("DELETE", "OLD")] {
        sql.push(format!(
            "CREATE TRIGGER IF NOT EXISTS time_entries_{ev} AFTER {event} ON time_entries BEGIN \
             INSERT INTO changes (key, at) VALUES ('p:' || {row}.project_id, {NOW}); END",
            ev = event.to_ascii_lowercase(),
        ));
    }
    for (name, event, when) in [
        (
            "changed",
            "UPDATE OF state",
            "NEW.state = 'failed' OR OLD.state = 'failed'",
        ),
        ("deleted", "DELETE", "OLD.state = 'failed'"),
    ] {
        sql.push(format!(
            "CREATE TRIGGER IF NOT EXISTS mail_failed_{name} AFTER {event} ON mail_outbox \
             WHEN {when} BEGIN INSERT INTO changes (key, at) VALUES ('m:' || OLD.id, {NOW}); END",
        ));
    }
    sql
}

/// Installs the triggers (after the migrations; idempotent). PostgreSQL takes a lock first, so
/// servers starting at once do not replace the function under each other.
pub async fn install(db: &Db, engine: Engine) -> Result<(), sqlx::Error> {
    match engine {
        Engine::Postgres => {
            let mut tx = db.begin().await?;
            sqlx::query("SELECT pg_advisory_xact_lock(7262001)")
                .execute(&mut *tx)
                .await?;
            for sql in POSTGRES_TRIGGERS {
                tx.execute(*sql).await?;
            }
            tx.commit().await
        }
        Engine::Sqlite => {
            for sql in sqlite_triggers() {
                db.execute(sql.as_str()).await?;
            }
            Ok(())
        }
    }
}
