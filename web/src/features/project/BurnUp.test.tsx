import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BurnPoint, BurnUp as BurnUpView } from "../../api/client";
import { apiError, fakeApi } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { CONSTANTS } from "../../wasm/constants";
import { BurnUp } from "./BurnUp";
import { geometry, niceMax } from "./burnup/chart";

/** `days` consecutive days from 2026-10-01, done and scope given per day. */
function days(values: [done: number, scope: number][], start = 1): BurnPoint[] {
  return values.map(([done, scope], i) => ({ date: `2026-10-${String(start + i).padStart(2, "0")}`, done, scope }));
}

const VIEW: BurnUpView = {
  today: "2026-10-04",
  project: days([
    [0, 15],
    [4, 15],
    [9, 18],
    [12, 20],
  ]),
  sprints: [
    {
      _id: "s1",
      title: "Core build",
      startDate: "2026-10-02",
      endDate: "2026-10-20",
      points: days(
        [
          [1, 5],
          [3, 6],
          [3, 8],
        ],
        2,
      ),
    },
    { _id: "s2", title: "Hardening and launch", startDate: "2026-11-01", endDate: null, points: [] },
  ],
};

beforeEach(() => {
  window.localStorage.setItem(CONSTANTS.clientTokenKey, "client-token");
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function serve(view: BurnUpView) {
  return fakeApi({ "GET /api/project/burnUp/p1": () => [200, view] });
}

describe("BurnUp", () => {
  it("draws done and scope for the whole project, with a summary and a table of the days", async () => {
    const { calls } = serve(VIEW);
    renderWithProviders(<BurnUp projectId="p1" auth="client" />);

    const figure = await screen.findByRole("figure", { name: "Burn-up: Whole project" });
    expect(calls[0]?.headers.Authorization).toBe("Bearer client-token");
    const chart = within(figure).getByRole("img");
    expect(chart.getAttribute("aria-label")).toBe(
      "Burn-up from 2026-10-01 to 2026-10-04: 12 of 20 tasks done; scope went from 15 to 20.",
    );
    expect(figure.querySelector("path.burn-up-done")?.getAttribute("d")).toMatch(/^M[\d.]+ [\d.]+(L[\d.]+ [\d.]+){3}$/);
    expect(figure.querySelector("path.burn-up-scope")?.getAttribute("d")).toMatch(/^M[\d.]+ [\d.]+(L[\d.]+ [\d.]+){3}$/);
    // The legend names each line in words.
    const legend = within(figure).getByRole("list");
    expect(within(legend).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Done", "Scope"]);

    const table = within(figure).getByRole("table", { name: "Tasks done and scope at the end of each day" });
    expect(within(table).getAllByRole("columnheader").map((c) => c.textContent)).toEqual(["Date", "Done", "Scope"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(4);
    expect(rows.at(-1)?.textContent).toBe("2026-10-041220");
  });

  it("switches to a sprint, and says when a sprint has not started", async () => {
    serve(VIEW);
    renderWithProviders(<BurnUp projectId="p1" auth="client" />);
    const select = await screen.findByLabelText("Show");
    expect(within(select).getAllByRole("option").map((o) => o.textContent)).toEqual(["Whole project", "Core build", "Hardening and launch"]);

    await userEvent.selectOptions(select, "Core build");
    const figure = screen.getByRole("figure", { name: "Burn-up: Core build" });
    expect(within(figure).getByRole("img").getAttribute("aria-label")).toBe(
      "Burn-up from 2026-10-02 to 2026-10-04: 3 of 8 tasks done; scope went from 5 to 8.",
    );
    expect(within(figure).getAllByRole("row")).toHaveLength(4);

    await userEvent.selectOptions(select, "Hardening and launch");
    const later = screen.getByRole("figure", { name: "Burn-up: Hardening and launch" });
    expect(within(later).getByText("This sprint has not started yet.")).toBeTruthy();
    expect(within(later).queryByRole("img")).toBeNull();
    expect(within(later).queryByRole("table")).toBeNull();
  });

  it("says so when the project has no tasks yet, with no selector when there is no sprint", async () => {
    serve({ today: "2026-10-04", project: [], sprints: [] });
    renderWithProviders(<BurnUp projectId="p1" auth="client" />);
    const figure = await screen.findByRole("figure", { name: "Burn-up: Whole project" });
    expect(within(figure).getByText("No tasks yet, so there is nothing to chart.")).toBeTruthy();
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(within(figure).queryByRole("img")).toBeNull();
  });

  it("keeps the table to the last 31 days and says so; a steady scope is said as such", async () => {
    serve({ today: "2026-11-09", project: days(Array.from({ length: 40 }, (_, i) => [Math.floor(i / 4), 10])), sprints: [] });
    renderWithProviders(<BurnUp projectId="p1" auth="client" />);
    const figure = await screen.findByRole("figure");
    const table = within(figure).getByRole("table");
    expect(within(table).getAllByRole("row")).toHaveLength(32);
    expect(table.querySelector("caption")?.textContent).toContain("The last 31 of 40 days; the chart shows them all.");
    expect(within(figure).getByRole("img").getAttribute("aria-label")).toMatch(/9 of 10 tasks done; scope stayed at 10\.$/);
  });

  it("says a failed read, with Retry, and reads again", async () => {
    let fail = true;
    const { calls } = fakeApi({
      "GET /api/project/burnUp/p1": () => (fail ? [500, apiError("internal", "Something went wrong.")] : [200, VIEW]),
    });
    window.localStorage.setItem(CONSTANTS.adminTokenKey, "staff-token");
    renderWithProviders(<BurnUp projectId="p1" auth="admin" />);
    expect((await screen.findByRole("alert")).textContent).toContain("The burn-up could not be loaded.");
    expect(calls[0]?.headers.Authorization).toBe("Bearer staff-token");
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("figure", { name: "Burn-up: Whole project" })).toBeTruthy();
  });
});

describe("burn-up geometry", () => {
  it("rounds the y axis up to whole ticks", () => {
    expect([1, 4, 5, 7, 20, 37, 57, 120].map(niceMax)).toEqual([4, 4, 5, 8, 20, 40, 60, 150]);
  });

  it("draws one day as a short flat stroke", () => {
    const g = geometry(days([[2, 3]]));
    expect(g.done).toMatch(/^M[\d.]+ [\d.]+H[\d.]+$/);
    expect(g.xTicks.map((t) => t.label)).toEqual(["2026-10-01"]);
  });
});
