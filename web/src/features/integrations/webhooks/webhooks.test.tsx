import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadWasm, wasm } from "../../../wasm";
import { fakeApi } from "../../../test/fakeApi";
import { renderWithProviders } from "../../../test/render";
import { clearToasts } from "../../toasts/store";
import { Deliveries, POLL_MS } from "./Deliveries";
import { Webhooks } from "./Webhooks";

const DELIVERY = {
  _id: "msg_1",
  eventType: "webhook.test",
  state: "queued",
  attempts: 0,
  status: null,
  answer: "",
  error: null,
  createdAt: "2026-12-07T10:00:00Z",
  lastAttemptAt: null,
  deliveredAt: null,
};
const DELIVERED = { ...DELIVERY, state: "delivered", attempts: 1, status: 200, answer: "ok", lastAttemptAt: "2026-12-07T10:00:01Z", deliveredAt: "2026-12-07T10:00:01Z" };

/** The server's 400 for an empty form: shared's rule, field by field. */
const EMPTY_REFUSED = {
  error: {
    code: "validation_failed",
    message: "Some fields are not valid",
    fields: [
      { field: "url", code: "required", message: "Address is required" },
      { field: "events", code: "required", message: "Choose at least one event" },
    ],
  },
};

const HOOK = {
  _id: "w1",
  url: "https://hooks.example.com/portico",
  format: "standard",
  events: ["ticket.opened", "invoice.paid"],
  active: true,
  createdAt: "2026-12-01T09:00:00Z",
  lastDelivery: null,
};

beforeEach(async () => {
  await loadWasm();
  window.localStorage.setItem("token", "client-token");
});

afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
});

describe("Webhooks", () => {
  it("adds an endpoint (events named as people say them), shows its secret once, and pauses it", async () => {
    let hooks: (typeof HOOK)[] = [];
    const api = fakeApi({
      "GET /api/webhooks": () => [200, hooks],
      "POST /api/webhooks": (call) => {
        const body = call.body as { url: string; format: string; events: string[] };
        // The server checks what was typed (shared's rule): here, an empty form's answer.
        if (body.events.length === 0) return [400, EMPTY_REFUSED];
        hooks = [{ ...HOOK, ...body }];
        return [201, { webhook: hooks[0], secret: "whsec_c2VjcmV0" }];
      },
      "PUT /api/webhooks/w1": (call) => {
        hooks = [{ ...hooks[0]!, ...(call.body as object) }];
        return [200, hooks[0]];
      },
    });
    renderWithProviders(<Webhooks auth="client" idPrefix="t" level={3} />);
    expect(await screen.findByText("No endpoints yet.")).toBeTruthy();
    const form = screen.getByRole("form", { name: "Add an endpoint" });
    // Every event the constants list is offered, in their order, each named in words.
    const offered = within(form).getAllByRole("checkbox").map((c) => c.getAttribute("value"));
    expect(offered).toEqual([...wasm().constants().webhookEvents]);
    expect(within(form).getByRole("checkbox", { name: "Hours logged" })).toBeTruthy();

    // Sent as typed; the server's field errors go under their fields, the keyboard to the first.
    await userEvent.click(within(form).getByRole("button", { name: "Add endpoint" }));
    expect(await within(form).findByText("Choose at least one event")).toBeTruthy();
    expect(within(form).getByText("Address is required")).toBeTruthy();
    const url = within(form).getByRole("textbox", { name: /Endpoint URL/ });
    await waitFor(() => expect(document.activeElement).toBe(url));
    expect(api.calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([{ url: "", format: "standard", events: [] }]);

    await userEvent.type(within(form).getByRole("textbox", { name: /Endpoint URL/ }), HOOK.url);
    await userEvent.selectOptions(within(form).getByRole("combobox", { name: "Format" }), "slack");
    await userEvent.click(within(form).getByRole("checkbox", { name: "Ticket opened" }));
    await userEvent.click(within(form).getByRole("checkbox", { name: "Invoice paid" }));
    await userEvent.click(within(form).getByRole("button", { name: "Add endpoint" }));
    const shown = await screen.findByRole("group", { name: `Signing secret for ${HOOK.url}` });
    expect(api.calls.filter((c) => c.method === "POST").at(-1)?.body).toEqual({ url: HOOK.url, format: "slack", events: ["ticket.opened", "invoice.paid"] });
    expect(within(shown).getByRole("textbox", { name: "Signing secret" })).toHaveProperty("value", "whsec_c2VjcmV0");

    const item = await screen.findByRole("listitem");
    expect(item.textContent).toContain("Slack");
    expect(item.textContent).toContain("Events: Ticket opened, Invoice paid");
    expect(item.textContent).toContain("Active");
    await userEvent.click(within(item).getByRole("button", { name: "Pause" }));
    await waitFor(() => expect(within(screen.getByRole("listitem")).getByRole("button", { name: "Resume" })).toBeTruthy());
    expect(api.calls.find((c) => c.method === "PUT")?.body).toEqual({ url: HOOK.url, format: "slack", events: ["ticket.opened", "invoice.paid"], active: false });
    expect(within(screen.getByRole("listitem")).getByRole("button", { name: "Send test event" })).toHaveProperty("disabled", true);
  });
});

describe("Deliveries", () => {
  it("reads the log every 2 s while a delivery is on its way, and stops once it has settled", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reads = 0;
    fakeApi({
      "GET /api/webhooks/w1/deliveries": () => {
        reads += 1;
        return [200, [reads < 2 ? DELIVERY : DELIVERED]];
      },
    });
    const settled = vi.fn();
    renderWithProviders(<Deliveries webhookId="w1" auth="client" id="log" version={1} onSettled={settled} />);
    expect(await screen.findByText("Queued")).toBeTruthy();
    expect(screen.getByText("Waiting for the endpoint's answer…")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(await screen.findByText("Delivered")).toBeTruthy();
    const table = screen.getByRole("table", { name: "Deliveries, newest first" });
    expect(within(table).getAllByRole("row")[1]?.textContent).toContain("200");
    await waitFor(() => expect(settled).toHaveBeenCalledTimes(1));
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(reads).toBe(2);
    expect(screen.getByText("Latest delivery: Delivered")).toBeTruthy();
  });
});
