import { PASSWORD, signInClientThroughApi } from "./admin-helpers";
import { expect, test } from "./fixtures";

test.describe("profile", () => {
  test("details, contact block, project search and Type filter", async ({ page }) => {
    await signInClientThroughApi(page, "asha.verma@example.com");
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Asha Verma" })).toBeVisible();
    await expect(page.getByText("Verma Retail")).toBeVisible();
    await expect(page.getByText("asha.verma@example.com")).toBeVisible();
    await expect(page.getByRole("region", { name: "Contact and support" }).getByRole("link").first()).toHaveAttribute(
      "href",
      /^mailto:/,
    );

    const projects = page.getByRole("region", { name: "Your projects" });
    const cards = projects.getByRole("listitem");
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText("Sprints : 4");

    await projects.getByLabel("Search projects").fill("inventory");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Inventory Mobile App");
    await projects.getByLabel("Search projects").fill("");
    // Every demo project has an active sprint and none is completed.
    await projects.getByLabel("Type").selectOption("active");
    await expect(cards).toHaveCount(2);
    await projects.getByLabel("Type").selectOption("completed");
    await expect(cards).toHaveCount(0);
    await expect(projects.getByText("No project matches your search.")).toBeVisible();
  });

  test("New sends project requirements to the team", async ({ page }) => {
    await signInClientThroughApi(page, "luc.martin@example.com");
    await page.goto("/profile");
    await page.getByRole("button", { name: "New", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "New project requirements" });
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByLabel("Project title")).toHaveAttribute("aria-invalid", "true");

    const title = `Loyalty programme ${Date.now()}`;
    await dialog.getByLabel("Project title").fill(title);
    await dialog.getByLabel("Project cost").fill("EUR 20,000");
    await dialog.getByLabel("Timeline").fill("3 months");
    await dialog.getByLabel("Description").fill("Points for every booking, redeemable online.");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Requirements shared." })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const requests = page.getByRole("region", { name: "Your project requests" });
    await expect(requests.getByRole("listitem").filter({ hasText: title })).toContainText("EUR 20,000");
  });

  test("Edit Profile is validated and saved; the top bar follows", async ({ page }) => {
    await signInClientThroughApi(page, "luc.martin@example.com");
    await page.goto("/profile");
    await page.getByRole("button", { name: "Edit Profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Profile" });
    await dialog.getByLabel("Contact number").fill("12");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByLabel("Contact number")).toHaveAttribute("aria-invalid", "true");

    await dialog.getByLabel("Contact number").fill("9876543210");
    await dialog.getByLabel(/^Name/).fill("Luc Martin-Durand");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Profile updated.")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Luc Martin-Durand" })).toBeVisible();
    await expect(page.getByText("Welcome, Luc Martin-Durand")).toBeVisible();
    await expect(page.getByText("9876543210")).toBeVisible();

    // Put the name back for the other journeys.
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await dialog.getByLabel(/^Name/).fill("Luc Martin");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Luc Martin", exact: true })).toBeVisible();
  });
});

test.describe("settings: password", () => {
  // Chromium logs the refused change (400) as a console error; that answer is the point here.
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test("a wrong current password is refused; a right one changes it and ends other sessions", async ({ page }) => {
    const email = "grace.okafor@example.com";
    // Another browser signed in as the same person.
    const other = await page.request.post("/api/user/login", { data: { email, password: PASSWORD } });
    const otherToken = ((await other.json()) as { token: string }).token;

    await signInClientThroughApi(page, email);
    await page.goto("/profileSettings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    const form = page.getByRole("form", { name: "Password" });
    await form.getByLabel("Current password").fill("not-my-password");
    await form.getByLabel("New password").fill("a-brand-new-secret");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");

    await form.getByLabel("Current password").fill(PASSWORD);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Password changed.")).toBeVisible();
    expect((await page.request.get("/api/user/userProfile", { headers: { Authorization: `Bearer ${otherToken}` } })).status()).toBe(401);
    // This session stays.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

    // Change it back.
    await form.getByLabel("Current password").fill("a-brand-new-secret");
    await form.getByLabel("New password").fill(PASSWORD);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Password changed.")).toBeVisible();
  });
});
