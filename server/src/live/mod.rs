//! Live pages: what changed reaches the pages open on every app server. `crate::changes` hears
//! the database's changes; the `hub` puts each in the inboxes of the streams that may hear of
//! it; a `stream` decides what it tells its page and when its session ended. The route
//! (`routes::events`) only serves it. `docs/live.md` follows one change end to end.

pub mod hub;
pub mod stream;
