import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { loadWasm } from "../../wasm";
import type { Quote, QuoteSnapshot } from "./api";
import { QuotePage } from "./QuotePage";
import { pathOf } from "./SignaturePad";
import { loadQuoteWords } from "./words";

beforeAll(async () => {
  await Promise.all([loadWasm(), loadQuoteWords()]);
});

/** The terms' end marker, seen or not: the observer tells the page what the test says. */
let observed: { callback: IntersectionObserverCallback; target?: Element }[] = [];
beforeEach(() => {
  observed = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        observed.push({ callback: this.callback, target });
      }
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function reachEnd() {
  for (const o of observed) o.callback([{ isIntersecting: true, target: o.target } as IntersectionObserverEntry], {} as IntersectionObserver);
}

const SHOWN = "cd".repeat(32);

const disabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled;
const text = (el: Element | null | undefined) => el?.textContent ?? "";
/** What `aria-describedby` points to, as one line. */
const description = (el: HTMLElement) =>
  (el.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ")
    .replace(/\s+/g, " ");

function snapshot(money: boolean): QuoteSnapshot {
  return {
    kind: "change",
    number: "CR-2026-0003",
    version: 1,
    title: "Gift cards",
    project: "Storefront Revamp",
    firm: { name: "Portico Labs", address: "12 MG Road\nBengaluru", taxId: "29ABCDE1234F1Z5" },
    company: { name: "Verma Retail", address: "Connaught Place\nNew Delhi", taxId: "07AAACV1234K1Z2" },
    language: "en",
    currency: "INR",
    issuedOn: "2026-12-01",
    validUntil: "2099-12-31",
    lines: [
      {
        title: "Gift card redemption",
        description: "At checkout, alone or with a card.",
        quantityHundredths: 250,
        milestone: 0,
        taxName: "GST",
        taxRateBasisPoints: 1800,
        ...(money ? { unitMinor: 2_000_000, netMinor: 5_000_000, taxMinor: 900_000, totalMinor: 5_900_000 } : {}),
      },
      { title: "Training", description: "", quantityHundredths: 100, milestone: 1, ...(money ? { unitMinor: 1_000_000, netMinor: 1_000_000, taxMinor: 0, totalMinor: 1_000_000 } : {}) },
    ],
    milestones: [
      { title: "On signature", release: "acceptance", ...(money ? { amountMinor: 5_000_000 } : {}) },
      { title: "After training", release: "goal", goal: "g1", goalTitle: "Go live", dueDate: "2027-01-15", ...(money ? { amountMinor: 1_000_000 } : {}) },
    ],
    ...(money ? { taxes: [{ name: "GST", rateBasisPoints: 1800, minor: 900_000 }], subtotalMinor: 6_000_000, taxMinor: 900_000, totalMinor: 6_900_000 } : {}),
    terms: "Payment within 15 days of each milestone.\n\nThe work starts when this change request is accepted.",
    rule: "any",
  };
}

function quote(more: Partial<Quote> = {}, money = true): Quote {
  return {
    _id: "q1",
    number: "CR-2026-0003",
    version: 1,
    kind: "change",
    title: "Gift cards",
    project: "p1",
    projectTitle: "Storefront Revamp",
    client: "c1",
    companyName: "Verma Retail",
    state: "viewed",
    validUntil: "2099-12-31",
    rule: "any",
    total: money ? { minor: 6_900_000, currency: "INR" } : null,
    sentAt: "2026-12-01T10:00:00Z",
    viewedAt: "2026-12-02T10:00:00Z",
    decidedAt: null,
    createdAt: "2026-12-01T09:00:00Z",
    createdBy: "Ravi",
    snapshot: snapshot(money),
    shown: SHOWN,
    waitingForYou: true,
    decisions: [],
    ...more,
  };
}

describe("a quote's page (ADR 0044)", () => {
  it("keeps Accept disabled until the terms were shown to their end and a name is typed, then sends the signature", async () => {
    const api = fakeApi({
      "POST /api/quote/decide/q1": () => [200, quote({ state: "accepted", waitingForYou: false })],
    });
    const onChanged = vi.fn();
    renderWithProviders(<QuotePage quote={quote()} onChanged={onChanged} />);
    const accept = screen.getByRole("button", { name: "Accept" });
    expect(disabled(accept)).toBe(true);
    // Why, in words the button points to.
    expect(description(accept)).toMatch(/Before you can accept:.*Read the terms to their end: to do.*Type your full name: to do/);

    fireEvent.change(screen.getByRole("textbox", { name: /Type your full name/ }), { target: { value: "Asha Verma" } });
    expect(disabled(accept)).toBe(true);
    reachEnd();
    await waitFor(() => expect(disabled(accept)).toBe(false));
    expect(screen.getByText("You have reached the end of the terms.")).toBeTruthy();

    fireEvent.click(accept);
    await waitFor(() => expect(api.calls.some((c) => c.path === "/api/quote/decide/q1")).toBe(true));
    const call = api.calls.find((c) => c.path === "/api/quote/decide/q1");
    expect(call?.body).toEqual({ decision: "accept", shown: SHOWN, signedName: "Asha Verma", termsRead: true });
    expect(await screen.findByRole("heading", { name: "You accepted CR-2026-0003 v1" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the milestones of Storefront Revamp" }).getAttribute("href")).toBe("/clientHome/Storefront%20Revamp?section=money");
    expect(onChanged).toHaveBeenCalled();
  });

  it("asks for a reason to decline", async () => {
    const api = fakeApi({
      "POST /api/quote/decide/q1": () => [200, quote({ state: "declined", waitingForYou: false })],
    });
    renderWithProviders(<QuotePage quote={quote()} onChanged={vi.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: "Decline" }));
    const reason = await screen.findByRole("textbox", { name: /Why do you decline/ });
    fireEvent.click(screen.getByRole("button", { name: "Send the decline" }));
    await waitFor(() => expect(reason.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Say why you decline")).toBeTruthy();
    expect(api.calls.some((c) => c.path === "/api/quote/decide/q1")).toBe(false);

    fireEvent.change(reason, { target: { value: "Too late for the festive sale." } });
    fireEvent.click(screen.getByRole("button", { name: "Send the decline" }));
    await waitFor(() => expect(api.calls.some((c) => c.path === "/api/quote/decide/q1")).toBe(true));
    expect(api.calls.find((c) => c.path === "/api/quote/decide/q1")?.body).toEqual({ decision: "decline", shown: SHOWN, reason: "Too late for the festive sale." });
    expect(await screen.findByRole("heading", { name: "You declined CR-2026-0003 v1" })).toBeTruthy();
  });

  it("shows the lines, taxes and totals to a reader who handles money", () => {
    renderWithProviders(<QuotePage quote={quote()} onChanged={vi.fn()} />);
    const table = screen.getByRole("table");
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Item", "Quantity", "Unit price", "Tax", "Tax amount", "Total"]);
    const first = within(table).getAllByRole("row")[1]!;
    expect(text(first)).toContain("2.5");
    expect(text(first)).toContain("GST 18 %");
    expect(text(first)).toContain("₹59,000.00");
    expect(text(within(table).getAllByRole("row")[2])).toContain("No tax");
    const totals = document.querySelector(".quote-totals");
    expect(text(totals)).toContain("Before tax₹60,000.00");
    expect(text(totals)).toContain("GST 18 %₹9,000.00");
    expect(text(totals)).toContain("Total₹69,000.00");
    expect(screen.getByText("When “Go live” is signed off · Due 2027-01-15")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download PDF of CR-2026-0003 v1" })).toBeTruthy();
  });

  it("leaves out every amount column, total and the PDF for a reader who does not handle money", () => {
    renderWithProviders(<QuotePage quote={quote({}, false)} onChanged={vi.fn()} />);
    const table = screen.getByRole("table");
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Item", "Quantity", "Tax"]);
    expect(screen.queryByText(/₹/)).toBeNull();
    expect(screen.queryByText("Before tax")).toBeNull();
    expect(screen.queryByText(/0\.00/)).toBeNull();
    expect(screen.queryByRole("button", { name: /Download/ })).toBeNull();
    // Accepting is still theirs.
    expect(disabled(screen.getByRole("button", { name: "Accept" }))).toBe(true);
  });

  it("says a replaced version can no longer be accepted and links the newest", () => {
    const newest = quote({ _id: "q2", version: 2, state: "sent" });
    renderWithProviders(<QuotePage quote={quote({ state: "superseded", waitingForYou: false })} newest={newest} onChanged={vi.fn()} />);
    expect(screen.getByText("A newer version replaced this one: it can no longer be accepted.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open CR-2026-0003 v2" }).getAttribute("href")).toBe("/quotes/q2");
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
    expect(screen.getByText("Replaced")).toBeTruthy();
  });

  it("says an expired quote cannot be accepted", () => {
    renderWithProviders(<QuotePage quote={quote({ state: "expired", validUntil: "2026-12-10", waitingForYou: false })} onChanged={vi.fn()} />);
    expect(screen.getByText("This quote expired on 2026-12-10: ask for a new version.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
    // Past its last day while still marked waiting: no Accept either.
    renderWithProviders(<QuotePage quote={quote({ _id: "q3", validUntil: "2020-01-01" })} onChanged={vi.fn()} />);
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
  });

  it("shows an acceptance's record: who, the typed name, the digest", () => {
    const decided = quote({
      state: "accepted",
      waitingForYou: false,
      decisions: [
        { person: "u1", personName: "Asha Verma", decision: "accepted", reason: "", signedName: "Asha Verma", signature: "M 10 20 L 30 40", shown: SHOWN, at: "2026-12-03T10:00:00Z" },
      ],
    });
    renderWithProviders(<QuotePage quote={decided} onChanged={vi.fn()} />);
    const record = screen.getByRole("region", { name: "Decisions" });
    expect(text(record)).toContain("Accepted by Asha Verma on 2026-12-03");
    expect(text(record)).toContain("Signed as “Asha Verma”");
    expect(text(record)).toContain(SHOWN);
    expect(within(record).getByRole("img", { name: "Drawn signature of Asha Verma" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
  });

  it("shows no digest line for a decision whose digest a reader without money is not given", () => {
    const decided = quote({
      state: "accepted",
      waitingForYou: false,
      decisions: [{ person: "u1", personName: "Asha Verma", decision: "accepted", reason: "", signedName: "Asha Verma", signature: null, at: "2026-12-03T10:00:00Z" }],
    });
    renderWithProviders(<QuotePage quote={decided} onChanged={vi.fn()} />);
    const record = screen.getByRole("region", { name: "Decisions" });
    expect(text(record)).toContain("Signed as “Asha Verma”");
    expect(text(record)).not.toContain("SHA-256");
  });
});

describe("the signature pad", () => {
  it("records straight strokes as SVG path data in whole units", () => {
    expect(
      pathOf([
        [
          [10, 20],
          [12, 24],
        ],
        [[40, 20]],
      ]),
    ).toBe("M 10 20 L 12 24 M 40 20");
  });

  it("draws with the keyboard and clears", async () => {
    const api = fakeApi({ "POST /api/quote/decide/q1": () => [200, quote({ state: "accepted", waitingForYou: false })] });
    renderWithProviders(<QuotePage quote={quote()} onChanged={vi.fn()} />);
    const pad = screen.getByRole("application", { name: "Signature pad" });
    fireEvent.keyDown(pad, { key: " " });
    fireEvent.keyDown(pad, { key: "ArrowRight" });
    fireEvent.keyDown(pad, { key: "ArrowDown" });
    expect(screen.getByText("Signature drawn")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: /Type your full name/ }), { target: { value: "Asha Verma" } });
    reachEnd();
    const accept = screen.getByRole("button", { name: "Accept" });
    await waitFor(() => expect(disabled(accept)).toBe(false));
    fireEvent.click(accept);
    await waitFor(() => expect(api.calls.some((c) => c.path === "/api/quote/decide/q1")).toBe(true));
    expect((api.calls.find((c) => c.path === "/api/quote/decide/q1")?.body as { signature: string }).signature).toBe("M 200 60 L 208 60 L 208 68");
  });
});
