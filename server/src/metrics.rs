//! What the server is doing, in the Prometheus text format, on its own address (`METRICS_ADDR`,
//! off by default; never the public port): requests by route template and their times, reads by
//! the level that served them, renders, what the change feed heard, the database pool, refusals
//! (429), the mail outbox and the keeper's backlog. Each app server has its own registry.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Instant;

use axum::extract::{MatchedPath, Request, State};
use axum::http::{header, HeaderValue};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use prometheus::{
    Encoder, HistogramOpts, HistogramVec, IntCounter, IntCounterVec, IntGauge, IntGaugeVec, Opts,
    Registry, TextEncoder,
};

use crate::db::Db;

pub struct Metrics {
    registry: Registry,
    requests: HistogramVec,
    refusals: IntCounterVec,
    reads: IntCounterVec,
    /// Renders by who asked: a read that found nothing kept at its version, a write for a project
    /// someone reads, or the keeper.
    pub renders: IntCounterVec,
    pub changes_heard: IntCounter,
    pub listen_restarts: IntCounter,
    pool: IntGaugeVec,
    outbox: IntGaugeVec,
    keeper_behind: IntGauge,
    cache_lookups: IntCounterVec,
    /// Connections accepted and closed at once: the server held as many as it may
    /// (`crate::serve::Limits`).
    pub connections_refused: IntCounter,
    /// Connections open now.
    pub connections_open: IntGauge,
}

/// Where a read was served from (`crate::reads`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    Memory,
    Database,
    Rendered,
}

impl Level {
    fn label(self) -> &'static str {
        match self {
            Level::Memory => "memory",
            Level::Database => "database",
            Level::Rendered => "rendered",
        }
    }
}

impl Metrics {
    /// Fails only on a metric this file names wrongly (a bug, caught by any test).
    pub fn new() -> Result<Arc<Self>, prometheus::Error> {
        let registry = Registry::new_custom(Some("portico".into()), None)?;
        let requests = HistogramVec::new(
            HistogramOpts::new(
                "http_request_duration_seconds",
                "Time to answer an API request, by method, route template and status class",
            )
            .buckets(vec![
                0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 10.0,
            ]),
            &["method", "route", "status"],
        )?;
        let refusals = IntCounterVec::new(
            Opts::new(
                "refusals_total",
                "Requests refused by a limit (429): sign-in throttling, forms, the code host",
            ),
            &["route"],
        )?;
        let reads = IntCounterVec::new(
            Opts::new(
                "project_reads_total",
                "Project reads by the level that served them: memory, database or rendered",
            ),
            &["level"],
        )?;
        let renders = IntCounterVec::new(
            Opts::new(
                "project_renders_total",
                "Project reads rendered from the tables, by who asked: a read, a write for a project someone reads, or the keeper",
            ),
            &["by"],
        )?;
        let changes_heard = IntCounter::new(
            "changes_heard_total",
            "Changes to sessions, accounts and projects heard from the database",
        )?;
        let listen_restarts = IntCounter::new(
            "changes_listen_restarts_total",
            "Times the server stopped holding sessions and versions because it might miss changes",
        )?;
        let pool = IntGaugeVec::new(
            Opts::new(
                "db_pool_connections",
                "Database pool connections, idle or in use",
            ),
            &["state"],
        )?;
        let outbox = IntGaugeVec::new(
            Opts::new(
                "mail_outbox",
                "Mail in the outbox by state (queued, sending, failed)",
            ),
            &["state"],
        )?;
        let keeper_behind = IntGauge::new(
            "keeper_behind_projects",
            "Projects whose read is not kept at their version (what the keeper has to render)",
        )?;
        let cache_lookups = IntCounterVec::new(
            Opts::new(
                "read_cache_lookups_total",
                "Lookups in the kept reads held in memory, by cache (lists, projects) and result",
            ),
            &["cache", "result"],
        )?;
        let connections_refused = IntCounter::new(
            "connections_refused_total",
            "Connections closed as soon as accepted because the server held as many as it may",
        )?;
        let connections_open = IntGauge::new("connections_open", "Connections open now")?;
        for collector in [
            Box::new(connections_refused.clone()) as Box<dyn prometheus::core::Collector>,
            Box::new(connections_open.clone()),
            Box::new(requests.clone()),
            Box::new(refusals.clone()),
            Box::new(reads.clone()),
            Box::new(renders.clone()),
            Box::new(changes_heard.clone()),
            Box::new(listen_restarts.clone()),
            Box::new(pool.clone()),
            Box::new(outbox.clone()),
            Box::new(keeper_behind.clone()),
            Box::new(cache_lookups.clone()),
        ] {
            registry.register(collector)?;
        }
        Ok(Arc::new(Self {
            registry,
            requests,
            refusals,
            reads,
            renders,
            changes_heard,
            listen_restarts,
            pool,
            outbox,
            keeper_behind,
            cache_lookups,
            connections_refused,
            connections_open,
        }))
    }

    /// The counter of one cache's hits or misses.
    pub fn cache_lookups(&self, cache: &str, result: &str) -> IntCounter {
        self.cache_lookups.with_label_values(&[cache, result])
    }

    pub fn read(&self, level: Level) {
        self.reads.with_label_values(&[level.label()]).inc();
    }

    /// The text a scrape gets, with the gauges read now.
    async fn scrape(&self, db: &Db) -> String {
        let idle = db.num_idle() as i64;
        self.pool.with_label_values(&["idle"]).set(idle);
        self.pool
            .with_label_values(&["busy"])
            .set(i64::from(db.size()) - idle);
        let by_state: Vec<(String, i64)> = sqlx::query_as(
            "SELECT state, COUNT(*) FROM mail_outbox WHERE state <> 'sent' GROUP BY state",
        )
        .fetch_all(db)
        .await
        .unwrap_or_default();
        for state in ["queued", "sending", "failed"] {
            let n = by_state
                .iter()
                .find(|(s, _)| s == state)
                .map_or(0, |(_, n)| *n);
            self.outbox.with_label_values(&[state]).set(n);
        }
        if let Ok(n) = crate::db::renders::behind(db).await {
            self.keeper_behind.set(n);
        }
        let mut out = Vec::new();
        let _ = TextEncoder::new().encode(&self.registry.gather(), &mut out);
        String::from_utf8(out).unwrap_or_default()
    }
}

/// Times each API request under its route's template (never the raw path, which holds ids).
pub async fn track(State(metrics): State<Arc<Metrics>>, request: Request, next: Next) -> Response {
    let route = request
        .extensions()
        .get::<MatchedPath>()
        .map_or_else(|| "unmatched".to_owned(), |p| p.as_str().to_owned());
    let method = request.method().as_str().to_owned();
    let start = Instant::now();
    let response = next.run(request).await;
    let status = response.status();
    let class = match status.as_u16() {
        100..=199 => "1xx",
        200..=299 => "2xx",
        300..=399 => "3xx",
        400..=499 => "4xx",
        _ => "5xx",
    };
    metrics
        .requests
        .with_label_values(&[method.as_str(), route.as_str(), class])
        .observe(start.elapsed().as_secs_f64());
    if status.as_u16() == 429 {
        metrics.refusals.with_label_values(&[route.as_str()]).inc();
    }
    response
}

/// The metrics' own server: `GET /metrics` only.
pub fn router(metrics: Arc<Metrics>, db: Db) -> Router {
    Router::new().route(
        "/metrics",
        get(move || {
            let (metrics, db) = (metrics.clone(), db.clone());
            async move {
                let text = metrics.scrape(&db).await;
                (
                    [(
                        header::CONTENT_TYPE,
                        HeaderValue::from_static("text/plain; version=0.0.4; charset=utf-8"),
                    )],
                    text,
                )
                    .into_response()
            }
        }),
    )
}

/// Parses `METRICS_ADDR` (`host:port`).
pub fn parse_addr(value: &str) -> Result<SocketAddr, String> {
    value.parse().map_err(|_| {
        format!("METRICS_ADDR must be host:port, such as 127.0.0.1:9464, got '{value}'")
    })
}
