//! What a client reads, and how the cache spares the code host: the stale window, conditional
//! requests, rate limits, errors and slowness.

use std::time::{Duration, Instant};

use portico_tests::fake_github::{Checks, Mode, Request};
use portico_tests::{error_of, id_of, Engine};
use serde_json::{json, Value};

use super::{
    a_minute_passes, first_read, messages, numbers, of_repo, read, read_until, start, token,
    PAST_DEBOUNCE, REPO_A, REPO_B,
};

async fn a_client_reads_their_projects_code_activity(engine: Engine) {
    let s = start(engine, vec![token()]).await;
    let (app, w) = (&s.app, &s.w);
    let admin = Some(w.admin_token.as_str());
    let mut linked = Vec::new();
    for (title, link) in [
        (
            "Safari login",
            "https://github.com/acme/storefront/issues/1",
        ),
        (
            "Redirect",
            "https://github.com/Acme/Storefront/pull/3/files",
        ),
        ("Elsewhere", "https://github.com/other/storefront/issues/1"),
    ] {
        let res = app
            .post(
                &format!("/api/project/addTask/{}", w.sprint_a),
                &json!({"title": title, "githubLink": link}),
                admin,
            )
            .await;
        assert_eq!(res.status(), 201);
        let task: Value = res.json().await.unwrap();
        linked.push(id_of(&task));
    }

    let v = first_read(&s).await;
    assert_eq!(v["repository"]["owner"], "acme");
    assert_eq!(v["repository"]["name"], "storefront");
    assert_eq!(v["repository"]["url"], "https://github.com/acme/storefront");
    assert!(v["repository"]["id"].is_i64(), "{v}");
    assert!(v["sync"]["fetchedAt"].as_str().unwrap().starts_with("20"));
    assert!(v["sync"]["retryAt"].is_null());
    assert_eq!(v["canWrite"], true);

    // Commits, newest first, with the state of their checks and statuses.
    assert_eq!(
        messages(&v),
        [
            "Fix login redirect (#1)",
            "Add product page\n\nWith photos.",
            "Initial commit"
        ]
    );
    let statuses: Vec<&Value> = v["commits"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| &c["status"])
        .collect();
    assert_eq!(
        statuses,
        [&json!("success"), &json!("failure"), &Value::Null]
    );
    let newest = &v["commits"][0];
    assert_eq!(newest["committerName"], "Rohan Gupta");
    assert_eq!(newest["date"], "2026-01-07T11:30:00Z");
    assert!(newest["url"]
        .as_str()
        .unwrap()
        .starts_with("https://github.com/acme/storefront/commit/"));

    // Issues without the pull requests GitHub's issues list mixes in; pull requests apart.
    assert_eq!(numbers(&v["issues"]), [1, 2]);
    let login = &v["issues"][0];
    assert_eq!(login["title"], "Login fails on Safari");
    assert_eq!(login["state"], "open");
    assert_eq!(login["author"], "rohan-dev");
    assert_eq!(login["comments"], 1);
    let html = login["bodyHtml"].as_str().unwrap();
    assert!(html.contains("<strong>Steps</strong>"), "{html}");
    assert!(html.contains("<code>Sign in</code>"), "{html}");
    assert!(!html.to_lowercase().contains("<script"), "{html}");
    assert!(html.contains("&lt;script&gt;"), "shown as text: {html}");
    let comments = login["commentList"].as_array().unwrap();
    assert_eq!(comments.len(), 1);
    assert_eq!(comments[0]["author"], "asha-v");
    assert!(comments[0]["bodyHtml"]
        .as_str()
        .unwrap()
        .contains("<em>reproduce</em>"));
    assert_eq!(v["issues"][1]["state"], "closed");
    assert_eq!(numbers(&v["pulls"]), [3, 4]);
    assert_eq!(v["pulls"][0]["state"], "merged");
    assert_eq!(v["pulls"][1]["state"], "open");
    assert_eq!(v["pulls"][1]["draft"], true);

    // Tasks linked to an issue or pull request of this repository, with the commits naming it.
    let tasks = v["tasks"].as_array().unwrap();
    assert_eq!(tasks.len(), 2, "only links into this repository: {tasks:?}");
    let task = |id: &str| tasks.iter().find(|t| t["taskId"] == id).unwrap();
    let issue_task = task(&linked[0]);
    assert_eq!(
        issue_task["link"],
        json!({"kind": "issue", "number": 1, "title": "Login fails on Safari", "state": "open"})
    );
    assert_eq!(issue_task["commits"], json!([newest["sha"]]));
    let pull_task = task(&linked[1]);
    assert_eq!(pull_task["link"]["kind"], "pull");
    assert_eq!(pull_task["link"]["state"], "merged");

    // Staff read it too; another client's project is exactly as missing as a missing one.
    read(app, &w.project_a, &w.admin_token).await;
    let theirs = app
        .get(&format!("/api/code/{}", w.project_a), Some(&w.b_token))
        .await;
    let missing = app
        .get(
            &format!("/api/code/{}", uuid::Uuid::new_v4()),
            Some(&w.b_token),
        )
        .await;
    let (theirs, missing) = (error_of(theirs).await, error_of(missing).await);
    assert_eq!(theirs.0, 404);
    assert_eq!(theirs, missing);

    // A project whose repository is not a usable name is not connected, and asks nothing.
    let before = s.fake.requests().len();
    let res = app
        .post(
            "/api/project/createProject",
            &json!({"title": "Later", "client": w.a, "github": "acme", "repoName": "to be created",
                "projectDesc": "d", "projectDetailsDesc": "dd"}),
            admin,
        )
        .await;
    assert_eq!(res.status(), 201);
    let later: Value = res.json().await.unwrap();
    let v = read(app, &id_of(&later), &w.a_token).await;
    assert_eq!(v["sync"]["state"], "not_connected");
    assert!(v["repository"].is_null());
    assert_eq!(v["commits"], json!([]));
    assert_eq!(s.fake.requests().len(), before);
    s.app.cleanup().await;
}

async fn reads_are_kept_then_asked_again_conditionally(engine: Engine) {
    let s = start(engine, vec![token()]).await;
    let (app, w) = (&s.app, &s.w);
    let first = first_read(&s).await;
    let asked = of_repo(&s.fake, REPO_A);
    assert!(asked
        .iter()
        .any(|r| r.path == "/repos/acme/storefront/commits"));
    assert!(asked.iter().all(|r| !r.if_none_match && r.status == 200));

    // Within the stale window (a minute without polling) a read is answered from the database.
    let second = read(app, &w.project_a, &w.a_token).await;
    assert_eq!(of_repo(&s.fake, REPO_A).len(), asked.len());
    assert_eq!(second["commits"], first["commits"]);

    // A minute later, the code host is asked again with the ETags it gave: nothing changed, so
    // 304s, and the data stays.
    tokio::time::sleep(PAST_DEBOUNCE).await;
    a_minute_passes(app).await;
    let third = read(app, &w.project_a, &w.a_token).await;
    let again = &of_repo(&s.fake, REPO_A)[asked.len()..];
    assert!(!again.is_empty(), "a stale read refreshes");
    for r in again {
        assert!(r.if_none_match && r.status == 304, "{r:?}");
    }
    assert_eq!(third["sync"]["state"], "ok");
    assert_eq!(third["commits"], first["commits"]);
    assert_eq!(third["issues"], first["issues"]);
    assert_eq!(third["pulls"], first["pulls"]);
    assert!(third["sync"]["fetchedAt"].as_str() >= first["sync"]["fetchedAt"].as_str());
    s.app.cleanup().await;
}

/// A rate limit is answered at once with the kept data and when to expect more; while it holds,
/// the server asks the code host nothing, not for reads, polls or writes.
async fn rate_limited(engine: Engine, mode: Mode) {
    let s = start(engine, vec![token(), ("CODE_POLL_SECS", "1".into())]).await;
    let (app, w) = (&s.app, &s.w);
    let first = first_read(&s).await;
    tokio::time::sleep(PAST_DEBOUNCE).await;
    s.fake.set_mode(REPO_A, mode.clone());

    // The next refresh (a stale read's or a poll's) meets the limit.
    let v = read_until(app, &w.project_a, &w.a_token, Duration::from_secs(6), |v| {
        v["sync"]["state"] == "rate_limited"
    })
    .await;
    assert_eq!(v["commits"], first["commits"], "kept data is shown");
    assert_eq!(v["issues"], first["issues"]);
    assert!(v["sync"]["fetchedAt"].is_string());
    let retry_at = v["sync"]["retryAt"].as_str().unwrap().to_owned();
    let in_a_minute =
        portico_shared::dates::format_rfc3339_from_ms(portico_tests::now_ms() + 60_000);
    assert!(retry_at > in_a_minute, "{retry_at}");
    let limited: Vec<Request> = of_repo(&s.fake, REPO_A)
        .into_iter()
        .filter(|r| r.status == 403 || r.status == 429)
        .collect();
    assert_eq!(limited.len(), 1, "one refused request, then none");

    // Blocked: reads answer at once and nothing reaches the code host (polls included).
    let asked = s.fake.requests().len();
    for _ in 0..3 {
        let started = Instant::now();
        let v = read(app, &w.project_a, &w.a_token).await;
        assert!(started.elapsed() < Duration::from_millis(700));
        assert_eq!(v["sync"]["state"], "rate_limited");
        assert_eq!(v["sync"]["retryAt"], retry_at.as_str());
        assert_eq!(v["commits"], first["commits"]);
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    let res = app
        .post(
            &format!("/api/code/{}/issues", w.project_a),
            &json!({"title": "Waiting"}),
            Some(&w.a_token),
        )
        .await;
    assert_eq!(res.status(), 429);
    assert!(res.headers().contains_key("retry-after"));
    assert_eq!(
        s.fake.requests().len(),
        asked,
        "{:?}",
        &s.fake.requests()[asked..]
    );
    assert!(s.fake.posts().is_empty());
    s.app.cleanup().await;
}

async fn a_403_rate_limit_holds_every_request(engine: Engine) {
    rate_limited(engine, Mode::RateLimited403 { secs: 120 }).await;
}

async fn a_429_retry_after_holds_every_request(engine: Engine) {
    rate_limited(engine, Mode::RetryAfter429 { secs: 120 }).await;
}

async fn errors_and_slow_answers_never_hold_a_read(engine: Engine) {
    let s = start(engine, vec![token(), ("CODE_READ_WAIT_MS", "300".into())]).await;
    let (app, w) = (&s.app, &s.w);
    let admin = Some(w.admin_token.as_str());
    let first = first_read(&s).await;
    let kept_b = read_until(app, &w.project_b, &w.b_token, Duration::from_secs(5), |v| {
        v["sync"]["state"] == "ok"
    })
    .await;

    // A repository the code host cannot serve (503): a first read says so, with no data.
    let project = |repo: &'static str| {
        json!({"title": repo, "client": w.a, "github": "acme", "repoName": repo,
            "projectDesc": "d", "projectDetailsDesc": "dd"})
    };
    let res = app
        .post(
            "/api/project/createProject",
            &project("offline-shop"),
            admin,
        )
        .await;
    let offline: Value = res.json().await.unwrap();
    let offline = id_of(&offline);
    let v = read_until(app, &offline, &w.a_token, Duration::from_secs(3), |v| {
        v["sync"]["state"] != "pending"
    })
    .await;
    assert_eq!(v["sync"]["state"], "unreachable");
    assert!(v["sync"]["fetchedAt"].is_null());
    assert_eq!(v["commits"], json!([]));

    // 500s after data was fetched: the kept data, marked unreachable, without waiting.
    tokio::time::sleep(PAST_DEBOUNCE).await;
    s.fake.set_mode(REPO_A, Mode::Error500);
    a_minute_passes(app).await;
    let started = Instant::now();
    let v = read_until(app, &w.project_a, &w.a_token, Duration::from_secs(3), |v| {
        v["sync"]["state"] == "unreachable"
    })
    .await;
    assert!(started.elapsed() < Duration::from_secs(2));
    assert_eq!(v["commits"], first["commits"], "kept data is shown");
    assert!(v["sync"]["fetchedAt"].is_string());

    // A code host slower than CODE_READ_WAIT_MS: the read answers after about that wait, with
    // what is kept.
    s.fake.set_mode(REPO_B, Mode::Slow { ms: 3000 });
    a_minute_passes(app).await;
    let started = Instant::now();
    let v = read(app, &w.project_b, &w.b_token).await;
    assert!(
        started.elapsed() < Duration::from_millis(1500),
        "{:?}",
        started.elapsed()
    );
    assert!(
        started.elapsed() >= Duration::from_millis(300),
        "it did wait"
    );
    assert_eq!(v["commits"], kept_b["commits"]);
    assert_eq!(v["sync"]["fetchedAt"], kept_b["sync"]["fetchedAt"]);
    assert!(["ok", "unreachable"].contains(&v["sync"]["state"].as_str().unwrap()));
    // The code host really is being asked, and has not answered yet.
    let slow = of_repo(&s.fake, REPO_B);
    assert_eq!(slow.last().map(|r| r.status), Some(0), "{slow:?}");

    // ...and a first read with nothing kept says it is pending, never an error.
    s.fake.set_mode("acme/slowpoke", Mode::Slow { ms: 3000 });
    let res = app
        .post("/api/project/createProject", &project("slowpoke"), admin)
        .await;
    let slow: Value = res.json().await.unwrap();
    let started = Instant::now();
    let v = read(app, &id_of(&slow), &w.a_token).await;
    assert!(
        started.elapsed() < Duration::from_millis(1500),
        "{:?}",
        started.elapsed()
    );
    // (The worker is still busy with B's slow refresh, so nothing has been tried yet.)
    assert_eq!(v["sync"]["state"], "pending", "{v}");
    assert_eq!(v["issues"], json!([]));
    s.app.cleanup().await;
}

/// GitHub Actions reports through check runs only: the combined status of such a commit never
/// changes, so its 304 must not hide a check run that finished since.
async fn check_runs_that_finish_later_are_seen(engine: Engine) {
    let s = start(engine, vec![token()]).await;
    let (app, w) = (&s.app, &s.w);
    let sha = s.fake.add_commit(REPO_A, "Build in progress");
    let running = Checks {
        status: None,
        runs: vec![("in_progress".into(), None)],
    };
    s.fake.set_checks(REPO_A, &sha, running);
    let first = first_read(&s).await;
    assert_eq!(first["commits"][0]["status"], "pending");
    let done = Checks {
        status: None,
        runs: vec![("completed".into(), Some("success".into()))],
    };
    s.fake.set_checks(REPO_A, &sha, done);
    tokio::time::sleep(PAST_DEBOUNCE).await;
    a_minute_passes(app).await;
    let v = read_until(app, &w.project_a, &w.a_token, Duration::from_secs(5), |v| {
        v["sync"]["fetchedAt"] != first["sync"]["fetchedAt"]
    })
    .await;
    assert_eq!(
        v["commits"][0]["status"], "success",
        "refreshed, yet the finished check run is not seen"
    );
    s.app.cleanup().await;
}

code_stories!(
    a_client_reads_their_projects_code_activity,
    reads_are_kept_then_asked_again_conditionally,
    a_403_rate_limit_holds_every_request,
    a_429_retry_after_holds_every_request,
    errors_and_slow_answers_never_hold_a_read,
    check_runs_that_finish_later_are_seen,
);
