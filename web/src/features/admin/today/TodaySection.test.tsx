import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Today } from "../../../api/today";
import { apiError, fakeApi } from "../../../test/fakeApi";
import { LIVE_CHANGED } from "../../live/signal";
import { renderInConsole, setUpConsoleTests } from "../consoleTesting";
import TodaySection from "./TodaySection";

const ANN = { _id: "c1", name: "Ann" };
const SHOP = { _id: "p1", title: "Storefront" };

function ticket(id: string) {
  return { _id: id, title: `Ticket ${id}`, client: ANN, project: null, waitingSince: "2026-11-20T10:00:00Z" };
}

/** Nothing waits anywhere, unless `more` says so. */
function today(more: Partial<Today> = {}): Today {
  const none = { total: 0, items: [] };
  return {
    today: "2026-12-06",
    weekEnds: "2026-12-12",
    ticketsWaiting: none,
    signoffsWaiting: none,
    invoicesOverdue: none,
    milestonesDue: none,
    mailsFailed: none,
    ...more,
  };
}

function region(name: string) {
  return screen.getByRole("region", { name });
}

setUpConsoleTests();

describe("Today", () => {
  it("shows each kind's figure and first rows, each a link to where it is handled", async () => {
    fakeApi({
      "GET /api/admin/today": () => [
        200,
        today({
          ticketsWaiting: { total: 12, items: [{ ...ticket("t1"), project: SHOP }, ticket("t2")] },
          signoffsWaiting: {
            total: 1,
            items: [{ _id: "s1", title: "Checkout", round: 2, client: ANN, project: SHOP, askedAt: "2026-12-01T09:00:00Z" }],
          },
          invoicesOverdue: {
            total: 1,
            items: [{ _id: "i1", number: "2026-0007", client: ANN, project: SHOP, dueOn: "2026-12-01", total: { minor: 12_980, currency: "USD" } }],
          },
          milestonesDue: {
            total: 1,
            items: [
              { _id: "m1", title: "Go-live", client: ANN, project: SHOP, dueDate: "2026-12-09", amount: { minor: 25_000, currency: "USD" }, status: "due" },
            ],
          },
          mailsFailed: {
            total: 1,
            items: [
              {
                _id: "mail1",
                to: "ops@example.com",
                kind: "test",
                subject: "Portico test email",
                state: "failed",
                attempts: 1,
                lastError: "550",
                createdAt: Date.UTC(2026, 11, 5),
                sentAt: null,
                nextAttemptAt: null,
              },
            ],
          },
        }),
      ],
    });
    const router = renderInConsole(<TodaySection />, "/admin?section=today");
    expect(await screen.findByRole("heading", { level: 1, name: "Today" })).toBeTruthy();

    const tickets = await screen.findByRole("region", { name: "Tickets waiting on us" });
    expect(within(tickets).getByRole("heading", { level: 2 }).textContent).toBe("Tickets waiting on us 12");
    const first = within(tickets).getByRole("link", { name: "Ticket t1" });
    expect(first.getAttribute("href")).toBe("/admin?section=tickets&ticket=t1");
    expect(first.closest("li")?.textContent).toContain("Ann · Storefront · ");
    expect(within(tickets).getByText("and 10 more")).toBeTruthy();
    expect(within(tickets).getByRole("link", { name: "All open tickets" }).getAttribute("href")).toBe("/admin?section=tickets&status=Open");

    const signoff = within(region("Sign-offs waiting on clients")).getByRole("link", { name: "Checkout" });
    expect(signoff.getAttribute("href")).toBe("/admin?section=projects&project=p1&tab=details");
    expect(signoff.closest("li")?.textContent).toContain("Ann · Storefront · round\u00a02");

    const invoice = within(region("Invoices overdue")).getByRole("link", { name: "Invoice 2026-0007" });
    expect(invoice.closest("li")?.textContent).toContain("$129.80 · due\u00a02026-12-01");
    const milestone = within(region("Milestones due this week")).getByRole("link", { name: "Go-live" });
    expect(milestone.closest("li")?.textContent).toContain("$250.00 · due\u00a02026-12-09");

    const mails = region("Failed mails");
    const mail = within(mails).getByRole("link", { name: "Portico test email" });
    expect(mail.getAttribute("href")).toBe("/admin?section=mail&state=failed&q=ops%40example.com");
    expect(within(mails).queryByText(/more/)).toBeNull();

    // A row opens what it names.
    await userEvent.click(first);
    expect(router.state.location.search).toBe("?section=tickets&ticket=t1");
  });

  it("says what is fine when nothing waits", async () => {
    fakeApi({ "GET /api/admin/today": () => [200, today()] });
    renderInConsole(<TodaySection />, "/admin");
    const tickets = await screen.findByRole("region", { name: "Tickets waiting on us" });
    expect(within(tickets).getByText("Nothing waiting on us: every open ticket has our answer.")).toBeTruthy();
    expect(within(tickets).queryByRole("link")).toBeNull();
    expect(within(region("Failed mails")).getByText("No mail has failed.")).toBeTruthy();
    expect(within(region("Invoices overdue")).getByText("No invoice is overdue.")).toBeTruthy();
  });

  it("reads the figures again when the live stream says something changed", async () => {
    let waiting = 1;
    const api = fakeApi({
      "GET /api/admin/today": () => [200, today({ ticketsWaiting: { total: waiting, items: [ticket("t1")] } })],
    });
    renderInConsole(<TodaySection />, "/admin");
    expect(await screen.findByRole("heading", { level: 2, name: "Tickets waiting on us 1" })).toBeTruthy();

    waiting = 2;
    act(() => {
      window.dispatchEvent(new Event(LIVE_CHANGED));
    });
    expect(await screen.findByRole("heading", { level: 2, name: "Tickets waiting on us 2" })).toBeTruthy();
    expect(api.calls.filter((c) => c.path === "/api/admin/today")).toHaveLength(2);
    // A quiet read: what was shown stayed while it was read (no spinner).
    expect(screen.queryByRole("status", { name: "Loading" })).toBeNull();
  });

  it("says so when the figures cannot be read, and reads them again on Retry", async () => {
    let fail = true;
    fakeApi({
      "GET /api/admin/today": () => (fail ? [500, apiError("internal", "Something went wrong.")] : [200, today()]),
    });
    renderInConsole(<TodaySection />, "/admin");
    const retry = await screen.findByRole("button", { name: "Retry" });
    expect(screen.getByText(/Could not load what is waiting/)).toBeTruthy();
    fail = false;
    await userEvent.click(retry);
    await vi.waitFor(() => expect(screen.queryByRole("button", { name: "Retry" })).toBeNull());
    expect(screen.getByRole("region", { name: "Sign-offs waiting on clients" })).toBeTruthy();
  });
});
