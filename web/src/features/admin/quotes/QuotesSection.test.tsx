import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { fakeApi, type Answer, type Call } from "../../../test/fakeApi";
import { renderInConsole, setUpConsoleTests } from "../consoleTesting";
import type { QuoteView } from "./api";
import QuotesSection from "./QuotesSection";
import { loadQuoteAdminWords } from "./words";

// jsdom does not scroll; Mantine scrolls the selected option into view.
if (typeof Element.prototype.scrollIntoView !== "function") Element.prototype.scrollIntoView = () => {};

setUpConsoleTests();
beforeAll(async () => {
  await loadQuoteAdminWords();
});

const inr = (minor: number) => ({ minor, currency: "INR" });

function quote(more: Partial<QuoteView>): QuoteView {
  return {
    _id: "q1",
    number: "CR-2026-0003",
    version: 1,
    kind: "change",
    title: "Loyalty points",
    project: "p1",
    projectTitle: "Storefront",
    client: "c1",
    companyName: "Verma Retail",
    state: "sent",
    validUntil: "2026-12-31",
    rule: "any",
    sentAt: "2026-12-02T10:00:00Z",
    viewedAt: null,
    decidedAt: null,
    createdAt: "2026-12-01T10:00:00Z",
    createdBy: "s1",
    waitingForYou: false,
    decisions: [],
    total: inr(236_000),
    ...more,
  };
}

/** The project and its goals, as the console's project endpoints answer them. */
const PROJECT_HANDLERS: Record<string, (call: Call) => Answer> = {
  "GET /api/project/projects": () => [
    200,
    [{ _id: "p1", title: "Storefront", projectDesc: "", sprintCount: 2, client: { _id: "c1", name: "Verma Retail" }, createdAt: "2026-01-01" }],
    { "X-Total-Count": "1" },
  ],
  "GET /api/project/detail/p1": () => [
    200,
    {
      _id: "p1",
      title: "Storefront",
      client: { _id: "c1", name: "Verma Retail" },
      currency: "INR",
      projectDesc: "",
      projectDetailsDesc: "",
      projectTimeline: "",
      github: "",
      repoName: "",
      projectTeam: [],
      NoteDate: null,
      createdBy: null,
      createdAt: "2026-01-01",
      sprints: [],
    },
  ],
  "GET /api/goal/project/p1": () => [200, [{ _id: "g1", project: "p1", title: "Launch", desc: "", status: "in_progress", dueDate: null, isCompleted: false, createdAt: "2026-01-01" }]],
  "GET /api/quote/templates": () => [200, [{ _id: "t1", name: "Standard", terms: "Payable within 15 days." }]],
};

async function fillValidChange() {
  const line1 = await screen.findByRole("group", { name: "Line 1" });
  await userEvent.type(screen.getByRole("textbox", { name: "Quote title" }), "Loyalty points");
  await userEvent.type(within(line1).getByLabelText(/^Title/), "Design");
  await userEvent.clear(within(line1).getByLabelText(/^Quantity/));
  await userEvent.type(within(line1).getByLabelText(/^Quantity/), "2");
  await userEvent.type(within(line1).getByLabelText(/^Unit price/), "1000");
  const milestone1 = screen.getByRole("group", { name: "Milestone 1" });
  await userEvent.type(within(milestone1).getByLabelText(/^Title/), "On signing");
  return line1;
}

describe("Quotes: the editor", () => {
  it("shows live totals from the shared rule as staff type, each milestone's amount with them", async () => {
    fakeApi(PROJECT_HANDLERS);
    renderInConsole(<QuotesSection />, "/admin?section=quotes&quote=new&kind=change&project=p1");
    expect(await screen.findByText("Verma Retail · prices in INR")).toBeTruthy();
    const line1 = await fillValidChange();
    const totals = screen.getByRole("region", { name: "Totals" });
    // Subtotal and total, no tax yet.
    await waitFor(() => expect(within(totals).getAllByText("₹2,000.00", { selector: "dd" })).toHaveLength(2));
    await userEvent.click(within(line1).getByRole("checkbox", { name: "No tax" }));
    await userEvent.type(within(line1).getByLabelText(/^Tax name/), "GST");
    await userEvent.type(within(line1).getByLabelText(/^Tax rate/), "18");
    await waitFor(() => expect(within(totals).getByText("₹2,360.00")).toBeTruthy());
    expect(within(totals).getByText("GST 18 %")).toBeTruthy();
    expect(within(totals).getByText("₹360.00")).toBeTruthy();
    expect(within(totals).getByText("On signing: ₹2,000.00")).toBeTruthy();
  });

  it("shows a line's error next to that line's field, and sends nothing while the rule complains", async () => {
    const api = fakeApi(PROJECT_HANDLERS);
    renderInConsole(<QuotesSection />, "/admin?section=quotes&quote=new&kind=change&project=p1");
    await screen.findByText("Verma Retail · prices in INR");
    await fillValidChange();
    await userEvent.click(screen.getByRole("button", { name: "Add a line" }));
    const line2 = screen.getByRole("group", { name: "Line 2" });
    await userEvent.type(within(line2).getByLabelText(/^Title/), "Hosting");
    await userEvent.type(within(line2).getByLabelText(/^Unit price/), "12.345");
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    const price2 = within(line2).getByLabelText(/^Unit price/);
    await waitFor(() => expect(price2.getAttribute("aria-invalid")).toBe("true"));
    const described = price2.getAttribute("aria-describedby") ?? "";
    const message = described.split(" ").map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
    expect(message).toMatch(/Unit price/);
    // The first line is fine: no message there.
    expect(within(screen.getByRole("group", { name: "Line 1" })).getByLabelText(/^Unit price/).getAttribute("aria-invalid")).not.toBe("true");
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);
    // Edited, its message goes.
    await userEvent.clear(price2);
    await userEvent.type(price2, "12.34");
    expect(price2.getAttribute("aria-invalid")).not.toBe("true");
  });

  it("puts the server's nested field error next to its field", async () => {
    fakeApi({
      ...PROJECT_HANDLERS,
      "POST /api/quote/create": () => [
        400,
        { error: { code: "validation_failed", message: "Invalid", fields: [{ field: "milestones.0.goal", code: "invalid_value", message: "This goal is not one of the project's" }] } },
      ],
    });
    renderInConsole(<QuotesSection />, "/admin?section=quotes&quote=new&kind=change&project=p1");
    await screen.findByText("Verma Retail · prices in INR");
    await fillValidChange();
    const milestone1 = screen.getByRole("group", { name: "Milestone 1" });
    await userEvent.selectOptions(within(milestone1).getByLabelText(/^Due$/), "goal");
    await userEvent.selectOptions(within(milestone1).getByLabelText(/^Goal/), "g1");
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await within(milestone1).findByText("This goal is not one of the project's")).toBeTruthy();
  });

  it("starts the terms from saved terms, and deletes saved terms after asking", async () => {
    const api = fakeApi({ ...PROJECT_HANDLERS, "DELETE /api/quote/templates/t1": () => [204, null] });
    renderInConsole(<QuotesSection />, "/admin?section=quotes&quote=new&kind=change&project=p1");
    await screen.findByText("Verma Retail · prices in INR");
    expect(screen.queryByRole("button", { name: "Delete these saved terms" })).toBeNull();
    await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Start from saved terms" }), "t1");
    expect((screen.getByRole("textbox", { name: "Terms" }) as HTMLTextAreaElement).value).toBe("Payable within 15 days.");
    await userEvent.click(screen.getByRole("button", { name: "Delete these saved terms" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete the saved terms “Standard”?" });
    expect(api.calls.some((c) => c.method === "DELETE")).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete these saved terms" }));
    await waitFor(() => expect(api.calls.some((c) => c.method === "DELETE" && c.path === "/api/quote/templates/t1")).toBe(true));
    // The quote keeps the words it started from.
    expect((screen.getByRole("textbox", { name: "Terms" }) as HTMLTextAreaElement).value).toBe("Payable within 15 days.");
  });

  it("asks before sending (frozen, mailed to the approvers), then saves and sends", async () => {
    const api = fakeApi({
      ...PROJECT_HANDLERS,
      "POST /api/quote/create": () => [201, quote({ state: "draft", sentAt: null })],
      "POST /api/quote/send/q1": () => [200, quote({})],
      "GET /api/quote/one/q1": () => [200, quote({ snapshot: null })],
    });
    const router = renderInConsole(<QuotesSection />, "/admin?section=quotes&quote=new&kind=change&project=p1");
    await screen.findByText("Verma Retail · prices in INR");
    await fillValidChange();
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    const dialog = await screen.findByRole("dialog", { name: "Send Loyalty points?" });
    expect(dialog.textContent).toMatch(/frozen/);
    expect(dialog.textContent).toMatch(/approvers/);
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Send to approvers" }));
    await waitFor(() => expect(api.calls.some((c) => c.method === "POST" && c.path === "/api/quote/send/q1")).toBe(true));
    const created = api.calls.find((c) => c.path === "/api/quote/create");
    expect(created?.body).toMatchObject({
      project: "p1",
      kind: "change",
      currency: "INR",
      lines: [{ title: "Design", quantity: "2", unitPrice: "1000", taxName: "", milestone: 0 }],
      milestones: [{ title: "On signing", release: "acceptance" }],
    });
    await waitFor(() => expect(router.state.location.search).toContain("quote=q1"));
  });
});

describe("Quotes: the list", () => {
  it("lists each version with its state in words, narrows by state, and shows the month report", async () => {
    fakeApi({
      "GET /api/quote/all": () => [
        200,
        [
          quote({ _id: "q2", version: 2, state: "sent", total: inr(300_000) }),
          quote({ _id: "q1", version: 1, state: "superseded" }),
          quote({ _id: "q0", number: "Q-2026-0001", kind: "quote", title: "Storefront build", state: "draft", sentAt: null, total: null }),
        ],
      ],
      "GET /api/quote/report": () => [200, [{ month: "2026-12", sent: 4, accepted: 2, declined: 1, expired: 0, open: 1, conversion: 50 }]],
      ...PROJECT_HANDLERS,
    });
    const router = renderInConsole(<QuotesSection />, "/admin?section=quotes");
    const table = await screen.findByRole("table", { name: "Quote and change request versions" });
    const v2 = await within(table).findByRole("row", { name: /CR-2026-0003 v2/ });
    expect(within(v2).getByText("Sent")).toBeTruthy();
    expect(within(v2).getByText("₹3,000.00")).toBeTruthy();
    expect(within(within(table).getByRole("row", { name: /CR-2026-0003 v1/ })).getByText("Superseded")).toBeTruthy();
    expect(within(within(table).getByRole("row", { name: /Q-2026-0001 v1/ })).getByText("Not sent")).toBeTruthy();

    const report = screen.getByRole("group", { name: "Conversion by month" });
    const december = within(report).getByRole("row", { name: /December 2026/ });
    expect(december.textContent).toContain("50 %");

    await userEvent.selectOptions(screen.getByLabelText("State"), "draft");
    await waitFor(() => expect(within(table).queryByRole("row", { name: /CR-2026-0003/ })).toBeNull());
    expect(within(table).getByRole("row", { name: /Q-2026-0001 v1/ })).toBeTruthy();

    await userEvent.click(within(table).getByRole("link", { name: "Q-2026-0001 v1" }));
    expect(router.state.location.search).toContain("quote=q0");
  });

  it("opens a sent version from the mail's link, read-only, with its decisions", async () => {
    fakeApi({
      "GET /api/quote/one/q1": () => [
        200,
        quote({
          state: "accepted",
          decisions: [
            {
              person: "u1",
              personName: "Asha Verma",
              decision: "accepted",
              reason: "",
              signedName: "Asha Verma",
              signature: null,
              network: "203.0.113.7",
              shown: "ab12cd34",
              at: "2026-12-03T09:30:00Z",
            },
          ],
          snapshot: {
            kind: "change",
            number: "CR-2026-0003",
            version: 1,
            title: "Loyalty points",
            project: "Storefront",
            firm: { name: "Portico", address: "", taxId: "" },
            company: { name: "Verma Retail", address: "", taxId: "" },
            language: "en",
            currency: "INR",
            issuedOn: "2026-12-02",
            validUntil: "2026-12-31",
            lines: [{ title: "Design", description: "", quantityHundredths: 200, unitMinor: 100_000, netMinor: 200_000, taxMinor: 36_000, totalMinor: 236_000, taxName: "GST", taxRateBasisPoints: 1800, milestone: 0 }],
            milestones: [{ title: "On signing", release: "acceptance", amountMinor: 200_000, dueDate: null, goal: null, goalTitle: null }],
            terms: "Payable within 15 days.",
            rule: "any",
            subtotalMinor: 200_000,
            taxMinor: 36_000,
            totalMinor: 236_000,
            taxes: [{ name: "GST", rateBasisPoints: 1800, minor: 36_000 }],
          },
        }),
      ],
      "GET /api/quote/report": () => [200, []],
    });
    renderInConsole(<QuotesSection />, "/admin?section=quotes&quote=q1");
    expect(await screen.findByRole("heading", { name: "CR-2026-0003 v1" })).toBeTruthy();
    expect(screen.getByText("Accepted", { selector: ".mantine-Badge-label" })).toBeTruthy();
    expect(screen.getByText("Payable within 15 days.")).toBeTruthy();
    const decisions = screen.getByRole("group", { name: "Decisions" });
    expect(within(decisions).getByText("203.0.113.7")).toBeTruthy();
    expect(within(decisions).getByText("ab12cd34")).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
    // Accepted: no new version; the PDF is there.
    expect(screen.queryByRole("button", { name: "New version" })).toBeNull();
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeTruthy();
  });
});

