import { expect, test } from "./fixtures";
import { bearer, clientApiToken, createClientWithProject, seriousViolations, signInAdmin, stamp } from "./admin-helpers";

// The staff home, Today: what the console opens on. Its figures follow the live stream: a ticket a
// client opens shows in "Tickets waiting on us" without a reload. The journeys of a part run one at
// a time on their own server, so nothing else moves the figure meanwhile.

test.describe("back office: Today", () => {
  test("the staff home's figures change live when a ticket arrives, and a row opens the ticket", async ({ page, request }) => {
    test.setTimeout(120_000);
    const client = await createClientWithProject(request);
    await signInAdmin(page);
    await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
    const tickets = page.getByRole("region", { name: "Tickets waiting on us" });
    const heading = tickets.getByRole("heading", { level: 2 });
    await expect(heading).toHaveText(/^Tickets waiting on us \d+$/);
    const before = Number(/\d+$/.exec((await heading.textContent()) ?? "")?.[0]);
    for (const name of ["Sign-offs waiting on clients", "Invoices overdue", "Milestones due this week", "Failed mails"]) {
      await expect(page.getByRole("region", { name })).toBeVisible();
    }
    expect(await seriousViolations(page)).toEqual([]);

    // The client opens a ticket: the figure rises on the open page.
    const token = await clientApiToken(request, client.email, client.password);
    const title = `Checkout times out ${stamp()}`;
    const res = await request.post("/api/ticket/create", {
      headers: bearer(token),
      data: { title, description: "The payment step spins for a minute, then fails." },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
    await expect(heading).toHaveText(`Tickets waiting on us ${before + 1}`, { timeout: 20_000 });

    // A row is a click from where it is handled: the ticket, opened in Tickets.
    const first = tickets.getByRole("listitem").first().getByRole("link");
    const name = (await first.textContent()) ?? "";
    await first.click();
    await expect(page).toHaveURL(/\?section=tickets&ticket=[^&]+$/);
    await expect(page.getByRole("dialog", { name })).toBeVisible();

    // On a phone, Today fits the width: nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin?section=today");
    await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
    await expect(tickets.getByRole("heading", { level: 2 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
