import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeApi } from "../../test/fakeApi";
import { storeToken } from "../auth/session";
import { createMemoryRouter, RouterProvider } from "react-router";
import { theme } from "../../theme";
import { consoleHref, patchQuery, sectionOf } from "./consoleQuery";
import { ConsoleShell } from "./ConsoleShell";

function renderConsole(url: string) {
  const router = createMemoryRouter([{ path: "/admin", element: <ConsoleShell /> }], { initialEntries: [url] });
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

describe("console query", () => {
  it("names a section, the first one when absent or unknown", () => {
    expect(sectionOf("team")).toBe("team");
    expect(sectionOf(null)).toBe("today");
    expect(sectionOf("nope")).toBe("today");
  });

  it("patches parameters and drops empty ones", () => {
    const next = patchQuery(new URLSearchParams("section=team&page=3&q=a"), { page: null, q: "", member: "m 1" });
    expect(next.toString()).toBe("section=team&member=m+1");
    expect(consoleHref("projects", { project: "p1", tab: "sprints" })).toBe("?section=projects&project=p1&tab=sprints");
  });
});

describe("console shell", () => {
  it("shows the section of the URL and switches sections through the query string", async () => {
    const router = renderConsole("/admin?section=projectsData");
    expect(await screen.findByRole("heading", { level: 1, name: "Projects Data" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Projects Data" }).getAttribute("aria-current")).toBe("page");

    await userEvent.click(screen.getByRole("link", { name: "Audit log" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Audit log" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/admin");
    expect(router.state.location.search).toBe("?section=audit");

    await router.navigate(-1);
    expect(await screen.findByRole("heading", { level: 1, name: "Projects Data" })).toBeTruthy();
  });

  it("opens on Today, with every menu entry and Logout", async () => {
    renderConsole("/admin");
    expect(await screen.findByRole("heading", { level: 1, name: "Today" })).toBeTruthy();
    const menu = screen.getByRole("navigation", { name: "Admin console" });
    expect(screen.getByRole("link", { name: "Today" }).getAttribute("aria-current")).toBe("page");
    const names = [...menu.querySelectorAll("a")].map((a) => a.textContent);
    expect(names).toEqual(["Today", "My week", "Clients", "Projects", "Tickets", "Submissions", "Clients Data", "Projects Data", "Quotes", "Team", "Audit log", "Mail", "Staff", "Settings"]);
    expect(screen.getByRole("button", { name: "Logout" })).toBeTruthy();
  });
});

describe("a staff member who must set up two-factor first", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const required = { enabled: false, required: true, available: true, recoveryCodesLeft: 0 };

  it("sees only the setup and Logout when the sign-in said so", async () => {
    fakeApi({ "GET /api/user/twoFactor": () => [200, required] });
    await storeToken("admin", "setup-only-token", { setupOnly: true });
    renderConsole("/admin?section=team");
    expect(await screen.findByRole("heading", { level: 1, name: "Set up two-factor sign-in" })).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Set up two-factor sign-in" })).toBeTruthy();
    expect(screen.getByText("Two-factor sign-in is required for staff: set it up to continue.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Logout" })).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Admin console" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Team" })).toBeNull();
  });

  it("opens the console at once for any other session, asking nothing first", async () => {
    const api = fakeApi({});
    await storeToken("admin", "full-token");
    renderConsole("/admin?section=audit");
    expect(await screen.findByRole("heading", { level: 1, name: "Audit log" })).toBeTruthy();
    expect(api.calls.some((c) => c.path === "/api/user/twoFactor")).toBe(false);
  });

  it("gets the setup as soon as the server refuses a call for it", async () => {
    fakeApi({
      "GET /api/user/twoFactor": () => [200, { ...required, required: false }],
      "GET /api/admin/projectsData": () => [403, apiError("two_factor_setup_required", "Set up two-factor sign-in first.")],
    });
    renderConsole("/admin?section=projectsData");
    expect(await screen.findByRole("heading", { level: 1, name: "Set up two-factor sign-in" })).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Admin console" })).toBeNull();
  });
});
