import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useRef } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { useConsoleQuery } from "./consoleQuery";

/** Two parts of the console that write the query on their own: a button and a timer. */
function Writers({ onTimer }: { onTimer(fire: () => void): void }) {
  const { params, update } = useConsoleQuery();
  // A debounced write made from an early render (its closure is older than the button's click).
  const early = useRef(update);
  useEffect(() => onTimer(() => early.current({ "t.q": "ash" }, { replace: true })), [onTimer]);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          update({ submission: "s1" }, { replace: true });
          update({ "t.page": 2 }, { replace: true });
        }}
      >
        open
      </button>
      <output>{params.toString()}</output>
    </>
  );
}

describe("useConsoleQuery", () => {
  it("applies every patch to the latest query: two in one event, and a timer's from an older render", async () => {
    let fire = () => {};
    const router = createMemoryRouter([{ path: "/admin", element: <Writers onTimer={(f) => (fire = f)} /> }], {
      initialEntries: ["/admin?section=submissions"],
    });
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole("button", { name: "open" }));
    act(() => fire());
    await screen.findByText("section=submissions&submission=s1&t.page=2&t.q=ash");
    expect(router.state.location.search).toBe("?section=submissions&submission=s1&t.page=2&t.q=ash");
  });
});
