/**
 * Quotes and change requests as the portal reads them (ADR 0044): the versions waiting for the
 * signed-in approver, one version (its snapshot and the digest of exactly that), a project's sent
 * versions, the decision, and the PDF for those who handle money.
 */
import { answer, api, withToken } from "../../api/client";
import { quotePdf as documentPdf } from "../../api/invoices";
import type * as Api from "../../api/types.gen";
import type { QuoteDecisionInput } from "../../wasm";

export type Quote = Api.QuoteView;
export type QuoteSnapshot = Api.Snapshot;
export type QuoteLine = Api.SnapLine;
export type QuoteMilestone = Api.SnapMilestone;
export type QuoteDecision = Api.QuoteDecisionView;
export type { QuoteDecisionInput };

/** The versions waiting for the signed-in approver (none for anyone else). */
export function waitingQuotes(signal?: AbortSignal) {
  return answer(api.GET("/quote/waiting", { ...withToken("client", signal) }));
}

/** One version; 404 for anyone but the company's approvers who see its project. Opening it marks it viewed. */
export function oneQuote(quoteId: string, signal?: AbortSignal) {
  return answer(api.GET("/quote/one/{quoteId}", { ...withToken("client", signal), params: { path: { quoteId } } }));
}

/** A project's sent versions, newest first (the company's approvers; none for anyone else). */
export function projectQuotes(projectId: string, signal?: AbortSignal) {
  return answer(api.GET("/quote/project/{projectId}", { ...withToken("client", signal), params: { path: { projectId } } }));
}

export function decideQuote(quoteId: string, body: QuoteDecisionInput) {
  return answer(api.POST("/quote/decide/{quoteId}", { ...withToken("client"), params: { path: { quoteId } }, body }));
}

/** A version's PDF with this side's token (`api/invoices.ts` fetches documents). */
export function quotePdf(quoteId: string, fallbackName: string): Promise<{ blob: Blob; filename: string }> {
  return documentPdf("client", quoteId, fallbackName);
}
