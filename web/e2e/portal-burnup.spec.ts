import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";

// Seeded demo data (`portico seed`): Asha Verma's "Storefront Revamp" has four sprints and a
// history of task status changes, so its burn-up has days to draw.
const EMAIL = "asha.verma@example.com";
const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? "admin@example.com";
const PASSWORD = process.env.E2E_PASSWORD ?? "portico-demo";
const PROJECT = "Storefront Revamp";
const WORKSPACE = `/clientHome/${encodeURIComponent(PROJECT)}`;
const SUMMARY = /^Burn-up from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}: \d+ of \d+ tasks done; scope (went from \d+ to|stayed at) \d+\.$/;

async function tokenOf(page: Page, path: string, email: string) {
  const res = await page.request.post(path, { data: { email, password: PASSWORD } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

test.describe("burn-up", () => {
  test("the road map shows the project's burn-up, each sprint's, and prints without the selector", async ({ page }) => {
    const token = await tokenOf(page, "/api/user/login", EMAIL);
    await page.goto("/about");
    await page.evaluate((t) => window.localStorage.setItem("token", t), token);
    await page.goto(WORKSPACE);

    const progress = page.getByRole("region", { name: "Progress", exact: true });
    const figure = progress.getByRole("figure", { name: "Burn-up: Whole project" });
    await expect(figure).toBeVisible();
    await expect(figure.getByRole("img")).toHaveAttribute("aria-label", SUMMARY);
    await expect(figure.getByRole("listitem")).toHaveText(["Done", "Scope"]);
    await expect(figure.getByRole("table")).toBeAttached();
    expect(await seriousViolations(page)).toEqual([]);

    await progress.getByLabel("Show").selectOption({ label: "Cart and checkout" });
    const sprint = progress.getByRole("figure", { name: "Burn-up: Cart and checkout" });
    await expect(sprint.getByRole("img")).toHaveAttribute("aria-label", SUMMARY);
    expect(await seriousViolations(page)).toEqual([]);

    await page.emulateMedia({ media: "print" });
    await expect(progress.getByLabel("Show")).toBeHidden();
    await expect(sprint.getByRole("img")).toBeVisible();
  });

  test("staff see the same burn-up on the console's project details", async ({ page }) => {
    const client = await tokenOf(page, "/api/user/login", EMAIL);
    const projects = await page.request.get("/api/project/projectsUser", { headers: { Authorization: `Bearer ${client}` } });
    const list = (await projects.json()) as { _id: string; title: string }[];
    const id = list.find((p) => p.title === PROJECT)?._id;
    expect(id).toBeTruthy();

    const token = await tokenOf(page, "/api/admin/login", ADMIN_EMAIL);
    await page.goto("/about");
    await page.evaluate((t) => window.localStorage.setItem("adminToken", t), token);
    await page.goto(`/admin?section=projects&project=${id}&tab=details`);
    const figure = page.getByRole("region", { name: "Progress", exact: true }).getByRole("figure", { name: "Burn-up: Whole project" });
    await expect(figure.getByRole("img")).toHaveAttribute("aria-label", SUMMARY);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
