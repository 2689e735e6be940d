/**
 * The console's reading of a ticket's clock and of the support settings, kept pure so it is
 * tested on its own: which target a ticket is on, the badge it shows, a duration as people read
 * it, and the week editor's rows as the API's `week` (Monday first, minutes after midnight).
 */
import type { SlaMeasure } from "./api";

/** What the due cell says: never by colour alone (each has its words). */
export type DueKind = "onTrack" | "dueSoon" | "breached" | "met" | "paused";

interface Clocked {
  sla: { firstResponse: SlaMeasure; resolution: SlaMeasure };
}

/** The first reply's target until it is answered, then the resolution's. */
export function currentTarget(ticket: Clocked): { which: "firstResponse" | "resolution"; measure: SlaMeasure } {
  const first = ticket.sla.firstResponse;
  return first.doneAt === null ? { which: "firstResponse", measure: first } : { which: "resolution", measure: ticket.sla.resolution };
}

/**
 * The badge of a target at `now`: breached (the server says so, or the due time has passed), met,
 * paused (the clock stopped), due soon (at or past the 75 % point), else on track.
 */
export function dueKind(measure: SlaMeasure, now: Date): DueKind {
  if (measure.met === false) return "breached";
  if (measure.met === true) return "met";
  if (measure.paused) return "paused";
  const at = now.getTime();
  if (measure.dueAt !== null && at >= Date.parse(measure.dueAt)) return "breached";
  if (measure.warnAt !== null && at >= Date.parse(measure.warnAt)) return "dueSoon";
  return "onTrack";
}

/** Whole minutes as hours and minutes (a target's two inputs). */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.round(total));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}

/** Hours and minutes typed back into minutes (blank or negative counts as 0). */
export function joinMinutes(hours: number | string, minutes: number | string): number {
  const h = Math.max(0, Math.floor(Number(hours) || 0));
  const m = Math.max(0, Math.floor(Number(minutes) || 0));
  return h * 60 + m;
}

/** Seconds as "1 h 12 min", "45 min", "3 h" (units in the interface language). */
export function formatDuration(seconds: number, units: { h: string; min: string } = { h: "h", min: "min" }): string {
  const { hours, minutes } = splitMinutes(seconds / 60);
  if (hours === 0) return `${minutes} ${units.min}`;
  return minutes === 0 ? `${hours} ${units.h}` : `${hours} ${units.h} ${minutes} ${units.min}`;
}

/** Minutes after midnight as a time input's "09:30" (1440: "24:00"). */
export function timeText(minute: number): string {
  const h = Math.floor(minute / 60);
  const m = minute % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/** A time input's "09:30" as minutes after midnight; "24:00" is the end of the day; null when unreadable. */
export function parseTime(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const h = Number(match[1]);
  const m = Number(match[2]);
  if (m > 59 || h > 24 || (h === 24 && m !== 0)) return null;
  return h * 60 + m;
}

/** One weekday in the editor: closed, or open from–to; any further intervals the API holds kept as they are. */
export interface DayRow {
  open: boolean;
  from: string;
  to: string;
  more: [number, number][];
}

const DEFAULT_FROM = "09:00";
const DEFAULT_TO = "17:00";

/** The API's week (7 lists of [start, end], Monday first) as the editor's rows. */
export function weekToRows(week: number[][][]): DayRow[] {
  return Array.from({ length: 7 }, (_, day) => {
    const intervals = (week[day] ?? []).filter((i): i is [number, number] => i.length === 2) as [number, number][];
    const [first, ...more] = intervals;
    return first
      ? { open: true, from: timeText(first[0]), to: timeText(first[1]), more }
      : { open: false, from: DEFAULT_FROM, to: DEFAULT_TO, more: [] };
  });
}

/** The editor's rows as the API's week, or the first day (0: Monday) whose times do not make an interval. */
export function rowsToWeek(rows: DayRow[]): { week: number[][][] } | { badDay: number } {
  const week: number[][][] = [];
  for (const [day, row] of rows.entries()) {
    if (!row.open) {
      week.push([]);
      continue;
    }
    const from = parseTime(row.from);
    const to = parseTime(row.to);
    if (from === null || to === null || to <= from) return { badDay: day };
    week.push([[from, to], ...row.more]);
  }
  return { week };
}

/** `2026-12` the month `back` months before `now`'s (in the browser's calendar). */
export function monthBefore(now: Date, back: number): string {
  const d = new Date(now.getFullYear(), now.getMonth() - back, 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}`;
}

/** `2026-12` as people read a month: "December 2026", "décembre 2026", "दिसंबर 2026". */
export function monthName(month: string, language: string): string {
  const [y, m] = month.split("-").map(Number);
  if (!y || !m) return month;
  return new Intl.DateTimeFormat(language, { month: "long", year: "numeric", timeZone: "UTC" }).format(Date.UTC(y, m - 1, 1));
}
