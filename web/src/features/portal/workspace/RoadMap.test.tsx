import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { loadWasm } from "../../../wasm";
import { PROJECT } from "../../code/testData";
import { MoneyPlace } from "./Places";
import { RoadMap } from "./RoadMap";

beforeAll(async () => {
  await loadWasm();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The road map, or (`place: "money"`) Money, which the workspace offers only with the Money proof. */
function renderRoadMap(money: boolean, place: "roadmap" | "money" = "roadmap") {
  // The burn-up and the feed read on their own: nothing to show.
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => new Response(JSON.stringify(String(url).includes("activity") ? { events: [], next: null } : []), { status: 200 })),
  );
  const project = money ? { ...PROJECT, projectCost: "USD 18,000" } : { ...PROJECT, projectCost: undefined };
  const payments = money
    ? { ok: true as const, data: [
          {
            _id: "m1",
            project: "p1",
            title: "Go-live",
            description: "",
            amount: 6300,
            currency: "INR",
            total: { minor: 630_000, currency: "INR" },
            received: { minor: 130_000, currency: "INR" },
            left: { minor: 500_000, currency: "INR" },
            status: "due" as const,
            goal: null,
            dueDate: null,
            isCompleted: false,
            createdAt: "2024-01-01T10:00:00Z",
          },
        ],
      }
    : null;
  renderWithProviders(
    place === "money" && payments ? (
      <MoneyPlace project={project} payments={payments} />
    ) : (
      <RoadMap project={project} goals={{ ok: true, data: [] }} payments={payments} />
    ),
  );
}

describe("The road map, Money and money (ADR 0030)", () => {
  it("shows the costing and the milestones to a person who handles money", () => {
    renderRoadMap(true);
    expect(screen.getByText("Costing")).toBeTruthy();
    expect(screen.getByText("USD 18,000")).toBeTruthy();
    cleanup();
    renderRoadMap(true, "money");
    expect(screen.getByRole("heading", { name: "Milestones" })).toBeTruthy();
    expect(screen.getByText("Go-live")).toBeTruthy();
    // Its amount with its currency, and what is left of it.
    expect(screen.getByText(/Amount: ₹6,300.00 · ₹5,000.00 left to pay/)).toBeTruthy();
    expect(screen.getByText("Partly paid")).toBeTruthy();
  });

  it("leaves the costing out for anyone else, instead of showing it empty", () => {
    renderRoadMap(false);
    expect(screen.queryByText("Costing")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Milestones" })).toBeNull();
    expect(screen.getByRole("heading", { name: "Overview" })).toBeTruthy();
  });
});
