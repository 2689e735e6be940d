/**
 * Typed client for the product's own API under `/api`. Every non-2xx answer becomes an `ApiError`
 * carrying the server's stable `code` (see server/src/error.rs); the UI translates codes with
 * `errorMessageKey`, so a change of server wording never breaks a screen.
 */
import type { FieldError } from "../wasm";
import { adminToken, clearToken, clientToken } from "../features/auth/session";

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
  if (!res.ok) {
    // The server no longer knows this client token (expired, revoked, password changed elsewhere):
    // forget it, so the portal guard treats the browser as signed out. Callers then go to `/`.
    if (res.status === 401 && auth === "client") await clearToken("client");
    throw parseApiError(res.status, json);
  }
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
