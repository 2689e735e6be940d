import type { Page } from "@playwright/test";
import { ASHA, goToSection, integrationsRead, openDialog, signInAdmin, stamp, toast } from "./admin-helpers";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";

// Sign-in with the company's identity provider, end to end, against a real OpenID provider
// (e2e/oidc-provider.mjs, started by scripts/e2e.sh, shown as "Acme SSO"). Its development login
// form takes the person's email as the login and any password; consent is skipped. A client is
// found by the verified address the provider gives; staff link their identity from Settings first.

const PROVIDER_BUTTON = "Sign in with Acme SSO";

/** The provider's own pages, on its own origin. */
const atProvider = (url: URL) => url.pathname.startsWith("/interaction/");

test.beforeEach(async ({ page }) => {
  // The provider's page imports a web font; the journeys run without a network.
  await page.route(/^https:\/\/fonts\.(googleapis|gstatic)\.com\//, (route) => route.fulfill({ status: 200, contentType: "text/css", body: "" }));
});

/** Signs in at the provider's login form, which must be showing (a browser with no provider session yet). */
async function signInAtProvider(page: Page, login: string) {
  await page.waitForURL(atProvider, { waitUntil: "commit" });
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any-password");
  await page.getByRole("button", { name: "Sign-in" }).click();
}

/**
 * Goes through the provider until the browser is back at `back`: the provider asks for the login
 * only when it has no session of its own in this browser yet.
 */
async function throughProvider(page: Page, login: string, back: (url: URL) => boolean) {
  await page.waitForURL((url) => atProvider(url) || back(url), { waitUntil: "commit" });
  if (atProvider(new URL(page.url()))) await signInAtProvider(page, login);
  await page.waitForURL(back);
}

test.describe("sign-in with the identity provider", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a client signs in from the home page's Login modal and lands on the dashboard", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
    const modal = page.getByRole("dialog", { name: "Login to your account" });
    const button = modal.getByRole("button", { name: PROVIDER_BUTTON });
    await expect(button).toBeVisible();
    expect(await seriousViolations(page), "the Login modal with the provider's button").toEqual([]);
    await button.click();

    await signInAtProvider(page, ASHA.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: /^Good (morning|afternoon|evening), Asha Verma$/ })).toBeVisible();
    await expect(toast(page, "Welcome! Please choose your project.")).toBeVisible();
    expect((await page.evaluate(() => window.localStorage.getItem("token")))?.length).toBeGreaterThan(20);
    expect(await page.evaluate(() => window.sessionStorage.getItem("portico.oidc"))).toBeNull();

    // The identity is linked to her account by its verified address: her settings show it.
    await page.goto("/profileSettings");
    const panel = page.getByRole("region", { name: "Sign-in with Acme SSO" });
    await expect(panel.getByRole("listitem").filter({ hasText: ASHA.email })).toBeVisible();
    await expect(panel.getByRole("button", { name: `Unlink ${ASHA.email}` })).toBeVisible();
    expect(await seriousViolations(page), "the client's linked identities").toEqual([]);
  });

  test.describe("an address no account uses", () => {
    // The callback's refusal: Chromium logs the 403 of the answer.
    test.use({ expectedConsoleErrors: [/status of 403/] });

    test("lands on a page that says so, with the way back to the sign-in", async ({ page }) => {
      await page.goto("/login");
      const button = page.getByRole("button", { name: PROVIDER_BUTTON });
      await expect(button).toBeVisible();
      expect(await seriousViolations(page), "/login with the provider's button").toEqual([]);
      await button.click();

      await signInAtProvider(page, `nobody.${stamp()}@example.com`);
      await expect(page).toHaveURL(/\/auth\/oidc\/callback\?/);
      const alert = page.getByRole("alert");
      await expect(alert).toContainText("No Portico account uses this address; ask your project manager.");
      await expect(alert).toBeFocused();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("You could not be signed in");
      expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeNull();
      expect(await seriousViolations(page), "the callback page's refusal").toEqual([]);

      await page.getByRole("link", { name: "Back to sign-in" }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole("button", { name: PROVIDER_BUTTON })).toBeVisible();
    });
  });

  test("a staff member links their identity in Settings, then signs in with it at /adminLogin", async ({ page }) => {
    // Any address: staff are linked by this flow, never by their address.
    const login = `staff.sso.${stamp()}@example.com`;
    await signInAdmin(page);
    await goToSection(page, "Settings");
    const panel = page.getByRole("region", { name: "Sign-in with Acme SSO" });
    await expect(panel.getByRole("button", { name: "Link my Acme SSO account" })).toBeVisible();
    expect(await seriousViolations(page), "console Settings with the provider's panel").toEqual([]);
    await panel.getByRole("button", { name: "Link my Acme SSO account" }).click();

    await signInAtProvider(page, login);
    await expect(page).toHaveURL(/\/admin\?section=settings$/);
    await expect(toast(page, "Your Acme SSO account is linked: you can sign in with it.")).toBeVisible();
    const linked = panel.getByRole("listitem").filter({ hasText: login });
    await expect(linked).toBeVisible();
    await expect(linked).toContainText("not used to sign in yet");
    // Settings have read everything they show (passkeys too): a read under way when the session
    // ends would be answered 401, which the browser logs.
    await expect(page.getByRole("region", { name: "Passkeys" }).getByText("You have no passkey yet.")).toBeVisible();
    await integrationsRead(page, { webhooks: true });

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/adminLogin$/);
    expect(await page.evaluate(() => window.localStorage.getItem("adminToken"))).toBeNull();
    const button = page.getByRole("button", { name: PROVIDER_BUTTON });
    await expect(button).toBeVisible();
    expect(await seriousViolations(page), "/adminLogin with the provider's button").toEqual([]);
    await button.click();

    await throughProvider(page, login, (url) => url.pathname === "/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
    expect((await page.evaluate(() => window.localStorage.getItem("adminToken")))?.length).toBeGreaterThan(20);

    // Unlinked again (the demo admin keeps only a password for the other journeys), once confirmed.
    await goToSection(page, "Settings");
    await expect(linked).toContainText("last used");
    await panel.getByRole("button", { name: `Unlink ${login}` }).click();
    const dialog = await openDialog(page, `Unlink ${login}?`);
    expect(await seriousViolations(page), "the unlink confirmation").toEqual([]);
    await dialog.getByRole("button", { name: "Unlink" }).click();
    await expect(toast(page, `${login} is unlinked`)).toBeVisible();
    await expect(linked).toHaveCount(0);
  });
});
