import type { APIRequestContext } from "@playwright/test";
import { adminApiToken, bearer, clientApiToken, createClientWithProject, signInAdmin, stamp, storeClientToken } from "./admin-helpers";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { waitForMail } from "./mail-helpers";

// Paying an invoice online (ADR 0043) against the fake Stripe the journeys start (scripts/e2e.sh):
// the owner pays what is left on the provider's page, comes back, and sees the invoice Paid live;
// the receipt comes by mail; staff see the payment with its fee.

async function post<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const res = await request.post(`/api${path}`, { headers: bearer(token), data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

test.describe("paying online", () => {
  test("the owner pays what is left of an invoice on the provider's page and sees it Paid; staff see the payment and its fee", async ({ page, request, browser }) => {
    test.setTimeout(120_000);
    const company = await createClientWithProject(request);
    const admin = await adminApiToken(request);
    const s = stamp();
    const title = `Pay Online ${s}`;
    const project = await post<{ _id: string }>(request, admin, "/project/createProject", {
      title,
      client: company._id,
      github: "portico-demo",
      repoName: `pay-online-${s}`,
      projectDesc: "Checkout.",
      projectDetailsDesc: "Checkout and invoices.",
      currency: "INR",
    });
    const milestone = await post<{ _id: string }>(request, admin, "/payment/create", { project: project._id, title: "Design", amount: "3750" });
    const due = await request.put(`/api/payment/due/${milestone._id}`, { headers: bearer(admin), data: { isDue: true } });
    expect(due.ok()).toBeTruthy();
    const invoice = await post<{ _id: string; number: string }>(request, admin, `/invoice/create/${project._id}`, { payments: [milestone._id], taxRate: "18" });
    // ₹1,000.00 came by bank: ₹3,245.00 is left (₹2,750.00 and its tax).
    await post(request, admin, `/payment/receipt/${milestone._id}`, { amount: "1000", receivedOn: "2026-12-01", note: "NEFT" });

    const token = await clientApiToken(request, company.email, company.password);
    await storeClientToken(page, token);
    // The dashboard lists it under "Invoices to pay", with what is left.
    await page.goto("/dashboard");
    const toPay = page.getByRole("region", { name: "Invoices to pay" });
    await expect(toPay.getByRole("listitem", { name: `Invoice ${invoice.number}` })).toContainText("₹3,245.00 left to pay");
    expect(await seriousViolations(page)).toEqual([]);
    // Its invoice on the project's money page: what is left, and Pay online.
    await toPay.getByRole("link", { name: `Invoice ${invoice.number}`, exact: true }).click();
    const card = page.getByRole("listitem", { name: `Invoice ${invoice.number}` });
    await expect(card.getByText("₹3,245.00", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: `Pay ₹3,245.00 online for invoice ${invoice.number}` })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Pay online from the dashboard: the provider's hosted page, for exactly what is left.
    await page.goto("/dashboard");
    const payLink = page.getByRole("link", { name: "Pay ₹3,245.00 online" });
    await expect(payLink).toHaveAccessibleDescription(`Invoice ${invoice.number}`);
    await payLink.click();
    await expect(page.getByRole("heading", { name: "Fake Stripe Checkout" })).toBeVisible();
    await expect(page.locator("#amount")).toHaveText("324500 INR (minor units)");
    await page.getByRole("button", { name: "Pay" }).click();

    await expect(page.getByText("Payment received, thank you")).toBeVisible();
    await expect(page.getByRole("listitem", { name: `Invoice ${invoice.number}` }).getByText("Paid", { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const mail = await waitForMail(company.email, /Payment received/);
    expect(mail.text).toContain(`₹3,245.00 for invoice ${invoice.number}`);

    // Staff: the payment with Stripe's reference and fee.
    const context = await browser.newContext();
    const staff = await context.newPage();
    await signInAdmin(staff);
    await staff.goto("/admin?section=projectsData");
    const paid = staff.getByRole("group", { name: "Payments received online" });
    const row = paid.getByRole("row").filter({ hasText: invoice.number });
    await expect(row).toContainText("₹3,245.00");
    await expect(row).toContainText("pi_test_");
    expect(await seriousViolations(staff)).toEqual([]);
    // Reconciled: Check now asks the provider, and finds nothing left unbooked.
    await staff.getByRole("button", { name: "Check now" }).click();
    await expect(staff.getByText("0 payments booked that no webhook had brought")).toBeVisible();
    // Refunded: at the provider and by a credit note, once.
    await row.getByRole("button", { name: `Refund the payment of invoice ${invoice.number}` }).click();
    const dialog = staff.getByRole("dialog", { name: `Refund the payment of invoice ${invoice.number}` });
    await expect(dialog.getByRole("checkbox", { name: "Give ₹3,245.00 back through Stripe" })).toBeChecked();
    expect(await seriousViolations(staff)).toEqual([]);
    await dialog.getByLabel("Reason").fill("Paid twice by mistake");
    await dialog.getByRole("button", { name: "Refund" }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("₹3,245.00 refunded");
    await expect(row).toContainText("Credit note");
    await expect(row.getByRole("button", { name: /Refund/ })).toHaveCount(0);
    await context.close();
  });

  test("coming back without paying says so, and nothing is booked", async ({ page, request }) => {
    const company = await createClientWithProject(request);
    const admin = await adminApiToken(request);
    const s = stamp();
    const title = `Not Paid ${s}`;
    const project = await post<{ _id: string }>(request, admin, "/project/createProject", {
      title,
      client: company._id,
      github: "portico-demo",
      repoName: `not-paid-${s}`,
      projectDesc: "Checkout.",
      projectDetailsDesc: "Checkout.",
      currency: "INR",
    });
    const milestone = await post<{ _id: string }>(request, admin, "/payment/create", { project: project._id, title: "Build", amount: "100" });
    await request.put(`/api/payment/due/${milestone._id}`, { headers: bearer(admin), data: { isDue: true } });
    const invoice = await post<{ number: string }>(request, admin, `/invoice/create/${project._id}`, { payments: [milestone._id], taxRate: "0" });
    const token = await clientApiToken(request, company.email, company.password);
    await storeClientToken(page, token);
    await page.goto(`/clientHome/${encodeURIComponent(title)}?section=money`);
    await page.getByRole("button", { name: `Pay ₹100.00 online for invoice ${invoice.number}` }).click();
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByText("Payment not completed")).toBeVisible();
    await expect(page.getByRole("button", { name: `Pay ₹100.00 online for invoice ${invoice.number}` })).toBeVisible();
  });
});
