import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { StaffView } from "../../../api/staff-admin";
import { apiError, fakeApi, type Answer, type Call } from "../../../test/fakeApi";
import { renderInConsole, setUpConsoleTests } from "../consoleTesting";
import { toast } from "../../toasts/store";
import StaffSection from "./StaffSection";

vi.mock("../../toasts/store", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../toasts/store")>();
  return { ...actual, toast: vi.fn(actual.toast) };
});

const LINK = "https://portico.example/invitation#abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123-_x";

function staff(id: string, name: string, more: Partial<StaffView> = {}): StaffView {
  return {
    _id: id,
    name,
    email: `${name.split(" ")[0]?.toLowerCase()}@portico.example`,
    active: true,
    hoursRole: "",
    shownAs: "",
    invitation: null,
    createdAt: "2026-11-20T10:00:00Z",
    ...more,
  };
}

/** The signed-in staff member. */
const ME = staff("s1", "Asha Verma");

function renderSection(url = "/admin?section=staff") {
  return renderInConsole(<StaffSection />, url);
}

/** The section's endpoints: the list answers `rows()` (read on every request), the profile is ME's. */
function staffApi(rows: () => StaffView[], more: Record<string, (call: Call) => Answer> = {}) {
  return fakeApi({
    "GET /api/admin/staff": () => [200, { data: rows() }, { "X-Total-Count": String(rows().length) }],
    "GET /api/user/userProfile": () => [
      200,
      { _id: ME._id, name: ME.name, brandName: "", email: ME.email, phone: "", role: "admin", language: "en", appearance: "system" },
    ],
    ...more,
  });
}

/** The message shown under a field (Mantine ties it to the control with aria-describedby). */
function messageUnder(control: HTMLElement): string | null {
  const ids = (control.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  const texts = ids.map((id) => document.getElementById(id)?.textContent ?? "").filter(Boolean);
  return control.getAttribute("aria-invalid") === "true" ? texts.join(" ") : null;
}

async function fillInvite(name: string, email: string) {
  await userEvent.click(await screen.findByRole("button", { name: "Invite staff member" }));
  const form = await screen.findByRole("dialog", { name: "Invite staff member" });
  await userEvent.type(within(form).getByLabelText(/^Name/), name);
  await userEvent.type(within(form).getByLabelText(/^Email/), email);
  await userEvent.click(within(form).getByRole("button", { name: "Send invitation" }));
  return form;
}

setUpConsoleTests();

describe("Staff section", () => {
  it("lists the accounts with their state, and never offers to switch off one's own", async () => {
    const api = staffApi(() => [
      ME,
      staff("s2", "Ravi Kumar"),
      staff("s3", "Meera Rao", { invitation: "pending" }),
      staff("s4", "Dev Shah", { active: false }),
    ]);
    renderSection();
    expect(await screen.findByRole("heading", { level: 1, name: "Staff" })).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Staff accounts" });
    await screen.findByRole("button", { name: "Switch off Ravi Kumar" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(4);

    expect(rows[0]?.textContent).toContain("Asha Verma");
    expect(rows[0]?.textContent).toContain("You");
    expect(rows[0]?.textContent).toContain("Active");
    expect(rows[0]?.textContent).toContain("2026-11-20");
    // One's own row: one's sessions, nothing that locks oneself out.
    expect(within(rows[0]!).getAllByRole("button").map((b) => b.getAttribute("aria-label"))).toEqual(["Hours of Asha Verma", "Sessions of Asha Verma"]);

    expect(rows[1]?.textContent).toContain("Active");
    expect(within(rows[1]!).getByRole("button", { name: "Switch off Ravi Kumar" }).textContent).toBe("Switch off");
    expect(within(rows[1]!).getByRole("button", { name: "Sessions of Ravi Kumar" })).toBeTruthy();
    expect(within(rows[1]!).getByRole("button", { name: "Reset two-factor of Ravi Kumar" })).toBeTruthy();
    expect(within(rows[1]!).getByRole("button", { name: "Sign-in of Ravi Kumar" })).toBeTruthy();

    expect(rows[2]?.textContent).toContain("Invited, not yet accepted");
    expect(within(rows[2]!).getByRole("button", { name: "Resend invitation to Meera Rao" })).toBeTruthy();
    expect(within(rows[2]!).getByRole("button", { name: "Revoke invitation of Meera Rao" })).toBeTruthy();

    expect(rows[3]?.textContent).toContain("Switched off");
    expect(within(rows[3]!).getByRole("button", { name: "Switch on Dev Shah" })).toBeTruthy();
    expect(within(rows[3]!).queryByRole("button", { name: /^Switch off/ })).toBeNull();

    const list = api.calls.find((c) => c.path === "/api/admin/staff")!;
    expect(Object.fromEntries(list.url.searchParams)).toMatchObject({ sort: "name", order: "asc" });
    expect(list.headers.Authorization).toBe("Bearer staff-token");
  });

  it("searches and filters on the server, through the URL", async () => {
    const api = staffApi(() => []);
    const router = renderSection();
    await screen.findByRole("table", { name: "Staff accounts" });
    await userEvent.selectOptions(screen.getByLabelText("Status"), "false");
    await vi.waitFor(() => expect(router.state.location.search).toContain("active=false"));
    await vi.waitFor(() => expect(api.calls.at(-1)?.url.searchParams.get("active")).toBe("false"));

    await userEvent.type(screen.getByRole("searchbox", { name: "Search staff" }), "meera");
    await vi.waitFor(() => expect(api.calls.at(-1)?.url.searchParams.get("q")).toBe("meera"));
  });

  it("invites through the shared rule, and shows the server's field error under its field", async () => {
    const api = staffApi(() => [ME], {
      "POST /api/admin/staff/invite": () => [409, apiError("conflict", "An account with this email already exists", "email")],
    });
    renderSection();
    await userEvent.click(await screen.findByRole("button", { name: "Invite staff member" }));
    const form = await screen.findByRole("dialog", { name: "Invite staff member" });

    // The rule first: nothing is sent while it complains.
    await userEvent.click(within(form).getByRole("button", { name: "Send invitation" }));
    expect(messageUnder(within(form).getByLabelText(/^Name/))).toBeTruthy();
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);

    await userEvent.type(within(form).getByLabelText(/^Name/), "Meera Rao");
    await userEvent.type(within(form).getByLabelText(/^Email/), "asha@portico.example");
    await userEvent.click(within(form).getByRole("button", { name: "Send invitation" }));

    const email = within(form).getByLabelText(/^Email/);
    await vi.waitFor(() => expect(messageUnder(email)).toBe("An account with this email already exists"));
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ name: "Meera Rao", email: "asha@portico.example" });
    expect(screen.getByRole("dialog", { name: "Invite staff member" })).toBeTruthy();
    expect(toast).not.toHaveBeenCalled();
  });

  it("says the invitation is sent when a mail server took it, and reads the list again", async () => {
    let rows = [ME];
    const api = staffApi(() => rows, {
      "POST /api/admin/staff/invite": () => {
        rows = [ME, staff("s3", "Meera Rao", { invitation: "pending" })];
        return [201, rows[1]];
      },
    });
    renderSection();
    await fillInvite("Meera Rao", "meera@portico.example");

    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: "Invitation sent", description: "An invitation to choose a password is on its way to meera@portico.example." }),
      ),
    );
    await screen.findByRole("button", { name: "Resend invitation to Meera Rao" });
    expect(api.calls.filter((c) => c.method === "GET" && c.path === "/api/admin/staff")).toHaveLength(2);
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows the invitation link to copy when no mail server is configured", async () => {
    staffApi(() => [ME], {
      "POST /api/admin/staff/invite": (call) => [201, staff("s3", "Meera Rao", { ...(call.body as object), invitation: "pending", invitationLink: LINK })],
    });
    renderSection();
    await fillInvite("Meera Rao", "meera@portico.example");

    const dialog = await screen.findByRole("dialog", { name: "Invitation link for Meera Rao" });
    const field = within(dialog).getByLabelText("Invitation link") as HTMLInputElement;
    expect(field.value).toBe(LINK);
    expect(field.readOnly).toBe(true);
    expect(within(dialog).getByText("No mail server is configured: copy this link and send it to your colleague yourself.")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Copy" })).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole("dialog", { name: "Invite staff member" })).toBeNull());
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: "Invitation sent" }));
  });

  it("resends an invitation, showing the link when no mail server is configured", async () => {
    const api = staffApi(() => [ME, staff("s3", "Meera Rao", { invitation: "expired" })], {
      "POST /api/admin/staff/s3/invitation": () => [200, { link: LINK, mailConfigured: false }],
    });
    renderSection();
    await userEvent.click(await screen.findByRole("button", { name: "Resend invitation to Meera Rao" }));

    const dialog = await screen.findByRole("dialog", { name: "Invitation link for Meera Rao" });
    expect((within(dialog).getByLabelText("Invitation link") as HTMLInputElement).value).toBe(LINK);
    expect(api.calls.some((c) => c.method === "POST" && c.path === "/api/admin/staff/s3/invitation")).toBe(true);
  });

  it("revokes an invitation only once confirmed", async () => {
    let rows = [ME, staff("s3", "Meera Rao", { invitation: "pending" })];
    const api = staffApi(() => rows, {
      "DELETE /api/admin/staff/s3/invitation": () => {
        rows = [ME, staff("s3", "Meera Rao", { invitation: "revoked" })];
        return [204];
      },
    });
    renderSection();
    await userEvent.click(await screen.findByRole("button", { name: "Revoke invitation of Meera Rao" }));
    const confirm = await screen.findByRole("dialog", { name: "Revoke the invitation of Meera Rao?" });
    expect(api.calls.some((c) => c.method === "DELETE")).toBe(false);
    await userEvent.click(within(confirm).getByRole("button", { name: "Revoke invitation" }));

    await vi.waitFor(() => expect(screen.queryByRole("button", { name: "Revoke invitation of Meera Rao" })).toBeNull());
    expect(screen.getByText("Invitation revoked", { selector: ".mantine-Badge-label" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Resend invitation to Meera Rao" })).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Invitation revoked" }));
  });

  it("switches an account off only once confirmed, then reads the list again", async () => {
    let rows = [ME, staff("s2", "Ravi Kumar")];
    const api = staffApi(() => rows, {
      "PUT /api/admin/staff/s2/active": (call) => {
        rows = [ME, staff("s2", "Ravi Kumar", { active: (call.body as { active: boolean }).active })];
        return [200, rows[1]];
      },
    });
    renderSection();
    await userEvent.click(await screen.findByRole("button", { name: "Switch off Ravi Kumar" }));

    const confirm = await screen.findByRole("dialog", { name: "Switch off Ravi Kumar?" });
    expect(within(confirm).getByText("Their sessions end at once and they can no longer sign in.")).toBeTruthy();
    // Focus starts on Cancel, the safe choice.
    expect(document.activeElement).toBe(within(confirm).getByRole("button", { name: "Cancel" }));
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.calls.some((c) => c.method === "PUT")).toBe(false);

    await userEvent.click(screen.getByRole("button", { name: "Switch off Ravi Kumar" }));
    const again = await screen.findByRole("dialog", { name: "Switch off Ravi Kumar?" });
    await userEvent.click(within(again).getByRole("button", { name: "Switch off" }));

    await screen.findByRole("button", { name: "Switch on Ravi Kumar" });
    const put = api.calls.find((c) => c.method === "PUT");
    expect(put?.path).toBe("/api/admin/staff/s2/active");
    expect(put?.body).toEqual({ active: false });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Ravi Kumar switched off" }));
    const row = screen.getByRole("button", { name: "Switch on Ravi Kumar" }).closest("tr")!;
    expect(row.textContent).toContain("Switched off");
  });

  it("sets the role a colleague is charged as and the name clients see, refusing a name too long", async () => {
    let rows = [ME, staff("s2", "Ravi Kumar")];
    const api = staffApi(() => rows, {
      "GET /api/admin/staff/roles": () => [200, ["Designer", "Developer"]],
      "PUT /api/admin/staff/s2/hours": (call) => {
        const body = call.body as { role: string; shownAs: string };
        rows = [ME, staff("s2", "Ravi Kumar", { hoursRole: body.role, shownAs: body.shownAs })];
        return [200, rows[1]];
      },
    });
    renderSection();
    await userEvent.click(await screen.findByRole("button", { name: "Hours of Ravi Kumar" }));
    const form = await screen.findByRole("dialog", { name: "Hours of Ravi Kumar" });
    const role = within(form).getByRole("combobox", { name: /^Role/ });
    const shown = within(form).getByRole("textbox", { name: /^Shown to clients as/ });
    await userEvent.type(role, "Designer");
    await userEvent.type(shown, "R".repeat(61));
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    // The shared rule refuses it under its field; nothing is sent.
    await vi.waitFor(() => expect(messageUnder(shown)).toContain("60"));
    expect(api.calls.some((c) => c.method === "PUT")).toBe(false);
    await userEvent.clear(shown);
    await userEvent.type(shown, "Ravi K.");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.calls.find((c) => c.method === "PUT")?.body).toEqual({ role: "Designer", shownAs: "Ravi K." });
    const row = (await screen.findByText("Designer · shown as Ravi K.")).closest("tr")!;
    expect(row.textContent).toContain("Ravi Kumar");
  });

  it("lists a colleague's sessions, marks this one, and ends one", async () => {
    let sessions = [
      { _id: "se1", createdAt: Date.UTC(2026, 10, 25, 8, 0), lastUsedAt: Date.UTC(2026, 10, 25, 9, 30), expiresAt: Date.UTC(2026, 10, 25, 20, 0), setupOnly: false, current: true },
      { _id: "se2", createdAt: Date.UTC(2026, 10, 24, 7, 15), lastUsedAt: Date.UTC(2026, 10, 24, 7, 20), expiresAt: Date.UTC(2026, 10, 24, 19, 15), setupOnly: true, current: false },
    ];
    const api = staffApi(() => [ME, staff("s2", "Ravi Kumar")], {
      "GET /api/admin/staff/s2/sessions": () => [200, sessions],
      "DELETE /api/admin/staff/s2/sessions/se2": () => {
        sessions = sessions.slice(0, 1);
        return [204];
      },
    });
    renderSection();
    await userEvent.click(await screen.findByRole("button", { name: "Sessions of Ravi Kumar" }));
    const dialog = await screen.findByRole("dialog", { name: "Sessions of Ravi Kumar" });
    const table = await within(dialog).findByRole("table", { name: "Open sessions of Ravi Kumar" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows[0]?.textContent).toContain("2026-11-25 08:00 UTC");
    expect(rows[0]?.textContent).toContain("2026-11-25 09:30 UTC");
    expect(rows[0]?.textContent).toContain("This session");
    expect(rows[1]?.textContent).toContain("Two-factor setup only");
    expect(rows[1]?.textContent).not.toContain("This session");

    await userEvent.click(within(dialog).getByRole("button", { name: "End the session started 2026-11-24 07:15 UTC" }));
    await vi.waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(2));
    expect(api.calls.some((c) => c.method === "DELETE" && c.path === "/api/admin/staff/s2/sessions/se2")).toBe(true);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Session ended" }));
  });

  it("shows a colleague's passkeys, removes one, and clears their sign-in limits", async () => {
    let passkeys = [
      { _id: "pk1", name: "Lost phone", createdAt: Date.UTC(2026, 10, 20, 8, 0), lastUsedAt: null },
      { _id: "pk2", name: "Laptop", createdAt: Date.UTC(2026, 10, 21, 8, 0), lastUsedAt: Date.UTC(2026, 10, 22, 9, 0) },
    ];
    const api = staffApi(() => [ME, staff("s2", "Ravi Kumar")], {
      "GET /api/admin/accounts/s2/passkeys": () => [200, passkeys],
      "DELETE /api/admin/accounts/s2/passkeys/pk1": () => {
        passkeys = passkeys.slice(1);
        return [204];
      },
      "DELETE /api/admin/accounts/s2/signInLimits": () => [204],
    });
    renderSection();
    await userEvent.click(await screen.findByRole("button", { name: "Sign-in of Ravi Kumar" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign-in of Ravi Kumar" });
    const table = await within(dialog).findByRole("table", { name: "Passkeys of Ravi Kumar" });
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(table.textContent).toContain("Never");
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove the passkey Lost phone" }));
    await vi.waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(2));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Passkey Lost phone removed" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Clear sign-in limits" }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === "DELETE" && c.path === "/api/admin/accounts/s2/signInLimits")).toBe(true));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Sign-in limits cleared" }));
  });

  it("resets a colleague's two-factor only once confirmed, saying their sessions end", async () => {
    const api = staffApi(() => [ME, staff("s2", "Ravi Kumar")], {
      "DELETE /api/admin/staff/s2/twoFactor": () => [204],
    });
    renderSection();
    await userEvent.click(await screen.findByRole("button", { name: "Reset two-factor of Ravi Kumar" }));
    const confirm = await screen.findByRole("dialog", { name: "Reset the two-factor sign-in of Ravi Kumar?" });
    expect(confirm.textContent).toContain("every session of theirs ends at once");
    expect(api.calls.some((c) => c.method === "DELETE")).toBe(false);
    await userEvent.click(within(confirm).getByRole("button", { name: "Reset two-factor" }));

    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Two-factor of Ravi Kumar reset" })));
    expect(api.calls.find((c) => c.method === "DELETE")?.path).toBe("/api/admin/staff/s2/twoFactor");
  });
});
