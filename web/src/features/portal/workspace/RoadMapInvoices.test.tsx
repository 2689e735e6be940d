import { screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Payment } from "../../../api/client";
import { renderWithProviders } from "../../../test/render";
import { loadWasm } from "../../../wasm";
import { PROJECT } from "../../code/testData";
import { GoalsPlace, MoneyPlace } from "./Places";

beforeAll(async () => {
  await loadWasm();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const INVOICE = {
  _id: "i1",
  number: "2026-0001",
  kind: "invoice",
  credits: null,
  creditedBy: null,
  client: "u1",
  clientName: "Asha",
  project: "p1",
  projectTitle: "Site",
  currency: "USD",
  language: "en",
  issuedOn: "2026-11-20",
  dueOn: "2026-12-05",
  lines: [],
  taxLabel: "VAT",
  taxRate: 20,
  subtotal: 1000,
  tax: 200,
  total: 1200,
  totalMinor: 120_000,
  balance: { minor: 120_000, currency: "USD" },
  payOnline: "off",
  note: "",
  issuedBy: "Ravi",
  pdfSha256: "ab".repeat(32),
  createdAt: "2026-11-20T10:00:00Z",
};

/** Every path the places asked the server for: one invoice, no sign-off, an empty feed, nothing else (404). */
function serve(): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const path = new URL(String(url), "http://localhost").pathname;
      asked.push(path);
      const [status, body] = path.startsWith("/api/invoice/")
        ? [200, [INVOICE]]
        : path.startsWith("/api/signoff/")
          ? [200, []]
          : path.includes("activity")
            ? [200, { events: [], next: null }]
            : [404, { error: { code: "not_found", message: "Not found." } }];
      return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    }),
  );
  return asked;
}

/** Goals and sign-off, and Money where the person has it (the workspace offers it only with the Money proof). */
function renderPlaces(payments: Payment[] | null) {
  const project = payments ? { ...PROJECT, projectCost: "USD 18,000" } : { ...PROJECT, projectCost: undefined };
  renderWithProviders(
    <>
      <GoalsPlace project={project} goals={{ ok: true, data: [] }} />
      {payments && <MoneyPlace project={project} payments={{ ok: true, data: payments }} />}
    </>,
  );
}

describe("Invoices on Money (ADR 0033)", () => {
  it("lists the project's invoices for a person who handles money", async () => {
    const asked = serve();
    renderPlaces([]);
    const region = await screen.findByRole("region", { name: "Invoices" });
    expect(await within(region).findByRole("listitem", { name: "Invoice 2026-0001" })).toBeTruthy();
    expect(within(region).getByRole("button", { name: "Download PDF 2026-0001" })).toBeTruthy();
    expect(within(region).queryByRole("button", { name: /^Credit note/ })).toBeNull();
    expect(asked).toContain("/api/invoice/invoices/p1");
  });

  it("neither shows nor asks for invoices for a member without finance", async () => {
    const asked = serve();
    renderPlaces(null);
    // The sign-offs come in a lazy chunk too: once they are here, the invoices would have been.
    expect(await screen.findByRole("region", { name: "Sign-offs" })).toBeTruthy();
    await screen.findByText("No sign-off has been asked for yet.");
    expect(screen.queryByRole("region", { name: "Invoices" })).toBeNull();
    expect(asked.filter((p) => p.startsWith("/api/invoice/"))).toEqual([]);
  });
});
