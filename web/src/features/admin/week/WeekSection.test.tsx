import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { WeekView } from "../../../api/hours";
import { fakeApi } from "../../../test/fakeApi";
import { renderInConsole, setUpConsoleTests } from "../consoleTesting";
import WeekSection from "./WeekSection";

const DAYS = ["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06"];
const time = (minutes: number) => ({ minutes, time: `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}` });
const cells = (filled: Record<number, { minutes: number; entries: number; entry: string | null }>) =>
  DAYS.map((date, i) => ({ date, ...time(filled[i]?.minutes ?? 0), entries: filled[i]?.entries ?? 0, entry: filled[i]?.entry ?? null }));

function week(): WeekView {
  return {
    weekStarts: DAYS[0]!,
    days: DAYS,
    previous: "2026-11-23",
    next: "2026-12-07",
    rows: [
      {
        project: "p1",
        projectTitle: "Storefront",
        task: "t1",
        ticket: null,
        title: "Checkout",
        cells: cells({ 0: { minutes: 90, entries: 1, entry: "e1" }, 1: { minutes: 120, entries: 2, entry: null } }),
        total: time(210),
      },
      { project: "p1", projectTitle: "Storefront", task: null, ticket: null, title: "", cells: cells({}), total: time(0) },
    ],
    dayTotals: DAYS.map((_, i) => time(i === 0 ? 90 : i === 1 ? 120 : 0)),
    total: time(210),
  };
}

setUpConsoleTests();

describe("My week", () => {
  it("edits a day by keyboard: Enter logs a new time, emptying a single entry removes it, the arrows move", async () => {
    const { calls } = fakeApi({
      "GET /api/hours/week": () => [200, week()],
      "GET /api/project/projects": () => [200, { data: [] }, { "X-Total-Count": "0" }],
      "POST /api/hours/log": () => [201, {}],
      "DELETE /api/hours/entry/e1": () => [204],
    });
    renderInConsole(<WeekSection />, "/admin?section=week");
    const grid = await screen.findByRole("table", { name: "Your week from 2026-11-30" });
    const checkout = within(grid).getByRole("row", { name: /Checkout/ });
    // A day of two entries is read, not typed into.
    expect(within(checkout).getByText("2:00").tagName).toBe("SPAN");
    expect(within(checkout).getAllByRole("textbox")).toHaveLength(6);

    const monday = within(checkout).getByRole("textbox", { name: "Checkout on 2026-11-30" });
    expect((monday as HTMLInputElement).value).toBe("1:30");
    await userEvent.click(monday);
    await userEvent.keyboard("{ArrowDown}");
    const below = within(grid).getByRole("textbox", { name: "Storefront on 2026-11-30" });
    expect(document.activeElement).toBe(below);
    await userEvent.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(monday);

    // Emptied and Enter: the entry goes.
    await userEvent.clear(monday);
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE" && c.path === "/api/hours/entry/e1")).toBe(true));

    // A refused time says why under its cell and sends nothing; a good one is logged for that day.
    const wednesday = within(checkout).getByRole("textbox", { name: "Checkout on 2026-12-02" });
    await userEvent.type(wednesday, "25:00{Enter}");
    expect(await within(checkout).findByText("One entry holds at most 24 hours")).toBeTruthy();
    expect(wednesday.getAttribute("aria-invalid")).toBe("true");
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    await userEvent.clear(wednesday);
    await userEvent.type(wednesday, "1.5h{Enter}");
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    const logged = calls.find((c) => c.method === "POST");
    expect(logged?.body).toMatchObject({ project: "p1", task: "t1", date: "2026-12-02", time: "1.5h" });
  });
});
