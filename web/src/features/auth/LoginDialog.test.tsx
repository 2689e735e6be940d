import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { auth } from "../../i18n/en.json";
import { apiError, fakeApi } from "../../test/fakeApi";
import { SITE } from "../../site";
import { loadWasm, type Wasm } from "../../wasm";
import LoginDialog from "./LoginDialog";

let w: Wasm;
beforeAll(async () => {
  w = await loadWasm();
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
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderDialog();
    fireEvent.click(screen.getByRole("button", { name: auth.loginButton }));
    for (const e of w.validateLogin({ email: "", password: "" })) expect(await screen.findByText(e.message)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it("offers no identity-provider button unless the site configures one", () => {
    expect(SITE.identityProvider).toBeNull();
    renderDialog();
    expect(screen.queryByRole("link", { name: /Continue with/ })).toBeNull();
  });

  it("offers the configured provider's sign-in page", () => {
    const original = SITE.identityProvider;
    SITE.identityProvider = { name: "Example ID", signInUrl: "https://id.example.com/authorize" };
    try {
      renderDialog();
      const link = screen.getByRole("link", { name: "Continue with Example ID" });
      expect(link.getAttribute("href")).toBe("https://id.example.com/authorize");
    } finally {
      SITE.identityProvider = original;
    }
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
    expect(api.calls.map((c) => c.path)).toEqual(["/api/user/login", "/api/user/signInLink"]);
    expect(api.calls[1]?.body).toEqual({ email: "client@example.com" });
    vi.unstubAllGlobals();
  });

  it("asks for a code in the same dialog when the account has two-factor on, then signs in", async () => {
    const api = fakeApi({
      "POST /api/user/login": () => [200, { challenge: "c".repeat(43) }],
      "POST /api/user/twoFactorSignIn": () => [
        200,
        { token: "client-session", user: { _id: "u1", name: "Asha", brandName: "", email: "a@example.com", phone: "", role: "client", language: "en" } },
      ],
    });
    renderDialog();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: "a@example.com" } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "secret-pass" } });
    fireEvent.click(screen.getByRole("button", { name: auth.loginButton }));

    const field = (await screen.findByLabelText(new RegExp(`^${auth.codeLabel}`))) as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute("autocomplete")).toBe("one-time-code");
    expect(document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent).toBe(auth.codeHint);

    fireEvent.change(field, { target: { value: "654321" } });
    fireEvent.click(screen.getByRole("button", { name: auth.codeSubmit }));
    await waitFor(() => expect(window.localStorage.getItem(w.constants().clientTokenKey)).toBe("client-session"));
    expect(api.calls[1]?.body).toEqual({ challenge: "c".repeat(43), code: "654321" });
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
    expect(document.activeElement).toBe(email);
    vi.unstubAllGlobals();
  });
});
