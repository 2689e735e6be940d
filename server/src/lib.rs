//! The Portico server: API, sessions, storage on SQLite or PostgreSQL, and the built web app.

pub mod accounts;
pub mod address;
pub mod app;
pub mod attachments;
pub mod auth;
/// The benchmark data set (`portico seed --bench`); only in builds with the `demo` feature.
#[cfg(feature = "demo")]
pub mod bench_seed;
pub mod calendar;
pub mod changes;
pub mod codehost;
pub mod config;
pub mod credentials;
pub mod csv;
pub mod db;
pub mod device;
pub mod encoding;
pub mod error;
pub mod extract;
pub mod file_store;
pub mod held;
pub mod holds;
pub mod hooks;
pub mod ids;
pub mod invoicing;
pub mod limits;
pub mod linger;
pub mod live;
pub mod mail;
pub mod maintenance;
pub mod metrics;
pub mod oidc;
pub mod origin;
pub mod paging;
pub mod passkeys;
pub mod pay;
pub mod proofs;
pub mod quoting;
pub mod reads;
pub mod routes;
pub mod scope;
pub mod seal;
/// Demo data (`portico seed`); only in builds with the `demo` feature.
#[cfg(feature = "demo")]
pub mod seed;
pub mod serve;
pub mod signin;
pub mod signoff;
pub mod staff;
pub mod state;
pub mod support;
pub mod telemetry;
pub mod throttle;
pub mod two_factor;
pub mod web;

pub use app::Application;
pub use config::Config;

/// This machine's cores (2 if it cannot tell): what the pool and the render turns are sized by.
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get())
}
