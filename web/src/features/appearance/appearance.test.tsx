import { localStorageColorSchemeManager, MantineProvider } from "@mantine/core";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../test/fakeApi";
import { theme } from "../../theme";
import { loadWasm } from "../../wasm";
import { AppearanceChoice } from "./AppearanceChoice";
import { useStaffAppearance } from "./useAppearance";

beforeAll(async () => {
  await loadWasm();
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  document.documentElement.removeAttribute("data-mantine-color-scheme");
});

const PROFILE = { _id: "s1", name: "Ravi", brandName: "", email: "ravi@example.com", phone: "", role: "admin", language: "en" };

function withProviders(ui: React.ReactNode) {
  return render(
    <MantineProvider theme={theme} colorSchemeManager={localStorageColorSchemeManager({ key: "appearance" })} defaultColorScheme="auto">
      <MemoryRouter>{ui}</MemoryRouter>
    </MantineProvider>,
  );
}

const scheme = () => document.documentElement.getAttribute("data-mantine-color-scheme");

describe("AppearanceChoice", () => {
  it("draws the choice at once and keeps it on the account and in this browser", async () => {
    const { calls } = fakeApi({ "PUT /api/user/appearance": (call) => [200, call.body] });
    withProviders(<AppearanceChoice auth="client" />);
    const group = screen.getByRole("group", { name: "Appearance" });
    expect(screen.getByRole("radio", { name: "Same as this device" })).toHaveProperty("checked", true);
    await userEvent.click(screen.getByRole("radio", { name: "Dark" }));
    expect(scheme()).toBe("dark");
    await waitFor(() => expect(calls.filter((c) => c.path === "/api/user/appearance").map((c) => c.body)).toEqual([{ appearance: "dark" }]));
    expect(window.localStorage.getItem("appearance")).toBe("dark");
    expect(group).toBeTruthy();
  });
});

/** A console shell that draws itself again and again (every live change does). */
function Shell() {
  useStaffAppearance();
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      drawn {n}
    </button>
  );
}

describe("useStaffAppearance", () => {
  it("reads the staff member's appearance once, however often the console is drawn", async () => {
    const { calls } = fakeApi({ "GET /api/user/userProfile": () => [200, { ...PROFILE, appearance: "dark" }] });
    withProviders(<Shell />);
    await waitFor(() => expect(scheme()).toBe("dark"));
    for (let i = 0; i < 3; i++) await userEvent.click(screen.getByRole("button"));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(calls.filter((c) => c.path === "/api/user/userProfile")).toHaveLength(1);
  });
});
