/**
 * Typed client for the product's own API under `/api`. Every non-2xx answer becomes an `ApiError`
 * carrying the server's stable `code` (see server/src/error.rs); the UI translates codes with
 * `errorMessageKey`, so a change of server wording never breaks a screen.
 */
import type { FieldError } from "../wasm";
import { adminToken, clientToken } from "../features/auth/session";

export const API_BASE = "/api";

/** Codes the browser adds for failures that never reached the server's error format. */
export type ClientSideCode = "network" | "bad_response";

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field?: string;
  readonly fields: FieldError[];

  constructor(status: number, code: string, message: string, field?: string, fields: FieldError[] = []) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.field = field;
    this.fields = fields;
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function parseFieldErrors(v: unknown): FieldError[] {
  if (!Array.isArray(v)) return [];
  return v.filter(isRecord).flatMap((e) =>
    typeof e.field === "string" && typeof e.code === "string" && typeof e.message === "string"
      ? [{ field: e.field, code: e.code, message: e.message }]
      : [],
  );
}

/** Reads `{ error: { code, message, field?, fields? } }`; anything else keeps the HTTP status. */
export function parseApiError(status: number, body: unknown): ApiError {
  const err = isRecord(body) ? body.error : undefined;
  if (isRecord(err) && typeof err.code === "string") {
    return new ApiError(
      status,
      err.code,
      typeof err.message === "string" ? err.message : err.code,
      typeof err.field === "string" ? err.field : undefined,
      parseFieldErrors(err.fields),
    );
  }
  return new ApiError(status, `http_${status}`, `HTTP error! Status: ${status}`);
}

type Auth = "client" | "admin" | "none";

interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  auth?: Auth;
  signal?: AbortSignal;
}

async function request<T>(path: string, { method = "GET", body, auth = "none", signal }: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (auth !== "none") {
    const token = auth === "client" ? await clientToken() : await adminToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }

  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError(0, "network", cause instanceof Error ? cause.message : "Network error");
  }

  const text = await res.text();
  let json: unknown = undefined;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      if (res.ok) throw new ApiError(res.status, "bad_response", "The server answered with invalid JSON");
    }
  }
  if (!res.ok) throw parseApiError(res.status, json);
  return json as T;
}

/** i18n key for an error's code, falling back to the generic server-side message. */
export function errorMessageKey(err: unknown) {
  const code = err instanceof ApiError ? err.code : "internal";
  switch (code) {
    case "validation_failed":
    case "unauthorized":
    case "forbidden":
    case "not_found":
    case "conflict":
    case "payload_too_large":
    case "rate_limited":
    case "network":
      return `errors.${code}` as const;
    default:
      return "errors.internal" as const;
  }
}

// ---- Payloads and answers (JSON field names as in spec section 3) ----

export interface LoginInput {
  email: string;
  password: string;
}
export interface LoginResponse {
  token: string;
}
export interface UserProfile {
  _id: string;
  name: string;
  brandName: string;
  email: string;
}
export interface ContactInput {
  name: string;
  email: string;
  phone: string;
  message: string;
  permission: boolean;
}
export interface NewsletterInput {
  email: string;
}

// ---- Endpoints ----

export function login(input: LoginInput, signal?: AbortSignal): Promise<LoginResponse> {
  return request<LoginResponse>("/user/login", { method: "POST", body: input, signal });
}

/** Staff sign-in: real admin accounts on the server (not the original's fixed credentials). */
export function adminLogin(input: LoginInput, signal?: AbortSignal): Promise<LoginResponse> {
  return request<LoginResponse>("/admin/login", { method: "POST", body: input, signal });
}

/** Revokes the server-side session of the given role's token. */
export function logout(role: "client" | "admin"): Promise<unknown> {
  return request<unknown>("/user/logout", { method: "POST", auth: role });
}

export function userProfile(signal?: AbortSignal): Promise<UserProfile> {
  return request<UserProfile>("/user/userProfile", { auth: "client", signal });
}

export function contactSubmit(input: ContactInput): Promise<unknown> {
  return request<unknown>("/contact/submit", { method: "POST", body: input });
}

export function newsletterSubmit(input: NewsletterInput): Promise<unknown> {
  return request<unknown>("/contact/mail/submit", { method: "POST", body: input });
}

export interface ProjectSummary {
  _id: string;
  title: string;
  sprints: unknown[];
  NoteDate?: string;
}

export function projectsUser(signal?: AbortSignal): Promise<ProjectSummary[]> {
  return request<ProjectSummary[]>("/project/projectsUser", { auth: "client", signal });
}
