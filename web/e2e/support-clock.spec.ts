import type { APIRequestContext, Page } from "@playwright/test";
import { adminApiToken, bearer, clientApiToken, createClientWithProject, signInClientThroughApi } from "./admin-helpers";
import { seriousViolations } from "./axe";
import { expect, settled, test } from "./fixtures";
import { linkIn, waitForMail } from "./mail-helpers";

// Tickets on the clock (docs/support-clock.md), the client's side: a client whose browser is in
// India opens a High ticket and reads when the reply is due in their own time; staff solve it; the
// mail's one-click link rates it and takes a comment; the portal then shows the rating. The same
// screens in French and Hindi, and without serious accessibility violations.

const ZONE = "Asia/Kolkata";
const DUE: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" };

test.use({ timezoneId: ZONE });

interface Measure {
  dueAt: string | null;
  doneAt: string | null;
}
interface TicketView {
  _id: string;
  title: string;
  priority: string;
  state: string;
  sla: { firstResponse: Measure; resolution: Measure };
  rating: { score: string; comment: string } | null;
}

/** `at` as the portal writes a due time, in `language`, in Kolkata. */
function due(at: string, language: string): string {
  return new Intl.DateTimeFormat(language, { ...DUE, timeZone: ZONE }).format(new Date(at));
}

/** Text with its spaces made plain (Intl writes a narrow no-break space before "PM"). */
const plain = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

async function clientTickets(request: APIRequestContext, token: string, userId: string): Promise<TicketView[]> {
  const res = await request.get(`/api/ticket/${userId}`, { headers: bearer(token) });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as TicketView[];
}

async function solve(request: APIRequestContext, ticketId: string) {
  const res = await request.put(`/api/ticket/${ticketId}/state`, { headers: bearer(await adminApiToken(request)), data: { state: "solved" } });
  expect(res.ok(), await res.text()).toBeTruthy();
  expect(((await res.json()) as TicketView).state).toBe("solved");
}

async function openTickets(page: Page, project: string) {
  await page.goto(`/clientHome/${encodeURIComponent(project)}?section=tickets`);
  await settled(page);
}

test.describe("tickets on the clock", () => {
  test("a High ticket's reply is due in the client's time; once solved, the mail's link rates it and the portal shows it", async ({ page, request }) => {
    test.setTimeout(120_000);
    const company = await createClientWithProject(request);
    const token = await clientApiToken(request, company.email, company.password);
    await signInClientThroughApi(page, company.email, company.password);
    await openTickets(page, company.project);

    // The priority's promise, read from the calendar, follows the choice.
    const form = page.getByRole("form", { name: "Create Ticket" });
    const priority = form.getByLabel("Priority");
    await expect(priority).toHaveValue("normal");
    await expect(form.getByText(/^We reply to Normal tickets within /)).toBeVisible();
    await priority.selectOption("high");
    await expect(form.getByText(/^We reply to High tickets within /)).toBeVisible();

    const title = `Checkout fails on card payments ${Date.now()}`;
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Message").fill("Every card payment ends on an error page since this morning.");
    await form.getByRole("button", { name: "Create Ticket" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Ticket Created." })).toContainText("Thank you, we'll get back to you soon!");

    const ticket = (await clientTickets(request, token, company._id)).find((t) => t.title === title)!;
    expect(ticket.priority).toBe("high");
    const dueAt = ticket.sla.firstResponse.dueAt;
    expect(dueAt, "a new High ticket has a due time").not.toBeNull();

    // (a) The reply is due at the API's time, written in the browser's zone (Kolkata).
    const active = page.getByRole("region", { name: "Active tickets" });
    const item = active.getByRole("listitem").filter({ hasText: title });
    await expect(item.getByRole("button", { name: new RegExp(title) })).toContainText("High");
    await expect(item.getByRole("button", { name: new RegExp(title) })).toContainText("New");
    const clock = item.locator(".ticket-clock");
    await expect(clock).toBeVisible();
    expect(plain(await clock.textContent())).toBe(plain(`Reply due by ${due(dueAt!, "en")}`));
    expect(await clock.locator("time").getAttribute("datetime")).toBe(dueAt);
    expect(await seriousViolations(page)).toEqual([]);

    // Staff answer (the client hears of it by mail): the line says how long the first reply took.
    const admin = bearer(await adminApiToken(request));
    const replied = await request.post(`/api/ticket/${ticket._id}/reply`, { headers: admin, data: { text: "Looking into it now.", attachments: [] } });
    expect(replied.ok(), await replied.text()).toBeTruthy();
    await waitForMail(company.email, new RegExp(`replied to your ticket “${title}”$`));
    await openTickets(page, company.project);
    await expect(item.locator(".ticket-clock")).toHaveText(/^Answered in /);

    // (b) Staff solve it; the mail's Good link rates it in one click.
    await solve(request, ticket._id);
    const mail = await waitForMail(company.email, `“${title}” was solved. How did we do?`);
    const link = linkIn(mail, "/rate");
    expect(link).toMatch(/^\/rate#[^&]+&score=good$/);

    const scores: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname.startsWith("/api/rating/")) scores.push(r.postData() ?? "");
    });
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "How did we do?" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Thank you!" })).toHaveText(`Thank you! You rated “${title}”: Good`);
    expect(await seriousViolations(page)).toEqual([]);

    const comment = page.getByRole("form", { name: "Anything to add? (optional)" });
    await comment.getByLabel("Anything to add? (optional)").fill("Fixed within the hour, thank you.");
    await comment.getByRole("button", { name: "Send comment" }).click();
    await expect(page.getByText("Thank you, your comment was added.")).toBeVisible();
    await expect(page.getByText("Fixed within the hour, thank you.")).toBeVisible();
    expect(scores.map((s) => JSON.parse(s) as unknown)).toEqual([{ score: "good" }, { score: "good", comment: "Fixed within the hour, thank you." }]);

    // The link again: the recorded score, no second rating, no comment box.
    await page.reload();
    await expect(page.getByText(`You rated “${title}”: Good`)).toBeVisible();
    await expect(page.getByText("Fixed within the hour, thank you.")).toBeVisible();
    await expect(page.getByRole("form", { name: "Anything to add? (optional)" })).toHaveCount(0);
    expect(scores).toHaveLength(2);

    // The portal shows the rating on the ticket, now in the history.
    await openTickets(page, company.project);
    const history = page.getByRole("region", { name: "All tickets" });
    const solved = history.getByRole("listitem").filter({ hasText: title });
    await expect(solved.locator(".ticket-clock")).toHaveText(/^Solved in /);
    await solved.getByRole("button", { name: new RegExp(title) }).click();
    await expect(solved.getByText("You rated this: Good")).toBeVisible();
    await expect(solved.getByText("Fixed within the hour, thank you.")).toBeVisible();
    await expect(solved.getByRole("button", { name: "Good" })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The company's owner reads the month on the People page: one ticket, answered and rated.
    await page.goto("/people");
    const support = page.getByRole("region", { name: "Support" });
    const table = support.getByRole("table", { name: "Support, month by month" });
    await expect(table).toBeVisible();
    const thisMonth = table.getByRole("row").nth(1);
    await expect(thisMonth.getByRole("cell").first()).toHaveText("1");
    await expect(thisMonth).toContainText("1 good, 0 bad");
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the clock line and the rating page speak French and Hindi", async ({ page, request }) => {
    test.setTimeout(120_000);
    const company = await createClientWithProject(request);
    const token = await clientApiToken(request, company.email, company.password);
    const made = await request.post("/api/ticket/create", {
      headers: bearer(token),
      data: { title: `Le site est lent ${Date.now()}`, description: "Depuis lundi.", priority: "urgent", project: null, attachments: [] },
    });
    expect(made.ok(), await made.text()).toBeTruthy();
    const ticket = (await made.json()) as TicketView;
    const dueAt = ticket.sla.firstResponse.dueAt!;
    expect(dueAt).not.toBeNull();

    const language = async (lang: string) => {
      const res = await request.put("/api/user/language", { headers: bearer(token), data: { language: lang } });
      expect(res.ok(), await res.text()).toBeTruthy();
    };

    await language("fr");
    await signInClientThroughApi(page, company.email, company.password);
    await openTickets(page, company.project);
    const item = page.getByRole("region", { name: "Tickets ouverts" }).getByRole("listitem").filter({ hasText: ticket.title });
    await expect(item.getByRole("button", { name: new RegExp(ticket.title) })).toContainText("Urgente");
    await expect(item.locator(".ticket-clock")).toBeVisible();
    expect(plain(await item.locator(".ticket-clock").textContent())).toBe(plain(`Réponse attendue avant ${due(dueAt, "fr")}`));
    await expect(page.getByRole("form", { name: "Créer un ticket" }).getByText(/^Nous répondons aux tickets de priorité « Normale » sous /)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await language("hi");
    await openTickets(page, company.project);
    const hindi = page.getByRole("listitem").filter({ hasText: ticket.title }).first();
    expect(plain(await hindi.locator(".ticket-clock").textContent())).toBe(plain(`जवाब ${due(dueAt, "hi")} तक`));

    // The mail's Bad link, in Hindi (the browser's language, kept by the portal).
    await solve(request, ticket._id);
    const mail = await waitForMail(company.email, `“${ticket.title}” हल हो गया। हमने कैसा किया?`);
    const bad = linkIn(mail, "/rate").replace("score=good", "score=bad");
    await page.goto(bad);
    await expect(page.getByRole("heading", { level: 1, name: "हमने कैसा किया?" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "धन्यवाद!" })).toHaveText(`धन्यवाद! “${ticket.title}” के लिए आपकी रेटिंग: बुरा`);
    await expect(page.getByRole("textbox", { name: "कुछ और कहना है? (वैकल्पिक)" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("a rating link that does not work", () => {
  // Chromium reports the server's 404 for an unknown link in the console.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("says so", async ({ page }) => {
    await page.goto("/rate#t1.u1.42.nope&score=good");
    await expect(page.getByRole("alert")).toContainText("This link is not valid.");
    expect(await seriousViolations(page)).toEqual([]);
  });
});
