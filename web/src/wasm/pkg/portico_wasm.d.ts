/* tslint:disable */
/* eslint-disable */
/**
 * A block as typed in the console: bought on a project (whose road map carries its invoice), for
 * that project or, with `allProjects`, every project of its company.
 */
export interface HourBlockInput {
    project?: string;
    allProjects?: boolean;
    hours?: NumberOrText;
    starts?: string;
    expires?: string;
    rollover?: boolean;
    price?: NumberOrText;
    overageRate?: NumberOrText;
}

/**
 * A client approver\'s decision on a sent quote: acceptance is a signature, given last (the
 * terms read to the end, the full name typed); a decline says why.
 */
export interface QuoteDecisionInput {
    /**
     * `accept` or `decline`.
     */
    decision?: string;
    /**
     * The `shown` digest of the quote as the page showed it.
     */
    shown?: string;
    /**
     * The signer\'s full name, typed (to accept).
     */
    signedName?: string;
    /**
     * The terms were shown to their end (to accept).
     */
    termsRead?: boolean;
    /**
     * Why it is declined (to decline).
     */
    reason?: string;
    /**
     * A drawn signature, optional: SVG path data (`M 10 20 L 30 40 ...`).
     */
    signature?: string;
}

/**
 * A code from the app or a recovery code: turning two-factor off proves the second factor.
 */
export interface SecondFactorInput {
    code?: string;
}

/**
 * A code from the authenticator app only: confirming its setup.
 */
export interface TotpCodeInput {
    code?: string;
}

/**
 * A comment on a ticket.
 */
export interface TicketReplyInput {
    text?: string;
}

/**
 * A goal\'s status selector.
 */
export interface GoalStatusInput {
    status?: string;
}

/**
 * A line\'s own tax: its name (\"GST\", \"VAT\", \"TVA\") and rate (1800 is 18 %).
 */
export interface LineTax {
    name: string;
    rateBasisPoints: number;
}

/**
 * A new password chosen from a reset or invitation link.
 */
export interface TokenPasswordInput {
    token?: string;
    password?: string;
}

/**
 * A new version of a sent quote: the same content, valid until another day if given (how an
 * expired quote is extended).
 */
export interface QuoteReviseInput {
    /**
     * `YYYY-MM-DD`, optional.
     */
    validUntil?: string;
}

/**
 * A number as a form may send it: a JSON number or its text (`\"1200.50\"`).
 */
export type NumberOrText = number | string;

/**
 * A payment milestone marked paid or not.
 */
export interface PaymentPaidInput {
    isCompleted?: boolean;
}

/**
 * A personal API token as asked for.
 */
export interface ApiTokenInput {
    name?: string;
    scope?: string;
    expiresInDays?: number | string;
}

/**
 * A quote\'s amounts: each line\'s, the tax rows, the totals, and each milestone\'s net amount
 * (the sum of its lines\').
 */
export interface Totals {
    lines: LineAmounts[];
    taxes: TaxRow[];
    subtotalMinor: number;
    taxMinor: number;
    totalMinor: number;
    milestones: number[];
}

/**
 * A sprint marked completed or not.
 */
export interface SprintCompletedInput {
    completed?: boolean;
}

/**
 * A sprint\'s new place in its project, 1-based. Past the last place means \"last\".
 */
export interface SprintMoveInput {
    order?: number;
}

/**
 * A staff member follows a client (hears of what they send) or not.
 */
export interface FollowInput {
    following?: boolean;
}

/**
 * A state and the replies that led to it, as one value for the browser.
 */
export interface ChatStep {
    state: ChatState;
    replies: ChatReply[];
}

/**
 * A token from an emailed link, alone (a one-time sign-in, an invitation being opened).
 */
export interface TokenInput {
    token?: string;
}

/**
 * A value as the interface shows it.
 */
export interface Label {
    key: string;
    text: string;
    color: string;
}

/**
 * A webhook endpoint as typed.
 */
export interface WebhookInput {
    url?: string;
    format?: string;
    events?: string[];
}

/**
 * An account switched on (`true`) or off.
 */
export interface ActiveInput {
    active?: boolean;
}

/**
 * An administrator invites a staff member: they choose their password from the emailed link.
 */
export interface StaffInviteInput {
    name?: string;
    email?: string;
}

/**
 * An edit of a project: absent fields stay as they are.
 */
export interface UpdateProjectInput {
    title?: string;
    projectDesc?: string;
    projectDetailsDesc?: string;
    github?: string;
    repoName?: string;
    /**
     * Free text (\"$12,000\", \"12k\") or a number.
     */
    projectCost?: NumberOrText;
    /**
     * Free text (\"3 months\").
     */
    projectTimeline?: string;
    /**
     * ISO 4217 code; only while the project has no payment milestone (the server checks).
     */
    currency?: string;
}

/**
 * Every constant above, for the browser.
 */
export interface Constants {
    toastMs: number;
    toastLongMs: number;
    toastTicketDeletedMs: number;
    newsletterMessageMs: number;
    clientTokenKey: string;
    adminTokenKey: string;
    languages: [string, string, string];
    defaultLanguage: string;
    headerScrollThresholdPx: number;
    accordionOpenMs: number;
    accordionCloseMs: number;
    menuTypeaheadResetMs: number;
    marketingFigures: [string, string, string, string];
    /**
     * The events a webhook can hear, in the order forms list them.
     */
    webhookEvents: [string, string, string, string, string, string, string, string];
    phoneDigits: number;
    tldMin: number;
    tldMax: number;
    limits: Limits;
    attachments: AttachmentLimits;
}

/**
 * Field length limits, in characters.
 */
export interface Limits {
    nameMax: number;
    emailMax: number;
    titleMax: number;
    shortTextMax: number;
    longTextMax: number;
    passwordMin: number;
    passwordMax: number;
    urlMax: number;
    idMax: number;
    projectTeamMax: number;
    ageMax: number;
}

/**
 * One id or a list of them.
 */
export type IdOrIds = string | string[];

/**
 * One message from the assistant.
 */
export interface ChatReply {
    /**
     * Stable translation key, e.g. `chat.askName`; `params` holds the values `text` interpolates.
     */
    key: string;
    /**
     * The English text.
     */
    text: string;
    params: ChatParams;
    /**
     * Answers to offer as buttons (the visitor may also type them).
     */
    options: string[];
    link?: ChatLink;
}

/**
 * One problem with one field of a form.
 */
export interface FieldError {
    /**
     * The field\'s JSON name, as in the request body (`brandName`, `dueDate`, ...).
     */
    field: string;
    /**
     * A stable machine code: `required`, `invalid_email`, `invalid_phone`, `too_long`, `too_short`,
     * `not_ticked`, `invalid_date`, `negative`, `invalid_value` or `invalid_number`.
     */
    code: string;
    /**
     * The English message shown next to the field.
     */
    message: string;
}

/**
 * One row of a quote\'s tax summary: every line with this name and rate.
 */
export interface TaxRow {
    name: string;
    rateBasisPoints: number;
    minor: number;
}

/**
 * Proving who one is again for a change that could hand the account to someone else (sudo
 * mode): the password, or a code from the app or a recovery code. One of them.
 */
export interface SudoInput {
    password?: string;
    code?: string;
}

/**
 * Staff edit a client\'s account (the password has its own form).
 */
export interface ClientEditInput {
    name?: string;
    brandName?: string;
    email?: string;
    remarks?: string;
}

/**
 * Staff set a milestone due (or back to planned) by hand.
 */
export interface PaymentDueInput {
    isDue?: boolean;
}

/**
 * Staff set a new password for a client.
 */
export interface NewPasswordInput {
    password?: string;
}

/**
 * Staff\'s state selector.
 */
export interface TicketStateInput {
    state?: string;
}

/**
 * Terms saved for later quotes: a name and the text.
 */
export interface QuoteTemplateInput {
    name?: string;
    terms?: string;
}

/**
 * The admin\'s priority selector on a task row.
 */
export interface TaskPriorityInput {
    priority?: string;
}

/**
 * The admin\'s status selector on a task row.
 */
export interface TaskStatusInput {
    status?: string;
}

/**
 * The admin\'s status selector: `Open`, `Closed`, or `Close` (which means `Closed`).
 */
export interface TicketStatusInput {
    status?: string;
}

/**
 * The priority a client proposes on a new ticket (none: `normal`), or staff set.
 */
export interface TicketPriorityInput {
    priority?: string;
}

/**
 * The second step of a sign-in: the challenge the password step answered, and a code.
 */
export interface TwoFactorSignInInput {
    challenge?: string;
    code?: string;
}

/**
 * Values interpolated into a reply\'s text.
 */
export interface ChatParams {
    name?: string;
    topic?: string;
}

/**
 * What a line comes to: its net amount, its tax, and both together, in minor units.
 */
export interface LineAmounts {
    netMinor: number;
    taxMinor: number;
    totalMinor: number;
}

/**
 * What a person of a company may do and see, as an owner or staff set it: everything another
 * person\'s record holds but who they are (their name and email are their own).
 */
export interface AccessInput {
    /**
     * `owner` or `member` (the default).
     */
    companyRole?: string;
    finance?: boolean;
    approver?: boolean;
    allProjects?: boolean;
    projects?: string[];
}

/**
 * What staff did about a contact-form submission.
 */
export interface SubmissionStatusInput {
    status?: string;
}

/**
 * What staff send to log time (or to change an entry: the same fields).
 */
export interface TimeEntryInput {
    /**
     * The project id (required when logging; an entry keeps its project).
     */
    project?: string;
    /**
     * A task of the project, or none.
     */
    task?: string;
    /**
     * A ticket of the project, or none (not with a task).
     */
    ticket?: string;
    /**
     * The day the work was done, `YYYY-MM-DD`.
     */
    date?: string;
    /**
     * The time as typed: `1:30`, `1.5h`, `90m`, `1h 30m`, or a number of hours.
     */
    time?: NumberOrText;
    /**
     * Charged to the client (default yes).
     */
    billable?: boolean;
    note?: string;
}

/**
 * What staff send to start a timer: what it is for (the project, and a task or a ticket).
 */
export interface TimerInput {
    project?: string;
    task?: string;
    ticket?: string;
    billable?: boolean;
    note?: string;
}

/**
 * What staff set of a project\'s hours: its hourly rate and budgets (each optional; blank clears
 * it) and how its hours are approved.
 */
export interface HoursSettingsInput {
    /**
     * Per hour, in the project\'s currency (`1500`, `1500.50`).
     */
    hourlyRate?: NumberOrText;
    /**
     * Hours, at most two decimals (`120`, `37.5`).
     */
    budgetHours?: NumberOrText;
    /**
     * In the project\'s currency.
     */
    budgetAmount?: NumberOrText;
    /**
     * `weekly` (default), `sprint`, or `none` (billed without approval).
     */
    approval?: string;
}

/**
 * What the file fields accept (`attachments`): the browser refuses early, the server again.
 */
export interface AttachmentLimits {
    /**
     * Bytes, per file, unless the server says otherwise (`GET /attachments/limits`).
     */
    maxBytes: number;
    /**
     * Files, per message.
     */
    maxFiles: number;
    /**
     * How many of a file\'s first bytes tell its type (the browser reads these before uploading).
     */
    sniffBytes: number;
    /**
     * The file picker\'s `accept`: the allowed extensions, `.png,.jpg,...`.
     */
    accept: string;
}

/**
 * Where a sprint stands on a day: told apart by a word, not only by a colour.
 */
export type Standing = { kind: "completed" } | { kind: "upcoming"; daysToStart: number } | { kind: "active"; daysLeft: number } | { kind: "late"; daysOver: number } | { kind: "undated" };

/**
 * Where the conversation stands. Serialises as `{ \"step\": \"askTopic\", \"name\": \"Ann\" }` and so on, so the
 * browser can hold it and hand it back.
 */
export type ChatState = { step: "start" } | { step: "askName" } | { step: "askTopic"; name: string } | { step: "askExpert"; name: string; topic: string } | { step: "done" };

/**
 * Which notification mails a person receives. Absent fields keep their current value.
 */
export interface NotificationPrefsInput {
    /**
     * Clients: staff replies on their tickets. Staff: tickets opened or answered by clients.
     */
    tickets?: boolean;
    /**
     * Staff: requirements and statement-of-work updates sent by clients.
     */
    requests?: boolean;
    /**
     * Staff: contact form submissions.
     */
    contact?: boolean;
}

/**
 * \"Forgot password?\" and \"Email me a sign-in link\": one address.
 */
export interface AccountEmailInput {
    email?: string;
}

/**
 * \"How did we do?\": good or bad, and an optional comment.
 */
export interface TicketRatingInput {
    score?: string;
    comment?: string;
}

export interface AppearanceInput {
    appearance?: string;
}

export interface ChatLink {
    label: string;
    href: string;
}

export interface ClientInput {
    name?: string;
    brandName?: string;
    email?: string;
    password?: string;
    remarks?: string;
}

export interface ContactInput {
    name?: string;
    email?: string;
    phone?: string;
    message?: string;
    permission?: boolean;
    /**
     * Honeypot: a field people never see, so only robots fill it. Not validated here.
     */
    website?: string;
}

export interface DecisionInput {
    /**
     * `approve` or `changes`.
     */
    decision?: string;
    /**
     * Required to request changes: what needs to change.
     */
    comment?: string;
    /**
     * The `shown` digest of the request as the person read it: a decision is taken on exactly that.
     */
    shown?: string;
}

export interface GoalInput {
    /**
     * The project id.
     */
    project?: string;
    title?: string;
    desc?: string;
    /**
     * `todo` (default), `inprogress` or `done`.
     */
    status?: string;
    /**
     * `YYYY-MM-DD`.
     */
    dueDate?: string;
    isCompleted?: boolean;
}

export interface IssueCommentInput {
    /**
     * Markdown.
     */
    body?: string;
}

export interface IssueInput {
    title?: string;
    /**
     * Markdown.
     */
    body?: string;
}

export interface LanguageInput {
    language?: string;
}

export interface LoginInput {
    email?: string;
    password?: string;
}

export interface NewProjectInput {
    title?: string;
    /**
     * The client\'s user id.
     */
    client?: string;
    /**
     * The repository owner on the code-hosting service.
     */
    github?: string;
    repoName?: string;
    /**
     * Team member ids.
     */
    projectTeam?: string[];
    projectDesc?: string;
    projectDetailsDesc?: string;
    /**
     * ISO 4217 code of the project\'s money (default `USD`): its milestones are in it.
     */
    currency?: string;
}

export interface NewsletterInput {
    email?: string;
}

export interface OidcCallbackInput {
    code?: string;
    state?: string;
    binding?: string;
}

export interface PasskeyNameInput {
    name?: string;
}

export interface PasswordChangeInput {
    currentPassword?: string;
    newPassword?: string;
}

export interface PaymentInput {
    /**
     * The project id.
     */
    project?: string;
    title?: string;
    description?: string;
    /**
     * A number, or its text as typed in a form, with at most the currency\'s decimals.
     */
    amount?: NumberOrText;
    /**
     * The project\'s currency (ISO 4217). The server takes the project\'s own, whatever is sent;
     * the browser sends it so the form checks the amount\'s decimals as the server will.
     */
    currency?: string;
    /**
     * The goal whose approval makes this milestone due (a goal of the same project).
     */
    goal?: string;
    /**
     * `YYYY-MM-DD`.
     */
    dueDate?: string;
    isCompleted?: boolean;
}

export interface PersonInput {
    name?: string;
    email?: string;
    /**
     * `owner` or `member` (the default).
     */
    companyRole?: string;
    /**
     * Sees and handles money (an owner always does).
     */
    finance?: boolean;
    /**
     * Signs off delivered work (an owner always does).
     */
    approver?: boolean;
    /**
     * Sees every project of the company (the default; an owner always does).
     */
    allProjects?: boolean;
    /**
     * The projects a member sees when not all (`allProjects` false): their ids.
     */
    projects?: string[];
}

export interface ProfileInput {
    name?: string;
    brandName?: string;
    phone?: string;
}

export interface ProjectRequestInput {
    title?: string;
    /**
     * Text (\"USD 8,000\") or a number.
     */
    projectCost?: NumberOrText;
    projectTimeline?: string;
    description?: string;
}

export interface QuoteInput {
    /**
     * The project id (a new project\'s, or a running one\'s for a change request).
     */
    project?: string;
    /**
     * `quote` or `change` (a change request).
     */
    kind?: string;
    title?: string;
    /**
     * The project\'s currency; the server takes the project\'s own, whatever is sent.
     */
    currency?: string;
    lines?: QuoteLineInput[];
    milestones?: QuoteMilestoneInput[];
    /**
     * `YYYY-MM-DD`: the last day it can be accepted.
     */
    validUntil?: string;
    terms?: string;
    /**
     * `any` (default): one approver accepts; `all`: every approver must.
     */
    rule?: string;
}

export interface QuoteLineInput {
    title?: string;
    description?: string;
    /**
     * More than 0, at most 1,000,000, with at most two decimals (`2.5` days).
     */
    quantity?: NumberOrText;
    /**
     * In the quote\'s currency, with at most its decimals.
     */
    unitPrice?: NumberOrText;
    /**
     * The tax\'s name (\"GST\", \"VAT\"); empty: no tax on this line.
     */
    taxName?: string;
    /**
     * The tax\'s rate in percent (`18`, `5.5`), with at most two decimals.
     */
    taxRate?: NumberOrText;
    /**
     * The milestone (its position in `milestones`, from 0) this line\'s amount goes to.
     */
    milestone?: number;
}

export interface QuoteMilestoneInput {
    title?: string;
    /**
     * `acceptance` (due when the quote is accepted) or `goal` (due when `goal` is signed off).
     */
    release?: string;
    /**
     * A goal of the quote\'s project, for `release: goal`.
     */
    goal?: string;
    /**
     * `YYYY-MM-DD`, optional.
     */
    dueDate?: string;
}

export interface ReceiptInput {
    /**
     * What was received, in the milestone\'s currency.
     */
    amount?: NumberOrText;
    /**
     * The milestone\'s currency (the server takes the milestone\'s own).
     */
    currency?: string;
    /**
     * `YYYY-MM-DD`.
     */
    receivedOn?: string;
    /**
     * A bank reference or a note.
     */
    note?: string;
}

export interface SignOffInput {
    /**
     * The goal to sign off (or `payment`, not both).
     */
    goal?: string;
    /**
     * The payment milestone whose deliverables are signed off.
     */
    payment?: string;
    /**
     * What was delivered, in a few lines.
     */
    summary?: string;
    /**
     * Links to what was delivered (pull requests, a staging site): `http(s)` addresses.
     */
    links?: string[];
    /**
     * Tasks of the project that were delivered, by id.
     */
    tasks?: string[];
    /**
     * `any` (default): one approver decides; `all`: every approver must approve.
     */
    rule?: string;
    /**
     * Remind approvers who have not decided after this many days (0: never; default 3).
     */
    remindAfterDays?: NumberOrText;
}

export interface SowUpdateInput {
    text?: string;
}

export interface SprintInput {
    title?: string;
    goal?: string;
    /**
     * Free text (\"2 weeks\").
     */
    timeline?: string;
    /**
     * `YYYY-MM-DD`.
     */
    startDate?: string;
    /**
     * `YYYY-MM-DD`, not before `startDate`.
     */
    endDate?: string;
}

export interface SprintStatusInput {
    active?: boolean;
}

export interface TaskInput {
    title?: string;
    /**
     * Team member ids; one id alone (a string) is accepted too, as the original form sent it.
     */
    assignedTo?: IdOrIds;
    /**
     * `todo` (default), `inprogress` or `done`.
     */
    status?: string;
    /**
     * `low`, `medium` (default) or `high`.
     */
    priority?: string;
    type?: string;
    role?: string;
    /**
     * An `http(s)` URL.
     */
    githubLink?: string;
    description?: string;
    /**
     * The due date, `YYYY-MM-DD`.
     */
    taskDate?: string;
}

export interface TeamMemberInput {
    name?: string;
    role?: string;
    email?: string;
    phoneNumber?: string;
    /**
     * A whole number, or its text as typed in a form.
     */
    age?: NumberOrText;
    address?: string;
    /**
     * `YYYY-MM-DD`.
     */
    joiningDate?: string;
    about?: string;
}

export interface TicketInput {
    title?: string;
    description?: string;
}


export function chatStart(): ChatStep;

export function chatStep(state: ChatState, input: string): ChatStep;

/**
 * A file about to be uploaded: its name, its size, its first bytes (`SNIFF_BYTES`, or all of a
 * shorter file), how many files the message holds before it and the server's limit a file
 * (`max_bytes`, from `GET /attachments/limits`); refused before anything is sent exactly as the
 * server would refuse it.
 */
export function checkAttachment(name: string, size: number, head: Uint8Array | number[], before: number, max_bytes: number): FieldError[];

export function constants(): Constants;

/**
 * `YYYY-MM-DD` for a date or an RFC 3339 timestamp; `""` for anything else.
 */
export function displayDate(value: string): string;

/**
 * Minutes as every screen writes a duration: `90` is `1:30` (the read views get it written by
 * the server; the forms that edit time use this one).
 */
export function formatDuration(minutes: number): string;

export function goalStatusLabel(value: string): Label;

export function milestoneLabel(isCompleted: boolean): Label | undefined;

/**
 * What the lines typed so far come to, by the rule the server prices a quote with.
 */
export function quotePreview(input: QuoteInput): Totals;

export function sprintActiveLabel(active: boolean): Label;

export function sprintCompletedLabel(completed: boolean): Label;

/**
 * Where a sprint stands on `today` (`YYYY-MM-DD`), from its dates and its completed mark: the one
 * rule the server's dashboard figures use too, as its kind (`completed`, `upcoming`, `active`,
 * `late`, `undated`). An absent or unreadable date counts as none.
 */
export function sprintStanding(startDate: string | null | undefined, endDate: string | null | undefined, completed: boolean, today: string): Standing["kind"];

export function taskPriorityLabel(value: string): Label;

export function taskStatusLabel(value: string): Label;

export function ticketIsOpen(status: string): boolean;

export function ticketStatusLabel(status: string): Label;

/**
 * "Forgot password?", "Email me a sign-in link" and the test mail: one address.
 */
export function validateAccountEmail(input: AccountEmailInput): FieldError[];

export function validateClient(input: ClientInput): FieldError[];

export function validateClientEdit(input: ClientEditInput): FieldError[];

export function validateContact(input: ContactInput): FieldError[];

/**
 * An approver's decision: changes need a comment.
 */
export function validateDecision(input: DecisionInput): FieldError[];

export function validateGoal(input: GoalInput): FieldError[];

/**
 * A prepaid block of hours sold to a company, in its project's currency.
 */
export function validateHourBlock(input: HourBlockInput, currency: string): FieldError[];

/**
 * A project's hourly rate and budgets, in its currency (an ISO 4217 code; unknown: no decimals
 * are checked against it).
 */
export function validateHoursSettings(input: HoursSettingsInput, currency: string): FieldError[];

export function validateIssue(input: IssueInput): FieldError[];

export function validateIssueComment(input: IssueCommentInput): FieldError[];

export function validateLogin(input: LoginInput): FieldError[];

export function validateNewPassword(input: NewPasswordInput): FieldError[];

export function validateNewProject(input: NewProjectInput): FieldError[];

export function validateNewsletter(input: NewsletterInput): FieldError[];

/**
 * A passkey's name.
 */
export function validatePasskeyName(input: PasskeyNameInput): FieldError[];

export function validatePasswordChange(input: PasswordChangeInput): FieldError[];

export function validatePayment(input: PaymentInput): FieldError[];

export function validatePerson(input: PersonInput): FieldError[];

export function validateProfile(input: ProfileInput): FieldError[];

export function validateProjectRequest(input: ProjectRequestInput): FieldError[];

/**
 * A quote or a change request as staff write it: lines, taxes and milestones.
 */
export function validateQuote(input: QuoteInput): FieldError[];

/**
 * A client approver's acceptance (terms read, name typed) or decline (a reason).
 */
export function validateQuoteDecision(input: QuoteDecisionInput): FieldError[];

/**
 * A payment received for a milestone, in its currency.
 */
export function validateReceipt(input: ReceiptInput): FieldError[];

/**
 * A staff role's hourly rate on a project, in its currency (plain text arguments: no
 * deserialiser for two fields).
 */
export function validateRoleRate(role: string | null | undefined, rate: string | null | undefined, currency: string): FieldError[];

/**
 * A code from the app or a recovery code (turning two-factor off, new recovery codes).
 */
export function validateSecondFactor(input: SecondFactorInput): FieldError[];

/**
 * Staff ask for the sign-off of delivered work.
 */
export function validateSignOff(input: SignOffInput): FieldError[];

export function validateSowUpdate(input: SowUpdateInput): FieldError[];

export function validateSprint(input: SprintInput): FieldError[];

/**
 * A sprint's budget in hours and money, in its project's currency (plain text arguments).
 */
export function validateSprintBudget(budget_hours: string | null | undefined, budget_amount: string | null | undefined, currency: string): FieldError[];

/**
 * A staff member's role for rates and the name clients see on their hours.
 */
export function validateStaffHours(role?: string | null, shown_as?: string | null): FieldError[];

/**
 * An administrator's invitation of a staff member.
 */
export function validateStaffInvite(input: StaffInviteInput): FieldError[];

/**
 * Proving who one is again before a sensitive change: the password, or a code.
 */
export function validateSudo(input: SudoInput): FieldError[];

export function validateTask(input: TaskInput): FieldError[];

export function validateTeamMember(input: TeamMemberInput): FieldError[];

export function validateTicket(input: TicketInput): FieldError[];

/**
 * "How did we do?": a score, and a comment of at most 2,000 characters.
 */
export function validateTicketRating(input: TicketRatingInput): FieldError[];

export function validateTicketReply(input: TicketReplyInput): FieldError[];

/**
 * Time staff log: its day, its time as typed (`1:30`, `1.5h`, `90m`), its task or ticket.
 */
export function validateTimeEntry(input: TimeEntryInput): FieldError[];

export function validateTimer(input: TimerInput): FieldError[];

/**
 * A new password chosen from a reset or invitation link.
 */
export function validateTokenPassword(input: TokenPasswordInput): FieldError[];

/**
 * The first code from an authenticator app, confirming its setup.
 */
export function validateTotpCode(input: TotpCodeInput): FieldError[];

/**
 * The code step of a sign-in.
 */
export function validateTwoFactorSignIn(input: TwoFactorSignInInput): FieldError[];

export function validateUpdateProject(input: UpdateProjectInput): FieldError[];
