//! Where a sign-in comes from and how it proved itself, kept with its session so the person can
//! tell their sessions apart ("Chrome on Windows, network 203.0.113.0/24, signed in with a
//! passkey") and end the ones that are not theirs. No outside service: the network prefix is the
//! place, and the browser and system are read from the User-Agent here.

use axum::extract::FromRequestParts;
use axum::http::{header, request::Parts};

use crate::error::ApiError;
use crate::limits::ClientAddress;
use crate::state::AppState;

/// The most of a User-Agent kept (browsers send about 150 characters).
const USER_AGENT_MAX: usize = 300;

/// How a session proved who is behind it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    Password,
    /// An emailed one-time link.
    Link,
    /// An accepted invitation (a password chosen from the link).
    Invitation,
    Passkey,
    /// The firm's identity provider.
    Provider,
    /// A password or link, then a code from the app or a recovery code.
    Code,
}

impl Method {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Password => "password",
            Self::Link => "link",
            Self::Invitation => "invitation",
            Self::Passkey => "passkey",
            Self::Provider => "provider",
            Self::Code => "code",
        }
    }
}

/// The caller's browser and network, as a sign-in keeps them.
#[derive(Clone, Debug, Default)]
pub struct Origin {
    pub user_agent: String,
    pub network: String,
}

impl FromRequestParts<AppState> for Origin {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let ClientAddress(address) = ClientAddress::from_request_parts(parts, state).await?;
        let user_agent = parts
            .headers
            .get(header::USER_AGENT)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default();
        Ok(Self {
            user_agent: bounded(user_agent),
            network: crate::address::network(&address),
        })
    }
}

/// Printable characters only, at most `USER_AGENT_MAX` of them.
fn bounded(user_agent: &str) -> String {
    user_agent
        .chars()
        .filter(|c| !c.is_control())
        .take(USER_AGENT_MAX)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_network_is_a_place_not_an_address() {
        assert_eq!(crate::address::network("203.0.113.77"), "203.0.113.0/24");
        assert_eq!(
            crate::address::network("2001:db8:1:2::/64"),
            "2001:db8:1::/48"
        );
        assert_eq!(bounded("a\u{0}b\nc"), "abc");
        assert_eq!(bounded(&"x".repeat(1000)).len(), USER_AGENT_MAX);
    }
}
