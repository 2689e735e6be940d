import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The server under test is seeded with the demo data (`portico seed`).
const CLIENT_EMAIL = process.env.E2E_CLIENT_EMAIL ?? "asha.verma@example.com";
const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? "admin@example.com";
const PASSWORD = process.env.E2E_PASSWORD ?? "portico-demo";
const PROJECT = "Storefront Revamp";

async function token(request: APIRequestContext, path: string, email: string): Promise<string> {
  const res = await request.post(path, { data: { email, password: PASSWORD } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** The progress bar of the project's card, and the figures it names. */
async function progressOf(page: Page): Promise<{ done: number; total: number }> {
  const card = page.getByRole("main").getByRole("link").filter({ has: page.getByRole("heading", { name: PROJECT }) });
  const bar = card.getByRole("progressbar");
  await expect(bar).toBeVisible();
  const label = (await bar.getAttribute("aria-label")) ?? "";
  const match = /Tasks done: (\d+) of (\d+)/.exec(label);
  expect(match, label).not.toBeNull();
  return { done: Number(match![1]), total: Number(match![2]) };
}

test.describe("the dashboard says how each project is going", () => {
  test("staff finish a task; the client's next visit shows the progress bar moved", async ({ page }) => {
    const client = await token(page.request, "/api/user/login", CLIENT_EMAIL);
    await page.goto("/about");
    await page.evaluate((t) => window.localStorage.setItem("token", t), client);
    // Opening the dashboard's feed counts as a visit: what staff do next is news at the next one.
    const seen = page.waitForResponse((r) => r.url().endsWith("/api/activity/seen") && r.status() === 204);
    await page.goto("/dashboard");
    await expect(page.getByText("Here's what is happening today")).toBeVisible();
    await seen;
    const before = await progressOf(page);
    expect(before.total).toBeGreaterThan(before.done);

    // Staff, elsewhere, finish one of the project's tasks that is not done.
    const admin = await token(page.request, "/api/admin/login", ADMIN_EMAIL);
    const auth = { Authorization: `Bearer ${admin}` };
    const projects = (await (await page.request.get("/api/project/projectsUser", { headers: { Authorization: `Bearer ${client}` } })).json()) as {
      title: string;
      sprints: { tasks: { _id: string; title: string; status: string }[] }[];
    }[];
    const task = projects
      .find((p) => p.title === PROJECT)!
      .sprints.flatMap((s) => s.tasks)
      .find((t) => t.status !== "done")!;
    const res = await page.request.put(`/api/project/updateTaskStatus/${task._id}`, { headers: auth, data: { status: "done" } });
    expect(res.ok()).toBe(true);

    await page.reload();
    await expect.poll(async () => (await progressOf(page)).done).toBe(before.done + 1);
    expect((await progressOf(page)).total).toBe(before.total);

    // "Since your last visit" names it, under its project and today, linking to the tasks.
    const since = page.getByRole("region", { name: "Since your last visit" });
    const finished = since.getByRole("link", { name: `Task finished: ${task.title}` });
    await expect(finished).toBeVisible();
    await expect(finished).toHaveAttribute("href", `/clientHome/${encodeURIComponent(PROJECT)}?section=tasks`);
    await expect(since.getByRole("heading", { name: PROJECT })).toBeVisible();
    const when = since
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: `Task finished: ${task.title}` }) })
      .locator("time");
    await expect(when).toContainText(/(now|seconds? ago|minutes? ago)/);
    // The date shows on focus.
    await when.focus();
    await expect(when.locator(".activity-date")).toBeVisible();
    await expect(when.locator(".activity-date")).toHaveText(/\(\d{4}-\d{2}-\d{2}\)/);
    await finished.click();
    await expect(page).toHaveURL(/section=tasks/);
  });
});
