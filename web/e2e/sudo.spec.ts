import type { Page } from "@playwright/test";
import { createClientWithProject, seriousViolations } from "./admin-helpers";
import { sudoExpired } from "./db";
import { expect, test } from "./fixtures";
import { linkIn, tokenOf, waitForMail } from "./mail-helpers";

// Sign-in nobody can turn against its owner: "Confirm it's you" before a change that could hand the
// account to someone else (sudo mode), and a sign-in link that says whose account it opens.

async function signInClient(page: Page, email: string, password: string) {
  const res = await page.request.post("/api/user/login", { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
  const { token } = (await res.json()) as { token: string };
  await page.goto("/about");
  await page.evaluate((t) => window.localStorage.setItem("token", t), token);
}

/**
 * Eleven minutes pass for the client's sessions (written in the database), and the server has
 * heard it: the session's next sensitive change asks "Confirm it's you".
 */
async function proofGrowsOld(page: Page, email: string) {
  await sudoExpired(email);
  const token = await page.evaluate(() => window.localStorage.getItem("token"));
  await expect
    .poll(async () => {
      const res = await page.request.get("/api/user/sudo", { headers: { Authorization: `Bearer ${token}` } });
      return ((await res.json()) as { active: boolean }).active;
    })
    .toBe(false);
}

test.describe("sign-in nobody can turn against its owner", () => {
  // The refused change (403 sudo_required) and the wrong password (400) are answers the browser logs.
  test.use({ expectedConsoleErrors: [/status of 40[03]/] });

  test("a client signed in long ago confirms it is them before turning on two-factor", async ({ page, request }) => {
    const client = await createClientWithProject(request);
    await signInClient(page, client.email, client.password);
    await page.goto("/profileSettings");
    const panel = page.getByRole("region", { name: "Two-factor sign-in" });
    await expect(panel.getByText("Only your password is asked when you sign in.")).toBeVisible();

    // Eleven minutes pass: the session's proof of who is behind it is too old for this change.
    await proofGrowsOld(page, client.email);
    await panel.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm it’s you" });
    await expect(dialog).toBeVisible();
    const password = dialog.getByLabel("Your password");
    await expect(password).toBeFocused();
    expect(await seriousViolations(page), "Confirm it's you").toEqual([]);

    await password.fill("not-my-password");
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText("The password is not right")).toBeVisible();
    expect(await seriousViolations(page), "Confirm it's you, with its message").toEqual([]);

    await password.fill(client.password);
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expect(dialog).toHaveCount(0);
    // The refused click goes on by itself: the setup is open.
    await expect(panel.getByRole("heading", { name: "Set up your authenticator app" })).toBeFocused();
  });

  test("cancelling leaves the change undone and says why", async ({ page, request }) => {
    const client = await createClientWithProject(request);
    await signInClient(page, client.email, client.password);
    await page.goto("/profileSettings");
    const panel = page.getByRole("region", { name: "Two-factor sign-in" });
    await proofGrowsOld(page, client.email);
    await panel.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm it’s you" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText("Confirm it’s you first: enter your password or a code again.")).toBeVisible();
    await expect(panel.getByRole("button", { name: "Set up two-factor sign-in" })).toBeVisible();
  });

  test("an emailed sign-in link names the account it opens before signing in", async ({ page, request }) => {
    const client = await createClientWithProject(request);
    const asked = await request.post("/api/user/signInLink", { data: { email: client.email } });
    expect(asked.status()).toBe(202);
    const link = linkIn(await waitForMail(client.email, "Your Portico sign-in link"), "/signInLink");
    await page.goto(`/signInLink#${tokenOf(link)}`);
    await expect(page.getByText(`This link signs you in to the Portico account of ${client.name} (${client.email}).`, { exact: false })).toBeVisible();
    expect(await seriousViolations(page), "/signInLink naming its account").toEqual([]);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
