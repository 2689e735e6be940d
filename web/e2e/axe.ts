import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Every WCAG 2.x A/AA and best-practice violation on the page as it is now, whatever its impact.
 * Each node carries axe's summary, so a failure says why (a contrast failure names its colours and
 * ratio).
 */
export async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
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
