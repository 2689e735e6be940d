//! Portico's business rules, written once and run in two places: the server parses every request body
//! through [`validate`], and the browser runs the very same code through the `portico-wasm` crate, so a form
//! shows exactly the message the API would answer with.
//!
//! Pure Rust, no I/O and no clock: time is always passed in (see [`dates`]).

pub mod attachments;
pub mod balance;
pub mod chat;
pub mod constants;
pub mod dates;
pub mod hours;
pub mod labels;
pub mod language;
pub mod money;
pub mod progress;
pub mod quote;
#[cfg(feature = "clock")]
pub mod sla;
pub mod status;
pub mod validate;

pub use dates::Date;
pub use language::Language;
pub use validate::{Email, FieldError, Phone};
