import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, settled, test } from "../fixtures";
import { SCREENS, signIn, type Who } from "./screens";

// The pictures of docs/design.md's building blocks: each block as a screen of the running app
// shows it, light and dark. Made by scripts/screens.sh (which sets COMPONENTS_DIR), never by the suite.

const OUT = process.env.COMPONENTS_DIR;

interface Block {
  /** The picture's file name (and docs/design.md's anchor). */
  name: string;
  who: Who;
  /** The screen of screens.ts it is found on. */
  screen: string;
  phone?: boolean;
  /** Before the screen opens: what the block needs to show (a read held back, a read failing). */
  before?(page: Page): Promise<void>;
  /** The block on the screen (after anything it needs done). */
  find(page: Page): Promise<Locator>;
}

const first = (selector: string) => async (page: Page) => page.locator(selector).first();

/** The staff home's read: held until the test ends (a skeleton), or failing (the error with Retry). */
const today = (answer: "hold" | "fail") => async (page: Page) => {
  await page.route("**/api/admin/today", (route) => (answer === "fail" ? route.fulfill({ status: 503, json: { message: "unavailable", code: "unavailable" } }) : new Promise(() => {})));
};

const BLOCKS: Block[] = [
  { name: "page-header", who: "staff", screen: "console-client", find: first(".pc-page-header") },
  { name: "page-header-workspace", who: "client", screen: "workspace-tasks", find: first(".pc-page-header") },
  {
    name: "nav-drawer",
    who: "client",
    screen: "workspace-tasks",
    phone: true,
    find: async (page) => {
      await page.getByRole("button", { name: "Tasks", exact: true }).first().click();
      return page.locator(".workspace-sidebar").first();
    },
  },
  { name: "card", who: "client", screen: "workspace-goals", find: first(".workspace-content .card") },
  { name: "amount", who: "client", screen: "workspace-money", find: first(".workspace-content .card") },
  { name: "status-chip", who: "client", screen: "workspace-tasks", find: first(".workspace-content tbody tr") },
  { name: "person", who: "client", screen: "people", find: first("tbody tr") },
  { name: "activity-timeline", who: "client", screen: "workspace-activity", find: first(".activity-day") },
  { name: "table", who: "staff", screen: "console-clients", find: first("main table") },
  { name: "skeleton", who: "staff", screen: "console-today", before: today("hold"), find: first("[data-loading]") },
  { name: "error-with-retry", who: "staff", screen: "console-today", before: today("fail"), find: async (page) => page.getByRole("alert").first() },
  { name: "appearance-choice", who: "client", screen: "settings", find: first(".appearance-choice") },
  {
    name: "command-palette",
    who: "staff",
    screen: "console-today",
    find: async (page) => {
      await page.keyboard.press("Control+K");
      await page.getByRole("combobox", { name: /Find/ }).fill("stor");
      await expect(page.getByRole("option").first()).toBeVisible();
      return page.getByRole("dialog").first();
    },
  },
];

test.skip(!OUT, "scripts/screens.sh makes the pictures");
// The error block's read fails on purpose.
test.use({ expectedConsoleErrors: [/status of 503/] });

for (const scheme of ["light", "dark"] as const) {
  for (const block of BLOCKS) {
    test(`${block.name}, ${scheme}`, async ({ page }) => {
      mkdirSync(OUT!, { recursive: true });
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
      await page.setViewportSize(block.phone ? { width: 390, height: 844 } : { width: 1280, height: 800 });
      await signIn(page, block.who);
      await block.before?.(page);
      const screen = SCREENS.find((s) => s.name === block.screen)!;
      if (block.name === "skeleton") {
        // The screen's heading is there, its figures never come.
        await page.goto("/admin?section=today");
      } else {
        await screen.open(page);
        if (block.name !== "error-with-retry") await settled(page);
      }
      const found = await block.find(page);
      await expect(found).toBeVisible();
      await found.screenshot({ path: path.join(OUT!, `${block.name}-${scheme}.png`), animations: "disabled" });
    });
  }
}
