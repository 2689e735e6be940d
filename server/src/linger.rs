//! A request body the server did not read to its end is read and thrown away, up to a bound, before
//! the answer goes out: nginx's lingering close. Without it, a client still sending a body over the
//! limit finds the connection closed under it (a broken pipe or a reset) and never reads the 413
//! that explains why; with it, the client finishes sending and reads the JSON error.

use std::pin::Pin;
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::extract::Request;
use axum::middleware::Next;
use axum::response::Response;
use futures_util::StreamExt;
use http_body::{Frame, SizeHint};

/// The most of an unread body thrown away before closing: a sender of more than this is not a form.
pub const LINGER_BYTES: usize = 4 * 1024 * 1024;
/// The longest wait for it: a client trickling bytes cannot hold the answer back.
pub const LINGER_TIME: Duration = Duration::from_secs(2);

/// The request body, handed to the handler through a slot this layer keeps a hold on, so that
/// what the handler leaves unread can be taken back once it has answered.
type Slot = Arc<Mutex<Option<Body>>>;

pub async fn linger(request: Request, next: Next) -> Response {
    if http_body::Body::is_end_stream(request.body()) {
        return next.run(request).await;
    }
    let (parts, body) = request.into_parts();
    let slot: Slot = Arc::new(Mutex::new(Some(body)));
    let shared = Body::new(Shared(Arc::clone(&slot)));
    let response = next.run(Request::from_parts(parts, shared)).await;
    let rest = slot.lock().unwrap_or_else(PoisonError::into_inner).take();
    if let Some(rest) = rest {
        if !http_body::Body::is_end_stream(&rest) {
            discard(rest).await;
        }
    }
    response
}

async fn discard(body: Body) {
    let mut stream = body.into_data_stream();
    let mut read = 0usize;
    let _ = tokio::time::timeout(LINGER_TIME, async {
        while let Some(Ok(chunk)) = stream.next().await {
            read += chunk.len();
            if read > LINGER_BYTES {
                break;
            }
        }
    })
    .await;
}

struct Shared(Slot);

impl http_body::Body for Shared {
    type Data = Bytes;
    type Error = axum::Error;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, Self::Error>>> {
        let mut slot = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        match slot.as_mut() {
            Some(body) => Pin::new(body).poll_frame(cx),
            None => Poll::Ready(None),
        }
    }

    fn is_end_stream(&self) -> bool {
        let slot = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        slot.as_ref().is_none_or(http_body::Body::is_end_stream)
    }

    fn size_hint(&self) -> SizeHint {
        let slot = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        slot.as_ref()
            .map_or_else(|| SizeHint::with_exact(0), http_body::Body::size_hint)
    }
}
