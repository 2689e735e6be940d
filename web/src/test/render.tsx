import { MantineProvider } from "@mantine/core";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { theme } from "../theme";

/** Where a navigation led: the path, in `data-testid="location"`. */
function Elsewhere() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** Renders `ui` at `path` inside the app's providers; other paths render their name. */
export function renderWithProviders(ui: ReactElement, path = "/"): RenderResult {
  return render(
    <MantineProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}
