import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Person } from "../../../api/admin";
import { staffClient } from "../../../test/clients";
import { fakeApi } from "../../../test/fakeApi";
import { renderInConsole, setUpConsoleTests } from "../consoleTesting";
import { ClientPeople } from "./ClientPeople";

const client = staffClient({ brandName: "Verma Retail", email: "asha@verma.example" });

function person(more: Partial<Person>): Person {
  return {
    _id: "c1",
    name: "Asha Verma",
    email: "asha@verma.example",
    companyRole: "owner",
    finance: true,
    approver: true,
    allProjects: true,
    projects: [],
    active: true,
    invitationPending: false,
    twoFactor: false,
    createdAt: "2026-11-20T10:00:00Z",
    ...more,
  };
}

setUpConsoleTests();

function renderPeople() {
  renderInConsole(<ClientPeople client={client} />);
}

describe("a client's people in the console", () => {
  it("lists each person with their role, abilities and state; the company's own row cannot be removed", async () => {
    fakeApi({
      "GET /api/user/people/c1": () => [
        200,
        [
          person({ twoFactor: true, lastSignIn: "2026-11-25T09:30:00Z" }),
          person({ _id: "p2", name: "Ravi Rao", email: "ravi@verma.example", companyRole: "member", approver: false, invitationPending: true, lastSignIn: null }),
        ],
      ],
    });
    renderPeople();
    const table = await screen.findByRole("table", { name: "People of Asha Verma" });
    const ravi = within(table).getByRole("row", { name: /Ravi Rao/ });
    expect(within(ravi).getByText("Member")).toBeTruthy();
    expect(within(ravi).getByText("Finance")).toBeTruthy();
    expect(within(ravi).queryByText("Approver")).toBeNull();
    expect(within(ravi).getByText("Invited")).toBeTruthy();
    expect(within(ravi).getByText("Off")).toBeTruthy();
    expect(within(ravi).getByText("Never")).toBeTruthy();
    expect(within(ravi).getByRole("button", { name: "Remove Ravi Rao" })).toBeTruthy();
    const asha = within(table).getByRole("row", { name: /Asha Verma/ });
    expect(within(asha).getByText("Owner")).toBeTruthy();
    expect(within(asha).getByText("On")).toBeTruthy();
    expect(within(asha).getByText(/2025|2026/)).toBeTruthy();
    expect(within(asha).getByRole("button", { name: "Edit Asha Verma" })).toBeTruthy();
    expect(within(asha).queryByRole("button", { name: /Remove/ })).toBeNull();
  });

  it("appoints and narrows: a member given chosen projects, sent as the shared rule passes", async () => {
    const ravi = person({ _id: "p2", name: "Ravi Rao", email: "ravi@verma.example", companyRole: "member", finance: false, approver: false });
    const api = fakeApi({
      "GET /api/user/people/c1": () => [200, [person({}), ravi]],
      "GET /api/project/projectsByUser/c1": () => [200, [{ _id: "pa", title: "Storefront" }, { _id: "pb", title: "Inventory app" }]],
      "PUT /api/user/people/c1/p2": (call) => {
        expect(call.body).toMatchObject({ companyRole: "member", allProjects: false, projects: ["pb"] });
        return [200, { ...ravi, allProjects: false, projects: ["pb"] }];
      },
    });
    renderPeople();
    await userEvent.click(await screen.findByRole("button", { name: "Edit Ravi Rao" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Ravi Rao" });
    await userEvent.click(within(dialog).getByLabelText("Chosen projects"));
    // None chosen yet: the rule says so before anything is sent.
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Choose at least one project, or all of them")).toBeTruthy();
    expect(api.calls.some((c) => c.method === "PUT")).toBe(false);
    await userEvent.click(within(dialog).getByLabelText("Inventory app"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === "PUT")).toBe(true));
    await vi.waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit Ravi Rao" })).toBeNull());
  });

  it("adds a person after the shared rule passes, and shows the invitation link when no mail server sends it", async () => {
    const link = "https://portico.example/invitation#abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123-_x";
    let people = [person({})];
    const api = fakeApi({
      "GET /api/user/people/c1": () => [200, people],
      "POST /api/user/people/c1": (call) => {
        const added = person({ _id: "p3", name: "Mira Shah", email: "mira@verma.example", companyRole: "member", approver: true, finance: false, invitationPending: true });
        people = [...people, added];
        expect(call.body).toMatchObject({ name: "Mira Shah", email: "mira@verma.example", companyRole: "member", approver: true, finance: false });
        return [201, { ...added, invitationLink: link }];
      },
    });
    renderPeople();
    await userEvent.click(await screen.findByRole("button", { name: "Add a person" }));
    const dialog = await screen.findByRole("dialog");
    // The rule speaks first: nothing is sent without a name and a valid email.
    await userEvent.click(within(dialog).getByRole("button", { name: "Invite" }));
    expect(await within(dialog).findByText("Name is required")).toBeTruthy();
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);
    await userEvent.click(within(dialog).getByLabelText(/^Name/));
    await userEvent.paste("Mira Shah");
    await userEvent.click(within(dialog).getByLabelText(/^Email/));
    await userEvent.paste("mira@verma.example");
    await userEvent.click(within(dialog).getByLabelText(/^Approver/));
    await userEvent.click(within(dialog).getByRole("button", { name: "Invite" }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === "POST")).toBe(true));
    const shown = await screen.findByRole("dialog", { name: "Invitation link for Mira Shah" });
    expect((within(shown).getByLabelText("Invitation link") as HTMLInputElement).value).toBe(link);
    expect(await screen.findByRole("row", { name: /Mira Shah/ })).toBeTruthy();
  });

  it("removes a person only once confirmed", async () => {
    let people = [person({}), person({ _id: "p2", name: "Ravi Rao", email: "ravi@verma.example", companyRole: "member" })];
    const api = fakeApi({
      "GET /api/user/people/c1": () => [200, people],
      "DELETE /api/user/people/c1/p2": () => {
        people = [people[0]!, { ...people[1]!, active: false }];
        return [204];
      },
    });
    renderPeople();
    await userEvent.click(await screen.findByRole("button", { name: "Remove Ravi Rao" }));
    const confirm = await screen.findByRole("dialog", { name: "Remove Ravi Rao?" });
    expect(api.calls.some((c) => c.method === "DELETE")).toBe(false);
    await userEvent.click(within(confirm).getByRole("button", { name: "Remove" }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === "DELETE")).toBe(true));
    const ravi = await screen.findByRole("row", { name: /Ravi Rao.*Removed/ });
    expect(within(ravi).queryByRole("button")).toBeNull();
  });
});
