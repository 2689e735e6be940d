//! Reading a server's `/metrics` (its own address, set by `spawn_with_metrics`).

use crate::{spawn_app_env, Engine, TestApp};

/// A server that serves `/metrics` on an address of its own.
pub async fn spawn_with_metrics(engine: Engine) -> TestApp {
    spawn_app_env(engine, vec![("METRICS_ADDR", "127.0.0.1:0".into())]).await
}

/// The value of the sample `name{labels}` (or `name` without labels), if the scrape has it.
pub fn sample(text: &str, series: &str) -> Option<f64> {
    text.lines().filter(|l| !l.starts_with('#')).find_map(|l| {
        l.strip_prefix(series)?
            .strip_prefix(' ')?
            .trim()
            .parse()
            .ok()
    })
}

/// One scrape, in the Prometheus text format.
pub async fn scrape(app: &TestApp) -> String {
    let url = format!("{}/metrics", app.metrics_address.as_ref().unwrap());
    let res = app.http.get(url).send().await.unwrap();
    assert_eq!(res.status(), 200);
    assert!(res.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/plain; version=0.0.4"));
    res.text().await.unwrap()
}
