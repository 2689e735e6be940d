/**
 * Invoices and credit notes (ADR 0033): staff set the firm's billing details, issue an invoice for
 * a project's due milestones and correct one only by a credit note; the company's people who
 * handle money (owners, finance) list a project's invoices and download them; the company's owner
 * chooses the language its invoices are written in and where they are addressed.
 */
import type * as Api from "./types.gen";
import { answer, api, settled, withToken } from "./client";

export type Invoice = Api.InvoiceView;
export type InvoiceLine = Api.LineView;
export type BillingSettings = Api.BillingSettingsView;
export type CompanyBilling = Api.CompanyBillingView;
export type InvoiceInput = Api.InvoiceInput;
export type CreditNoteInput = Api.CreditNoteInput;
export type BillingSettingsInput = Api.BillingSettingsInput;
export type CompanyBillingInput = Api.CompanyBillingInput;

type Auth = "client" | "admin";

/** The firm's billing details (staff); `null` until they are first saved. */
export function billingSettings(signal?: AbortSignal) {
  return answer(api.GET("/invoice/settings", { ...withToken("admin", signal) }));
}

export function saveBillingSettings(body: BillingSettingsInput) {
  return answer(api.PUT("/invoice/settings", { ...withToken("admin"), body }));
}

/** An invoice for some of the project's due milestones (409 `settings` until the firm's details are set). */
export function issueInvoice(projectId: string, body: InvoiceInput) {
  return answer(api.POST("/invoice/create/{projectId}", { ...withToken("admin"), params: { path: { projectId } }, body }));
}

/** The credit note that corrects an invoice (409 when it was credited already). */
export function creditInvoice(invoiceId: string, body: CreditNoteInput) {
  return answer(api.POST("/invoice/credit/{invoiceId}", { ...withToken("admin"), params: { path: { invoiceId } }, body }));
}

/** Every invoice and credit note, newest first (staff). */
export function allInvoices(signal?: AbortSignal) {
  return answer(api.GET("/invoice/all", { ...withToken("admin", signal) }));
}

/** A project's invoices and credit notes, newest first: staff's, or the company's finance people's (404 for anyone else). */
export function projectInvoices(auth: Auth, projectId: string, signal?: AbortSignal) {
  return answer(api.GET("/invoice/invoices/{projectId}", { ...withToken(auth, signal), params: { path: { projectId } } }));
}

/** `invoice-2026-0001.pdf` from `attachment; filename="invoice-2026-0001.pdf"`; `fallback` without one. */
export function attachmentName(disposition: string | null, fallback: string): string {
  const star = disposition?.match(/filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star.trim().replace(/^"|"$/g, ""));
    } catch {
      // Not percent-encoded as it says: the plain name below, or the fallback.
    }
  }
  const plain = disposition?.match(/filename\s*=\s*"?([^";]+)"?/i)?.[1]?.trim();
  return plain || fallback;
}

/** A document's PDF as the server answered it, and the name it gives it. */
async function pdfOf(call: Promise<{ data?: Blob; response: Response }>, fallbackName: string): Promise<{ blob: Blob; filename: string }> {
  const { data, response } = await settled(call);
  return { blob: data, filename: attachmentName(response.headers.get("Content-Disposition"), fallbackName) };
}

/**
 * An invoice's PDF, fetched with the caller's token (a plain link could not carry it), and the
 * name the server gives it.
 */
export function invoicePdf(auth: Auth, invoiceId: string, fallbackName: string): Promise<{ blob: Blob; filename: string }> {
  const token = withToken(auth);
  const headers = { ...token.headers, Accept: "application/pdf" };
  return pdfOf(api.GET("/invoice/pdf/{invoiceId}", { ...token, headers, params: { path: { invoiceId } }, parseAs: "blob" }), fallbackName);
}

/** A sent quote's PDF (ADR 0044), the same way: the staff's or an approver's token. */
export function quotePdf(auth: Auth, quoteId: string, fallbackName: string): Promise<{ blob: Blob; filename: string }> {
  const token = withToken(auth);
  const headers = { ...token.headers, Accept: "application/pdf" };
  return pdfOf(api.GET("/quote/pdf/{quoteId}", { ...token, headers, params: { path: { quoteId } }, parseAs: "blob" }), fallbackName);
}

/** The signed-in person's company: its name, and the language and address its invoices carry. */
export function companyBilling(signal?: AbortSignal) {
  return answer(api.GET("/company/billing", { ...withToken("client", signal) }));
}

/** The company's owner only (403 for anyone else). */
export function saveCompanyBilling(body: CompanyBillingInput) {
  return answer(api.PUT("/company/billing", { ...withToken("client"), body }));
}

export type OnlinePayments = Api.OnlineView;
export type OnlinePayment = Api.OnlinePaymentView;
export type PendingPayment = Api.PendingView;
export type RefundInput = Api.RefundInput;

/**
 * The payment provider's page for what is still due on an invoice (owners and finance people):
 * one per invoice and balance, however often it is asked. 409 when nothing can be paid online.
 */
export function payInvoice(invoiceId: string) {
  return answer(api.POST("/payments/pay/{invoiceId}", { ...withToken("client"), params: { path: { invoiceId } } }));
}

/** Back from the provider's page: the provider is asked about it, and the invoice read again. */
export function confirmPayment(invoiceId: string) {
  return answer(api.POST("/payments/confirm/{invoiceId}", { ...withToken("client"), params: { path: { invoiceId } } }));
}

/** Staff: payments received online, pages waiting or held, and whether a provider is connected. */
export function onlinePayments(signal?: AbortSignal) {
  return answer(api.GET("/payments/online", { ...withToken("admin", signal) }));
}

/** Staff: ask the provider now for completed pages no webhook booked. */
export function checkPayments() {
  return answer(api.POST("/payments/check", { ...withToken("admin") }));
}

/** Staff: refund a payment received online, at the provider and/or by a credit note. */
export function refundPayment(onlinePaymentId: string, body: RefundInput) {
  return answer(api.POST("/payments/refund/{onlinePaymentId}", { ...withToken("admin"), params: { path: { onlinePaymentId } }, body }));
}
