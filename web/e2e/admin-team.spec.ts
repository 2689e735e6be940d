import { openDialog, seriousViolations, signInAdmin } from "./admin-helpers";
import { expect, test } from "./fixtures";

// The server under test is seeded with the demo data (`portico seed`): five team members.

test.describe("back office: Team", () => {
  test("add a member, find them, edit, and delete with confirmation", async ({ page }) => {
    const stamp = Date.now();
    const name = `Zara Quinn ${stamp}`;
    const email = `zara.${stamp}@example.com`;

    await signInAdmin(page);
    await page.getByRole("navigation", { name: "Admin console" }).getByRole("link", { name: "Team" }).click();
    await expect(page).toHaveURL(/\/admin\?section=team$/);
    await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
    const table = page.getByRole("table", { name: "Team members" });
    await expect(table.getByRole("link", { name: "More about Rohan Gupta" })).toBeVisible();
    for (const column of ["Member Name", "Role", "Email", "More"]) {
      await expect(table.getByRole("columnheader", { name: column })).toBeVisible();
    }

    // Add New Team: the shared rule speaks first, under the fields, and nothing is sent.
    await page.getByRole("button", { name: "Add New Team" }).click();
    const add = await openDialog(page, "Add New Team");
    await add.getByLabel("Email").fill("not-an-address");
    await add.getByRole("button", { name: "Save" }).click();
    await expect(add.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expect(add.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(add.getByLabel("Name")).toBeFocused();

    await add.getByLabel("Name").fill(name);
    await expect(add.getByLabel("Name")).not.toHaveAttribute("aria-invalid", "true");
    await add.getByLabel("Role").fill("Data Engineer");
    await add.getByLabel("Email").fill(email);
    await add.getByLabel("Phone number").fill("9876501234");
    await add.getByLabel("Age").fill("29");
    await add.getByLabel("Address").fill("Pune, India");
    await add.getByLabel("Joining date").fill("2025-03-14");
    await add.getByLabel("About").fill("Pipelines and dashboards.");
    await add.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Team Added Successfully" })).toBeVisible();
    await expect(add).toBeHidden();

    // The table reads the list again; a search (sent after typing stops) finds the new member.
    await page.getByRole("searchbox", { name: "Search team members" }).fill(`Zara Quinn ${stamp}`);
    await expect(page).toHaveURL(/[?&]q=Zara\+Quinn/);
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(table.getByRole("cell", { name: email })).toBeVisible();

    // More opens the member; the URL names them, so a reload keeps the screen.
    await table.getByRole("link", { name: `More about ${name}` }).click();
    await expect(page).toHaveURL(/[?&]member=/);
    const heading = page.getByRole("heading", { level: 1, name });
    await expect(heading).toBeVisible();
    await page.reload();
    await expect(heading).toBeVisible();
    await expect(page.getByText("Data Engineer")).toBeVisible();
    await expect(page.getByText("2025-03-14")).toBeVisible();
    await expect(page.getByText("Pipelines and dashboards.")).toBeVisible();

    // Edit: the form starts from the member; the screen shows what the server then holds.
    await page.getByRole("button", { name: "Edit" }).click();
    const edit = await openDialog(page, `Edit ${name}`);
    await expect(edit.getByLabel("Email")).toHaveValue(email);
    await edit.getByLabel("Role").fill("Lead Data Engineer");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Team member saved" })).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(page.getByText("Lead Data Engineer")).toBeVisible();

    // Delete asks first; Cancel keeps the member.
    await page.getByRole("button", { name: "Delete" }).click();
    const confirm = await openDialog(page, `Delete ${name}?`);
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(heading).toBeVisible();

    await page.getByRole("button", { name: "Delete" }).click();
    await (await openDialog(page, `Delete ${name}?`)).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Team member deleted" })).toBeVisible();
    await expect(page).not.toHaveURL(/member=/);
    await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
    await expect(page.getByText("Nothing matches your search.")).toBeVisible();
  });

  test("sorting and paging happen on the server and live in the URL", async ({ page }) => {
    await signInAdmin(page);
    await page.goto("/admin?section=team");
    const table = page.getByRole("table", { name: "Team members" });
    const header = table.getByRole("columnheader", { name: /Member Name/ });
    const names = () => table.locator("tbody tr td:first-child").allTextContents();
    const byName = (list: string[], order: 1 | -1) => [...list].sort((a, b) => order * a.localeCompare(b, "en", { sensitivity: "base" }));

    await expect(table.getByRole("link", { name: "More about Rohan Gupta" })).toBeVisible();
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    const ascending = await names();
    expect(ascending).toEqual(byName(ascending, 1));

    await table.getByRole("button", { name: /^Member Name/ }).click();
    await expect(page).toHaveURL(/sort=name&order=desc/);
    await expect(header).toHaveAttribute("aria-sort", "descending");
    await expect.poll(names).toEqual(byName(ascending, -1));

    await page.goBack();
    await expect(page).toHaveURL(/\/admin\?section=team$/);
    await expect.poll(names).toEqual(ascending);

    await page.goto("/admin?section=team&perPage=2&page=2");
    await expect(table.getByRole("row")).toHaveCount(3);
    await expect(page.getByText(/^3–4 of \d+$/)).toBeVisible();
    await expect.poll(names).toEqual(ascending.slice(2, 4));
  });

  test.describe("a session the server no longer knows", () => {
    test.use({ expectedConsoleErrors: [/status of 401/] });

    test("sends the browser to the staff sign-in and forgets the token", async ({ page }) => {
      await page.goto("/adminLogin");
      await page.evaluate(() => window.localStorage.setItem("adminToken", "expired-or-revoked"));
      await page.goto("/admin?section=team");
      await expect(page).toHaveURL(/\/adminLogin$/);
      await expect(page.getByRole("heading", { name: "Admin sign-in" })).toBeVisible();
      expect(await page.evaluate(() => window.localStorage.getItem("adminToken"))).toBeNull();
    });
  });

  test("accessibility (axe): the Team screens and their dialogs", async ({ page }) => {
    await signInAdmin(page);
    await page.goto("/admin?section=team");
    await expect(page.getByRole("link", { name: "More about Rohan Gupta" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Add New Team" }).click();
    const add = await openDialog(page, "Add New Team");
    await add.getByRole("button", { name: "Save" }).click();
    await expect(add.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    expect(await seriousViolations(page)).toEqual([]);
    await add.getByRole("button", { name: "Cancel" }).click();
    await expect(add).toBeHidden();

    await page.getByRole("searchbox", { name: "Search team members" }).fill("nobody-matches-this");
    await expect(page.getByText("Nothing matches your search.").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto("/admin?section=team");
    await page.getByRole("link", { name: "More about Rohan Gupta" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Rohan Gupta" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Edit" }).click();
    await openDialog(page, "Edit Rohan Gupta");
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Delete" }).click();
    const confirm = await openDialog(page, "Delete Rohan Gupta?");
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Rohan Gupta" })).toBeVisible();
  });
});
