/**
 * The back office's mail calls: the outgoing mail queue (list, resend, a test message), whether a
 * mail server is configured, client invitations, and which clients a staff member follows. Every one sends the admin token; a 401 signs
 * the browser out of the console (decided once, in `client.ts`). Lists answer `{ rows, total }`
 * like every other staff list (see admin.ts).
 */
import type { AccountEmailInput } from "../wasm";
import { pageOf, staff, type QueryOf, type SortOf } from "./admin";
import { answer, api, done } from "./client";

export type { InvitationLink, MailKind, MailSettings, MailState, MailView } from "./account-shapes";
export { MAIL_KIND_VALUES, MAIL_STATE_VALUES } from "./account-shapes";

// ---- The mail queue ----

export type MailSort = SortOf<"/admin/mail">;
export type MailListParams = QueryOf<"/admin/mail">;
/** Newest first by default; `q` searches the recipient and the subject. */
export function listMail(params: MailListParams, signal?: AbortSignal) {
  return pageOf(api.GET("/admin/mail", { ...staff(signal), params: { query: params } }));
}

/** Queues a failed message again; answers it as it now stands (409 on `state` if it had not failed). */
export function resendMail(mailId: string) {
  return answer(api.POST("/admin/mail/{mailId}/resend", { ...staff(), params: { path: { mailId } } }));
}

/** Queues a test message to `email` (202), in the staff member's language; it then shows in the log like any other. */
export function sendTestMail(input: AccountEmailInput) {
  return answer(api.POST("/admin/mail/test", { ...staff(), body: input }));
}

export function mailSettings(signal?: AbortSignal) {
  return answer(api.GET("/admin/mail/settings", staff(signal)));
}

// ---- Invitations ----

/**
 * Sends the client a new invitation (the previous link stops working). `link` comes back only when
 * no mail server is configured: staff then pass it on themselves.
 */
export function resendInvitation(clientId: string) {
  return answer(api.POST("/user/invitation/{clientId}/resend", { ...staff(), params: { path: { clientId } } }));
}

/** The waiting invitation's link stops working (the client's `invitation` becomes `revoked`); the client stays, without a password. */
export function revokeInvitation(clientId: string) {
  return done(api.DELETE("/user/invitation/{clientId}", { ...staff(), params: { path: { clientId } } }));
}

// ---- Following a client ----

export type { Following } from "./types.gen";

/**
 * Whether the signed-in staff member follows the client: gets email when the client opens or
 * answers a ticket, sends a requirement or a statement-of-work update. Everyone follows every
 * client until they stop.
 */
export function clientFollowing(clientId: string, signal?: AbortSignal) {
  return answer(api.GET("/user/follow/{clientId}", { ...staff(signal), params: { path: { clientId } } }));
}

/** Follows the client or stops; answers the state as it now stands. */
export function setClientFollowing(clientId: string, following: boolean) {
  return answer(api.PUT("/user/follow/{clientId}", { ...staff(), params: { path: { clientId } }, body: { following } }));
}

// ---- The signed-in staff member ----

/** The staff member's own account (name, email, interface language). */
export function staffProfile(signal?: AbortSignal) {
  return answer(api.GET("/user/userProfile", staff(signal)));
}
