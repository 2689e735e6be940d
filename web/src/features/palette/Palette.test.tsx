import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { loadPaletteWords } from "../../i18n";
import { theme } from "../../theme";
import type { Hit } from "./match";
import { Palette, type Source } from "./Palette";

beforeAll(async () => {
  await loadPaletteWords();
});

const HITS: Hit[] = [
  { kind: "project", id: "p1", title: "Storefront Revamp", detail: "", href: "/clientHome/Storefront%20Revamp" },
  { kind: "project", id: "p2", title: "Inventory App", detail: "", href: "/clientHome/Inventory%20App" },
  { kind: "ticket", id: "t1", title: "Store hours are wrong", detail: "Storefront Revamp", href: "/clientHome/Storefront%20Revamp?section=tickets&ticket=t1" },
];

/** Where the palette navigated: path and query. */
function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/** `palette` on every path, with where it went beside it. */
function renderAnywhere(palette: ReactElement) {
  render(
    <MantineProvider theme={theme}>
      <MemoryRouter initialEntries={["/"]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {palette}
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

function renderPalette(source: Source, onClose = vi.fn()) {
  renderAnywhere(<Palette source={source} audience="client" onClose={onClose} />);
  return { onClose, box: screen.getByRole("combobox", { name: "Find a project or ticket" }) };
}

describe("the command palette", () => {
  it("filters a client's projects and tickets by a few letters and opens the one chosen with the keys", async () => {
    const { onClose, box } = renderPalette({ kind: "local", load: async () => HITS });
    const list = screen.getByRole("listbox", { name: "Results" });
    expect(await within(list).findAllByRole("option")).toHaveLength(3);

    fireEvent.change(box, { target: { value: "stor" } });
    const options = within(list).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["ProjectStorefront Revamp", "TicketStore hours are wrongStorefront Revamp"]);
    expect(screen.getByRole("status").textContent).toBe("2 results");
    expect(box.getAttribute("aria-activedescendant")).toBe(options[0]?.id);
    expect(options[0]?.getAttribute("aria-selected")).toBe("true");

    fireEvent.keyDown(box, { key: "ArrowDown" });
    expect(box.getAttribute("aria-activedescendant")).toBe(options[1]?.id);
    fireEvent.keyDown(box, { key: "ArrowDown" });
    expect(box.getAttribute("aria-activedescendant")).toBe(options[0]?.id);
    fireEvent.keyDown(box, { key: "ArrowUp" });
    expect(box.getAttribute("aria-activedescendant")).toBe(options[1]?.id);

    fireEvent.keyDown(box, { key: "Enter" });
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/clientHome/Storefront%20Revamp?section=tickets&ticket=t1"));
  });

  it("says when nothing matches, and closes with the dialog (Escape)", async () => {
    const { onClose, box } = renderPalette({ kind: "local", load: async () => HITS });
    await within(screen.getByRole("listbox")).findAllByRole("option");
    fireEvent.change(box, { target: { value: "zzz" } });
    expect(screen.getByRole("status").textContent).toBe("Nothing matches “zzz”.");
    expect(box.getAttribute("aria-expanded")).toBe("false");
    fireEvent.keyDown(box, { key: "Enter" });
    expect(screen.getByTestId("where").textContent).toBe("/");
    // Escape is left to the native dialog, which closes (jsdom has no Escape of its own: its close event stands in).
    expect(fireEvent.keyDown(box, { key: "Escape" })).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent(screen.getByRole("dialog"), new Event("close"));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("asks staff's query of the server once typing pauses, and opens a hit with a click", async () => {
    const search = vi.fn(async (query: string) => [{ kind: "client" as const, id: "c1", title: "Asha Verma", detail: `Verma Retail (${query})`, href: "?section=clients&client=c1" }]);
    renderAnywhere(<Palette source={{ kind: "remote", search }} audience="staff" onClose={() => {}} />);
    const box = screen.getByRole("combobox", { name: "Find a client, project or ticket" });
    expect(screen.getByRole("status").textContent).toBe("Type a few letters of a name.");
    fireEvent.change(box, { target: { value: "ver" } });
    fireEvent.change(box, { target: { value: "verm" } });
    const option = await screen.findByRole("option", { name: /Asha Verma/ });
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]?.[0]).toBe("verm");
    fireEvent.click(option);
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/?section=clients&client=c1"));
  });
});
