//! Request parsing that answers in our error format: malformed JSON, a wrong type, an oversized
//! body or a bad path segment are the caller's mistakes (4xx naming the field), never a 5xx.

use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::http::header;
use serde::de::DeserializeOwned;

use crate::error::{ApiError, ErrorCode};

/// Largest JSON body any endpoint takes. Every text field has a far smaller limit in `shared`.
pub const JSON_BODY_LIMIT: usize = 64 * 1024;

/// `Json<T>` that reports which field was wrong.
pub struct ApiJson<T>(pub T);

impl<S, T> FromRequest<S> for ApiJson<T>
where
    S: Send + Sync,
    T: DeserializeOwned,
{
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        let is_json = req
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .map(|v| {
                let mime = v
                    .split(';')
                    .next()
                    .unwrap_or("")
                    .trim()
                    .to_ascii_lowercase();
                mime == "application/json" || mime.ends_with("+json")
            })
            .unwrap_or(false);
        if !is_json {
            return Err(ApiError::UnsupportedMediaType);
        }
        let bytes = Bytes::from_request(req, state)
            .await
            .map_err(|_| ApiError::PayloadTooLarge)?;
        parse_json(&bytes).map(ApiJson)
    }
}

/// Parses a JSON body, naming the offending field on a type error.
pub fn parse_json<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, ApiError> {
    let de = &mut serde_json::Deserializer::from_slice(bytes);
    serde_path_to_error::deserialize(de).map_err(|err| {
        let path = err.path().to_string();
        let inner = err.into_inner();
        let field = (path != "." && !path.is_empty()).then_some(path);
        if inner.is_syntax() || inner.is_eof() {
            ApiError::bad_request(ErrorCode::InvalidJson, None, "The body is not valid JSON.")
        } else {
            let message = match &field {
                Some(f) => format!("'{f}' has the wrong type: {}", strip_position(&inner)),
                None => format!("The body has the wrong shape: {}", strip_position(&inner)),
            };
            ApiError::bad_request(ErrorCode::InvalidField, field, message)
        }
    })
}

fn strip_position(err: &serde_json::Error) -> String {
    let text = err.to_string();
    match text.find(" at line ") {
        Some(i) => text[..i].to_owned(),
        None => text,
    }
}
