/**
 * Where the client and admin tokens live (localStorage, keys from the shared constants).
 * A missing or blank token counts as logged out (spec section 2).
 *
 * The functions are async for their callers' sake (they used to wait for the WASM module); the keys
 * now come from the build-time constants, so nothing is downloaded to answer.
 */
import { CONSTANTS } from "../../wasm/constants";

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

/** Synchronous check for the public header's Login action. */
export function hasClientToken(): boolean {
  return read(storageKey("client")) !== null;
}

export async function clientToken(): Promise<string | null> {
  return read(storageKey("client"));
}

export async function adminToken(): Promise<string | null> {
  return read(storageKey("admin"));
}

export async function storeToken(role: Role, token: string): Promise<void> {
  window.localStorage.setItem(storageKey(role), token);
}

export async function clearToken(role: Role): Promise<void> {
  window.localStorage.removeItem(storageKey(role));
}
