import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Every WCAG 2.x A/AA and best-practice violation on the page as it is now, whatever its impact.
 * Each node carries axe's summary, so a failure says why (a contrast failure names its colours and
 * ratio).
 *
 * While a modal dialog is open, only the dialog and the popups it opened (a listbox, a menu) are
 * checked: the page behind it is inert, and the journeys check it before they open the dialog.
 * Contrast checks of a whole console page behind every dialog were most of a journey's time on a
 * loaded machine.
 */
export async function violations(page: Page) {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]);
  if (await page.locator('[role="dialog"][aria-modal="true"]:visible').count()) {
    builder = builder.include('[role="dialog"]').include('[role="listbox"]').include('[role="menu"]');
  }
  const results = await builder.analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary ?? ""}`),
  }));
}

/** The serious and critical ones. */
export async function seriousViolations(page: Page) {
  return (await violations(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
}
