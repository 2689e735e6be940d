import type { Locator, Page } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { adminApiToken, bearer, clientApiToken, createClientWithProject, goToSection, openDialog, signInAdmin, signInClientThroughApi, toast } from "./admin-helpers";
import { seriousViolations } from "./axe";
import { expect, settled, test } from "./fixtures";
import {
  allowClipboard,
  clipboardText,
  fetchFeed,
  parseFeed,
  RECEIVER_ANSWER,
  sprintsSeenBy,
  startReceiver,
  todayUtc,
  type Received,
} from "./integrations-helpers";

// Integrations (issue 58): a member of a company subscribes to their dates with the calendar link
// the settings give, and the feed lists their project's sprint ends; a company's owner adds a
// webhook endpoint whose test event arrives signed (checked with a Standard Webhooks library and
// the secret the page showed once); personal API tokens work until revoked; the console's
// Integrations narrows staff's calendar to a project. Every screen is checked with axe, and the
// settings' headings in French and Hindi.

/** Priya Shah, a member of Verma Retail (not an owner) who sees the inventory app only (seed). */
const MEMBER = "priya.shah@example.com";
/** Verma Retail's online store, a demo project with a sprint under way (seed). */
const DEMO_PROJECT = "Storefront Revamp";

interface Listed {
  _id: string;
  title: string;
}

async function openSettings(page: Page) {
  await page.goto("/profileSettings");
  await expect(page.getByRole("heading", { level: 2, name: "Add to your calendar" })).toBeVisible();
}

/** The calendar link shown, made first when the person has none yet (a database other runs used has one). */
async function calendarLink(page: Page, region: Locator): Promise<string> {
  const get = region.getByRole("button", { name: "Get calendar link" });
  const field = region.getByRole("textbox", { name: "Calendar link" });
  await expect(get.or(field)).toBeVisible();
  if (await get.isVisible()) {
    await get.click();
    await expect(toast(page, "Your calendar link is ready")).toBeVisible();
    // The button that made it is gone: the keyboard is on the link.
    await expect(field).toBeFocused();
  }
  return field.inputValue();
}

function verify(secret: string, message: Received) {
  return new Webhook(secret).verify(message.body, message.headers) as { type: string; timestamp: string; data: Record<string, unknown> };
}

test.describe("integrations", () => {
  test("a member's calendar link: copied, and the feed lists their project's sprint ends; regenerated, the old one stops", async ({ page, context, request }) => {
    test.setTimeout(120_000);
    await allowClipboard(context);
    await signInClientThroughApi(page, MEMBER);
    await openSettings(page);
    // Webhooks are an owner's: a member has tokens and the calendar only.
    await expect(page.getByRole("region", { name: "API tokens" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Webhooks" })).toHaveCount(0);

    const region = page.getByRole("region", { name: "Add to your calendar" });
    const webcal = await calendarLink(page, region);
    expect(webcal).toMatch(/^webcal:\/\/.+\/api\/calendar\/[^/]+\.ics$/);
    await region.getByRole("button", { name: "Copy link" }).click();
    await expect(region.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
    expect(await clipboardText(page)).toBe(webcal);
    await expect(region.getByRole("link", { name: "Open in calendar app" })).toHaveAttribute("href", webcal);
    await expect(region.getByText("Private: anyone with this link sees your dates. Regenerate it if it leaks.")).toBeVisible();
    const https = await region.getByRole("textbox", { name: "Web address of the same calendar" }).inputValue();
    expect(https.replace(/^https?:\/\//, "")).toBe(webcal.replace(/^webcal:\/\//, ""));

    // The feed, as a calendar app reads it: her project's sprints, and nothing of the projects she does not see.
    const feed = await fetchFeed(request, https);
    expect(feed.status(), await feed.text()).toBe(200);
    expect(feed.headers()["content-type"]).toMatch(/^text\/calendar/);
    const etag = feed.headers()["etag"];
    expect(etag).toBeTruthy();
    const events = parseFeed(await feed.text());
    const sprintEnds = events.filter((e) => e.uid.startsWith("sprint-"));
    expect(sprintEnds.length).toBeGreaterThan(0);
    const sprints = await sprintsSeenBy(request, await clientApiToken(request, MEMBER));
    for (const event of sprintEnds) {
      const sprint = sprints.find((s) => event.uid === `sprint-${s._id}@portico`);
      expect(sprint, `${event.uid} is a sprint of a project she sees`).toBeDefined();
      expect(event.summary).toContain("Sprint");
      expect(event.summary).toContain(sprint!.title);
      expect(event.summary).toContain(sprint!.project);
      expect(event.allDay).toBe(true);
      expect(event.start).toBe(sprint!.endDate);
    }
    // Every sprint still to end is there.
    const coming = sprints.filter((s) => s.endDate !== null && s.endDate >= todayUtc());
    for (const s of coming) expect(sprintEnds.map((e) => e.uid)).toContain(`sprint-${s._id}@portico`);
    // A calendar app polling with the ETag is told nothing changed.
    expect((await fetchFeed(request, https, { "If-None-Match": etag! })).status()).toBe(304);
    expect(await seriousViolations(page)).toEqual([]);

    // Regenerated (confirmed): a new link, and the old one answers 404.
    await region.getByRole("button", { name: "Regenerate link" }).click();
    const dialog = await openDialog(page, "Regenerate your calendar link?");
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Regenerate link" }).click();
    await expect(toast(page, "Your calendar link was regenerated: the old one no longer works")).toBeVisible();
    const field = region.getByRole("textbox", { name: "Calendar link" });
    await expect(field).not.toHaveValue(webcal);
    await expect(field).toBeFocused();
    const fresh = await region.getByRole("textbox", { name: "Web address of the same calendar" }).inputValue();
    expect((await fetchFeed(request, https)).status()).toBe(404);
    expect((await fetchFeed(request, fresh)).status()).toBe(200);
  });

  test.describe("the forms the server checks", () => {
    // An empty form is sent on purpose: the server's 400 names each field (Chromium logs the status).
    test.use({ expectedConsoleErrors: [/status of 400/] });

    test("an owner's endpoint gets a signed test event, shown Delivered; sent again, rotated, paused, deleted", async ({ page, context, request }) => {
      test.setTimeout(120_000);
      await allowClipboard(context);
      const receiver = await startReceiver();
      try {
        const company = await createClientWithProject(request);
        await signInClientThroughApi(page, company.email, company.password);
        await openSettings(page);
        const section = page.getByRole("region", { name: "Webhooks" });
        await expect(section.getByText("No endpoints yet.")).toBeVisible();
        const form = section.getByRole("form", { name: "Add an endpoint" });

        // Sent empty: the server's messages (shared's rule) under their fields, the keyboard on the first.
        await form.getByRole("button", { name: "Add endpoint" }).click();
        await expect(form.getByLabel("Endpoint URL")).toBeFocused();
        await expect(form.getByLabel("Endpoint URL")).toHaveAttribute("aria-invalid", "true");
        await expect(form.getByText("Address is required")).toBeVisible();
        await expect(form.getByText("Choose at least one event")).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);

        await form.getByLabel("Endpoint URL").fill(receiver.url);
        await form.getByLabel("Format").selectOption({ label: "Standard" });
        await form.getByRole("checkbox", { name: "Ticket opened" }).check();
        await form.getByRole("checkbox", { name: "Invoice paid" }).check();
        await form.getByRole("button", { name: "Add endpoint" }).click();
        await expect(toast(page, "Endpoint added")).toBeVisible();

        // The signing secret, once: focused, copied, then put away.
        const shown = section.getByRole("group", { name: `Signing secret for ${receiver.url}` });
        await expect(shown).toBeFocused();
        await expect(shown).toContainText("Copy it now: it will not be shown again.");
        const secret = await shown.getByRole("textbox", { name: "Signing secret" }).inputValue();
        expect(secret).toMatch(/^whsec_/);
        await shown.getByRole("button", { name: "Copy secret" }).click();
        await expect(shown.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
        expect(await clipboardText(page)).toBe(secret);
        expect(await seriousViolations(page)).toEqual([]);
        await shown.getByRole("button", { name: "Done, I have copied it" }).click();
        await expect(shown).toHaveCount(0);

        const item = section.getByRole("listitem").filter({ hasText: receiver.url });
        await expect(item).toContainText("Standard");
        await expect(item).toContainText("Active");
        await expect(item).toContainText("Events: Ticket opened, Invoice paid");

        // A test event: the log opens and follows it until the receiver's 200.
        await item.getByRole("button", { name: "Send test event" }).click();
        await expect(toast(page, "Test event sent: follow it in the deliveries")).toBeVisible();
        await expect(item.getByRole("button", { name: "Deliveries" })).toHaveAttribute("aria-expanded", "true");
        const log = item.getByRole("table", { name: "Deliveries, newest first" });
        const row = log.getByRole("row").nth(1);
        await expect(row.getByRole("rowheader")).toHaveText("Test event");
        await expect(row).toContainText("Delivered");
        await expect(row).toContainText("200");
        await expect(row).toContainText(RECEIVER_ANSWER);
        await expect(item.getByRole("status").filter({ hasText: "Latest delivery: Delivered" })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);

        // What the receiver got: a Standard Webhooks message, signed with the secret shown once.
        await expect.poll(() => receiver.received.length).toBe(1);
        const first = receiver.received[0]!;
        expect(first.path).toBe("/portico-hook");
        expect(first.headers["content-type"]).toMatch(/^application\/json/);
        expect(verify(secret, first).type).toBe("webhook.test");

        // Sent again: the same message (same webhook-id), signed again.
        await row.getByRole("button", { name: /^Send again/ }).click();
        await expect(toast(page, "Queued again")).toBeVisible();
        await expect.poll(() => receiver.received.length).toBe(2);
        const again = receiver.received[1]!;
        expect(again.headers["webhook-id"]).toBe(first.headers["webhook-id"]);
        expect(verify(secret, again).type).toBe("webhook.test");
        await expect(row).toContainText("Delivered");

        // A rotated secret signs what follows; the old one no longer verifies.
        await item.getByRole("button", { name: "Rotate secret" }).click();
        const rotate = await openDialog(page, "Rotate the signing secret?");
        await rotate.getByRole("button", { name: "Rotate secret" }).click();
        const renewed = item.getByRole("group", { name: "New signing secret" });
        await expect(renewed).toBeFocused();
        const rotated = await renewed.getByRole("textbox", { name: "Signing secret" }).inputValue();
        expect(rotated).toMatch(/^whsec_/);
        expect(rotated).not.toBe(secret);
        await renewed.getByRole("button", { name: "Done, I have copied it" }).click();
        await item.getByRole("button", { name: "Send test event" }).click();
        await expect.poll(() => receiver.received.length).toBe(3);
        const third = receiver.received[2]!;
        expect(verify(rotated, third).type).toBe("webhook.test");
        expect(() => verify(secret, third)).toThrow();

        // Paused: nothing to test until resumed. Then deleted, confirmed.
        await item.getByRole("button", { name: "Pause" }).click();
        await expect(item).toContainText("Paused");
        await expect(item.getByRole("button", { name: "Send test event" })).toBeDisabled();
        await item.getByRole("button", { name: "Resume" }).click();
        await expect(item).toContainText("Active");
        await item.getByRole("button", { name: "Delete" }).click();
        const remove = await openDialog(page, "Delete this endpoint?");
        await remove.getByRole("button", { name: "Delete" }).click();
        await expect(toast(page, "Endpoint deleted")).toBeVisible();
        await expect(section.getByRole("listitem").filter({ hasText: receiver.url })).toHaveCount(0);
      } finally {
        await receiver.close();
      }
    });

    test("a read-only API token reads, is refused writes, and stops once revoked", async ({ page, context, request }) => {
      test.setTimeout(90_000);
      await allowClipboard(context);
      const company = await createClientWithProject(request);
      await signInClientThroughApi(page, company.email, company.password);
      await openSettings(page);
      const section = page.getByRole("region", { name: "API tokens" });
      await expect(section.getByText("You have no API tokens.")).toBeVisible();
      const form = section.getByRole("form", { name: "New token" });
      // Sent without a name: the server's message under the field, the keyboard on it.
      await form.getByRole("button", { name: "Create token" }).click();
      await expect(form.getByLabel("Name")).toBeFocused();
      await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByText("Name is required")).toBeVisible();

      const name = `Nightly export ${Date.now()}`;
      await form.getByLabel("Name").fill(name);
      await expect(form.getByLabel("Access")).toHaveValue("read");
      await form.getByLabel("Expires in").selectOption({ label: "30 days" });
      await form.getByRole("button", { name: "Create token" }).click();
      await expect(toast(page, `Token “${name}” created`)).toBeVisible();
      const shown = section.getByRole("group", { name: `Your new token “${name}”` });
      await expect(shown).toBeFocused();
      const secret = await shown.getByRole("textbox", { name: "Token" }).inputValue();
      expect(secret).toMatch(/^pt_/);
      await shown.getByRole("button", { name: "Copy token" }).click();
      expect(await clipboardText(page)).toBe(secret);
      expect(await seriousViolations(page)).toEqual([]);
      await shown.getByRole("button", { name: "Done, I have copied it" }).click();

      const item = section.getByRole("listitem").filter({ hasText: name });
      await expect(item).toContainText("Read only");
      await expect(item).toContainText("Never used");

      // What the token may do: read, and nothing else.
      const read = await request.get("/api/user/userProfile", { headers: bearer(secret) });
      expect(read.status(), await read.text()).toBe(200);
      expect(((await read.json()) as { email: string }).email).toBe(company.email);
      const write = await request.put("/api/user/language", { headers: bearer(secret), data: { language: "fr" } });
      expect(write.status()).toBe(403);
      expect(((await write.json()) as { error: { code: string } }).error.code).toBe("read_only");
      // Its first use is on the list at once.
      await page.reload();
      await expect(item).toContainText("Last used");

      await section.getByRole("button", { name: `Revoke ${name}` }).click();
      const dialog = await openDialog(page, `Revoke “${name}”?`);
      await dialog.getByRole("button", { name: "Revoke" }).click();
      await expect(toast(page, `“${name}” was revoked`)).toBeVisible();
      await expect(section.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
      expect((await request.get("/api/user/userProfile", { headers: bearer(secret) })).status()).toBe(401);
    });
  });

  test("the console's Integrations: staff's calendar narrowed to a project, with axe", async ({ page, request }) => {
    test.setTimeout(120_000);
    // A demo project with sprints under way (seed), found as staff find it.
    const listed = await request.get(`/api/project/projects?q=${encodeURIComponent(DEMO_PROJECT)}&perPage=5`, { headers: bearer(await adminApiToken(request)) });
    expect(listed.ok(), await listed.text()).toBeTruthy();
    const body = (await listed.json()) as Listed[] | { data: Listed[] };
    const project = (Array.isArray(body) ? body : body.data).find((p) => p.title === DEMO_PROJECT);
    expect(project, `${DEMO_PROJECT} is in the demo data`).toBeDefined();

    await signInAdmin(page);
    await goToSection(page, "Settings");
    const integrations = page.getByRole("region", { name: "Integrations" });
    await integrations.scrollIntoViewIfNeeded();
    await expect(integrations.getByRole("heading", { level: 3, name: "The firm's webhooks" })).toBeVisible();
    await expect(integrations.getByRole("region", { name: "Your API tokens" })).toBeVisible();
    const calendar = integrations.getByRole("region", { name: "Your calendar" });
    const link = await calendarLink(page, calendar);
    expect(link).toMatch(/^webcal:\/\//);
    expect(link).not.toContain("?project=");

    const picker = calendar.getByRole("combobox", { name: "Project", exact: true });
    await picker.click();
    await picker.fill(project!.title);
    await page.getByRole("option", { name: new RegExp(`^${DEMO_PROJECT} \\(`) }).click();
    const https = calendar.getByRole("textbox", { name: "Web address of the same calendar" });
    await expect(https).toHaveValue(new RegExp(`\\?project=${project!._id}$`));
    await expect(calendar.getByRole("textbox", { name: "Calendar link" })).toHaveValue(`${link}?project=${project!._id}`);

    // The narrowed feed names that project only.
    const feed = await fetchFeed(request, await https.inputValue());
    expect(feed.status()).toBe(200);
    const sprintEnds = parseFeed(await feed.text()).filter((e) => e.uid.startsWith("sprint-"));
    expect(sprintEnds.length).toBeGreaterThan(0);
    for (const event of sprintEnds) expect(event.summary).toContain(`· ${DEMO_PROJECT}`);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a staff member's read-only view of a client's settings: no calendar link, no tokens, the owner's webhooks", async ({ page, request }) => {
    const company = await createClientWithProject(request);
    await signInAdmin(page);
    await page.goto(`/admin?section=clients&client=${company._id}`);
    await expect(page.getByRole("heading", { level: 1, name: company.name })).toBeVisible();
    await page.getByRole("button", { name: "View as client" }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await page.goto("/profileSettings");
    await expect(page.getByRole("complementary", { name: "Staff view" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Webhooks", exact: true })).toBeVisible();
    // The person's secrets are theirs: neither section is there, and nothing was refused.
    await settled(page);
    await expect(page.getByRole("heading", { level: 2, name: "Add to your calendar" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: "API tokens" })).toHaveCount(0);
    await expect(toast(page, "Read-only view")).toHaveCount(0);
  });

  test("the settings' integration headings in French and Hindi", async ({ page, request }) => {
    const company = await createClientWithProject(request);
    const token = await clientApiToken(request, company.email, company.password);
    const language = async (lang: string) => {
      const res = await request.put("/api/user/language", { headers: bearer(token), data: { language: lang } });
      expect(res.ok(), await res.text()).toBeTruthy();
    };
    await language("fr");
    await signInClientThroughApi(page, company.email, company.password);
    await page.goto("/profileSettings");
    for (const name of ["Ajouter à votre agenda", "Jetons d’API", "Webhooks"]) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Obtenir le lien d’agenda" })).toBeVisible();

    await language("hi");
    await page.goto("/profileSettings");
    for (const name of ["अपने कैलेंडर में जोड़ें", "API टोकन", "वेबहुक"]) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "कैलेंडर लिंक पाएँ" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
