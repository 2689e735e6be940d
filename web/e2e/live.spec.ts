import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { adminApiToken, bearer, clientApiToken, createClientWithProject } from "./admin-helpers";
import { signInStaff, StaffApi, unique } from "./admin-projects-helpers";

// Open pages follow what others write (ADR 0037): staff move a task or reply in another browser,
// and the client's open pages show it without a reload, keeping what was typed and the focus; two
// staff members see each other's moves on the board; seven tabs share one stream.

async function signIn(page: Page, email: string, password: string) {
  const token = await clientApiToken(page.request, email, password);
  await page.goto("/about");
  await page.evaluate((t) => window.localStorage.setItem("token", t), token);
}

/** The id of the project with this title, as staff find it. */
async function projectId(request: APIRequestContext, staff: string, projectTitle: string) {
  const projects = await request.get("/api/admin/projectsData?perPage=100&q=" + encodeURIComponent(projectTitle), { headers: bearer(staff) });
  expect(projects.ok(), await projects.text()).toBeTruthy();
  return ((await projects.json()) as { _id: string; title: string }[]).find((p) => p.title === projectTitle)!._id;
}

/** A sprint with one task in the client's project, made by staff; the task's id. */
async function taskIn(request: APIRequestContext, staff: string, projectTitle: string) {
  const project = { _id: await projectId(request, staff, projectTitle) };
  const sprint = await request.post(`/api/project/addSprint/${project._id}`, { headers: bearer(staff), data: { title: "Launch" } });
  expect(sprint.ok(), await sprint.text()).toBeTruthy();
  const sprintId = ((await sprint.json()) as { _id: string })._id;
  const task = await request.post(`/api/project/addTask/${sprintId}`, {
    headers: bearer(staff),
    data: { title: "Payment page", status: "todo" },
  });
  expect(task.ok(), await task.text()).toBeTruthy();
  return ((await task.json()) as { _id: string })._id;
}

test("staff move a task: the client's open Tasks view and dashboard follow without a reload", async ({ page, browser }) => {
  const client = await createClientWithProject(page.request);
  const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const staff = await adminApiToken(staffContext.request);
  const task = await taskIn(staffContext.request, staff, client.project);

  await signIn(page, client.email, client.password);
  await page.goto(`/clientHome/${encodeURIComponent(client.project)}?section=tasks`);
  const sprint = page.getByRole("region", { name: "Launch" });
  const row = sprint.getByRole("row").filter({ hasText: "Payment page" });
  await expect(row.getByRole("cell", { name: "To-Do", exact: true })).toBeVisible();
  const loads: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) loads.push(frame.url());
  });

  const moved = await staffContext.request.put(`/api/project/updateTaskStatus/${task}`, {
    headers: bearer(staff),
    data: { status: "done" },
  });
  expect(moved.ok()).toBeTruthy();
  await expect(row.getByRole("cell", { name: "Done", exact: true })).toBeVisible({ timeout: 15_000 });
  expect(loads, "no reload").toEqual([]);

  // The dashboard's feed tells the next move while it is open.
  await page.goto("/dashboard");
  await expect(page.getByText("Task finished: Payment page")).toBeVisible();
  await expect(page.getByText("Payment page moved from Done to In Progress")).toHaveCount(0);
  const back = await staffContext.request.put(`/api/project/updateTaskStatus/${task}`, {
    headers: bearer(staff),
    data: { status: "inprogress" },
  });
  expect(back.ok()).toBeTruthy();
  await expect(page.getByText("Payment page moved from Done to In Progress")).toBeVisible({ timeout: 15_000 });
  await staffContext.close();
});

test("a staff reply appears in the client's open ticket while the client types, keeping the text and the focus", async ({ page, browser }) => {
  const client = await createClientWithProject(page.request);
  const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const staff = await adminApiToken(staffContext.request);
  const project = await projectId(staffContext.request, staff, client.project);
  const clientToken = await clientApiToken(page.request, client.email, client.password);
  const opened = await page.request.post("/api/ticket/create", {
    headers: bearer(clientToken),
    data: { title: "Checkout is slow", description: "It takes ten seconds.", project },
  });
  expect(opened.ok(), await opened.text()).toBeTruthy();
  const ticket = ((await opened.json()) as { _id: string })._id;

  await signIn(page, client.email, client.password);
  await page.goto(`/clientHome/${encodeURIComponent(client.project)}?section=tickets`);
  const active = page.getByRole("region", { name: "Active tickets" });
  await active.getByRole("button", { name: /Checkout is slow/ }).click();
  const conversation = active.getByRole("list", { name: "Conversation" });
  const box = active.getByRole("textbox", { name: "Comment" });
  await box.click();
  await box.pressSequentially("Also on mobile");

  const replied = await staffContext.request.post(`/api/ticket/${ticket}/reply`, {
    headers: bearer(staff),
    data: { text: "We found the cause: a slow tax lookup." },
  });
  expect(replied.ok(), await replied.text()).toBeTruthy();
  await expect(conversation.getByText("We found the cause: a slow tax lookup.")).toBeVisible({ timeout: 15_000 });
  await expect(active.getByRole("status").filter({ hasText: /^New reply from / })).toHaveCount(1);
  // What was typed and where the keyboard was are as they were; typing goes on.
  await expect(box).toHaveValue("Also on mobile");
  await expect(box).toBeFocused();
  await page.keyboard.type(" too");
  await expect(box).toHaveValue("Also on mobile too");
  await staffContext.close();
});

test("seven tabs of the portal all stay live on one stream", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const first = await context.newPage();
  const client = await createClientWithProject(first.request);
  const staff = await adminApiToken(context.request);
  const task = await taskIn(context.request, staff, client.project);
  await signIn(first, client.email, client.password);
  // Streams opened by the tabs, counted as the browser sends them.
  let streams = 0;
  context.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/events") streams++;
  });
  const tabs = [first];
  for (let i = 1; i < 7; i++) tabs.push(await context.newPage());
  const path = `/clientHome/${encodeURIComponent(client.project)}?section=tasks`;
  for (const tab of tabs) await tab.goto(path);
  const cells = tabs.map((tab) =>
    tab.getByRole("region", { name: "Launch" }).getByRole("row").filter({ hasText: "Payment page" }).getByRole("cell", { name: "Done", exact: true }),
  );
  for (const tab of tabs) await expect(tab.getByRole("cell", { name: "To-Do", exact: true })).toBeVisible();
  // Every tab waits its few seconds before following; then one of them holds the stream.
  await expect.poll(() => streams, { timeout: 15_000 }).toBeGreaterThan(0);

  const moved = await context.request.put(`/api/project/updateTaskStatus/${task}`, { headers: bearer(staff), data: { status: "done" } });
  expect(moved.ok()).toBeTruthy();
  for (const cell of cells) await expect(cell).toBeVisible({ timeout: 15_000 });
  expect(streams, "one stream for the seven tabs").toBe(1);
  await context.close();
});

test("two staff members on one project: a card moved by one moves on the other's open board", async ({ page, request }) => {
  const api = await StaffApi.signIn(request);
  const projectId = await api.createProject(unique("Live Board"));
  const sprintId = await api.addSprint(projectId, unique("Live sprint"));
  const name = unique("Moved elsewhere");
  const task = await api.addTask(sprintId, name);

  await signInStaff(page);
  await page.goto(`/admin?section=projects&project=${projectId}&tab=board`);
  const column = (title: string) => page.getByRole("region", { name: title, exact: true });
  await expect(column("To-Do").getByRole("listitem").filter({ hasText: name })).toBeVisible();
  // Another staff member, elsewhere, moves it.
  const other = await adminApiToken(request);
  const moved = await request.put(`/api/project/updateTaskStatus/${task}`, { headers: bearer(other), data: { status: "done" } });
  expect(moved.ok()).toBeTruthy();
  await expect(column("Done").getByRole("listitem").filter({ hasText: name })).toBeVisible({ timeout: 15_000 });
  await expect(column("To-Do").getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
});

test("two app servers: a write on one reaches pages open on the other", async ({ page, browser }) => {
  // scripts/e2e.sh starts a second server on the same database for PostgreSQL (SQLite is one machine's).
  const second = process.env.SECOND_BASE_URL;
  test.skip(!second, "two app servers share a PostgreSQL database only");
  const client = await createClientWithProject(page.request);
  const onB = await browser.newContext({ baseURL: second });
  const staff = await adminApiToken(onB.request);
  const task = await taskIn(onB.request, staff, client.project);
  const project = await projectId(onB.request, staff, client.project);

  // The client follows on server A; a staff member's board is open on server B.
  await signIn(page, client.email, client.password);
  await page.goto(`/clientHome/${encodeURIComponent(client.project)}?section=tasks`);
  const row = page.getByRole("region", { name: "Launch" }).getByRole("row").filter({ hasText: "Payment page" });
  await expect(row.getByRole("cell", { name: "To-Do", exact: true })).toBeVisible();
  const board = await onB.newPage();
  await signInStaff(board);
  await board.goto(`/admin?section=projects&project=${project}&tab=board`);
  const column = (title: string) => board.getByRole("region", { name: title, exact: true });
  await expect(column("To-Do").getByRole("listitem").filter({ hasText: "Payment page" })).toBeVisible();

  // Written on B: the client's page on A follows.
  const done = await onB.request.put(`/api/project/updateTaskStatus/${task}`, { headers: bearer(staff), data: { status: "done" } });
  expect(done.ok()).toBeTruthy();
  await expect(row.getByRole("cell", { name: "Done", exact: true })).toBeVisible({ timeout: 15_000 });
  // The board on B follows too (its own server's write).
  await expect(column("Done").getByRole("listitem").filter({ hasText: "Payment page" })).toBeVisible({ timeout: 15_000 });

  // Written on A: the board open on B follows.
  const staffOnA = await adminApiToken(page.request);
  const back = await page.request.put(`/api/project/updateTaskStatus/${task}`, { headers: bearer(staffOnA), data: { status: "inprogress" } });
  expect(back.ok()).toBeTruthy();
  await expect(column("In Progress").getByRole("listitem").filter({ hasText: "Payment page" })).toBeVisible({ timeout: 15_000 });
  await expect(row.getByRole("cell", { name: "In Progress", exact: true })).toBeVisible({ timeout: 15_000 });
  await onB.close();
});
