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

            /// An id sent in a request body, taken only in the canonical spelling the server
            /// stores (another spelling of the same UUID names no record, as before ids were
            /// types).
            pub fn parse_canonical(raw: &str) -> Option<Self> {
                Self::parse(raw).filter(|id| id.0 == raw)
            }

            /// An id the database already holds (a row's own id, or its reference to another
            /// row). Not checked again: the database only ever holds ids the server made.
            pub fn from_stored(id: String) -> Self {
                Self(id)
            }

            /// A fresh id for a record about to be inserted.
            pub fn generate() -> Self {
                Self(uuid::Uuid::new_v4().hyphenated().to_string())
            }

            pub fn as_str(&self) -> &str {
                &self.0
            }

            pub fn into_string(self) -> String {
                self.0
            }
        }

        impl AsRef<str> for $name {
            fn as_ref(&self) -> &str {
                &self.0
            }
        }

        impl From<$name> for String {
            fn from(id: $name) -> String {
                id.0
            }
        }

        /// Binds as the text it is (`.bind(&id)`), on either engine.
        impl sqlx::Type<sqlx::Any> for $name {
            fn type_info() -> sqlx::any::AnyTypeInfo {
                <String as sqlx::Type<sqlx::Any>>::type_info()
            }
        }

        impl<'q> sqlx::Encode<'q, sqlx::Any> for $name {
            fn encode_by_ref(
                &self,
                buf: &mut <sqlx::Any as sqlx::Database>::ArgumentBuffer<'q>,
            ) -> Result<sqlx::encode::IsNull, sqlx::error::BoxDynError> {
                <String as sqlx::Encode<'q, sqlx::Any>>::encode_by_ref(&self.0, buf)
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

        /// Read from a row: an id the database holds (see `from_stored`).
        impl<'r> sqlx::Decode<'r, sqlx::Any> for $name {
            fn decode(
                value: <sqlx::Any as sqlx::Database>::ValueRef<'r>,
            ) -> Result<Self, sqlx::error::BoxDynError> {
                <String as sqlx::Decode<'r, sqlx::Any>>::decode(value).map(Self::from_stored)
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
    /// A round of a sign-off request.
    SignOffId,
    /// An invoice or a credit note.
    InvoiceId,
    /// An attached file.
    AttachmentId,
    /// An entry of logged time.
    TimeEntryId,
    /// A prepaid block of hours.
    HourBlockId,
    /// A payment received online.
    OnlinePaymentId,
    /// A version of a quote or change request.
    QuoteId,
    /// Terms a quote starts from.
    QuoteTemplateId,
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
