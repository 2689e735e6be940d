// Generated from web/src/api/openapi.json by web/tools/api-types.ts. Do not edit: run
// `cd web && npm run api:types` (after `UPDATE_OPENAPI=1 cargo test -p portico-server openapi`).
import type { components } from "./schema.gen";

/** The request was taken; what follows (a mail, or nothing) is not told. */
export type Accepted = components["schemas"]["Accepted"];

/** What a person of a company may do and see, as an owner or staff set it: everything another
 * person's record holds but who they are (their name and email are their own). */
export type AccessInput = components["schemas"]["AccessInput"];

/** "Forgot password?" and "Email me a sign-in link": one address. */
export type AccountEmailInput = components["schemas"]["AccountEmailInput"];

/** An account switched on (`true`) or off. */
export type ActiveInput = components["schemas"]["ActiveInput"];

/** Who did it, as the client is told: never an account's id. */
export type ActivityActor = components["schemas"]["ActivityActor"];
export const ACTIVITY_ACTOR_VALUES: readonly ActivityActor[] = ["staff", "client", "codeHost"];

/** One page of the feed. */
export type ActivityFeed = components["schemas"]["ActivityFeed"];

/** What happened. */
export type ActivityKind = components["schemas"]["ActivityKind"];
export const ACTIVITY_KIND_VALUES: readonly ActivityKind[] = ["taskCreated", "taskDone", "sprintStarted", "sprintCompleted", "goalReached", "milestonePaid", "pullMerged", "taskMoved", "ticketReply", "sowReply", "signOffAsked", "signOffApproved", "signOffChanges", "paidOnline", "quoteSent", "quoteAccepted", "quoteDeclined"];

/** One event as the client reads it. */
export type ActivityView = components["schemas"]["ActivityView"];

/** The person added, with the invitation's link when no mail server would send it (staff send
 * it themselves). */
export type AddedPerson = components["schemas"]["AddedPerson"];

/** An amount: a whole number of minor units with its currency. The one value money travels as,
 * from the database to the JSON (`{"minor": 650050, "currency": "INR"}`) to the screen, where one
 * formatter writes it (`format`, also in the browser's module). */
export type Amount = components["schemas"]["Amount"];

/** A personal API token as asked for. */
export type ApiTokenInput = components["schemas"]["ApiTokenInput"];

/** A token as its owner sees it in their list. */
export type ApiTokenView = components["schemas"]["ApiTokenView"];

/** The appearance the account now has. */
export type AppearanceAnswer = components["schemas"]["AppearanceAnswer"];

export type AppearanceInput = components["schemas"]["AppearanceInput"];

/** What the browser checks a file against before sending it: this server's figures, which the
 * setting may have changed from the rule's defaults. */
export type AttachmentLimits = components["schemas"]["AttachmentLimits"];

/** A file as people see it. */
export type AttachmentView = components["schemas"]["AttachmentView"];

export type AuditView = components["schemas"]["AuditView"];

/** The firm's billing details, printed on every invoice as they are when it is issued. */
export type BillingSettingsInput = components["schemas"]["BillingSettingsInput"];

/** The firm's billing details (settings). */
export type BillingSettingsView = components["schemas"]["BillingSettingsView"];

/** A prepaid block's hours, as a card says them (`shared::hours::short_hours`). */
export type BlockGlance = components["schemas"]["BlockGlance"];

/** A block as its company's people and staff read it. Its price and overage rate only for people
 * who handle money. */
export type BlockView = components["schemas"]["BlockView"];

/** A budget of minutes, written as durations. */
export type BudgetTime = components["schemas"]["BudgetTime"];

/** One day of a burn-up. */
export type BurnPointView = components["schemas"]["BurnPointView"];

/** The project's burn-up (from its first task to today) and each sprint's. */
export type BurnUpView = components["schemas"]["BurnUpView"];

export type ByStatus = components["schemas"]["ByStatus"];

export type CalendarBody = components["schemas"]["CalendarBody"];

/** A person's feed link, in both forms calendar apps take. */
export type CalendarLink = components["schemas"]["CalendarLink"];

export type CheckState = components["schemas"]["CheckState"];
export const CHECK_STATE_VALUES: readonly CheckState[] = ["success", "pending", "failure"];

/** What a check did. */
export type Checked = components["schemas"]["Checked"];

/** Staff edit a client's account (the password has its own form). */
export type ClientEditInput = components["schemas"]["ClientEditInput"];

export type ClientInput = components["schemas"]["ClientInput"];

export type ClientOverview = components["schemas"]["ClientOverview"];

/** A client account as staff see it. */
export type ClientView = components["schemas"]["ClientView"];

/** What a target counts: the calendar's open hours, or every minute. */
export type Clock = components["schemas"]["Clock"];
export const CLOCK_VALUES: readonly Clock[] = ["business", "always"];

/** `GET /api/code/{projectId}`. */
export type CodeActivity = components["schemas"]["CodeActivity"];

export type CommentView = components["schemas"]["CommentView"];

export type CommitView = components["schemas"]["CommitView"];

/** A company's billing details, set by its owner: the language its invoices are written in, and
 * the address and tax id printed under "Bill to". */
export type CompanyBillingInput = components["schemas"]["CompanyBillingInput"];

/** A client company's billing details (on its founding row). */
export type CompanyBillingView = components["schemas"]["CompanyBillingView"];

/** The company's policy now (null: the default). */
export type CompanyPolicy = components["schemas"]["CompanyPolicy"];

export type CompanyPolicyBody = components["schemas"]["CompanyPolicyBody"];

export type ContactInput = components["schemas"]["ContactInput"];

/** A message was received (a robot's too, which is dropped unseen). */
export type ContactReceived = components["schemas"]["ContactReceived"];

export type ContactView = components["schemas"]["ContactView"];

export type Counts = components["schemas"]["Counts"];

/** The ticket form, optionally about one of the caller's projects. `createdBy` may be sent (the
 * original client did) but is ignored: the author is the caller. */
export type CreateTicket = components["schemas"]["CreateTicket"];

/** Staff correct an issued invoice with a credit note of its whole amount. */
export type CreditNoteInput = components["schemas"]["CreditNoteInput"];

/** What a `DataPage` answers, for the OpenAPI document. */
export type DataOfClientView = components["schemas"]["DataOfClientView"];

/** What a `DataPage` answers, for the OpenAPI document. */
export type DataOfContactView = components["schemas"]["DataOfContactView"];

/** What a `DataPage` answers, for the OpenAPI document. */
export type DataOfMailView = components["schemas"]["DataOfMailView"];

/** What a `DataPage` answers, for the OpenAPI document. */
export type DataOfMemberView = components["schemas"]["DataOfMemberView"];

/** What a `DataPage` answers, for the OpenAPI document. */
export type DataOfStaffView = components["schemas"]["DataOfStaffView"];

/** What a `DataPage` answers, for the OpenAPI document. */
export type DataOfSubscriberView = components["schemas"]["DataOfSubscriberView"];

export type DecisionInput = components["schemas"]["DecisionInput"];

/** One approver's decision, as it was recorded. */
export type DecisionView = components["schemas"]["DecisionView"];

/** Every error answer: `{ "error": { code, message, field?, fields? } }`. */
export type ErrorBody = components["schemas"]["ErrorBody"];

/** The stable machine codes of every error answer. The browser's message catalogue is keyed by
 * them (`errors.<code>`), and its TypeScript union is generated from the OpenAPI document. */
export type ErrorCode = components["schemas"]["ErrorCode"];
export const ERROR_CODE_VALUES: readonly ErrorCode[] = ["validation_failed", "unauthorized", "forbidden", "read_only", "account_disabled", "method_not_allowed", "unsupported_media_type", "not_found", "conflict", "payload_too_large", "rate_limited", "busy", "internal", "invalid_json", "invalid_field", "invalid_query", "two_factor_setup_required", "sudo_required", "not_configured", "code_host_unavailable", "payment_provider_unavailable", "oidc_unavailable", "oidc_refused", "oidc_attempt_invalid", "oidc_no_account", "oidc_email_unverified", "oidc_identity_taken", "oidc_account_linked", "password_login_disabled", "last_sign_in_method"];

export type ErrorDetail = components["schemas"]["ErrorDetail"];

/** A booking that failed and is retried, as staff read it. */
export type FailureView = components["schemas"]["FailureView"];

/** One problem with one field of a form. */
export type FieldError = components["schemas"]["FieldError"];

/** The record a file is attached to, as the list names it. */
export type FilePlace = components["schemas"]["FilePlace"];

/** A staff member follows a client (hears of what they send) or not. */
export type FollowInput = components["schemas"]["FollowInput"];

export type Following = components["schemas"]["Following"];

export type GoalInput = components["schemas"]["GoalInput"];

/** Where a project goal stands. */
export type GoalStatus = components["schemas"]["GoalStatus"];
export const GOAL_STATUS_VALUES: readonly GoalStatus[] = ["todo", "inprogress", "done"];

/** A goal's status selector. */
export type GoalStatusInput = components["schemas"]["GoalStatusInput"];

export type GoalView = components["schemas"]["GoalView"];

/** A day off. */
export type Holiday = components["schemas"]["Holiday"];

export type HolidayBody = components["schemas"]["HolidayBody"];

/** A block as typed in the console: bought on a project (whose road map carries its invoice), for
 * that project or, with `allProjects`, every project of its company. */
export type HourBlockInput = components["schemas"]["HourBlockInput"];

/** Used, left and over of a budget ([`portico_shared::hours::usage`]). */
export type HoursBudget = components["schemas"]["HoursBudget"];

/** A group of the Hours view: a sprint, a task or a ticket, a person, a week. */
export type HoursGroup = components["schemas"]["HoursGroup"];

/** Staff invoice a project's approved, uninvoiced billable hours (of days `from..=to`, all when
 * absent): a line per task or ticket, or per week. */
export type HoursInvoiceInput = components["schemas"]["HoursInvoiceInput"];

/** The days an approval of hours covers, and its entries' time. */
export type HoursPeriod = components["schemas"]["HoursPeriod"];

/** The days whose hours are asked for approval. */
export type HoursPeriodInput = components["schemas"]["HoursPeriodInput"];

/** What staff set of a project's hours: its hourly rate and budgets (each optional; blank clears
 * it) and how its hours are approved. */
export type HoursSettingsInput = components["schemas"]["HoursSettingsInput"];

/** Minutes, billable and not, and (for people who handle money) what the billable ones cost. */
export type HoursSums = components["schemas"]["HoursSums"];

/** A project's hours, as its people and staff read them. */
export type HoursView = components["schemas"]["HoursView"];

/** One id or a list of them. */
export type IdOrIds = components["schemas"]["IdOrIds"];

export type IdentityView = components["schemas"]["IdentityView"];

export type ImportBody = components["schemas"]["ImportBody"];

export type Imported = components["schemas"]["Imported"];

export type InvitationLink = components["schemas"]["InvitationLink"];

/** What an owner's invitation answers, whether the address was new (invited) or already had an
 * account (its holder told by mail): nobody learns from it whether an address is taken. */
export type InvitationSent = components["schemas"]["InvitationSent"];

export type InvitationState = components["schemas"]["InvitationState"];
export const INVITATION_STATE_VALUES: readonly InvitationState[] = ["pending", "expired", "revoked"];

export type InvitationView = components["schemas"]["InvitationView"];

/** Staff issue an invoice. */
export type InvoiceInput = components["schemas"]["InvoiceInput"];

/** An invoice past its due date and not paid. */
export type InvoiceOverdue = components["schemas"]["InvoiceOverdue"];

/** An invoice or credit note as those who handle the client's money read it. */
export type InvoiceView = components["schemas"]["InvoiceView"];

export type IssueCommentInput = components["schemas"]["IssueCommentInput"];

export type IssueCommentView = components["schemas"]["IssueCommentView"];

export type IssueInput = components["schemas"]["IssueInput"];

export type IssueView = components["schemas"]["IssueView"];

export type Kind = components["schemas"]["Kind"];
export const KIND_VALUES: readonly Kind[] = ["invitation", "reset", "password_changed", "sign_in_link", "sign_in_method_added", "notify", "test", "email_changed", "two_factor_reset", "sign_off", "invoice", "passkey_added", "access_granted", "new_sign_in", "already_has_account"];

/** The interface language the account now has. */
export type LanguageAnswer = components["schemas"]["LanguageAnswer"];

export type LanguageInput = components["schemas"]["LanguageInput"];

/** One line as read: the milestone, its amount and its tax. */
export type LineView = components["schemas"]["LineView"];

export type LinkedItem = components["schemas"]["LinkedItem"];

export type LoginInput = components["schemas"]["LoginInput"];

export type MailSettingsView = components["schemas"]["MailSettingsView"];

export type MailState = components["schemas"]["MailState"];
export const MAIL_STATE_VALUES: readonly MailState[] = ["queued", "sending", "sent", "failed", "retrying"];

/** A mail as the console's mail log shows it. */
export type MailView = components["schemas"]["MailView"];

export type MemberView = components["schemas"]["MemberView"];

/** A person's place in their client company (ADR 0030): what the portal shows them follows it. */
export type Membership = components["schemas"]["Membership"];

/** A payment milestone due within the week. */
export type MilestoneDue = components["schemas"]["MilestoneDue"];

export type MilestoneGlance = components["schemas"]["MilestoneGlance"];

export type Named = components["schemas"]["Named"];

export type NamedRef = components["schemas"]["NamedRef"];

/** A token just made, with its secret: the only time it is shown. */
export type NewApiToken = components["schemas"]["NewApiToken"];

export type NewPasskeyInput = components["schemas"]["NewPasskeyInput"];

/** Staff set a new password for a client. */
export type NewPasswordInput = components["schemas"]["NewPasswordInput"];

export type NewProjectInput = components["schemas"]["NewProjectInput"];

/** A new project's requirements, with the files uploaded for them. */
export type NewRequest = components["schemas"]["NewRequest"];

/** A statement-of-work update, with the files uploaded for it. */
export type NewUpdate = components["schemas"]["NewUpdate"];

/** An endpoint just added, with its signing secret: the only time it is shown. */
export type NewWebhook = components["schemas"]["NewWebhook"];

export type NewsletterInput = components["schemas"]["NewsletterInput"];

export type NotificationPrefs = components["schemas"]["NotificationPrefs"];

/** Which notification mails a person receives. Absent fields keep their current value. */
export type NotificationPrefsInput = components["schemas"]["NotificationPrefsInput"];

/** A number as a form may send it: a JSON number or its text (`"1200.50"`). */
export type NumberOrText = components["schemas"]["NumberOrText"];

export type OidcCallbackInput = components["schemas"]["OidcCallbackInput"];

export type OidcStart = components["schemas"]["OidcStart"];

/** A payment received online with its amounts and when. */
export type OnlinePaymentView = components["schemas"]["OnlinePaymentView"];

/** Staff's view of paying online. */
export type OnlineView = components["schemas"]["OnlineView"];

/** What a delivery or a check did. */
export type Outcome = components["schemas"]["Outcome"];
export const OUTCOME_VALUES: readonly Outcome[] = ["booked", "duplicate", "held", "pending", "expired", "ignored"];

/** A party as the quote names it. */
export type Party = components["schemas"]["Party"];

export type PasskeyAnswerInput = components["schemas"]["PasskeyAnswerInput"];

/** What the browser passes to `navigator.credentials` (WebAuthn's JSON form), and the token it
 * sends back with the answer. */
export type PasskeyCeremony = components["schemas"]["PasskeyCeremony"];

export type PasskeyNameInput = components["schemas"]["PasskeyNameInput"];

export type PasskeyStartInput = components["schemas"]["PasskeyStartInput"];

/** A passkey as its owner sees it in their settings. */
export type PasskeyView = components["schemas"]["PasskeyView"];

export type PasswordChangeInput = components["schemas"]["PasswordChangeInput"];

/** Who may sign in with a password. The account created from `ADMIN_EMAIL` always may, so a
 * provider that is down locks nobody out. */
export type PasswordLogin = components["schemas"]["PasswordLogin"];
export const PASSWORD_LOGIN_VALUES: readonly PasswordLogin[] = ["all", "clients", "none"];

/** Whether an invoice can be paid online, and if not, why (ADR 0043). */
export type PayOnline = components["schemas"]["PayOnline"];
export const PAY_ONLINE_VALUES: readonly PayOnline[] = ["available", "off", "nothingDue", "thirdDecimal", "unknownCurrency"];

/** The provider's page to pay on. */
export type PayPage = components["schemas"]["PayPage"];

/** Staff set a milestone due (or back to planned) by hand. */
export type PaymentDueInput = components["schemas"]["PaymentDueInput"];

export type PaymentInput = components["schemas"]["PaymentInput"];

/** A payment milestone marked paid or not. */
export type PaymentPaidInput = components["schemas"]["PaymentPaidInput"];

/** A milestone as staff and the people who handle the client's money read it. */
export type PaymentView = components["schemas"]["PaymentView"];

/** A page that needs staff's eye: opened and never completed, or held for a mismatch. */
export type PendingView = components["schemas"]["PendingView"];

export type PersonInput = components["schemas"]["PersonInput"];

/** A person of a client company as staff and the company's owners see them. */
export type PersonView = components["schemas"]["PersonView"];

/** Where a file is attached. */
export type PlaceKind = components["schemas"]["PlaceKind"];
export const PLACE_KIND_VALUES: readonly PlaceKind[] = ["ticket", "comment", "update"];

export type PolicyBody = components["schemas"]["PolicyBody"];

/** A policy's targets, one pair per priority. */
export type PolicyTargets = components["schemas"]["PolicyTargets"];

export type ProfileInput = components["schemas"]["ProfileInput"];

/** Tasks done of all tasks. */
export type Progress = components["schemas"]["Progress"];

/** One file of the project, where it is attached. */
export type ProjectFile = components["schemas"]["ProjectFile"];

/** A project's files: the newest 200, and how many there are in all. */
export type ProjectFiles = components["schemas"]["ProjectFiles"];

/** One project on the dashboard. */
export type ProjectGlance = components["schemas"]["ProjectGlance"];

export type ProjectListItem = components["schemas"]["ProjectListItem"];

export type ProjectOverview = components["schemas"]["ProjectOverview"];

export type ProjectRef = components["schemas"]["ProjectRef"];

export type ProjectView = components["schemas"]["ProjectView"];

export type ProviderView = components["schemas"]["ProviderView"];

export type PullView = components["schemas"]["PullView"];

/** A client approver's decision on a sent quote: acceptance is a signature, given last (the
 * terms read to the end, the full name typed); a decline says why. */
export type QuoteDecisionInput = components["schemas"]["QuoteDecisionInput"];

/** One approver's decision, as recorded. */
export type QuoteDecisionView = components["schemas"]["QuoteDecisionView"];

export type QuoteInput = components["schemas"]["QuoteInput"];

export type QuoteLineInput = components["schemas"]["QuoteLineInput"];

export type QuoteMilestoneInput = components["schemas"]["QuoteMilestoneInput"];

/** One month of quotes, by the month each number was first sent. */
export type QuoteMonth = components["schemas"]["QuoteMonth"];

/** A new version of a sent quote: the same content, valid until another day if given (how an
 * expired quote is extended). */
export type QuoteReviseInput = components["schemas"]["QuoteReviseInput"];

/** Terms saved for later quotes: a name and the text. */
export type QuoteTemplateInput = components["schemas"]["QuoteTemplateInput"];

/** A version of a quote or change request. */
export type QuoteView = components["schemas"]["QuoteView"];

/** What a rating link's page shows before and after a click. */
export type RatingLink = components["schemas"]["RatingLink"];

/** The client's answer to "How did we do?" for the ticket's current solve. */
export type RatingView = components["schemas"]["RatingView"];

export type ReceiptInput = components["schemas"]["ReceiptInput"];

/** What the firm is owed and was paid, in one currency (never added across currencies). */
export type Receivables = components["schemas"]["Receivables"];

export type RecoveryCodes = components["schemas"]["RecoveryCodes"];

export type Ref = components["schemas"]["Ref"];

export type RefundInput = components["schemas"]["RefundInput"];

/** A reply, with the files uploaded for it. */
export type Reply = components["schemas"]["Reply"];

export type RepositoryView = components["schemas"]["RepositoryView"];

export type RequestView = components["schemas"]["RequestView"];

export type ResetDone = components["schemas"]["ResetDone"];

/** A project's hourly rate for one staff role; a blank rate removes the role's rate (its people
 * are then charged the project's rate). The browser passes its two fields as text
 * (`validateRoleRate`), so it has no deserialiser in the rules module. */
export type RoleRateInput = components["schemas"]["RoleRateInput"];

/** A role's hourly rate on a project, for staff and people who handle money. */
export type RoleRateView = components["schemas"]["RoleRateView"];

/** A code from the app or a recovery code: turning two-factor off proves the second factor. */
export type SecondFactorInput = components["schemas"]["SecondFactorInput"];

/** An open session as its account's administrators see it. */
export type SessionView = components["schemas"]["SessionView"];

/** What a sign-in answers: a session, or the challenge to send back with a second factor. */
export type SignInAnswer = components["schemas"]["SignInAnswer"];

export type SignInOptions = components["schemas"]["SignInOptions"];

export type SignOffInput = components["schemas"]["SignOffInput"];

/** A request for sign-off, one round. */
export type SignOffView = components["schemas"]["SignOffView"];

/** A new session: the bearer token and the account it signs in. */
export type SignedIn = components["schemas"]["SignedIn"];

/** A round of sign-off asked of a client and not decided yet. */
export type SignoffWaiting = components["schemas"]["SignoffWaiting"];

/** One target's standing, as the API shows it (`shared::sla::Measure`, times as RFC 3339). */
export type SlaMeasure = components["schemas"]["SlaMeasure"];

/** A policy, with how many companies have it as their own. */
export type SlaPolicyView = components["schemas"]["SlaPolicyView"];

/** The calendar as the browser counts with it. */
export type SlaSetup = components["schemas"]["SlaSetup"];

/** A ticket's two targets. */
export type SlaView = components["schemas"]["SlaView"];

/** One line as shown. Amounts are absent for readers who do not handle money. */
export type SnapLine = components["schemas"]["SnapLine"];

/** One payment milestone acceptance makes. */
export type SnapMilestone = components["schemas"]["SnapMilestone"];

/** One row of the tax summary. */
export type SnapTax = components["schemas"]["SnapTax"];

/** Exactly what a sent version shows. */
export type Snapshot = components["schemas"]["Snapshot"];

/** What staff set of a sprint's budget. The browser passes its two fields as text
 * (`validateSprintBudget`), so it has no deserialiser in the rules module. */
export type SprintBudgetInput = components["schemas"]["SprintBudgetInput"];

/** A sprint's burn-up: from its start date (or its first task) to its end date or today,
 * whichever comes first; none for a sprint that has not started. */
export type SprintBurnUp = components["schemas"]["SprintBurnUp"];

/** A sprint marked completed or not. */
export type SprintCompletedInput = components["schemas"]["SprintCompletedInput"];

/** A sprint flag as it now is: `{ _id, status: { active } }` or `{ _id, status: { completed } }`. */
export type SprintFlagAnswer = components["schemas"]["SprintFlagAnswer"];

export type SprintFlags = components["schemas"]["SprintFlags"];

export type SprintGlance = components["schemas"]["SprintGlance"];

export type SprintInput = components["schemas"]["SprintInput"];

/** A sprint's new place in its project, 1-based. Past the last place means "last". */
export type SprintMoveInput = components["schemas"]["SprintMoveInput"];

/** The sprint's new place. */
export type SprintMoved = components["schemas"]["SprintMoved"];

export type SprintStatus = components["schemas"]["SprintStatus"];

export type SprintStatusInput = components["schemas"]["SprintStatusInput"];

export type SprintView = components["schemas"]["SprintView"];

/** What staff set of a staff member's hours: the role they are charged as, and the name clients
 * see on their hours (blank: their name). */
export type StaffHoursInput = components["schemas"]["StaffHoursInput"];

/** An administrator invites a staff member: they choose their password from the emailed link. */
export type StaffInviteInput = components["schemas"]["StaffInviteInput"];

/** A staff account as the console's Staff section shows it. */
export type StaffView = components["schemas"]["StaffView"];

/** Where a sprint stands on a day: told apart by a word, not only by a colour. */
export type Standing = components["schemas"]["Standing"];

/** Where a milestone stands. */
export type Status = components["schemas"]["Status"];
export const STATUS_VALUES: readonly Status[] = ["planned", "due", "invoiced", "paid"];

/** What staff did about a contact-form submission. */
export type SubmissionStatus = components["schemas"]["SubmissionStatus"];
export const SUBMISSION_STATUS_VALUES: readonly SubmissionStatus[] = ["new", "read", "replied", "spam"];

/** What staff did about a contact-form submission. */
export type SubmissionStatusInput = components["schemas"]["SubmissionStatusInput"];

/** The same for a new and a known address. */
export type Subscribed = components["schemas"]["Subscribed"];

export type SubscriberView = components["schemas"]["SubscriberView"];

/** Proving who one is again for a change that could hand the account to someone else (sudo
 * mode): the password, or a code from the app or a recovery code. One of them. */
export type SudoInput = components["schemas"]["SudoInput"];

/** What sudo mode stands at for a session (`verified_at`: its last proof of who is behind it). */
export type SudoStatus = components["schemas"]["SudoStatus"];

/** One company's month. */
export type SupportMonth = components["schemas"]["SupportMonth"];

export type SyncState = components["schemas"]["SyncState"];
export const SYNC_STATE_VALUES: readonly SyncState[] = ["ok", "pending", "not_connected", "not_found", "rate_limited", "unreachable"];

/** How fresh the activity is and why it may not be. */
export type SyncView = components["schemas"]["SyncView"];

/** A promise: so many minutes, counted by `clock`. */
export type Target = components["schemas"]["Target"];

/** A priority's two promises. */
export type Targets = components["schemas"]["Targets"];

export type TaskCodeView = components["schemas"]["TaskCodeView"];

/** A task's status or priority as it now is (one of the two). */
export type TaskField = components["schemas"]["TaskField"];

export type TaskInput = components["schemas"]["TaskInput"];

/** How urgent a task is. */
export type TaskPriority = components["schemas"]["TaskPriority"];
export const TASK_PRIORITY_VALUES: readonly TaskPriority[] = ["low", "medium", "high"];

/** The admin's priority selector on a task row. */
export type TaskPriorityInput = components["schemas"]["TaskPriorityInput"];

/** A delivered task named on a request, as it was when asked. */
export type TaskRef = components["schemas"]["TaskRef"];

/** Where a task stands. */
export type TaskStatus = components["schemas"]["TaskStatus"];
export const TASK_STATUS_VALUES: readonly TaskStatus[] = ["todo", "inprogress", "done"];

/** The admin's status selector on a task row. */
export type TaskStatusInput = components["schemas"]["TaskStatusInput"];

export type TaskView = components["schemas"]["TaskView"];

export type TeamCard = components["schemas"]["TeamCard"];

export type TeamMemberInput = components["schemas"]["TeamMemberInput"];

export type TermsTemplate = components["schemas"]["TermsTemplate"];

/** The priority a client proposes on a new ticket (none: `normal`), or staff set. */
export type TicketPriorityInput = components["schemas"]["TicketPriorityInput"];

/** "How did we do?": good or bad, and an optional comment. */
export type TicketRatingInput = components["schemas"]["TicketRatingInput"];

/** Staff's state selector. */
export type TicketStateInput = components["schemas"]["TicketStateInput"];

/** Whether a support ticket still needs attention. */
export type TicketStatus = components["schemas"]["TicketStatus"];
export const TICKET_STATUS_VALUES: readonly TicketStatus[] = ["Open", "Closed"];

/** The ticket's status as it now is. */
export type TicketStatusAnswer = components["schemas"]["TicketStatusAnswer"];

/** The admin's status selector: `Open`, `Closed`, or `Close` (which means `Closed`). */
export type TicketStatusInput = components["schemas"]["TicketStatusInput"];

export type TicketView = components["schemas"]["TicketView"];

/** An open ticket staff have not answered yet. */
export type TicketWaiting = components["schemas"]["TicketWaiting"];

/** Minutes and the same as a duration (`1:30`). */
export type Time = components["schemas"]["Time"];

/** What staff send to log time (or to change an entry: the same fields). */
export type TimeEntryInput = components["schemas"]["TimeEntryInput"];

/** One entry of logged time. `amount` (what it costs at the rate that applied) only for people
 * who handle money, and only when it is billable and has a rate: absent otherwise, never zero. */
export type TimeEntryView = components["schemas"]["TimeEntryView"];

/** What staff send to start a timer: what it is for (the project, and a task or a ticket). */
export type TimerInput = components["schemas"]["TimerInput"];

/** A started timer, and the entry the one running before it became. */
export type TimerStarted = components["schemas"]["TimerStarted"];

/** A staff member's running timer. */
export type TimerView = components["schemas"]["TimerView"];

/** Every block of the staff home, counted on the server's calendar day (UTC). */
export type Today = components["schemas"]["Today"];

/** A token from an emailed link, alone (a one-time sign-in, an invitation being opened). */
export type TokenInput = components["schemas"]["TokenInput"];

/** A new password chosen from a reset or invitation link. */
export type TokenPasswordInput = components["schemas"]["TokenPasswordInput"];

/** A notification's topic: what an unsubscribe link turns off. */
export type Topic = components["schemas"]["Topic"];
export const TOPIC_VALUES: readonly Topic[] = ["tickets", "requests", "contact"];

/** A code from the authenticator app only: confirming its setup. */
export type TotpCodeInput = components["schemas"]["TotpCodeInput"];

/** The password was right; the account asks for a code (`POST /user/twoFactorSignIn`). */
export type TwoFactorChallenge = components["schemas"]["TwoFactorChallenge"];

export type TwoFactorSetup = components["schemas"]["TwoFactorSetup"];

/** The second step of a sign-in: the challenge the password step answered, and a code. */
export type TwoFactorSignInInput = components["schemas"]["TwoFactorSignInInput"];

export type TwoFactorStatus = components["schemas"]["TwoFactorStatus"];

export type Unsubscribed = components["schemas"]["Unsubscribed"];

/** An edit of a project: absent fields stay as they are. */
export type UpdateProjectInput = components["schemas"]["UpdateProjectInput"];

export type UpdateView = components["schemas"]["UpdateView"];

/** What a client sees of an account (product.md §3 names; never the hash). */
export type UserView = components["schemas"]["UserView"];

/** One kind of thing waiting: its first rows (at most 10) and how many there are in all. */
export type WaitingOfInvoiceOverdue = components["schemas"]["WaitingOfInvoiceOverdue"];

/** One kind of thing waiting: its first rows (at most 10) and how many there are in all. */
export type WaitingOfMailView = components["schemas"]["WaitingOfMailView"];

/** One kind of thing waiting: its first rows (at most 10) and how many there are in all. */
export type WaitingOfMilestoneDue = components["schemas"]["WaitingOfMilestoneDue"];

/** One kind of thing waiting: its first rows (at most 10) and how many there are in all. */
export type WaitingOfSignoffWaiting = components["schemas"]["WaitingOfSignoffWaiting"];

/** One kind of thing waiting: its first rows (at most 10) and how many there are in all. */
export type WaitingOfTicketWaiting = components["schemas"]["WaitingOfTicketWaiting"];

/** What the webhook did with a delivery. */
export type WebhookAnswer = components["schemas"]["WebhookAnswer"];

/** What the webhook did with a delivery. */
export type WebhookAnswer2 = components["schemas"]["WebhookAnswer2"];

/** An endpoint's change: as when added, and whether it is on. */
export type WebhookBody = components["schemas"]["WebhookBody"];

/** A delivery as its endpoint's log shows it. */
export type WebhookDeliveryView = components["schemas"]["WebhookDeliveryView"];

/** A webhook endpoint as typed. */
export type WebhookInput = components["schemas"]["WebhookInput"];

export type WebhookSecret = components["schemas"]["WebhookSecret"];

/** An endpoint as its list shows it. */
export type WebhookView = components["schemas"]["WebhookView"];

/** One day of a row: its minutes, and its entry when there is exactly one. */
export type WeekCell = components["schemas"]["WeekCell"];

/** What the time was spent on: a project, and a task or a ticket of it (or neither). */
export type WeekRow = components["schemas"]["WeekRow"];

export type WeekView = components["schemas"]["WeekView"];

/** The answer of a write that says only which record it wrote: `{ "_id": ... }`. */
export type Written = components["schemas"]["Written"];
