import type { Page } from "@playwright/test";
import { goToSection, openDialog, signInAdmin, signInClientThroughApi } from "./admin-helpers";
import { CLIENT_EMAIL, openProject, StaffApi, unique } from "./admin-projects-helpers";
import { seriousViolations } from "./axe";
import { expect, settled, test } from "./fixtures";

// axe (WCAG 2.2 A and AA, best practice) on every screen, with the demo data on it. The screens
// other journeys already check in a particular state stay there (public-a11y, portal-a11y,
// admin-*, mail, oidc, two-factor); this file walks what nobody else opens: the account pages'
// own states, the 404, the admin sign-in with its Show/Hide button, and every section the portal's
// and the console's navigation offer (read from the page, so a new section is checked too).

const PASSWORD = process.env.E2E_PASSWORD ?? "portico-demo";
const ASHA = "asha.verma@example.com";
const PROJECT = "Storefront Revamp";

/** axe once the screen has its data: no request in flight, no loader left. */
async function expectNoSeriousViolation(page: Page, screen: string) {
  await settled(page);
  await expect(page.locator(".mantine-Loader-root, [data-loading]")).toHaveCount(0);
  expect(await seriousViolations(page), screen).toEqual([]);
}

const SIGNED_OUT: { path: string; heading: string | RegExp }[] = [
  { path: "/adminLogin", heading: "Admin sign-in" },
  { path: "/signInLink", heading: "Sign in to Portico" },
  { path: "/unsubscribe#a-link-from-an-email", heading: "Unsubscribe" },
  { path: "/unsubscribe", heading: "Unsubscribe" },
  { path: "/resetPassword", heading: "Choose a new password" },
  { path: "/invitation", heading: /./ },
  { path: "/forgotPassword?staff=1", heading: "Forgot your password?" },
  { path: "/a-page-that-does-not-exist", heading: "Page not found" },
];

test.describe("every screen (axe): no serious or critical violation", () => {
  test.describe("signed out", () => {
    for (const { path, heading } of SIGNED_OUT) {
      test(path, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expectNoSeriousViolation(page, path);
      });
    }

    test("/adminLogin with a password typed and shown, and with errors", async ({ page }) => {
      await page.goto("/adminLogin");
      await page.getByRole("button", { name: "Login", exact: true }).click();
      await expect(page.getByText(/required/).first()).toBeVisible();
      await expectNoSeriousViolation(page, "/adminLogin with errors");
      await page.getByLabel("Password").first().fill(PASSWORD);
      await page.getByRole("button", { name: "Show password" }).click();
      await expect(page.getByRole("button", { name: "Hide password" })).toHaveAttribute("aria-pressed", "true");
      await expectNoSeriousViolation(page, "/adminLogin with the password shown");
    });

    test.describe("a link that no longer works", () => {
      test.use({ expectedConsoleErrors: [/status of 4\d\d/] });

      test("/signInLink and /unsubscribe say so", async ({ page }) => {
        // The sign-in page asks whose account the link opens before anything: it says at once.
        await page.goto("/signInLink#a-spent-link");
        await expect(page.getByText("This link no longer works")).toBeVisible();
        await expectNoSeriousViolation(page, "/signInLink, spent");

        await page.goto("/unsubscribe#a-spent-link");
        await page.getByRole("button", { name: "Unsubscribe", exact: true }).click();
        await expect(page.getByText("This link no longer works")).toBeVisible();
        await expectNoSeriousViolation(page, "/unsubscribe, spent");
      });
    });
  });

  test.describe("portal, as a demo client", () => {
    test.beforeEach(async ({ page }) => {
      await signInClientThroughApi(page, ASHA);
    });

    test("the project picker and a project that is not found", async ({ page }) => {
      await page.goto("/clientHome");
      await expect(page.getByRole("heading", { name: "Please choose your project." })).toBeVisible();
      await expectNoSeriousViolation(page, "/clientHome");
      await page.goto(`/clientHome/${encodeURIComponent("No such project")}`);
      await expect(page.getByRole("heading", { level: 1, name: "Project not found" })).toBeVisible();
      await expectNoSeriousViolation(page, "/clientHome/<unknown>");
    });

    test("every section of a workspace, from its sidebar", async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto(`/clientHome/${encodeURIComponent(PROJECT)}`);
      const sidebar = page.getByRole("navigation", { name: new RegExp(PROJECT) });
      await expect(sidebar.getByRole("link", { name: "Road Map" })).toBeVisible();
      const links = await sidebar.getByRole("listitem").getByRole("link").allTextContents();
      expect(links.length).toBeGreaterThanOrEqual(6);
      for (const name of links) {
        await sidebar.getByRole("link", { name, exact: true }).click();
        await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
        await expectNoSeriousViolation(page, `workspace: ${name}`);
      }
    });
  });

  test("the code-host notices, in the portal and in the console", async ({ page, request }) => {
    test.setTimeout(180_000);
    // The fake code host answers 503 for a repository named "offline..."; words with spaces name none.
    const staff = await StaffApi.signIn(request);
    const client = await staff.clientId(CLIENT_EMAIL);
    const projectTeam = await staff.memberIds("Rohan Gupta");
    const offline = unique("Notice offline");
    const notices: [string, string, string][] = [
      [offline, unique("offline").replace(/\s+/g, "-"), "Code host unreachable"],
      [unique("Notice none"), "to be created", "Repository not connected yet"],
    ];
    for (const [title, repoName] of notices) {
      await staff.call("POST", "/project/createProject", {
        title,
        client,
        github: "acme",
        repoName,
        projectTeam,
        projectDesc: `${title}: short description`,
        projectDetailsDesc: `${title}: the whole scope.`,
      });
    }
    await signInClientThroughApi(page, CLIENT_EMAIL);
    for (const [title, , notice] of notices) {
      await page.goto(`/clientHome/${encodeURIComponent(title)}?section=code-updates`);
      await expect(page.getByText(notice, { exact: true })).toBeVisible({ timeout: 20_000 });
      await expectNoSeriousViolation(page, `workspace: Code updates, ${notice}`);
    }

    await signInAdmin(page);
    await openProject(page, offline);
    await page.getByRole("tab", { name: "Code", exact: true }).click();
    await expect(page.getByText("Code host unreachable", { exact: true })).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousViolation(page, "console: Code, Code host unreachable");
  });

  test.describe("console, as the demo administrator", () => {
    test("every section of the navigation", async ({ page }) => {
      test.setTimeout(240_000);
      await signInAdmin(page);
      const nav = page.getByRole("navigation", { name: "Admin console" });
      await expect(nav.getByRole("link", { name: "Clients", exact: true })).toBeVisible();
      const sections = await nav.getByRole("link").allTextContents();
      expect(sections.length).toBeGreaterThanOrEqual(11);
      for (const name of sections) {
        await goToSection(page, name.trim());
        await expectNoSeriousViolation(page, `console: ${name}`);
      }
    });

    test("a demo project's every tab, and an audit entry", async ({ page }) => {
      test.setTimeout(180_000);
      await signInAdmin(page);
      await goToSection(page, "Projects");
      await page.getByRole("link", { name: PROJECT }).first().click();
      await expect(page.getByRole("heading", { level: 1, name: PROJECT })).toBeVisible();
      await expect(page.getByRole("tab", { name: "Sprints" })).toBeVisible();
      const tabs = await page.getByRole("tab").allTextContents();
      expect(tabs.length).toBeGreaterThanOrEqual(5);
      for (const name of tabs) {
        await page.getByRole("tab", { name, exact: true }).click();
        await expect(page.getByRole("tab", { name, exact: true })).toHaveAttribute("aria-selected", "true");
        await expectNoSeriousViolation(page, `console: ${PROJECT}, ${name}`);
      }

      await goToSection(page, "Audit log");
      const audit = page.getByRole("table", { name: "Audit log" });
      await audit.getByRole("row").nth(1).getByRole("button", { name: /^Details of / }).click();
      await openDialog(page, /./);
      await expectNoSeriousViolation(page, "console: an audit entry");
    });
  });
});
