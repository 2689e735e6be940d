import { act, render as renderAlone, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { errors } from "../../i18n/en.json";
import { apiError, fakeApi, type Answer } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { CONSTANTS } from "../../wasm/constants";
import { clearToasts } from "../toasts/store";
import { Toaster } from "../toasts/Toaster";
import { browser, OIDC_ATTEMPT_KEY } from "./attempt";
import { IdentitiesSection } from "./IdentitiesSection";

const ACME = { oidc: { name: "Acme SSO" }, passwordLogin: "all" };
const RAVI = { _id: "i1", issuer: "https://sso.example.com", email: "ravi@example.com", createdAt: Date.UTC(2026, 10, 2), lastUsedAt: null };

beforeEach(() => {
  window.localStorage.setItem(CONSTANTS.adminTokenKey, "staff-token");
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
  act(() => clearToasts());
});

function render() {
  renderWithProviders(<IdentitiesSection auth="admin" returnTo="/admin?section=settings" className="admin-block" />, "/admin");
  renderAlone(<Toaster />);
}

function api(more: Record<string, () => Answer> = {}, list: () => unknown[] = () => [RAVI]) {
  return fakeApi({
    "GET /api/auth/providers": () => [200, ACME],
    "GET /api/user/identities": () => [200, list()],
    ...more,
  });
}

describe("Sign-in with the identity provider, in one's settings", () => {
  it("is not there without a provider", async () => {
    const calls = fakeApi({ "GET /api/auth/providers": () => [200, { oidc: null, passwordLogin: "all" }] }).calls;
    render();
    await vi.waitFor(() => expect(calls.length).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20))); // the answer is in
    expect(screen.queryByRole("heading")).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(["/api/auth/providers"]);
  });

  it("lists the linked accounts with the caller's token", async () => {
    const calls = api().calls;
    render();
    const region = await screen.findByRole("region", { name: "Sign-in with Acme SSO" });
    const items = await within(region).findAllByRole("listitem");
    expect(items).toHaveLength(1);
    expect(items[0]?.textContent).toContain("ravi@example.com");
    expect(items[0]?.textContent).toContain("Provider: https://sso.example.com");
    expect(items[0]?.textContent).toContain("not used to sign in yet");
    expect(within(region).getByRole("list", { name: "Linked Acme SSO accounts" })).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/user/identities")?.headers.Authorization).toBe("Bearer staff-token");
  });

  it("says when none is linked yet", async () => {
    api({}, () => []);
    render();
    expect(await screen.findByText("No Acme SSO account is linked to yours yet.")).toBeTruthy();
  });

  it("links: a new attempt kept with the way back here, then the provider", async () => {
    const go = vi.spyOn(browser, "assign").mockImplementation(() => {});
    api({ "POST /api/user/identities/link": () => [200, { url: "https://sso.example.com/auth", binding: "b".repeat(43) }] });
    render();
    await userEvent.click(await screen.findByRole("button", { name: "Link my Acme SSO account" }));

    await vi.waitFor(() => expect(go).toHaveBeenCalledWith("https://sso.example.com/auth"));
    expect(JSON.parse(window.sessionStorage.getItem(OIDC_ATTEMPT_KEY) ?? "null")).toEqual({
      binding: "b".repeat(43),
      purpose: "link",
      from: "staff",
      returnTo: "/admin?section=settings",
      provider: "Acme SSO",
    });
  });

  it("unlinks once confirmed, then reads the list again", async () => {
    let linked = [RAVI];
    const calls = api(
      {
        "DELETE /api/user/identities/i1": () => {
          linked = [];
          return [204];
        },
      },
      () => linked,
    ).calls;
    render();
    await userEvent.click(await screen.findByRole("button", { name: "Unlink ravi@example.com" }));
    const dialog = await screen.findByRole("dialog", { name: "Unlink ravi@example.com?" });
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Unlink" }));

    expect(await screen.findByText("No Acme SSO account is linked to yours yet.")).toBeTruthy();
    expect(await screen.findByText("ravi@example.com is unlinked")).toBeTruthy();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.headers.Authorization)).toEqual(["Bearer staff-token"]);
  });

  it("says why the last way in cannot be unlinked", async () => {
    api({ "DELETE /api/user/identities/i1": () => [409, apiError("last_sign_in_method", "Last one")] });
    render();
    await userEvent.click(await screen.findByRole("button", { name: "Unlink ravi@example.com" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Unlink" }));

    expect(await screen.findByText(errors.last_sign_in_method)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Unlink ravi@example.com" })).toBeTruthy();
  });
});
