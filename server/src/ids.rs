//! Record ids as types: a handler that takes a `TaskId` cannot be handed a project's id by
//! mistake, and every id has been checked to be a UUID before any query runs. An id that is not
//! a UUID cannot exist, so the path answers 404 like any other unknown id.

use axum::extract::{FromRequestParts, Path};
use axum::http::request::Parts;
use serde::Serialize;

use crate::error::ApiError;

macro_rules! id_type {
    ($($(#[$meta:meta])* $name:ident),+ $(,)?) => {$(
        $(#[$meta])*
        #[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
        #[serde(transparent)]
        pub struct $name(String);

        impl $name {
            /// A UUID in its canonical (lower-case, hyphenated) spelling.
            pub fn parse(raw: &str) -> Option<Self> {
                uuid::Uuid::parse_str(raw.trim())
                    .ok()
                    .map(|u| Self(u.hyphenated().to_string()))
            }

            pub fn as_str(&self) -> &str {
                &self.0
            }
        }

        impl std::ops::Deref for $name {
            type Target = str;
            fn deref(&self) -> &str {
                &self.0
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&self.0)
            }
        }

        /// From the route's one path parameter.
        impl<S: Send + Sync> FromRequestParts<S> for $name {
            type Rejection = ApiError;

            async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
                let Path(raw) = Path::<String>::from_request_parts(parts, state)
                    .await
                    .map_err(|_| ApiError::NotFound)?;
                Self::parse(&raw).ok_or(ApiError::NotFound)
            }
        }
    )+};
}

id_type!(
    /// An account (a client's, mostly).
    UserId,
    ProjectId,
    SprintId,
    TaskId,
    GoalId,
    PaymentId,
    /// A team member.
    MemberId,
    TicketId,
    /// A contact-form submission or a newsletter subscription.
    SubmissionId,
    /// A mail in the outbox.
    MailId,
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_uuids_are_ids_and_they_are_canonical() {
        let id = TaskId::parse(" 0F8FAD5B-D9CB-469F-A165-70867728950E ").map(|t| t.to_string());
        assert_eq!(id.as_deref(), Some("0f8fad5b-d9cb-469f-a165-70867728950e"));
        assert!(TaskId::parse("1 OR 1=1").is_none());
        assert!(ProjectId::parse("").is_none());
    }
}
