/**
 * The staff side of quotes and change requests (issue 56): drafts written, sent (frozen), new
 * versions made, the month report and the saved terms. Kept with the section so the console's
 * first load carries none of it.
 */
import { answer, api, done, withToken } from "../../../api/client";
import { quotePdf as documentPdf } from "../../../api/invoices";
import type * as Api from "../../../api/types.gen";

export type QuoteView = Api.QuoteView;
export type QuoteInput = Api.QuoteInput;
export type QuoteMonth = Api.QuoteMonth;
export type TermsTemplate = Api.TermsTemplate;
export type Snapshot = Api.Snapshot;
export type QuoteDecision = Api.QuoteDecisionView;

const staff = (signal?: AbortSignal) => withToken("admin", signal);

/** Every version, newest first (at most 500), of one project when `project` is given. */
export function listQuotes(project: string | null, signal?: AbortSignal): Promise<QuoteView[]> {
  // The server reads `project` from the query; the document does not declare it yet.
  const params = project ? ({ query: { project } } as never) : undefined;
  return answer(api.GET("/quote/all", { ...staff(signal), params }));
}

/** One version in full: a draft's content as typed, a sent one's snapshot and decisions. */
export function oneQuote(quoteId: string, signal?: AbortSignal): Promise<QuoteView> {
  return answer(api.GET("/quote/one/{quoteId}", { ...staff(signal), params: { path: { quoteId } } }));
}

export function createQuote(body: QuoteInput): Promise<QuoteView> {
  return answer(api.POST("/quote/create", { ...staff(), body }));
}

/** A draft rewritten (409 once sent). */
export function editQuote(quoteId: string, body: QuoteInput): Promise<QuoteView> {
  return answer(api.PUT("/quote/edit/{quoteId}", { ...staff(), params: { path: { quoteId } }, body }));
}

/** A draft deleted (409: a sent version is kept). */
export function deleteQuote(quoteId: string): Promise<void> {
  return done(api.DELETE("/quote/delete/{quoteId}", { ...staff(), params: { path: { quoteId } } }));
}

/** Sent to the company's approvers: frozen from now on, earlier versions superseded. */
export function sendQuote(quoteId: string): Promise<QuoteView> {
  return answer(api.POST("/quote/send/{quoteId}", { ...staff(), params: { path: { quoteId } } }));
}

/** A new draft version of a sent one; a later `validUntil` extends an expired quote. */
export function reviseQuote(quoteId: string, validUntil?: string): Promise<QuoteView> {
  return answer(api.POST("/quote/revise/{quoteId}", { ...staff(), params: { path: { quoteId } }, body: { validUntil } }));
}

export function quoteReport(signal?: AbortSignal): Promise<QuoteMonth[]> {
  return answer(api.GET("/quote/report", staff(signal)));
}

export function termsTemplates(signal?: AbortSignal): Promise<TermsTemplate[]> {
  return answer(api.GET("/quote/templates", staff(signal)));
}

export function deleteTermsTemplate(id: string): Promise<void> {
  return done(api.DELETE("/quote/templates/{quoteTemplateId}", { ...staff(), params: { path: { quoteTemplateId: id } } }));
}

export function saveTermsTemplate(body: { name: string; terms: string }): Promise<TermsTemplate> {
  return answer(api.POST("/quote/templates", { ...staff(), body }));
}

/** A version's PDF with this side's token (`api/invoices.ts` fetches documents). */
export function quotePdf(quoteId: string, fallbackName: string): Promise<{ blob: Blob; filename: string }> {
  return documentPdf("admin", quoteId, fallbackName);
}
