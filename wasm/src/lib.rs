//! The browser's door to `portico-shared`: each function forwards to the shared rule and converts the
//! result to a plain JS value. No logic lives here; TypeScript types are generated from the Rust types.
//!
//! Inputs that do not even have the declared shape (a number where a string belongs) throw; a well-typed
//! form never does.

use portico_shared::chat::{self, ChatState, ChatStep};
use portico_shared::validate::{
    errors_of, AccountEmailInput, ClientEditInput, ClientInput, ContactInput, FieldError,
    GoalInput, IssueCommentInput, IssueInput, LoginInput, NewPasswordInput, NewProjectInput,
    NewsletterInput, PasswordChangeInput, PaymentInput, ProfileInput, ProjectRequestInput,
    SecondFactorInput, SowUpdateInput, SprintInput, StaffInviteInput, TaskInput, TeamMemberInput,
    TicketInput, TicketReplyInput, TokenPasswordInput, TotpCodeInput, TwoFactorSignInInput,
    UpdateProjectInput,
};
use portico_shared::{constants, dates, labels};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// Plain JS objects and arrays (`null` for `None`), as `JSON.parse` would give.
fn to_js<T: Serialize + ?Sized>(value: &T) -> JsValue {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .unwrap_or_else(|e| wasm_bindgen::throw_str(&e.to_string()))
}

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

#[wasm_bindgen(js_name = validatePayment, unchecked_return_type = "FieldError[]")]
pub fn validate_payment(input: PaymentInput) -> JsValue {
    errors(input.validate())
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

#[wasm_bindgen(js_name = taskStatusLabel, unchecked_return_type = "Label")]
pub fn task_status_label(value: &str) -> JsValue {
    to_js(&labels::task_status(value))
}

#[wasm_bindgen(js_name = taskPriorityLabel, unchecked_return_type = "Label")]
pub fn task_priority_label(value: &str) -> JsValue {
    to_js(&labels::task_priority(value))
}

#[wasm_bindgen(js_name = goalStatusLabel, unchecked_return_type = "Label")]
pub fn goal_status_label(value: &str) -> JsValue {
    to_js(&labels::goal_status(value))
}

#[wasm_bindgen(js_name = milestoneLabel, unchecked_return_type = "Label | undefined")]
pub fn milestone_label(#[wasm_bindgen(js_name = isCompleted)] is_completed: bool) -> JsValue {
    labels::milestone(is_completed).map_or(JsValue::UNDEFINED, |label| to_js(&label))
}

#[wasm_bindgen(js_name = sprintActiveLabel, unchecked_return_type = "Label")]
pub fn sprint_active_label(active: bool) -> JsValue {
    to_js(&labels::sprint_active(active))
}

#[wasm_bindgen(js_name = sprintCompletedLabel, unchecked_return_type = "Label")]
pub fn sprint_completed_label(completed: bool) -> JsValue {
    to_js(&labels::sprint_completed(completed))
}

#[wasm_bindgen(js_name = ticketStatusLabel, unchecked_return_type = "Label")]
pub fn ticket_status_label(status: &str) -> JsValue {
    to_js(&labels::ticket_status(status))
}

#[wasm_bindgen(js_name = ticketIsOpen)]
pub fn ticket_is_open(status: &str) -> bool {
    labels::ticket_is_open(status)
}

/// `YYYY-MM-DD` for a date or an RFC 3339 timestamp; `""` for anything else.
#[wasm_bindgen(js_name = displayDate)]
pub fn display_date(value: &str) -> String {
    dates::display_date(value)
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
