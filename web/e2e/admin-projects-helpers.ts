export { seriousViolations } from "./axe";
import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

// Demo seed (`portico seed`): the staff account and five team members. The journeys' projects go
// to a client of their own, made on first use, so the demo clients that the portal journeys count
// on keep exactly their seeded projects whatever order the journeys run in.
export const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? "admin@example.com";
export const PASSWORD = process.env.E2E_PASSWORD ?? "portico-demo";
export const CLIENT_EMAIL = "journeys.client@example.com";
export const CLIENT_NAME = "Jo Journeys";

/** A name no other run or journey uses. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** Staff sign-in through the form, as people do it. */
export async function signInStaff(page: Page) {
  await page.goto("/adminLogin");
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password").first().fill(PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** The staff API, for setting a journey's stage (the journey itself goes through the screens). */
export class StaffApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async signIn(request: APIRequestContext): Promise<StaffApi> {
    const res = await request.post("/api/admin/login", { data: { email: ADMIN_EMAIL, password: PASSWORD } });
    expect(res.ok(), await res.text()).toBeTruthy();
    const api = new StaffApi(request, ((await res.json()) as { token: string }).token);
    // The journeys' client: created once (a second run finds it: 409).
    const made = await request.post("/api/user/signup", {
      headers: { Authorization: `Bearer ${api.token}` },
      data: { name: CLIENT_NAME, brandName: "Journeys Ltd", email: CLIENT_EMAIL, password: PASSWORD, remarks: "" },
    });
    expect([201, 409], await made.text()).toContain(made.status());
    return api;
  }

  async call<T>(method: "GET" | "POST" | "PUT", path: string, data?: unknown): Promise<T> {
    const res = await this.request.fetch(`/api${path}`, { method, data, headers: { Authorization: `Bearer ${this.token}` } });
    expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBeTruthy();
    const text = await res.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  async clientId(email: string): Promise<string> {
    const { data } = await this.call<{ data: { _id: string; email: string }[] }>("GET", `/user/allUsers?q=${encodeURIComponent(email)}`);
    const found = data.find((c) => c.email === email);
    expect(found, `client ${email}`).toBeTruthy();
    return found!._id;
  }

  /** Team member ids by name. */
  async memberIds(...names: string[]): Promise<string[]> {
    const { data } = await this.call<{ data: { _id: string; name: string }[] }>("GET", "/team/all?perPage=200");
    return names.map((name) => {
      const m = data.find((x) => x.name === name);
      expect(m, `team member ${name}`).toBeTruthy();
      return m!._id;
    });
  }

  /** A project of `clientEmail` (the journeys' client by default) with Rohan Gupta and Tom Becker on its team. */
  async createProject(title: string, clientEmail = CLIENT_EMAIL): Promise<string> {
    const client = await this.clientId(clientEmail);
    const projectTeam = await this.memberIds("Rohan Gupta", "Tom Becker");
    const project = await this.call<{ _id: string }>("POST", "/project/createProject", {
      title,
      client,
      github: "portico-demo",
      repoName: "journey-repo",
      projectTeam,
      projectDesc: `${title}: short description`,
      projectDetailsDesc: `${title}: the whole scope.`,
    });
    return project._id;
  }

  async addSprint(projectId: string, title: string, active = true): Promise<string> {
    const { _id } = await this.call<{ _id: string }>("POST", `/project/addSprint/${projectId}`, {
      title,
      goal: "Journey goal",
      timeline: "2 weeks",
      startDate: "2026-01-05",
      endDate: "2026-01-16",
    });
    if (active) await this.call("PUT", `/project/updateSprintStatus/${_id}`, { active: true });
    return _id;
  }

  async addTask(sprintId: string, title: string, status = "todo", taskDate = "2026-02-01"): Promise<string> {
    const { _id } = await this.call<{ _id: string }>("POST", `/project/addTask/${sprintId}`, {
      title,
      assignedTo: [],
      status,
      priority: "medium",
      type: "Feature",
      role: "Developer",
      githubLink: "",
      taskDate,
      description: `${title} description`,
    });
    return _id;
  }
}

/** A browser signed in as the journeys' client, apart from the staff one: the client's own view of the project. */
export async function openClientWorkspace(browser: Browser, projectTitle: string, section?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const res = await page.request.post("/api/user/login", { data: { email: CLIENT_EMAIL, password: PASSWORD } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { token } = (await res.json()) as { token: string };
  await page.goto("/about");
  await page.evaluate((t) => window.localStorage.setItem("token", t), token);
  const query = section ? `?section=${section}` : "";
  await page.goto(`/clientHome/${encodeURIComponent(projectTitle)}${query}`);
  await expect(page.getByRole("heading", { level: 1, name: projectTitle })).toBeVisible();
  return { page, close: () => context.close() };
}

/** A Mantine modal once its opening transition is over (axe checks colours as they are painted). */
export async function openDialog(page: Page, name: string | RegExp) {
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS("opacity", "1");
  return dialog;
}

/** A toast with this title (success toasts are status messages, failures alerts). */
export function toast(page: Page, title: string) {
  return page.getByRole("status").filter({ hasText: title });
}

/** The project's detail through the Projects list: search, then Details. */
export async function openProject(page: Page, title: string) {
  await page.getByRole("navigation", { name: "Admin console" }).getByRole("link", { name: "Projects", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Projects" })).toBeVisible();
  const table = page.getByRole("table", { name: "Projects" });
  for (const column of ["Project Name", "Client Name", "Sprints", "Details"]) {
    await expect(table.getByRole("columnheader", { name: column })).toBeVisible();
  }
  await page.getByRole("searchbox", { name: "Search projects" }).fill(title);
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("row").nth(1)).toContainText(CLIENT_NAME);
  await table.getByRole("link", { name: `Details of ${title}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/[?&]project=[^&]+/);
}

export function sprintRow(page: Page, sprint: string) {
  return page.getByRole("table", { name: "Sprints of this project" }).getByRole("row").filter({ hasText: sprint });
}

export function sprintRegion(page: Page, sprint: string) {
  return page.getByRole("region", { name: sprint, exact: true });
}

/** The Mantine multi-select of assignees: open it and pick people by name. */
export async function pickAssignees(dialog: Locator, page: Page, names: string[]) {
  await dialog.getByRole("combobox", { name: "Assigned To" }).click();
  for (const name of names) {
    await page.getByRole("option", { name: new RegExp(`^${name}`) }).click();
  }
  // Close the list by going back to the field above it.
  await dialog.getByLabel("Title").click();
  await expect(page.getByRole("listbox")).toBeHidden();
}
