import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";

// Seeded demo data (`portico seed`): Asha Verma's "Storefront Revamp" has four dated sprints,
// three goals with last dates and three payment milestones.
const EMAIL = "asha.verma@example.com";
const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? "admin@example.com";
const PASSWORD = process.env.E2E_PASSWORD ?? "portico-demo";
const PROJECT = "Storefront Revamp";
const WORKSPACE = `/clientHome/${encodeURIComponent(PROJECT)}`;
const SUMMARY = /^Timeline from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}, with a line for today \(\d{4}-\d{2}-\d{2}\)\. Sprints: \d+\./;

async function tokenOf(page: Page, path: string, email: string) {
  const res = await page.request.post(path, { data: { email, password: PASSWORD } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** The project as the client's API gives it: its id and its sprints' titles. */
async function theProject(page: Page, token: string) {
  const res = await page.request.get("/api/project/projectsUser", { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  const list = (await res.json()) as { _id: string; title: string; sprints: { title: string }[] }[];
  const project = list.find((p) => p.title === PROJECT);
  expect(project).toBeTruthy();
  return { id: project?._id ?? "", sprints: project?.sprints.map((s) => s.title) ?? [] };
}

test.describe("timeline", () => {
  test("the road map shows the project's timeline, names every sprint in words, and prints", async ({ page }) => {
    const token = await tokenOf(page, "/api/user/login", EMAIL);
    const { sprints } = await theProject(page, token);
    expect(sprints.length).toBeGreaterThan(0);
    await page.goto("/about");
    await page.evaluate((t) => window.localStorage.setItem("token", t), token);
    await page.goto(WORKSPACE);

    const section = page.getByRole("region", { name: "Timeline", exact: true });
    const figure = section.getByRole("figure", { name: "Timeline" });
    await expect(figure).toBeVisible();
    await expect(figure.getByRole("img")).toHaveAttribute("aria-label", SUMMARY);
    await expect(figure.getByRole("listitem")).toHaveText(["Completed", "Active", "Late", "Upcoming", "Goal's last date", "Payment milestone", "Today"]);

    // The text alternative: a row per sprint, named by its title, with its dates.
    const table = figure.getByRole("table", { name: "Sprints on the timeline" });
    await expect(table.getByRole("rowheader")).toHaveText(sprints);
    const date = /^\d{4}-\d{2}-\d{2}$/;
    for (const title of sprints) {
      const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: title, exact: true }) });
      await expect(row.getByRole("cell")).toHaveText([date, date, /^(Completed|Active|Late|Upcoming)$/]);
    }
    await expect(figure.getByRole("table", { name: "Goals' last dates and payment milestones" })).toBeAttached();
    expect(await seriousViolations(page)).toEqual([]);

    await page.emulateMedia({ media: "print" });
    await expect(figure).toBeVisible();
    await expect(figure.getByRole("img")).toBeVisible();
  });

  test("printing the road map gives a report without the sidebar and controls", async ({ page }) => {
    const token = await tokenOf(page, "/api/user/login", EMAIL);
    await page.goto("/about");
    await page.evaluate((t) => window.localStorage.setItem("token", t), token);
    await page.goto(WORKSPACE);
    await expect(page.getByRole("region", { name: "In Progress" })).toBeVisible();
    // Goals and milestones are places of their own on screen; only paper shows them here.
    await expect(page.getByRole("heading", { name: "Agreed Goals", exact: true })).toHaveCount(0);
    const sidebar = page.getByRole("navigation", { name: new RegExp(PROJECT) });
    await expect(sidebar).toBeVisible();
    await expect(page.getByRole("button", { name: "Print report" })).toBeVisible();

    await page.emulateMedia({ media: "print" });
    await expect(sidebar).toBeHidden();
    await expect(page.locator(".portal-topbar")).toBeHidden();
    await expect(page.getByRole("button", { name: "Print report" })).toBeHidden();
    // What the report holds.
    for (const name of ["Overview", "Progress", "Timeline", "In Progress", "Agreed Goals", "Milestones"]) {
      await expect(page.getByRole("heading", { name, exact: true }), name).toBeVisible();
    }
    await expect(page.getByRole("region", { name: "Agreed Goals" }).getByRole("listitem").first()).toBeVisible();
  });

  test("staff see the same timeline on the console's project details", async ({ page }) => {
    const client = await tokenOf(page, "/api/user/login", EMAIL);
    const { id, sprints } = await theProject(page, client);

    const token = await tokenOf(page, "/api/admin/login", ADMIN_EMAIL);
    await page.goto("/about");
    await page.evaluate((t) => window.localStorage.setItem("adminToken", t), token);
    await page.goto(`/admin?section=projects&project=${id}&tab=details`);
    const figure = page.getByRole("region", { name: "Timeline", exact: true }).getByRole("figure", { name: "Timeline" });
    await expect(figure.getByRole("img")).toHaveAttribute("aria-label", SUMMARY);
    await expect(figure.getByRole("table", { name: "Sprints on the timeline" }).getByRole("rowheader")).toHaveText(sprints);
    // Goals and payments are read after the project; their dates then join the figure.
    await expect(figure.getByRole("table", { name: "Goals' last dates and payment milestones" })).toBeAttached();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
