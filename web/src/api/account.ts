/**
 * An account's emailed links and mail settings: "Forgot password?", one-time sign-in links,
 * invitations, list-unsubscribe, and which notification mails a person gets. The public calls send
 * no token; the settings go with the caller's (a client's or a staff member's).
 *
 * Light on purpose (the public site's Login modal imports it): nothing here but `client.ts`.
 */
import type { NotificationPrefsInput, TokenPasswordInput } from "../wasm";
import { answer, api, ApiError, withToken, type Auth } from "./client";

export type * from "./account-shapes";
export type { NotificationPrefsInput, TokenPasswordInput };

/** Who is signed in: the settings endpoints serve clients and staff alike. */
export type SignedAuth = Exclude<Auth, "none">;

/**
 * The link's token was refused: unknown, expired, already used or not shaped like one of ours. The
 * server says so as a 400 whose field error is on `token` (code `invalid_token`).
 */
export function isInvalidToken(err: unknown): boolean {
  if (!(err instanceof ApiError) || err.status !== 400) return false;
  return err.field === "token" || err.fields.some((f) => f.field === "token");
}

/** Whether sign-in was refused for too many attempts (429 `rate_limited`). */
export function isThrottled(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 429 || err.code === "rate_limited");
}

// ---- Public: emailed links ----

/** 202 whether or not an account uses the address: the answer tells nobody which addresses have one. */
export function forgotPassword(email: string) {
  return answer(api.POST("/user/forgotPassword", { body: { email } }));
}

/** Sets the password; signs nobody in. */
export function resetPassword(input: TokenPasswordInput) {
  return answer(api.POST("/user/resetPassword", { body: input }));
}

/** Emails a one-time sign-in link; 202, the same answer for unknown addresses. */
export function requestSignInLink(email: string) {
  return answer(api.POST("/user/signInLink", { body: { email } }));
}

/** Spends a one-time sign-in token: a session of the account's role (`user.role`), or the code step. */
export function linkSignIn(token: string) {
  return answer(api.POST("/user/linkSignIn", { body: { token } }));
}

/**
 * Whose account a one-time sign-in link signs in to; does not spend it. The page says so before
 * signing in, so nobody is signed in to someone else's account by a link they were sent.
 */
export function signInLinkAccount(token: string, signal?: AbortSignal) {
  return answer(api.POST("/user/signInLinkAccount", { body: { token }, signal }));
}

/** Who an invitation is for; does not spend it. */
export function invitation(token: string, signal?: AbortSignal) {
  return answer(api.POST("/user/invitation", { body: { token }, signal }));
}

/** Sets the invited person's password and signs them in (or asks for the code step). */
export function acceptInvitation(input: TokenPasswordInput) {
  return answer(api.POST("/user/acceptInvitation", { body: input }));
}

/** RFC 8058 one-click: no body; the token (its own format, not an emailed link's) is the proof. */
export function unsubscribe(token: string) {
  return answer(api.POST("/mail/unsubscribe/{token}", { params: { path: { token } } }));
}

// ---- Signed in: notification mails ----

export function notificationPrefs(auth: SignedAuth, signal?: AbortSignal) {
  return answer(api.GET("/user/notifications", withToken(auth, signal)));
}

/** Absent fields keep their value (a client sends `tickets` only). */
export function saveNotificationPrefs(prefs: NotificationPrefsInput, auth: SignedAuth) {
  return answer(api.PUT("/user/notifications", { ...withToken(auth), body: prefs }));
}
