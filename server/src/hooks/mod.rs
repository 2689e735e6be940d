//! Webhooks (ADR 0046): what happened, told to the endpoints a company's owners and the firm's
//! staff registered, signed as Standard Webhooks do, or shaped as a Slack message or a Teams card.
//! `db::webhook_events::emit` is called inside the transaction of the change it tells of and
//! queues one delivery per endpoint that hears the event (`db::webhooks`); `worker` sends them, on every server, retrying
//! with backoff over about a day.

pub mod address;
pub mod format;
pub mod sign;
pub mod worker;

/// What a kept signing secret is sealed for.
pub const SECRET_PURPOSE: &str = "webhook-secret";
