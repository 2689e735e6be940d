//! Every setting comes from the environment, is checked once at start-up, and a bad value stops
//! the process with one line naming the variable. Secrets are wrapped so `Debug` never prints them.

pub mod attachments;
pub mod mail;
pub mod oidc;
pub mod payments;
mod read_cache;

pub use read_cache::Keep;

use std::fmt;
use std::net::IpAddr;
use std::path::PathBuf;

/// A value that must never reach a log line.
#[derive(Clone, PartialEq, Eq)]
pub struct Secret(String);

impl Secret {
    pub fn new(value: impl Into<String>) -> Self {
        Self(value.into())
    }
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(***)")
    }
}

#[derive(Clone, Debug)]
pub struct Config {
    pub host: IpAddr,
    pub port: u16,
    /// May carry a password (postgres://user:pass@...), hence a secret.
    pub database_url: Secret,
    pub admin_email: Option<String>,
    pub admin_password: Option<Secret>,
    pub public_url: String,
    pub github_token: Option<Secret>,
    pub github_api_url: String,
    /// Secrets that may sign webhook deliveries (`GITHUB_WEBHOOK_SECRET`, comma-separated, so one
    /// can be rotated); none means webhooks are refused.
    pub github_webhook_secrets: Vec<Secret>,
    /// How often repositories are polled for activity (`CODE_POLL_SECS`; 0 turns polling off:
    /// webhooks and reads still refresh). Activity older than this is refreshed when read.
    pub code_poll_secs: i64,
    /// How long a read waits for a refresh of stale activity before answering with what is kept.
    pub code_read_wait_ms: i64,
    /// Where rendered project reads are kept (`READ_CACHE`: on, stored, off; see `crate::reads`).
    pub read_cache: Keep,
    /// Changes a live stream may fall behind by before it is told `resync` (`LIVE_BACKLOG`).
    pub live_backlog: usize,
    /// Database connections per app server (`POOL_SIZE`, 1 to 64; unset: see `db::connect`).
    pub pool_size: Option<u32>,
    /// `MAX_CONNECTIONS`: connections one server holds at most (by default as many as its file
    /// limit leaves, `crate::serve::Limits`).
    pub max_connections: Option<usize>,
    /// `STOP_DEADLINE_SECS`: how long a stop waits for the answers in flight (10 s).
    pub stop_deadline_secs: u64,
    /// Where `/metrics` answers (`METRICS_ADDR`, host:port; unset: nowhere). Never the public port.
    pub metrics_addr: Option<std::net::SocketAddr>,
    pub log: String,
    pub web_dir: PathBuf,
    /// Client sessions last this long without use before they expire.
    pub session_ttl_ms: i64,
    /// ...and at most this long in all, however much they are used.
    pub session_max_ms: i64,
    /// Staff sessions last at most this long in all (and never longer unused).
    pub staff_session_ms: i64,
    /// Behind a reverse proxy: take the caller's address from `X-Forwarded-For`.
    pub trust_proxy: crate::address::TrustProxy,
    /// The mail server and the sender (`SMTP_URL`, `MAIL_FROM`; see `crate::mail`).
    pub mail: mail::MailSettings,
    /// Seals secrets kept in the database (`SECRET_KEY`); two-factor sign-in needs it.
    pub secret_key: Option<crate::seal::SealKey>,
    /// `STAFF_2FA=required`: every staff member sets up two-factor at their next sign-in.
    pub staff_2fa_required: bool,
    /// Sign-in with the company's identity provider (`OIDC_*`; see `crate::oidc`).
    pub oidc: Option<oidc::OidcSettings>,
    /// `PASSWORD_LOGIN`: who may still sign in with a password.
    pub password_login: oidc::PasswordLogin,
    /// `PASSKEY_LOGIN=all`: every account may sign in with its passkeys; by default (`same`)
    /// passkeys follow `PASSWORD_LOGIN`.
    pub passkey_login_all: bool,
    /// Where attached files go, and each company's quota (`ATTACHMENTS_*`).
    pub attachments: attachments::AttachmentSettings,
    /// Paying invoices online through Stripe (`STRIPE_*`; see `crate::pay`).
    pub stripe: Option<payments::StripeSettings>,
    /// Webhook deliveries (`WEBHOOK_*`; see `crate::hooks`).
    pub webhooks: WebhookSettings,
}

/// How webhooks leave (ADR 0046).
#[derive(Clone, Debug)]
pub struct WebhookSettings {
    /// `WEBHOOK_ALLOW_PRIVATE=1`: endpoints may be private or loopback addresses, and plain http
    /// (tests, and on-premise setups whose systems live on the firm's network). Off, an endpoint
    /// inside a private network is refused: no way into the firm's network through Portico.
    pub allow_private: bool,
    /// `WEBHOOK_RETRY_BASE_MS`: the first wait after a failed attempt (doubling; 30 s).
    pub retry_base_ms: i64,
}

pub const DEFAULT_DATABASE_URL: &str = "sqlite://data/portico.db?mode=rwc";

/// A setting that stopped start-up: shown as one line.
#[derive(Debug, PartialEq, Eq)]
pub struct ConfigError(pub String);

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ConfigError {}

impl Config {
    pub fn from_env() -> Result<Self, ConfigError> {
        Self::from_lookup(|key| std::env::var(key).ok())
    }

    /// Reads settings through `get`, so tests can pass a map instead of the process environment.
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Result<Self, ConfigError> {
        let var = |key: &str| {
            get(key)
                .map(|v| v.trim().to_owned())
                .filter(|v| !v.is_empty())
        };

        let port = match var("PORT") {
            None => 3000,
            Some(v) => v.parse::<u16>().map_err(|_| {
                ConfigError(format!(
                    "PORT must be a port number from 0 to 65535, got '{v}'"
                ))
            })?,
        };
        let host = match var("HOST") {
            None => IpAddr::from([127, 0, 0, 1]),
            Some(v) => v.parse().map_err(|_| {
                ConfigError(format!(
                    "HOST must be an IP address such as 0.0.0.0, got '{v}'"
                ))
            })?,
        };
        let database_url = var("DATABASE_URL").unwrap_or_else(|| DEFAULT_DATABASE_URL.to_owned());
        if !(database_url.starts_with("sqlite:")
            || database_url.starts_with("postgres://")
            || database_url.starts_with("postgresql://"))
        {
            // Never echo the value: it may hold a password.
            return Err(ConfigError(
                "DATABASE_URL must start with sqlite:, postgres:// or postgresql://".into(),
            ));
        }
        let admin_email = match var("ADMIN_EMAIL") {
            None => None,
            Some(v) => {
                if !portico_shared::validate::fields::is_email(&v) {
                    return Err(ConfigError(format!(
                        "ADMIN_EMAIL must be an email address, got '{v}'"
                    )));
                }
                Some(v.to_lowercase())
            }
        };
        let admin_password = var("ADMIN_PASSWORD").map(Secret::new);
        // ADMIN_PASSWORD alone is fine: `create-admin --email` reads it.
        if admin_email.is_some() && admin_password.is_none() {
            return Err(ConfigError(
                "ADMIN_EMAIL needs ADMIN_PASSWORD: the first administrator's password".into(),
            ));
        }
        if let Some(p) = &admin_password {
            if p.expose().chars().count() < 8 {
                return Err(ConfigError(
                    "ADMIN_PASSWORD must be at least 8 characters".into(),
                ));
            }
        }
        // A host name, not 127.0.0.1: passkeys belong to a host name (WebAuthn refuses an IP
        // address), and `localhost` is one browsers trust over plain http.
        let public_url = var("PUBLIC_URL")
            .unwrap_or_else(|| format!("http://localhost:{port}"))
            .trim_end_matches('/')
            .to_owned();
        check_http_url("PUBLIC_URL", &public_url)?;
        let github_api_url = var("GITHUB_API_URL")
            .unwrap_or_else(|| "https://api.github.com".to_owned())
            .trim_end_matches('/')
            .to_owned();
        check_http_url("GITHUB_API_URL", &github_api_url)?;
        let log = var("LOG").unwrap_or_else(|| "info".to_owned());
        if tracing_subscriber::EnvFilter::try_new(&log).is_err() {
            return Err(ConfigError(format!(
                "LOG must be a log filter such as info or portico_server=debug, got '{log}'"
            )));
        }
        let web_dir = PathBuf::from(var("WEB_DIR").unwrap_or_else(|| "web/build/client".into()));
        let session_ttl_ms = match var("SESSION_TTL_HOURS") {
            None => 14 * 24 * 3_600_000,
            Some(v) => match v.parse::<i64>() {
                Ok(h) if (1..=24 * 365).contains(&h) => h * 3_600_000,
                _ => {
                    return Err(ConfigError(format!(
                    "SESSION_TTL_HOURS must be a whole number of hours from 1 to 8760, got '{v}'"
                )))
                }
            },
        };
        let session_max_ms =
            whole_number(var("SESSION_MAX_DAYS"), "SESSION_MAX_DAYS", 30, 1, 365)? * 24 * 3_600_000;
        let staff_session_ms = whole_number(
            var("STAFF_SESSION_HOURS"),
            "STAFF_SESSION_HOURS",
            12,
            1,
            24 * 7,
        )? * 3_600_000;
        let github_webhook_secrets = var("GITHUB_WEBHOOK_SECRET")
            .map(|v| {
                v.split(',')
                    .map(str::trim)
                    .filter(|s| !s.is_empty())
                    .map(Secret::new)
                    .collect()
            })
            .unwrap_or_default();
        let code_poll_secs = whole_number(var("CODE_POLL_SECS"), "CODE_POLL_SECS", 600, 0, 86_400)?;
        let code_read_wait_ms = whole_number(
            var("CODE_READ_WAIT_MS"),
            "CODE_READ_WAIT_MS",
            1500,
            0,
            10_000,
        )?;
        let read_cache = Keep::parse(var("READ_CACHE").as_deref()).map_err(ConfigError)?;
        let live_backlog =
            whole_number(var("LIVE_BACKLOG"), "LIVE_BACKLOG", 4096, 1, 1_000_000)? as usize;
        let metrics_addr = match var("METRICS_ADDR").filter(|v| !v.is_empty()) {
            None => None,
            Some(v) => Some(crate::metrics::parse_addr(&v).map_err(ConfigError)?),
        };
        let pool_size = match var("POOL_SIZE") {
            None => None,
            some => Some(whole_number(some, "POOL_SIZE", 0, 1, 64)? as u32),
        };
        let max_connections = match var("MAX_CONNECTIONS") {
            None => None,
            some => Some(whole_number(some, "MAX_CONNECTIONS", 0, 16, 1_000_000)? as usize),
        };
        let stop_deadline_secs =
            whole_number(var("STOP_DEADLINE_SECS"), "STOP_DEADLINE_SECS", 10, 1, 300)? as u64;
        let trust_proxy =
            crate::address::TrustProxy::parse(&var("TRUST_PROXY").unwrap_or_default())
                .map_err(ConfigError)?;
        let mail = mail::MailSettings::parse(
            var("SMTP_URL"),
            var("MAIL_FROM"),
            &public_url,
            whole_number(var("MAIL_DIGEST_SECS"), "MAIL_DIGEST_SECS", 120, 0, 3_600)?,
            whole_number(
                var("MAIL_RETRY_BASE_MS"),
                "MAIL_RETRY_BASE_MS",
                30_000,
                100,
                3_600_000,
            )?,
        )?;
        let secret_key = match var("SECRET_KEY") {
            None => None,
            Some(v) => Some(crate::seal::SealKey::from_setting(&v).ok_or_else(|| {
                ConfigError(format!(
                    "SECRET_KEY must be at least {} characters (try: openssl rand -hex 32)",
                    crate::seal::MIN_KEY_CHARS
                ))
            })?),
        };
        let staff_2fa_required = match var("STAFF_2FA").as_deref() {
            None | Some("optional") => false,
            Some("required") => true,
            Some(v) => {
                return Err(ConfigError(format!(
                    "STAFF_2FA must be required or optional, got '{v}'"
                )))
            }
        };
        if staff_2fa_required && secret_key.is_none() {
            return Err(ConfigError(
                "STAFF_2FA=required needs SECRET_KEY, which seals the authenticators' keys".into(),
            ));
        }
        let (oidc, password_login) = oidc::from_vars(var)?;
        let passkey_login_all = match var("PASSKEY_LOGIN").as_deref() {
            None | Some("same") => false,
            Some("all") => true,
            Some(v) => {
                return Err(ConfigError(format!(
                    "PASSKEY_LOGIN must be same or all, got '{v}'"
                )))
            }
        };
        let mut attachments = attachments::AttachmentSettings::parse(
            var("ATTACHMENTS_URL"),
            (
                var("ATTACHMENTS_ACCESS_KEY_ID"),
                var("ATTACHMENTS_SECRET_ACCESS_KEY"),
            ),
            var("ATTACHMENTS_QUOTA_MB"),
            &database_url,
        )?;
        attachments.clamd = attachments::Clamd::parse(var("CLAMD_URL"))?;
        attachments.max_file_bytes =
            attachments::AttachmentSettings::max_file_bytes(var("ATTACHMENTS_MAX_FILE_MB"))?;
        let stripe = payments::StripeSettings::parse(
            var("STRIPE_SECRET_KEY"),
            var("STRIPE_WEBHOOK_SECRET"),
            var("STRIPE_API_BASE"),
        )?;
        let webhooks = WebhookSettings {
            allow_private: match var("WEBHOOK_ALLOW_PRIVATE").as_deref() {
                None | Some("0") | Some("false") | Some("") => false,
                Some("1") | Some("true") => true,
                Some(v) => {
                    return Err(ConfigError(format!(
                        "WEBHOOK_ALLOW_PRIVATE must be 1 or 0, got '{v}'"
                    )))
                }
            },
            retry_base_ms: whole_number(
                var("WEBHOOK_RETRY_BASE_MS"),
                "WEBHOOK_RETRY_BASE_MS",
                30_000,
                50,
                3_600_000,
            )?,
        };
        Ok(Self {
            webhooks,
            stripe,
            host,
            port,
            database_url: Secret::new(database_url),
            admin_email,
            admin_password,
            public_url,
            github_token: var("GITHUB_TOKEN").map(Secret::new),
            github_api_url,
            github_webhook_secrets,
            code_poll_secs,
            code_read_wait_ms,
            read_cache,
            live_backlog,
            pool_size,
            max_connections,
            stop_deadline_secs,
            metrics_addr,
            log,
            web_dir,
            session_ttl_ms,
            session_max_ms,
            staff_session_ms,
            trust_proxy,
            mail,
            secret_key,
            staff_2fa_required,
            oidc,
            password_login,
            passkey_login_all,
            attachments,
        })
    }
}

/// A whole number setting in `min..=max`, `default` when unset.
fn whole_number(
    value: Option<String>,
    name: &str,
    default: i64,
    min: i64,
    max: i64,
) -> Result<i64, ConfigError> {
    match value {
        None => Ok(default),
        Some(v) => v
            .trim()
            .parse::<i64>()
            .ok()
            .filter(|n| (min..=max).contains(n))
            .ok_or_else(|| {
                ConfigError(format!(
                    "{name} must be a whole number from {min} to {max}, got '{v}'"
                ))
            }),
    }
}

fn check_http_url(name: &str, value: &str) -> Result<(), ConfigError> {
    let rest = value
        .strip_prefix("http://")
        .or_else(|| value.strip_prefix("https://"));
    match rest {
        Some(host) if !host.is_empty() && !host.contains(char::is_whitespace) => Ok(()),
        _ => Err(ConfigError(format!(
            "{name} must be an http:// or https:// address, got '{value}'"
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn load(pairs: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let map: HashMap<String, String> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Config::from_lookup(|k| map.get(k).cloned())
    }

    #[test]
    fn defaults_are_documented_values() {
        let c = load(&[]).unwrap();
        assert_eq!(c.port, 3000);
        assert_eq!(c.database_url.expose(), DEFAULT_DATABASE_URL);
        assert_eq!(c.public_url, "http://localhost:3000");
        assert_eq!(c.github_api_url, "https://api.github.com");
        assert_eq!(c.log, "info");
        assert!(c.admin_email.is_none() && c.github_token.is_none());
        assert_eq!(c.pool_size, None);
        assert_eq!(load(&[("POOL_SIZE", "6")]).unwrap().pool_size, Some(6));
    }

    #[test]
    fn bad_values_stop_with_one_line_naming_the_variable() {
        for (pairs, var) in [
            (vec![("PORT", "abc")], "PORT"),
            (vec![("PORT", "70000")], "PORT"),
            (vec![("DATABASE_URL", "mysql://x")], "DATABASE_URL"),
            (vec![("PUBLIC_URL", "ftp://x")], "PUBLIC_URL"),
            (vec![("ADMIN_EMAIL", "nope")], "ADMIN_EMAIL"),
            (vec![("ADMIN_EMAIL", "a@b.co")], "ADMIN_EMAIL"),
            (
                vec![("ADMIN_EMAIL", "a@b.co"), ("ADMIN_PASSWORD", "short")],
                "ADMIN_PASSWORD",
            ),
            (vec![("LOG", "=,=[")], "LOG"),
            (vec![("SESSION_MAX_DAYS", "0")], "SESSION_MAX_DAYS"),
            (vec![("STAFF_SESSION_HOURS", "x")], "STAFF_SESSION_HOURS"),
            (vec![("TRUST_PROXY", "99")], "TRUST_PROXY"),
            (vec![("POOL_SIZE", "0")], "POOL_SIZE"),
            (vec![("POOL_SIZE", "65")], "POOL_SIZE"),
        ] {
            let err = load(&pairs).unwrap_err().0;
            assert!(err.starts_with(var), "{err}");
            assert!(!err.contains('\n'));
        }
    }

    #[test]
    fn secrets_never_show_in_debug() {
        let c = load(&[
            ("DATABASE_URL", "postgres://u:hunter2@db/x"),
            ("ADMIN_EMAIL", "boss@example.com"),
            ("ADMIN_PASSWORD", "correct horse battery"),
            ("GITHUB_TOKEN", "ghp_secretvalue"),
            ("SMTP_URL", "smtps://mailer:smtpsecret@mail.example.com:465"),
        ])
        .unwrap();
        let printed = format!("{c:?}");
        for secret in ["hunter2", "correct horse", "ghp_secretvalue", "smtpsecret"] {
            assert!(!printed.contains(secret), "{printed}");
        }
    }
}
