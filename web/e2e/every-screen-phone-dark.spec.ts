import { seriousViolations } from "./axe";
import { expect, settled, test } from "./fixtures";
import { SCREENS, shortMainActions, sidewaysOverflow, signIn, smallTargets, type Who } from "./screens/screens";

// Every screen of the portal and the console (e2e/screens.ts), drawn dark as the device asks
// (nobody chose otherwise: "Same as this device"): axe finds no serious violation (WCAG 2.2 AA,
// contrast included). Then the same screen at a phone's size (390 × 844): nothing scrolls
// sideways, every target is at least 24 × 24 pixels or has room around it (WCAG 2.2's 2.5.8), and
// a screen's main actions (regular buttons) are 44 pixels tall.
// The light scheme's axe checks are a11y-every-screen's and portal-a11y's.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

for (const who of ["nobody", "client", "staff"] as Who[]) {
  test(`every screen for ${who === "nobody" ? "someone signed out" : `a ${who}`}: dark, then on a phone`, async ({ page }) => {
    const screens = SCREENS.filter((s) => s.who === who);
    test.setTimeout(40_000 + screens.length * 15_000);
    await page.emulateMedia({ colorScheme: "dark" });
    await signIn(page, who);
    for (const screen of screens) {
      await page.setViewportSize(DESKTOP);
      await screen.open(page);
      await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
      await settled(page);
      await expect(page.locator(".mantine-Loader-root, [data-loading]")).toHaveCount(0);
      expect.soft(await seriousViolations(page), `${screen.name}, dark`).toEqual([]);

      await page.setViewportSize(PHONE);
      await settled(page);
      expect.soft(await sidewaysOverflow(page), `${screen.name}, phone: sideways scroll`).toEqual([]);
      expect.soft(await smallTargets(page), `${screen.name}, phone: targets under 24 px`).toEqual([]);
      expect.soft(await shortMainActions(page), `${screen.name}, phone: main actions under 44 px`).toEqual([]);
    }
  });
}
