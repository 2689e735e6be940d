import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeApi } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { clearToasts } from "../toasts/store";
import { SessionsSection } from "./SessionsSection";

const THIS = {
  _id: "s1",
  createdAt: Date.UTC(2026, 11, 1, 9, 0),
  lastUsedAt: Date.UTC(2026, 11, 6, 9, 0),
  expiresAt: Date.UTC(2026, 11, 20),
  setupOnly: false,
  current: true,
  method: "passkey",
  browser: "Firefox",
  system: "Linux",
  network: "203.0.113.0/24",
};
const PHONE = { ...THIS, _id: "s2", current: false, method: "password", browser: "Safari", system: "iPhone", network: "198.51.100.0/24" };
const OFFICE = { ...THIS, _id: "s3", current: false, method: "code", browser: "Chrome", system: "Windows", network: "192.0.2.0/24" };

beforeEach(() => {
  window.localStorage.setItem("token", "client-token");
});

afterEach(() => {
  act(() => clearToasts());
});

describe("Where you are signed in", () => {
  it("lists each session (this one first), signs one out, then every other once confirmed", async () => {
    let list = [PHONE, THIS, OFFICE];
    const api = fakeApi({
      "GET /api/user/sessions": () => [200, list],
      "DELETE /api/user/sessions/s2": () => {
        list = list.filter((s) => s._id !== "s2");
        return [204];
      },
      "POST /api/user/sessions/signOutOthers": () => {
        list = list.filter((s) => s.current);
        return [204];
      },
    });
    renderWithProviders(<SessionsSection auth="client" />);
    const items = await screen.findAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toContain("Firefox on Linux");
    expect(items[0]?.textContent).toContain("This browser");
    expect(items[0]?.textContent).toContain("Network 203.0.113.0/24");
    expect(items[0]?.textContent).toContain("with a passkey");
    // This browser is not signed out from here (that is "Logout").
    expect(within(items[0]!).queryByRole("button")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Sign out Safari on iPhone" }));
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(2));
    expect(api.calls.some((c) => c.method === "DELETE" && c.path === "/api/user/sessions/s2")).toBe(true);

    await userEvent.click(screen.getByRole("button", { name: "Sign out everywhere else" }));
    const confirm = await screen.findByRole("dialog", { name: "Sign out everywhere else?" });
    expect(api.calls.some((c) => c.path === "/api/user/sessions/signOutOthers")).toBe(false);
    await userEvent.click(within(confirm).getByRole("button", { name: "Sign out everywhere else" }));
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(1));
    await waitFor(() => expect(screen.queryAllByRole("button", { name: "Sign out everywhere else" })).toHaveLength(0));
  });
});
