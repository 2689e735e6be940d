/**
 * The back office's calls (staff endpoints, see the API contract): every one sends the admin token,
 * and a 401 on any of them signs the browser out of the console (decided once, in `client.ts`).
 * Lists take paging, sorting, search and filters and answer `{ rows, total }`, `total` read from the
 * `X-Total-Count` header (the number of rows when the server does not send it).
 *
 * Kept apart from `client.ts` so that the public pages, which share that file, never carry this one.
 */
import type {
  ClientInput,
  GoalInput,
  NewProjectInput,
  PaymentInput,
  PersonInput,
  SprintInput,
  TeamMemberInput,
} from "../wasm/pkg/portico_wasm.js";
import type { ClientEditInput, ContactStatus, GoalStatus, Member, StaffTaskInput, TicketStatus, UpdateProjectInput } from "./admin-shapes";
import { answer, api, ApiError, done, serializeQuery, settled, withToken, type Ticket } from "./client";
import type { paths } from "./schema.gen";

export type * from "./admin-shapes";
export {
  CONTACT_STATUS_VALUES,
  GOAL_STATUS_VALUES,
  TASK_PRIORITY_VALUES,
  TASK_STATUS_VALUES,
  TICKET_STATUS_VALUES,
} from "./admin-shapes";
export type { ClientInput, GoalInput, NewProjectInput, PaymentInput, PersonInput, SprintInput, TeamMemberInput };

// ---- Paging, sorting, search ----

/** `page`, `perPage`, `q`, `sort` and `order`: the query every list takes, as the document says. */
type PagedQuery = NonNullable<paths["/team/all"]["get"]["parameters"]["query"]>;

export type SortOrder = NonNullable<PagedQuery["order"]>;

/** The query every list endpoint understands; `S` is the endpoint's sort keys. */
export type ListParams<S extends string = string> = Omit<PagedQuery, "sort"> & { sort?: S };

/**
 * A list's whole query (paging, its sort keys, its filters) as the API's document declares it:
 * the server declares each list's keys with the table its query orders by, so none is copied here.
 */
export type QueryOf<P extends keyof paths> = paths[P] extends { get: { parameters: { query?: infer Q } } } ? NonNullable<Q> : never;

/** A list's sort keys, from the document. */
export type SortOf<P extends keyof paths> = QueryOf<P> extends { sort?: infer S } ? NonNullable<S> : never;

/** One page of a list and the number of rows matching the query across all pages. */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** A list function as tables use it (see features/admin/table/useServerTable.ts). */
export type ListFetcher<T, P extends ListParams = ListParams> = (params: P, signal?: AbortSignal) => Promise<Page<T>>;

/** `X-Total-Count` when it holds a whole number, else `fallback` (an endpoint that does not page yet). */
export function totalCount(headers: Headers, fallback: number): number {
  const raw = headers.get("X-Total-Count");
  const n = raw === null || raw.trim() === "" ? Number.NaN : Number(raw);
  return Number.isSafeInteger(n) && n >= 0 ? n : fallback;
}

/** Lists answer either a bare array or `{ data: [...] }`; anything else is not a list. */
function rowsOf<T>(body: T[] | { data: T[] } | undefined): T[] {
  if (Array.isArray(body)) return body;
  if (typeof body === "object" && body !== null && Array.isArray(body.data)) return body.data;
  throw new ApiError(200, "bad_response", "The server answered a list with something else");
}

/** One page of a staff list (mail-admin.ts's and staff-admin.ts's lists use it too). */
export async function pageOf<T>(call: Promise<{ data?: T[] | { data: T[] }; response: Response }>): Promise<Page<T>> {
  const { data, response } = await settled(call);
  const rows = rowsOf(data);
  return { rows, total: totalCount(response.headers, rows.length) };
}

/** The options of a staff call: the admin token. */
export function staff(signal?: AbortSignal): ReturnType<typeof withToken> {
  return withToken("admin", signal);
}

// ---- Lists ----

export type ClientSort = SortOf<"/user/allUsers">;
export type ClientListParams = QueryOf<"/user/allUsers">;
export function listClients(params: ClientListParams, signal?: AbortSignal) {
  return pageOf(api.GET("/user/allUsers", { ...staff(signal), params: { query: params } }));
}

export type ProjectSort = SortOf<"/project/projects">;
export type ProjectListParams = QueryOf<"/project/projects">;
export function listProjects(params: ProjectListParams, signal?: AbortSignal) {
  return pageOf(api.GET("/project/projects", { ...staff(signal), params: { query: params } }));
}

export type TicketSort = SortOf<"/ticket/all">;
export type TicketListParams = QueryOf<"/ticket/all">;
export function listTickets(params: TicketListParams, signal?: AbortSignal) {
  return pageOf(api.GET("/ticket/all", { ...staff(signal), params: { query: params } }));
}

export type ContactSort = SortOf<"/contact/submissions">;
export type ContactListParams = QueryOf<"/contact/submissions">;
export function listContacts(params: ContactListParams, signal?: AbortSignal) {
  return pageOf(api.GET("/contact/submissions", { ...staff(signal), params: { query: params } }));
}

export type SubscriberSort = SortOf<"/contact/mail/submissions">;
export type SubscriberListParams = QueryOf<"/contact/mail/submissions">;
export function listSubscribers(params: SubscriberListParams, signal?: AbortSignal) {
  return pageOf(api.GET("/contact/mail/submissions", { ...staff(signal), params: { query: params } }));
}

export type TeamSort = SortOf<"/team/all">;
export type TeamListParams = QueryOf<"/team/all">;
/** Sorted by name by default. */
export function listTeam(params: TeamListParams, signal?: AbortSignal) {
  return pageOf(api.GET("/team/all", { ...staff(signal), params: { query: params } }));
}

export type ProjectRequestSort = SortOf<"/project/requests">;
export type ProjectRequestListParams = QueryOf<"/project/requests">;
export function listProjectRequests(params: ProjectRequestListParams, signal?: AbortSignal) {
  return pageOf(api.GET("/project/requests", { ...staff(signal), params: { query: params } }));
}

export type SowUpdateListParams = QueryOf<"/project/allUpdates">;
export function listSowUpdates(params: SowUpdateListParams, signal?: AbortSignal) {
  return pageOf(api.GET("/project/allUpdates", { ...staff(signal), params: { query: params } }));
}

export type AuditListParams = QueryOf<"/admin/audit">;
/** Newest first. */
export function listAudit(params: AuditListParams, signal?: AbortSignal) {
  return pageOf(api.GET("/admin/audit", { ...staff(signal), params: { query: params } }));
}

export type ClientOverviewSort = SortOf<"/admin/clientsData">;
export type ClientOverviewParams = QueryOf<"/admin/clientsData">;
export function listClientsData(params: ClientOverviewParams, signal?: AbortSignal) {
  return pageOf(api.GET("/admin/clientsData", { ...staff(signal), params: { query: params } }));
}

export type ProjectOverviewSort = SortOf<"/admin/projectsData">;
export type ProjectOverviewParams = QueryOf<"/admin/projectsData">;
export function listProjectsData(params: ProjectOverviewParams, signal?: AbortSignal) {
  return pageOf(api.GET("/admin/projectsData", { ...staff(signal), params: { query: params } }));
}

// ---- Reads of one record ----

export function clientDetail(clientId: string, signal?: AbortSignal) {
  return answer(api.GET("/user/detail/{clientId}", { ...staff(signal), params: { path: { clientId } } }));
}

/** The whole project: sprints (with their real `order`), tasks, assignees, team. */
export function staffProjectDetail(projectId: string, signal?: AbortSignal) {
  return answer(api.GET("/project/detail/{projectId}", { ...staff(signal), params: { path: { projectId } } }));
}

export function clientProjects(userId: string, signal?: AbortSignal) {
  return answer(api.GET("/project/projectsByUser/{userId}", { ...staff(signal), params: { path: { userId } } }));
}

export function staffProjectGoals(projectId: string, signal?: AbortSignal) {
  return answer(api.GET("/goal/project/{projectId}", { ...staff(signal), params: { path: { projectId } } }));
}

export function staffProjectPayments(projectId: string, signal?: AbortSignal) {
  return answer(api.GET("/payment/payments/{projectId}", { ...staff(signal), params: { path: { projectId } } }));
}

/** Also marks the submission read (`actionStatus` "new" becomes "read"). */
export function contactSubmission(id: string, signal?: AbortSignal) {
  return answer(api.GET("/contact/submission/{id}", { ...staff(signal), params: { path: { id } } }));
}

export function contactCounts(signal?: AbortSignal) {
  return answer(api.GET("/contact/counts", staff(signal)));
}

// ---- Clients ----

export function createClient(input: ClientInput) {
  return answer(api.POST("/user/signup", { ...staff(), body: input }));
}

/** 409 on `email` when another account has it. */
export function editClient(clientId: string, input: ClientEditInput) {
  return answer(api.PUT("/user/edit/{clientId}", { ...staff(), params: { path: { clientId } }, body: input }));
}

/** Every session of that client ends. */
export function setClientPassword(clientId: string, password: string) {
  return done(api.PUT("/user/setPassword/{clientId}", { ...staff(), params: { path: { clientId } }, body: { password } }));
}

/** Turns off a client's two-factor (a lost phone and lost codes): their sessions end, they are mailed. */
export function resetClientTwoFactor(clientId: string) {
  return done(api.DELETE("/user/twoFactor/{clientId}", { ...staff(), params: { path: { clientId } } }));
}

/** The people of a client company: its own row (the owner staff created) first. */
export function clientPeople(clientId: string, signal?: AbortSignal) {
  return answer(api.GET("/user/people/{clientId}", { ...staff(signal), params: { path: { clientId } } }));
}

/** Adds a person to the company; they are invited by email to choose a password. */
export function addPerson(clientId: string, body: PersonInput) {
  return answer(api.POST("/user/people/{clientId}", { ...staff(), params: { path: { clientId } }, body }));
}

/** Removes a person: their sessions and emailed links end at once; what they wrote stays. */
export function removePerson(clientId: string, personId: string) {
  return done(api.DELETE("/user/people/{clientId}/{personId}", { ...staff(), params: { path: { clientId, personId } } }));
}

/** `false` ends every session of the client at once; their sign-in then answers `account_disabled`. */
export function setClientActive(clientId: string, active: boolean) {
  return answer(api.PUT("/user/active/{clientId}", { ...staff(), params: { path: { clientId } }, body: { active } }));
}

/** A read-only client session (writes answer 403 `read_only`); recorded in the audit log. */
export function viewAsClient(clientId: string, person?: string) {
  // `person`: one of the company's people (what is visible is per person).
  const query = person ? { person } : undefined;
  return answer(api.POST("/admin/viewAs/{clientId}", { ...staff(), params: { path: { clientId }, query } }));
}

// ---- Projects, sprints, tasks ----

export function createProject(input: NewProjectInput) {
  return answer(api.POST("/project/createProject", { ...staff(), body: input }));
}

export function updateProject(projectId: string, input: UpdateProjectInput) {
  return answer(api.PUT("/project/updateProject/{projectId}", { ...staff(), params: { path: { projectId } }, body: input }));
}

export function addSprint(projectId: string, input: SprintInput) {
  return answer(api.POST("/project/addSprint/{projectId}", { ...staff(), params: { path: { projectId } }, body: input }));
}

export function setSprintActive(sprintId: string, active: boolean) {
  return answer(api.PUT("/project/updateSprintStatus/{sprintId}", { ...staff(), params: { path: { sprintId } }, body: { active } }));
}

export function setSprintCompleted(sprintId: string, completed: boolean) {
  return answer(api.PUT("/project/updateSprintCompleted/{sprintId}", { ...staff(), params: { path: { sprintId } }, body: { completed } }));
}

/** The sprint takes place `order` (1-based); the others shift, orders stay 1..n. */
export function moveSprint(sprintId: string, order: number) {
  return answer(api.PUT("/project/moveSprint/{sprintId}", { ...staff(), params: { path: { sprintId } }, body: { order } }));
}

export function addTask(sprintId: string, input: StaffTaskInput) {
  return answer(api.POST("/project/addTask/{sprintId}", { ...staff(), params: { path: { sprintId } }, body: input }));
}

/** Replaces the whole task. */
export function updateTask(taskId: string, input: StaffTaskInput) {
  return answer(api.PUT("/project/updateTask/{taskId}", { ...staff(), params: { path: { taskId } }, body: input }));
}

export function deleteTask(taskId: string) {
  return done(api.DELETE("/project/deleteTask/{taskId}", { ...staff(), params: { path: { taskId } } }));
}

export function setTaskStatus(taskId: string, status: string) {
  return answer(api.PUT("/project/updateTaskStatus/{taskId}", { ...staff(), params: { path: { taskId } }, body: { status } }));
}

export function setTaskPriority(taskId: string, priority: string) {
  return answer(api.PUT("/project/updateTaskPriority/{taskId}", { ...staff(), params: { path: { taskId } }, body: { priority } }));
}

// ---- Goals and payment milestones ----

export function createGoal(input: GoalInput) {
  return answer(api.POST("/goal/create", { ...staff(), body: input }));
}

export function setGoalStatus(goalId: string, status: GoalStatus) {
  return answer(api.PUT("/goal/status/{goalId}", { ...staff(), params: { path: { goalId } }, body: { status } }));
}

export function createPayment(input: PaymentInput) {
  return answer(api.POST("/payment/create", { ...staff(), body: input }));
}

export function setPaymentPaid(paymentId: string, isCompleted: boolean) {
  return answer(api.PUT("/payment/paid/{paymentId}", { ...staff(), params: { path: { paymentId } }, body: { isCompleted } }));
}

// ---- Team ----

export function createTeamMember(input: TeamMemberInput) {
  return answer(api.POST("/team/create", { ...staff(), body: input }));
}

export function editTeamMember(id: string, input: TeamMemberInput) {
  return answer(api.PUT("/team/edit/{id}", { ...staff(), params: { path: { id } }, body: input }));
}

/** The member also leaves every project team and task. */
export function deleteTeamMember(id: string) {
  return done(api.DELETE("/team/delete/{id}", { ...staff(), params: { path: { id } } }));
}

/**
 * One member by id. There is no single-member endpoint: walk the list (sorted by name, the largest
 * pages allowed) until the member turns up; `null` when nobody has that id.
 */
export async function findTeamMember(memberId: string, signal?: AbortSignal): Promise<Member | null> {
  const perPage = 200;
  for (let page = 1; ; page++) {
    const { rows, total } = await listTeam({ page, perPage, sort: "name", order: "asc" }, signal);
    const found = rows.find((m) => m._id === memberId);
    if (found) return found;
    // A server that does not page answers everything at once (total = rows.length).
    if (rows.length === 0 || rows.length >= total || page * perPage >= total) return null;
  }
}

// ---- Tickets ----

/**
 * One ticket by id (a notification email's `?ticket=<id>`). There is no single-ticket endpoint for
 * staff: walk every ticket, newest first in the largest pages allowed (a linked ticket is usually
 * recent, so on the first); `null` when none has that id.
 */
export async function findTicket(ticketId: string, signal?: AbortSignal): Promise<Ticket | null> {
  const perPage = 200;
  for (let page = 1; ; page++) {
    const { rows, total } = await listTickets({ page, perPage, sort: "createdAt", order: "desc" }, signal);
    const found = rows.find((t) => t._id === ticketId);
    if (found) return found;
    if (rows.length === 0 || rows.length >= total || page * perPage >= total) return null;
  }
}

/** Staff may reply to any ticket; the reply shows under the staff member's name. */
export function staffReply(ticketId: string, text: string, attachments: string[] = []) {
  return answer(api.POST("/ticket/{ticketId}/reply", { ...staff(), params: { path: { ticketId } }, body: { text, attachments } }));
}

export function setTicketStatus(id: string, status: TicketStatus) {
  return answer(api.PUT("/ticket/{id}/status", { ...staff(), params: { path: { id } }, body: { status } }));
}

export function deleteTicket(id: string) {
  return done(api.DELETE("/ticket/{id}/delete", { ...staff(), params: { path: { id } } }));
}

// ---- Contact and newsletter submissions ----

export function setContactStatus(id: string, status: ContactStatus) {
  return answer(api.PUT("/contact/status/{id}", { ...staff(), params: { path: { id } }, body: { status } }));
}

export function deleteContact(id: string) {
  return done(api.DELETE("/contact/delete/{id}", { ...staff(), params: { path: { id } } }));
}

export function deleteSubscriber(id: string) {
  return done(api.DELETE("/contact/mail/delete/{id}", { ...staff(), params: { path: { id } } }));
}

/**
 * A CSV export takes its list's search and filters, which the document does not declare for the
 * export: they are sent by the query serializer, outside the typed `params`.
 */
function csv(filters: object) {
  return { ...staff(), headers: { ...staff().headers, Accept: "text/csv" }, parseAs: "blob", querySerializer: () => serializeQuery(filters) } as const;
}

/** Every contact submission matching `q` and the filters (no paging), as CSV. */
export function exportContactsCsv(filters: Omit<ContactListParams, "page" | "perPage"> = {}) {
  return answer(api.GET("/contact/export.csv", csv(filters)));
}

/** Every invoice and credit note, amounts as decimals with their currency beside them, as CSV. */
export function exportInvoicesCsv() {
  return answer(api.GET("/invoice/export.csv", csv({})));
}

/** Every newsletter subscriber matching `q` (no paging), as CSV. */
export function exportSubscribersCsv(filters: Omit<SubscriberListParams, "page" | "perPage"> = {}) {
  return answer(api.GET("/contact/mail/export.csv", csv(filters)));
}
