import { describe, expect, it } from "vitest";
import type { SlaMeasure } from "./api";
import { currentTarget, dueKind, formatDuration, joinMinutes, monthBefore, parseTime, rowsToWeek, splitMinutes, timeText, weekToRows } from "./sla";

function measure(more: Partial<SlaMeasure> = {}): SlaMeasure {
  return {
    dueAt: "2026-12-07T12:00:00Z",
    warnAt: "2026-12-07T11:00:00Z",
    doneAt: null,
    elapsedSeconds: 0,
    targetSeconds: 4 * 3600,
    met: null,
    paused: false,
    ...more,
  };
}

describe("the due badge", () => {
  const before = new Date("2026-12-07T10:00:00Z");
  it("is on track before the 75 % point, due soon from it, breached from the due time", () => {
    expect(dueKind(measure(), before)).toBe("onTrack");
    expect(dueKind(measure(), new Date("2026-12-07T11:00:00Z"))).toBe("dueSoon");
    expect(dueKind(measure(), new Date("2026-12-07T12:00:00Z"))).toBe("breached");
  });
  it("follows the server's met and paused", () => {
    expect(dueKind(measure({ met: false }), before)).toBe("breached");
    expect(dueKind(measure({ met: true, doneAt: "2026-12-07T09:00:00Z" }), before)).toBe("met");
    expect(dueKind(measure({ paused: true, dueAt: null, warnAt: null }), before)).toBe("paused");
    // A breach stays a breach while paused.
    expect(dueKind(measure({ paused: true, met: false }), before)).toBe("breached");
  });
  it("is on the first reply until it is answered, then on the resolution", () => {
    const first = measure();
    const resolution = measure({ dueAt: "2026-12-09T12:00:00Z" });
    expect(currentTarget({ sla: { firstResponse: first, resolution } }).which).toBe("firstResponse");
    const answered = measure({ doneAt: "2026-12-07T10:30:00Z", met: true });
    expect(currentTarget({ sla: { firstResponse: answered, resolution } })).toEqual({ which: "resolution", measure: resolution });
  });
});

describe("minutes and durations", () => {
  it("splits minutes into hours and minutes and joins them back", () => {
    expect(splitMinutes(72)).toEqual({ hours: 1, minutes: 12 });
    expect(splitMinutes(0)).toEqual({ hours: 0, minutes: 0 });
    expect(splitMinutes(2880)).toEqual({ hours: 48, minutes: 0 });
    expect(joinMinutes(1, 12)).toBe(72);
    expect(joinMinutes("2", "")).toBe(120);
    expect(joinMinutes(-1, 5)).toBe(5);
    for (const n of [0, 1, 59, 60, 61, 480, 1439, 10080]) expect(joinMinutes(splitMinutes(n).hours, splitMinutes(n).minutes)).toBe(n);
  });
  it("formats seconds as hours and minutes", () => {
    expect(formatDuration(4320)).toBe("1 h 12 min");
    expect(formatDuration(2700)).toBe("45 min");
    expect(formatDuration(10800)).toBe("3 h");
    expect(formatDuration(0)).toBe("0 min");
    expect(formatDuration(4320, { h: "घं", min: "मि" })).toBe("1 घं 12 मि");
  });
});

describe("the week editor", () => {
  it("reads times and writes them", () => {
    expect(parseTime("09:30")).toBe(570);
    expect(parseTime("24:00")).toBe(1440);
    expect(parseTime("24:30")).toBeNull();
    expect(parseTime("9h")).toBeNull();
    expect(timeText(570)).toBe("09:30");
    expect(timeText(1440)).toBe("24:00");
  });

  it("maps the API's week (Monday first) to rows and back, keeping further intervals", () => {
    const week = [[[540, 1020]], [[540, 720], [780, 1080]], [], [[480, 960]], [[540, 1020]], [], []];
    const rows = weekToRows(week);
    expect(rows[0]).toEqual({ open: true, from: "09:00", to: "17:00", more: [] });
    expect(rows[1]).toEqual({ open: true, from: "09:00", to: "12:00", more: [[780, 1080]] });
    expect(rows[2]!.open).toBe(false);
    expect(rowsToWeek(rows)).toEqual({ week });
  });

  it("closes a day, opens one with its times, and names the first day whose times are wrong", () => {
    const rows = weekToRows([[], [], [], [], [], [], []]);
    expect(rows).toHaveLength(7);
    rows[5] = { ...rows[5]!, open: true, from: "10:00", to: "14:00" };
    expect(rowsToWeek(rows)).toEqual({ week: [[], [], [], [], [], [[600, 840]], []] });
    rows[2] = { open: true, from: "18:00", to: "09:00", more: [] };
    expect(rowsToWeek(rows)).toEqual({ badDay: 2 });
  });

  it("counts report months back from now", () => {
    expect(monthBefore(new Date(2026, 11, 7), 0)).toBe("2026-12");
    expect(monthBefore(new Date(2026, 1, 7), 2)).toBe("2025-12");
  });
});
