import { act, render as renderAlone, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { account, oidc } from "../../i18n/account/en.json";
import { errors } from "../../i18n/en.json";
import { apiError, fakeApi } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { loadWasm, type Wasm } from "../../wasm";
import { adminSetupOnly } from "../auth/session";
import { clearToasts } from "../toasts/store";
import { Toaster } from "../toasts/Toaster";
import { OIDC_ATTEMPT_KEY, type OidcAttempt } from "./attempt";
import { OidcCallbackScreen } from "./OidcCallbackScreen";

const BINDING = "b".repeat(43);
const SEARCH = "?code=the-code&state=the-state";
const user = (role: string) => ({ _id: "u1", name: "Asha", brandName: "", email: "asha@example.com", phone: "", role, language: "en", appearance: "system" });
const identity = { _id: "i1", issuer: "https://sso.example.com", email: "ravi@example.com", createdAt: 1, lastUsedAt: null };

let w: Wasm;
beforeAll(async () => {
  w = await loadWasm();
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  act(() => clearToasts());
});

function keep(attempt: Partial<OidcAttempt> = {}) {
  window.sessionStorage.setItem(OIDC_ATTEMPT_KEY, JSON.stringify({ binding: BINDING, purpose: "signIn", from: "client", ...attempt }));
}

/** The page at its route; the toasts outside the routes, as in the app (they outlive navigations). */
function render(search = SEARCH) {
  renderWithProviders(<OidcCallbackScreen search={search} />, "/auth/oidc/callback");
  renderAlone(<Toaster />);
}

async function location() {
  return (await screen.findByTestId("location")).textContent;
}

describe("Back from the identity provider, signing in", () => {
  it("keeps a client's session and opens the dashboard; the attempt is spent", async () => {
    keep();
    const api = fakeApi({ "POST /api/auth/oidc/callback": () => [200, { token: "client-session", user: user("client") }] });
    render();

    expect(await location()).toBe("/dashboard");
    expect(api.calls.map((c) => [c.path, c.body, c.headers.Authorization])).toEqual([
      ["/api/auth/oidc/callback", { code: "the-code", state: "the-state", binding: BINDING }, undefined],
    ]);
    expect(window.localStorage.getItem(w.constants().clientTokenKey)).toBe("client-session");
    expect(window.sessionStorage.getItem(OIDC_ATTEMPT_KEY)).toBeNull();
    expect(await screen.findByText("Welcome! Please choose your project.")).toBeTruthy();
  });

  it("opens the console for staff, on the setup alone when two-factor must be set up first", async () => {
    keep({ from: "staff" });
    fakeApi({ "POST /api/auth/oidc/callback": () => [200, { token: "staff-session", user: user("admin"), setupRequired: true }] });
    render();

    expect(await location()).toBe("/admin");
    expect(window.localStorage.getItem(w.constants().adminTokenKey)).toBe("staff-session");
    expect(window.localStorage.getItem(w.constants().clientTokenKey)).toBeNull();
    expect(adminSetupOnly()).toBe(true);
  });

  it("asks for the code when the account has two-factor on, then signs in", async () => {
    keep();
    const api = fakeApi({
      "POST /api/auth/oidc/callback": () => [200, { challenge: "c".repeat(43) }],
      "POST /api/user/twoFactorSignIn": () => [200, { token: "client-session", user: user("client") }],
    });
    render();

    const field = await screen.findByRole("textbox", { name: /^Authentication code/ });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Two-factor sign-in"]);
    await userEvent.type(field, "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));

    expect(await location()).toBe("/dashboard");
    expect(api.calls.map((c) => [c.path, c.body])).toEqual([
      ["/api/auth/oidc/callback", { code: "the-code", state: "the-state", binding: BINDING }],
      ["/api/user/twoFactorSignIn", { challenge: "c".repeat(43), code: "123456" }],
    ]);
    expect(window.localStorage.getItem(w.constants().clientTokenKey)).toBe("client-session");
  });

  it("says why the server refused, with the message in focus and the way back to the sign-in", async () => {
    keep();
    fakeApi({ "POST /api/auth/oidc/callback": () => [403, apiError("oidc_no_account", "No account")] });
    render();

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(errors.oidc_no_account);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual([oidc.signInFailedTitle]);
    expect(screen.getByRole("link", { name: account.backToLogin }).getAttribute("href")).toBe("/login");
    expect(window.localStorage.getItem(w.constants().clientTokenKey)).toBeNull();
  });

  it("leads staff back to the staff sign-in", async () => {
    keep({ from: "staff" });
    fakeApi({ "POST /api/auth/oidc/callback": () => [403, apiError("account_disabled", "Disabled")] });
    render();

    expect((await screen.findByRole("alert")).textContent).toContain(errors.account_disabled);
    expect(screen.getByRole("link", { name: account.backToStaffLogin }).getAttribute("href")).toBe("/adminLogin");
  });

  it("takes a refused binding or state as an expired attempt", async () => {
    keep();
    fakeApi({
      "POST /api/auth/oidc/callback": () => [
        400,
        { error: { code: "validation_failed", message: "x", fields: [{ field: "binding", code: "expired", message: "Expired" }] } },
      ],
    });
    render();

    expect((await screen.findByRole("alert")).textContent).toContain(errors.oidc_attempt_invalid);
  });

  it("says the person cancelled at the provider, and sends nothing", async () => {
    keep();
    const api = fakeApi({});
    render("?error=access_denied&error_description=The+user+cancelled&state=the-state");

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(oidc.cancelled);
    expect(alert.textContent).not.toContain("The user cancelled");
    expect(screen.getByRole("link", { name: account.backToLogin }).getAttribute("href")).toBe("/login");
    expect(api.calls).toEqual([]);
    expect(window.sessionStorage.getItem(OIDC_ATTEMPT_KEY)).toBeNull();
  });

  it("says another refusal of the provider in its own words", async () => {
    keep();
    fakeApi({});
    render("?error=server_error&state=the-state");

    expect((await screen.findByRole("alert")).textContent).toContain(oidc.providerError);
  });

  it("says the attempt has expired when this tab kept none, and leads to both sign-ins", async () => {
    const api = fakeApi({});
    render();

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(errors.oidc_attempt_invalid);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByRole("link", { name: account.backToLogin }).getAttribute("href")).toBe("/login");
    expect(screen.getByRole("link", { name: account.backToStaffLogin }).getAttribute("href")).toBe("/adminLogin");
    expect(api.calls).toEqual([]);
  });

  it("says the attempt has expired when the URL came without its code", async () => {
    keep();
    const api = fakeApi({});
    render("?state=the-state");

    expect((await screen.findByRole("alert")).textContent).toContain(errors.oidc_attempt_invalid);
    expect(api.calls).toEqual([]);
  });
});

describe("Back from the identity provider, linking", () => {
  it("links with the signed-in person's token and goes back where it started, with a toast", async () => {
    window.localStorage.setItem(w.constants().adminTokenKey, "staff-token");
    keep({ purpose: "link", from: "staff", returnTo: "/admin?section=settings", provider: "Acme SSO" });
    const api = fakeApi({ "POST /api/user/identities/callback": () => [200, [identity]] });
    render();

    expect(await location()).toBe("/admin");
    expect(api.calls.map((c) => [c.path, c.body, c.headers.Authorization])).toEqual([
      ["/api/user/identities/callback", { code: "the-code", state: "the-state", binding: BINDING }, "Bearer staff-token"],
    ]);
    expect(await screen.findByText("Your Acme SSO account is linked: you can sign in with it.")).toBeTruthy();
    expect(window.localStorage.getItem(w.constants().adminTokenKey)).toBe("staff-token");
  });

  it("says why linking failed and leads back to the settings", async () => {
    window.localStorage.setItem(w.constants().clientTokenKey, "client-token");
    keep({ purpose: "link", from: "client", returnTo: "/profileSettings" });
    fakeApi({ "POST /api/user/identities/callback": () => [409, apiError("oidc_identity_taken", "Taken")] });
    render();

    expect((await screen.findByRole("alert")).textContent).toContain(errors.oidc_identity_taken);
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual([oidc.linkFailedTitle]);
    expect(screen.getByRole("link", { name: oidc.backToSettings }).getAttribute("href")).toBe("/profileSettings");
  });
});
