/**
 * Where the client and admin tokens live (localStorage, keys from the shared constants).
 * A missing or blank token counts as logged out (product.md §2).
 *
 * The functions are async for their callers' sake (they used to wait for the WASM module); the keys
 * now come from the build-time constants, so nothing is downloaded to answer.
 */
import { CONSTANTS } from "../../wasm/constants";
import { forgetHeldReads } from "../../api/held";
import type { SignedIn } from "../../api/types.gen";

type Role = "client" | "admin";

function storageKey(role: Role): string {
  return role === "client" ? CONSTANTS.clientTokenKey : CONSTANTS.adminTokenKey;
}

function read(key: string): string | null {
  try {
    const value = window.localStorage.getItem(key);
    return value !== null && value.trim() !== "" ? value : null;
  } catch {
    return null; // storage disabled: behave as logged out
  }
}

/**
 * A staff member's read-only view of a client's portal (View as client): the view's token, which
 * client it shows and where to go back to. Kept in its own slot, in this tab's sessionStorage, so
 * opening it neither signs staff out of /admin nor overwrites a client token this browser holds
 * (nor reaches that client's other tabs); while it is open, `clientToken()` answers its token.
 */
export interface ViewAs {
  token: string;
  clientId: string;
  clientName: string;
}

const VIEW_AS_KEY = "portico.viewAs";

function isViewAs(v: unknown): v is ViewAs {
  if (typeof v !== "object" || v === null) return false;
  const { token, clientId, clientName } = v as Record<string, unknown>;
  return typeof token === "string" && token.trim() !== "" && typeof clientId === "string" && typeof clientName === "string";
}

/** The view open in this tab, if any. */
export function currentViewAs(): ViewAs | null {
  try {
    const raw = window.sessionStorage.getItem(VIEW_AS_KEY);
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    return isViewAs(parsed) ? parsed : null;
  } catch {
    return null; // storage disabled or a damaged value: no view
  }
}

export function openViewAs(view: ViewAs): void {
  window.sessionStorage.setItem(VIEW_AS_KEY, JSON.stringify(view));
}

export function closeViewAs(): void {
  try {
    window.sessionStorage.removeItem(VIEW_AS_KEY);
  } catch {
    // storage disabled: nothing was stored
  }
}

/** Synchronous check for the public header's Login action. */
export function hasClientToken(): boolean {
  return currentViewAs() !== null || read(storageKey("client")) !== null;
}

/** The token portal calls carry: an open view's, else the client's own. */
export async function clientToken(): Promise<string | null> {
  return currentViewAs()?.token ?? read(storageKey("client"));
}

export async function adminToken(): Promise<string | null> {
  return read(storageKey("admin"));
}

/**
 * Marks a staff session that may only set up two-factor (`setupRequired` of its sign-in), so the
 * console opens on the setup at once, reloads included; the 403 `two_factor_setup_required` of any
 * call says the same (see `useSetupGate`).
 */
const SETUP_ONLY_KEY = "portico.adminSetupOnly";

export function adminSetupOnly(): boolean {
  try {
    return window.localStorage.getItem(SETUP_ONLY_KEY) === "1";
  } catch {
    return false;
  }
}

/** The setup is confirmed: the same session now has every right. */
export function clearAdminSetupOnly(): void {
  try {
    window.localStorage.removeItem(SETUP_ONLY_KEY);
  } catch {
    // storage disabled: nothing was stored
  }
}

export async function storeToken(role: Role, token: string, { setupOnly = false }: { setupOnly?: boolean } = {}): Promise<void> {
  // A client signing in on this tab ends a view that was open in it.
  if (role === "client") closeViewAs();
  if (role === "admin") {
    if (setupOnly) window.localStorage.setItem(SETUP_ONLY_KEY, "1");
    else clearAdminSetupOnly();
  }
  window.localStorage.setItem(storageKey(role), token);
}

/** Forgets a role's token; for the client role while a view is open, the view's (the session that ended). */
export async function clearToken(role: Role): Promise<void> {
  forgetHeldReads();
  if (role === "client" && currentViewAs()) {
    closeViewAs();
    return;
  }
  if (role === "admin") clearAdminSetupOnly();
  window.localStorage.removeItem(storageKey(role));
}

/**
 * Keeps a session that did not come from the password form (an emailed link, the identity
 * provider, a passkey) and answers where to go: the console for staff, the dashboard for clients.
 */
export async function startSession({ token, user, setupRequired }: SignedIn): Promise<"/admin" | "/dashboard"> {
  if (user.role === "admin") {
    await storeToken("admin", token, { setupOnly: setupRequired === true });
    return "/admin";
  }
  await storeToken("client", token);
  return "/dashboard";
}
