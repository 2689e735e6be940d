/**
 * Where the client and admin tokens live (localStorage, keys from the shared constants).
 * A missing or blank token counts as logged out (spec section 2).
 */
import { loadWasm } from "../../wasm";

type Role = "client" | "admin";

async function storageKey(role: Role): Promise<string> {
  const c = (await loadWasm()).constants();
  return role === "client" ? c.clientTokenKey : c.adminTokenKey;
}

function read(key: string): string | null {
  try {
    const value = window.localStorage.getItem(key);
    return value !== null && value.trim() !== "" ? value : null;
  } catch {
    return null; // storage disabled: behave as logged out
  }
}

export async function clientToken(): Promise<string | null> {
  return read(await storageKey("client"));
}

export async function adminToken(): Promise<string | null> {
  return read(await storageKey("admin"));
}

export async function storeToken(role: Role, token: string): Promise<void> {
  window.localStorage.setItem(await storageKey(role), token);
}

export async function clearToken(role: Role): Promise<void> {
  window.localStorage.removeItem(await storageKey(role));
}
