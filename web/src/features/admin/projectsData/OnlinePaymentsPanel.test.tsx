import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { OnlinePayments } from "../../../api/invoices";
import { apiError, fakeApi } from "../../../test/fakeApi";
import { renderInConsole, setUpConsoleTests } from "../consoleTesting";
import { OnlinePaymentsPanel } from "./OnlinePaymentsPanel";

const inr = (minor: number) => ({ minor, currency: "INR" });

function view(more: Partial<OnlinePayments> = {}): OnlinePayments {
  return {
    provider: "Stripe",
    webhookUrl: "https://portal.example/api/payments/stripe/webhook",
    lastCheck: null,
    pending: [],
    failed: [],
    payments: [
      {
        _id: "o1",
        invoice: "i1",
        number: "2026-0007",
        clientName: "Verma Retail",
        projectTitle: "Storefront",
        provider: "stripe",
        paymentRef: "pi_123",
        refundRef: null,
        creditNote: null,
        amount: inr(442_500),
        fee: inr(12_863),
        refunded: inr(0),
        receivedAt: "2026-12-05T10:00:00Z",
      },
    ],
    ...more,
  };
}

setUpConsoleTests();

describe("Paid online", () => {
  it("says what to set while no provider is connected", async () => {
    fakeApi({ "GET /api/payments/online": () => [200, view({ provider: null, payments: [] })] });
    renderInConsole(<OnlinePaymentsPanel />);
    expect(await screen.findByText("Paying online is not set up")).toBeTruthy();
    expect(screen.getByText(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Check now" })).toBeNull();
  });

  it("lists payments with their fee and held pages, and refunds at the provider with a credit note, the server's message under its field", async () => {
    let refunded = false;
    const api = fakeApi({
      "GET /api/payments/online": () => [
        200,
        view({
          pending: [
            {
              _id: "s1",
              invoice: "i2",
              number: "2026-0008",
              clientName: "Martin & Fils",
              provider: "stripe",
              providerRef: "cs_9",
              state: "held",
              heldReason: "Asked 1000 INR, paid 100 INR",
              amount: inr(1000),
              openedAt: "2026-12-05T09:00:00Z",
            },
          ],
          failed: [{ sessionRef: "cs_7", eventId: "evt_7", number: "2026-0010", error: "the firm's billing details are not set", tries: 3, lastTriedAt: "2026-12-05T09:00:00Z" }],
          ...(refunded ? { payments: [{ ...view().payments[0]!, refunded: inr(442_500), creditNote: "2026-0009", refundRef: "re_1" }] } : {}),
        }),
      ],
      "POST /api/payments/refund/o1": (call) => {
        const body = call.body as { creditNote: boolean; reason: string };
        if (body.creditNote && !body.reason) return [400, apiError("validation_failed", "Reason is required", "reason")];
        refunded = true;
        return [200, {}];
      },
    });
    renderInConsole(<OnlinePaymentsPanel />);
    const paid = await screen.findByRole("group", { name: "Payments received online" });
    const row = within(paid).getByRole("row", { name: /2026-0007/ });
    expect(within(row).getByText("₹4,425.00")).toBeTruthy();
    expect(within(row).getByText("₹128.63")).toBeTruthy();
    const held = screen.getByRole("group", { name: "Waiting or held" });
    expect(within(held).getByText("Held: amount differs")).toBeTruthy();
    expect(within(held).getByText("Asked 1000 INR, paid 100 INR")).toBeTruthy();
    const failed = screen.getByRole("group", { name: "Booking failed, retried" });
    expect(within(failed).getByRole("row", { name: /2026-0010/ }).textContent).toContain("the firm's billing details are not set");

    await userEvent.click(within(row).getByRole("button", { name: "Refund the payment of invoice 2026-0007" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund the payment of invoice 2026-0007" });
    expect((within(dialog).getByRole("checkbox", { name: "Give ₹4,425.00 back through Stripe" }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(await within(dialog).findByText("Reason is required")).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText("Reason"), "Paid twice");
    await userEvent.click(within(dialog).getByRole("button", { name: "Refund" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const sent = api.calls.filter((c) => c.method === "POST").at(-1);
    expect(sent?.body).toEqual({ provider: true, creditNote: true, reason: "Paid twice" });
    expect(await screen.findByText(/₹4,425.00 refunded/)).toBeTruthy();
  });
});
