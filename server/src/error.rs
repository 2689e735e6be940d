//! `ApiError`: the one error type of the HTTP layer. Each variant has a status and a stable
//! machine code; the browser translates codes, so changing a message never breaks a client.
//! Unexpected failures are logged once with their chain and answered with a bare 500.

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use portico_shared::validate::FieldError;
use serde::Serialize;

/// The stable machine codes of every error answer. The browser's message catalogue is keyed by
/// them (`errors.<code>`), and its TypeScript union is generated from the OpenAPI document.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    ValidationFailed,
    /// The body is not JSON.
    InvalidJson,
    /// A body field has the wrong type or shape.
    InvalidField,
    /// A list parameter (`page`, `sort`...) is not valid.
    InvalidQuery,
    Unauthorized,
    Forbidden,
    ReadOnly,
    AccountDisabled,
    /// A staff session under `STAFF_2FA=required` that has not set up two-factor yet.
    TwoFactorSetupRequired,
    /// A change that could hand the account to someone else: prove who you are again first
    /// (`POST /user/sudo`), within the last ten minutes.
    SudoRequired,
    MethodNotAllowed,
    UnsupportedMediaType,
    NotFound,
    Conflict,
    PayloadTooLarge,
    RateLimited,
    Busy,
    /// Posting to the code host needs a token, and none is configured.
    NotConfigured,
    /// The code host did not answer, or refused for a reason of its own.
    CodeHostUnavailable,
    /// The payment provider did not answer, or refused for a reason of its own.
    PaymentProviderUnavailable,
    /// The identity provider did not answer.
    OidcUnavailable,
    /// The identity provider refused the code, or its ID token did not verify.
    OidcRefused,
    /// The sign-in attempt is unknown, used, expired, or was started in another browser.
    OidcAttemptInvalid,
    /// No Portico account uses the provider's address (or the account is staff: never by email).
    OidcNoAccount,
    /// The provider has not verified the address, so it cannot be matched to an account.
    OidcEmailUnverified,
    /// The identity is already linked to another Portico account.
    OidcIdentityTaken,
    /// The account found by address already signs in with another account at this provider.
    OidcAccountLinked,
    /// This account signs in with the identity provider (`PASSWORD_LOGIN`).
    PasswordLoginDisabled,
    /// Unlinking this identity would leave the account no way to sign in.
    LastSignInMethod,
    Internal,
}

impl ErrorCode {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::ValidationFailed => "validation_failed",
            Self::InvalidJson => "invalid_json",
            Self::InvalidField => "invalid_field",
            Self::InvalidQuery => "invalid_query",
            Self::Unauthorized => "unauthorized",
            Self::Forbidden => "forbidden",
            Self::ReadOnly => "read_only",
            Self::AccountDisabled => "account_disabled",
            Self::TwoFactorSetupRequired => "two_factor_setup_required",
            Self::SudoRequired => "sudo_required",
            Self::MethodNotAllowed => "method_not_allowed",
            Self::UnsupportedMediaType => "unsupported_media_type",
            Self::NotFound => "not_found",
            Self::Conflict => "conflict",
            Self::PayloadTooLarge => "payload_too_large",
            Self::RateLimited => "rate_limited",
            Self::Busy => "busy",
            Self::NotConfigured => "not_configured",
            Self::CodeHostUnavailable => "code_host_unavailable",
            Self::PaymentProviderUnavailable => "payment_provider_unavailable",
            Self::OidcUnavailable => "oidc_unavailable",
            Self::OidcRefused => "oidc_refused",
            Self::OidcAttemptInvalid => "oidc_attempt_invalid",
            Self::OidcNoAccount => "oidc_no_account",
            Self::OidcEmailUnverified => "oidc_email_unverified",
            Self::OidcIdentityTaken => "oidc_identity_taken",
            Self::OidcAccountLinked => "oidc_account_linked",
            Self::PasswordLoginDisabled => "password_login_disabled",
            Self::LastSignInMethod => "last_sign_in_method",
            Self::Internal => "internal",
        }
    }
}

impl std::fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Every error answer: `{ "error": { code, message, field?, fields? } }`.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct ErrorBody {
    pub error: ErrorDetail,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct ErrorDetail {
    pub code: ErrorCode,
    /// English, for people reading logs; screens translate `code` (and `fields[].code`).
    pub message: String,
    /// The first field at fault, when the error is about one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub field: Option<String>,
    /// Every field at fault, for a validation error.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub fields: Vec<FieldError>,
}

#[derive(Debug)]
pub enum ApiError {
    /// Input broke one or more rules of `shared`; nothing was stored.
    Validation(Vec<FieldError>),
    /// The body is not the JSON the endpoint takes (syntax, wrong type, wrong content type).
    BadRequest {
        code: ErrorCode,
        field: Option<String>,
        message: String,
    },
    Unauthorized,
    Forbidden,
    /// A staff member's read-only view of a client's portal tried to write.
    ReadOnly,
    /// The right password for an account that staff switched off.
    AccountDisabled,
    /// This session may only set up two-factor (and sign out) until it has.
    TwoFactorSetupRequired,
    /// The person must prove who they are again before this change (sudo mode).
    SudoRequired,
    MethodNotAllowed,
    UnsupportedMediaType,
    /// Missing, or not the caller's: both answer the same.
    NotFound,
    Conflict {
        field: &'static str,
        message: String,
    },
    PayloadTooLarge,
    TooManyRequests {
        retry_after_secs: u64,
        message: String,
    },
    /// Too much work at once (every password-hashing slot taken): come back in a second.
    Busy,
    /// A code-host write with no token configured.
    NotConfigured,
    /// The code host failed a write (down, slow, or refused).
    CodeHostUnavailable,
    /// The payment provider failed a call (down, slow, or refused).
    PaymentProviderUnavailable,
    /// A sign-in refused for a reason the person can act on (the code says which).
    SignInRefused(ErrorCode),
    /// The identity provider failed (down, or its answer did not verify).
    IdentityProvider(OidcError),
    Internal(Box<dyn std::error::Error + Send + Sync>),
}

impl ApiError {
    /// A 400 naming one field, as the shared rules give it.
    pub fn field(field: &str, code: &str, message: &str) -> Self {
        Self::Validation(vec![portico_shared::validate::FieldError::new(
            field, code, message,
        )])
    }

    pub fn internal(err: impl Into<Box<dyn std::error::Error + Send + Sync>>) -> Self {
        Self::Internal(err.into())
    }

    pub fn bad_request(code: ErrorCode, field: Option<String>, message: impl Into<String>) -> Self {
        Self::BadRequest {
            code,
            field,
            message: message.into(),
        }
    }

    pub fn status(&self) -> StatusCode {
        match self {
            Self::Validation(_) | Self::BadRequest { .. } => StatusCode::BAD_REQUEST,
            Self::Unauthorized => StatusCode::UNAUTHORIZED,
            Self::Forbidden
            | Self::ReadOnly
            | Self::AccountDisabled
            | Self::TwoFactorSetupRequired
            | Self::SudoRequired => StatusCode::FORBIDDEN,
            Self::MethodNotAllowed => StatusCode::METHOD_NOT_ALLOWED,
            Self::UnsupportedMediaType => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            Self::NotFound => StatusCode::NOT_FOUND,
            Self::Conflict { .. } => StatusCode::CONFLICT,
            Self::PayloadTooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            Self::TooManyRequests { .. } => StatusCode::TOO_MANY_REQUESTS,
            Self::Busy => StatusCode::SERVICE_UNAVAILABLE,
            Self::NotConfigured => StatusCode::CONFLICT,
            Self::CodeHostUnavailable | Self::PaymentProviderUnavailable => StatusCode::BAD_GATEWAY,
            Self::SignInRefused(
                ErrorCode::OidcIdentityTaken
                | ErrorCode::OidcAccountLinked
                | ErrorCode::LastSignInMethod,
            ) => StatusCode::CONFLICT,
            Self::SignInRefused(_) => StatusCode::FORBIDDEN,
            Self::IdentityProvider(OidcError::Unreachable(_)) => StatusCode::BAD_GATEWAY,
            Self::IdentityProvider(OidcError::Refused(_)) => StatusCode::BAD_REQUEST,
            Self::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    pub fn code(&self) -> ErrorCode {
        match self {
            Self::Validation(_) => ErrorCode::ValidationFailed,
            Self::BadRequest { code, .. } => *code,
            Self::Unauthorized => ErrorCode::Unauthorized,
            Self::Forbidden => ErrorCode::Forbidden,
            Self::ReadOnly => ErrorCode::ReadOnly,
            Self::AccountDisabled => ErrorCode::AccountDisabled,
            Self::TwoFactorSetupRequired => ErrorCode::TwoFactorSetupRequired,
            Self::SudoRequired => ErrorCode::SudoRequired,
            Self::MethodNotAllowed => ErrorCode::MethodNotAllowed,
            Self::UnsupportedMediaType => ErrorCode::UnsupportedMediaType,
            Self::NotFound => ErrorCode::NotFound,
            Self::Conflict { .. } => ErrorCode::Conflict,
            Self::PayloadTooLarge => ErrorCode::PayloadTooLarge,
            Self::TooManyRequests { .. } => ErrorCode::RateLimited,
            Self::Busy => ErrorCode::Busy,
            Self::NotConfigured => ErrorCode::NotConfigured,
            Self::CodeHostUnavailable => ErrorCode::CodeHostUnavailable,
            Self::PaymentProviderUnavailable => ErrorCode::PaymentProviderUnavailable,
            Self::SignInRefused(code) => *code,
            Self::IdentityProvider(OidcError::Unreachable(_)) => ErrorCode::OidcUnavailable,
            Self::IdentityProvider(OidcError::Refused(_)) => ErrorCode::OidcRefused,
            Self::Internal(_) => ErrorCode::Internal,
        }
    }
}

impl From<Vec<FieldError>> for ApiError {
    fn from(errors: Vec<FieldError>) -> Self {
        Self::Validation(errors)
    }
}

impl From<sqlx::Error> for ApiError {
    fn from(err: sqlx::Error) -> Self {
        match err {
            sqlx::Error::RowNotFound => Self::NotFound,
            other => Self::internal(other),
        }
    }
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({})", self.code(), self.status())
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let status = self.status();
        let code = self.code();
        let (message, field, fields): (String, Option<String>, Vec<FieldError>) = match &self {
            Self::Validation(errors) => {
                let first = errors.first();
                (
                    first.map_or_else(|| "Invalid input".into(), |e| e.message.clone()),
                    first.map(|e| e.field.clone()),
                    errors.clone(),
                )
            }
            Self::BadRequest { field, message, .. } => (message.clone(), field.clone(), vec![]),
            Self::Conflict { field, message } => {
                (message.clone(), Some((*field).to_owned()), vec![])
            }
            Self::TooManyRequests { message, .. } => (message.clone(), None, vec![]),
            Self::Unauthorized => ("Sign in to continue.".into(), None, vec![]),
            Self::Forbidden => ("You do not have access to this.".into(), None, vec![]),
            Self::ReadOnly => (
                "This is a read-only view of the client's portal.".into(),
                None,
                vec![],
            ),
            Self::AccountDisabled => (
                "This account is deactivated. Please contact us.".into(),
                None,
                vec![],
            ),
            Self::TwoFactorSetupRequired => (
                "Set up two-factor sign-in before anything else.".into(),
                None,
                vec![],
            ),
            Self::SudoRequired => (
                "Confirm it is you: enter your password or a code again.".into(),
                None,
                vec![],
            ),
            Self::MethodNotAllowed => ("This method is not allowed here.".into(), None, vec![]),
            Self::UnsupportedMediaType => (
                "Send the body as JSON (Content-Type: application/json).".into(),
                None,
                vec![],
            ),
            Self::NotFound => ("Not found.".into(), None, vec![]),
            Self::PayloadTooLarge => ("The request body is too large.".into(), None, vec![]),
            Self::Busy => (
                "The server is busy. Please try again in a moment.".into(),
                None,
                vec![],
            ),
            Self::NotConfigured => (
                "Posting to the repository needs a code-host token on the server; \
                 ask us to connect it."
                    .into(),
                None,
                vec![],
            ),
            Self::CodeHostUnavailable => (
                "The code host did not take this right now. Please try again later.".into(),
                None,
                vec![],
            ),
            Self::PaymentProviderUnavailable => (
                "The payment provider did not answer. Please try again in a minute.".into(),
                None,
                vec![],
            ),
            Self::SignInRefused(code) => (refusal(*code).into(), None, vec![]),
            Self::IdentityProvider(e) => {
                tracing::warn!(error = %e, "sign-in with the identity provider failed");
                let message = match e {
                    OidcError::Unreachable(_) => {
                        "The identity provider could not be reached. Please try again later."
                    }
                    OidcError::Refused(_) => {
                        "The identity provider's answer could not be verified. Please start again."
                    }
                };
                (message.into(), None, vec![])
            }
            Self::Internal(err) => {
                // Logged once here, with the chain; the body reveals nothing.
                let chain = chain(err.as_ref());
                tracing::error!(error = %chain, "request failed");
                ("Something went wrong on our side.".into(), None, vec![])
            }
        };
        let body = ErrorBody {
            error: ErrorDetail {
                code,
                message,
                field,
                fields,
            },
        };
        let mut response = (status, axum::Json(body)).into_response();
        if let Self::TooManyRequests {
            retry_after_secs, ..
        } = self
        {
            if let Ok(v) = HeaderValue::from_str(&retry_after_secs.to_string()) {
                response.headers_mut().insert(header::RETRY_AFTER, v);
            }
        }
        if matches!(self, Self::Busy) {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
        }
        response
    }
}

pub type ApiResult<T> = Result<T, ApiError>;

/// What a refused sign-in says (screens show the same, translated, from the code).
fn refusal(code: ErrorCode) -> &'static str {
    match code {
        ErrorCode::OidcNoAccount => {
            "No Portico account uses this address; ask your project manager."
        }
        ErrorCode::OidcEmailUnverified => {
            "Your identity provider has not verified this address, so no Portico account can be \
             matched to it; ask your project manager."
        }
        ErrorCode::OidcIdentityTaken => {
            "This identity is already linked to another Portico account."
        }
        ErrorCode::OidcAccountLinked => {
            "Your Portico account already signs in with another account at this provider; use \
             that one, or ask your project manager."
        }
        ErrorCode::PasswordLoginDisabled => {
            "This account signs in with the company's identity provider, not with a password."
        }
        ErrorCode::LastSignInMethod => {
            "This is the only way this account can sign in: it cannot be unlinked."
        }
        ErrorCode::OidcAttemptInvalid => {
            "This sign-in attempt has expired or was already used. Please start again."
        }
        _ => "This sign-in was refused.",
    }
}

/// An error with its causes, for the log.
pub fn chain(err: &dyn std::error::Error) -> String {
    let mut out = err.to_string();
    let mut source = err.source();
    while let Some(s) = source {
        out.push_str(": ");
        out.push_str(&s.to_string());
        source = s.source();
    }
    out
}

/// What went wrong asking the company's identity provider (`crate::oidc`).
#[derive(Debug)]
pub enum OidcError {
    /// The provider did not answer, or answered something that is not OpenID Connect.
    Unreachable(String),
    /// The provider refused the code, or its ID token did not verify (signature, issuer,
    /// audience, expiry, nonce).
    Refused(String),
}

impl std::fmt::Display for OidcError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Unreachable(why) => write!(f, "identity provider unreachable: {why}"),
            Self::Refused(why) => write!(f, "identity provider answer refused: {why}"),
        }
    }
}
