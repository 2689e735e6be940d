import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import type { Client } from "../../../api/admin";
import { staffClient } from "../../../test/clients";
import { fakeApi, type Answer, type Call } from "../../../test/fakeApi";
import { wasm } from "../../../wasm";
import { renderInConsole, setUpConsoleTests } from "../consoleTesting";
import { toast } from "../../toasts/store";
import { ClientDetail } from "./ClientDetail";
import { ClientFormModal } from "./ClientForm";
import { ClientList } from "./ClientList";

vi.mock("../../toasts/store", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../toasts/store")>();
  return { ...actual, toast: vi.fn(actual.toast) };
});

const client = staffClient;

setUpConsoleTests();

function renderAt(element: ReactElement) {
  renderInConsole(element, "/admin?section=clients&client=c1");
}

/** The client's screen with its side tables empty, and `more` endpoints. */
function detailApi(shown: () => Client, more: Record<string, (call: Call) => Answer> = {}) {
  return fakeApi({
    "GET /api/user/detail/c1": () => [200, shown()],
    "GET /api/project/projectsByUser/c1": () => [200, []],
    "GET /api/project/requests": () => [200, { data: [] }],
    "GET /api/project/allUpdates": () => [200, { data: [] }],
    ...more,
  });
}

/** Types into a field as a person pastes: one change, not one render per character (these forms
 * validate through the rules module on every change, which made typing the slowest part). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe("Add New Client", () => {
  it("takes an empty password (the client is invited by email) and says the invitation is on its way", async () => {
    const api = fakeApi({ "POST /api/user/signup": (call) => [201, client({ ...(call.body as object), invitation: "pending" })] });
    const onSaved = vi.fn();
    renderAt(<ClientFormModal dialog={{ kind: "add" }} onCancel={() => {}} onSaved={onSaved} />);
    const dialog = await screen.findByRole("dialog");
    const password = within(dialog).getByLabelText(/^Password/);
    expect(password.getAttribute("aria-describedby")).toBeTruthy();
    expect(within(dialog).getByText("Leave empty to email an invitation")).toBeTruthy();

    await fill(within(dialog).getByLabelText(/^Client Name/), "Asha Verma");
    await fill(within(dialog).getByLabelText(/^Email/), "asha@acme.example");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(wasm().validateClient({ name: "Asha Verma", email: "asha@acme.example", password: "" })).toEqual([]);
    expect(api.calls[0]?.body).toMatchObject({ name: "Asha Verma", email: "asha@acme.example", password: "" });
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Client Added Successfully", description: "An invitation to choose a password is on its way to asha@acme.example." }),
    );
  });
});

describe("Add New Client without a mail server", () => {
  it("shows the invitation link the answer carries, to send by hand", async () => {
    const link = "https://portico.example/invitation#abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123-_x";
    fakeApi({
      "GET /api/user/allUsers": () => [200, { data: [] }],
      "POST /api/user/signup": (call) => [201, client({ ...(call.body as object), invitation: "pending", invitationLink: link })],
    });
    renderAt(<ClientList />);
    await userEvent.click(await screen.findByRole("button", { name: "Add New Client" }));
    const form = await screen.findByRole("dialog", { name: "Add New Client" });
    await fill(within(form).getByLabelText(/^Client Name/), "Asha Verma");
    await fill(within(form).getByLabelText(/^Email/), "asha@acme.example");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));

    const dialog = await screen.findByRole("dialog", { name: "Invitation link for Asha Verma" });
    expect((within(dialog).getByLabelText("Invitation link") as HTMLInputElement).value).toBe(link);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Client Added Successfully", description: undefined }));
  });
});

describe("A client's pending invitation", () => {
  it("shows as a badge, with Resend and Revoke", async () => {
    detailApi(() => client({ invitation: "pending" }));
    renderAt(<ClientDetail clientId="c1" />);
    const heading = await screen.findByRole("heading", { level: 1 });
    expect(heading.textContent).toContain("Invited, not yet accepted");
    expect(screen.getByRole("button", { name: "Resend invitation" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Revoke invitation" })).toBeTruthy();
  });

  it("once revoked, can be sent again but not revoked again", async () => {
    detailApi(() => client({ invitation: "revoked" }));
    renderAt(<ClientDetail clientId="c1" />);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toContain("Invitation revoked");
    expect(screen.getByRole("button", { name: "Resend invitation" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Revoke invitation" })).toBeNull();
  });

  it("is not there for a client with a password", async () => {
    detailApi(() => client());
    renderAt(<ClientDetail clientId="c1" />);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Asha Verma");
    expect(screen.queryByRole("button", { name: "Resend invitation" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Revoke invitation" })).toBeNull();
  });

  it("Resend says so when the mail went out", async () => {
    const api = detailApi(() => client({ invitation: "expired" }), {
      "POST /api/user/invitation/c1/resend": () => [200, { link: null, mailConfigured: true }],
    });
    renderAt(<ClientDetail clientId="c1" />);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toContain("Invitation expired");
    await userEvent.click(screen.getByRole("button", { name: "Resend invitation" }));

    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Invitation sent" })));
    expect(api.calls.some((c) => c.method === "POST" && c.path === "/api/user/invitation/c1/resend")).toBe(true);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("Resend shows the link to copy when no mail server is configured", async () => {
    const link = "https://portico.example/invitation#abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123-_x";
    detailApi(() => client({ invitation: "pending" }), {
      "POST /api/user/invitation/c1/resend": () => [200, { link, mailConfigured: false }],
    });
    renderAt(<ClientDetail clientId="c1" />);
    await userEvent.click(await screen.findByRole("button", { name: "Resend invitation" }));

    const dialog = await screen.findByRole("dialog", { name: "Invitation link for Asha Verma" });
    const field = within(dialog).getByLabelText("Invitation link") as HTMLInputElement;
    expect(field.value).toBe(link);
    expect(field.readOnly).toBe(true);
    expect(within(dialog).getByText("No mail server is configured: copy this link and send it to the client yourself.")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Copy" })).toBeTruthy();
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: "Invitation sent" }));
  });

  it("Revoke asks first, then deletes the invitation and reads the client again", async () => {
    let shown = client({ invitation: "pending" });
    const api = detailApi(() => shown, {
      "DELETE /api/user/invitation/c1": () => {
        shown = client({ invitation: null });
        return [204];
      },
    });
    renderAt(<ClientDetail clientId="c1" />);
    await userEvent.click(await screen.findByRole("button", { name: "Revoke invitation" }));
    const confirm = await screen.findByRole("dialog", { name: "Revoke the invitation of Asha Verma?" });
    expect(api.calls.some((c) => c.method === "DELETE")).toBe(false);
    await userEvent.click(within(confirm).getByRole("button", { name: "Revoke invitation" }));

    await vi.waitFor(() => expect(api.calls.some((c) => c.method === "DELETE" && c.path === "/api/user/invitation/c1")).toBe(true));
    await vi.waitFor(() => expect(screen.queryByRole("button", { name: "Resend invitation" })).toBeNull());
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Invitation revoked" }));
  });
});

describe("A client's two-factor, reset by staff", () => {
  it("is offered only while it is on, asks first, then turns it off and reads the client again", async () => {
    let shown = client({ twoFactor: true });
    const api = detailApi(() => shown, {
      "DELETE /api/user/twoFactor/c1": () => {
        shown = client({ twoFactor: false });
        return [204];
      },
    });
    renderAt(<ClientDetail clientId="c1" />);
    await userEvent.click(await screen.findByRole("button", { name: "Reset two-factor" }));
    const confirm = await screen.findByRole("dialog", { name: "Turn off two-factor sign-in for Asha Verma?" });
    expect(api.calls.some((c) => c.method === "DELETE")).toBe(false);
    await userEvent.click(within(confirm).getByRole("button", { name: "Reset two-factor" }));

    await vi.waitFor(() => expect(api.calls.some((c) => c.method === "DELETE" && c.path === "/api/user/twoFactor/c1")).toBe(true));
    await vi.waitFor(() => expect(screen.queryByRole("button", { name: "Reset two-factor" })).toBeNull());
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Two-factor sign-in turned off for Asha Verma" }));
  });
});
