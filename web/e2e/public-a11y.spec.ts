import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { PUBLIC_PAGES } from "./public-helpers";

test.describe("accessibility (axe): no serious or critical violation", () => {
  for (const p of PUBLIC_PAGES) {
    test(`${p.path}, desktop and phone`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(p.path);
      await page.waitForLoadState("networkidle");
      expect(await seriousViolations(page)).toEqual([]);

      await page.setViewportSize({ width: 390, height: 844 });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("with the header scrolled, accordions open and form errors shown", async ({ page }) => {
    await page.goto("/services");
    await page.mouse.wheel(0, 600);
    for (const button of await page.locator(".accordion-heading button").all()) await button.click();
    await expect(page.locator('.accordion-heading button[aria-expanded="true"]')).toHaveCount(4);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto("/contact");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("with the Login modal open", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
    const modal = page.getByRole("dialog", { name: "Login to your account" });
    await modal.getByRole("button", { name: "Login", exact: true }).click();
    await expect(modal.getByText("Password is required")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("with the mobile drawer open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Main navigation" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("with the chat open, mid-conversation", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Chat with our assistant" }).click();
    const input = page.getByRole("textbox", { name: "Your message" });
    await input.fill("Ann");
    await input.press("Enter");
    await expect(page.getByRole("group", { name: "Suggested answers" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("keyboard", () => {
  test("the lifecycle accordion: Enter and Space toggle, arrows move, several stay open", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Blueprint to Brilliance" });
    const planning = section.getByRole("button", { name: "Planning" });
    const designing = section.getByRole("button", { name: "Designing" });
    await planning.focus();
    await page.keyboard.press("Enter");
    await expect(planning).toHaveAttribute("aria-expanded", "true");
    await expect(section.getByRole("region", { name: "Planning" })).toContainText("requirements");

    await page.keyboard.press("ArrowDown");
    await expect(designing).toBeFocused();
    await page.keyboard.press("Space");
    await expect(designing).toHaveAttribute("aria-expanded", "true");
    await expect(planning).toHaveAttribute("aria-expanded", "true"); // several open at once

    await page.keyboard.press("End");
    await expect(section.getByRole("button", { name: "Maintenance" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(planning).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(planning).toHaveAttribute("aria-expanded", "false");
    await expect(section.getByRole("region", { name: "Planning" })).toBeHidden();
    expect(await section.getByRole("button").count()).toBe(6);
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });
});
