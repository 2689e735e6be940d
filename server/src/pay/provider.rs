//! What the booking code asks of a payment provider, and what it hears back: plain data, no
//! provider's wire format. Stripe is the first implementation (`stripe.rs`); a second (Razorpay)
//! fits the same trait, and the booking code (`book.rs`) knows none of them.

use axum::http::HeaderMap;

use super::signature::Refused;

/// A hosted payment page to open for what is due on an invoice.
pub struct NewSession<'a> {
    pub invoice_id: &'a str,
    /// `Invoice 2026-0007`, as the page names what is paid.
    pub description: &'a str,
    /// In the currency's own minor units, exactly what is due (`pay::amount`).
    pub amount_minor: i64,
    /// Upper case (`INR`).
    pub currency: &'a str,
    pub success_url: &'a str,
    pub cancel_url: &'a str,
    /// Made of the invoice and its balance's version: clicks and tabs get one page.
    pub idempotency_key: &'a str,
    pub email: Option<&'a str>,
}

/// The page the provider opened.
pub struct Session {
    pub provider_ref: String,
    pub url: String,
    /// When the provider stops taking payment on it (epoch ms).
    pub expires_at_ms: i64,
}

/// A session as the provider says it ended, or stands.
#[derive(Clone, Debug)]
pub struct Completed {
    pub session_ref: String,
    /// The invoice the session was opened for, as it carries it.
    pub invoice_id: Option<String>,
    pub amount_minor: i64,
    /// Upper case.
    pub currency: String,
    /// The money was taken (a bank debit may complete the page before it is).
    pub paid: bool,
    /// The provider's reference of the payment (`pi_…`), when there is one.
    pub payment_ref: Option<String>,
}

/// What a verified event says.
pub enum Event {
    /// A page was completed (or its delayed payment succeeded).
    Completed(Completed),
    /// A page expired unpaid.
    Expired { session_ref: String },
    /// Anything else: recorded, nothing done.
    Other,
}

/// A verified event: the provider's id for it (each is acted on once), its type, what it says.
pub struct Envelope {
    pub id: String,
    pub kind: String,
    pub event: Event,
}

/// Why a delivery is refused: 400 and nothing booked.
#[derive(Debug)]
pub enum EventRefused {
    Signature(Refused),
    /// Signed, but not an event this code can read.
    Unreadable,
}

/// Why a call to the provider did not give an answer.
#[derive(Debug)]
pub enum ProviderError {
    /// It could not be reached, or answered 5xx or 429: try again later.
    Unavailable(String),
    /// It refused the request (4xx), with its message.
    Refused(String),
}

impl std::fmt::Display for ProviderError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Unavailable(m) => write!(f, "the payment provider is unavailable: {m}"),
            Self::Refused(m) => write!(f, "the payment provider refused: {m}"),
        }
    }
}

/// A payment provider. `async_trait`: the server holds it as `Arc<dyn Provider>`.
#[async_trait::async_trait]
pub trait Provider: Send + Sync {
    /// `stripe`: stored with every session, event and payment.
    fn name(&self) -> &'static str;
    /// Its name for people: `Stripe`.
    fn label(&self) -> &'static str;
    async fn open(&self, s: &NewSession<'_>) -> Result<Session, ProviderError>;
    /// Verifies a delivery on its raw bytes at `now` (Unix seconds), then reads it.
    fn event(&self, headers: &HeaderMap, body: &[u8], now: i64) -> Result<Envelope, EventRefused>;
    /// A session as the provider has it now; `None` when it has no such session.
    async fn session(&self, session_ref: &str) -> Result<Option<Completed>, ProviderError>;
    /// Sessions completed since `since` (Unix seconds), at most a few hundred.
    async fn completed_since(&self, since: i64) -> Result<Vec<Completed>, ProviderError>;
    /// The provider's fee on a payment, from its balance transaction (`None` until it is known).
    async fn fee(&self, payment_ref: &str) -> Result<Option<i64>, ProviderError>;
    /// Gives back `amount_minor` of a payment; the refund's reference.
    async fn refund(
        &self,
        payment_ref: &str,
        amount_minor: i64,
        idempotency_key: &str,
    ) -> Result<String, ProviderError>;
}
