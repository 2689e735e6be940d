import type { TicketStatus } from "../../../api/admin";

/** The statuses staff set (spec section 4: Open, or Closed). */
export const TICKET_STATUSES: readonly TicketStatus[] = ["Open", "Closed"];

/** The status filter as the URL holds it (`?status=Open|Closed`); anything else means no filter. */
export function ticketStatusFilter(raw: string | null): TicketStatus | undefined {
  return TICKET_STATUSES.find((s) => s === raw);
}
