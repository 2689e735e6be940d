/**
 * Typed client for the product's own API under `/api`. Every non-2xx answer becomes an `ApiError`
 * carrying the server's stable `code` (see server/src/error.rs); the UI translates codes with
 * `errorMessageKey`, so a change of server wording never breaks a screen.
 */
import createClient, { type Middleware } from "openapi-fetch";
import type { FieldError } from "../wasm";
import type { paths } from "./schema.gen";
import type * as Api from "./types.gen";
import { ERROR_CODE_VALUES, type ErrorCode } from "./types.gen";
import { heldRead, holdRead } from "./held";
import { stopLiveUpdates } from "./liveStop";

const API_BASE = "/api";

// ---- What the app hands the client ----

/** Whose session a call may carry: a client's (or a staff view of a client's portal) or staff's. */
export type Role = Exclude<Auth, "none">;

/** Where the bearer tokens live (features/auth/session.ts): the client reads them for each call. */
export interface TokenSource {
  /** The token a client's calls carry, or null when none is signed in. */
  client(): Promise<string | null>;
  /** The token staff calls carry, or null when none is signed in. */
  admin(): Promise<string | null>;
  /** Forgets a role's token: the server answered 401 to it (see `onUnauthorized`). */
  clear(role: Role): Promise<void>;
}

/** A message the client shows the person by itself (the read-only refusal): a toast. */
export interface Notice {
  title: string;
  description?: string;
  status?: "success" | "error" | "info";
  durationMs?: number;
}

/**
 * What the API client needs from the app above it, handed in by the app's root (root.tsx, through
 * `configureApi`) so that nothing here imports a feature: the tokens, the toasts, and sudo mode's
 * question "Confirm it's you" (true once the person has proved who they are).
 */
export interface ApiSetup {
  token: TokenSource;
  notify: (notice: Notice) => void;
  askSudo: (role: Role) => Promise<boolean>;
}

/** Until the app configures it: no token, nothing shown, and sudo mode declined (the 403 stands). */
const UNCONFIGURED: ApiSetup = {
  token: { client: async () => null, admin: async () => null, clear: async () => undefined },
  notify: () => undefined,
  askSudo: async () => false,
};

let setup: ApiSetup = UNCONFIGURED;

/** Hands the client the app's tokens, toasts and sudo question; called once, by the app's root. */
export function configureApi(wiring: ApiSetup): void {
  setup = wiring;
}

function tokenOf(role: Role): Promise<string | null> {
  return role === "client" ? setup.token.client() : setup.token.admin();
}

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
function parseApiError(status: number, body: unknown, auth: Auth = "none"): ApiError {
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

/** Where the browser goes when the server no longer knows the staff token. */
export const ADMIN_LOGIN_PATH = "/adminLogin";

/**
 * What a 401 does, decided here once for every call. The server no longer knows the token (expired,
 * revoked, password changed, account disabled), so it is forgotten. A client's callers then go to `/`
 * themselves (portal loaders and forms, see features/portal/load.ts). Staff go to the staff sign-in at
 * once, with a full page load: no screen of the console has to handle it, and nothing it held in
 * memory survives the sign-out.
 */
async function onUnauthorized(auth: Auth, token: string | null | undefined): Promise<void> {
  if (auth === "none") return;
  // A call sent with a session no longer in use (a staff view of a client's portal, exited while
  // the call was on its way) says nothing about the session in use now: that one is kept.
  const current = await tokenOf(auth);
  if (token !== undefined && token !== current) return;
  await setup.token.clear(auth);
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
let readOnlyNotice: Notice = { title: "Read-only view", description: "Nothing was changed: this view of the portal is read-only." };

export function setReadOnlyNotice(notice: Notice): void {
  readOnlyNotice = notice;
}

/** A write refused because the session is a read-only view; the toast above has already said so. */
export function isReadOnlyRefusal(err: unknown): boolean {
  return err instanceof ApiError && err.status === 403 && err.code === "read_only";
}

// ---- The typed client ----

/**
 * Whose token a call carries, as the call says it (`withToken(auth)`). `sendRequest` reads it and
 * takes it off: it never leaves the browser.
 */
const AUTH_HEADER = "X-Portico-Auth";

function authOf(value: string | null): Auth {
  return value === "client" || value === "admin" ? value : "none";
}

/** What was sent with a call, for the middleware reading its answer. */
/** What each call was sent with: whose credentials (`auth`, and the `token` itself once read), and
 * the held read it may be answered from. */
interface Sent {
  auth: Auth;
  token?: string | null;
  key?: string;
  kept?: { etag: string; text: string };
}
const sent = new WeakMap<Request, Sent>();

/**
 * The one middleware every call goes through: answers a 304 from the held read and holds a tagged
 * one, and turns every other non-2xx answer into an `ApiError` after the 401 rule, the read-only
 * toast, the two-factor setup notice above and sudo mode's question (`settle`). A failed `fetch` becomes `network` (an abort stays
 * an abort).
 */
const session: Middleware = {
  onResponse({ request, response }) {
    return settle(request, response, true);
  },
  onError({ error }) {
    if (error instanceof DOMException && error.name === "AbortError") return undefined;
    return new ApiError(0, "network", error instanceof Error ? error.message : "Network error");
  },
};

/** Whether a call was refused until the person proves who they are again (sudo mode). */
export function isSudoRequired(err: unknown): boolean {
  return err instanceof ApiError && err.status === 403 && err.code === "sudo_required";
}

/**
 * An answer as the middleware settles it (a Response to use instead, or nothing to keep it, or an
 * `ApiError` thrown). A signed-in call refused with 403 `sudo_required` asks the person to prove
 * who they are ("Confirm it's you": `askSudo` of `configureApi`, features/sudo/ask.ts) and, once
 * they have, goes once more.
 */
async function settle(request: Request, response: Response, mayAsk: boolean): Promise<Response | undefined> {
  const { auth, key, kept, token } = sent.get(request) ?? { auth: "none" };
  if (response.status === 304 && kept) return new Response(kept.text, { status: 200, headers: response.headers });
  if (response.ok) {
    const etag = response.headers.get("ETag");
    if (key === undefined || !etag) return undefined;
    const text = await response.text();
    holdRead(key, etag, text);
    return new Response(text, response);
  }
  let json: unknown;
  try {
    const text = await response.text();
    json = text ? JSON.parse(text) : undefined;
  } catch {
    // Not our error format: the status speaks for itself.
  }
  if (response.status === 401) await onUnauthorized(auth, token);
  const error = parseApiError(response.status, json, auth);
  if (mayAsk && auth !== "none" && isSudoRequired(error) && (await setup.askSudo(auth))) {
    const again = await sendRequest(request);
    return (await settle(request, again, false)) ?? again;
  }
  if (isReadOnlyRefusal(error)) setup.notify({ status: "info", ...readOnlyNotice });
  if (auth === "admin" && isSetupRequired(error)) for (const listener of setupListeners) listener();
  throw error;
}

/** `Authorization` from `authorization`: the casing the app always sent (tests read headers so). */
function headerName(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase());
}

/** A Request that keeps the JSON text it was made with, so `sendRequest` need not read it back. */
class JsonRequest extends Request {
  readonly sentText: string | undefined;

  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(input, init);
    this.sentText = typeof init?.body === "string" ? init.body : undefined;
  }
}

/** The calls sent and not answered yet, by the session they were sent with: a sign-out waits for them. */
const wire = new Set<{ auth: Auth; answered: Promise<unknown> }>();

/** The tokens of the sessions this page ended (`logout`): nothing more goes out with them. */
const ended = new Set<string>();

/** How long a sign-out waits for the calls on the wire before it goes out anyway. */
const SIGN_OUT_WAIT_MS = 3000;

function onTheWire(auth: Auth, call: Promise<Response>): Promise<Response> {
  const item = { auth, answered: call.catch(() => undefined) };
  wire.add(item);
  void item.answered.then(() => wire.delete(item));
  return call;
}

/**
 * Sends the Request openapi-fetch built, with the caller's token and `If-None-Match` for a held
 * read, as `fetch(path, init)` with plain headers and a string body: the very call this app made
 * before the typed client, so what stands in for `fetch` in tests (src/test/fakeApi.ts) sees the
 * same. A call without a token goes out at once, with no wait for the token store (this is not
 * an `onRequest` middleware, which openapi-fetch always awaits).
 */
function sendRequest(request: Request): Promise<Response> {
  const url = new URL(request.url);
  // The page is being left for another (`leavePage`): nothing more goes out but a sign-out, so no
  // read made with the session being ended meets its end.
  const signingOut = url.pathname.endsWith("/user/logout");
  if (leaving && !signingOut) return new Promise<Response>(() => undefined);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[headerName(name)] = value;
  });
  const auth = authOf(request.headers.get(AUTH_HEADER));
  delete headers[AUTH_HEADER];
  const json = headers.Accept === "application/json";
  const key = request.method === "GET" && json ? `${auth} ${url.pathname}${url.search}` : undefined;
  const kept = key === undefined ? undefined : heldRead(key);
  if (kept) headers["If-None-Match"] = kept.etag;
  const entry: Sent = { auth, key, kept };
  sent.set(request, entry);
  const send = () =>
    onTheWire(
      auth,
      fetch(`${url.pathname}${url.search}`, {
        method: request.method,
        headers,
        body: request instanceof JsonRequest ? request.sentText : undefined,
        signal: request.signal,
      }),
    );
  if (auth === "none") return send();
  return tokenOf(auth).then((token) => {
    // A session this page ended (`logout`): its screen is being left, and its calls wait unsent.
    if (token && ended.has(token) && !signingOut) return new Promise<Response>(() => undefined);
    entry.token = token;
    if (token) headers.Authorization = `Bearer ${token}`;
    return send();
  });
}

/**
 * A file's bytes POSTed to `path` with the caller's token, reporting how much has gone
 * (`onProgress`, 0 to 1): `fetch` cannot tell, so this one call goes through XMLHttpRequest, and
 * its answer is settled by the same rules as every other call (the 401 rule, the read-only toast).
 */
export async function sendFile<T>(
  path: string,
  body: Blob,
  auth: Auth,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  const token = auth === "none" ? null : await tokenOf(auth);
  const response = await new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${API_BASE}${path}`);
    xhr.setRequestHeader("Accept", "application/json");
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () =>
      resolve(new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status, headers: { "Content-Type": "application/json" } }));
    xhr.onerror = () => reject(new ApiError(0, "network", "Network error", undefined, [], auth));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled", "AbortError"));
    if (signal?.aborted) return reject(new DOMException("The upload was cancelled", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
  const request = new Request(new URL(`${API_BASE}${path}`, window.location.origin), { method: "POST" });
  sent.set(request, { auth, token });
  const answered = (await settle(request, response, false)) ?? response;
  try {
    return (await answered.json()) as T;
  } catch {
    throw new ApiError(answered.status, "bad_response", "The server answered with invalid JSON", undefined, [], auth);
  }
}

/** Query values `undefined`, `null` and `""` are left out, so optional filters need no care. */
export function serializeQuery(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, String(value));
  }
  return params.toString();
}

/**
 * Every call to the API, its path, parameters, body and answer checked against the OpenAPI
 * document (schema.gen.ts). Anything but a 2xx throws an `ApiError` (see `session`), so `data` is
 * always the success answer: read it with `answer`.
 */
export const api = createClient<paths>({
  // Absolute for the Request openapi-fetch builds (Node's refuses a bare path); sent as a path.
  baseUrl: `${globalThis.location?.origin ?? "http://localhost"}${API_BASE}`,
  headers: { Accept: "application/json" },
  querySerializer: serializeQuery,
  Request: JsonRequest,
  fetch: sendRequest,
});
api.use(session);

/** The options of a call made with `auth`'s token (none for `"none"`). */
export function withToken(auth: Auth, signal?: AbortSignal): { headers: Record<string, string>; signal?: AbortSignal } {
  return { headers: { [AUTH_HEADER]: auth }, signal };
}

/** The body of a success, and the response (a list's `X-Total-Count`, a file). */
export async function settled<T>(call: Promise<{ data?: T; response: Response }>): Promise<{ data: T; response: Response }> {
  try {
    const { data, response } = await call;
    return { data: data as T, response };
  } catch (err) {
    // Only openapi-fetch's reading of a success's body parses JSON after the middleware.
    if (err instanceof SyntaxError) throw new ApiError(200, "bad_response", "The server answered with invalid JSON");
    throw err;
  }
}

/** The success answer of a call through `api`. */
export async function answer<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  return (await settled(call)).data;
}

/** For a call whose success has no body (a 204), or whose body nobody reads. */
export async function done(call: Promise<{ response: Response }>): Promise<void> {
  await settled(call);
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

import type { LoginInput, PasswordChangeInput, ProfileInput, ProjectRequestInput } from "../wasm";
export type { LoginInput, PasswordChangeInput, ProfileInput, ProjectRequestInput };
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
export type { BurnPointView as BurnPoint, BurnUpView as BurnUp, SprintBurnUp } from "./types.gen";

// ---- Endpoints ----
// Each is one call through `api`: the path, its parameters, the body and the answer are checked
// against the OpenAPI document, so none is typed here.

/** A session, or (two-factor on) the challenge the code step sends back: see `isChallenge`. */
export function login(input: LoginInput, signal?: AbortSignal) {
  return answer(api.POST("/user/login", { body: input, signal }));
}

/** Staff sign-in: real admin accounts on the server (not the original's fixed credentials). */
export function adminLogin(input: LoginInput, signal?: AbortSignal) {
  return answer(api.POST("/admin/login", { body: input, signal }));
}

/** Revokes the server-side session of the given role's token, the live updates stopped first. */
let leaving = false;

/** From now on the page sends nothing but a sign-out: it is about to be replaced by a full load
 * (a staff view of a client's portal being exited). */
export function leavePage(): void {
  leaving = true;
  stopLiveUpdates();
}

export async function logout(role: "client" | "admin"): Promise<void> {
  stopLiveUpdates();
  // What the screen asked with this session is answered first: a read the server met after the
  // session ended would be answered 401 (which the browser logs) for a screen being left anyway.
  // Nothing more goes out with it meanwhile.
  const token = await tokenOf(role);
  if (token) ended.add(token);
  const pending = [...wire].filter((c) => c.auth === role).map((c) => c.answered);
  await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, SIGN_OUT_WAIT_MS))]);
  await done(api.POST("/user/logout", withToken(role)));
}

export function userProfile(signal?: AbortSignal) {
  return answer(api.GET("/user/userProfile", withToken("client", signal)));
}

export function updateProfile(input: ProfileInput) {
  return answer(api.PUT("/user/profile", { ...withToken("client"), body: input }));
}

/** Other sessions of the account end; this one stays. */
export function changePassword(input: PasswordChangeInput) {
  return done(api.PUT("/user/password", { ...withToken("client"), body: input }));
}

/** Light, dark or system, kept on the account of `auth` (a client or a staff member). */
export function saveAppearance(appearance: "light" | "dark" | "system", auth: Auth) {
  return answer(api.PUT("/user/appearance", { ...withToken(auth), body: { appearance } }));
}

export function saveLanguage(language: string) {
  return answer(api.PUT("/user/language", { ...withToken("client"), body: { language } }));
}

export function projectsUser(signal?: AbortSignal) {
  return answer(api.GET("/project/projectsUser", withToken("client", signal)));
}

/** The caller's projects at a glance: the dashboard's figures. */
export function projectGlance(signal?: AbortSignal) {
  return answer(api.GET("/project/glance", withToken("client", signal)));
}

export type ProjectGlance = Api.ProjectGlance;

export function projectDetail(projectId: string, signal?: AbortSignal) {
  return answer(api.GET("/project/detail/{projectId}", { ...withToken("client", signal), params: { path: { projectId } } }));
}

export function projectGoals(projectId: string, signal?: AbortSignal) {
  return answer(api.GET("/goal/project/{projectId}", { ...withToken("client", signal), params: { path: { projectId } } }));
}

export function projectPayments(projectId: string, signal?: AbortSignal) {
  return answer(api.GET("/payment/payments/{projectId}", { ...withToken("client", signal), params: { path: { projectId } } }));
}

/** Tasks done against scope, day by day, for the project and each sprint: the client's own project, or staff's any. */
export function burnUp(projectId: string, auth: Exclude<Auth, "none">, signal?: AbortSignal) {
  return answer(api.GET("/project/burnUp/{projectId}", { ...withToken(auth, signal), params: { path: { projectId } } }));
}

/** What happened in the client's projects (or one), newest first, 20 at a time from `before`, with their last visit. */
export function activityFeed(query: { project?: string; before?: string }, signal?: AbortSignal) {
  return answer(api.GET("/activity", { ...withToken("client", signal), params: { query } }));
}

/** The client opened their feed: what happens next is new at their next visit. */
export function markActivitySeen() {
  return done(api.POST("/activity/seen", withToken("client")));
}

export type { ActivityFeed, ActivityView } from "./types.gen";

export function addProjectRequest(input: ProjectRequestInput, attachments: string[] = []) {
  return answer(api.POST("/project/addRequest", { ...withToken("client"), body: { ...input, attachments } }));
}

export function projectRequests(signal?: AbortSignal) {
  return answer(api.GET("/project/requests", withToken("client", signal)));
}

export function addSowUpdate(projectId: string, text: string, attachments: string[] = []) {
  return answer(api.POST("/project/addUpdate/{projectId}", { ...withToken("client"), params: { path: { projectId } }, body: { text, attachments } }));
}

export function sowUpdates(projectId: string, signal?: AbortSignal) {
  return answer(api.GET("/project/updates/{projectId}", { ...withToken("client", signal), params: { path: { projectId } } }));
}
