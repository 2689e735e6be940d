/** A client's tickets and their threads (the console's ticket calls are in admin.ts). */
import { answer, api, serializeQuery, withToken, type Auth, type TicketInput } from "./client";

export function userTickets(userId: string, signal?: AbortSignal) {
  return answer(api.GET("/ticket/{userId}", { ...withToken("client", signal), params: { path: { userId } } }));
}

export function createTicket(input: TicketInput) {
  return answer(api.POST("/ticket/create", { ...withToken("client"), body: input }));
}

/** One page of a ticket's replies, oldest first (the ticket's client, or staff). */
export function ticketComments(ticketId: string, page: number, perPage: number, auth: Auth, signal?: AbortSignal) {
  return answer(
    api.GET("/ticket/{ticketId}/comments", {
      ...withToken(auth, signal),
      params: { path: { ticketId }, query: { page, perPage } },
    }),
  );
}

export function replyToTicket(ticketId: string, text: string, attachments: string[] = []) {
  return answer(api.POST("/ticket/{ticketId}/reply", { ...withToken("client"), params: { path: { ticketId } }, body: { text, attachments } }));
}

/** The client's answer to "How did we do?" for a solved ticket (409: already rated, or not solved). */
export function rateTicket(ticketId: string, input: { score: string; comment?: string }) {
  return answer(api.POST("/ticket/{ticketId}/rating", { ...withToken("client"), params: { path: { ticketId } }, body: input }));
}

/** What a mailed rating link is about, and whether it was used (no session: the token is the proof). */
export function ratingLink(token: string, signal?: AbortSignal) {
  return answer(api.GET("/rating/{token}", { ...withToken("none", signal), params: { path: { token } } }));
}

/** Rates through a mailed link: the score once, then a comment once (410 after that). */
export function rateByLink(token: string, input: { score: string; comment?: string }) {
  return answer(api.POST("/rating/{token}", { ...withToken("none"), params: { path: { token } }, body: input }));
}

/** The firm's business calendar and the caller's company's response targets. */
export function slaCalendar(signal?: AbortSignal) {
  return answer(api.GET("/sla/calendar", withToken("client", signal)));
}

/**
 * The company's support month by month (its owners only), `from` and `to` as `YYYY-MM` in the
 * firm's zone. The document does not declare the query: the serializer sends it.
 */
export function companySupportReport(from: string, to: string, signal?: AbortSignal) {
  return answer(api.GET("/company/support-report", { ...withToken("client", signal), querySerializer: () => serializeQuery({ from, to }) }));
}
