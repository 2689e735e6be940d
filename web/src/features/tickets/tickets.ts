import type { Ticket } from "../../api/client";

/**
 * The tickets a project's Tickets section lists: those about this project and those about no
 * project in particular (a client's general questions), newest first.
 */
export function ticketsForProject(tickets: readonly Ticket[], projectId: string): Ticket[] {
  return tickets.filter((t) => t.project === projectId || t.project === null).sort(newestFirst);
}

/** Active tickets: the ones the rule says are open (`ticketIsOpen`, product.md §4). */
export function activeTickets(tickets: readonly Ticket[], isOpen: (status: string) => boolean): Ticket[] {
  return tickets.filter((t) => isOpen(t.status));
}

/** Puts `ticket` in the list in place of its older copy, or first when it is new. */
export function upsertTicket(tickets: readonly Ticket[], ticket: Ticket): Ticket[] {
  return tickets.some((t) => t._id === ticket._id)
    ? tickets.map((t) => (t._id === ticket._id ? ticket : t))
    : [ticket, ...tickets];
}

/**
 * Where the ticket a link names is shown first (`"active:<id>"` or `"history:<id>"`): under
 * Active when it is open, else in the history; null when the project lists no such ticket.
 */
export function linkedTicket(id: string | null, active: readonly Ticket[], all: readonly Ticket[]): string | null {
  if (!id) return null;
  if (active.some((t) => t._id === id)) return `active:${id}`;
  if (all.some((t) => t._id === id)) return `history:${id}`;
  return null;
}

function newestFirst(a: Ticket, b: Ticket): number {
  return b.createdAt.localeCompare(a.createdAt);
}
