/**
 * What this tab remembers while the person is at the identity provider: the attempt's binding (the
 * server refuses a callback without it, so an attempt finished in another browser fails), what the
 * attempt is for, and where to go afterwards. One sessionStorage entry: it stays with this tab,
 * survives the round trip through the provider, and is removed as soon as the callback page reads it.
 *
 * Light (no UI library, no translations): the public site's Login modal uses it too.
 */
import type { OidcStart } from "../../api/oidc";
import { browser } from "../data/browser";

export { browser };

export const OIDC_ATTEMPT_KEY = "portico.oidc";

/** Signing in, or linking the provider account to the account signed in. */
export type OidcPurpose = "signIn" | "link";
/** Which side started it: a client (Login modal, /login, portal settings) or staff (/adminLogin, console). */
export type OidcFrom = "client" | "staff";

export interface OidcAttempt {
  binding: string;
  purpose: OidcPurpose;
  from: OidcFrom;
  /** Linking: the page to come back to (a path of this site). */
  returnTo?: string;
  /** The provider's name as the button showed it, for the words after the round trip. */
  provider?: string;
}

function isAttempt(v: unknown): v is OidcAttempt {
  if (typeof v !== "object" || v === null) return false;
  const { binding, purpose, from, returnTo, provider } = v as Record<string, unknown>;
  return (
    typeof binding === "string" &&
    binding !== "" &&
    (purpose === "signIn" || purpose === "link") &&
    (from === "client" || from === "staff") &&
    (returnTo === undefined || typeof returnTo === "string") &&
    (provider === undefined || typeof provider === "string")
  );
}

/** The attempt this tab started, if any (a damaged entry counts as none). */
export function readAttempt(): OidcAttempt | null {
  try {
    const raw = window.sessionStorage.getItem(OIDC_ATTEMPT_KEY);
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    return isAttempt(parsed) ? parsed : null;
  } catch {
    return null; // storage disabled or a damaged value
  }
}

export function forgetAttempt(): void {
  try {
    window.sessionStorage.removeItem(OIDC_ATTEMPT_KEY);
  } catch {
    // storage disabled: nothing was stored
  }
}

/** Reads the attempt and removes it: a binding serves one callback. */
export function takeAttempt(): OidcAttempt | null {
  const attempt = readAttempt();
  forgetAttempt();
  return attempt;
}


/**
 * Keeps the attempt (with the binding the server gave) and sends the browser to the provider. Throws
 * when this tab cannot store it: the callback could not finish, so the person is better told now.
 */
export function goToProvider(start: OidcStart, attempt: Omit<OidcAttempt, "binding">): void {
  const kept: OidcAttempt = { ...attempt, binding: start.binding };
  window.sessionStorage.setItem(OIDC_ATTEMPT_KEY, JSON.stringify(kept));
  browser.assign(start.url);
}

/** The first page of each side after linking, when the attempt says nothing usable. */
export function settingsPath(from: OidcFrom): string {
  return from === "staff" ? "/admin?section=settings" : "/profileSettings";
}

/** The sign-in page of each side. */
export function signInPath(from: OidcFrom): string {
  return from === "staff" ? "/adminLogin" : "/login";
}

/** `returnTo` when it is a path of this site (never `//elsewhere` or a full URL); the side's settings otherwise. */
export function returnPath(attempt: Pick<OidcAttempt, "from" | "returnTo">): string {
  const { returnTo } = attempt;
  if (returnTo && returnTo.startsWith("/") && !returnTo.startsWith("//") && !returnTo.startsWith("/\\")) return returnTo;
  return settingsPath(attempt.from);
}
