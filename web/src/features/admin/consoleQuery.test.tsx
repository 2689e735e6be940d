import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { lazy, Suspense, useEffect, useRef } from "react";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
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

/** A list whose row link opens a page that is still loading when the list's search fires. */
function ListOrDetail({ onTimer, Detail }: { onTimer(fire: () => void): void; Detail: React.ComponentType }) {
  const { params, update } = useConsoleQuery();
  const early = useRef(update);
  useEffect(() => onTimer(() => early.current({ q: "acme" }, { replace: true })), [onTimer]);
  // The page drawn for the click suspends under a boundary already shown: the router's transition
  // keeps the list (and its timer) on screen until the page is ready, as a slow render does.
  if (params.get("client")) return <Detail />;
  return <Link to={`?${params.toString()}&client=c1`}>Details</Link>;
}

describe("a click while a search is pending", () => {
  it("opens what was clicked, even when the search fires while the clicked page still loads", async () => {
    let fire = () => {};
    let release = () => {};
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const Detail = lazy(() => loaded.then(() => ({ default: () => <h1>Client c1</h1> })));
    const router = createMemoryRouter(
      [
        {
          path: "/admin",
          element: (
            <Suspense fallback="loading">
              <ListOrDetail onTimer={(f) => (fire = f)} Detail={Detail} />
            </Suspense>
          ),
        },
      ],
      { initialEntries: ["/admin?section=clients"] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole("link", { name: "Details" }));
    // The router has taken the click; the page it opens is not drawn yet (a transition waits for it).
    expect(router.state.location.search).toBe("?section=clients&client=c1");
    expect(screen.getByRole("link", { name: "Details" })).toBeTruthy();
    act(() => fire());
    await act(async () => {
      release();
      await loaded;
    });
    await screen.findByRole("heading", { name: "Client c1" });
    expect(router.state.location.search).toBe("?section=clients&client=c1&q=acme");
  });
});
