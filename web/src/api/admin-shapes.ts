/**
 * What the staff endpoints answer and the write payloads the generated WASM types do not describe
 * (yet), with the JSON names of the API contract. Re-exported by `admin.ts`; import from there.
 */
import type { Named, SowUpdate } from "./client";

// ---- Shapes (JSON names as the server sends them) ----

export interface Client {
  _id: string;
  name: string;
  brandName: string;
  email: string;
  phone: string;
  role: string;
  language: string;
  remarks: string;
  createdAt: string;
  active: boolean;
}

export interface ProjectListItem {
  _id: string;
  title: string;
  client: Named;
  projectDesc: string;
  sprintCount: number;
  createdAt: string;
}

export type ContactStatus = "new" | "read" | "replied" | "spam";

export interface Contact {
  _id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  permission: boolean;
  page: string;
  createdAt: string;
  isRead: boolean;
  actionStatus: ContactStatus;
}

export interface Subscriber {
  _id: string;
  email: string;
  page: string;
  createdAt: string;
}

export interface Member {
  _id: string;
  name: string;
  role: string;
  email: string;
  phoneNumber: string;
  age: number | null;
  address: string;
  /** `YYYY-MM-DD`. */
  joiningDate: string | null;
  about: string;
}

export interface StaffSowUpdate extends SowUpdate {
  projectTitle: string;
}

export interface AuditEntry {
  _id: string;
  createdAt: string;
  actor: Named;
  /** `client.create`, `team.delete`, `sprint.move`... */
  action: string;
  entity: string;
  entityId: string;
  client: Named | null;
  project: { _id: string; title: string } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface ClientOverview {
  _id: string;
  name: string;
  brandName: string;
  email: string;
  active: boolean;
  projects: number;
  openTickets: number;
  unpaidMilestones: number;
  unpaidAmount: number;
  /** RFC 3339. */
  lastActivity: string | null;
}

export interface ProjectOverview {
  _id: string;
  title: string;
  client: Named;
  tasksTotal: number;
  tasksDone: number;
  tasksByStatus: { todo: number; inprogress: number; done: number };
  activeSprint: { _id: string; title: string } | null;
  overdueTasks: number;
  goalsTotal: number;
  goalsDone: number;
  paidAmount: number;
  outstandingAmount: number;
}

export type GoalStatus = "todo" | "inprogress" | "done";

export interface StaffGoal {
  _id: string;
  project: string;
  title: string;
  desc: string;
  status: string;
  dueDate: string | null;
  isCompleted: boolean;
  createdAt: string;
}

export interface StaffPayment {
  _id: string;
  project: string;
  title: string;
  description: string;
  amount: number;
  dueDate: string | null;
  isCompleted: boolean;
  createdAt: string;
}

export type TicketStatus = "Open" | "Closed";

// ---- Write payloads the generated WASM types do not describe (yet) ----

export interface ClientEditInput {
  name: string;
  brandName: string;
  email: string;
  remarks: string;
}

export interface UpdateProjectInput {
  title: string;
  projectDesc: string;
  projectDetailsDesc: string;
  github: string;
  repoName: string;
  projectCost: string;
  projectTimeline: string;
}

/** A task as staff write it: the whole task, assignees as member ids. */
export interface StaffTaskInput {
  title: string;
  assignedTo: string[];
  status: string;
  priority: string;
  type: string;
  role: string;
  githubLink: string;
  /** `YYYY-MM-DD`. */
  taskDate: string;
  description: string;
}
