//! The identity provider's settings (`OIDC_*`) and who may still use a password
//! (`PASSWORD_LOGIN`).

use super::{ConfigError, Secret};

/// `OIDC_ISSUER`, `OIDC_CLIENT_ID`, `OIDC_CLIENT_SECRET`, `OIDC_DISPLAY_NAME`, `OIDC_SCOPES`.
#[derive(Clone, Debug)]
pub struct OidcSettings {
    /// The issuer exactly as the provider names itself (discovery is fetched from it).
    pub issuer: String,
    pub client_id: String,
    /// Never leaves the server: sent to the provider's token endpoint only.
    pub client_secret: Option<Secret>,
    /// The button says "Sign in with {display_name}".
    pub display_name: String,
    pub scopes: Vec<String>,
}

/// Who may sign in with a password. The account created from `ADMIN_EMAIL` always may, so a
/// provider that is down locks nobody out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum PasswordLogin {
    /// Everyone (the default).
    All,
    /// Clients only: staff use the provider.
    Clients,
    /// Nobody: everyone uses the provider.
    None,
}

impl PasswordLogin {
    /// Whether an account of this role may use its password (the first administrator aside).
    pub fn allows(self, role: crate::db::users::Role) -> bool {
        match self {
            Self::All => true,
            Self::Clients => role == crate::db::users::Role::Client,
            Self::None => false,
        }
    }
}

pub const DEFAULT_SCOPES: &str = "openid email profile";

/// Reads the settings through `var` (trimmed, empty as unset).
pub fn from_vars(
    var: impl Fn(&str) -> Option<String>,
) -> Result<(Option<OidcSettings>, PasswordLogin), ConfigError> {
    let password_login = match var("PASSWORD_LOGIN").as_deref() {
        None | Some("all") => PasswordLogin::All,
        Some("clients") => PasswordLogin::Clients,
        Some("none") => PasswordLogin::None,
        Some(v) => {
            return Err(ConfigError(format!(
                "PASSWORD_LOGIN must be all, clients or none, got '{v}'"
            )))
        }
    };
    if password_login != PasswordLogin::All && var("ADMIN_EMAIL").is_none() {
        return Err(ConfigError(
            "PASSWORD_LOGIN=clients or none needs ADMIN_EMAIL: that account keeps its password, so \
             a provider that is down locks nobody out"
                .into(),
        ));
    }
    let Some(issuer) = var("OIDC_ISSUER") else {
        if password_login != PasswordLogin::All {
            return Err(ConfigError(
                "PASSWORD_LOGIN=clients or none needs an identity provider (OIDC_ISSUER)".into(),
            ));
        }
        return Ok((None, password_login));
    };
    let url = url::Url::parse(&issuer)
        .map_err(|_| ConfigError(format!("OIDC_ISSUER must be a URL, got '{issuer}'")))?;
    let local = matches!(url.host_str(), Some("127.0.0.1" | "localhost" | "[::1]"));
    if url.scheme() != "https" && !(url.scheme() == "http" && local) {
        return Err(ConfigError(format!(
            "OIDC_ISSUER must be an https URL (http only on this machine), got '{issuer}'"
        )));
    }
    let client_id = var("OIDC_CLIENT_ID")
        .ok_or_else(|| ConfigError("OIDC_ISSUER is set: OIDC_CLIENT_ID is needed too".into()))?;
    let scopes: Vec<String> = var("OIDC_SCOPES")
        .unwrap_or_else(|| DEFAULT_SCOPES.to_owned())
        .split_whitespace()
        .map(str::to_owned)
        .collect();
    if !scopes.iter().any(|s| s == "openid") || !scopes.iter().any(|s| s == "email") {
        return Err(ConfigError(
            "OIDC_SCOPES must include openid and email (accounts are found by email)".into(),
        ));
    }
    let display_name = var("OIDC_DISPLAY_NAME").unwrap_or_else(|| {
        url.host_str()
            .unwrap_or("your identity provider")
            .to_owned()
    });
    Ok((
        Some(OidcSettings {
            issuer,
            client_id,
            client_secret: var("OIDC_CLIENT_SECRET").map(Secret::new),
            display_name,
            scopes,
        }),
        password_login,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn read(pairs: &[(&str, &str)]) -> Result<(Option<OidcSettings>, PasswordLogin), ConfigError> {
        let map: HashMap<String, String> = pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        from_vars(|k| map.get(k).cloned())
    }

    #[test]
    fn no_provider_by_default_and_passwords_for_everyone() {
        let (oidc, pw) = read(&[]).unwrap();
        assert!(oidc.is_none());
        assert_eq!(pw, PasswordLogin::All);
    }

    #[test]
    fn a_provider_with_its_defaults() {
        let (oidc, _) = read(&[
            ("OIDC_ISSUER", "https://login.example.com/realms/firm"),
            ("OIDC_CLIENT_ID", "portico"),
        ])
        .unwrap();
        let oidc = oidc.unwrap();
        assert_eq!(oidc.scopes, ["openid", "email", "profile"]);
        assert_eq!(oidc.display_name, "login.example.com");
        assert!(oidc.client_secret.is_none());
    }

    #[test]
    fn refuses_what_cannot_work() {
        for (pairs, says) in [
            (
                vec![("PASSWORD_LOGIN", "none"), ("ADMIN_EMAIL", "a@example.com")],
                "needs an identity provider",
            ),
            (
                vec![
                    ("PASSWORD_LOGIN", "clients"),
                    ("OIDC_ISSUER", "https://x.example"),
                    ("OIDC_CLIENT_ID", "a"),
                ],
                "ADMIN_EMAIL",
            ),
            (vec![("PASSWORD_LOGIN", "some")], "all, clients or none"),
            (vec![("OIDC_ISSUER", "https://x.example")], "OIDC_CLIENT_ID"),
            (
                vec![("OIDC_ISSUER", "http://x.example"), ("OIDC_CLIENT_ID", "a")],
                "https",
            ),
            (
                vec![
                    ("OIDC_ISSUER", "https://x.example"),
                    ("OIDC_CLIENT_ID", "a"),
                    ("OIDC_SCOPES", "openid profile"),
                ],
                "email",
            ),
        ] {
            let err = read(&pairs).unwrap_err();
            assert!(err.0.contains(says), "{pairs:?}: {}", err.0);
        }
    }
}
