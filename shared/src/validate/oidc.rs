//! The identity provider's answer as the callback page posts it back: the code, the state, and
//! the binding the browser that started the attempt kept.

use serde::Deserialize;

use super::account::TOKEN_LEN;
use super::{gather, FieldError};

/// Longest code or state taken from a provider (real ones are far shorter).
pub const OIDC_PARAM_MAX: usize = 2048;

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema), schemars(default))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify), tsify(from_wasm_abi))]
pub struct OidcCallbackInput {
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub code: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub state: Option<String>,
    #[cfg_attr(feature = "ts", tsify(optional), serde(default))]
    pub binding: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OidcCallback {
    pub code: String,
    pub state: String,
    pub binding: String,
}

const EXPIRED: &str = "This sign-in attempt has expired or was already used. Please start again.";

/// Visible ASCII only, as OAuth 2.0 defines codes and states (RFC 6749, appendix A).
fn param(field: &'static str, value: &Option<String>) -> Result<String, FieldError> {
    let raw = value.as_deref().unwrap_or_default();
    if !raw.is_empty()
        && raw.len() <= OIDC_PARAM_MAX
        && raw.bytes().all(|b| (0x20..=0x7e).contains(&b))
    {
        Ok(raw.to_owned())
    } else {
        Err(FieldError::new(field, "expired", EXPIRED))
    }
}

fn binding(value: &Option<String>) -> Result<String, FieldError> {
    let raw = value.as_deref().unwrap_or_default();
    if raw.len() == TOKEN_LEN
        && raw
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    {
        Ok(raw.to_owned())
    } else {
        Err(FieldError::new("binding", "expired", EXPIRED))
    }
}

impl OidcCallbackInput {
    pub fn validate(&self) -> Result<OidcCallback, Vec<FieldError>> {
        let code = param("code", &self.code);
        let state = param("state", &self.state);
        let binding = binding(&self.binding);
        gather!(code, state, binding => OidcCallback { code, state, binding })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(code: &str, state: &str, binding: &str) -> OidcCallbackInput {
        OidcCallbackInput {
            code: Some(code.into()),
            state: Some(state.into()),
            binding: Some(binding.into()),
        }
    }

    #[test]
    fn takes_what_a_provider_sends_and_refuses_the_rest() {
        let b = "b".repeat(TOKEN_LEN);
        assert!(input("c0de.x~y", "st-ate_1", &b).validate().is_ok());
        for (bad, field) in [
            (input("", "s", &b), "code"),
            (input("c\u{0}", "s", &b), "code"),
            (input(&"c".repeat(OIDC_PARAM_MAX + 1), "s", &b), "code"),
            (input("c", "", &b), "state"),
            (input("c", "s\n", &b), "state"),
            (input("c", "s", "short"), "binding"),
        ] {
            let errors = bad.validate().unwrap_err();
            assert_eq!(errors[0].field, field);
        }
    }
}
