//! Paying online (issue 5/8): what a provider can charge exactly, and what its webhook is checked
//! by before anything reads it. The provider itself (sessions, events, refunds) comes behind a
//! trait, Stripe first.

pub mod amount;
pub mod signature;
