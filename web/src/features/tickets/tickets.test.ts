import { describe, expect, it } from "vitest";
import type { Ticket } from "../../api/client";
import { loadWasm } from "../../wasm";
import { activeTickets, linkedTicket, ticketsForProject, upsertTicket } from "./tickets";

function ticket(id: string, project: string | null, status: string, createdAt: string): Ticket {
  return {
    _id: id,
    title: id,
    description: "",
    status,
    createdBy: "u",
    createdByName: "U",
    project,
    createdAt,
    updatedAt: createdAt,
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

const list = [
  ticket("old", "p1", "Open", "2024-01-01T00:00:00Z"),
  ticket("other", "p2", "Open", "2024-03-01T00:00:00Z"),
  ticket("general", null, "Closed", "2024-02-01T00:00:00Z"),
  ticket("new", "p1", "Closed", "2024-04-01T00:00:00Z"),
];

describe("tickets", () => {
  it("lists this project's and general tickets, newest first", () => {
    expect(ticketsForProject(list, "p1").map((t) => t._id)).toEqual(["new", "general", "old"]);
  });

  it("active tickets are the open ones, by the Rust rule", async () => {
    const w = await loadWasm();
    expect(activeTickets(list, (s) => w.ticketIsOpen(s)).map((t) => t._id)).toEqual(["old", "other"]);
  });

  it("upsert replaces a ticket in place or adds a new one first", () => {
    const changed = { ...list[2]!, comments: [] , status: "Open" };
    expect(upsertTicket(list, changed).map((t) => `${t._id}:${t.status}`)).toEqual([
      "old:Open",
      "other:Open",
      "general:Open",
      "new:Closed",
    ]);
    expect(upsertTicket(list, ticket("fresh", "p1", "Open", "2024-05-01T00:00:00Z"))[0]?._id).toBe("fresh");
  });

  it("shows a linked ticket under Active when open, else in the history; not at all when unlisted", () => {
    const mine = ticketsForProject(list, "p1");
    const active = mine.filter((t) => t.status === "Open");
    expect(linkedTicket("old", active, mine)).toBe("active:old");
    expect(linkedTicket("new", active, mine)).toBe("history:new");
    expect(linkedTicket("other", active, mine)).toBeNull();
    expect(linkedTicket(null, active, mine)).toBeNull();
    expect(linkedTicket("", active, mine)).toBeNull();
  });
});
