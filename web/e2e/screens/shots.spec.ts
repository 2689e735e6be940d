import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, settled, test } from "../fixtures";
import { SCREENS, signIn, type Who } from "./screens";

// The pictures of docs/design.md: every screen (screens.ts), light and dark, desktop and phone.
// Made by scripts/screens.sh (which sets SCREENS_DIR), never by the suite.

const OUT = process.env.SCREENS_DIR;
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

test.skip(!OUT, "scripts/screens.sh makes the screenshots");

for (const who of ["nobody", "client", "staff"] as Who[]) {
  for (const scheme of ["light", "dark"] as const) {
    test(`${who}, ${scheme}`, async ({ page }) => {
      const screens = SCREENS.filter((s) => s.who === who);
      test.setTimeout(30_000 + screens.length * 20_000);
      mkdirSync(OUT!, { recursive: true });
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
      await signIn(page, who);
      for (const screen of screens) {
        for (const [size, viewport] of Object.entries(SIZES)) {
          await page.setViewportSize(viewport);
          await screen.open(page);
          await settled(page);
          await expect(page.locator(".mantine-Loader-root, [data-loading]")).toHaveCount(0);
          // The first screenful and a little more: what a person sees on arriving.
          const height = Math.min(await page.evaluate(() => document.documentElement.scrollHeight), viewport.height * 2);
          await page.screenshot({
            path: path.join(OUT!, `${screen.name}-${size}-${scheme}.jpg`),
            type: "jpeg",
            quality: 70,
            clip: { x: 0, y: 0, width: viewport.width, height },
            fullPage: true,
            animations: "disabled",
          });
        }
      }
    });
  }
}
