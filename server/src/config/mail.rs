//! `SMTP_URL` and `MAIL_FROM`, checked at start-up like every other setting.

use lettre::message::Mailbox;

use super::{ConfigError, Secret};

/// Where mail goes and whom it comes from.
#[derive(Clone, Debug)]
pub struct MailSettings {
    /// `None`: no mail server; mail stays queued and shows in the mail log.
    pub smtp_url: Option<Secret>,
    pub from: Mailbox,
    /// Notifications for one person within this window are sent as one mail.
    pub digest_ms: i64,
    /// The first retry after a temporary failure; each next one waits twice as long.
    pub retry_base_ms: i64,
}

impl MailSettings {
    pub fn parse(
        smtp_url: Option<String>,
        from: Option<String>,
        public_url: &str,
        digest_secs: i64,
        retry_base_ms: i64,
    ) -> Result<Self, ConfigError> {
        if let Some(u) = &smtp_url {
            check_smtp_url(u)?;
        }
        let from = match from {
            Some(f) => f.parse::<Mailbox>().map_err(|_| {
                ConfigError(format!(
                    "MAIL_FROM must be an address such as 'Portico <no-reply@example.com>', got '{f}'"
                ))
            })?,
            None => default_from(public_url)?,
        };
        Ok(Self {
            smtp_url: smtp_url.map(Secret::new),
            from,
            digest_ms: digest_secs * 1000,
            retry_base_ms,
        })
    }

    pub fn configured(&self) -> bool {
        self.smtp_url.is_some()
    }
}

/// `no-reply@` the public site's host, or `no-reply@localhost` when that host is an address.
fn default_from(public_url: &str) -> Result<Mailbox, ConfigError> {
    let host = url::Url::parse(public_url)
        .ok()
        .and_then(|u| u.host_str().map(str::to_owned))
        .filter(|h| h.parse::<std::net::IpAddr>().is_err() && !h.starts_with('['))
        .unwrap_or_else(|| "localhost".to_owned());
    format!("Portico <no-reply@{host}>")
        .parse()
        .or_else(|_| "Portico <no-reply@localhost>".parse())
        .map_err(|_| ConfigError("MAIL_FROM is needed: the sender's address".into()))
}

/// The URL's own shape, and the one rule lettre cannot know: a password must not cross the
/// network in the clear. Credentials over plain SMTP are allowed only to this machine.
fn check_smtp_url(value: &str) -> Result<(), ConfigError> {
    // Never echo the value: it may hold a password.
    let bad = || {
        ConfigError(
            "SMTP_URL must look like smtp://host:port, smtp://user:pass@host:587?tls=required or \
             smtps://user:pass@host:465"
                .into(),
        )
    };
    let url = url::Url::parse(value).map_err(|_| bad())?;
    if !matches!(url.scheme(), "smtp" | "smtps") || url.host_str().is_none_or(str::is_empty) {
        return Err(bad());
    }
    let tls = url
        .query_pairs()
        .find(|(k, _)| k == "tls")
        .map(|(_, v)| v.into_owned());
    if let Some(t) = &tls {
        if t != "required" && t != "opportunistic" {
            return Err(ConfigError(
                "SMTP_URL's tls= must be required or opportunistic".into(),
            ));
        }
    }
    let encrypted = url.scheme() == "smtps" || tls.as_deref() == Some("required");
    let has_credentials = !url.username().is_empty() || url.password().is_some();
    if has_credentials && !encrypted && !is_loopback(url.host_str().unwrap_or_default()) {
        return Err(ConfigError(
            "SMTP_URL sends a password over plain SMTP to another machine: use smtps:// or \
             add ?tls=required"
                .into(),
        ));
    }
    Ok(())
}

fn is_loopback(host: &str) -> bool {
    host == "localhost"
        || host
            .trim_matches(|c| c == '[' || c == ']')
            .parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(url: &str) -> Result<MailSettings, ConfigError> {
        MailSettings::parse(
            Some(url.into()),
            None,
            "https://portico.example",
            120,
            30_000,
        )
    }

    #[test]
    fn the_documented_forms_are_accepted() {
        for ok in [
            "smtp://127.0.0.1:2525",
            "smtp://mail.example.com:25",
            "smtp://user:pass@mail.example.com:587?tls=required",
            "smtps://user:pass@mail.example.com:465",
            "smtp://user:pass@localhost:1025",
        ] {
            assert!(parse(ok).is_ok(), "{ok}");
        }
    }

    #[test]
    fn a_password_in_the_clear_to_another_machine_is_refused_without_echoing_it() {
        for bad in [
            "smtp://user:hunter2@mail.example.com:587",
            "smtp://user:hunter2@mail.example.com:587?tls=opportunistic",
            "http://user:hunter2@mail.example.com",
            "smtp://user:hunter2@mail.example.com?tls=maybe",
        ] {
            let e = parse(bad).unwrap_err().0;
            assert!(e.starts_with("SMTP_URL"), "{e}");
            assert!(!e.contains("hunter2"), "{e}");
        }
    }

    #[test]
    fn the_sender_defaults_to_the_public_host() {
        let s = parse("smtp://127.0.0.1:25").unwrap();
        assert_eq!(s.from.email.to_string(), "no-reply@portico.example");
        let local = MailSettings::parse(None, None, "http://127.0.0.1:3000", 120, 1).unwrap();
        assert_eq!(local.from.email.to_string(), "no-reply@localhost");
        assert!(!local.configured());
        assert!(
            MailSettings::parse(None, Some("not an address".into()), "http://x", 1, 1).is_err()
        );
    }
}
