import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { MailView } from "../../../api/mail-admin";
import { fakeApi } from "../../../test/fakeApi";
import { renderInConsole, setUpConsoleTests } from "../consoleTesting";
import MailSection from "./MailSection";

const CREATED = Date.UTC(2026, 10, 23, 12, 7);

function mail(id: string, state: MailView["state"], more: Partial<MailView> = {}): MailView {
  return {
    _id: id,
    to: `${id}@example.com`,
    kind: "invitation",
    subject: `Subject ${id}`,
    state,
    attempts: 1,
    lastError: null,
    createdAt: CREATED,
    sentAt: null,
    nextAttemptAt: null,
    ...more,
  };
}

function renderSection(url: string) {
  return renderInConsole(<MailSection />, url);
}

setUpConsoleTests();

describe("Mail section", () => {
  it("lists the queue newest first, with why a message failed or waits for another attempt", async () => {
    const api = fakeApi({
      "GET /api/admin/mail": () => [
        200,
        {
          data: [
            mail("a", "sent", { sentAt: CREATED + 60_000 }),
            mail("b", "retrying", { attempts: 2, lastError: "connection refused", nextAttemptAt: CREATED + 300_000 }),
            mail("c", "failed", { attempts: 5, lastError: "550 mailbox unavailable" }),
          ],
        },
        { "X-Total-Count": "3" },
      ],
    });
    renderSection("/admin?section=mail");
    const table = await screen.findByRole("table", { name: "Outgoing mail" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain("2026-11-23 12:08 UTC");
    expect(rows[0]?.textContent).toContain("Invitation");
    expect(rows[1]?.textContent).toContain("Retrying");
    expect(rows[1]?.textContent).toContain("Last error: connection refused");
    expect(rows[1]?.textContent).toContain("Next attempt: 2026-11-23 12:12 UTC");
    expect(rows[2]?.textContent).toContain("Last error: 550 mailbox unavailable");
    expect(rows[2]?.textContent).toContain("5 attempts");

    const sent = new URL(String(api.calls[0]?.url));
    expect(Object.fromEntries(sent.searchParams)).toMatchObject({ sort: "createdAt", order: "desc" });
    expect(api.calls[0]?.headers.Authorization).toBe("Bearer staff-token");
  });

  it("offers Resend on failed messages only, and reads the list again after it", async () => {
    const api = fakeApi({
      "GET /api/admin/mail": () => [200, { data: [mail("a", "sent"), mail("c", "failed", { lastError: "boom" })] }],
      "POST /api/admin/mail/c/resend": () => [200, mail("c", "queued")],
    });
    renderSection("/admin?section=mail");
    await screen.findByRole("table", { name: "Outgoing mail" });
    const resend = screen.getAllByRole("button", { name: /^Resend/ });
    expect(resend).toHaveLength(1);
    expect(resend[0]?.getAttribute("aria-label")).toBe("Resend “Subject c” to c@example.com");

    await userEvent.click(resend[0]!);
    await vi.waitFor(() => expect(api.calls.filter((c) => c.method === "GET")).toHaveLength(2));
    expect(api.calls.some((c) => c.method === "POST" && c.path === "/api/admin/mail/c/resend")).toBe(true);
  });

  it("sorts on the server by the columns it knows", async () => {
    const api = fakeApi({ "GET /api/admin/mail": () => [200, { data: [mail("a", "sent")] }] });
    const router = renderSection("/admin?section=mail");
    await screen.findByRole("table", { name: "Outgoing mail" });
    await userEvent.click(screen.getByRole("button", { name: /^To/ }));
    await vi.waitFor(() => expect(router.state.location.search).toContain("sort=to"));
    await vi.waitFor(() => expect(api.calls.at(-1)?.url.searchParams.get("sort")).toBe("to"));
  });

  it("filters by state through the URL", async () => {
    const api = fakeApi({ "GET /api/admin/mail": () => [200, { data: [] }] });
    const router = renderSection("/admin?section=mail");
    await screen.findByRole("table", { name: "Outgoing mail" });
    await userEvent.selectOptions(screen.getByLabelText("State"), "failed");

    await vi.waitFor(() => expect(router.state.location.search).toContain("state=failed"));
    await vi.waitFor(() => expect(api.calls.at(-1)?.url.searchParams.get("state")).toBe("failed"));
  });
});
