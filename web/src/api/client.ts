/**
 * Typed client for the product's own API under `/api`. Every non-2xx answer becomes an `ApiError`
 * carrying the server's stable `code` (see server/src/error.rs); the UI translates codes with
 * `errorMessageKey`, so a change of server wording never breaks a screen.
 */
import type { FieldError } from "../wasm";
import { adminToken, clearToken, clientToken } from "../features/auth/session";
import { toast, type ToastOptions } from "../features/toasts/store";

export const API_BASE = "/api";

/** Codes the browser adds for failures that never reached the server's error format. */
export type ClientSideCode = "network" | "bad_response";

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field?: string;
  readonly fields: FieldError[];
  /** The credentials the failed call carried: with a 401, whose session ended. */
  readonly auth: Auth;

  constructor(status: number, code: string, message: string, field?: string, fields: FieldError[] = [], auth: Auth = "none") {
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

/** Reads `{ error: { code, message, field?, fields? } }`; anything else keeps the HTTP status. */
export function parseApiError(status: number, body: unknown, auth: Auth = "none"): ApiError {
  const err = isRecord(body) ? body.error : undefined;
  if (isRecord(err) && typeof err.code === "string") {
    return new ApiError(
      status,
      err.code,
      typeof err.message === "string" ? err.message : err.code,
      typeof err.field === "string" ? err.field : undefined,
      parseFieldErrors(err.fields),
      auth,
    );
  }
  return new ApiError(status, `http_${status}`, `HTTP error! Status: ${status}`, undefined, [], auth);
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
): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
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
  if (res.ok) return res;

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
  throw error;
}

/** A JSON answer with the response headers (paged lists read `X-Total-Count` from them). */
export async function requestWithHeaders<T>(path: string, options: RequestOptions = {}): Promise<{ data: T; headers: Headers }> {
  const res = await send(path, options);
  const text = await res.text();
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
    case "read_only":
    case "account_disabled":
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
  user?: UserProfile;
}
export interface UserProfile {
  _id: string;
  name: string;
  brandName: string;
  email: string;
  phone?: string;
  role?: string;
  /** The interface language the account chose last (`en`, `fr` or `hi`). */
  language?: string;
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

/** Someone referred to by id and name (a client, an assignee, a project's creator). */
export interface Named {
  _id: string;
  name: string;
}

export interface TeamCard {
  _id: string;
  name: string;
  role: string;
  about: string;
}

export interface Task {
  _id: string;
  title: string;
  assignedTo: Named[];
  status: string;
  priority: string;
  type: string;
  role: string;
  githubLink: string;
  /** The due date, `YYYY-MM-DD`. */
  taskDate: string | null;
  description: string;
}

export interface Sprint {
  _id: string;
  title: string;
  goal: string;
  timeline: string;
  startDate: string | null;
  endDate: string | null;
  order: number;
  status: { active: boolean; completed: boolean };
  tasks: Task[];
}

/** A project as `GET /project/projectsUser` and `/project/detail/{id}` return it: whole. */
export interface Project {
  _id: string;
  title: string;
  client: Named;
  projectDesc: string;
  projectDetailsDesc: string;
  projectTimeline: string;
  projectCost: string;
  github: string;
  repoName: string;
  projectTeam: TeamCard[];
  NoteDate: string | null;
  createdBy: Named | null;
  createdAt: string;
  sprints: Sprint[];
}

/** The fields a project card needs; any `Project` is one. */
export type ProjectSummary = Pick<Project, "_id" | "title" | "sprints"> & { NoteDate?: string | null };

export interface Goal {
  _id: string;
  project: string;
  title: string;
  desc: string;
  status: string;
  dueDate: string | null;
  isCompleted: boolean;
}

export interface Payment {
  _id: string;
  title: string;
  description: string;
  amount: number;
  dueDate: string | null;
  isCompleted: boolean;
}

export interface TicketComment {
  _id: string;
  user: string;
  userName: string;
  fromStaff: boolean;
  text: string;
  createdAt: string;
}

export interface Ticket {
  _id: string;
  title: string;
  description: string;
  status: string;
  createdBy: string;
  createdByName: string;
  project: string | null;
  createdAt: string;
  updatedAt: string;
  comments: TicketComment[];
}

export interface ProfileInput {
  name: string;
  brandName: string;
  phone: string;
}
export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
}
export interface TicketInput {
  title: string;
  description: string;
  project?: string;
}
export interface ProjectRequestInput {
  title: string;
  projectCost: string;
  projectTimeline: string;
  description: string;
}
export interface ProjectRequest extends ProjectRequestInput {
  _id: string;
  user: string;
  userName: string;
  createdAt: string;
}
export interface SowUpdate {
  _id: string;
  project: string;
  user: string;
  userName: string;
  text: string;
  createdAt: string;
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

export function updateProfile(input: ProfileInput): Promise<UserProfile> {
  return request<UserProfile>("/user/profile", { method: "PUT", body: input, auth: "client" });
}

/** Other sessions of the account end; this one stays. */
export function changePassword(input: PasswordChangeInput): Promise<unknown> {
  return request<unknown>("/user/password", { method: "PUT", body: input, auth: "client" });
}

export function saveLanguage(language: string): Promise<unknown> {
  return request<unknown>("/user/language", { method: "PUT", body: { language }, auth: "client" });
}

export function contactSubmit(input: ContactInput): Promise<unknown> {
  return request<unknown>("/contact/submit", { method: "POST", body: input });
}

export function newsletterSubmit(input: NewsletterInput): Promise<unknown> {
  return request<unknown>("/contact/mail/submit", { method: "POST", body: input });
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

export function addProjectRequest(input: ProjectRequestInput): Promise<{ _id: string }> {
  return request<{ _id: string }>("/project/addRequest", { method: "POST", body: input, auth: "client" });
}

export function projectRequests(signal?: AbortSignal): Promise<ProjectRequest[]> {
  return request<ProjectRequest[]>("/project/requests", { auth: "client", signal });
}

export function addSowUpdate(projectId: string, text: string): Promise<{ _id: string }> {
  return request<{ _id: string }>(`/project/addUpdate/${encodeURIComponent(projectId)}`, {
    method: "POST",
    body: { text },
    auth: "client",
  });
}

export function sowUpdates(projectId: string, signal?: AbortSignal): Promise<SowUpdate[]> {
  return request<SowUpdate[]>(`/project/updates/${encodeURIComponent(projectId)}`, { auth: "client", signal });
}
