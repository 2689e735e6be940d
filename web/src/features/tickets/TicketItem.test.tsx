import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Ticket, TicketComment } from "../../api/client";
import { fakeApi } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { loadWasm } from "../../wasm";
import { TicketItem } from "./TicketItem";

beforeAll(async () => {
  await loadWasm();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function reply(i: number): TicketComment {
  const at = new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString();
  return { _id: `c${String(i).padStart(3, "0")}`, user: "u1", userName: "Asha", fromStaff: false, text: `reply ${i}`, createdAt: at, attachments: [] };
}

/** A ticket of 45 replies that carries its latest 20, as a list brings it. */
function longTicket(): Ticket {
  const all = Array.from({ length: 45 }, (_, i) => reply(i));
  return {
    _id: "t1",
    title: "Staging is slow",
    description: "Since Monday",
    status: "Open",
    createdBy: "u1",
    createdByName: "Asha",
    project: null,
    createdAt: "2026-11-01T00:00:00Z",
    updatedAt: "2026-11-02T00:00:00Z",
    comments: all.slice(25),
    attachments: [],
    commentCount: 45,
    priority: "normal",
    requestedPriority: null,
    state: "open",
    solvedAt: null,
    sla: {
      firstResponse: { dueAt: null, warnAt: null, doneAt: null, elapsedSeconds: 0, targetSeconds: 0, met: null, paused: false },
      resolution: { dueAt: null, warnAt: null, doneAt: null, elapsedSeconds: 0, targetSeconds: 0, met: null, paused: false },
    },
    rating: null,
  };
}

describe("TicketItem's conversation", () => {
  it("shows the latest replies, says how many are earlier, and loads them in pages on request", async () => {
    const all = Array.from({ length: 45 }, (_, i) => reply(i));
    const api = fakeApi({
      "GET /api/ticket/t1/comments": (call) => {
        const page = Number(call.url.searchParams.get("page"));
        const per = Number(call.url.searchParams.get("perPage"));
        return [200, all.slice((page - 1) * per, page * per), { "X-Total-Count": "45" }];
      },
    });
    renderWithProviders(<TicketItem ticket={longTicket()} list="active" onChanged={() => {}} linked />);
    expect(screen.getByText("45 comments")).toBeTruthy();
    const conversation = screen.getByRole("list", { name: "Conversation" });
    expect(within(conversation).getAllByRole("listitem")).toHaveLength(20);
    expect(within(conversation).getByText("reply 25")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Show 25 earlier replies" }));
    expect(await within(conversation).findByText("reply 0")).toBeTruthy();
    const texts = within(conversation)
      .getAllByRole("listitem")
      .map((li) => li.querySelector(".pre-wrap")?.textContent);
    expect(texts).toEqual(all.map((c) => c.text));
    expect(screen.queryByRole("button", { name: /earlier repl/ })).toBeNull();
    const comments = api.calls.filter((c) => c.path === "/api/ticket/t1/comments");
    expect(comments.map((c) => c.url.search)).toEqual(["?page=1&perPage=200"]);
  });

  it("says so when the earlier replies cannot be loaded, and keeps the button", async () => {
    fakeApi({ "GET /api/ticket/t1/comments": () => [500, { error: { code: "internal", message: "Boom" } }] });
    renderWithProviders(<TicketItem ticket={longTicket()} list="active" onChanged={() => {}} linked />);
    fireEvent.click(screen.getByRole("button", { name: "Show 25 earlier replies" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The earlier replies could not be loaded.");
    expect(screen.getByRole("button", { name: "Show 25 earlier replies" })).toBeTruthy();
  });
});
