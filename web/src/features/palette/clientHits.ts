import { projectsUser } from "../../api/client";
import { userTickets } from "../../api/tickets";
import { workspacePath } from "../project/paths";
import type { Hit } from "./match";

/**
 * A client's projects and tickets, read once when the palette opens, through the portal's own
 * calls: the server answers only what this person may see (a member who sees chosen projects gets
 * those, and the tickets about them or about no project). A ticket opens in its project's
 * Tickets; one about no project is listed in every project's, and opens in the first.
 */
export async function clientHits(signal: AbortSignal): Promise<Hit[]> {
  const projects = await projectsUser(signal);
  const company = projects[0]?.client._id;
  const tickets = company ? await userTickets(company, signal) : [];
  const titles = new Map(projects.map((p) => [p._id, p.title]));
  const first = projects[0]?.title;
  const ticketHits = tickets.flatMap((t): Hit[] => {
    const project = t.project === null ? first : titles.get(t.project);
    if (project === undefined) return [];
    const href = `${workspacePath(project, "tickets")}&ticket=${encodeURIComponent(t._id)}`;
    return [{ kind: "ticket", id: t._id, title: t.title, detail: t.project === null ? "" : project, href }];
  });
  return [...projects.map((p): Hit => ({ kind: "project", id: p._id, title: p.title, detail: "", href: workspacePath(p.title) })), ...ticketHits];
}
