//! One database code path for two engines: the same migrations and the same queries run on the
//! embedded SQLite file and on PostgreSQL, through sqlx's `Any` driver (see
//! docs/decisions/0001-one-sql-path-two-engines.md). Queries take the owner's id so that a record
//! that is not the caller's is simply not found.

pub mod activity;
pub mod api_tokens;
pub mod attachments;
pub mod audit;
pub mod calendar_feeds;
pub mod claims;
pub mod contact;
pub mod figures;
pub mod glance;
pub mod goals;
pub mod history;
pub mod hours;
pub mod identities;
pub mod invoices;
pub mod online;
pub mod overview;
mod pages;
pub mod passkeys;
pub mod payments;
pub mod people;
pub mod project_files;
pub mod projects;
pub mod quotes;
pub mod renders;
pub mod requests;
pub mod sessions;
pub mod signoffs;
pub mod sla;
pub mod staff_accounts;
pub mod submissions;
pub mod task_field;
pub mod team;
pub mod ticket_clock;
pub mod ticket_report;
pub mod ticket_view;
pub mod tickets;
pub mod today;
pub mod tokens;
pub mod triggers;
pub mod two_factor;
pub mod users;
pub mod versions;
pub mod webhook_deliveries;
pub mod webhook_events;
pub mod webhooks;
pub mod work;
mod write_turn;

pub use pages::{count, fetch_with, page_of};
pub use write_turn::{begin_write, WriteTx};

use std::str::FromStr;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::{AnyPool, ConnectOptions, Connection, Executor};

pub type Db = AnyPool;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Engine {
    Sqlite,
    Postgres,
}

impl Engine {
    pub fn of(url: &str) -> Self {
        if url.starts_with("sqlite:") {
            Self::Sqlite
        } else {
            Self::Postgres
        }
    }

    /// The engine behind an open pool.
    pub fn of_pool(db: &Db) -> Self {
        Self::of(db.connect_options().database_url.as_str())
    }

    /// The engine behind an open connection (a write's transaction).
    pub fn of_conn(c: &sqlx::AnyConnection) -> Self {
        if c.backend_name() == "SQLite" {
            Self::Sqlite
        } else {
            Self::Postgres
        }
    }
}

/// The engine's routine upkeep of the planner's statistics, so no read's plan depends on luck:
/// after a bulk load, and (SQLite) every housekeeping sweep. `PRAGMA optimize` re-analyses only
/// what changed enough; PostgreSQL's autovacuum does the same on its own between bulk loads.
pub async fn optimize(db: &Db, engine: Engine) -> Result<(), sqlx::Error> {
    let sql = match engine {
        Engine::Sqlite => "PRAGMA optimize",
        Engine::Postgres => "ANALYZE",
    };
    sqlx::query(sql).execute(db).await?;
    Ok(())
}

static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations");

/// How long a pooled connection may sit unused before it is checked again on its next use.
const IDLE_CHECK: Duration = Duration::from_secs(5);

/// Connections per app server when `POOL_SIZE` does not say. PostgreSQL: four per core of this
/// machine, at least eight. It runs one query per core at a time, and for reads more connections
/// only add switching (on 2 cores, a list read that missed memory served 15% more answers with 4
/// than with 16); but a write holds its connection while its commit is flushed to disk, using no
/// core: with 4 connections staff writes stopped at about 2,650 a second with a third of the two
/// cores idle, with 8 they reached 3,055 (x1.06 to x1.23 the Express peer, docs/benchmarks.md).
/// SQLite: 8, each reader its own connection and thread.
pub fn default_pool_size(engine: Engine) -> u32 {
    match engine {
        Engine::Postgres => (crate::cores() as u32 * 4).clamp(8, 32),
        Engine::Sqlite => 8,
    }
}

/// Opens the pool; for SQLite creates the file's folder and turns on WAL so readers never wait
/// for the writer.
pub async fn connect(url: &str, pool_size: Option<u32>) -> Result<Db, sqlx::Error> {
    sqlx::any::install_default_drivers();
    let engine = Engine::of(url);
    if engine == Engine::Sqlite {
        if let Some(dir) = sqlite_file(url).and_then(|p| p.parent().map(|d| d.to_owned())) {
            if !dir.as_os_str().is_empty() {
                std::fs::create_dir_all(&dir).map_err(sqlx::Error::Io)?;
            }
        }
    }
    let options = AnyConnectOptions::from_str(url)?.disable_statement_logging();
    let pool = AnyPoolOptions::new()
        .max_connections(pool_size.unwrap_or_else(|| default_pool_size(engine)))
        .min_connections(1)
        .acquire_timeout(Duration::from_secs(10))
        // A connection is checked (one round trip) only when it sat idle long enough for the
        // database or the network to have dropped it, not on every acquire: a busy server's
        // connections are never idle that long, and the check doubled a short read's round trips.
        .test_before_acquire(false)
        .before_acquire(|conn, meta| {
            Box::pin(async move {
                if meta.idle_for >= IDLE_CHECK {
                    conn.ping().await?;
                }
                Ok(true)
            })
        })
        .after_connect(move |conn, _meta| {
            Box::pin(async move {
                if engine == Engine::Sqlite {
                    // Each connection's page cache is 512 KiB, not SQLite's 2 MiB: eight
                    // connections' caches filled by renders were a third of the server's peak
                    // memory, and the operating system caches the file's pages anyway.
                    conn.execute(
                        "PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000; PRAGMA cache_size = -512;",
                    )
                    .await?;
                }
                Ok(())
            })
        })
        .connect_with(options)
        .await?;
    if engine == Engine::Sqlite && sqlite_file(url).is_some() {
        // Several servers starting on one new file all switch it to WAL; SQLite answers "locked" at
        // once, without waiting, to the one whose switch would deadlock with another's. It is tried
        // again for a while: by then the file is in WAL mode and the switch is a no-op.
        let give_up = std::time::Instant::now() + Duration::from_secs(15);
        loop {
            match pool.execute("PRAGMA journal_mode = WAL;").await {
                Ok(_) => break,
                Err(e) if is_locked(&e) && std::time::Instant::now() < give_up => {
                    tokio::time::sleep(Duration::from_millis(50)).await;
                }
                Err(e) => return Err(e),
            }
        }
    }
    Ok(pool)
}

/// SQLite's "database is locked" (SQLITE_BUSY, 5) or "table is locked" (SQLITE_LOCKED, 6), with
/// any extended code (in the high bits).
fn is_locked(e: &sqlx::Error) -> bool {
    let sqlx::Error::Database(d) = e else {
        return false;
    };
    let code = d.code().and_then(|c| c.parse::<i32>().ok());
    matches!(code.map(|c| c & 0xff), Some(5 | 6))
}

fn sqlite_file(url: &str) -> Option<std::path::PathBuf> {
    let rest = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))?;
    let path = rest.split('?').next().unwrap_or("");
    (!path.is_empty() && path != ":memory:").then(|| std::path::PathBuf::from(path))
}

/// Applies the migrations. Safe when several servers start at once: PostgreSQL takes sqlx's
/// advisory lock; for a SQLite file (which only processes on one machine can share) a lock file
/// beside it makes the others wait, then find the work done.
pub async fn migrate(db: &Db, url: &str) -> Result<(), sqlx::migrate::MigrateError> {
    let lock = match (Engine::of(url), sqlite_file(url)) {
        (Engine::Sqlite, Some(path)) => {
            let mut name = path.into_os_string();
            name.push(".migrate-lock");
            let file = std::fs::OpenOptions::new()
                .create(true)
                .truncate(false)
                .write(true)
                .open(&name)
                .map_err(|e| sqlx::migrate::MigrateError::Source(Box::new(e)))?;
            let file = tokio::task::spawn_blocking(move || file.lock().map(|()| file))
                .await
                .map_err(|e| sqlx::migrate::MigrateError::Source(Box::new(e)))?
                .map_err(|e| sqlx::migrate::MigrateError::Source(Box::new(e)))?;
            Some(file)
        }
        _ => None,
    };
    let result = MIGRATOR.run(db).await;
    // The triggers that tell servers what changed (engine-specific SQL, idempotent).
    let result = match result {
        Ok(()) => async {
            triggers::install(db, Engine::of(url)).await?;
            audit::install_append_only(db, Engine::of(url)).await?;
            hours::install_triggers(db, Engine::of(url)).await?;
            quotes::install_frozen(db, Engine::of(url)).await
        }
        .await
        .map_err(sqlx::migrate::MigrateError::from),
        Err(e) => Err(e),
    };
    drop(lock);
    result?;
    if Engine::of(url) == Engine::Postgres {
        // Kept project renders are packed already (db/renders.rs): PostgreSQL's own compression
        // (pglz) would only spend time failing to shrink them on every write, and on every read
        // of a body it did shrink. Checked first: the change locks the table.
        let storage: Option<String> = sqlx::query_scalar(
            "SELECT CAST(attstorage AS TEXT) FROM pg_attribute \
             WHERE attrelid = 'project_renders'::regclass AND attname = 'body'",
        )
        .fetch_optional(db)
        .await?;
        if storage.as_deref() != Some("e") {
            db.execute("ALTER TABLE project_renders ALTER COLUMN body SET STORAGE EXTERNAL")
                .await?;
        }
    }
    Ok(())
}

/// A statement and its arguments, on any engine.
pub type AnyQuery<'q> = sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>;

/// Runs an insert that takes the next free place (`MAX(position) + 1`) inside a savepoint, and
/// runs it again if a concurrent writer took that place first (PostgreSQL's read-committed
/// transactions can both read the same `MAX`; the unique index refuses the second). `bind` gives
/// `sql` its arguments, for each try.
pub async fn with_place_retry<'q>(
    c: &mut sqlx::AnyConnection,
    sql: &'q str,
    bind: impl Fn(AnyQuery<'q>) -> AnyQuery<'q>,
) -> Result<(), sqlx::Error> {
    let mut tries = 0;
    loop {
        let mut sp = sqlx::Connection::begin(&mut *c).await?;
        match bind(sqlx::query(sql)).execute(&mut *sp).await {
            Ok(_) => return sp.commit().await,
            Err(e) if is_unique_violation(&e) && tries < 10 => {
                sp.rollback().await?;
                tries += 1;
            }
            Err(e) => return Err(e),
        }
    }
}

/// Whether the database answers within a second; used by /readyz, so a load balancer learns of
/// an outage at once rather than after the pool's connect timeout.
pub async fn ping(db: &Db) -> bool {
    let query = sqlx::query_scalar::<_, i32>("SELECT 1").fetch_one(db);
    matches!(
        tokio::time::timeout(Duration::from_secs(1), query).await,
        Ok(Ok(_))
    )
}

pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

/// The SHA-256 of some bytes, in lower-case hex.
pub fn sha256_hex(bytes: &[u8]) -> String {
    use sha2::Digest;
    sha2::Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

pub fn new_id() -> String {
    uuid::Uuid::new_v4().hyphenated().to_string()
}

/// `SUM(minor)` as a whole number of minor units, the same on both engines, so no float leaves
/// the database: summed as doubles (exact below 2^53 minor units, and rows stored past the
/// ceiling cannot overflow the sum as an integer sum would on SQLite), then rounded and bounded
/// to an `i64` in SQL.
pub fn whole_sum(minor: &str) -> String {
    whole(&format!(
        "COALESCE(SUM(CAST({minor} AS DOUBLE PRECISION)), 0)"
    ))
}

/// A double of minor units (a kept figure, a sum) as a whole `i64` in SQL: rounded, and bounded
/// rather than overflowing.
pub fn whole(minor: &str) -> String {
    format!(
        "CAST(CASE WHEN {minor} >= 9.2e18 THEN 9.2e18 WHEN {minor} <= -9.2e18 THEN -9.2e18 \
         ELSE ROUND({minor}) END AS BIGINT)"
    )
}

/// `$start, $start+1, ...`: lives with the paging code that binds lists of ids.
pub use crate::paging::placeholders;

/// A unique-constraint violation, on either engine.
pub fn is_unique_violation(err: &sqlx::Error) -> bool {
    match err {
        sqlx::Error::Database(db) => {
            db.is_unique_violation()
                || db
                    .code()
                    .is_some_and(|c| c == "23505" || c == "2067" || c == "1555")
        }
        _ => false,
    }
}

/// Locks an account's row for the rest of the caller's transaction, so writes that count what
/// the account has (its ways in) take turns. (A no-op update: portable to both engines.)
pub async fn lock_user(
    c: &mut sqlx::AnyConnection,
    user_id: &crate::ids::UserId,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE users SET data_version = data_version WHERE id = $1")
        .bind(user_id)
        .execute(c)
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    /// sqlx's Any driver cannot decode a BOOLEAN column on SQLite (sqlx issue 2778): the whole row
    /// fails. Flags are SMALLINT 0/1; this keeps anyone from declaring BOOLEAN again.
    #[test]
    fn migrations_never_declare_boolean_columns() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations");
        let mut checked = 0;
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            let sql = std::fs::read_to_string(&path).unwrap();
            for (n, line) in sql.lines().enumerate() {
                let code = line.split("--").next().unwrap_or("").to_ascii_uppercase();
                let has_bool = code
                    .split(|c: char| !c.is_ascii_alphanumeric() && c != '_')
                    .any(|w| w == "BOOLEAN" || w == "BOOL");
                assert!(
                    !has_bool,
                    "{}:{} declares a BOOLEAN: use SMALLINT 0/1",
                    path.display(),
                    n + 1
                );
            }
            checked += 1;
        }
        assert!(checked > 0);
    }

    #[test]
    fn sqlite_file_is_read_from_the_url() {
        assert_eq!(
            super::sqlite_file("sqlite://data/portico.db?mode=rwc"),
            Some("data/portico.db".into())
        );
        assert_eq!(super::sqlite_file("sqlite::memory:"), None);
    }
}
