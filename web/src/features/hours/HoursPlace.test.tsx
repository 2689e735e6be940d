import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { HoursView } from "../../api/hours";
import { fakeApi } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { HoursPlace } from "./HoursPlace";

const sums = (minutes: number, billable: number, time: string, amount?: number) => ({
  minutes,
  billableMinutes: billable,
  nonBillableMinutes: minutes - billable,
  time,
  billableTime: time,
  nonBillableTime: "0:00",
  ...(amount === undefined ? {} : { amount: { minor: amount, currency: "INR" } }),
});

function view(money: boolean): HoursView {
  return {
    project: "p1",
    currency: "INR",
    approval: "weekly",
    ...(money ? { hourlyRate: { minor: 150_000, currency: "INR" }, budgetMoney: { used: 450_000, budget: 600_000, left: 150_000, over: 0, percent: 75 } } : {}),
    total: sums(180, 180, "3:00", money ? 450_000 : undefined),
    thisWeek: sums(120, 120, "2:00", money ? 300_000 : undefined),
    weekStarts: "2026-11-30",
    budgetMinutes: { used: 180, budget: 600, left: 420, over: 0, percent: 30, time: { used: "3:00", budget: "10:00", left: "7:00", over: "0:00" } },
    bySprint: [
      {
        id: "s1",
        kind: "sprint",
        title: "Sprint 1",
        ...sums(180, 180, "3:00", money ? 450_000 : undefined),
        budgetMinutes: { used: 180, budget: 120, left: 0, over: 60, percent: 150, time: { used: "3:00", budget: "2:00", left: "0:00", over: "1:00" } },
        ...(money ? { budgetMoney: { used: 450_000, budget: 500_000, left: 50_000, over: 0, percent: 90 } } : {}),
      },
    ],
    byTask: [
      { id: "t1", kind: "task", title: "Checkout", ...sums(120, 120, "2:00", money ? 300_000 : undefined) },
      { id: null, kind: "project", title: "", ...sums(60, 60, "1:00", money ? 150_000 : undefined) },
    ],
    byPerson: [{ id: null, kind: "person", title: "Ravi", ...sums(180, 180, "3:00", money ? 450_000 : undefined) }],
    latest: [],
    blocks: [
      {
        _id: "b1",
        minutes: 2400,
        used: 1650,
        left: 750,
        percent: 68,
        overage: 0,
        time: "40:00",
        usedTime: "27:30",
        leftTime: "12:30",
        overageTime: "0:00",
        starts: "2026-12-01",
        expires: "2026-12-31",
        usableUntil: "2026-12-31",
        rollover: false,
        ...(money ? { price: { minor: 9_000_000, currency: "INR" }, overageRate: { minor: 275_000, currency: "INR" } } : {}),
      },
    ],
  };
}

describe("a project's Hours", () => {
  it("shows the time and what is left of the budget, and amounts only when the answer has them", async () => {
    fakeApi({ "GET /api/hours/project/p1": () => [200, view(false)] });
    const { unmount } = renderWithProviders(<HoursPlace projectId="p1" auth="client" />);
    const figures = await screen.findByRole("list", { name: "Hours at a glance" });
    expect(within(figures).getByText("3:00")).toBeTruthy();
    expect(within(figures).getByText("7:00 left of 10:00")).toBeTruthy();
    expect(within(figures).getByRole("progressbar", { name: "30% used" })).toBeTruthy();
    // The prepaid block: what is left of it, and no overage rate without the Money proof.
    expect(within(figures).getByText("12:30 left of 40:00")).toBeTruthy();
    expect(within(figures).getByText("2026-12-01 to 2026-12-31")).toBeTruthy();
    const byTask = screen.getByRole("table", { name: "By task and ticket" });
    expect(within(byTask).getByRole("rowheader", { name: "The project itself" })).toBeTruthy();
    expect(within(byTask).queryByRole("columnheader", { name: "Amount" })).toBeNull();
    expect(screen.queryByText(/₹/)).toBeNull();
    // A sprint against its own budget: over it in hours.
    const bySprint = screen.getByRole("table", { name: "By sprint" });
    expect(within(bySprint).getByRole("columnheader", { name: "Budget" })).toBeTruthy();
    expect(within(bySprint).getByText("1:00 over budget")).toBeTruthy();
    unmount();

    fakeApi({ "GET /api/hours/project/p1": () => [200, view(true)] });
    renderWithProviders(<HoursPlace projectId="p1" auth="client" />);
    const withMoney = await screen.findByRole("table", { name: "By task and ticket" });
    expect(within(withMoney).getByRole("columnheader", { name: "Amount" })).toBeTruthy();
    expect(within(withMoney).getByText("₹3,000.00")).toBeTruthy();
    expect(screen.getByText("₹1,500.00 an hour")).toBeTruthy();
    expect(screen.getByText("₹1,500.00 left of ₹6,000.00")).toBeTruthy();
    expect(screen.getByText("2026-12-01 to 2026-12-31 · then ₹2,750.00 an hour")).toBeTruthy();
    expect(screen.getByText("1:00 over budget · ₹500.00 left of ₹5,000.00")).toBeTruthy();
  });

  it("says so when nothing is logged, and offers Retry when the read fails", async () => {
    fakeApi({ "GET /api/hours/project/p1": () => [200, { ...view(false), total: sums(0, 0, "0:00"), budgetMinutes: null, byTask: [], bySprint: [], byPerson: [], blocks: [] }] });
    const { unmount } = renderWithProviders(<HoursPlace projectId="p1" auth="client" />);
    expect(await screen.findByText("No time logged on this project yet.")).toBeTruthy();
    unmount();
    fakeApi({ "GET /api/hours/project/p1": () => [500, { error: { code: "internal", message: "Internal error." } }] });
    renderWithProviders(<HoursPlace projectId="p1" auth="client" />);
    expect(await screen.findByRole("button", { name: "Retry" })).toBeTruthy();
  });
});
