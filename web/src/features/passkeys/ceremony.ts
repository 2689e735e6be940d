/**
 * The browser's half of a passkey ceremony, with the browser's own WebAuthn API and its JSON forms
 * (`PublicKeyCredential.parseCreationOptionsFromJSON`, `...RequestOptionsFromJSON`, `toJSON()`):
 * no library, nothing to convert by hand. Light (no UI library, no translations): the public
 * site's Login modal uses it too.
 */
import type { PasskeyCeremony } from "../../api/passkeys";

interface JsonCredentialApi {
  parseCreationOptionsFromJSON(options: unknown): PublicKeyCredentialCreationOptions;
  parseRequestOptionsFromJSON(options: unknown): PublicKeyCredentialRequestOptions;
  isConditionalMediationAvailable?(): Promise<boolean>;
}

function jsonApi(): JsonCredentialApi | null {
  const pkc = (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential as Partial<JsonCredentialApi> | undefined;
  if (!pkc || typeof pkc.parseCreationOptionsFromJSON !== "function" || typeof pkc.parseRequestOptionsFromJSON !== "function") return null;
  return pkc as JsonCredentialApi;
}

/** Whether this browser can use passkeys here (secure context, WebAuthn and its JSON forms). */
export function passkeysSupported(): boolean {
  return typeof navigator !== "undefined" && navigator.credentials !== undefined && globalThis.isSecureContext === true && jsonApi() !== null;
}

const USED_HERE = "portico.passkeyUsedHere";

/**
 * Remembers that a passkey was made or used in this browser: from then on the sign-in forms ask
 * for the email field's passkey autofill. Until then they do not, so a sign-in page that nobody
 * uses a passkey on costs the server nothing (the autofill needs a challenge from it up front).
 */
export function rememberPasskeyUse(): void {
  try {
    window.localStorage.setItem(USED_HERE, "1");
  } catch {
    // Storage refused (private mode): the button still works.
  }
}

function passkeyUsedHere(): boolean {
  try {
    return window.localStorage.getItem(USED_HERE) === "1";
  } catch {
    return false;
  }
}

/**
 * Whether to offer passkeys in the email field's autofill (conditional mediation): the browser
 * can, and a passkey was made or used in it before.
 */
export async function autofillSupported(): Promise<boolean> {
  const pkc = jsonApi();
  if (!passkeysSupported() || !passkeyUsedHere() || !pkc?.isConditionalMediationAvailable) return false;
  try {
    return await pkc.isConditionalMediationAvailable();
  } catch {
    return false;
  }
}

function publicKeyOf(ceremony: PasskeyCeremony): unknown {
  return (ceremony.options as { publicKey?: unknown }).publicKey;
}

function asJson(credential: Credential | null): unknown {
  if (!credential) throw new DOMException("No passkey was chosen", "NotAllowedError");
  return (credential as PublicKeyCredential).toJSON();
}

/** Makes a new passkey on this device from the server's options: the credential to send back. */
export async function createCredential(ceremony: PasskeyCeremony): Promise<unknown> {
  const api = jsonApi();
  if (!api) throw new DOMException("Passkeys are not supported here", "NotSupportedError");
  const publicKey = api.parseCreationOptionsFromJSON(publicKeyOf(ceremony));
  return asJson(await navigator.credentials.create({ publicKey }));
}

/**
 * Asks this device for a passkey: at once (a button), or through the email field's autofill
 * (`conditional`: it waits until the person picks one, or `signal` ends it).
 */
export async function getCredential(ceremony: PasskeyCeremony, { conditional = false, signal }: { conditional?: boolean; signal?: AbortSignal } = {}): Promise<unknown> {
  const api = jsonApi();
  if (!api) throw new DOMException("Passkeys are not supported here", "NotSupportedError");
  const publicKey = api.parseRequestOptionsFromJSON(publicKeyOf(ceremony));
  return asJson(await navigator.credentials.get({ publicKey, signal, ...(conditional ? { mediation: "conditional" as CredentialMediationRequirement } : {}) }));
}

/** The person closed the browser's passkey dialog, or no passkey was there: not a failure to report. */
export function isDismissed(err: unknown): boolean {
  return err instanceof DOMException && (err.name === "NotAllowedError" || err.name === "AbortError");
}
