//! Sign-in and password guessing, and the caller's address behind proxies.

use portico_tests::engine_fns;
use std::time::{Duration, Instant};

use portico_server::db::users::Role;
use portico_tests::{engine_tests, Engine, TestApp};

use super::behind_a_proxy;
use serde_json::json;

/// Signs in as `email` with `password`, as if from `address` (through one trusted proxy).
async fn sign_in_from(
    app: &TestApp,
    address: &str,
    path: &str,
    email: &str,
    password: &str,
) -> u16 {
    app.http
        .post(app.url(path))
        .header("x-forwarded-for", address)
        .json(&json!({"email": email, "password": password}))
        .send()
        .await
        .unwrap()
        .status()
        .as_u16()
}

/// 200 parallel wrong sign-ins for one account: the attempt is counted before the password is
/// checked, so at most the free attempts reach Argon2 (each of those answers 401; the rest are
/// refused at once), and the server keeps answering health checks meanwhile.
async fn parallel_guessing_checks_few_passwords(app: &TestApp) {
    app.create_user(Role::Client, "Ann", "ann@example.com", "client-pass-1")
        .await;
    let started = Instant::now();
    let guesses = (0..200).map(|i| {
        let http = app.http.clone();
        let url = app.url("/api/user/login");
        tokio::spawn(async move {
            http.post(url)
                .json(&json!({"email": "ann@example.com", "password": format!("guess-{i}")}))
                .send()
                .await
                .map(|r| r.status().as_u16())
                .unwrap_or(0)
        })
    });
    let guesses: Vec<_> = guesses.collect();
    let mut slowest_health = Duration::ZERO;
    for _ in 0..10 {
        let t = Instant::now();
        let res = app.get("/healthz", None).await;
        assert_eq!(res.status(), 200);
        slowest_health = slowest_health.max(t.elapsed());
    }
    let mut statuses = Vec::new();
    for g in guesses {
        statuses.push(g.await.unwrap());
    }
    let checked = statuses.iter().filter(|s| **s == 401).count();
    assert!(
        checked <= 5,
        "{checked} passwords were checked: {statuses:?}"
    );
    assert!(
        statuses.iter().all(|s| matches!(s, 401 | 429 | 503)),
        "{statuses:?}"
    );
    // Liveness, not speed (speed is measured by the benchmarks): a health check stuck behind the
    // storm would take as long as the storm; on a loaded 2-core machine a quick one can take a
    // second.
    assert!(
        slowest_health < Duration::from_secs(5),
        "health took {slowest_health:?} during the storm"
    );
    assert!(started.elapsed() < Duration::from_secs(60));
}

/// Boss signs in at the staff endpoint with `password`, as if from `address`.
async fn boss_from(app: &TestApp, address: &str, password: &str) -> u16 {
    sign_in_from(
        app,
        address,
        "/api/admin/login",
        "boss@example.com",
        password,
    )
    .await
}

/// A guesser slows down only their own address: the owner signs in from theirs; and once the
/// account is throttled for strangers, an address that signed in to it before still gets in.
async fn nobody_can_lock_someone_else_out(engine: Engine) {
    let app = behind_a_proxy(engine, vec![]).await;
    app.create_user(Role::Admin, "Boss", "boss@example.com", "admin-pass-1")
        .await;
    // The owner signed in from home yesterday.
    assert_eq!(boss_from(&app, "198.51.100.20", "admin-pass-1").await, 200);
    let mut codes = Vec::new();
    for i in 0..8 {
        codes.push(boss_from(&app, "203.0.113.66", &format!("nope-{i}")).await);
    }
    assert_eq!(&codes[..5], &[401; 5]);
    assert_eq!(codes[5], 429, "{codes:?}");
    // A new address with the right password is let in.
    assert_eq!(boss_from(&app, "192.0.2.44", "admin-pass-1").await, 200);
    // Spread-out guessing from many addresses throttles the account for strangers...
    for i in 0..25 {
        boss_from(&app, &format!("100.64.0.{i}"), "wrong-pass").await;
    }
    assert_eq!(boss_from(&app, "100.64.1.1", "admin-pass-1").await, 429);
    // ...but not for an address the owner signed in from.
    assert_eq!(boss_from(&app, "198.51.100.20", "admin-pass-1").await, 200);
    app.cleanup().await;
}

/// With one trusted proxy, the address is the entry that proxy appended (the rightmost): a caller
/// who writes their own `X-Forwarded-For` entries cannot pass for a new address each time.
async fn forged_forwarded_for_does_not_dodge_limits(engine: Engine) {
    let app = behind_a_proxy(engine, vec![]).await;
    app.create_user(Role::Client, "Ann", "ann@example.com", "client-pass-1")
        .await;
    let mut codes = Vec::new();
    for i in 0..7 {
        let forged = format!("10.{i}.{i}.{i}, 203.0.113.9");
        codes.push(
            sign_in_from(
                &app,
                &forged,
                "/api/user/login",
                "ann@example.com",
                "wrong-pass",
            )
            .await,
        );
    }
    assert_eq!(codes[5], 429, "{codes:?}");
    // IPv6 addresses in one /64 are one caller.
    let mut codes = Vec::new();
    for i in 0..7 {
        codes.push(
            sign_in_from(
                &app,
                &format!("2001:db8:aa:bb::{i:x}"),
                "/api/user/login",
                "ann@example.com",
                "wrong-pass",
            )
            .await,
        );
    }
    assert_eq!(codes[5], 429, "{codes:?}");
    app.cleanup().await;
}

async fn password_change_is_throttled(app: &TestApp) {
    app.create_user(Role::Client, "Ann", "ann@example.com", "client-pass-1")
        .await;
    let token = app.login("ann@example.com", "client-pass-1").await;
    let mut codes = Vec::new();
    for i in 0..7 {
        let res = app
            .put(
                "/api/user/password",
                &json!({"currentPassword": format!("guess-{i}"), "newPassword": "new-pass-123"}),
                Some(&token),
            )
            .await;
        codes.push(res.status().as_u16());
    }
    assert_eq!(&codes[..5], &[400; 5], "{codes:?}");
    assert_eq!(codes[5], 429, "{codes:?}");
}

engine_tests!(
    parallel_guessing_checks_few_passwords,
    password_change_is_throttled
);

/// One owner of an IPv6 /48 has 65,536 /64s, each a fresh caller to the per-address limit: the
/// /48 has a limit of its own. Guesses spread over /64s of one /48 (and over accounts, so no
/// other limit counts them) are refused past it; another /48 is not slowed.
async fn a_site_of_ipv6_addresses_is_limited_too(engine: Engine) {
    let app = behind_a_proxy(engine, vec![]).await;
    let mut codes = Vec::new();
    for i in 0..120 {
        codes.push(
            sign_in_from(
                &app,
                &format!("2001:db8:77:{i:x}::1"),
                "/api/user/login",
                &format!("guess{i}@example.com"),
                "wrong-pass",
            )
            .await,
        );
        if codes.last() == Some(&429) {
            break;
        }
    }
    assert_eq!(codes.last(), Some(&429), "{codes:?}");
    assert!(
        codes.len() > 100,
        "the /48's free attempts: {}",
        codes.len()
    );
    let elsewhere = sign_in_from(
        &app,
        "2001:db8:78::1",
        "/api/user/login",
        "someone@example.com",
        "wrong-pass",
    )
    .await;
    assert_eq!(elsewhere, 401);
    app.cleanup().await;
}

engine_fns!(
    nobody_can_lock_someone_else_out,
    forged_forwarded_for_does_not_dodge_limits,
    a_site_of_ipv6_addresses_is_limited_too
);
