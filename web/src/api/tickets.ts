/** A client's tickets and their threads (the console's ticket calls are in admin.ts). */
import { answer, api, withToken, type Auth, type TicketInput } from "./client";

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
