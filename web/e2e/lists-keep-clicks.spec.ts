import type { Page } from "@playwright/test";
import { goToSection, signInAdmin } from "./admin-helpers";
import { expect, test } from "./fixtures";

// A person in a hurry types in a list's search and clicks a row at once, before the search is
// sent (300 ms after the last keystroke). What they clicked opens, and stays open when the search
// fires a moment later. Each try opens the row's page cold (its code not yet loaded), the slowest
// and most exposed case. On both engines: the list's answer time is the engine's.

// Clicks from at once to just after the search is sent: the search's navigation and the click's
// cross in every order.
const CLICK_AFTER_MS = [0, 120, 240, 280, 300, 320, 360];

async function typeAndClick(page: Page, search: string, typed: string, link: RegExp, opened: RegExp, param: string) {
  const box = page.getByRole("searchbox", { name: search });
  for (const wait of CLICK_AFTER_MS) {
    await expect(page.getByRole("link", { name: link }).first()).toBeVisible();
    await box.fill(typed);
    if (wait) await page.waitForTimeout(wait);
    await page.getByRole("link", { name: link }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: opened }), `clicked ${wait} ms after typing`).toBeVisible();
    // The search fires after the click, or has just fired: what was clicked is still what shows.
    await page.waitForTimeout(400);
    await expect(page.getByRole("heading", { level: 1, name: opened }), `clicked ${wait} ms after typing`).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]${param}=`));
    // Back to the list, emptied, and a fresh load: the clicked page's code is fetched again.
    await page.goBack();
    await expect(box).toBeVisible();
    await box.fill("");
    await page.reload();
  }
}

test.describe("a click made while a search is pending opens what was clicked", () => {
  test("Clients: Details", async ({ page }) => {
    await signInAdmin(page);
    await goToSection(page, "Clients");
    // Every row on one page: the journeys before this one add clients of their own.
    await page.goto("/admin?section=clients&perPage=200");
    await typeAndClick(page, "Search clients", "Asha", /^Details of Asha Verma/, /^Asha Verma/, "client");
  });

  test("Projects: the project's page", async ({ page }) => {
    await signInAdmin(page);
    await goToSection(page, "Projects");
    // Every row on one page: the journeys before this one add projects of their own, newest first.
    await page.goto("/admin?section=projects&perPage=200");
    await typeAndClick(page, "Search projects", "Storefront", /^Details of Storefront Revamp/, /^Storefront Revamp/, "project");
  });
});
