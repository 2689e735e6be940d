//! Each story's database: a SQLite file or a PostgreSQL database of its own, copied from a
//! migrated template.
//!
//! Migrating an empty database was most of a short story's time (0.24 s of 0.43 on PostgreSQL,
//! 0.11 of 0.13 on SQLite, on a quiet machine) and the suite runs over 400 of them. The first story
//! of a test binary migrates a template with the server's own `db::migrate`; every story after it
//! copies that (PostgreSQL's `CREATE DATABASE … TEMPLATE`, a file copy for SQLite). The server then
//! runs its migrations at start-up as always, and finds them applied. Stories about migrating
//! itself (two servers starting at once on an empty database) ask for an empty one.
//!
//! A template belongs to one build of one test binary (its path, size and modification time): a
//! rebuild makes a new one and drops its predecessor. A template is complete or absent: it is
//! migrated under another name and renamed when done, under a lock, so a story killed midway leaves
//! nothing another story could copy.

use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};

use portico_server::db;
use sqlx::{Connection, Executor, Row};
use tokio::sync::OnceCell;

use crate::{postgres_admin_url, Engine, TempDir};

/// A new database for one story: its folder, its URL, and (PostgreSQL) its name, to drop after.
/// `migrated`: copied from the template; otherwise empty.
pub(crate) async fn fresh(engine: Engine, migrated: bool) -> (TempDir, String, Option<String>) {
    let dir = TempDir::new();
    match engine {
        Engine::Sqlite => {
            let file = dir.0.join("portico.db");
            if migrated {
                let template = SQLITE_TEMPLATE.get_or_init(sqlite_template).await;
                std::fs::copy(template, &file).expect("copy the SQLite template");
            }
            let url = format!("sqlite://{}?mode=rwc", file.display());
            (dir, url, None)
        }
        Engine::Postgres => {
            STALE_DROPPED.get_or_init(drop_stale_databases).await;
            let name = format!(
                "portico_t_{}_{}",
                std::process::id(),
                uuid::Uuid::new_v4().simple()
            );
            let mut sql = format!("CREATE DATABASE {name}");
            if migrated {
                let template = POSTGRES_TEMPLATE.get_or_init(postgres_template).await;
                sql.push_str(&format!(" TEMPLATE {template}"));
            }
            admin_exec(&sql).await;
            (dir, database_url(&name), Some(name))
        }
    }
}

/// Runs one statement on the PostgreSQL server's administrative database.
pub(crate) async fn admin_exec(sql: &str) {
    let mut conn = admin().await;
    conn.execute(sql).await.unwrap();
    let _ = conn.close().await;
}

async fn admin() -> sqlx::postgres::PgConnection {
    let url = postgres_admin_url();
    sqlx::postgres::PgConnection::connect(&url).await.unwrap_or_else(|e| {
        panic!("PostgreSQL is unreachable at {url} ({e}); the suite runs on both engines. Start it with: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start")
    })
}

/// The URL of database `name` on the suite's PostgreSQL server.
fn database_url(name: &str) -> String {
    let base = postgres_admin_url();
    let root = base
        .rsplit_once('/')
        .map(|(r, _)| r.to_owned())
        .unwrap_or(base);
    format!("{root}/{name}")
}

static STALE_DROPPED: OnceCell<()> = OnceCell::const_new();
static POSTGRES_TEMPLATE: OnceCell<String> = OnceCell::const_new();
static SQLITE_TEMPLATE: OnceCell<PathBuf> = OnceCell::const_new();

/// This test binary (`path`) and this build of it (`build`), as two hashes: templates are named
/// by both.
fn binary_and_build() -> (String, String) {
    let exe = std::env::current_exe().expect("the test binary's path");
    let meta = std::fs::metadata(&exe).expect("the test binary's metadata");
    (hex(&exe), hex((meta.len(), meta.modified().ok())))
}

/// A value's hash in 16 hex digits (std's hasher: the same in every process of one build).
fn hex(value: impl Hash) -> String {
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    value.hash(&mut hasher);
    format!("{:016x}", hasher.finish())
}

/// Migrates `url` as a server starting on it would.
async fn migrate(url: &str) {
    let pool = db::connect(url, Some(1)).await.expect("connect to migrate");
    db::migrate(&pool, url).await.expect("migrate the template");
    pool.close().await;
}

/// The name of this build's PostgreSQL template, made if missing.
async fn postgres_template() -> String {
    let (path, build) = binary_and_build();
    let name = format!("portico_tpl_{path}_{build}");
    let mut conn = admin().await;
    // One process makes it; the others wait on the lock, then find it made. A session lock:
    // released when this connection closes, even if this process dies midway.
    let lock_key = i64::from_str_radix(&path[..15], 16).unwrap_or(0);
    conn.execute(sqlx::query("SELECT pg_advisory_lock($1)").bind(lock_key))
        .await
        .unwrap();
    let databases: Vec<String> =
        sqlx::query("SELECT datname FROM pg_database WHERE datname LIKE $1")
            .bind(format!("portico_tpl_{path}_%"))
            .fetch_all(&mut conn)
            .await
            .unwrap()
            .iter()
            .map(|r| r.get(0))
            .collect();
    if !databases.contains(&name) {
        // Earlier builds' templates and a template half made by a process that died.
        for old in &databases {
            conn.execute(format!("DROP DATABASE IF EXISTS {old} WITH (FORCE)").as_str())
                .await
                .unwrap();
        }
        let making = format!("portico_tpl_{path}_making");
        conn.execute(format!("DROP DATABASE IF EXISTS {making} WITH (FORCE)").as_str())
            .await
            .unwrap();
        conn.execute(format!("CREATE DATABASE {making}").as_str())
            .await
            .unwrap();
        migrate(&database_url(&making)).await;
        // A closed pool's connections end a moment after: a database cannot be renamed while
        // one is still on it.
        for _ in 0..500 {
            let on_it: i64 =
                sqlx::query_scalar("SELECT COUNT(*) FROM pg_stat_activity WHERE datname = $1")
                    .bind(&making)
                    .fetch_one(&mut conn)
                    .await
                    .unwrap();
            if on_it == 0 {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
        conn.execute(format!("ALTER DATABASE {making} RENAME TO {name}").as_str())
            .await
            .unwrap();
    }
    let _ = conn.close().await;
    name
}

/// The path of this build's SQLite template, made if missing.
async fn sqlite_template() -> PathBuf {
    let (path, build) = binary_and_build();
    let dir = std::env::temp_dir().join("portico-test-templates");
    std::fs::create_dir_all(&dir).unwrap();
    let template = dir.join(format!("{path}-{build}.db"));
    let lock = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(dir.join(format!("{path}.lock")))
        .unwrap();
    let lock = tokio::task::spawn_blocking(move || lock.lock().map(|()| lock))
        .await
        .unwrap()
        .expect("lock the SQLite templates");
    if !template.exists() {
        remove_older(&dir, &path);
        let making = TempDir::new();
        let file = making.0.join("portico.db");
        migrate(&format!("sqlite://{}?mode=rwc", file.display())).await;
        // One file, whatever the journal mode left beside it; renamed into place when whole.
        let whole = dir.join(format!("{path}-making.db"));
        let _ = std::fs::remove_file(&whole);
        let mut conn =
            sqlx::sqlite::SqliteConnection::connect(&format!("sqlite://{}", file.display()))
                .await
                .unwrap();
        conn.execute(sqlx::query("VACUUM INTO ?").bind(whole.display().to_string()))
            .await
            .unwrap();
        let _ = conn.close().await;
        std::fs::rename(&whole, &template).unwrap();
    }
    drop(lock);
    template
}

/// Earlier builds' SQLite templates of this test binary.
fn remove_older(dir: &Path, path: &str) {
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.starts_with(&format!("{path}-")) && name.ends_with(".db") {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// Whether the test process that made database `name` (`portico_t_<pid>_<uuid>`) still runs.
/// Names without a process id come from older runs: gone.
fn owner_alive(name: &str) -> bool {
    name.strip_prefix("portico_t_")
        .and_then(|rest| rest.split_once('_'))
        .and_then(|(pid, _)| pid.parse::<u32>().ok())
        .is_some_and(|pid| pid == std::process::id() || Path::new(&format!("/proc/{pid}")).exists())
}

/// Drops the databases of test processes that are gone (killed before their cleanup).
async fn drop_stale_databases() {
    let Ok(mut conn) = sqlx::postgres::PgConnection::connect(&postgres_admin_url()).await else {
        return;
    };
    let names: Vec<String> = sqlx::query("SELECT datname FROM pg_database WHERE datname LIKE $1")
        // `_` matches any one character in LIKE: escaped, so the templates are not taken for
        // the databases of a process that is gone.
        .bind(r"portico\_t\_%")
        .fetch_all(&mut conn)
        .await
        .map(|rows| rows.iter().map(|r| r.get::<String, _>(0)).collect())
        .unwrap_or_default();
    // Runs once, before this process creates any database of its own. Only the databases of test
    // processes that are gone: another suite running on this machine keeps its own.
    for name in names.into_iter().filter(|n| !owner_alive(n)) {
        let _ = sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
            .execute(&mut conn)
            .await;
    }
    let _ = conn.close().await;
}
