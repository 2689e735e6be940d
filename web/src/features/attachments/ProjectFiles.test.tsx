import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AttachmentView, ProjectFile, ProjectFiles as Files } from "../../api/attachments";
import { setLanguage } from "../../i18n";
import { apiError, fakeApi } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { ProjectFiles } from "./ProjectFiles";

afterEach(() => {
  vi.unstubAllGlobals();
});

function file(name: string, over: Partial<AttachmentView> = {}): AttachmentView {
  return { _id: `f-${name}`, name, size: 900, contentType: "application/zip", kind: "archive", inline: false, scan: "clean", ...over };
}

function row(name: string, place: ProjectFile["place"], who: string, at: string, over: Partial<AttachmentView> = {}): ProjectFile {
  return { file: file(name, over), place, uploadedBy: { _id: `u-${who}`, name: who }, attachedAt: at };
}

const TICKET = { kind: "ticket", _id: "t1", title: "Checkout broken" } as const;
const REPLY = { kind: "comment", _id: "t1", title: "Checkout broken", comment: "c1" } as const;
const UPDATE = { kind: "update", _id: "u1", title: "Signed change request" } as const;

const LIST: Files = {
  total: 4,
  files: [
    row("change-request.pdf", UPDATE, "Asha Verma", "2026-12-04T10:00:00.000Z", { kind: "pdf", contentType: "application/pdf", inline: true, size: 2_516_582 }),
    row("notes.zip", REPLY, "Asha Verma", "2026-12-03T09:00:00.000Z"),
    row("fix-plan.docx", REPLY, "Boss", "2026-12-02T09:00:00.000Z", { kind: "document", scan: "pending" }),
    row("logs.zip", TICKET, "Asha Verma", "2026-12-01T08:00:00.000Z"),
  ],
};

describe("a project's Files", () => {
  it("lists each file under where it is, with its size, who sent it and when, and downloads one", async () => {
    const api = fakeApi({
      "GET /api/project/p1/files": () => [200, LIST],
      "GET /api/attachments/f-notes.zip": () => [200, "PK", { "Content-Type": "application/zip" }],
    });
    renderWithProviders(<ProjectFiles projectId="p1" auth="client" />);

    const update = await screen.findByRole("listitem", { name: "Statement-of-work update: Signed change request" });
    expect(within(update).getByRole("button", { name: /change-request\.pdf.*2\.4 MB.*opens in a new tab/ })).toBeTruthy();
    const sent = within(update).getByText(/^Sent by Asha Verma on/);
    expect(sent.textContent).toBe("Sent by Asha Verma on 2026-12-04");
    expect(within(sent).getByText("2026-12-04").getAttribute("datetime")).toBe("2026-12-04T10:00:00.000Z");

    // The ticket's file and its replies' together, newest first.
    const ticket = screen.getByRole("listitem", { name: "Ticket: Checkout broken" });
    const files = within(ticket).getByRole("list", { name: "Ticket: Checkout broken" });
    const items = within(files).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/notes\.zip.*900 bytes.*Sent by Asha Verma in a reply on 2026-12-03/),
      expect.stringMatching(/fix-plan\.docx.*Being checked for viruses.*Sent by Boss in a reply on 2026-12-02/),
      expect.stringMatching(/logs\.zip.*Sent by Asha Verma on 2026-12-01/),
    ]);
    // Being checked: nothing to open.
    expect(within(items[1]!).queryByRole("button")).toBeNull();
    expect(screen.queryByText(/newest/)).toBeNull();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(["GET /api/project/p1/files"]);

    // Opened as in a message: fetched with the caller's token and saved under its own name.
    const saved: string[] = [];
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = () => "blob:portico/file";
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      fireEvent.click(within(items[0]!).getByRole("button", { name: /notes\.zip/ }));
      await waitFor(() => expect(saved).toEqual(["notes.zip"]));
    } finally {
      click.mockRestore();
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    }
  });

  it("says what to do next when there is none, in each language", async () => {
    fakeApi({ "GET /api/project/p1/files": () => [200, { total: 0, files: [] }] });
    const { unmount } = renderWithProviders(<ProjectFiles projectId="p1" auth="admin" />);
    expect(await screen.findByText("No files yet. Files attached to tickets and statement-of-work updates appear here.")).toBeTruthy();
    unmount();
    await setLanguage("fr");
    try {
      renderWithProviders(<ProjectFiles projectId="p1" auth="admin" />);
      expect(await screen.findByText(/^Aucun fichier pour le moment\./)).toBeTruthy();
    } finally {
      await setLanguage("en");
    }
  });

  it("says when more files exist than are shown", async () => {
    fakeApi({ "GET /api/project/p1/files": () => [200, { ...LIST, total: 230 }] });
    renderWithProviders(<ProjectFiles projectId="p1" auth="client" />);
    expect(await screen.findByText("The newest 4 of 230 files are shown.")).toBeTruthy();
  });

  it("says why it could not load, and Retry reads it again", async () => {
    let fail = true;
    fakeApi({
      "GET /api/project/p1/files": () => (fail ? [503, apiError("unavailable", "Try again.")] : [200, LIST]),
    });
    renderWithProviders(<ProjectFiles projectId="p1" auth="client" />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toMatch(/^The project's files could not be loaded\./);
    fail = false;
    fireEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("listitem", { name: "Ticket: Checkout broken" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
