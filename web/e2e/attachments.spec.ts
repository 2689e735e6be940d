import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createClientWithProject, goToSection, openDialog, seriousViolations, signInAdmin, stamp, toast } from "./admin-helpers";

/** A small PDF that opens (one empty page). */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** Signs in through the page, as a person does. */
async function signInClient(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").first().fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/projects$/);
}

/** Pastes a screenshot (a PNG drawn in the page) into `selector`, as Ctrl+V after a capture does. */
async function pasteScreenshot(page: Page, label: string) {
  const box = page.getByLabel(label, { exact: true });
  await box.focus();
  await box.evaluate(async (el) => {
    const canvas = new OffscreenCanvas(320, 200);
    const g = canvas.getContext("2d")!;
    g.fillStyle = "#1c7ed6";
    g.fillRect(0, 0, 320, 200);
    g.fillStyle = "#ffffff";
    g.fillRect(40, 60, 240, 80);
    const blob = await canvas.convertToBlob({ type: "image/png" });
    const data = new DataTransfer();
    data.items.add(new File([blob], "image.png", { type: "image/png" }));
    el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  });
}

test.describe("attachments", () => {
  test("a client pastes a screenshot into a new ticket; staff see it and reply with a PDF; the client opens both", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const title = `Checkout screen cut off ${stamp()}`;
    // A client of its own: the demo clients' ticket counts are other journeys' to check.
    const client = await createClientWithProject(page.request);
    await signInClient(page, client.email, client.password);
    await page.goto(`/clientHome/${encodeURIComponent(client.project)}?section=tickets`);
    const form = page.getByRole("form", { name: "Create Ticket" });
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Message").fill("The checkout screen is cut off, see the screenshot.");

    // A file the list refuses says so next to it, before anything is sent.
    const uploads: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname === "/api/attachments") uploads.push(r.url());
    });
    await form.getByTestId("attachment-input").setInputFiles({ name: "page.html", mimeType: "text/html", buffer: Buffer.from("<script>alert(1)</script>") });
    const pending = form.getByRole("list", { name: "Files to send" });
    await expect(pending.getByRole("alert")).toHaveText(/This type of file can't be attached/);
    expect(uploads).toEqual([]);
    await pending.getByRole("button", { name: "Remove page.html" }).click();

    await pasteScreenshot(page, "Message");
    await expect(pending.getByText("Uploaded")).toBeVisible();
    await expect(pending).toContainText("image.png");
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole("button", { name: "Create Ticket" }).click();
    await expect(toast(page, "Ticket Created.")).toBeVisible();
    await expect(form.getByRole("list", { name: "Files to send" })).toHaveCount(0);

    const active = page.getByRole("region", { name: "Active tickets" });
    await active.getByRole("button", { name: new RegExp(title) }).click();
    const item = active.getByRole("listitem").filter({ hasText: title });
    const shot = item.getByRole("button", { name: /image\.png.*opens larger/ });
    await expect(shot.locator("img")).toHaveJSProperty("naturalWidth", 320);

    // Staff, in a browser of their own, see the screenshot and reply with a PDF.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signInAdmin(staff);
    await goToSection(staff, "Tickets");
    await staff.getByRole("table", { name: "Tickets" }).getByRole("button", { name: title, exact: true }).click();
    const dialog = await openDialog(staff, title);
    await expect(dialog.getByRole("button", { name: /image\.png.*opens larger/ }).locator("img")).toHaveJSProperty("naturalWidth", 320);
    await dialog.getByLabel("Reply", { exact: true }).fill("Here is the fix plan.");
    const chooser = staff.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: "Attach files" }).click();
    await (await chooser).setFiles({ name: "fix-plan.pdf", mimeType: "application/pdf", buffer: PDF });
    await expect(dialog.getByRole("list", { name: "Files to send" }).getByText("Uploaded")).toBeVisible();
    expect(await seriousViolations(staff)).toEqual([]);
    await dialog.getByRole("button", { name: "Send reply" }).click();
    await expect(toast(staff, "Comment Added")).toBeVisible();
    await expect(dialog.getByRole("list", { name: "Conversation" }).getByRole("button", { name: /fix-plan\.pdf/ })).toBeVisible();
    await staffContext.close();

    // The client sees the reply with its PDF, opens it, and opens the screenshot larger.
    await page.reload();
    const history = page.getByRole("region", { name: "All tickets" });
    await history.getByRole("button", { name: new RegExp(title) }).click();
    const mine = history.getByRole("listitem").filter({ hasText: title });
    const pdf = mine.getByRole("list", { name: "Conversation" }).getByRole("button", { name: /fix-plan\.pdf.*opens in a new tab/ });
    const popup = page.waitForEvent("popup");
    const fetched = page.waitForResponse((r) => /\/api\/attachments\/[^/]+$/.test(new URL(r.url()).pathname) && r.request().method() === "GET" && r.headers()["content-type"] === "application/pdf");
    await pdf.click();
    expect((await fetched).status()).toBe(200);
    const tab = await popup;
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await tab.close();

    await mine.getByRole("button", { name: /image\.png.*opens larger/ }).first().click();
    const large = await openDialog(page, "image.png");
    await expect(large.getByRole("img", { name: "image.png" })).toHaveJSProperty("naturalWidth", 320);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(large).toBeHidden();
  });
});
