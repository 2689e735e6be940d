import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Link } from "react-router";
import { describe, expect, it } from "vitest";
import { NavDrawer } from "./NavDrawer";

describe("NavDrawer", () => {
  it("names the current place on its button, opens on it, and closes when a place is picked", async () => {
    render(
      <MemoryRouter>
        <NavDrawer label="Sections of Site" current="Road Map">
          <ul>
            <li>
              <Link to="?section=goals">Goals and sign-off</Link>
            </li>
          </ul>
        </NavDrawer>
      </MemoryRouter>,
    );
    const nav = screen.getByRole("navigation", { name: "Sections of Site" });
    const toggle = screen.getByRole("button", { name: "Road Map" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(nav.getAttribute("data-open")).toBe("false");
    await userEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(document.getElementById(toggle.getAttribute("aria-controls")!)).toBeTruthy();
    await userEvent.click(screen.getByRole("link", { name: "Goals and sign-off" }));
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });
});
