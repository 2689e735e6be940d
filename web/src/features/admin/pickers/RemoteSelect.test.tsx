import { MantineProvider } from "@mantine/core";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { theme } from "../../../theme";
import { RemoteSelect, type Option } from "./RemoteSelect";

// jsdom does not scroll; Mantine scrolls the selected option into view.
if (typeof Element.prototype.scrollIntoView !== "function") Element.prototype.scrollIntoView = () => {};

const CLIENTS: Option[] = [
  { value: "c1", label: "Asha Verma" },
  { value: "c2", label: "Luc Martin" },
  { value: "c3", label: "Grace Okafor" },
];

function setup(initial: string | null) {
  const search = vi.fn(async (q: string) => CLIENTS.filter((c) => c.label.toLowerCase().includes(q.toLowerCase())).slice(0, 2));
  const resolve = vi.fn(async (id: string) => CLIENTS.find((c) => c.value === id)?.label ?? "?");
  const changes: (string | null)[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <RemoteSelect
        label="Client"
        nothingFound="No client matches"
        anyLabel="Any client"
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        search={search}
        resolve={resolve}
      />
    );
  }
  render(
    <MantineProvider theme={theme} env="test">
      <Harness />
    </MantineProvider>,
  );
  return { search, resolve, changes, input: screen.getByRole("combobox", { name: "Client" }) };
}

describe("RemoteSelect", () => {
  it("searches on the server after a pause, with what was typed, and picks an option", async () => {
    const { search, changes, input } = setup(null);
    await waitFor(() => expect(search).toHaveBeenCalledWith("", expect.any(AbortSignal)));
    await userEvent.click(input);
    await userEvent.type(input, "gra");
    await waitFor(() => expect(search).toHaveBeenLastCalledWith("gra", expect.any(AbortSignal)));
    // Typing letter by letter does not send a search per letter.
    expect(search.mock.calls.map(([q]) => q)).toEqual(["", "gra"]);
    await userEvent.click(await screen.findByRole("option", { name: "Grace Okafor" }));
    expect(changes).toEqual(["c3"]);
    expect(input).toHaveProperty("value", "Grace Okafor");
  });

  it("names a chosen record that is not among the options (an id from the URL)", async () => {
    const { resolve, search, input } = setup("c3");
    await waitFor(() => expect(input).toHaveProperty("value", "Grace Okafor"));
    expect(resolve).toHaveBeenCalledWith("c3", expect.any(AbortSignal));
    // While the box shows the chosen label, the options are the unsearched list.
    await waitFor(() => expect(search).toHaveBeenCalled());
    expect(search.mock.calls.every(([q]) => q === "")).toBe(true);
  });

  it("offers Any first while something is chosen: choosing it turns the filter off", async () => {
    const { changes, input } = setup("c1");
    await waitFor(() => expect(input).toHaveProperty("value", "Asha Verma"));
    await userEvent.click(input);
    const options = await screen.findAllByRole("option");
    expect(options[0]?.textContent).toBe("Any client");
    await userEvent.click(options[0] as HTMLElement);
    expect(changes).toEqual([null]);
    expect(input).toHaveProperty("value", "");
  });
});
