import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SupportMonth } from "../../api/types.gen";
import { fakeApi } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { lastMonths } from "./clock";
import { SupportReport } from "./SupportReport";

afterEach(() => {
  vi.unstubAllGlobals();
});

const SETUP = { zone: "Asia/Kolkata", week: [], holidays: [], tzif: "", targets: {} };

function month(m: string, over: Partial<SupportMonth> = {}): SupportMonth {
  return {
    client: "c1",
    clientName: "Verma Retail",
    month: m,
    tickets: 4,
    responseMet: 3,
    responseBreached: 1,
    resolutionMet: 2,
    resolutionBreached: 0,
    medianResponseSeconds: 4320,
    medianResolutionSeconds: 90_000,
    good: 2,
    bad: 1,
    ...over,
  };
}

describe("SupportReport", () => {
  it("asks for the last six months in the firm's zone and shows one row a month, newest first", async () => {
    const months = lastMonths(new Date(), "Asia/Kolkata", 6);
    const api = fakeApi({
      "GET /api/sla/calendar": () => [200, SETUP],
      "GET /api/company/support-report": () => [200, [month(months[5]!), month(months[3]!, { tickets: 1, responseMet: 0, responseBreached: 0, medianResponseSeconds: null, good: 0, bad: 0 })]],
    });
    renderWithProviders(<SupportReport />);
    const table = await screen.findByRole("table", { name: "Support, month by month" });
    const report = api.calls.find((c) => c.path === "/api/company/support-report")!;
    expect(Object.fromEntries(report.url.searchParams)).toEqual({ from: months[0], to: months[5] });

    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(6);
    expect(rows[0]!.textContent).toContain("75% (3 of 4)");
    expect(rows[0]!.textContent).toContain("100% (2 of 2)");
    expect(rows[0]!.textContent).toContain("1 h 12 min");
    expect(rows[0]!.textContent).toContain("2 good, 1 bad");
    expect(within(rows[2]!).getAllByText("Not measured")).toHaveLength(2);
    expect(within(rows[1]!).getAllByRole("cell")[0]!.textContent).toBe("0");
  });

  it("says so when the months had no tickets", async () => {
    fakeApi({ "GET /api/sla/calendar": () => [200, SETUP], "GET /api/company/support-report": () => [200, []] });
    renderWithProviders(<SupportReport />);
    expect(await screen.findByText("No tickets in these months.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
