import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Contact } from "../../../api/admin";
import { apiError, fakeApi, type Call } from "../../../test/fakeApi";
import { renderInConsole, setUpConsoleTests } from "../consoleTesting";
import { toast } from "../../toasts/store";
import { ContactTable } from "./ContactTable";

vi.mock("../../toasts/store", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../toasts/store")>();
  return { ...actual, toast: vi.fn(actual.toast) };
});

function contact(id: string, more: Partial<Contact> = {}): Contact {
  return {
    _id: id,
    name: `Sender ${id}`,
    email: `${id}@example.com`,
    phone: "",
    message: `Message ${id}`,
    page: "/contact",
    actionStatus: "new",
    permission: true,
    isRead: false,
    createdAt: "2026-11-20T10:00:00Z",
    ...more,
  };
}

/** The table's page, and each submission read on its own (which the server marks read). */
function contactsApi(page: Contact[], all: Contact[] = page) {
  const handlers: Record<string, (call: Call) => [number, unknown?, Record<string, string>?]> = {
    "GET /api/contact/submissions": () => [200, page, { "X-Total-Count": String(all.length) }],
  };
  for (const c of all) handlers[`GET /api/contact/submission/${c._id}`] = () => [200, { ...c, isRead: true }];
  return fakeApi(handlers);
}

function renderTable(url: string, onChanged = () => {}) {
  return renderInConsole(<ContactTable onChanged={onChanged} />, url);
}

const reads = (calls: Call[]) => calls.filter((c) => c.path.startsWith("/api/contact/submission/"));

setUpConsoleTests();

describe("Contact submissions: the open submission is in the URL (?submission=<id>)", () => {
  it("opens the submission a link names when it is on the page; closing removes the parameter", async () => {
    const onChanged = vi.fn();
    const api = contactsApi([contact("a"), contact("b")]);
    const router = renderTable("/admin?section=submissions&submission=b", onChanged);
    const dialog = await screen.findByRole("dialog", { name: "Submission from Sender b" });
    expect(await within(dialog).findByText("Message b")).toBeTruthy();
    expect(reads(api.calls).map((c) => c.path)).toEqual(["/api/contact/submission/b"]);
    // Reading it marked it read: the table and the counts are read again.
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalled());

    await userEvent.click(within(dialog).getAllByRole("button", { name: "Close" })[0]!);
    await vi.waitFor(() => expect(router.state.location.search).toBe("?section=submissions"));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("reads a submission that is not on the current page on its own, and opens it", async () => {
    const far = contact("far", { name: "Old Sender", message: "An old question" });
    contactsApi([contact("a")], [contact("a"), far]);
    renderTable("/admin?section=submissions&contact.status=new&submission=far");
    const dialog = await screen.findByRole("dialog", { name: "Submission from Old Sender" });
    expect(await within(dialog).findByText("An old question")).toBeTruthy();
    expect(toast).not.toHaveBeenCalled();
  });

  it("says so when no submission has that id, and removes the parameter", async () => {
    fakeApi({
      "GET /api/contact/submissions": () => [200, [contact("a")], { "X-Total-Count": "1" }],
      "GET /api/contact/submission/gone": () => [404, apiError("not_found", "Not found.")],
    });
    const router = renderTable("/admin?section=submissions&submission=gone");
    await vi.waitFor(() => expect(router.state.location.search).toBe("?section=submissions"));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "This submission does not exist (any more)." }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("View opens the submission and puts it in the URL", async () => {
    contactsApi([contact("a"), contact("b")]);
    const router = renderTable("/admin?section=submissions");
    const table = await screen.findByRole("table", { name: "Contact form submissions" });
    await userEvent.click(await within(table).findByRole("button", { name: "View the submission from Sender a" }));
    const dialog = await screen.findByRole("dialog", { name: "Submission from Sender a" });
    expect(await within(dialog).findByText("Message a")).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get("submission")).toBe("a");
  });
});
