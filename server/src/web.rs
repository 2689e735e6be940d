//! Serves the built web app from memory: prerendered marketing pages as their own HTML files,
//! every other non-API path the single-page-app shell, hashed assets cached forever. Each HTML
//! file gets a Content-Security-Policy that allows exactly its own inline scripts by hash, so no
//! `'unsafe-inline'` script is ever allowed.
//!
//! Files are compressed once, not per request: the web build writes a brotli (`.br`, quality 11)
//! and a gzip (`.gz`, level 9) copy beside each file worth it (`web/tools/precompress.mjs`), kept
//! with their file here; pages, whose `PUBLIC_URL` is set only here, are compressed as they load.
//! A file with no copy (a build made without that step) is compressed per request by the layer.

use std::collections::HashMap;
use std::path::Path;

use axum::body::{Body, Bytes};
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use base64::Engine as _;
use sha2::{Digest, Sha256};

use crate::encoding::{self, Coding, Level};
use crate::error::ApiError;

#[derive(Clone)]
pub struct Asset {
    body: Bytes,
    brotli: Option<Bytes>,
    gzip: Option<Bytes>,
    content_type: &'static str,
    immutable: bool,
    csp: Option<HeaderValue>,
}

#[derive(Default)]
pub struct WebAssets {
    files: HashMap<String, Asset>,
    fallback: Option<Asset>,
    sitemap: Option<Asset>,
    robots: Option<Asset>,
}

/// Prerendered pages name their own address with this placeholder (canonical link, Open Graph,
/// structured data); it becomes `PUBLIC_URL` when the build is loaded, so one build serves any
/// domain.
pub const PUBLIC_URL_PLACEHOLDER: &str = "%PUBLIC_URL%";

const FALLBACK_FILE: &str = "__spa-fallback.html";

/// The policy for API answers and anything that is not a page.
pub const API_CSP: &str = "default-src 'none'; frame-ancestors 'none'";

impl WebAssets {
    /// Reads the whole build once. A missing folder is not fatal: the API still runs, and pages
    /// answer with a hint to build the web app.
    pub fn load(dir: &Path, public_url: &str) -> Self {
        let mut assets = WebAssets::default();
        let mut canonical = Vec::new();
        let mut found: HashMap<String, Vec<u8>> = HashMap::new();
        let mut stack = vec![dir.to_path_buf()];
        while let Some(current) = stack.pop() {
            let Ok(entries) = std::fs::read_dir(&current) else {
                continue;
            };
            for entry in entries.flatten() {
                let path = entry.path();
                if path.is_dir() {
                    stack.push(path);
                    continue;
                }
                let Ok(rel) = path.strip_prefix(dir) else {
                    continue;
                };
                if let Ok(bytes) = std::fs::read(&path) {
                    found.insert(rel.to_string_lossy().replace('\\', "/"), bytes);
                }
            }
        }
        // A `.br` or `.gz` beside its file is that file's compressed copy, not a file of its own.
        let copy = |found: &mut HashMap<String, Vec<u8>>, rel: &str, ext: &str| {
            found.remove(&format!("{rel}.{ext}")).map(Bytes::from)
        };
        let mut rels: Vec<String> = found
            .keys()
            .filter(|rel| {
                let base = rel.strip_suffix(".br").or_else(|| rel.strip_suffix(".gz"));
                !base.is_some_and(|base| found.contains_key(base))
            })
            .cloned()
            .collect();
        rels.sort();
        for rel in rels {
            let (brotli, gzip) = (copy(&mut found, &rel, "br"), copy(&mut found, &rel, "gz"));
            let Some(bytes) = found.remove(&rel) else {
                continue;
            };
            let asset = if rel.ends_with(".html") {
                let html =
                    String::from_utf8_lossy(&bytes).replace(PUBLIC_URL_PLACEHOLDER, public_url);
                if rel != FALLBACK_FILE {
                    canonical.extend(canonical_url(&html));
                }
                Asset::compressed(&rel, html.into_bytes())
            } else {
                Asset {
                    brotli,
                    gzip,
                    ..Asset::new(&rel, bytes)
                }
            };
            if rel == FALLBACK_FILE {
                assets.fallback = Some(asset);
                continue;
            }
            if let Some(page) = rel.strip_suffix("index.html") {
                let page = page.trim_end_matches('/');
                assets.files.insert(format!("/{page}"), asset.clone());
                if !page.is_empty() {
                    assets.files.insert(format!("/{page}/"), asset.clone());
                }
            }
            assets.files.insert(format!("/{rel}"), asset);
        }
        if assets.fallback.is_none() {
            // A build without a separate shell: the home page shell boots the router too.
            assets.fallback = assets.files.get("/").cloned();
        }
        if !assets.files.is_empty() {
            canonical.sort();
            canonical.dedup();
            let sitemap = sitemap(&canonical).into_bytes();
            assets.sitemap = Some(Asset::compressed("sitemap.xml", sitemap));
            assets.robots = Some(Asset::new("robots.txt", robots(public_url).into_bytes()));
        }
        assets
    }

    pub fn is_empty(&self) -> bool {
        self.files.is_empty()
    }

    pub fn page_count(&self) -> usize {
        self.files.keys().filter(|k| k.ends_with(".html")).count()
    }
}

impl Asset {
    fn new(rel: &str, bytes: Vec<u8>) -> Self {
        let content_type = content_type(rel);
        let csp = (content_type.starts_with("text/html"))
            .then(|| HeaderValue::from_str(&page_csp(&String::from_utf8_lossy(&bytes))).ok())
            .flatten();
        Self {
            body: Bytes::from(bytes),
            brotli: None,
            gzip: None,
            content_type,
            immutable: rel.starts_with("assets/"),
            csp,
        }
    }

    /// A file made or changed as the server loads (a page with its `PUBLIC_URL`, the sitemap),
    /// compressed then, at the highest levels (pages are a few tens of KB).
    fn compressed(rel: &str, bytes: Vec<u8>) -> Self {
        let best = |coding| {
            encoding::compress(coding, Level::Best, &[&bytes])
                .filter(|c| c.len() < bytes.len())
                .map(Bytes::from)
        };
        Self {
            brotli: best(Coding::Brotli),
            gzip: best(Coding::Gzip),
            ..Self::new(rel, bytes)
        }
    }

    fn response(&self, head_only: bool, status: StatusCode, coding: Coding) -> Response {
        let (bytes, encoding) = match (coding, &self.brotli, &self.gzip) {
            (Coding::Brotli, Some(br), _) => (br, Some(coding)),
            (Coding::Gzip, _, Some(gz)) => (gz, Some(coding)),
            _ => (&self.body, None),
        };
        let body = if head_only {
            Body::empty()
        } else {
            Body::from(bytes.clone())
        };
        let mut response = Response::new(body);
        *response.status_mut() = status;
        let headers = response.headers_mut();
        if let Some(coding) = encoding {
            headers.insert(header::CONTENT_ENCODING, coding.header());
        }
        if self.brotli.is_some() || self.gzip.is_some() {
            headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
        }
        headers.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static(self.content_type),
        );
        let cache = if self.immutable {
            "public, max-age=31536000, immutable"
        } else if self.csp.is_some() {
            "no-cache"
        } else {
            "public, max-age=3600"
        };
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
        if let Some(csp) = &self.csp {
            headers.insert(header::CONTENT_SECURITY_POLICY, csp.clone());
        }
        response
    }
}

/// The page's `<link rel="canonical" href="...">`, if it has one.
fn canonical_url(html: &str) -> Option<String> {
    let at = html.find("rel=\"canonical\"")?;
    let tag_start = html[..at].rfind('<')?;
    let tag_end = at + html[at..].find('>')?;
    let tag = &html[tag_start..tag_end];
    let href = tag.find("href=\"")? + 6;
    let end = tag[href..].find('"')?;
    Some(tag[href..href + end].to_owned())
}

fn sitemap(urls: &[String]) -> String {
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    for url in urls {
        let escaped = url.replace('&', "&amp;").replace('<', "&lt;");
        xml.push_str(&format!("  <url><loc>{escaped}</loc></url>\n"));
    }
    xml.push_str("</urlset>\n");
    xml
}

fn robots(public_url: &str) -> String {
    format!(
        "User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\nDisallow: /adminLogin\nDisallow: /dashboard\n\
         Disallow: /projects\nDisallow: /clientHome\nDisallow: /profile\nDisallow: /profileSettings\n\
         Disallow: /clientProjects\n\nSitemap: {public_url}/sitemap.xml\n"
    )
}

/// `script-src` lists a hash for each inline script of this page; nothing else inline runs.
fn page_csp(html: &str) -> String {
    let hashes: Vec<String> = inline_scripts(html)
        .into_iter()
        .map(|s| {
            let digest = Sha256::digest(s.as_bytes());
            format!(
                "'sha256-{}'",
                base64::engine::general_purpose::STANDARD.encode(digest)
            )
        })
        .collect();
    format!(
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'{}{}; style-src 'self' 'unsafe-inline'; \
         img-src 'self' data: blob: {}; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; \
         form-action 'self'; frame-ancestors 'none'",
        if hashes.is_empty() { "" } else { " " },
        hashes.join(" "),
        crate::codehost::markdown::IMAGE_HOSTS.join(" ")
    )
}

/// The bodies of `<script>` elements without a `src`.
fn inline_scripts(html: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(start) = rest.find("<script") {
        let after = &rest[start..];
        let Some(open_end) = after.find('>') else {
            break;
        };
        let open_tag = &after[..open_end];
        let body_start = &after[open_end + 1..];
        let Some(close) = body_start.find("</script") else {
            break;
        };
        if !open_tag.contains(" src=") {
            out.push(&body_start[..close]);
        }
        rest = &body_start[close..];
    }
    out
}

fn content_type(path: &str) -> &'static str {
    let ext = path.rsplit('.').next().unwrap_or("").to_ascii_lowercase();
    match ext.as_str() {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "json" | "map" => "application/json",
        "webmanifest" => "application/manifest+json",
        "wasm" => "application/wasm",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "webp" => "image/webp",
        "avif" => "image/avif",
        "ico" => "image/x-icon",
        "woff2" => "font/woff2",
        "woff" => "font/woff",
        "txt" => "text/plain; charset=utf-8",
        "xml" => "application/xml",
        _ => "application/octet-stream",
    }
}

/// The pages that take an emailed link's token.
pub const TOKEN_PAGES: [&str; 4] = [
    "/resetPassword",
    "/invitation",
    "/signInLink",
    "/unsubscribe",
];

impl WebAssets {
    /// What a path outside the API answers: a file, a prerendered page, or the SPA shell
    /// (the router's fallback, `routes::pages`).
    pub fn answer(&self, method: &Method, path: &str, headers: &HeaderMap) -> Response {
        let coding = Coding::from_accept(headers);
        if path == "/api" || path.starts_with("/api/") {
            return ApiError::NotFound.into_response();
        }
        if method != Method::GET && method != Method::HEAD {
            return (
                StatusCode::METHOD_NOT_ALLOWED,
                [(header::ALLOW, "GET, HEAD")],
            )
                .into_response();
        }
        let head = method == Method::HEAD;
        let generated = match path {
            "/sitemap.xml" => self.sitemap.as_ref(),
            "/robots.txt" => self.robots.as_ref(),
            _ => None,
        };
        if let Some(asset) = generated.or_else(|| self.files.get(path)) {
            return asset.response(head, StatusCode::OK, coding);
        }
        // A missing hashed asset or file with an extension is a real 404, not the app shell.
        let last = path.rsplit('/').next().unwrap_or("");
        if path.starts_with("/assets/") || last.contains('.') {
            return (StatusCode::NOT_FOUND, "Not found").into_response();
        }
        match &self.fallback {
            Some(shell) => {
                let mut response = shell.response(head, StatusCode::OK, coding);
                if TOKEN_PAGES.contains(&path) {
                    // The token is in the fragment, which no Referer carries; this keeps it so
                    // should a page ever move it elsewhere.
                    response.headers_mut().insert(
                        header::REFERRER_POLICY,
                        axum::http::HeaderValue::from_static("no-referrer"),
                    );
                }
                response
            }
            None => (
                StatusCode::SERVICE_UNAVAILABLE,
                "The web app is not built yet: run `make run`.",
            )
                .into_response(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csp_lists_each_inline_script_by_hash_and_nothing_else() {
        let html = r#"<html><script type="module" src="/assets/a.js"></script>
            <script>window.x = 1;</script><script type="module">import("/assets/b.js")</script></html>"#;
        let scripts = inline_scripts(html);
        assert_eq!(scripts, vec!["window.x = 1;", "import(\"/assets/b.js\")"]);
        let csp = page_csp(html);
        assert_eq!(csp.matches("'sha256-").count(), 2);
        assert!(
            !csp.contains("unsafe-inline'; img")
                || csp.contains("style-src 'self' 'unsafe-inline'")
        );
        assert!(!csp.contains("script-src 'self' 'unsafe-inline'"));
        assert!(csp.contains("frame-ancestors 'none'"));
    }
}
