/**
 * Sign-in with the company's identity provider (OpenID Connect): how people may sign in here, the
 * start and the end of a sign-in (public), and the signed-in person's linked identities (clients
 * and staff alike). Light on purpose (the public site's Login modal imports it): nothing here but
 * `client.ts`.
 */
import type { SignedAuth } from "./account";
import { answer, api, ApiError, done, withToken, type Code } from "./client";
import type { IdentityView, OidcCallbackInput, OidcStart, PasswordLogin, ProviderView, SignInOptions } from "./types.gen";

export type { IdentityView, OidcCallbackInput, OidcStart, PasswordLogin, ProviderView, SignInOptions };

/** The fields of the callback's body: the server refuses any of them as `expired`. */
const ATTEMPT_FIELDS: ReadonlySet<string> = new Set(["code", "state", "binding"]);

/**
 * The attempt is no longer good: expired, already used, started in another browser, or the
 * callback's URL came without its code or state. The server says so as 403
 * `oidc_attempt_invalid`, or as a 400 on `code`, `state` or `binding` (code `expired`).
 */
export function isAttemptInvalid(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  if (err.code === "oidc_attempt_invalid") return true;
  if (err.status !== 400) return false;
  return (err.field !== undefined && ATTEMPT_FIELDS.has(err.field)) || err.fields.some((f) => ATTEMPT_FIELDS.has(f.field));
}

/**
 * The code whose message (`errors.<code>`) explains a failed start or callback. A refused attempt
 * is `oidc_attempt_invalid` whichever way the server said it; a 404 means no provider is configured
 * (any more), which a person can only take as "unavailable".
 */
export function oidcFailureCode(err: unknown): Code {
  if (isAttemptInvalid(err)) return "oidc_attempt_invalid";
  if (!(err instanceof ApiError)) return "internal";
  if (err.status === 404) return "oidc_unavailable";
  return err.code;
}

/** Whether `passwordLogin` still lets this role use the password form (the first administrator always may). */
export function passwordAllowed(passwordLogin: PasswordLogin, role: "client" | "admin"): boolean {
  return passwordLogin === "all" || (passwordLogin === "clients" && role === "client");
}

// ---- Public: signing in ----

/** The provider's name (null without one) and who may still use a password. */
export function signInOptions(signal?: AbortSignal) {
  return answer(api.GET("/auth/providers", { signal }));
}

/** A new attempt: the provider's URL to go to, and the binding this browser keeps for the callback (404 without a provider). */
export function startOidcSignIn() {
  return answer(api.POST("/auth/oidc/start"));
}

/** The provider's answer, posted back: a session, or the code step, as a password sign-in answers. */
export function finishOidcSignIn(input: OidcCallbackInput) {
  return answer(api.POST("/auth/oidc/callback", { body: input }));
}

// ---- Signed in: one's own linked identities ----

export function identities(auth: SignedAuth, signal?: AbortSignal) {
  return answer(api.GET("/user/identities", withToken(auth, signal)));
}

/** Starts linking the caller's provider account: the URL and the binding, as for a sign-in. */
export function startIdentityLink(auth: SignedAuth) {
  return answer(api.POST("/user/identities/link", withToken(auth)));
}

/** Finishes linking (409 `oidc_identity_taken` when another account has it): the caller's identities. */
export function finishIdentityLink(input: OidcCallbackInput, auth: SignedAuth) {
  return answer(api.POST("/user/identities/callback", { ...withToken(auth), body: input }));
}

/** 409 `last_sign_in_method` when nothing else could sign this account in. */
export function unlinkIdentity(identityId: string, auth: SignedAuth) {
  return done(api.DELETE("/user/identities/{identityId}", { ...withToken(auth), params: { path: { identityId } } }));
}
