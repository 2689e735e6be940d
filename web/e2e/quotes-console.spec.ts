import { goToSection, openDialog, pick, seriousViolations, signInAdmin, stamp, toast } from "./admin-helpers";
import { expect, test } from "./fixtures";

/** `YYYY-MM-DD`, `days` from today (the browser's and the server's clock are the machine's). */
function dayFrom(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((n) => String(n).padStart(2, "0")).join("-");
}

// Staff write a change request for a demo project, fix what the shared rule says next to a line,
// send it (frozen), make and send a new version (the first superseded) and read the report. The
// title is unique: the demo has quotes of its own, and other runs leave theirs.
test.describe("back office: Quotes", () => {
  test("a change request: two lines (GST 18 %, no tax), two milestones, live totals, a line's error fixed, sent, a new version sent, the report", async ({
    page,
  }) => {
    const title = `Loyalty points ${stamp()}`;
    await signInAdmin(page);
    await goToSection(page, "Quotes");
    await expect(page.getByRole("table", { name: "Quote and change request versions" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Conversion by month" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "New change request" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New change request" })).toBeVisible();
    await pick(page, "Project", "Storefront Revamp", /^Storefront Revamp/);
    await expect(page.getByText(/prices in INR/)).toBeVisible();
    await page.getByRole("textbox", { name: "Quote title" }).fill(title);

    // Two milestones: on acceptance, and on launch.
    const m1 = page.getByRole("group", { name: "Milestone 1" });
    await m1.getByLabel("Title").fill("On signing");
    await page.getByRole("button", { name: "Add a milestone" }).click();
    const m2 = page.getByRole("group", { name: "Milestone 2" });
    await m2.getByLabel("Title").fill("On launch");

    // Line 1: 2 × ₹1,000 with GST 18 %.
    const line1 = page.getByRole("group", { name: "Line 1" });
    await line1.getByLabel("Title").fill("Design");
    await line1.getByLabel("Quantity").fill("2");
    await line1.getByLabel("Unit price (INR)").fill("1000");
    await line1.getByRole("checkbox", { name: "No tax" }).uncheck();
    await line1.getByLabel("Tax name").fill("GST");
    await line1.getByLabel("Tax rate (%)").fill("18");
    const totals = page.getByRole("region", { name: "Totals" });
    await expect(totals).toContainText("GST 18 %");
    await expect(totals).toContainText("₹2,360.00");

    // Line 2: no tax, paid on launch, its price typed with one decimal too many.
    await page.getByRole("button", { name: "Add a line" }).click();
    const line2 = page.getByRole("group", { name: "Line 2" });
    await line2.getByLabel("Title").fill("Hosting set-up");
    await line2.getByLabel("Unit price (INR)").fill("500.555");
    await line2.getByRole("checkbox", { name: "No tax" }).check();
    await line2.getByLabel("Paid with milestone").selectOption({ label: "On launch" });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Save draft" }).click();
    const price2 = line2.getByLabel("Unit price (INR)");
    await expect(price2).toHaveAttribute("aria-invalid", "true");
    await expect(price2).toBeFocused();
    await expect(line1.getByLabel("Unit price (INR)")).not.toHaveAttribute("aria-invalid", "true");
    await price2.fill("500");
    await expect(price2).not.toHaveAttribute("aria-invalid", "true");
    await expect(totals).toContainText("₹2,860.00");
    await expect(totals).toContainText("On signing: ₹2,000.00");
    await expect(totals).toContainText("On launch: ₹500.00");

    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(toast(page, "Draft saved")).toBeVisible();
    const draftHeading = page.getByRole("heading", { level: 1, name: /^Draft CR-\d{4}-\d{4} v1$/ });
    await expect(draftHeading).toBeVisible();
    const number = ((await draftHeading.textContent()) ?? "").replace(/^Draft /, "").replace(/ v1$/, "");
    await expect(page).toHaveURL(/section=quotes&quote=/);

    // Send: asked first, then frozen.
    await page.getByRole("button", { name: "Send", exact: true }).click();
    let dialog = await openDialog(page, `Send ${title}?`);
    await expect(dialog).toContainText("frozen");
    await expect(dialog).toContainText("approvers");
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Send to approvers" }).click();
    await expect(toast(page, `${number} v1 sent`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: `${number} v1` })).toBeVisible();
    await expect(page.getByText("Sent", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("textbox")).toHaveCount(0);
    await expect(page.getByRole("group", { name: "Lines" })).toContainText("Hosting set-up");
    expect(await seriousViolations(page)).toEqual([]);

    // A new version, valid longer, sent: v1 is superseded.
    await page.getByRole("button", { name: "New version" }).click();
    dialog = await openDialog(page, `New version of ${number}`);
    await dialog.getByLabel("Valid until (optional)").fill(dayFrom(60));
    await dialog.getByRole("button", { name: "New version" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Draft ${number} v2` })).toBeVisible();
    await expect(page.getByRole("group", { name: "Line 2" }).getByLabel("Unit price (INR)")).toHaveValue("500");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    dialog = await openDialog(page, `Send ${title}?`);
    await dialog.getByRole("button", { name: "Send to approvers" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `${number} v2` })).toBeVisible();

    // The list: both versions with their states; the report counts what was sent this month.
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Quotes" }).click();
    await page.getByLabel("Search quotes").fill(title);
    const table = page.getByRole("table", { name: "Quote and change request versions" });
    await expect(table.getByRole("row", { name: new RegExp(`${number} v2`) })).toContainText("Sent");
    await expect(table.getByRole("row", { name: new RegExp(`${number} v1`) })).toContainText("Superseded");
    await expect(table.getByRole("row", { name: new RegExp(`${number} v2`) })).toContainText("₹2,860.00");
    const month = new Intl.DateTimeFormat("en", { month: "long", year: "numeric" }).format(new Date());
    await expect(page.getByRole("group", { name: "Conversion by month" }).getByRole("row", { name: new RegExp(month) })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
