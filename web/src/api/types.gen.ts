// Generated from web/src/api/openapi.json, which is generated from the server's Rust types.
// Do not edit: run `UPDATE_OPENAPI=1 cargo test -p portico-server openapi`.

/** The request was taken; what follows (a mail, or nothing) is not told. */
export type Accepted = {
  accepted: boolean;
};

/** "Forgot password?" and "Email me a sign-in link": one address. */
export type AccountEmailInput = {
  email?: string | null;
};

/** An account switched on (`true`) or off. */
export type ActiveInput = {
  active?: boolean | null;
};

export type AuditView = {
  _id: string;
  createdAt: string;
  actor: NamedRef;
  action: string;
  entity: string;
  entityId: string;
  client: NamedRef | null;
  project: ProjectRef | null;
  /** The record as it was, column by column (`null` for a creation). */
  before: Record<string, unknown> | null;
  /** The record as it became (`null` for a deletion). */
  after: Record<string, unknown> | null;
};

export type ByStatus = {
  todo: number;
  inprogress: number;
  done: number;
};

export type CheckState = "success" | "pending" | "failure";
export const CHECK_STATE_VALUES: readonly CheckState[] = ["success", "pending", "failure"];

/** Staff edit a client's account (the password has its own form). */
export type ClientEditInput = {
  brandName?: string | null;
  email?: string | null;
  name?: string | null;
  remarks?: string | null;
};

export type ClientInput = {
  brandName?: string | null;
  email?: string | null;
  name?: string | null;
  password?: string | null;
  remarks?: string | null;
};

export type ClientOverview = {
  _id: string;
  name: string;
  brandName: string;
  email: string;
  active: boolean;
  projects: number;
  openTickets: number;
  unpaidMilestones: number;
  unpaidAmount: number;
  lastActivity: string | null;
};

/** A client account as staff see it. */
export type ClientView = {
  _id: string;
  name: string;
  brandName: string;
  email: string;
  phone: string;
  role: string;
  language: string;
  remarks: string;
  createdAt: string;
  active: boolean;
  /** Where the account's invitation stands; `null` once the client has a password. */
  invitation: InvitationState | null;
  /** The invitation link, answered to staff only when no mail server is configured, so they
   * can send it themselves. */
  invitationLink?: string | null;
};

/** `GET /api/code/{projectId}`. */
export type CodeActivity = {
  /** The repository the project names; `null` when it names none. */
  repository: RepositoryView | null;
  sync: SyncView;
  /** Whether issues and comments can be posted (a token is configured for this repository). */
  canWrite: boolean;
  /** Latest first. */
  commits: CommitView[];
  /** Issues only (pull requests are in `pulls`), most recently updated first. */
  issues: IssueView[];
  /** Most recently updated first. */
  pulls: PullView[];
  /** The project's tasks whose code link names an issue or pull request of this repository, or
   * whose issue is named by a commit message. */
  tasks: TaskCodeView[];
};

export type CommentView = {
  _id: string;
  user: string;
  userName: string;
  /** Whether the author is staff, so the conversation can tell "us" from "them". */
  fromStaff: boolean;
  text: string;
  createdAt: string;
};

export type CommitView = {
  sha: string;
  /** The first line of the message, then the rest. */
  message: string;
  /** The author date (RFC 3339). */
  date: string;
  committerName: string;
  avatarUrl: string | null;
  url: string;
  /** The commit's combined checks and statuses; `null` when it has none. */
  status: CheckState | null;
};

export type ContactInput = {
  email?: string | null;
  message?: string | null;
  name?: string | null;
  permission?: boolean | null;
  phone?: string | null;
  /** Honeypot: a field people never see, so only robots fill it. Not validated here. */
  website?: string | null;
};

/** A message was received (a robot's too, which is dropped unseen). */
export type ContactReceived = {
  _id: string;
  name: string;
};

export type ContactView = {
  _id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  page: string;
  actionStatus: string;
  permission: boolean;
  isRead: boolean;
  createdAt: string;
};

export type Counts = {
  unread: number;
  read: number;
  newsletter: number;
};

/** The ticket form, optionally about one of the caller's projects. `createdBy` may be sent (the
 * original client did) but is ignored: the author is the caller. */
export type CreateTicket = {
  description?: string | null;
  project?: string | null;
  title?: string | null;
};

/** What a `DataPage` answers, for the OpenAPI document. */
export type DataOfClientView = {
  data: ClientView[];
};

/** What a `DataPage` answers, for the OpenAPI document. */
export type DataOfContactView = {
  data: ContactView[];
};

/** What a `DataPage` answers, for the OpenAPI document. */
export type DataOfMailView = {
  data: MailView[];
};

/** What a `DataPage` answers, for the OpenAPI document. */
export type DataOfMemberView = {
  data: MemberView[];
};

/** What a `DataPage` answers, for the OpenAPI document. */
export type DataOfStaffView = {
  data: StaffView[];
};

/** What a `DataPage` answers, for the OpenAPI document. */
export type DataOfSubscriberView = {
  data: SubscriberView[];
};

/** Every error answer: `{ "error": { code, message, field?, fields? } }`. */
export type ErrorBody = {
  error: ErrorDetail;
};

/** The stable machine codes of every error answer. The browser's message catalogue is keyed by
 * them (`errors.<code>`), and its TypeScript union is generated from the OpenAPI document. */
export type ErrorCode = "validation_failed" | "unauthorized" | "forbidden" | "read_only" | "account_disabled" | "method_not_allowed" | "unsupported_media_type" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "busy" | "internal" | "invalid_json" | "invalid_field" | "invalid_query" | "two_factor_setup_required" | "not_configured" | "code_host_unavailable" | "oidc_unavailable" | "oidc_refused" | "oidc_attempt_invalid" | "oidc_no_account" | "oidc_email_unverified" | "oidc_identity_taken" | "oidc_account_linked" | "password_login_disabled" | "last_sign_in_method";
export const ERROR_CODE_VALUES: readonly ErrorCode[] = ["validation_failed", "unauthorized", "forbidden", "read_only", "account_disabled", "method_not_allowed", "unsupported_media_type", "not_found", "conflict", "payload_too_large", "rate_limited", "busy", "internal", "invalid_json", "invalid_field", "invalid_query", "two_factor_setup_required", "not_configured", "code_host_unavailable", "oidc_unavailable", "oidc_refused", "oidc_attempt_invalid", "oidc_no_account", "oidc_email_unverified", "oidc_identity_taken", "oidc_account_linked", "password_login_disabled", "last_sign_in_method"];

export type ErrorDetail = {
  code: ErrorCode;
  /** English, for people reading logs; screens translate `code` (and `fields[].code`). */
  message: string;
  /** The first field at fault, when the error is about one. */
  field?: string | null;
  /** Every field at fault, for a validation error. */
  fields?: FieldError[];
};

/** One problem with one field of a form. */
export type FieldError = {
  /** The field's JSON name, as in the request body (`brandName`, `dueDate`, ...). */
  field: string;
  /** A stable machine code: `required`, `invalid_email`, `invalid_phone`, `too_long`, `too_short`,
   * `not_ticked`, `invalid_date`, `negative`, `invalid_value` or `invalid_number`. */
  code: string;
  /** The English message shown next to the field. */
  message: string;
};

/** A staff member follows a client (hears of what they send) or not. */
export type FollowInput = {
  following?: boolean | null;
};

export type Following = {
  following: boolean;
};

export type GoalInput = {
  desc?: string | null;
  /** `YYYY-MM-DD`. */
  dueDate?: string | null;
  isCompleted?: boolean | null;
  /** The project id. */
  project?: string | null;
  /** `todo` (default), `inprogress` or `done`. */
  status?: string | null;
  title?: string | null;
};

/** Where a project goal stands. */
export type GoalStatus = "todo" | "inprogress" | "done";
export const GOAL_STATUS_VALUES: readonly GoalStatus[] = ["todo", "inprogress", "done"];

/** A goal's status selector. */
export type GoalStatusInput = {
  status?: string | null;
};

export type GoalView = {
  _id: string;
  project: string;
  title: string;
  desc: string;
  status: string;
  dueDate: string | null;
  isCompleted: boolean;
  createdAt: string;
};

/** One id or a list of them. */
export type IdOrIds = string | string[];

export type IdentityView = {
  _id: string;
  /** The provider (its issuer URL). */
  issuer: string;
  /** The address the provider gave when the identity was linked. */
  email: string;
  createdAt: number;
  lastUsedAt: number | null;
};

export type InvitationLink = {
  /** The link itself, only when no mail server is configured (staff send it themselves). */
  link: string | null;
  mailConfigured: boolean;
};

export type InvitationState = "pending" | "expired" | "revoked";
export const INVITATION_STATE_VALUES: readonly InvitationState[] = ["pending", "expired", "revoked"];

export type InvitationView = {
  name: string;
  email: string;
};

export type IssueCommentInput = {
  /** Markdown. */
  body?: string | null;
};

export type IssueCommentView = {
  id: number;
  bodyHtml: string;
  author: string;
  authorAvatar: string | null;
  createdAt: string;
  url: string;
};

export type IssueInput = {
  /** Markdown. */
  body?: string | null;
  title?: string | null;
};

export type IssueView = {
  number: number;
  title: string;
  /** The body as safe HTML (Markdown rendered, raw HTML shown as text). */
  bodyHtml: string;
  state: string;
  /** How many comments the issue has. */
  comments: number;
  updatedAt: string;
  author: string;
  authorAvatar: string | null;
  url: string;
  /** The comments, oldest first (at most the latest 50). */
  commentList: IssueCommentView[];
};

export type Kind = "invitation" | "reset" | "password_changed" | "sign_in_link" | "sign_in_method_added" | "notify" | "test";
export const KIND_VALUES: readonly Kind[] = ["invitation", "reset", "password_changed", "sign_in_link", "sign_in_method_added", "notify", "test"];

/** The interface language the account now has. */
export type LanguageAnswer = {
  language: string;
};

export type LanguageInput = {
  language?: string | null;
};

export type LinkedItem = {
  /** `issue` or `pull`. */
  kind: string;
  number: number;
  /** Empty when the item is not among the fetched ones. */
  title: string;
  /** `open`, `closed` or `merged`; `unknown` when it is not among the fetched ones. */
  state: string;
};

export type LoginInput = {
  email?: string | null;
  password?: string | null;
};

export type MailSettingsView = {
  configured: boolean;
  from: string;
};

export type MailState = "queued" | "sending" | "sent" | "failed" | "retrying";
export const MAIL_STATE_VALUES: readonly MailState[] = ["queued", "sending", "sent", "failed", "retrying"];

/** A mail as the console's mail log shows it. */
export type MailView = {
  _id: string;
  to: string;
  kind: Kind;
  subject: string;
  state: MailState;
  attempts: number;
  lastError: string | null;
  /** Epoch milliseconds. */
  createdAt: number;
  sentAt: number | null;
  /** When a queued or retrying mail is next tried. */
  nextAttemptAt: number | null;
};

export type MemberView = {
  _id: string;
  name: string;
  role: string;
  email: string;
  phoneNumber: string;
  age: number | null;
  address: string;
  joiningDate: string | null;
  about: string;
};

export type Named = {
  _id: string;
  name: string;
};

export type NamedRef = {
  _id: string;
  name: string;
};

/** Staff set a new password for a client. */
export type NewPasswordInput = {
  password?: string | null;
};

export type NewProjectInput = {
  /** The client's user id. */
  client?: string | null;
  /** The repository owner on the code-hosting service. */
  github?: string | null;
  projectDesc?: string | null;
  projectDetailsDesc?: string | null;
  /** Team member ids. */
  projectTeam?: string[] | null;
  repoName?: string | null;
  title?: string | null;
};

export type NewsletterInput = {
  email?: string | null;
};

export type NotificationPrefs = {
  tickets: boolean;
  requests: boolean;
  contact: boolean;
};

/** Which notification mails a person receives. Absent fields keep their current value. */
export type NotificationPrefsInput = {
  /** Staff: contact form submissions. */
  contact?: boolean | null;
  /** Staff: requirements and statement-of-work updates sent by clients. */
  requests?: boolean | null;
  /** Clients: staff replies on their tickets. Staff: tickets opened or answered by clients. */
  tickets?: boolean | null;
};

/** A number as a form may send it: a JSON number or its text (`"1200.50"`). */
export type NumberOrText = number | string;

export type OidcCallbackInput = {
  binding?: string | null;
  code?: string | null;
  state?: string | null;
};

export type OidcStart = {
  /** The provider's authorization URL. */
  url: string;
  /** Kept by this browser (session storage) and posted back with the code: an attempt
   * finished in another browser is refused. */
  binding: string;
};

export type PasswordChangeInput = {
  currentPassword?: string | null;
  newPassword?: string | null;
};

/** Who may sign in with a password. The account created from `ADMIN_EMAIL` always may, so a
 * provider that is down locks nobody out. */
export type PasswordLogin = "all" | "clients" | "none";
export const PASSWORD_LOGIN_VALUES: readonly PasswordLogin[] = ["all", "clients", "none"];

export type PaymentInput = {
  /** A number, or its text as typed in a form. */
  amount?: NumberOrText | null;
  description?: string | null;
  /** `YYYY-MM-DD`. */
  dueDate?: string | null;
  isCompleted?: boolean | null;
  /** The project id. */
  project?: string | null;
  title?: string | null;
};

/** A payment milestone marked paid or not. */
export type PaymentPaidInput = {
  isCompleted?: boolean | null;
};

export type PaymentView = {
  _id: string;
  project: string;
  title: string;
  description: string;
  amount: number;
  dueDate: string | null;
  isCompleted: boolean;
  createdAt: string;
};

export type ProfileInput = {
  brandName?: string | null;
  name?: string | null;
  phone?: string | null;
};

export type ProjectListItem = {
  _id: string;
  title: string;
  projectDesc: string;
  sprintCount: number;
  client: Named;
  createdAt: string;
};

export type ProjectOverview = {
  _id: string;
  title: string;
  client: Ref;
  tasksTotal: number;
  tasksDone: number;
  tasksByStatus: ByStatus;
  activeSprint: Ref | null;
  overdueTasks: number;
  goalsTotal: number;
  goalsDone: number;
  paidAmount: number;
  outstandingAmount: number;
};

export type ProjectRef = {
  _id: string;
  title: string;
};

export type ProjectRequestInput = {
  description?: string | null;
  /** Text ("USD 8,000") or a number. */
  projectCost?: NumberOrText | null;
  projectTimeline?: string | null;
  title?: string | null;
};

export type ProjectView = {
  _id: string;
  title: string;
  client: Named;
  projectDesc: string;
  projectDetailsDesc: string;
  projectTimeline: string;
  projectCost: string;
  github: string;
  repoName: string;
  projectTeam: TeamCard[];
  NoteDate: string | null;
  createdBy: Named | null;
  createdAt: string;
  sprints: SprintView[];
};

export type ProviderView = {
  /** The button says "Sign in with {name}". */
  name: string;
};

export type PullView = {
  number: number;
  title: string;
  bodyHtml: string;
  /** `open`, `closed` or `merged`. */
  state: string;
  draft: boolean;
  updatedAt: string;
  author: string;
  authorAvatar: string | null;
  url: string;
};

export type RecoveryCodes = {
  recoveryCodes: string[];
};

export type Ref = {
  _id: string;
  name?: string | null;
  title?: string | null;
};

export type RepositoryView = {
  owner: string;
  name: string;
  /** The code host's id of the repository, once fetched. */
  id: number | null;
  url: string;
};

export type RequestView = {
  _id: string;
  user: string;
  userName: string;
  title: string;
  projectCost: string;
  projectTimeline: string;
  description: string;
  createdAt: string;
};

export type ResetDone = {
  /** Where to sign in now: `client` (/login) or `admin` (/adminLogin). */
  role: string;
};

/** A code from the app or a recovery code: turning two-factor off proves the second factor. */
export type SecondFactorInput = {
  code?: string | null;
};

/** An open session as its account's administrators see it. */
export type SessionView = {
  _id: string;
  createdAt: number;
  lastUsedAt: number;
  expiresAt: number;
  /** Opened only to set up two-factor. */
  setupOnly: boolean;
  /** The session this list was asked for with. */
  current: boolean;
};

/** What a sign-in answers: a session, or the challenge to send back with a second factor. */
export type SignInAnswer = SignedIn | TwoFactorChallenge;

export type SignInOptions = {
  /** The identity provider, when one is configured. */
  oidc: ProviderView | null;
  passwordLogin: PasswordLogin;
};

/** A new session: the bearer token and the account it signs in. */
export type SignedIn = {
  token: string;
  user: UserView;
  /** Present and true for a staff member's read-only view of a client's portal. */
  readOnly?: boolean;
  /** Present and true for a staff session that may only set up two-factor (`STAFF_2FA=required`). */
  setupRequired?: boolean;
};

export type SowUpdateInput = {
  text?: string | null;
};

/** A sprint marked completed or not. */
export type SprintCompletedInput = {
  completed?: boolean | null;
};

/** A sprint flag as it now is: `{ _id, status: { active } }` or `{ _id, status: { completed } }`. */
export type SprintFlagAnswer = {
  _id: string;
  status: SprintFlags;
};

export type SprintFlags = {
  active?: boolean | null;
  completed?: boolean | null;
};

export type SprintInput = {
  /** `YYYY-MM-DD`, not before `startDate`. */
  endDate?: string | null;
  goal?: string | null;
  /** `YYYY-MM-DD`. */
  startDate?: string | null;
  /** Free text ("2 weeks"). */
  timeline?: string | null;
  title?: string | null;
};

/** A sprint's new place in its project, 1-based. Past the last place means "last". */
export type SprintMoveInput = {
  order?: number | null;
};

/** The sprint's new place. */
export type SprintMoved = {
  _id: string;
  order: number;
};

export type SprintStatus = {
  active: boolean;
  completed: boolean;
};

export type SprintStatusInput = {
  active?: boolean | null;
};

export type SprintView = {
  _id: string;
  title: string;
  goal: string;
  timeline: string;
  startDate: string | null;
  endDate: string | null;
  /** The sprint's real place in its project (1-based). */
  order: number;
  status: SprintStatus;
  tasks: TaskView[];
};

/** An administrator invites a staff member: they choose their password from the emailed link. */
export type StaffInviteInput = {
  email?: string | null;
  name?: string | null;
};

/** A staff account as the console's Staff section shows it. */
export type StaffView = {
  _id: string;
  name: string;
  email: string;
  active: boolean;
  /** Where the account's invitation stands; `null` once they chose a password. */
  invitation: InvitationState | null;
  createdAt: string;
  /** The invitation link, only when no mail server is configured. */
  invitationLink?: string | null;
};

/** What staff did about a contact-form submission. */
export type SubmissionStatus = "new" | "read" | "replied" | "spam";
export const SUBMISSION_STATUS_VALUES: readonly SubmissionStatus[] = ["new", "read", "replied", "spam"];

/** What staff did about a contact-form submission. */
export type SubmissionStatusInput = {
  status?: string | null;
};

/** The same for a new and a known address. */
export type Subscribed = {
  email: string;
  subscribed: boolean;
};

export type SubscriberView = {
  _id: string;
  email: string;
  page: string;
  createdAt: string;
};

export type SyncState = "ok" | "pending" | "not_connected" | "not_found" | "rate_limited" | "unreachable";
export const SYNC_STATE_VALUES: readonly SyncState[] = ["ok", "pending", "not_connected", "not_found", "rate_limited", "unreachable"];

/** How fresh the activity is and why it may not be. */
export type SyncView = {
  state: SyncState;
  /** When the shown data was last fetched (RFC 3339); `null` before the first fetch. */
  fetchedAt: string | null;
  /** When the code host may be asked again, after a rate limit (RFC 3339). */
  retryAt: string | null;
};

export type TaskCodeView = {
  taskId: string;
  /** The issue or pull request the task's code link points at, with its state. */
  link: LinkedItem | null;
  /** Commits whose message names the task's issue (`#12`), latest first. */
  commits: string[];
};

/** A task's status or priority as it now is (one of the two). */
export type TaskField = {
  _id: string;
  priority?: TaskPriority | null;
  status?: TaskStatus | null;
};

export type TaskInput = {
  /** Team member ids; one id alone (a string) is accepted too, as the original form sent it. */
  assignedTo?: IdOrIds | null;
  description?: string | null;
  /** An `http(s)` URL. */
  githubLink?: string | null;
  /** `low`, `medium` (default) or `high`. */
  priority?: string | null;
  role?: string | null;
  /** `todo` (default), `inprogress` or `done`. */
  status?: string | null;
  /** The due date, `YYYY-MM-DD`. */
  taskDate?: string | null;
  title?: string | null;
  type?: string | null;
};

/** How urgent a task is. */
export type TaskPriority = "low" | "medium" | "high";
export const TASK_PRIORITY_VALUES: readonly TaskPriority[] = ["low", "medium", "high"];

/** The admin's priority selector on a task row. */
export type TaskPriorityInput = {
  priority?: string | null;
};

/** Where a task stands. */
export type TaskStatus = "todo" | "inprogress" | "done";
export const TASK_STATUS_VALUES: readonly TaskStatus[] = ["todo", "inprogress", "done"];

/** The admin's status selector on a task row. */
export type TaskStatusInput = {
  status?: string | null;
};

export type TaskView = {
  _id: string;
  title: string;
  assignedTo: Named[];
  status: string;
  priority: string;
  type: string;
  role: string;
  githubLink: string;
  taskDate: string | null;
  description: string;
};

export type TeamCard = {
  _id: string;
  name: string;
  role: string;
  about: string;
};

export type TeamMemberInput = {
  about?: string | null;
  address?: string | null;
  /** A whole number, or its text as typed in a form. */
  age?: NumberOrText | null;
  email?: string | null;
  /** `YYYY-MM-DD`. */
  joiningDate?: string | null;
  name?: string | null;
  phoneNumber?: string | null;
  role?: string | null;
};

/** A comment on a ticket. */
export type TicketReplyInput = {
  text?: string | null;
};

/** Whether a support ticket still needs attention. */
export type TicketStatus = "Open" | "Closed";
export const TICKET_STATUS_VALUES: readonly TicketStatus[] = ["Open", "Closed"];

/** The ticket's status as it now is. */
export type TicketStatusAnswer = {
  _id: string;
  status: TicketStatus;
};

/** The admin's status selector: `Open`, `Closed`, or `Close` (which means `Closed`). */
export type TicketStatusInput = {
  status?: string | null;
};

export type TicketView = {
  _id: string;
  title: string;
  description: string;
  status: string;
  createdBy: string;
  createdByName: string;
  project: string | null;
  createdAt: string;
  updatedAt: string;
  comments: CommentView[];
};

/** A token from an emailed link, alone (a one-time sign-in, an invitation being opened). */
export type TokenInput = {
  token?: string | null;
};

/** A new password chosen from a reset or invitation link. */
export type TokenPasswordInput = {
  password?: string | null;
  token?: string | null;
};

/** A notification's topic: what an unsubscribe link turns off. */
export type Topic = "tickets" | "requests" | "contact";
export const TOPIC_VALUES: readonly Topic[] = ["tickets", "requests", "contact"];

/** A code from the authenticator app only: confirming its setup. */
export type TotpCodeInput = {
  code?: string | null;
};

/** The password was right; the account asks for a code (`POST /user/twoFactorSignIn`). */
export type TwoFactorChallenge = {
  /** Single use, valid five minutes and five codes. */
  challenge: string;
};

export type TwoFactorSetup = {
  /** The key as Base32 text, for typing into an app. */
  secret: string;
  /** The `otpauth://` URI the QR code carries. */
  otpauthUrl: string;
};

/** The second step of a sign-in: the challenge the password step answered, and a code. */
export type TwoFactorSignInInput = {
  challenge?: string | null;
  code?: string | null;
};

export type TwoFactorStatus = {
  enabled: boolean;
  /** Staff under `STAFF_2FA=required`: it cannot be turned off. */
  required: boolean;
  /** False when the server has no `SECRET_KEY` to keep authenticator keys with. */
  available: boolean;
  recoveryCodesLeft: number;
};

export type Unsubscribed = {
  topic: Topic;
};

/** An edit of a project: absent fields stay as they are. */
export type UpdateProjectInput = {
  github?: string | null;
  /** Free text ("$12,000", "12k") or a number. */
  projectCost?: NumberOrText | null;
  projectDesc?: string | null;
  projectDetailsDesc?: string | null;
  /** Free text ("3 months"). */
  projectTimeline?: string | null;
  repoName?: string | null;
  title?: string | null;
};

export type UpdateView = {
  _id: string;
  project: string;
  projectTitle: string;
  user: string;
  userName: string;
  text: string;
  createdAt: string;
};

/** What a client sees of an account (product.md §3 names; never the hash). */
export type UserView = {
  _id: string;
  name: string;
  brandName: string;
  email: string;
  phone: string;
  role: string;
  language: string;
};

/** What the webhook did with a delivery. */
export type WebhookAnswer = {
  /** `refreshing`, `duplicate` or `ignored`. */
  outcome: string;
};

/** The answer of a write that says only which record it wrote: `{ "_id": ... }`. */
export type Written = {
  _id: string;
};
