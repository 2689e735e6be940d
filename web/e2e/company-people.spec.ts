import { adminApiToken, bearer, clientApiToken, createClientWithProject, openDialog, signInAdmin, stamp, storeClientToken, toast } from "./admin-helpers";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { linkIn, waitForMail } from "./mail-helpers";

test.describe("a company's owner runs its people from the portal", () => {
  // The removed colleague's ended session (401) is logged by Chromium.
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test("an owner invites a colleague to one project; the colleague sees it without money; staff make him an owner; the owner removes him", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000); // three browsers and a mail
    const company = await createClientWithProject(request);
    const s = stamp();
    // A second project, with a cost and a milestone only those who handle money see.
    const admin = await adminApiToken(request);
    const second = `Loyalty App ${s}`;
    const made = await request.post("/api/project/createProject", {
      headers: bearer(admin),
      data: {
        title: second,
        client: company._id,
        github: "portico-demo",
        repoName: `loyalty-${s}`,
        projectCost: "USD 9,000",
        projectDesc: "Points for every purchase.",
        projectDetailsDesc: "Cards, points and rewards.",
      },
    });
    expect(made.ok(), await made.text()).toBeTruthy();
    const { _id: secondId } = (await made.json()) as { _id: string };
    const paid = await request.post("/api/payment/create", {
      headers: bearer(admin),
      data: { project: secondId, title: "Loyalty go-live", description: "", amount: 4500, isCompleted: false },
    });
    expect(paid.ok(), await paid.text()).toBeTruthy();

    // The owner's People page: invite a colleague to the second project only.
    await storeClientToken(page, await clientApiToken(request, company.email, company.password));
    await page.goto("/people");
    await expect(page.getByRole("heading", { level: 1, name: "People" })).toBeVisible();
    const table = page.getByRole("table", { name: "People" });
    await expect(table.getByRole("row", { name: new RegExp(`${company.name} \\(you\\)`) })).toContainText("Owner");
    expect(await seriousViolations(page)).toEqual([]);

    const colleague = { name: `Kabir Sen ${s}`, email: `kabir.${s}@example.com` };
    await page.getByRole("button", { name: "Add a person" }).click();
    const invite = await openDialog(page, `Add a person to ${company.brandName}`);
    await invite.getByLabel(/^Name/).fill(colleague.name);
    await invite.getByLabel(/^Email/).fill(colleague.email);
    await invite.getByLabel("Chosen projects").check();
    await invite.getByRole("button", { name: "Invite" }).click();
    await expect(invite.getByText("Choose at least one project, or all of them")).toBeVisible();
    await invite.getByLabel(second).check();
    expect(await seriousViolations(page)).toEqual([]);
    await invite.getByRole("button", { name: "Invite" }).click();
    await expect(toast(page, `${colleague.name} added`)).toBeVisible();
    const row = table.getByRole("row", { name: new RegExp(colleague.name) });
    await expect(row).toContainText("Invited");
    await expect(row).toContainText(second);

    // The colleague, from the mailed link, in a browser of his own: the second project only, and
    // no money on its road map.
    const link = linkIn(await waitForMail(colleague.email, "You are invited to Portico"), "/invitation");
    const context = await browser.newContext();
    const kabir = await context.newPage();
    await kabir.goto(link);
    const form = kabir.getByRole("form", { name: `Welcome, ${colleague.name}` });
    await form.getByLabel(/^New password/).fill(`river-stone-${s}`);
    await form.getByLabel(/^Confirm the new password/).fill(`river-stone-${s}`);
    await form.getByRole("button", { name: "Set my password and sign in" }).click();
    await expect(kabir).toHaveURL(/\/dashboard$/);
    await expect(kabir.getByText(second).first()).toBeVisible();
    await expect(kabir.getByText(company.project)).toHaveCount(0);
    await expect(kabir.getByText(/Next payment/)).toHaveCount(0);
    await kabir.goto(`/clientHome/${encodeURIComponent(second)}?section=goals`);
    await expect(kabir.getByRole("heading", { name: "Agreed Goals" })).toBeVisible();
    await expect(kabir.getByRole("link", { name: "Money" })).toHaveCount(0);
    await expect(kabir.getByRole("heading", { name: "Milestones" })).toHaveCount(0);
    await expect(kabir.getByText("Costing")).toHaveCount(0);
    await expect(kabir.getByText("USD 9,000")).toHaveCount(0);
    // His People page lists his colleagues, and nothing to manage.
    await kabir.goto("/people");
    await expect(kabir.getByRole("row", { name: new RegExp(company.name) })).toBeVisible();
    await expect(kabir.getByRole("button", { name: "Add a person" })).toHaveCount(0);

    // Staff appoint him an owner, in the console.
    const staff = await browser.newContext();
    const desk = await staff.newPage();
    await signInAdmin(desk);
    await desk.goto(`/admin?section=clients&client=${company._id}`);
    const people = desk.getByRole("table", { name: `People of ${company.name}` });
    await people.getByRole("button", { name: `Edit ${colleague.name}` }).click();
    const edit = await openDialog(desk, `Edit ${colleague.name}`);
    await edit.getByLabel("Role").selectOption("owner");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(people.getByRole("row", { name: new RegExp(colleague.name) })).toContainText("Owner");
    await staff.close();
    await kabir.reload();
    await expect(kabir.getByRole("button", { name: "Add a person" })).toBeVisible();

    // The first owner removes him: asked first; his open page is signed out at its next read.
    await page.reload();
    await row.getByRole("button", { name: `Remove ${colleague.name}` }).click();
    const confirm = await openDialog(page, `Remove ${colleague.name}?`);
    await confirm.getByRole("button", { name: "Remove" }).click();
    await expect(toast(page, `${colleague.name} removed`)).toBeVisible();
    await expect(row).toContainText("Removed");
    await kabir.goto("/dashboard");
    await expect(kabir).toHaveURL(/\/$/);
    await context.close();
  });
});
