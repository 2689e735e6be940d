//! A real OpenID provider for tests (`web/e2e/oidc-provider.mjs`: npm `oidc-provider` run with
//! the project's own Node), one child process per test, killed when dropped. `sign_in` plays the
//! browser: it follows the provider's redirects with its cookies and types a login into the
//! provider's development form, and stops at the redirect back to Portico.

use std::collections::BTreeMap;
use std::process::Stdio;
use std::time::Duration;

use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{Child, Command};

/// The redirect URL the tests' servers use (`PUBLIC_URL=http://portico.test`): never fetched,
/// only read from the provider's last redirect.
pub const PUBLIC_URL: &str = "http://portico.test";

pub struct IdProvider {
    pub issuer: String,
    /// The `PUBLIC_URL` of the servers that use it: where it sends the browser back to.
    public_url: String,
    http: reqwest::Client,
    _child: Child,
}

/// What the provider sent the browser back with.
#[derive(Debug)]
pub struct Returned {
    pub code: Option<String>,
    pub state: Option<String>,
    pub error: Option<String>,
}

impl IdProvider {
    /// Starts a provider whose client `portico` may return to `PUBLIC_URL/auth/oidc/callback`.
    pub async fn start() -> Self {
        Self::start_for(PUBLIC_URL).await
    }

    /// Starts a provider for servers whose `PUBLIC_URL` is `public_url` (a story that needs
    /// another one, as passkeys do their origin).
    pub async fn start_for(public_url: &str) -> Self {
        let web = crate::web_dir();
        let node = web.join("node_modules/.bin/node");
        if !web.join("node_modules/oidc-provider").exists() {
            panic!(
                "the OpenID provider fixture needs web/node_modules/oidc-provider: run `npm ci` in {}",
                web.display()
            );
        }
        let mut child = crate::start_process(
            Command::new(&node)
                .arg(web.join("e2e/oidc-provider.mjs"))
                .current_dir(&web)
                .env("PORT", "0")
                .env("REDIRECT_URI", format!("{public_url}/auth/oidc/callback"))
                .stdout(Stdio::piped())
                .stderr(Stdio::null()),
            "run `npm ci` in web/",
        );
        let stdout = child.stdout.take().expect("piped stdout");
        let mut lines = BufReader::new(stdout).lines();
        let issuer = tokio::time::timeout(Duration::from_secs(30), async {
            while let Ok(Some(line)) = lines.next_line().await {
                if let Some(issuer) = line.strip_prefix("oidc-provider issuer=") {
                    return issuer.to_owned();
                }
            }
            panic!("the OpenID provider fixture ended before reporting its issuer")
        })
        .await
        .expect("the OpenID provider fixture reports its issuer within 30 s");
        // Keeps reading so a later write from the fixture never meets a closed pipe.
        tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
        let http = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap();
        Self {
            issuer,
            public_url: public_url.to_owned(),
            http,
            _child: child,
        }
    }

    /// The settings a Portico server needs to use this provider.
    pub fn env(&self) -> Vec<(&'static str, String)> {
        vec![
            ("OIDC_ISSUER", self.issuer.clone()),
            ("OIDC_CLIENT_ID", "portico".into()),
            ("OIDC_CLIENT_SECRET", "portico-secret".into()),
            ("OIDC_DISPLAY_NAME", "Acme SSO".into()),
            ("PUBLIC_URL", self.public_url.clone()),
        ]
    }

    /// The provider signs with a new key and publishes it.
    pub async fn rotate_keys(&self) {
        self.control("/__rotate").await;
    }

    /// The provider signs with a new key and goes on publishing the old ones.
    pub async fn sign_with_unpublished_key(&self) {
        self.control("/__forge").await;
    }

    async fn control(&self, path: &str) {
        let res = self
            .http
            .post(format!("{}{path}", self.issuer))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 204, "{path}");
    }

    /// Goes to `authorize_url` as a browser would, signs in as `login`, and returns what the
    /// provider sends back to Portico.
    pub async fn sign_in(&self, authorize_url: &str, login: &str) -> Returned {
        let mut cookies: BTreeMap<String, String> = BTreeMap::new();
        let mut url = authorize_url.to_owned();
        let mut typed = false;
        for _ in 0..10 {
            if url.starts_with(&self.public_url) {
                return returned(&url);
            }
            let full = if url.starts_with('/') {
                format!("{}{url}", self.issuer)
            } else {
                url.clone()
            };
            let is_form = full.contains("/interaction/") && !typed;
            let req = if is_form {
                typed = true;
                self.http.post(&full).form(&[
                    ("prompt", "login"),
                    ("login", login),
                    ("password", "any"),
                ])
            } else {
                self.http.get(&full)
            };
            let res = req
                .header("cookie", cookie_header(&cookies))
                .send()
                .await
                .unwrap();
            for c in res.headers().get_all("set-cookie") {
                let pair = c.to_str().unwrap().split(';').next().unwrap_or_default();
                if let Some((name, value)) = pair.split_once('=') {
                    cookies.insert(name.trim().to_owned(), value.trim().to_owned());
                }
            }
            let status = res.status();
            let Some(next) = res.headers().get("location") else {
                panic!(
                    "the provider answered {status} at {full} without a redirect: {}",
                    res.text().await.unwrap_or_default()
                );
            };
            url = next.to_str().unwrap().to_owned();
        }
        panic!("the provider kept redirecting: last {url}");
    }
}

fn cookie_header(cookies: &BTreeMap<String, String>) -> String {
    cookies
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect::<Vec<_>>()
        .join("; ")
}

fn returned(url: &str) -> Returned {
    let url = reqwest::Url::parse(url).expect("the provider redirects to a URL");
    let get = |key: &str| {
        url.query_pairs()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.into_owned())
    };
    Returned {
        code: get("code"),
        state: get("state"),
        error: get("error"),
    }
}
