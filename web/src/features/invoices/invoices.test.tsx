import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Payment } from "../../api/client";
import type { Invoice } from "../../api/invoices";
import { apiError, fakeApi } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { theme } from "../../theme";
import { loadWasm } from "../../wasm";
import { browser } from "../data/browser";
import { toast } from "../toasts/store";
import { BillingSettingsCard } from "./BillingSettingsCard";
import { CompanyBillingCard } from "./CompanyBillingCard";
import { ProjectInvoices } from "./InvoiceList";
import { IssueInvoice } from "./IssueInvoiceForm";

vi.mock("../toasts/store", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../toasts/store")>();
  return { ...actual, toast: vi.fn(actual.toast) };
});

beforeAll(async () => {
  await loadWasm();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
});

const SETTINGS = {
  firmName: "Acme IT Services Pvt Ltd",
  address: "12 MG Road\nBengaluru 560001",
  taxId: "29ABCDE1234F1Z5",
  bankDetails: "HDFC Bank, A/c 0012345678",
  taxLabel: "GST",
  taxRate: 1800,
  termsDays: 15,
};

function inr(minor: number) {
  return { minor, currency: "INR" };
}

function milestone(more: Partial<Payment>): Payment {
  return {
    _id: "m1",
    project: "p1",
    title: "Design",
    description: "",
    amount: 6300.5,
    currency: "INR",
    total: inr(630_050),
    received: inr(0),
    left: inr(630_050),
    status: "due",
    goal: null,
    dueDate: null,
    isCompleted: false,
    createdAt: "2026-01-01T10:00:00Z",
    ...more,
  };
}

function invoice(more: Partial<Invoice> = {}): Invoice {
  return {
    _id: "i1",
    number: "2026-0001",
    kind: "invoice",
    credits: null,
    creditedBy: null,
    client: "c1",
    clientName: "Verma Retail",
    project: "p1",
    projectTitle: "Storefront",
    currency: "INR",
    language: "en",
    issuedOn: "2026-11-20",
    dueOn: "2026-12-05",
    lines: [{ _id: "m1", title: "Design", amount: inr(630_050), tax: inr(113_409) }],
    taxLabel: "GST",
    taxRate: 18,
    subtotal: inr(630_050),
    tax: inr(113_409),
    total: inr(743_459),
    balance: inr(743_459),
    payOnline: "available",
    note: "",
    issuedBy: "Ravi",
    pdfSha256: "ab".repeat(32),
    createdAt: "2026-11-20T10:00:00Z",
    ...more,
  };
}

/** `ui` at `/p` with `search` (a mailed link's `?invoice=`). */
function renderAt(ui: ReactElement, search = "") {
  return render(
    <MantineProvider theme={theme}>
      <MemoryRouter initialEntries={[`/p${search}`]}>
        <Routes>
          <Route path="/p" element={ui} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe("Issue invoice (console)", () => {
  it("sends only the ticked due milestones and the tax rate, prefilled from the firm's defaults", async () => {
    const api = fakeApi({
      "GET /api/invoice/settings": () => [200, SETTINGS],
      "POST /api/invoice/create/p1": () => [201, invoice({ number: "2026-0007" })],
    });
    const issued = vi.fn();
    const milestones = [
      milestone({ _id: "m1", title: "Design" }),
      milestone({ _id: "m2", title: "Go-live", amount: 1000, total: inr(100_000), received: inr(40_000), left: inr(60_000) }),
      milestone({ _id: "m3", title: "Support", status: "planned" }),
    ];
    renderWithProviders(<IssueInvoice projectId="p1" milestones={milestones} settingsHref="?section=settings" onIssued={issued} />);

    fireEvent.click(screen.getByRole("button", { name: "Issue invoice" }));
    const dialog = await screen.findByRole("dialog", { name: "Issue invoice" });
    const group = await within(dialog).findByRole("group", { name: /Milestones to invoice/ });
    // The due ones, all ticked, each with what is left to pay in its currency; a planned one is not offered.
    const design = within(group).getByRole("checkbox", { name: "Design: ₹6,300.50" }) as HTMLInputElement;
    const goLive = within(group).getByRole("checkbox", { name: "Go-live: ₹600.00 left to pay" }) as HTMLInputElement;
    expect(design.checked && goLive.checked).toBe(true);
    expect(within(group).queryByRole("checkbox", { name: /Support/ })).toBeNull();

    const rate = within(dialog).getByLabelText("Tax rate (%)") as HTMLInputElement;
    expect(rate.value).toBe("18");
    expect((within(dialog).getByLabelText("Tax name") as HTMLInputElement).value).toBe("GST");
    expect(within(dialog).getByLabelText(/Due date/).getAttribute("placeholder")).toBe("In 15 days");

    fireEvent.click(goLive);
    fireEvent.change(rate, { target: { value: "12" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Issue invoice" }));

    await waitFor(() => expect(issued).toHaveBeenCalled());
    const sent = api.calls.find((c) => c.method === "POST");
    expect(sent?.path).toBe("/api/invoice/create/p1");
    expect(sent?.body).toEqual({ payments: ["m1"], taxRate: "12", taxLabel: "GST" });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Invoice 2026-0007 issued", status: "success" }));
  });

  it("says the firm's billing details are missing and points to Settings", async () => {
    fakeApi({
      "GET /api/invoice/settings": () => [200, SETTINGS],
      "POST /api/invoice/create/p1": () => [409, apiError("conflict", "Fill in the firm's billing details first", "settings")],
    });
    const issued = vi.fn();
    renderWithProviders(<IssueInvoice projectId="p1" milestones={[milestone({})]} settingsHref="?section=settings" onIssued={issued} />);
    fireEvent.click(screen.getByRole("button", { name: "Issue invoice" }));
    const dialog = await screen.findByRole("dialog", { name: "Issue invoice" });
    await within(dialog).findByRole("group", { name: /Milestones to invoice/ });
    fireEvent.click(within(dialog).getByRole("button", { name: "Issue invoice" }));

    const alert = await within(dialog).findByRole("alert");
    expect(within(alert).getByText("Fill in the firm's billing details first")).toBeTruthy();
    expect(within(alert).getByRole("link", { name: "Open Settings" }).getAttribute("href")).toBe("/?section=settings");
    expect(issued).not.toHaveBeenCalled();
  });

  it("is not offered while no milestone is due", () => {
    fakeApi({});
    renderWithProviders(
      <IssueInvoice projectId="p1" milestones={[milestone({ status: "planned" }), milestone({ _id: "m2", status: "paid" })]} settingsHref="?section=settings" onIssued={() => {}} />,
    );
    expect(screen.queryByRole("button", { name: "Issue invoice" })).toBeNull();
  });
});

describe("Paying an invoice online", () => {
  it("offers exactly what is left to its finance people, opens the provider's page, and says when a balance cannot be charged", async () => {
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
    const api = fakeApi({
      "GET /api/invoice/invoices/p1": () => [
        200,
        [
          invoice({ _id: "i3", number: "2026-0003", balance: inr(324_500) }),
          invoice({ _id: "i2", number: "2026-0002", balance: inr(0), payOnline: "nothingDue" }),
          invoice({ _id: "i1", number: "2026-0001", currency: "BHD", balance: { minor: 12_345, currency: "BHD" }, payOnline: "thirdDecimal" }),
        ],
      ],
      "POST /api/payments/pay/i3": () => [200, { url: "https://checkout.example/pay/cs_1" }],
    });
    renderAt(<ProjectInvoices projectId="p1" auth="client" />);
    const region = await screen.findByRole("region", { name: "Invoices" });
    const due = await within(region).findByRole("listitem", { name: "Invoice 2026-0003" });
    expect(within(due).getByText("Left to pay")).toBeTruthy();
    fireEvent.click(within(due).getByRole("button", { name: "Pay ₹3,245.00 online for invoice 2026-0003" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://checkout.example/pay/cs_1"));
    expect(api.calls.some((c) => c.method === "POST" && c.path === "/api/payments/pay/i3")).toBe(true);

    const paid = within(region).getByRole("listitem", { name: "Invoice 2026-0002" });
    expect(within(paid).getByText("Paid")).toBeTruthy();
    expect(within(paid).queryByRole("button", { name: /online/ })).toBeNull();
    const dinar = within(region).getByRole("listitem", { name: "Invoice 2026-0001" });
    expect(within(dinar).getByText(/pay by bank transfer/)).toBeTruthy();
    expect(within(dinar).queryByRole("button", { name: /online/ })).toBeNull();
  });

  it("says the payment was received on the way back, asks the provider, and staff never get the button", async () => {
    const api = fakeApi({
      "GET /api/invoice/invoices/p1": () => [200, [invoice({ _id: "i3", number: "2026-0003" })]],
      "POST /api/payments/confirm/i3": () => [200, invoice({ _id: "i3", balance: inr(0), payOnline: "nothingDue" })],
    });
    renderAt(<ProjectInvoices projectId="p1" auth="client" />, "?invoice=i3&payment=done");
    expect(await screen.findByText("Payment received, thank you")).toBeTruthy();
    await waitFor(() => expect(api.calls.some((c) => c.path === "/api/payments/confirm/i3")).toBe(true));
  });

  it("says a payment was not completed", async () => {
    fakeApi({ "GET /api/invoice/invoices/p1": () => [200, [invoice({})]] });
    renderAt(<ProjectInvoices projectId="p1" auth="client" />, "?invoice=i1&payment=cancelled");
    expect(await screen.findByText("Payment not completed")).toBeTruthy();
  });

  it("starts paying at once when the dashboard's Pay online brought the payer to the invoice", async () => {
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
    const api = fakeApi({
      "GET /api/invoice/invoices/p1": () => [200, [invoice({ _id: "i3", number: "2026-0003" })]],
      "POST /api/payments/pay/i3": () => [200, { url: "https://checkout.example/pay/cs_3" }],
    });
    renderAt(<ProjectInvoices projectId="p1" auth="client" />, "?invoice=i3&pay=1");
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://checkout.example/pay/cs_3"));
    expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });

  it("offers no payment to staff", async () => {
    fakeApi({ "GET /api/invoice/invoices/p1": () => [200, [invoice({})]] });
    renderAt(<ProjectInvoices projectId="p1" auth="admin" />);
    const item = await screen.findByRole("listitem", { name: "Invoice 2026-0001" });
    expect(within(item).queryByRole("button", { name: /online/ })).toBeNull();
  });
});

describe("A project's invoices", () => {
  it("shows a credit note with the invoice it credits, and staff credit an invoice not credited yet", async () => {
    let list = [
      invoice({ _id: "i3", number: "2026-0003", dueOn: null }),
      invoice({ _id: "i2", number: "2026-0002", kind: "credit", credits: "2026-0001", dueOn: null, subtotal: inr(-630_050), tax: inr(-113_409), total: inr(-743_459) }),
      invoice({ creditedBy: "2026-0002" }),
    ];
    const api = fakeApi({
      "GET /api/invoice/invoices/p1": () => [200, list],
      "POST /api/invoice/credit/i3": (call) => {
        if (!(call.body as { reason?: string }).reason) return [400, apiError("validation_failed", "Reason is required", "reason")];
        const credit = invoice({ _id: "i4", number: "2026-0004", kind: "credit", credits: "2026-0003" });
        list = [credit, { ...list[0]!, creditedBy: "2026-0004" }, ...list.slice(1)];
        return [201, credit];
      },
    });
    const changed = vi.fn();
    renderAt(<ProjectInvoices projectId="p1" auth="admin" staff onChanged={changed} />);

    const region = await screen.findByRole("region", { name: "Invoices" });
    const credit = await within(region).findByRole("listitem", { name: "Credit note 2026-0002" });
    expect(within(credit).getByText("Credits 2026-0001")).toBeTruthy();
    expect(within(credit).getByText("-₹7,434.59")).toBeTruthy();
    expect(within(credit).getByRole("button", { name: "Download PDF 2026-0002" })).toBeTruthy();
    expect(within(credit).queryByRole("button", { name: /^Credit note/ })).toBeNull();

    const credited = within(region).getByRole("listitem", { name: "Invoice 2026-0001" });
    expect(within(credited).getByText("Credited by 2026-0002")).toBeTruthy();
    expect(within(credited).getByText("₹7,434.59")).toBeTruthy();
    expect(within(credited).getByText("GST 18 %")).toBeTruthy();
    expect(within(credited).queryByRole("button", { name: /^Credit note/ })).toBeNull();

    const open = within(region).getByRole("listitem", { name: "Invoice 2026-0003" });
    expect(within(open).getByText("Not set")).toBeTruthy();
    fireEvent.click(within(open).getByRole("button", { name: "Credit note for 2026-0003" }));
    const dialog = await screen.findByRole("dialog", { name: "Credit note for invoice 2026-0003" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Issue credit note" }));
    expect(await within(dialog).findByText("Reason is required")).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: "Billed before the go-live" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Issue credit note" }));
    await waitFor(() => expect(changed).toHaveBeenCalled());
    expect(api.calls.filter((c) => c.method === "POST").at(-1)?.body).toEqual({ reason: "Billed before the go-live" });
    expect(await within(region).findByRole("listitem", { name: "Credit note 2026-0004" })).toBeTruthy();
    expect(within(within(region).getByRole("listitem", { name: "Invoice 2026-0003" })).getByText("Credited by 2026-0004")).toBeTruthy();
  });

  it("gives a finance person the list without staff's actions, a mailed link's invoice focused, and the PDF by its name", async () => {
    const api = fakeApi({
      "GET /api/invoice/invoices/p1": () => [200, [invoice({ _id: "i2", number: "2026-0002" }), invoice()]],
      "GET /api/invoice/pdf/i1": () => [200, "%PDF-1.7", { "Content-Type": "application/pdf", "Content-Disposition": 'attachment; filename="invoice-2026-0001.pdf"' }],
    });
    const saved: string[] = [];
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = () => "blob:portico/pdf";
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      renderAt(<ProjectInvoices projectId="p1" auth="client" />, "?section=roadmap&invoice=i1");
      const heading = await screen.findByRole("heading", { name: "Invoice 2026-0001" });
      await waitFor(() => expect(document.activeElement).toBe(heading));
      expect(screen.queryByRole("button", { name: /^Credit note/ })).toBeNull();

      fireEvent.click(screen.getByRole("button", { name: "Download PDF 2026-0001" }));
      await waitFor(() => expect(saved).toEqual(["invoice-2026-0001.pdf"]));
      const pdf = api.calls.find((c) => c.path === "/api/invoice/pdf/i1");
      expect(pdf?.headers.Accept).toBe("application/pdf");
    } finally {
      click.mockRestore();
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    }
  });
});

describe("The company's billing (People page)", () => {
  const BILLING = { name: "Verma Retail", language: "hi", address: "Connaught Place\nNew Delhi", taxId: "07AAACV1234A1Z9" };

  it("is a form for the owner: the invoice language, address and tax ID are saved", async () => {
    const api = fakeApi({
      "GET /api/company/billing": () => [200, BILLING],
      "PUT /api/company/billing": (call) => [200, { ...BILLING, ...(call.body as object) }],
    });
    renderWithProviders(<CompanyBillingCard owner />);
    const region = await screen.findByRole("region", { name: "Billing" });
    const language = (await within(region).findByRole("combobox", { name: "Invoice language" })) as HTMLSelectElement;
    expect(language.value).toBe("hi");
    expect([...language.options].map((o) => o.textContent)).toEqual(["English", "Français", "हिंदी"]);
    expect((within(region).getByLabelText("Billing address") as HTMLTextAreaElement).value).toBe("Connaught Place\nNew Delhi");

    fireEvent.change(language, { target: { value: "fr" } });
    fireEvent.change(within(region).getByLabelText("Tax ID"), { target: { value: "07AAACV9999A1Z9" } });
    fireEvent.click(within(region).getByRole("button", { name: "Save billing" }));
    await waitFor(() => expect(api.calls.some((c) => c.method === "PUT")).toBe(true));
    expect(api.calls.find((c) => c.method === "PUT")?.body).toEqual({ language: "fr", address: "Connaught Place\nNew Delhi", taxId: "07AAACV9999A1Z9" });
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Billing saved" })));
  });

  it("is read-only for anyone else", async () => {
    const api = fakeApi({ "GET /api/company/billing": () => [200, BILLING] });
    renderWithProviders(<CompanyBillingCard owner={false} />);
    const region = await screen.findByRole("region", { name: "Billing" });
    expect(await within(region).findByText("हिंदी")).toBeTruthy();
    expect(within(region).getByText("07AAACV1234A1Z9")).toBeTruthy();
    expect(within(region).getByText("Only the company's owner changes these.")).toBeTruthy();
    expect(within(region).queryByRole("combobox")).toBeNull();
    expect(within(region).queryByRole("textbox")).toBeNull();
    expect(within(region).queryByRole("button")).toBeNull();
    expect(api.calls.every((c) => c.method === "GET")).toBe(true);
  });
});

describe("The firm's billing details (console Settings)", () => {
  it("starts empty until first saved, sends the details as typed, and shows the server's messages under their fields", async () => {
    let answer: [number, unknown] = [400, { error: { code: "validation_failed", message: "Invalid", fields: [{ field: "bankDetails", code: "required", message: "Bank details is required" }] } }];
    const api = fakeApi({
      "GET /api/invoice/settings": () => [200, null],
      "PUT /api/invoice/settings": () => answer,
    });
    renderWithProviders(<BillingSettingsCard />);
    const region = await screen.findByRole("region", { name: "Billing details" });
    const form = await within(region).findByRole("form", { name: "Billing details" });
    expect((within(form).getByLabelText(/Firm name/) as HTMLInputElement).value).toBe("");

    fireEvent.change(within(form).getByLabelText(/Firm name/), { target: { value: SETTINGS.firmName } });
    fireEvent.change(within(form).getByLabelText(/^Address/), { target: { value: SETTINGS.address } });
    fireEvent.change(within(form).getByLabelText("Tax name"), { target: { value: "GST" } });
    fireEvent.change(within(form).getByLabelText("Default tax rate (%)"), { target: { value: "18" } });
    fireEvent.change(within(form).getByLabelText("Payment terms (days)"), { target: { value: "15" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save billing details" }));
    expect(await within(form).findByText("Bank details is required")).toBeTruthy();
    expect(within(form).getByLabelText(/Bank details/).getAttribute("aria-invalid")).toBe("true");

    answer = [200, SETTINGS];
    fireEvent.change(within(form).getByLabelText(/Bank details/), { target: { value: SETTINGS.bankDetails } });
    fireEvent.click(within(form).getByRole("button", { name: "Save billing details" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Billing details saved" })));
    expect(api.calls.filter((c) => c.method === "PUT").at(-1)?.body).toEqual({
      firmName: SETTINGS.firmName,
      address: SETTINGS.address,
      taxId: "",
      bankDetails: SETTINGS.bankDetails,
      taxLabel: "GST",
      taxRate: "18",
      termsDays: "15",
    });
  });
});
