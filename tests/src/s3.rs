//! A real S3-compatible server for tests: `moto_server` (PyPI `moto[server]`, which passed the
//! object_store probe here: multipart, copy, create-only put), one child process per test, killed
//! when dropped. Each test's files go in a bucket of its own.

use std::process::Stdio;
use std::time::{Duration, Instant};

use tokio::process::{Child, Command};

pub struct S3Server {
    pub endpoint: String,
    http: reqwest::Client,
    _child: Child,
}

/// The keys the tests' servers sign with (moto takes any).
pub const ACCESS_KEY_ID: &str = "portico-test";
pub const SECRET_ACCESS_KEY: &str = "portico-test-secret";

impl S3Server {
    /// Starts a server on a free loopback port and waits (up to 20 s) until it answers.
    pub async fn start() -> Self {
        let port = crate::free_port();
        let child = crate::start_process(
            Command::new("moto_server")
                .args(["-H", "127.0.0.1", "-p", &port.to_string()])
                .stdout(Stdio::null())
                .stderr(Stdio::null()),
            "`pip install 'moto[server]'` (scripts/lib.sh ensure_moto does)",
        );
        let endpoint = format!("http://127.0.0.1:{port}");
        let http = reqwest::Client::new();
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            if let Ok(res) = http.get(format!("{endpoint}/")).send().await {
                if res.status().is_success() {
                    break;
                }
            }
            assert!(
                Instant::now() < deadline,
                "moto_server did not answer on {endpoint} within 20 s"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        Self {
            endpoint,
            http,
            _child: child,
        }
    }

    /// Makes a new bucket; the settings that make a server store its files there.
    pub async fn bucket(&self) -> Vec<(&'static str, String)> {
        let name = self.new_bucket().await;
        vec![
            (
                "ATTACHMENTS_URL",
                format!("s3://{name}?endpoint={}&region=us-east-1", self.endpoint),
            ),
            ("ATTACHMENTS_ACCESS_KEY_ID", ACCESS_KEY_ID.into()),
            ("ATTACHMENTS_SECRET_ACCESS_KEY", SECRET_ACCESS_KEY.into()),
        ]
    }

    /// Makes a new bucket, named; the standard `AWS_*` variables that reach it, as servers on AWS
    /// are set up (there the credentials come from the server's role instead): the server's own
    /// settings name the bucket alone (`s3://{name}`).
    pub async fn bucket_aws(&self) -> (String, Vec<(&'static str, String)>) {
        let name = self.new_bucket().await;
        let aws = vec![
            ("AWS_ENDPOINT_URL", self.endpoint.clone()),
            ("AWS_REGION", "us-east-1".into()),
            ("AWS_ACCESS_KEY_ID", ACCESS_KEY_ID.into()),
            ("AWS_SECRET_ACCESS_KEY", SECRET_ACCESS_KEY.into()),
        ];
        (name, aws)
    }

    async fn new_bucket(&self) -> String {
        let name = format!("portico-{}", uuid::Uuid::new_v4().simple());
        let res = self
            .http
            .put(format!("{}/{name}", self.endpoint))
            .send()
            .await
            .expect("moto_server reachable");
        assert!(res.status().is_success(), "create bucket: {}", res.status());
        name
    }
}

/// The keys in a bucket (ListObjectsV2, at most 1000: a test's few), sorted.
pub async fn keys(endpoint: &str, bucket: &str) -> Vec<String> {
    let text = reqwest::get(format!("{endpoint}/{bucket}?list-type=2"))
        .await
        .expect("moto_server reachable")
        .text()
        .await
        .unwrap();
    let mut out: Vec<String> = text
        .split("<Key>")
        .skip(1)
        .filter_map(|s| s.split_once("</Key>").map(|(k, _)| k.to_owned()))
        .collect();
    out.sort();
    out
}
