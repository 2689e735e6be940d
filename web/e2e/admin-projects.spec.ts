import {
  openClientWorkspace,
  openDialog,
  openProject,
  pickAssignees,
  seriousViolations,
  signInStaff,
  sprintRegion,
  sprintRow,
  StaffApi,
  toast,
  unique,
} from "./admin-projects-helpers";
import { expect, test } from "./fixtures";

// Each journey makes its own project for the journeys' client (through the staff API) and
// works on it through the screens, so it runs on a fresh demo database and beside other journeys.

test.describe("back office: Projects", () => {
  test("sprints and tasks: add sprints, activate, add a task for two people, status, priority, order, edit, delete; the client sees them", async ({
    page,
    browser,
    request,
  }) => {
    const api = await StaffApi.signIn(request);
    const title = unique("Journey Sprints");
    await api.createProject(title);
    const first = unique("Sprint Alpha");
    const second = unique("Sprint Beta");
    const task = unique("Build checkout");
    const doomed = unique("Throwaway task");

    await signInStaff(page);
    await openProject(page, title);
    await expect(page.getByRole("tab", { name: "Sprints", selected: true })).toBeVisible();
    await expect(page.getByText("No sprints yet.")).toBeVisible();

    // New Sprint: the shared rule first (nothing sent), then two sprints.
    await page.getByRole("button", { name: "New Sprint" }).click();
    let dialog = await openDialog(page, "New Sprint");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Title")).toBeFocused();
    await dialog.getByLabel("Title").fill(first);
    await dialog.getByLabel("Sprint Goals").fill("Foundations");
    await dialog.getByLabel("Timeline").fill("2 weeks");
    await dialog.getByLabel("Start date").fill("2026-03-02");
    await dialog.getByLabel("End date").fill("2026-03-13");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Sprint added")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(sprintRow(page, first).getByRole("cell")).toHaveText([
      "Foundations",
      /^1/,
      "Inactive",
      "2 weeks",
      "0",
      "No",
      "2026-03-02",
      "2026-03-13",
    ]);

    await page.getByRole("button", { name: "New Sprint" }).click();
    dialog = await openDialog(page, "New Sprint");
    await dialog.getByLabel("Title").fill(second);
    await dialog.getByLabel("Sprint Goals").fill("Checkout");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(sprintRow(page, second).getByRole("cell").nth(1)).toHaveText(/^2/);

    // An inactive sprint shows the word 'Inactive' instead of its tasks; the selector makes it active.
    const beta = sprintRegion(page, second);
    await expect(beta.getByRole("paragraph").filter({ hasText: /^Inactive$/ })).toBeVisible();
    await beta.getByLabel("Active").selectOption({ label: "Active" });
    await expect(toast(page, "Sprint updated")).toBeVisible();
    await expect(sprintRow(page, second).getByRole("cell").nth(2)).toHaveText("Active");
    await expect(beta.getByText("No tasks in this sprint yet.")).toBeVisible();

    // Add Task with two assignees.
    await beta.getByRole("button", { name: `Add Task to ${second}` }).click();
    dialog = await openDialog(page, `Add Task to ${second}`);
    await dialog.getByLabel("Github Link").fill("not a link");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Github Link")).toHaveAttribute("aria-invalid", "true");
    await dialog.getByLabel("Title").fill(task);
    await pickAssignees(dialog, page, ["Rohan Gupta", "Tom Becker"]);
    await dialog.getByLabel("Type").fill("Feature");
    await dialog.getByLabel("Role").fill("Frontend Engineer");
    await dialog.getByLabel("Status").selectOption({ label: "In Progress" });
    await dialog.getByLabel("Priority").selectOption({ label: "High" });
    await dialog.getByLabel("Github Link").fill("https://github.com/portico-demo/journey-repo/issues/7");
    await dialog.getByLabel("Task Due Date").fill("2026-03-20");
    await dialog.getByLabel("Description").fill("Cart, payment and receipt.");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Task added")).toBeVisible();
    await expect(dialog).toBeHidden();
    const tasks = beta.getByRole("table", { name: `Tasks of ${second}` });
    const row = tasks.getByRole("row").filter({ hasText: task });
    await expect(row).toContainText("Rohan Gupta");
    await expect(row).toContainText("Tom Becker");
    await expect(row.getByLabel(`Status of ${task}`)).toHaveValue("inprogress");
    await expect(row.getByLabel(`Priority of ${task}`)).toHaveValue("high");
    await expect(sprintRow(page, second).getByRole("cell").nth(4)).toHaveText("1");

    // Status and priority selectors write at once.
    await row.getByLabel(`Status of ${task}`).selectOption({ label: "Done" });
    await expect(toast(page, "Status changed").filter({ hasText: `${task}: Done` })).toBeVisible();
    await row.getByLabel(`Priority of ${task}`).selectOption({ label: "Low" });
    await expect(toast(page, "Priority changed").filter({ hasText: `${task}: Low` })).toBeVisible();

    // The real sprint order: Beta moves before Alpha, and the arrow keeps the focus.
    const earlier = sprintRow(page, second).getByRole("button", { name: `Move ${second} earlier` });
    await earlier.click();
    await expect(toast(page, "Sprint order changed")).toBeVisible();
    const rows = page.getByRole("table", { name: "Sprints of this project" }).getByRole("row");
    await expect(rows.nth(1)).toContainText(second);
    await expect(rows.nth(2)).toContainText(first);
    await expect(sprintRow(page, second).getByRole("cell").nth(1)).toHaveText(/^1/);
    await expect(sprintRow(page, second).getByRole("button", { name: `Move ${second} later` })).toBeFocused();

    // Edit: the whole task, assignees kept.
    await row.getByRole("button", { name: `Edit ${task}` }).click();
    dialog = await openDialog(page, `Edit ${task}`);
    await expect(dialog.getByLabel("Title")).toHaveValue(task);
    await expect(dialog.getByLabel("Status")).toHaveValue("done");
    await dialog.getByLabel("Title").fill(`${task} v2`);
    await dialog.getByLabel("Description").fill("Cart, payment, receipt and refunds.");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Task saved")).toBeVisible();
    const edited = tasks.getByRole("row").filter({ hasText: `${task} v2` });
    await expect(edited).toContainText("refunds");
    await expect(edited).toContainText("Rohan Gupta");
    await expect(edited).toContainText("Tom Becker");
    await expect(edited.getByLabel(`Status of ${task} v2`)).toHaveValue("done");

    // Delete asks first; Cancel keeps the task.
    await beta.getByRole("button", { name: `Add Task to ${second}` }).click();
    dialog = await openDialog(page, `Add Task to ${second}`);
    await dialog.getByLabel("Title").fill(doomed);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    const doomedRow = tasks.getByRole("row").filter({ hasText: doomed });
    await doomedRow.getByRole("button", { name: `Delete ${doomed}` }).click();
    let confirm = await openDialog(page, `Delete ${doomed}?`);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(doomedRow).toBeVisible();
    await doomedRow.getByRole("button", { name: `Delete ${doomed}` }).click();
    confirm = await openDialog(page, `Delete ${doomed}?`);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Task deleted")).toBeVisible();
    await expect(doomedRow).toHaveCount(0);

    // Completed is a switch; the table says Yes.
    await sprintRegion(page, first).getByLabel("Completed").check();
    await expect(sprintRow(page, first).getByRole("cell").nth(5)).toHaveText("Yes");

    // Reload keeps the screen (project and tab are in the URL).
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(rows.nth(1)).toContainText(second);

    // The client's portal, in a browser of its own: the sprint order and the task as staff left them.
    const client = await openClientWorkspace(browser, title, "sprints");
    const clientRows = client.page.getByRole("table").getByRole("row");
    await expect(clientRows.nth(1)).toContainText(second);
    await expect(clientRows.nth(1).getByRole("cell").nth(1)).toHaveText("1");
    await expect(clientRows.nth(1).getByRole("cell").nth(2)).toHaveText("Active");
    await expect(clientRows.nth(2)).toContainText(first);
    await expect(clientRows.nth(2).getByRole("cell").nth(1)).toHaveText("2");
    await expect(clientRows.nth(2).getByRole("cell").nth(5)).toHaveText("Yes");
    await client.page.getByRole("link", { name: "Tasks", exact: true }).click();
    const clientTask = client.page.getByRole("region", { name: second }).getByRole("row").filter({ hasText: `${task} v2` });
    await expect(clientTask.getByRole("cell", { name: "Done", exact: true })).toBeVisible();
    await expect(clientTask.getByRole("cell", { name: "Low", exact: true })).toBeVisible();
    await expect(clientTask).toContainText("Rohan Gupta");
    await expect(clientTask).toContainText("Tom Becker");
    await expect(client.page.getByText(doomed)).toHaveCount(0);
    await client.close();
  });

  test("board: a card moves by drag and by keyboard, moves are announced, and the client sees the statuses", async ({ page, browser, request }) => {
    const api = await StaffApi.signIn(request);
    const title = unique("Journey Board");
    const projectId = await api.createProject(title);
    const sprint = unique("Board sprint");
    const sprintId = await api.addSprint(projectId, sprint);
    const dragged = unique("Drag me");
    const keyed = unique("Key me");
    await api.addTask(sprintId, dragged);
    await api.addTask(sprintId, keyed);

    await signInStaff(page);
    await page.goto(`/admin?section=projects&project=${projectId}&tab=board`);
    await expect(page.getByRole("tab", { name: "Board", selected: true })).toBeVisible();
    const column = (name: string) => page.getByRole("region", { name, exact: true });
    const card = (name: string) => page.getByRole("listitem").filter({ hasText: name });
    const announcer = page.locator('[aria-live="polite"][role="status"].visually-hidden');
    await expect(column("To-Do").getByRole("listitem")).toHaveCount(2);

    // Drag with the pointer: To-Do -> In Progress.
    await card(dragged).dragTo(column("In Progress"));
    await expect(column("In Progress").getByRole("listitem").filter({ hasText: dragged })).toBeVisible();
    await expect(toast(page, "Task moved")).toBeVisible();
    await expect(announcer).toHaveText(`${dragged} moved to In Progress.`);

    // Keyboard: focus the card, Right twice; the focus follows it.
    await card(keyed).focus();
    await page.keyboard.press("ArrowRight");
    await expect(column("In Progress").getByRole("listitem").filter({ hasText: keyed })).toBeVisible();
    await expect(announcer).toHaveText(`${keyed} moved to In Progress.`);
    await expect(card(keyed)).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(column("Done").getByRole("listitem").filter({ hasText: keyed })).toBeVisible();
    await expect(card(keyed)).toBeFocused();
    await expect(announcer).toHaveText(`${keyed} moved to Done.`);
    // Up and Down go through a column; Left brings a card back.
    await card(dragged).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(column("To-Do").getByRole("listitem").filter({ hasText: dragged })).toBeVisible();
    await expect(card(dragged)).toBeFocused();

    // Move to: the same through a menu.
    await card(dragged).getByRole("button", { name: `Move to, ${dragged}` }).click();
    await page.getByRole("menuitem", { name: "In Progress" }).click();
    await expect(column("In Progress").getByRole("listitem").filter({ hasText: dragged })).toBeVisible();
    await expect(announcer).toHaveText(`${dragged} moved to In Progress.`);

    // What the server holds: a reload shows the same board.
    await page.reload();
    await expect(column("In Progress").getByRole("listitem").filter({ hasText: dragged })).toBeVisible();
    await expect(column("Done").getByRole("listitem").filter({ hasText: keyed })).toBeVisible();

    const client = await openClientWorkspace(browser, title, "tasks");
    const rows = client.page.getByRole("region", { name: sprint }).getByRole("row");
    await expect(rows.filter({ hasText: dragged }).getByRole("cell", { name: "In Progress", exact: true })).toBeVisible();
    await expect(rows.filter({ hasText: keyed }).getByRole("cell", { name: "Done", exact: true })).toBeVisible();
    await client.close();
  });

  test("project details: update, a goal and its status, a milestone marked paid; the client's road map shows them", async ({
    page,
    browser,
    request,
  }) => {
    const api = await StaffApi.signIn(request);
    const title = unique("Journey Details");
    const projectId = await api.createProject(title);
    const goal = unique("Accessible checkout");
    const milestone = unique("Design sign-off");

    await signInStaff(page);
    await page.goto(`/admin?section=projects&project=${projectId}`);
    await page.getByRole("tab", { name: "Project Details" }).click();
    await expect(page).toHaveURL(/[?&]tab=details/);
    await expect(page.getByText("Reserved: No tinkering")).toBeVisible();

    // Update: the shared rule keeps required fields; then new values.
    await page.getByRole("button", { name: "Update", exact: true }).click();
    let dialog = await openDialog(page, "Update project");
    await expect(dialog.getByLabel("Title")).toHaveValue(title);
    await dialog.getByLabel("Code host owner").fill("");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByLabel("Code host owner")).toHaveAttribute("aria-invalid", "true");
    await dialog.getByLabel("Code host owner").fill("portico-labs");
    await dialog.getByLabel("Repository").fill("journey-shop");
    await dialog.getByLabel("Small description").fill("A shop that sells itself.");
    await dialog.getByLabel("Cost").fill("USD 24000");
    await dialog.getByLabel("Timeline").fill("20 weeks");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Project updated")).toBeVisible();
    await expect(dialog).toBeHidden();
    const fields = page.getByRole("region", { name: "Project Details" });
    for (const text of ["portico-labs", "journey-shop", "A shop that sells itself.", "USD 24000", "20 weeks"]) {
      await expect(fields.getByText(text, { exact: true })).toBeVisible();
    }

    // Add Goal, then its status.
    const goals = page.getByRole("region", { name: "Agreed Goals" });
    await page.getByRole("button", { name: "Add Goal" }).click();
    dialog = await openDialog(page, "Add Goal");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
    await dialog.getByLabel("Title").fill(goal);
    await dialog.getByLabel("Description").fill("WCAG AA on every step.");
    await dialog.getByLabel("Last Date").fill("2026-05-29");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Goal added")).toBeVisible();
    const goalItem = goals.getByRole("listitem").filter({ hasText: goal });
    await expect(goalItem.locator(".label-badge")).toHaveText("Todo");
    await expect(goalItem).toContainText("Last Date: 2026-05-29");
    await goalItem.getByLabel(`Status of ${goal}`).selectOption({ label: "Done" });
    await expect(toast(page, "Goal status changed")).toBeVisible();
    await expect(goalItem.locator(".label-badge")).toHaveText("Done");

    // Milestone: amount required by the shared rule; then mark it paid.
    const payments = page.getByRole("region", { name: "Payments" });
    await page.getByRole("button", { name: "Milestone" }).click();
    dialog = await openDialog(page, "Add payment milestone");
    await dialog.getByLabel("Title").fill(milestone);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByLabel("Amount")).toHaveAttribute("aria-invalid", "true");
    await dialog.getByLabel("Amount").fill("4250.50");
    await dialog.getByLabel("Description").fill("On approval of the designs.");
    await dialog.getByLabel("Due date").fill("2026-04-30");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Milestone added")).toBeVisible();
    const payment = payments.getByRole("listitem").filter({ hasText: milestone });
    await expect(payment).toContainText("Amount: $4,250.50");
    await expect(payment.getByText("Planned", { exact: true })).toBeVisible();
    await payment.getByRole("button", { name: `Mark paid: ${milestone}` }).click();
    await expect(toast(page, "Milestone marked paid")).toBeVisible();
    await expect(payment.getByText("Paid", { exact: true })).toBeVisible();
    await expect(payment.getByRole("button", { name: `Mark unpaid: ${milestone}` })).toBeVisible();

    const client = await openClientWorkspace(browser, title);
    await expect(client.page.getByText("A shop that sells itself.")).toBeVisible();
    await expect(client.page.getByText("20 weeks")).toBeVisible();
    await expect(client.page.getByText("USD 24000")).toBeVisible();
    await client.page.getByRole("link", { name: "Goals and sign-off" }).click();
    const clientGoal = client.page.getByRole("region", { name: "Agreed Goals" }).getByRole("listitem").filter({ hasText: goal });
    await expect(clientGoal.getByText("Done", { exact: true })).toBeVisible();
    await client.page.getByRole("link", { name: "Money" }).click();
    const clientMilestone = client.page.getByRole("region", { name: "Milestones" }).getByRole("listitem").filter({ hasText: milestone });
    await expect(clientMilestone.getByText("Paid", { exact: true })).toBeVisible();
    await client.close();
  });

  test("accessibility (axe): every screen and dialog of a project, no serious or critical violation", async ({ page, request }) => {
    test.setTimeout(240_000); // axe on many screens: about 30 s on a quiet machine, 100 s beside two other parts, and CI machines can be slower
    const api = await StaffApi.signIn(request);
    const title = unique("Journey Axe");
    const projectId = await api.createProject(title);
    const sprintId = await api.addSprint(projectId, unique("Axe sprint"));
    const task = unique("Axe task");
    await api.addTask(sprintId, task, "inprogress");
    await api.addSprint(projectId, unique("Axe later"), false);
    await api.call("POST", "/goal/create", { project: projectId, title: "Axe goal", desc: "Checked", status: "inprogress", dueDate: "2026-07-01", isCompleted: false });
    await api.call("POST", "/payment/create", { project: projectId, title: "Axe payment", description: "", amount: 99, dueDate: "2026-07-01", isCompleted: false });

    await signInStaff(page);
    await page.goto("/admin?section=projects");
    await expect(page.getByRole("table", { name: "Projects" }).getByRole("row").nth(1)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/admin?section=projects&project=${projectId}`);
    await expect(page.getByRole("table", { name: /^Tasks of / })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "New Sprint" }).click();
    let dialog = await openDialog(page, "New Sprint");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: /^Add Task to Axe sprint/ }).click();
    dialog = await openDialog(page, /^Add Task to Axe sprint/);
    await dialog.getByRole("combobox", { name: "Assigned To" }).click();
    await expect(page.getByRole("option", { name: /^Rohan Gupta/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel("Title").click();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: `Delete ${task}` }).click();
    dialog = await openDialog(page, `Delete ${task}?`);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("tab", { name: "Tasks" }).click();
    await expect(page.getByRole("region", { name: /^Axe sprint/ }).getByRole("table")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("tab", { name: "Board" }).click();
    await page.getByRole("button", { name: `Move to, ${task}` }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await page.getByRole("tab", { name: "Project Details" }).click();
    await expect(page.getByRole("region", { name: "Payments" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Agreed Goals" }).getByText("Axe goal")).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark paid: Axe payment" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    for (const [button, name] of [
      ["Update", "Update project"],
      ["Add Goal", "Add Goal"],
      ["Milestone", "Add payment milestone"],
    ] as const) {
      await page.getByRole("button", { name: button, exact: true }).click();
      dialog = await openDialog(page, name);
      await dialog.getByLabel("Title").fill("");
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(dialog.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
    }
  });
});
