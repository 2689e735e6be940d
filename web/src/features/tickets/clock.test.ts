import { describe, expect, it } from "vitest";
import type { Ticket } from "../../api/client";
import type { SlaMeasure } from "../../api/types.gen";
import { clockLine, dueText, formatDuration, lastMonths, mayRate, parseRateHash, type DurationUnit } from "./clock";

const words: Record<DurationUnit, string> = { d: "d", h: "h", min: "min", underMin: "under 1 min" };
const en = (unit: DurationUnit, count: number) => (unit === "underMin" ? words.underMin : `${count} ${words[unit]}`);

function measure(over: Partial<SlaMeasure> = {}): SlaMeasure {
  return { dueAt: null, warnAt: null, doneAt: null, elapsedSeconds: 0, targetSeconds: 7200, met: null, paused: false, ...over };
}

function ticket(state: string, first: Partial<SlaMeasure> = {}, resolution: Partial<SlaMeasure> = {}): Pick<Ticket, "state" | "sla"> {
  return { state, sla: { firstResponse: measure(first), resolution: measure(resolution) } };
}

const NOW = new Date("2026-01-14T09:00:00Z");

describe("formatDuration", () => {
  it.each([
    [0, "under 1 min"],
    [59, "under 1 min"],
    [60, "1 min"],
    [45 * 60, "45 min"],
    [3600, "1 h"],
    [72 * 60, "1 h 12 min"],
    [72 * 60 + 59, "1 h 12 min"],
    [86_400, "1 d"],
    [2 * 86_400 + 3 * 3600, "2 d 3 h"],
    [2 * 86_400 + 3 * 3600 + 25 * 60, "2 d 3 h"],
    [2 * 86_400 + 25 * 60, "2 d"],
    [-5, "under 1 min"],
  ])("%i seconds are %s", (seconds, text) => {
    expect(formatDuration(seconds, en)).toBe(text);
  });

  it("leaves the words to the caller", () => {
    const fr = (unit: DurationUnit, count: number) => `${count} ${unit === "d" ? "j" : unit}`;
    expect(formatDuration(86_400 + 3600, fr)).toBe("1 j 1 h");
  });
});

describe("clockLine", () => {
  it("says when the first reply is due, and since when it is overdue", () => {
    expect(clockLine(ticket("new", { dueAt: "2026-01-14T10:00:00Z" }), NOW)).toEqual({ kind: "due", at: "2026-01-14T10:00:00Z" });
    expect(clockLine(ticket("new", { dueAt: "2026-01-14T08:00:00Z" }), NOW)).toEqual({ kind: "overdue", at: "2026-01-14T08:00:00Z" });
    expect(clockLine(ticket("new", { dueAt: NOW.toISOString() }), NOW)?.kind).toBe("overdue");
  });

  it("says the ticket waits on the client while paused or in that state", () => {
    expect(clockLine(ticket("open", { paused: true }), NOW)).toEqual({ kind: "waiting" });
    expect(clockLine(ticket("waitingOnClient", { doneAt: "2026-01-13T10:00:00Z", elapsedSeconds: 600 }), NOW)).toEqual({ kind: "waiting" });
  });

  it("says how long the first reply took once answered", () => {
    const line = clockLine(ticket("open", { doneAt: "2026-01-13T10:00:00Z", dueAt: "2026-01-13T11:00:00Z", elapsedSeconds: 4320 }), NOW);
    expect(line).toEqual({ kind: "answered", seconds: 4320 });
    expect(clockLine(ticket("waitingOnUs", { doneAt: "2026-01-13T10:00:00Z", elapsedSeconds: 60 }), NOW)?.kind).toBe("answered");
  });

  it("says how long the resolution took once solved or closed", () => {
    const answered = { doneAt: "2026-01-13T10:00:00Z", elapsedSeconds: 60 };
    expect(clockLine(ticket("solved", answered, { doneAt: "2026-01-13T12:00:00Z", elapsedSeconds: 7500 }), NOW)).toEqual({ kind: "solved", seconds: 7500 });
    expect(clockLine(ticket("closed", answered, { doneAt: "2026-01-13T12:00:00Z", elapsedSeconds: 90 }), NOW)).toEqual({ kind: "solved", seconds: 90 });
  });

  it("says nothing without anything measured (a ticket from before the targets)", () => {
    expect(clockLine(ticket("open"), NOW)).toBeNull();
    expect(clockLine(ticket("closed"), NOW)).toBeNull();
  });
});

describe("dueText", () => {
  it("writes the weekday, day, month and time in the zone asked", () => {
    const at = "2026-01-14T10:00:00Z";
    const options: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" };
    expect(dueText(at, "en", "Asia/Kolkata")).toBe(new Intl.DateTimeFormat("en", { ...options, timeZone: "Asia/Kolkata" }).format(new Date(at)));
    expect(dueText(at, "en", "Asia/Kolkata")).toContain("03:30 PM");
    expect(dueText(at, "fr", "Europe/Paris")).toContain("11:00");
  });
});

describe("mayRate", () => {
  const solved = { state: "solved", solvedAt: "2026-01-10T09:00:00Z", rating: null };
  it("asks within 14 days of the solve, once", () => {
    expect(mayRate(solved, NOW)).toBe(true);
    expect(mayRate({ ...solved, state: "closed" }, NOW)).toBe(true);
    expect(mayRate({ ...solved, solvedAt: "2025-12-31T09:00:01Z" }, NOW)).toBe(true);
    expect(mayRate({ ...solved, solvedAt: "2025-12-31T09:00:00Z" }, NOW)).toBe(false);
    expect(mayRate({ ...solved, rating: { score: "good", comment: "", createdAt: "2026-01-11T00:00:00Z" } }, NOW)).toBe(false);
    expect(mayRate({ ...solved, state: "open" }, NOW)).toBe(false);
    expect(mayRate({ ...solved, solvedAt: null }, NOW)).toBe(false);
  });
});

describe("parseRateHash", () => {
  it("reads the token and the score of a mailed link", () => {
    expect(parseRateHash("#abc.def&score=good")).toEqual({ token: "abc.def", score: "good" });
    expect(parseRateHash("#abc&score=bad")).toEqual({ token: "abc", score: "bad" });
    expect(parseRateHash("#abc")).toEqual({ token: "abc", score: null });
    expect(parseRateHash("#abc&score=great")).toEqual({ token: "abc", score: null });
    expect(parseRateHash("")).toEqual({ token: "", score: null });
  });
});

describe("lastMonths", () => {
  it("counts back from this month in the firm's zone", () => {
    // 31 Dec 20:00 UTC is already January in Kolkata.
    const at = new Date("2026-12-31T20:00:00Z");
    expect(lastMonths(at, "Asia/Kolkata", 6)).toEqual(["2026-08", "2026-09", "2026-10", "2026-11", "2026-12", "2027-01"]);
    expect(lastMonths(at, "Europe/Paris", 3)).toEqual(["2026-10", "2026-11", "2026-12"]);
    expect(lastMonths(new Date("2026-03-15T12:00:00Z"), "UTC", 6)[0]).toBe("2025-10");
  });
});
