//! Black-box API tests: each story runs against the real app on SQLite and on PostgreSQL.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod activity;
mod changes;
mod code;
mod console;
mod contact;
mod demo;
mod encoded_reads;
mod errors;
mod hardening;
mod health;
mod mail;
mod metrics;
mod oidc;
mod passkeys;
mod portal;
mod progress;
mod read_model;
mod reads;
mod render;
mod roles;
mod scale;
mod sessions;
mod sudo;
mod two_factor;
mod web;
