import { ApiError, type Code, type SignInAnswer } from "../../api/client";
import { finishIdentityLink, finishOidcSignIn, oidcFailureCode, type IdentityView } from "../../api/oidc";
import type { OidcAttempt } from "./attempt";

/** Why the round trip through the provider came to nothing. */
export type CallbackFailure =
  /** The person cancelled at the provider (`error=access_denied`). */
  | { reason: "cancelled" }
  /** The provider answered with another `error` (it could not or would not sign them in). */
  | { reason: "provider" }
  /** No attempt kept in this tab, or the URL came without its code or state. */
  | { reason: "expired" }
  /** Our server refused the answer: `code` says why (`errors.<code>`). */
  | { reason: "server"; code: Code; status: number };

export type CallbackResult =
  | { kind: "signIn"; answer: SignInAnswer; attempt: OidcAttempt }
  | { kind: "linked"; identities: IdentityView[]; attempt: OidcAttempt }
  | { kind: "failed"; failure: CallbackFailure; attempt: OidcAttempt | null };

/**
 * Finishes what the provider sent the browser back with (`?code=&state=`, or `?error=`), for the
 * attempt this tab kept: the sign-in answer (a session or the code step), the linked identities,
 * or why not. Never throws: every failure is something the page says.
 */
export async function finishCallback(search: string, attempt: OidcAttempt | null): Promise<CallbackResult> {
  const params = new URLSearchParams(search);
  const error = params.get("error");
  if (error !== null) return { kind: "failed", failure: { reason: error === "access_denied" ? "cancelled" : "provider" }, attempt };
  const code = params.get("code");
  const state = params.get("state");
  if (attempt === null || !code || !state) return { kind: "failed", failure: { reason: "expired" }, attempt };

  const input = { code, state, binding: attempt.binding };
  try {
    if (attempt.purpose === "link") {
      const identities = await finishIdentityLink(input, attempt.from === "staff" ? "admin" : "client");
      return { kind: "linked", identities, attempt };
    }
    return { kind: "signIn", answer: await finishOidcSignIn(input), attempt };
  } catch (err) {
    if (!(err instanceof ApiError)) console.error(err);
    const status = err instanceof ApiError ? err.status : 0;
    return { kind: "failed", failure: { reason: "server", code: oidcFailureCode(err), status }, attempt };
  }
}
