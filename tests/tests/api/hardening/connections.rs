//! Connections within limits, with real sockets: a request head sent a byte at a time is closed
//! once its ten seconds are up, thousands of idle sockets do not keep anyone else out, past the
//! connection cap a socket is closed at once (and counted), a stop with half-sent heads open
//! returns within its deadline, and one session holds a few live streams, not thousands.

use std::time::{Duration, Instant};

use portico_tests::metrics::{sample, scrape};
use portico_tests::{engine_fns, spawn_app, spawn_app_env, world, Engine};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// Reads until the server closes the socket (or `limit` passes): when it closed, from now.
async fn closed_within(socket: &mut TcpStream, limit: Duration) -> Option<Duration> {
    let started = Instant::now();
    let mut buf = [0u8; 1024];
    loop {
        let left = limit.checked_sub(started.elapsed())?;
        match tokio::time::timeout(left, socket.read(&mut buf)).await {
            Ok(Ok(0)) | Ok(Err(_)) => return Some(started.elapsed()),
            Ok(Ok(_)) => {}
            Err(_) => return None,
        }
    }
}

async fn a_head_sent_a_byte_a_second_is_closed_in_time(engine: Engine) {
    let app = spawn_app(engine).await;
    let mut socket = TcpStream::connect(("127.0.0.1", app.port)).await.unwrap();
    let started = Instant::now();
    let head = b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ";
    let mut closed = false;
    for byte in head.iter().chain(b"a".repeat(60).iter()) {
        if socket.write_all(&[*byte]).await.is_err() {
            closed = true;
            break;
        }
        let mut buf = [0u8; 64];
        match tokio::time::timeout(Duration::from_secs(1), socket.read(&mut buf)).await {
            Ok(Ok(0)) | Ok(Err(_)) => {
                closed = true;
                break;
            }
            _ => {}
        }
        if started.elapsed() > Duration::from_secs(14) {
            break;
        }
    }
    let took = started.elapsed();
    assert!(closed, "the slow head was still open after {took:?}");
    assert!(
        took >= Duration::from_secs(9) && took <= Duration::from_secs(12),
        "closed after {took:?}"
    );
    // An idle keep-alive connection closes too, after its answer.
    let mut idle = TcpStream::connect(("127.0.0.1", app.port)).await.unwrap();
    idle.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        .await
        .unwrap();
    let took = closed_within(&mut idle, Duration::from_secs(13)).await;
    assert!(
        took.is_some_and(|t| t >= Duration::from_secs(9)),
        "idle keep-alive: {took:?}"
    );
    app.cleanup().await;
}

async fn idle_sockets_keep_nobody_out_and_past_the_cap_one_is_closed_at_once(engine: Engine) {
    // This process holds both ends of each socket: 4,000 files and more.
    portico_server::serve::raise_file_limit();
    let app = spawn_app(engine).await;
    let mut idle = Vec::with_capacity(2_000);
    for _ in 0..2_000 {
        idle.push(TcpStream::connect(("127.0.0.1", app.port)).await.unwrap());
    }
    let started = Instant::now();
    let res = app.get("/healthz", None).await;
    assert_eq!(res.status(), 200);
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "{:?}",
        started.elapsed()
    );
    drop(idle);
    app.cleanup().await;

    // A server that may hold 16: the 17th socket is closed as soon as it is taken, and counted.
    let app = spawn_app_env(
        engine,
        vec![
            ("MAX_CONNECTIONS", "16".into()),
            ("METRICS_ADDR", "127.0.0.1:0".into()),
        ],
    )
    .await;
    let mut held = Vec::new();
    for _ in 0..16 {
        held.push(TcpStream::connect(("127.0.0.1", app.port)).await.unwrap());
    }
    let mut extra = TcpStream::connect(("127.0.0.1", app.port)).await.unwrap();
    let took = closed_within(&mut extra, Duration::from_secs(3)).await;
    assert!(took.is_some(), "the 17th socket stayed open");
    let text = scrape(&app).await;
    assert!(
        sample(&text, "portico_connections_refused_total").is_some_and(|n| n >= 1.0),
        "{text}"
    );
    // Once those held are closed (by their callers here; by the server when their heads are
    // late, as above), it serves again.
    drop(held);
    let until = Instant::now() + Duration::from_secs(5);
    loop {
        if let Ok(res) = app.http.get(app.url("/healthz")).send().await {
            if res.status() == 200 {
                break;
            }
        }
        assert!(
            Instant::now() < until,
            "not serving after the sockets closed"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    app.cleanup().await;
}

async fn a_stop_with_half_sent_heads_returns_within_its_deadline(engine: Engine) {
    let mut app = spawn_app_env(engine, vec![("STOP_DEADLINE_SECS", "2".into())]).await;
    let mut half = Vec::new();
    for _ in 0..20 {
        let mut s = TcpStream::connect(("127.0.0.1", app.port)).await.unwrap();
        s.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Half: ")
            .await
            .unwrap();
        half.push(s);
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    let took = app.stop_within(Duration::from_secs(8)).await;
    assert!(
        took.is_some_and(|t| t < Duration::from_millis(3_500)),
        "the stop took {took:?} (its deadline: 2 s; the heads' own timeout: 10 s)"
    );
    drop(half);
}

/// One session holds four streams (its tabs share one), one person sixteen: past them, 429.
async fn a_session_holds_a_few_streams_not_thousands(engine: Engine) {
    let app = spawn_app(engine).await;
    let w = world(&app).await;
    let open = || {
        app.http
            .get(app.url("/api/events"))
            .bearer_auth(&w.a_token)
            .send()
    };
    let mut streams = Vec::new();
    for _ in 0..4 {
        let res = open().await.unwrap();
        assert_eq!(res.status(), 200);
        streams.push(res);
    }
    let res = open().await.unwrap();
    assert_eq!(res.status(), 429);
    // One closes: the next opens.
    drop(streams.pop());
    let until = Instant::now() + Duration::from_secs(5);
    loop {
        let res = open().await.unwrap();
        if res.status() == 200 {
            streams.push(res);
            break;
        }
        assert!(Instant::now() < until, "a closed stream still counted");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // Another session of the same person has its own four, within the person's sixteen.
    let mut others = Vec::new();
    let mut refused = 0;
    for _ in 0..4 {
        let token = app.login("ann@example.com", "client-pass-1").await;
        for _ in 0..4 {
            let res = app
                .http
                .get(app.url("/api/events"))
                .bearer_auth(&token)
                .send()
                .await
                .unwrap();
            match res.status().as_u16() {
                200 => others.push(res),
                429 => refused += 1,
                s => panic!("{s}"),
            }
        }
    }
    assert_eq!(others.len() + streams.len(), 16, "the person's sixteen");
    assert_eq!(refused, 4);
    app.cleanup().await;
}

engine_fns!(
    a_head_sent_a_byte_a_second_is_closed_in_time,
    idle_sockets_keep_nobody_out_and_past_the_cap_one_is_closed_at_once,
    a_stop_with_half_sent_heads_returns_within_its_deadline,
    a_session_holds_a_few_streams_not_thousands,
);
