import type { ActivityView } from "../../../api/types.gen";
import { workspacePath } from "../../project/paths";

/** One day's events, newest first; `day` is the YYYY-MM-DD the product shows dates in. */
export interface DayGroup {
  day: string;
  events: ActivityView[];
}

/** One project's events by day (`project` is null for tickets outside any project). */
export interface ProjectGroup {
  project: string | null;
  title: string | null;
  days: DayGroup[];
}

/** Events (newest first) by day, newest day first. */
export function byDay(events: readonly ActivityView[], dayOf: (at: string) => string): DayGroup[] {
  const days: DayGroup[] = [];
  for (const e of events) {
    const day = dayOf(e.at);
    const last = days[days.length - 1];
    if (last?.day === day) last.events.push(e);
    else days.push({ day, events: [e] });
  }
  return days;
}

/** Events (newest first) by project, the project with the latest news first, then by day. */
export function byProject(events: readonly ActivityView[], dayOf: (at: string) => string): ProjectGroup[] {
  const order: (string | null)[] = [];
  const of = new Map<string | null, ActivityView[]>();
  for (const e of events) {
    const key = e.project ?? null;
    if (!of.has(key)) {
      order.push(key);
      of.set(key, []);
    }
    of.get(key)?.push(e);
  }
  return order.map((project) => {
    const list = of.get(project) ?? [];
    return { project, title: list[0]?.projectTitle ?? null, days: byDay(list, dayOf) };
  });
}

/** The events after the last visit, and those before it (all new when there was no visit). */
export function splitAtVisit(events: readonly ActivityView[], lastVisit: string | null | undefined) {
  if (!lastVisit) return { fresh: [...events], older: [] as ActivityView[] };
  const since = Date.parse(lastVisit);
  const fresh = events.filter((e) => Date.parse(e.at) > since);
  return { fresh, older: events.filter((e) => Date.parse(e.at) <= since) };
}

/** The client's screen that shows what an event is about. */
export function linkOf(e: ActivityView): string {
  const title = e.projectTitle;
  if (!title) return "/dashboard";
  switch (e.kind) {
    case "taskCreated":
    case "taskMoved":
    case "taskDone":
      return workspacePath(title, "tasks");
    case "sprintStarted":
    case "sprintCompleted":
      return workspacePath(title, "sprints");
    case "ticketReply":
      return `${workspacePath(title, "tickets")}&ticket=${encodeURIComponent(e.target)}`;
    case "pullMerged":
      return workspacePath(title, "code-updates");
    case "goalReached":
    case "signOffAsked":
    case "signOffApproved":
    case "signOffChanges":
      return workspacePath(title, "goals");
    case "milestonePaid":
      return workspacePath(title, "money");
    case "paidOnline":
      return `${workspacePath(title, "money")}&invoice=${encodeURIComponent(e.target)}`;
    case "sowReply":
      return `${workspacePath(title, "activity")}#statement-of-work`;
    case "quoteSent":
    case "quoteAccepted":
    case "quoteDeclined":
      return `/quotes/${encodeURIComponent(e.target)}`;
    default:
      return workspacePath(title, "roadmap");
  }
}
