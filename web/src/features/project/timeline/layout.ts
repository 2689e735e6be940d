import type { Goal, Payment, Sprint } from "../../../api/client";
import { display } from "../../../wasm/display";

/** The drawing's own units (the SVG's viewBox); the SVG scales to its container's width. */
export const WIDTH = 640;
const PAD = { left: 8, right: 8 };
/** Where the "Today" label sits, then the two marker lanes (goals above milestones), then a row per sprint. */
const TODAY_LABEL = 12;
const GOAL_LANE = 32;
const MILESTONE_LANE = 54;
const FIRST_ROW = 70;
const ROW = 40;
const BAR = 14;

export type TimelineSprint = Pick<Sprint, "_id" | "title" | "startDate" | "endDate" | "status">;
export type TimelineGoal = Pick<Goal, "_id" | "title" | "dueDate" | "isCompleted">;
export type TimelineMilestone = Pick<Payment, "_id" | "title" | "dueDate" | "isCompleted">;

/**
 * How a sprint stands today, as the timeline tells it: `shared::progress::sprint_standing`, the
 * rule the dashboard's figures use too (through the display module). A sprint without dates stands
 * as its active flag says.
 */
export type Standing = "completed" | "late" | "active" | "upcoming";

export function standingOf(sprint: TimelineSprint, today: string): Standing {
  const kind = display().sprintStanding(sprint.startDate ?? undefined, sprint.endDate ?? undefined, sprint.status.completed, today);
  if (kind !== "undated") return kind;
  return sprint.status.active ? "active" : "upcoming";
}

/** Days since 1970-01-01 for a `YYYY-MM-DD` date (a longer ISO stamp is read by its date); null when absent or unreadable. */
export function dayOf(value: string | null | undefined): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? "");
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(ms) ? null : Math.round(ms / 86_400_000);
}

/** `YYYY-MM-DD` of a day number. */
export function dateOf(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** Today's date in UTC, the calendar the server's dates (and the burn-up's "today") use. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export interface Bar {
  sprint: TimelineSprint;
  standing: Standing;
  x: number;
  width: number;
  /** The bar's top; its label's baseline sits above it. */
  y: number;
  labelX: number;
  labelAnchor: "start" | "end";
}

export interface Marker {
  kind: "goal" | "milestone";
  id: string;
  title: string;
  date: string;
  x: number;
  y: number;
}

export interface Layout {
  height: number;
  bars: Bar[];
  markers: Marker[];
  today: { x: number; labelAnchor: "start" | "middle" | "end" };
  /** The span's first and last days, `YYYY-MM-DD`. */
  first: string;
  last: string;
  /** Dates under the axis, with their x. */
  ticks: { x: number; date: string }[];
  axisY: number;
  /** The calendar's left and right edges. */
  left: number;
  right: number;
  barHeight: number;
  todayLabelY: number;
}

/**
 * Places sprints (their dates, both inclusive), goals' last dates, payment milestones and today on
 * one calendar; null when nothing has a date. The span always holds today, so the line for today
 * is always drawn. A sprint with one date is a one-day bar; one with none is left out (the
 * figure names it in words).
 */
export function layout(
  sprints: readonly TimelineSprint[],
  goals: readonly TimelineGoal[],
  milestones: readonly TimelineMilestone[],
  today: string,
): Layout | null {
  const now = dayOf(today);
  if (now === null) return null;
  const dated = sprints.flatMap((s) => {
    const start = dayOf(s.startDate);
    const end = dayOf(s.endDate);
    const from = start ?? end;
    const to = end ?? start;
    return from === null || to === null ? [] : [{ sprint: s, from: Math.min(from, to), to: Math.max(from, to) }];
  });
  const pins = [
    ...goals.map((g) => ({ kind: "goal" as const, item: g, day: dayOf(g.dueDate) })),
    ...milestones.map((m) => ({ kind: "milestone" as const, item: m, day: dayOf(m.dueDate) })),
  ].flatMap((p) => (p.day === null ? [] : [{ ...p, day: p.day }]));
  if (dated.length === 0 && pins.length === 0) return null;

  const days = [now, ...dated.flatMap((d) => [d.from, d.to + 1]), ...pins.map((p) => p.day)];
  const start = Math.min(...days) - 1;
  const stop = Math.max(...days) + 1;
  const left = PAD.left;
  const right = WIDTH - PAD.right;
  const x = (day: number) => left + ((right - left) * (day - start)) / (stop - start);
  const mid = (left + right) / 2;

  const bars = dated.map(({ sprint, from, to }, i): Bar => {
    const x1 = x(from);
    // At least a few units wide, so a one-day sprint on a long calendar is still seen.
    const width = Math.max(x(to + 1) - x1, 4);
    const leftSide = x1 + width / 2 <= mid;
    return {
      sprint,
      standing: standingOf(sprint, today),
      x: round(x1),
      width: round(width),
      y: FIRST_ROW + i * ROW + 18,
      labelX: round(leftSide ? x1 : x1 + width),
      labelAnchor: leftSide ? "start" : "end",
    };
  });
  // A marker sits at the middle of its day.
  const markers = pins.map(
    (p): Marker => ({
      kind: p.kind,
      id: p.item._id,
      title: p.item.title,
      date: dateOf(p.day),
      x: round(x(p.day + 0.5)),
      y: p.kind === "goal" ? GOAL_LANE : MILESTONE_LANE,
    }),
  );
  const axisY = FIRST_ROW + bars.length * ROW + 6;
  const todayX = x(now + 0.5);
  const span = stop - start;
  const tickDays = span < 4 ? [start + 1] : [start + 1, start + Math.round(span / 2), stop - 1];
  return {
    height: axisY + 26,
    bars,
    markers,
    today: { x: round(todayX), labelAnchor: todayX < left + 30 ? "start" : todayX > right - 30 ? "end" : "middle" },
    first: dateOf(start + 1),
    last: dateOf(stop - 1),
    ticks: tickDays.map((d) => ({ x: round(x(d + 0.5)), date: dateOf(d) })),
    axisY,
    left,
    right,
    barHeight: BAR,
    todayLabelY: TODAY_LABEL,
  };
}

function round(v: number): number {
  return Math.round(v * 10) / 10;
}
