//! Load generator for the live stream (`GET /api/events`, ADR 0037), loopback only: opens
//! `STREAMS` streams as one client, then has staff set a task's status `WRITES` times, and measures
//! for every stream and write how long after the write was sent the stream heard of its project.
//! Prints one line of JSON. Used by `scripts/bench-live.sh`, which also measures the server's memory.
//!
//! Usage: live-load BASE_URL CLIENT_TOKEN STAFF_TOKEN TASK_ID PROJECT_ID STREAMS WRITES [WRITE_URL]
//!
//! The writes go to WRITE_URL when given (another app server on the same database), to BASE_URL
//! otherwise. With WRITES 0 it only opens the streams, prints how many opened, and holds them
//! until the server closes them (`scripts/bench-streams-open.sh`: the read and write benchmarks
//! with the streams open).

// A benchmark's tool: a bad argument or a failed write ends it with the reason.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::sync::Semaphore;

/// Streams being opened at once.
const OPENING: usize = 256;
/// The longest wait for every stream to hear one write.
const HEAR_WITHIN: Duration = Duration::from_secs(10);

struct Heard {
    /// The write being measured (1-based; 0 before the first) and when it was sent.
    round: AtomicUsize,
    sent: Mutex<Instant>,
    /// Latencies (ms) of the current round, and how many streams heard it.
    latencies: Mutex<Vec<f64>>,
    count: AtomicUsize,
}

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (base, client, staff, task, project, streams, writes, write_base) = match &args[..] {
        [_, base, client, staff, task, project, streams, writes] => {
            (base, client, staff, task, project, streams, writes, base)
        }
        [_, base, client, staff, task, project, streams, writes, write_base] => (
            base, client, staff, task, project, streams, writes, write_base,
        ),
        _ => {
            eprintln!(
                "usage: live-load BASE_URL CLIENT_TOKEN STAFF_TOKEN TASK_ID PROJECT_ID STREAMS WRITES [WRITE_URL]"
            );
            std::process::exit(2);
        }
    };
    let url: reqwest::Url = base.parse().expect("a base URL");
    let host = url.host_str().expect("a host").to_owned();
    let loopback = |u: &reqwest::Url| matches!(u.host_str(), Some("127.0.0.1" | "localhost"));
    let write_url: reqwest::Url = write_base.parse().expect("a write URL");
    assert!(
        loopback(&url) && loopback(&write_url),
        "loopback addresses only"
    );
    let addr = format!("{host}:{}", url.port().expect("a port"));
    let streams: usize = streams.parse().expect("a number of streams");
    let writes: usize = writes.parse().expect("a number of writes");
    let request = format!(
        "GET /api/events HTTP/1.1\r\nHost: {host}\r\nAuthorization: Bearer {client}\r\n\
         Accept: text/event-stream\r\nAccept-Encoding: gzip, deflate, br, zstd\r\n\r\n"
    );
    let marker = format!("\"_id\":\"{project}\"");

    let heard = Arc::new(Heard {
        round: AtomicUsize::new(0),
        sent: Mutex::new(Instant::now()),
        latencies: Mutex::new(Vec::new()),
        count: AtomicUsize::new(0),
    });
    let opened = Arc::new(AtomicUsize::new(0));
    let failed = Arc::new(AtomicUsize::new(0));
    let gate = Arc::new(Semaphore::new(OPENING));
    let started = Instant::now();
    let mut tasks = Vec::with_capacity(streams);
    for _ in 0..streams {
        let permit = gate.clone().acquire_owned().await.expect("the gate");
        let (addr, request, marker) = (addr.clone(), request.clone(), marker.clone());
        let (heard, opened, failed) = (heard.clone(), opened.clone(), failed.clone());
        tasks.push(tokio::spawn(async move {
            let Ok(mut tcp) = TcpStream::connect(&addr).await else {
                failed.fetch_add(1, Ordering::Relaxed);
                return;
            };
            if tcp.write_all(request.as_bytes()).await.is_err() {
                failed.fetch_add(1, Ordering::Relaxed);
                return;
            }
            let mut buf = vec![0u8; 4096];
            let mut text = String::new();
            // The hello: the stream is open.
            while !text.contains("event: hello") {
                match tcp.read(&mut buf).await {
                    Ok(0) | Err(_) => {
                        failed.fetch_add(1, Ordering::Relaxed);
                        return;
                    }
                    Ok(n) => text.push_str(&String::from_utf8_lossy(&buf[..n])),
                }
            }
            opened.fetch_add(1, Ordering::Relaxed);
            drop(permit);
            let mut last_round = 0;
            loop {
                let n = match tcp.read(&mut buf).await {
                    Ok(0) | Err(_) => return,
                    Ok(n) => n,
                };
                let chunk = String::from_utf8_lossy(&buf[..n]);
                let round = heard.round.load(Ordering::Acquire);
                if round > last_round && chunk.contains(&marker) {
                    last_round = round;
                    let ms = heard.sent.lock().unwrap().elapsed().as_secs_f64() * 1000.0;
                    heard.latencies.lock().unwrap().push(ms);
                    heard.count.fetch_add(1, Ordering::AcqRel);
                }
            }
        }));
    }
    // Every stream open (or failed).
    while opened.load(Ordering::Relaxed) + failed.load(Ordering::Relaxed) < streams {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let open_secs = started.elapsed().as_secs_f64();
    let open = opened.load(Ordering::Relaxed);
    // What the opening gave, the first fields of the line printed.
    let mut report = serde_json::json!({
        "streams": streams,
        "open": open,
        "failed": failed.load(Ordering::Relaxed),
        "open_secs": (open_secs * 10.0).round() / 10.0,
    });
    if writes == 0 {
        println!("{report}");
        // Held until the server closes them (it stopped).
        for t in tasks {
            let _ = t.await;
        }
        return;
    }
    // Let the server settle before the writes.
    tokio::time::sleep(Duration::from_secs(2)).await;

    let http = reqwest::Client::new();
    let statuses = ["inprogress", "done", "todo"];
    let mut all: Vec<f64> = Vec::new();
    let mut missed = 0;
    for w in 0..writes {
        heard.latencies.lock().unwrap().clear();
        heard.count.store(0, Ordering::Release);
        *heard.sent.lock().unwrap() = Instant::now();
        heard.round.store(w + 1, Ordering::Release);
        let res = http
            .put(format!("{write_base}/api/project/updateTaskStatus/{task}"))
            .bearer_auth(staff)
            .json(&serde_json::json!({ "status": statuses[w % 3] }))
            .send()
            .await
            .expect("the write");
        assert!(res.status().is_success(), "the write: {}", res.status());
        let until = Instant::now() + HEAR_WITHIN;
        while heard.count.load(Ordering::Acquire) < open && Instant::now() < until {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        missed += open.saturating_sub(heard.count.load(Ordering::Acquire));
        all.extend(heard.latencies.lock().unwrap().drain(..));
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    all.sort_by(|a, b| a.total_cmp(b));
    let at = |q: f64| {
        all.get(((all.len() as f64 * q).ceil() as usize).saturating_sub(1))
            .copied()
            .unwrap_or(f64::NAN)
    };
    let measured = serde_json::json!({
            "writes": writes,
            "heard": all.len(),
            "missed": missed,
            "p50_ms": (at(0.50) * 10.0).round() / 10.0,
            "p99_ms": (at(0.99) * 10.0).round() / 10.0,
            "max_ms": (at(1.0) * 10.0).round() / 10.0,
    });
    if let (Some(line), Some(more)) = (report.as_object_mut(), measured.as_object()) {
        line.extend(more.clone());
    }
    println!("{report}");
    for t in tasks {
        t.abort();
    }
}
