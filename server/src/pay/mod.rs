//! Paying invoices online (issue 5/8, ADR 0043): what a provider can charge exactly, what its
//! webhook is checked by before anything reads it, the provider behind a trait (Stripe first),
//! what is offered on an invoice, and the booking of what the provider confirms, which knows no
//! provider.

pub mod amount;
pub mod book;
pub mod check;
pub mod offer;
pub mod provider;
pub mod signature;
pub mod stripe;

use std::sync::Arc;

pub use provider::Provider;

/// The provider the settings connect, if any.
pub fn from_config(config: &crate::config::Config) -> Option<Arc<dyn Provider>> {
    config
        .stripe
        .clone()
        .map(|s| Arc::new(stripe::Stripe::new(s)) as Arc<dyn Provider>)
}
