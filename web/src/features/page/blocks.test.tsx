import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { PageHeader } from "./PageHeader";
import { initials } from "../ui/initials";
import { Avatar, Person } from "../ui/Person";
import { Skeleton } from "./Skeleton";

describe("the design language's building blocks", () => {
  it("a page header: the path to the page as links, the page itself marked current, one h1, its actions", () => {
    renderWithProviders(
      <PageHeader title="Acme Website" crumbs={[{ label: "All Projects", to: "/projects" }]} current="Tasks" actions={<button type="button">Add</button>} />,
    );
    const path = screen.getByRole("navigation", { name: "Breadcrumb" });
    const steps = path.querySelectorAll("li");
    expect([...steps].map((li) => li.textContent)).toEqual(["All Projects", "Tasks"]);
    expect(screen.getByRole("link", { name: "All Projects" }).getAttribute("href")).toBe("/projects");
    expect(steps[1]?.getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Acme Website");
    expect(screen.getByRole("button", { name: "Add" })).toBeTruthy();
  });

  it("a page header without a path has no breadcrumb navigation", () => {
    renderWithProviders(<PageHeader title="Settings" />);
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Settings");
  });

  it("a skeleton is one live region naming what loads; its shapes are hidden from screen readers", () => {
    renderWithProviders(<Skeleton label="Loading activity…" rows={4} />);
    const region = screen.getByRole("status", { name: "Loading activity…" });
    const lines = region.querySelectorAll(".pc-skeleton-line");
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(line.getAttribute("aria-hidden")).toBe("true");
  });

  it("a person: initials from the name, the picture when it loads, the initials again when it fails", () => {
    expect(initials("Asha Verma")).toBe("AV");
    expect(initials("  priya  ")).toBe("PR");
    expect(initials("Jean-Luc de la Tour")).toBe("JD");
    expect(initials("")).toBe("");
    renderWithProviders(<Person name="Asha Verma" />);
    expect(screen.getByText("AV").getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByText("Asha Verma")).toBeTruthy();

    renderWithProviders(<Avatar name="Meera Iyer" url="https://avatars.example.com/m.png" alt="Meera's picture" />);
    const picture = screen.getByRole("img", { name: "Meera's picture" });
    fireEvent.error(picture);
    expect(screen.queryByRole("img", { name: "Meera's picture" })).toBeNull();
    expect(screen.getByText("MI")).toBeTruthy();
  });
});
