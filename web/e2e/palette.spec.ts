import { expect, test } from "./fixtures";
import { ASHA, PASSWORD, seriousViolations, signInAdmin } from "./admin-helpers";

// The command palette (Ctrl/⌘-K): the demo data's project and client, found by a few letters.
const PROJECT = "Storefront Revamp";

test.describe("the command palette", () => {
  test("a client finds a project by a few letters and opens it, on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const res = await page.request.post("/api/user/login", { data: { email: ASHA.email, password: PASSWORD } });
    const { token } = (await res.json()) as { token: string };
    await page.goto("/about");
    await page.evaluate((t) => window.localStorage.setItem("token", t), token);
    await page.goto("/dashboard");

    // The button opens it and Escape closes it, focus back on the button.
    const button = page.getByRole("banner").getByRole("button", { name: "Search" });
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Go to" });
    const box = dialog.getByRole("combobox", { name: "Find a project or ticket" });
    await expect(box).toBeFocused();
    await expect(dialog.getByRole("option").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    // The shortcut, a few letters, Enter.
    await page.keyboard.press("Control+K");
    await expect(box).toBeFocused();
    await box.fill("stor rev");
    await expect(dialog.getByRole("option", { selected: true })).toContainText(PROJECT);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/clientHome/${encodeURIComponent(PROJECT)}`);
    await expect(page.getByRole("heading", { level: 1, name: PROJECT })).toBeVisible();
  });

  test("staff find a client from the console's side menu and open them", async ({ page }) => {
    await signInAdmin(page);
    await page.getByRole("navigation", { name: "Admin console" }).getByRole("button", { name: "Search" }).click();
    const dialog = page.getByRole("dialog", { name: "Go to" });
    await dialog.getByRole("combobox", { name: "Find a client, project or ticket" }).fill("asha");
    await dialog.getByRole("option", { name: new RegExp(`^Client ${ASHA.name}`) }).click();
    await expect(page).toHaveURL(/\/admin\?section=clients&client=/);
    await expect(page.getByRole("heading", { level: 1, name: ASHA.name })).toBeVisible();
  });
});
