import { listClients, listProjects, listTickets } from "../../api/admin";
import type { Hit } from "./match";

/** Where the console opens a record: its section's query string (the console's `consoleHref`). */
export interface StaffLinks {
  client(id: string): string;
  project(id: string): string;
  ticket(id: string): string;
}

/** At most this many of each kind for staff: the palette jumps; the console's lists browse. */
const PER_KIND = 5;

/** Clients, projects and tickets whose name matches `query`, asked of the console's lists (their `q`). */
export async function staffHits(query: string, links: StaffLinks, signal: AbortSignal): Promise<Hit[]> {
  const q = query.trim();
  const page = { q, perPage: PER_KIND };
  const [clients, projects, tickets] = await Promise.all([listClients(page, signal), listProjects(page, signal), listTickets(page, signal)]);
  return [
    ...clients.rows.map((c): Hit => ({ kind: "client", id: c._id, title: c.name, detail: c.brandName || c.email, href: links.client(c._id) })),
    ...projects.rows.map((p): Hit => ({ kind: "project", id: p._id, title: p.title, detail: p.client.name, href: links.project(p._id) })),
    ...tickets.rows.map((t): Hit => ({ kind: "ticket", id: t._id, title: t.title, detail: t.createdByName, href: links.ticket(t._id) })),
  ];
}
