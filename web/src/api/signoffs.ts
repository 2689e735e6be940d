/**
 * Sign-off of delivered work and what was received (ADR 0032): staff ask and record payments
 * (`/signoff/request`, `/payment/...`), the company's approvers decide (`/signoff/decide/...`),
 * and both read a project's rounds with every decision.
 */
import type { DecisionInput, ReceiptInput, SignOffInput } from "../wasm/pkg/portico_wasm.js";
import type * as Api from "./types.gen";
import { answer, api, withToken } from "./client";

export type SignOff = Api.SignOffView;
export type SignOffDecision = Api.DecisionView;
export type Receivables = Api.Receivables;
export type { DecisionInput, ReceiptInput, SignOffInput };

type Auth = "client" | "admin";

/** A project's rounds, newest first (the caller's view: amounts only for those who handle money). */
export function projectSignOffs(auth: Auth, projectId: string, signal?: AbortSignal) {
  return answer(api.GET("/signoff/project/{projectId}", { ...withToken(auth, signal), params: { path: { projectId } } }));
}

/** The rounds waiting for the signed-in approver, oldest first (empty for anyone else). */
export function waitingSignOffs(signal?: AbortSignal) {
  return answer(api.GET("/signoff/waiting", { ...withToken("client", signal) }));
}

export function decideSignOff(signOffId: string, body: DecisionInput) {
  return answer(api.POST("/signoff/decide/{signOffId}", { ...withToken("client"), params: { path: { signOffId } }, body }));
}

export function askSignOff(body: SignOffInput) {
  return answer(api.POST("/signoff/request", { ...withToken("admin"), body }));
}

export function recordReceipt(paymentId: string, body: ReceiptInput) {
  return answer(api.POST("/payment/receipt/{paymentId}", { ...withToken("admin"), params: { path: { paymentId } }, body }));
}

/** What the firm is owed and was paid, per currency (staff). */
export function receivables(signal?: AbortSignal) {
  return answer(api.GET("/payment/receivables", { ...withToken("admin", signal) }));
}

export function setPaymentDue(paymentId: string, isDue: boolean) {
  return answer(api.PUT("/payment/due/{paymentId}", { ...withToken("admin"), params: { path: { paymentId } }, body: { isDue } }));
}
