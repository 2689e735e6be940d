import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { apiError, fakeApi } from "../../test/fakeApi";
import { loadWasm } from "../../wasm";
import { CONSTANTS } from "../../wasm/constants";
import { NotificationSettings, type NotificationTexts } from "./NotificationSettings";

const TEXTS: NotificationTexts = {
  title: "Email notifications",
  labels: { tickets: "Replies to my tickets" },
  save: "Save",
  saved: "Saved",
  saveFailed: "Not saved",
  loadFailed: () => "Could not load",
  retry: "Retry",
};

const STAFF_TEXTS: NotificationTexts = {
  ...TEXTS,
  labels: { tickets: "Tickets", requests: "Requests", contact: "Contact form" },
};

beforeAll(async () => {
  await loadWasm();
});

beforeEach(() => {
  window.localStorage.setItem(CONSTANTS.clientTokenKey, "client-token");
  window.localStorage.setItem(CONSTANTS.adminTokenKey, "staff-token");
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Notification settings", () => {
  it("shows a client only their kind, as the server holds it, and saves only that kind", async () => {
    let stored = { tickets: true, requests: true, contact: false };
    const api = fakeApi({
      "GET /api/user/notifications": () => [200, stored],
      "PUT /api/user/notifications": (call) => {
        stored = { ...stored, ...(call.body as object) };
        return [200, stored];
      },
    });
    renderWithProviders(<NotificationSettings auth="client" texts={TEXTS} />);
    const box = (await screen.findByRole("checkbox", { name: "Replies to my tickets" })) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(screen.getAllByRole("checkbox")).toHaveLength(1);

    await userEvent.click(box);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    await vi.waitFor(() => expect(api.calls.filter((c) => c.method === "GET")).toHaveLength(2));
    const put = api.calls.find((c) => c.method === "PUT");
    expect(put?.body).toEqual({ tickets: false });
    expect(put?.headers.Authorization).toBe("Bearer client-token");
    expect(((await screen.findByRole("checkbox", { name: "Replies to my tickets" })) as HTMLInputElement).checked).toBe(false);
  });

  it("shows staff all three kinds and sends them with the staff token", async () => {
    const api = fakeApi({
      "GET /api/user/notifications": () => [200, { tickets: true, requests: false, contact: true }],
      "PUT /api/user/notifications": (call) => [200, call.body],
    });
    renderWithProviders(<NotificationSettings auth="admin" texts={STAFF_TEXTS} />);
    await userEvent.click(await screen.findByRole("checkbox", { name: "Requests" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    await vi.waitFor(() => expect(api.calls.some((c) => c.method === "PUT")).toBe(true));
    const put = api.calls.find((c) => c.method === "PUT");
    expect(put?.body).toEqual({ tickets: true, requests: true, contact: true });
    expect(put?.headers.Authorization).toBe("Bearer staff-token");
    expect(api.calls[0]?.headers.Authorization).toBe("Bearer staff-token");
  });

  it("says when the settings could not be read, with Retry", async () => {
    let fail = true;
    fakeApi({
      "GET /api/user/notifications": () => (fail ? [503, apiError("busy", "Busy")] : [200, { tickets: false, requests: false, contact: false }]),
    });
    renderWithProviders(<NotificationSettings auth="client" texts={TEXTS} />);
    expect((await screen.findByRole("alert")).textContent).toContain("Could not load");
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("checkbox", { name: "Replies to my tickets" })).toBeTruthy();
  });
});
