import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadWasm } from "../../wasm";
import { apiError, fakeApi } from "../../test/fakeApi";
import { renderWithProviders } from "../../test/render";
import { closeViewAs, openViewAs } from "../auth/session";
import { clearToasts } from "../toasts/store";
import { CalendarLinkPanel } from "./calendar/CalendarLinkPanel";
import PortalIntegrations from "./PortalIntegrations";
import { ApiTokens } from "./tokens/ApiTokens";

const LINK = {
  https: "https://portico.example/api/calendar/tok1.ics",
  webcal: "webcal://portico.example/api/calendar/tok1.ics",
  createdAt: "2026-12-01T09:00:00Z",
};
const NO_LINK = { https: null, webcal: null, createdAt: null };

const TOKEN = {
  _id: "t1",
  name: "Nightly export",
  scope: "read",
  createdAt: "2026-12-01T09:00:00Z",
  expiresAt: "2099-03-01T09:00:00Z",
  lastUsedAt: null,
};

let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;

beforeEach(async () => {
  await loadWasm();
  window.localStorage.setItem("token", "client-token");
  writeText = vi.fn<(text: string) => Promise<void>>(async () => undefined);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
});

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
});

describe("Add to your calendar", () => {
  it("makes the link on request, then shows it to copy and open, and regenerates it once confirmed", async () => {
    let link: typeof LINK | typeof NO_LINK = NO_LINK;
    const api = fakeApi({
      "GET /api/user/calendar": () => [200, link],
      "POST /api/user/calendar": () => {
        link = link === NO_LINK ? LINK : { ...LINK, https: LINK.https.replace("tok1", "tok2"), webcal: LINK.webcal.replace("tok1", "tok2") };
        return [200, link];
      },
    });
    renderWithProviders(<CalendarLinkPanel auth="client" />);
    await userEvent.click(await screen.findByRole("button", { name: "Get calendar link" }));
    const field = await screen.findByRole("textbox", { name: "Calendar link" });
    expect(field).toHaveProperty("value", LINK.webcal);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.getByRole("link", { name: "Open in calendar app" }).getAttribute("href")).toBe(LINK.webcal);
    expect(screen.getByRole("textbox", { name: "Web address of the same calendar" })).toHaveProperty("value", LINK.https);
    expect(screen.getByText("Private: anyone with this link sees your dates. Regenerate it if it leaks.")).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(LINK.webcal);
    const copied = await screen.findAllByRole("status");
    await waitFor(() => expect(copied.some((s) => s.textContent === "Copied")).toBe(true));

    await userEvent.click(screen.getByRole("button", { name: "Regenerate link" }));
    const dialog = await screen.findByRole("dialog", { name: "Regenerate your calendar link?" });
    expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole("button", { name: "Regenerate link" }));
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Calendar link" })).toHaveProperty("value", LINK.webcal.replace("tok1", "tok2")));
    expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(2);
  });

  it("narrows both links to the project chosen", async () => {
    fakeApi({ "GET /api/user/calendar": () => [200, LINK] });
    renderWithProviders(<CalendarLinkPanel auth="admin" project="p1" />);
    expect(await screen.findByRole("textbox", { name: "Calendar link" })).toHaveProperty("value", `${LINK.webcal}?project=p1`);
    expect(screen.getByRole("textbox", { name: "Web address of the same calendar" })).toHaveProperty("value", `${LINK.https}?project=p1`);
  });
});

describe("API tokens", () => {
  it("lists tokens, shows a new one's secret once, and revokes one once confirmed", async () => {
    let tokens = [TOKEN];
    const api = fakeApi({
      "GET /api/user/tokens": () => [200, tokens],
      "POST /api/user/tokens": (call) => {
        const body = call.body as { name: string; scope: string; expiresInDays: number };
        const token = { ...TOKEN, _id: "t2", name: body.name, scope: body.scope };
        tokens = [...tokens, token];
        return [201, { token, secret: "pt_secret_once" }];
      },
      "DELETE /api/user/tokens/t1": () => {
        tokens = tokens.filter((t) => t._id !== "t1");
        return [204];
      },
    });
    renderWithProviders(<ApiTokens auth="client" idPrefix="t" level={3} />);
    const item = await screen.findByRole("listitem");
    expect(item.textContent).toContain("Nightly export");
    expect(item.textContent).toContain("Read only");
    expect(item.textContent).toContain("Never used");

    const form = screen.getByRole("form", { name: "New token" });
    await userEvent.type(within(form).getByRole("textbox", { name: /Name/ }), "Deploy bot");
    await userEvent.selectOptions(within(form).getByRole("combobox", { name: "Access" }), "write");
    await userEvent.selectOptions(within(form).getByRole("combobox", { name: "Expires in" }), "365");
    await userEvent.click(within(form).getByRole("button", { name: "Create token" }));
    const shown = await screen.findByRole("group", { name: "Your new token “Deploy bot”" });
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ name: "Deploy bot", scope: "write", expiresInDays: 365 });
    await waitFor(() => expect(document.activeElement).toBe(shown));
    expect(within(shown).getByRole("textbox", { name: "Token" })).toHaveProperty("value", "pt_secret_once");
    expect(shown.textContent).toContain("Copy it now: it will not be shown again.");
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(2));
    await userEvent.click(within(shown).getByRole("button", { name: "Done, I have copied it" }));
    expect(screen.queryByRole("group", { name: /Your new token/ })).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Revoke Nightly export" }));
    const dialog = await screen.findByRole("dialog", { name: "Revoke “Nightly export”?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Revoke" }));
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(1));
    expect(api.calls.some((c) => c.method === "DELETE" && c.path === "/api/user/tokens/t1")).toBe(true);
  });

  it("sends the form as typed and shows the server's messages under the name: a 400, then a 409", async () => {
    const api = fakeApi({
      "GET /api/user/tokens": () => [200, []],
      "POST /api/user/tokens": (call) =>
        (call.body as { name: string }).name === ""
          ? [400, { error: { code: "validation_failed", message: "Some fields are not valid", fields: [{ field: "name", code: "required", message: "Name is required" }] } }]
          : [409, apiError("conflict", "You have 20 tokens already: revoke one you no longer use first.", "name")],
    });
    renderWithProviders(<ApiTokens auth="client" idPrefix="t" level={3} />);
    const form = await screen.findByRole("form", { name: "New token" });
    expect(await screen.findByText("You have no API tokens.")).toBeTruthy();
    const name = within(form).getByRole("textbox", { name: /Name/ });
    await userEvent.click(within(form).getByRole("button", { name: "Create token" }));
    expect(await within(form).findByText("Name is required")).toBeTruthy();
    expect(name.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ name: "", scope: "read", expiresInDays: 90 });
    await userEvent.type(name, "One more");
    expect(within(form).queryByText("Name is required")).toBeNull();
    await userEvent.click(within(form).getByRole("button", { name: "Create token" }));
    expect(await within(form).findByText("You have 20 tokens already: revoke one you no longer use first.")).toBeTruthy();
  });
});

describe("the portal's integrations in a staff member's read-only view", () => {
  afterEach(() => closeViewAs());

  it("show neither the calendar link nor the tokens (the server keeps both for the person), and an owner's webhooks still", async () => {
    openViewAs({ token: "view-token", clientId: "c1", clientName: "Verma Retail" });
    const api = fakeApi({ "GET /api/webhooks": () => [200, []] });
    renderWithProviders(<PortalIntegrations owner />);
    expect(await screen.findByRole("heading", { name: "Webhooks" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Add to your calendar" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "API tokens" })).toBeNull();
    await waitFor(() => expect(api.calls.some((c) => c.path === "/api/webhooks")).toBe(true));
    expect(api.calls.some((c) => c.path === "/api/user/calendar" || c.path === "/api/user/tokens")).toBe(false);
  });
});
