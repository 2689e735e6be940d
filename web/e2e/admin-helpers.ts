export { seriousViolations } from "./axe";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

// Helpers of the back-office journeys on Clients, Tickets and Submissions. The server under test is
// seeded with the demo data (`portico seed`); journeys make their own records with unique names, so
// they pass in any order and on a database other journeys have used.

export const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? "admin@example.com";
export const PASSWORD = process.env.E2E_PASSWORD ?? "portico-demo";
export const ASHA = { name: "Asha Verma", email: "asha.verma@example.com" };

/** A token that differs per call, for names and emails no other run has used. */
export function stamp(): string {
  return `${Date.now()}${Math.floor(Math.random() * 1000)}`;
}

/** Staff sign-in through the page, as a person does it. */
export async function signInAdmin(page: Page) {
  await page.goto("/adminLogin");
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password").first().fill(PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

export async function goToSection(page: Page, name: string) {
  await page.getByRole("navigation", { name: "Admin console" }).getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

/** A Mantine modal once its opening transition is over (axe checks colours as they are painted). */
export async function openDialog(page: Page, name: string | RegExp): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS("opacity", "1");
  return dialog;
}

/** The toast that says `text` (success and info toasts are status regions; errors are alerts). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole("status").filter({ hasText: text });
}

/** Picks a value in one of the console's searchable selects (client or project filters). */
export async function pick(page: Page, label: string, search: string, option: string | RegExp) {
  const input = page.getByRole("combobox", { name: label, exact: true });
  await input.click();
  await input.fill(search);
  await page.getByRole("option", { name: option }).click();
}

// ---- Set-up through the API, for records a journey needs but is not about ----

async function tokenFor(request: APIRequestContext, path: string, email: string, password = PASSWORD) {
  const res = await request.post(path, { data: { email, password } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { token: string }).token;
}

export const adminApiToken = (request: APIRequestContext) => tokenFor(request, "/api/admin/login", ADMIN_EMAIL);
export const clientApiToken = (request: APIRequestContext, email: string, password = PASSWORD) =>
  tokenFor(request, "/api/user/login", email, password);

/** Keeps a client's token where the portal reads it (set on a public page, before the portal loads). */
export async function storeClientToken(page: Page, token: string) {
  await page.goto("/about");
  await page.evaluate((t) => window.localStorage.setItem("token", t), token);
}

/** A client signed in through the API, not the sign-in page (for journeys about what comes after). */
export async function signInClientThroughApi(page: Page, email: string, password = PASSWORD) {
  const res = await page.request.post("/api/user/login", { data: { email, password } });
  expect(res.ok()).toBe(true);
  const { token } = (await res.json()) as { token: string };
  await storeClientToken(page, token);
}

export function bearer(token: string) {
  return { Authorization: `Bearer ${token}` };
}

/** A client of its own (never a demo client) with one project, made by staff through the API. */
export async function createClientWithProject(request: APIRequestContext) {
  const token = await adminApiToken(request);
  const s = stamp();
  const client = { name: `Ivo Brandt ${s}`, brandName: `Brandt Bikes ${s}`, email: `ivo.${s}@example.com`, password: `spoke-chain-${s}` };
  const res = await request.post("/api/user/signup", { headers: bearer(token), data: { ...client, remarks: "" } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { _id } = (await res.json()) as { _id: string };
  const project = { title: `Bike Shop ${s}`, client: _id, github: "portico-demo", repoName: `bike-shop-${s}`, projectTeam: [] };
  const made = await request.post("/api/project/createProject", {
    headers: bearer(token),
    data: { ...project, projectDesc: "A web shop for bikes.", projectDetailsDesc: "Catalogue, cart and checkout." },
  });
  expect(made.ok(), await made.text()).toBeTruthy();
  return { ...client, _id, project: project.title };
}

/**
 * Settings have read their integrations: the calendar link, the API tokens and, for staff and a
 * company's owners, the webhook endpoints. Sign out only after: a read under way when the session
 * ends is answered 401, which the browser logs.
 */
export async function integrationsRead(page: Page, { webhooks }: { webhooks: boolean }) {
  await expect(page.getByRole("button", { name: "Get calendar link" }).or(page.getByRole("textbox", { name: "Calendar link" }))).toBeVisible();
  await expect(page.getByText("You have no API tokens.").or(page.getByRole("list", { name: "Your API tokens" }))).toBeVisible();
  if (webhooks) {
    await expect(page.getByText("No endpoints yet.").or(page.getByRole("list", { name: "Webhook endpoints" }))).toBeVisible();
  }
}
