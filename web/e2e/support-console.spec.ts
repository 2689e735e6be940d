import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, settled, test } from "./fixtures";
import { shortMainActions, sidewaysOverflow, smallTargets } from "./screens/screens";
import { ASHA, bearer, clientApiToken, createClientWithProject, goToSection, pick, seriousViolations, signInAdmin, stamp, toast } from "./admin-helpers";

// Tickets on the clock in the staff console (docs/support-clock.md): a ticket's state set by staff
// reaches the client's open portal page live; the firm's support hours, holidays (typed and
// imported from an .ics file); the month report and its CSV; every new screen passes axe, and the
// console's words ship in French and Hindi.

test.describe("back office: support on the clock", () => {
  test("staff set a ticket to Waiting on client, and the client's open page says Waiting on you without a reload", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const client = await createClientWithProject(page.request);
    const title = `Invoices do not load ${stamp()}`;
    const clientToken = await clientApiToken(page.request, client.email, client.password);
    const opened = await page.request.post("/api/ticket/create", {
      headers: bearer(clientToken),
      data: { title, description: "The invoices page spins for ever.", priority: "high" },
    });
    expect(opened.ok(), await opened.text()).toBeTruthy();

    // The client's portal, open on their tickets.
    await page.goto("/about");
    await page.evaluate((t) => window.localStorage.setItem("token", t), clientToken);
    await page.goto(`/clientHome/${encodeURIComponent(client.project)}?section=tickets`);
    await expect(page.getByText(title).first()).toBeVisible();
    await expect(page.getByText("Waiting on you")).toHaveCount(0);

    // Staff, in a browser of their own.
    const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const staff = await staffContext.newPage();
    await signInAdmin(staff);
    await goToSection(staff, "Tickets");
    const table = staff.getByRole("table", { name: "Tickets" });
    const row = table.getByRole("row").filter({ hasText: title });
    await expect(row.getByRole("combobox", { name: `State of ${title}` })).toHaveValue("new");
    await expect(row.getByRole("combobox", { name: `Priority of ${title}` })).toHaveValue("high");
    await expect(row).toContainText(/On track|Due soon|Paused|Breached/);
    await expect(row).toContainText(/First reply by /);
    expect(await seriousViolations(staff)).toEqual([]);

    await row.getByRole("combobox", { name: `State of ${title}` }).selectOption("Waiting on client");
    await expect(toast(staff, `${title}: Waiting on client`)).toBeVisible();
    await expect(row.getByRole("combobox", { name: `State of ${title}` })).toHaveValue("waitingOnClient");
    await expect(row).toContainText("Paused");

    // The client's page follows, without a reload.
    await expect(page.getByText("Waiting on you").first()).toBeVisible({ timeout: 15_000 });

    // Due first: the list is asked in due order.
    const asked = staff.waitForRequest((r) => r.url().includes("/api/ticket/all") && r.url().includes("sort=dueAt"));
    await staff.getByRole("combobox", { name: "Order", exact: true }).selectOption("Due first");
    await asked;
    await expect(staff).toHaveURL(/[?&]sort=dueAt/);
    await staffContext.close();
  });

  test("support hours in Europe/Paris, a holiday typed in, two imported from an .ics file", async ({ page }) => {
    test.setTimeout(120_000);
    await signInAdmin(page);
    await goToSection(page, "Settings");
    const hours = page.getByRole("region", { name: "Support hours" });
    await hours.scrollIntoViewIfNeeded();
    await hours.getByRole("combobox", { name: "Time zone" }).selectOption("Europe/Paris");
    await hours.getByRole("checkbox", { name: "Open on Monday" }).check();
    await hours.getByLabel("Monday from").fill("09:00");
    await hours.getByLabel("Monday to").fill("18:00");
    await hours.getByRole("button", { name: "Save hours" }).click();
    await expect(toast(page, "Support hours saved")).toBeVisible();

    // A unique year, so the days are new on a database other runs have used.
    const year = 2040 + (Number(stamp().slice(-6)) % 400);
    const holidays = hours.getByRole("region", { name: "Holidays" });
    await holidays.getByRole("textbox", { name: "Date", exact: true }).fill(`${year}-07-14`);
    await holidays.getByRole("textbox", { name: "Name", exact: true }).fill("Fête nationale");
    await holidays.getByRole("button", { name: "Add holiday" }).click();
    await expect(toast(page, "Holiday added")).toBeVisible();
    await expect(holidays.getByRole("row").filter({ hasText: "Fête nationale" })).toHaveCount(1);

    const ics = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Portico//e2e//EN",
      "BEGIN:VEVENT",
      `UID:spring-${year}@e2e`,
      `DTSTART;VALUE=DATE:${year}0501`,
      `DTEND;VALUE=DATE:${year}0502`,
      "SUMMARY:Fête du Travail",
      "END:VEVENT",
      "BEGIN:VEVENT",
      `UID:armistice-${year}@e2e`,
      `DTSTART;VALUE=DATE:${year}1111`,
      `DTEND;VALUE=DATE:${year}1112`,
      "SUMMARY:Armistice",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    await holidays.getByLabel("Import .ics").setInputFiles({ name: "france.ics", mimeType: "text/calendar", buffer: Buffer.from(ics) });
    await expect(toast(page, "Added 2 holidays")).toBeVisible();
    await expect(holidays.getByText("Added 2 holidays")).toBeVisible();
    // This run's year: a database other runs used keeps their Armistice.
    await expect(holidays.getByRole("row").filter({ hasText: "Armistice" }).filter({ hasText: String(year) })).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);

    // Read again: the zone stayed; a holiday deleted.
    await page.reload();
    await expect(page.getByRole("region", { name: "Support hours" }).getByRole("combobox", { name: "Time zone" })).toHaveValue("Europe/Paris");
    const again = page.getByRole("region", { name: "Holidays" });
    await again.getByRole("button", { name: new RegExp(`^Delete the holiday Fête nationale`) }).click();
    await expect(toast(page, "Holiday deleted")).toBeVisible();
    await expect(again.getByRole("row").filter({ hasText: "Fête nationale" })).toHaveCount(0);

    // The policies: the default's targets.
    const policies = page.getByRole("region", { name: "Response targets" });
    await expect(policies.getByRole("spinbutton", { name: "Urgent, First response: hours" }).first()).toBeVisible();
  });

  test("the support report shows the demo company's month, and its CSV has a header row", async ({ page }) => {
    test.setTimeout(120_000);
    await signInAdmin(page);
    await goToSection(page, "Tickets");
    await page.getByRole("tab", { name: "Report" }).click();
    await expect(page).toHaveURL(/[?&]tab=report/);
    await pick(page, "Client", "Asha", new RegExp(ASHA.name));
    const report = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Median first reply" }) });
    // Rows name the company, not its owner.
    await expect(report.getByRole("rowheader", { name: "Verma Retail" }).first()).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /\d+ rows?/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^support-report-\d{4}-\d{2}-\d{4}-\d{2}\.csv$/);
    const lines = readFileSync((await download.path())!, "utf8").split(/\r?\n/).filter((l) => l !== "");
    expect(lines[0]).toContain("month");
    expect(lines.length).toBeGreaterThan(1);
  });

  test("a client's support policy, and the console's words in French and Hindi", async ({ page }) => {
    await signInAdmin(page);
    await goToSection(page, "Clients");
    const client = await createClientWithProject(page.request);
    await page.goto(`/admin?section=clients&client=${client._id}`);
    const policy = page.getByRole("combobox", { name: "Support policy" });
    await expect(policy).toBeEnabled();
    await expect(policy).toHaveValue("");
    const other = await policy.locator("option").nth(1).getAttribute("value");
    expect(other).toBeTruthy();
    await policy.selectOption(other!);
    await expect(toast(page, "Support policy saved")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Support policy" })).toHaveValue(other!);
    expect(await seriousViolations(page)).toEqual([]);

    // The shipped console carries the new words in both other languages.
    const assets = join(process.env.E2E_WEB_DIR ?? "build/client", "assets");
    const shipped = readdirSync(assets)
      .filter((f) => f.endsWith(".js"))
      .map((f) => readFileSync(join(assets, f), "utf8"))
      .join("\n");
    for (const words of ["Heures du support", "Échéance d'abord", "En attente du client", "सपोर्ट के घंटे", "देय पहले", "क्लाइंट की प्रतीक्षा"]) {
      expect(shipped, words).toContain(words);
    }
  });

  test("the new screens, dark and on a phone: no serious axe violation, nothing scrolls sideways, targets big enough", async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: "dark" });
    await signInAdmin(page);
    const screens: [string, string][] = [
      ["tickets", "/admin?section=tickets&sort=dueAt&order=asc"],
      ["report", "/admin?section=tickets&tab=report"],
      ["settings", "/admin?section=settings"],
    ];
    for (const [name, url] of screens) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(url);
      await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
      await settled(page);
      await expect(page.locator(".mantine-Loader-root, [data-loading]")).toHaveCount(0);
      expect.soft(await seriousViolations(page), `${name}, dark`).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      await settled(page);
      expect.soft(await sidewaysOverflow(page), `${name}, phone: sideways scroll`).toEqual([]);
      expect.soft(await smallTargets(page), `${name}, phone: small targets`).toEqual([]);
      expect.soft(await shortMainActions(page), `${name}, phone: short main actions`).toEqual([]);
    }
  });
});
