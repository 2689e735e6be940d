/**
 * Two-factor sign-in with an authenticator app: the code step of a sign-in (public), and the
 * signed-in person's own settings (status, setup, recovery codes, turning it off), for clients and
 * staff alike. Light on purpose (the public site's Login modal imports it): nothing here but
 * `client.ts`.
 */
import type { SecondFactorInput, SudoInput, TotpCodeInput, TwoFactorSignInInput } from "../wasm";
import type { SignedAuth } from "./account";
import { answer, api, ApiError, done, withToken, type SignInAnswer } from "./client";
import type { RecoveryCodes, SudoStatus, TwoFactorChallenge, TwoFactorSetup, TwoFactorStatus } from "./types.gen";

export type { RecoveryCodes, SudoStatus, TwoFactorChallenge, TwoFactorSetup, TwoFactorStatus };
export type { SecondFactorInput, SudoInput, TotpCodeInput, TwoFactorSignInInput };

/** Whether a sign-in answered the code step rather than a session. */
export function isChallenge(answer: SignInAnswer): answer is TwoFactorChallenge {
  return typeof (answer as Partial<TwoFactorChallenge>).challenge === "string";
}

/**
 * The code step's challenge is no longer good (five minutes, five codes, or used): the person
 * starts again from their password. The server says so as a 400 on `challenge` (code `expired`).
 */
export function isChallengeExpired(err: unknown): boolean {
  if (!(err instanceof ApiError) || err.status !== 400) return false;
  return err.field === "challenge" || err.fields.some((f) => f.field === "challenge");
}

// ---- Public: the second step of a sign-in ----

/** The challenge a sign-in answered and a code from the app (or a recovery code): the session. */
export function twoFactorSignIn(input: TwoFactorSignInInput) {
  return answer(api.POST("/user/twoFactorSignIn", { body: input }));
}

// ---- Signed in: one's own two-factor ----

export function twoFactorStatus(auth: SignedAuth, signal?: AbortSignal) {
  return answer(api.GET("/user/twoFactor", withToken(auth, signal)));
}

/** A new key to scan; not used until `confirmTwoFactor` (409 on `twoFactor` when already on). */
export function startTwoFactorSetup(auth: SignedAuth) {
  return answer(api.POST("/user/twoFactor/setup", withToken(auth)));
}

/** Turns it on with a first code from the app: the ten recovery codes, shown once. */
export function confirmTwoFactor(input: TotpCodeInput, auth: SignedAuth) {
  return answer(api.POST("/user/twoFactor/confirm", { ...withToken(auth), body: input }));
}

/** Ten new recovery codes (the earlier ones stop working), with a code as proof. */
export function newRecoveryCodes(input: SecondFactorInput, auth: SignedAuth) {
  return answer(api.POST("/user/twoFactor/recoveryCodes", { ...withToken(auth), body: input }));
}

/** Turns it off, with a code as proof (409 on `twoFactor` for staff when it is required). */
export function disableTwoFactor(input: SecondFactorInput, auth: SignedAuth) {
  return done(api.POST("/user/twoFactor/disable", { ...withToken(auth), body: input }));
}

// ---- Signed in: sudo mode (proving who one is again before a sensitive change) ----

/** Whether sensitive changes are open now, and how the person can prove who they are. */
export function sudoStatus(auth: SignedAuth, signal?: AbortSignal) {
  return answer(api.GET("/user/sudo", withToken(auth, signal)));
}

/** Proves who one is (the password, or a code): sensitive changes open for ten minutes. */
export function proveSudo(input: SudoInput, auth: SignedAuth) {
  return answer(api.POST("/user/sudo", { ...withToken(auth), body: input }));
}
