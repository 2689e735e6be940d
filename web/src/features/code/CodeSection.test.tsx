import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { loadWasm, type Wasm } from "../../wasm";
import { CONSTANTS } from "../../wasm/constants";
import { toast } from "../toasts/store";
import CodeSection from "./CodeSection";
import { activity, codeApi, minutesAgo, PROJECT } from "./testData";

vi.mock("../toasts/store", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../toasts/store")>();
  return { ...actual, toast: vi.fn(actual.toast) };
});

let w: Wasm;
beforeAll(async () => {
  w = await loadWasm();
});

beforeEach(() => {
  vi.mocked(toast).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function serve(...args: Parameters<typeof codeApi>) {
  const stub = vi.fn(codeApi(...args));
  vi.stubGlobal("fetch", stub);
  return stub;
}

const reads = (stub: ReturnType<typeof serve>) => stub.mock.calls.filter(([, init]) => (init?.method ?? "GET") === "GET");

function renderSection() {
  return renderWithProviders(<CodeSection project={PROJECT} auth="client" />);
}

/** The error message Mantine ties to a control with aria-describedby, when the control is marked invalid. */
function messageUnder(control: HTMLElement): string | null {
  const ids = (control.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id.endsWith("-error"));
  const texts = ids.map((id) => document.getElementById(id)?.textContent ?? "").filter(Boolean);
  return control.getAttribute("aria-invalid") === "true" ? texts.join(" ") : null;
}

describe("Code updates", () => {
  it("shows the repository, how fresh it is, and the commits", async () => {
    const fetch = serve([{ status: 200, body: activity() }]);
    renderSection();

    const repo = await screen.findByRole("link", { name: /acme\/site/ });
    expect(repo.getAttribute("href")).toBe("https://github.com/acme/site");
    expect(repo.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getByText(/ID 4242/)).toBeTruthy();
    expect(screen.getByText("Updated 5 minutes ago")).toBeTruthy();
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/code/p1");

    const commits = within(screen.getByRole("list", { name: "Commits" })).getAllByRole("listitem");
    expect(commits).toHaveLength(2);
    const [first, second] = commits as [HTMLElement, HTMLElement];
    expect(within(first).getByText("Fix the header (#12)").className).toContain("code-item-title");
    expect(within(first).getByText("The logo no longer overlaps the menu.")).toBeTruthy();
    expect(within(first).getByRole("img", { name: "Meera's picture" }).getAttribute("src")).toBe(
      "https://avatars.example.com/meera.png",
    );
    expect(within(first).getByText(w.displayDate("2024-03-02T09:30:00Z"))).toBeTruthy();
    expect(within(first).getByText("Success")).toBeTruthy();
    expect(within(first).getByRole("link", { name: /0123456/ }).getAttribute("href")).toContain("/commit/0123456789");
    // No checks: no badge (the spec's fixed 'Status: Approved' is gone).
    expect(within(second).queryByText(/Success|Pending|Failure/)).toBeNull();
    expect(screen.queryByText(/Approved/)).toBeNull();
  });

  it("lists issues with their Markdown body, and pull requests with their state", async () => {
    serve([{ status: 200, body: activity() }]);
    renderSection();
    await userEvent.click(await screen.findByRole("tab", { name: "Issues" }));

    const issue = screen.getByRole("article", { name: /The header overlaps the menu/ });
    expect(within(issue).getByText("#12")).toBeTruthy();
    expect(within(issue).getByText("Open")).toBeTruthy();
    expect(within(issue).getByText("1 comment")).toBeTruthy();
    expect(within(issue).getByText("asha")).toBeTruthy();
    expect(within(issue).getByText("mobile").tagName).toBe("STRONG");
    const link = within(issue).getByRole("link", { name: "the screenshot" });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");

    await userEvent.click(screen.getByRole("tab", { name: "Pull requests" }));
    const draft = screen.getByRole("article", { name: /New footer/ });
    expect(within(draft).getByText("Open")).toBeTruthy();
    expect(within(draft).getByText("Draft")).toBeTruthy();
    const merged = screen.getByRole("article", { name: /Header fix/ });
    expect(within(merged).getByText("Merged")).toBeTruthy();
    expect(within(merged).getByText("#13")).toBeTruthy();
  });

  it("shows and hides an issue's comments", async () => {
    serve([{ status: 200, body: activity() }]);
    renderSection();
    await userEvent.click(await screen.findByRole("tab", { name: "Issues" }));
    const issue = screen.getByRole("article", { name: /The header overlaps the menu/ });

    expect(within(issue).queryByText("Fixed in the next release.")).toBeNull();
    const show = within(issue).getByRole("button", { name: "Show Comments" });
    expect(show.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(show);
    const comments = within(issue).getByRole("list", { name: "Comments on #12" });
    expect(within(comments).getByText("meera")).toBeTruthy();
    expect(within(comments).getByText("Fixed in the next release.")).toBeTruthy();

    const hide = within(issue).getByRole("button", { name: "Hide Comments" });
    expect(hide.getAttribute("aria-expanded")).toBe("true");
    await userEvent.click(hide);
    expect(within(issue).queryByText("Fixed in the next release.")).toBeNull();
  });

  it("adds a comment from the popup: the spec's toast, the popup closes, the activity is read again", async () => {
    const fetch = serve([{ status: 200, body: activity() }], {
      "/code/p1/issues/12/comments": {
        status: 201,
        body: { id: 902, bodyHtml: "<p>Thanks</p>", author: "Asha", authorAvatar: null, createdAt: minutesAgo(0), url: "" },
      },
    });
    renderSection();
    await userEvent.click(await screen.findByRole("tab", { name: "Issues" }));
    await userEvent.click(screen.getByRole("button", { name: "Add Comment" }));

    const dialog = await screen.findByRole("dialog", { name: "Add Comment to #12" });
    // Empty: the shared rule's message, nothing sent.
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
    const box = within(dialog).getByRole("textbox", { name: "Comment" });
    const expected = w.validateIssueComment({ body: "" }).find((e) => e.field === "body")?.message;
    expect(expected).toBeTruthy();
    await waitFor(() => expect(messageUnder(box)).toBe(expected));

    await userEvent.type(box, "Thanks");
    await userEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        status: "success",
        title: "Comment Added.",
        description: "Your comment has been added successfully.",
        durationMs: 5000,
      }),
    );
    const post = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(post?.[0]).toBe("/api/code/p1/issues/12/comments");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ body: "Thanks" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(reads(fetch)).toHaveLength(2));
  });

  it("Close closes the comment popup without sending", async () => {
    const fetch = serve([{ status: 200, body: activity() }]);
    renderSection();
    await userEvent.click(await screen.findByRole("tab", { name: "Issues" }));
    await userEvent.click(screen.getByRole("button", { name: "Add Comment" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Comment to #12" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(fetch.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);
  });

  it("Create Issue: the shared rule's message next to an empty title, nothing sent", async () => {
    const fetch = serve([{ status: 200, body: activity() }]);
    renderSection();
    await userEvent.click(await screen.findByRole("tab", { name: "Create Issue" }));
    await userEvent.click(screen.getByRole("button", { name: "Create Issue" }));

    const expected = w.validateIssue({ title: "", body: "" }).find((e) => e.field === "title")?.message;
    expect(expected).toBeTruthy();
    const title = screen.getByRole("textbox", { name: /Title/ });
    await waitFor(() => expect(messageUnder(title)).toBe(expected));
    expect(document.activeElement).toBe(title);
    expect(fetch.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);
  });

  it("Create Issue: posts, toasts for 9 s, empties the form and shows the Issues tab, read again", async () => {
    const created = { ...activity().issues[0], number: 15, title: "Add a dark mode", commentList: [], comments: 0 };
    const fetch = serve([{ status: 200, body: activity() }], { "/code/p1/issues": { status: 201, body: created } });
    renderSection();
    await userEvent.click(await screen.findByRole("tab", { name: "Create Issue" }));
    await userEvent.type(screen.getByRole("textbox", { name: /Title/ }), "Add a dark mode");
    await userEvent.type(screen.getByRole("textbox", { name: /Body/ }), "Please.");
    await userEvent.click(screen.getByRole("button", { name: "Create Issue" }));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        status: "success",
        title: "Issue Created.",
        description: "Thanks! We'll get back to you soon.",
        durationMs: 9000,
      }),
    );
    const post = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ title: "Add a dark mode", body: "Please." });
    await waitFor(() => expect(screen.getByRole("tab", { name: "Issues" }).getAttribute("aria-selected")).toBe("true"));
    await waitFor(() => expect(reads(fetch)).toHaveLength(2));

    await userEvent.click(screen.getByRole("tab", { name: "Create Issue" }));
    expect((screen.getByRole("textbox", { name: /Title/ }) as HTMLInputElement).value).toBe("");
  });

  it("without a code-host token, says so and disables posting", async () => {
    serve([{ status: 200, body: activity({ canWrite: false }) }]);
    renderSection();
    await userEvent.click(await screen.findByRole("tab", { name: "Create Issue" }));
    expect(screen.getByText(/needs a code-host token/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Create Issue" }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole("tab", { name: "Issues" }));
    await userEvent.click(screen.getByRole("button", { name: "Add Comment" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/needs a code-host token/)).toBeTruthy();
    expect((within(dialog).getByRole("button", { name: "Submit" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("not connected: says so plainly, no Create Issue, the team still there", async () => {
    serve([
      {
        status: 200,
        body: activity({
          repository: null,
          sync: { state: "not_connected", fetchedAt: null, retryAt: null },
          canWrite: false,
          commits: [],
          issues: [],
          pulls: [],
          tasks: [],
        }),
      },
    ]);
    renderSection();
    expect(await screen.findByText("This project has no repository connected yet.")).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "Create Issue" })).toBeNull();
    expect(screen.getByText("No commits to show.")).toBeTruthy();
    await userEvent.click(screen.getByRole("tab", { name: "Team" }));
    expect(screen.getByText("Ravi")).toBeTruthy();
    expect(screen.getByText("Builds the site.")).toBeTruthy();
  });

  it("demo data: says the activity is the demo's, above it", async () => {
    serve([{ status: 200, body: activity({ demo: true }) }]);
    renderSection();
    expect(await screen.findByText("Demo data")).toBeTruthy();
    expect(screen.getByText(/^This is sample activity that comes with the demo\./)).toBeTruthy();
    expect(screen.getByRole("list", { name: "Commits" })).toBeTruthy();
  });

  it("unreachable: shows what we had and how old it is", async () => {
    serve([{ status: 200, body: activity({ sync: { state: "unreachable", fetchedAt: minutesAgo(12), retryAt: null } }) }]);
    renderSection();
    expect(
      await screen.findByText("The code host could not be reached; showing what we had, updated 12 minutes ago."),
    ).toBeTruthy();
    expect(screen.getByRole("list", { name: "Commits" })).toBeTruthy();
  });

  it("rate limited: shows what we had and when we will ask again", async () => {
    const retryAt = new Date(Date.now() + 10 * 60_000 + 5_000).toISOString();
    serve([{ status: 200, body: activity({ sync: { state: "rate_limited", fetchedAt: minutesAgo(3), retryAt } }) }]);
    renderSection();
    expect(
      await screen.findByText(
        "The code host asked us to slow down; showing what we had, updated 3 minutes ago. We will ask again in 10 minutes.",
      ),
    ).toBeTruthy();
  });

  it("not found: names the repository", async () => {
    serve([{ status: 200, body: activity({ sync: { state: "not_found", fetchedAt: null, retryAt: null }, commits: [] }) }]);
    renderSection();
    expect(await screen.findByText(/The code host does not know acme\/site/)).toBeTruthy();
  });

  it("a failed read says what failed, and Retry reads again", async () => {
    const fetch = serve([
      { status: 502, body: { error: { code: "code_host_unavailable", message: "down" } } },
      { status: 200, body: activity() },
    ]);
    const errors = vi.spyOn(console, "error");
    renderSection();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The code activity could not be loaded.");
    expect(alert.textContent).toContain("The code host could not be reached.");
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("list", { name: "Commits" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(reads(fetch)).toHaveLength(2);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("in the console, reads and posts with the staff token", async () => {
    window.localStorage.setItem(CONSTANTS.adminTokenKey, "staff-token");
    const fetch = serve([{ status: 200, body: activity() }]);
    renderWithProviders(<CodeSection project={PROJECT} auth="admin" />);
    expect(await screen.findByRole("list", { name: "Commits" })).toBeTruthy();
    const headers = fetch.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe("Bearer staff-token");
  });

  it("pending: a loading notice, then the activity once the server has fetched it", async () => {
    const fetch = serve([
      { status: 200, body: activity({ sync: { state: "pending", fetchedAt: null, retryAt: null }, commits: [] }) },
      { status: 200, body: activity() },
    ]);
    renderSection();
    expect(await screen.findByText(/for the first time/)).toBeTruthy();
    await waitFor(() => expect(screen.getByText("Fix the header (#12)")).toBeTruthy(), { timeout: 4000 });
    expect(screen.queryByText(/for the first time/)).toBeNull();
    expect(reads(fetch)).toHaveLength(2);
  });
});
