//! Paying online (`STRIPE_*`; ADR 0043): both keys or neither. Without them, invoices offer no
//! online payment and the console's settings say what to set.

use super::{check_http_url, ConfigError, Secret};

/// `STRIPE_SECRET_KEY`, `STRIPE_WEBHOOK_SECRET`, `STRIPE_API_BASE`.
#[derive(Clone, Debug)]
pub struct StripeSettings {
    /// Sent to the provider's API only (`Authorization: Bearer`), never in an answer or a log.
    pub secret_key: Secret,
    /// Signs the provider's webhook deliveries (`whsec_…`).
    pub webhook_secret: Secret,
    /// `https://api.stripe.com` unless tests or staging point it elsewhere.
    pub api_base: String,
}

impl StripeSettings {
    pub fn parse(
        secret_key: Option<String>,
        webhook_secret: Option<String>,
        api_base: Option<String>,
    ) -> Result<Option<Self>, ConfigError> {
        let api_base = api_base
            .unwrap_or_else(|| "https://api.stripe.com".to_owned())
            .trim_end_matches('/')
            .to_owned();
        check_http_url("STRIPE_API_BASE", &api_base)?;
        match (secret_key, webhook_secret) {
            (None, None) => Ok(None),
            (Some(_), None) => Err(ConfigError(
                "STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET: the signing secret of the webhook \
                 endpoint /api/payments/stripe/webhook (whsec_…)"
                    .into(),
            )),
            (None, Some(_)) => Err(ConfigError(
                "STRIPE_WEBHOOK_SECRET needs STRIPE_SECRET_KEY: the account's secret API key (sk_…)"
                    .into(),
            )),
            (Some(key), Some(hook)) => {
                if key.chars().any(|c| c.is_whitespace() || c.is_control()) {
                    return Err(ConfigError(
                        "STRIPE_SECRET_KEY must be one key such as sk_live_…, without spaces".into(),
                    ));
                }
                Ok(Some(Self {
                    secret_key: Secret::new(key),
                    webhook_secret: Secret::new(hook),
                    api_base,
                }))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_keys_or_neither() {
        assert!(StripeSettings::parse(None, None, None).unwrap().is_none());
        let one = StripeSettings::parse(Some("sk_test_1".into()), None, None).unwrap_err();
        assert!(one.0.contains("STRIPE_WEBHOOK_SECRET"), "{}", one.0);
        let other = StripeSettings::parse(None, Some("whsec_1".into()), None).unwrap_err();
        assert!(other.0.contains("STRIPE_SECRET_KEY"), "{}", other.0);
        let both = StripeSettings::parse(
            Some("sk_test_1".into()),
            Some("whsec_1".into()),
            Some("http://127.0.0.1:9/".into()),
        )
        .unwrap()
        .unwrap();
        assert_eq!(both.api_base, "http://127.0.0.1:9");
        assert!(!format!("{both:?}").contains("sk_test_1"));
        assert!(StripeSettings::parse(None, None, Some("ftp://x".into())).is_err());
    }
}
