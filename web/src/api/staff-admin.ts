/**
 * The back office's staff-account calls (administrators' own accounts, not the project Team):
 * list, invite, send the invitation again, revoke it, switch an account off or on, reset its
 * two-factor, see and end its sessions. Every one sends
 * the admin token; a 401 signs the browser out of the console (decided once, in `client.ts`). Lists
 * answer `{ rows, total }` like every other staff list (see admin.ts).
 */
import type { StaffInviteInput } from "../wasm";
import { pageOf, staff, type QueryOf, type SortOf } from "./admin";
import { answer, api, done } from "./client";

export type { InvitationLink, SessionView, StaffView } from "./types.gen";
export type { StaffInviteInput };

export type StaffSort = SortOf<"/admin/staff">;
/** `active` narrows to accounts switched on (`true`) or off (`false`); `q` searches name and email. */
export type StaffListParams = QueryOf<"/admin/staff">;

export function listStaff(params: StaffListParams, signal?: AbortSignal) {
  return pageOf(api.GET("/admin/staff", { ...staff(signal), params: { query: params } }));
}

/**
 * Creates the account without a password and sends the invitation (201). The answer carries
 * `invitationLink` only when no mail server is configured: staff then pass it on themselves.
 * 409 on `email` when the address already has an account.
 */
export function inviteStaff(input: StaffInviteInput) {
  return answer(api.POST("/admin/staff/invite", { ...staff(), body: input }));
}

/** A new invitation (the previous link stops working); `link` only when no mail server is configured. */
export function resendStaffInvitation(staffId: string) {
  return answer(api.POST("/admin/staff/{staffId}/invitation", { ...staff(), params: { path: { staffId } } }));
}

/** The waiting invitation's link stops working (`invitation` becomes `revoked`); the account stays. */
export function revokeStaffInvitation(staffId: string) {
  return done(api.DELETE("/admin/staff/{staffId}/invitation", { ...staff(), params: { path: { staffId } } }));
}

/**
 * `false` ends every session of the account at once and refuses its sign-in; 409 on `active` for
 * one's own account (another administrator has to do it).
 */
export function setStaffActive(staffId: string, active: boolean) {
  return answer(api.PUT("/admin/staff/{staffId}/active", { ...staff(), params: { path: { staffId } }, body: { active } }));
}

/** The role a staff member is charged as and the name clients see on their hours (blank: none). */
export function setStaffHours(staffId: string, input: { role: string; shownAs: string }) {
  return answer(api.PUT("/admin/staff/{staffId}/hours", { ...staff(), params: { path: { staffId } }, body: input }));
}

/** The roles staff are charged as: what a project's role rate can name. */
export function staffRoles(signal?: AbortSignal) {
  return answer(api.GET("/admin/staff/roles", { ...staff(signal) }));
}

// ---- Two-factor and sessions ----

/** Turns a colleague's two-factor off (a lost phone) and ends every session of theirs. */
export function resetStaffTwoFactor(staffId: string) {
  return done(api.DELETE("/admin/staff/{staffId}/twoFactor", { ...staff(), params: { path: { staffId } } }));
}

/** A staff member's open sessions, newest first; `current` marks the one asking. */
export function staffSessions(staffId: string, signal?: AbortSignal) {
  return answer(api.GET("/admin/staff/{staffId}/sessions", { ...staff(signal), params: { path: { staffId } } }));
}

/** Ends one session: that browser is signed out at its next request (404 when it had ended already). */
export function endStaffSession(staffId: string, sessionId: string) {
  return done(api.DELETE("/admin/staff/{staffId}/sessions/{sessionId}", { ...staff(), params: { path: { staffId, sessionId } } }));
}

/** A person's passkeys (a client's or a colleague's), as staff see them: name, added, last used. */
export function accountPasskeys(accountId: string, signal?: AbortSignal) {
  return answer(api.GET("/admin/accounts/{accountId}/passkeys", { ...staff(signal), params: { path: { accountId } } }));
}

/** Removes one of a person's passkeys (a lost device; sudo mode, audited). */
export function removeAccountPasskey(accountId: string, passkeyId: string) {
  return done(api.DELETE("/admin/accounts/{accountId}/passkeys/{passkeyId}", { ...staff(), params: { path: { accountId, passkeyId } } }));
}

/** Clears the failed attempts counted against a person's account and the budgets of links mailed to it. */
export function clearSignInLimits(accountId: string) {
  return done(api.DELETE("/admin/accounts/{accountId}/signInLimits", { ...staff(), params: { path: { accountId } } }));
}
