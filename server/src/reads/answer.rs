//! A kept read answered as a browser asks for it: compressed once per version and app server, not
//! once per request (brotli for browsers that take it, gzip otherwise), with an entity tag, so an
//! unchanged read is a `304 Not Modified`.
//!
//! Every browser sends `accept-encoding: gzip, deflate, br, zstd`; compressing a project's read
//! (about 130 KB of JSON) for each answer cost most of what a kept read cost. A kept read now holds
//! its compressed copies beside its packed bytes, made the first time a request asks for them.
//! Answers that are not kept reads are still compressed per request by the server's layer, which
//! passes an answer that is encoded already.
//!
//! The answers stay `Cache-Control: no-store` (private data, see `app::no_store`): a client that
//! keeps a copy itself (the web app, a script) sends `If-None-Match` and gets a 304 for a read
//! that did not change. The tag is the same on every app server (a hash of the packed bytes, which
//! are the same for the same JSON), and weak: every encoding of one JSON shares it.

use std::hash::{DefaultHasher, Hasher};
use std::sync::Arc;

use axum::body::{Body, Bytes};
use axum::extract::FromRequestParts;
use axum::http::{header, request::Parts, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use tokio::sync::OnceCell;

use super::body::JsonArray;
use super::cache::Weight;
use crate::db::projects::without_money;
use crate::db::renders;
use crate::encoding::{self, Coding, Level};
use crate::error::{ApiError, ApiResult};
use crate::proofs::Money;

/// A kept read: the packed JSON of one project, or of a client's projects (sent as one array),
/// with its tag and the compressed copies made so far.
pub struct Kept {
    packed: Packed,
    tag: u64,
    brotli: OnceCell<Bytes>,
    gzip: OnceCell<Bytes>,
    /// The same read without amounts (`as_seen`), made the first time someone without money asks.
    plain: std::sync::OnceLock<Arc<Kept>>,
}

enum Packed {
    One(Bytes),
    List(Arc<[Bytes]>),
}

impl Kept {
    /// One project's packed read (`renders::pack`), checked to unpack already.
    pub fn one(packed: Bytes) -> Arc<Self> {
        let tag = tag_of(b'1', std::slice::from_ref(&packed));
        Self::new(Packed::One(packed), tag)
    }

    /// A client's list: its projects' packed reads, in the list's order.
    pub fn list(parts: Arc<[Bytes]>) -> Arc<Self> {
        let tag = tag_of(b'[', &parts);
        Self::new(Packed::List(parts), tag)
    }

    fn new(packed: Packed, tag: u64) -> Arc<Self> {
        Arc::new(Self {
            packed,
            tag,
            brotli: OnceCell::new(),
            gzip: OnceCell::new(),
            plain: std::sync::OnceLock::new(),
        })
    }

    /// This read as the caller may see it: whole for those who handle money; otherwise without
    /// `projectCost` (ADR 0030), a second form derived once from these bytes and kept with them,
    /// with its own tag and compressed copies.
    pub fn as_seen(self: &Arc<Self>, money: Option<Money>) -> ApiResult<Arc<Self>> {
        if money.is_some() {
            return Ok(self.clone());
        }
        if let Some(plain) = self.plain.get() {
            return Ok(plain.clone());
        }
        let plain = |p: &Bytes| -> ApiResult<Bytes> {
            let json = renders::unpack(p)
                .ok_or_else(|| ApiError::internal("a kept read did not unpack"))?;
            let cut = without_money(&json)
                .ok_or_else(|| ApiError::internal("a kept read has no projectCost to cut"))?;
            Ok(Bytes::from(renders::pack(&cut)))
        };
        let made = match &self.packed {
            Packed::One(bytes) => Kept::one(plain(bytes)?),
            Packed::List(parts) => Kept::list(parts.iter().map(plain).collect::<ApiResult<_>>()?),
        };
        // Two readers at once may both make it; the first kept is the one every later one gets.
        Ok(self.plain.get_or_init(|| made).clone())
    }

    /// The packed bytes of one project's read (what the list of its client shares).
    pub fn packed(&self) -> Option<&Bytes> {
        match &self.packed {
            Packed::One(bytes) => Some(bytes),
            Packed::List(_) => None,
        }
    }

    /// The entity tag: weak, since each encoding of the same JSON carries it.
    pub fn etag(&self) -> String {
        format!("W/\"{:016x}\"", self.tag)
    }

    /// The JSON, in pieces sent one after another: one project's, or the array's items.
    fn json(&self) -> ApiResult<Vec<Bytes>> {
        let parts = match &self.packed {
            Packed::One(bytes) => std::slice::from_ref(bytes),
            Packed::List(parts) => parts,
        };
        parts
            .iter()
            .map(|p| {
                renders::unpack(p)
                    .map(Bytes::from)
                    .ok_or_else(|| ApiError::internal("a kept read did not unpack"))
            })
            .collect()
    }

    fn body(&self) -> ApiResult<Body> {
        let json = self.json()?;
        Ok(match self.packed {
            Packed::One(_) => Body::from(json.into_iter().next().unwrap_or_default()),
            Packed::List(_) => Body::new(JsonArray::new(&json)),
        })
    }

    /// This read compressed, made once (off the request threads: a client's list takes tens of
    /// milliseconds) and kept with it; requests that ask meanwhile wait for the same copy.
    async fn compressed(self: &Arc<Self>, coding: Coding) -> ApiResult<Bytes> {
        let cell = match coding {
            Coding::Brotli => &self.brotli,
            Coding::Gzip => &self.gzip,
            Coding::Identity => return Err(ApiError::internal("identity is not compressed")),
        };
        let kept = self.clone();
        cell.get_or_try_init(|| async move {
            // One compression per core at a time: each holds its encoder's buffers (memory stays
            // flat under a burst of misses), and more at once would only queue for the cores.
            let _turn = compressing().acquire().await.map_err(ApiError::internal)?;
            tokio::task::spawn_blocking(move || kept.compress(coding))
                .await
                .map_err(ApiError::internal)?
        })
        .await
        .cloned()
    }

    fn compress(&self, coding: Coding) -> ApiResult<Bytes> {
        let json = self.json()?;
        let mut pieces: Vec<&[u8]> = Vec::with_capacity(json.len() * 2 + 2);
        match self.packed {
            Packed::One(_) => pieces.extend(json.iter().map(|j| &j[..])),
            Packed::List(_) => {
                pieces.push(b"[");
                for (i, j) in json.iter().enumerate() {
                    if i > 0 {
                        pieces.push(b",");
                    }
                    pieces.push(j);
                }
                pieces.push(b"]");
            }
        }
        let bytes = encoding::compress(coding, Level::Kept, &pieces)
            .ok_or_else(|| ApiError::internal("identity is not compressed"))?;
        Ok(Bytes::from(bytes))
    }

    /// The answer to `ask`: a 304 when the caller holds this read already, otherwise the read in
    /// the encoding it prefers.
    pub async fn answer(self: Arc<Self>, ask: &ReadAsk) -> ApiResult<Response> {
        let etag = HeaderValue::from_str(&self.etag()).map_err(ApiError::internal)?;
        let vary = (header::VARY, HeaderValue::from_static("accept-encoding"));
        if ask.holds(self.tag) {
            return Ok((StatusCode::NOT_MODIFIED, [(header::ETAG, etag), vary]).into_response());
        }
        let json = (
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        );
        Ok(match ask.coding {
            Coding::Identity => ([json, (header::ETAG, etag), vary], self.body()?).into_response(),
            coding => {
                let encoding = (header::CONTENT_ENCODING, coding.header());
                let bytes = self.compressed(coding).await?;
                ([json, encoding, (header::ETAG, etag), vary], bytes).into_response()
            }
        })
    }
}

fn compressing() -> &'static tokio::sync::Semaphore {
    static TURNS: std::sync::OnceLock<tokio::sync::Semaphore> = std::sync::OnceLock::new();
    TURNS.get_or_init(|| tokio::sync::Semaphore::new(crate::cores().clamp(2, 8)))
}

impl Weight for Arc<Kept> {
    /// The packed bytes three times: once for themselves, once for the compressed copies a read
    /// comes to hold (brotli is about half the packed size, gzip about four fifths), once for the
    /// form without amounts and its copies (a little smaller), so the bound holds without knowing
    /// which copies and forms readers will ask for.
    fn weight(&self) -> usize {
        let packed = match &self.packed {
            Packed::One(bytes) => bytes.len(),
            Packed::List(parts) => parts.iter().map(Bytes::len).sum(),
        };
        packed * 3
    }
}

/// A hash of the packed bytes with fixed keys: the same read gives the same tag on every server.
/// `kind` tells a list of one project from the project itself.
fn tag_of(kind: u8, parts: &[Bytes]) -> u64 {
    let mut hasher = DefaultHasher::new();
    hasher.write_u8(kind);
    for part in parts {
        hasher.write_usize(part.len());
        hasher.write(part);
    }
    hasher.finish()
}

/// What a read request asks for beside the read: its encoding and the tags it holds already.
#[derive(Debug)]
pub struct ReadAsk {
    pub coding: Coding,
    if_none_match: Option<String>,
}

impl ReadAsk {
    pub fn from_headers(headers: &HeaderMap) -> Self {
        Self {
            coding: Coding::from_accept(headers),
            if_none_match: headers
                .get(header::IF_NONE_MATCH)
                .and_then(|v| v.to_str().ok())
                .map(str::to_owned),
        }
    }

    /// `If-None-Match` names this tag (by weak comparison, RFC 9110 13.1.2) or is `*`.
    fn holds(&self, tag: u64) -> bool {
        let Some(list) = &self.if_none_match else {
            return false;
        };
        let ours = format!("\"{tag:016x}\"");
        list.split(',').take(64).any(|t| {
            let t = t.trim();
            t == "*" || t.strip_prefix("W/").unwrap_or(t) == ours
        })
    }
}

impl<S: Send + Sync> FromRequestParts<S> for ReadAsk {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Ok(Self::from_headers(&parts.headers))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::encoding::tests::headers;
    use std::io::Read;

    #[test]
    fn if_none_match_compares_weakly_and_takes_lists_and_a_star() {
        let tag = 0xabcdef;
        let ask = |v: &str| ReadAsk::from_headers(&headers(&[("if-none-match", v)]));
        assert!(ask("W/\"0000000000abcdef\"").holds(tag));
        assert!(ask("\"0000000000abcdef\"").holds(tag));
        assert!(ask("\"x\", W/\"0000000000abcdef\"").holds(tag));
        assert!(ask("*").holds(tag));
        assert!(!ask("W/\"0000000000abcdee\"").holds(tag));
        assert!(!ask("0000000000abcdef").holds(tag), "a tag is quoted");
        assert!(!ReadAsk::from_headers(&HeaderMap::new()).holds(tag));
    }

    #[tokio::test]
    async fn every_encoding_carries_the_same_json() {
        let one = br#"{"_id":"p1","title":"Caf\u00e9","tasks":[]}"#.repeat(20);
        let two = br#"{"_id":"p2"}"#.to_vec();
        let parts: Arc<[Bytes]> = [&one, &two]
            .iter()
            .map(|j| Bytes::from(renders::pack(j)))
            .collect();
        let list = Kept::list(parts.clone());
        let mut expected = b"[".to_vec();
        expected.extend_from_slice(&one);
        expected.push(b',');
        expected.extend_from_slice(&two);
        expected.push(b']');

        let br = list.compressed(Coding::Brotli).await.unwrap();
        let mut out = Vec::new();
        brotli::Decompressor::new(&br[..], 4096)
            .read_to_end(&mut out)
            .unwrap();
        assert_eq!(out, expected);
        let gz = list.compressed(Coding::Gzip).await.unwrap();
        let mut out = Vec::new();
        flate2::read::GzDecoder::new(&gz[..])
            .read_to_end(&mut out)
            .unwrap();
        assert_eq!(out, expected);
        assert!(br.len() < gz.len() && gz.len() < expected.len());
        assert_eq!(
            list.compressed(Coding::Brotli).await.unwrap().as_ptr(),
            br.as_ptr(),
            "made once, then kept"
        );

        let same = Kept::list(parts);
        assert_eq!(same.etag(), list.etag(), "the same read, the same tag");
        let alone = Bytes::from(renders::pack(&one));
        assert_ne!(
            Kept::one(alone.clone()).etag(),
            Kept::list(Arc::from([alone])).etag(),
            "a list of one project is not the project"
        );
    }
}
