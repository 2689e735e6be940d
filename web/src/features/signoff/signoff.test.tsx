import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { SignOff } from "../../api/signoffs";
import { fakeApi } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { loadWasm } from "../../wasm";
import { ProjectSignOffs } from "./SignOffList";

beforeAll(async () => {
  await loadWasm();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const SHOWN = "ab".repeat(32);

function round(more: Partial<SignOff> = {}): SignOff {
  return {
    _id: "s1",
    project: "p1",
    goal: "g1",
    payment: null,
    title: "Go live",
    round: 2,
    summary: "The store is live on staging.",
    links: ["https://staging.example.com/store"],
    tasks: [{ _id: "t1", title: "Checkout" }],
    rule: "any",
    amount: { minor: 630_050, currency: "INR" },
    state: "open",
    requestedBy: "Boss",
    remindAfterDays: 3,
    createdAt: "2026-11-20T10:00:00Z",
    closedAt: null,
    decisions: [],
    shown: SHOWN,
    waitingForYou: true,
    hours: false,
    ...more,
  };
}

describe("sign-off in the portal (ADR 0032)", () => {
  it("shows an approval of hours as its lines, and what they come to", async () => {
    const hours = round({
      goal: null,
      title: "Hours 2026-11-30 – 2026-12-06",
      summary: "3:30 billable (2 entries)",
      links: [],
      tasks: [
        { _id: "e1", title: "2026-12-01 · Checkout · 1:30 · Ravi" },
        { _id: "e2", title: "2026-12-02 · — · 2:00 · Ravi" },
      ],
      amount: { minor: 875_000, currency: "INR" },
      hours: true,
    });
    fakeApi({ "GET /api/signoff/project/p1": () => [200, [hours]] });
    renderWithProviders(<ProjectSignOffs projectId="p1" auth="client" onChanged={vi.fn()} />);
    const waiting = await screen.findByRole("region", { name: "Waiting for your approval" });
    const card = within(waiting).getByRole("listitem", { name: "Hours 2026-11-30 – 2026-12-06" });
    expect(within(card).getByText("Comes to ₹8,750.00")).toBeTruthy();
    expect(within(card).getByText("2026-12-01 · Checkout · 1:30 · Ravi")).toBeTruthy();
    expect(within(card).getByText("2026-12-02 · — · 2:00 · Ravi")).toBeTruthy();
  });

  it("asks the approver, checks a request for changes has its comment, and sends the decision on what was shown", async () => {
    let current = round();
    const api = fakeApi({
      "GET /api/signoff/project/p1": () => [200, [current]],
      "POST /api/signoff/decide/s1": (call) => {
        current = round({
          state: "changes",
          waitingForYou: false,
          decisions: [{ person: "u1", personName: "Asha", decision: "changes", comment: (call.body as { comment: string }).comment, shown: SHOWN, at: "2026-11-21T09:00:00Z" }],
        });
        return [200, current];
      },
    });
    const changed = vi.fn();
    renderWithProviders(<ProjectSignOffs projectId="p1" auth="client" onChanged={changed} />);

    const waiting = await screen.findByRole("region", { name: "Waiting for your approval" });
    const card = within(waiting).getByRole("listitem", { name: "Go live" });
    expect(within(card).getByText("Releases ₹6,300.50")).toBeTruthy();
    expect(within(card).getByText("Round 2", { exact: false })).toBeTruthy();
    expect(within(card).getByRole("link", { name: "https://staging.example.com/store" })).toBeTruthy();

    fireEvent.click(within(card).getByRole("button", { name: "Request changes to Go live" }));
    const dialog = await screen.findByRole("dialog", { name: "Request changes to “Go live”" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText("Say what needs to change")).toBeTruthy();
    expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/What needs to change/), { target: { value: "The cart forgets its items." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(changed).toHaveBeenCalled());
    const sent = api.calls.find((c) => c.method === "POST");
    expect(sent?.body).toEqual({ decision: "changes", comment: "The cart forgets its items.", shown: SHOWN });
    const history = await screen.findByRole("region", { name: "Sign-offs" });
    expect(await within(history).findByText("Asha requested changes")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Waiting for your approval" })).toBeNull();
  });

  it("shows no amount and no buttons to a reader who may not decide", async () => {
    fakeApi({ "GET /api/signoff/project/p1": () => [200, [round({ amount: undefined, waitingForYou: false })]] });
    renderWithProviders(<ProjectSignOffs projectId="p1" auth="client" />);
    const history = await screen.findByRole("region", { name: "Sign-offs" });
    expect(await within(history).findByText("Go live")).toBeTruthy();
    expect(within(history).queryByText(/Releases/)).toBeNull();
    expect(screen.queryByRole("button", { name: /Approve/ })).toBeNull();
  });
});
