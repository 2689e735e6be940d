import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { MenuButton } from "./MenuButton";

function setup() {
  const onLogout = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <>
            <MenuButton
              button={<span>My Account</span>}
              label="My Account"
              groups={[
                [
                  { label: "Profile", to: "/profile" },
                  { label: "Manage", to: "/manage" },
                ],
                [{ label: "Logout", onSelect: onLogout }],
              ]}
            />
            <button type="button">Elsewhere</button>
          </>
        ),
      },
      { path: "/profile", element: <h1>Profile page</h1> },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  return { onLogout, router, button: screen.getByRole("button", { name: "My Account" }) };
}

describe("MenuButton", () => {
  it("opens on click with focus on the first entry, named by its label, and says it is open", async () => {
    const { button } = setup();
    expect(button.getAttribute("aria-haspopup")).toBe("menu");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("menu")).toBeNull();

    await userEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const menu = screen.getByRole("menu", { name: "My Account" });
    expect(button.getAttribute("aria-controls")).toBe(menu.id);
    expect(screen.getAllByRole("menuitem").map((e) => e.textContent)).toEqual(["Profile", "Manage", "Logout"]);
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Profile" }));
    expect(screen.getByRole("separator")).toBeTruthy();
  });

  it("moves with the arrows, Home and End, wrapping; Escape closes back to the button", async () => {
    const { button } = setup();
    button.focus();
    await userEvent.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Logout" }));
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Profile" }));
    await userEvent.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Logout" }));
    await userEvent.keyboard("{Home}");
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Profile" }));
    await userEvent.keyboard("{End}");
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Logout" }));
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("Enter on the button opens it; Enter on an action runs it and closes", async () => {
    const { button, onLogout } = setup();
    button.focus();
    await userEvent.keyboard("{Enter}");
    expect(document.activeElement).toBe(screen.getByRole("menuitem", { name: "Profile" }));
    await userEvent.keyboard("{End}{Enter}");
    expect(onLogout).toHaveBeenCalledOnce();
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("a link entry goes to its page", async () => {
    const { button, router } = setup();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole("menuitem", { name: "Profile" }));
    expect(router.state.location.pathname).toBe("/profile");
    expect(await screen.findByRole("heading", { name: "Profile page" })).toBeTruthy();
  });

  it("a click elsewhere or Tab closes it", async () => {
    const { button } = setup();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(screen.queryByRole("menu")).toBeNull();
    await userEvent.click(button);
    await userEvent.tab();
    expect(screen.queryByRole("menu")).toBeNull();
  });
});
