import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { account } from "../../i18n/account/en.json";
import { apiError, fakeApi } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { wasm } from "../../wasm";
import { setUpAccountTests } from "./accountTesting";
import { InvitationScreen } from "./InvitationScreen";

const TOKEN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123-_x";
const NEW = new RegExp(`^${account.newPassword}`);
const CONFIRM = new RegExp(`^${account.confirmPassword}`);
const INVITED = { name: "Asha Verma", email: "asha@example.com" };
const USER = { _id: "u1", name: "Asha Verma", brandName: "", email: "asha@example.com", phone: "", role: "client", language: "en", appearance: "system" };

setUpAccountTests();

function render(token = TOKEN) {
  renderWithProviders(<InvitationScreen token={token} />, "/invitation");
}

async function choose(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText(NEW), password);
  await userEvent.type(screen.getByLabelText(CONFIRM), confirm);
  await userEvent.click(screen.getByRole("button", { name: account.acceptInvitation }));
}

describe("Invitation", () => {
  it("welcomes the invited client by name, shows their address, and opening it spends nothing", async () => {
    const api = fakeApi({ "POST /api/user/invitation": () => [200, INVITED] });
    render();
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Asha Verma" })).toBeTruthy();
    const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
    expect(email.value).toBe("asha@example.com");
    expect(email.readOnly).toBe(true);
    expect(api.calls.map((c) => [c.method, c.path, c.body])).toEqual([["POST", "/api/user/invitation", { token: TOKEN }]]);
  });

  it("checks the password with the shared rule before sending it", async () => {
    const api = fakeApi({ "POST /api/user/invitation": () => [200, INVITED] });
    render();
    await screen.findByLabelText(NEW);
    await choose("short");
    const [expected] = wasm().validateTokenPassword({ token: TOKEN, password: "short" });
    expect(await screen.findByText(expected?.message ?? "?")).toBeTruthy();
    expect(api.calls).toHaveLength(1);
  });

  it("sets the password, keeps the session as a sign-in does, and opens the dashboard", async () => {
    const api = fakeApi({
      "POST /api/user/invitation": () => [200, INVITED],
      "POST /api/user/acceptInvitation": () => [200, { token: "client-session", user: USER }],
    });
    render();
    await screen.findByLabelText(NEW);
    await choose("correct horse");

    expect((await screen.findByTestId("location")).textContent).toBe("/dashboard");
    expect(api.calls[1]).toMatchObject({ path: "/api/user/acceptInvitation", body: { token: TOKEN, password: "correct horse" } });
    expect(window.localStorage.getItem(wasm().constants().clientTokenKey)).toBe("client-session");
  });

  it("explains a mangled link without asking the server", () => {
    const api = fakeApi({});
    render(`${TOKEN}!`);
    expect(screen.getByRole("alert").textContent).toContain(account.invitationInvalid);
    expect(api.calls).toEqual([]);
  });

  it("explains an expired or used invitation", async () => {
    fakeApi({ "POST /api/user/invitation": () => [400, apiError("invalid_token", "This link is not valid", "token")] });
    render();
    expect((await screen.findByRole("alert")).textContent).toContain(account.invitationInvalid);
    expect(screen.queryByLabelText(NEW)).toBeNull();
  });

  it("explains it too when the invitation is spent between opening and accepting", async () => {
    fakeApi({
      "POST /api/user/invitation": () => [200, INVITED],
      "POST /api/user/acceptInvitation": () => [400, apiError("invalid_token", "This link is not valid", "token")],
    });
    render();
    await screen.findByLabelText(NEW);
    await choose("correct horse");
    expect((await screen.findByRole("alert")).textContent).toContain(account.invitationInvalid);
    expect(window.localStorage.length).toBe(0);
  });

  it("offers Retry when the invitation could not be read for another reason", async () => {
    let fail = true;
    fakeApi({ "POST /api/user/invitation": () => (fail ? [503, apiError("busy", "Busy")] : [200, INVITED]) });
    render();
    await screen.findByRole("alert");
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Asha Verma" })).toBeTruthy();
  });
});
