import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const PASSWORD = process.env.E2E_PASSWORD ?? "portico-demo";

async function signInOnPage(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").first().fill(PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/projects$/);
}

test.describe("one client never sees another's projects", () => {
  test("Luc sees only his project, and Asha's workspace is not found", async ({ page }) => {
    await signInOnPage(page, "luc.martin@example.com");
    const main = page.getByRole("main");
    await expect(main.getByRole("link").filter({ hasText: "Bookings Platform" })).toBeVisible();
    for (const other of ["Storefront Revamp", "Inventory Mobile App", "Patient Portal"]) {
      await expect(main.getByText(other)).toHaveCount(0);
    }

    for (const path of ["/dashboard", "/clientProjects", "/profile"]) {
      await page.goto(path);
      await expect(main.getByText("Bookings Platform").first()).toBeVisible();
      await expect(main.getByText("Storefront Revamp")).toHaveCount(0);
    }

    await page.goto(`/clientHome/${encodeURIComponent("Storefront Revamp")}?section=tickets`);
    await expect(page.getByRole("heading", { level: 1, name: "Project not found" })).toBeVisible();
    await expect(page.getByText("Staging site is slow")).toHaveCount(0);
    await page.getByRole("link", { name: "Back to your projects" }).click();
    await expect(page).toHaveURL(/\/projects$/);

    // His own tickets only.
    await page.goto(`/clientHome/${encodeURIComponent("Bookings Platform")}?section=tickets`);
    const history = page.getByRole("region", { name: "All tickets" });
    await expect(history.getByRole("listitem").first()).toBeVisible();
    await expect(history.getByText(/\((Storefront Revamp|Inventory Mobile App)\)/)).toHaveCount(0);
  });
});
