//! A JSON array answered from its parts (a client's projects' reads, each unpacked on its own), sent
//! one after another with the brackets and commas between them, never copied into one body. The
//! exact length is known, so the answer has a `Content-Length`.

use std::collections::VecDeque;
use std::convert::Infallible;
use std::pin::Pin;
use std::task::{Context, Poll};

use axum::body::Bytes;
use http_body::{Frame, SizeHint};

pub struct JsonArray {
    chunks: VecDeque<Bytes>,
    remaining: u64,
}

impl JsonArray {
    /// `parts` are JSON values.
    pub fn new(parts: &[Bytes]) -> Self {
        let mut chunks = VecDeque::with_capacity(parts.len() * 2 + 1);
        chunks.push_back(Bytes::from_static(b"["));
        for (i, part) in parts.iter().enumerate() {
            if i > 0 {
                chunks.push_back(Bytes::from_static(b","));
            }
            chunks.push_back(part.clone());
        }
        chunks.push_back(Bytes::from_static(b"]"));
        let remaining = chunks.iter().map(|c| c.len() as u64).sum();
        Self { chunks, remaining }
    }
}

impl http_body::Body for JsonArray {
    type Data = Bytes;
    type Error = Infallible;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        _cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, Infallible>>> {
        let next = self.chunks.pop_front();
        if let Some(chunk) = &next {
            self.remaining -= chunk.len() as u64;
        }
        Poll::Ready(next.map(|chunk| Ok(Frame::data(chunk))))
    }

    fn is_end_stream(&self) -> bool {
        self.chunks.is_empty()
    }

    fn size_hint(&self) -> SizeHint {
        SizeHint::with_exact(self.remaining)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use http_body::Body;

    #[tokio::test]
    async fn the_parts_make_one_array_of_the_announced_length() {
        for parts in [
            vec![],
            vec![Bytes::from_static(b"{\"a\":1}")],
            vec![Bytes::from_static(b"1"), Bytes::from_static(b"[2]")],
        ] {
            let body = JsonArray::new(&parts);
            let announced = body.size_hint().exact().unwrap();
            let bytes = axum::body::to_bytes(axum::body::Body::new(body), usize::MAX)
                .await
                .unwrap();
            assert_eq!(bytes.len() as u64, announced);
            let value: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
            assert_eq!(value.as_array().unwrap().len(), parts.len());
        }
    }
}
