import { MantineProvider } from "@mantine/core";
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { theme } from "../../theme";
import type { SudoAuth } from "./ask";
import SudoDialog from "./SudoDialog";

/** What the dialog answers: once, true when the person proved who they are. */
export interface SudoRequest {
  auth: SudoAuth;
  settle(proved: boolean): void;
}

/**
 * Shows "Confirm it's you" in a root of its own, over whatever page asked (only signed-in pages,
 * which carry the UI library's styles, make calls that can be refused so), and takes it away once
 * answered. A root of its own keeps it off every page's first load: nothing of it is fetched until
 * someone is asked.
 */
export function prompt(auth: SudoAuth): Promise<boolean> {
  return new Promise((resolve) => {
    const host = document.createElement("div");
    document.body.append(host);
    const root = createRoot(host);
    let settled = false;
    const settle = (proved: boolean) => {
      if (settled) return;
      settled = true;
      root.unmount();
      host.remove();
      resolve(proved);
    };
    root.render(
      <MantineProvider theme={theme} forceColorScheme="light">
        {/* The dialog's form reports failures as every form does; it navigates nowhere itself. */}
        <MemoryRouter>
          <SudoDialog request={{ auth, settle }} />
        </MemoryRouter>
      </MantineProvider>,
    );
  });
}
