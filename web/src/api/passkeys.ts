/**
 * Passkeys: signing in with one (public), and the signed-in person's own (list, add, rename,
 * remove, and proving who one is with one). Light on purpose (the public site's Login modal imports
 * it): nothing here but `client.ts`. The ceremonies' browser half is features/passkeys/ceremony.ts.
 */
import type { SignedAuth } from "./account";
import { answer, api, done, withToken } from "./client";
import type { PasskeyCeremony, PasskeyView } from "./types.gen";

export type { PasskeyCeremony, PasskeyView };

/** Options for `navigator.credentials.get`: for the account of `email`, or any passkey offered. */
export function startPasskeySignIn(email?: string, signal?: AbortSignal) {
  return answer(api.POST("/auth/passkey/start", { body: email ? { email } : {}, signal }));
}

/** The authenticator's answer: a session (a passkey is both factors). */
export function finishPasskeySignIn(ceremony: string, credential: unknown) {
  return answer(api.POST("/auth/passkey/finish", { body: { ceremony, credential } }));
}

export function passkeys(auth: SignedAuth, signal?: AbortSignal) {
  return answer(api.GET("/user/passkeys", withToken(auth, signal)));
}

/** Options for `navigator.credentials.create` (sudo mode). */
export function startPasskeyRegistration(auth: SignedAuth) {
  return answer(api.POST("/user/passkeys/register", withToken(auth)));
}

export function addPasskey(input: { ceremony: string; name: string; credential: unknown }, auth: SignedAuth) {
  return answer(api.POST("/user/passkeys", { ...withToken(auth), body: input }));
}

export function renamePasskey(passkeyId: string, name: string, auth: SignedAuth) {
  return answer(api.PUT("/user/passkeys/{passkeyId}", { ...withToken(auth), params: { path: { passkeyId } }, body: { name } }));
}

/** Refused (409 `last_sign_in_method`) for the account's last way in. */
export function removePasskey(passkeyId: string, auth: SignedAuth) {
  return done(api.DELETE("/user/passkeys/{passkeyId}", { ...withToken(auth), params: { path: { passkeyId } } }));
}

/** Options to prove who one is with one of one's passkeys (sudo mode). */
export function startPasskeyProof(auth: SignedAuth) {
  return answer(api.POST("/user/sudo/passkey", withToken(auth)));
}

export function finishPasskeyProof(ceremony: string, credential: unknown, auth: SignedAuth) {
  return answer(api.POST("/user/sudo/passkey/finish", { ...withToken(auth), body: { ceremony, credential } }));
}
