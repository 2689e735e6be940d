import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Ticket } from "../../../api/client";
import { fakeApi, type Call } from "../../../test/fakeApi";
import { renderInConsole, setUpConsoleTests } from "../consoleTesting";
import { toast } from "../../toasts/store";
import TicketsSection from "./TicketsSection";

vi.mock("../../toasts/store", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../toasts/store")>();
  return { ...actual, toast: vi.fn(actual.toast) };
});

function ticket(id: string, more: Partial<Ticket> = {}): Ticket {
  return {
    _id: id,
    title: `Ticket ${id}`,
    description: `About ${id}`,
    status: "Open",
    createdBy: "u1",
    createdByName: "Asha Verma",
    project: null,
    createdAt: "2026-11-20T10:00:00Z",
    updatedAt: "2026-11-20T10:00:00Z",
    comments: [],
    attachments: [],
    commentCount: 0,
    priority: "normal",
    requestedPriority: "normal",
    state: "new",
    solvedAt: null,
    sla: { firstResponse: measure(), resolution: measure({ dueAt: "2099-01-05T10:00:00Z", warnAt: "2099-01-04T10:00:00Z" }) },
    rating: null,
    ...more,
  };
}

function measure(more: Partial<Ticket["sla"]["firstResponse"]> = {}): Ticket["sla"]["firstResponse"] {
  return {
    dueAt: "2099-01-01T10:00:00Z",
    warnAt: "2099-01-01T09:00:00Z",
    doneAt: null,
    elapsedSeconds: 0,
    targetSeconds: 4 * 3600,
    met: null,
    paused: false,
    ...more,
  };
}

/** `/api/ticket/all`: the table's page (its own page size), and everything to the lookup's 200-row pages. */
function tickets(page: Ticket[], all: Ticket[] = page) {
  return (call: Call): [number, unknown, Record<string, string>] =>
    call.url.searchParams.get("perPage") === "200"
      ? [200, all, { "X-Total-Count": String(all.length) }]
      : [200, page, { "X-Total-Count": String(all.length) }];
}

function renderSection(url: string) {
  return renderInConsole(<TicketsSection />, url);
}

const lookups = (calls: Call[]) => calls.filter((c) => c.path === "/api/ticket/all" && c.url.searchParams.get("perPage") === "200");

setUpConsoleTests();

describe("Tickets section: the open ticket is in the URL (?ticket=<id>)", () => {
  it("opens the ticket a link names when it is on the page, without reading it again", async () => {
    const api = fakeApi({ "GET /api/ticket/all": tickets([ticket("a"), ticket("b")]) });
    const router = renderSection("/admin?section=tickets&ticket=b");
    const dialog = await screen.findByRole("dialog", { name: "Ticket b" });
    expect(within(dialog).getByText("About b")).toBeTruthy();
    expect(lookups(api.calls)).toHaveLength(0);

    // Closing it removes the parameter and keeps the rest of the query.
    await userEvent.click(within(dialog).getAllByRole("button", { name: "Close" })[0]!);
    await vi.waitFor(() => expect(router.state.location.search).toBe("?section=tickets"));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("reads a ticket that is not on the current page on its own, and opens it", async () => {
    const far = ticket("far", { title: "An old question", comments: [] });
    const api = fakeApi({ "GET /api/ticket/all": tickets([ticket("a")], [ticket("a"), ticket("b"), far]) });
    renderSection("/admin?section=tickets&status=Open&ticket=far");
    const dialog = await screen.findByRole("dialog", { name: "An old question" });
    expect(within(dialog).getByText("About far")).toBeTruthy();
    const lookup = lookups(api.calls);
    expect(lookup).toHaveLength(1);
    // Every ticket, newest first, whatever filter the table has.
    expect(Object.fromEntries(lookup[0]!.url.searchParams)).toEqual({ page: "1", perPage: "200", sort: "createdAt", order: "desc" });
    expect(toast).not.toHaveBeenCalled();
  });

  it("says so when no ticket has that id, and removes the parameter", async () => {
    fakeApi({ "GET /api/ticket/all": tickets([ticket("a")]) });
    const router = renderSection("/admin?section=tickets&ticket=gone");
    await vi.waitFor(() => expect(router.state.location.search).toBe("?section=tickets"));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "This ticket does not exist (any more)." }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("a title opens its ticket and puts it in the URL", async () => {
    const api = fakeApi({ "GET /api/ticket/all": tickets([ticket("a"), ticket("b")]) });
    const router = renderSection("/admin?section=tickets");
    const table = await screen.findByRole("table", { name: "Tickets" });
    await userEvent.click(await within(table).findByRole("button", { name: "Ticket a" }));
    expect(await screen.findByRole("dialog", { name: "Ticket a" })).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get("ticket")).toBe("a");
    expect(lookups(api.calls)).toHaveLength(0);
  });

  it("a reply to a ticket read on its own reads it again, and the dialog stays open", async () => {
    let far = ticket("far");
    const api = fakeApi({
      "GET /api/ticket/all": (call) => tickets([ticket("a")], [ticket("a"), far])(call),
      "POST /api/ticket/far/reply": () => {
        far = ticket("far", {
          comments: [{ _id: "c1", user: "s1", userName: "Admin", fromStaff: true, text: "On it.", createdAt: "2026-11-21T10:00:00Z", attachments: [] }],
          commentCount: 1,
        });
        return [201, far];
      },
    });
    renderSection("/admin?section=tickets&ticket=far");
    const dialog = await screen.findByRole("dialog", { name: "Ticket far" });
    await userEvent.type(within(dialog).getByLabelText("Reply"), "On it.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send reply" }));
    await vi.waitFor(() => expect(within(dialog).getByRole("list", { name: "Conversation" }).textContent).toContain("On it."));
    expect(lookups(api.calls)).toHaveLength(2);
    expect(screen.getByRole("dialog", { name: "Ticket far" })).toBe(dialog);
  });
});

describe("Tickets section: on the clock", () => {
  it("sets a ticket's state and replaces its row with the answer, without reading the page again", async () => {
    const api = fakeApi({
      "GET /api/ticket/all": tickets([ticket("a")]),
      "PUT /api/ticket/a/state": (call) => [200, ticket("a", { state: (call.body as { state: string }).state })],
    });
    renderSection("/admin?section=tickets");
    const table = await screen.findByRole("table", { name: "Tickets" });
    const select = await within(table).findByRole("combobox", { name: "State of Ticket a" });
    expect((select as HTMLSelectElement).value).toBe("new");
    await userEvent.selectOptions(select, "Waiting on client");
    const put = await vi.waitFor(() => {
      const call = api.calls.find((c) => c.method === "PUT" && c.path === "/api/ticket/a/state");
      expect(call).toBeTruthy();
      return call!;
    });
    expect(put.body).toEqual({ state: "waitingOnClient" });
    await vi.waitFor(() => expect((within(table).getByRole("combobox", { name: "State of Ticket a" }) as HTMLSelectElement).value).toBe("waitingOnClient"));
    expect(api.calls.filter((c) => c.path === "/api/ticket/all")).toHaveLength(1);
  });

  it("sets a priority, and says what the client asked for when it differs", async () => {
    const api = fakeApi({
      "GET /api/ticket/all": tickets([ticket("a", { requestedPriority: "high" })]),
      "PUT /api/ticket/a/priority": (call) => [200, ticket("a", { requestedPriority: "high", priority: (call.body as { priority: string }).priority })],
    });
    renderSection("/admin?section=tickets");
    const table = await screen.findByRole("table", { name: "Tickets" });
    const row = (await within(table).findByRole("button", { name: "Ticket a" })).closest("tr")!;
    expect(row.textContent).toContain("client asked: High");
    await userEvent.selectOptions(within(row).getByRole("combobox", { name: "Priority of Ticket a" }), "High");
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === "PUT" && c.path === "/api/ticket/a/priority")).toBe(true));
    const put = api.calls.find((c) => c.path === "/api/ticket/a/priority")!;
    expect(put.body).toEqual({ priority: "high" });
    await vi.waitFor(() => expect(within(table).getByRole("button", { name: "Ticket a" }).closest("tr")!.textContent).not.toContain("client asked"));
  });

  it("shows the due badge in words, and the rating of a rated ticket", async () => {
    fakeApi({
      "GET /api/ticket/all": tickets([
        ticket("a"),
        ticket("b", { sla: { firstResponse: measure({ met: false }), resolution: measure() } }),
        ticket("c", {
          state: "solved",
          sla: { firstResponse: measure({ doneAt: "2026-11-20T11:00:00Z", met: true }), resolution: measure({ doneAt: "2026-11-21T11:00:00Z", met: true }) },
          rating: { score: "bad", comment: "Took too long.", createdAt: "2026-11-22T10:00:00Z" },
        }),
        ticket("d", { state: "waitingOnClient", sla: { firstResponse: measure({ paused: true, dueAt: null, warnAt: null }), resolution: measure() } }),
      ]),
    });
    renderSection("/admin?section=tickets");
    const table = await screen.findByRole("table", { name: "Tickets" });
    const rowOf = async (id: string) => (await within(table).findByRole("button", { name: `Ticket ${id}` })).closest("tr")!;
    expect((await rowOf("a")).textContent).toContain("On track");
    expect((await rowOf("b")).textContent).toContain("Breached");
    const c = await rowOf("c");
    expect(c.textContent).toContain("Met");
    expect(c.textContent).toContain("Bad");
    expect(c.textContent).toContain("Took too long.");
    expect((await rowOf("d")).textContent).toContain("Paused");
  });

  it("orders by due time and filters by state through the list's query", async () => {
    const api = fakeApi({ "GET /api/ticket/all": tickets([ticket("a")]) });
    const router = renderSection("/admin?section=tickets");
    await screen.findByRole("table", { name: "Tickets" });
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Order" }), "Due first");
    await vi.waitFor(() => expect(router.state.location.search).toContain("sort=dueAt"));
    // (An earlier test's dialog may linger in the document: the filter is the one outside it.)
    const filter = screen.getAllByRole("combobox", { name: "State" }).find((el) => el.closest("[role=dialog]") === null)!;
    await userEvent.selectOptions(filter, "Waiting on us");
    await vi.waitFor(() => {
      const last = api.calls.filter((c) => c.path === "/api/ticket/all").at(-1)!;
      expect(Object.fromEntries(last.url.searchParams)).toMatchObject({ sort: "dueAt", order: "asc", state: "waitingOnUs" });
    });
  });
});
