import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { seriousViolations } from "./admin-helpers";
import { openClientWorkspace, openProject, signInStaff, StaffApi, toast, unique } from "./admin-projects-helpers";

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
  });
});
