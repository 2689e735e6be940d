import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { contact } from "../../i18n/en.json";
import { loadWasm, type Wasm } from "../../wasm";
import { ContactForm } from "./ContactForm";

let w: Wasm;
beforeAll(async () => {
  w = await loadWasm();
});
afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body: unknown) {
  const stub = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
  vi.stubGlobal("fetch", stub);
  return stub;
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

/** The form filled in by Priya (every field the rules ask for, permission left ticked) and sent. */
function sendPriyasMessage() {
  render(<ContactForm />);
  fill("Name", "Priya");
  fill("Email", "priya@example.com");
  fill("Phone", "9876543210");
  fill("Message", "Hello");
  fireEvent.click(screen.getByRole("button", { name: contact.submit }));
}

describe("ContactForm", () => {
  it("shows each message the shared rules return, and sends nothing", async () => {
    const fetch = stubFetch(201, {});
    render(<ContactForm />);
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(screen.getByRole("button", { name: contact.submit }));
    const expected = w.validateContact({ name: "", email: "", phone: "", message: "", permission: false });
    expect(expected.map((e) => e.field).sort()).toEqual(["email", "message", "name", "permission", "phone"]);
    for (const e of expected) expect(await screen.findByText(e.message)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("posts the fields, the ticked permission and the honeypot, then thanks the visitor by name", async () => {
    const fetch = stubFetch(201, { _id: "x", name: "Priya" });
    sendPriyasMessage();
    expect(await screen.findByText("Thank you, Priya! Your submission was successful.")).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/contact/submit");
    expect(JSON.parse(String(init.body))).toEqual({
      name: "Priya",
      email: "priya@example.com",
      phone: "9876543210",
      message: "Hello",
      permission: true,
      website: "",
    });
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe("");
  });

  it("says the submission failed, or repeats the server's rate-limit message", async () => {
    stubFetch(500, { error: { code: "internal", message: "Internal error" } });
    sendPriyasMessage();
    expect(await screen.findByText(contact.failure)).toBeTruthy();

    stubFetch(429, { error: { code: "rate_limited", message: "Slow down, please." } });
    fireEvent.click(screen.getByRole("button", { name: contact.submit }));
    await waitFor(() => expect(screen.getByText("Slow down, please.")).toBeTruthy());
  });
});
