import type { Page } from "@playwright/test";
import { ADMIN_EMAIL, createClientWithProject, goToSection, integrationsRead, PASSWORD, seriousViolations, toast } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { linkIn, waitForMail } from "./mail-helpers";

// Passkeys end to end, with Chromium's virtual authenticator (DevTools Protocol, WebAuthn domain):
// a platform authenticator that keeps resident keys and verifies its user, as a phone or a laptop
// with a fingerprint reader does. The journeys run on http://localhost (WebAuthn refuses an IP
// address as the relying party; scripts/e2e.sh serves them there).

/** This page's device gets an authenticator that answers at once, its user verified. */
async function deviceWithPasskeys(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
  };
}

/**
 * This browser forgets that it used a passkey, so the sign-in form offers the button only (no
 * autofill request waiting): the journey presses it, as a person without autofill would.
 */
async function forgetPasskeyUse(page: Page) {
  await page.evaluate(() => window.localStorage.removeItem("portico.passkeyUsedHere"));
}

/** Signs out of the portal from the account menu. */
async function portalLogout(page: Page) {
  await page.getByRole("button", { name: "My Account" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function passwordAt(page: Page, path: string, email: string, password: string) {
  await page.goto(path);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").first().fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

/** Adds a passkey named `name` from the settings page that is showing. */
async function addPasskey(page: Page, name: string) {
  const region = page.getByRole("region", { name: "Passkeys" });
  await region.getByRole("button", { name: "Add a passkey" }).click();
  const field = region.getByRole("textbox", { name: /^Name/ });
  await expect(field).toBeFocused();
  await region.getByRole("button", { name: "Create the passkey" }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true"); // the shared rule: nothing sent
  await field.fill(name);
  await region.getByRole("button", { name: "Create the passkey" }).click();
  await expect(toast(page, "Passkey added")).toBeVisible();
  await expect(region.getByRole("list", { name: "Your passkeys" }).getByText(name)).toBeVisible();
  return region;
}

test.describe("passkeys", () => {
  // A removed passkey is refused (400), which the browser logs.
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test("a client adds a passkey, signs out, signs in with it alone, and removes it", async ({ page, request }) => {
    const device = await deviceWithPasskeys(page);
    const client = await createClientWithProject(request);
    await passwordAt(page, "/login", client.email, client.password);
    await expect(page).toHaveURL(/\/projects$/);
    await page.goto("/profileSettings");
    const region = page.getByRole("region", { name: "Passkeys" });
    await expect(region.getByText("You have no passkey yet.")).toBeVisible();
    expect(await seriousViolations(page), "Passkeys in the portal's settings").toEqual([]);

    await addPasskey(page, "Work laptop");
    await expect(region.getByText(/not used yet/)).toBeVisible();
    expect(await device.credentials()).toHaveLength(1);
    expect(await page.evaluate(() => window.localStorage.getItem("portico.passkeyUsedHere"))).toBe("1");
    // A discoverable credential, for this account: the device can offer it without an address.
    expect((await device.credentials())[0]?.isResidentCredential).toBe(true);
    expect(await seriousViolations(page), "Passkeys with one passkey").toEqual([]);

    await integrationsRead(page, { webhooks: true });
    await forgetPasskeyUse(page);
    await portalLogout(page);
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeTruthy();

    await page.goto("/profileSettings");
    await expect(region.getByText(/last used/)).toBeVisible();
    await region.getByRole("button", { name: "Remove the passkey Work laptop" }).click();
    const confirm = page.getByRole("dialog", { name: "Remove the passkey “Work laptop”?" });
    await confirm.getByRole("button", { name: "Remove" }).click();
    await expect(toast(page, "Passkey removed")).toBeVisible();
    await expect(region.getByText("You have no passkey yet.")).toBeVisible();

    // The device still holds the key, but the account no longer knows it: it signs nobody in.
    await integrationsRead(page, { webhooks: true });
    await forgetPasskeyUse(page);
    await portalLogout(page);
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page.getByText("That passkey could not sign you in.", { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a passkey goes with a password reset by the mailed link, and another browser is signed out from the sessions list", async ({ page, request }) => {
    await deviceWithPasskeys(page);
    const client = await createClientWithProject(request);
    await passwordAt(page, "/login", client.email, client.password);
    await expect(page).toHaveURL(/\/projects$/);
    await page.goto("/profileSettings");
    await addPasskey(page, "Phone");
    // Its owner hears of it, with how to remove it.
    const added = await waitForMail(client.email, "A passkey was added to your Portico account");
    expect(added.text).toContain("“Phone”");

    // Another browser signs in: it shows in "Where you are signed in", and is signed out from here.
    const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
    const res = await request.post("/api/user/login", { headers: { "user-agent": firefox }, data: { email: client.email, password: client.password } });
    expect(res.ok(), await res.text()).toBeTruthy();
    const other = ((await res.json()) as { token: string }).token;
    await page.reload();
    const sessions = page.getByRole("region", { name: "Where you are signed in" });
    const list = sessions.getByRole("list", { name: "Your sessions" });
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await expect(list.getByText("This browser")).toBeVisible();
    expect(await seriousViolations(page), "Where you are signed in").toEqual([]);
    await sessions.getByRole("button", { name: "Sign out Firefox on Linux" }).click();
    await expect(toast(page, "Signed out")).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect
      .poll(async () => (await request.get("/api/user/userProfile", { headers: { authorization: `Bearer ${other}` } })).status())
      .toBe(401);

    // The password reset by the mailed link removes the passkey: it no longer signs in.
    const asked = await request.post("/api/user/forgotPassword", { data: { email: client.email } });
    expect(asked.status()).toBe(202);
    await page.goto(linkIn(await waitForMail(client.email, "Choose a new Portico password"), "/resetPassword"));
    const form = page.getByRole("form", { name: "Choose a new password" });
    const password = `${client.password}-new`;
    await form.getByLabel(/^New password/).fill(password);
    await form.getByLabel(/^Confirm the new password/).fill(password);
    await form.getByRole("button", { name: "Save the new password" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your password was changed." })).toBeVisible();
    const changed = await waitForMail(client.email, "Your Portico password was changed");
    expect(changed.text).toContain("The passkeys of your account (1) were removed as well");
    // The reset ended this browser's session too: it signs in afresh.
    await page.evaluate(() => window.localStorage.removeItem("token"));
    await forgetPasskeyUse(page);
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page.getByText("That passkey could not sign you in.", { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("staff add a passkey in Settings and sign in to the console with it at /adminLogin", async ({ page }) => {
    await deviceWithPasskeys(page);
    await passwordAt(page, "/adminLogin", ADMIN_EMAIL, PASSWORD);
    await expect(page).toHaveURL(/\/admin$/);
    await goToSection(page, "Settings");
    const region = await addPasskey(page, "Console key");
    expect(await seriousViolations(page), "Passkeys in the console's Settings").toEqual([]);

    await integrationsRead(page, { webhooks: true });
    await forgetPasskeyUse(page);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/adminLogin$/);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();

    // Leave the demo administrator as the other journeys expect them: password only.
    await goToSection(page, "Settings");
    await region.getByRole("button", { name: "Remove the passkey Console key" }).click();
    await page.getByRole("dialog", { name: "Remove the passkey “Console key”?" }).getByRole("button", { name: "Remove" }).click();
    await expect(toast(page, "Passkey removed")).toBeVisible();
  });
});
