//! The test harness: `spawn_app(engine)` starts the real application on port 0 with a database
//! of its own (a SQLite file or a PostgreSQL database, copied from a migrated template:
//! `databases`), and returns helpers to drive it over HTTP. `engine_tests!` runs one story on both
//! engines. `world` makes the two-client world most stories start from, `route_table` holds every
//! route's row of statuses, and `answers` reads what an answer made.
#![allow(clippy::unwrap_used, clippy::expect_used)]

pub mod answers;
pub mod clamd;
mod databases;
pub mod fake_github;
pub mod fake_stripe;
pub mod mail;
pub mod metrics;
pub mod oidc;
pub mod requests;
pub mod route_table;
pub mod s3;
pub mod webhook_receiver;
pub mod world;

pub use answers::{body_text, created, created_id, id_of, refused_field, sprint_orders, with_id};
pub use webhook_receiver::{base64_decode, base64_encode};
pub use world::{add_person, world, World};

use std::path::{Path, PathBuf};

use portico_server::db::{self, users, Db};
use portico_server::{Application, Config};
use serde_json::Value;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Engine {
    Sqlite,
    Postgres,
}

/// A loopback port free now, for a helper server a test starts (clamd, an S3 server).
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// The repository's `web/` folder, whose Node fixtures (the mail server, the OpenID provider)
/// the tests run.
pub fn web_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the tests crate sits in the repository root")
        .join("web")
}

/// Starts a helper server the tests run beside the app (clamd, an S3 server, a Node fixture):
/// no input, its output where `cmd` sends it, ended when dropped. `missing` says how to get the
/// program where it is not installed.
pub fn start_process(cmd: &mut tokio::process::Command, missing: &str) -> tokio::process::Child {
    cmd.stdin(std::process::Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .unwrap_or_else(|e| {
            let program = cmd.as_std().get_program().to_string_lossy().into_owned();
            panic!("could not run {program} ({e}): {missing}")
        })
}

/// A whole PNG of one pixel: an image a test can attach, shrink and open.
pub const PIXEL_PNG: &[u8] = b"\x89PNG\x0d\x0a\x1a\x0a\x00\x00\x00\x0dIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89\x00\x00\x00\x0dIDATx\xdacd\xf8\xcfP\x0f\x00\x03\x86\x01\x80Z4}k\x00\x00\x00\x00IEND\xaeB`\x82";

/// The PostgreSQL server the suite creates its databases on. Unreachable is a failure, never a
/// skip: a green run must mean both engines passed.
pub fn postgres_admin_url() -> String {
    std::env::var("PORTICO_TEST_POSTGRES")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".to_owned())
}

pub struct TestApp {
    pub address: String,
    pub port: u16,
    pub db: Db,
    pub http: reqwest::Client,
    pub engine: Engine,
    /// The database this server uses (another server can be started on it).
    pub database_url: String,
    /// `http://127.0.0.1:<port>` of `/metrics`, when the test set `METRICS_ADDR`.
    pub metrics_address: Option<String>,
    /// The folder attached files are stored in (unless the test chose another store).
    pub files_dir: PathBuf,
    /// The `ATTACHMENTS_URL` the server uses (`file://` the folder above, or a test's `s3://`).
    pub files_url: String,
    database: Option<String>,
    /// Stops the server when sent or dropped (`stop_serving`).
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    /// The server's task: it ends once a stop has let the answers in flight finish.
    served: Option<tokio::task::JoinHandle<std::io::Result<()>>>,
    _dir: TempDir,
}

/// A folder removed when the test ends.
pub struct TempDir(pub PathBuf);

impl TempDir {
    pub fn new() -> Self {
        let dir =
            std::env::temp_dir().join(format!("portico-test-{}", uuid::Uuid::new_v4().simple()));
        std::fs::create_dir_all(&dir).unwrap();
        Self(dir)
    }
}

impl Default for TempDir {
    fn default() -> Self {
        Self::new()
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

pub struct SpawnOptions {
    pub web_dir: Option<PathBuf>,
    pub env: Vec<(&'static str, String)>,
}

pub async fn spawn_app(engine: Engine) -> TestApp {
    spawn_app_env(engine, vec![]).await
}

/// An app with settings of the test's own (`env`), on top of the defaults.
pub async fn spawn_app_env(engine: Engine, env: Vec<(&'static str, String)>) -> TestApp {
    spawn_app_with(engine, SpawnOptions { web_dir: None, env }).await
}

pub async fn spawn_app_with(engine: Engine, options: SpawnOptions) -> TestApp {
    let (dir, url, database) = databases::fresh(engine, true).await;
    start(engine, dir, url, database, options).await
}

/// Two app servers on one empty database, started at the same moment (the scale-out set-up:
/// several servers behind a load balancer, both migrating). The first owns the database's cleanup.
pub async fn spawn_pair(engine: Engine, env: Vec<(&'static str, String)>) -> (TestApp, TestApp) {
    let (dir, url, database) = databases::fresh(engine, false).await;
    let (a, b) = tokio::join!(
        start(
            engine,
            dir,
            url.clone(),
            database,
            SpawnOptions {
                web_dir: None,
                env: env.clone(),
            },
        ),
        start(
            engine,
            TempDir::new(),
            url,
            None,
            SpawnOptions { web_dir: None, env },
        )
    );
    (a, b)
}

/// Another app server on an existing database (the first server owns its cleanup).
pub async fn spawn_on_database(
    engine: Engine,
    url: &str,
    env: Vec<(&'static str, String)>,
) -> TestApp {
    start(
        engine,
        TempDir::new(),
        url.to_owned(),
        None,
        SpawnOptions { web_dir: None, env },
    )
    .await
}

async fn start(
    engine: Engine,
    dir: TempDir,
    url: String,
    database: Option<String>,
    options: SpawnOptions,
) -> TestApp {
    let web_dir = options
        .web_dir
        .unwrap_or_else(|| dir.0.join("no-web-build"));
    let database_url = url.clone();
    let files_dir = dir.0.join("attachments");
    let mut vars: Vec<(&str, String)> = vec![
        ("PORT", "0".into()),
        ("DATABASE_URL", url),
        ("WEB_DIR", web_dir.display().to_string()),
        ("LOG", "warn".into()),
        // Hermetic: no test reaches the real code host (a closed port fails at once), and no
        // poll runs; tests that need one start a fake GitHub and pass its address.
        ("GITHUB_API_URL", "http://127.0.0.1:9".into()),
        ("CODE_POLL_SECS", "0".into()),
        (
            "SECRET_KEY",
            "test-secret-key-for-sealing-authenticator-keys".into(),
        ),
        // Each test's files in its own folder.
        ("ATTACHMENTS_URL", format!("file://{}", files_dir.display())),
        // Hermetic webhooks: loopback endpoints are allowed, so a story's receiver on 127.0.0.1
        // takes deliveries and an endpoint at a closed local port fails at once instead of
        // reaching the internet. The story of refused addresses sets 0, as production leaves it.
        ("WEBHOOK_ALLOW_PRIVATE", "1".into()),
    ];
    vars.extend(options.env);
    let files_url = vars
        .iter()
        .rfind(|(n, _)| *n == "ATTACHMENTS_URL")
        .map(|(_, v)| v.clone())
        .unwrap_or_default();
    // The test's own settings win over the defaults above.
    let config =
        Config::from_lookup(|k| vars.iter().rfind(|(n, _)| *n == k).map(|(_, v)| v.clone()))
            .expect("test config");
    // What the server logs (warnings and errors) goes with the test's own output, shown when it fails.
    let _ = tracing_subscriber::fmt()
        .with_env_filter("warn")
        .with_test_writer()
        .try_init();
    let app = Application::build(config).await.expect("app starts");
    let port = app.port();
    let metrics_address = app.metrics_port().map(|p| format!("http://127.0.0.1:{p}"));
    let db = app.state().db.clone();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let served = tokio::spawn(app.run_until(async {
        let _ = stopped.await;
    }));
    TestApp {
        address: format!("http://127.0.0.1:{port}"),
        metrics_address,
        files_dir,
        files_url,
        port,
        db,
        http: reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap(),
        engine,
        database_url,
        database,
        stop: Some(stop),
        served: Some(served),
        _dir: dir,
    }
}

impl TestApp {
    /// Stops the server as SIGTERM does: no new connection is taken, the answers in flight
    /// finish, and live streams end.
    pub fn stop_serving(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }

    /// Stops the server and answers how long it took to return (None: not within `limit`).
    pub async fn stop_within(&mut self, limit: std::time::Duration) -> Option<std::time::Duration> {
        let started = std::time::Instant::now();
        self.stop_serving();
        let served = self.served.take()?;
        match tokio::time::timeout(limit, served).await {
            Ok(_) => Some(started.elapsed()),
            Err(_) => None,
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.address, path)
    }

    pub async fn get(&self, path: &str, token: Option<&str>) -> reqwest::Response {
        let mut req = self.http.get(self.url(path));
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        req.send().await.unwrap()
    }

    /// What the file store holds (uploads in progress and contents), as keys relative to its
    /// root, sorted: the folder's files, or an S3 bucket's objects.
    pub async fn stored_files(&self) -> Vec<String> {
        if self.files_url.starts_with("s3://") {
            let url = reqwest::Url::parse(&self.files_url).expect("an s3:// URL");
            let endpoint = url
                .query_pairs()
                .find(|(k, _)| k == "endpoint")
                .map(|(_, v)| v.into_owned())
                .expect("a test's S3 store names its endpoint");
            return s3::keys(&endpoint, url.host_str().unwrap_or_default()).await;
        }
        fn walk(dir: &std::path::Path, root: &std::path::Path, out: &mut Vec<String>) {
            let Ok(entries) = std::fs::read_dir(dir) else {
                return;
            };
            for e in entries.flatten() {
                let p = e.path();
                if p.is_dir() {
                    walk(&p, root, out);
                } else {
                    out.push(p.strip_prefix(root).unwrap().display().to_string());
                }
            }
        }
        let mut out = Vec::new();
        walk(&self.files_dir, &self.files_dir, &mut out);
        out.sort();
        out
    }

    /// Uploads a file (`POST /api/attachments?name=...`, the bytes as the body).
    pub async fn upload(
        &self,
        name: &str,
        bytes: Vec<u8>,
        token: Option<&str>,
    ) -> reqwest::Response {
        let mut req = self
            .http
            .post(self.url("/api/attachments"))
            .query(&[("name", name)])
            .body(bytes);
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        req.send().await.unwrap()
    }

    pub async fn post(&self, path: &str, body: &Value, token: Option<&str>) -> reqwest::Response {
        let mut req = self.http.post(self.url(path)).json(body);
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        req.send().await.unwrap()
    }

    /// Returns once the server has heard what was written straight to the database (as a write by
    /// another app server or a command is heard): a write request, which the server answers only
    /// after hearing every change committed before it (`server/src/changes.rs`).
    pub async fn heard(&self) {
        let res = self.send("post", "/api/heard", None, None).await;
        assert_eq!(res.status(), 404);
    }

    /// Any method, optional JSON body, optional bearer token.
    pub async fn send(
        &self,
        method: &str,
        path: &str,
        body: Option<&Value>,
        token: Option<&str>,
    ) -> reqwest::Response {
        let method = reqwest::Method::from_bytes(method.to_ascii_uppercase().as_bytes()).unwrap();
        let mut req = self.http.request(method, self.url(path));
        if let Some(b) = body {
            req = req.json(b);
        }
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        req.send().await.unwrap()
    }

    /// Signs in at the staff endpoint.
    pub async fn admin_login(&self, email: &str, password: &str) -> String {
        let res = self
            .post(
                "/api/admin/login",
                &serde_json::json!({ "email": email, "password": password }),
                None,
            )
            .await;
        assert_eq!(res.status(), 200, "admin login of {email}");
        let body: Value = res.json().await.unwrap();
        body["token"].as_str().unwrap().to_owned()
    }

    /// Posts raw bytes as JSON, for malformed-body cases.
    pub async fn post_raw(&self, path: &str, body: impl Into<reqwest::Body>) -> reqwest::Response {
        self.http
            .post(self.url(path))
            .header("content-type", "application/json")
            .body(body)
            .send()
            .await
            .unwrap()
    }

    /// Creates an account directly in the store (account creation by staff comes through the API
    /// in the portal issue).
    pub async fn create_user(
        &self,
        role: users::Role,
        name: &str,
        email: &str,
        password: &str,
    ) -> String {
        let hash = portico_server::credentials::hash_password(password.to_owned())
            .await
            .unwrap();
        users::insert(
            &self.db,
            users::NewUser {
                role,
                name,
                brand_name: "Acme",
                email,
                password_hash: &hash,
                remarks: "",
                phone: "",
            },
        )
        .await
        .unwrap()
        .into_string()
    }

    pub async fn login(&self, email: &str, password: &str) -> String {
        let res = self.try_login(email, password).await;
        assert_eq!(res.status(), 200, "login of {email}");
        let body: Value = res.json().await.unwrap();
        body["token"].as_str().unwrap().to_owned()
    }

    pub async fn count(&self, table: &str) -> i64 {
        sqlx::query_scalar(&format!("SELECT COUNT(*) FROM {table}"))
            .fetch_one(&self.db)
            .await
            .unwrap()
    }

    /// How many rows of `table` meet `condition`, which names `value` as `$1`.
    pub async fn count_where(&self, table: &str, condition: &str, value: &str) -> i64 {
        sqlx::query_scalar(&format!("SELECT COUNT(*) FROM {table} WHERE {condition}"))
            .bind(value)
            .fetch_one(&self.db)
            .await
            .unwrap()
    }

    /// PostgreSQL: how many connections on this database listen for changes (one a server).
    pub async fn listeners(&self) -> i64 {
        sqlx::query_scalar(
            "SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database() \
             AND query LIKE 'LISTEN %'",
        )
        .fetch_one(&self.db)
        .await
        .unwrap()
    }

    /// PostgreSQL: ends every connection on this database that listens for changes, as a
    /// database restart or a network cut would; whether each one ended.
    pub async fn end_listeners(&self) -> Vec<bool> {
        sqlx::query_scalar(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
             WHERE datname = current_database() AND query LIKE 'LISTEN %'",
        )
        .fetch_all(&self.db)
        .await
        .unwrap()
    }

    /// Drops a PostgreSQL test database.
    pub async fn cleanup(self) {
        let database = self.database.clone();
        self.db.close().await;
        drop(self);
        if let Some(name) = database {
            databases::admin_exec(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")).await;
        }
    }
}

/// Error body helper: `{"error": {"code", "message", "field"}}`.
/// How long another app server may take to hear a write (ADR 0019): what a person on that server
/// may wait before seeing it.
pub const ANOTHER_SERVER_HEARS_WITHIN: std::time::Duration = std::time::Duration::from_secs(1);

/// Asks `check` every 10 ms until it holds, and says how long that took; panics with `what` if it
/// did not hold within `ANOTHER_SERVER_HEARS_WITHIN`.
pub async fn within_a_second<F, Fut>(what: &str, mut check: F) -> std::time::Duration
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let start = std::time::Instant::now();
    loop {
        if check().await {
            return start.elapsed();
        }
        assert!(
            start.elapsed() < ANOTHER_SERVER_HEARS_WITHIN,
            "{what}: not within {ANOTHER_SERVER_HEARS_WITHIN:?}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
}

pub async fn error_of(res: reqwest::Response) -> (u16, Value) {
    let status = res.status().as_u16();
    let body: Value = res.json().await.unwrap_or(Value::Null);
    (status, body["error"].clone())
}

/// Stories that start their own app (with settings of their own): `async fn story(engine)`, run on
/// both engines.
#[macro_export]
macro_rules! engine_fns {
    ($($story:ident),+ $(,)?) => {
        $(
            mod $story {
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn sqlite() {
                    super::$story($crate::Engine::Sqlite).await;
                }
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn postgres() {
                    super::$story($crate::Engine::Postgres).await;
                }
            }
        )+
    };
}

/// Runs `async fn story(app: TestApp)` once on SQLite and once on PostgreSQL.
#[macro_export]
macro_rules! engine_tests {
    ($($story:ident),+ $(,)?) => {
        $(
            mod $story {
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn sqlite() {
                    let app = $crate::spawn_app($crate::Engine::Sqlite).await;
                    super::$story(&app).await;
                    app.cleanup().await;
                }
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn postgres() {
                    let app = $crate::spawn_app($crate::Engine::Postgres).await;
                    super::$story(&app).await;
                    app.cleanup().await;
                }
            }
        )+
    };
}

pub use db::now_ms;
