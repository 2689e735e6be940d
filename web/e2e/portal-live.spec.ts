import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { adminApiToken, bearer, clientApiToken, createClientWithProject } from "./admin-helpers";

// Open pages follow what others write (ADR 0037): staff move a task in another browser, and the
// client's open Tasks view and dashboard show it without a reload, keeping what was typed.

async function signIn(page: Page, email: string, password: string) {
  const token = await clientApiToken(page.request, email, password);
  await page.goto("/about");
  await page.evaluate((t) => window.localStorage.setItem("token", t), token);
}

/** A sprint with one task in the client's project, made by staff; the task's id. */
async function taskIn(request: APIRequestContext, staff: string, projectTitle: string) {
  const projects = await request.get("/api/admin/projectsData?perPage=100&q=" + encodeURIComponent(projectTitle), { headers: bearer(staff) });
  expect(projects.ok(), await projects.text()).toBeTruthy();
  const project = ((await projects.json()) as { _id: string; title: string }[]).find((p) => p.title === projectTitle)!;
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
