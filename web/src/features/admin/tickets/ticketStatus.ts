import { TICKET_STATUS_VALUES, type TicketStatus } from "../../../api/admin";

/** The statuses staff set (product.md §4: Open, or Closed), from the server's `TicketStatus`. */
export const TICKET_STATUSES = TICKET_STATUS_VALUES;

/** The status filter as the URL holds it (`?status=Open|Closed`); anything else means no filter. */
export function ticketStatusFilter(raw: string | null): TicketStatus | undefined {
  return TICKET_STATUSES.find((s) => s === raw);
}
