import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { adminApiToken, bearer, clientApiToken, createClientWithProject, openDialog, signInAdmin, stamp, toast } from "./admin-helpers";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { linkIn, waitForMail } from "./mail-helpers";

// From goal to sign-off to a milestone due (ADR 0032): staff ask in the console, the company's
// approver decides in the portal, the finance person sees the milestone due in rupees, and a
// member without finance sees no amount anywhere.

async function post<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const res = await request.post(`/api${path}`, { headers: bearer(token), data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

/** A person of the company, invited by staff, with their password set: their session token. */
async function person(request: APIRequestContext, admin: string, company: string, body: Record<string, unknown>): Promise<string> {
  await post(request, admin, `/user/people/${company}`, body);
  const link = linkIn(await waitForMail(body.email as string, "You are invited to Portico"), "/invitation");
  const token = link.split("#")[1];
  const res = await request.post("/api/user/acceptInvitation", { data: { token, password: `sign-off-${stamp()}` } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { token: string }).token;
}

/** A browser of its own for a signed-in person. */
async function portal(browser: Browser, token: string, path: string): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/about");
  await page.evaluate((t) => window.localStorage.setItem("token", t), token);
  await page.goto(path);
  return { page, close: () => context.close() };
}

test.describe("sign-off of delivered work", () => {
  test("staff ask for sign-off; the approver asks for changes, then approves; the milestone falls due; no amount for a member without finance", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000); // four people in their own browsers
    const company = await createClientWithProject(request);
    const admin = await adminApiToken(request);
    const s = stamp();
    const title = `Storefront ${s}`;
    const project = await post<{ _id: string }>(request, admin, "/project/createProject", {
      title,
      client: company._id,
      github: "portico-demo",
      repoName: `storefront-${s}`,
      projectDesc: "A new online store.",
      projectDetailsDesc: "Catalogue, search and checkout.",
      currency: "INR",
    });
    const goal = await post<{ _id: string }>(request, admin, "/goal/create", { project: project._id, title: "Go live", status: "inprogress" });
    await post(request, admin, "/payment/create", { project: project._id, title: "Go-live payment", amount: "630050.50", goal: goal._id });
    const finance = await person(request, admin, company._id, { name: `Nikhil ${s}`, email: `nikhil.${s}@example.com`, companyRole: "member", finance: true });
    const member = await person(request, admin, company._id, { name: `Priya ${s}`, email: `priya.${s}@example.com`, companyRole: "member" });

    // Staff ask for the sign-off of the goal in the console.
    await signInAdmin(page);
    await page.goto(`/admin?section=projects&project=${project._id}&tab=details`);
    const goals = page.getByRole("region", { name: "Agreed Goals" });
    await goals.getByRole("button", { name: "Ask for sign-off of Go live" }).click();
    let dialog = await openDialog(page, "Ask for the sign-off of “Go live”");
    await dialog.getByRole("button", { name: "Ask for sign-off" }).click();
    await expect(dialog.getByLabel("What was delivered")).toHaveAttribute("aria-invalid", "true");
    await dialog.getByLabel("What was delivered").fill("The store is live on staging, with UPI and cards.");
    await dialog.getByLabel("Links (one per line)").fill("https://staging.example.com/store");
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Ask for sign-off" }).click();
    await expect(toast(page, "Sign-off asked")).toBeVisible();
    const rounds = page.getByRole("region", { name: "Sign-offs" });
    await expect(rounds.getByRole("listitem", { name: "Go live" })).toContainText("Waiting");

    // The owner (an approver) finds it on the dashboard: changes first, with a required comment.
    const owner = await portal(browser, await clientApiToken(request, company.email, company.password), "/dashboard");
    const waiting = owner.page.getByRole("region", { name: "Waiting for your approval" });
    const card = waiting.getByRole("listitem", { name: "Go live" });
    await expect(card).toContainText("Releases ₹630,050.50");
    await expect(card.getByRole("link", { name: "https://staging.example.com/store" })).toBeVisible();
    expect(await seriousViolations(owner.page)).toEqual([]);
    await card.getByRole("button", { name: "Request changes to Go live" }).click();
    dialog = await openDialog(owner.page, "Request changes to “Go live”");
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(dialog.getByText("Say what needs to change")).toBeVisible();
    expect(await seriousViolations(owner.page)).toEqual([]);
    await dialog.getByLabel("What needs to change").fill("The cart forgets its items on a phone.");
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(toast(owner.page, "Changes requested")).toBeVisible();
    await expect(waiting).toHaveCount(0);

    // Staff see the comment, and ask again: round 2.
    await page.reload();
    await expect(rounds.getByRole("listitem", { name: "Go live" }).filter({ hasText: "The cart forgets its items on a phone." })).toContainText("Changes requested");
    await goals.getByRole("button", { name: "Ask for sign-off of Go live" }).click();
    dialog = await openDialog(page, "Ask for the sign-off of “Go live”");
    await dialog.getByLabel("What was delivered").fill("The cart keeps its items now.");
    await dialog.getByRole("button", { name: "Ask for sign-off" }).click();
    await expect(toast(page, "Sign-off asked")).toBeVisible();

    // The owner approves from the project's road map.
    await owner.page.goto(`/clientHome/${encodeURIComponent(title)}?section=roadmap`);
    const onRoadMap = owner.page.getByRole("region", { name: "Waiting for your approval" }).getByRole("listitem", { name: "Go live" }).filter({ hasText: "Round 2" });
    await onRoadMap.getByRole("button", { name: "Approve Go live" }).click();
    dialog = await openDialog(owner.page, "Approve “Go live”");
    await dialog.getByRole("button", { name: "Approve" }).click();
    await expect(toast(owner.page, "Approved")).toBeVisible();
    await owner.page.getByRole("link", { name: "Goals and sign-off" }).click();
    const ownerGoals = owner.page.getByRole("region", { name: "Agreed Goals" });
    await expect(ownerGoals.getByRole("listitem").filter({ hasText: "Go live" }).getByText("Done", { exact: true })).toBeVisible();
    await owner.close();

    // The finance person sees the milestone due, in rupees.
    const nikhil = await portal(browser, finance, `/clientHome/${encodeURIComponent(title)}?section=money`);
    const milestone = nikhil.page.getByRole("region", { name: "Milestones" }).getByRole("listitem").filter({ hasText: "Go-live payment" });
    await expect(milestone.getByText("Due", { exact: true })).toBeVisible();
    await expect(milestone).toContainText("Amount: ₹630,050.50");
    await nikhil.close();

    // A member without finance: the decisions, but no amount anywhere.
    const priya = await portal(browser, member, `/clientHome/${encodeURIComponent(title)}?section=goals`);
    const history = priya.page.getByRole("region", { name: "Sign-offs" });
    await expect(history.getByRole("listitem", { name: "Go live" }).filter({ hasText: "Round 2" })).toContainText(`${company.name} approved`);
    await expect(priya.page.getByRole("region", { name: "Milestones" })).toHaveCount(0);
    await expect(priya.page.getByRole("link", { name: "Money" })).toHaveCount(0);
    await expect(priya.page.getByText(/₹/)).toHaveCount(0);
    await expect(priya.page.getByRole("button", { name: /Approve/ })).toHaveCount(0);
    await priya.close();

    // Staff see who decided what.
    await page.reload();
    await expect(rounds.getByRole("listitem", { name: "Go live" }).filter({ hasText: "Round 2" })).toContainText(`${company.name} approved`);
    const payments = page.getByRole("region", { name: "Payments" });
    await expect(payments.getByRole("listitem").filter({ hasText: "Go-live payment" }).getByText("Due", { exact: true })).toBeVisible();

    // Staff issue the invoice of the due milestone (ADR 0033): numbered, taxed, in rupees.
    await payments.getByRole("button", { name: "Issue invoice" }).click();
    dialog = await openDialog(page, "Issue invoice");
    await expect(dialog.getByRole("checkbox", { name: "Go-live payment: ₹630,050.50" })).toBeChecked();
    await dialog.getByLabel("Tax rate (%)").fill("18");
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Issue invoice" }).click();
    await expect(toast(page, /^Invoice \d{4}-\d{4} issued$/)).toBeVisible();
    const invoices = page.getByRole("region", { name: "Invoices" });
    const issued = invoices.getByRole("listitem").first();
    await expect(issued).toContainText("₹743,459.59");
    const number = ((await issued.getByRole("heading").textContent()) ?? "").replace("Invoice ", "").trim();
    expect(number).toMatch(/^\d{4}-\d{4}$/);
    await expect(payments.getByRole("listitem").filter({ hasText: "Go-live payment" }).getByText("Invoiced", { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The finance person gets it by mail and downloads it from Money, where the mail's link opens.
    const mail = await waitForMail(`nikhil.${s}@example.com`, `Invoice ${number} is ready`);
    const link = linkIn(mail, /^\/clientHome\//);
    expect(link).toContain("section=money&invoice=");
    const nikhilAgain = await portal(browser, finance, link);
    const onPortal = nikhilAgain.page.getByRole("region", { name: "Invoices" }).getByRole("listitem").first();
    await expect(onPortal).toContainText(`Invoice ${number}`);
    await expect(onPortal).toContainText("₹743,459.59");
    const download = nikhilAgain.page.waitForEvent("download");
    await onPortal.getByRole("button", { name: `Download PDF ${number}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`invoice-${number}.pdf`);
    const bytes = await (await import("node:fs/promises")).readFile((await file.path()) ?? "");
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(await seriousViolations(nikhilAgain.page)).toEqual([]);
    await nikhilAgain.close();

    // The member without finance sees no invoice, even with the mailed link (no Money for her).
    const priyaAgain = await portal(browser, member, link);
    await expect(priyaAgain.page.getByText("Feature Available Soon")).toBeVisible();
    await expect(priyaAgain.page.getByRole("region", { name: "Invoices" })).toHaveCount(0);
    await priyaAgain.page.getByRole("link", { name: "Goals and sign-off" }).click();
    await expect(priyaAgain.page.getByRole("region", { name: "Agreed Goals" })).toBeVisible();
    await priyaAgain.close();
  });
});
