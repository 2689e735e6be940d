//! Answers compressed as the browser asks (tower-http's `Compression`: gzip or brotli), except on
//! the paths a predicate names, which pass through untouched.
//!
//! Why not `CompressionLayer` on everything: it wraps every answer's body, compressed or not, and
//! its body type is as large as its largest encoder's state (6.7 KiB, measured). A request's
//! answer drops it at once, but a live stream (`GET /api/events`, ADR 0037) keeps its body all
//! its life, and `text/event-stream` is never compressed anyway (a proxy or browser would hold
//! events back to fill a block).

use std::task::{Context, Poll};

use axum::body::Body;
use axum::extract::Request;
use axum::response::Response;
use futures_util::future::{Either, FutureExt, Map};
use tower::util::Oneshot;
use tower::{Layer, Service, ServiceExt};
use tower_http::compression::Compression;

type Compressed = Response<tower_http::compression::CompressionBody<Body>>;
/// A compressed answer's body boxed into the router's `Body`, as every other answer's is.
type Boxed<E> = fn(Result<Compressed, E>) -> Result<Response, E>;

/// Compresses every answer except those to a request whose path `plain` accepts.
#[derive(Clone, Copy)]
pub struct CompressLayer {
    plain: fn(&str) -> bool,
}

impl CompressLayer {
    pub fn except(plain: fn(&str) -> bool) -> Self {
        Self { plain }
    }
}

impl<S: Clone> Layer<S> for CompressLayer {
    type Service = Compress<S>;

    fn layer(&self, inner: S) -> Compress<S> {
        Compress {
            compressed: Compression::new(inner.clone()),
            inner,
            plain: self.plain,
        }
    }
}

#[derive(Clone)]
pub struct Compress<S> {
    inner: S,
    compressed: Compression<S>,
    plain: fn(&str) -> bool,
}

impl<S> Service<Request> for Compress<S>
where
    S: Service<Request, Response = Response> + Clone,
{
    type Response = Response;
    type Error = S::Error;
    type Future =
        Either<Oneshot<S, Request>, Map<Oneshot<Compression<S>, Request>, Boxed<S::Error>>>;

    /// Always ready: each call waits for its own clone of the service (`oneshot`).
    fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, request: Request) -> Self::Future {
        if (self.plain)(request.uri().path()) {
            Either::Left(self.inner.clone().oneshot(request))
        } else {
            let boxed: Boxed<S::Error> = |answer| answer.map(|r| r.map(Body::new));
            Either::Right(self.compressed.clone().oneshot(request).map(boxed))
        }
    }
}
