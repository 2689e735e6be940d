//! Content codings: which one a caller takes (`Accept-Encoding`), and compressing bytes once for
//! answers that are sent many times (kept project reads, the web app's files).

use std::io::Write;

use axum::http::{header, HeaderMap, HeaderValue};

/// How the caller takes an answer, from `Accept-Encoding`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Coding {
    Brotli,
    Gzip,
    Identity,
}

impl Coding {
    pub fn header(self) -> HeaderValue {
        HeaderValue::from_static(match self {
            Coding::Brotli => "br",
            Coding::Gzip => "gzip",
            Coding::Identity => "identity",
        })
    }

    /// The coding the caller weighs highest of brotli and gzip (brotli on a tie), or identity
    /// when it takes neither. `zstd` and `deflate` are not kept: a browser that sends them sends
    /// `br` and `gzip` too.
    pub fn from_accept(headers: &HeaderMap) -> Self {
        let (mut br, mut gzip, mut any) = (None, None, None);
        for value in headers.get_all(header::ACCEPT_ENCODING) {
            let Ok(value) = value.to_str() else { continue };
            for item in value.split(',').take(32) {
                let mut params = item.split(';');
                let name = params.next().unwrap_or("").trim().to_ascii_lowercase();
                let q = params
                    .filter_map(|p| p.trim().strip_prefix("q="))
                    .find_map(|q| q.trim().parse::<f32>().ok())
                    .filter(|q| (0.0..=1.0).contains(q))
                    .unwrap_or(1.0);
                match name.as_str() {
                    "br" => br = Some(q),
                    "gzip" | "x-gzip" => gzip = Some(q),
                    "*" => any = Some(q),
                    _ => {}
                }
            }
        }
        let br = br.or(any).unwrap_or(0.0);
        let gzip = gzip.or(any).unwrap_or(0.0);
        if br > 0.0 && br >= gzip {
            Coding::Brotli
        } else if gzip > 0.0 {
            Coding::Gzip
        } else {
            Coding::Identity
        }
    }
}

/// How hard to compress.
#[derive(Clone, Copy, Debug)]
pub enum Level {
    /// Kept project reads, made while a request waits: brotli 5 (about a fifth smaller than the
    /// quality 4 the compression layer uses per request, in a few milliseconds) with a 4 MiB
    /// window, so a client's list finds repeats across its projects; gzip 6.
    Kept,
    /// Made once when the server starts (pages after `PUBLIC_URL` is set in them): the highest.
    Best,
}

/// `pieces`, one after another, in `coding`; `None` for identity.
pub fn compress(coding: Coding, level: Level, pieces: &[&[u8]]) -> Option<Vec<u8>> {
    let write = |w: &mut dyn Write| pieces.iter().try_for_each(|p| w.write_all(p));
    // Writing to a Vec cannot fail.
    match coding {
        Coding::Brotli => {
            let quality = match level {
                Level::Kept => 5,
                Level::Best => 11,
            };
            // A window no larger than the input (at most 4 MiB): the encoder's memory follows the
            // window, and a 4 MiB one for a 130 KB read cost each compression some 6 MiB.
            let len: usize = pieces.iter().map(|p| p.len()).sum();
            let window = len.next_power_of_two().trailing_zeros().clamp(16, 22);
            let mut w = brotli::CompressorWriter::new(Vec::new(), 64 * 1024, quality, window);
            write(&mut w).ok()?;
            Some(w.into_inner())
        }
        Coding::Gzip => {
            let level = match level {
                Level::Kept => 6,
                Level::Best => 9,
            };
            let mut w = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::new(level));
            write(&mut w).ok()?;
            w.finish().ok()
        }
        Coding::Identity => None,
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A request's headers, for the tests of what they ask for.
    pub(crate) fn headers(pairs: &[(&str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (k, v) in pairs {
            map.append(
                header::HeaderName::from_bytes(k.as_bytes()).unwrap(),
                HeaderValue::from_str(v).unwrap(),
            );
        }
        map
    }

    fn coding(accept: &str) -> Coding {
        Coding::from_accept(&headers(&[("accept-encoding", accept)]))
    }

    #[test]
    fn the_coding_follows_what_the_caller_weighs_highest() {
        assert_eq!(coding("gzip, deflate, br, zstd"), Coding::Brotli);
        assert_eq!(coding("gzip, deflate"), Coding::Gzip);
        assert_eq!(coding("br;q=0.5, gzip;q=0.8"), Coding::Gzip);
        assert_eq!(coding("br;q=0, gzip"), Coding::Gzip);
        assert_eq!(coding("GZIP ; q=1"), Coding::Gzip);
        assert_eq!(coding("*"), Coding::Brotli);
        assert_eq!(coding("*;q=0, identity"), Coding::Identity);
        assert_eq!(coding("zstd, deflate"), Coding::Identity);
        assert_eq!(
            coding("br;q=abc"),
            Coding::Brotli,
            "a q that is no number is 1"
        );
        assert_eq!(coding("br;q=7, gzip"), Coding::Brotli, "a q past 1 is 1");
        assert_eq!(Coding::from_accept(&HeaderMap::new()), Coding::Identity);
    }
}
