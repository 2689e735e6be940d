import type { APIRequestContext, Page } from "@playwright/test";
import { adminApiToken, ASHA, bearer, clientApiToken, createClientWithProject, stamp, storeClientToken } from "./admin-helpers";
import { seriousViolations } from "./axe";
import { expect, settled, test } from "./fixtures";

// Quotes and change requests signed online (issue 56, ADR 0044): staff send a change request for
// one of Verma Retail's projects; Asha (its owner, an approver) finds it on her dashboard, reads it
// to the end of its terms, types her name and accepts; her open Money page shows the new milestones
// without a reload; a version replaced while she reads it loses its Accept at once.

const PROJECT = "Inventory Mobile App";

async function post<T>(request: APIRequestContext, token: string, path: string, data: unknown = {}): Promise<T> {
  const res = await request.post(`/api${path}`, { headers: bearer(token), data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

async function get<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`/api${path}`, { headers: bearer(token) });
  expect(res.ok(), `${path}: ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

/** The id of the project with this title, as staff find it. */
async function projectId(request: APIRequestContext, admin: string, title: string): Promise<string> {
  const projects = await get<{ _id: string; title: string }[]>(request, admin, `/admin/projectsData?perPage=100&q=${encodeURIComponent(title)}`);
  return projects.find((p) => p.title === title)!._id;
}

/** Terms long enough to scroll in their box. */
const TERMS = Array.from(
  { length: 30 },
  (_, i) => `${i + 1}. The work in this change request is delivered in two-week sprints; each milestone is invoiced when it falls due and paid within 15 days.`,
).join("\n\n");

interface Quote {
  _id: string;
  number: string;
  version: number;
}

/** A change request with a line taxed at GST 18 % and one without tax, paid in two milestones (one on acceptance), sent. */
async function sendChangeRequest(request: APIRequestContext, admin: string, project: string, title: string, goal?: string): Promise<Quote> {
  const draft = await post<Quote>(request, admin, "/quote/create", {
    project,
    kind: "change",
    title,
    validUntil: "2099-12-31",
    rule: "any",
    terms: TERMS,
    lines: [
      { title: "Gift card redemption", description: "Verma Retail gift cards at checkout, alone or with a card.", quantity: "2", unitPrice: "15000", taxName: "GST", taxRate: "18", milestone: 0 },
      { title: "Store staff training", description: "One session per store.", quantity: "1", unitPrice: "5000", taxName: "", milestone: 1 },
    ],
    milestones: [
      { title: `${title}: kick-off`, release: "acceptance" },
      goal ? { title: `${title}: live`, release: "goal", goal, dueDate: "2099-06-30" } : { title: `${title}: live`, release: "acceptance", dueDate: "2099-06-30" },
    ],
  });
  return post<Quote>(request, admin, `/quote/send/${draft._id}`);
}

/** Until the live stream is open (it opens three seconds after the page). */
async function live(page: Page) {
  await settled(page);
  await page.waitForTimeout(3500);
}

test.describe("quotes and change requests", () => {
  test("the owner reads a change request to its end, signs and accepts it; the milestones reach her open Money page; a replaced version loses its Accept live", async ({ page, request, context }) => {
    test.setTimeout(180_000);
    const admin = await adminApiToken(request);
    const asha = await clientApiToken(request, ASHA.email);
    const project = await projectId(request, admin, PROJECT);
    const goals = await get<{ _id: string }[]>(request, asha, `/goal/project/${project}`);
    const s = stamp();
    const title = `Gift cards ${s}`;
    const cr = await sendChangeRequest(request, admin, project, title, goals[0]?._id);
    const name = `${cr.number} v1 · ${title}`;

    await storeClientToken(page, asha);
    // A second page of Asha's, open on the project's Money.
    const money = await context.newPage();
    await money.goto(`/clientHome/${encodeURIComponent(PROJECT)}?section=money`);
    await expect(money.getByRole("heading", { name: "Milestones" })).toBeVisible();
    await expect(money.getByText(`${title}: kick-off`)).toHaveCount(0);
    await live(money);

    // The dashboard: waiting for her acceptance.
    await page.goto("/dashboard");
    const waiting = page.getByRole("region", { name: "Waiting for your acceptance" });
    const card = waiting.getByRole("listitem", { name });
    await expect(card).toContainText("Change request");
    await expect(card).toContainText("Total ₹40,400.00");
    expect(await seriousViolations(page)).toEqual([]);
    await card.getByRole("link", { name }).click();

    // The quote's page: the whole quote, then the terms, then the signature.
    await expect(page).toHaveURL(new RegExp(`/quotes/${cr._id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`Change request ${cr.number} v1`);
    const table = page.getByRole("table");
    await expect(table.getByRole("row").filter({ hasText: "Gift card redemption" })).toContainText("GST 18 %");
    await expect(table.getByRole("row").filter({ hasText: "Store staff training" })).toContainText("No tax");
    await expect(page.getByText("₹40,400.00").last()).toBeVisible();
    const accept = page.getByRole("button", { name: "Accept" });
    await expect(accept).toBeDisabled();
    await expect(accept).toHaveAccessibleDescription(/Read the terms to their end\W+to do/);
    expect(await seriousViolations(page)).toEqual([]);

    // Read to the end (the keyboard scrolls the focused terms), then signed.
    const terms = page.getByRole("region", { name: "Terms, scrollable" });
    // Again if the page was drawn anew meanwhile (a live read of the quote takes the focus away).
    await expect(async () => {
      await terms.focus();
      await page.keyboard.press("End");
      await expect(page.getByText("You have reached the end of the terms.")).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(accept).toBeDisabled();
    await page.getByRole("textbox", { name: "Type your full name" }).fill(ASHA.name);
    await expect(accept).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
    await accept.click();
    await expect(page.getByRole("heading", { name: `You accepted ${cr.number} v1` })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: `${title}: kick-off` })).toBeVisible();
    await expect(page.getByRole("region", { name: "Decisions" })).toContainText(`Signed as “${ASHA.name}”`);
    await expect(accept).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The Money page, never reloaded, shows the milestones the acceptance made.
    await expect(money.getByText(`${title}: kick-off`)).toBeVisible({ timeout: 15_000 });
    await expect(money.getByText(`${title}: live`)).toBeVisible();
    const list = money.getByRole("region", { name: "Quotes and change requests" });
    await expect(list.getByRole("listitem", { name })).toContainText("Accepted");

    // Staff invoice the milestone the acceptance made due (₹30,000.00 and GST 18 %): the invoice
    // reaches the same open page, ready to pay.
    const made = await get<{ _id: string; title: string; status: string }[]>(request, admin, `/payment/payments/${project}`);
    const kickoff = made.find((m) => m.title === `${title}: kick-off`)!;
    expect(kickoff.status).toBe("due");
    const invoice = await post<{ number: string }>(request, admin, `/invoice/create/${project}`, { payments: [kickoff._id], taxRate: "18" });
    const invoiceCard = money.getByRole("region", { name: "Invoices" }).getByRole("listitem", { name: `Invoice ${invoice.number}` });
    await expect(invoiceCard).toContainText("₹35,400.00", { timeout: 15_000 });
    await expect(money.getByRole("listitem").filter({ has: money.getByRole("heading", { name: `${title}: kick-off` }) })).toContainText("Invoiced");

    // Another change request; staff send its v2 while Asha reads v1.
    const other = await sendChangeRequest(request, admin, project, `Loyalty points ${s}`);
    await page.goto(`/quotes/${other._id}`);
    await expect(page.getByRole("button", { name: "Accept" })).toBeVisible();
    await live(page);
    const v2 = await post<Quote>(request, admin, `/quote/revise/${other._id}`, {});
    await post(request, admin, `/quote/send/${v2._id}`);
    await expect(page.getByText("A newer version replaced this one: it can no longer be accepted.")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("button", { name: "Accept" })).toHaveCount(0);
    await page.getByRole("link", { name: `Open ${other.number} v2` }).click();
    await expect(page.getByRole("button", { name: "Accept" })).toBeVisible();
    await money.close();
  });

  test("a company's quote in French and Hindi; a person who is not an approver is told it does not exist", async ({ page, request, browser }) => {
    const company = await createClientWithProject(request);
    const admin = await adminApiToken(request);
    const s = stamp();
    const made = await post<{ _id: string }>(request, admin, "/project/createProject", {
      title: `Quoted ${s}`,
      client: company._id,
      github: "portico-demo",
      repoName: `quoted-${s}`,
      projectDesc: "A shop.",
      projectDetailsDesc: "A shop.",
      currency: "INR",
    });
    const cr = await sendChangeRequest(request, admin, made._id, `Wishlist ${s}`);
    const token = await clientApiToken(request, company.email, company.password);
    await storeClientToken(page, token);
    await page.goto(`/quotes/${cr._id}`);
    await expect(page.getByRole("heading", { name: "Terms", exact: true })).toBeVisible();

    await page.getByLabel("Language", { exact: true }).selectOption("fr");
    await expect(page.getByRole("heading", { name: "Conditions", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Échéances de paiement" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`Demande de modification ${cr.number} v1`);
    await expect(page.getByRole("button", { name: "Accepter", exact: true })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel("Langue", { exact: true }).selectOption("hi");
    await expect(page.getByRole("heading", { name: "शर्तें", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "भुगतान माइलस्टोन" })).toBeVisible();
    await expect(page.getByRole("button", { name: "स्वीकार करें", exact: true })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);

    // Another company's person: no such page.
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const other = await context.newPage();
    await storeClientToken(other, await clientApiToken(other.request, ASHA.email));
    await other.goto(`/quotes/${cr._id}`);
    await expect(other.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await context.close();
  });
});
