import { readFile } from "node:fs/promises";
import type { Download, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { goToSection, openDialog, seriousViolations, signInAdmin, stamp, toast } from "./admin-helpers";

async function counts(page: Page) {
  const region = page.getByRole("status", { name: "Submission counts" });
  const read = async (label: string) => Number((await region.getByText(label, { exact: true }).locator("xpath=..").textContent())?.replace(/\D+/g, ""));
  await expect(region).not.toContainText("…");
  return { unread: await read("Unread"), read: await read("Read") };
}

async function downloaded(page: Page, button: Locator): Promise<{ download: Download; lines: string[] }> {
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  const text = await readFile((await download.path()) ?? "", "utf8");
  return { download, lines: text.split(/\r?\n/).filter((l) => l !== "") };
}

test.describe("back office: Submissions", () => {
  test("read a contact submission (the counts move), set its action status, export and delete", async ({ page, request }) => {
    test.setTimeout(120_000);
    const s = stamp();
    const name = `Odile Fournier ${s}`;
    const email = `odile.${s}@example.com`;
    const sent = await request.post("/api/contact/submit", {
      data: { name, email, phone: "9876512345", message: `We need a booking site, ref ${s}.`, permission: true },
    });
    expect(sent.ok(), await sent.text()).toBeTruthy();

    await signInAdmin(page);
    await goToSection(page, "Submissions");
    const before = await counts(page);
    expect(before.unread).toBeGreaterThanOrEqual(1);

    const table = page.getByRole("table", { name: "Contact form submissions" });
    for (const column of ["Name", "Action Status", "Form", "Page", "Submission Date", "View", "Delete"]) {
      await expect(table.getByRole("columnheader", { name: new RegExp(`^${column}( ,|$)`) })).toBeVisible();
    }
    await page.getByRole("searchbox", { name: "Search contact submissions" }).fill(email);
    const row = table.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("Unread");
    await expect(row).toContainText("Contact form");
    await expect(row.getByRole("combobox", { name: `Action status of ${name}'s submission` })).toHaveValue("new");

    // View: the whole message; opening it marks it read, and the counts follow.
    await row.getByRole("button", { name: `View the submission from ${name}` }).click();
    const view = await openDialog(page, `Submission from ${name}`);
    await expect(view.getByText(`We need a booking site, ref ${s}.`)).toBeVisible();
    await expect(view.getByText(email)).toBeVisible();
    await expect(view.getByText("9876512345")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await view.getByRole("button", { name: "Close" }).click();
    await expect(view).toBeHidden();
    await expect(row).not.toContainText("Unread");
    await expect(row.getByRole("combobox", { name: `Action status of ${name}'s submission` })).toHaveValue("read");
    await expect.poll(() => counts(page)).toEqual({ unread: before.unread - 1, read: before.read + 1 });

    // The action status, from its selector; the status filter then finds it.
    await row.getByRole("combobox", { name: `Action status of ${name}'s submission` }).selectOption("replied");
    await expect(toast(page, `${name}'s submission marked Replied`)).toBeVisible();
    await page.getByRole("combobox", { name: "Action Status", exact: true }).selectOption("replied");
    await expect(page).toHaveURL(/[?&]contact\.status=replied/);
    await expect(row).toBeVisible();

    // Export to csv: every row of the current search and filter, as a file.
    const exported = await downloaded(page, page.getByRole("button", { name: "Export to csv: contact submissions" }));
    expect(exported.download.suggestedFilename()).toMatch(/^contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(exported.lines[0]).toBe("Name,Email,Phone,Message,Permission,Page,Action Status,Read,Submission Date");
    expect(exported.lines).toHaveLength(2);
    expect(exported.lines[1]).toContain(`${name},${email},9876512345`);
    expect(exported.lines[1]).toContain(",replied,yes,");
    await expect(toast(page, "Export downloaded")).toBeVisible();

    // Delete asks first.
    await row.getByRole("button", { name: `Delete the submission from ${name}` }).click();
    const confirm = await openDialog(page, `Delete ${name}'s submission?`);
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Submission deleted")).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect.poll(async () => (await counts(page)).read).toBe(before.read);

    await goToSection(page, "Audit log");
    const audit = page.getByRole("table", { name: "Audit log" });
    await expect(audit.getByRole("row").nth(1)).toContainText("Contact submission deleted");
    await expect(audit.getByRole("row").nth(2)).toContainText("Submission status changed");
  });

  test("newsletter subscriptions: export to csv and delete", async ({ page, request }) => {
    const email = `reader.${stamp()}@example.com`;
    const sent = await request.post("/api/contact/mail/submit", { data: { email } });
    expect(sent.ok(), await sent.text()).toBeTruthy();

    await signInAdmin(page);
    await page.goto("/admin?section=submissions");
    const table = page.getByRole("table", { name: "Newsletter subscriptions" });
    for (const column of ["Date", "Form", "Page", "Email", "Delete"]) {
      await expect(table.getByRole("columnheader", { name: new RegExp(`^${column}( ,|$)`) })).toBeVisible();
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("searchbox", { name: "Search newsletter subscriptions" }).fill(email);
    await expect(page).toHaveURL(/[?&]news\.q=/);
    const row = table.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Newsletter");
    // The list shows only the match (the header row and it), as the export will.
    await expect(table.getByRole("row")).toHaveCount(2);

    const exported = await downloaded(page, page.getByRole("button", { name: "Export to csv: newsletter subscriptions" }));
    expect(exported.download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(exported.lines[0]).toBe("Date,Form,Page,Email");
    expect(exported.lines).toHaveLength(2);
    expect(exported.lines[1]).toMatch(new RegExp(`,newsletter,[^,]*,${email.replace(/\./g, "\\.")}$`));

    await row.getByRole("button", { name: `Delete the submission from ${email}` }).click();
    await (await openDialog(page, `Delete the subscription of ${email}?`)).getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Subscription deleted")).toBeVisible();
    await expect(row).toHaveCount(0);

    await goToSection(page, "Audit log");
    await expect(page.getByRole("table", { name: "Audit log" }).getByRole("row").nth(1)).toContainText("Newsletter subscription deleted");
  });
});
