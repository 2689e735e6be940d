import { act, render as renderAlone, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { auth } from "../../i18n/en.json";
import { passkeys as words } from "../../i18n/security/en.json";
import { apiError, fakeApi, type Answer } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { loadWasm, type Wasm } from "../../wasm";
import { LoginForm } from "../auth/LoginForm";
import { clearToasts } from "../toasts/store";
import { Toaster } from "../toasts/Toaster";
import { PasskeysSection } from "./PasskeysSection";

let w: Wasm;
beforeAll(async () => {
  w = await loadWasm();
});

/** A browser with WebAuthn's JSON forms and a device whose dialog answers (or is closed: `dismiss`). */
function device({ dismiss = false, autofill = false } = {}) {
  const created = vi.fn(async () => (dismiss ? Promise.reject(new DOMException("closed", "NotAllowedError")) : { toJSON: () => ({ id: "new-credential" }) }));
  const got = vi.fn(async (_options: { mediation?: string }) => ({ toJSON: () => ({ id: "existing-credential" }) }));
  vi.stubGlobal("isSecureContext", true);
  vi.stubGlobal("PublicKeyCredential", {
    parseCreationOptionsFromJSON: (o: unknown) => ({ parsed: o }),
    parseRequestOptionsFromJSON: (o: unknown) => ({ parsed: o }),
    isConditionalMediationAvailable: async () => autofill,
  });
  Object.defineProperty(navigator, "credentials", { value: { create: created, get: got }, configurable: true });
  return { created, got };
}

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, "credentials", { value: undefined, configurable: true });
});

const PROVIDERS: Record<string, () => Answer> = {
  "GET /api/auth/providers": () => [200, { oidc: null, passwordLogin: "all", passkeys: true }],
};
const CEREMONY = { ceremony: "c".repeat(43), options: { publicKey: { challenge: "abc" } } };
const LAPTOP = { _id: "p1", name: "Work laptop", createdAt: Date.UTC(2026, 10, 20), lastUsedAt: null };

describe("Passkeys in one's settings", () => {
  it("lists them, names a new one with the shared rule, makes it with the browser and sends it", async () => {
    const { created } = device();
    let list = [LAPTOP];
    const api = fakeApi({
      ...PROVIDERS,
      "GET /api/user/passkeys": () => [200, list],
      "POST /api/user/passkeys/register": () => [200, CEREMONY],
      "POST /api/user/passkeys": (call) => {
        const added = { _id: "p2", name: (call.body as { name: string }).name, createdAt: Date.now(), lastUsedAt: null };
        list = [...list, added];
        return [201, added];
      },
    });
    renderWithProviders(<PasskeysSection auth="client" />);

    const region = await screen.findByRole("region", { name: words.title });
    const items = await within(region).findByRole("list", { name: words.listLabel });
    expect(items.textContent).toContain("Work laptop");
    expect(items.textContent).toContain(words.neverUsed);

    await userEvent.click(within(region).getByRole("button", { name: words.add }));
    const name = within(region).getByRole("textbox", { name: new RegExp(words.nameLabel) });
    expect(document.activeElement).toBe(name);
    await userEvent.click(within(region).getByRole("button", { name: words.create }));
    expect(await within(region).findByText(w.validatePasskeyName({ name: "" })[0]?.message ?? "?")).toBeTruthy();
    expect(api.calls.some((c) => c.path === "/api/user/passkeys/register")).toBe(false);

    await userEvent.type(name, "Phone");
    await userEvent.click(within(region).getByRole("button", { name: words.create }));
    await waitFor(() => expect(items.textContent).toContain("Phone"));
    expect(created).toHaveBeenCalledWith({ publicKey: { parsed: CEREMONY.options.publicKey } });
    const sent = api.calls.find((c) => c.method === "POST" && c.path === "/api/user/passkeys");
    expect(sent?.body).toEqual({ ceremony: CEREMONY.ceremony, name: "Phone", credential: { id: "new-credential" } });
  });

  it("keeps the form when the browser's dialog is closed, sending nothing", async () => {
    device({ dismiss: true });
    const api = fakeApi({
      ...PROVIDERS,
      "GET /api/user/passkeys": () => [200, []],
      "POST /api/user/passkeys/register": () => [200, CEREMONY],
    });
    renderWithProviders(<PasskeysSection auth="admin" />);
    await userEvent.click(await screen.findByRole("button", { name: words.add }));
    await userEvent.type(screen.getByRole("textbox", { name: new RegExp(words.nameLabel) }), "Key");
    await userEvent.click(screen.getByRole("button", { name: words.create }));
    await waitFor(() => expect(api.calls.some((c) => c.path === "/api/user/passkeys/register")).toBe(true));
    expect(screen.getByRole("button", { name: words.create })).toBeTruthy();
    expect(api.calls.some((c) => c.method === "POST" && c.path === "/api/user/passkeys")).toBe(false);
    expect(screen.getByText(words.empty)).toBeTruthy();
  });

  it("removes one once confirmed, and says so when it is the last way in", async () => {
    device();
    const api = fakeApi({
      ...PROVIDERS,
      "GET /api/user/passkeys": () => [200, [LAPTOP]],
      "DELETE /api/user/passkeys/p1": () => [409, apiError("last_sign_in_method", "The last way in")],
    });
    renderWithProviders(<PasskeysSection auth="client" />);
    renderAlone(<Toaster />);
    await userEvent.click(await screen.findByRole("button", { name: words.removeNamed.replace("{{name}}", "Work laptop") }));
    const dialog = await screen.findByRole("dialog", { name: words.removeTitle.replace("{{name}}", "Work laptop") });
    await userEvent.click(within(dialog).getByRole("button", { name: words.remove }));
    await waitFor(() => expect(api.calls.some((c) => c.method === "DELETE")).toBe(true));
    expect((await screen.findAllByText(words.removeFailed)).length).toBeGreaterThan(0);
  });

  it("is not shown where passkeys do not work on the server", async () => {
    device();
    const { calls } = fakeApi({ "GET /api/auth/providers": () => [200, { oidc: null, passwordLogin: "all", passkeys: false }] });
    renderWithProviders(<PasskeysSection auth="client" />);
    await vi.waitFor(() => expect(calls.length).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20))); // the answer is in
    expect(screen.queryByRole("heading")).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(["/api/auth/providers"]);
  });
});

describe("Sign in with a passkey", () => {
  it("asks this device for a passkey and opens the client's dashboard with the session", async () => {
    const { got } = device();
    const api = fakeApi({
      "POST /api/auth/passkey/start": () => [200, CEREMONY],
      "POST /api/auth/passkey/finish": () => [
        200,
        { token: "passkey-session", user: { _id: "u1", name: "Asha", brandName: "", email: "a@example.com", phone: "", role: "client", language: "en", appearance: "system" } },
      ],
    });
    renderWithProviders(<LoginForm variant="page" signIn={{ oidc: null, passwordLogin: "all", passkeys: true }} />, "/login");
    expect(screen.getByLabelText("Email", { exact: false }).getAttribute("autocomplete")).toBe("email webauthn");
    await userEvent.click(screen.getByRole("button", { name: auth.passkeyButton }));

    expect((await screen.findByTestId("location")).textContent).toBe("/dashboard");
    expect(window.localStorage.getItem(w.constants().clientTokenKey)).toBe("passkey-session");
    expect(got.mock.calls[0]?.[0].mediation).toBeUndefined();
    expect(api.calls.find((c) => c.path === "/api/auth/passkey/finish")?.body).toEqual({ ceremony: CEREMONY.ceremony, credential: { id: "existing-credential" } });
  });

  it("offers the email field's autofill only in a browser where a passkey was used before", async () => {
    const { got } = device({ autofill: true });
    const api = fakeApi({ "POST /api/auth/passkey/start": () => [200, CEREMONY] });
    const { unmount } = renderWithProviders(<LoginForm variant="page" signIn={{ oidc: null, passwordLogin: "all", passkeys: true }} />, "/login");
    await new Promise((resolve) => setTimeout(resolve, 30));
    // Nobody used a passkey here: a sign-in page costs the server nothing.
    expect(api.calls).toEqual([]);
    unmount();

    window.localStorage.setItem("portico.passkeyUsedHere", "1");
    renderWithProviders(<LoginForm variant="page" signIn={{ oidc: null, passwordLogin: "all", passkeys: true }} />, "/login");
    await waitFor(() => expect(got).toHaveBeenCalled());
    expect(got.mock.calls[0]?.[0].mediation).toBe("conditional");
    expect(api.calls.filter((c) => c.path === "/api/auth/passkey/start")).toHaveLength(1);
  });

  it("offers no passkey where the server has none", () => {
    device();
    fakeApi({});
    renderWithProviders(<LoginForm variant="page" signIn={{ oidc: null, passwordLogin: "all", passkeys: false }} />, "/login");
    expect(screen.queryByRole("button", { name: auth.passkeyButton })).toBeNull();
    expect(screen.getByLabelText("Email", { exact: false }).getAttribute("autocomplete")).toBe("email");
  });
});
