import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { PaletteButton } from "./PaletteButton";

const project = (id: string, title: string) => ({ _id: id, title, client: { _id: "c1", name: "Asha Verma" }, sprints: [] });

describe("the command palette's button", () => {
  it("opens on Ctrl-K with the client's projects and tickets, each where the portal shows it", async () => {
    const api = fakeApi({
      "GET /api/project/projectsUser": () => [200, [project("p1", "Storefront Revamp"), project("p2", "Inventory App")]],
      "GET /api/ticket/c1": () => [200, [{ _id: "t1", title: "Logo is blurry", project: null, status: "Open" }]],
    });
    renderWithProviders(<PaletteButton />);
    expect(screen.getByRole("button", { name: "Search" }).getAttribute("aria-keyshortcuts")).toBe("Control+K Meta+K");
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.keyDown(window, { key: "k", ctrlKey: true });
    const dialog = await screen.findByRole("dialog", { name: "Go to" });
    const options = await within(dialog).findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["ProjectInventory App", "ProjectStorefront Revamp", "TicketLogo is blurry"]);
    // Only the portal's own calls, scoped by the server to this person.
    expect(api.calls.map((c) => c.path)).toEqual(["/api/project/projectsUser", "/api/ticket/c1"]);
  });
});
