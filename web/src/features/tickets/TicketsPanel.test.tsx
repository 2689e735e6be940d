import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Ticket } from "../../api/client";
import { renderWithProviders } from "../../test/render";
import { theme } from "../../theme";
import { loadWasm, type Wasm } from "../../wasm";
import type { Loaded } from "../data/loaded";
import { TicketsPanel } from "./TicketsPanel";

let w: Wasm;
beforeAll(async () => {
  w = await loadWasm();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function ticket(id: string, status: string, project: string | null = "p1"): Ticket {
  return {
    _id: id,
    title: `Ticket ${id}`,
    description: `About ${id}`,
    status,
    createdBy: "u1",
    createdByName: "Asha",
    project,
    createdAt: `2024-01-0${id.length}T10:00:00Z`,
    updatedAt: "2024-01-01T10:00:00Z",
    comments: [],
    attachments: [],
    commentCount: 0,
    priority: "normal",
    requestedPriority: null,
    state: status === "Open" ? "open" : "closed",
    solvedAt: null,
    sla: {
      firstResponse: { dueAt: null, warnAt: null, doneAt: null, elapsedSeconds: 0, targetSeconds: 0, met: null, paused: false },
      resolution: { dueAt: null, warnAt: null, doneAt: null, elapsedSeconds: 0, targetSeconds: 0, met: null, paused: false },
    },
    rating: null,
  };
}

function Harness({ initial }: { initial: Ticket[] }) {
  const [list, set] = useState<Loaded<Ticket[]>>({ ok: true, data: initial });
  return <TicketsPanel projectId="p1" state={{ list, set }} />;
}

/** The panel at `url` (its query string is what the panel reads). */
function renderAt(url: string, initial: Ticket[]) {
  const router = createMemoryRouter([{ path: "/clientHome/:projectTitle", element: <Harness initial={initial} /> }], {
    initialEntries: [url],
  });
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

/** What the files field reads once a page (the server's limits on files). */
const LIMITS = "/api/attachments/limits";
/** What the priority's promise reads once a page (the response targets). */
const CALENDAR = "/api/sla/calendar";
const reads = (url: unknown) => url === LIMITS || url === CALENDAR;

describe("TicketsPanel", () => {
  it("lists only open tickets as active, every ticket of the project in the history", () => {
    renderWithProviders(<Harness initial={[ticket("a", "Open"), ticket("bb", "Closed"), ticket("ccc", "Open", "p2")]} />);
    const active = screen.getByRole("region", { name: "Active tickets" });
    const history = screen.getByRole("region", { name: "All tickets" });
    expect(within(active).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      expect.stringContaining("Ticket a"),
    ]);
    expect(within(history).getAllByRole("listitem")).toHaveLength(2);
    expect(within(history).getByText(w.ticketStatusLabel("Closed").text)).toBeTruthy();
    expect(screen.queryByText("Ticket ccc")).toBeNull();
  });

  it("shows the rule's one message for an incomplete ticket and sends nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderWithProviders(<Harness initial={[]} />);
    fireEvent.click(screen.getByRole("button", { name: "Create Ticket" }));
    const message = w.validateTicket({ title: "", description: "" })[0]?.message ?? "";
    expect(message).not.toBe("");
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    // Nothing but the server's limits on files and the response targets was asked.
    expect(fetch.mock.calls.map((c: unknown[]) => c[0]).filter((url) => !reads(url))).toEqual([]);
  });

  it("creates a ticket for this project and lists it as active", async () => {
    const created = ticket("new", "Open");
    const fetch = vi.fn(async () => new Response(JSON.stringify(created), { status: 201 }));
    vi.stubGlobal("fetch", fetch);
    renderWithProviders(<Harness initial={[]} />);
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Ticket new" } });
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "About new" } });
    fireEvent.click(screen.getByRole("button", { name: "Create Ticket" }));

    const active = screen.getByRole("region", { name: "Active tickets" });
    await waitFor(() => expect(within(active).getByText("Ticket new")).toBeTruthy());
    const sent = (fetch.mock.calls as unknown as [string, RequestInit][]).filter(([url]) => !reads(url));
    expect(sent).toHaveLength(1);
    const [url, init] = sent[0] as [string, RequestInit];
    expect(url).toBe("/api/ticket/create");
    expect(JSON.parse(String(init.body))).toEqual({ attachments: [], title: "Ticket new", description: "About new", priority: "normal", project: "p1" });
  });

  describe("a link naming a ticket (?ticket=<id>)", () => {
    it("opens an open ticket under Active, focuses, scrolls to and marks it", async () => {
      const scrolled = vi.fn();
      const before = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = scrolled;
      try {
        renderAt("/clientHome/Shop?section=tickets&ticket=bb", [ticket("a", "Open"), ticket("bb", "Open")]);
        const active = screen.getByRole("region", { name: "Active tickets" });
        const toggle = within(active).getByRole("button", { name: /Ticket bb/ });
        expect(toggle.getAttribute("aria-expanded")).toBe("true");
        await waitFor(() => expect(document.activeElement).toBe(toggle));
        expect(toggle.closest("li")?.getAttribute("data-linked")).toBe("true");
        expect(within(active).getByText("About bb")).toBeTruthy();
        expect(scrolled).toHaveBeenCalledTimes(1);
        expect(scrolled.mock.contexts[0]).toBe(toggle);

        // Only there: the other ticket, and the same one in the history, stay closed and unmarked.
        expect(within(active).getByRole("button", { name: /Ticket a/ }).getAttribute("aria-expanded")).toBe("false");
        const history = screen.getByRole("region", { name: "All tickets" });
        const again = within(history).getByRole("button", { name: /Ticket bb/ });
        expect(again.getAttribute("aria-expanded")).toBe("false");
        expect(again.closest("li")?.hasAttribute("data-linked")).toBe(false);
      } finally {
        Element.prototype.scrollIntoView = before;
      }
    });

    it("opens a closed ticket in the history", async () => {
      renderAt("/clientHome/Shop?section=tickets&ticket=bb", [ticket("a", "Open"), ticket("bb", "Closed")]);
      const history = screen.getByRole("region", { name: "All tickets" });
      const toggle = within(history).getByRole("button", { name: /Ticket bb/ });
      expect(toggle.getAttribute("aria-expanded")).toBe("true");
      await waitFor(() => expect(document.activeElement).toBe(toggle));
      expect(within(history).getByRole("list", { name: "Conversation" })).toBeTruthy();
    });

    it("follows a later link, and ignores an id the project does not list", async () => {
      const router = renderAt("/clientHome/Shop?section=tickets&ticket=nope", [ticket("a", "Open"), ticket("bb", "Open")]);
      expect(screen.queryAllByRole("button", { expanded: true })).toHaveLength(0);
      expect(document.querySelector("[data-linked]")).toBeNull();

      await router.navigate("/clientHome/Shop?section=tickets&ticket=a");
      const active = screen.getByRole("region", { name: "Active tickets" });
      const toggle = within(active).getByRole("button", { name: /Ticket a/ });
      await waitFor(() => expect(toggle.getAttribute("aria-expanded")).toBe("true"));
      await waitFor(() => expect(document.activeElement).toBe(toggle));

      // It stays an ordinary ticket: the person may close it again.
      fireEvent.click(toggle);
      expect(toggle.getAttribute("aria-expanded")).toBe("false");
    });
  });
});
