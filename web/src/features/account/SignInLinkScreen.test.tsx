import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { account } from "../../i18n/account/en.json";
import { apiError, fakeApi, type Answer } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { wasm } from "../../wasm";
import { setUpAccountTests } from "./accountTesting";
import { SignInLinkScreen } from "./SignInLinkScreen";

const TOKEN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123-_x";
const user = (role: string) => ({ _id: "u1", name: "Asha", brandName: "", email: "asha@example.com", phone: "", role, language: "en", appearance: "system" });

setUpAccountTests();

function render(token = TOKEN) {
  renderWithProviders(<SignInLinkScreen token={token} />, "/signInLink");
}

/** The account the link is for, asked before anything is spent. */
const OWNER = { "POST /api/user/signInLinkAccount": () => [200, { name: "Asha", email: "asha@example.com" }] as Answer };

/** The page has said whose account it is: Sign in can be pressed. */
async function signInReady() {
  await screen.findByText(/asha@example\.com/);
  return screen.getByRole("button", { name: account.signIn });
}

describe("One-time sign-in link", () => {
  it("spends nothing on load (mail scanners open links too) and says whose account it opens", async () => {
    const api = fakeApi({ ...OWNER });
    render();
    const button = screen.getByRole("button", { name: account.signIn });
    expect(button.hasAttribute("disabled")).toBe(true);
    expect((await screen.findByText(/asha@example\.com/)).textContent).toBe(
      account.signInLinkWhose.replace("{{name}}", "Asha").replace("{{email}}", "asha@example.com"),
    );
    expect(screen.getByRole("button", { name: account.signIn }).hasAttribute("disabled")).toBe(false);
    expect(api.calls.map((c) => [c.path, c.body])).toEqual([["/api/user/signInLinkAccount", { token: TOKEN }]]);
  });

  it("explains at once a link the server no longer knows, spending nothing", async () => {
    const api = fakeApi({ "POST /api/user/signInLinkAccount": () => [400, apiError("validation_failed", "This link is not valid", "token")] });
    render();
    expect((await screen.findByRole("alert")).textContent).toContain(account.signInLinkInvalid);
    expect(api.calls.map((c) => c.path)).toEqual(["/api/user/signInLinkAccount"]);
  });

  it("signs a client in on Sign in and opens the dashboard", async () => {
    const api = fakeApi({ ...OWNER, "POST /api/user/linkSignIn": () => [200, { token: "client-session", user: user("client") }] });
    render();
    await userEvent.click(await signInReady());

    expect((await screen.findByTestId("location")).textContent).toBe("/dashboard");
    expect(api.calls.map((c) => [c.path, c.body]).slice(1)).toEqual([["/api/user/linkSignIn", { token: TOKEN }]]);
    expect(window.localStorage.getItem(wasm().constants().clientTokenKey)).toBe("client-session");
  });

  it("signs staff in to the console", async () => {
    fakeApi({ ...OWNER, "POST /api/user/linkSignIn": () => [200, { token: "staff-session", user: user("admin") }] });
    render();
    await userEvent.click(await signInReady());

    expect((await screen.findByTestId("location")).textContent).toBe("/admin");
    expect(window.localStorage.getItem(wasm().constants().adminTokenKey)).toBe("staff-session");
    expect(window.localStorage.getItem(wasm().constants().clientTokenKey)).toBeNull();
  });

  it("explains a link that was used or has expired, and leads to the sign-in", async () => {
    fakeApi({ ...OWNER, "POST /api/user/linkSignIn": () => [400, apiError("invalid_token", "This link is not valid", "token")] });
    render();
    await userEvent.click(await signInReady());

    expect((await screen.findByRole("alert")).textContent).toContain(account.signInLinkInvalid);
    expect(screen.getByRole("link", { name: account.goToLogin }).getAttribute("href")).toBe("/login");
    expect(window.localStorage.length).toBe(0);
  });

  it("keeps the button after another failure, saying why", async () => {
    fakeApi({ ...OWNER, "POST /api/user/linkSignIn": () => [403, apiError("account_disabled", "Disabled")] });
    render();
    await userEvent.click(await signInReady());

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(account.signInFailed);
    expect(alert.textContent).toContain("This account is deactivated");
    expect(screen.getByRole("button", { name: account.signIn })).toBeTruthy();
  });

  it("asks for the code when the account has two-factor on, then opens the dashboard", async () => {
    const api = fakeApi({
      ...OWNER,
      "POST /api/user/linkSignIn": () => [200, { challenge: "c".repeat(43) }],
      "POST /api/user/twoFactorSignIn": () => [200, { token: "client-session", user: user("client") }],
    });
    render();
    await userEvent.click(await signInReady());
    const field = await screen.findByRole("textbox", { name: /^Authentication code/ });
    await waitFor(() => expect(document.activeElement).toBe(field));
    await userEvent.type(field, "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));

    expect((await screen.findByTestId("location")).textContent).toBe("/dashboard");
    expect(api.calls.map((c) => c.path)).toEqual(["/api/user/signInLinkAccount", "/api/user/linkSignIn", "/api/user/twoFactorSignIn"]);
    expect(window.localStorage.getItem(wasm().constants().clientTokenKey)).toBe("client-session");
  });

  it("leads to the password sign-in when the code step has expired", async () => {
    fakeApi({
      ...OWNER,
      "POST /api/user/linkSignIn": () => [200, { challenge: "c".repeat(43) }],
      "POST /api/user/twoFactorSignIn": () => [400, { error: { code: "validation_failed", message: "x", fields: [{ field: "challenge", code: "expired", message: "Expired" }] } }],
    });
    render();
    await userEvent.click(await signInReady());
    await userEvent.type(await screen.findByRole("textbox", { name: /^Authentication code/ }), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));

    expect((await screen.findByRole("alert")).textContent).toContain(account.codeExpiredLink);
    expect(screen.getByRole("link", { name: account.goToLogin }).getAttribute("href")).toBe("/login");
    expect(window.localStorage.length).toBe(0);
  });
});
