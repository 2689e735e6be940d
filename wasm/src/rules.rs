//! Validation rules, the shared constants and the chat script: the `rules` feature, the full package.

use crate::to_js;
use portico_shared::attachments;
use portico_shared::chat::{self, ChatState, ChatStep};
use portico_shared::constants;
use portico_shared::validate::{
    errors_of, AccountEmailInput, ClientEditInput, ClientInput, ContactInput, DecisionInput,
    FieldError, GoalInput, HourBlockInput, HoursSettingsInput, IssueCommentInput, IssueInput,
    LoginInput, NewPasswordInput, NewProjectInput, NewsletterInput, PasskeyNameInput,
    PasswordChangeInput, PaymentInput, PersonInput, ProfileInput, ProjectRequestInput,
    QuoteDecisionInput, QuoteInput, ReceiptInput, RoleRateInput, SecondFactorInput, SignOffInput,
    SowUpdateInput, SprintInput, StaffHoursInput, StaffInviteInput, SudoInput, TaskInput,
    TeamMemberInput, TicketInput, TicketRatingInput, TicketReplyInput, TimeEntryInput, TimerInput,
    TokenPasswordInput, TotpCodeInput, TwoFactorSignInInput, UpdateProjectInput,
};
use wasm_bindgen::prelude::*;

fn errors<T>(result: Result<T, Vec<FieldError>>) -> JsValue {
    to_js(&errors_of(result))
}

#[wasm_bindgen(js_name = validateLogin, unchecked_return_type = "FieldError[]")]
pub fn validate_login(input: LoginInput) -> JsValue {
    errors(input.validate())
}

/// "Forgot password?", "Email me a sign-in link" and the test mail: one address.
#[wasm_bindgen(js_name = validateAccountEmail, unchecked_return_type = "FieldError[]")]
pub fn validate_account_email(input: AccountEmailInput) -> JsValue {
    errors(input.validate())
}

/// An administrator's invitation of a staff member.
#[wasm_bindgen(js_name = validateStaffInvite, unchecked_return_type = "FieldError[]")]
pub fn validate_staff_invite(input: StaffInviteInput) -> JsValue {
    errors(input.validate())
}

/// The first code from an authenticator app, confirming its setup.
#[wasm_bindgen(js_name = validateTotpCode, unchecked_return_type = "FieldError[]")]
pub fn validate_totp_code(input: TotpCodeInput) -> JsValue {
    errors(input.validate())
}

/// A code from the app or a recovery code (turning two-factor off, new recovery codes).
#[wasm_bindgen(js_name = validateSecondFactor, unchecked_return_type = "FieldError[]")]
pub fn validate_second_factor(input: SecondFactorInput) -> JsValue {
    errors(input.validate())
}

/// Proving who one is again before a sensitive change: the password, or a code.
#[wasm_bindgen(js_name = validateSudo, unchecked_return_type = "FieldError[]")]
pub fn validate_sudo(input: SudoInput) -> JsValue {
    errors(input.validate())
}

/// A passkey's name.
#[wasm_bindgen(js_name = validatePasskeyName, unchecked_return_type = "FieldError[]")]
pub fn validate_passkey_name(input: PasskeyNameInput) -> JsValue {
    errors(input.validate())
}

/// The code step of a sign-in.
#[wasm_bindgen(js_name = validateTwoFactorSignIn, unchecked_return_type = "FieldError[]")]
pub fn validate_two_factor_sign_in(input: TwoFactorSignInInput) -> JsValue {
    errors(input.validate())
}

/// A new password chosen from a reset or invitation link.
#[wasm_bindgen(js_name = validateTokenPassword, unchecked_return_type = "FieldError[]")]
pub fn validate_token_password(input: TokenPasswordInput) -> JsValue {
    errors(input.validate())
}

#[wasm_bindgen(js_name = validateContact, unchecked_return_type = "FieldError[]")]
pub fn validate_contact(input: ContactInput) -> JsValue {
    errors(input.validate())
}

#[wasm_bindgen(js_name = validateNewsletter, unchecked_return_type = "FieldError[]")]
pub fn validate_newsletter(input: NewsletterInput) -> JsValue {
    errors(input.validate())
}

#[wasm_bindgen(js_name = validateTicket, unchecked_return_type = "FieldError[]")]
pub fn validate_ticket(input: TicketInput) -> JsValue {
    errors(input.validate())
}

#[wasm_bindgen(js_name = validateTicketReply, unchecked_return_type = "FieldError[]")]
pub fn validate_ticket_reply(input: TicketReplyInput) -> JsValue {
    errors(input.validate())
}

#[wasm_bindgen(js_name = validateClient, unchecked_return_type = "FieldError[]")]
pub fn validate_client(input: ClientInput) -> JsValue {
    errors(input.validate())
}

#[wasm_bindgen(js_name = validatePerson, unchecked_return_type = "FieldError[]")]
pub fn validate_person(input: PersonInput) -> JsValue {
    errors(input.validate())
}

#[wasm_bindgen(js_name = validateClientEdit, unchecked_return_type = "FieldError[]")]
pub fn validate_client_edit(input: ClientEditInput) -> JsValue {
    errors(input.validate())
}

#[wasm_bindgen(js_name = validateNewPassword, unchecked_return_type = "FieldError[]")]
pub fn validate_new_password(input: NewPasswordInput) -> JsValue {
    errors(input.validate())
}

#[wasm_bindgen(js_name = validateNewProject, unchecked_return_type = "FieldError[]")]
pub fn validate_new_project(input: NewProjectInput) -> JsValue {
    errors(input.validate())
}

#[wasm_bindgen(js_name = validateUpdateProject, unchecked_return_type = "FieldError[]")]
pub fn validate_update_project(input: UpdateProjectInput) -> JsValue {
    errors(input.validate())
}

#[wasm_bindgen(js_name = validateSprint, unchecked_return_type = "FieldError[]")]
pub fn validate_sprint(input: SprintInput) -> JsValue {
    errors(input.validate())
}

#[wasm_bindgen(js_name = validateTask, unchecked_return_type = "FieldError[]")]
pub fn validate_task(input: TaskInput) -> JsValue {
    errors(input.validate())
}

#[wasm_bindgen(js_name = validateGoal, unchecked_return_type = "FieldError[]")]
pub fn validate_goal(input: GoalInput) -> JsValue {
    errors(input.validate())
}

/// Staff ask for the sign-off of delivered work.
#[wasm_bindgen(js_name = validateSignOff, unchecked_return_type = "FieldError[]")]
pub fn validate_sign_off(input: SignOffInput) -> JsValue {
    errors(input.validate())
}

/// An approver's decision: changes need a comment.
#[wasm_bindgen(js_name = validateDecision, unchecked_return_type = "FieldError[]")]
pub fn validate_decision(input: DecisionInput) -> JsValue {
    errors(input.validate())
}

/// A quote or a change request as staff write it: lines, taxes and milestones.
#[wasm_bindgen(js_name = validateQuote, unchecked_return_type = "FieldError[]")]
pub fn validate_quote(input: QuoteInput) -> JsValue {
    errors(input.validate())
}

/// What the lines typed so far come to, by the rule the server prices a quote with.
#[wasm_bindgen(js_name = quotePreview, unchecked_return_type = "Totals")]
pub fn quote_preview(input: QuoteInput) -> JsValue {
    to_js(&input.preview())
}

/// "How did we do?": a score, and a comment of at most 2,000 characters.
#[wasm_bindgen(js_name = validateTicketRating, unchecked_return_type = "FieldError[]")]
pub fn validate_ticket_rating(input: TicketRatingInput) -> JsValue {
    errors(input.validate())
}

/// A client approver's acceptance (terms read, name typed) or decline (a reason).
#[wasm_bindgen(js_name = validateQuoteDecision, unchecked_return_type = "FieldError[]")]
pub fn validate_quote_decision(input: QuoteDecisionInput) -> JsValue {
    errors(input.validate())
}

/// A payment received for a milestone, in its currency.
#[wasm_bindgen(js_name = validateReceipt, unchecked_return_type = "FieldError[]")]
pub fn validate_receipt(input: ReceiptInput) -> JsValue {
    errors(input.validate())
}

#[wasm_bindgen(js_name = validatePayment, unchecked_return_type = "FieldError[]")]
pub fn validate_payment(input: PaymentInput) -> JsValue {
    errors(input.validate())
}

/// Minutes as every screen writes a duration: `90` is `1:30` (the read views get it written by
/// the server; the forms that edit time use this one).
#[wasm_bindgen(js_name = formatDuration)]
pub fn format_duration(minutes: f64) -> String {
    portico_shared::hours::format_duration(minutes as i64)
}

/// Time staff log: its day, its time as typed (`1:30`, `1.5h`, `90m`), its task or ticket.
#[wasm_bindgen(js_name = validateTimeEntry, unchecked_return_type = "FieldError[]")]
pub fn validate_time_entry(input: TimeEntryInput) -> JsValue {
    errors(input.validate())
}

#[wasm_bindgen(js_name = validateTimer, unchecked_return_type = "FieldError[]")]
pub fn validate_timer(input: TimerInput) -> JsValue {
    errors(input.validate())
}

/// A project's hourly rate and budgets, in its currency (an ISO 4217 code; unknown: no decimals
/// are checked against it).
#[wasm_bindgen(js_name = validateHoursSettings, unchecked_return_type = "FieldError[]")]
pub fn validate_hours_settings(input: HoursSettingsInput, currency: &str) -> JsValue {
    let currency = portico_shared::money::Currency::parse(currency)
        .unwrap_or(portico_shared::money::Currency::NONE);
    errors(input.validate(currency))
}

/// A staff role's hourly rate on a project, in its currency (plain text arguments: no
/// deserialiser for two fields).
#[wasm_bindgen(js_name = validateRoleRate, unchecked_return_type = "FieldError[]")]
pub fn validate_role_rate(role: Option<String>, rate: Option<String>, currency: &str) -> JsValue {
    let currency = portico_shared::money::Currency::parse(currency)
        .unwrap_or(portico_shared::money::Currency::NONE);
    let input = RoleRateInput {
        role,
        rate: rate.map(portico_shared::validate::NumberOrText::Text),
    };
    errors(input.validate(currency))
}

/// A sprint's budget in hours and money, in its project's currency (plain text arguments).
#[wasm_bindgen(js_name = validateSprintBudget, unchecked_return_type = "FieldError[]")]
pub fn validate_sprint_budget(
    budget_hours: Option<String>,
    budget_amount: Option<String>,
    currency: &str,
) -> JsValue {
    let currency = portico_shared::money::Currency::parse(currency)
        .unwrap_or(portico_shared::money::Currency::NONE);
    let text = |v: Option<String>| v.map(portico_shared::validate::NumberOrText::Text);
    let input = portico_shared::validate::SprintBudgetInput {
        budget_hours: text(budget_hours),
        budget_amount: text(budget_amount),
    };
    errors(input.validate(currency))
}

/// A staff member's role for rates and the name clients see on their hours.
#[wasm_bindgen(js_name = validateStaffHours, unchecked_return_type = "FieldError[]")]
pub fn validate_staff_hours(role: Option<String>, shown_as: Option<String>) -> JsValue {
    errors(StaffHoursInput { role, shown_as }.validate())
}

/// A prepaid block of hours sold to a company, in its project's currency.
#[wasm_bindgen(js_name = validateHourBlock, unchecked_return_type = "FieldError[]")]
pub fn validate_hour_block(input: HourBlockInput, currency: &str) -> JsValue {
    let currency = portico_shared::money::Currency::parse(currency)
        .unwrap_or(portico_shared::money::Currency::NONE);
    errors(input.validate(currency))
}

#[wasm_bindgen(js_name = validateTeamMember, unchecked_return_type = "FieldError[]")]
pub fn validate_team_member(input: TeamMemberInput) -> JsValue {
    errors(input.validate())
}

#[wasm_bindgen(js_name = validateProfile, unchecked_return_type = "FieldError[]")]
pub fn validate_profile(input: ProfileInput) -> JsValue {
    errors(input.validate())
}

#[wasm_bindgen(js_name = validatePasswordChange, unchecked_return_type = "FieldError[]")]
pub fn validate_password_change(input: PasswordChangeInput) -> JsValue {
    errors(input.validate())
}

#[wasm_bindgen(js_name = validateProjectRequest, unchecked_return_type = "FieldError[]")]
pub fn validate_project_request(input: ProjectRequestInput) -> JsValue {
    errors(input.validate())
}

#[wasm_bindgen(js_name = validateSowUpdate, unchecked_return_type = "FieldError[]")]
pub fn validate_sow_update(input: SowUpdateInput) -> JsValue {
    errors(input.validate())
}

#[wasm_bindgen(js_name = validateIssue, unchecked_return_type = "FieldError[]")]
pub fn validate_issue(input: IssueInput) -> JsValue {
    errors(input.validate())
}

#[wasm_bindgen(js_name = validateIssueComment, unchecked_return_type = "FieldError[]")]
pub fn validate_issue_comment(input: IssueCommentInput) -> JsValue {
    errors(input.validate())
}

/// A whole number of bytes from JavaScript's number: 0 for anything not a positive finite number.
fn bytes(n: f64) -> u64 {
    if n.is_finite() && n > 0.0 {
        n as u64
    } else {
        0
    }
}

/// A file about to be uploaded: its name, its size, its first bytes (`SNIFF_BYTES`, or all of a
/// shorter file), how many files the message holds before it and the server's limit a file
/// (`max_bytes`, from `GET /attachments/limits`); refused before anything is sent exactly as the
/// server would refuse it.
#[wasm_bindgen(js_name = checkAttachment, unchecked_return_type = "FieldError[]")]
pub fn check_attachment(
    name: &str,
    size: f64,
    head: &[u8],
    before: u32,
    max_bytes: f64,
) -> JsValue {
    let size = bytes(size);
    let max = match bytes(max_bytes) {
        0 => attachments::DEFAULT_MAX_FILE_BYTES,
        n => n,
    };
    let counted = if before as usize >= attachments::MAX_FILES {
        Err(attachments::Refusal::too_many())
    } else {
        Ok(())
    };
    let checked = counted
        .and_then(|()| attachments::check_name_and_size(name, size, max))
        .and_then(|_| attachments::check_content(name, head, head.len() as u64 >= size));
    let found: Vec<FieldError> = checked
        .err()
        .map(|r| FieldError::new("file", r.code, r.message))
        .into_iter()
        .collect();
    to_js(&found)
}

#[wasm_bindgen(js_name = constants, unchecked_return_type = "Constants")]
pub fn all_constants() -> JsValue {
    to_js(&constants::constants())
}

#[wasm_bindgen(js_name = chatStart, unchecked_return_type = "ChatStep")]
pub fn chat_start() -> JsValue {
    to_js(&ChatStep::from(chat::start()))
}

#[wasm_bindgen(js_name = chatStep, unchecked_return_type = "ChatStep")]
pub fn chat_step(state: ChatState, input: &str) -> JsValue {
    to_js(&ChatStep::from(chat::step(&state, input)))
}
