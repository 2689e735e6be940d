import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../test/fakeApi";
import { CONSTANTS } from "../wasm/constants";
import { notificationPrefs, saveNotificationPrefs, unsubscribe } from "./account";
import { listMail, resendInvitation, revokeInvitation } from "./mail-admin";

beforeEach(() => {
  window.localStorage.setItem(CONSTANTS.clientTokenKey, "client-token");
  window.localStorage.setItem(CONSTANTS.adminTokenKey, "staff-token");
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("account calls", () => {
  it("send no token from an emailed link, and keep the token in the path intact", async () => {
    const api = fakeApi({ "POST /api/mail/unsubscribe/a-b_c": () => [200, { topic: "contact" }] });
    expect(await unsubscribe("a-b_c")).toEqual({ topic: "contact" });
    expect(api.calls[0]?.headers.Authorization).toBeUndefined();
  });

  it("read and write notification settings with the caller's own token", async () => {
    const api = fakeApi({
      "GET /api/user/notifications": () => [200, { tickets: true, requests: false, contact: false }],
      "PUT /api/user/notifications": (call) => [200, { tickets: false, requests: false, contact: false, ...(call.body as object) }],
    });
    await notificationPrefs("client");
    await saveNotificationPrefs({ contact: true }, "admin");
    expect(api.calls.map((c) => [c.method, c.headers.Authorization, c.body])).toEqual([
      ["GET", "Bearer client-token", undefined],
      ["PUT", "Bearer staff-token", { contact: true }],
    ]);
  });
});

describe("staff mail calls", () => {
  it("page the mail queue like the other lists, with the state filter", async () => {
    const api = fakeApi({ "GET /api/admin/mail": () => [200, { data: [] }, { "X-Total-Count": "42" }] });
    expect(await listMail({ page: 2, perPage: 20, state: "failed", sort: "createdAt", order: "desc" })).toEqual({ rows: [], total: 42 });
    expect(Object.fromEntries(api.calls[0]!.url.searchParams)).toEqual({
      page: "2",
      perPage: "20",
      state: "failed",
      sort: "createdAt",
      order: "desc",
    });
    expect(api.calls[0]?.headers.Authorization).toBe("Bearer staff-token");
  });

  it("resend and revoke a client's invitation", async () => {
    const api = fakeApi({
      "POST /api/user/invitation/c%201/resend": () => [200, { link: null, mailConfigured: true }],
      "DELETE /api/user/invitation/c%201": () => [204],
    });
    expect(await resendInvitation("c 1")).toEqual({ link: null, mailConfigured: true });
    await revokeInvitation("c 1");
    expect(api.calls.map((c) => c.method)).toEqual(["POST", "DELETE"]);
  });
});
