import { expect, test } from "./fixtures";
import { createClientWithProject, openDialog, signInAdmin, stamp, toast } from "./admin-helpers";
import { linkIn, waitForMail } from "./mail-helpers";

test.describe("back office: a client company's people", () => {
  // The removed person's ended session (401) is logged by Chromium.
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test("staff add a person, who is invited, chooses a password and sees the company's project; removed, they are signed out", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000); // two browsers and a mail
    const company = await createClientWithProject(request);
    const s = stamp();
    const person = { name: `Mira Shah ${s}`, email: `mira.${s}@example.com` };

    await signInAdmin(page);
    await page.goto(`/admin?section=clients&client=${company._id}`);
    const people = page.getByRole("table", { name: `People of ${company.name}` });
    await expect(people.getByRole("row", { name: new RegExp(company.name) })).toContainText("Owner");

    // Add a person: the shared rule first, then the invitation.
    await page.getByRole("button", { name: "Add a person" }).click();
    const add = await openDialog(page, `Add a person to ${company.name}`);
    await add.getByRole("button", { name: "Invite" }).click();
    await expect(add.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await add.getByLabel("Name").fill(person.name);
    await add.getByLabel("Email").fill(person.email);
    await add.getByLabel(/^Finance/).check();
    await add.getByRole("button", { name: "Invite" }).click();
    await expect(toast(page, `${person.name} added`)).toBeVisible();
    await expect(add).toBeHidden();
    const row = people.getByRole("row", { name: new RegExp(person.name) });
    await expect(row).toContainText("Member");
    await expect(row).toContainText("Finance");
    await expect(row).toContainText("Invited");

    // The person, in a browser of their own, from the mailed link.
    const link = linkIn(await waitForMail(person.email, "You are invited to Portico"), "/invitation");
    const context = await browser.newContext();
    const mira = await context.newPage();
    await mira.goto(link);
    const form = mira.getByRole("form", { name: `Welcome, ${person.name}` });
    await form.getByLabel(/^New password/).fill(`tea-garden-${s}`);
    await form.getByLabel(/^Confirm the new password/).fill(`tea-garden-${s}`);
    await form.getByRole("button", { name: "Set my password and sign in" }).click();
    await expect(mira).toHaveURL(/\/dashboard$/);
    await expect(mira.getByText(company.project).first()).toBeVisible();

    // Removed by staff: asked first, then their session ends at once.
    await page.reload();
    await expect(row).toContainText("Active");
    await row.getByRole("button", { name: `Remove ${person.name}` }).click();
    const confirm = await openDialog(page, `Remove ${person.name}?`);
    await confirm.getByRole("button", { name: "Remove" }).click();
    await expect(toast(page, `${person.name} removed`)).toBeVisible();
    await expect(row).toContainText("Removed");
    await mira.reload();
    await expect(mira).toHaveURL(/\/$/);
    await context.close();
  });
});
