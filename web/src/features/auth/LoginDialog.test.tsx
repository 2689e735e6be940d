import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { auth, errors } from "../../i18n/en.json";
import { apiError, fakeApi, type Call } from "../../test/fakeApi";
import { loadWasm, type Wasm } from "../../wasm";
import { browser, OIDC_ATTEMPT_KEY } from "../oidc/attempt";
import LoginDialog from "./LoginDialog";

/** What the dialog sent, without its question of how people sign in here (asked on opening). */
const sent = (calls: Call[]) => calls.filter((c) => c.path !== "/api/auth/providers");
const ACME = { oidc: { name: "Acme SSO" }, passwordLogin: "all" };

let w: Wasm;
beforeAll(async () => {
  w = await loadWasm();
});

afterEach(() => {
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

function renderDialog() {
  return render(
    <MemoryRouter>
      <LoginDialog open onClose={() => {}} />
    </MemoryRouter>,
  );
}

describe("LoginDialog", () => {
  it("validates with the shared rules and sends nothing while they complain", async () => {
    const api = fakeApi({});
    renderDialog();
    fireEvent.click(screen.getByRole("button", { name: auth.loginButton }));
    for (const e of w.validateLogin({ email: "", password: "" })) expect(await screen.findByText(e.message)).toBeTruthy();
    expect(sent(api.calls)).toEqual([]);
    vi.unstubAllGlobals();
  });

  it("offers no identity-provider button when the server has no provider", async () => {
    const api = fakeApi({ "GET /api/auth/providers": () => [200, { oidc: null, passwordLogin: "all" }] });
    renderDialog();
    await waitFor(() => expect(api.calls.map((c) => c.path)).toEqual(["/api/auth/providers"]));
    expect(screen.queryByRole("button", { name: /^Sign in with/ })).toBeNull();
    vi.unstubAllGlobals();
  });

  it("goes to the provider, keeping the attempt in this tab", async () => {
    const go = vi.spyOn(browser, "assign").mockImplementation(() => {});
    const api = fakeApi({
      "GET /api/auth/providers": () => [200, ACME],
      "POST /api/auth/oidc/start": () => [200, { url: "https://sso.example.com/auth?state=s", binding: "b".repeat(43) }],
    });
    renderDialog();
    fireEvent.click(await screen.findByRole("button", { name: "Sign in with Acme SSO" }));

    await waitFor(() => expect(go).toHaveBeenCalledWith("https://sso.example.com/auth?state=s"));
    expect(JSON.parse(window.sessionStorage.getItem(OIDC_ATTEMPT_KEY) ?? "null")).toEqual({
      binding: "b".repeat(43),
      purpose: "signIn",
      from: "client",
      provider: "Acme SSO",
    });
    expect(sent(api.calls).map((c) => [c.method, c.path, c.body])).toEqual([["POST", "/api/auth/oidc/start", undefined]]);
    vi.unstubAllGlobals();
  });

  it("says why the provider cannot be reached", async () => {
    const go = vi.spyOn(browser, "assign").mockImplementation(() => {});
    fakeApi({
      "GET /api/auth/providers": () => [200, ACME],
      "POST /api/auth/oidc/start": () => [502, apiError("oidc_unavailable", "Unreachable")],
    });
    renderDialog();
    fireEvent.click(await screen.findByRole("button", { name: "Sign in with Acme SSO" }));

    await waitFor(() => expect(screen.getByText(errors.oidc_unavailable).getAttribute("role")).toBe("alert"));
    expect(go).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(OIDC_ATTEMPT_KEY)).toBeNull();
    expect(screen.getByRole("button", { name: "Sign in with Acme SSO" })).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it("leads to Forgot password", () => {
    renderDialog();
    expect(screen.getByRole("link", { name: auth.forgotPassword }).getAttribute("href")).toBe("/forgotPassword");
  });

  it("offers a one-time sign-in link once sign-in is throttled", async () => {
    const api = fakeApi({
      "POST /api/user/login": () => [429, apiError("rate_limited", "Too many attempts")],
      "POST /api/user/signInLink": () => [202, { accepted: true }],
    });
    renderDialog();
    expect(screen.queryByRole("button", { name: auth.signInLinkOffer })).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: "client@example.com" } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "wrong" } });
    fireEvent.click(screen.getByRole("button", { name: auth.loginButton }));

    fireEvent.click(await screen.findByRole("button", { name: auth.signInLinkOffer }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(auth.signInLinkSent));
    expect(sent(api.calls).map((c) => c.path)).toEqual(["/api/user/login", "/api/user/signInLink"]);
    expect(sent(api.calls)[1]?.body).toEqual({ email: "client@example.com" });
    vi.unstubAllGlobals();
  });

  it("asks for a code in the same dialog when the account has two-factor on, then signs in", async () => {
    const api = fakeApi({
      "POST /api/user/login": () => [200, { challenge: "c".repeat(43) }],
      "POST /api/user/twoFactorSignIn": () => [
        200,
        { token: "client-session", user: { _id: "u1", name: "Asha", brandName: "", email: "a@example.com", phone: "", role: "client", language: "en", appearance: "system" } },
      ],
    });
    renderDialog();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: "a@example.com" } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "secret-pass" } });
    fireEvent.click(screen.getByRole("button", { name: auth.loginButton }));

    const field = (await screen.findByLabelText(new RegExp(`^${auth.codeLabel}`))) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute("autocomplete")).toBe("one-time-code");
    expect(document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent).toBe(auth.codeHint);

    fireEvent.change(field, { target: { value: "654321" } });
    fireEvent.click(screen.getByRole("button", { name: auth.codeSubmit }));
    await waitFor(() => expect(window.localStorage.getItem(w.constants().clientTokenKey)).toBe("client-session"));
    expect(sent(api.calls)[1]?.body).toEqual({ challenge: "c".repeat(43), code: "654321" });
    vi.unstubAllGlobals();
  });

  it("goes back to an empty sign-in from the code step", async () => {
    fakeApi({ "POST /api/user/login": () => [200, { challenge: "c".repeat(43) }] });
    renderDialog();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: "a@example.com" } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "secret-pass" } });
    fireEvent.click(screen.getByRole("button", { name: auth.loginButton }));
    fireEvent.click(await screen.findByRole("button", { name: auth.codeBack }));

    const email = (await screen.findByLabelText(/^Email/)) as HTMLInputElement;
    expect(email.value).toBe("");
    await waitFor(() => expect(document.activeElement).toBe(email));
    vi.unstubAllGlobals();
  });
});
