//! Uploads within limits, decided before a byte of the body is read: a person sends at most 4
//! files at once (the fifth is answered at once, its body unread), a file the company's quota
//! cannot take is refused on its declared length, and an upload does not touch the company's
//! account row (which every open page of the company listens to).

use std::time::{Duration, Instant};

use portico_server::db::users::Role;
use portico_tests::{engine_fns, spawn_app_env, Engine, TestApp};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// An upload of a `length`-byte PNG whose head and first bytes are sent, the rest held back.
async fn upload_started(app: &TestApp, token: &str, length: usize) -> TcpStream {
    let mut s = TcpStream::connect(("127.0.0.1", app.port)).await.unwrap();
    let head = format!(
        "POST /api/attachments?name=shot.png HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {token}\r\n\
         Content-Type: application/octet-stream\r\nContent-Length: {length}\r\n\r\n"
    );
    s.write_all(head.as_bytes()).await.unwrap();
    // A PNG's signature and a little more: the type is known, the file is not whole.
    let mut first = b"\x89PNG\r\n\x1a\n".to_vec();
    first.resize(64, 0);
    s.write_all(&first).await.unwrap();
    s
}

/// The status the server answered on `s` within `limit`, if it answered.
async fn answered(s: &mut TcpStream, limit: Duration) -> Option<u16> {
    let mut buf = vec![0u8; 4096];
    let n = tokio::time::timeout(limit, s.read(&mut buf))
        .await
        .ok()?
        .ok()?;
    let text = String::from_utf8_lossy(&buf[..n]);
    text.split_whitespace().nth(1)?.parse().ok()
}

async fn uploads_are_limited_before_their_bodies_are_read(engine: Engine) {
    let app = spawn_app_env(engine, vec![("ATTACHMENTS_QUOTA_MB", "1".into())]).await;
    let company = app
        .create_user(Role::Client, "Asha", "asha@example.com", "asha-pass-1")
        .await;
    let token = app.login("asha@example.com", "asha-pass-1").await;
    // What the company's open pages hear of: a change naming its account row.
    let heard = || async {
        sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM changes WHERE key = $1")
            .bind(format!("u:{company}"))
            .fetch_one(&app.db)
            .await
            .unwrap()
    };
    let before = heard().await;

    // Four under way; the fifth is answered at once, without its body.
    let mut going = Vec::new();
    for _ in 0..4 {
        going.push(upload_started(&app, &token, 100_000).await);
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    let started = Instant::now();
    let mut fifth = upload_started(&app, &token, 100_000).await;
    assert_eq!(
        answered(&mut fifth, Duration::from_secs(3)).await,
        Some(429)
    );
    assert!(started.elapsed() < Duration::from_secs(3));
    drop(going);

    // More than the quota leaves, by its declared length: refused before the body.
    let until = Instant::now() + Duration::from_secs(5);
    let status = loop {
        let mut big = upload_started(&app, &token, 2 * 1024 * 1024).await;
        let status = answered(&mut big, Duration::from_secs(3)).await;
        // The four dropped above may still hold their places for a moment.
        if status != Some(429) || Instant::now() > until {
            break status;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert_eq!(status, Some(400));

    // A whole small file is kept, and the company's account row is untouched by it.
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    png.resize(200, 0);
    let res = app.upload("shot.png", png, Some(&token)).await;
    assert_eq!(
        res.status(),
        201,
        "{}",
        res.text().await.unwrap_or_default()
    );
    assert_eq!(heard().await, before, "an upload touched the account row");
    app.cleanup().await;
}

engine_fns!(uploads_are_limited_before_their_bodies_are_read);
