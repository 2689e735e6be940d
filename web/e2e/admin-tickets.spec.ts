import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ASHA, bearer, clientApiToken, goToSection, openDialog, pick, PASSWORD, seriousViolations, signInAdmin, stamp, toast } from "./admin-helpers";

const WORKSPACE = `/clientHome/${encodeURIComponent("Storefront Revamp")}`;

/** A ticket of Asha's own (a demo client), made through the portal's API with a unique title. */
async function ashaTicket(request: APIRequestContext, title: string) {
  const token = await clientApiToken(request, ASHA.email);
  const res = await request.post("/api/ticket/create", {
    headers: bearer(token),
    data: { title, description: `Steps to reproduce for ${title}: open the page on a phone.` },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { _id: string })._id;
}

test.describe("back office: Tickets", () => {
  test("reply to a client's ticket and close it; the client sees the staff reply under the staff member's name", async ({ page, request, browser }) => {
    test.setTimeout(120_000);
    const title = `Checkout total is rounded ${stamp()}`;
    await ashaTicket(request, title);

    await signInAdmin(page);
    await goToSection(page, "Tickets");
    const table = page.getByRole("table", { name: "Tickets" });
    for (const column of ["Title", "Client", "Status", "Created", "Updated", "Delete"]) {
      await expect(table.getByRole("columnheader", { name: column }).first()).toBeVisible();
    }

    // Filters: by client (a searchable select) and by status; both stay in the URL.
    await pick(page, "Client", "Asha", /Asha Verma/);
    await expect(page).toHaveURL(/[?&]client=/);
    await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("Open");
    await expect(page).toHaveURL(/[?&]status=Open/);
    await expect(table.getByRole("row").filter({ hasText: "Grace Okafor" })).toHaveCount(0);
    const row = table.getByRole("row").filter({ hasText: title });
    await expect(row).toContainText("Asha Verma");

    // The ticket opens: description, conversation and the reply box.
    await row.getByRole("button", { name: title, exact: true }).click();
    const dialog = await openDialog(page, title);
    await expect(dialog.getByText(`Steps to reproduce for ${title}`)).toBeVisible();
    await expect(dialog.getByText("No comments yet.")).toBeVisible();
    await dialog.getByRole("button", { name: "Send reply" }).click();
    await expect(dialog.getByLabel("Reply", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await dialog.getByLabel("Reply", { exact: true }).fill("Thanks, we have reproduced it and a fix ships on Friday.");
    await dialog.getByRole("button", { name: "Send reply" }).click();
    await expect(toast(page, "Comment Added")).toBeVisible();
    const conversation = dialog.getByRole("list", { name: "Conversation" });
    await expect(conversation.getByRole("listitem")).toHaveCount(1);
    await expect(conversation.getByRole("listitem")).toContainText("Staff");
    await expect(conversation).toContainText("a fix ships on Friday");
    await expect(dialog.getByLabel("Reply", { exact: true })).toHaveValue("");
    // Under the name of the staff member who wrote it.
    const staffName = (await conversation.getByRole("listitem").first().locator("p").first().textContent())?.trim() ?? "";
    expect(staffName).not.toBe("");
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await expect(dialog).toBeHidden();

    // Close it from the status selector: it leaves the Open filter, and shows under Closed.
    await row.getByRole("combobox", { name: `Status of ${title}` }).selectOption("Closed");
    await expect(toast(page, `Ticket closed: ${title}`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("Closed");
    await expect(table.getByRole("row").filter({ hasText: title })).toContainText("1");

    // The client, in a browser of their own, sees the reply under the staff member's name.
    const context = await browser.newContext();
    const client = await context.newPage();
    await client.goto("/login");
    await client.getByLabel("Email").fill(ASHA.email);
    await client.getByLabel("Password").first().fill(PASSWORD);
    await client.getByRole("button", { name: "Login", exact: true }).click();
    await expect(client).toHaveURL(/\/projects$/);
    await client.goto(`${WORKSPACE}?section=tickets`);
    const history = client.getByRole("region", { name: "All tickets" });
    const ticket = history.getByRole("button", { name: new RegExp(title) });
    await expect(ticket).toContainText("Closed");
    await ticket.click();
    const item = history.getByRole("listitem").filter({ hasText: title });
    await expect(item.getByRole("list", { name: "Conversation" })).toContainText(`${staffName} · Portico team`);
    await expect(item.getByRole("list", { name: "Conversation" })).toContainText("a fix ships on Friday");
    await context.close();

    // The audit log has the reply and the status change, newest first.
    await goToSection(page, "Audit log");
    await page.getByRole("searchbox", { name: "Search the audit log" }).fill("ticket");
    const audit = page.getByRole("table", { name: "Audit log" });
    await expect(audit.getByRole("row").nth(1)).toContainText("Ticket status changed");
    await expect(audit.getByRole("row").nth(2)).toContainText("Staff reply to a ticket");
    await audit.getByRole("row").nth(1).getByRole("button", { name: /Details of Ticket status changed/ }).click();
    const entry = await openDialog(page, "Ticket status changed");
    const status = entry.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /^Status/ }) });
    await expect(status.getByRole("cell").nth(0)).toHaveText("Open");
    await expect(status.getByRole("cell").nth(1)).toHaveText("Closed");
    await expect(entry.getByRole("row").filter({ hasText: "Title" })).toContainText(title);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("delete a ticket after a confirmation", async ({ page, request }) => {
    const title = `Duplicate of an old request ${stamp()}`;
    await ashaTicket(request, title);
    await signInAdmin(page);
    await page.goto(`/admin?section=tickets&q=${encodeURIComponent(title)}`);
    const table = page.getByRole("table", { name: "Tickets" });
    await expect(table.getByRole("row")).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);

    await table.getByRole("button", { name: `Delete ${title}` }).click();
    const confirm = await openDialog(page, `Delete the ticket ${title}?`);
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(table.getByRole("row")).toHaveCount(2);

    await table.getByRole("button", { name: `Delete ${title}` }).click();
    await (await openDialog(page, `Delete the ticket ${title}?`)).getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Ticket Deleted Successfully")).toBeVisible();
    await expect(page.getByText("Nothing matches your search.")).toBeVisible();

    await goToSection(page, "Audit log");
    await expect(page.getByRole("table", { name: "Audit log" }).getByRole("row").nth(1)).toContainText("Ticket deleted");
  });
});
