import type { BurnPoint } from "../../../api/client";

/** The drawing's own units (the SVG's viewBox); the SVG scales to its container's width. */
export const WIDTH = 640;
export const HEIGHT = 240;
const PAD = { top: 12, right: 16, bottom: 28, left: 36 };

/** Days kept in the text alternative's table: a month, so a screen reader's table stays short. */
export const TABLE_DAYS = 31;

export interface Tick {
  at: number;
  label: string;
}

export interface Geometry {
  done: string;
  scope: string;
  /** Where the plot area is, for the axes. */
  left: number;
  right: number;
  top: number;
  bottom: number;
  yTicks: Tick[];
  xTicks: Tick[];
}

/** A round top for the y axis at or above `max` (at most five steps of 1, 2 or 5 x 10^k), so its ticks are whole numbers. */
export function niceMax(max: number): number {
  if (max <= 4) return 4;
  for (let unit = 1; ; unit *= 10) {
    for (const m of [1, 2, 5]) {
      const steps = Math.ceil(max / (unit * m));
      if (steps <= 5) return steps * unit * m;
    }
  }
}

/**
 * The two lines (done, scope) as SVG path data and the axes' ticks. Points are consecutive days,
 * so x is the day's index; y runs from 0 to a round number at or above the largest scope.
 */
export function geometry(points: readonly BurnPoint[]): Geometry {
  const left = PAD.left;
  const right = WIDTH - PAD.right;
  const top = PAD.top;
  const bottom = HEIGHT - PAD.bottom;
  const max = niceMax(Math.max(1, ...points.map((p) => Math.max(p.scope, p.done))));
  const n = points.length;
  const x = (i: number) => (n <= 1 ? (left + right) / 2 : left + ((right - left) * i) / (n - 1));
  const y = (v: number) => bottom - ((bottom - top) * v) / max;
  const path = (value: (p: BurnPoint) => number) => {
    if (n === 1 && points[0]) {
      // One day: a short flat stroke, so the day is seen rather than a dot lost on the axis.
      const v = y(value(points[0]));
      return `M${fmt(x(0) - 8)} ${fmt(v)}H${fmt(x(0) + 8)}`;
    }
    return points.map((p, i) => `${i === 0 ? "M" : "L"}${fmt(x(i))} ${fmt(y(value(p)))}`).join("");
  };
  const yTicks = (max % 2 === 0 ? [0, max / 2, max] : [0, max]).map((v) => ({ at: y(v), label: String(v) }));
  const picks = n <= 1 ? [0] : n === 2 ? [0, 1] : [0, Math.floor((n - 1) / 2), n - 1];
  const xTicks = picks.flatMap((i) => {
    const p = points[i];
    return p ? [{ at: x(i), label: p.date }] : [];
  });
  return { done: path((p) => p.done), scope: path((p) => p.scope), left, right, top, bottom, yTicks, xTicks };
}

function fmt(v: number): string {
  return String(Math.round(v * 10) / 10);
}

export interface Summary {
  first: string;
  last: string;
  done: number;
  scope: number;
  /** The scope on the first day. */
  from: number;
}

/** What the text alternative says: the last day's figures and how the scope moved; null with no points. */
export function summarize(points: readonly BurnPoint[]): Summary | null {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  return { first: first.date, last: last.date, done: last.done, scope: last.scope, from: first.scope };
}
