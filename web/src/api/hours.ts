/**
 * Hours (ADR 0042): a project's hours as its people read them (the client's token, or staff's),
 * and the staff calls that log time, change it, run a timer and set a project's rate and budgets.
 */
import type { HoursSettingsInput, TimeEntryInput, TimerInput } from "../wasm/pkg/portico_wasm.js";
import { staff } from "./admin";
import { answer, api, done, withToken, type Auth } from "./client";

import type * as Api from "./types.gen";

export type { BlockView, RoleRateView, HoursBudget, HoursGroup, HoursSums, HoursView, TimeEntryView, TimerStarted, TimerView, WeekView } from "./types.gen";
export type HourBlockInput = Api.HourBlockInput;
export type HoursPeriodInput = Api.HoursPeriodInput;
export type HoursInvoiceInput = Api.HoursInvoiceInput;
export type { HoursSettingsInput, TimeEntryInput, TimerInput };

/** A project's hours: this week, by sprint, by task or ticket, by person, against its budget. */
export function projectHours(projectId: string, auth: Exclude<Auth, "none">, signal?: AbortSignal) {
  return answer(api.GET("/hours/project/{projectId}", { ...withToken(auth, signal), params: { path: { projectId } } }));
}

/** A project's entries as CSV (the rate and amounts only for people who handle money). */
export function hoursCsv(projectId: string, auth: Exclude<Auth, "none">) {
  const token = withToken(auth);
  return answer(
    api.GET("/hours/project/{projectId}/entries.csv", {
      ...token,
      headers: { ...token.headers, Accept: "text/csv" },
      params: { path: { projectId } },
      parseAs: "blob",
    }),
  );
}

/** Logged time: a project's, or the caller's own (`staff: "me"`), within days `from`..`to`. */
export function timeEntries(query: { project?: string; staff?: string; from?: string; to?: string }, signal?: AbortSignal) {
  return answer(api.GET("/hours/entries", { ...staff(signal), params: { query } }));
}

export function logTime(input: TimeEntryInput) {
  return answer(api.POST("/hours/log", { ...staff(), body: input }));
}

export function changeTimeEntry(entryId: string, input: TimeEntryInput) {
  return answer(api.PUT("/hours/entry/{entryId}", { ...staff(), params: { path: { entryId } }, body: input }));
}

export function removeTimeEntry(entryId: string) {
  return done(api.DELETE("/hours/entry/{entryId}", { ...staff(), params: { path: { entryId } } }));
}

export function saveHoursSettings(projectId: string, input: HoursSettingsInput) {
  return answer(api.PUT("/hours/settings/{projectId}", { ...staff(), params: { path: { projectId } }, body: input }));
}

/** A staff role's hourly rate on the project (a blank rate removes it): the Hours view as staff read it. */
export function setRoleRate(projectId: string, input: { role: string; rate: string }) {
  return answer(api.PUT("/hours/rates/{projectId}", { ...staff(), params: { path: { projectId } }, body: input }));
}

/** A sprint's budget in hours and money (blank clears one): the project's Hours view as staff read it. */
export function setSprintBudget(sprintId: string, input: { budgetHours: string; budgetAmount: string }) {
  return answer(api.PUT("/hours/sprint/{sprintId}/budget", { ...staff(), params: { path: { sprintId } }, body: input }));
}

/** The caller's week (`of`: a day in it; this week without), a row per project and task or ticket. */
export function myWeek(of: string | undefined, signal?: AbortSignal) {
  return answer(api.GET("/hours/week", { ...staff(signal), params: { query: of ? { of } : {} } }));
}

export function runningTimer(signal?: AbortSignal) {
  return answer(api.GET("/hours/timer", staff(signal)));
}

export function startTimer(input: TimerInput) {
  return answer(api.POST("/hours/timer/start", { ...staff(), body: input }));
}

export function stopTimer() {
  return answer(api.POST("/hours/timer/stop", staff()));
}

/** Sell the project's company a prepaid block of hours: its invoice is issued and mailed. */
export function buyBlock(input: HourBlockInput) {
  return answer(api.POST("/hours/blocks", { ...staff(), body: input }));
}

/** Ask the company's approvers to approve the project's billable hours of days `from`..`to`. */
export function askHoursApproval(projectId: string, input: HoursPeriodInput) {
  return answer(api.POST("/hours/ask/{projectId}", { ...staff(), params: { path: { projectId } }, body: input }));
}

/** Invoice the project's approved, uninvoiced billable hours (less prepaid blocks). */
export function invoiceHours(projectId: string, input: HoursInvoiceInput) {
  return answer(api.POST("/hours/invoice/{projectId}", { ...staff(), params: { path: { projectId } }, body: input }));
}
