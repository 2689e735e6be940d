//! Form validation, one module per form. Each input struct is what a request body (or a browser form)
//! holds: every field an `Option`, so a missing field is reported as a [`FieldError`] rather than a
//! JSON error. Serde reads a missing `Option` as `None`; `schemars(default)` on the struct says so in
//! the OpenAPI schema (`"default": null`), `tsify(optional)` on each field in TypeScript (`title?:`).
//! The browser build also gives each field `serde(default)`: the same `None` by a shorter path than
//! serde's missing-field one, which keeps the module smaller.
//! `validate()` returns every error at once, in field order (at most one per field), or a typed, trimmed
//! value that the rest of the code can trust.

mod account;
mod admin;
mod client;
mod contact;
pub mod fields;
mod goal;
mod hour_block;
mod hours_billing;
mod hours_people;
mod integration;
mod invoice;
mod login;
mod newsletter;
mod oidc;
mod passkey;
mod payment;
mod person;
mod profile;
mod project;
mod quote;
mod quote_decision;
mod refund;
mod repository;
mod request;
mod signoff;
mod sprint;
mod sprint_budget;
mod task;
mod team;
mod ticket;
mod time_entry;
mod two_factor;

pub use account::{
    AccountEmailInput, FollowInput, NotificationPrefsInput, StaffInvite, StaffInviteInput,
    TokenInput, TokenPassword, TokenPasswordInput, TOKEN_LEN,
};
pub use admin::{
    ActiveInput, ClientEdit, ClientEditInput, GoalStatusInput, NewPasswordInput, PaymentPaidInput,
    SprintCompletedInput, SprintMoveInput, SubmissionStatusInput, SUBMISSION_STATUSES,
};
pub use client::{Client, ClientInput};
pub use contact::{Contact, ContactInput};
pub use fields::{Email, NumberOrText, Phone};
pub use goal::{Goal, GoalInput};
pub use hour_block::{HourBlock, HourBlockInput, BLOCK_HOURS_MAX};
pub use hours_billing::{
    HoursInvoice, HoursInvoiceInput, HoursPeriod, HoursPeriodInput, HOURS_LINES,
    HOURS_PERIOD_DAYS_MAX,
};
pub use hours_people::{
    RoleRate, RoleRateInput, StaffHours, StaffHoursInput, HOURS_ROLE_MAX, ROLE_RATES_MAX,
    SHOWN_NAME_MAX,
};
pub use integration::{
    ApiToken, ApiTokenInput, TokenScope, Webhook, WebhookFormat, WebhookInput, TOKEN_DAYS_MAX,
    TOKEN_NAME_MAX, WEBHOOK_EVENTS, WEBHOOK_URL_MAX,
};
pub use invoice::{
    tax_rate, BillingSettings, BillingSettingsInput, CompanyBilling, CompanyBillingInput,
    CreditNoteInput, Invoice, InvoiceInput, INVOICE_LINES_MAX, INVOICE_NOTE_MAX,
    TAX_RATE_MAX_BASIS_POINTS,
};
pub use login::{Login, LoginInput};
pub use newsletter::{Newsletter, NewsletterInput};
pub use oidc::{OidcCallback, OidcCallbackInput};
pub use passkey::{PasskeyNameInput, PASSKEY_NAME_MAX};
pub use payment::{Payment, PaymentInput};
pub use person::{
    Access, AccessInput, CompanyRole, Person, PersonInput, Projects, CHOSEN_PROJECTS_MAX,
    COMPANY_ROLES,
};
pub use profile::{PasswordChange, PasswordChangeInput, Profile, ProfileInput};
pub use project::{NewProject, NewProjectInput, ProjectUpdate, UpdateProjectInput};
pub use quote::{
    Quote, QuoteInput, QuoteKind, QuoteLine, QuoteLineInput, QuoteMilestone, QuoteMilestoneInput,
    QuoteReviseInput, QuoteTemplateInput, Release, QUOTE_LINES_MAX, QUOTE_MILESTONES_MAX,
    QUOTE_TERMS_MAX,
};
pub use quote_decision::{QuoteDecided, QuoteDecision, QuoteDecisionInput, SIGNATURE_MAX};
pub use refund::{Refund, RefundInput};
pub use repository::{Issue, IssueComment, IssueCommentInput, IssueInput};
pub use request::{
    Appearance, AppearanceInput, Language, LanguageInput, ProjectRequest, ProjectRequestInput,
    SowUpdate, SowUpdateInput,
};
pub use signoff::{
    ApprovalRule, Decision, DecisionInput, PaymentDueInput, Receipt, ReceiptInput, SignOffInput,
    SignOffRequest, Subject, Verdict, REMIND_DAYS_DEFAULT, REMIND_DAYS_MAX, SIGN_OFF_LINKS_MAX,
};
pub use sprint::{Sprint, SprintInput, SprintStatus, SprintStatusInput};
pub use sprint_budget::{SprintBudget, SprintBudgetInput};
pub use task::{Task, TaskInput, TaskPriorityInput, TaskStatusInput};
pub use team::{TeamMember, TeamMemberInput};
pub use ticket::{
    Score, Ticket, TicketInput, TicketPriorityInput, TicketRatingInput, TicketReply,
    TicketReplyInput, TicketStateInput, TicketStatusInput,
};
pub use time_entry::{
    duration_minutes, HoursSettings, HoursSettingsInput, Target, TimeEntry, TimeEntryInput, Timer,
    TimerInput, HOURS_APPROVALS,
};
pub use two_factor::{
    Proof, SecondFactor, SecondFactorInput, SudoInput, TotpCodeInput, TwoFactorSignIn,
    TwoFactorSignInInput, RECOVERY_ALPHABET, RECOVERY_LEN, TOTP_DIGITS,
};

use serde::{Deserialize, Serialize};

/// One problem with one field of a form.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "ts", derive(tsify_next::Tsify))]
pub struct FieldError {
    /// The field's JSON name, as in the request body (`brandName`, `dueDate`, ...).
    pub field: String,
    /// A stable machine code: `required`, `invalid_email`, `invalid_phone`, `too_long`, `too_short`,
    /// `not_ticked`, `invalid_date`, `negative`, `invalid_value` or `invalid_number`.
    pub code: String,
    /// The English message shown next to the field.
    pub message: String,
}

impl FieldError {
    pub fn new(field: &str, code: &str, message: impl Into<String>) -> Self {
        FieldError {
            field: field.to_owned(),
            code: code.to_owned(),
            message: message.into(),
        }
    }
}

impl std::fmt::Display for FieldError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.field, self.message)
    }
}

impl std::error::Error for FieldError {}

/// The errors of a form, or nothing: what the browser wants from a `validate()`.
pub fn errors_of<T>(result: Result<T, Vec<FieldError>>) -> Vec<FieldError> {
    result.err().unwrap_or_default()
}

/// Turns a list of per-field results into either the output value (all fields fine) or the list of every
/// field's error, in the order the fields are listed.
///
/// `gather!(a, b, c => Output { a, b, c })`: each name is a `Result<_, FieldError>` in scope; inside the
/// output expression it is rebound to the `Ok` value.
macro_rules! gather {
    ($($name:ident),+ $(,)? => $output:expr) => {{
        let mut errors: Vec<$crate::validate::FieldError> = Vec::new();
        $(
            let $name = match $name {
                Ok(value) => Some(value),
                Err(error) => {
                    errors.push(error);
                    None
                }
            };
        )+
        match ($($name,)+) {
            ($(Some($name),)+) if errors.is_empty() => Ok($output),
            _ => Err(errors),
        }
    }};
}
pub(crate) use gather;

#[cfg(test)]
pub(crate) mod test_support {
    use super::FieldError;

    /// `(field, code, message)` triples of a validation result, for compact tables.
    pub fn triples<T: std::fmt::Debug>(
        result: Result<T, Vec<FieldError>>,
    ) -> Vec<(String, String, String)> {
        match result {
            Ok(_) => Vec::new(),
            Err(errors) => errors
                .into_iter()
                .map(|e| (e.field, e.code, e.message))
                .collect(),
        }
    }

    /// Parses a JSON body into an input, as the server does.
    pub fn input<T: serde::de::DeserializeOwned>(json: &str) -> T {
        match serde_json::from_str(json) {
            Ok(value) => value,
            Err(e) => panic!("bad test JSON {json}: {e}"),
        }
    }

    pub fn t(field: &str, code: &str, message: &str) -> (String, String, String) {
        (field.to_owned(), code.to_owned(), message.to_owned())
    }

    pub fn long(n: usize) -> String {
        "x".repeat(n)
    }
}
