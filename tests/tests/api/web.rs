//! Serving the built web app: prerendered pages, the SPA shell, caching, CSP and compression.

use std::io::Read;

use portico_tests::{spawn_app_with, Engine, SpawnOptions, TempDir};

fn fixture() -> TempDir {
    let dir = TempDir::new();
    let root = &dir.0;
    std::fs::create_dir_all(root.join("about")).unwrap();
    std::fs::create_dir_all(root.join("assets")).unwrap();
    std::fs::write(
        root.join("index.html"),
        "<!doctype html><html><head><title>Home</title><link rel=\"canonical\" href=\"%PUBLIC_URL%/\"/><script>window.__ctx = {a: 1};</script></head><body><h1>Home</h1></body></html>",
    )
    .unwrap();
    std::fs::write(
        root.join("about/index.html"),
        "<!doctype html><title>About</title><link href=\"%PUBLIC_URL%/about\" rel=\"canonical\"><h1>About us</h1>",
    )
    .unwrap();
    std::fs::write(
        root.join("__spa-fallback.html"),
        "<!doctype html><title>App</title><div id=app></div>",
    )
    .unwrap();
    std::fs::write(
        root.join("assets/app-abc123.js"),
        "console.log('x');".repeat(200),
    )
    .unwrap();
    // The build's compressed copies of the script (`web/tools/precompress.mjs`); marked, so an
    // answer made of them is told from one compressed per request.
    std::fs::write(root.join("assets/app-abc123.js.br"), b"stored brotli copy").unwrap();
    std::fs::write(root.join("assets/app-abc123.js.gz"), b"stored gzip copy").unwrap();
    std::fs::write(root.join("assets/style-1.css"), "a{color:red}".repeat(200)).unwrap();
    dir
}

async fn fetch(app: &portico_tests::TestApp, path: &str, accept: &str) -> reqwest::Response {
    let res = app
        .http
        .get(app.url(path))
        .header("accept-encoding", accept)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200, "{path}");
    res
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pages_shell_assets_and_headers() {
    let web = fixture();
    let app = spawn_app_with(
        Engine::Sqlite,
        SpawnOptions {
            web_dir: Some(web.0.clone()),
            env: vec![("PUBLIC_URL", "https://www.example.com".into())],
        },
    )
    .await;

    let res = app.get("/", None).await;
    assert_eq!(res.status(), 200);
    let csp = res.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_owned();
    assert_eq!(res.headers()["x-content-type-options"], "nosniff");
    assert!(res.headers().contains_key("referrer-policy"));
    assert!(csp.contains("frame-ancestors 'none'"));
    assert!(
        csp.contains("'sha256-"),
        "inline script allowed by hash: {csp}"
    );
    assert!(!csp.contains("script-src 'self' 'unsafe-inline'"));
    assert_eq!(
        res.headers()["referrer-policy"],
        "strict-origin-when-cross-origin"
    );
    let html = res.text().await.unwrap();
    assert!(html.contains("<h1>Home</h1>"));
    // The pages that take an emailed link's token send no referrer at all.
    for path in [
        "/resetPassword",
        "/invitation",
        "/signInLink",
        "/unsubscribe",
    ] {
        let res = app.get(path, None).await;
        assert_eq!(res.status(), 200, "{path}");
        assert_eq!(res.headers()["referrer-policy"], "no-referrer", "{path}");
    }
    assert!(
        html.contains("href=\"https://www.example.com/\""),
        "the placeholder becomes PUBLIC_URL: {html}"
    );

    // Search engines: a sitemap of the pages' canonical addresses, and robots.txt pointing at it.
    let res = app.get("/sitemap.xml", None).await;
    assert_eq!(res.status(), 200);
    let xml = res.text().await.unwrap();
    assert!(
        xml.contains("<loc>https://www.example.com/</loc>")
            && xml.contains("<loc>https://www.example.com/about</loc>"),
        "{xml}"
    );
    let robots = app.get("/robots.txt", None).await.text().await.unwrap();
    assert!(robots.contains("Sitemap: https://www.example.com/sitemap.xml"));
    assert!(robots.contains("Disallow: /api/"));

    // Prerendered page with and without the trailing slash, no redirect.
    for path in ["/about", "/about/"] {
        let res = app.get(path, None).await;
        assert_eq!(res.status(), 200, "{path}");
        assert!(res.text().await.unwrap().contains("About us"));
    }
    // Any other route is the app shell.
    let res = app.get("/clientHome/Some%20Project", None).await;
    assert_eq!(res.status(), 200);
    assert!(res.text().await.unwrap().contains("id=app"));

    // Hashed assets are cached forever and sent as the build compressed them, not compressed
    // again per request; the copies are no files of their own.
    let res = fetch(&app, "/assets/app-abc123.js", "gzip, deflate, br, zstd").await;
    assert_eq!(
        res.headers()["cache-control"],
        "public, max-age=31536000, immutable"
    );
    assert_eq!(res.headers()["content-encoding"], "br");
    assert_eq!(res.headers()["vary"], "accept-encoding");
    assert_eq!(&res.bytes().await.unwrap()[..], b"stored brotli copy");
    let res = fetch(&app, "/assets/app-abc123.js", "gzip").await;
    assert_eq!(res.headers()["content-encoding"], "gzip");
    assert_eq!(&res.bytes().await.unwrap()[..], b"stored gzip copy");
    let res = app.get("/assets/app-abc123.js", None).await;
    assert!(!res.headers().contains_key("content-encoding"));
    assert!(res.text().await.unwrap().starts_with("console.log('x');"));
    assert_eq!(
        app.get("/assets/app-abc123.js.br", None).await.status(),
        404
    );
    // A file the build did not compress is compressed per request.
    let res = fetch(&app, "/assets/style-1.css", "br").await;
    assert_eq!(res.headers()["content-encoding"], "br");
    // Pages are compressed once the server has set PUBLIC_URL in them.
    let res = fetch(&app, "/about", "br").await;
    assert_eq!(res.headers()["content-encoding"], "br");
    let mut html = String::new();
    brotli::Decompressor::new(&res.bytes().await.unwrap()[..], 4096)
        .read_to_string(&mut html)
        .unwrap();
    assert!(html.contains("https://www.example.com/about"), "{html}");
    let res = fetch(&app, "/clientHome/x", "gzip").await;
    assert_eq!(res.headers()["content-encoding"], "gzip");

    // A missing asset is a 404, not the shell.
    assert_eq!(app.get("/assets/missing-123.js", None).await.status(), 404);
    // API answers carry a locked-down policy too.
    let res = app.get("/api/nothing", None).await;
    assert_eq!(res.status(), 404);
    assert_eq!(
        res.headers()["content-security-policy"],
        "default-src 'none'; frame-ancestors 'none'"
    );
    app.cleanup().await;
}
