import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ActivityFeed as Feed, ActivityView } from "../../api/client";
import { fakeApi } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { CONSTANTS } from "../../wasm/constants";
import { ActivityFeed } from "./ActivityFeed";
import { byProject, linkOf, splitAtVisit } from "./feed/group";

const HOUR = 3_600_000;
const NOW = Date.parse("2026-11-26T12:00:00Z");

function event(id: number, kind: ActivityView["kind"], hoursAgo: number, over: Partial<ActivityView> = {}): ActivityView {
  return {
    _id: `e${id}`,
    kind,
    actor: "staff",
    project: "p1",
    projectTitle: "Storefront",
    subject: `Thing ${id}`,
    status: "",
    previous: "",
    target: `t${id}`,
    at: new Date(NOW - hoursAgo * HOUR).toISOString(),
    ...over,
  };
}

beforeEach(() => {
  window.localStorage.setItem(CONSTANTS.clientTokenKey, "client-token");
  vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("the feed's grouping", () => {
  it("splits at the last visit and groups by project, the latest news first, then by day", () => {
    const events = [
      event(1, "taskDone", 1),
      event(2, "ticketReply", 2, { project: null, projectTitle: null }),
      event(3, "sprintStarted", 30, { project: "p2", projectTitle: "Bookings" }),
      event(4, "taskCreated", 50),
    ];
    const { fresh, older } = splitAtVisit(events, new Date(NOW - 40 * HOUR).toISOString());
    expect(fresh.map((e) => e._id)).toEqual(["e1", "e2", "e3"]);
    expect(older.map((e) => e._id)).toEqual(["e4"]);
    expect(splitAtVisit(events, null).fresh).toHaveLength(4);
    const groups = byProject(events, (at) => at.slice(0, 10));
    expect(groups.map((g) => g.title)).toEqual(["Storefront", null, "Bookings"]);
    expect(groups[0]?.days.map((d) => [d.day, d.events.length])).toEqual([
      ["2026-11-26", 1],
      ["2026-11-24", 1],
    ]);
  });

  it("links each event to the client's screen that shows it", () => {
    expect(linkOf(event(1, "taskMoved", 1))).toBe("/clientHome/Storefront?section=tasks");
    expect(linkOf(event(1, "sprintCompleted", 1))).toBe("/clientHome/Storefront?section=sprints");
    expect(linkOf(event(7, "ticketReply", 1))).toBe("/clientHome/Storefront?section=tickets&ticket=t7");
    expect(linkOf(event(1, "pullMerged", 1))).toBe("/clientHome/Storefront?section=code-updates");
    expect(linkOf(event(1, "goalReached", 1))).toBe("/clientHome/Storefront?section=goals");
    expect(linkOf(event(1, "signOffApproved", 1))).toBe("/clientHome/Storefront?section=goals");
    expect(linkOf(event(1, "milestonePaid", 1))).toBe("/clientHome/Storefront?section=money");
    expect(linkOf(event(1, "sowReply", 1))).toBe("/clientHome/Storefront?section=activity#statement-of-work");
    expect(linkOf(event(1, "ticketReply", 1, { projectTitle: null }))).toBe("/dashboard");
  });
});

describe("ActivityFeed", () => {
  it("shows what is new since the last visit by project and day, then earlier, and counts the look as a visit", async () => {
    const first: Feed = {
      events: [
        event(1, "taskMoved", 2, { subject: "Checkout page", status: "done", previous: "inprogress" }),
        event(2, "ticketReply", 3, { project: null, projectTitle: null, subject: "Slow pages" }),
        event(3, "sprintStarted", 60, { subject: "Sprint 2" }),
      ],
      next: "e3",
      lastVisit: new Date(NOW - 24 * HOUR).toISOString(),
    };
    const older: Feed = { events: [event(4, "pullMerged", 90, { subject: "Saved cards", target: "41", actor: "codeHost" })], next: null, lastVisit: null };
    const { calls } = fakeApi({
      "GET /api/activity": (call) => [200, call.url.searchParams.get("before") === "e3" ? older : first],
      "POST /api/activity/seen": () => [204],
    });
    renderWithProviders(<ActivityFeed />);

    const since = await screen.findByRole("region", { name: "Since your last visit" });
    expect(within(since).getByText("Your last visit: 2026-11-25")).toBeTruthy();
    expect(within(since).getByRole("heading", { name: "Storefront" })).toBeTruthy();
    expect(within(since).getByRole("heading", { name: "Support" })).toBeTruthy();
    expect(within(since).getAllByRole("heading", { name: "Today" })).toHaveLength(2);
    const moved = within(since).getByRole("link", { name: "Checkout page moved from In Progress to Done" });
    expect(moved.getAttribute("href")).toBe("/clientHome/Storefront?section=tasks");
    // The relative time, with its date for hover, focus and screen readers.
    const when = within(since).getByText("2 hours ago", { exact: false });
    expect(when.tagName).toBe("TIME");
    expect(when.getAttribute("tabindex")).toBe("0");
    expect(when.textContent).toBe("2 hours ago (2026-11-26)");
    expect(within(since).getByRole("link", { name: "The team replied to your ticket “Slow pages”" }).getAttribute("href")).toBe("/dashboard");

    const earlier = screen.getByRole("region", { name: "Earlier" });
    expect(within(earlier).getByRole("link", { name: "Sprint started: Sprint 2" })).toBeTruthy();
    // The look is counted once the feed is shown (an effect: on a loaded machine, a moment later).
    await waitFor(() => expect(calls.filter((c) => c.method === "POST" && c.path === "/api/activity/seen")).toHaveLength(1));

    await userEvent.click(screen.getByRole("button", { name: "Show older activity" }));
    expect(await within(earlier).findByRole("link", { name: "Pull request #41 merged: Saved cards" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show older activity" })).toBeNull();
  });

  it("says when nothing is new, and a project's feed is its recent activity without counting as a visit", async () => {
    const { calls } = fakeApi({
      "GET /api/activity": (call) =>
        call.url.searchParams.get("project") === "p1"
          ? [200, { events: [event(1, "goalReached", 5, { subject: "Beta" })], next: null, lastVisit: null }]
          : [200, { events: [event(2, "taskDone", 48)], next: null, lastVisit: new Date(NOW - HOUR).toISOString() }],
      "POST /api/activity/seen": () => [204],
    });
    renderWithProviders(
      <>
        <ActivityFeed />
        <ActivityFeed projectId="p1" />
      </>,
    );
    expect(await screen.findByText("Nothing new since your last visit.")).toBeTruthy();
    const recent = await screen.findByRole("region", { name: "Recent activity" });
    expect(within(recent).getByRole("link", { name: "Goal reached: Beta" })).toBeTruthy();
    expect(calls.filter((c) => c.path === "/api/activity/seen")).toHaveLength(1);
  });

  it("offers Retry when the feed cannot be read", async () => {
    let fail = true;
    fakeApi({
      "GET /api/activity": () => (fail ? [500, { error: { code: "internal", message: "x" } }] : [200, { events: [], next: null, lastVisit: null }]),
      "POST /api/activity/seen": () => [204],
    });
    renderWithProviders(<ActivityFeed />);
    expect(await screen.findByText("The activity could not be loaded.")).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: /retry/i }));
    expect(await screen.findByText("Nothing has happened here yet.")).toBeTruthy();
  });
});
