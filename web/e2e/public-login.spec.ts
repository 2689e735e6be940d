import { expect, test } from "./fixtures";
import { createClient, recordApiCalls, recordWasm } from "./public-helpers";

async function openModal(page: import("@playwright/test").Page) {
  await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
  const modal = page.getByRole("dialog", { name: "Login to your account" });
  await expect(modal).toBeVisible();
  return modal;
}

test.describe("the Login modal", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("validates through the shared rules, clears errors on edit and sends nothing while invalid", async ({ page }) => {
    const wasm = recordWasm(page);
    const calls = recordApiCalls(page);
    await page.goto("/");
    expect(wasm.loaded()).toBe(false); // the rules are fetched when the modal is wanted

    const modal = await openModal(page);
    await expect(modal.getByLabel("Email")).toBeFocused();

    await modal.getByRole("button", { name: "Login", exact: true }).click();
    await expect(modal.getByText("Email is required")).toBeVisible();
    await expect(modal.getByText("Password is required")).toBeVisible();
    await expect(modal.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(modal.getByLabel("Email")).toBeFocused();
    expect(wasm.loaded()).toBe(true);

    await modal.getByLabel("Email").fill("someone@example");
    await expect(modal.getByText("Email is required")).toHaveCount(0);
    await expect(modal.getByText("Password is required")).toBeVisible();
    await modal.getByLabel("Password", { exact: true }).fill("x");
    await expect(modal.getByText("Password is required")).toHaveCount(0);

    await modal.getByRole("button", { name: "Login", exact: true }).click();
    await expect(modal.getByText("Invalid email format")).toBeVisible();
    // A top-level domain of 2 to 7 letters only.
    await modal.getByLabel("Email").fill("someone@example.technology");
    await modal.getByRole("button", { name: "Login", exact: true }).click();
    await expect(modal.getByText("Invalid email format")).toBeVisible();

    // Opening it asks only how people sign in here (the identity provider's button): nothing is sent.
    expect(calls.filter((c) => c !== "GET /api/auth/providers")).toEqual([]);
  });

  test("shows and hides the password", async ({ page }) => {
    await page.goto("/about");
    const modal = await openModal(page);
    const password = modal.getByLabel("Password", { exact: true });
    await password.fill("secret");
    await expect(password).toHaveAttribute("type", "password");
    await modal.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await modal.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("traps focus, closes on Escape and gives focus back to Login", async ({ page }) => {
    await page.goto("/services");
    const login = page.getByRole("banner").getByRole("button", { name: "Login" });
    const modal = await openModal(page);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
    await expect(login).toBeFocused();

    // And again, from the close button.
    await login.click();
    await expect(modal).toBeVisible();
    await modal.getByRole("button", { name: "Close" }).click();
    await expect(modal).toBeHidden();
  });

  test.describe("refused credentials", () => {
    test.use({ expectedConsoleErrors: [/status of 401/] });

    test("keep the modal open with the closable 'Login Failed' toast", async ({ page, request }) => {
      const client = await createClient(request);
      await page.goto("/");
      const modal = await openModal(page);
      await modal.getByLabel("Email").fill(client.email);
      await modal.getByLabel("Password", { exact: true }).fill("not-the-password");
      await modal.getByRole("button", { name: "Login", exact: true }).click();

      const toast = page.getByRole("alert").filter({ hasText: "Login Failed" });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText("Please check your credentials and try again.");
      await expect(modal).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

      await toast.getByRole("button", { name: "Close" }).click();
      await expect(toast).toBeHidden();
    });
  });

  test("accepted credentials store the token and land on /projects with the welcome toast", async ({ page, request }) => {
    const client = await createClient(request);
    await page.goto("/");
    const modal = await openModal(page);
    await modal.getByLabel("Email").fill(client.email);
    await modal.getByLabel("Password", { exact: true }).fill(client.password);
    await modal.getByRole("button", { name: "Login", exact: true }).click();

    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole("status").filter({ hasText: /^Welcome! Please choose your project\./ })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem("token"));
    expect(token?.length).toBeGreaterThan(20);
    await expect(page.getByRole("dialog", { name: "Login to your account" })).toHaveCount(0);

    // Signed in, the header's Login goes straight to the projects.
    await page.goto("/about");
    await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole("dialog", { name: "Login to your account" })).toHaveCount(0);
  });
});
