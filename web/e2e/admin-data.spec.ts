import type { Locator, Page } from "@playwright/test";
import { CLIENT_NAME, seriousViolations, signInStaff, StaffApi, unique } from "./admin-projects-helpers";
import { expect, test } from "./fixtures";

// Each journey makes its own client and project (staff API, and the client's own API for a ticket),
// then reads the figures on the overview screens: they run on a fresh demo database and beside
// other journeys, whose records only add rows.

const today = () => new Date().toISOString().slice(0, 10);

/** The numbers in one column of the table's rows, as shown ("1,200.25" -> 1200.25). */
async function columnNumbers(table: Locator, column: number): Promise<number[]> {
  const texts = await table.locator("tbody tr").evaluateAll(
    (rows, index) => rows.map((r) => (r.querySelectorAll("td")[index]?.textContent ?? "").trim()),
    column,
  );
  return texts.map((t) => Number(t.replace(/[^0-9.-]/g, "")));
}

function isSorted(values: number[], order: "asc" | "desc") {
  return values.every((v, i) => i === 0 || (order === "asc" ? values[i - 1]! <= v : values[i - 1]! >= v));
}

/** Sorts by a column through its header and checks the rows come back in that order. */
async function sortBy(page: Page, table: Locator, header: string, column: number, key: string) {
  const button = table.getByRole("columnheader", { name: header }).getByRole("button");
  await button.click();
  await expect(page).toHaveURL(new RegExp(`[?&]sort=${key}&order=asc`));
  await expect(table.getByRole("columnheader", { name: header })).toHaveAttribute("aria-sort", "ascending");
  await expect(table).toHaveAttribute("aria-busy", "false");
  const up = await columnNumbers(table, column);
  expect(up.length).toBeGreaterThan(1);
  expect(isSorted(up, "asc"), `${header} ascending: ${up.join(", ")}`).toBe(true);

  await button.click();
  await expect(page).toHaveURL(new RegExp(`[?&]sort=${key}&order=desc`));
  await expect(table.getByRole("columnheader", { name: header })).toHaveAttribute("aria-sort", "descending");
  await expect(table).toHaveAttribute("aria-busy", "false");
  const down = await columnNumbers(table, column);
  expect(isSorted(down, "desc"), `${header} descending: ${down.join(", ")}`).toBe(true);
  expect(down).not.toEqual(up);
}

test.describe("back office: Clients Data and Projects Data", () => {
  test("Clients Data: a new client's figures, sorting, and the link to the client", async ({ page, request }) => {
    const api = await StaffApi.signIn(request);
    const name = unique("Data Client");
    const email = `data.${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
    const password = `quiet-harbour-${Date.now()}`;
    const client = await api.call<{ _id: string }>("POST", "/user/signup", { name, brandName: "Data Works", email, password, remarks: "" });
    const first = await api.createProject(unique("Data Project A"), email);
    await api.createProject(unique("Data Project B"), email);
    await api.call("POST", "/payment/create", { project: first, title: "Deposit", description: "", amount: 1200.25, dueDate: "2026-06-01", isCompleted: false });
    const paid = await api.call<{ _id: string }>("POST", "/payment/create", { project: first, title: "Kick-off", description: "", amount: 300, dueDate: "2026-05-01", isCompleted: false });
    await api.call("PUT", `/payment/paid/${paid._id}`, { isCompleted: true });
    // The client signs in and opens a ticket: an open ticket, and today's activity.
    const login = await request.post("/api/user/login", { data: { email, password } });
    expect(login.ok()).toBeTruthy();
    const { token } = (await login.json()) as { token: string };
    const ticket = await request.post("/api/ticket/create", {
      headers: { Authorization: `Bearer ${token}` },
      data: { title: "Invoice address", description: "Please bill Data Works Ltd." },
    });
    expect(ticket.ok(), await ticket.text()).toBeTruthy();

    await signInStaff(page);
    await page.getByRole("navigation", { name: "Admin console" }).getByRole("link", { name: "Clients Data" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Clients Data" })).toBeVisible();
    const table = page.getByRole("table", { name: "Clients data" });
    await expect(table.getByRole("columnheader")).toHaveText([/^Client/, "Projects", "Open tickets", "Unpaid milestones", "Unpaid amount", "Last activity"]);
    await expect(table.getByRole("link", { name: "Asha Verma" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await sortBy(page, table, "Unpaid milestones", 3, "unpaidMilestones");
    await sortBy(page, table, "Projects", 1, "projects");

    await page.getByRole("searchbox", { name: "Search clients" }).fill(name);
    await expect(table.getByRole("row")).toHaveCount(2);
    const row = table.getByRole("row").nth(1);
    await expect(row.getByRole("cell")).toHaveText([`${name}Data Works`, "2", "1", "1", "$1,200.25", today()]);

    await row.getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`\\?section=clients&client=${client._id}$`));
  });

  test("Projects Data: a project's figures, sorting, and the link to its detail", async ({ page, request }) => {
    const api = await StaffApi.signIn(request);
    const title = unique("Data Figures");
    const projectId = await api.createProject(title);
    const sprint = unique("Data sprint");
    const sprintId = await api.addSprint(projectId, sprint);
    await api.addTask(sprintId, "Finished work", "done", "2020-01-01");
    await api.addTask(sprintId, "Work under way", "inprogress", "2099-01-01");
    await api.addTask(sprintId, "Late work", "todo", "2020-01-01");
    const goal = await api.call<{ _id: string }>("POST", "/goal/create", { project: projectId, title: "Launch", desc: "", status: "todo", dueDate: "2026-09-01", isCompleted: false });
    await api.call("POST", "/goal/create", { project: projectId, title: "Handover", desc: "", status: "todo", dueDate: "2026-10-01", isCompleted: false });
    await api.call("PUT", `/goal/status/${goal._id}`, { status: "done" });
    const paid = await api.call<{ _id: string }>("POST", "/payment/create", { project: projectId, title: "Advance", description: "", amount: 500, dueDate: "2026-03-01", isCompleted: false });
    await api.call("PUT", `/payment/paid/${paid._id}`, { isCompleted: true });
    await api.call("POST", "/payment/create", { project: projectId, title: "Balance", description: "", amount: 250.75, dueDate: "2026-09-01", isCompleted: false });

    await signInStaff(page);
    await page.getByRole("navigation", { name: "Admin console" }).getByRole("link", { name: "Projects Data" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Projects Data" })).toBeVisible();
    const table = page.getByRole("table", { name: "Projects data" });
    await expect(table.getByRole("columnheader")).toHaveText([
      /^Project/,
      "Client",
      "Tasks done",
      "Tasks by status",
      "Active sprint",
      "Overdue tasks",
      "Goals done",
      "Paid",
      "Outstanding",
    ]);
    await expect(table.getByRole("link", { name: "Storefront Revamp" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Receivables: one row per currency, the demo's rupees among them.
    const receivables = page.getByRole("table", { name: "Receivables" });
    await expect(receivables.getByRole("rowheader", { name: "INR" })).toBeVisible();
    await expect(receivables.getByRole("columnheader")).toHaveText(["Currency", "Due", "Overdue", "Paid"]);

    await sortBy(page, table, "Overdue tasks", 5, "overdueTasks");
    await sortBy(page, table, "Outstanding", 8, "outstandingAmount");

    await page.getByRole("searchbox", { name: "Search projects" }).fill(title);
    await expect(table.getByRole("row")).toHaveCount(2);
    const row = table.getByRole("row").nth(1);
    await expect(row.getByRole("cell")).toHaveText([
      title,
      CLIENT_NAME,
      "1 of 3",
      "To-Do: 1In Progress: 1Done: 1",
      sprint,
      "1",
      "1 of 2",
      "$500.00",
      "$250.75",
    ]);
    await expect(row.getByRole("progressbar", { name: `Tasks done in ${title}` })).toHaveAttribute("aria-valuenow", "33");

    await row.getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`\\?section=projects&project=${projectId}$`));
  });
});
