/**
 * The names the console uses for what the staff endpoints answer and take. Nothing is declared
 * here: answers are the server's view types (types.gen.ts, generated from its Rust types through
 * openapi.json), request bodies the `shared` input types the WASM validators take. Re-exported by
 * `admin.ts`; import from there.
 */
import type * as Api from "./types.gen";

export type { ClientEditInput, UpdateProjectInput } from "../wasm";
/** A task as staff write it: the whole task, assignees as member ids. */
export type { TaskInput as StaffTaskInput } from "../wasm";

export type Client = Api.ClientView;
/** A person of a client company, and one just added (with the invitation's link when no mail server sends it). */
export type Person = Api.PersonView;
export type AddedPerson = Api.AddedPerson;
export type ProjectListItem = Api.ProjectListItem;
export type Contact = Api.ContactView;
export type Subscriber = Api.SubscriberView;
export type Member = Api.MemberView;
export type StaffSowUpdate = Api.UpdateView;
export type AuditEntry = Api.AuditView;
export type ClientOverview = Api.ClientOverview;
export type ProjectOverview = Api.ProjectOverview;
export type StaffGoal = Api.GoalView;
export type StaffPayment = Api.PaymentView;
export type Written = Api.Written;

// The closed sets the selectors offer, with their values at run time.
export type ContactStatus = Api.SubmissionStatus;
export type GoalStatus = Api.GoalStatus;
export type TicketStatus = Api.TicketStatus;
export type TaskStatus = Api.TaskStatus;
export type TaskPriority = Api.TaskPriority;
export {
  GOAL_STATUS_VALUES,
  SUBMISSION_STATUS_VALUES as CONTACT_STATUS_VALUES,
  TASK_PRIORITY_VALUES,
  TASK_STATUS_VALUES,
  TICKET_STATUS_VALUES,
} from "./types.gen";
