import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { adminApiToken, bearer, clientApiToken, createClientWithProject, goToSection, integrationsRead, openDialog, signInAdmin, stamp, toast } from "./admin-helpers";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { linkIn, tokenOf, waitForMail } from "./mail-helpers";
import { codeNext, codeNow } from "./totp";

// Two-factor sign-in with an authenticator app, end to end. Every journey makes its own accounts
// (never the demo admin, whom other journeys sign in as with a password only) and acts as the app
// with ./totp.ts. The server runs with SECRET_KEY (scripts/e2e.sh passes the environment on).

interface Staff {
  _id: string;
  name: string;
  email: string;
  password: string;
}

/** A staff member of their own: invited by the demo admin, the invitation accepted through the API. */
async function newStaff(request: APIRequestContext): Promise<Staff> {
  const s = stamp();
  const staff = { name: `Noor Haddad ${s}`, email: `noor.${s}@example.com`, password: `lantern-harbour-${s}` };
  const invited = await request.post("/api/admin/staff/invite", {
    headers: bearer(await adminApiToken(request)),
    data: { name: staff.name, email: staff.email },
  });
  expect(invited.ok(), await invited.text()).toBeTruthy();
  const { _id } = (await invited.json()) as { _id: string };
  const token = tokenOf(linkIn(await waitForMail(staff.email, "You are invited to Portico"), "/invitation"));
  const accepted = await request.post("/api/user/acceptInvitation", { data: { token, password: staff.password } });
  expect(accepted.ok(), await accepted.text()).toBeTruthy();
  return { _id, ...staff };
}

/** Turns two-factor on for an account through the API, as its owner: the key and the recovery codes. */
async function enableTwoFactor(request: APIRequestContext, token: string) {
  const setup = await request.post("/api/user/twoFactor/setup", { headers: bearer(token) });
  expect(setup.ok(), await setup.text()).toBeTruthy();
  const { secret } = (await setup.json()) as { secret: string };
  const confirmed = await request.post("/api/user/twoFactor/confirm", { headers: bearer(token), data: { code: codeNow(secret) } });
  expect(confirmed.ok(), await confirmed.text()).toBeTruthy();
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
  return { secret, recoveryCodes };
}

async function passwordAtAdminLogin(page: Page, email: string, password: string) {
  await page.goto("/adminLogin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").first().fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

/** A console open in a browser of its own, signed in with a password. */
async function openConsole(browser: Browser, staff: Staff) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await passwordAtAdminLogin(page, staff.email, staff.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  return { context, page };
}

/**
 * The colleague's console meets its ended session at its next action, or before it, when a live
 * change (the account switched off, ADR 0037) has it read again: back at the staff sign-in, token
 * gone.
 */
async function expectSignedOut(page: Page) {
  const team = page.getByRole("navigation", { name: "Admin console" }).getByRole("link", { name: "Team", exact: true });
  if (!/\/adminLogin$/.test(page.url())) await team.click({ timeout: 5_000 }).catch(() => undefined);
  await expect(page).toHaveURL(/\/adminLogin$/);
  await expect(page.getByRole("heading", { name: "Admin sign-in" })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("adminToken"))).toBeNull();
}

test.describe("two-factor sign-in", () => {
  // Each journey makes its accounts (an invitation by mail for staff) and opens several browsers.
  test.describe.configure({ timeout: 180_000 });

  test("a staff member sets it up in Settings, then signs in at /adminLogin with a password and a code", async ({ page, request }) => {
    const staff = await newStaff(request);
    await passwordAtAdminLogin(page, staff.email, staff.password);
    await expect(page).toHaveURL(/\/admin$/);
    await goToSection(page, "Settings");

    const panel = page.getByRole("region", { name: "Two-factor sign-in" });
    await expect(panel.getByText("Only your password is asked when you sign in.")).toBeVisible();
    await panel.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    await expect(panel.getByRole("heading", { name: "Set up your authenticator app" })).toBeFocused();
    await expect(panel.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
    // The key as a person reads it: groups of four Base32 characters.
    const key = panel.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    const secret = (await key.textContent())?.replace(/\s/g, "") ?? "";
    expect(secret.length).toBeGreaterThanOrEqual(16);
    expect(await seriousViolations(page), "the setup step with its QR code").toEqual([]);

    const code = panel.getByRole("textbox", { name: /^Code from the app/ });
    await code.fill("12345");
    await panel.getByRole("button", { name: "Turn on" }).click();
    await expect(code).toHaveAttribute("aria-invalid", "true"); // the shared rule: nothing sent
    await code.fill(codeNow(secret));
    await panel.getByRole("button", { name: "Turn on" }).click();

    await expect(toast(page, "Two-factor sign-in is on")).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Your recovery codes" })).toBeFocused();
    const codes = panel.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await expect(codes).toHaveCount(10);
    await expect(codes.first()).toHaveText(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const download = page.waitForEvent("download");
    await panel.getByRole("button", { name: "Download (.txt)" }).click();
    expect((await download).suggestedFilename()).toMatch(/^portico-recovery-codes-\d{4}-\d{2}-\d{2}\.txt$/);
    expect(await seriousViolations(page), "the recovery codes").toEqual([]);
    await panel.getByRole("button", { name: "I have saved them" }).click();
    await expect(panel.getByText("Recovery codes left: 10")).toBeVisible();
    await expect(panel.getByRole("button", { name: "Turn off" })).toBeVisible();

    await integrationsRead(page, { webhooks: true });
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/adminLogin$/);
    await passwordAtAdminLogin(page, staff.email, staff.password);
    const field = page.getByRole("textbox", { name: /^Authentication code/ });
    await expect(field).toBeFocused();
    await expect(page).toHaveURL(/\/adminLogin$/);
    expect(await page.evaluate(() => window.localStorage.getItem("adminToken"))).toBeNull();
    expect(await seriousViolations(page), "the code step at /adminLogin").toEqual([]);
    // Too short for either kind of code: the shared rule says so under the field, and axe reads it.
    await field.fill("111");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/or one of your recovery codes/);
    expect(await seriousViolations(page), "the code step with its message").toEqual([]);

    await field.fill(codeNext(secret));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  });

  test.describe("a client", () => {
    // The used recovery code's refusal: Chromium logs the 400 of the answer.
    test.use({ expectedConsoleErrors: [/status of 400/] });

    test("signs in from the Login modal with a code; a recovery code works once", async ({ page, request }) => {
      const client = await createClientWithProject(request);
      const { secret, recoveryCodes } = await enableTwoFactor(request, await clientApiToken(request, client.email, client.password));

      await page.goto("/");
      await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
      const modal = page.getByRole("dialog", { name: "Login to your account" });
      await modal.getByLabel("Email").fill(client.email);
      await modal.getByLabel("Password", { exact: true }).fill(client.password);
      await modal.getByRole("button", { name: "Login", exact: true }).click();
      const field = modal.getByRole("textbox", { name: /^Authentication code/ });
      await expect(field).toBeFocused();
      await expect(field).toHaveAccessibleDescription("The 6-digit code from your authenticator app, or a recovery code");
      expect(await seriousViolations(page), "the code step in the Login modal").toEqual([]);
      await field.fill(codeNext(secret));
      await modal.getByRole("button", { name: "Verify" }).click();
      await expect(page).toHaveURL(/\/projects$/);
      await expect(page.getByText(client.project)).toBeVisible();

      // A recovery code instead of the app's, typed as people do (upper case, no dash): it works...
      const recovery = recoveryCodes[0] ?? "";
      await page.evaluate(() => window.localStorage.clear());
      await page.goto("/login");
      await page.getByLabel("Email").fill(client.email);
      await page.getByLabel("Password").first().fill(client.password);
      await page.getByRole("button", { name: "Login", exact: true }).click();
      await page.getByRole("textbox", { name: /^Authentication code/ }).fill(recovery.replace("-", "").toUpperCase());
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page).toHaveURL(/\/projects$/);

      // ...once.
      await page.evaluate(() => window.localStorage.clear());
      await page.goto("/login");
      await page.getByLabel("Email").fill(client.email);
      await page.getByLabel("Password").first().fill(client.password);
      await page.getByRole("button", { name: "Login", exact: true }).click();
      const again = page.getByRole("textbox", { name: /^Authentication code/ });
      await again.fill(recovery);
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(again).toHaveAttribute("aria-invalid", "true");
      await expect(again).toHaveAccessibleDescription(/That code is not right, or was already used/);
      await expect(again).toBeFocused();
      await expect(page).toHaveURL(/\/login$/);

      // Through the API too, with another code: two of ten used.
      const token = await signInWithCode(request, client.email, client.password, recoveryCodes[1] ?? "");
      const left = await request.get("/api/user/twoFactor", { headers: bearer(token) });
      expect(((await left.json()) as { recoveryCodesLeft: number }).recoveryCodesLeft).toBe(8);
    });
  });

  test.describe("a console whose session ends", () => {
    test.use({ expectedConsoleErrors: [/status of 401/] });

    test("is signed out, at the latest at its next action: switched off in Staff, or its session ended from Sessions", async ({ page, request, browser }) => {
      const switchedOff = await newStaff(request);
      const ended = await newStaff(request);
      const first = await openConsole(browser, switchedOff);
      const second = await openConsole(browser, ended);

      await signInAdmin(page);
      await goToSection(page, "Staff");
      const search = page.getByRole("searchbox", { name: "Search staff" });

      await search.fill(switchedOff.name);
      await page.getByRole("button", { name: `Switch off ${switchedOff.name}` }).click();
      const confirm = await openDialog(page, `Switch off ${switchedOff.name}?`);
      await confirm.getByRole("button", { name: "Switch off" }).click();
      await expect(toast(page, `${switchedOff.name} switched off`)).toBeVisible();
      await expectSignedOut(first.page);

      await search.fill(ended.name);
      await page.getByRole("button", { name: `Sessions of ${ended.name}` }).click();
      const dialog = await openDialog(page, `Sessions of ${ended.name}`);
      const rows = dialog.getByRole("table", { name: `Open sessions of ${ended.name}` }).getByRole("row");
      // The heading row, the open console (newest first) and the session the accepted invitation opened.
      await expect(rows).toHaveCount(3);
      await expect(dialog).not.toContainText("This session"); // the administrator's own is not theirs
      expect(await seriousViolations(page), "the Sessions dialog").toEqual([]);
      await rows.nth(1).getByRole("button", { name: /^End the session started / }).click();
      await expect(toast(page, "Session ended")).toBeVisible();
      await expect(rows).toHaveCount(2);
      await expectSignedOut(second.page);

      await first.context.close();
      await second.context.close();
    });

    test("is signed out when an administrator resets its two-factor, which then asks for no code", async ({ page, request, browser }) => {
      const staff = await newStaff(request);
      const signedIn = await request.post("/api/admin/login", { data: { email: staff.email, password: staff.password } });
      const { secret } = await enableTwoFactor(request, ((await signedIn.json()) as { token: string }).token);
      const context = await browser.newContext();
      const colleague = await context.newPage();
      await passwordAtAdminLogin(colleague, staff.email, staff.password);
      // The code step: this console is opened with a code, as the owner's app would give it.
      await expect(colleague.getByRole("textbox", { name: /^Authentication code/ })).toBeFocused();
      await colleague.getByRole("textbox", { name: /^Authentication code/ }).fill(codeNext(secret));
      await colleague.getByRole("button", { name: "Verify" }).click();
      await expect(colleague).toHaveURL(/\/admin$/);

      await signInAdmin(page);
      await goToSection(page, "Staff");
      await page.getByRole("searchbox", { name: "Search staff" }).fill(staff.name);
      // The list answers the search first (a click on a row it is redrawing can miss).
      await expect(page.getByRole("main").getByRole("table").first().getByRole("row")).toHaveCount(2);
      await page.getByRole("button", { name: `Reset two-factor of ${staff.name}` }).click();
      const confirm = await openDialog(page, `Reset the two-factor sign-in of ${staff.name}?`);
      await expect(confirm).toContainText("every session of theirs ends at once");
      await confirm.getByRole("button", { name: "Reset two-factor" }).click();
      await expect(toast(page, `Two-factor of ${staff.name} reset`)).toBeVisible();
      await expectSignedOut(colleague);

      await passwordAtAdminLogin(colleague, staff.email, staff.password);
      await expect(colleague).toHaveURL(/\/admin$/);
      await context.close();
    });
  });
});

/** The second step through the API: a session token. */
async function signInWithCode(request: APIRequestContext, email: string, password: string, code: string): Promise<string> {
  const first = await request.post("/api/user/login", { data: { email, password } });
  expect(first.ok(), await first.text()).toBeTruthy();
  const { challenge } = (await first.json()) as { challenge: string };
  const second = await request.post("/api/user/twoFactorSignIn", { data: { challenge, code } });
  expect(second.ok(), await second.text()).toBeTruthy();
  return ((await second.json()) as { token: string }).token;
}
