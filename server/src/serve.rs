//! Serves a router on a listener: one HTTP/1.1 connection per accepted socket, handed to hyper's
//! HTTP/1 server directly (ADR 0037).
//!
//! Why not `axum::serve`: it serves each connection through hyper-util's protocol-detecting
//! builder, whose connection future is sized for HTTP/2 as well, and an open live stream holds
//! its connection all its life: measured, 10.7 KiB more a stream than hyper's HTTP/1 connection
//! alone. This server speaks HTTP/1.1 only (HTTP/2 is the proxy's, `docs/operations.md`), as the
//! axum build did. It keeps what `axum::serve` gave: the peer's address as `ConnectInfo`, a
//! pause when accepting fails for want of files, and a graceful stop that lets the requests in
//! flight finish.

use std::future::Future;
use std::net::SocketAddr;
use std::time::Duration;

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::Router;
use hyper::body::Incoming;
use hyper_util::rt::TokioIo;
use tokio::net::TcpListener;
use tokio::sync::watch;
use tower::ServiceExt;

/// Serves `router` on `listener` until `stop` resolves, then stops accepting, asks every open
/// connection to close once its answer is out, and returns when all have.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    stop: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    // Dropped when `stop` resolves: every connection's `stopping.closed()` then wakes.
    let (stopping, stopped) = watch::channel(());
    tokio::spawn(async move {
        stop.await;
        drop(stopped);
    });
    // Each connection holds a receiver: the last dropped tells the loop that all are done.
    let (open, _) = watch::channel(());
    loop {
        let (socket, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(e) => {
                    pause_after(e).await;
                    continue;
                }
            },
            _ = stopping.closed() => break,
        };
        // Small writes (a stream's event, an answer's last bytes) leave at once.
        let _ = socket.set_nodelay(true);
        let router = router.clone();
        let stopping = stopping.clone();
        let done = open.subscribe();
        tokio::spawn(async move {
            connection(socket, peer, router, stopping).await;
            drop(done);
        });
    }
    drop(listener);
    open.closed().await;
    Ok(())
}

async fn connection(
    socket: tokio::net::TcpStream,
    peer: SocketAddr,
    router: Router,
    stopping: watch::Sender<()>,
) {
    let service = hyper::service::service_fn(move |request: hyper::Request<Incoming>| {
        let mut request = request.map(Body::new);
        request.extensions_mut().insert(ConnectInfo(peer));
        // A router is always ready: `oneshot` costs no wait.
        router.clone().oneshot(request)
    });
    let conn =
        hyper::server::conn::http1::Builder::new().serve_connection(TokioIo::new(socket), service);
    let mut conn = std::pin::pin!(conn);
    let mut asked = std::pin::pin!(stopping.closed());
    let mut asking = true;
    loop {
        tokio::select! {
            served = conn.as_mut() => {
                if let Err(e) = served {
                    tracing::trace!(error = %e, "connection ended with an error");
                }
                return;
            }
            _ = asked.as_mut(), if asking => {
                asking = false;
                conn.as_mut().graceful_shutdown();
            }
        }
    }
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
