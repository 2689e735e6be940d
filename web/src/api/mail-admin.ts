/**
 * The back office's mail calls: the outgoing mail queue (list, resend, a test message), whether a
 * mail server is configured, client invitations, and which clients a staff member follows. Every one sends the admin token; a 401 signs
 * the browser out of the console (decided once, in `client.ts`). Lists answer `{ rows, total }`
 * like every other staff list (see admin.ts).
 */
import type { AccountEmailInput, FollowInput } from "../wasm";
import type { InvitationLink, MailKind, MailSettings, MailState, MailView } from "./account-shapes";
import { list, staff, staffVoid, type ListParams, type Page } from "./admin";
import type { UserProfile } from "./client";
import type { Following } from "./types.gen";

export type { InvitationLink, MailKind, MailSettings, MailState, MailView } from "./account-shapes";
export { MAIL_KIND_VALUES, MAIL_STATE_VALUES } from "./account-shapes";

const id = encodeURIComponent;

// ---- The mail queue ----

export type MailSort = "createdAt" | "to" | "state" | "sentAt";
export type MailListParams = ListParams<MailSort> & { state?: MailState; kind?: MailKind };
/** Newest first by default; `q` searches the recipient and the subject. */
export function listMail(params: MailListParams, signal?: AbortSignal): Promise<Page<MailView>> {
  return list("/admin/mail", params, signal);
}

/** Queues a failed message again; answers it as it now stands (409 on `state` if it had not failed). */
export function resendMail(mailId: string): Promise<MailView> {
  return staff(`/admin/mail/${id(mailId)}/resend`, { method: "POST" });
}

/** Queues a test message to `email` (202), in the staff member's language; it then shows in the log like any other. */
export function sendTestMail(input: AccountEmailInput): Promise<MailView> {
  return staff("/admin/mail/test", { method: "POST", body: input });
}

export function mailSettings(signal?: AbortSignal): Promise<MailSettings> {
  return staff("/admin/mail/settings", { signal });
}

// ---- Invitations ----

/**
 * Sends the client a new invitation (the previous link stops working). `link` comes back only when
 * no mail server is configured: staff then pass it on themselves.
 */
export function resendInvitation(clientId: string): Promise<InvitationLink> {
  return staff(`/user/invitation/${id(clientId)}/resend`, { method: "POST" });
}

/** The waiting invitation's link stops working (the client's `invitation` becomes `revoked`); the client stays, without a password. */
export function revokeInvitation(clientId: string): Promise<void> {
  return staffVoid(`/user/invitation/${id(clientId)}`, { method: "DELETE" });
}

// ---- Following a client ----

export type { Following } from "./types.gen";

/**
 * Whether the signed-in staff member follows the client: gets email when the client opens or
 * answers a ticket, sends a requirement or a statement-of-work update. Everyone follows every
 * client until they stop.
 */
export function clientFollowing(clientId: string, signal?: AbortSignal): Promise<Following> {
  return staff(`/user/follow/${id(clientId)}`, { signal });
}

/** Follows the client or stops; answers the state as it now stands. */
export function setClientFollowing(clientId: string, following: boolean): Promise<Following> {
  const body: FollowInput = { following };
  return staff(`/user/follow/${id(clientId)}`, { method: "PUT", body });
}

// ---- The signed-in staff member ----

/** The staff member's own account (name, email, interface language). */
export function staffProfile(signal?: AbortSignal): Promise<UserProfile> {
  return staff("/user/userProfile", { signal });
}
