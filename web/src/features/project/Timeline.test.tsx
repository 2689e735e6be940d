import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { Timeline } from "./Timeline";
import { dayOf, layout, standingOf, utcToday, type TimelineGoal, type TimelineMilestone, type TimelineSprint } from "./timeline/layout";

const TODAY = "2026-11-26";

function sprint(_id: string, title: string, startDate: string | null, endDate: string | null, active = false, completed = false): TimelineSprint {
  return { _id, title, startDate, endDate, status: { active, completed } };
}

const SPRINTS = [
  sprint("s1", "Discovery and design", "2026-10-20", "2026-11-02", false, true),
  sprint("s2", "Core build", "2026-11-03", "2026-11-16", true),
  sprint("s3", "Payments", "2026-11-10", "2026-11-30", true),
  sprint("s4", "Hardening and launch", "2026-12-01", "2026-12-14"),
  sprint("s5", "Retrospective", null, null),
];
const GOALS: TimelineGoal[] = [
  { _id: "g1", title: "Sign off the designs", dueDate: "2026-11-01", isCompleted: true },
  { _id: "g2", title: "Launch the public beta", dueDate: "2026-12-10", isCompleted: false },
  { _id: "g3", title: "Undated goal", dueDate: null, isCompleted: false },
];
const MILESTONES: TimelineMilestone[] = [{ _id: "m1", title: "Go-live", dueDate: "2026-12-15", isCompleted: false }];

async function figure() {
  return screen.findByRole("figure", { name: "Timeline" });
}

describe("Timeline", () => {
  it("draws a bar per dated sprint, labelled with its title and standing, told apart by pattern", async () => {
    renderWithProviders(<Timeline sprints={SPRINTS} goals={GOALS} milestones={MILESTONES} today={TODAY} />);
    const fig = await figure();
    const bars = [...fig.querySelectorAll("svg[role=img] rect.timeline-bar")];
    expect(bars.map((b) => b.getAttribute("class"))).toEqual([
      "timeline-bar timeline-bar-completed",
      "timeline-bar timeline-bar-late",
      "timeline-bar timeline-bar-active",
      "timeline-bar timeline-bar-upcoming",
    ]);
    // Active and late bars are hatched (patterns), completed solid, upcoming empty.
    expect(bars[1]?.getAttribute("fill")).toMatch(/^url\(#tl.*-late\)$/);
    expect(bars[2]?.getAttribute("fill")).toMatch(/^url\(#tl.*-active\)$/);
    expect([...fig.querySelectorAll(".timeline-bar-label")].map((l) => l.textContent)).toEqual([
      "Discovery and design · Completed",
      "Core build · Late",
      "Payments · Active",
      "Hardening and launch · Upcoming",
    ]);
    // Bars run left to right in date order.
    const xs = bars.map((b) => Number(b.getAttribute("x")));
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
    // The legend says each standing and marker in words.
    expect(within(fig).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Completed",
      "Active",
      "Late",
      "Upcoming",
      "Goal's last date",
      "Payment milestone",
      "Today",
    ]);
    expect(within(fig).getByText("Not on the timeline, as they have no dates: Retrospective")).toBeTruthy();
  });

  it("marks goals' last dates as diamonds and milestones as triangles, and draws a line for today", async () => {
    renderWithProviders(<Timeline sprints={SPRINTS} goals={GOALS} milestones={MILESTONES} today={TODAY} />);
    const chart = within(await figure()).getByRole("img");
    const goals = [...chart.querySelectorAll("path.timeline-goal")];
    const milestones = [...chart.querySelectorAll("path.timeline-milestone")];
    expect(goals.map((g) => g.querySelector("title")?.textContent)).toEqual([
      "Goal's last date: Sign off the designs, 2026-11-01",
      "Goal's last date: Launch the public beta, 2026-12-10",
    ]);
    expect(milestones.map((m) => m.querySelector("title")?.textContent)).toEqual(["Payment milestone: Go-live, 2026-12-15"]);
    expect(goals[0]?.getAttribute("d")).toMatch(/^M[\d.]+ [\d.]+(L[\d.]+ [\d.]+){3}Z$/);
    expect(milestones[0]?.getAttribute("d")).toMatch(/^M[\d.]+ [\d.]+(L[\d.]+ [\d.]+){2}Z$/);

    const line = chart.querySelector("line.timeline-today");
    const label = chart.querySelector("text.timeline-today-label");
    expect(label?.textContent).toBe("Today");
    expect(line?.getAttribute("x1")).toBe(label?.getAttribute("x"));
    // Today (the 26th) falls inside the "Payments" sprint's bar (10th to 30th).
    const payments = chart.querySelector("rect.timeline-bar-active");
    const x = Number(line?.getAttribute("x1"));
    const from = Number(payments?.getAttribute("x"));
    expect(x).toBeGreaterThan(from);
    expect(x).toBeLessThan(from + Number(payments?.getAttribute("width")));
  });

  it("gives a text alternative: a summary, every sprint's dates and standing, every goal's and milestone's date", async () => {
    renderWithProviders(<Timeline sprints={SPRINTS} goals={GOALS} milestones={MILESTONES} today={TODAY} />);
    const fig = await figure();
    expect(within(fig).getByRole("img").getAttribute("aria-label")).toBe(
      "Timeline from 2026-10-20 to 2026-12-15, with a line for today (2026-11-26). Sprints: 4. Goals' last dates: 2. Payment milestones: 1.",
    );
    const sprints = within(fig).getByRole("table", { name: "Sprints on the timeline" });
    expect(within(sprints).getAllByRole("columnheader").map((c) => c.textContent)).toEqual(["Sprint", "Start", "End", "Standing"]);
    expect(within(sprints).getAllByRole("row").slice(1).map((r) => r.textContent)).toEqual([
      "Discovery and design2026-10-202026-11-02Completed",
      "Core build2026-11-032026-11-16Late",
      "Payments2026-11-102026-11-30Active",
      "Hardening and launch2026-12-012026-12-14Upcoming",
      "RetrospectiveNot setNot setUpcoming",
    ]);
    const dates = within(fig).getByRole("table", { name: "Goals' last dates and payment milestones" });
    expect(within(dates).getAllByRole("row").slice(1).map((r) => r.textContent)).toEqual([
      "Sign off the designsGoal's last date2026-11-01Yes",
      "Launch the public betaGoal's last date2026-12-10No",
      "Go-livePayment milestone2026-12-15No",
      "Undated goalGoal's last dateNot setNo",
    ]);
  });

  it("draws sprints alone when goals and payments could not be read", async () => {
    renderWithProviders(<Timeline sprints={SPRINTS.slice(0, 2)} goals={null} milestones={null} today={TODAY} />);
    const fig = await figure();
    expect(fig.querySelectorAll("rect.timeline-bar")).toHaveLength(2 + 4); // two bars, four legend swatches
    expect(fig.querySelectorAll("path.timeline-marker")).toHaveLength(2); // the legend's
    expect(within(fig).getAllByRole("table")).toHaveLength(1);
  });

  it("says so when nothing has a date, and draws nothing", async () => {
    renderWithProviders(<Timeline sprints={[sprint("s1", "Kick-off", null, null)]} goals={[]} milestones={[]} today={TODAY} />);
    const fig = await figure();
    expect(within(fig).getByText("Nothing in this project has a date yet, so there is no timeline to draw.")).toBeTruthy();
    expect(within(fig).queryByRole("img")).toBeNull();
    expect(within(fig).queryByRole("list")).toBeNull();
  });
});

describe("timeline layout", () => {
  it("reads dates as days, a longer stamp by its date", () => {
    expect(dayOf("1970-01-02")).toBe(1);
    expect(dayOf("2026-11-26T23:59:00Z")).toBe(dayOf("2026-11-26"));
    expect(dayOf(null)).toBeNull();
    expect(dayOf("soon")).toBeNull();
    expect(utcToday(new Date(Date.UTC(2026, 10, 26, 23, 30)))).toBe("2026-11-26");
  });

  it("tells a sprint's standing from its flags, late when its end has passed unfinished", () => {
    expect(standingOf(sprint("a", "A", "2026-11-01", "2026-11-20", true, true), TODAY)).toBe("completed");
    expect(standingOf(sprint("a", "A", "2026-11-01", "2026-11-25", true), TODAY)).toBe("late");
    expect(standingOf(sprint("a", "A", "2026-11-01", "2026-11-26", true), TODAY)).toBe("active");
    expect(standingOf(sprint("a", "A", "2026-12-01", null), TODAY)).toBe("upcoming");
  });

  it("keeps today on the calendar and draws a one-date sprint as a one-day bar", () => {
    const g = layout([sprint("a", "A", "2026-01-10", null)], [], [], TODAY);
    expect(g?.first).toBe("2026-01-10");
    expect(g?.last).toBe(TODAY);
    expect(g?.bars[0]?.width).toBeGreaterThanOrEqual(4);
    expect(layout([sprint("a", "A", null, null)], [], [], TODAY)).toBeNull();
  });
});
