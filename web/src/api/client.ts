/**
 * Typed client for the product's own API under `/api`. Every non-2xx answer becomes an `ApiError`
 * carrying the server's stable `code` (see server/src/error.rs); the UI translates codes with
 * `errorMessageKey`, so a change of server wording never breaks a screen.
 */
import type { FieldError } from "../wasm";
import type * as Api from "./types.gen";
import { ERROR_CODE_VALUES, type ErrorCode } from "./types.gen";
import { adminToken, clearToken, clientToken } from "../features/auth/session";
import { heldRead, holdRead } from "./held";
import { toast, type ToastOptions } from "../features/toasts/store";

export const API_BASE = "/api";

/** Codes the browser adds for failures that never reached the server's error format. */
export type ClientSideCode = "network" | "bad_response";
/** Every code an `ApiError` carries: the server's (generated from its `ErrorCode`) and ours. */
export type Code = ErrorCode | ClientSideCode;

const SERVER_CODES: ReadonlySet<string> = new Set(ERROR_CODE_VALUES);

function isServerCode(code: string): code is ErrorCode {
  return SERVER_CODES.has(code);
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: Code;
  readonly field?: string;
  readonly fields: FieldError[];
  /** The credentials the failed call carried: with a 401, whose session ended. */
  readonly auth: Auth;

  constructor(status: number, code: Code, message: string, field?: string, fields: FieldError[] = [], auth: Auth = "none") {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.field = field;
    this.fields = fields;
    this.auth = auth;
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

/**
 * Reads `{ error: { code, message, field?, fields? } }`. A code this build does not know (a newer
 * server) or an answer in another format (a proxy's error page) counts as `internal`, with the
 * HTTP status kept.
 */
export function parseApiError(status: number, body: unknown, auth: Auth = "none"): ApiError {
  const err = isRecord(body) ? body.error : undefined;
  if (isRecord(err) && typeof err.code === "string") {
    return new ApiError(
      status,
      isServerCode(err.code) ? err.code : "internal",
      typeof err.message === "string" ? err.message : err.code,
      typeof err.field === "string" ? err.field : undefined,
      parseFieldErrors(err.fields),
      auth,
    );
  }
  return new ApiError(status, "internal", `HTTP error! Status: ${status}`, undefined, [], auth);
}

export type Auth = "client" | "admin" | "none";

/** Query-string values; `undefined`, `null` and `""` are left out, so optional filters need no care. */
export type Query = Readonly<Record<string, string | number | boolean | null | undefined>>;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  auth?: Auth;
  query?: Query;
  /** The `Accept` header; JSON unless said otherwise (e.g. `text/csv` for an export). */
  accept?: string;
  signal?: AbortSignal;
}

function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Where the browser goes when the server no longer knows the staff token. */
export const ADMIN_LOGIN_PATH = "/adminLogin";

/**
 * What a 401 does, decided here once for every call. The server no longer knows the token (expired,
 * revoked, password changed, account disabled), so it is forgotten. A client's callers then go to `/`
 * themselves (portal loaders and forms, see features/portal/load.ts). Staff go to the staff sign-in at
 * once, with a full page load: no screen of the console has to handle it, and nothing it held in
 * memory survives the sign-out.
 */
async function onUnauthorized(auth: Auth): Promise<void> {
  if (auth === "none") return;
  await clearToken(auth);
  if (auth === "admin" && window.location.pathname !== ADMIN_LOGIN_PATH) window.location.assign(ADMIN_LOGIN_PATH);
}

/**
 * A staff session that may only set up two-factor (`STAFF_2FA=required`) was refused anything else
 * (403 `two_factor_setup_required`): the console listens (see `onSetupRequired`) and shows only
 * the setup until it is confirmed.
 */
const setupListeners = new Set<() => void>();

export function onSetupRequired(listener: () => void): () => void {
  setupListeners.add(listener);
  return () => {
    setupListeners.delete(listener);
  };
}

/** Whether a call was refused because the staff session must set up two-factor first. */
export function isSetupRequired(err: unknown): boolean {
  return err instanceof ApiError && err.status === 403 && err.code === "two_factor_setup_required";
}

/**
 * What a refused write says during a staff member's read-only view of a client's portal (the server
 * answers 403 `read_only`): a toast, shown here once for every call, so no screen reports it as a
 * failure of its own (see `isReadOnlyRefusal`). English until the portal sets it in its language.
 */
let readOnlyNotice: ToastOptions = { title: "Read-only view", description: "Nothing was changed: this view of the portal is read-only." };

export function setReadOnlyNotice(notice: ToastOptions): void {
  readOnlyNotice = notice;
}

/** A write refused because the session is a read-only view; the toast above has already said so. */
export function isReadOnlyRefusal(err: unknown): boolean {
  return err instanceof ApiError && err.status === 403 && err.code === "read_only";
}

/**
 * Sends one call to the API and answers the `Response` of a 2xx, body unread (for headers such as
 * `X-Total-Count`, or a file). Any other answer throws an `ApiError`, after the 401 rule above.
 */
export async function send(
  path: string,
  { method = "GET", body, auth = "none", query, accept = "application/json", signal }: RequestOptions = {},
  ifNoneMatch?: string,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  if (ifNoneMatch) headers["If-None-Match"] = ifNoneMatch;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (auth !== "none") {
    const token = auth === "client" ? await clientToken() : await adminToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }

  let res: Response;
  try {
    res = await fetch(`${API_BASE}${withQuery(path, query)}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError(0, "network", cause instanceof Error ? cause.message : "Network error");
  }
  if (res.ok || (ifNoneMatch && res.status === 304)) return res;

  let json: unknown;
  try {
    const text = await res.text();
    json = text ? JSON.parse(text) : undefined;
  } catch {
    // Not our error format: the status speaks for itself.
  }
  if (res.status === 401) await onUnauthorized(auth);
  const error = parseApiError(res.status, json, auth);
  if (isReadOnlyRefusal(error)) toast({ status: "info", ...readOnlyNotice });
  if (auth === "admin" && isSetupRequired(error)) for (const listener of setupListeners) listener();
  throw error;
}

/** A JSON answer with the response headers (paged lists read `X-Total-Count` from them). */
export async function requestWithHeaders<T>(path: string, options: RequestOptions = {}): Promise<{ data: T; headers: Headers }> {
  const key = (options.method ?? "GET") === "GET" ? `${options.auth ?? "none"} ${withQuery(path, options.query)}` : undefined;
  const kept = key === undefined ? undefined : heldRead(key);
  const res = await send(path, options, kept?.etag);
  let text: string;
  if (res.status === 304 && kept) {
    text = kept.text;
  } else {
    text = await res.text();
    const etag = res.headers.get("ETag");
    if (key !== undefined && etag) holdRead(key, etag, text);
  }
  let json: unknown = undefined;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      throw new ApiError(res.status, "bad_response", "The server answered with invalid JSON");
    }
  }
  return { data: json as T, headers: res.headers };
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await requestWithHeaders<T>(path, options)).data;
}

/**
 * i18n key for an error's code. Every code has its message in the catalogues: a code added to the
 * server's `ErrorCode` without one fails the typecheck here.
 */
export function errorMessageKey(err: unknown): `errors.${Code}` {
  return `errors.${err instanceof ApiError ? err.code : "internal"}`;
}

// ---- Payloads and answers ----
// Both generated from Rust, never written here: request bodies are the `shared` input types as
// the WASM module declares them (the browser's validators take the same values), answers are the
// server's view types (types.gen.ts, from openapi.json). The names below are the screens'.

import type {
  ContactInput,
  LoginInput,
  NewsletterInput,
  PasswordChangeInput,
  ProfileInput,
  ProjectRequestInput,
} from "../wasm";
export type { ContactInput, LoginInput, NewsletterInput, PasswordChangeInput, ProfileInput, ProjectRequestInput };
/** The ticket form's rule (`shared` TicketInput) plus the project it is about. */
export type TicketInput = Api.CreateTicket;
export type { Named, TeamCard, Written } from "./types.gen";
/** A session: the token and whose it is. */
export type LoginResponse = Api.SignedIn;
/** What a password (or an emailed link, or an accepted invitation) answers: a session, or the code step. */
export type SignInAnswer = Api.SignInAnswer;
export type UserProfile = Api.UserView;
export type Task = Api.TaskView;
export type Sprint = Api.SprintView;
/** A project as `GET /project/projectsUser` and `/project/detail/{id}` return it: whole. */
export type Project = Api.ProjectView;
/** The fields a project card needs; any `Project` is one. */
export type ProjectSummary = Pick<Project, "_id" | "title" | "sprints"> & { NoteDate?: string | null };
export type Goal = Api.GoalView;
export type Payment = Api.PaymentView;
export type TicketComment = Api.CommentView;
export type Ticket = Api.TicketView;
export type ProjectRequest = Api.RequestView;
export type SowUpdate = Api.UpdateView;

// ---- Endpoints ----

/** A session, or (two-factor on) the challenge the code step sends back: see `isChallenge`. */
export function login(input: LoginInput, signal?: AbortSignal): Promise<SignInAnswer> {
  return request<SignInAnswer>("/user/login", { method: "POST", body: input, signal });
}

/** Staff sign-in: real admin accounts on the server (not the original's fixed credentials). */
export function adminLogin(input: LoginInput, signal?: AbortSignal): Promise<SignInAnswer> {
  return request<SignInAnswer>("/admin/login", { method: "POST", body: input, signal });
}

/** Revokes the server-side session of the given role's token. */
export function logout(role: "client" | "admin"): Promise<unknown> {
  return request<undefined>("/user/logout", { method: "POST", auth: role });
}

export function userProfile(signal?: AbortSignal): Promise<UserProfile> {
  return request<UserProfile>("/user/userProfile", { auth: "client", signal });
}

export function updateProfile(input: ProfileInput): Promise<UserProfile> {
  return request<UserProfile>("/user/profile", { method: "PUT", body: input, auth: "client" });
}

/** Other sessions of the account end; this one stays. */
export function changePassword(input: PasswordChangeInput): Promise<unknown> {
  return request<undefined>("/user/password", { method: "PUT", body: input, auth: "client" });
}

export function saveLanguage(language: string): Promise<Api.LanguageAnswer> {
  return request<Api.LanguageAnswer>("/user/language", { method: "PUT", body: { language }, auth: "client" });
}

export function contactSubmit(input: ContactInput): Promise<Api.ContactReceived> {
  return request<Api.ContactReceived>("/contact/submit", { method: "POST", body: input });
}

export function newsletterSubmit(input: NewsletterInput): Promise<Api.Subscribed> {
  return request<Api.Subscribed>("/contact/mail/submit", { method: "POST", body: input });
}

export function projectsUser(signal?: AbortSignal): Promise<Project[]> {
  return request<Project[]>("/project/projectsUser", { auth: "client", signal });
}

export function projectDetail(projectId: string, signal?: AbortSignal): Promise<Project> {
  return request<Project>(`/project/detail/${encodeURIComponent(projectId)}`, { auth: "client", signal });
}

export function projectGoals(projectId: string, signal?: AbortSignal): Promise<Goal[]> {
  return request<Goal[]>(`/goal/project/${encodeURIComponent(projectId)}`, { auth: "client", signal });
}

export function projectPayments(projectId: string, signal?: AbortSignal): Promise<Payment[]> {
  return request<Payment[]>(`/payment/payments/${encodeURIComponent(projectId)}`, { auth: "client", signal });
}

export function userTickets(userId: string, signal?: AbortSignal): Promise<Ticket[]> {
  return request<Ticket[]>(`/ticket/${encodeURIComponent(userId)}`, { auth: "client", signal });
}

export function createTicket(input: TicketInput): Promise<Ticket> {
  return request<Ticket>("/ticket/create", { method: "POST", body: input, auth: "client" });
}

export function replyToTicket(ticketId: string, text: string): Promise<Ticket> {
  return request<Ticket>(`/ticket/${encodeURIComponent(ticketId)}/reply`, {
    method: "POST",
    body: { text },
    auth: "client",
  });
}

export function addProjectRequest(input: ProjectRequestInput): Promise<Api.Written> {
  return request<Api.Written>("/project/addRequest", { method: "POST", body: input, auth: "client" });
}

export function projectRequests(signal?: AbortSignal): Promise<ProjectRequest[]> {
  return request<ProjectRequest[]>("/project/requests", { auth: "client", signal });
}

export function addSowUpdate(projectId: string, text: string): Promise<Api.Written> {
  return request<Api.Written>(`/project/addUpdate/${encodeURIComponent(projectId)}`, {
    method: "POST",
    body: { text },
    auth: "client",
  });
}

export function sowUpdates(projectId: string, signal?: AbortSignal): Promise<SowUpdate[]> {
  return request<SowUpdate[]>(`/project/updates/${encodeURIComponent(projectId)}`, { auth: "client", signal });
}
