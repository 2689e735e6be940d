import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { goToSection, seriousViolations } from "./admin-helpers";
import { openClientWorkspace, openDialog, openProject, signInStaff, StaffApi, toast, unique } from "./admin-projects-helpers";

// Hours (ADR 0042): staff set a project's rate and budget, log time as they type it, run the timer,
// change and remove an entry; the client reads the project's Hours, what is left of the budget
// and the amounts (the journeys' client owns their company: they handle money).
test.describe("hours", () => {
  test("staff log time and run the timer; the client reads the project's hours against its budget", async ({ page, browser, request }) => {
    const staff = await StaffApi.signIn(request);
    const title = unique("Hours");
    const project = await staff.createProject(title);
    const sprint = await staff.addSprint(project, "Sprint H");
    await staff.addTask(sprint, "Checkout flow");

    await signInStaff(page);
    await openProject(page, title);
    await page.getByRole("tab", { name: "Hours" }).click();
    await expect(page).toHaveURL(/[?&]tab=hours/);

    // The rate and the budget, in the project's currency.
    await page.getByRole("button", { name: "Rate and budget" }).click();
    const settings = page.getByRole("dialog", { name: "Rate and budget" });
    await settings.getByLabel("Hourly rate (USD)").fill("80");
    await settings.getByLabel("Budget in hours").fill("10");
    await settings.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Rate and budget saved")).toBeVisible();

    // A rate for a role (nobody on this journey is charged as one): listed with its amount.
    await page.getByRole("button", { name: "Rates by role" }).click();
    const roles = await openDialog(page, "Rates by role");
    await expect(roles.getByText("No role has a rate of its own on this project.")).toBeVisible();
    await roles.getByRole("combobox", { name: "Role" }).fill("Security review");
    await roles.getByLabel("Hourly rate (USD)").fill("120");
    await roles.getByRole("button", { name: "Set the rate" }).click();
    await expect(toast(page, "Rate saved")).toBeVisible();
    await expect(roles.getByRole("table", { name: "Rates by role" }).getByRole("row", { name: /Security review/ })).toContainText("$120.00");
    expect(await seriousViolations(page)).toEqual([]);
    await roles.getByRole("button", { name: "Cancel" }).click();

    // The sprint's own budget: an hour.
    await page.getByRole("button", { name: "Sprint budgets" }).click();
    const sprintBudget = await openDialog(page, "Sprint budgets");
    await sprintBudget.getByLabel("Sprint", { exact: true }).selectOption({ label: "Sprint H" });
    await sprintBudget.getByLabel("Budget in hours").fill("1");
    expect(await seriousViolations(page)).toEqual([]);
    await sprintBudget.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Sprint budget saved")).toBeVisible();

    // A time the rule refuses says why under the field, and nothing is logged.
    const log = page.getByRole("form", { name: "Log time" });
    await log.getByLabel("Time").fill("25:00");
    await log.getByRole("button", { name: "Log time" }).click();
    await expect(log.getByText("One entry holds at most 24 hours")).toBeVisible();
    await expect(page.getByText("No time logged on this project yet.").first()).toBeVisible();

    // 1.5h on the task, then 45m on the project, not billable.
    await log.getByLabel("Time").fill("1.5h");
    await log.getByLabel("On").selectOption({ label: "Checkout flow · Sprint H" });
    await log.getByRole("button", { name: "Log time" }).click();
    await expect(toast(page, "Time logged")).toBeVisible();
    const entries = page.getByRole("table", { name: "Time logged" });
    await expect(entries.getByRole("row").filter({ hasText: "Checkout flow" })).toContainText("1:30");
    const again = page.getByRole("form", { name: "Log time" });
    await again.getByLabel("Time").fill("45m");
    await again.getByLabel("Billable").uncheck();
    await again.getByRole("button", { name: "Log time" }).click();
    await expect(entries.getByRole("row")).toHaveCount(3);

    // Change the 45 minutes to an hour; remove nothing yet.
    await entries.getByRole("button", { name: /^Change 0:45 on / }).click();
    const edit = page.getByRole("dialog", { name: "Change the entry" });
    await edit.getByLabel("Time").fill("1:00");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Entry saved")).toBeVisible();
    await expect(entries.getByRole("row").filter({ hasText: "The project itself" })).toContainText("1:00");

    // The timer: start on the task, stop: at least a minute is logged.
    await page.getByLabel("Track time on").selectOption({ label: "Checkout flow · Sprint H" });
    await page.getByRole("button", { name: "Start timer" }).click();
    await expect(page.getByRole("status").filter({ hasText: /on Checkout flow/ })).toBeVisible();
    await page.getByRole("button", { name: "Stop and log" }).click();
    await expect(toast(page, "Timer stopped: its time is logged")).toBeVisible();
    await expect(entries.getByRole("row")).toHaveCount(4);
    expect(await seriousViolations(page)).toEqual([]);

    // The client's Hours: 2:31 logged, 1:31 billable, what is left of 10 hours, and the amounts.
    const client = await openClientWorkspace(browser, title, "hours");
    const figures = client.page.getByRole("list", { name: "Hours at a glance" });
    await expect(figures).toContainText("2:31");
    await expect(figures).toContainText("7:29 left of 10:00");
    const byTask = client.page.getByRole("table", { name: "By task and ticket" });
    await expect(byTask.getByRole("row").filter({ hasText: "Checkout flow" })).toContainText("1:31");
    await expect(byTask.getByRole("row").filter({ hasText: "Checkout flow" })).toContainText("$121.33");
    // The sprint's 1:31 against its hour.
    const bySprint = client.page.getByRole("table", { name: "By sprint" });
    await expect(bySprint.getByRole("row").filter({ hasText: "Sprint H" })).toContainText("0:31 over budget");
    await expect(client.page.getByText("$80.00 an hour")).toBeVisible();
    expect(await seriousViolations(client.page)).toEqual([]);

    // The CSV: a row per entry and the total the page shows, to the cent.
    const [download] = await Promise.all([client.page.waitForEvent("download"), client.page.getByRole("button", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^hours-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, "utf8").trim().split("\r\n");
    expect(csv).toHaveLength(1 + 3 + 1);
    expect(csv.at(-1)).toMatch(/^Total,1\.52 billable,,151,2\.52,.*,USD,,121\.33$/);

    // Live: staff log half an hour more, and the client's page shows it without a reload.
    const more = page.getByRole("form", { name: "Log time" });
    await more.getByLabel("Time").fill("30m");
    await more.getByRole("button", { name: "Log time" }).click();
    await expect(toast(page, "Time logged")).toBeVisible();
    await expect(figures).toContainText("3:01");
    await client.close();

    // My week: the task's row holds today's 1:31; a time the rule refuses says why under its cell,
    // and one it takes (Enter) is logged: the row's total follows.
    await page.getByRole("navigation", { name: "Admin console" }).getByRole("link", { name: "My week", exact: true }).click();
    const grid = page.getByRole("table", { name: /^Your week from / });
    const row = grid.getByRole("row").filter({ hasText: title }).filter({ hasText: "Checkout flow" });
    await expect(row).toContainText("1:31");
    const cell = row.getByRole("textbox").first();
    await cell.fill("25:00");
    await cell.press("Enter");
    await expect(row.getByText("One entry holds at most 24 hours")).toBeVisible();
    await cell.fill("2h");
    await cell.press("Enter");
    await expect(row).toContainText("3:31");
    expect(await seriousViolations(page)).toEqual([]);

    // Staff: the role one is charged as and the name clients see, in its dialog (left unchanged).
    await goToSection(page, "Staff");
    await page.getByRole("button", { name: /^Hours of / }).first().click();
    const hoursOf = await openDialog(page, /^Hours of /);
    await expect(hoursOf.getByRole("textbox", { name: "Shown to clients as" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await hoursOf.getByRole("button", { name: "Cancel" }).click();
  });

  test("staff sell a block and ask for approval; the client approves; staff invoice the hours; the CSV totals the invoice", async ({ page, browser, request }) => {
    const staff = await StaffApi.signIn(request);
    const title = unique("Billed");
    const project = await staff.createProject(title);
    const sprint = await staff.addSprint(project, "Sprint B");
    const task = await staff.addTask(sprint, "Search page");
    const firm = await staff.call<unknown>("GET", "/invoice/settings");
    if (!firm) {
      await staff.call("PUT", "/invoice/settings", { firmName: "Acme IT", address: "1 Road", bankDetails: "Bank 1", taxRate: "0" });
    }
    await staff.call("PUT", `/hours/settings/${project}`, { hourlyRate: "100", approval: "weekly" });
    const ymd = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    const today = ymd(new Date());
    const tomorrow = ymd(new Date(Date.now() + 86_400_000));
    await staff.call("POST", "/hours/log", { project, task, date: today, time: "2:15" });

    await signInStaff(page);
    await openProject(page, title);
    await page.getByRole("tab", { name: "Hours" }).click();

    // A block of 10 hours from tomorrow, at 90 an hour past it: its invoice is issued with it.
    await page.getByRole("button", { name: "Sell a block" }).click();
    let dialog = await openDialog(page, "Sell a block");
    await dialog.getByRole("textbox", { name: "Hours", exact: true }).fill("0");
    await dialog.getByRole("button", { name: "Sell and invoice" }).click();
    await expect(dialog.getByText("A block holds at least one minute")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Hours", exact: true }).fill("10");
    await dialog.getByLabel("First day").fill(tomorrow);
    await dialog.getByLabel("Price (USD)").fill("900");
    await dialog.getByLabel("Overage rate an hour (USD)").fill("90");
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Sell and invoice" }).click();
    await expect(toast(page, "Block sold: its invoice is on its way")).toBeVisible();

    // Ask the client to approve today's hours.
    await page.getByRole("button", { name: "Ask for approval" }).click();
    dialog = await openDialog(page, "Ask for approval");
    await dialog.getByLabel("From").fill(today);
    await dialog.getByLabel("To").fill(today);
    await dialog.getByRole("button", { name: "Ask the client" }).click();
    await expect(toast(page, "Hours sent to the client for approval")).toBeVisible();

    // The client: the block, not yet drawn (today's work is before it), and the hours waiting,
    // line by line.
    const client = await openClientWorkspace(browser, title, "hours");
    const figures = client.page.getByRole("list", { name: "Hours at a glance" });
    await expect(figures).toContainText("10:00 left of 10:00");
    await expect(figures).toContainText("then $90.00 an hour");
    await client.page.goto(`/clientHome/${encodeURIComponent(title)}?section=roadmap`);
    const round = `Hours ${today} – ${today}`;
    const waiting = client.page.getByRole("region", { name: "Waiting for your approval" }).getByRole("listitem", { name: round });
    await expect(waiting).toContainText(`${today} · Search page · 2:15`);
    expect(await seriousViolations(client.page)).toEqual([]);
    await waiting.getByRole("button", { name: `Approve ${round}` }).click();
    dialog = await openDialog(client.page, `Approve “${round}”`);
    await dialog.getByRole("button", { name: "Approve" }).click();
    await expect(toast(client.page, "Approved")).toBeVisible();

    // Staff invoice the approved hours, a line per task; the entry can no longer change.
    await page.getByRole("button", { name: "Invoice hours" }).click();
    dialog = await openDialog(page, "Invoice hours");
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Issue the invoice" }).click();
    await expect(toast(page, "Invoice issued and mailed")).toBeVisible();
    await expect(page.getByRole("table", { name: "Time logged" }).getByRole("row").filter({ hasText: "Search page" })).toContainText("Invoiced");

    // The finance person (the owner) downloads the invoice and the CSV of the hours: same total.
    await client.page.goto(`/clientHome/${encodeURIComponent(title)}?section=money`);
    const invoices = client.page.getByRole("region", { name: "Invoices" });
    await expect(invoices.getByRole("listitem")).toHaveCount(2);
    // Its subtotal is the hours' 2:15 at $100.00 an hour.
    const invoice = invoices.getByRole("listitem").filter({ hasText: "$225.00" });
    await expect(invoice).toHaveCount(1);
    await expect(invoices.getByRole("listitem").filter({ hasText: "$900.00" })).toHaveCount(1);
    const download = client.page.waitForEvent("download");
    await invoice.getByRole("button", { name: /^Download PDF / }).click();
    const file = await download;
    expect(readFileSync((await file.path())!).subarray(0, 5).toString()).toBe("%PDF-");
    await client.page.goto(`/clientHome/${encodeURIComponent(title)}?section=hours`);
    const [csv] = await Promise.all([client.page.waitForEvent("download"), client.page.getByRole("button", { name: "Download CSV" }).click()]);
    const rows = readFileSync((await csv.path())!, "utf8").trim().split("\r\n");
    expect(rows.at(-1)).toMatch(/^Total,2\.25 billable,,135,2\.25,.*,USD,,225\.00$/);
    await client.close();
  });
});
