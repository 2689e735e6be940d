// Replaced by generated types once the server exposes them: it now does, so every name below is
// the generated type (types.gen.ts, from the server's Rust types through openapi.json), kept under
// the name the screens use. Nothing here is written by hand.
/**
 * What the account-mail endpoints answer: emailed links ("Forgot password?", one-time sign-in,
 * invitations, unsubscribe), notification settings, and the staff mail log. Request bodies are the
 * `shared` inputs as the WASM module declares them (AccountEmailInput, TokenInput,
 * TokenPasswordInput, NotificationPrefsInput).
 */
import type * as Api from "./types.gen";

/** `202` of `POST /user/forgotPassword` and `/user/signInLink`: the same whether or not the address has an account. */
export type Accepted = Api.Accepted;

/** `POST /user/resetPassword`: whose password it was (`client` or `admin`), so the page points to the right sign-in. */
export type ResetDone = Api.ResetDone;

/** `POST /user/invitation`: who is invited. */
export type InvitationView = Api.InvitationView;

/** A kind of notification mail: what a checkbox of the settings, or an unsubscribe link, switches. */
export type NotificationKind = Api.Topic;

/** `POST /mail/unsubscribe/{token}`: which kind of notification was turned off (`topic`). */
export type Unsubscribed = Api.Unsubscribed;

/**
 * `GET`/`PUT /user/notifications`. Clients: `tickets` only (staff replies on their tickets). Staff:
 * `tickets` (opened or answered by clients), `requests` (requirements and statement-of-work
 * updates), `contact` (contact-form submissions).
 */
export type NotificationPrefs = Api.NotificationPrefs;

/** A client's invitation: waiting, past its date, or revoked by staff. `null` once the client has a password. */
export type InvitationState = Api.InvitationState;

/** `POST /user/invitation/{clientId}/resend`: `link` only when no mail server is configured (staff pass it on). */
export type InvitationLink = Api.InvitationLink;

export type MailState = Api.MailState;
export { MAIL_STATE_VALUES } from "./types.gen";

/** What a mail is: an invitation, a reset link, a notification... */
export type MailKind = Api.Kind;
export { KIND_VALUES as MAIL_KIND_VALUES } from "./types.gen";

/** One message of the outgoing mail log (`GET /admin/mail`). Times in milliseconds since 1970. */
export type MailView = Api.MailView;

/** `GET /admin/mail/settings`. */
export type MailSettings = Api.MailSettingsView;
