import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { loadWasm } from "../../../wasm";
import { activity, PROJECT } from "../../code/testData";
import { TasksView } from "./TasksView";

beforeAll(async () => {
  await loadWasm();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A `fetch` whose one answer is given later, by calling `answer`. */
function deferredFetch() {
  let answer: (res: Response) => void = () => {};
  const stub = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
  vi.stubGlobal("fetch", stub);
  return { stub, answer: (status: number, body: unknown) => answer(new Response(JSON.stringify(body), { status })) };
}

const row = (title: string) => screen.getByRole("rowheader", { name: title }).closest("tr") as HTMLElement;

describe("TasksView with code activity", () => {
  it("shows the table at once, then each linked task's issue state and commits", async () => {
    const { stub, answer } = deferredFetch();
    renderWithProviders(<TasksView project={PROJECT} />);

    // The table does not wait for the code host.
    expect(row("Fix the header")).toBeTruthy();
    expect(within(row("Fix the header")).queryByText(/Open/)).toBeNull();
    await waitFor(() => expect(stub).toHaveBeenCalledTimes(1));
    expect(stub.mock.calls[0]).toEqual(["/api/code/p1", expect.anything()]);

    answer(200, activity());
    const header = row("Fix the header");
    await waitFor(() => expect(within(header).getByText(/#12 · Open/)).toBeTruthy());
    expect(within(header).getByText(/Linked issue/)).toBeTruthy();
    expect(within(header).getByText(/1 commit/)).toBeTruthy();
    expect(within(header).getByRole("link", { name: "0123456" }).getAttribute("href")).toContain("/commit/0123456789");
    // A task the server linked to nothing has no decoration.
    expect(within(row("Write the footer")).queryByText(/#\d+/)).toBeNull();
  });

  it("leaves the decorations out when the code activity cannot be read", async () => {
    const { stub, answer } = deferredFetch();
    const errors = vi.spyOn(console, "error");
    renderWithProviders(<TasksView project={PROJECT} />);
    await waitFor(() => expect(stub).toHaveBeenCalledTimes(1));
    answer(502, { error: { code: "code_host_unavailable", message: "down" } });
    await new Promise((r) => setTimeout(r, 20));
    expect(row("Fix the header")).toBeTruthy();
    expect(screen.queryByText(/#12/)).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
