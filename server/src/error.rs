//! `ApiError`: the one error type of the HTTP layer. Each variant has a status and a stable
//! machine code; the browser translates codes, so changing a message never breaks a client.
//! Unexpected failures are logged once with their chain and answered with a bare 500.

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use portico_shared::validate::FieldError;
use serde_json::json;

#[derive(Debug)]
pub enum ApiError {
    /// Input broke one or more rules of `shared`; nothing was stored.
    Validation(Vec<FieldError>),
    /// The body is not the JSON the endpoint takes (syntax, wrong type, wrong content type).
    BadRequest {
        code: &'static str,
        field: Option<String>,
        message: String,
    },
    Unauthorized,
    Forbidden,
    /// A staff member's read-only view of a client's portal tried to write.
    ReadOnly,
    /// The right password for an account that staff switched off.
    AccountDisabled,
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
    Internal(Box<dyn std::error::Error + Send + Sync>),
}

impl ApiError {
    pub fn internal(err: impl Into<Box<dyn std::error::Error + Send + Sync>>) -> Self {
        Self::Internal(err.into())
    }

    pub fn bad_request(
        code: &'static str,
        field: Option<String>,
        message: impl Into<String>,
    ) -> Self {
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
            Self::Forbidden | Self::ReadOnly | Self::AccountDisabled => StatusCode::FORBIDDEN,
            Self::MethodNotAllowed => StatusCode::METHOD_NOT_ALLOWED,
            Self::UnsupportedMediaType => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            Self::NotFound => StatusCode::NOT_FOUND,
            Self::Conflict { .. } => StatusCode::CONFLICT,
            Self::PayloadTooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            Self::TooManyRequests { .. } => StatusCode::TOO_MANY_REQUESTS,
            Self::Busy => StatusCode::SERVICE_UNAVAILABLE,
            Self::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    pub fn code(&self) -> &'static str {
        match self {
            Self::Validation(_) => "validation_failed",
            Self::BadRequest { code, .. } => code,
            Self::Unauthorized => "unauthorized",
            Self::Forbidden => "forbidden",
            Self::ReadOnly => "read_only",
            Self::AccountDisabled => "account_disabled",
            Self::MethodNotAllowed => "method_not_allowed",
            Self::UnsupportedMediaType => "unsupported_media_type",
            Self::NotFound => "not_found",
            Self::Conflict { .. } => "conflict",
            Self::PayloadTooLarge => "payload_too_large",
            Self::TooManyRequests { .. } => "rate_limited",
            Self::Busy => "busy",
            Self::Internal(_) => "internal",
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
        let body = match &self {
            Self::Validation(errors) => {
                let first = errors.first();
                json!({ "error": {
                    "code": code,
                    "message": first.map(|e| e.message.as_str()).unwrap_or("Invalid input"),
                    "field": first.map(|e| e.field.as_str()),
                    "fields": errors,
                }})
            }
            Self::BadRequest { field, message, .. } => {
                json!({ "error": { "code": code, "message": message, "field": field } })
            }
            Self::Conflict { field, message } => {
                json!({ "error": { "code": code, "message": message, "field": field } })
            }
            Self::TooManyRequests { message, .. } => {
                json!({ "error": { "code": code, "message": message } })
            }
            Self::Unauthorized => {
                json!({ "error": { "code": code, "message": "Sign in to continue." } })
            }
            Self::Forbidden => {
                json!({ "error": { "code": code, "message": "You do not have access to this." } })
            }
            Self::ReadOnly => json!({ "error": { "code": code,
                "message": "This is a read-only view of the client's portal." } }),
            Self::AccountDisabled => json!({ "error": { "code": code,
                "message": "This account is deactivated. Please contact us." } }),
            Self::MethodNotAllowed => {
                json!({ "error": { "code": code, "message": "This method is not allowed here." } })
            }
            Self::UnsupportedMediaType => json!({ "error": { "code": code,
                "message": "Send the body as JSON (Content-Type: application/json)." } }),
            Self::NotFound => json!({ "error": { "code": code, "message": "Not found." } }),
            Self::PayloadTooLarge => {
                json!({ "error": { "code": code, "message": "The request body is too large." } })
            }
            Self::Busy => json!({ "error": { "code": code,
                "message": "The server is busy. Please try again in a moment." } }),
            Self::Internal(err) => {
                // Logged once here, with the chain; the body reveals nothing.
                let mut chain = err.to_string();
                let mut source = err.source();
                while let Some(s) = source {
                    chain.push_str(": ");
                    chain.push_str(&s.to_string());
                    source = s.source();
                }
                tracing::error!(error = %chain, "request failed");
                json!({ "error": { "code": code, "message": "Something went wrong on our side." } })
            }
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
