/**
 * The staff side of tickets on the clock (docs/support-clock.md): a ticket's state and priority,
 * the firm's business calendar and holidays, the response-target policies, a company's own policy
 * and the month report. Kept with the console's sections so the portal never carries it.
 */
import { answer, api, withToken } from "../../../api/client";
import type * as Api from "../../../api/types.gen";

export type SlaSetup = Api.SlaSetup;
export type SlaPolicy = Api.SlaPolicyView;
export type PolicyTargets = Api.PolicyTargets;
export type SupportMonth = Api.SupportMonth;
export type SlaMeasure = Api.SlaMeasure;
export type Clock = Api.Clock;

export const TICKET_STATES = ["new", "open", "waitingOnClient", "waitingOnUs", "solved", "closed"] as const;
export type TicketState = (typeof TICKET_STATES)[number];
export const TICKET_PRIORITIES = ["low", "normal", "high", "urgent"] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

export function isTicketState(value: unknown): value is TicketState {
  return typeof value === "string" && (TICKET_STATES as readonly string[]).includes(value);
}

export function isTicketPriority(value: unknown): value is TicketPriority {
  return typeof value === "string" && (TICKET_PRIORITIES as readonly string[]).includes(value);
}

const staff = (signal?: AbortSignal) => withToken("admin", signal);

/** Staff set any state; the answer is the whole ticket. */
export function setTicketState(id: string, state: TicketState) {
  return answer(api.PUT("/ticket/{id}/state", { ...staff(), params: { path: { id } }, body: { state } }));
}

/** Staff decide the priority; the targets follow it. */
export function setTicketPriority(id: string, priority: TicketPriority) {
  return answer(api.PUT("/ticket/{id}/priority", { ...staff(), params: { path: { id } }, body: { priority } }));
}

export function slaCalendar(signal?: AbortSignal): Promise<SlaSetup> {
  return answer(api.GET("/sla/calendar", staff(signal)));
}

export function saveCalendar(zone: string, week: number[][][]): Promise<SlaSetup> {
  return answer(api.PUT("/sla/calendar", { ...staff(), body: { zone, week } }));
}

export function addHoliday(date: string, name: string): Promise<SlaSetup> {
  return answer(api.POST("/sla/holidays", { ...staff(), body: { date, name } }));
}

export function deleteHoliday(date: string): Promise<SlaSetup> {
  return answer(api.DELETE("/sla/holidays/{date}", { ...staff(), params: { path: { date } } }));
}

/** An `.ics` file's text: every VEVENT's days become holidays. */
export function importHolidays(ics: string): Promise<Api.Imported> {
  return answer(api.POST("/sla/holidays/import", { ...staff(), body: { ics } }));
}

export function listPolicies(signal?: AbortSignal): Promise<SlaPolicy[]> {
  return answer(api.GET("/sla/policies", staff(signal)));
}

export interface PolicyInput {
  name: string;
  targets: PolicyTargets;
  isDefault: boolean;
}

export function createPolicy(body: PolicyInput): Promise<SlaPolicy> {
  return answer(api.POST("/sla/policies", { ...staff(), body }));
}

export function savePolicy(id: string, body: PolicyInput): Promise<SlaPolicy> {
  return answer(api.PUT("/sla/policies/{id}", { ...staff(), params: { path: { id } }, body }));
}

/** A company's own policy (null: the default). */
export function clientPolicy(id: string, signal?: AbortSignal): Promise<Api.CompanyPolicy> {
  return answer(api.GET("/client/{id}/sla-policy", { ...staff(signal), params: { path: { id } } }));
}

export function setClientPolicy(id: string, policy: string | null): Promise<Api.CompanyPolicy> {
  return answer(api.PUT("/client/{id}/sla-policy", { ...staff(), params: { path: { id } }, body: { policy } }));
}

export interface ReportQuery {
  from: string;
  to: string;
  client?: string | null;
}

/** The query as the server reads it (the document does not declare it). */
function reportParams({ from, to, client }: ReportQuery) {
  return { query: client ? { from, to, client } : { from, to } } as never;
}

/** Per company and month: tickets, targets met and breached, medians, ratings. */
export function supportReport(query: ReportQuery, signal?: AbortSignal): Promise<SupportMonth[]> {
  return answer(api.GET("/ticket/report", { ...staff(signal), params: reportParams(query) }));
}

/** The same report as CSV, fetched with the staff token. */
export function supportReportCsv(query: ReportQuery): Promise<Blob> {
  const token = staff();
  return answer(
    api.GET("/ticket/report.csv", {
      ...token,
      headers: { ...token.headers, Accept: "text/csv" },
      params: reportParams(query),
      parseAs: "blob",
    }),
  ) as Promise<Blob>;
}
