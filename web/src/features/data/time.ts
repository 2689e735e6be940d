import { useEffect, useState } from "react";

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 30],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];

/**
 * `at` relative to `now` in `language`: "5 minutes ago", "in 3 minutes", "now" (for less than ten
 * seconds either way). `null` when `at` is not a timestamp.
 */
export function relativeTime(at: string, now: number, language: string): string | null {
  const then = Date.parse(at);
  if (Number.isNaN(then)) return null;
  const format = new Intl.RelativeTimeFormat(language, { numeric: "auto" });
  let amount = (then - now) / 1000;
  if (Math.abs(amount) < 10) return format.format(0, "second");
  for (const [unit, size] of UNITS) {
    if (Math.abs(Math.round(amount)) < size) return format.format(Math.round(amount), unit);
    amount /= size;
  }
  return null;
}

/**
 * How long ago `at` was; never in the future (our clock ticks every half minute, so a fetch that just
 * happened may look a few seconds ahead of it).
 */
export function timeAgo(at: string, now: number, language: string): string | null {
  const then = Date.parse(at);
  if (Number.isNaN(then)) return null;
  return relativeTime(new Date(Math.min(then, now)).toISOString(), now, language);
}

/** The current time in milliseconds, updated every `everyMs`, so that "N minutes ago" stays true. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
