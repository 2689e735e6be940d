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
