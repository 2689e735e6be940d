import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeApi, type Answer } from "../../../test/fakeApi";
import { wasm } from "../../../wasm";
import { renderInConsole, setUpConsoleTests } from "../consoleTesting";
import SettingsSection from "./SettingsSection";

const PROFILE = { _id: "s1", name: "Ravi", brandName: "", email: "ravi@portico.example", phone: "", role: "admin", language: "en", appearance: "system" };
const QUEUED = {
  _id: "m1",
  to: "ravi@portico.example",
  kind: "test",
  subject: "Test",
  state: "queued",
  attempts: 0,
  lastError: null,
  createdAt: 1,
  sentAt: null,
  nextAttemptAt: null,
};

setUpConsoleTests();

function renderSection() {
  renderInConsole(<SettingsSection />, "/admin?section=settings");
}

function api(settings: { configured: boolean; from: string }, test: () => Answer = () => [202, QUEUED]) {
  return fakeApi({
    "GET /api/user/notifications": () => [200, { tickets: true, requests: false, contact: true }],
    "GET /api/admin/mail/settings": () => [200, settings],
    "GET /api/user/userProfile": () => [200, PROFILE],
    "POST /api/admin/mail/test": test,
  });
}

describe("Console settings", () => {
  it("shows the three notification kinds and where mail is sent from", async () => {
    api({ configured: true, from: "Portico <hello@portico.example>" });
    renderSection();
    for (const name of ["Tickets opened or answered by clients", "Requirements and statement-of-work updates", "Contact form submissions"]) {
      expect(await screen.findByRole("checkbox", { name })).toBeTruthy();
    }
    expect(await screen.findByText("Mail is sent from Portico <hello@portico.example>")).toBeTruthy();
  });

  it("says when no mail server is configured", async () => {
    api({ configured: false, from: "" });
    renderSection();
    expect(await screen.findByText("No mail server is configured: mail stays queued")).toBeTruthy();
  });

  it("sends a test email to the staff member's own address by default", async () => {
    const calls = api({ configured: true, from: "hello@portico.example" }).calls;
    renderSection();
    const to = (await screen.findByLabelText(/^Send to/)) as HTMLInputElement;
    await vi.waitFor(() => expect(to.value).toBe("ravi@portico.example"));
    await userEvent.click(screen.getByRole("button", { name: "Send a test email" }));

    await vi.waitFor(() => expect(calls.some((c) => c.path === "/api/admin/mail/test")).toBe(true));
    expect(calls.find((c) => c.path === "/api/admin/mail/test")?.body).toEqual({ email: "ravi@portico.example" });
  });

  it("checks the address with the shared rule, the message under the field", async () => {
    const calls = api({ configured: true, from: "hello@portico.example" }).calls;
    renderSection();
    const to = (await screen.findByLabelText(/^Send to/)) as HTMLInputElement;
    await vi.waitFor(() => expect(to.value).toBe("ravi@portico.example"));
    await userEvent.clear(to);
    await userEvent.type(to, "nobody@");
    await userEvent.click(screen.getByRole("button", { name: "Send a test email" }));

    const [expected] = wasm().validateAccountEmail({ email: "nobody@" });
    expect(await screen.findByText(expected?.message ?? "?")).toBeTruthy();
    expect(to.getAttribute("aria-invalid")).toBe("true");
    expect(calls.some((c) => c.path === "/api/admin/mail/test")).toBe(false);
  });
});
