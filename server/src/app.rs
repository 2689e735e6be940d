//! Builds the application: database, migrations, the first admin, the router and its layers.

use std::sync::Arc;
use std::time::Duration;

use axum::extract::DefaultBodyLimit;
use axum::http::{header, HeaderValue, Request};
use axum::response::{IntoResponse, Response};
use axum::Router;
use tokio::net::TcpListener;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::trace::TraceLayer;

use crate::config::Config;
use crate::db::{self, users, Db};
use crate::error::ApiError;
use crate::extract::JSON_BODY_LIMIT;
use crate::state::{AppState, HELD_SESSIONS};
use crate::web::{self, WebAssets};

#[derive(Debug)]
pub struct StartError(pub String);

impl std::fmt::Display for StartError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for StartError {}

pub struct Application {
    listener: TcpListener,
    /// `METRICS_ADDR`: the metrics' own address, never the public port.
    metrics_listener: Option<TcpListener>,
    router: Router,
    state: AppState,
    code_queue: Option<crate::codehost::WorkerQueue>,
}

impl Application {
    /// Connects, migrates, makes sure the configured admin exists, loads the web build and binds.
    pub async fn build(config: Config) -> Result<Self, StartError> {
        let db = db::connect(config.database_url.expose(), config.pool_size)
            .await
            .map_err(|e| StartError(format!("cannot open the database: {e}")))?;
        db::migrate(&db, config.database_url.expose())
            .await
            .map_err(|e| StartError(format!("cannot migrate the database: {e}")))?;
        ensure_configured_admin(&db, &config).await?;
        crate::credentials::warm_up().await;
        let web = WebAssets::load(&config.web_dir, &config.public_url);
        if web.is_empty() {
            tracing::warn!(dir = %config.web_dir.display(), "no web build found; serving the API only");
        } else {
            tracing::info!(dir = %config.web_dir.display(), pages = web.page_count(), "web build loaded");
        }
        if let Some(warning) = crate::address::trust_warning(&config.trust_proxy, config.host) {
            tracing::warn!("{warning}");
        }
        let listener = TcpListener::bind((config.host, config.port))
            .await
            .map_err(|e| {
                StartError(format!(
                    "cannot listen on {}:{}: {e}",
                    config.host, config.port
                ))
            })?;
        let (code, code_queue) = crate::codehost::CodeHub::new(
            Arc::new(crate::codehost::github::GitHub::new(
                &config.github_api_url,
                config.github_token.clone(),
                Duration::from_secs(10),
            )),
            db.clone(),
            // Polled activity counts as fresh for one poll interval; without polling, a minute.
            if config.code_poll_secs > 0 {
                config.code_poll_secs * 1000
            } else {
                60_000
            },
            Duration::from_millis(config.code_read_wait_ms as u64),
        );
        let metrics = crate::metrics::Metrics::new()
            .map_err(|e| StartError(format!("cannot set up the metrics: {e}")))?;
        let changes = crate::changes::Changes::new(
            db.clone(),
            config.database_url.expose(),
            config.live_backlog,
            metrics.clone(),
        );
        let reads = crate::reads::ProjectReads::new(
            db.clone(),
            config.read_cache,
            changes.clone(),
            metrics.clone(),
        );
        let metrics_listener =
            match config.metrics_addr {
                None => None,
                Some(addr) => Some(TcpListener::bind(addr).await.map_err(|e| {
                    StartError(format!("cannot listen on METRICS_ADDR {addr}: {e}"))
                })?),
            };
        let mail = crate::mail::Mailer::new(config.mail.clone(), &config.public_url)
            .map_err(StartError)?;
        let files =
            Arc::new(crate::file_store::FileStore::open(&config.attachments).map_err(StartError)?);
        let oidc = match &config.oidc {
            None => None,
            Some(s) => Some(Arc::new(
                crate::oidc::Provider::new(s.clone(), &config.public_url).map_err(StartError)?,
            )),
        };
        // Passkeys need a host name to belong to: with an IP address in PUBLIC_URL they are off,
        // and start-up says so in one line.
        let webauthn = match crate::passkeys::relying_party(&config.public_url) {
            Ok(rp) => Some(Arc::new(rp)),
            Err(why) => {
                tracing::warn!("{why}");
                None
            }
        };
        let pay = crate::pay::from_config(&config);
        let state = AppState {
            pay,
            oidc,
            webauthn,
            mail,
            db,
            config: Arc::new(config),
            web: Arc::new(web),
            reads,
            code,
            changes,
            sessions: Arc::new(crate::held::Held::new(HELD_SESSIONS)),
            live_lists: Arc::new(crate::held::Held::new(HELD_SESSIONS)),
            metrics,
            files,
        };
        Ok(Self {
            listener,
            metrics_listener,
            router: router(state.clone()),
            state,
            code_queue: Some(code_queue),
        })
    }

    /// The public server's limits: the files the process may hold (raised to the hard limit
    /// here) less the database pool's and its own; `MAX_CONNECTIONS` lowers it.
    fn limits(&self) -> crate::serve::Limits {
        let config = &self.state.config;
        let engine = db::Engine::of(config.database_url.expose());
        let pool = config
            .pool_size
            .unwrap_or_else(|| db::default_pool_size(engine));
        let mut limits = crate::serve::Limits::public(
            crate::serve::raise_file_limit(),
            pool,
            self.state.metrics.clone(),
        );
        if let Some(max) = config.max_connections {
            limits.max_connections = limits.max_connections.min(max);
        }
        limits.stop_deadline = Duration::from_secs(config.stop_deadline_secs);
        limits
    }

    pub fn port(&self) -> u16 {
        self.listener.local_addr().map(|a| a.port()).unwrap_or(0)
    }

    /// The port `/metrics` answers on, when `METRICS_ADDR` is set.
    pub fn metrics_port(&self) -> Option<u16> {
        self.metrics_listener
            .as_ref()
            .and_then(|l| l.local_addr().ok())
            .map(|a| a.port())
    }

    pub fn state(&self) -> &AppState {
        &self.state
    }

    /// The background tasks every server runs: hearing changes, housekeeping, tickets' warnings,
    /// the keeper of project reads and the code-activity worker.
    fn spawn_background(&mut self) -> Vec<tokio::task::JoinHandle<()>> {
        let mut tasks = vec![
            self.state.changes.clone().spawn(),
            crate::maintenance::spawn(self.state.clone()),
            crate::support::alerts::spawn(self.state.clone()),
            crate::hooks::worker::spawn(self.state.clone()),
            crate::reads::spawn_keeper(self.state.reads.clone()),
            crate::mail::worker::spawn(crate::mail::worker::Worker {
                db: self.state.db.clone(),
                mail: self.state.mail.clone(),
            }),
        ];
        if let Some(listener) = self.metrics_listener.take() {
            let router = crate::metrics::router(self.state.metrics.clone(), self.state.db.clone());
            tasks.push(tokio::spawn(async move {
                let limits = crate::serve::Limits::side();
                if let Err(e) =
                    crate::serve::serve(listener, router, limits, std::future::pending()).await
                {
                    tracing::warn!(error = %e, "the metrics server stopped");
                }
            }));
        }
        if let Some(queue) = self.code_queue.take() {
            let poll = (self.state.config.code_poll_secs > 0)
                .then(|| Duration::from_secs(self.state.config.code_poll_secs as u64));
            tasks.push(crate::codehost::spawn_worker(
                self.state.code.clone(),
                queue,
                poll,
            ));
        }
        tasks
    }

    /// Serves until SIGINT/SIGTERM; requests in flight finish before it returns.
    pub async fn run_until_stopped(mut self) -> std::io::Result<()> {
        let changes = self.state.changes.clone();
        let signal = shutdown_signal();
        let stop = async move {
            signal.await;
            changes.close_streams();
        };
        tracing::info!(
            address = %format!("http://{}:{}", self.state.config.host, self.port()),
            engine = ?crate::db::Engine::of(self.state.config.database_url.expose()),
            "portico is serving"
        );
        let background = self.spawn_background();
        let limits = self.limits();
        crate::serve::serve(self.listener, self.router, limits, stop).await?;
        background.iter().for_each(|t| t.abort());
        self.state.db.close().await;
        Ok(())
    }

    /// Serves until the given future resolves (tests use this to stop a server).
    pub async fn run_until(
        mut self,
        stop: impl std::future::Future<Output = ()> + Send + 'static,
    ) -> std::io::Result<()> {
        let background = self.spawn_background();
        let changes = self.state.changes.clone();
        let stop = async move {
            stop.await;
            changes.close_streams();
        };
        let limits = self.limits();
        let served = crate::serve::serve(self.listener, self.router, limits, stop).await;
        background.iter().for_each(|t| t.abort());
        served
    }
}

async fn ensure_configured_admin(db: &Db, config: &Config) -> Result<(), StartError> {
    let (Some(email), Some(password)) = (&config.admin_email, &config.admin_password) else {
        return Ok(());
    };
    let existing = users::find_by_email(db, email)
        .await
        .map_err(|e| StartError(format!("cannot read users: {e}")))?;
    if existing.is_some() {
        return Ok(());
    }
    let hash = crate::credentials::hash_password(password.expose().to_owned())
        .await
        .map_err(|e| StartError(format!("cannot hash ADMIN_PASSWORD: {e}")))?;
    let created = users::insert(
        db,
        users::NewUser {
            role: users::Role::Admin,
            name: "Administrator",
            brand_name: "",
            email,
            password_hash: &hash,
            remarks: "",
            phone: "",
        },
    )
    .await;
    match created {
        Ok(_) => tracing::info!(email = %email, "created the administrator from ADMIN_EMAIL"),
        // Another server starting at the same moment created it first: that is the goal.
        Err(e) if db::is_unique_violation(&e) => {}
        Err(e) => {
            return Err(StartError(format!(
                "cannot create the admin from ADMIN_EMAIL: {e}"
            )))
        }
    }
    Ok(())
}

pub fn router(state: AppState) -> Router {
    let (api, _) = crate::routes::api();
    let api = api
        .fallback(|| async { ApiError::NotFound })
        .method_not_allowed_fallback(|| async { ApiError::MethodNotAllowed })
        .layer(DefaultBodyLimit::max(JSON_BODY_LIMIT))
        .layer(axum::middleware::map_response(no_store))
        .layer(axum::middleware::from_fn_with_state(
            state.changes.clone(),
            settle_after_writes,
        ))
        .route_layer(axum::middleware::from_fn_with_state(
            state.metrics.clone(),
            crate::metrics::track,
        ));
    let hsts = state.config.public_url.starts_with("https://");
    // The site's pages compressed as the browser asks, like the API's answers (`routes::api`).
    let site = Router::new()
        .merge(crate::routes::health::router())
        .fallback(crate::routes::pages::serve)
        .layer(tower_http::compression::CompressionLayer::new());
    let app = Router::new().nest(API, api).merge(site).with_state(state);
    with_layers(app, hsts)
}

/// The layers every response passes through. The panic catcher sits inside the security
/// headers, so even a panic's 500 carries them.
fn with_layers(app: Router, hsts: bool) -> Router {
    app.layer(CatchPanicLayer::custom(|_| {
        ApiError::internal("handler panicked").into_response()
    }))
    .layer(axum::middleware::map_response(move |r| {
        security_headers(r, hsts)
    }))
    .layer(axum::middleware::map_request(idle_body))
    .layer(axum::middleware::from_fn(crate::linger::linger))
    .layer(
        TraceLayer::new_for_http().make_span_with(|req: &Request<_>| {
            let id = req
                .headers()
                .get(REQUEST_ID)
                .and_then(|v| v.to_str().ok())
                .unwrap_or("");
            let path = crate::telemetry::loggable_path(req.uri().path());
            tracing::info_span!("request", id, method = %req.method(), path = %path)
        }),
    )
    .layer(axum::middleware::from_fn(request_id))
}

/// How long a request body may stop arriving before the request ends with an error.
const BODY_IDLE: Duration = Duration::from_secs(30);

/// A body that stops arriving for `BODY_IDLE` ends its request, so a sender trickling a byte now
/// and then holds no connection and no upload's place for long (a request head has its own
/// timeout, `serve::HEADER_READ_TIMEOUT`). Idle time only: a large upload that keeps coming
/// takes as long as it takes.
async fn idle_body(request: axum::extract::Request) -> axum::extract::Request {
    request
        .map(|body| axum::body::Body::new(tower_http::timeout::TimeoutBody::new(BODY_IDLE, body)))
}

const REQUEST_ID: &str = "x-request-id";

/// Where the API is served.
const API: &str = "/api";

/// Every request gets an id of ours, in its log lines and in the answer's `X-Request-Id` (one a
/// caller sends is replaced: logs carry only ids the server made).
async fn request_id(mut request: axum::extract::Request, next: axum::middleware::Next) -> Response {
    let id = HeaderValue::from_str(&uuid::Uuid::new_v4().simple().to_string())
        .unwrap_or(HeaderValue::from_static("-"));
    request.headers_mut().insert(REQUEST_ID, id.clone());
    let mut response = next.run(request).await;
    response.headers_mut().insert(REQUEST_ID, id);
    response
}

/// A write's answer leaves once this server has heard what the write changed, so the caller's
/// next read here shows it (`crate::changes`).
async fn settle_after_writes(
    axum::extract::State(changes): axum::extract::State<Arc<crate::changes::Changes>>,
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    let write = !matches!(
        *request.method(),
        axum::http::Method::GET | axum::http::Method::HEAD | axum::http::Method::OPTIONS
    );
    let response = next.run(request).await;
    if write {
        changes.settle().await;
    }
    response
}

/// API answers carry private data: no browser or proxy keeps a copy (a download sets its own).
async fn no_store(mut response: Response) -> Response {
    response
        .headers_mut()
        .entry(header::CACHE_CONTROL)
        .or_insert(HeaderValue::from_static("no-store"));
    response
}

async fn security_headers(mut response: Response, hsts: bool) -> Response {
    let headers = response.headers_mut();
    if hsts {
        headers.insert(
            header::STRICT_TRANSPORT_SECURITY,
            HeaderValue::from_static("max-age=31536000; includeSubDomains"),
        );
    }
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    // A page may ask for a stricter policy (the emailed links' pages send no referrer at all).
    headers
        .entry(header::REFERRER_POLICY)
        .or_insert(HeaderValue::from_static("strict-origin-when-cross-origin"));
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    headers.insert(
        "permissions-policy",
        HeaderValue::from_static("camera=(), microphone=(), geolocation=()"),
    );
    if !headers.contains_key(header::CONTENT_SECURITY_POLICY) {
        headers.insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(web::API_CSP),
        );
    }
    response
}

/// The signals that stop the server, registered when this is called (not when the future is
/// first polled), so that a SIGTERM sent once the server has said it serves is never the
/// default action's kill.
fn shutdown_signal() -> impl std::future::Future<Output = ()> {
    #[cfg(unix)]
    let stops = {
        use tokio::signal::unix::{signal, SignalKind};
        [SignalKind::terminate(), SignalKind::interrupt()].map(signal)
    };
    async move {
        #[cfg(unix)]
        {
            let [terminate, interrupt] = stops;
            let wait = |s: std::io::Result<tokio::signal::unix::Signal>| async move {
                match s {
                    Ok(mut s) => {
                        s.recv().await;
                    }
                    Err(_) => std::future::pending::<()>().await,
                }
            };
            tokio::select! {
                _ = wait(terminate) => {},
                _ = wait(interrupt) => {},
            }
        }
        #[cfg(not(unix))]
        let _ = tokio::signal::ctrl_c().await;
        tracing::info!("shutting down: finishing requests in flight");
    }
}

#[cfg(test)]
mod tests {
    use axum::body::Body;
    use axum::routing::get;
    use tower::ServiceExt;

    use super::*;

    #[tokio::test]
    async fn a_panic_answers_500_with_the_security_headers() {
        async fn boom() -> &'static str {
            panic!("boom")
        }
        let app = with_layers(Router::new().route("/boom", get(boom)), true);
        let res = app
            .oneshot(
                Request::get("/boom")
                    .body(Body::empty())
                    .unwrap_or_default(),
            )
            .await
            .unwrap_or_else(|e| match e {});
        assert_eq!(res.status(), 500);
        for h in [
            "x-content-type-options",
            "x-frame-options",
            "content-security-policy",
            "strict-transport-security",
        ] {
            assert!(res.headers().contains_key(h), "{h}");
        }
    }
}
