//! Portico where people already look (issue 58): a private calendar feed per person (RFC 5545,
//! scoped as their pages are), signed webhooks with retries and a delivery log (the firm's
//! endpoints and each company owner's), and personal API tokens (read or write, revoked or
//! expired at once). The calendar is read with a reader of the tests' own (`ics`) and webhooks
//! with a receiver the stories start (`portico_tests::webhook_receiver`), so nothing is checked
//! against the server's own writer or signer.

mod calendar;
mod ics;
mod tokens;
mod webhooks;

use portico_shared::dates::format_ymd_from_ms;
use portico_tests::now_ms;

const DAY_MS: i64 = 86_400_000;

/// `YYYY-MM-DD` of the day `n` days from today (UTC): dates a feed shows whatever day the suite
/// runs (it leaves out what ended long ago).
fn day(n: i64) -> String {
    format_ymd_from_ms(now_ms() + n * DAY_MS)
}
