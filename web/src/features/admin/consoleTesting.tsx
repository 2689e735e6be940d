/** What the console's unit tests share (not imported by the app). */
import { MantineProvider } from "@mantine/core";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";
import { theme } from "../../theme";
import { loadWasm } from "../../wasm";
import { CONSTANTS } from "../../wasm/constants";
import { toast } from "../toasts/store";

/**
 * Registers the hooks every console test file needs: the rules module loaded once, a staff token
 * before each test (and toasts counted afresh, where the file mocks them), stubbed globals such as
 * `fetch` undone after each.
 */
export function setUpConsoleTests() {
  beforeAll(async () => {
    await loadWasm();
  });

  beforeEach(() => {
    window.localStorage.setItem(CONSTANTS.adminTokenKey, "staff-token");
    if (vi.isMockFunction(toast)) toast.mockClear();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

/** Renders `element` at `url` (the console's `/admin` with its query), in the app's theme; the router tells where it went. */
export function renderInConsole(element: ReactElement, url = "/admin") {
  const router = createMemoryRouter([{ path: "/admin", element }], { initialEntries: [url] });
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}
