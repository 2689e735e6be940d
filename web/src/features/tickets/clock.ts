import type { Ticket } from "../../api/client";

/** The ticket priorities, lowest first (`TicketView.priority`). */
export const PRIORITIES = ["low", "normal", "high", "urgent"] as const;
export type Priority = (typeof PRIORITIES)[number];

export function isPriority(value: unknown): value is Priority {
  return typeof value === "string" && (PRIORITIES as readonly string[]).includes(value);
}

/** The ticket states (`TicketView.state`), each said in the client's words by the portal. */
export const STATES = ["new", "open", "waitingOnClient", "waitingOnUs", "solved", "closed"] as const;
export type TicketState = (typeof STATES)[number];

export function isTicketState(value: unknown): value is TicketState {
  return typeof value === "string" && (STATES as readonly string[]).includes(value);
}

/** What the one clock line under a ticket says (docs/support-clock.md), or null for nothing. */
export type ClockLine =
  | { kind: "due"; at: string }
  | { kind: "overdue"; at: string }
  | { kind: "waiting" }
  | { kind: "answered"; seconds: number }
  | { kind: "solved"; seconds: number }
  | null;

/**
 * The clock line a ticket shows at `now`: once solved, how long the resolution took; while it
 * waits on the client, that their reply moves it on; once answered, how long the first reply took;
 * before that, when the reply is due (or since when it is overdue). Times counted are the
 * server's (business time where the target is in business hours).
 */
export function clockLine(ticket: Pick<Ticket, "state" | "sla">, now: Date): ClockLine {
  const { firstResponse: first, resolution } = ticket.sla;
  if (ticket.state === "solved" || ticket.state === "closed") {
    // A ticket from before the targets has nothing measured: nothing to say.
    return resolution.doneAt !== null || resolution.elapsedSeconds > 0 ? { kind: "solved", seconds: resolution.elapsedSeconds } : null;
  }
  if (first.paused || ticket.state === "waitingOnClient") return { kind: "waiting" };
  if (first.doneAt !== null) return { kind: "answered", seconds: first.elapsedSeconds };
  if (first.dueAt !== null) return Date.parse(first.dueAt) <= now.getTime() ? { kind: "overdue", at: first.dueAt } : { kind: "due", at: first.dueAt };
  return null;
}

/** The units a duration is written with; the words are the caller's (translated). */
export type DurationUnit = "d" | "h" | "min" | "underMin";

/**
 * A counted time, compactly: the two largest units that matter ("2 d 3 h", "1 h 12 min",
 * "45 min"; a zero second unit is left out), "under a minute" below one. Days are 24 hours of
 * counted time.
 */
export function formatDuration(seconds: number, word: (unit: DurationUnit, count: number) => string): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  if (minutes === 0) return word("underMin", 0);
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  if (d > 0) return h > 0 ? `${word("d", d)} ${word("h", h)}` : word("d", d);
  if (h > 0) return m > 0 ? `${word("h", h)} ${word("min", m)}` : word("h", h);
  return word("min", m);
}

/** How a due time is written: weekday, day, month and time ("Tue 14 Jan, 15:30"). */
export const DUE_FORMAT: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" };

/** `at` (RFC 3339) in `language`, in the browser's own time zone unless `timeZone` is given. */
export function dueText(at: string, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(language, timeZone ? { ...DUE_FORMAT, timeZone } : DUE_FORMAT).format(new Date(at));
}

/** How long after its solve a ticket may be rated from the portal (the mailed link's 14 days). */
export const RATING_DAYS = 14;

/** Whether the portal asks "How did we do?": solved (or closed) less than 14 days ago, and not rated. */
export function mayRate(ticket: Pick<Ticket, "state" | "solvedAt" | "rating">, now: Date): boolean {
  if (ticket.rating !== null || ticket.solvedAt === null) return false;
  if (ticket.state !== "solved" && ticket.state !== "closed") return false;
  return now.getTime() - Date.parse(ticket.solvedAt) < RATING_DAYS * 86_400_000;
}

/** A rating link's fragment, `#<token>&score=good`: the token, and the score if it is one. */
export function parseRateHash(hash: string): { token: string; score: "good" | "bad" | null } {
  const [token = "", ...rest] = hash.replace(/^#/, "").trim().split("&");
  const score = new URLSearchParams(rest.join("&")).get("score");
  return { token, score: score === "good" || score === "bad" ? score : null };
}

/**
 * The last `count` months in `zone` (the firm's), oldest first, as `YYYY-MM`: the support report's
 * `from` and `to`.
 */
export function lastMonths(now: Date, zone: string, count: number): string[] {
  let year: number;
  let month: number;
  try {
    const parts = new Intl.DateTimeFormat("en-US", { timeZone: zone, year: "numeric", month: "numeric" }).formatToParts(now);
    year = Number(parts.find((p) => p.type === "year")?.value);
    month = Number(parts.find((p) => p.type === "month")?.value);
  } catch {
    // A zone this browser does not know: UTC's month (at most a few hours off).
    year = now.getUTCFullYear();
    month = now.getUTCMonth() + 1;
  }
  const months: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const index = year * 12 + (month - 1) - i;
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`);
  }
  return months;
}
