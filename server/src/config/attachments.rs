//! Where attached files are stored (`ATTACHMENTS_URL`), with the S3 store's keys, the largest
//! file (`ATTACHMENTS_MAX_FILE_MB`) and each company's quota (`ATTACHMENTS_QUOTA_MB`). ADR 0039.

use std::path::PathBuf;

use portico_shared::attachments as rule;

use super::{ConfigError, Secret};

/// The store of attached files.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreUrl {
    /// A folder on this machine.
    Local(PathBuf),
    /// An S3-compatible store: a bucket, at `endpoint` in `region`. Either left out of the URL
    /// comes from the standard AWS configuration (`AWS_ENDPOINT_URL`, `AWS_REGION`; AWS itself
    /// and `us-east-1` without them), as the credentials do (`file_store`).
    S3 {
        bucket: String,
        endpoint: Option<String>,
        region: Option<String>,
    },
}

#[derive(Clone, Debug)]
pub struct AttachmentSettings {
    pub store: StoreUrl,
    /// An S3 store's keys, if given (`ATTACHMENTS_ACCESS_KEY_ID`, `ATTACHMENTS_SECRET_ACCESS_KEY`):
    /// they override the standard AWS credentials (the role of the instance, the task or the
    /// pod's web identity, or `AWS_ACCESS_KEY_ID`), which are used without them.
    pub access_key: Option<(Secret, Secret)>,
    /// The largest file, in bytes.
    pub max_file_bytes: u64,
    /// The most one company's files may hold together, in bytes.
    pub quota_bytes: u64,
    /// Where clamd listens (`CLAMD_URL`); None: files are kept unscanned.
    pub clamd: Option<Clamd>,
}

/// A clamd to scan every file with: `tcp://host:port` or `unix:/path/to/clamd.ctl`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Clamd {
    Tcp(String),
    Unix(PathBuf),
}

impl Clamd {
    pub fn parse(v: Option<String>) -> Result<Option<Self>, ConfigError> {
        let Some(v) = v.filter(|v| !v.trim().is_empty()) else {
            return Ok(None);
        };
        let bad = || {
            ConfigError(format!(
                "CLAMD_URL must be tcp://host:port or unix:/path/to/clamd.ctl, got '{v}'"
            ))
        };
        if let Some(addr) = v.strip_prefix("tcp://") {
            let addr = addr.trim_end_matches('/');
            let (host, port) = addr.rsplit_once(':').ok_or_else(bad)?;
            if host.is_empty() || port.parse::<u16>().map_or(true, |p| p == 0) {
                return Err(bad());
            }
            return Ok(Some(Self::Tcp(addr.to_owned())));
        }
        let path = v
            .strip_prefix("unix://")
            .or_else(|| v.strip_prefix("unix:"))
            .filter(|p| p.starts_with('/'))
            .ok_or_else(bad)?;
        Ok(Some(Self::Unix(PathBuf::from(path))))
    }
}

impl AttachmentSettings {
    /// `url`: `ATTACHMENTS_URL`, unset for the default, a folder beside the SQLite file (or
    /// `data/attachments` with PostgreSQL).
    pub fn parse(
        url: Option<String>,
        keys: (Option<String>, Option<String>),
        quota_mb: Option<String>,
        database_url: &str,
    ) -> Result<Self, ConfigError> {
        let store = match url {
            None => StoreUrl::Local(default_folder(database_url)),
            Some(u) => parse_url(&u)?,
        };
        let access_key = match keys {
            (Some(id), Some(secret)) => Some((Secret::new(id), Secret::new(secret))),
            (None, None) => None,
            _ => {
                return Err(ConfigError(
                    "ATTACHMENTS_ACCESS_KEY_ID and ATTACHMENTS_SECRET_ACCESS_KEY go together"
                        .into(),
                ))
            }
        };
        let quota_bytes = match quota_mb {
            None => rule::DEFAULT_QUOTA_BYTES,
            Some(v) => match v.parse::<u64>() {
                Ok(mb @ 1..=10_000_000) => mb * 1024 * 1024,
                _ => {
                    return Err(ConfigError(format!(
                        "ATTACHMENTS_QUOTA_MB must be a number of megabytes from 1 to 10000000, got '{v}'"
                    )))
                }
            },
        };
        Ok(Self {
            store,
            access_key,
            max_file_bytes: rule::DEFAULT_MAX_FILE_BYTES,
            quota_bytes,
            clamd: None,
        })
    }

    /// `ATTACHMENTS_MAX_FILE_MB`: whole MiB, up to `MAX_FILE_BYTES_CEILING`; unset, 25 MiB.
    pub fn max_file_bytes(v: Option<String>) -> Result<u64, ConfigError> {
        let ceiling = rule::MAX_FILE_BYTES_CEILING / MIB;
        match v {
            None => Ok(rule::DEFAULT_MAX_FILE_BYTES),
            Some(v) => match v.parse::<u64>() {
                Ok(mb) if (1..=ceiling).contains(&mb) => Ok(mb * MIB),
                _ => Err(ConfigError(format!(
                    "ATTACHMENTS_MAX_FILE_MB must be a number of megabytes from 1 to {ceiling}, got '{v}'"
                ))),
            },
        }
    }
}

const MIB: u64 = 1024 * 1024;

/// Beside the SQLite file, so that one folder holds all the data; `data/attachments` otherwise.
fn default_folder(database_url: &str) -> PathBuf {
    let file = database_url
        .strip_prefix("sqlite://")
        .or_else(|| database_url.strip_prefix("sqlite:"))
        .map(|rest| rest.split('?').next().unwrap_or_default());
    match file
        .map(PathBuf::from)
        .and_then(|f| f.parent().map(PathBuf::from))
    {
        Some(dir) if !dir.as_os_str().is_empty() => dir.join("attachments"),
        Some(_) => PathBuf::from("attachments"),
        None => PathBuf::from("data/attachments"),
    }
}

fn parse_url(u: &str) -> Result<StoreUrl, ConfigError> {
    let bad = || {
        ConfigError(format!(
            "ATTACHMENTS_URL must be file:///a/folder or s3://bucket?endpoint=http://host:port&region=..., got '{u}'"
        ))
    };
    let parsed = url::Url::parse(u).map_err(|_| bad())?;
    match parsed.scheme() {
        "file" => {
            let path = parsed.to_file_path().map_err(|_| bad())?;
            Ok(StoreUrl::Local(path))
        }
        "s3" => {
            let bucket = parsed
                .host_str()
                .filter(|b| !b.is_empty())
                .ok_or_else(bad)?;
            let mut endpoint = None;
            let mut region = None;
            for (k, v) in parsed.query_pairs() {
                match k.as_ref() {
                    "endpoint" => {
                        super::check_http_url("ATTACHMENTS_URL's endpoint", &v)?;
                        endpoint = Some(v.trim_end_matches('/').to_owned());
                    }
                    "region" if !v.is_empty() => region = Some(v.into_owned()),
                    _ => return Err(bad()),
                }
            }
            Ok(StoreUrl::S3 {
                bucket: bucket.to_owned(),
                endpoint,
                region,
            })
        }
        _ => Err(bad()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(url: Option<&str>, db: &str) -> Result<AttachmentSettings, ConfigError> {
        let keys = match url {
            Some(u) if u.starts_with("s3:") => (Some("id".into()), Some("secret".into())),
            _ => (None, None),
        };
        AttachmentSettings::parse(url.map(str::to_owned), keys, None, db)
    }

    #[test]
    fn the_default_is_beside_the_database() {
        let s = parse(None, "sqlite://data/portico.db?mode=rwc").unwrap();
        assert_eq!(s.store, StoreUrl::Local("data/attachments".into()));
        let s = parse(None, "sqlite:///tmp/x/p.db").unwrap();
        assert_eq!(s.store, StoreUrl::Local("/tmp/x/attachments".into()));
        let s = parse(None, "postgres://u@h/db").unwrap();
        assert_eq!(s.store, StoreUrl::Local("data/attachments".into()));
        assert_eq!(s.quota_bytes, 1024 * 1024 * 1024);
    }

    #[test]
    fn urls() {
        let s = parse(Some("file:///srv/files"), "postgres://h/db").unwrap();
        assert_eq!(s.store, StoreUrl::Local("/srv/files".into()));
        let s = parse(
            Some("s3://bucket?endpoint=http://127.0.0.1:9000&region=eu-west-3"),
            "postgres://h/db",
        )
        .unwrap();
        assert_eq!(
            s.store,
            StoreUrl::S3 {
                bucket: "bucket".into(),
                endpoint: Some("http://127.0.0.1:9000".into()),
                region: Some("eu-west-3".into())
            }
        );
        // On AWS the rest comes from the environment (the role's credentials, the region).
        let aws =
            AttachmentSettings::parse(Some("s3://b".into()), (None, None), None, "postgres://h/db")
                .unwrap();
        assert_eq!(
            (aws.store, aws.access_key.is_none()),
            (
                StoreUrl::S3 {
                    bucket: "b".into(),
                    endpoint: None,
                    region: None
                },
                true
            )
        );
        let half = (Some("id".to_owned()), None);
        assert!(AttachmentSettings::parse(Some("s3://b".into()), half, None, "x").is_err());
        assert!(parse(Some("ftp://x"), "postgres://h/db").is_err());
        assert!(parse(Some("s3://b?colour=red"), "postgres://h/db").is_err());
        assert_eq!(
            Clamd::parse(Some("tcp://127.0.0.1:3310".into())).unwrap(),
            Some(Clamd::Tcp("127.0.0.1:3310".into()))
        );
        assert_eq!(
            Clamd::parse(Some("unix:/run/clamav/clamd.ctl".into())).unwrap(),
            Some(Clamd::Unix("/run/clamav/clamd.ctl".into()))
        );
        assert_eq!(Clamd::parse(None).unwrap(), None);
        for bad in ["clamd:3310", "tcp://host", "tcp://:3310", "unix:relative"] {
            assert!(Clamd::parse(Some(bad.into())).is_err(), "{bad}");
        }
        let bad_quota = AttachmentSettings::parse(None, (None, None), Some("0".into()), "x");
        assert!(bad_quota.is_err());
        let max = AttachmentSettings::max_file_bytes;
        assert_eq!(max(None).unwrap(), 25 * 1024 * 1024);
        assert_eq!(max(Some("100".into())).unwrap(), 100 * 1024 * 1024);
        for bad in ["0", "-1", "25.5", "10241", "lots"] {
            assert!(max(Some(bad.into())).is_err(), "{bad}");
        }
    }
}
