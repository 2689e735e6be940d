//! What every handler and background task shares: the database, the settings, the kept reads
//! and the services. Its own module, below the router and above what it holds, so that the
//! modules that take it (extractors, routes, background tasks) never import the application
//! that builds it.

use std::sync::Arc;

use crate::config::Config;
use crate::db::Db;
use crate::web::WebAssets;

#[derive(Clone)]
pub struct AppState {
    pub db: Db,
    pub config: Arc<Config>,
    pub web: Arc<WebAssets>,
    /// The project reads, kept in memory and in the database.
    pub reads: Arc<crate::reads::ProjectReads>,
    pub code: Arc<crate::codehost::CodeHub>,
    pub mail: Arc<crate::mail::Mailer>,
    /// The company's identity provider, when `OIDC_ISSUER` names one.
    pub oidc: Option<Arc<crate::oidc::Provider>>,
    /// The passkeys' relying party: the host of `PUBLIC_URL`, unless that is an IP address.
    pub webauthn: Option<Arc<webauthn_rs::prelude::Webauthn>>,
    /// What writes changed, heard from the database: what may be held in memory.
    pub changes: Arc<crate::changes::Changes>,
    /// Live sessions held in memory while no change to them was heard (`auth::live_session`).
    pub sessions: Arc<crate::held::Held<crate::db::sessions::SessionUser>>,
    /// Each company's projects with their versions, held for the live streams while no change to
    /// the company's list was heard (`live::stream`): one read for all of a company's streams.
    pub live_lists: Arc<crate::held::Held<crate::db::projects::Versions>>,
    pub metrics: Arc<crate::metrics::Metrics>,
    /// Where attached files' bytes are stored (ADR 0039).
    pub files: Arc<crate::file_store::FileStore>,
    /// The payment provider invoices are paid online through (`STRIPE_*`), if one is connected.
    pub pay: Option<Arc<dyn crate::pay::Provider>>,
}

/// Sessions held in memory at most (about 300 bytes each).
pub const HELD_SESSIONS: usize = 20_000;
