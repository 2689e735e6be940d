//! Serves a router on a listener: one HTTP/1.1 connection per accepted socket, handed to hyper's
//! HTTP/1 server directly (ADR 0037), within limits that keep a few sockets from holding the
//! server (ADR 0040).
//!
//! Why not `axum::serve`: it serves each connection through hyper-util's protocol-detecting
//! builder, whose connection future is sized for HTTP/2 as well, and an open live stream holds
//! its connection all its life: measured, 10.7 KiB more a stream than hyper's HTTP/1 connection
//! alone. This server speaks HTTP/1.1 only (HTTP/2 is the proxy's, `docs/operations.md`), as the
//! axum build did. It keeps what `axum::serve` gave: the peer's address as `ConnectInfo`, a
//! pause when accepting fails for want of files, and a graceful stop that lets the requests in
//! flight finish (hyper-util's `GracefulShutdown`: a watch receiver a connection, as our own
//! watch channels were).
//!
//! The limits (`Limits`): a request head must arrive whole within ten seconds of the connection
//! waiting for it (so a head sent a byte at a time, and an idle keep-alive connection, close;
//! a stream's body is not a head and is untouched), a head and its read buffer hold at most
//! 64 KiB, the server holds at most so many connections (past it a socket is accepted and closed
//! at once, counted in `/metrics`), and a stop waits for answers in flight at most so long.

use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::Router;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;
use tower::ServiceExt;

/// How long a request head may take to arrive, from when the connection waits for it.
pub const HEADER_READ_TIMEOUT: Duration = Duration::from_secs(10);
/// A connection's read buffer (and so a request head) at most.
pub const MAX_BUFFER: usize = 64 * 1024;
/// Files the process keeps for itself besides the connections and the database pool: the
/// listener, the metrics', log and data files, SMTP, S3, clamd and the code host's sockets.
const FILES_KEPT: usize = 128;

/// What one server allows.
#[derive(Clone)]
pub struct Limits {
    /// Connections held at once; past it a socket is closed as soon as accepted.
    pub max_connections: usize,
    pub header_read_timeout: Duration,
    /// How long a stop waits for the answers in flight before it returns anyway.
    pub stop_deadline: Duration,
    pub metrics: Option<Arc<crate::metrics::Metrics>>,
}

impl Limits {
    /// The public server's: as many connections as the files left once the database pool
    /// (`pool`) and the process's own have theirs.
    pub fn public(files: u64, pool: u32, metrics: Arc<crate::metrics::Metrics>) -> Self {
        let files = usize::try_from(files).unwrap_or(usize::MAX);
        let kept = FILES_KEPT + pool as usize;
        Self {
            max_connections: files.saturating_sub(kept).max(16),
            header_read_timeout: HEADER_READ_TIMEOUT,
            stop_deadline: Duration::from_secs(10),
            metrics: Some(metrics),
        }
    }

    /// A side server's (`METRICS_ADDR`): few connections, no counting.
    pub fn side() -> Self {
        Self {
            max_connections: 64,
            header_read_timeout: HEADER_READ_TIMEOUT,
            stop_deadline: Duration::from_secs(2),
            metrics: None,
        }
    }
}

/// Raises the process's soft limit of open files to its hard limit (a server holds a file per
/// connection, and the soft limit is often 1,024 of a hard 20,000 or more) and answers the
/// limit it has now.
pub fn raise_file_limit() -> u64 {
    match rlimit::increase_nofile_limit(u64::MAX) {
        Ok(limit) => limit,
        Err(e) => {
            tracing::warn!(error = %e, "cannot read or raise the limit of open files");
            1024
        }
    }
}

/// Serves `router` on `listener` until `stop` resolves, then stops accepting, asks every open
/// connection to close once its answer is out, and returns when all have or when
/// `limits.stop_deadline` has passed, whichever comes first.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    limits: Limits,
    stop: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let graceful = GracefulShutdown::new();
    let mut stop = std::pin::pin!(stop);
    let permits = Arc::new(Semaphore::new(limits.max_connections));
    loop {
        let (socket, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(e) => {
                    pause_after(e).await;
                    continue;
                }
            },
            () = &mut stop => break,
        };
        // Past the limit the socket closes at once: its file comes back, and the caller sees a
        // closed connection rather than a server that stops answering everyone.
        let Ok(permit) = permits.clone().try_acquire_owned() else {
            if let Some(m) = &limits.metrics {
                m.connections_refused.inc();
            }
            drop(socket);
            continue;
        };
        // Small writes (a stream's event, an answer's last bytes) leave at once.
        let _ = socket.set_nodelay(true);
        let conn = graceful.watch(connection(
            socket,
            peer,
            router.clone(),
            limits.header_read_timeout,
        ));
        let open_gauge = limits.metrics.as_ref().map(|m| m.connections_open.clone());
        tokio::spawn(async move {
            if let Some(g) = &open_gauge {
                g.inc();
            }
            if let Err(e) = conn.await {
                tracing::trace!(error = %e, "connection ended with an error");
            }
            if let Some(g) = &open_gauge {
                g.dec();
            }
            drop(permit);
        });
    }
    drop(listener);
    let open = graceful.count();
    if tokio::time::timeout(limits.stop_deadline, graceful.shutdown())
        .await
        .is_err()
    {
        tracing::warn!(
            open,
            "stopping without waiting longer for connections still open"
        );
    }
    Ok(())
}

/// One connection served by hyper's HTTP/1 server, within the limits.
fn connection(
    socket: tokio::net::TcpStream,
    peer: SocketAddr,
    router: Router,
    header_read_timeout: Duration,
) -> impl hyper_util::server::graceful::GracefulConnection<Error = hyper::Error> {
    let service = hyper::service::service_fn(move |request: hyper::Request<Incoming>| {
        let mut request = request.map(Body::new);
        request.extensions_mut().insert(ConnectInfo(peer));
        // A router is always ready: `oneshot` costs no wait.
        router.clone().oneshot(request)
    });
    // hyper's header-read timeout needs a timer to run at all.
    hyper::server::conn::http1::Builder::new()
        .timer(TokioTimer::new())
        .header_read_timeout(header_read_timeout)
        .max_buf_size(MAX_BUFFER)
        .serve_connection(TokioIo::new(socket), service)
}

/// After an accept that failed: none for a connection reset before it was taken; a second when
/// the process is out of files (EMFILE) or memory, so that some close before the next try
/// rather than the loop spinning on the same error.
async fn pause_after(e: std::io::Error) {
    use std::io::ErrorKind::{ConnectionAborted, ConnectionRefused, ConnectionReset};
    if matches!(
        e.kind(),
        ConnectionRefused | ConnectionAborted | ConnectionReset
    ) {
        return;
    }
    tracing::error!(error = %e, "cannot accept a connection");
    tokio::time::sleep(Duration::from_secs(1)).await;
}
