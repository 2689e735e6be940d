import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
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
    expect(sectionOf(null)).toBe("clients");
    expect(sectionOf("nope")).toBe("clients");
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

  it("opens on Clients, with every menu entry and Logout", async () => {
    renderConsole("/admin");
    expect(await screen.findByRole("heading", { level: 1, name: "Clients" })).toBeTruthy();
    const menu = screen.getByRole("navigation", { name: "Admin console" });
    const names = [...menu.querySelectorAll("a")].map((a) => a.textContent);
    expect(names).toEqual(["Clients", "Projects", "Tickets", "Submissions", "Clients Data", "Projects Data", "Team", "Audit log", "Mail", "Staff", "Settings"]);
    expect(screen.getByRole("button", { name: "Logout" })).toBeTruthy();
  });
});
