import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { account } from "../../i18n/account/en.json";
import { apiError, fakeApi } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { wasm } from "../../wasm";
import { setUpAccountTests } from "./accountTesting";
import { ResetPasswordScreen } from "./ResetPasswordScreen";

const TOKEN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123-_x";
const NEW = new RegExp(`^${account.newPassword}`);
const CONFIRM = new RegExp(`^${account.confirmPassword}`);

setUpAccountTests();

/** The message Mantine ties to a control with aria-describedby, when the control is invalid. */
function messageUnder(label: RegExp): string | null {
  const control = screen.getByLabelText(label);
  if (control.getAttribute("aria-invalid") !== "true") return null;
  const ids = (control.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

async function choose(password: string, confirm = password) {
  if (password) await userEvent.type(screen.getByLabelText(NEW), password);
  if (confirm) await userEvent.type(screen.getByLabelText(CONFIRM), confirm);
  await userEvent.click(screen.getByRole("button", { name: account.savePassword }));
}

function render(token = TOKEN) {
  renderWithProviders(<ResetPasswordScreen token={token} />, "/resetPassword");
}

describe("Reset password", () => {
  it("shows the shared password rule's message under the field and sends nothing", async () => {
    const api = fakeApi({});
    render();
    await choose("short");
    const [expected] = wasm().validateTokenPassword({ token: TOKEN, password: "short" });
    expect(expected?.field).toBe("password");
    expect(messageUnder(NEW)).toBe(expected?.message);
    expect(api.calls).toEqual([]);
  });

  it("asks for the same password twice, the message under the confirmation", async () => {
    const api = fakeApi({});
    render();
    await choose("correct horse", "correct horsf");
    expect(messageUnder(CONFIRM)).toBe(account.passwordsDiffer);
    expect(messageUnder(NEW)).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it("sends the token and the password, then points a client to /login without signing in", async () => {
    const api = fakeApi({ "POST /api/user/resetPassword": () => [200, { role: "client" }] });
    render();
    await choose("correct horse");

    expect((await screen.findByRole("status")).textContent).toContain(account.resetDone);
    expect(api.calls.map((c) => [c.path, c.body])).toEqual([["/api/user/resetPassword", { token: TOKEN, password: "correct horse" }]]);
    expect(screen.getByRole("link", { name: account.signIn }).getAttribute("href")).toBe("/login");
    expect(window.localStorage.length).toBe(0);
  });

  it("points staff to the staff sign-in", async () => {
    fakeApi({ "POST /api/user/resetPassword": () => [200, { role: "admin" }] });
    render();
    await choose("correct horse");
    expect((await screen.findByRole("link", { name: account.signIn })).getAttribute("href")).toBe("/adminLogin");
  });

  it("puts the server's password message under the field", async () => {
    fakeApi({ "POST /api/user/resetPassword": () => [400, apiError("validation_failed", "Password is too common", "password")] });
    render();
    await choose("correct horse");
    await vi.waitFor(() => expect(messageUnder(NEW)).toBe("Password is too common"));
  });

  it("says so when the link no longer works, and offers a new one", async () => {
    fakeApi({
      "POST /api/user/resetPassword": () => [400, apiError("invalid_token", "This link is not valid", "token")],
    });
    render();
    await choose("correct horse");
    expect((await screen.findByRole("alert")).textContent).toContain(account.resetLinkInvalid);
    expect(screen.getByRole("link", { name: account.requestNewLink }).getAttribute("href")).toBe("/forgotPassword");
    expect(screen.queryByRole("button", { name: account.savePassword })).toBeNull();
  });

  it("says the same at once for a link without a token, or a mangled one, asking nothing", () => {
    const api = fakeApi({});
    render("");
    expect(screen.getByRole("alert").textContent).toContain(account.resetLinkInvalid);
    cleanup();
    render(TOKEN.slice(0, 30));
    expect(screen.getByRole("alert").textContent).toContain(account.resetLinkInvalid);
    expect(api.calls).toEqual([]);
  });
});
