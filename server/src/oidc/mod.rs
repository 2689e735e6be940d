//! Sign-in with the company's identity provider: OpenID Connect's authorization code flow with
//! PKCE, `state` and `nonce` (see ADR 0017). This module speaks to the provider; who an identity
//! signs in as is decided in `routes::oidc`, and the attempts are kept by `db::identities`.
//!
//! The provider's discovery document and keys are kept in memory for an hour and fetched again
//! at once when an ID token's signature does not verify against them (the provider rotated its
//! keys). ID tokens come only from the provider's token endpoint, for a code of a single-use
//! attempt, so nobody else can make the server fetch again at will.

use std::time::{Duration, Instant};

use openidconnect::core::{CoreAuthenticationFlow, CoreClient, CoreProviderMetadata};
use openidconnect::{
    AuthorizationCode, ClaimsVerificationError, ClientId, ClientSecret, CsrfToken,
    EndpointMaybeSet, EndpointNotSet, EndpointSet, IssuerUrl, Nonce, PkceCodeChallenge,
    PkceCodeVerifier, RedirectUrl, Scope, TokenResponse,
};
use tokio::sync::Mutex;

pub use crate::config::oidc::{OidcSettings, PasswordLogin};
/// Declared with the API errors it becomes (`ApiError::IdentityProvider`).
pub use crate::error::OidcError;

/// Where the provider sends the browser back: a page of the web app, which posts the code and
/// the state to `POST /api/auth/oidc/callback`. The one redirect URL to register.
pub const CALLBACK_PATH: &str = "/auth/oidc/callback";

/// A client made from discovery: its authorization URL set, its token URL as discovered.
type DiscoveredClient = CoreClient<
    EndpointSet,
    EndpointNotSet,
    EndpointNotSet,
    EndpointNotSet,
    EndpointMaybeSet,
    EndpointMaybeSet,
>;

const METADATA_TTL: Duration = Duration::from_secs(3600);
const FAILURE_KEPT: Duration = Duration::from_secs(30);

pub struct Provider {
    settings: OidcSettings,
    redirect: RedirectUrl,
    http: openidconnect::reqwest::Client,
    metadata: Mutex<Cached>,
}

#[derive(Default)]
struct Cached {
    metadata: Option<CoreProviderMetadata>,
    fetched: Option<Instant>,
    /// The last fetch that failed: for a while, callers get the failure at once instead of each
    /// waiting for the provider's timeout in turn.
    failed: Option<(Instant, String)>,
}

/// A new attempt: the URL to send the browser to, and what the server keeps to finish it.
pub struct Authorization {
    pub url: String,
    pub state: String,
    pub nonce: String,
    pub verifier: String,
}

/// Who the provider says signed in, once its ID token verified.
#[derive(Debug)]
pub struct Identity {
    pub issuer: String,
    pub subject: String,
    pub email: Option<String>,
    /// True only when the provider said exactly so.
    pub email_verified: bool,
    pub name: Option<String>,
}

impl Provider {
    pub fn new(settings: OidcSettings, public_url: &str) -> Result<Self, String> {
        let redirect = RedirectUrl::new(format!(
            "{}{CALLBACK_PATH}",
            public_url.trim_end_matches('/')
        ))
        .map_err(|e| format!("PUBLIC_URL does not make a redirect URL: {e}"))?;
        let http = openidconnect::reqwest::ClientBuilder::new()
            // Following redirects would let a provider's answer point the server anywhere.
            .redirect(openidconnect::reqwest::redirect::Policy::none())
            .timeout(Duration::from_secs(10))
            .build()
            .map_err(|e| format!("cannot build the identity provider's HTTP client: {e}"))?;
        Ok(Self {
            settings,
            redirect,
            http,
            metadata: Mutex::new(Cached::default()),
        })
    }

    pub fn display_name(&self) -> &str {
        &self.settings.display_name
    }

    pub fn issuer(&self) -> &str {
        &self.settings.issuer
    }

    /// The provider's discovery document and keys: kept, or fetched when older than an hour or
    /// when `renew`. A refresh that fails keeps the older copy in use; with none, a failure is
    /// answered at once for 30 seconds.
    async fn metadata(&self, renew: bool) -> Result<CoreProviderMetadata, OidcError> {
        let mut kept = self.metadata.lock().await;
        let fresh = kept.fetched.is_some_and(|t| t.elapsed() < METADATA_TTL);
        if let (Some(m), true, false) = (&kept.metadata, fresh, renew) {
            return Ok(m.clone());
        }
        if let Some((at, why)) = &kept.failed {
            if at.elapsed() < FAILURE_KEPT && kept.metadata.is_none() {
                return Err(OidcError::Unreachable(why.clone()));
            }
        }
        let issuer = IssuerUrl::new(self.settings.issuer.clone())
            .map_err(|e| OidcError::Unreachable(e.to_string()))?;
        match CoreProviderMetadata::discover_async(issuer, &self.http).await {
            Ok(metadata) => {
                kept.metadata = Some(metadata.clone());
                kept.fetched = Some(Instant::now());
                kept.failed = None;
                Ok(metadata)
            }
            Err(e) => {
                let why = crate::error::chain(&e);
                kept.failed = Some((Instant::now(), why.clone()));
                match &kept.metadata {
                    // Still the provider's last word: verification decides if it is enough.
                    Some(m) => {
                        tracing::warn!(error = %why, "identity provider: could not refresh its keys; the kept ones stay in use");
                        Ok(m.clone())
                    }
                    None => Err(OidcError::Unreachable(why)),
                }
            }
        }
    }

    fn client(&self, metadata: CoreProviderMetadata) -> DiscoveredClient {
        CoreClient::from_provider_metadata(
            metadata,
            ClientId::new(self.settings.client_id.clone()),
            self.settings
                .client_secret
                .as_ref()
                .map(|s| ClientSecret::new(s.expose().to_owned())),
        )
        .set_redirect_uri(self.redirect.clone())
    }

    /// Starts an attempt: the provider's authorization URL with a fresh state, nonce and PKCE
    /// challenge (S256).
    pub async fn authorize(&self) -> Result<Authorization, OidcError> {
        let client = self.client(self.metadata(false).await?);
        let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
        let mut request = client.authorize_url(
            CoreAuthenticationFlow::AuthorizationCode,
            CsrfToken::new_random,
            Nonce::new_random,
        );
        for scope in self.settings.scopes.iter().filter(|s| *s != "openid") {
            request = request.add_scope(Scope::new(scope.clone()));
        }
        let (url, state, nonce) = request.set_pkce_challenge(challenge).url();
        Ok(Authorization {
            url: url.to_string(),
            state: state.secret().clone(),
            nonce: nonce.secret().clone(),
            verifier: verifier.secret().clone(),
        })
    }

    /// Finishes an attempt: exchanges the code (with the PKCE verifier and the client secret)
    /// and verifies the ID token against the provider's keys and the attempt's nonce.
    pub async fn finish(
        &self,
        code: &str,
        verifier: &str,
        nonce: &str,
    ) -> Result<Identity, OidcError> {
        let client = self.client(self.metadata(false).await?);
        let answer = client
            .exchange_code(AuthorizationCode::new(code.to_owned()))
            .map_err(|e| OidcError::Unreachable(e.to_string()))?
            .set_pkce_verifier(PkceCodeVerifier::new(verifier.to_owned()))
            .request_async(&self.http)
            .await
            .map_err(|e| match e {
                // Portico's own registration is wrong (client id or secret): not the person's doing.
                openidconnect::RequestTokenError::ServerResponse(r)
                    if *r.error() == openidconnect::core::CoreErrorResponseType::InvalidClient =>
                {
                    OidcError::Unreachable(
                        "the provider refused Portico's client credentials".into(),
                    )
                }
                openidconnect::RequestTokenError::ServerResponse(r) => {
                    OidcError::Refused(format!("token endpoint: {}", r.error()))
                }
                other => OidcError::Unreachable(crate::error::chain(&other)),
            })?;
        let token = answer
            .id_token()
            .ok_or_else(|| OidcError::Refused("no ID token in the answer".into()))?;
        let nonce = Nonce::new(nonce.to_owned());
        let verified = match token.claims(&client.id_token_verifier(), &nonce) {
            Err(ClaimsVerificationError::SignatureVerification(_)) => {
                // The provider may have rotated its keys since they were kept: fetch them again,
                // once, and verify with those.
                let fresh = self.client(self.metadata(true).await?);
                let verifier = fresh.id_token_verifier();
                let verified = identity(token.claims(&verifier, &nonce));
                verified?
            }
            other => identity(other)?,
        };
        Ok(verified)
    }
}

fn identity(
    claims: Result<&openidconnect::core::CoreIdTokenClaims, ClaimsVerificationError>,
) -> Result<Identity, OidcError> {
    let claims = claims.map_err(|e| OidcError::Refused(format!("ID token: {e}")))?;
    Ok(Identity {
        issuer: claims.issuer().as_str().to_owned(),
        subject: claims.subject().as_str().to_owned(),
        email: claims.email().map(|e| e.as_str().to_owned()),
        email_verified: claims.email_verified() == Some(true),
        name: claims
            .name()
            .and_then(|n| n.get(None))
            .map(|n| n.as_str().to_owned()),
    })
}
