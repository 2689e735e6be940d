import type { Page } from "@playwright/test";
import { signInClientThroughApi } from "./admin-helpers";
import { expect, test } from "./fixtures";

// Seeded demo data (`portico seed`): Asha Verma's "Storefront Revamp" has four sprints ("Catalogue
// foundations" and "Search and product pages" completed, only "Cart and checkout" active, "Launch
// readiness" planned), goals, milestones and tickets.
const EMAIL = "asha.verma@example.com";
const PROJECT = "Storefront Revamp";
const WORKSPACE = `/clientHome/${encodeURIComponent(PROJECT)}`;

function section(page: Page, name: string) {
  return page.getByRole("region", { name, exact: true });
}

test.describe("project workspace", () => {
  test.beforeEach(async ({ page }) => {
    await signInClientThroughApi(page, EMAIL);
  });

  test("the road map is where the workspace opens; goals, money and activity have places of their own", async ({ page }) => {
    await page.goto(WORKSPACE);
    await expect(page.getByRole("heading", { level: 1, name: PROJECT })).toBeVisible();
    const nav = page.getByRole("navigation", { name: `Sections of ${PROJECT}` });
    for (const name of ["Getting started", "Road Map", "Goals and sign-off", "Money", "Sprints", "Tasks", "Code updates", "Tickets", "Files", "Activity"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Road Map" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("Project Timeline")).toBeVisible();
    await expect(page.getByText("16 weeks")).toBeVisible();
    await expect(page.getByText("Costing")).toBeVisible();

    // What waits for Asha is on the road map: the second goal's sign-off.
    const waiting = section(page, "Waiting for your approval");
    await expect(waiting.getByRole("listitem").filter({ hasText: "Checkout in under two minutes on a phone" })).toBeVisible();
    await expect(waiting.getByRole("button", { name: "Approve Checkout in under two minutes on a phone" })).toBeVisible();

    const inProgress = section(page, "In Progress");
    await expect(inProgress.getByRole("heading", { name: "Cart and checkout" })).toBeVisible();
    await expect(inProgress.getByText("Catalogue foundations")).toHaveCount(0);
    await expect(inProgress.getByText("Launch readiness")).toHaveCount(0);
    const table = inProgress.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(["Task", "Assigned To", "Task Due Date", "Description"]);
    await expect(table.getByRole("row")).toHaveCount(7);
    await expect(page.getByRole("heading", { name: "Agreed Goals" })).toHaveCount(0);

    await nav.getByRole("link", { name: "Goals and sign-off" }).click();
    await expect(page).toHaveURL(/\?section=goals$/);
    const goals = section(page, "Agreed Goals");
    await expect(goals.getByRole("listitem")).toHaveCount(3);
    for (const label of ["Todo", "In-Progress", "Done"]) {
      await expect(goals.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(goals.getByText(/^Last Date: \d{4}-\d{2}-\d{2}$/).first()).toBeVisible();
    // The first goal was signed off by her; the second still waits, here too.
    const signOffs = section(page, "Sign-offs");
    await expect(signOffs.getByRole("listitem").filter({ hasText: "Approve the catalogue structure" })).toContainText("Asha Verma approved");
    await expect(section(page, "Waiting for your approval").getByRole("listitem").filter({ hasText: "Checkout in under two minutes on a phone" })).toBeVisible();

    await nav.getByRole("link", { name: "Money" }).click();
    await expect(page).toHaveURL(/\?section=money$/);
    const milestones = section(page, "Milestones");
    // The plan's three, then what was billed as it came: the prepaid block and the invoiced
    // hours' two lines (one per task).
    await expect(milestones.getByRole("listitem")).toHaveCount(6);
    await expect(milestones.getByRole("listitem").filter({ hasText: /^Prepaid block/ })).toHaveCount(1);
    await expect(milestones.getByText("Invoiced", { exact: true })).toHaveCount(3);
    // Two of the plan's three are paid; the last waits for its goal's sign-off. Amounts in rupees.
    await expect(milestones.getByText("Paid", { exact: true })).toHaveCount(2);
    const golive = milestones.getByRole("listitem").filter({ hasText: "Storefront go-live" });
    await expect(golive.getByText("Planned", { exact: true })).toBeVisible();
    await expect(golive).toContainText("Amount: ₹525,000.00");

    // Activity: the project's timeline and its statement of work.
    await nav.getByRole("link", { name: "Activity" }).click();
    await expect(page).toHaveURL(/\?section=activity$/);
    await expect(page.getByRole("heading", { level: 2, name: "Activity" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Statement of work" })).toBeVisible();

    // Files: every file on the project's tickets and updates, or what to do to add one.
    await nav.getByRole("link", { name: "Files" }).click();
    await expect(page).toHaveURL(/\?section=files$/);
    await expect(page.getByRole("heading", { level: 2, name: "Files" })).toBeVisible();
    await expect(page.getByText(/^No files yet\.|^Ticket: |^Statement-of-work update: /).first()).toBeVisible();
    await nav.getByRole("link", { name: "Activity" }).click();

    // A place opens by its URL, and again after a reload; Back returns to the one before.
    await page.reload();
    await expect(page.getByRole("heading", { level: 2, name: "Activity" })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { level: 2, name: "Files" })).toBeVisible();
  });

  test("sections live in the URL: reload and Back keep them", async ({ page }) => {
    await page.goto(WORKSPACE);
    await page.getByRole("link", { name: "Sprints", exact: true }).click();
    await expect(page).toHaveURL(/\?section=sprints$/);
    await expect(page.getByRole("heading", { level: 2, name: "Sprints" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("tab", { name: "Main Table" })).toBeVisible();
    await page.getByRole("link", { name: "Tasks", exact: true }).click();
    await expect(page.getByRole("tab", { name: "Board" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\?section=sprints$/);
    await expect(page.getByRole("tab", { name: "Main Table" })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { name: "In Progress" })).toBeVisible();

    await page.goto(`${WORKSPACE}?section=retrospective`);
    await expect(page.getByText("Feature Available Soon")).toBeVisible();
  });

  test("sprints table shows each sprint's real order and flags", async ({ page }) => {
    await page.goto(`${WORKSPACE}?section=sprints`);
    await expect(page.getByRole("tab", { name: "Main Table", selected: true })).toBeVisible();
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText([
      "Sprint",
      "Sprint Goals",
      "Sprint Order",
      "Active",
      "Sprint Timeline",
      "Tasks",
      "Completed?",
      "Sprint Start Date",
      "Sprint End Date",
    ]);
    const rows = table.getByRole("row");
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(1).getByRole("cell")).toHaveText([
      "Product data imported and browsable on the new stack",
      "1",
      "Inactive",
      "2 weeks",
      "6",
      "Yes",
      /^\d{4}-\d{2}-\d{2}$/,
      /^\d{4}-\d{2}-\d{2}$/,
    ]);
    await expect(rows.nth(2)).toContainText("Search and product pages");
    await expect(rows.nth(2).getByRole("cell").nth(1)).toHaveText("2");
    await expect(rows.nth(2).getByRole("cell").nth(2)).toHaveText("Inactive");
    await expect(rows.nth(3)).toContainText("Cart and checkout");
    await expect(rows.nth(3).getByRole("cell").nth(1)).toHaveText("3");
    await expect(rows.nth(3).getByRole("cell").nth(2)).toHaveText("Active");
    await expect(rows.nth(4).getByRole("cell").nth(1)).toHaveText("4");
  });

  test("tasks: per-sprint tables with coloured labels, team cards, and the board", async ({ page }) => {
    await page.goto(`${WORKSPACE}?section=tasks`);
    await expect(page.getByRole("heading", { level: 2, name: "Tasks" })).toBeVisible();
    const core = page.getByRole("region", { name: "Cart and checkout" });
    await expect(core.getByRole("heading", { name: "Cart and checkout" })).toBeVisible();
    const table = core.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText([
      "Task",
      "Assigned To",
      "Status",
      "Priority",
      "Type",
      "Role",
      "Github Link",
      "Task Due Date",
      "Description",
    ]);
    await expect(table.getByRole("row")).toHaveCount(7);
    // Status and priority text come from the Rust labels; the cell carries the label's colour.
    const status = table.getByRole("cell", { name: "In Progress", exact: true }).first();
    await expect(status).toHaveAttribute("data-color", "orange");
    await expect(table.getByRole("cell", { name: "To-Do", exact: true }).first()).toHaveAttribute("data-color", "red");
    await expect(table.getByRole("cell", { name: "Done", exact: true }).first()).toHaveAttribute("data-color", "green");
    await expect(table.getByRole("link", { name: /github\.com\/portico-demo/ }).first()).toHaveAttribute("target", "_blank");

    // Rohan Gupta (Tech Lead) is on this project's team.
    await table.getByRole("button", { name: "Rohan Gupta" }).first().click();
    const card = page.getByRole("dialog", { name: "Team member" });
    await expect(card.getByRole("heading", { name: "Rohan Gupta" })).toBeVisible();
    await expect(card.getByText("Tech Lead")).toBeVisible();
    await expect(card.getByText(/Leads architecture/)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(card).toHaveCount(0);

    await page.getByRole("tab", { name: "Board" }).click();
    const columns = ["To-Do", "In Progress", "Done"].map((name) => page.getByRole("region", { name, exact: true }));
    for (const column of columns) await expect(column).toBeVisible();
    // 22 tasks in four sprints; the first completed sprint's six are all Done.
    const counts = await Promise.all(columns.map((c) => c.getByRole("listitem").count()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(22);
    expect(counts[2]).toBeGreaterThanOrEqual(6);

    await page.getByLabel("Sprint", { exact: true }).selectOption({ label: "Catalogue foundations" });
    await expect(columns[2]!.getByRole("listitem")).toHaveCount(6);
    await expect(columns[0]!.getByRole("listitem")).toHaveCount(0);
  });

  test("code updates show the demo repository's activity and the team", async ({ page }) => {
    // The demo seed keeps each demo project's activity as fetched at seed time, marked as the demo's.
    await page.goto(`${WORKSPACE}?section=code-updates`);
    await expect(page.getByText(/Updated .*ago|Updated just now/)).toBeVisible();
    await expect(page.getByText("Demo data", { exact: true })).toBeVisible();
    await expect(page.getByText("Code host unreachable")).toHaveCount(0);
    const commits = page.getByRole("list", { name: "Commits" });
    await expect(commits.getByText("Send order confirmation emails (#25)")).toBeVisible();
    await expect(commits.getByText("Failure")).toHaveCount(1);

    await page.getByRole("tab", { name: "Issues" }).click();
    const issue = page.getByRole("article", { name: "Build the guest checkout form" });
    const comment = issue.getByText("Working on it: the main path works, the failing test is an edge case I am fixing now.");
    await issue.getByRole("button", { name: "Show Comments" }).click();
    await expect(comment).toBeVisible();
    await issue.getByRole("button", { name: "Hide Comments" }).click();
    await expect(comment).toBeHidden();

    await page.getByRole("tab", { name: "Pull requests" }).click();
    await expect(page.getByRole("article", { name: "Integrate Razorpay for UPI and cards" }).getByText("Merged")).toBeVisible();

    await page.getByRole("tab", { name: "Team" }).click();
    await expect(page.getByRole("heading", { name: "Rohan Gupta" })).toBeVisible();

    // Tasks show the state of the issue their code link names, and the commits that name it.
    await page.goto(`${WORKSPACE}?section=tasks`);
    const row = page.getByRole("row").filter({ hasText: "Build the guest checkout form" }).filter({ hasText: "#24" });
    await expect(row.getByText("#24 · Open")).toBeVisible();
    await expect(row.getByText(/1 commit: [0-9a-f]{7}/)).toBeVisible();
  });

  test("getting started names the creator and explains each board once", async ({ page }) => {
    await page.goto(`${WORKSPACE}?section=getting-started`);
    await expect(page.getByText(/set up by Meera Iyer on \d{4}-\d{2}-\d{2}/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Step 1: Learn about the structure" })).toHaveCount(1);
    for (const board of ["Tasks", "Roadmap", "Sprints", "Bugs Queue", "Retrospective"]) {
      await expect(page.getByRole("term").getByRole("link", { name: board, exact: true })).toHaveCount(1);
    }
    await page.getByRole("link", { name: "Bugs Queue" }).click();
    await expect(page).toHaveURL(/\?section=tickets$/);
  });

  test("statement-of-work updates are validated, sent and listed", async ({ page }) => {
    await page.goto(`${WORKSPACE}?section=activity`);
    const sow = section(page, "Statement of work");
    await sow.getByRole("button", { name: "Send" }).click();
    await expect(sow.getByLabel("Your update")).toHaveAttribute("aria-invalid", "true");
    const text = `Please add a gift-card option (${Date.now()})`;
    await sow.getByLabel("Your update").fill(text);
    await sow.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText("Update sent.")).toBeVisible();
    await expect(sow.getByRole("listitem").filter({ hasText: text })).toContainText("Asha Verma");
    await expect(sow.getByLabel("Your update")).toHaveValue("");
  });
});
