//! Structured logs through `tracing`. `LOG` is an env-filter directive; `LOG_FORMAT=json` emits
//! one JSON object per line for log collectors.

use tracing_subscriber::EnvFilter;

pub fn init(filter: &str) {
    let filter = EnvFilter::try_new(filter).unwrap_or_else(|_| EnvFilter::new("info"));
    let json = std::env::var("LOG_FORMAT").is_ok_and(|v| v.eq_ignore_ascii_case("json"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_target(false);
    let result = if json {
        builder.json().try_init()
    } else {
        builder.compact().try_init()
    };
    // Already initialised (tests): keep the first subscriber.
    let _ = result;
}

/// Paths that carry a usable secret in the URL itself (one-click unsubscribe: mail providers
/// POST to the address in the mail's header, so the token cannot sit in a fragment or a body).
const SECRET_PATHS: &[&str] = &["/api/mail/unsubscribe/", "/api/calendar/"];

/// A request's path as the log may keep it: a secret in it is replaced by `{token}`.
pub fn loggable_path(path: &str) -> std::borrow::Cow<'_, str> {
    for prefix in SECRET_PATHS {
        if path.len() > prefix.len() && path.starts_with(prefix) {
            return format!("{prefix}{{token}}").into();
        }
    }
    path.into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_in_paths_stay_out_of_the_log() {
        assert_eq!(
            loggable_path("/api/mail/unsubscribe/abc.def.ghi"),
            "/api/mail/unsubscribe/{token}"
        );
        assert_eq!(loggable_path("/api/project/x"), "/api/project/x");
    }
}
