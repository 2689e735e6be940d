import { signInClientThroughApi } from "./admin-helpers";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";

const WORKSPACE = `/clientHome/${encodeURIComponent("Storefront Revamp")}`;

const PAGES: [string, string][] = [
  ["/projects", "Please choose your project."],
  ["/dashboard", "All Projects"],
  ["/clientProjects", "Client projects"],
  ["/profile", "Your projects"],
  ["/profileSettings", "Settings"],
  ["/people", "People"],
  [WORKSPACE, "In Progress"],
  [`${WORKSPACE}?section=goals`, "Agreed Goals"],
  [`${WORKSPACE}?section=money`, "Milestones"],
  [`${WORKSPACE}?section=files`, "Files"],
  [`${WORKSPACE}?section=activity`, "Statement of work"],
  [`${WORKSPACE}?section=getting-started`, "Step 1: Learn about the structure"],
  [`${WORKSPACE}?section=sprints`, "Sprints"],
  [`${WORKSPACE}?section=tasks`, "Cart and checkout"],
  [`${WORKSPACE}?section=code-updates`, "Code updates"],
  [`${WORKSPACE}?section=tickets`, "Active tickets"],
];

test.describe("portal accessibility (axe): no serious or critical violation", () => {
  test.beforeEach(async ({ page }) => {
    await signInClientThroughApi(page, "asha.verma@example.com");
  });

  for (const [path, heading] of PAGES) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("board, team card, open ticket, menus and dialogs", async ({ page }) => {
    await page.goto(`${WORKSPACE}?section=tasks`);
    await page.getByRole("tab", { name: "Board" }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Rohan Gupta" }).first().click();
    await expect(page.getByRole("dialog")).toHaveCSS("opacity", "1");
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await page.goto(`${WORKSPACE}?section=tickets`);
    await page.getByRole("button", { name: /Staging site is slow/ }).first().click();
    await page.getByRole("button", { name: "Create Ticket" }).click();
    await expect(page.getByRole("form", { name: "Create Ticket" }).getByRole("alert")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "My Account" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await page.goto("/profile");
    await page.getByRole("button", { name: "New", exact: true }).click();
    // Measure once the opening transition has finished (half-faded text fails contrast).
    await expect(page.getByRole("dialog")).toHaveCSS("opacity", "1");
    expect(await seriousViolations(page)).toEqual([]);
    // Field errors shown.
    await page.getByRole("dialog").getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("dialog").getByLabel("Project title")).toHaveAttribute("aria-invalid", "true");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("phone width", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ["/dashboard", WORKSPACE, `${WORKSPACE}?section=tickets`, "/profile"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});

test.describe("portal sign-in page accessibility", () => {
  test("/login, empty and with errors", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByText(/required/).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
