import { violations } from "./axe";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  ADMIN_EMAIL,
  adminApiToken,
  bearer,
  createClientWithProject,
  goToSection,
  signInAdmin,
  stamp,
  toast,
} from "./admin-helpers";
import { linkIn, outboxIdle, refuseNext, tokenOf, waitForMail } from "./mail-helpers";
import { createClient } from "./public-helpers";

// The journeys of email: what the server sends (to the real SMTP server scripts/e2e.sh starts)
// and where its links lead. Every journey uses accounts of its own, so the demo clients'
// passwords and mailboxes stay as other journeys expect them.

const SUBJECT = {
  invitation: "You are invited to Portico",
  reset: "Choose a new Portico password",
  changed: "Your Portico password was changed",
  test: "Portico test email",
};

/** A client as staff add one without a password: they are invited by email. */
async function invitedClient(request: APIRequestContext) {
  const s = stamp();
  const client = { name: `Mira Solberg ${s}`, brandName: `Solberg Studio ${s}`, email: `mira.${s}@example.com` };
  const res = await request.post("/api/user/signup", {
    headers: bearer(await adminApiToken(request)),
    data: { ...client, password: "", remarks: "" },
  });
  expect(res.status(), await res.text()).toBe(201);
  return client;
}

/** The client's sign-in page, as a person uses it. */
async function clientSignIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").first().fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

test.describe("email journeys", () => {
  test("a client invited from the console chooses a password from the emailed link and lands signed in", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const s = stamp();
    const name = `Oskar Lind ${s}`;
    const email = `oskar.${s}@example.com`;

    await signInAdmin(page);
    await goToSection(page, "Clients");
    await page.getByRole("button", { name: "Add New Client" }).click();
    const add = page.getByRole("dialog", { name: "Add New Client" });
    await add.getByLabel("Client Name").fill(name);
    await add.getByLabel("Brand Name").fill(`Lind Bakery ${s}`);
    await add.getByLabel("Email").fill(email);
    // No password: the client is invited to choose their own.
    await expect(add.getByLabel(/^Password/)).toHaveValue("");
    await expect(add.getByText("Leave empty to email an invitation")).toBeVisible();
    await add.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Client Added Successfully")).toBeVisible();
    await expect(add).toBeHidden();

    await page.getByRole("searchbox", { name: "Search clients" }).fill(email);
    const row = page.getByRole("table", { name: "Clients" }).getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("Invited, not yet accepted");

    const mail = await waitForMail(email, SUBJECT.invitation);
    expect(mail.text).toContain(`Hello ${name},`);
    const link = linkIn(mail, "/invitation");
    tokenOf(link);

    // The client, in a browser of their own.
    const context = await browser.newContext();
    const client = await context.newPage();
    await client.goto(link);
    const form = client.getByRole("form", { name: `Welcome, ${name}` });
    await expect(client.getByRole("heading", { level: 1, name: `Welcome, ${name}` })).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveValue(email);
    // The rule first: the two passwords must agree.
    await form.getByLabel(/^New password/).fill(`rye-sourdough-${s}`);
    await form.getByLabel(/^Confirm the new password/).fill(`rye-sourdough-${s}x`);
    await form.getByRole("button", { name: "Set my password and sign in" }).click();
    await expect(form.getByText("The two passwords are not the same.")).toBeVisible();
    await form.getByLabel(/^Confirm the new password/).fill(`rye-sourdough-${s}`);
    await form.getByRole("button", { name: "Set my password and sign in" }).click();
    await expect(client).toHaveURL(/\/dashboard$/);
    await expect(client.getByRole("status").filter({ hasText: "Welcome! Please choose your project." })).toBeVisible();
    await expect(client.getByRole("heading", { name: "All Projects" }).first()).toBeVisible();

    // The link was spent: opening it again says so.
    await client.goto("/about");
    await client.goto(link);
    await expect(client.getByRole("alert").filter({ hasText: "This invitation has expired or was already used." })).toBeVisible();
    // Their password works on the sign-in page.
    await client.evaluate(() => window.localStorage.clear());
    await clientSignIn(client, email, `rye-sourdough-${s}`);
    await expect(client).toHaveURL(/\/projects$/);
    await context.close();

    // In the console, the badge has gone.
    await page.reload();
    await expect(row).toBeVisible();
    await expect(row).not.toContainText("Invited");
  });

  test.describe("forgot password", () => {
    // Refused on purpose, and logged by Chromium: the spent link (400) and the old password (401).
    test.use({ expectedConsoleErrors: [/status of (400|401)/] });

    test("from the Login modal: the emailed link sets a new password; the old one stops working", async ({ page, request }) => {
      test.setTimeout(120_000);
      const client = await createClient(request);
      const newPassword = `harbour-kite-${stamp()}`;

      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto("/");
      await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
      const modal = page.getByRole("dialog", { name: "Login to your account" });
      await modal.getByRole("link", { name: "Forgot password?" }).click();
      await expect(page).toHaveURL(/\/forgotPassword$/);
      await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
      const forgot = page.getByRole("form", { name: "Forgot your password?" });
      await forgot.getByLabel("Email").fill(client.email);
      await forgot.getByRole("button", { name: "Send me a link" }).click();
      await expect(page.getByRole("status").filter({ hasText: "If an account uses this address, we have sent it a link" })).toBeVisible();

      const mail = await waitForMail(client.email, SUBJECT.reset);
      const link = linkIn(mail, "/resetPassword");
      tokenOf(link);

      await page.goto(link);
      await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
      const reset = page.getByRole("form", { name: "Choose a new password" });
      await reset.getByLabel(/^New password/).fill(newPassword);
      await reset.getByLabel(/^Confirm the new password/).fill(newPassword);
      await reset.getByRole("button", { name: "Save the new password" }).click();
      const done = page.getByRole("status").filter({ hasText: "Your password was changed. Sign in with your new password." });
      await expect(done).toBeVisible();
      await expect(done).toBeFocused();
      // The account hears that its password changed.
      await waitForMail(client.email, SUBJECT.changed, { after: mail.id });

      // The link worked once: used again, it says so.
      await page.goto("/about");
      await page.goto(link);
      await reset.getByLabel(/^New password/).fill(`${newPassword}-again`);
      await reset.getByLabel(/^Confirm the new password/).fill(`${newPassword}-again`);
      await reset.getByRole("button", { name: "Save the new password" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "This link to choose a new password has expired or was already used." })).toBeVisible();
      await expect(page.getByRole("link", { name: "Request a new link" })).toBeVisible();

      // The old password no longer signs in; the new one does.
      await clientSignIn(page, client.email, client.password);
      await expect(page.getByRole("alert").filter({ hasText: "Login failed" }).first()).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      await clientSignIn(page, client.email, newPassword);
      await expect(page).toHaveURL(/\/projects$/);
      await expect(page.getByRole("heading", { name: "Please choose your project." })).toBeVisible();
    });
  });

  test("staff reply to a client's ticket; each side's email opens the ticket", async ({ page, request, browser }) => {
    test.setTimeout(180_000);
    const client = await createClientWithProject(request);
    const title = `Invoice PDF is blank ${stamp()}`;
    const replyText = `Thanks — a fix for the blank PDF ships tomorrow (${stamp()}).`;

    // The client opens a ticket in their project's Tickets section.
    const context = await browser.newContext();
    const portal = await context.newPage();
    await clientSignIn(portal, client.email, client.password);
    await expect(portal).toHaveURL(/\/projects$/);
    await portal.goto(`/clientHome/${encodeURIComponent(client.project)}?section=tickets`);
    const form = portal.getByRole("form", { name: "Create Ticket" });
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Message").fill("Downloading an invoice gives an empty page.");
    await form.getByRole("button", { name: "Create Ticket" }).click();
    await expect(portal.getByRole("status").filter({ hasText: "Ticket Created." })).toBeVisible();

    // Staff hear of it; their email opens the ticket in the console.
    const staffMail = await waitForMail(ADMIN_EMAIL, `${client.name} opened a ticket: “${title}”`);
    const staffLink = linkIn(staffMail, "/admin");
    expect(staffLink).toMatch(/^\/admin\?section=tickets&ticket=[^&#]+$/);
    await signInAdmin(page);
    await page.goto(staffLink);
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Downloading an invoice gives an empty page.")).toBeVisible();
    await dialog.getByLabel("Reply", { exact: true }).fill(replyText);
    await dialog.getByRole("button", { name: "Send reply" }).click();
    await expect(toast(page, "Comment Added")).toBeVisible();
    await expect(dialog.getByRole("list", { name: "Conversation" })).toContainText(replyText);
    // Closing the dialog (Escape: the toast sits over its Close button for a while) takes the
    // ticket out of the URL.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\?section=tickets$/);

    // The client's email quotes the reply and links to the ticket in their portal.
    const clientMail = await waitForMail(client.email, new RegExp(`replied to your ticket “${title}”$`));
    expect(clientMail.text).toContain(`> ${replyText}`);
    const ticketId = new URL(staffLink, "http://x").searchParams.get("ticket");
    const portalLink = linkIn(clientMail, `/clientHome/${client.project}`);
    expect(new URL(portalLink, "http://x").searchParams.get("ticket")).toBe(ticketId);
    expect(new URL(portalLink, "http://x").searchParams.get("section")).toBe("tickets");

    // Opened from elsewhere (as a mail client does), the link shows that ticket open, focused and marked.
    await portal.goto("/projects");
    await portal.goto(portalLink);
    const ticket = portal.getByRole("region", { name: "Active tickets" }).getByRole("button", { name: new RegExp(title) });
    await expect(ticket).toHaveAttribute("aria-expanded", "true");
    await expect(ticket).toBeFocused();
    await expect(ticket).toBeInViewport();
    const item = portal.getByRole("region", { name: "Active tickets" }).getByRole("listitem").filter({ hasText: title });
    await expect(item).toHaveAttribute("data-linked", "true");
    await expect(item.getByRole("list", { name: "Conversation" })).toContainText(replyText);
    await context.close();
  });

  test("the mail log shows a refused mail with its error; Resend delivers it", async ({ page, request }) => {
    test.setTimeout(240_000);
    const to = `mail-check.${stamp()}@example.com`;
    // Earlier journeys' mail first, so the refusal meets this journey's message.
    await outboxIdle(request);
    await refuseNext(1, 550, "Mailbox unavailable");
    try {
      await signInAdmin(page);
      await goToSection(page, "Settings");
      await expect(page.getByText("Mail is sent from Portico <no-reply@portico.test>")).toBeVisible();
      const form = page.getByRole("form", { name: "Send a test email" });
      await expect(form.getByLabel(/^Send to/)).toHaveValue(ADMIN_EMAIL);
      await form.getByLabel(/^Send to/).fill(to);
      await form.getByRole("button", { name: "Send a test email" }).click();
      await expect(toast(page, "Test email queued")).toContainText(`Follow its delivery to ${to} in Mail.`);

      await goToSection(page, "Mail");
      await page.getByRole("searchbox", { name: "Search mail" }).fill(to);
      const table = page.getByRole("table", { name: "Outgoing mail" });
      const row = table.getByRole("row").filter({ hasText: to });
      // The worker tries within about a second (longer on a loaded machine); the log shows what it
      // holds when read.
      // Each try waits for the reloaded page itself (seconds on a loaded machine), then briefly for the row.
      await expect(async () => {
        await page.reload();
        await expect(table).toBeVisible({ timeout: 15_000 });
        await expect(row).toContainText("Failed", { timeout: 2_000 });
      }).toPass({ timeout: 45_000 });
      await expect(row).toContainText(SUBJECT.test);
      await expect(row).toContainText("Test");
      await expect(row).toContainText("1 attempt");
      await expect(row).toContainText(/Last error: .*550.*Mailbox unavailable/);
      await expect(row).toContainText("Not sent");
      // The state filter finds it among the failed ones.
      await page.getByLabel("State").selectOption({ label: "Failed" });
      await expect(page).toHaveURL(/[?&]state=failed/);
      await expect(row).toBeVisible();
      await page.getByLabel("State").selectOption({ label: "Any state" });
      // The list shows every state again (the reloads below must not bring the filter back).
      await expect(page).not.toHaveURL(/[?&]state=/);

      await row.getByRole("button", { name: `Resend “${SUBJECT.test}” to ${to}` }).click();
      await expect(toast(page, "Mail queued again")).toBeVisible();
      const mail = await waitForMail(to, SUBJECT.test);
      expect(mail.text).toContain("This is a test email from Portico.");
      await expect(async () => {
        await page.reload();
        await expect(table).toBeVisible({ timeout: 15_000 });
        await expect(row).toContainText("Sent", { timeout: 2_000 });
      }).toPass({ timeout: 45_000 });
      await expect(row).not.toContainText("Not sent");
      await expect(row.getByRole("button", { name: /^Resend/ })).toHaveCount(0);
    } finally {
      await refuseNext(0);
    }
  });

  test.describe("accessibility", () => {
    test("axe: forgot password, a real reset link, a real invitation, the console's Mail and Settings", async ({ page, request }) => {
      test.setTimeout(180_000); // axe on several screens
      await page.goto("/forgotPassword");
      await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
      expect(await violations(page), "/forgotPassword").toEqual([]);
      await page.getByRole("button", { name: "Send me a link" }).click();
      await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
      expect(await violations(page), "/forgotPassword with an error").toEqual([]);

      const client = await createClient(request);
      const res = await request.post("/api/user/forgotPassword", { data: { email: client.email } });
      expect(res.status(), await res.text()).toBe(202);
      const reset = linkIn(await waitForMail(client.email, SUBJECT.reset), "/resetPassword");
      await page.goto(reset);
      await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
      expect(await violations(page), "/resetPassword#<token>").toEqual([]);
      await page.getByRole("button", { name: "Save the new password" }).click();
      await expect(page.getByLabel(/^New password/)).toHaveAttribute("aria-invalid", "true");
      expect(await violations(page), "/resetPassword#<token> with errors").toEqual([]);

      const invited = await invitedClient(request);
      const invitation = linkIn(await waitForMail(invited.email, SUBJECT.invitation), "/invitation");
      await page.goto(invitation);
      await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${invited.name}` })).toBeVisible();
      expect(await violations(page), "/invitation#<token>").toEqual([]);

      await signInAdmin(page);
      await goToSection(page, "Mail");
      await expect(page.getByRole("table", { name: "Outgoing mail" }).getByRole("row").nth(1)).toBeVisible();
      expect(await violations(page), "console: Mail").toEqual([]);
      await goToSection(page, "Settings");
      await expect(page.getByRole("form", { name: "Send a test email" }).getByLabel(/^Send to/)).toHaveValue(ADMIN_EMAIL);
      await expect(page.getByText("Mail is sent from")).toBeVisible();
      expect(await violations(page), "console: Settings").toEqual([]);
    });

    test("keyboard only: the reset form from its emailed link to the sign-in page", async ({ page, request }) => {
      const client = await createClient(request);
      const res = await request.post("/api/user/forgotPassword", { data: { email: client.email } });
      expect(res.status(), await res.text()).toBe(202);
      const link = linkIn(await waitForMail(client.email, SUBJECT.reset), "/resetPassword");
      const password = `keyboard-only-${stamp()}`;

      await page.goto(link);
      const form = page.getByRole("form", { name: "Choose a new password" });
      const first = form.getByLabel(/^New password/);
      const confirm = form.getByLabel(/^Confirm the new password/);
      const save = form.getByRole("button", { name: "Save the new password" });
      await expect(first).toBeVisible();

      // From the top of the page, Tab reaches the first field, with nothing invisible on the way.
      for (let i = 0; i < 10 && !(await first.evaluate((el) => el === document.activeElement)); i++) {
        await page.keyboard.press("Tab");
        const visible = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return true;
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.height > 0;
        });
        expect(visible, "the focused element is visible").toBe(true);
      }
      await expect(first).toBeFocused();

      // Submitting empty: the message is under the field, and focus goes to it.
      await page.keyboard.press("Enter");
      await expect(first).toHaveAttribute("aria-invalid", "true");
      await expect(first).toBeFocused();

      await page.keyboard.type(password);
      await tabTo(page, confirm);
      await page.keyboard.type(password);
      await tabTo(page, save);
      await page.keyboard.press("Enter");

      // The answer takes the focus; the next Tab reaches Sign in, and Enter follows it.
      const done = page.getByRole("status").filter({ hasText: "Your password was changed." });
      await expect(done).toBeFocused();
      const signIn = page.getByRole("link", { name: "Sign in" });
      await tabTo(page, signIn);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/login$/);

      const login = await request.post("/api/user/login", { data: { email: client.email, password } });
      expect(login.ok(), await login.text()).toBeTruthy();
    });
  });
});

/**
 * Tab until `target` has the focus, passing at most one other stop (a field's show-password
 * toggle); fails if focus would leave for anything else.
 */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 2; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  await expect(target).toBeFocused();
}
