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
  SprintInput,
  TeamMemberInput,
} from "../wasm/pkg/portico_wasm.js";
import type {
  AuditEntry,
  Client,
  ClientEditInput,
  ClientOverview,
  Contact,
  ContactStatus,
  GoalStatus,
  Member,
  ProjectListItem,
  ProjectOverview,
  StaffGoal,
  StaffPayment,
  StaffSowUpdate,
  StaffTaskInput,
  Subscriber,
  TicketStatus,
  UpdateProjectInput,
} from "./admin-shapes";
import {
  ApiError,
  request,
  requestWithHeaders,
  send,
  type Project,
  type ProjectRequest,
  type Query,
  type RequestOptions,
  type Ticket,
} from "./client";
import type * as Api from "./types.gen";

export type * from "./admin-shapes";
export {
  CONTACT_STATUS_VALUES,
  GOAL_STATUS_VALUES,
  TASK_PRIORITY_VALUES,
  TASK_STATUS_VALUES,
  TICKET_STATUS_VALUES,
} from "./admin-shapes";
export type { ClientInput, GoalInput, NewProjectInput, PaymentInput, SprintInput, TeamMemberInput };

// ---- Paging, sorting, search ----

export type SortOrder = "asc" | "desc";

/** The query every list endpoint understands; `S` is the endpoint's sort keys. */
export type ListParams<S extends string = string> = {
  /** 1-based. */
  page?: number;
  /** 1..=200; the server's default is 50. */
  perPage?: number;
  /** Case-insensitive substring search over the endpoint's text columns. */
  q?: string;
  sort?: S;
  order?: SortOrder;
};

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

/** Lists answer either a bare array or `{ data: [...] }`. */
function rowsOf<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  if (typeof body === "object" && body !== null && Array.isArray((body as { data?: unknown }).data)) {
    return (body as { data: T[] }).data;
  }
  throw new ApiError(200, "bad_response", "The server answered a list with something else");
}

/** One page of a staff list (mail-admin.ts's lists use it too). */
export async function list<T>(path: string, params: Query, signal?: AbortSignal): Promise<Page<T>> {
  const { data, headers } = await requestWithHeaders<unknown>(path, { auth: "admin", query: params, signal });
  const rows = rowsOf<T>(data);
  return { rows, total: totalCount(headers, rows.length) };
}

export function staff<T>(path: string, options: Omit<RequestOptions, "auth"> = {}): Promise<T> {
  return request<T>(path, { ...options, auth: "admin" });
}

export async function staffVoid(path: string, options: Omit<RequestOptions, "auth">): Promise<void> {
  await send(path, { ...options, auth: "admin" });
}

const id = encodeURIComponent;

// ---- Lists ----

export type ClientSort = "name" | "brandName" | "email" | "createdAt";
export type ClientListParams = ListParams<ClientSort> & { active?: boolean };
export function listClients(params: ClientListParams, signal?: AbortSignal): Promise<Page<Client>> {
  return list("/user/allUsers", params, signal);
}

export type ProjectSort = "title" | "client" | "sprintCount" | "createdAt";
export type ProjectListParams = ListParams<ProjectSort> & { client?: string };
export function listProjects(params: ProjectListParams, signal?: AbortSignal): Promise<Page<ProjectListItem>> {
  return list("/project/projects", params, signal);
}

export type TicketSort = "title" | "status" | "client" | "createdAt" | "updatedAt";
export type TicketListParams = ListParams<TicketSort> & { status?: TicketStatus; client?: string };
export function listTickets(params: TicketListParams, signal?: AbortSignal): Promise<Page<Ticket>> {
  return list("/ticket/all", params, signal);
}

export type ContactSort = "name" | "email" | "actionStatus" | "createdAt";
export type ContactListParams = ListParams<ContactSort> & { status?: ContactStatus; read?: boolean };
export function listContacts(params: ContactListParams, signal?: AbortSignal): Promise<Page<Contact>> {
  return list("/contact/submissions", params, signal);
}

export type SubscriberSort = "email" | "createdAt";
export type SubscriberListParams = ListParams<SubscriberSort>;
export function listSubscribers(params: SubscriberListParams, signal?: AbortSignal): Promise<Page<Subscriber>> {
  return list("/contact/mail/submissions", params, signal);
}

export type TeamSort = "name" | "role" | "email" | "createdAt";
export type TeamListParams = ListParams<TeamSort>;
/** Sorted by name by default. */
export function listTeam(params: TeamListParams, signal?: AbortSignal): Promise<Page<Member>> {
  return list("/team/all", params, signal);
}

export type ProjectRequestSort = "createdAt" | "title";
export type ProjectRequestListParams = ListParams<ProjectRequestSort> & { client?: string };
export function listProjectRequests(params: ProjectRequestListParams, signal?: AbortSignal): Promise<Page<ProjectRequest>> {
  return list("/project/requests", params, signal);
}

export type SowUpdateListParams = ListParams<"createdAt"> & { client?: string; project?: string };
export function listSowUpdates(params: SowUpdateListParams, signal?: AbortSignal): Promise<Page<StaffSowUpdate>> {
  return list("/project/allUpdates", params, signal);
}

export type AuditListParams = ListParams<"createdAt"> & { client?: string; project?: string };
/** Newest first. */
export function listAudit(params: AuditListParams, signal?: AbortSignal): Promise<Page<AuditEntry>> {
  return list("/admin/audit", params, signal);
}

export type ClientOverviewSort =
  | "name"
  | "projects"
  | "openTickets"
  | "unpaidMilestones"
  | "unpaidAmount"
  | "lastActivity";
export type ClientOverviewParams = ListParams<ClientOverviewSort>;
export function listClientsData(params: ClientOverviewParams, signal?: AbortSignal): Promise<Page<ClientOverview>> {
  return list("/admin/clientsData", params, signal);
}

export type ProjectOverviewSort =
  | "title"
  | "client"
  | "tasksDone"
  | "tasksTotal"
  | "overdueTasks"
  | "goalsDone"
  | "paidAmount"
  | "outstandingAmount";
export type ProjectOverviewParams = ListParams<ProjectOverviewSort>;
export function listProjectsData(params: ProjectOverviewParams, signal?: AbortSignal): Promise<Page<ProjectOverview>> {
  return list("/admin/projectsData", params, signal);
}

// ---- Reads of one record ----

export function clientDetail(clientId: string, signal?: AbortSignal): Promise<Client> {
  return staff(`/user/detail/${id(clientId)}`, { signal });
}

/** The whole project: sprints (with their real `order`), tasks, assignees, team. */
export function staffProjectDetail(projectId: string, signal?: AbortSignal): Promise<Project> {
  return staff(`/project/detail/${id(projectId)}`, { signal });
}

export function clientProjects(clientId: string, signal?: AbortSignal): Promise<Project[]> {
  return staff(`/project/projectsByUser/${id(clientId)}`, { signal });
}

export function staffProjectGoals(projectId: string, signal?: AbortSignal): Promise<StaffGoal[]> {
  return staff(`/goal/project/${id(projectId)}`, { signal });
}

export function staffProjectPayments(projectId: string, signal?: AbortSignal): Promise<StaffPayment[]> {
  return staff(`/payment/payments/${id(projectId)}`, { signal });
}

export function clientTickets(clientId: string, signal?: AbortSignal): Promise<Ticket[]> {
  return staff(`/ticket/${id(clientId)}`, { signal });
}

/** Also marks the submission read (`actionStatus` "new" becomes "read"). */
export function contactSubmission(contactId: string, signal?: AbortSignal): Promise<Contact> {
  return staff(`/contact/submission/${id(contactId)}`, { signal });
}

export function contactCounts(signal?: AbortSignal): Promise<Api.Counts> {
  return staff("/contact/counts", { signal });
}

// ---- Clients ----

export function createClient(input: ClientInput): Promise<Client> {
  return staff("/user/signup", { method: "POST", body: input });
}

/** 409 on `email` when another account has it. */
export function editClient(clientId: string, input: ClientEditInput): Promise<Client> {
  return staff(`/user/edit/${id(clientId)}`, { method: "PUT", body: input });
}

/** Every session of that client ends. */
export function setClientPassword(clientId: string, password: string): Promise<void> {
  return staffVoid(`/user/setPassword/${id(clientId)}`, { method: "PUT", body: { password } });
}

/** `false` ends every session of the client at once; their sign-in then answers `account_disabled`. */
export function setClientActive(clientId: string, active: boolean): Promise<Client> {
  return staff(`/user/active/${id(clientId)}`, { method: "PUT", body: { active } });
}

/** A read-only client session (writes answer 403 `read_only`); recorded in the audit log. */
export function viewAsClient(clientId: string): Promise<Api.SignedIn> {
  return staff(`/admin/viewAs/${id(clientId)}`, { method: "POST" });
}

// ---- Projects, sprints, tasks ----

export function createProject(input: NewProjectInput): Promise<Project> {
  return staff("/project/createProject", { method: "POST", body: input });
}

export function updateProject(projectId: string, input: UpdateProjectInput): Promise<Project> {
  return staff(`/project/updateProject/${id(projectId)}`, { method: "PUT", body: input });
}

export function addSprint(projectId: string, input: SprintInput): Promise<Api.Written> {
  return staff(`/project/addSprint/${id(projectId)}`, { method: "POST", body: input });
}

export function setSprintActive(sprintId: string, active: boolean): Promise<Api.SprintFlagAnswer> {
  return staff(`/project/updateSprintStatus/${id(sprintId)}`, { method: "PUT", body: { active } });
}

export function setSprintCompleted(sprintId: string, completed: boolean): Promise<Api.SprintFlagAnswer> {
  return staff(`/project/updateSprintCompleted/${id(sprintId)}`, { method: "PUT", body: { completed } });
}

/** The sprint takes place `order` (1-based); the others shift, orders stay 1..n. */
export function moveSprint(sprintId: string, order: number): Promise<Api.SprintMoved> {
  return staff(`/project/moveSprint/${id(sprintId)}`, { method: "PUT", body: { order } });
}

export function addTask(sprintId: string, input: StaffTaskInput): Promise<Api.Written> {
  return staff(`/project/addTask/${id(sprintId)}`, { method: "POST", body: input });
}

/** Replaces the whole task. */
export function updateTask(taskId: string, input: StaffTaskInput): Promise<Api.Written> {
  return staff(`/project/updateTask/${id(taskId)}`, { method: "PUT", body: input });
}

export function deleteTask(taskId: string): Promise<void> {
  return staffVoid(`/project/deleteTask/${id(taskId)}`, { method: "DELETE" });
}

export function setTaskStatus(taskId: string, status: string): Promise<Api.TaskField> {
  return staff(`/project/updateTaskStatus/${id(taskId)}`, { method: "PUT", body: { status } });
}

export function setTaskPriority(taskId: string, priority: string): Promise<Api.TaskField> {
  return staff(`/project/updateTaskPriority/${id(taskId)}`, { method: "PUT", body: { priority } });
}

// ---- Goals and payment milestones ----

export function createGoal(input: GoalInput): Promise<StaffGoal> {
  return staff("/goal/create", { method: "POST", body: input });
}

export function setGoalStatus(goalId: string, status: GoalStatus): Promise<StaffGoal> {
  return staff(`/goal/status/${id(goalId)}`, { method: "PUT", body: { status } });
}

export function createPayment(input: PaymentInput): Promise<StaffPayment> {
  return staff("/payment/create", { method: "POST", body: input });
}

export function setPaymentPaid(paymentId: string, isCompleted: boolean): Promise<StaffPayment> {
  return staff(`/payment/paid/${id(paymentId)}`, { method: "PUT", body: { isCompleted } });
}

// ---- Team ----

export function createTeamMember(input: TeamMemberInput): Promise<Member> {
  return staff("/team/create", { method: "POST", body: input });
}

export function editTeamMember(memberId: string, input: TeamMemberInput): Promise<Member> {
  return staff(`/team/edit/${id(memberId)}`, { method: "PUT", body: input });
}

/** The member also leaves every project team and task. */
export function deleteTeamMember(memberId: string): Promise<void> {
  return staffVoid(`/team/delete/${id(memberId)}`, { method: "DELETE" });
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
export function staffReply(ticketId: string, text: string): Promise<Ticket> {
  return staff(`/ticket/${id(ticketId)}/reply`, { method: "POST", body: { text } });
}

export function setTicketStatus(ticketId: string, status: TicketStatus): Promise<Api.TicketStatusAnswer> {
  return staff(`/ticket/${id(ticketId)}/status`, { method: "PUT", body: { status } });
}

export function deleteTicket(ticketId: string): Promise<void> {
  return staffVoid(`/ticket/${id(ticketId)}/delete`, { method: "DELETE" });
}

// ---- Contact and newsletter submissions ----

export function setContactStatus(contactId: string, status: ContactStatus): Promise<Contact> {
  return staff(`/contact/status/${id(contactId)}`, { method: "PUT", body: { status } });
}

export function deleteContact(contactId: string): Promise<void> {
  return staffVoid(`/contact/delete/${id(contactId)}`, { method: "DELETE" });
}

export function deleteSubscriber(subscriberId: string): Promise<void> {
  return staffVoid(`/contact/mail/delete/${id(subscriberId)}`, { method: "DELETE" });
}

async function csv(path: string, query: Query): Promise<Blob> {
  const res = await send(path, { auth: "admin", query, accept: "text/csv" });
  return res.blob();
}

/** Every contact submission matching `q` and the filters (no paging), as CSV. */
export function exportContactsCsv(filters: Omit<ContactListParams, "page" | "perPage"> = {}): Promise<Blob> {
  return csv("/contact/export.csv", filters);
}

/** Every newsletter subscriber matching `q` (no paging), as CSV. */
export function exportSubscribersCsv(filters: Omit<SubscriberListParams, "page" | "perPage"> = {}): Promise<Blob> {
  return csv("/contact/mail/export.csv", filters);
}
