import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Ticket } from "../../api/client";
import type { SlaMeasure } from "../../api/types.gen";
import { apiError, fakeApi } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { loadWasm } from "../../wasm";
import { ClockText } from "./TicketClock";
import { TicketRating } from "./TicketRating";

beforeAll(async () => {
  await loadWasm();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function measure(over: Partial<SlaMeasure> = {}): SlaMeasure {
  return { dueAt: null, warnAt: null, doneAt: null, elapsedSeconds: 0, targetSeconds: 7200, met: null, paused: false, ...over };
}

function solved(over: Partial<Ticket> = {}): Ticket {
  return {
    _id: "t1",
    title: "Staging is slow",
    description: "Since Monday",
    status: "Closed",
    createdBy: "u1",
    createdByName: "Asha",
    project: null,
    createdAt: "2026-11-01T00:00:00Z",
    updatedAt: "2026-11-02T00:00:00Z",
    comments: [],
    attachments: [],
    commentCount: 0,
    priority: "high",
    requestedPriority: "high",
    state: "solved",
    solvedAt: new Date(Date.now() - 86_400_000).toISOString(),
    sla: { firstResponse: measure({ doneAt: "2026-11-01T01:12:00Z", elapsedSeconds: 4320 }), resolution: measure({ doneAt: "2026-11-02T00:00:00Z", elapsedSeconds: 2 * 86_400 + 3 * 3600 }) },
    rating: null,
    ...over,
  };
}

describe("ClockText", () => {
  it("says how long the resolution took once solved, in business time as counted", () => {
    renderWithProviders(<ClockText ticket={solved()} />);
    expect(screen.getByText("Solved in 2 d 3 h")).toBeTruthy();
  });

  it("says how long the first reply took, and that a ticket waits on the client", () => {
    const { unmount } = renderWithProviders(<ClockText ticket={solved({ state: "open" })} />);
    expect(screen.getByText("Answered in 1 h 12 min")).toBeTruthy();
    unmount();
    renderWithProviders(<ClockText ticket={solved({ state: "waitingOnClient" })} />);
    expect(screen.getByText("Waiting on you: reply to continue")).toBeTruthy();
  });

  it("says when the reply is due, in words, and since when it is overdue", () => {
    const due = new Date(Date.now() + 3_600_000).toISOString();
    const open = (dueAt: string) => solved({ state: "new", sla: { firstResponse: measure({ dueAt }), resolution: measure() } });
    const { unmount } = renderWithProviders(<ClockText ticket={open(due)} />);
    expect(screen.getByText(/^Reply due by /).closest("time")?.getAttribute("datetime")).toBe(due);
    unmount();
    renderWithProviders(<ClockText ticket={open(new Date(Date.now() - 60_000).toISOString())} />);
    expect(screen.getByText(/^Reply overdue since /)).toBeTruthy();
  });
});

describe("TicketRating", () => {
  it("sends the score and comment, then thanks; the ticket carries the rating", async () => {
    const api = fakeApi({
      "POST /api/ticket/t1/rating": () => [200, { score: "good", comment: "Quick, thanks", createdAt: "2026-11-03T00:00:00Z" }],
    });
    const changed = vi.fn();
    renderWithProviders(<TicketRating ticket={solved()} onChanged={changed} />);
    const good = screen.getByRole("button", { name: "Good" });
    expect(good.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(good);
    expect(good.getAttribute("aria-pressed")).toBe("true");
    fireEvent.change(screen.getByLabelText("Comment (optional)"), { target: { value: "Quick, thanks" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));

    expect((await screen.findByRole("status")).textContent).toBe("Thanks for your rating: Good");
    expect(api.calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([{ score: "good", comment: "Quick, thanks" }]);
    expect(changed).toHaveBeenCalledWith(expect.objectContaining({ rating: expect.objectContaining({ score: "good" }) }));
    expect(screen.queryByRole("button", { name: "Good" })).toBeNull();
  });

  it("asks for a score before sending anything, and keeps a comment within 2,000 characters", async () => {
    const api = fakeApi({});
    renderWithProviders(<TicketRating ticket={solved()} onChanged={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Bad" }));
    fireEvent.change(screen.getByLabelText("Comment (optional)"), { target: { value: "x".repeat(2001) } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(screen.getByLabelText("Comment (optional)").getAttribute("aria-invalid")).toBe("true"));
    expect(api.calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("says the server's word beside the buttons when it refuses (409)", async () => {
    fakeApi({ "POST /api/ticket/t1/rating": () => [409, apiError("conflict", "This ticket was rated already.")] });
    renderWithProviders(<TicketRating ticket={solved()} onChanged={() => {}} />);
    fireEvent.click(screen.getByRole("button", { name: "Bad" }));
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This ticket was rated already.");
  });

  it("shows a rating given, and asks nothing of a ticket solved 14 days ago or still open", () => {
    const rating = { score: "bad", comment: "Too slow", createdAt: "2026-11-03T00:00:00Z" };
    const { unmount } = renderWithProviders(<TicketRating ticket={solved({ rating })} onChanged={() => {}} />);
    expect(screen.getByText("You rated this: Bad")).toBeTruthy();
    expect(screen.getByText("Too slow")).toBeTruthy();
    unmount();
    const old = renderWithProviders(<TicketRating ticket={solved({ solvedAt: new Date(Date.now() - 15 * 86_400_000).toISOString() })} onChanged={() => {}} />);
    expect(screen.queryByRole("heading", { name: "How did we do?" })).toBeNull();
    old.unmount();
    renderWithProviders(<TicketRating ticket={solved({ state: "open", status: "Open", solvedAt: null })} onChanged={() => {}} />);
    expect(screen.queryByRole("heading", { name: "How did we do?" })).toBeNull();
  });
});
