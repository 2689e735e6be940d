import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProjectGlance, ProjectSummary } from "../../api/client";
import { renderWithProviders } from "../../test/render";
import { loadWasm } from "../../wasm";
import { ProjectGrid } from "./ProjectGrid";

beforeAll(async () => {
  await loadWasm();
});

const project = { _id: "p1", title: "Storefront Revamp", sprints: [{}, {}], NoteDate: null } as unknown as ProjectSummary;

function glance(more: Partial<ProjectGlance> = {}): ProjectGlance {
  return {
    _id: "p1",
    title: "Storefront Revamp",
    tasks: { done: 3, total: 8 },
    activeTasks: { done: 1, total: 4 },
    activeSprint: { _id: "s1", title: "Checkout", startDate: "2026-11-20", endDate: "2026-12-01", standing: { kind: "active", daysLeft: 5 } },
    nextMilestone: { _id: "m1", title: "Design sign-off", dueDate: "2026-11-20", amount: { minor: 250_000, currency: "INR" }, status: "due", late: true },
    ticketsWaiting: 2,
    hoursLeft: { left: "12.5", of: "40", percent: 68 },
    ...more,
  };
}

describe("the dashboard's project cards", () => {
  it("say how the project is going: progress, the sprint's days left, the next payment, tickets waiting", () => {
    renderWithProviders(<ProjectGrid projects={{ ok: true, data: [project] }} glance={{ ok: true, data: [glance()] }} headingLevel={3} />);
    const card = screen.getByRole("link", { name: /Storefront Revamp/ });
    expect(within(card).getByText("Sprints : 2")).toBeTruthy();
    expect(within(card).getByRole("progressbar", { name: "Tasks done: 3 of 8 (37%)" })).toBeTruthy();
    expect(within(card).getByText("3 of 8 tasks done")).toBeTruthy();
    expect(within(card).getByText("Active sprints: 1 of 4 done")).toBeTruthy();
    expect(within(card).getByText("Sprint under way: Checkout · 5 days left")).toBeTruthy();
    expect(within(card).getByText(/Next payment: Design sign-off · ₹2,500.00 · due 2026-11-20/)).toBeTruthy();
    expect(within(card).getByText("· overdue", { exact: false })).toBeTruthy();
    expect(within(card).getByText("2 tickets waiting for your reply")).toBeTruthy();
    expect(within(card).getByText("12.5 h left of 40")).toBeTruthy();
  });

  it("tell a late sprint and its last day in words, and leave out what is not there", () => {
    const late = glance({
      activeSprint: { _id: "s1", title: "Checkout", startDate: null, endDate: "2026-11-20", standing: { kind: "late", daysOver: 1 } },
      nextMilestone: null,
      ticketsWaiting: 0,
      hoursLeft: undefined,
    });
    renderWithProviders(<ProjectGrid projects={{ ok: true, data: [project] }} glance={{ ok: true, data: [late] }} />);
    expect(screen.getByText("Sprint under way: Checkout · 1 day late")).toBeTruthy();
    expect(screen.queryByText(/Next payment/)).toBeNull();
    expect(screen.queryByText(/waiting for your reply/)).toBeNull();
    expect(screen.queryByText(/h left of/)).toBeNull();
  });

  it("show the cards without figures when the figures could not load", () => {
    renderWithProviders(<ProjectGrid projects={{ ok: true, data: [project] }} glance={{ ok: false }} />);
    expect(screen.getByText("Sprints : 2")).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});
